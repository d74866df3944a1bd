/* describe.c -- describing staged array sections to the model.

   Why this file exists: the plugin (dataref.cc) and the runtime
   (choose.c) both turn the staging descriptions of accblock-abi.h into
   the model's arrays; these helpers do it one way for both, so that
   both price a nest alike.  The plugin (section-split.cc) and the
   runtime (stage.c) also both ask whether a dimension of such a section
   keeps the boxes of parallel tiles apart; that answer is here too, so
   that the plugin splits off a written part exactly where the runtime
   then stages it.  None of it needs the model's arithmetic.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "blockmodel.h"

#include <string.h>

/* ---- Describing staged array sections ---- */

void
accblock_model_set_unstaged (struct accblock_model_array *a)
{
  a->unstaged = 1;
  a->ndims = 1;
  memset (&a->dim[0], 0, sizeof a->dim[0]);
  a->dim[0].level = ACCBLOCK_MODEL_NO_LEVEL;
}

void
accblock_model_set_other_references (struct accblock_model_array *a,
                                     unsigned long refs)
{
  memset (a, 0, sizeof *a);
  a->name = "other references";
  a->elem_size = ACCBLOCK_MODEL_UNKNOWN_ELEM_SIZE;
  a->access = ACCBLOCK_MODEL_READ;
  a->refs = refs;
  accblock_model_set_unstaged (a);
}

int
accblock_model_section_dim (int level, int64_t coef, int64_t lo, int64_t hi,
                            uint64_t extent, unsigned nlevels,
                            struct accblock_model_dim *out)
{
  memset (out, 0, sizeof *out);
  out->extent = extent;
  out->level = ACCBLOCK_MODEL_NO_LEVEL;
  if (level >= 0 && (unsigned) level < nlevels)
    {
      out->level = level;
      out->coef = coef < 0 ? (uint64_t) -coef : (uint64_t) coef;
      out->min_off = lo;
      out->max_off = hi;
    }
  else if (level < 0)
    {
      out->min_off = lo;
      out->max_off = hi;
    }
  else if (extent > 0)
    out->max_off = (int64_t) extent - 1;
  else
    return -1;
  return 0;
}

/* ---- Whether a section keeps parallel tiles apart ---- */

/* |VALUE| in 64 bits, exact even for INT64_MIN.  */
static uint64_t
abs_u64 (int64_t value)
{
  return value < 0 ? -(uint64_t) value : (uint64_t) value;
}

int
accblock_model_dim_separates (int64_t coef, int64_t step, int64_t lo,
                              int64_t hi)
{
  uint64_t move;

  /* HI - LO < 0: no move is that small.  */
  if (hi < lo)
    return 1;
  /* A move past UINT64_MAX exceeds every spread, which HI - LO, at most
     UINT64_MAX, is exactly in unsigned arithmetic.  */
  if (__builtin_mul_overflow (abs_u64 (coef), abs_u64 (step), &move))
    return 1;
  return move > (uint64_t) hi - (uint64_t) lo;
}

/* ---- The box of a section's dimension ---- */

int
accblock_model_section_box_span (uint64_t *span, int64_t coef, int64_t step,
                                 uint64_t len, uint64_t halo)
{
  uint64_t stride = 0;

  /* One value of IV spans the offsets alone, however far it moves.  */
  if (len > 1
      && __builtin_mul_overflow (abs_u64 (coef), abs_u64 (step), &stride))
    return 0;
  return accblock_model_box_span (span, stride, len, halo);
}
