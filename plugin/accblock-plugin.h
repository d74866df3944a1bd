/* accblock-plugin.h -- declarations shared by the files of accblock.so.

   Why this file exists: the plugin is split by concern (arguments,
   pragmas, nest discovery, outlining, data references, inference,
   remarks); this header is the only coupling between them.  Each section
   below belongs to one .cc file, named in its heading.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_PLUGIN_H
#define ACCBLOCK_PLUGIN_H

#include "gcc-common.h"
#include "accblock-abi.h"

/* ---- How far the plugin's walks go before they give up ---- */

/* Blocks followed from a marker to the header of its loop.  */
#define ACCBLOCK_MAX_ENTRY_BLOCKS 8
/* Multiplications and conversions peeled off one subscript.  */
#define ACCBLOCK_MAX_SUBSCRIPT_STEPS 8
/* Definitions followed back from a pointer or reference to its origin.  */
#define ACCBLOCK_MAX_ORIGIN_STEPS 16
/* Blocks searched along a path for the call that ends the program.  */
#define ACCBLOCK_MAX_DEAD_END_DEPTH 8

/* ---- plugin.cc: settings from -fplugin-arg-accblock-KEY[=VALUE] ---- */

enum accblock_auto_mode
{
  ACCBLOCK_AUTO_OFF,     /* Only explicit block clauses are honoured.  */
  ACCBLOCK_AUTO_GREEDY,  /* The paper's greedy algorithm.  */
  ACCBLOCK_AUTO_MODEL,   /* The cost-model search (default of "auto").  */
  ACCBLOCK_AUTO_NONE     /* Loops without pragma are taken and split as
			    under the others, but no clause is inferred:
			    each runs as a loop pragma without clause,
			    the paper's baseline for the same loops.  */
};

struct accblock_settings
{
  bool block;                    /* "block": honour block clauses.  */
  enum accblock_auto_mode auto_mode;  /* "auto[=greedy|model|none]".  */
  unsigned long long local_mem;  /* "local-mem=BYTES" (K/M suffixes).  */
  unsigned num_accel;            /* "num-accel=N".  */
  const char *target;            /* "target=NAME": paper|cell|sw26010|host.  */
  bool target_named;             /* "target=" was given: the program's
				    default target (compiled-target.cc).  */
  unsigned long long local_mem_key;  /* "local-mem=" as given, or 0:
				    carried to the runtime with the
				    target (compiled-target.cc).  */
  unsigned num_accel_key;        /* "num-accel=" as given, or 0.  */
  bool native_tiles;             /* The target's local memory is this
				    machine's cache: the tile functions are
				    the code that runs, not a simulation.  */
  bool serial;                   /* "serial[=yes|no]": under "auto", also
				    look at loops without pragma.  */
  bool skew;                     /* "skew[=yes|no]": under "auto", tile a
				    loop without pragma that carries a
				    dependence with the loops inside it in
				    skewed fronts (skew.cc).  */
  bool distribute;               /* "distribute[=yes|no]": under "auto",
				    split a parallel loop without pragma
				    over the loops of its body.  */
  bool cost_model_dynamic;       /* "cost-model=dynamic|unlimited": under
				    "auto", leave a nest where it stands
				    when dispatching it does not pay.  */
  bool parallel_tiles;           /* "parallel-tiles[=yes|no]": the tiles
				    of blocked inner levels proven
				    parallel run as outer tasks too.  */
  bool noblock_runtime;          /* "noblock-tiles=runtime|iteration":
				    the runtime groups the outer
				    iterations of a nest without block
				    clause into tiles, or each is one
				    tile (the paper's baseline).  */
  bool interchange;              /* "interchange[=yes|no]": a tile may
				    run its two innermost loops swapped
				    (outline-permute.cc).  */
  bool gemm;                     /* "gemm[=yes|no]": a tile whose
				    loops are a matrix product calls the
				    runtime's kernel (gemm-rewrite.cc).  */
  bool preserving_dispatch;      /* "preserving-dispatch[=yes|no]": on
				    x86-64, dispatch through the unit's
				    thunk to the runtime's entry that
				    gives every register back
				    (dispatch-thunk.cc).  */
  int time_slack;                /* "time-slack=PERCENT" as the model's
				    time_slack_percent takes it: 0 when not
				    given (its default), -1 for "0".  */
  bool verbose;                  /* "verbose": remarks without -fopt-info.  */
  bool dump;                     /* "dump": write the accblock dump file.  */
  /* "tile-clones=LIST" is kept by tile-clones.cc.  */
};

extern struct accblock_settings accblock_settings;
extern const char *accblock_plugin_name;

/* Whether the target's local memory is this machine's cache and the
   default cost model weighs each nest: restructurings that the kernel
   suite measured slower there (loop distribution under a run-time alias
   test, serial.cc; several views of one array, section.cc) are not
   made.  cost-model=unlimited asks for them.  */
static inline bool
accblock_cache_target_default_cost_p (void)
{
  return (accblock_settings.native_tiles
	  && accblock_settings.cost_model_dynamic);
}

/* ---- compiled-target.cc: the target the unit was compiled for ---- */

/* With "target=NAME", have a unit that dispatches a nest register NAME
   with the runtime when the program starts (accblock-abi.h).  */
void accblock_register_compiled_target (const char *plugin_name);

/* ---- tile-clones.cc: tile functions for the processor's vector unit ---- */

/* "tile-clones=VALUE" (a comma-separated list of extensions, or
   "none"): NULL when accepted, else why not.  */
const char *accblock_tile_clones_parse (const char *value);

/* The names "tile-clones=" accepts, comma-separated.  */
const char *accblock_tile_clone_names (void);

/* Give DECL, a tile function of PARENT, GCC's target_clones attribute
   for the extensions it should be compiled for, if any; return whether
   DECL must then be compiled with -ffp-contract=off to keep results.
   STREAMING, when not NULL, says why the tile gains nothing from wider
   vectors: the default list then gives it none (an explicit list still
   does).  */
bool accblock_tile_clones_attach (tree decl, tree parent,
				  const char *streaming);

/* Remove the default clones of DECL, a tile function whose work now
   runs in a runtime kernel.  */
void accblock_tile_clones_drop (tree decl);
/* Give DECL, a tile function whose product now runs in a runtime
   kernel, the command line's loop options back (outline-tile.cc).  */
void accblock_tile_loop_options_drop (tree decl);

/* ---- cfg-edit.cc: control-flow and sequence edits the passes share ---- */

/* The edge entering LOOP's header from outside, or NULL when there is
   not exactly one.  */
edge loop_entry_edge (class loop *loop);

/* Append SEQ to BB, before its final control statement if any.  */
void append_to_bb (basic_block bb, gimple_seq seq);

/* EXPR as a GIMPLE value, computed by statements appended to SEQ.  */
tree seq_gimple_value (tree expr, gimple_seq *seq);

/* ---- pragma*.cc: #pragma acc parsing and the clause table ---- */

/* What the pragma in front of a loop asked for.  */
enum accblock_construct
{
  ACCBLOCK_CONSTRUCT_LOOP,           /* #pragma acc loop */
  ACCBLOCK_CONSTRUCT_PARALLEL_LOOP,  /* #pragma acc parallel loop */
  ACCBLOCK_CONSTRUCT_KERNELS_LOOP,   /* #pragma acc kernels loop */
  ACCBLOCK_CONSTRUCT_SERIAL_LOOP,    /* #pragma acc serial loop */
  ACCBLOCK_CONSTRUCT_PARALLEL,       /* #pragma acc parallel */
  ACCBLOCK_CONSTRUCT_KERNELS,        /* #pragma acc kernels */
  ACCBLOCK_CONSTRUCT_SERIAL,         /* #pragma acc serial */
  ACCBLOCK_CONSTRUCT_ATOMIC,         /* #pragma acc atomic */
  ACCBLOCK_CONSTRUCT_DATA,           /* #pragma acc data */
  ACCBLOCK_CONSTRUCT_ENTER_DATA,     /* #pragma acc enter data */
  ACCBLOCK_CONSTRUCT_EXIT_DATA       /* #pragma acc exit data */
};

/* The data-sharing clauses privatize.cc carries out.  */
enum accblock_var_kind
{
  ACCBLOCK_VAR_PRIVATE,
  ACCBLOCK_VAR_FIRSTPRIVATE,
  ACCBLOCK_VAR_REDUCTION
};

/* One item of a data clause that privatize.cc can hand to the OpenACC
   runtime's present table: a variable, or a one-dimensional section
   (or element) of one, with bounds it could read.  */
struct accblock_data_item
{
  const char *clause;          /* "copyin", "delete", ...  */
  tree decl;
  bool section;
  tree section_lo, section_len;  /* As in accblock_var_clause.  */
};

/* One variable of a private, firstprivate or reduction list.  */
struct accblock_var_clause
{
  enum accblock_var_kind kind;
  tree decl;                   /* The VAR_DECL or PARM_DECL named.  */
  enum tree_code op;           /* The reduction's operator (PLUS_EXPR,
				  MAX_EXPR, TRUTH_ANDIF_EXPR, ...).  */
  location_t loc;              /* The variable's name in the list.  */
  bool section;                /* v[lo:len]: the part of an array the
				  construct works on.  */
  tree section_lo, section_len;  /* Its bounds, "long" expressions;
				    SECTION_LEN NULL_TREE for the rest
				    of an array.  */
};

struct accblock_deferred_size;

/* One "index:size" pair of a block clause, outer to inner as written.  */
struct accblock_block_item
{
  tree index;                  /* IDENTIFIER_NODE of the induction variable.  */
  location_t index_loc;
  unsigned HOST_WIDE_INT size; /* Positive, in iterations; 0 until an
				  instantiation evaluates DEFERRED.  */
  location_t size_loc;
  /* C++: the size names a template parameter or a constant of the
     template, and is evaluated in each instantiation (template-size.cc);
     NULL otherwise.  Shared by the copies of the clause, read only.  */
  const struct accblock_deferred_size *deferred;
};

/* One loop pragma; entries are numbered by the id the marker carries.  */
struct accblock_clause
{
  int id;
  location_t pragma_loc;       /* The "acc" after #pragma.  */
  enum accblock_construct construct;
  bool seq;                    /* "loop seq": never block this loop.  */
  bool independent;            /* "independent" was written.  */
  bool auto_clause;            /* "auto" was written.  */
  /* Set by privatize.cc from the enclosing compute construct: */
  bool in_order;               /* The loop belongs to a serial construct
				  (one gang), or holds an atomic
				  construct: its tiles run in order.  */
  const char *in_order_why;    /* Why, for remarks, when not the
				  serial construct.  */
  bool refused;                /* privatize.cc reported an error for the
				  directive: its loop is left alone.  */
  bool prove_parallel;         /* "auto", or kernels without
				  "independent": the outer level runs in
				  parallel only where the dependence test
				  proves it.  */
  /* private, firstprivate and reduction lists, in the order written;
     the trees are used (and the vector released) by privatize.cc
     before the function is genericized.  */
  vec<struct accblock_var_clause> vars;
  /* The variables of the data clauses (copy, present, deviceptr, ...:
     the base variable of a sub-array), for the implicit data
     attributes privatize.cc gives; released with VARS.  */
  vec<tree> data_vars;
  vec<struct accblock_data_item> data_items;  /* The simple ones.  */
  bool finalize;               /* "finalize" (exit data).  */
  bool has_if;                 /* An "if" clause, at IF_LOC.  */
  location_t if_loc;
  /* tile(size, ...): sizes innermost loop first, 0 for "*"; turned
     into block items by privatize.cc, which knows the loops.  */
  unsigned ntile;
  unsigned HOST_WIDE_INT tile_size[ACCBLOCK_MAX_LEVELS];
  location_t tile_loc;         /* The "tile" token.  */
  bool has_block;              /* A block clause was given.  */
  location_t block_loc;        /* The "block" token.  */
  location_t last_token_loc;   /* The last token of the pragma line, after
				  which an inferred clause is inserted.  */
  unsigned nitems;
  struct accblock_block_item item[ACCBLOCK_MAX_LEVELS];
  tree split_index;            /* split(index:groups): IDENTIFIER_NODE of
				  the loop whose tiles are cut into groups
				  that run in parallel, or NULL_TREE.  */
  location_t split_loc;        /* The "split" token.  */
  location_t split_index_loc;
  unsigned HOST_WIDE_INT split_groups;  /* >= 2 when SPLIT_INDEX is set.  */
  unsigned collapse;           /* collapse(n), 1 when absent.  */
  bool synthetic;              /* No pragma was written: serial.cc proved
				  the loop parallel and stands in for
				  "#pragma acc loop" at the "for".  */
  bool outer_whole;            /* With SYNTHETIC: the loop carries
				  dependences only within each value of
				  the loop directly inside it, whose
				  tiles run as outer tasks; the loop
				  runs whole in every tile
				  (outer-whole.cc).  */
  bool skewed;                 /* With SYNTHETIC: the loop carries
				  dependences that a skew of the loops
				  inside it keeps (skew.cc): they are tiled
				  together in skewed fronts.  */
  vec<tree> alias_bases;       /* With SYNTHETIC: pairs of bases that
				  serial.cc proved the loop parallel on
				  condition that they do not overlap; the
				  runtime checks their address ranges
				  (alias-check.cc).  */
  vec<tree> guard_bases;       /* With SYNTHETIC: pairs of bases that the
				  run-time test in front of a distributed
				  loop found apart over the whole loop,
				  when the nest is a part of it reached
				  only on that answer (serial.cc): no
				  check at dispatch.  */
  bool followed_by_non_loop;   /* The pragma is followed by a statement
				  that is not a loop.  */
  const char *left_alone_why;  /* Why the directive walk leaves the
				  loop alone (a range-based for), or
				  NULL.  */
  /* C++: the template parameters the deferred block sizes name, as
     further arguments of the marker call, which the instantiation
     replaces by their values; a TREE_LIST, or NULL_TREE.  */
  tree marker_args;
  bool taken;                  /* The directive walk has carried it out
				  (C++: in one instantiation of a
				  template, when the pragma is in one).  */
};

/* Whether clause C belongs to a construct whose statement is not a
   loop (parallel, kernels, serial, atomic, data): privatize.cc
   consumes its marker.  */
bool accblock_region_construct_p (const struct accblock_clause *c);

/* Whether clause C belongs to a directive that stands alone (enter
   data, exit data, atomic): its marker does not take the statement
   after it.  */
bool accblock_standalone_construct_p (const struct accblock_clause *c);

/* The extern function NAME of libaccblock with TYPE, one decl per
   compilation, for calls the plugin plants.  */
tree accblock_runtime_function (const char *name, tree type);

/* The clause of marker ID, for privatize.cc to complete.  */
struct accblock_clause *accblock_clause_for_update (int id);

/* C++: a new entry, with an id of its own, holding directive ID as it
   was parsed (for another instantiation of a template), or NULL.  */
struct accblock_clause *accblock_clause_copy (int id);

/* C++: replace the variables of clause C that are a template's by
   those of FNDECL, an instantiation of it (directive-instance.cc);
   false, after an error, when one has no match.  */
bool accblock_instantiate_clause (struct accblock_clause *c, tree fndecl);

/* Register the acc pragmas (PLUGIN_PRAGMAS callback).  */
void accblock_register_pragmas (void *gcc_data, void *user_data);

/* The clause of marker ID, or NULL.  */
const struct accblock_clause *accblock_clause_by_id (int id);

/* Whether STMT is a marker call __accblock_mark (ID).  Markers are
   recognised by the callee's name, not by decl identity.  */
bool accblock_marker_call_p (const gimple *stmt);

/* The clause as the user would write it: "block(i:1, k:30)", with macro
   sizes expanded, and " split(k:2)" after it when the tiles of a level
   are split; "" when the pragma has no block clause.  The result is
   a GC'd string: use it within the current pass, or copy it.  */
const char *accblock_clause_text (const struct accblock_clause *clause);

/* The ID STMT passes when it is a marker call, else -1.  */
int accblock_marker_id (const gimple *stmt);

/* Record a clause for a loop at LOC that has no pragma, as if
   "#pragma acc loop" stood in front of it; returns its id.  */
int accblock_register_synthetic_clause (location_t loc);

/* A new marker call __accblock_mark (ID).  */
gcall *accblock_build_marker (int id);

/* Whether the compiler the plugin runs in is the C or the C++ front
   end, the ones whose pragmas and loops the plugin handles
   (front-end.cc).  */
bool accblock_c_family_front_end_p (void);

/* Whether it is the C++ front end.  */
bool accblock_cxx_front_end_p (void);

/* Drop what C++ cached of its folds of the function's expressions,
   which may name variables the directives have since replaced.  */
void acc_forget_front_end_folds (void);

/* The expression of STMT when C++ made it an expression statement
   (CLEANUP_POINT_EXPR, EXPR_STMT); STMT itself otherwise.  */
tree acc_unwrap_statement (tree stmt);

/* GC roots for the trees pragma-marker.cc keeps
   (PLUGIN_REGISTER_GGC_ROOTS).  */
extern const struct ggc_root_tab accblock_pragma_gc_roots[];

/* ---- privatize.cc: data-sharing clauses, before genericization ---- */

/* Register the PLUGIN_PRE_GENERICIZE callback that carries out the
   private, firstprivate and reduction clauses and the semantics of the
   enclosing compute constructs.  */
void accblock_register_privatization (const char *plugin_name);

/* Whether DECL is the copy privatize.cc made for a reduction clause
   (the program allows its updates to be reassociated); *OP is then the
   clause's operator.  */
bool accblock_declared_reduction_p (const_tree decl, enum tree_code *op);

/* ---- outline.cc / nest.cc: the middle-end pass ---- */

/* Register the outline pass after "ompexp".  */
void accblock_register_passes (const char *plugin_name);

/* Whether a function of the unit still calls __accblock_dispatch
   (outline-dispatch.cc); meaningful once every function is lowered.  */
bool accblock_unit_dispatches_p (void);

/* ---- serial.cc: loops without pragmas ---- */

/* Under -fauto-block, put a marker with a synthetic clause in front of
   every outermost loop nest of FUN without pragma whose outer loop is
   provably parallel; say why for the others.  Returns whether the CFG
   changed.  */
bool serial_mark_parallel_nests (function *fun);

/* A note at LOC, the "for" of a loop without pragma, whose fix-it
   inserts the line "#pragma acc loop CLAUSE_TEXT" in front of the loop
   with its indentation, so that -fdiagnostics-generate-patch writes the
   annotated source.  Nothing when the loop does not start its line.  */
void serial_suggest_pragma (location_t loc, const char *clause_text);

/* ---- remark.cc: remarks and dumps ---- */

/* Emit an optimization remark at LOC: through -fopt-info (optinfo) and,
   under "verbose", as a note on stderr.  */
void accblock_remark (location_t loc, const char *fmt, ...)
  ATTRIBUTE_GCC_DIAG (2, 3);

/* Format FMT with ARGS as a diagnostic would (%qE, %qs and friends) into
   a malloc'd string without line wrapping or colour, for a remark or a
   reason quoted inside one.  */
char *accblock_format_message (const char *fmt, va_list *args);

/* Report a nest left alone, with the reason, the same way.  */
void accblock_missed (location_t loc, const char *fmt, ...)
  ATTRIBUTE_GCC_DIAG (2, 3);

/* Turn on the dump files of the passes registered so far
   ("-fplugin-arg-accblock-dump"); call after accblock_register_passes.  */
void accblock_enable_dump (void);

#endif /* ACCBLOCK_PLUGIN_H */
