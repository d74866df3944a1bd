/* skewed-price.c -- the modeled time of a time loop tiled with its
   sweep, and the search for its block sizes.

   Why this file exists: a nest flagged ACCBLOCK_NEST_SKEWED (seidel-2d:
   the time loop and the in-place sweep inside it) is tiled in skewed
   coordinates and runs in fronts (abi/accblock-abi.h).  Its tiles are
   not the rectangles accblock_model_evaluate prices: their number, which
   of them hold work and which front each belongs to follow from the
   skews (model/skew.c), and each front is a dispatch whose tiles run in
   parallel, the next front waiting for it.  As for a wavefront
   (wavefront-price.c) the time is

     sum over the fronts that hold work of
       (dispatch_s + ceil (busy tiles of the front / accelerators)
                     * tile_s)

   where TILE_S is the price of one full tile: the nest cut to one tile
   (BLOCK[L] values of S on each skewed level, at most the level's trip
   count of iterations of it) whose boxes span, on each skewed level,
   the widest hull of its IV over the grid's tiles (accblock_skew_tile_
   hull): what the runtime stages for a tile, its staged sections' boxes
   being the hull of their references over those hulls.  Tiles that
   hold no iteration (accblock_skew_tile_iterations) cost nothing: the
   runtime leaves them out.  Every busy tile is priced as a full one, so
   the time is an upper bound where the tiles at the corners of the
   skewed grid are smaller; the written boxes are priced as going back
   whole, though the runtime writes back only the elements a tile wrote
   (another upper bound).  The bytes moved are the busy tiles times the
   full tile's.

   The search tries every vector of powers of two (1 up to the first
   power at least the level's range of S) on the skewed levels, best
   first: each candidate gets a lower bound from its tile widened only
   to the hulls of the tile in the middle of its grid (the widest hulls
   can only add bytes; a candidate whose tile does not fit even so is
   dropped) and the least number of fronts and rounds any grid of such
   tiles takes, and is priced in full only while that bound is below
   the best price found.  Pricing walks every tile
   of the grid, so the search walks at most SKEW_SEARCH_BUDGET tiles in
   all, which bounds its time at a dispatch (about a second for the
   largest grids): a candidate whose grid would take it past that is
   not priced, and the choice is the best of those priced.  Up to the
   sizes of the issue (seidel-2d at 1024, 100 steps) it prices every
   candidate its bound does not rule out.  The choice is the least
   modeled time among the vectors whose full tile fits local memory,
   fewer bytes moved breaking ties.  The runtime (runtime/choose.c)
   runs it once per nest and trip counts and remembers the choice.
   Plain C99.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "blockmodel-internal.h"
#include "skew.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* Grids with more tiles are not walked, and a search walks at most
   that many tiles in all (see the head comment).  */
#define SKEW_MAX_GRID (UINT64_C (1) << 24)
#define SKEW_SEARCH_BUDGET SKEW_MAX_GRID

/* Candidate vectors the search considers at most.  */
#define SKEW_MAX_CANDIDATES 100000

int
accblock_model_skew_setup (const struct accblock_model_nest *nest,
                           unsigned depth, const int64_t *skew,
                           struct accblock_skew *sk)
{
  int64_t first[ACCBLOCK_MAX_LEVELS], last[ACCBLOCK_MAX_LEVELS];
  if (depth < 2 || depth > nest->nlevels || depth > ACCBLOCK_MAX_LEVELS)
    return -1;
  /* S is a shift of the IVs' values by a constant per level, so the
     grid, its busy tiles and their hulls depend on the trip counts
     alone: the IVs are taken from 0.  */
  for (unsigned l = 0; l < depth; l++)
    {
      if (nest->level[l].trip < 1 || nest->level[l].trip > INT64_MAX / 4)
        return -1;
      first[l] = 0;
      last[l] = (int64_t) nest->level[l].trip - 1;
    }
  return accblock_skew_setup (sk, depth, first, last, skew);
}

/* What one walk over the grid of tiles found.  */
struct grid_walk
{
  uint64_t tiles, busy, fronts, widest;
  double rounds;
  int64_t hull[ACCBLOCK_MAX_LEVELS];   /* Widest IV hull of a busy tile.  */
};

/* Tiles of SK's grid cut by BLOCK, or UINT64_MAX past SKEW_MAX_GRID;
   the tiles along each level in ALONG.  */
static uint64_t
grid_tiles (const struct accblock_skew *sk, const int64_t *block,
            uint64_t *along)
{
  uint64_t tiles = 1;
  for (unsigned l = 0; l < sk->depth; l++)
    {
      along[l] = accblock_skew_tiles (sk, l, block[l]);
      if (along[l] == 0 || along[l] > SKEW_MAX_GRID
          || tiles > SKEW_MAX_GRID / along[l])
        return UINT64_MAX;
      tiles *= along[l];
    }
  return tiles;
}

/* Count tile K of SK cut by BLOCK into W when it holds an iteration:
   one more busy tile of front sum K (PER_FRONT), its hulls into W's
   widest.  */
static void
count_tile (const struct accblock_skew *sk, const int64_t *block,
            const uint64_t *k, uint64_t *per_front, struct grid_walk *w)
{
  struct accblock_skew_tile tile;
  int64_t xlo[ACCBLOCK_MAX_LEVELS], xhi[ACCBLOCK_MAX_LEVELS];
  accblock_skew_tile_of (sk, block, k, &tile);
  if (!accblock_skew_tile_hull (sk, &tile, xlo, xhi)
      || accblock_skew_tile_iterations (sk, &tile, 1) == 0)
    return;
  uint64_t front = 0;
  for (unsigned l = 0; l < sk->depth; l++)
    {
      front += k[l];
      if (xhi[l] - xlo[l] + 1 > w->hull[l])
        w->hull[l] = xhi[l] - xlo[l] + 1;
    }
  per_front[front]++;
  w->busy++;
}

/* Walk the grid of SK cut by BLOCK on NACCEL accelerators into W.
   Returns 0, or -1 when the grid is too large or memory runs out.  */
static int
walk_grid (const struct accblock_skew *sk, const int64_t *block,
           uint64_t naccel, struct grid_walk *w)
{
  uint64_t along[ACCBLOCK_MAX_LEVELS], k[ACCBLOCK_MAX_LEVELS] = { 0 };
  memset (w, 0, sizeof *w);
  w->tiles = grid_tiles (sk, block, along);
  if (w->tiles == UINT64_MAX)
    return -1;
  uint64_t nfronts = 1;
  for (unsigned l = 0; l < sk->depth; l++)
    nfronts += along[l] - 1;
  uint64_t *per_front = (uint64_t *) calloc (nfronts, sizeof *per_front);
  if (per_front == NULL)
    return -1;
  for (uint64_t t = 0; t < w->tiles; t++)
    {
      count_tile (sk, block, k, per_front, w);
      /* The next index, innermost level fastest.  */
      for (unsigned l = sk->depth; l-- > 0;)
        if (++k[l] < along[l])
          break;
        else
          k[l] = 0;
    }
  for (uint64_t f = 0; f < nfronts; f++)
    if (per_front[f] > 0)
      {
        w->fronts++;
        w->rounds += (double) (per_front[f] / naccel
                               + (per_front[f] % naccel != 0));
        if (per_front[f] > w->widest)
          w->widest = per_front[f];
      }
  free (per_front);
  return 0;
}

/* NEST cut to one full tile of BLOCK (values of S on its DEPTH skewed
   levels) into *TILE, its arrays into ARRAYS (NEST->narrays of them)
   and its block vector into TILE_BLOCK: a skewed level runs at most
   BLOCK of its iterations per value of the levels above it, and when
   HULL is given, a dimension it drives spans HULL[L] of its values.  */
static void
cut_tile (const struct accblock_model_nest *nest, unsigned depth,
          const int64_t *block, const int64_t *hull,
          struct accblock_model_nest *tile,
          struct accblock_model_array *arrays, accblock_model_block tile_block)
{
  *tile = *nest;
  memset (tile_block, 0, sizeof (accblock_model_block));
  for (unsigned l = 0; l < nest->nlevels; l++)
    {
      if (l < depth && (uint64_t) block[l] < tile->level[l].trip)
        tile->level[l].trip = (uint64_t) block[l];
      tile->level[l].parallel = 0;
      tile_block[l] = tile->level[l].trip;
    }
  tile->uneven = 0;
  tile->split_groups = 0;
  memcpy (arrays, nest->arrays, nest->narrays * sizeof *arrays);
  tile->arrays = arrays;
  for (unsigned a = 0; hull != NULL && a < nest->narrays; a++)
    for (unsigned d = 0; d < arrays[a].ndims; d++)
      {
        struct accblock_model_dim *dim = &arrays[a].dim[d];
        if (dim->level < 0 || (unsigned) dim->level >= depth)
          continue;
        uint64_t len = tile->level[dim->level].trip;
        uint64_t wider = hull[dim->level] > (int64_t) len
                         ? (uint64_t) hull[dim->level] - len : 0;
        /* The hull is at most the trip count, so this stays small.  */
        dim->max_off += (int64_t) (dim->coef * wider);
      }
}

/* Price the tile of NEST cut by BLOCK with HULL (NULL: not widened)
   into *OUT.  Returns 0, or -1.  */
static int
price_tile (const struct accblock_model_nest *nest, unsigned depth,
            const int64_t *block, const int64_t *hull,
            const struct accblock_target *target,
            struct accblock_model_result *out)
{
  struct accblock_model_nest tile;
  accblock_model_block tile_block;
  struct accblock_model_array *arrays = (struct accblock_model_array *)
    malloc ((nest->narrays + 1) * sizeof *arrays);
  if (arrays == NULL)
    return -1;
  cut_tile (nest, depth, block, hull, &tile, arrays, tile_block);
  int rc = accblock_model_evaluate (&tile, target, tile_block, out);
  free (arrays);
  return rc;
}

/* Whether DEPTH, SKEW and BLOCK describe a skewed nest NEST can be.  */
static int
skew_args_ok (const struct accblock_model_nest *nest, unsigned depth,
              const int64_t *skew)
{
  if (depth < 2 || depth > nest->nlevels || skew[0] != 0
      || accblock_model_check (nest, NULL, 0))
    return 0;
  for (unsigned l = 1; l < depth; l++)
    if (skew[l] < 0 || skew[l] > 255)
      return 0;
  return 1;
}

/* Clear *OUT and fill *SK for the entry points below: nonzero when
   the arguments are out of range.  */
static int
skewed_start (const struct accblock_model_nest *nest, unsigned depth,
              const int64_t *skew, const struct accblock_target *target,
              struct accblock_skew *sk, struct accblock_model_skewed *out)
{
  memset (out, 0, sizeof *out);
  return !skew_args_ok (nest, depth, skew) || !target_ok (target)
         || accblock_model_skew_setup (nest, depth, skew, sk);
}

int
accblock_model_skewed_price (const struct accblock_model_nest *nest,
                             unsigned depth, const int64_t *skew,
                             const struct accblock_target *target,
                             const int64_t *block,
                             struct accblock_model_skewed *out)
{
  struct accblock_skew sk;
  struct grid_walk w;
  if (skewed_start (nest, depth, skew, target, &sk, out))
    return -1;
  for (unsigned l = 0; l < depth; l++)
    if (block[l] < 1)
      return -1;
  if (walk_grid (&sk, block, target->num_accel, &w))
    return -1;
  if (price_tile (nest, depth, block, w.hull, target, &out->tile))
    return -1;
  for (unsigned l = 0; l < depth; l++)
    {
      out->block[l] = block[l];
      out->hull[l] = w.hull[l];
    }
  out->depth = depth;
  out->fits = out->tile.fits;
  out->tiles = w.tiles;
  out->busy_tiles = w.busy;
  out->fronts = w.fronts;
  out->widest = w.widest;
  out->rounds = w.rounds;
  uint64_t moved = out->tile.moved_bytes;
  out->moved_bytes = moved != 0 && w.busy > UINT64_MAX / moved
                     ? UINT64_MAX : moved * w.busy;
  out->cost_s = (double) w.fronts * target->cost.dispatch_s
                + w.rounds * out->tile.cost_s;
  return 0;
}

/* ---- The search ---- */

/* One vector to try, and the least it may cost.  */
struct candidate
{
  int64_t block[ACCBLOCK_MAX_LEVELS];
  double bound;
  unsigned long order;
};

static int
by_bound (const void *pa, const void *pb)
{
  const struct candidate *a = (const struct candidate *) pa;
  const struct candidate *b = (const struct candidate *) pb;
  if (a->bound != b->bound)
    return a->bound < b->bound ? -1 : 1;
  return a->order < b->order ? -1 : a->order > b->order;
}

/* The hulls of the tile in the middle of SK's grid cut by BLOCK into
   HULL, when it holds an iteration: the widest hulls of the grid's busy
   tiles are at least as wide.  NULL when it holds none.  */
static const int64_t *
middle_hull (const struct accblock_skew *sk, const int64_t *block,
             int64_t *hull)
{
  uint64_t k[ACCBLOCK_MAX_LEVELS];
  struct accblock_skew_tile tile;
  int64_t xlo[ACCBLOCK_MAX_LEVELS], xhi[ACCBLOCK_MAX_LEVELS];
  for (unsigned l = 0; l < sk->depth; l++)
    k[l] = accblock_skew_tiles (sk, l, block[l]) / 2;
  accblock_skew_tile_of (sk, block, k, &tile);
  if (!accblock_skew_tile_hull (sk, &tile, xlo, xhi)
      || accblock_skew_tile_iterations (sk, &tile, 1) == 0)
    return NULL;
  for (unsigned l = 0; l < sk->depth; l++)
    hull[l] = xhi[l] - xlo[l] + 1;
  return hull;
}

/* The least modeled time of NEST (grid SK) cut by BLOCK: its tile
   widened to the hulls of the tile in the middle of the grid (the
   widest hulls only add bytes), in at least as many fronts as a skewed
   level has runs of BLOCK along its own trip count (moving one IV with
   the others fixed moves its S by one and the later ones not down, so
   the front rises at each run), and at least as many rounds as the
   busy tiles, no fewer than the iterations over a full tile's, fill.
   HUGE_VAL when that tile does not fit: the full one cannot either.  */
static double
lower_bound (const struct accblock_model_nest *nest,
             const struct accblock_skew *sk,
             const struct accblock_target *target, const int64_t *block)
{
  unsigned depth = sk->depth;
  struct accblock_model_result tile;
  int64_t hull[ACCBLOCK_MAX_LEVELS];
  if (price_tile (nest, depth, block, middle_hull (sk, block, hull), target,
                  &tile)
      || !tile.fits)
    return HUGE_VAL;
  double fronts = 1, busy = 1;
  for (unsigned l = 0; l < depth; l++)
    {
      double trip = (double) nest->level[l].trip;
      double runs = ceil (trip / (double) block[l]);
      if (runs > fronts)
        fronts = runs;
      busy *= runs;
    }
  double rounds = ceil (busy / (double) target->num_accel);
  if (rounds < fronts)
    rounds = fronts;
  return fronts * target->cost.dispatch_s + rounds * tile.cost_s;
}

/* The powers of two from 1 to the first at least level L's range of S
   in SK: how many, and the largest in *TOP.  */
static unsigned
powers_along (const struct accblock_skew *sk, unsigned l, int64_t *top)
{
  int64_t range = sk->hi[l] - sk->lo[l] + 1;
  unsigned n = 1;
  for (*top = 1; *top < range; *top *= 2)
    n++;
  return n;
}

/* Fill CANDS with every vector of powers of two of SK; returns how
   many, or 0 when there would be more than SKEW_MAX_CANDIDATES.  */
static unsigned long
list_candidates (const struct accblock_skew *sk, struct candidate *cands)
{
  unsigned n[ACCBLOCK_MAX_LEVELS], k[ACCBLOCK_MAX_LEVELS] = { 0 };
  unsigned long total = 1;
  for (unsigned l = 0; l < sk->depth; l++)
    {
      int64_t top;
      n[l] = powers_along (sk, l, &top);
      if (total > SKEW_MAX_CANDIDATES / n[l])
        return 0;
      total *= n[l];
    }
  for (unsigned long c = 0; c < total; c++)
    {
      for (unsigned l = 0; l < sk->depth; l++)
        cands[c].block[l] = INT64_C (1) << k[l];
      cands[c].order = c;
      for (unsigned l = sk->depth; l-- > 0;)
        if (++k[l] < n[l])
          break;
        else
          k[l] = 0;
    }
  return total;
}

/* Whether A is a better choice than B (B->fits 0: none yet).  */
static int
better (const struct accblock_model_skewed *a,
        const struct accblock_model_skewed *b)
{
  if (!a->fits)
    return 0;
  if (!b->fits || a->cost_s < b->cost_s)
    return 1;
  return a->cost_s == b->cost_s && a->moved_bytes < b->moved_bytes;
}

int
accblock_model_skewed_search (const struct accblock_model_nest *nest,
                              unsigned depth, const int64_t *skew,
                              const struct accblock_target *target,
                              struct accblock_model_skewed *out)
{
  struct accblock_skew sk;
  if (skewed_start (nest, depth, skew, target, &sk, out))
    return -1;
  struct candidate *cands = (struct candidate *)
    malloc (SKEW_MAX_CANDIDATES * sizeof *cands);
  if (cands == NULL)
    return -1;
  unsigned long n = list_candidates (&sk, cands);
  for (unsigned long c = 0; c < n; c++)
    cands[c].bound = lower_bound (nest, &sk, target, cands[c].block);
  qsort (cands, n, sizeof *cands, by_bound);
  unsigned long priced = 0;
  uint64_t walked = 0, along[ACCBLOCK_MAX_LEVELS];
  for (unsigned long c = 0; c < n && cands[c].bound != HUGE_VAL; c++)
    {
      struct accblock_model_skewed try;
      if (out->fits && cands[c].bound > out->cost_s)
        break;
      uint64_t tiles = grid_tiles (&sk, cands[c].block, along);
      if (tiles > SKEW_SEARCH_BUDGET - walked)
        continue;
      walked += tiles;
      if (accblock_model_skewed_price (nest, depth, skew, target,
                                       cands[c].block, &try) != 0)
        continue;
      priced++;
      if (better (&try, out))
        *out = try;
    }
  free (cands);
  out->evaluated = priced;
  return out->fits ? 0 : -1;
}

/* ---- The greedy choice ---- */

int
accblock_model_skewed_greedy (const struct accblock_model_nest *nest,
                              unsigned depth, const int64_t *skew,
                              const struct accblock_target *target,
                              struct accblock_model_skewed *out)
{
  struct accblock_skew sk;
  if (skewed_start (nest, depth, skew, target, &sk, out))
    return -1;
  /* The largest tiles that fit, as the paper's greedy gives its levels
     the largest sizes that fit, without pricing time: from the first
     power of two that covers each level's range of S, halve the largest
     block (the innermost of equal ones) until the full tile fits local
     memory.  The grids stay small on the way, so the walks are cheap.  */
  int64_t block[ACCBLOCK_MAX_LEVELS];
  for (unsigned l = 0; l < depth; l++)
    powers_along (&sk, l, &block[l]);
  for (;;)
    {
      /* The walk only where the tile in the middle fits already.  */
      struct accblock_model_skewed try;
      if (lower_bound (nest, &sk, target, block) != HUGE_VAL
          && accblock_model_skewed_price (nest, depth, skew, target, block,
                                          &try) == 0 && try.fits)
        {
          *out = try;
          return 0;
        }
      unsigned widest = depth;
      for (unsigned l = 0; l < depth; l++)
        if (block[l] > 1 && (widest == depth || block[l] >= block[widest]))
          widest = l;
      if (widest == depth)
        return -1;
      block[widest] /= 2;
    }
}
