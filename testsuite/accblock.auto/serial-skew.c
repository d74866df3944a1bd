/* Loops without pragma that carry dependences which a skew of the loops
   inside them keeps (plugin/skew.cc): each nest is tiled in the skewed
   coordinates S[0] = X[0], S[L] = X[L] + C[L] * (S[0] + ... + S[L-1]),
   its tiles run in fronts, the sizes left to the runtime, with a remark
   that shows the skewed coordinates.  seidel-2d gives C = (0, 1, 1), a
   one-dimensional Gauss-Seidel sweep (0, 1), the same sweep in three
   dimensions (0, 1, 1, 1), a read three to the left (0, 3); a sweep
   without time loop is skewed too.  A dependence without constant
   distance, an indirect subscript, a reduction, a call, bounds that
   move with an outer index, or a time loop inside the sweep make no
   skew, and the remarks say what they said before.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fopt-info-optimized-missed" } */

double f (double);

void
seidel (int steps, int n, double A[n][n])
{
  for (int t = 0; t < steps; t++) /* { dg-message "3: optimized: loop 't' tiled with the loops inside it in skewed fronts \\(i \\+ t, j \\+ 2\\*t \\+ i\\)" } */
    for (int i = 1; i < n - 1; i++) /* { dg-bogus "wavefront|left alone" } */
      for (int j = 1; j < n - 1; j++)
	A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1]
		   + A[i][j - 1] + A[i][j] + A[i][j + 1]
		   + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
}
/* { dg-message "3: optimized: inferred block\\(t:\\?, i:\\?, j:\\?\\) \\(model at run time\\): its loops run in skewed fronts" "" { target *-*-* } 20 } */
/* { dg-bogus "left alone" "" { target *-*-* } 20 } */

void
gauss_seidel_1d (int steps, int n, double *A)
{
  for (int t = 0; t < steps; t++) /* { dg-message "3: optimized: loop 't' tiled with the loops inside it in skewed fronts \\(i \\+ t\\)" } */
    for (int i = 1; i < n - 1; i++)
      A[i] = (A[i - 1] + A[i] + A[i + 1]) / 3.0;
}

void
sweep_3d (int steps, int n, double A[n][n][n])
{
  for (int t = 0; t <= steps; t++) /* { dg-message "3: optimized: loop 't' tiled with the loops inside it in skewed fronts \\(i \\+ t, j \\+ 2\\*t \\+ i, k \\+ 4\\*t \\+ 2\\*i \\+ j\\)" } */
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
	for (int k = 1; k < n - 1; k++)
	  A[i][j][k] = (A[i - 1][j][k] + A[i + 1][j][k] + A[i][j - 1][k]
			+ A[i][j + 1][k] + A[i][j][k - 1]
			+ A[i][j][k + 1]) / 6.0;
}

void
three_left (int steps, int n, double *A)
{
  for (int t = 1; t <= steps; t++) /* { dg-message "3: optimized: loop 't' tiled with the loops inside it in skewed fronts \\(i \\+ 3\\*t\\)" } */
    for (int i = 3; i <= n; i++)
      A[i] = A[i - 3] * 3.0 + A[i + 2] + A[i];
}

void
two_ahead (int n, double A[n][n])
{
  for (int i = 2; i < n - 2; i++) /* { dg-message "3: optimized: loop 'i' tiled with the loops inside it in skewed fronts \\(j \\+ 2\\*i\\)" } */
    for (int j = 2; j < n - 2; j++)
      A[i][j] = A[i - 1][j + 2] + A[i][j - 1];
}

void
transposed (int steps, int n, double A[n][n])
{
  for (int t = 0; t < steps; t++) /* { dg-message "3: missed: loop 't' left alone: it carries a dependence on 'A'" } */
    for (int i = 1; i < n - 1; i++) /* { dg-message "5: missed: loop 'i' cannot run as a wavefront of tiles: the dependence between 'A\\\[i\\\]\\\[j\\\]' and 'A\\\[j\\\]\\\[i\\\]' has no constant distance" } */
      for (int j = 1; j < n - 1; j++)
	A[i][j] = A[i - 1][j] + A[j][i];
}

void
indirect (int steps, int n, double *A, const int *idx)
{
  for (int t = 0; t < steps; t++) /* { dg-message "3: missed: loop 't' left alone: it carries a dependence on 'A'" } */
    for (int i = 1; i < n - 1; i++) /* { dg-message "5: missed: loop 'i' left alone: it carries a dependence on 'A'" } */
      A[i] = A[i - 1] + A[idx[i]];
}

double
reduction (int steps, int n, double *A)
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

void
call (int steps, int n, double *A)
{
  for (int t = 0; t < steps; t++) /* { dg-message "3: missed: loop 't' left alone: a function called in the loop may access memory" } */
    for (int i = 1; i < n - 1; i++)
      A[i] = f (A[i - 1] + A[i + 1]);
}

void
triangle (int steps, int n, double A[n][n])
{
  for (int t = 0; t < steps; t++) /* { dg-message "3: missed: loop 't' left alone: it carries a dependence on 'A'" } */
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < i; j++)
	A[i][j] = A[i - 1][j] + A[i][j - 1];
}

void
time_inside (int steps, int n, double *A)
{
  for (int i = 1; i < n - 1; i++) /* { dg-message "3: missed: loop 'i' left alone: it carries a dependence on 'A'" } */
    for (int t = 0; t < steps; t++)
      A[i] = A[i - 1] + A[i + 1];
}
/* { dg-bogus "skewed" "" { target *-*-* } 69 } */
/* { dg-bogus "skewed" "" { target *-*-* } 78 } */
/* { dg-bogus "skewed" "" { target *-*-* } 87 } */
/* { dg-bogus "skewed" "" { target *-*-* } 99 } */
/* { dg-bogus "skewed" "" { target *-*-* } 107 } */
/* { dg-bogus "skewed" "" { target *-*-* } 116 } */
/* The loops inside a nest left alone are looked at in turn, and say
   what they said before.  */
/* { dg-message "5: missed: loop 'i' left alone: it carries a dependence on 'A'" "" { target *-*-* } 88 } */
/* { dg-message "5: missed: loop 'i' left alone: a function called in the loop may access memory" "" { target *-*-* } 100 } */
/* { dg-message "5: missed: loop 'i' left alone: it carries a dependence on 'A'" "" { target *-*-* } 108 } */
/* { dg-message "7: missed: loop 'j' left alone: it carries a dependence on 'A'" "" { target *-*-* } 109 } */
/* { dg-message "3: missed: loop 'i' cannot run as a wavefront of tiles: the dependence between 'A\\\[i\\\]' and 'A\\\[i - 1\\\]' has no constant distance" "" { target *-*-* } 116 } */
/* { dg-message "5: missed: loop 't' left alone: it carries a dependence on 'A'" "" { target *-*-* } 117 } */
/* { dg-prune-output "blocked nest with|inferred block|treated as|runs as written|stays in main memory|carries a dependence on '.'" } */

/* A statement between two loops, a step of 2, a 64-bit index: no skew.  */
double B[100][100];

void
imperfect (int steps, int n)
{
  for (int t = 0; t < steps; t++) /* { dg-message "3: missed: loop 't' left alone: it carries a dependence on 'B'" } */
    for (int i = 1; i < n - 1; i++)
      {
	double c = B[i][0];
	for (int j = 1; j < n - 1; j++)
	  B[i][j] = B[i - 1][j] + c * B[i][j - 1];
      }
}

void
stepped (int steps, int n, double *A)
{
  for (int t = 0; t < steps; t++) /* { dg-message "3: missed: loop 't' left alone: it carries a dependence on 'A'" } */
    for (int i = 1; i < n - 1; i += 2)
      A[i] = A[i - 1] + A[i + 1];
}

void
wide (long steps, long n, double *A)
{
  for (long t = 0; t < steps; t++) /* { dg-message "3: missed: loop 't' left alone: it carries a dependence on 'A'" } */
    for (long i = 1; i < n - 1; i++)
      A[i] = A[i - 1] + A[i + 1];
}
/* { dg-bogus "skewed" "" { target *-*-* } 142 } */
/* { dg-bogus "skewed" "" { target *-*-* } 154 } */
/* { dg-bogus "skewed" "" { target *-*-* } 162 } */
