/* reduction(op:list) for every operator OpenACC allows, on every C
   arithmetic type, on globals, statics, locals and parameters, on
   loops and on compute constructs.  Each result is checked against
   the same computation done serially.  Floating-point sums use values
   whose sums are exact, so any order gives the same bits.  */

#include <stdlib.h>
#include <complex.h>

#define N 500

signed char c8[N];
short s16[N];
int i32[N];
long long i64[N];
unsigned u32[N];
float f32[N];
double f64[N];

long long g_sum;
static double g_dsum;
float g_fprod = 1;

#define CHECK(cond) do { if (!(cond)) abort (); } while (0)

static void
fill (void)
{
  for (int i = 0; i < N; i++)
    {
      c8[i] = (signed char) (i % 7 - 3);
      s16[i] = (short) (i % 300 - 150);
      i32[i] = (i * 37) % 1001 - 500;
      i64[i] = (long long) i * 1000003;
      u32[i] = 1u << (i % 32);
      f32[i] = (float) ((i % 16) * 0.25);
      f64[i] = (i % 64) * 0.125;
    }
}

static void
integer_operators (int param)
{
  int add = 3, mul = 1, mx = -1000, mn = 1000, land = 1, lor = 0;
  unsigned band = ~0u, bor = 0, bxor = 0;
  short sadd = 0;
  signed char cmax = -128;
#pragma acc parallel loop reduction(+:add, sadd) reduction(*:mul) \
  reduction(max:mx, cmax) reduction(min:mn) reduction(&:band) \
  reduction(|:bor) reduction(^:bxor) reduction(&&:land) reduction(||:lor)
  for (int i = 0; i < N; i++)
    {
      add += i32[i];
      sadd += s16[i];
      if (i % 100 == 0)
	mul *= 2;
      mx = i32[i] > mx ? i32[i] : mx;
      cmax = c8[i] > cmax ? c8[i] : cmax;
      mn = i32[i] < mn ? i32[i] : mn;
      band &= u32[i] | 0xf0u;
      bor |= u32[i];
      bxor ^= u32[i] * 3;
      land = land && i32[i] > -600;
      lor = lor || i32[i] == 499;
    }
  int w_add = 3, w_mul = 1, w_mx = -1000, w_mn = 1000, w_land = 1, w_lor = 0;
  unsigned w_band = ~0u, w_bor = 0, w_bxor = 0;
  short w_sadd = 0;
  signed char w_cmax = -128;
  for (int i = 0; i < N; i++)
    {
      w_add += i32[i];
      w_sadd += s16[i];
      if (i % 100 == 0)
	w_mul *= 2;
      w_mx = i32[i] > w_mx ? i32[i] : w_mx;
      w_cmax = c8[i] > w_cmax ? c8[i] : w_cmax;
      w_mn = i32[i] < w_mn ? i32[i] : w_mn;
      w_band &= u32[i] | 0xf0u;
      w_bor |= u32[i];
      w_bxor ^= u32[i] * 3;
      w_land = w_land && i32[i] > -600;
      w_lor = w_lor || i32[i] == 499;
    }
  CHECK (add == w_add && sadd == w_sadd && mul == w_mul && mx == w_mx);
  CHECK (cmax == w_cmax && mn == w_mn && band == w_band && bor == w_bor);
  CHECK (bxor == w_bxor && land == w_land && lor == w_lor);

  /* A parameter and a 64-bit global.  */
  g_sum = 0;
#pragma acc parallel loop reduction(+:param, g_sum)
  for (int i = 0; i < N; i++)
    {
      param += 1;
      g_sum += i64[i];
    }
  long long w_sum = 0;
  for (int i = 0; i < N; i++)
    w_sum += i64[i];
  CHECK (param == 7 + N && g_sum == w_sum);
}

static void
floating_operators (void)
{
  float fsum = 0.5f, fmx = -1;
  double dmn = 100;
  g_dsum = 1;
  g_fprod = 1;
  double complex z = 1;
#pragma acc parallel loop reduction(+:fsum, g_dsum, z) reduction(max:fmx) \
  reduction(min:dmn) reduction(*:g_fprod)
  for (int i = 0; i < N; i++)
    {
      fsum += f32[i];
      g_dsum += f64[i];
      z += f64[i] + f64[i] * I;
      fmx = f32[i] > fmx ? f32[i] : fmx;
      dmn = f64[i] < dmn ? f64[i] : dmn;
      if (i % 50 == 0)
	g_fprod *= 2.0f;
    }
  float w_fsum = 0.5f, w_fmx = -1;
  double w_dsum = 1, w_dmn = 100;
  double complex w_z = 1;
  for (int i = 0; i < N; i++)
    {
      w_fsum += f32[i];
      w_dsum += f64[i];
      w_z += f64[i] + f64[i] * I;
      w_fmx = f32[i] > w_fmx ? f32[i] : w_fmx;
      w_dmn = f64[i] < w_dmn ? f64[i] : w_dmn;
    }
  CHECK (fsum == w_fsum && g_dsum == w_dsum && z == w_z);
  CHECK (fmx == w_fmx && dmn == w_dmn && g_fprod == 1024.0f);
}

/* A reduction on a compute construct, with the loop's own reduction
   inside (the usual way of writing it), and one on a serial
   construct.  */

static void
construct_reductions (void)
{
  int total = 10;
#pragma acc parallel reduction(+:total)
  {
#pragma acc loop reduction(+:total)
    for (int i = 0; i < N; i++)
      total += i32[i];
  }
  int w_total = 10;
  for (int i = 0; i < N; i++)
    w_total += i32[i];
  CHECK (total == w_total);
  long count = 5;
#pragma acc serial reduction(+:count)
  {
    for (int i = 0; i < N; i++)
      count += i % 3 == 0;
  }
  CHECK (count == 5 + (N + 2) / 3);
}

/* A declared max whose update the plugin cannot combine, under a
   clause that blocks an inner level: the clause allows any order of the
   updates, so the tiles carry the value in their own order (this was
   refused as changing the order of a carried value).  */

static void
blocked_max (void)
{
  int m = -1000;
#pragma acc parallel loop block(i:4, j:3) reduction(max:m)
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 25; j++)
      if ((int) (i32[i * 25 + j] * 3 - j) > m)
	m = (int) (i32[i * 25 + j] * 3 - j);
  int want = -1000;
  for (int k = 0; k < N; k++)
    if (i32[k] * 3 - k % 25 > want)
      want = i32[k] * 3 - k % 25;
  CHECK (m == want);
}

int
main (void)
{
  fill ();
  blocked_max ();
  integer_operators (7);
  floating_operators ();
  construct_reductions ();
  return 0;
}
