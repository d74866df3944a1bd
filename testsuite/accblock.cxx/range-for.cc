// A range-based for is not a counted loop: left alone, with a remark
// that says so; the plain loop after it is dispatched.
// { dg-do compile }

#include <vector>

void
bump (std::vector<int> &v, int *p, int n)
{
#pragma acc parallel loop // { dg-message "9: note: accblock: loop left alone: a range-based 'for' is not a counted loop" }
  for (int &x : v)
    x++;
#pragma acc parallel loop block(i:4) // { dg-message "9: note: accblock: blocked nest with block\\(i:4\\)" }
  for (int i = 0; i < n; i++)
    p[i]++;
}
