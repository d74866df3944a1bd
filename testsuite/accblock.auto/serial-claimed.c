/* Loops a pragma claims are not looked at as serial code: the loops
   inside an "acc loop" nest, and a time loop around one.  A loop next to
   the pragma loop inside that time loop belongs to no pragma and is.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-auto=greedy -fopt-info-optimized-missed" } */

double a[64][64], b[64][64], v[1000];

void
inside (void)
{
#pragma acc loop /* { dg-message "9: optimized: blocked nest with block\\(i:1\\): 64 tiles" } */
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++) /* { dg-bogus "loop 'j'" } */
      a[i][j] = b[i][j];
}
/* { dg-message "9: optimized: inferred block\\(i:1\\)" "" { target *-*-* } 12 } */

void
around (void)
{
  for (int t = 0; t < 10; t++) /* { dg-bogus "loop 't'" } */
    {
#pragma acc loop /* { dg-message "9: optimized: blocked nest with block\\(i:1\\): 64 tiles" } */
      for (int i = 0; i < 64; i++)
	for (int j = 0; j < 64; j++)
	  a[i][j] = a[i][j] + b[i][j];
      for (int k = 0; k < 1000; k++) /* { dg-message "7: optimized: loop 'k' has no pragma and is parallel" } */
	v[k] = v[k] + 1;
    }
}
/* { dg-message "9: optimized: inferred block\\(i:1\\)" "" { target *-*-* } 24 } */
/* { dg-message "7: optimized: inferred block\\(k:15\\) \\(greedy\\)" "" { target *-*-* } 28 } */
/* { dg-message "7: optimized: blocked nest with block\\(k:15\\): 67 tiles" "" { target *-*-* } 28 } */
