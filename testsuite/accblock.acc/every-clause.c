/* Every OpenACC clause on every construct that takes it, in a program
   whose results they must not change on this machine (data is shared,
   constructs are synchronous): each loop still computes what the serial
   program does, under any schedule and thread count.  */

#include <stdlib.h>
#include <openacc.h>

#define N 96

float a[N][N], b[N][N], c[N];
int hist[4];

#define CHECK(cond) do { if (!(cond)) abort (); } while (0)

static void
compute_constructs (int n)
{
  float s = 0, t = 1;
  long q = 0;
#pragma acc parallel num_gangs(4) num_workers(2) vector_length(32) \
  async(1) wait(2) if(n > 0) default(present) copy(a) copyin(b) \
  copyout(c[0:N]) create(hist) present(a) no_create(q) attach(q) \
  reduction(+:s) device_type(*) num_gangs(2)
  {
#pragma acc loop gang worker vector independent collapse(2)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
	a[i][j] = b[i][j] + 1;
#pragma acc loop gang(static:*) vector(16) reduction(+:s)
    for (int i = 0; i < n; i++)
      s += b[i][0];
  }
#pragma acc wait
#pragma acc wait(1) async(2)
  float want = 0;
  for (int i = 0; i < n; i++)
    {
      want += b[i][0];
      for (int j = 0; j < n; j++)
	CHECK (a[i][j] == b[i][j] + 1);
    }
  CHECK (s == want);
#pragma acc kernels copy(c) num_gangs(2) async wait if(1) default(none)
  {
#pragma acc loop independent tile(8, *)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
	b[i][j] = a[j][i];
  }
#pragma acc serial copy(t) async(3) wait if(n) default(present) \
  firstprivate(n) private(q) reduction(*:t)
  {
#pragma acc loop seq
    for (int i = 0; i < 4; i++)
      t *= 2;
  }
  CHECK (t == 16);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      CHECK (b[i][j] == a[j][i]);
}

static void
data_directives (int n)
{
  float *p = malloc (n * sizeof *p);
#pragma acc data copy(c[0:N]) copyin(b[0:N][0:N]) present_or_copy(a) \
  pcopyout(hist) deviceptr(p) if(n) default(none)
  {
#pragma acc enter data copyin(p[0:n]) create(c) async(1) wait if(1)
    CHECK (acc_is_present (p, n * sizeof *p));
#pragma acc update device(p[0:n]) self(c) host(c[0:2]) if_present async
#pragma acc host_data use_device(p) if(n) if_present
    {
      CHECK (acc_deviceptr (p) == p);
    }
#pragma acc exit data copyout(p[0:n]) delete(c) finalize async wait if(1)
    CHECK (!acc_is_present (p, n * sizeof *p));
  }
#pragma acc init device_type(not_host) device_num(0) if(1)
#pragma acc set device_num(0) default_async(1) device_type(not_host)
#pragma acc shutdown device_num(0)
  free (p);
}

#pragma acc routine seq
static int
twice (int x)
{
  return 2 * x;
}

static void
loops_and_atomics (int n)
{
#pragma acc parallel loop gang worker vector private(n) firstprivate(hist)
  for (int i = 0; i < N; i++)
    {
      n = i;
      c[i] = twice (n);
    }
  for (int i = 0; i < N; i++)
    CHECK (c[i] == 2 * i);
#pragma acc parallel loop
  for (int i = 0; i < N; i++)
    {
#pragma acc atomic read
      int seen = hist[0];
#pragma acc atomic write
      hist[1] = seen;
#pragma acc atomic capture
      seen = hist[2]++;
#pragma acc atomic update
      hist[3] += seen >= 0;
    }
  CHECK (hist[2] == N && hist[3] == N);
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      b[i][j] = i * 0.5f + j;
  compute_constructs (N);
  data_directives (N);
  loops_and_atomics (N);
  return 0;
}
