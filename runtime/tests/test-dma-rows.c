/* test-dma-rows.c -- boxes that move only a part of each row.

   Why this file exists: a box of an array written along a triangular
   level (ACCBLOCK_SECTION_TRIANGLE) must write back only the columns its
   rows take: the rest of the rectangle holds elements above or below
   the triangle that other tiles own.  Each check compares against
   element-by-element reference code, for a get, a put, and a resident
   block written back when it leaves; and the rows the plan derives
   from a triangular level (accblock_plan_triangle_rows) against the
   elements the triangle's iterations touch, with rows indexed by the
   outer level or by the triangular one.

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

/* One triangle: the outer value X in [0, 12) runs the level from
   A0 + A1 X to B0 + B1 X (both included), counting by STEP.  */
struct shape
{
  const char *what;
  int a0, a1, b0, b1, step;
};

#define OUTER 12
#define SPAN 64
#define BIAS 24

/* Mark in SEEN the elements [ROW + BIAS][COL + BIAS] the iterations of
   SH touch through a reference indexed [X + OFF0][Y + OFF1], or [Y +
   OFF0][X + OFF1] when TRANSPOSED; the hull of the level's values in
   *LO, *HI.  */
static void
touch (const struct shape *sh, bool transposed, int off0, int off1,
       bool seen[SPAN][SPAN], int *lo, int *hi)
{
  memset (seen, 0, sizeof (bool[SPAN][SPAN]));
  *lo = 1000;
  *hi = -1000;
  for (int x = 0; x < OUTER; x++)
    {
      int first = sh->a0 + sh->a1 * x, last = sh->b0 + sh->b1 * x;
      for (int y = first; sh->step > 0 ? y <= last : y >= last;
           y += sh->step)
        {
          *lo = y < *lo ? y : *lo;
          *hi = y > *hi ? y : *hi;
          int r = transposed ? y + off0 : x + off0;
          int c = transposed ? x + off1 : y + off1;
          seen[r + BIAS][c + BIAS] = true;
        }
    }
}

/* Check the rows of the section of SH against the touched elements.  */
static void
check_shape (const struct shape *sh, bool transposed, int off0, int off1)
{
  static bool seen[SPAN][SPAN];
  int lo, hi;
  touch (sh, transposed, off0, off1, seen, &lo, &hi);
  struct accblock_plan plan;
  memset (&plan, 0, sizeof plan);
  plan.nlevels = 2;
  struct accblock_level_plan *o = &plan.level[0], *t = &plan.level[1];
  o->init = 0, o->step = 1, o->trips = OUTER;
  t->step = sh->step;
  t->init = sh->step > 0 ? lo : hi;
  t->trips = hi - lo + 1;
  t->triangle = true;
  t->tri_outer = 0;
  t->tri_a0 = sh->a0, t->tri_a1 = sh->a1;
  t->tri_b0 = sh->b0, t->tri_b1 = sh->b1;
  struct accblock_section sec;
  memset (&sec, 0, sizeof sec);
  sec.flags = ACCBLOCK_SECTION_WRITE | ACCBLOCK_SECTION_TRIANGLE;
  sec.ndims = 2;
  sec.dim[0].level = transposed ? 1 : 0;
  sec.dim[1].level = transposed ? 0 : 1;
  sec.dim[0].coef = sec.dim[1].coef = 1;
  sec.dim[0].lo = sec.dim[0].hi = off0;
  sec.dim[1].lo = sec.dim[1].hi = off1;
  struct accblock_tri_rows rows;
  if (!accblock_plan_triangle_rows (&plan, &sec, &rows))
    {
      tap_ok (false, "%s%s: rows recovered", sh->what,
              transposed ? ", rows along the level" : "");
      return;
    }
  /* Within the box of the whole hull, the rows' columns are exactly the
     touched elements.  */
  int rlo = (transposed ? lo : 0) + off0;
  int rhi = (transposed ? hi : OUTER - 1) + off0;
  int clo = (transposed ? 0 : lo) + off1;
  int chi = (transposed ? OUTER - 1 : hi) + off1;
  int wrong = 0;
  for (int r = rlo; r <= rhi; r++)
    for (int c = clo; c <= chi; c++)
      {
        bool in = (int64_t) c >= rows.lo0 + rows.lo1 * (int64_t) r
                  && (int64_t) c <= rows.hi0 + rows.hi1 * (int64_t) r;
        wrong += in != seen[r + BIAS][c + BIAS];
      }
  tap_ok (wrong == 0, "%s%s, offsets %d %d: rows are the touched elements "
          "(%d wrong)", sh->what, transposed ? ", rows along the level" : "",
          off0, off1, wrong);
}

static void
test_plan_rows (void)
{
  static const struct shape shapes[] = {
    { "j <= i", 0, 0, 0, 1, 1 },
    { "j from i", 0, 1, 11, 0, 1 },
    { "j < i + 3", 0, 0, 2, 1, 1 },
    { "band i - 2 .. i + 2", -2, 1, 2, 1, 1 },
    { "j from i down to 0", 0, 1, 0, 0, -1 },
    { "j from 11 down to i", 11, 0, 0, 1, -1 },
    { "j from 11 - i", 11, -1, 11, 0, 1 },
  };
  for (unsigned k = 0; k < sizeof shapes / sizeof shapes[0]; k++)
    for (int transposed = 0; transposed < 2; transposed++)
      {
        check_shape (&shapes[k], transposed, 0, 0);
        check_shape (&shapes[k], transposed, 1, -2);
      }
  /* Rows along the level, each bound bounding X from the same side: no
     one run of columns, so no rows (the section stays in main memory).  */
  static const struct shape both = { "j from i to 11 - i", 0, 1, 11, -1,
                                     1 };
  struct accblock_plan plan;
  memset (&plan, 0, sizeof plan);
  plan.nlevels = 2;
  plan.level[0].step = 1, plan.level[0].trips = OUTER;
  plan.level[1].step = 1, plan.level[1].trips = 12;
  plan.level[1].triangle = true;
  plan.level[1].tri_a0 = both.a0, plan.level[1].tri_a1 = both.a1;
  plan.level[1].tri_b0 = both.b0, plan.level[1].tri_b1 = both.b1;
  struct accblock_section sec;
  memset (&sec, 0, sizeof sec);
  sec.flags = ACCBLOCK_SECTION_WRITE | ACCBLOCK_SECTION_TRIANGLE;
  sec.ndims = 2;
  sec.dim[0].level = 1;
  sec.dim[1].level = 0;
  sec.dim[0].coef = sec.dim[1].coef = 1;
  struct accblock_tri_rows rows;
  tap_ok (!accblock_plan_triangle_rows (&plan, &sec, &rows),
          "%s, rows along the level: none", both.what);
  /* Two offsets: none either.  */
  sec.dim[0].level = 0;
  sec.dim[1].level = 1;
  sec.dim[1].hi = 1;
  tap_ok (!accblock_plan_triangle_rows (&plan, &sec, &rows),
          "two offsets in a dimension: no rows");
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
  test_plan_rows ();
  accblock_accel_fini (&acc);
  return tap_done ();
}
