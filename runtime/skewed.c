/* skewed.c -- the tiles and fronts of a nest tiled in skewed coordinates.

   Why this file exists: a nest flagged ACCBLOCK_NEST_SKEWED (a time loop
   tiled with the in-place sweep inside it, accblock-abi.h) has tiles
   that are runs of values of the skewed coordinates S, not of the
   induction variables, and they run in fronts: tile (K[0], ..., K[D])
   in front K[0] + ... + K[D].  The descriptor's rules, the tile words,
   the fronts' tiles, the hull of a tile's induction variables (its
   staging boxes) and a tile's iteration count are worked out here, on
   the decoded plan, with the arithmetic of model/skew.h, so that
   nest.c, stage.c and device.c each ask one question and none of them
   computes a skewed value itself.  Nothing here reports: the callers
   do (accblock_fatal lives above).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"

#include <string.h>

int
accblock_skewed_depth (const struct accblock_nest *nest)
{
  if (!(nest->flags & ACCBLOCK_NEST_SKEWED))
    return 0;
  /* Every level down to the deepest blocked one is skewed; under
     inference the levels the runtime may block count as blocked, since
     their sizes may not be written yet.  */
  int deepest = 0;
  for (int l = 1; l < (int) nest->nlevels; l++)
    if (nest->level[l].block != 0
        || (nest->level[l].flags & ACCBLOCK_LEVEL_MAY_BLOCK))
      deepest = l;
  return deepest + 1;
}

/* Why level L of the skewed levels of NEST breaks the ABI's rules, or
   NULL.  INFER: the runtime chooses the block sizes.  */
static const char *
level_problem (const struct accblock_nest *nest, int l, bool infer)
{
  const struct accblock_level *lv = &nest->level[l];
  if (lv->flags & (ACCBLOCK_LEVEL_WHOLE | ACCBLOCK_LEVEL_TRIANGULAR
                   | ACCBLOCK_LEVEL_PARALLEL | ACCBLOCK_LEVEL_UNSIGNED))
    return "flags a skewed level whole, triangular, parallel or unsigned";
  if (lv->step != 1
      || (lv->cmp != ACCBLOCK_CMP_LT && lv->cmp != ACCBLOCK_CMP_LE))
    return "has a skewed level that does not count up by one";
  if (l == 0 && ACCBLOCK_LEVEL_SKEW (lv->flags) != 0)
    return "skews level 0";
  if (infer ? !(lv->flags & ACCBLOCK_LEVEL_MAY_BLOCK) : lv->block <= 0)
    return "leaves a skewed level unblocked";
  return NULL;
}

const char *
accblock_skewed_problem (const struct accblock_nest *nest)
{
  if (!(nest->flags & ACCBLOCK_NEST_SKEWED))
    {
      for (int l = 0; l < (int) nest->nlevels; l++)
        if (ACCBLOCK_LEVEL_SKEW (nest->level[l].flags) != 0)
          return "skews a level of a nest not flagged skewed";
      return NULL;
    }
  if (nest->flags & (ACCBLOCK_NEST_WAVEFRONT | ACCBLOCK_NEST_ORDERED
                     | ACCBLOCK_NEST_OUTER_WHOLE))
    return "is also a wavefront, ordered or keeps level 0 whole";
  if (nest->split_level >= 0 || nest->combines || nest->float_reductions)
    return "splits a level or has reductions";
  int depth = accblock_skewed_depth (nest);
  if (depth < 2)
    return "blocks no level inside level 0";
  bool infer = (nest->flags & (ACCBLOCK_NEST_INFER_GREEDY
                               | ACCBLOCK_NEST_INFER_MODEL)) != 0;
  for (int l = 0; l < (int) nest->nlevels; l++)
    {
      const char *why = l < depth ? level_problem (nest, l, infer)
                        : ACCBLOCK_LEVEL_SKEW (nest->level[l].flags) != 0
                        ? "skews a level below the deepest blocked one"
                        : NULL;
      if (why)
        return why;
    }
  return NULL;
}

/* The block of skewed level L of PLAN: values of S per tile.  */
static int64_t
skew_block (const struct accblock_plan *plan, int l)
{
  return plan->skew_block[l];
}

int
accblock_skewed_plan (const struct accblock_nest *nest,
                      struct accblock_plan *plan)
{
  int depth = accblock_skewed_depth (nest);
  plan->skew_depth = depth;
  if (depth == 0)
    return 0;
  int64_t first[ACCBLOCK_MAX_LEVELS] = { 0 }, last[ACCBLOCK_MAX_LEVELS] = { 0 };
  int64_t c[ACCBLOCK_MAX_LEVELS] = { 0 };
  bool empty = false;
  for (int l = 0; l < depth; l++)
    {
      const struct accblock_level_plan *lp = &plan->level[l];
      empty |= lp->trips == 0;
      first[l] = (int64_t) lp->init;
      last[l] = (int64_t) (lp->init + lp->trips - 1);
      c[l] = ACCBLOCK_LEVEL_SKEW (nest->level[l].flags);
    }
  /* A level that runs no iteration leaves no tile.  */
  if (empty)
    {
      memset (&plan->skew, 0, sizeof plan->skew);
      for (int l = 0; l < depth; l++)
        plan->level[l].ntiles = 0;
      return 0;
    }
  if (accblock_skew_setup (&plan->skew, (unsigned) depth, first, last, c))
    return -1;
  for (int l = 0; l < depth; l++)
    {
      /* A block not chosen yet (inference) covers the level.  */
      int64_t values = plan->skew.hi[l] - plan->skew.lo[l] + 1;
      int64_t block = nest->level[l].block;
      plan->skew_block[l] = block <= 0 || block > values ? values : block;
      plan->level[l].ntiles
        = (int64_t) accblock_skew_tiles (&plan->skew, (unsigned) l,
                                         plan->skew_block[l]);
    }
  return 0;
}

int64_t
accblock_skewed_fronts (const struct accblock_plan *plan)
{
  int64_t fronts = 1;
  for (int l = 0; l < plan->skew_depth; l++)
    {
      if (plan->level[l].ntiles == 0)
        return 0;
      fronts += plan->level[l].ntiles - 1;
    }
  return fronts;
}

/* The skewed tile whose level words TILE holds.  */
static void
tile_of_words (const struct accblock_plan *plan, const int64_t *tile,
               struct accblock_skew_tile *st)
{
  memset (st, 0, sizeof *st);
  for (int l = 0; l < plan->skew_depth; l++)
    {
      st->start[l] = tile[ACCBLOCK_TILE_WORD (l, start)];
      st->count[l] = tile[ACCBLOCK_TILE_WORD (l, count)];
    }
}

void
accblock_skewed_tile_words (const struct accblock_plan *plan,
                            const int64_t *k, int64_t *tile)
{
  uint64_t index[ACCBLOCK_MAX_LEVELS] = { 0 };
  int64_t block[ACCBLOCK_MAX_LEVELS] = { 0 };
  for (int l = 0; l < plan->skew_depth; l++)
    {
      index[l] = (uint64_t) k[l];
      block[l] = skew_block (plan, l);
    }
  struct accblock_skew_tile st;
  accblock_skew_tile_of (&plan->skew, block, index, &st);
  for (int l = 0; l < plan->skew_depth; l++)
    {
      tile[ACCBLOCK_TILE_WORD (l, start)] = st.start[l];
      tile[ACCBLOCK_TILE_WORD (l, count)] = st.count[l];
    }
}

void
accblock_skewed_whole_tile (const struct accblock_plan *plan, int64_t *tile)
{
  for (int l = 0; l < plan->skew_depth; l++)
    {
      tile[ACCBLOCK_TILE_WORD (l, start)] = plan->skew.lo[l];
      tile[ACCBLOCK_TILE_WORD (l, count)]
        = plan->skew.hi[l] - plan->skew.lo[l] + 1;
    }
}

bool
accblock_skewed_hull (const struct accblock_plan *plan, const int64_t *tile,
                      int64_t *xlo, int64_t *xhi)
{
  struct accblock_skew_tile st;
  tile_of_words (plan, tile, &st);
  for (int l = 0; l < plan->skew_depth; l++)
    if (st.count[l] <= 0)
      return false;
  return accblock_skew_tile_hull (&plan->skew, &st, xlo, xhi) != 0;
}

uint64_t
accblock_skewed_iterations (const struct accblock_plan *plan,
                            const int64_t *tile)
{
  struct accblock_skew_tile st;
  tile_of_words (plan, tile, &st);
  for (int l = 0; l < plan->skew_depth; l++)
    if (st.count[l] <= 0)
      return 0;
  return accblock_skew_tile_iterations (&plan->skew, &st, UINT64_MAX);
}

int
accblock_skewed_row_span (const struct accblock_plan *plan,
                          const int64_t *tile, int a, int64_t row,
                          int64_t *first, int64_t *last)
{
  struct accblock_skew_tile st;
  tile_of_words (plan, tile, &st);
  return accblock_skew_row_span (&plan->skew, &st, (unsigned) a, row, first,
                                 last);
}

int64_t
accblock_skewed_front_room (const struct accblock_plan *plan)
{
  /* The last skewed level's index follows from the others'.  */
  int64_t room = 1;
  for (int l = 0; l + 1 < plan->skew_depth; l++)
    if (__builtin_mul_overflow (room, plan->level[l].ntiles, &room))
      return INT64_MAX;
  return room;
}

/* The outer task number of the tile of skewed indices K: the mixed-radix
   number of accblock_plan_tile, level 0 most significant.  */
static int64_t
task_of (const struct accblock_plan *plan, const int64_t *k)
{
  int64_t task = 0;
  for (int l = 0; l < plan->skew_depth; l++)
    task = task * plan->level[l].ntiles + k[l];
  return task;
}

int64_t
accblock_skewed_front (const struct accblock_plan *plan, int64_t front,
                       int64_t *tasks)
{
  int depth = plan->skew_depth;
  int64_t k[ACCBLOCK_MAX_LEVELS] = { 0 };
  /* REST[L]: the most the indices of levels L .. DEPTH-1 can add.  */
  int64_t rest[ACCBLOCK_MAX_LEVELS + 1];
  rest[depth] = 0;
  for (int l = depth - 1; l >= 0; l--)
    rest[l] = rest[l + 1] + plan->level[l].ntiles - 1;
  int64_t n = 0, tile[ACCBLOCK_TILE_WORDS_MAX];
  int64_t xlo[ACCBLOCK_MAX_LEVELS], xhi[ACCBLOCK_MAX_LEVELS];
  /* Depth-first over K[0 .. DEPTH-2] in lexicographic order, each the
     least value that leaves the rest reachable; K[DEPTH-1] is what is
     left of FRONT.  LEFT[L]: FRONT less K[0 .. L-1].  */
  int64_t left[ACCBLOCK_MAX_LEVELS + 1];
  left[0] = front;
  int l = 0;
  k[0] = left[0] - rest[1] > 0 ? left[0] - rest[1] : 0;
  for (;;)
    {
      if (l == depth - 1)
        {
          k[l] = left[l];
          if (k[l] < plan->level[l].ntiles)
            {
              accblock_skewed_tile_words (plan, k, tile);
              if (accblock_skewed_hull (plan, tile, xlo, xhi))
                tasks[n++] = task_of (plan, k);
            }
          l--;
          if (l < 0)
            break;
          k[l]++;
        }
      else if (k[l] > left[l] || k[l] >= plan->level[l].ntiles)
        {
          l--;
          if (l < 0)
            break;
          k[l]++;
        }
      else
        {
          left[l + 1] = left[l] - k[l];
          l++;
          k[l] = left[l] - rest[l + 1] > 0 ? left[l] - rest[l + 1] : 0;
        }
    }
  return n;
}

void
accblock_skewed_indices (const struct accblock_plan *plan, int64_t task,
                         int64_t *k)
{
  for (int l = plan->skew_depth - 1; l >= 0; l--)
    {
      k[l] = task % plan->level[l].ntiles;
      task /= plan->level[l].ntiles;
    }
}
