/* private, firstprivate and reduction on variables that are not
   register scalars: globals, statics, address-taken locals, arrays and
   parameters.  Before privatize.cc the clauses were ignored and the
   tiles raced on the shared original (issue 28).  */
/* { accblock-plain-fails } */

#include <stdlib.h>

#define N 1000

int gsum;
static long ssum;
int gmax = -1;
unsigned gbits;
int a[N];
double b[N];
int out[N];
int tmp_global[4];

static void
check_reductions (int *escape)
{
  int local = 100;
  int *p = &local;		/* LOCAL is address-taken.  */
  gsum = 7;
  ssum = 0;
#pragma acc parallel loop reduction(+:gsum)
  for (int i = 0; i < N; i++)
    gsum += a[i];
#pragma acc parallel loop reduction(+:ssum, local)
  for (int i = 0; i < N; i++)
    {
      ssum += (long) a[i] * i;
      local += 1;
    }
#pragma acc parallel loop reduction(max:gmax)
  for (int i = 0; i < N; i++)
    gmax = a[i] > gmax ? a[i] : gmax;
#pragma acc parallel loop reduction(|:gbits)
  for (int i = 0; i < N; i++)
    gbits |= 1u << (a[i] % 32);
  long want_sum = 7, want_ssum = 0;
  int want_max = -1;
  unsigned want_bits = 0;
  for (int i = 0; i < N; i++)
    {
      want_sum += a[i];
      want_ssum += (long) a[i] * i;
      want_max = a[i] > want_max ? a[i] : want_max;
      want_bits |= 1u << (a[i] % 32);
    }
  if (gsum != want_sum || ssum != want_ssum || *p != 100 + N
      || gmax != want_max || gbits != want_bits)
    abort ();
  *escape = local;
}

/* A private array: each iteration writes all of it before reading.  */

static void
check_private_array (void)
{
  int t[4];
#pragma acc parallel loop private(t, tmp_global)
  for (int i = 0; i < N; i++)
    {
      for (int k = 0; k < 4; k++)
	{
	  t[k] = a[i] + k;
	  tmp_global[k] = t[k] * 2;
	}
      out[i] = t[0] * t[3] + tmp_global[1];
    }
  for (int i = 0; i < N; i++)
    if (out[i] != a[i] * (a[i] + 3) + 2 * (a[i] + 1))
      abort ();
}

/* firstprivate on a compute construct: the host's copy stays.  */

static void
check_firstprivate (int param)
{
  int val = 5;
  int *p = &val;
#pragma acc parallel firstprivate(val, param)
  {
    val = 9;
    param = val + 1;
  }
  if (*p != 5 || param != 3)
    abort ();
  int seen = 0;
#pragma acc parallel firstprivate(val) copy(seen)
  {
    seen = val;
  }
  if (seen != 5)
    abort ();
}

/* private on a compute construct: the original is untouched.  */

static void
check_private_region (void)
{
  static int scratch = 11;
#pragma acc parallel private(scratch)
  {
    scratch = 0;
#pragma acc loop
    for (int i = 0; i < N; i++)
      out[i] = i;
  }
  if (scratch != 11)
    abort ();
}

/* firstprivate on a combined construct: every iteration starts from the
   host's value.  */

static void
check_firstprivate_loop (void)
{
  int base = 3;
#pragma acc parallel loop firstprivate(base)
  for (int i = 0; i < N; i++)
    {
      base += i;
      out[i] = base;
    }
  for (int i = 0; i < N; i++)
    if (out[i] != 3 + i)
      abort ();
  if (base != 3)
    abort ();
}

int
main (void)
{
  int escaped;
  for (int i = 0; i < N; i++)
    {
      a[i] = (i * 37) % 101;
      b[i] = i * 0.5;
    }
  check_reductions (&escaped);
  if (escaped != 100 + N)
    abort ();
  check_private_array ();
  check_firstprivate (3);
  check_private_region ();
  check_firstprivate_loop ();
  return 0;
}
