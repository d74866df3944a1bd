/* atax (y = A^T (A x)) in the style of the OpenACC benchmark suites:
   inside one "acc data" region, an "acc parallel" region whose gang
   loop over the rows computes tmp = A x, then an "acc parallel loop"
   over the columns computes y = A^T tmp (a column walk through A), no
   block clause.  Why: -fauto-block must infer a clause for the
   row-driven and for the column-driven nest, and the program must print
   bit for bit what plain gcc's build prints (see infer.exp).  Other
   sizes: -DNX=... -DNY=...  */

#include "print-array.h"

#ifndef NX
#define NX 56
#endif
#ifndef NY
#define NY 48
#endif

static double A[NX][NY], x[NY], y[NY], tmp[NX];

static void
init_array (void)
{
  int i, j;

  for (i = 0; i < NY; i++)
    x[i] = 1 + i / (double) NY;
  for (i = 0; i < NX; i++)
    for (j = 0; j < NY; j++)
      A[i][j] = (double) ((i + j) % NY) / (5 * NX);
}

static void
kernel_atax (void)
{
  int i, j;

#pragma acc data copyin(A, x) create(tmp) copyout(y)
  {
#pragma acc parallel
    {
#pragma acc loop gang vector
      for (i = 0; i < NX; i++)
	{
	  tmp[i] = 0;
#pragma acc loop seq
	  for (j = 0; j < NY; j++)
	    tmp[i] += A[i][j] * x[j];
	}
    }
#pragma acc parallel loop gang vector
    for (j = 0; j < NY; j++)
      {
	y[j] = 0;
#pragma acc loop seq
	for (i = 0; i < NX; i++)
	  y[j] += A[i][j] * tmp[i];
      }
  }
}

int
main (void)
{
  init_array ();
  kernel_atax ();
  print_array ("tmp", tmp, NX);
  print_array ("y", y, NY);
  return 0;
}
