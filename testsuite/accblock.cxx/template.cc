// A directive in a function template applies to each instantiation:
// each one is blocked, with its own remarks, and its private and
// reduction variables are the instantiation's.
// { dg-do compile }

template <typename T, int N>
T
scale_sum (T *x, T f)
{
  T t, s = 0;
#pragma acc parallel loop block(i:8) private(t) reduction(+:s) // { dg-message "9: note: accblock: blocked nest with block\\(i:8\\): 8 tiles" }
  for (int i = 0; i < N; i++)
    {
      t = x[i] * f;
      x[i] = t;
      s += t;
    }
  return s;
}
// { dg-message "9: note: accblock: blocked nest with block\\(i:8\\): 4 tiles" "second instantiation" { target *-*-* } 11 }
// { dg-message "9: note: accblock: 's' is an integer reduction \\(\\+\\)" "both instantiations" { target *-*-* } 11 }

int xi[64];
long xl[32];

int
use (void)
{
  return scale_sum<int, 64> (xi, 2) + (int) scale_sum<long, 32> (xl, 3L);
}
