/* bicg (s = A^T r and q = A p, the BiCGStab sub-kernel) in the style of
   the OpenACC benchmark suites: one "acc data" region with two "acc
   parallel loop" nests, one parallel over the columns of A and one over
   its rows, and no block clause.  Why: -fauto-block must infer a clause
   for both, and the program must print bit for bit what plain gcc's
   build prints (see infer.exp).  Other sizes: -DNX=... -DNY=...  */

#include "print-array.h"

#ifndef NX
#define NX 60
#endif
#ifndef NY
#define NY 52
#endif

static double A[NX][NY], r[NX], s[NY], p[NY], q[NX];

static void
init_array (void)
{
  int i, j;

  for (i = 0; i < NY; i++)
    p[i] = (double) (i % NY) / NY;
  for (i = 0; i < NX; i++)
    {
      r[i] = (double) (i % NX) / NX;
      for (j = 0; j < NY; j++)
	A[i][j] = (double) (i * (j + 1) % NX) / NX;
    }
}

static void
kernel_bicg (void)
{
  int i, j;

#pragma acc data copyin(A, r, p) copyout(s, q)
  {
#pragma acc parallel loop independent
    for (j = 0; j < NY; j++)
      {
	s[j] = 0.0;
#pragma acc loop seq
	for (i = 0; i < NX; i++)
	  s[j] = s[j] + r[i] * A[i][j];
      }
#pragma acc parallel loop independent
    for (i = 0; i < NX; i++)
      {
	q[i] = 0.0;
#pragma acc loop seq
	for (j = 0; j < NY; j++)
	  q[i] = q[i] + A[i][j] * p[j];
      }
  }
}

int
main (void)
{
  init_array ();
  kernel_bicg ();
  print_array ("s", s, NY);
  print_array ("q", q, NX);
  return 0;
}
