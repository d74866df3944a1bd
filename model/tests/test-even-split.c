/* test-even-split.c -- TAP tests of accblock_model_even_split, the
   search's choice in closed form.

   Why this file exists: the runtime takes accblock_model_even_split's
   vector instead of searching for a nest whose outer level alone may be
   blocked and whose arrays stay in main memory (runtime/choose.c), so
   that a nest with new trip counts at every dispatch is not searched at
   every one.  That is only right while the closed form is the search's
   own choice: here both price the same nests on every target of the
   table, for many trip and accelerator counts, and must agree on the
   vector and its price; and the closed form must decline every nest
   whose search has more to weigh.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "../blockmodel.h"
#include "../accel-target.h"
#include "../../runtime/tests/tap.h"

#include <string.h>

/* The arrays of a nest like LU's row update: one array in main memory
   (read and written, two references) and the references the runtime
   does not describe.  */
static struct accblock_model_array arrays[2];

static void
set_arrays (void)
{
  memset (&arrays[0], 0, sizeof arrays[0]);
  arrays[0].name = "A";
  arrays[0].elem_size = 8;
  arrays[0].access = ACCBLOCK_MODEL_READ | ACCBLOCK_MODEL_WRITE;
  arrays[0].refs = 2;
  accblock_model_set_unstaged (&arrays[0]);
  accblock_model_set_other_references (&arrays[1], 5);
}

/* NEST with SHAPE's levels: 0, one level of TRIP; 1, LU's (TRIP, TRIP);
   2, (TRIP, 40 parallel, 3).  Level 0 alone may be blocked.  */
static void
make_nest (struct accblock_model_nest *nest, int shape, uint64_t trip)
{
  static const uint64_t inner[3][2] = { { 0, 0 }, { 0, 0 }, { 40, 3 } };

  memset (nest, 0, sizeof *nest);
  nest->nlevels = shape == 0 ? 1 : shape == 1 ? 2 : 3;
  for (unsigned l = 0; l < nest->nlevels; l++)
    nest->level[l].trip = l == 0 || shape == 1 ? trip : inner[shape][l - 1];
  nest->level[0].may_block = 1;
  nest->level[1].parallel = shape == 2;
  nest->narrays = 2;
  nest->arrays = arrays;
}

static int
same_choice (const struct accblock_model_result *a,
             const struct accblock_model_result *b, unsigned nlevels)
{
  for (unsigned l = 0; l < nlevels; l++)
    if (a->block[l] != b->block[l])
      return 0;
  return a->cost_s == b->cost_s && a->fits == b->fits
         && a->tiles == b->tiles && a->rounds == b->rounds
         && a->moved_bytes == b->moved_bytes
         && a->split_groups == b->split_groups;
}

/* Trip counts tried: all up to 300, then a sample up to a million.  */
static uint64_t
nth_trip (unsigned k)
{
  return k < 300 ? k + 1 : 300 + (uint64_t) (k - 299) * (k - 299) * 37;
}

#define TRIPS 460

/* On the profile NAME, every shape, trip count and accelerator count
   gives the search's result.  */
static void
test_agrees_on (const char *name)
{
  static const unsigned accel[] = { 1, 2, 3, 5, 8, 16, 64 };
  struct accblock_target target;
  unsigned long tried = 0, differ = 0;
  char first[160] = "";

  accblock_target_resolve (accblock_target_lookup (name), &target);
  for (unsigned a = 0; a < sizeof accel / sizeof accel[0]; a++)
    for (int shape = 0; shape < 3; shape++)
      for (unsigned k = 0; k < TRIPS; k++)
        {
          struct accblock_model_nest nest;
          struct accblock_model_result closed, searched;
          target.num_accel = accel[a];
          make_nest (&nest, shape, nth_trip (k));
          tried++;
          if (accblock_model_even_split (&nest, &target, &closed) == 0
              && accblock_model_search (&nest, &target, NULL, &searched) == 0
              && same_choice (&closed, &searched, nest.nlevels))
            continue;
          if (differ++ == 0)
            snprintf (first, sizeof first, " (first: %u accelerators, shape "
                      "%d, trip %llu)", accel[a], shape,
                      (unsigned long long) nth_trip (k));
        }
  tap_ok (differ == 0, "even split on %s: the search's vector and price in "
          "%lu of %lu nests%s", name, tried - differ, tried, first);
}

/* Nests whose search weighs more than the outer level's tasks are left
   to it.  */
static void
test_declines (void)
{
  struct accblock_target target;
  struct accblock_model_nest nest;
  struct accblock_model_result out;
  struct accblock_model_array staged[2];

  accblock_target_resolve (accblock_target_lookup ("host"), &target);
  make_nest (&nest, 2, 500);
  tap_ok (accblock_model_even_split (&nest, &target, &out) == 0,
          "even split: LU-like nest answered");
  nest.level[1].may_block = 1;
  tap_ok (accblock_model_even_split (&nest, &target, &out) != 0,
          "even split declines: an inner level may be blocked");
  make_nest (&nest, 2, 500);
  nest.level[2].splittable = 1;
  tap_ok (accblock_model_even_split (&nest, &target, &out) != 0,
          "even split declines: a level may be split");
  make_nest (&nest, 2, 500);
  nest.uneven = 1;
  tap_ok (accblock_model_even_split (&nest, &target, &out) != 0,
          "even split declines: an uneven nest");
  make_nest (&nest, 2, 500);
  nest.combines = 1;
  nest.combine_bytes = 8;
  tap_ok (accblock_model_even_split (&nest, &target, &out) != 0,
          "even split declines: a nest that combines reductions");
  make_nest (&nest, 2, 500);
  nest.level[0].may_block = 0;
  tap_ok (accblock_model_even_split (&nest, &target, &out) != 0,
          "even split declines: level 0 may not be blocked");
  make_nest (&nest, 1, 500);
  memcpy (staged, arrays, sizeof staged);
  staged[0].unstaged = 0;
  staged[0].ndims = 2;
  staged[0].dim[0] = (struct accblock_model_dim) { 500, 0, 1, 0, 0 };
  staged[0].dim[1] = (struct accblock_model_dim) { 500, 1, 1, 0, 0 };
  nest.arrays = staged;
  tap_ok (accblock_model_even_split (&nest, &target, &out) != 0,
          "even split declines: an array the tiles stage");
}

int
main (void)
{
  set_arrays ();
  test_agrees_on ("paper");
  test_agrees_on ("cell");
  test_agrees_on ("sw26010");
  test_agrees_on ("host");
  test_declines ();
  return tap_done ();
}
