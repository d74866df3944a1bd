/* The kinds of compute construct: a serial construct runs its loops in
   order (one gang), blocked or not; kernels and "auto" loops run in
   parallel only where the dependence test proves it; an atomic update
   in a loop keeps every update.  Every loop here carries a dependence
   that running its iterations out of order (ACCBLOCK_SCHEDULE=reverse
   on several threads) would break.  */

#include <stdlib.h>

#define N 300

int a[N], b[N], hist[8];
double prefix[N];

#define CHECK(cond) do { if (!(cond)) abort (); } while (0)

static void
reset (void)
{
  for (int i = 0; i < N; i++)
    a[i] = b[i] = i % 5;
}

int
main (void)
{
  reset ();
#pragma acc serial loop block(i:4)
  for (int i = 1; i < N; i++)
    a[i] = a[i - 1] + 1;
#pragma acc serial
  {
#pragma acc loop block(i:16)
    for (int i = 1; i < N; i++)
      b[i] = b[i - 1] * 3 % 1000 + 1;
  }
  int want_b = 0;
  for (int i = 1; i < N; i++)
    want_b = want_b * 3 % 1000 + 1;
  CHECK (a[N - 1] == N - 1 && b[N - 1] == want_b);

  reset ();
#pragma acc kernels loop
  for (int i = 1; i < N; i++)
    a[i] = a[i - 1] + 2;
#pragma acc kernels
  {
#pragma acc loop
    for (int i = 1; i < N; i++)
      b[i] = b[i - 1] + 3;
  }
  CHECK (a[N - 1] == 2 * (N - 1) && b[N - 1] == 3 * (N - 1));

  reset ();
#pragma acc parallel loop auto
  for (int i = 1; i < N; i++)
    a[i] = a[i - 1] + 4;
  CHECK (a[N - 1] == 4 * (N - 1));

  /* Proven parallel: kernels may run these in parallel.  */
#pragma acc kernels loop block(i:8)
  for (int i = 0; i < N; i++)
    b[i] = i * 2;
  for (int i = 0; i < N; i++)
    CHECK (b[i] == i * 2);

  /* Atomic updates of a histogram and of a double.  */
  double total = 0;
#pragma acc parallel loop block(i:10)
  for (int i = 0; i < N; i++)
    {
#pragma acc atomic update
      hist[i % 8]++;
#pragma acc atomic
      total += 0.5;
    }
  for (int k = 0; k < 8; k++)
    CHECK (hist[k] == N / 8 + (k < N % 8));
  CHECK (total == N * 0.5);

  /* A prefix sum in a serial construct's loop with "seq".  */
  prefix[0] = 1;
#pragma acc serial loop seq
  for (int i = 1; i < N; i++)
    prefix[i] = prefix[i - 1] * 0.5 + 1;
  CHECK (prefix[N - 1] > 1.99 && prefix[N - 1] <= 2);
  return 0;
}
