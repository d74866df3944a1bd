// The copies of private, firstprivate and reduction clauses in
// expressions C++ folded while parsing: "fp * (i % 4)" is cached as
// "(i % 4) * fp", and the fold of the whole function used to put that
// cached tree, which names the shared fp, back in place of the
// renamed one (nestgen --cxx 6: each tile read the original fp).
#include <cstdio>

static int fp = 5;
static int out[40];
static long sums[40];

static void
firstprivate_global (void)
{
#pragma acc parallel loop block(i:2) firstprivate(fp)
  for (int i = 0; i < 40; i++)
    {
      fp += 3;
      out[i] = fp * (i % 4) + (fp + i);
      fp -= 3;
    }
}

static void
firstprivate_local (void)
{
  int f = 7;
#pragma acc parallel loop block(i:4) firstprivate(f)
  for (int i = 0; i < 40; i++)
    {
      f = f + 2;
      out[i] += f * i - (f + 1);
      f = f - 2;
    }
  std::printf ("f = %d\n", f);
}

static void
private_and_reduction (void)
{
  int v;
  long s = 0;
#pragma acc parallel loop block(i:8) private(v) reduction(+:s)
  for (int i = 0; i < 40; i++)
    {
      v = out[i] + 1;
      sums[i] = v * (i % 3) + (v + i);
      s = s + (long) v * 2;
    }
  std::printf ("s = %ld\n", s);
}

int
main (void)
{
  firstprivate_global ();
  firstprivate_local ();
  private_and_reduction ();
  for (int i = 0; i < 40; i++)
    std::printf ("%d %d %ld\n", i, out[i], sums[i]);
  std::printf ("fp = %d\n", fp);
  return 0;
}
