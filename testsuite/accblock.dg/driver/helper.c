/* helper.c -- the second translation unit of the driver tests: it has its
   own blocked loop, so a command line with two sources must hand the
   plugin arguments to both compilations.  */

int helper_values[32];

int
helper_sum (int n)
{
  int i, sum = 0;

#pragma acc parallel loop block(i:4)
  for (i = 0; i < n; i++)
    helper_values[i] = i;

  for (i = 0; i < n; i++)
    sum += helper_values[i];
  return sum;
}
