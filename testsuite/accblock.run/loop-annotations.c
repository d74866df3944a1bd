/* "#pragma GCC unroll" and "#pragma GCC ivdep" between the OpenACC
   pragma and its loop, on the outer and on the inner level: the loops
   are still blocked (their exit tests come wrapped in the annotation's
   copies), and the output is plain gcc's.  */
/* { accblock-final { scan-stats "\"tiles\": [1-9]" } } */

#include <stdio.h>

#define N 23
double a[N][N], b[N][N];

int
main (int argc, char **argv)
{
  int n = N - 2 + argc;
#pragma acc parallel loop block(i:4)
#pragma GCC unroll 2
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = i * 0.5 + j;
#pragma acc parallel loop block(i:3, j:5)
#pragma GCC ivdep
  for (int i = 1; i < n; i++)
#pragma GCC unroll 4
    for (int j = 0; j < n; j++)
      b[i][j] = a[i - 1][j] * 0.25 + a[i][j];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      printf ("%a%c", b[i][j], j == N - 1 ? '\n' : ' ');
  return 0;
}
