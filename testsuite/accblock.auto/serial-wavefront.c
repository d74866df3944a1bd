/* In-place sweeps that carry dependences on both loops of their nest:
   left alone, each with a second missed remark saying whether tiles of
   the nest could run in parallel fronts (wavefront.cc), with the
   distances that decide and the tile shapes they allow.  seidel-2d's
   (1, -1) allows tiles of one row only, with fronts 2*I + J; a read two
   columns ahead on the row above needs tiles of two columns; a sweep
   whose dependences all point right and down allows any tiles; a
   dependence two rows apart allows two rows.  A transposed read gives a
   dependence without constant distance, which no wavefront keeps; a
   carried scalar makes the nest no candidate, and so does a time loop
   (its index in no subscript).  Wavefronts are not dispatched: every
   nest runs as written.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-skew=no -fplugin-arg-accblock-auto -fopt-info-missed" } */ /* skew=no: serial-skew.c has the skewed nests.  */

void
seidel (int steps, int n, double A[n][n])
{
  for (int t = 0; t < steps; t++) /* { dg-bogus "wavefront" } */
    for (int i = 1; i < n - 1; i++) /* { dg-message "5: missed: loop 'i' could run as a wavefront of tiles of 'i' and 'j': the dependences on 'A' have the constant distances \\(0, 1\\), \\(1, -1\\), \\(1, 0\\), \\(1, 1\\) in iterations of \\(i, j\\); tiles of at most 1 by at least 1 iterations, each run in order, keep them in fronts 2\\*I \\+ J, but wavefronts are not dispatched" } */
      for (int j = 1; j < n - 1; j++)
	A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1]
		   + A[i][j - 1] + A[i][j] + A[i][j + 1]
		   + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
}

void
two_ahead (int n, double A[n][n])
{
  for (int i = 2; i < n - 2; i++) /* { dg-message "3: missed: loop 'i' could run as a wavefront of tiles of 'i' and 'j': the dependences on 'A' have the constant distances \\(0, 1\\), \\(1, -2\\) in iterations of \\(i, j\\); tiles of at most 1 by at least 2 iterations, each run in order, keep them in fronts 2\\*I \\+ J" } */
    for (int j = 2; j < n - 2; j++)
      A[i][j] = A[i - 1][j + 2] + A[i][j - 1];
}

void
down_right (int n, double A[n][n])
{
  for (int i = 1; i < n; i++) /* { dg-message "3: missed: loop 'i' could run as a wavefront of tiles of 'i' and 'j': the dependences on 'A' have the constant distances \\(0, 1\\), \\(1, 0\\), \\(1, 1\\) in iterations of \\(i, j\\); tiles of any size, each run in order, keep them in fronts I \\+ J" } */
    for (int j = 1; j < n; j++)
      A[i][j] = A[i - 1][j - 1] + A[i - 1][j] + A[i][j - 1];
}

void
two_rows (int n, double A[n][n])
{
  for (int i = 2; i < n - 2; i++) /* { dg-message "3: missed: loop 'i' could run as a wavefront of tiles of 'i' and 'j': the dependences on 'A' have the constant distances \\(2, -1\\), \\(2, 1\\) in iterations of \\(i, j\\); tiles of at most 2 by at least 1 iterations, each run in order, keep them in fronts 2\\*I \\+ J" } */
    for (int j = 2; j < n - 2; j++)
      A[i][j] = A[i - 2][j + 1] + A[i + 2][j + 1];
}

void
box (int n, double A[n][n][n])
{
  for (int i = 1; i < n - 1; i++) /* { dg-message "3: missed: loop 'i' could run as a wavefront of tiles of 'i' and 'j': the dependences on 'A' have the constant distances \\(0, 0, 1\\), \\(1, -1, 0\\), \\(1, 0, 0\\) in iterations of \\(i, j, k\\); tiles of at most 1 by at least 1 iterations" } */
    for (int j = 1; j < n - 1; j++)
      for (int k = 1; k < n - 1; k++)
	A[i][j][k] = A[i - 1][j][k] + A[i][j][k - 1] + A[i + 1][j - 1][k];
}

void
transposed (int n, double A[n][n])
{
  for (int i = 1; i < n - 1; i++) /* { dg-message "3: missed: loop 'i' cannot run as a wavefront of tiles: the dependence between 'A\\\[i\\\]\\\[j\\\]' and 'A\\\[j\\\]\\\[i\\\]' has no constant distance" } */
    for (int j = 1; j < n - 1; j++)
      A[i][j] = A[i - 1][j] + A[j][i];
}

double
carried_scalar (int n, double A[n][n])
{
  double s = 0;
  for (int i = 1; i < n - 1; i++) /* { dg-bogus "wavefront" } */
    for (int j = 1; j < n - 1; j++)
      {
	s = s * 0.5 + A[i - 1][j + 1];
	A[i][j] = s;
      }
  return s;
}

/* { dg-prune-output "left alone" } */
/* { dg-prune-output "vectoriz" } */
/* The inner loop of transposed is parallel: A[j][i] meets A[i][j] in
   the same iteration only.  */
/* { dg-prune-output "stays in main memory" } */
