// Member arrays in member functions under -fauto-block (plugin/member.cc):
// v[i] is this->v[i], staged from &this->v like a declared array, in a
// class, a member of a member, and a class template.  A copy from another
// object of the class is checked at run time: called with the object
// itself, shifted by one element, only the original order gives g++'s
// output, which the reverse schedule on three threads would not.  The
// stats show which calls were dispatched.
// { dg-additional-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited" }
// { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" }
// { dg-set-target-env-var ACCBLOCK_THREADS "3" }
/* { accblock-final { scan-stats "member-arrays.cc:32:5\", \[^\}\]*\"dispatches\": 2, \"host_runs\": 0," } } */
/* { accblock-final { scan-stats "member-arrays.cc:39:5\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 0," } } */
/* { accblock-final { scan-stats "member-arrays.cc:46:5\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 1, \"overlap_runs\": 1," } } */
/* { accblock-final { scan-stats "member-arrays.cc:59:5\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 0," } } */
#include <cstdio>

struct inner
{
  int a[3000];
  int z;
};

struct box
{
  int v[3000];
  inner g;
  double w[40][75];

  void
  fill (int k)
  {
    for (int i = 0; i < 3000; i++)
      v[i] = k * i % 97 - 40;
  }

  void
  mix ()
  {
    for (int i = 0; i < 3000; i++)
      this->g.a[i] = v[i] * 3 + g.z;
  }

  void
  shift_from (const box &other)
  {
    for (int i = 0; i < 2999; i++)
      v[i + 1] = other.v[i] * 2 + 1;
  }
};

template <typename T, int N>
struct tbox
{
  T v[N];

  void
  scale (T k)
  {
    for (int i = 0; i < N; i++)
      v[i] = v[i] * k + i;
  }
};

static box b, c;
static tbox<double, 2000> t;

static long
sum (const int *v, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s = s * 7 % 1000003 + v[i];
  return s;
}

int
main (void)
{
  b.fill (5);
  c.fill (7);
  b.g.z = 11;
  b.mix ();
  std::printf ("mix %ld\n", sum (b.g.a, 3000));
  b.shift_from (c);                     // apart
  std::printf ("apart %ld\n", sum (b.v, 3000));
  c.shift_from (c);                     // the object itself
  std::printf ("same %ld\n", sum (c.v, 3000));
  t.scale (1.5);
  double s = 0;
  for (int i = 0; i < 2000; i++)
    s += t.v[i] * (1 + i % 3);
  std::printf ("template %.3f\n", s);
  return 0;
}
