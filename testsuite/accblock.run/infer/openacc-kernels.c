/* Kernels in the style of public OpenACC benchmark suites (gemm, 2mm,
   atax, bicg, mvt, syrk, jacobi-2d, fdtd-2d, covariance), with "acc
   data", "acc parallel" and "acc loop" nesting, C89 declarations of the
   loop indices and no block clause.  Built with inference on, every
   nest either gets an inferred clause or is left alone, and the program
   must print exactly what plain gcc's build prints (see infer.exp).  */

#include <stdio.h>

#define NI 40
#define NJ 36
#define NK 44
#define TSTEPS 3

static double A[NI][NK], B[NK][NJ], C[NI][NJ], D[NI][NJ], T[NI][NJ];
static double S[NI][NI], X[NI][NI];
static double x[NK], y[NI], tmp[NI], r[NI], p[NK], s[NK], q[NI];
static double mean[NK], cov[NK][NK];

static void
init (void)
{
  int i, j;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NK; j++)
      A[i][j] = (double) ((i * j + 1) % NI) / NI;
  for (i = 0; i < NK; i++)
    for (j = 0; j < NJ; j++)
      B[i][j] = (double) ((i * (j + 1)) % NJ) / NJ;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NJ; j++)
      C[i][j] = D[i][j] = (double) ((i + j) % 7) / 7;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NI; j++)
      X[i][j] = (double) ((i * j + 3) % 11) / 11;
  for (i = 0; i < NK; i++)
    x[i] = p[i] = (double) (i % 5) / 5;
  for (i = 0; i < NI; i++)
    r[i] = (double) (i % 3) / 3;
}

static void
gemm_2mm (void)
{
  int i, j, k;
#pragma acc data copyin(A, B) copy(C)
  {
#pragma acc parallel loop
    for (i = 0; i < NI; i++)
      for (j = 0; j < NJ; j++)
	{
	  C[i][j] *= 1.2;
	  for (k = 0; k < NK; k++)
	    C[i][j] += 1.5 * A[i][k] * B[k][j];
	}
  }
#pragma acc parallel loop
  for (i = 0; i < NI; i++)
    for (j = 0; j < NJ; j++)
      T[i][j] = 0;
#pragma acc parallel loop
  for (i = 0; i < NI; i++)
    for (k = 0; k < NK; k++)
      for (j = 0; j < NJ; j++)
	T[i][j] += A[i][k] * B[k][j];
#pragma acc parallel loop
  for (i = 0; i < NI; i++)
    for (j = 0; j < NJ; j++)
      D[i][j] = 0.5 * D[i][j] + T[i][j];
}

static void
atax_bicg_mvt (void)
{
  int i, j;
#pragma acc parallel
  {
#pragma acc loop
    for (i = 0; i < NI; i++)
      {
	tmp[i] = 0;
	for (j = 0; j < NK; j++)
	  tmp[i] += A[i][j] * x[j];
      }
  }
#pragma acc parallel loop
  for (j = 0; j < NK; j++)
    {
      s[j] = 0;
      for (i = 0; i < NI; i++)
	s[j] += r[i] * A[i][j];
    }
#pragma acc parallel loop
  for (i = 0; i < NI; i++)
    {
      q[i] = 0;
      for (j = 0; j < NK; j++)
	q[i] += A[i][j] * p[j];
    }
#pragma acc kernels loop
  for (i = 0; i < NI; i++)
    for (j = 0; j < NK; j++)
      y[i] += A[i][j] * x[j];
}

static void
syrk (void)
{
  int i, j, k;
#pragma acc parallel loop
  for (i = 0; i < NI; i++)
    for (j = 0; j < NI; j++)
      {
	S[i][j] *= 0.5;
	for (k = 0; k < NK; k++)
	  S[i][j] += 1.5 * A[i][k] * A[j][k];
      }
}

static void
jacobi_fdtd (void)
{
  int t, i, j;
  for (t = 0; t < TSTEPS; t++)
    {
#pragma acc parallel loop
      for (i = 1; i < NI - 1; i++)
	for (j = 1; j < NI - 1; j++)
	  S[i][j] = 0.2 * (X[i][j] + X[i][j - 1] + X[i][j + 1] + X[i + 1][j]
			   + X[i - 1][j]);
#pragma acc parallel loop
      for (i = 1; i < NI - 1; i++)
	for (j = 1; j < NI - 1; j++)
	  X[i][j] = 0.2 * (S[i][j] + S[i][j - 1] + S[i][j + 1] + S[i + 1][j]
			   + S[i - 1][j]);
#pragma acc parallel loop
      for (i = 1; i < NI; i++)
	for (j = 0; j < NJ; j++)
	  D[i][j] = D[i][j] - 0.5 * (C[i][j] - C[i - 1][j]);
    }
}

static void
covariance (void)
{
  int i, j, k;
#pragma acc parallel loop
  for (j = 0; j < NK; j++)
    {
      mean[j] = 0.0;
      for (i = 0; i < NI; i++)
	mean[j] += A[i][j];
      mean[j] /= NI;
    }
#pragma acc parallel loop
  for (i = 0; i < NK; i++)
    for (j = 0; j < NK; j++)
      {
	cov[i][j] = 0.0;
	for (k = 0; k < NI; k++)
	  cov[i][j] += (A[k][i] - mean[i]) * (A[k][j] - mean[j]);
	cov[i][j] /= NI - 1;
      }
}

static double
checksum (const double *v, int n)
{
  double sum = 0;
  int i;
  for (i = 0; i < n; i++)
    sum += v[i] * (i % 13 + 1);
  return sum;
}

int
main (void)
{
  init ();
  gemm_2mm ();
  atax_bicg_mvt ();
  syrk ();
  jacobi_fdtd ();
  covariance ();
  printf ("C %.17g\nD %.17g\nT %.17g\n", checksum (&C[0][0], NI * NJ),
	  checksum (&D[0][0], NI * NJ), checksum (&T[0][0], NI * NJ));
  printf ("tmp %.17g\ns %.17g\nq %.17g\ny %.17g\n", checksum (tmp, NI),
	  checksum (s, NK), checksum (q, NI), checksum (y, NI));
  printf ("S %.17g\nX %.17g\n", checksum (&S[0][0], NI * NI),
	  checksum (&X[0][0], NI * NI));
  printf ("mean %.17g\ncov %.17g\n", checksum (mean, NK),
	  checksum (&cov[0][0], NK * NK));
  return 0;
}
