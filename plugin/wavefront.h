/* wavefront.h -- the wavefront test of wavefront.cc, for the serial
   test.

   Why this file exists: a sweep that updates an array in place (a
   Gauss-Seidel stencil) carries a dependence on its outer loop, so the
   serial test (serial.cc) leaves it alone; its tiles may still run in
   parallel fronts when every dependence has a constant distance.
   serial.cc asks wavefront.cc, which only finds and explains: it
   changes neither the nest nor its clause.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_WAVEFRONT_H
#define ACCBLOCK_WAVEFRONT_H

#include "analysis.h"

/* Distances a remark shows; the test itself looks at all of them.  */
#define WAVEFRONT_SHOWN 6

/* The tiles of levels 0 and 1 (iterations, rows by columns) whose fronts
   keep every dependence of a nest, and the dependences that decide.  */
struct wavefront_plan
{
  /* Tiles may hold at most MAX_ROWS iterations of level 0 (0: any
     number) and must hold at least MIN_COLS of level 1.  */
  HOST_WIDE_INT max_rows;
  HOST_WIDE_INT min_cols;
  /* Tile (I, J) runs in front FACTOR * I + J.  */
  unsigned factor;
  /* The different distance vectors in iterations, each pointing from the
     earlier iteration to the later one, over the nest's levels.  */
  unsigned ndist;
  bool more;  /* More distances than DIST shows.  */
  HOST_WIDE_INT dist[WAVEFRONT_SHOWN][ACCBLOCK_MAX_LEVELS];
  /* The object the first distance is on; when the test fails, the object
     of a dependence without constant distance, NULL_TREE when neither
     reference of that dependence uses level 0's index (a time loop).  */
  tree culprit;
  /* When the test fails on a dependence without constant distance that
     level 0's index takes part in: its two references (one written),
     pointing into the analysis.  */
  const struct access *bad_write, *bad_other;
};

/* Whether the shape of NEST lets tiles be cut by iteration numbers: two
   levels or more, every loop a level, each with a step and level 0 with
   nothing between it and level 1; the bounds of the inner levels
   mention no outer index (also skew.cc's first test).  */
bool wavefront_rectangular_p (const struct nest *nest);

/* Whether the tiles of levels 0 and 1 of AN's nest, each run in the
   original order, may run in fronts as PLAN says; fills PLAN either
   way.  */
bool wavefront_analyse (const struct nest_analysis *an,
			struct wavefront_plan *plan);

/* Explain at LOC, in a missed remark, whether the nest of AN, found to
   carry a dependence on its outer loop and not blocked, could run as a
   wavefront of tiles; PROBE is its nest as nest_probe found it.  Says
   nothing of a nest that is no candidate (one level, not rectangular,
   a call, a scalar carried from one iteration to the next, a reference
   the analysis could not describe, a time loop).  */
void wavefront_explain (struct nest *probe, const struct nest_analysis *an,
			location_t loc);

#endif /* ACCBLOCK_WAVEFRONT_H */
