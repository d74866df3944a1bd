/* gemm-block.c -- the cache blocking of the matrix-product kernel.

   Why this file exists: a micro-kernel is fast only on data in the
   caches, so the update is cut as the usual blocked matrix product cuts
   it: columns of B in panels of NC, the depth in panels of KC, rows of A
   in blocks of MC, packed (gemm-pack.c) and handed to the micro-kernel
   (gemm-kernel.h) one MR x NR block of C at a time.  The depth loop is
   outside the row and column loops of a panel, and a block of C is
   stored after each depth panel and reloaded for the next: every element
   still receives its updates in increasing k, which is all the ABI asks.

   Edges: a block of fewer than MR rows is the kernel's own case; a block
   of fewer than NR columns runs on a copy of C padded to NR columns,
   copied back.  When A has at most MR rows each element of B is used at
   most MR times, so B is read in place (its edge panel packed) instead
   of packed, in short depth panels for one or two rows (gemm_depth).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "gemm-internal.h"

#include "accblock-abi.h"

#include <string.h>

/* One call's operands and the buffers its panels are packed into.  */
struct gemm_job
{
  const struct accblock_gemm_isa *isa;
  accblock_gemm_kernel_fn kernel;
  double s;
  bool scaled;
  bool pack_b;
  const double *a, *b;
  double *c;
  int64_t lda, ldb, ldc;
  double *abuf, *bbuf, *cbuf;
};

static int64_t
gemm_min (int64_t x, int64_t y)
{
  return x < y ? x : y;
}

static int64_t
gemm_round_up (int64_t x, int64_t to)
{
  return (x + to - 1) / to * to;
}

/* The kernel on a block of C of ROWS x COLS at C, COLS < NR: on a copy
   padded to NR columns by repeating the last one (gemm-pack.c says
   why).  */
static void
gemm_edge (const struct gemm_job *job, int64_t rows, int64_t cols,
           int64_t kc, const double *ap, const double *bp, int64_t ldbp,
           double *c)
{
  int64_t nr = job->isa->nr;
  for (int64_t r = 0; r < rows; r++)
    {
      double *row = job->cbuf + r * nr;
      memcpy (row, c + r * job->ldc, cols * sizeof (double));
      for (int64_t j = cols; j < nr; j++)
        row[j] = row[cols - 1];
    }
  job->kernel (rows, kc, ap, bp, ldbp, job->cbuf, nr);
  for (int64_t r = 0; r < rows; r++)
    memcpy (c + r * job->ldc, job->cbuf + r * nr, cols * sizeof (double));
}

/* Where the kernel reads the columns J .. J + NR - 1 of B's rows P0 ..
   P0 + KC - 1 (COLS of them real): *LDBP gets the distance between
   rows.  J is relative to the column panel at J0.  */
static const double *
gemm_b_panel (const struct gemm_job *job, int64_t p0, int64_t j0,
              int64_t j, int64_t cols, int64_t kc, int64_t *ldbp)
{
  int64_t nr = job->isa->nr;
  const double *b = job->b + p0 * job->ldb + j0 + j;
  *ldbp = nr;
  if (job->pack_b)
    return job->bbuf + j / nr * nr * kc;
  if (cols == nr)
    {
      *ldbp = job->ldb;
      return b;
    }
  accblock_gemm_pack_b (job->isa, cols, kc, b, job->ldb, job->bbuf);
  return job->bbuf;
}

/* The MC x NC block of C at rows I0, columns J0, for the depth panel at
   P0 of KC steps, A's rows already packed.  */
static void
gemm_macro (const struct gemm_job *job, int64_t i0, int64_t mc, int64_t j0,
            int64_t nc, int64_t p0, int64_t kc)
{
  int64_t mr = job->isa->mr, nr = job->isa->nr;
  for (int64_t j = 0; j < nc; j += nr)
    {
      int64_t cols = gemm_min (nr, nc - j), ldbp;
      const double *bp = gemm_b_panel (job, p0, j0, j, cols, kc, &ldbp);
      for (int64_t i = 0; i < mc; i += mr)
        {
          int64_t rows = gemm_min (mr, mc - i);
          const double *ap = job->abuf + i / mr * mr * kc;
          double *c = job->c + (i0 + i) * job->ldc + j0 + j;
          if (cols == nr)
            job->kernel (rows, kc, ap, bp, ldbp, c, job->ldc);
          else
            gemm_edge (job, rows, cols, kc, ap, bp, ldbp, c);
        }
    }
}

/* The depth panel at P0 of KC steps for the column panel at J0.  */
static void
gemm_panel (const struct gemm_job *job, int64_t m, int64_t j0, int64_t nc,
            int64_t p0, int64_t kc)
{
  const struct accblock_gemm_isa *isa = job->isa;
  if (job->pack_b)
    accblock_gemm_pack_b (isa, nc, kc, job->b + p0 * job->ldb + j0,
                          job->ldb, job->bbuf);
  for (int64_t i0 = 0; i0 < m; i0 += isa->mc)
    {
      int64_t mc = gemm_min (isa->mc, m - i0);
      accblock_gemm_pack_a (isa, mc, kc, job->a + i0 * job->lda + p0,
                            job->lda, job->s, job->scaled, job->abuf);
      gemm_macro (job, i0, mc, j0, nc, p0, kc);
    }
}

/* The depth of a panel.  One or two rows of A use each element of B
   once or twice, so B is read in place; the kernel then walks down KC
   rows of B for each column block, and where B's rows are a page or
   more apart those rows fall into one set of the first-level cache and
   each into a prefetch stream of its own: a short panel (8) measured
   3.5 times faster for one row of 1024 columns (C is reloaded more
   often, which for one row costs little).  */
static int64_t
gemm_depth (const struct accblock_gemm_isa *isa, int64_t m, int64_t ldb)
{
  if (m <= 2 && ldb * (int64_t) sizeof (double) >= 4096)
    return 8;
  return isa->kc;
}

bool
accblock_gemm_blocked (const struct accblock_gemm_isa *isa,
                       int64_t m, int64_t n, int64_t k, double s,
                       const double *a, int64_t lda,
                       const double *b, int64_t ldb,
                       double *c, int64_t ldc, int64_t flags)
{
  struct gemm_job job = {
    isa, (flags & ACCBLOCK_GEMM_FUSED) ? isa->fused : isa->plain,
    s, (flags & ACCBLOCK_GEMM_SCALED) != 0, m > isa->mr,
    a, b, c, lda, ldb, ldc, NULL, NULL, NULL
  };
  int64_t kc = gemm_min (k, gemm_depth (isa, m, ldb));
  /* Each part starts on a cache line.  */
  int64_t a_size = gemm_round_up (gemm_round_up (gemm_min (m, isa->mc),
                                                 isa->mr) * kc, 8);
  int64_t b_size = gemm_round_up (gemm_round_up (job.pack_b
                                                 ? gemm_min (n, isa->nc) : 1,
                                                 isa->nr) * kc, 8);
  double *buf = accblock_gemm_buffer (a_size + b_size + isa->mr * isa->nr);
  if (!buf)
    return false;
  job.abuf = buf;
  job.bbuf = buf + a_size;
  job.cbuf = buf + a_size + b_size;

  for (int64_t j0 = 0; j0 < n; j0 += isa->nc)
    for (int64_t p0 = 0; p0 < k; p0 += kc)
      gemm_panel (&job, m, j0, gemm_min (isa->nc, n - j0), p0,
                  gemm_min (kc, k - p0));
  return true;
}
