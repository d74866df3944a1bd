/* reduction.h -- the reductions of a nest (reduction.cc).

   Why this file exists: the outline pass (outline-capture.cc,
   outline-dispatch.cc), inference (infer.cc) and the split test
   (split.cc) ask reduction.cc which scalars a nest only reduces into,
   and the helpers it uses to tell; this private header declares them.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_REDUCTION_H
#define ACCBLOCK_REDUCTION_H

#include "nest.h"

/* Whether TYPE is an integer type whose values fill its mode, 8, 16, 32
   or 64 bits wide: one the runtime combines in whole bytes.  */
bool nest_reducible_type_p (tree type);

/* The statement of NEST's region that defines the SSA name NAME, if
   NAME is one; else NULL.  */
gimple *nest_region_def (const struct nest *nest, tree name);

/* The statements of NEST's region, but for debug statements.  */
void nest_region_stmts (const struct nest *nest, vec<gimple *> *stmts);

/* Whether each SSA name of TEMPS is used exactly once in STMTS.  */
bool nest_temps_used_once_p (const vec<gimple *> &stmts,
			     const hash_set<tree> &temps);

/* The group of the integer reduction DECL takes part in within NEST:
   PLUS_EXPR (for + and -), MULT_EXPR, BIT_AND_EXPR, BIT_IOR_EXPR,
   BIT_XOR_EXPR, MAX_EXPR or MIN_EXPR when every statement of the nest
   that mentions DECL is an update S = S op X of that one group;
   ERROR_MARK otherwise.  */
enum tree_code nest_reduction_group (const struct nest *nest, tree decl);

/* The enum accblock_float_type of TYPE, when the runtime combines
   floating-point reductions of it; else 0.  */
int nest_float_reduction_type (tree type);

/* The operator (PLUS_EXPR, MULT_EXPR, MAX_EXPR or MIN_EXPR) of the
   reduction clause of the program that made DECL, a floating-point
   scalar of a type nest_float_reduction_type knows, when every
   statement of NEST that mentions DECL is an update S = S op X with that
   operator (+ also as -), as nest_reduction_group checks for integers;
   else ERROR_MARK.  */
enum tree_code nest_float_reduction_group (const struct nest *nest,
					   tree decl);

#endif /* ACCBLOCK_REDUCTION_H */
