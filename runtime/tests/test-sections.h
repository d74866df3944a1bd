/* test-sections.h -- playing the plugin: the levels and array sections
   of a staged nest, and the addresses generated code computes from the
   tile words.

   Why this file exists: the runtime's unit tests of staging
   (test-stage.c) and of its agreement with the blocking model
   (test-model-agreement.c) describe the same kind of nests and run tile
   functions that find their elements as plugin-generated code does.  */

#ifndef ACCBLOCK_TEST_SECTIONS_H
#define ACCBLOCK_TEST_SECTIONS_H

#include "accblock-abi.h"

#include <stdint.h>
#include <string.h>

static inline struct accblock_level
level_lt (int64_t init, int64_t bound, int64_t block)
{
  return (struct accblock_level) { init, bound, 1, ACCBLOCK_CMP_LT, 0,
                                   block, 0 };
}

/* Dimension driven by LEVEL as COEF * IV + [LO, HI].  */
static inline struct accblock_section_dim
dim (int64_t level, int64_t coef, int64_t lo, int64_t hi, int64_t extent,
     int64_t stride)
{
  return (struct accblock_section_dim) { level, coef, lo, hi, extent,
                                         stride };
}

/* Section S of NEST: NAME at BASE, 1 or 2 dimensions.  */
static inline struct accblock_section *
section (struct accblock_nest *nest, int s, const char *name, void *base,
         int64_t flags, int64_t elem_size, int64_t refs)
{
  struct accblock_section *sec = accblock_nest_section (nest, s);
  memset (sec, 0, sizeof *sec);
  sec->flags = flags;
  sec->elem_size = elem_size;
  sec->refs = refs;
  sec->base = (int64_t) (intptr_t) base;
  sec->name = (int64_t) (intptr_t) name;
  return sec;
}

static inline void
section_dims (struct accblock_section *sec, struct accblock_section_dim d0,
              const struct accblock_section_dim *d1)
{
  sec->ndims = d1 ? 2 : 1;
  sec->dim[0] = d0;
  if (d1)
    sec->dim[1] = *d1;
}

/* Element (I, J) of section S of a NLEVELS-level nest with ELEM-byte
   elements, found as generated code finds it.  */
static inline void *
at2 (const int64_t *tile, int nlevels, int s, int64_t elem, int64_t i,
     int64_t j)
{
  const int64_t *w = tile + nlevels * ACCBLOCK_TILE_WORDS_PER_LEVEL
                     + s * ACCBLOCK_SECTION_TILE_WORDS;
  uint64_t linear = (uint64_t) i * (uint64_t) w[ACCBLOCK_TILE_SECTION_LD]
                    + (uint64_t) j;
  return (char *) (intptr_t) w[ACCBLOCK_TILE_SECTION_BASE]
         + (int64_t) (linear - (uint64_t) w[ACCBLOCK_TILE_SECTION_BIAS])
           * elem;
}

static inline void *
at1 (const int64_t *tile, int nlevels, int s, int64_t elem, int64_t i)
{
  const int64_t *w = tile + nlevels * ACCBLOCK_TILE_WORDS_PER_LEVEL
                     + s * ACCBLOCK_SECTION_TILE_WORDS;
  return (char *) (intptr_t) w[ACCBLOCK_TILE_SECTION_BASE]
         + (int64_t) ((uint64_t) i - (uint64_t) w[ACCBLOCK_TILE_SECTION_BIAS])
           * elem;
}

#endif /* ACCBLOCK_TEST_SECTIONS_H */
