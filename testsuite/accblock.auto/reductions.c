/* -fauto-block and carried scalars: an integer reduction leaves the
   outer iterations independent but for the order of its updates, which
   cannot show in the result, so a pragma loop with one gets a clause
   and a serial loop with one is treated as "#pragma acc loop"; a
   floating-point sum would make the tiles run one at a time, so its
   loops are left alone.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-auto=greedy -fopt-info-optimized-missed" } */

int a[64][64];
double v[1000];

int
pragma_int_sum (void)
{
  int sum = 0;
#pragma acc parallel loop reduction(+:sum) /* { dg-message "9: optimized: 'sum' is an integer reduction \\(\\+\\)" } */
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      sum += a[i][j];
  /* { dg-message "9: optimized: inferred block\\(i:1\\) \\(greedy\\)" "" { target *-*-* } 17 } */
  /* { dg-message "9: optimized: blocked nest with block\\(i:1\\): 64 tiles" "" { target *-*-* } 17 } */
  return sum;
}

unsigned
serial_checksum (void)
{
  unsigned check = 0;
  for (int i = 0; i < 64; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel: treated as '#pragma acc loop'" } */
    for (int j = 0; j < 64; j++)
      check ^= (unsigned) a[j][i] * 2654435761u;
  /* { dg-message "3: optimized: 'check' is an integer reduction \\(\\^\\)" "" { target *-*-* } 30 } */
  /* { dg-message "3: optimized: inferred block\\(i:1\\) \\(greedy\\)" "" { target *-*-* } 30 } */
  /* { dg-message "3: optimized: blocked nest with block\\(i:1\\): 64 tiles" "" { target *-*-* } 30 } */
  return check;
}

double
pragma_double_sum (void)
{
  double sum = 0;
#pragma acc parallel loop reduction(+:sum) /* { dg-message "9: missed: no block clause inferred: 'sum' carries a value from one iteration to the next and is not an integer reduction, so the tiles would run one at a time" } */
  for (int i = 0; i < 1000; i++)
    sum += v[i];
  return sum;
}

double
serial_double_sum (void)
{
  double sum = 0;
  for (int i = 0; i < 1000; i++) /* { dg-message "3: missed: loop 'i' left alone: scalar 'sum' is carried across iterations" } */
    sum += v[i];
  return sum;
}
