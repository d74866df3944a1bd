/* matmul-cblas.c -- matmul.c's product, made by one cblas_dgemm call.

   Why this file exists: issue 32 asks the whole double matmul built
   with -fauto-block for the host to run within 2x of a tuned BLAS from
   n = 512, side by side (matmul-blas.sh).  This is the BLAS side: the
   same inputs as matmul.c with -DTYPE=double, C = C + A * B by
   cblas_dgemm, timed the same way, and the same checksum, so that the
   two programs' lines can be compared word for word.  -DREPEAT=K as
   in matmul.c: K calls, the median time of the second to the last.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "bench.h"

#ifndef N
#define N 128
#endif

#ifndef REPEAT
#define REPEAT 1
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
  double times[REPEAT];
  for (int r = 0; r < REPEAT; r++)
    {
      double start = bench_now ();
      cblas_dgemm (CblasRowMajor, CblasNoTrans, CblasNoTrans, ORDER, ORDER,
                   ORDER, 1.0, &A[0][0], ORDER, &B[0][0], ORDER, 1.0,
                   &C[0][0], ORDER);
      times[r] = bench_now () - start;
    }
  double seconds = REPEAT == 1 ? times[0]
                   : bench_median (times + 1, REPEAT - 1);
  double checksum = 0;
  for (int i = 0; i < ORDER; i++)
    for (int j = 0; j < ORDER; j++)
      checksum += C[i][j] * (i + 1) + j;
  return bench_report ("matmul", ORDER, checksum, seconds, 1);
}
