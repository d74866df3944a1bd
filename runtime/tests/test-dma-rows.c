/* test-dma-rows.c -- boxes that move only a part of each row.

   Why this file exists: a box of an array written along a triangular
   level (ACCBLOCK_SECTION_TRIANGLE) must write back only the columns its
   rows take: the rest of the rectangle holds elements above or below
   the triangle that other tiles own.  Each check compares against
   element-by-element reference code, for a get, a put, and a resident
   block written back when it leaves.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "tap.h"

#include <string.h>

#define W 16

static int source[W * W];
static int target[W * W];
static struct accblock_accel acc;

/* The box of rows 4..11, columns 2..9 of a W x W matrix whose row I
   moves columns [I - 6, I] (a band below the diagonal, clamped).  */
static struct accblock_dma_section
band_box (void)
{
  struct accblock_dma_section s = { .ndims = 2, .elem_size = sizeof (int),
      .count = { 8, 8 }, .stride = { W, 1 } };
  s.rows = true;
  s.row_first = 4;
  s.col_first = 2;
  s.lo0 = -6;
  s.lo1 = 1;
  s.hi0 = 0;
  s.hi1 = 1;
  return s;
}

/* Whether element (I, J) of the matrix is one band_box moves.  */
static bool
in_band (int i, int j)
{
  return i >= 4 && i < 12 && j >= 2 && j < 10 && j >= i - 6 && j <= i;
}

static int
band_elements (void)
{
  int n = 0;
  for (int i = 0; i < W; i++)
    for (int j = 0; j < W; j++)
      n += in_band (i, j);
  return n;
}

static void
test_get_put (void)
{
  struct accblock_dma_section s = band_box ();
  int *main_box = source + 4 * W + 2;
  int local[64];
  for (int e = 0; e < 64; e++)
    local[e] = 7777;
  accblock_dma_get (&acc, local, main_box, &s);
  int wrong = 0;
  for (int r = 0; r < 8; r++)
    for (int c = 0; c < 8; c++)
      wrong += local[r * 8 + c]
               != (in_band (4 + r, 2 + c) ? source[(4 + r) * W + 2 + c]
                                          : 7777);
  tap_ok (wrong == 0, "get fills exactly the rows' columns (%d wrong)",
          wrong);
  size_t bytes = (size_t) band_elements () * sizeof (int);
  tap_ok (acc.counters.dma_in_bytes == bytes,
          "get counts %zu bytes, the rows' columns", bytes);

  for (int e = 0; e < 64; e++)
    local[e] = -1 - e;
  memcpy (target, source, sizeof target);
  accblock_dma_put (&acc, target + 4 * W + 2, local, &s);
  wrong = 0;
  for (int i = 0; i < W; i++)
    for (int j = 0; j < W; j++)
      wrong += target[i * W + j]
               != (in_band (i, j) ? -1 - ((i - 4) * 8 + j - 2)
                                  : source[i * W + j]);
  tap_ok (wrong == 0, "put writes exactly the rows' columns (%d wrong)",
          wrong);
  tap_ok (acc.counters.dma_out_bytes == bytes,
          "put counts %zu bytes", bytes);
}

/* A resident block of a band box goes back per row when it leaves, and
   is not the resident copy of the whole box.  */
static void
test_resident (void)
{
  struct accblock_dma_section s = band_box ();
  struct accblock_dma_section whole = s;
  whole.rows = false;
  int local[64];
  for (int e = 0; e < 64; e++)
    local[e] = -1 - e;
  memcpy (target, source, sizeof target);
  accblock_resident_add (&acc, target + 4 * W + 2, &s, local, true, false);
  tap_ok (accblock_resident_find (&acc, target + 4 * W + 2, &whole) < 0
          && accblock_resident_find (&acc, target + 4 * W + 2, &s) == 0,
          "a band block is no copy of the whole box");
  bool keep[ACCBLOCK_RESIDENT_MAX] = { false };
  accblock_resident_retain (&acc, keep);
  int wrong = 0;
  for (int i = 0; i < W; i++)
    for (int j = 0; j < W; j++)
      wrong += target[i * W + j]
               != (in_band (i, j) ? -1 - ((i - 4) * 8 + j - 2)
                                  : source[i * W + j]);
  tap_ok (wrong == 0, "a resident band block leaves per row (%d wrong)",
          wrong);
}

/* A row whose columns lie outside the box moves nothing.  */
static void
test_row_columns (void)
{
  struct accblock_dma_section s = band_box ();
  int64_t first = -1, count = -1;
  tap_ok (accblock_dma_row_columns (&s, 0, &first, &count)
          && first == 0 && count == 3,
          "row 4 moves columns 2..4");
  s.hi0 = -20;
  tap_ok (!accblock_dma_row_columns (&s, 0, &first, &count),
          "a row ending left of the box moves none");
}

int
main (void)
{
  for (int i = 0; i < W * W; i++)
    source[i] = i * 37 % 1001 - 500;
  accblock_accel_init (&acc, 0, 4096, 0);
  test_get_put ();
  test_resident ();
  test_row_columns ();
  accblock_accel_fini (&acc);
  return tap_done ();
}
