/* A written pragma on a loop whose body is a sequence of loops blocks
   the whole structure (the paper's clause blocks any loop structure,
   issue 32): the outer loop is strip-mined and each of its iterations
   runs the loops of its body as written, in the tile.  gemm under
   "parallel loop" (one iteration per tile), under block(i:4) with a
   partial last tile, and syrk's triangle (inner bounds that follow the
   outer index) under block(i:3).  The output must be plain gcc's, also
   with the tiles run backwards on two threads.  */

/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "2" } */
/* { accblock-final { scan-stats "imperfect-pragma.c:28:\[0-9\]+\", \[^\}\]*\"tiles\": 30," } } */
/* { accblock-final { scan-stats "imperfect-pragma.c:42:\[0-9\]+\", \[^\}\]*\"tiles\": 8," } } */
/* { accblock-final { scan-stats "imperfect-pragma.c:57:\[0-9\]+\", \[^\}\]*\"tiles\": 10," } } */

#include <stdio.h>

#define NI 30
#define NJ 23
#define NK 17

static double A[NI][NK], B[NK][NJ], C[NI][NJ], D[NI][NJ], S[NI][NI];

static void
gemm_parallel_loop (double alpha, double beta)
{
  int i, j, k;
#pragma acc parallel loop
  for (i = 0; i < NI; i++)
    {
      for (j = 0; j < NJ; j++)
	C[i][j] *= beta;
      for (k = 0; k < NK; k++)
	for (j = 0; j < NJ; j++)
	  C[i][j] += alpha * A[i][k] * B[k][j];
    }
}

static void
gemm_block (double alpha, double beta)
{
#pragma acc parallel loop block(i:4)
  for (int i = 0; i < NI; i++)
    {
      double scale = beta;
      for (int j = 0; j < NJ; j++)
	D[i][j] *= scale;
      for (int k = 0; k < NK; k++)
	for (int j = 0; j < NJ; j++)
	  D[i][j] += alpha * A[i][k] * B[k][j];
    }
}

static void
syrk_block (double alpha, double beta)
{
#pragma acc parallel loop block(i:3)
  for (int i = 0; i < NI; i++)
    {
      for (int j = 0; j <= i; j++)
	S[i][j] *= beta;
      for (int k = 0; k < NK; k++)
	for (int j = 0; j <= i; j++)
	  S[i][j] += alpha * A[i][k] * A[j][k];
    }
}

int
main (void)
{
  for (int i = 0; i < NI; i++)
    for (int k = 0; k < NK; k++)
      A[i][k] = (double) ((i * 5 + k) % 9) - 4.0;
  for (int k = 0; k < NK; k++)
    for (int j = 0; j < NJ; j++)
      B[k][j] = (double) ((k + 3 * j) % 7) * 0.5;
  for (int i = 0; i < NI; i++)
    {
      for (int j = 0; j < NJ; j++)
	C[i][j] = D[i][j] = (double) ((i * j) % 11);
      for (int j = 0; j < NI; j++)
	S[i][j] = (double) ((i + j) % 5);
    }
  gemm_parallel_loop (1.25, 0.5);
  gemm_block (0.75, 2.0);
  syrk_block (0.5, 1.5);
  double c = 0, d = 0, s = 0;
  for (int i = 0; i < NI; i++)
    {
      for (int j = 0; j < NJ; j++)
	{
	  c += C[i][j] * (i + 1);
	  d += D[i][j] * (j + 1);
	}
      for (int j = 0; j < NI; j++)
	s += S[i][j] * (i + 2 * j + 1);
    }
  printf ("%.10e %.10e %.10e\n", c, d, s);
  return 0;
}
