/* Arrays inside the elements of an array of structures, and parts of
   complex elements: the object the last subscripts index (W.in[i].a)
   moves with an index of the nest.  Such references stay in main
   memory.  The plugin used to take W.in[i].a as a fixed base: it staged
   the row of whatever i held in front of the nest for every tile, and
   this program printed other values than plain gcc's build.  Arrays at
   fixed places inside structures and unions (G.u, W.in[3].a, U.d) are
   still staged.  */

/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { dg-set-target-env-var ACCBLOCK_LOCAL_MEM "2048" } */
/* { accblock-final { scan-stats "\"dma_in_bytes\": \[1-9\]" } } */

#include <stdio.h>

#define N 24

struct grid { int pad; double u[N][N]; double v[N][N]; } G;
struct wrap { struct { long a[N]; } in[N]; } W;
struct point { float x, y; short tag; double w; } P[N];
union both { double d[N][N]; long l[N][N]; } U;
_Complex double C[N];

static void
rows_of_structures (int n)
{
#pragma acc loop block(i:4, j:3)
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++)
      W.in[i].a[j] += (W.in[i].a[j - 1] & 7) + i;
}

static void
fields_of_elements (int n)
{
#pragma acc loop block(i:5)
  for (int i = 0; i < n; i++)
    P[i].w = P[i].x * 2.0 + P[i].y + P[i].tag;
}

static void
parts_of_complex (int n)
{
#pragma acc loop block(i:7)
  for (int i = 0; i < n; i++)
    __real__ C[i] = __imag__ C[i] * 3 + i;
}

static void
fixed_places (int n)
{
#pragma acc loop block(i:3, j:7)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      G.v[i][j] = G.u[i - 1][j] + G.u[i + 1][j] * 0.5 + W.in[3].a[j]
		  + U.d[j][i];
}

int
main (int argc, char **argv)
{
  (void) argv;
  for (int i = 0; i < N; i++)
    {
      for (int j = 0; j < N; j++)
	{
	  G.u[i][j] = i * 0.5 + j * 0.25;
	  G.v[i][j] = -1;
	  W.in[i].a[j] = i + 2 * j;
	  U.d[i][j] = i - j * 0.125;
	}
      P[i].x = i;
      P[i].y = i * 0.5f;
      P[i].tag = (short) (i ^ 5);
      C[i] = i * 0.5 + 1.0i * (i % 3);
    }
  int n = N + argc - 1;
  rows_of_structures (n);
  fields_of_elements (n);
  parts_of_complex (n);
  fixed_places (n);
  for (int i = 0; i < N; i++)
    {
      printf ("%a %a %a", P[i].w, __real__ C[i], __imag__ C[i]);
      for (int j = 0; j < N; j++)
	printf (" %ld %a", W.in[i].a[j], G.v[i][j]);
      printf ("\n");
    }
  return 0;
}
