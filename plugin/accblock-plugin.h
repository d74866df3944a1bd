/* accblock-plugin.h -- declarations shared by the files of accblock.so.

   Why this file exists: the plugin is split by concern (arguments,
   pragmas, nest discovery, outlining, data references, inference,
   remarks); this header is the only coupling between them.  Each section
   below belongs to one .cc file, named in its heading.  */

#ifndef ACCBLOCK_PLUGIN_H
#define ACCBLOCK_PLUGIN_H

#include "gcc-common.h"
#include "accblock-abi.h"

/* ---- plugin.cc: settings from -fplugin-arg-accblock-KEY[=VALUE] ---- */

enum accblock_auto_mode
{
  ACCBLOCK_AUTO_OFF,     /* Only explicit block clauses are honoured.  */
  ACCBLOCK_AUTO_GREEDY,  /* The paper's greedy algorithm.  */
  ACCBLOCK_AUTO_MODEL    /* The cost-model search (default of "auto").  */
};

struct accblock_settings
{
  bool block;                    /* "block": honour block clauses.  */
  enum accblock_auto_mode auto_mode;  /* "auto[=greedy|model]".  */
  unsigned long long local_mem;  /* "local-mem=BYTES" (K/M suffixes).  */
  unsigned num_accel;            /* "num-accel=N".  */
  const char *target;            /* "target=NAME": paper|cell|sw26010|host.  */
  bool native_tiles;             /* The target's local memory is this
				    machine's cache: the tile functions are
				    the code that runs, not a simulation.  */
  bool serial;                   /* "serial[=yes|no]": under "auto", also
				    look at loops without pragma.  */
  bool parallel_tiles;           /* "parallel-tiles[=yes|no]": the tiles
				    of blocked inner levels proven
				    parallel run as outer tasks too.  */
  int time_slack;                /* "time-slack=PERCENT" as the model's
				    time_slack_percent takes it: 0 when not
				    given (its default), -1 for "0".  */
  bool verbose;                  /* "verbose": remarks without -fopt-info.  */
  bool dump;                     /* "dump": write the accblock dump file.  */
  /* "tile-clones=LIST" is kept by tile-clones.cc.  */
};

extern struct accblock_settings accblock_settings;
extern const char *accblock_plugin_name;

/* ---- tile-clones.cc: tile functions for the processor's vector unit ---- */

/* "tile-clones=VALUE" (a comma-separated list of extensions, or
   "none"): NULL when accepted, else why not.  */
const char *accblock_tile_clones_parse (const char *value);

/* The names "tile-clones=" accepts, comma-separated.  */
const char *accblock_tile_clone_names (void);

/* Give DECL, a tile function of PARENT, GCC's target_clones attribute
   for the extensions it should be compiled for, if any; return whether
   DECL must then be compiled with -ffp-contract=off to keep results.  */
bool accblock_tile_clones_attach (tree decl, tree parent);

/* ---- cfg-edit.cc: control-flow edits shared by the passes ---- */

/* The edge entering LOOP's header from outside, or NULL when there is
   not exactly one.  */
edge loop_entry_edge (class loop *loop);

/* Append SEQ to BB, before its final control statement if any.  */
void append_to_bb (basic_block bb, gimple_seq seq);

/* ---- pragma*.cc: #pragma acc parsing and the clause table ---- */

/* What the pragma in front of a loop asked for.  */
enum accblock_construct
{
  ACCBLOCK_CONSTRUCT_LOOP,           /* #pragma acc loop */
  ACCBLOCK_CONSTRUCT_PARALLEL_LOOP,  /* #pragma acc parallel loop */
  ACCBLOCK_CONSTRUCT_KERNELS_LOOP    /* #pragma acc kernels loop */
};

/* One "index:size" pair of a block clause, outer to inner as written.  */
struct accblock_block_item
{
  tree index;                  /* IDENTIFIER_NODE of the induction variable.  */
  location_t index_loc;
  unsigned HOST_WIDE_INT size; /* Positive, in iterations.  */
  location_t size_loc;
};

/* One loop pragma; entries are numbered by the id the marker carries.  */
struct accblock_clause
{
  int id;
  location_t pragma_loc;       /* The "acc" after #pragma.  */
  enum accblock_construct construct;
  bool seq;                    /* "loop seq": never block this loop.  */
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
  bool inferred;               /* The block items were chosen by
				  -fauto-block, not written.  */
  bool runtime_blocks;         /* Inferred, but the runtime chooses the
				  sizes: the items only name the levels
				  it may block.  */
  bool followed_by_non_loop;   /* The pragma is followed by a statement
				  that is not a loop.  */
};

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

/* Whether the compiler the plugin runs in is the C front end, the only
   one whose pragmas and loops the plugin handles.  */
bool accblock_c_front_end_p (void);

/* GC roots for the trees pragma-marker.cc keeps
   (PLUGIN_REGISTER_GGC_ROOTS).  */
extern const struct ggc_root_tab accblock_pragma_gc_roots[];

/* ---- outline.cc / nest.cc: the middle-end pass ---- */

/* Register the outline pass after "ompexp".  */
void accblock_register_passes (const char *plugin_name);

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
