/* A column sweep over VLA parameters (adi's second half, issue 32): each
   iteration of j writes only column j of p, q and u, through a row
   subscript that is the index of an inner loop, and starts its column
   with p[0][j], which GIMPLE reads without a row offset.  Both are
   compared with the other references of p (access-row-zero.cc), so the
   j loop is chosen, with the arrays left in main memory.  A sweep that
   reads the column its left neighbour writes carries a dependence
   across j and is left alone, naming the array (the loop bounds keep
   p[0][j] apart from the rows i writes, depend-bounds.cc, so the
   dependence found is the one between columns).  Distribution is
   turned off: it is refused here anyway (the arrays may overlap), with
   a remark of its own (serial-distribute-alias.c).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-distribute=no -fplugin-arg-accblock-target=host -fopt-info-optimized-missed" } */

void
column_sweep (int n, double a, double b, double u[n][n], double v[n][n],
	      double p[n][n], double q[n][n])
{
  for (int j = 1; j < n - 1; j++) /* { dg-message "3: optimized: inferred block\\(j:\\?\\)" } */
    {
      p[0][j] = 0;
      q[0][j] = u[0][j];
      for (int i = 1; i < n - 1; i++)
	{
	  double den = b + a * p[i - 1][j];
	  p[i][j] = -a / den;
	  q[i][j] = (v[i][j - 1] + v[i][j] + v[i][j + 1]
		     - a * q[i - 1][j]) / den;
	}
      for (int i = n - 2; i >= 1; i--)
	u[i][j] = p[i][j] * u[i + 1][j] + q[i][j]; /* { dg-message "missed: 'p' stays in main memory" } */
    }
}
/* { dg-bogus "loop 'j' left alone" "" { target *-*-* } 18 } */

void
neighbour_sweep (int n, double a, double p[n][n])
{
  for (int j = 1; j < n - 1; j++) /* { dg-message "3: missed: loop 'j' left alone: it carries a dependence on 'p'" } */
    {
      p[0][j] = 0;
      for (int i = 1; i < n - 1; i++)
	p[i][j] = a * p[i][j - 1] + p[i - 1][j];
    }
}

/* { dg-prune-output "blocked nest with" } */
/* { dg-prune-output "has no pragma and is parallel" } */
/* { dg-prune-output "stays in main memory" } */
/* { dg-prune-output "may overlap: their address ranges" } */
/* { dg-prune-output "left alone" } */
