/* infer.h -- block clause inference: the nest as the blocking model sees
   it, and the entry point the outline pass calls.

   Why this file exists: under -fauto-block a loop pragma without a block
   clause gets one chosen by the blocking model (model/blockmodel.h).
   dataref.cc turns a nest that nest.cc discovered into the model's input
   (levels, trip counts, arrays with their driving levels and halos);
   infer.cc adds what is legal, runs the paper's greedy algorithm or the
   cost-model search, reports the choice and hands on the nest, its
   analysis and the decision (decision.h).  Only the middle end uses this
   header.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_INFER_H
#define ACCBLOCK_INFER_H

#include "analysis.h"
#include "../model/blockmodel.h"

/* ---- dataref.cc: the model input of a nest ---- */

/* Most arrays one nest may reference for the model to describe it.  */
#define DATAREF_MAX_ARRAYS 32

/* A nest described for the model.  Level L of MODEL is level L of the
   nest; only the outer levels whose trip counts are compile-time
   constants are described (MODEL.nlevels of them).  */
struct dataref_nest
{
  struct accblock_model_nest model;
  struct accblock_model_array array[DATAREF_MAX_ARRAYS];
  /* The object each array of ARRAY indexes (its section's base), or
     NULL_TREE for the references no section covers.  */
  tree base[DATAREF_MAX_ARRAYS];
  /* The halo of a staged array spans a loop whose range only the runtime
     knows (x[i + k] with k < taps): the model prices that array as one
     in main memory, and the runtime could price its box.  */
  bool halo_at_run_time;
};

/* Describe the nest AN analysed (from nest_probe) in OUT.  The
   may_block flags are all set and inner_permutable is 0: legality is the
   caller's.  Returns NULL on success, else why the nest cannot be
   described.  */
const char *dataref_describe (const struct nest_analysis *an,
			      struct dataref_nest *out);

/* ---- infer.cc: choosing the clause ---- */

/* Why the outer loop of PROBE cannot carry a clause (its form, or an
   induction variable without a name), or NULL.  */
const char *infer_outer_level_problem (const struct nest *probe);

/* Whether a loop pragma CLAUSE without a block clause should get an
   inferred one (-fauto-block on, not "seq").  */
bool infer_wanted_p (const struct accblock_clause *clause);

/* The scalar written in PROBE (from nest_probe) whose value flows from
   one iteration of the outer loop to the next (*CARRIED set) or out of
   the nest, so that blocking it would change the result; NULL_TREE when
   there is none.  The outer induction variable does not count: the
   runtime returns its final value.  */
tree infer_blocking_scalar (struct nest *probe, bool *carried);

/* Where a clause appended to the line of PRAGMA goes: after its last
   token (its directive word when it has no clause); UNKNOWN_LOCATION
   when that cannot be told or lies in a macro.  */
location_t infer_pragma_end (const struct accblock_clause *pragma);

/* Decide the blocking of the nest whose first block is ENTRY_BB, whose
   pragma PRAGMA at LOC, in lexical SCOPE, has no block clause, into D.
   The nest as nest_probe finds it goes into PROBE, its analysis into AN
   (zeroed when none was made); the caller releases both, whatever the
   answer.  Returns false when the nest is left alone; a
   missed-optimization remark then says why.  */
bool infer_blocking (basic_block entry_bb, const struct accblock_clause *pragma,
		     location_t loc, tree scope, struct nest *probe,
		     struct nest_analysis *an, struct blocking_decision *d);

/* The target the settings describe: the named profile with the
   "local-mem" and "num-accel" settings (which default to the
   profile's).  */
void infer_settings_target (struct accblock_target *target);

#endif /* ACCBLOCK_INFER_H */
