// std::vector's data () and raw pointers, __restrict__ included, are
// arrays the nest reaches through pointers known in front of it.
// { dg-do compile }
// { dg-prune-output "stays in main memory" }

#include <vector>

void
axpy (std::vector<double> &y, const std::vector<double> &x, double a)
{
  double *__restrict__ py = y.data ();
  const double *__restrict__ px = x.data ();
  int n = (int) y.size ();
#pragma acc parallel loop block(i:64) // { dg-message "9: note: accblock: blocked nest with block\\(i:64\\): tile count known at run time" }
  for (int i = 0; i < n; i++)
    py[i] += a * px[i];
}
