/* A Jacobi stencil: a time-step loop (not blocked) around two blocked
   nests, nests inside if bodies, and the marker of each nest inside the
   time loop.  */

#include <stdio.h>

#define N 20
double u[N][N], v[N][N];

int
main (int argc, char **argv)
{
  int steps = 5 + argc - 1;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      u[i][j] = (i * 7 + j * 3) % 11;
  for (int t = 0; t < steps; t++)
    {
#pragma acc parallel loop block(i:4, j:6)
      for (int i = 1; i < N - 1; i++)
	for (int j = 1; j < N - 1; j++)
	  v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1]
			    + u[i][j + 1]);
      if (t % 2 == 0)
#pragma acc parallel loop block(i:5)
	for (int i = 1; i < N - 1; i++)
	  for (int j = 1; j < N - 1; j++)
	    u[i][j] = v[i][j];
      else
	{
#pragma acc parallel loop block(i:3, j:3)
	  for (int i = 1; i < N - 1; i++)
	    for (int j = 1; j < N - 1; j++)
	      u[i][j] = v[i][j] + t * 0.5;
	}
    }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      printf ("%a%c", u[i][j], j == N - 1 ? '\n' : ' ');
  return 0;
}
