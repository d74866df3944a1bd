/* On a cache target under the default cost model a loop that could be
   tiled in skewed fronts is left alone, with a remark that says so and
   names the key that asks for it: there the tiles of seidel-2d gain
   1.25x on an idle machine and lose beside busy processes (plugin/
   serial.cc, skewed_nest_p).  cost-model=unlimited still skews
   (skew-host.c runs it).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-target=host -fopt-info-optimized-missed" } */

void
gauss_seidel_1d (int steps, int n, double *A)
{
  for (int t = 0; t < steps; t++) /* { dg-message "3: missed: loop 't' not tiled in skewed fronts: on a cache target its tiles gain too little to pay \\(cost-model=unlimited asks for them\\)" } */
    for (int i = 1; i < n - 1; i++) /* { dg-message "5: missed: loop 'i' left alone: it carries a dependence on 'A'" } */
      A[i] = (A[i - 1] + A[i] + A[i + 1]) / 3.0;
}
/* { dg-message "3: missed: loop 't' left alone: it carries a dependence on 'A'" "" { target *-*-* } 13 } */
/* { dg-bogus "optimized: loop 't' tiled" "" { target *-*-* } 13 } */
