/* test-sections.h -- playing the plugin: the levels and array sections
   of a staged nest, and the addresses generated code computes from the
   tile words.

   Why this file exists: the runtime's unit tests of staging
   (test-stage.c) and of its agreement with the blocking model
   (test-model-agreement.c) describe the same kind of nests and run tile
   functions that find their elements as plugin-generated code does.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_TEST_SECTIONS_H
#define ACCBLOCK_TEST_SECTIONS_H

#include "accblock-abi.h"
#include "test-nest-desc.h"
#include "tile-words.h"

#include <stdint.h>
#include <string.h>

static inline struct accblock_level
level_lt (int64_t init, int64_t bound, int64_t block)
{
  return level_lt_step (init, bound, 1, block);
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
  const int64_t *w = tile + ACCBLOCK_TILE_WORDS (nlevels, s);
  uint64_t linear = (uint64_t) i * (uint64_t) w[ACCBLOCK_TILE_SECTION_LD]
                    + (uint64_t) j;
  return (char *) (intptr_t) w[ACCBLOCK_TILE_SECTION_BASE]
         + (int64_t) (linear - (uint64_t) w[ACCBLOCK_TILE_SECTION_BIAS])
           * elem;
}

static inline void *
at1 (const int64_t *tile, int nlevels, int s, int64_t elem, int64_t i)
{
  const int64_t *w = tile + ACCBLOCK_TILE_WORDS (nlevels, s);
  return (char *) (intptr_t) w[ACCBLOCK_TILE_SECTION_BASE]
         + (int64_t) ((uint64_t) i - (uint64_t) w[ACCBLOCK_TILE_SECTION_BIAS])
           * elem;
}

/* The sections of "for i, for k, for j: C[i][j] += A[i][k] * B[k][j]"
   over N x N ints, as sections 0 (A), 1 (B) and 2 (C) of the 3-level
   NEST whose levels the caller fills.  */
enum { MATMUL_SEC_A, MATMUL_SEC_B, MATMUL_SEC_C };

static inline void
matmul_sections (struct accblock_nest *nest, void *a, void *b, void *c,
                 int64_t n)
{
  struct accblock_section_dim k_col = dim (1, 1, 0, 0, n, 1);
  struct accblock_section_dim j_col = dim (2, 1, 0, 0, n, 1);
  section_dims (section (nest, MATMUL_SEC_A, "A", a, ACCBLOCK_SECTION_READ,
                         4, 1),
                dim (0, 1, 0, 0, n, n), &k_col);
  section_dims (section (nest, MATMUL_SEC_B, "B", b, ACCBLOCK_SECTION_READ,
                         4, 1),
                dim (1, 1, 0, 0, n, n), &j_col);
  section_dims (section (nest, MATMUL_SEC_C, "C", c,
                         ACCBLOCK_SECTION_READ | ACCBLOCK_SECTION_WRITE, 4, 2),
                dim (0, 1, 0, 0, n, n), &j_col);
}

/* The body of that nest over the tile's I, K and J ranges, every
   reference rewritten to the section words.  */
static inline void
matmul_tile_body (const int64_t *tile, int64_t j_first, int64_t j_count)
{
  for (int64_t i = TILE_START (tile, 0); i < TILE_END (tile, 0); i++)
    for (int64_t k = TILE_START (tile, 1); k < TILE_END (tile, 1); k++)
      for (int64_t j = j_first; j < j_first + j_count; j++)
        *(int *) at2 (tile, 3, MATMUL_SEC_C, 4, i, j)
          += *(int *) at2 (tile, 3, MATMUL_SEC_A, 4, i, k)
             * *(int *) at2 (tile, 3, MATMUL_SEC_B, 4, k, j);
}

#endif /* ACCBLOCK_TEST_SECTIONS_H */
