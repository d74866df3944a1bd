/* atax (y = A^T (A x)) in the style of the OpenACC benchmark suites:
   inside one "acc data" region, an "acc parallel" region whose gang
   loop over the rows computes tmp = A x, then an "acc parallel loop"
   over the columns computes y = A^T tmp (a column walk through A), no
   block clause.  Why: -fauto-block must infer a clause for the
   row-driven and for the column-driven nest, and the program must print
   bit for bit what plain gcc's build prints (see infer.exp).  Other
   sizes: -DNX=... -DNY=...  */

#include <stdio.h>
#include <string.h>

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

/* The bits of every element (FNV-1a over the bytes), and the first and
   last element exactly, so that a difference in any bit shows.  */
static void
print_array (const char *name, const double *v, int n)
{
  unsigned long long hash = 14695981039346656037ULL;
  int i;
  size_t b;

  for (i = 0; i < n; i++)
    {
      unsigned char bytes[sizeof (double)];
      memcpy (bytes, &v[i], sizeof bytes);
      for (b = 0; b < sizeof bytes; b++)
	hash = (hash ^ bytes[b]) * 1099511628211ULL;
    }
  printf ("%s %016llx %a %a\n", name, hash, v[0], v[n - 1]);
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
