/* search.c -- the cost-model search for a block clause.

   Why this file exists: the search adds the machine model of
   accel-target.h to the paper's rules: a branch and bound over
   candidate sizes per level, pruned by the footprint and by a floor on
   the cost, each vector priced as in price.c, and seeded with greedy's
   vector so that it can only improve on it; then a second pass for the
   vector that moves the fewest bytes within the time slack.  A vector
   that blocks the nest's splittable level is also priced cut into a few
   numbers of groups (search_splits).  It is the
   largest and most tuned part of the model, so it stays apart from the
   rules it builds on.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "blockmodel-internal.h"

#include <stdlib.h>
#include <string.h>

/* ---- The cost-model search ---- */

/* Most candidate sizes one level offers.  */
#define MAX_CANDIDATES 256

/* Sizes the search tries per level, ascending and distinct.  */
struct candidates
{
  uint64_t size[MAX_CANDIDATES];
  unsigned count;
};

struct search
{
  const struct accblock_model_nest *nest;   /* As the runtime stages it.  */
  /* NEST itself, whose split_groups the search sets to price a vector
     split (search_splits) and keeps 0 otherwise.  */
  struct accblock_model_nest *split_nest;
  int split_level;                          /* splittable_level, or -1.  */
  const struct accblock_model_nest *paper;  /* As given: greedy's view.  */
  const struct accblock_target *target;
  const struct accblock_model_options *options;
  unsigned long budget;
  struct candidates level_sizes[ACCBLOCK_MODEL_MAX_LEVELS];
  /* Per-depth scratch: the level's sizes plus the one that fills local
     memory given the outer sizes chosen so far.  */
  struct candidates node_sizes[ACCBLOCK_MODEL_MAX_LEVELS];
  accblock_model_block block;
  accblock_model_block best_block;
  struct price current, best, greedy;
  /* The vectors priced so far, for the second pass (price-memo.c).  */
  struct price_memo *memo;
  int have_best, greedy_fits;
  /* Second pass (fewest bytes): the highest cost a vector may have, or
     a negative value during the first pass (least cost); and the least
     cost and its bytes, which the first pass found.  */
  double cost_limit, least_cost, least_moved;
  unsigned long evaluated, pruned, dominated, floored, unbalanced;
};

/* Whether SIZE is a block size of a level of TRIP iterations and C has
   room for it.  */
static int
candidate_room_p (const struct candidates *c, uint64_t size, uint64_t trip)
{
  return size != 0 && size <= trip && c->count < MAX_CANDIDATES;
}

static void
candidates_add (struct candidates *c, uint64_t size, uint64_t trip)
{
  unsigned i;

  if (!candidate_room_p (c, size, trip))
    return;
  for (i = 0; i < c->count; i++)
    if (c->size[i] == size)
      return;
  c->size[c->count++] = size;
}

/* candidates_add for a list C that is ascending, keeping it so without
   sorting it again (qsort would allocate on every search node).  */
static void
candidates_insert (struct candidates *c, uint64_t size, uint64_t trip)
{
  unsigned i = 0;

  if (!candidate_room_p (c, size, trip))
    return;
  while (i < c->count && c->size[i] < size)
    i++;
  if (i < c->count && c->size[i] == size)
    return;
  memmove (&c->size[i + 1], &c->size[i],
           (c->count - i) * sizeof c->size[0]);
  c->size[i] = size;
  c->count++;
}

static int
compare_u64 (const void *a, const void *b)
{
  uint64_t x = *(const uint64_t *) a, y = *(const uint64_t *) b;

  return x < y ? -1 : x > y;
}

/* Add the sizes that split TRIP into T nearly equal tiles.  */
static void
candidates_add_split (struct candidates *c, uint64_t trip, uint64_t t)
{
  candidates_add (c, trip / t + (trip % t != 0), trip);
  candidates_add (c, trip / t, trip);
}

/* Divisors and near-divisors of LEVEL's trip count: small sizes, sizes
   giving 1..16 tiles, sizes giving a geometric series of tile counts,
   sizes giving whole rounds of accelerators on the parallel level, and
   greedy's size.  */
static void
level_candidates (struct candidates *c, const struct accblock_model_nest *nest,
                  const struct accblock_target *target, unsigned level,
                  uint64_t greedy_size)
{
  uint64_t trip = nest->level[level].trip, t, m;

  c->count = 0;
  for (t = 1; t <= 16 && t <= trip; t++)
    {
      candidates_add (c, t, trip);
      candidates_add_split (c, trip, t);
    }
  /* T stops short of 2^63: past it, the steps would wrap T around and
     a trip count above 2^63 would never end the loops.  */
  for (t = 16; t < trip && t <= UINT64_MAX / 2; t += t / 4 + 1)
    candidates_add_split (c, trip, t);
  for (t = 32; t < trip && t <= UINT64_MAX / 2; t *= 2)
    candidates_add (c, t, trip);
  if (level == 0)
    for (m = 1; m <= 4; m++)
      if (target->num_accel <= trip / m)
        candidates_add_split (c, trip, target->num_accel * m);
  /* An uneven nest's fewest tasks, and twice as many.  */
  if (level == 0 && nest->uneven)
    for (m = 1; m <= 2; m++)
      if (balance_tasks (nest, target) <= trip / m)
        candidates_add_split (c, trip, balance_tasks (nest, target) * m);
  candidates_add (c, greedy_size, trip);
  qsort (c->size, c->count, sizeof c->size[0], compare_u64);
}

/* Whether the vector chosen so far at levels < LEVEL, with VALUE at
   LEVEL and the smallest footprint at every inner level, still fits.  */
static int
prefix_fits (struct search *s, unsigned level, uint64_t value)
{
  unsigned i;

  s->block[level] = value;
  for (i = level + 1; i < s->nest->nlevels; i++)
    s->block[i] = s->nest->level[i].may_block ? 1 : 0;
  return footprint_fits (s->nest, s->target, s->block, NULL);
}

/* The sizes to try at LEVEL under the current prefix, into OUT.  */
static void
node_candidates (struct search *s, unsigned level, struct candidates *out)
{
  const struct candidates *base = &s->level_sizes[level];
  uint64_t trip = s->nest->level[level].trip;
  uint64_t fill;

  *out = *base;
  if (prefix_fits (s, level, 1))
    {
      fill = largest_fitting (s->nest, s->target, s->block, level, trip);
      candidates_insert (out, fill, trip);
    }
}

static unsigned
blocked_levels (const uint64_t *block, unsigned nlevels)
{
  unsigned i, count = 0;

  for (i = 0; i < nlevels; i++)
    count += block[i] != 0;
  return count;
}

/* Whether vector A (priced PA) beats vector B (priced PB): lower cost,
   then fewer bytes, then fewer tiles, then fewer blocked levels (each
   one is a loop the user has to read in the clause).  */
static int
better (const struct price *pa, const uint64_t *a, const struct price *pb,
        const uint64_t *b, unsigned nlevels)
{
  int c;

  if (pa->cost_s != pb->cost_s)
    return pa->cost_s < pb->cost_s;
  c = mpz_cmp (pa->moved, pb->moved);
  if (c != 0)
    return c < 0;
  c = mpz_cmp (pa->tiles, pb->tiles);
  if (c != 0)
    return c < 0;
  return blocked_levels (a, nlevels) < blocked_levels (b, nlevels);
}

/* A lower bound of the modeled seconds of S->block, cheap next to
   price_vector: modeled_seconds without the transfers and direct
   accesses, whose terms are never negative, from the same counts in the
   same floating-point order.  */
static double
cost_floor (const struct search *s)
{
  const struct accblock_model_nest *nest = s->nest;
  const struct accblock_cost_params *c = &s->target->cost;
  double tiles = 1, tasks = 1, iterations = 1, rounds, full;
  struct split sp;
  unsigned i;

  for (i = 0; i < nest->nlevels; i++)
    {
      double t = (double) tile_count (nest, s->block, i);
      tiles *= t;
      if (level_parallel (nest, i))
        tasks *= t;
      iterations *= (double) nest->level[i].trip;
    }
  full = full_task_share (nest, s->block, NULL);
  split_of (&sp, nest, s->block);
  if (sp.level >= 0)
    {
      tasks *= (double) sp.groups;
      tiles *= split_tile_share (&sp, nest, s->block);
      full *= split_iteration_share (&sp, nest, s->block);
    }
  /* Whole rounds while the task count is exact in a double; beyond,
     the unrounded quotient is still a lower bound.  */
  rounds = tasks / (double) s->target->num_accel;
  if (tasks < 9007199254740992.0)
    rounds = (double) (((uint64_t) tasks + s->target->num_accel - 1)
                       / s->target->num_accel);
  return (iterations * full / c->compute_rate + tiles * c->tile_overhead_s)
         * rounds / tasks;
}

/* Whether S->block, split as S->nest says, gives at least the outer
   tasks balance_tasks asks for: an uneven nest's tasks differ in work,
   and only enough of them let the accelerators finish together.  */
static int
enough_tasks (const struct search *s)
{
  const struct accblock_model_nest *nest = s->nest;
  uint64_t want = balance_tasks (nest, s->target), tasks = 1;
  struct split sp;
  unsigned i;

  if (want <= 1)
    return 1;
  for (i = 0; i < nest->nlevels; i++)
    if (level_parallel (nest, i)
        && !u64_mul (&tasks, tile_count (nest, s->block, i)))
      return 1;
  split_of (&sp, nest, s->block);
  if (sp.level >= 0 && !u64_mul (&tasks, sp.groups))
    return 1;
  return tasks >= want;
}

/* Whether S->block cannot beat the best vector so far: its cost floor
   is above the best cost, or in the second pass above the cost limit,
   by more than any rounding of the two.  */
static int
floor_above_best (const struct search *s)
{
  if (s->cost_limit >= 0)
    return cost_floor (s) > s->cost_limit * (1 + 1e-9);
  return s->have_best && cost_floor (s) > s->best.cost_s * (1 + 1e-9);
}

/* Whether vector A (priced PA), within the cost limit, beats vector B
   (priced PB) in the second pass: fewer bytes, then as better () does.  */
static int
fewer_bytes (const struct price *pa, const uint64_t *a,
             const struct price *pb, const uint64_t *b, unsigned nlevels)
{
  int c = mpz_cmp (pa->moved, pb->moved);

  if (c != 0)
    return c < 0;
  return better (pa, a, pb, b, nlevels);
}

/* Whether the vector priced P is worth its cost in the second pass: no
   more than the cost limit, and the share of the least-cost vector's
   bytes it saves at least the share of its cost it adds.  A vector 5%
   slower must move at least 5% fewer bytes.  */
static int
worth_its_cost (const struct search *s, const struct price *p)
{
  if (p->cost_s > s->cost_limit)
    return 0;
  if (s->least_moved <= 0 || s->least_cost <= 0)
    return p->cost_s <= s->least_cost;
  return mpz_get_d (p->moved) / s->least_moved
         + p->cost_s / s->least_cost <= 2 * (1 + 1e-12);
}

/* Whether the vector priced P in S->block replaces the best so far.  */
static int
replaces_best (const struct search *s, const struct price *p)
{
  if (!s->have_best)
    return 1;
  if (s->cost_limit < 0)
    return better (p, s->block, &s->best, s->best_block, s->nest->nlevels);
  return worth_its_cost (s, p)
         && fewer_bytes (p, s->block, &s->best, s->best_block,
                         s->nest->nlevels);
}

/* Price S->block, split as S->split_nest says, into P: in full, or
   from the memo only the members the search compares (price_memo_find).
   Whether P is complete.  A search that traces every vector prices
   every one in full.  */
static int
price_leaf (struct search *s, struct price *p)
{
  int trace_all = s->options != NULL && s->options->trace_all;

  if (!trace_all
      && price_memo_find (s->memo, s->block, s->nest->nlevels,
                          s->nest->split_groups, p))
    return 0;
  price_vector (p, s->nest, s->target, s->block);
  price_memo_add (s->memo, s->block, s->nest->nlevels,
                  s->nest->split_groups, p);
  if (trace_all)
    trace_price (s->options, "model: priced", s->nest, s->block, p);
  return 1;
}

/* Price the complete vector in S->block, split as S->split_nest says,
   and keep it if it is the best so far.  */
static void
search_leaf_one (struct search *s)
{
  struct price *p = &s->current;
  int complete;

  if (!enough_tasks (s))
    {
      s->unbalanced++;
      return;
    }
  if (floor_above_best (s))
    {
      s->floored++;
      return;
    }
  s->evaluated++;
  complete = price_leaf (s, p);
  if (!p->fits)
    return;
  if (s->greedy_fits
      && (p->cost_s > s->greedy.cost_s
          || mpz_cmp (p->moved, s->greedy.moved) > 0))
    {
      s->dominated++;
      return;
    }
  if (!replaces_best (s, p))
    return;
  if (!complete)
    price_vector (p, s->nest, s->target, s->block);
  price_copy (&s->best, p);
  memcpy (s->best_block, s->block, sizeof s->block);
  s->have_best = 1;
  trace_price (s->options, "model: new best", s->nest, s->block, p);
}

/* Most numbers of groups search_splits tries per vector.  */
#define MAX_SPLITS 24

/* Price S->block again with its splittable level, when it is blocked in
   two or more tiles, cut into groups: 2, 4, 8, ... groups and the
   numbers that make the tasks fill 1 to 4 rounds of accelerators, as
   long as the tasks stay within 4 rounds (more only adds the write-back
   of the added arrays).  Each number is priced once for the groups it
   gives (split_group_count), and set as those groups, so that the
   result's split_groups gives the same groups again.  */
static void
search_splits (struct search *s)
{
  const struct accblock_model_nest *nest = s->nest;
  uint64_t accel = s->target->num_accel, tasks = 1, limit, tiles;
  uint64_t want[MAX_SPLITS], tried[MAX_SPLITS], g, groups;
  unsigned i, nwant = 0, ntried = 0, m, t;
  int level = s->split_level;

  if (level < 0 || s->block[level] == 0)
    return;
  tiles = tile_count (nest, s->block, (unsigned) level);
  limit = 4 * accel;
  if (tiles < 2 || accel > UINT64_MAX / 8)
    return;
  for (i = 0; i < nest->nlevels; i++)
    if (level_parallel (nest, i)
        && (!u64_mul (&tasks, tile_count (nest, s->block, i))
            || tasks > limit / 2))
      return;
  for (g = 2; g <= tiles && g <= limit / tasks && nwant < MAX_SPLITS;
       g *= 2)
    want[nwant++] = g;
  for (m = 1; m <= 4 && nwant < MAX_SPLITS; m++)
    {
      g = (m * accel + tasks - 1) / tasks;
      want[nwant++] = g < tiles ? g : tiles;
    }
  for (t = 0; t < nwant; t++)
    {
      if (want[t] < 2)
        continue;
      groups = split_group_count (tiles, want[t], NULL);
      if (groups < 2 || groups > limit / tasks)
        continue;
      for (i = 0; i < ntried && tried[i] != groups; i++)
        ;
      if (i < ntried)
        continue;
      tried[ntried++] = groups;
      if (s->evaluated >= s->budget)
        break;
      s->split_nest->split_groups = groups;
      search_leaf_one (s);
    }
  s->split_nest->split_groups = 0;
}

/* Price the complete vector in S->block, unsplit and split.  */
static void
search_leaf (struct search *s)
{
  search_leaf_one (s);
  search_splits (s);
}

/* Whether LEVEL may take a nonzero size given the inner levels already
   blocked.  */
static int
level_blockable (const struct search *s, unsigned level,
                 unsigned inner_blocked)
{
  if (!s->nest->level[level].may_block)
    return 0;
  return level == 0 || s->nest->inner_permutable || inner_blocked == 0;
}

/* Try every size at LEVEL and below, smallest first; a size whose
   smallest completion overflows local memory ends the level, since the
   footprint only grows with the size (0, the whole level, comes last).  */
static void
search_level (struct search *s, unsigned level, unsigned inner_blocked)
{
  struct candidates *sizes = &s->node_sizes[level];
  unsigned i;

  if (level == s->nest->nlevels)
    {
      search_leaf (s);
      return;
    }
  sizes->count = 0;
  if (level_blockable (s, level, inner_blocked))
    node_candidates (s, level, sizes);
  for (i = 0; i <= sizes->count; i++)
    {
      uint64_t value = i < sizes->count ? sizes->size[i] : 0;
      if (value == 0 && level == 0 && s->nest->level[0].may_block)
        break;
      if (s->evaluated >= s->budget)
        return;
      if (!prefix_fits (s, level, value))
        {
          s->pruned++;
          break;
        }
      search_level (s, level + 1, inner_blocked + (level > 0 && value > 0));
    }
  s->block[level] = 0;
}

static void
search_init (struct search *s, const struct accblock_model_nest *nest,
             const struct accblock_target *target,
             const struct accblock_model_options *options)
{
  memset (s, 0, sizeof *s);
  s->cost_limit = -1;
  s->nest = nest;
  s->target = target;
  s->options = options;
  s->budget = options != NULL && options->max_evaluations != 0
              ? options->max_evaluations
              : ACCBLOCK_MODEL_DEFAULT_EVALUATIONS;
  price_init (&s->current);
  price_init (&s->best);
  price_init (&s->greedy);
  s->memo = price_memo_new ();
}

static void
search_clear (struct search *s)
{
  price_clear (&s->current);
  price_clear (&s->best);
  price_clear (&s->greedy);
  price_memo_free (s->memo);
}

/* Start from greedy's vector, so the search can only improve on it.  */
static void
search_seed_with_greedy (struct search *s)
{
  accblock_model_block greedy_block;
  unsigned i;

  s->greedy_fits = greedy_vector (s->paper, s->target, s->options,
                                  greedy_block);
  price_vector (&s->greedy, s->nest, s->target, greedy_block);
  trace_price (s->options, "model: greedy baseline", s->nest, greedy_block,
               &s->greedy);
  for (i = 0; i < s->nest->nlevels; i++)
    level_candidates (&s->level_sizes[i], s->nest, s->target, i,
                      greedy_block[i]);
  memcpy (s->best_block, greedy_block, sizeof greedy_block);
  price_copy (&s->best, &s->greedy);
  s->have_best = s->greedy_fits;
}

/* The time slack of OPTIONS as a fraction, or a negative value for
   none.  */
static double
time_slack (const struct accblock_model_options *options)
{
  int percent = options != NULL ? options->time_slack_percent : 0;

  if (percent == 0)
    percent = ACCBLOCK_MODEL_DEFAULT_TIME_SLACK;
  if (percent > ACCBLOCK_MODEL_MAX_TIME_SLACK)
    percent = ACCBLOCK_MODEL_MAX_TIME_SLACK;
  return percent < 0 ? -1 : percent / 100.0;
}

/* The second pass: search again for the vector that moves the fewest
   bytes among those whose cost stays within SLACK of the least cost the
   first pass found and that save at least as large a share of its bytes
   as they add to its cost (worth_its_cost).  Differences of a few
   percent are within what the model can tell apart, while bytes moved
   are what the accelerators share: the memory's bandwidth, and its
   energy.  The first pass's choice qualifies, so the second pass can
   only keep it or trade a little time for clearly fewer bytes.  */
static void
search_fewest_bytes (struct search *s, double slack)
{
  unsigned long first_pass = s->evaluated;

  if (!s->have_best || slack <= 0)
    return;
  s->least_cost = s->best.cost_s;
  s->least_moved = mpz_get_d (s->best.moved);
  s->cost_limit = s->best.cost_s * (1 + slack);
  trace (s->options, "model: least cost %g s; now the fewest bytes at "
         "most %g s", s->best.cost_s, s->cost_limit);
  s->evaluated = 0;
  search_level (s, 0, 0);
  s->evaluated += first_pass;
}

/* NEST with the dimensions that no level drives (a[t][x]'s first, a
   constant or a variable of the parent) spanning their offsets only, as
   the runtime's boxes do, where the paper's rule, which greedy keeps,
   takes them whole.  ARRAYS has room for NEST's arrays.  */
static void
runtime_view (const struct accblock_model_nest *nest,
              struct accblock_model_array *arrays,
              struct accblock_model_nest *out)
{
  unsigned k, j;

  *out = *nest;
  for (k = 0; k < nest->narrays; k++)
    {
      arrays[k] = nest->arrays[k];
      for (j = 0; !arrays[k].unstaged && j < arrays[k].ndims; j++)
        if (arrays[k].dim[j].level == ACCBLOCK_MODEL_NO_LEVEL)
          arrays[k].dim[j].extent = 0;
    }
  out->arrays = arrays;
}

int
accblock_model_search (const struct accblock_model_nest *nest,
                       const struct accblock_target *target,
                       const struct accblock_model_options *options,
                       struct accblock_model_result *out)
{
  struct search *s;
  struct accblock_model_nest staged;
  struct accblock_model_array *arrays;

  if (accblock_model_check (nest, NULL, 0) != 0 || !target_ok (target))
    return -1;
  if (search_memo_find (nest, target, options, out))
    return 0;
  s = (struct search *) malloc (sizeof *s);
  arrays = (struct accblock_model_array *)
    malloc ((nest->narrays + 1) * sizeof *arrays);
  if (s == NULL || arrays == NULL)
    {
      free (s);
      free (arrays);
      return -1;
    }
  runtime_view (nest, arrays, &staged);
  staged.split_groups = 0;
  search_init (s, &staged, target, options);
  s->split_nest = &staged;
  s->split_level = splittable_level (&staged);
  s->paper = nest;
  search_seed_with_greedy (s);
  search_level (s, 0, 0);
  search_fewest_bytes (s, time_slack (options));
  trace (options, "model: priced %lu vectors%s, cut %lu branches by the "
         "footprint, skipped %lu whose computation alone costs more than "
         "the best, rejected %lu as worse than greedy in cost or bytes",
         s->evaluated, s->evaluated >= s->budget ? " (budget reached)" : "",
         s->pruned, s->floored, s->dominated);
  if (s->unbalanced > 0)
    trace (options, "model: skipped %lu with fewer than %llu tasks, which "
           "an uneven nest needs", s->unbalanced,
           (unsigned long long) balance_tasks (s->nest, target));
  trace_price (options, s->have_best ? "model: chose" : "model: nothing fits;"
               " kept greedy's", s->nest, s->best_block, &s->best);
  price_to_result (&s->best, s->best_block, nest->nlevels, out);
  out->evaluated = s->evaluated;
  search_memo_add (nest, target, options, out);
  search_clear (s);
  free (s);
  free (arrays);
  return 0;
}
