/* matmul.c -- the source paper's example: C = C + A * B for square
   matrices of order N, written as plain OpenACC without a block clause.

   Why this file exists: it is the README's first command ("bash .ci/run
   --demo" compiles it with accblock-gcc -fauto-block and runs it with
   ACCBLOCK_TIMING=1), so it has no block clause: the compiler infers one.
   It is also the benchmark of the paper's Fig. 3 and Fig. 4, so the order
   (-DN=128, 256, 512, 1024) and the element type (-DTYPE=int, the paper's,
   or -DTYPE=double) are build options.  The loop order is the paper's
   after interchange: i, k, j, so that the innermost loop walks rows.
   The result is checked against a serial computation of the same
   product; the checksum lets any two builds be compared.

   -DREPEAT=K (K >= 2) makes the product K times in one run and reports
   the median time of the second to the last: the steady state, without
   the start of the runtime's threads that the first product also pays
   for (benchmarks/matmul-blas.sh compares both with a tuned BLAS).  C
   then holds K times the product, still exact in TYPE for the orders
   above and K up to 100.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "bench.h"

#include <stdio.h>

#ifndef N
#define N 128
#endif

#ifndef TYPE
#define TYPE int
#endif

#ifndef REPEAT
#define REPEAT 1
#endif

static TYPE A[N][N], B[N][N], C[N][N], C_reference[N][N];

/* Deterministic inputs whose products stay far from int overflow even
   for N = 1024 (|C| <= 6 * N).  */
static void
init (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
        A[i][j] = (i + 2 * j) % 7 - 3;
        B[i][j] = (3 * i + j) % 5 - 2;
        C[i][j] = 0;
        C_reference[i][j] = 0;
      }
}

/* The nest under test: nest 1, parallel over i.  */
static void
multiply (void)
{
  PARALLEL_LOOP (1)
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
        C[i][j] += A[i][k] * B[k][j];
}

/* The same product without any pragma, to check the result against.  */
static void
multiply_reference (void)
{
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
        C_reference[i][j] += A[i][k] * B[k][j];
}

/* Seconds the product took: the only one's, or with REPEAT products
   the median of the second to the last.  */
static double
timed_products (void)
{
  double seconds[REPEAT];

  for (int r = 0; r < REPEAT; r++)
    {
      double start = bench_now ();
      multiply ();
      seconds[r] = bench_now () - start;
    }
  return REPEAT == 1 ? seconds[0] : bench_median (seconds + 1, REPEAT - 1);
}

int
main (void)
{
  double checksum = 0, seconds;
  int ok = 1;

  init ();
  seconds = timed_products ();
  multiply_reference ();

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
        checksum += (double) C[i][j] * (i + 1) + j;
        ok &= bench_close (C[i][j], (double) REPEAT * C_reference[i][j]);
      }
  return bench_report ("matmul", N, checksum, seconds, ok);
}
