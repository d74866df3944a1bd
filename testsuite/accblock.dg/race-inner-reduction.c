/* The copy that a reduction clause on an inner loop makes lives in the
   body of the loop around it, one per iteration, like a variable the
   program declares there: the outer loop shares nothing through it, and
   gets no warning.  The shape of the OpenACC V&V suite's
   parallel_loop_reduction_*_loop tests, which got "carries a
   dependence on 'avgs'" from the outer loop before.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fopt-info-omp-optimized" } */
/* { dg-prune-output "optimized: (?!blocked nest)" } */

double a[125], c[125];

void
averages (void)
{
  double avgs[5];
#pragma acc parallel loop gang private(avgs) block(x:1) /* { dg-message "blocked nest with block\\(x:1\\)" } */
  /* { dg-bogus "carries a dependence" "" { target *-*-* } 17 } */
  for (int x = 0; x < 5; ++x)
    {
      for (int y = 0; y < 5; ++y)
	avgs[y] = 0;
#pragma acc loop worker reduction(+:avgs)
      for (int y = 0; y < 25; ++y)
	avgs[y % 5] += a[x * 25 + y];
      for (int y = 0; y < 25; ++y)
	c[x * 25 + y] = a[x * 25 + y] - avgs[y % 5];
    }
}
