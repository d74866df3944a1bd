/* skew.h -- the skew test of skew.cc: may a time loop be tiled with the
   sweep inside it in skewed coordinates?

   Why this file exists: the serial test (serial.cc) asks it of a nest
   whose outer loop carries a dependence, inference (infer.cc) and the
   decision (decide.cc) ask it again of the nest they dispatch, the
   descriptor (outline-dispatch.cc) and the strip-mining
   (outline-strip.cc) read the coefficients it found, which the decision
   record carries (decision.h).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_SKEW_H
#define ACCBLOCK_SKEW_H

#include "analysis.h"

/* The largest skew coefficient the descriptor carries (one byte,
   ACCBLOCK_LEVEL_SKEW).  */
#define SKEW_MAX_COEF 255

/* The skew of a nest: levels 0 .. NLEVELS - 1 (NLEVELS >= 2) tiled in
   the coordinates S[0] = X[0], S[L] = X[L] + COEF[L] * (S[0] + ... +
   S[L-1]), COEF[0] = 0.  */
struct skew_plan
{
  unsigned nlevels;
  unsigned coef[ACCBLOCK_MAX_LEVELS];
};

/* Whether the settings let a nest be skewed: the "skew" key, under
   auto=model or greedy (whose runtime sizes every level of the nest).  */
bool skew_wanted_p (void);

/* Whether AN's nest, whose outer loop carries a dependence, may run its
   levels 0 .. PLAN->nlevels - 1 tiled in skewed coordinates, the tiles
   in fronts (accblock-abi.h, ACCBLOCK_NEST_SKEWED); fills PLAN.  PROBE
   is the nest as nest_probe found it (for its scalars).  */
bool skew_analyse (struct nest *probe, const struct nest_analysis *an,
		   struct skew_plan *plan);

/* The optimized remark at LOC for the nest NEST skewed as PLAN says:
   "loop 't' tiled with the loops inside it in skewed fronts (i + t,
   j + 2*t + i)".  */
void skew_remark (location_t loc, const struct nest *nest, unsigned nlevels,
		  const unsigned *coef);

#endif /* ACCBLOCK_SKEW_H */
