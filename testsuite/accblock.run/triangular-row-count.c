/* An unblocked level whose bounds follow an outer index ("j <= i") is
   described by its hull (ACCBLOCK_LEVEL_TRIANGULAR), so the runtime
   counts the 210 iterations of j <= i for i < 20, not one iteration per
   row as for a level it knows nothing of (ACCBLOCK_LEVEL_WHOLE): C, in
   main memory (it is written through a flat subscript, whose rows the
   runtime cannot tell), is read and written 420 times.
   The second nest's rows of i = 0 hold no iteration of j, yet their
   tile runs: the statement in front of the inner loop must not be left
   out with the empty row.  */
/* { dg-options "-fplugin-arg-accblock-block" } */
/* { accblock-final { scan-stats "\"direct_accesses\": 420," } } */

#include <stdio.h>

#define N 20
double A[N][N], C[N * N], s[N];

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
	A[i][j] = i - j;
	C[i * N + j] = i + j;
      }
#pragma acc loop block(i:4)
  for (int i = 0; i < N; i++)
    for (int j = 0; j <= i; j++)
      C[i * N + j] += A[j][i];
#pragma acc loop block(i:1)
  for (int i = 0; i < N; i++)
    {
      s[i] = i + 1;
      for (int j = 0; j < i; j++)
	s[i] += A[i][j];
    }
  double t = 0;
  for (int i = 0; i < N; i++)
    {
      t += s[i] * (i + 3);
      for (int j = 0; j < N; j++)
	t += C[i * N + j] * (i * N + j + 1);
    }
  printf ("%.1f\n", t);
  return 0;
}
