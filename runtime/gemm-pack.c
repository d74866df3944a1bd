/* gemm-pack.c -- packing the panels of A and B that the matrix-product
   micro-kernels read, and the per-thread buffer they live in.

   Why this file exists: the micro-kernel (gemm-kernel.h) reads A and B
   at unit stride, from memory that stays in the caches for a whole
   block: A's rows of a block, MR at a time, k by k, with the scale
   already applied (t = s * A[i][k], rounded once, as the loops round
   it); B's columns, NR at a time.  Tiles run on several threads at once,
   so each thread packs into a buffer of its own, kept between calls and
   freed when the thread ends.

   Padding copies real values rather than zeros: the columns past the
   edge of B repeat its last column, so that every operation the kernel
   does on padding is one the loops do too and raises no floating-point
   exception flag the loops would not raise.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "gemm-internal.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

static _Thread_local double *gemm_buffer;
static _Thread_local size_t gemm_buffer_doubles;
static pthread_key_t gemm_buffer_key;
static pthread_once_t gemm_buffer_once = PTHREAD_ONCE_INIT;
static bool gemm_buffer_key_ok;

static void
gemm_buffer_free (void *p)
{
  free (p);
}

static void
gemm_buffer_make_key (void)
{
  gemm_buffer_key_ok
    = pthread_key_create (&gemm_buffer_key, gemm_buffer_free) == 0;
}

/* The calling thread's buffer of at least DOUBLES doubles, aligned for
   any vector; NULL when memory runs out (the caller then has the
   reference loops, which need none).  Its contents are not kept.  */
double *
accblock_gemm_buffer (size_t doubles)
{
  if (doubles <= gemm_buffer_doubles)
    return gemm_buffer;
  pthread_once (&gemm_buffer_once, gemm_buffer_make_key);
  if (!gemm_buffer_key_ok)
    return NULL;
  size_t bytes = (doubles * sizeof (double) + 63) & ~(size_t) 63;
  double *p = aligned_alloc (64, bytes);
  if (!p)
    return NULL;
  free (gemm_buffer);
  gemm_buffer = p;
  gemm_buffer_doubles = bytes / sizeof (double);
  /* The key's destructor frees the buffer when the thread exits.  */
  pthread_setspecific (gemm_buffer_key, p);
  return p;
}

/* ROWS rows of A from A (kc values each) into panels of MR rows:
   panel q at DST + q * MR * KC holds t for row q * MR + r and step p at
   p * MR + r.  Rows past ROWS in the last panel are not written (the
   kernel is told how many rows it has).  */
void
accblock_gemm_pack_a (const struct accblock_gemm_isa *isa, int64_t rows,
                      int64_t kc, const double *a, int64_t lda, double s,
                      bool scaled, double *dst)
{
  int64_t mr = isa->mr;
  for (int64_t i0 = 0; i0 < rows; i0 += mr, dst += mr * kc)
    {
      int64_t h = rows - i0 < mr ? rows - i0 : mr;
      for (int64_t r = 0; r < h; r++)
        {
          const double *row = a + (i0 + r) * lda;
          if (scaled)
            for (int64_t p = 0; p < kc; p++)
              dst[p * mr + r] = s * row[p];
          else
            for (int64_t p = 0; p < kc; p++)
              dst[p * mr + r] = row[p];
        }
    }
}

/* NR doubles from SRC to DST: a copy of a size known here compiles to
   a few vector moves, where a call to memcpy for each of B's rows would
   cost more than the copy.  */
static inline void
gemm_copy_nr (double *dst, const double *src, int64_t nr)
{
  switch (nr)
    {
    case 4:
      memcpy (dst, src, 4 * sizeof (double));
      break;
    case 8:
      memcpy (dst, src, 8 * sizeof (double));
      break;
    case 32:
      memcpy (dst, src, 32 * sizeof (double));
      break;
    default:
      memcpy (dst, src, nr * sizeof (double));
      break;
    }
}

/* COLS columns of KC rows of B into panels of NR columns: panel q at
   DST + q * NR * KC holds row p's columns q * NR .. q * NR + NR - 1 at
   p * NR.  The last panel repeats column COLS - 1 past the edge.  B is
   read row by row, the order of its addresses: reading it panel by
   panel would step by LDB through KC rows, which for a power-of-two LDB
   all fall into one set of the cache.  */
void
accblock_gemm_pack_b (const struct accblock_gemm_isa *isa, int64_t cols,
                      int64_t kc, const double *b, int64_t ldb, double *dst)
{
  int64_t nr = isa->nr, full = cols / nr * nr;
  for (int64_t p = 0; p < kc; p++)
    {
      const double *row = b + p * ldb;
      double *out = dst + p * nr;
      for (int64_t j0 = 0; j0 < full; j0 += nr)
        gemm_copy_nr (out + j0 * kc, row + j0, nr);
      if (full < cols)
        {
          out += full * kc;
          memcpy (out, row + full, (cols - full) * sizeof (double));
          for (int64_t j = cols - full; j < nr; j++)
            out[j] = row[cols - 1];
        }
    }
}
