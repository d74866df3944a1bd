/* choose.c -- block sizes chosen at run time.

   Why this file exists: under -fauto-block the plugin cannot price a
   nest whose trip counts are only known at run time.  It then strip-mines
   every level a clause could legally block, flags them
   ACCBLOCK_LEVEL_MAY_BLOCK and leaves the sizes to the runtime
   (ACCBLOCK_NEST_INFER_GREEDY or _MODEL).  Here, at the first dispatch
   with given trip counts, the same blocking model the plugin uses
   (model/blockmodel.h) runs on the levels and the array sections of the
   descriptor, for the machine the settings describe; the choice is kept
   per pragma and trip counts, so a nest inside a time loop is priced
   once, and with the plan it gives, so that a call with the same level
   words as the last one (a small loop in a function called many times,
   run locally) is not planned again.  Where the plugin allows it
   (ACCBLOCK_NEST_MAY_RUN_LOCALLY), the choice may also be not to dispatch at all: a nest whose dispatch
   costs more than it gains (model/dispatch-gain.c) runs on the calling
   thread, as a small loop in a function called many times must.  A
   nest flagged ACCBLOCK_NEST_UNEVEN is described so to the model, which
   then gives it enough outer tasks to balance.  A nest whose bounds
   move with an enclosing loop (LU's row update) has new trip counts at
   every dispatch; where its outer level alone may be blocked and its
   arrays stay in main memory, the search's choice is known in closed
   form (model/even-split.c), and no search runs.  A nest flagged
   ACCBLOCK_NEST_SKEWED (a time loop tiled with its sweep) gets the
   sizes of all its skewed levels, in values of S, from the skewed
   search (model/skewed-price.c), which prices its fronts; it runs
   locally, as one tile, when those fronts do not beat the nest where
   it stands.  Each choice reports what the model gives the nest where
   it stands, and a skewed nest its clause (timing.c), which is what
   the model check compares a skewed nest's fronts with.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifdef HAVE_CONFIG_H
#include <config.h>
#endif

#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "accblock-internal.h"
#include "blockmodel.h"

/* Choices remembered; a program with more distinct (pragma, trip counts)
   pairs prices the oldest again when it comes back.  */
#define CHOICES_KEPT 64

struct choice
{
  const char *location;
  int nlevels;
  int64_t trips[ACCBLOCK_MAX_LEVELS];
  int64_t block[ACCBLOCK_MAX_LEVELS];
  bool locally;        /* Run on the calling thread, not dispatched.  */
  /* What the model gives the nest where it stands, and for a skewed
     nest the clause chosen ("" for others), for the reports.  */
  double local_s;
  char skewed[ACCBLOCK_CHOSEN_TEXT];
  /* The descriptor words the plan depends on at the last call that
     made this choice, before the sizes were written, and that call's
     plan with them: a nest called again with the same words (a small
     loop in a function called many times) is not planned again.  */
  bool have_plan;
  int64_t flags, split_level, split_groups;
  struct accblock_level seen[ACCBLOCK_MAX_LEVELS];
  struct accblock_plan plan;
};

static struct
{
  pthread_mutex_t lock;
  struct choice entry[CHOICES_KEPT];
  int count;
  int next;             /* Slot the next new choice replaces.  */
} choices = { PTHREAD_MUTEX_INITIALIZER, { { NULL } }, 0, 0 };

static bool
same_key (const struct choice *c, const char *location,
          const struct accblock_plan *plan)
{
  /* The plugin passes each pragma's location as one string constant, so
     the pointers usually match and the string compare is skipped.  */
  if (c->nlevels != plan->nlevels
      || (c->location != location && strcmp (c->location, location)))
    return false;
  for (int l = 0; l < plan->nlevels; l++)
    if (c->trips[l] != plan->level[l].trips)
      return false;
  return true;
}

/* The remembered choice for LOCATION and PLAN's trip counts, or NULL.
   Called with the lock held.  */
static struct choice *
find_choice (const char *location, const struct accblock_plan *plan)
{
  for (int i = 0; i < choices.count; i++)
    if (same_key (&choices.entry[i], location, plan))
      return &choices.entry[i];
  return NULL;
}

/* The new slot of a choice for LOCATION and PLAN's trip counts.  Called
   with the lock held.  */
static struct choice *
remember_choice (const char *location, const struct accblock_plan *plan,
                 const int64_t *block, bool locally,
                 const struct accblock_choice_report *report)
{
  struct choice *c = &choices.entry[choices.next];
  choices.next = (choices.next + 1) % CHOICES_KEPT;
  if (choices.count < CHOICES_KEPT)
    choices.count++;
  c->location = location;
  c->nlevels = plan->nlevels;
  c->locally = locally;
  c->local_s = report->local_s;
  memcpy (c->skewed, report->skewed, sizeof c->skewed);
  for (int l = 0; l < plan->nlevels; l++)
    {
      c->trips[l] = plan->level[l].trips;
      c->block[l] = block[l];
    }
  c->have_plan = false;
  return c;
}

/* What choice C reports, into *REPORT.  Called with the lock held.  */
static void
report_of (const struct choice *c, struct accblock_choice_report *report)
{
  report->local_s = c->local_s;
  memcpy (report->skewed, c->skewed, sizeof report->skewed);
}

/* Whether level 0 of NEST stays whole (ACCBLOCK_NEST_OUTER_WHOLE).  */
static bool
outer_whole (const struct accblock_nest *nest)
{
  return (nest->flags & ACCBLOCK_NEST_OUTER_WHOLE) != 0;
}

/* Whether the runtime writes the block size of level L of NEST: level 0
   unless it stays whole, and the levels flagged to be blocked.  */
static bool
block_chosen (const struct accblock_nest *nest, int l)
{
  if (l == 0)
    return !outer_whole (nest);
  return (nest->level[l].flags & ACCBLOCK_LEVEL_MAY_BLOCK) != 0;
}

/* Whether NEST's words that its plan depends on (but for the block
   sizes the runtime writes, and the finals it stores) are those C
   saw.  */
static bool
same_words (const struct choice *c, const struct accblock_nest *nest)
{
  if (!c->have_plan || c->flags != nest->flags
      || c->split_level != nest->split_level
      || c->split_groups != nest->split_groups)
    return false;
  for (int l = 0; l < c->nlevels; l++)
    {
      const struct accblock_level *a = &c->seen[l], *b = &nest->level[l];
      if (a->init != b->init || a->bound != b->bound || a->step != b->step
          || a->cmp != b->cmp || a->flags != b->flags
          || (!block_chosen (nest, l) && a->block != b->block))
        return false;
    }
  return true;
}

/* *TO = FROM but for the levels past FROM's, which nothing reads: a
   plan has room for the deepest nest, and the path that recalls a plan
   is taken at every call of a small nest.  */
static void
copy_plan (struct accblock_plan *to, const struct accblock_plan *from)
{
  size_t used = offsetof (struct accblock_plan, level)
                + (size_t) from->nlevels * sizeof from->level[0];
  size_t tail = offsetof (struct accblock_plan, level)
                + sizeof from->level;
  memcpy (to, from, used);
  memcpy ((char *) to + tail, (const char *) from + tail,
          sizeof *to - tail);
}

/* Keep in C the words of NEST, as SEEN before the sizes were written,
   and PLAN, planned with them.  Called with the lock held.  */
static void
keep_plan (struct choice *c, const struct accblock_nest *nest,
           const struct accblock_level *seen,
           const struct accblock_plan *plan)
{
  c->flags = nest->flags;
  c->split_level = nest->split_level;
  c->split_groups = nest->split_groups;
  memcpy (c->seen, seen, (size_t) c->nlevels * sizeof *seen);
  copy_plan (&c->plan, plan);
  c->have_plan = true;
}

/* The choice whose plan NEST, at LOCATION, can reuse, or NULL.  Called
   with the lock held.  The plugin passes each pragma's location as one
   string constant: the pointers are compared first, so that a program
   with many nests compares no strings on this path, which every call of
   a nest run locally takes.  */
static const struct choice *
find_plan (const struct accblock_nest *nest, const char *location)
{
  for (int by_text = 0; by_text < 2; by_text++)
    for (int i = 0; i < choices.count; i++)
      {
        const struct choice *c = &choices.entry[i];
        if (c->nlevels == (int) nest->nlevels
            && (by_text ? !strcmp (c->location, location)
                        : c->location == location)
            && same_words (c, nest))
          return c;
      }
  return NULL;
}

/* ---- The model's input from the descriptor ---- */

/* Describe the levels of PLAN the model can price: those down to the
   first one whose trip count the runtime does not know.  */
static void
describe_levels (const struct accblock_nest *nest,
                 const struct accblock_plan *plan,
                 struct accblock_model_nest *model)
{
  int inner_may_block = 0;
  model->nlevels = 0;
  for (int l = 0; l < plan->nlevels && l < ACCBLOCK_MODEL_MAX_LEVELS; l++)
    {
      if (plan->level[l].whole || plan->level[l].trips < 1)
        break;
      struct accblock_model_level *level = &model->level[l];
      level->name = NULL;
      level->trip = (uint64_t) plan->level[l].trips;
      level->may_block
        = (nest->level[l].flags & ACCBLOCK_LEVEL_MAY_BLOCK) != 0;
      level->parallel
        = l > 0 && (nest->level[l].flags & ACCBLOCK_LEVEL_PARALLEL) != 0;
      /* The plugin splits only nests whose sizes it chose itself; a
         split descriptor is described as it runs.  */
      level->splittable = l == plan->split;
      inner_may_block += l > 0 && level->may_block;
      model->nlevels++;
    }
  /* The plugin flags more than one inner level only when it proved the
     inner levels permutable.  */
  model->inner_permutable = inner_may_block > 1;
}

/* The model's view of section S of a nest planned as PLAN; STAGED is
   false when the settings keep every array in main memory.  A folded
   level's range, which only the plan knows, widens the offsets; a range
   the runtime cannot stage is priced in main memory.  */
static void
describe_section (const struct accblock_section *s,
                  const struct accblock_plan *plan, unsigned nlevels,
                  bool staged, struct accblock_model_array *a)
{
  memset (a, 0, sizeof *a);
  a->name = (const char *) (intptr_t) s->name;
  a->elem_size = (uint64_t) s->elem_size;
  a->access = ((s->flags & ACCBLOCK_SECTION_READ) ? ACCBLOCK_MODEL_READ : 0)
              | ((s->flags & ACCBLOCK_SECTION_WRITE)
                 ? ACCBLOCK_MODEL_WRITE : 0)
              | (plan->split >= 0 && (unsigned) plan->split < nlevels
                 && (s->flags & ACCBLOCK_SECTION_ADD)
                 ? ACCBLOCK_MODEL_ADD : 0);
  a->refs = (unsigned long) s->refs;
  if (!staged || (plan->skew_depth
                  && !accblock_stage_skewed_may_stage (plan, s)))
    {
      accblock_model_set_unstaged (a);
      return;
    }
  a->ndims = (unsigned) s->ndims;
  for (unsigned d = 0; d < a->ndims; d++)
    {
      const struct accblock_section_dim *sd = &s->dim[d];
      __int128 lo, hi;
      if (accblock_plan_dim_offsets (plan, sd, &lo, &hi)
          != ACCBLOCK_OFFSETS_KNOWN
          || accblock_model_section_dim ((int) sd->level, sd->coef,
                                         (int64_t) lo, (int64_t) hi,
                                         sd->extent > 0
                                         ? (uint64_t) sd->extent : 0,
                                         nlevels, &a->dim[d]) != 0)
        {
          accblock_model_set_unstaged (a);
          return;
        }
    }
  /* A triangle's boxes move their rows' part, or stay in main memory
     when the runtime cannot tell the rows (stage.c).  */
  if (s->flags & ACCBLOCK_SECTION_TRIANGLE)
    {
      struct accblock_tri_rows rows;
      if (!accblock_plan_triangle_rows (plan, s, &rows))
        accblock_model_set_unstaged (a);
      else if (!accblock_plan_triangle_share (plan, s, &a->moved_num,
                                              &a->moved_den))
        a->moved_den = 0;
    }
}

/* In a skewed nest, a written section that the runtime stages in the
   copy of a read-only section of the same array around it (seidel's
   A[i][j] and A[i-1..i+1][j-1..j+1]) is one box, read and written:
   price it as one array (that of the read section, now written too,
   with both's references) rather than two boxes, which would count its
   local memory and its transfers in twice.  Returns the arrays left of
   the N of NEST's sections in ARRAYS.  */
static unsigned
share_written_copies (const struct accblock_nest *nest,
                      struct accblock_model_array *arrays, unsigned n)
{
  bool gone[ACCBLOCK_MAX_SECTIONS] = { false };
  for (unsigned w = 0; w < n; w++)
    {
      const struct accblock_section *ws = accblock_nest_section (nest, w);
      if (!(ws->flags & ACCBLOCK_SECTION_WRITE) || arrays[w].unstaged)
        continue;
      for (unsigned r = 0; r < n; r++)
        if (r != w && !gone[r] && !arrays[r].unstaged
            && accblock_stage_holds_written (accblock_nest_section (nest, r),
                                             ws))
          {
            arrays[r].access |= arrays[w].access;
            arrays[r].refs += arrays[w].refs;
            gone[w] = true;
            break;
          }
    }
  unsigned kept = 0;
  for (unsigned a = 0; a < n; a++)
    if (!gone[a])
      arrays[kept++] = arrays[a];
  return kept;
}

/* The arrays of NEST: its sections and, as one more unstaged array, the
   references it never stages.  Returns how many.  */
static unsigned
describe_arrays (const struct accblock_nest *nest,
                 const struct accblock_plan *plan, unsigned nlevels,
                 bool staged, struct accblock_model_array *arrays)
{
  unsigned n = 0;
  for (int64_t s = 0; s < nest->nsections; s++)
    describe_section (accblock_nest_section (nest, s), plan, nlevels,
                      staged, &arrays[n++]);
  if (plan->skew_depth)
    n = share_written_copies (nest, arrays, n);
  if (nest->direct_refs > 0)
    accblock_model_set_other_references (&arrays[n++],
                                         (unsigned long) nest->direct_refs);
  return n;
}

/* ---- Choosing ---- */

bool
accblock_describe_nest (const struct accblock_nest *nest,
                        const struct accblock_plan *plan,
                        const struct accblock_settings *settings,
                        struct accblock_model_nest *model,
                        struct accblock_model_array *arrays,
                        struct accblock_target *target)
{
  memset (model, 0, sizeof *model);
  describe_levels (nest, plan, model);
  if (model->nlevels == 0)
    return false;
  model->narrays = describe_arrays (nest, plan, model->nlevels,
                                    accblock_stage_wanted (nest, settings),
                                    arrays);
  model->arrays = arrays;
  /* An ordered nest is one task whatever its tiles.  */
  model->uneven = (nest->flags & ACCBLOCK_NEST_UNEVEN)
                  && !(nest->flags & ACCBLOCK_NEST_ORDERED);
  model->combines = (unsigned long) nest->combines;
  model->combine_bytes = (uint64_t) nest->combine_bytes;
  /* Priced split only when the model describes the split level.  */
  model->split_groups = plan->split >= 0
                        && (unsigned) plan->split < model->nlevels
                        ? (uint64_t) nest->split_groups : 0;
  *target = settings->target;
  target->num_accel = settings->num_accel;
  target->local_mem = settings->local_mem;
  return true;
}

/* Whether MODEL counts every iteration of PLAN: no level is left out or
   counted as one iteration (ACCBLOCK_LEVEL_WHOLE), so that its time of
   the nest where it stands is no mere lower bound.  */
static bool
all_iterations_counted (const struct accblock_plan *plan,
                        const struct accblock_model_nest *model)
{
  if (model->nlevels != (unsigned) plan->nlevels)
    return false;
  for (int l = 0; l < plan->nlevels; l++)
    if (plan->level[l].whole)
      return false;
  return true;
}

/* The block size of level L of PLAN that makes the nest one tile: the
   whole outer loop (at least 1, the least block) and no inner level
   blocked; on a skewed level, every value of its S (a skewed level is
   always blocked).  */
static int64_t
one_tile_block (const struct accblock_plan *plan, int l)
{
  if (l < plan->skew_depth)
    return plan->skew.hi[l] >= plan->skew.lo[l]
           ? plan->skew.hi[l] - plan->skew.lo[l] + 1 : 1;
  if (l > 0)
    return 0;
  return plan->level[0].trips > 0 ? plan->level[0].trips : 1;
}

/* Searches run and answered in closed form since the start, for the
   unit tests (accblock_choose_counts).  */
static _Atomic unsigned long searches_run, searches_skipped;

void
accblock_choose_counts (unsigned long *searched, unsigned long *closed_form)
{
  *searched = searches_run;
  *closed_form = searches_skipped;
}

/* Price MODEL on TARGET as NEST asks (greedy, or the search) into
   *RESULT; 0 on success.  The search's choice for a nest whose outer
   level alone may be blocked and whose arrays stay in main memory is
   known without it (model/even-split.c): a nest whose bounds move with
   an enclosing loop has new trip counts at every dispatch, and would
   otherwise be searched at every one.  */
static int
price_model (const struct accblock_nest *nest,
             const struct accblock_model_nest *model,
             const struct accblock_target *target,
             struct accblock_model_result *result)
{
  if (nest->flags & ACCBLOCK_NEST_INFER_GREEDY)
    return accblock_model_greedy (model, target, NULL, result);
  if (accblock_model_even_split (model, target, result) == 0)
    {
      searches_skipped++;
      return 0;
    }
  searches_run++;
  return accblock_model_search (model, target, NULL, result);
}

/* Price the skewed levels of MODEL, the description of the skewed NEST
   planned as PLAN, on TARGET as NEST asks (greedy, or the search) into
   *RESULT; 0 on success.  */
static int
price_skewed (const struct accblock_nest *nest,
              const struct accblock_plan *plan,
              const struct accblock_model_nest *model,
              const struct accblock_target *target,
              struct accblock_model_skewed *result)
{
  unsigned depth = (unsigned) plan->skew_depth;
  int64_t skew[ACCBLOCK_MAX_LEVELS];
  if (model->nlevels < depth)
    return -1;
  for (unsigned l = 0; l < depth; l++)
    skew[l] = ACCBLOCK_LEVEL_SKEW (nest->level[l].flags);
  if (nest->flags & ACCBLOCK_NEST_INFER_GREEDY)
    return accblock_model_skewed_greedy (model, depth, skew, target, result);
  searches_run++;
  return accblock_model_skewed_search (model, depth, skew, target, result);
}

/* run_model for a skewed NEST, described as MODEL: the sizes of its
   skewed levels, in values of S, or, where NEST may run locally and its
   fronts do not beat it where it stands (or no tile fits), every value
   of each S in one tile, run on the calling thread.  */
static bool
run_skewed_model (const struct accblock_nest *nest,
                  const struct accblock_plan *plan,
                  const struct accblock_model_nest *model,
                  const struct accblock_target *target, int64_t *block,
                  bool *locally, struct accblock_choice_report *report)
{
  struct accblock_model_skewed result;
  bool priced = price_skewed (nest, plan, model, target, &result) == 0;
  report->local_s = accblock_model_local_s (model, target);
  *locally = (nest->flags & ACCBLOCK_NEST_MAY_RUN_LOCALLY)
             && all_iterations_counted (plan, model)
             && (!priced || !(result.cost_s < report->local_s));
  if (!priced && !*locally)
    return false;
  accblock_model_block chosen = { 0 };
  for (int l = 0; l < plan->nlevels; l++)
    {
      bool skewed = l < plan->skew_depth;
      chosen[l] = skewed && priced ? (uint64_t) result.block[l] : 0;
      block[l] = *locally ? one_tile_block (plan, l)
                 : skewed ? result.block[l] : 0;
    }
  if (priced)
    {
      int n = accblock_model_format_clause (model, chosen, report->skewed,
                                            sizeof report->skewed - 8);
      if (n > 0 && (size_t) n < sizeof report->skewed - 8)
        strcat (report->skewed, " skewed");
    }
  return true;
}

/* Run the model NEST asks for on its description; fill BLOCK (one size
   per level of PLAN), *LOCALLY (whether NEST may and should run on the
   calling thread) and REPORT, and return true on success.  */
static bool
run_model (const struct accblock_nest *nest, const struct accblock_plan *plan,
           const struct accblock_settings *settings, int64_t *block,
           bool *locally, struct accblock_choice_report *report)
{
  struct accblock_model_nest model;
  struct accblock_model_array arrays[ACCBLOCK_MAX_SECTIONS + 1];
  struct accblock_target target;
  if (!accblock_describe_nest (nest, plan, settings, &model, arrays,
                               &target))
    return false;
  if (plan->skew_depth)
    return run_skewed_model (nest, plan, &model, &target, block, locally,
                             report);
  struct accblock_model_result result;
  if (price_model (nest, &model, &target, &result) != 0)
    return false;
  for (int l = 0; l < plan->nlevels; l++)
    block[l] = (unsigned) l < model.nlevels
               && (nest->level[l].flags & ACCBLOCK_LEVEL_MAY_BLOCK)
               ? (int64_t) result.block[l] : 0;
  /* 0, the whole outer level, only where it must stay whole.  */
  if (block[0] < 1 && !outer_whole (nest))
    block[0] = 1;
  struct accblock_dispatch_gain gain;
  accblock_model_dispatch_gain (&model, &target, &result, &gain);
  report->local_s = gain.local_s;
  *locally = (nest->flags & ACCBLOCK_NEST_MAY_RUN_LOCALLY) && !gain.pays
              && all_iterations_counted (plan, &model);
  /* Run locally, the nest is one tile: the loops in their order, with
     no tile to set up after each iteration.  */
  if (*locally)
    for (int l = 0; l < plan->nlevels; l++)
      block[l] = one_tile_block (plan, l);
  return true;
}

void
accblock_choose_one_tile (struct accblock_nest *nest,
                          const struct accblock_plan *plan)
{
  for (int l = 0; l < plan->nlevels; l++)
    if (block_chosen (nest, l))
      nest->level[l].block = one_tile_block (plan, l);
}

/* Write BLOCK into the levels of NEST whose sizes the runtime chooses.  */
static void
write_blocks (struct accblock_nest *nest, const int64_t *block)
{
  for (int l = 0; l < (int) nest->nlevels; l++)
    if (block_chosen (nest, l))
      nest->level[l].block = block[l];
}

/* The remembered choice of NEST at LOCATION, planned before with the
   same words: write its sizes into NEST and its plan into PLAN, and set
   *LOCALLY.  False when there is none.  */
static bool
recall_plan (struct accblock_nest *nest, const char *location,
             struct accblock_plan *plan, bool *locally,
             struct accblock_choice_report *report)
{
  int64_t block[ACCBLOCK_MAX_LEVELS];
  pthread_mutex_lock (&choices.lock);
  const struct choice *known = find_plan (nest, location);
  if (known)
    {
      memcpy (block, known->block, (size_t) known->nlevels * sizeof *block);
      copy_plan (plan, &known->plan);
      *locally = known->locally;
      report_of (known, report);
    }
  pthread_mutex_unlock (&choices.lock);
  if (known)
    write_blocks (nest, block);
  return known != NULL;
}

/* The block sizes the plugin left to the runtime (accblock-abi.h,
   ACCBLOCK_NEST_INFER_*), written into NEST's block words before it is
   planned.  Without a usable model result the nest keeps the sizes the
   plugin wrote: 1 on level 0, no other level blocked.  The choice, and
   the plan it gives, are kept per pragma and trip counts; a call with
   the level words of the last one reuses its plan.  */
bool
accblock_choose_blocks (struct accblock_nest *nest, const char *location,
                        struct accblock_plan *plan)
{
  accblock_plan_check (nest, location);
  bool locally = false;
  if (!(nest->flags & (ACCBLOCK_NEST_INFER_GREEDY
                       | ACCBLOCK_NEST_INFER_MODEL)))
    {
      accblock_plan_levels (nest, location, plan);
      return false;
    }
  struct accblock_choice_report report = { 0, "" };
  if (recall_plan (nest, location, plan, &locally, &report))
    {
      accblock_timing_choice (location, nest, &report);
      return locally;
    }
  struct accblock_level seen[ACCBLOCK_MAX_LEVELS];
  memcpy (seen, nest->level, (size_t) nest->nlevels * sizeof *seen);
  accblock_plan_levels (nest, location, plan);
  int64_t block[ACCBLOCK_MAX_LEVELS];
  pthread_mutex_lock (&choices.lock);
  const struct choice *known = find_choice (location, plan);
  if (known)
    {
      memcpy (block, known->block, sizeof block);
      locally = known->locally;
      report_of (known, &report);
    }
  pthread_mutex_unlock (&choices.lock);
  if (!known)
    {
      struct accblock_settings settings;
      accblock_settings_snapshot (&settings);
      if (!run_model (nest, plan, &settings, block, &locally, &report))
        return false;
    }
  struct accblock_plan trips = *plan;
  write_blocks (nest, block);
  accblock_plan_levels (nest, location, plan);
  pthread_mutex_lock (&choices.lock);
  struct choice *c = find_choice (location, &trips);
  if (!c)
    c = remember_choice (location, &trips, block, locally, &report);
  keep_plan (c, nest, seen, plan);
  pthread_mutex_unlock (&choices.lock);
  accblock_timing_choice (location, nest, &report);
  return locally;
}
