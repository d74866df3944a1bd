// Less common places for a directive: an out-of-class member of a class
// template (explicitly instantiated), a function-try-block, both
// branches of "if constexpr", a generic lambda in a function template
// (four instantiations), and a body that may throw (left alone).
#include <cstdio>
#include <stdexcept>
int a[64];

int
cf (int n)
{
  int s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < n; i++)
    s += i;
  return s;
}

template <typename T>
struct W
{
  T v[32];
  void f (int n);
};

template <typename T>
void
W<T>::f (int n)
{
#pragma acc parallel loop block(i:4)
  for (int i = 0; i < n; i++)
    v[i] = (T) i;
}

template struct W<float>;

void
ft (int n)
try
  {
#pragma acc parallel loop block(i:8)
    for (int i = 0; i < n; i++)
      a[i] = i;
  }
catch (...)
  {
  }

template <typename T>
void
ic (T *p, int n)
{
  if constexpr (sizeof (T) == 4)
    {
#pragma acc parallel loop block(i:8)
      for (int i = 0; i < n; i++)
	p[i] = 1;
    }
  else
    {
#pragma acc kernels loop
      for (int i = 0; i < n; i++)
	p[i] = 2;
    }
}

template <typename T>
void
nested (T *p, int n)
{
  auto g = [&] (auto k) {
#pragma acc parallel loop block(i:2)
    for (int i = 0; i < n; i++)
      p[i] += k;
  };
  g (1);
  g (2.0);
}

void
th (int n)
{
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    {
      if (a[i] < 0)
	throw std::runtime_error ("negative");
      a[i]++;
    }
}

int
main (void)
{
  W<float> w;
  w.f (32);
  ft (64);
  int x[8];
  double y[8];
  ic (x, 8);
  ic (y, 8);
  nested (x, 8);
  nested (y, 8);
  th (64);
  double sw = 0;
  for (int i = 0; i < 32; i++)
    sw += w.v[i] * (i + 1);
  long s = cf (10);
  for (int i = 0; i < 64; i++)
    s = s * 3 + a[i];
  for (int i = 0; i < 8; i++)
    s = s * 5 + x[i] + (long) (4 * y[i]);
  printf ("%ld %.1f\n", s, sw);
  return 0;
}
