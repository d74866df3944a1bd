/* test-nest-desc.h -- a nest descriptor the runtime unit tests fill by hand.

   Why this file exists: the tests play the part of plugin-generated code,
   which lays a descriptor out as the ABI header plus its levels (and its
   array sections after them).  One type with room for the deepest nest
   serves every test without sections; unused levels stay zero and
   nlevels says how many count.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_TEST_NEST_DESC_H
#define ACCBLOCK_TEST_NEST_DESC_H

#include "accblock-abi.h"

struct test_nest
{
  struct accblock_nest head;
  struct accblock_level level[ACCBLOCK_MAX_LEVELS];
};

/* A descriptor with array sections, which follow the levels, and room
   for address ranges after them (no floating-point reductions): one word
   array laid out as the plugin lays it out.  */
struct test_nest_words
{
  int64_t word[ACCBLOCK_NEST_ALL_WORDS (ACCBLOCK_MAX_LEVELS,
                                        ACCBLOCK_MAX_SECTIONS, 0,
                                        ACCBLOCK_MAX_SECTIONS)];
};

/* Clear BUF and start a descriptor of NLEVELS levels and NSECTIONS
   sections in it; the caller fills nest->level[] and the sections
   (accblock_nest_section).  */
static inline struct accblock_nest *
test_nest_words_start (struct test_nest_words *buf, int nlevels,
                       int nsections, int64_t direct_refs)
{
  for (size_t w = 0; w < sizeof buf->word / sizeof buf->word[0]; w++)
    buf->word[w] = 0;
  struct accblock_nest *nest = (struct accblock_nest *) (void *) buf->word;
  nest->abi_version = ACCBLOCK_ABI_VERSION;
  nest->nlevels = nlevels;
  nest->nsections = nsections;
  nest->direct_refs = direct_refs;
  nest->split_level = -1;
  return nest;
}

/* A level "for (iv = INIT; iv < BOUND; iv += STEP)" blocked by BLOCK
   iterations (0: not blocked).  */
static inline struct accblock_level
level_lt_step (int64_t init, int64_t bound, int64_t step, int64_t block)
{
  return (struct accblock_level) { init, bound, step, ACCBLOCK_CMP_LT, 0,
                                   block, 0 };
}

#endif /* ACCBLOCK_TEST_NEST_DESC_H */
