/* Time loops around in-place sweeps through pointers and on a declared
   array, which C++
   compiles too (serial-skew.c has the variable-length arrays): each is
   tiled with its sweep in skewed fronts (plugin/skew.cc); with a
   reduction over the sweep it is left alone as before.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fopt-info-optimized-missed" } */

void
gauss_seidel_1d (int steps, int n, double *A)
{
  for (int t = 0; t < steps; t++) /* { dg-message "3: optimized: loop 't' tiled with the loops inside it in skewed fronts \\(i \\+ t\\)" } */
    for (int i = 1; i < n - 1; i++)
      A[i] = (A[i - 1] + A[i] + A[i + 1]) / 3.0;
}

float G[64][64];

void
rows (int steps)
{
  for (int t = 0; t < steps; t++) /* { dg-message "3: optimized: loop 't' tiled with the loops inside it in skewed fronts \\(i \\+ t, j \\+ 2\\*t \\+ i\\)" } */
    for (int i = 1; i < 63; i++)
      for (int j = 1; j < 63; j++)
	G[i][j] = G[i - 1][j] + G[i][j - 1] + G[i + 1][j + 1];
}

double
summed (int steps, int n, double *A)
{
  double s = 0;
  for (int t = 0; t < steps; t++) /* { dg-message "3: missed: loop 't' left alone: it carries a dependence on 'A'" } */
    for (int i = 1; i < n - 1; i++)
      {
	A[i] = (A[i - 1] + A[i + 1]) / 2.0;
	s += A[i];
      }
  return s;
}
/* { dg-bogus "skewed" "" { target *-*-* } 32 } */
/* { dg-prune-output "blocked nest with|inferred block|carries a dependence on 'A'" } */
