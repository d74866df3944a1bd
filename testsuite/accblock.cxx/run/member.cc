// Member functions over member arrays (this-> or not), references to
// arrays and to objects, a static member array.
#include <cstdio>

struct stencil
{
  static const int N = 96;
  double in[N], out[N];
  static int counts[N];

  void
  smooth (void)
  {
#pragma acc parallel loop block(i:12)
    for (int i = 1; i < N - 1; i++)
      this->out[i] = (in[i - 1] + 2 * in[i] + this->in[i + 1]) / 4;
  }

  void
  count (void)
  {
#pragma acc parallel loop block(i:8)
    for (int i = 0; i < N; i++)
      counts[i] += (int) out[i];
  }
};

int stencil::counts[stencil::N];

void
twice (int (&r)[128])
{
#pragma acc parallel loop block(i:32)
  for (int i = 0; i < 128; i++)
    r[i] = 2 * r[i] + 1;
}

void
copy_row (stencil &dst, const stencil &src)
{
#pragma acc parallel loop block(i:10)
  for (int i = 0; i < stencil::N; i++)
    dst.in[i] = src.out[i] + 1;
}

int r[128];
stencil s, t;

int
main (void)
{
  for (int i = 0; i < stencil::N; i++)
    s.in[i] = (i * 37) % 19;
  s.out[0] = s.out[stencil::N - 1] = 0;
  s.smooth ();
  s.count ();
  copy_row (t, s);
  t.smooth ();
  for (int i = 0; i < 128; i++)
    r[i] = i;
  twice (r);
  double sum = 0;
  long c = 0;
  for (int i = 0; i < stencil::N; i++)
    {
      sum += t.out[i] * (i + 1);
      c = c * 5 + stencil::counts[i];
    }
  for (int i = 0; i < 128; i++)
    c += r[i] * i;
  printf ("%.4f %ld\n", sum, c);
  return 0;
}
