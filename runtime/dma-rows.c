/* dma-rows.c -- moving only a part of each row of a 2-D box.

   Why this file exists: a box of an array written along a triangular
   level (ACCBLOCK_SECTION_TRIANGLE, accblock-abi.h) is a rectangle
   whose rows hold, beyond the columns the tile's iterations take,
   elements above or below the triangle that other tiles write.  Writing
   the whole box back would overwrite them with stale copies, so such a
   box moves, each way, only the columns its rows take; its local copy
   keeps the whole box's layout, so that the tile function addresses it
   as any box.  Fetching per row too keeps the fetch within the elements
   the program touches (a box of an array of unknown extent may reach
   past the object).

   A box of a tile of a skewed nest (ACCBLOCK_NEST_SKEWED) is the same
   kind of rectangle: the tile's iterations cover a band across it, and
   the tiles of its front write beside the band.  Its rows move the runs
   model/skew.h gives (accblock_skew_row_span).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"

#include <string.h>

/* The columns of row index INDEX of the skewed box S (the hull of its
   runs, accblock-internal.h) in [*LO, *HI]: false when no iteration of
   its tile touches the row.  */
static bool
skew_columns (const struct accblock_dma_section *s, int64_t index,
              __int128 *lo, __int128 *hi)
{
  bool any = false;
  for (int64_t p = s->skew_p_lo; p <= s->skew_p_hi; p++)
    {
      int64_t first, last;
      int found = accblock_skew_row_span (s->skew, &s->skew_tile,
                                          (unsigned) s->skew_a, index - p,
                                          &first, &last);
      if (found == 0)
        continue;
      /* Not one run: the whole row of the box (stage.c moves a written
         box per row only where every row is one run).  */
      __int128 f = found < 0 ? (__int128) s->col_first
                             : (__int128) first + s->skew_q_lo;
      __int128 l = found < 0 ? (__int128) s->col_first + s->count[1] - 1
                             : (__int128) last + s->skew_q_hi;
      *lo = any && *lo < f ? *lo : f;
      *hi = any && *hi > l ? *hi : l;
      any = true;
    }
  return any;
}

bool
accblock_dma_row_columns (const struct accblock_dma_section *s, int64_t r,
                          int64_t *first, int64_t *count)
{
  __int128 index = (__int128) s->row_first + r;
  __int128 lo, hi;
  if (!s->skew)
    {
      lo = (__int128) s->lo0 + (__int128) s->lo1 * index;
      hi = (__int128) s->hi0 + (__int128) s->hi1 * index;
    }
  else if (!skew_columns (s, (int64_t) index, &lo, &hi))
    return false;
  __int128 box_lo = s->col_first;
  __int128 box_hi = box_lo + s->count[1] - 1;
  if (lo < box_lo)
    lo = box_lo;
  if (hi > box_hi)
    hi = box_hi;
  if (lo > hi)
    return false;
  *first = (int64_t) (lo - box_lo);
  *count = (int64_t) (hi - lo + 1);
  return true;
}

size_t
accblock_dma_copy_rows (const struct accblock_dma_section *s,
                        unsigned char *main, unsigned char *local, bool put)
{
  size_t elem = s->elem_size;
  size_t done = 0;
  for (int64_t r = 0; r < s->count[0]; r++)
    {
      int64_t first, count;
      if (!accblock_dma_row_columns (s, r, &first, &count))
        continue;
      unsigned char *l = local + (size_t) (r * s->count[1] + first) * elem;
      unsigned char *m = main + (r * s->stride[0] + first * s->stride[1])
                                * (int64_t) elem;
      size_t bytes = (size_t) count * elem;
      if (s->stride[1] == 1)
        put ? memcpy (m, l, bytes) : memcpy (l, m, bytes);
      else
        for (int64_t c = 0; c < count; c++)
        {
          unsigned char *mc = m + c * s->stride[1] * (int64_t) elem;
          put ? memcpy (mc, l + c * elem, elem)
              : memcpy (l + c * elem, mc, elem);
        }
      done += bytes;
    }
  return done;
}
