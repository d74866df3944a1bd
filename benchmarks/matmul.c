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

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "bench.h"

#include <stdio.h>

#ifndef N
#define N 128
#endif

#ifndef TYPE
#define TYPE int
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

int
main (void)
{
  double checksum = 0, start, seconds;
  int ok = 1;

  init ();
  start = bench_now ();
  multiply ();
  seconds = bench_now () - start;
  multiply_reference ();

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
        checksum += (double) C[i][j] * (i + 1) + j;
        ok &= bench_close (C[i][j], C_reference[i][j]);
      }
  return bench_report ("matmul", N, checksum, seconds, ok);
}
