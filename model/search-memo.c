/* search-memo.c -- the last results of the cost-model search, for a
   nest searched again.

   Why this file exists: a program often holds the same loop nest more
   than once (a kernel and the reference version it is checked against,
   the same product of float and of double arrays...), and the plugin
   searches every nest whose trip counts are constants while it
   compiles: in the paper's matmul, the search of the second,
   identical nest was a fifth of the whole compilation
   (benchmarks/compile-cost).  The search is a function of its inputs
   alone, so for an input equal to one of the last few, byte for byte,
   accblock_model_search returns the result the search gave then.

   What counts as the input: the nest, its arrays, the target and the
   options, with the pointers that only name things (levels, arrays, the
   target) left out: names appear in traces only, and a search that
   traces is never remembered (its trace is output).  Every other member
   of those structs takes part as bytes, so a member added later is
   compared without a change here; a new pointer member whose target
   changes the result would have to be added to input_key.  Padding
   compares as the caller left it, which can only make equal inputs
   miss.  The memo is per thread (the runtime searches on the thread
   that dispatches), holds no allocated memory, and gives up on nests
   with more arrays than it keeps.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "blockmodel-internal.h"
#include "accel-target.h"

#include <string.h>

/* Results kept, and the most arrays a remembered nest may have.  */
#define MEMO_ENTRIES 4
#define MEMO_MAX_ARRAYS 32

struct search_input
{
  struct accblock_model_nest nest;
  struct accblock_model_array arrays[MEMO_MAX_ARRAYS];
  struct accblock_target target;
  struct accblock_model_options options;
};

struct memo_entry
{
  int used;
  struct search_input input;
  struct accblock_model_result result;
};

static _Thread_local struct memo_entry memo[MEMO_ENTRIES];
static _Thread_local unsigned memo_next;

/* The input of a search of NEST on TARGET with OPTIONS (NULL: defaults)
   into KEY; zero when it is not to be remembered.  */
static int
input_key (struct search_input *key, const struct accblock_model_nest *nest,
           const struct accblock_target *target,
           const struct accblock_model_options *options)
{
  unsigned i;

  if (nest->narrays > MEMO_MAX_ARRAYS
      || (options != NULL && options->trace != NULL))
    return 0;
  memset (key, 0, sizeof *key);
  memcpy (&key->nest, nest, sizeof *nest);
  key->nest.arrays = NULL;
  for (i = 0; i < ACCBLOCK_MODEL_MAX_LEVELS; i++)
    key->nest.level[i].name = NULL;
  if (nest->narrays > 0)
    memcpy (key->arrays, nest->arrays, nest->narrays * sizeof *nest->arrays);
  for (i = 0; i < nest->narrays; i++)
    key->arrays[i].name = NULL;
  memcpy (&key->target, target, sizeof *target);
  key->target.name = NULL;
  key->target.description = NULL;
  if (options != NULL)
    memcpy (&key->options, options, sizeof *options);
  key->options.trace_data = NULL;
  return 1;
}

int
search_memo_find (const struct accblock_model_nest *nest,
                  const struct accblock_target *target,
                  const struct accblock_model_options *options,
                  struct accblock_model_result *out)
{
  struct search_input key;
  unsigned i;

  if (!input_key (&key, nest, target, options))
    return 0;
  for (i = 0; i < MEMO_ENTRIES; i++)
    if (memo[i].used && memcmp (&memo[i].input, &key, sizeof key) == 0)
      {
        *out = memo[i].result;
        return 1;
      }
  return 0;
}

void
search_memo_add (const struct accblock_model_nest *nest,
                 const struct accblock_target *target,
                 const struct accblock_model_options *options,
                 const struct accblock_model_result *result)
{
  struct memo_entry *e = &memo[memo_next];

  if (!input_key (&e->input, nest, target, options))
    return;
  e->result = *result;
  e->used = 1;
  memo_next = (memo_next + 1) % MEMO_ENTRIES;
}
