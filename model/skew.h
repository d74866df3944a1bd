/* skew.h -- the arithmetic of a time loop tiled with its sweep.

   Why this file exists: a nest flagged ACCBLOCK_NEST_SKEWED
   (abi/accblock-abi.h) is tiled in skewed coordinates
     S[0] = X[0],  S[L] = X[L] + C[L] * (S[0] + ... + S[L-1]),
   X[L] being level L's induction variable and C[L] its skew.  The
   runtime that runs such a nest (its tiles, their boxes, the elements a
   tile writes back) and the model that prices it (how many tiles, how
   many hold work, how big a tile's box is) need the same ranges; they
   are computed here, once, for both.  Plain C99, no GMP: every value is
   checked for overflow instead.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_SKEW_H
#define ACCBLOCK_SKEW_H

#include "accblock-abi.h"

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The skewed levels 0 .. DEPTH-1 of a nest: each level's IV runs from
   FIRST to LAST by one (FIRST <= LAST: a level that runs no iteration
   leaves no tile at all), C its skew (C[0] is 0).  LO and HI are the
   least and largest values S takes over the nest, filled by
   accblock_skew_setup.  */
struct accblock_skew
{
  unsigned depth;
  int64_t first[ACCBLOCK_MAX_LEVELS];
  int64_t last[ACCBLOCK_MAX_LEVELS];
  int64_t c[ACCBLOCK_MAX_LEVELS];
  int64_t lo[ACCBLOCK_MAX_LEVELS];
  int64_t hi[ACCBLOCK_MAX_LEVELS];
};

/* One tile: on each level L below the depth, the values START[L] ..
   START[L] + COUNT[L] - 1 of S[L] (COUNT[L] >= 1).  */
struct accblock_skew_tile
{
  int64_t start[ACCBLOCK_MAX_LEVELS];
  int64_t count[ACCBLOCK_MAX_LEVELS];
};

/* Fill SK for DEPTH levels (2 to ACCBLOCK_MAX_LEVELS) from FIRST, LAST
   and C (C[0] must be 0, every C[L] 0 to 255, FIRST[L] <= LAST[L]):
   0, or -1 when an argument is out of range or a value of S would not
   fit in 62 bits.  */
int accblock_skew_setup (struct accblock_skew *sk, unsigned depth,
                         const int64_t *first, const int64_t *last,
                         const int64_t *c);

/* Tiles along level L cut into runs of BLOCK values of S (BLOCK >= 1):
   ceil ((HI[L] - LO[L] + 1) / BLOCK).  */
uint64_t accblock_skew_tiles (const struct accblock_skew *sk, unsigned l,
                              int64_t block);

/* Tile K (K[L] its index along level L) of the grid of runs of BLOCK[L]
   values from LO[L], into *TILE (the last run of a level shorter).  */
void accblock_skew_tile_of (const struct accblock_skew *sk,
                            const int64_t *block, const uint64_t *k,
                            struct accblock_skew_tile *tile);

/* The hull of the values each level's IV takes in TILE's iterations,
   clamped to the level's own range: XLO[L] .. XHI[L].  Returns 0 when
   the tile holds no iteration (some hull is empty), 1 when it may hold
   some (the hulls are then those of a superset of its iterations: a box
   built from them holds every element the tile touches).  */
int accblock_skew_tile_hull (const struct accblock_skew *sk,
                             const struct accblock_skew_tile *tile,
                             int64_t *xlo, int64_t *xhi);

/* The values of X[A + 1] over exactly the iterations of TILE whose X[A]
   is ROW (A + 1 below the depth): 1 with them in *FIRST .. *LAST when
   they are one run of consecutive values, 0 when there is none, -1 when
   they are not one run or cannot be worked out here (A above 1: the
   outer levels' sums are then no interval in general).  A tile writes
   back, of a row of an array written as [X[A] + p][X[A+1] + q], exactly
   the columns of this run shifted by Q.  */
int accblock_skew_row_span (const struct accblock_skew *sk,
                            const struct accblock_skew_tile *tile,
                            unsigned a, int64_t row,
                            int64_t *first, int64_t *last);

/* The number of iterations of TILE, exactly, when it is below LIMIT;
   LIMIT otherwise (the count stops there: a model needs no more).  */
uint64_t accblock_skew_tile_iterations (const struct accblock_skew *sk,
                                        const struct accblock_skew_tile *tile,
                                        uint64_t limit);

#ifdef __cplusplus
}
#endif

#endif /* ACCBLOCK_SKEW_H */
