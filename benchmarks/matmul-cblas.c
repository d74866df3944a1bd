/* matmul-cblas.c -- matmul.c's product, made by one cblas_dgemm call.

   Why this file exists: issue 32 asks the whole double matmul built
   with -fauto-block for the host to run within 2x of a tuned BLAS from
   n = 512, side by side (matmul-blas.sh).  This is the BLAS side: the
   same inputs as matmul.c with -DTYPE=double, C = C + A * B by
   cblas_dgemm, timed the same way, and the same checksum, so that the
   two programs' lines can be compared word for word.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "bench.h"

#ifndef N
#define N 128
#endif

/* cblas.h names parameters N: keep the order under another name.  */
enum { ORDER = N };
#undef N

#include <cblas.h>

static double A[ORDER][ORDER], B[ORDER][ORDER], C[ORDER][ORDER];

int
main (void)
{
  for (int i = 0; i < ORDER; i++)
    for (int j = 0; j < ORDER; j++)
      {
        A[i][j] = (i + 2 * j) % 7 - 3;
        B[i][j] = (3 * i + j) % 5 - 2;
        C[i][j] = 0;
      }
  double start = bench_now ();
  cblas_dgemm (CblasRowMajor, CblasNoTrans, CblasNoTrans, ORDER, ORDER,
               ORDER, 1.0, &A[0][0], ORDER, &B[0][0], ORDER, 1.0, &C[0][0],
               ORDER);
  double seconds = bench_now () - start;
  double checksum = 0;
  for (int i = 0; i < ORDER; i++)
    for (int j = 0; j < ORDER; j++)
      checksum += C[i][j] * (i + 1) + j;
  return bench_report ("matmul", ORDER, checksum, seconds, 1);
}
