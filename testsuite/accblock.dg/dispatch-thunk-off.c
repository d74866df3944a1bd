/* "preserving-dispatch=no" calls __accblock_dispatch directly: no thunk,
   and RUN parks A and B in callee-saved registers around each call of
   AXPY, which GCC must then assume to clobber every call-used register
   (dispatch-thunk.c has the default).  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-preserving-dispatch=no" } */

double x[1 << 16], y[1 << 16];
double total;

__attribute__ ((noinline)) static void
axpy (int n, double a)
{
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

void
run (int n, double a, double b)
{
  for (int k = 0; k < 1000; k++)
    {
      axpy (n, a);
      total += b;
    }
}

/* { dg-final { scan-assembler-not "__accblock_dispatch_thunk" } } */
/* { dg-final { scan-assembler "call\t__accblock_dispatch@PLT" } } */
/* { dg-final { scan-assembler "movq\t%xmm\[0-9\]+, %r" } } */
