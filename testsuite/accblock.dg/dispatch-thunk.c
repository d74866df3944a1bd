/* On x86-64 a dispatch calls the unit's static thunk, whose assembly
   statement calls the runtime's register-preserving entry
   (dispatch-thunk.cc), so GCC knows that AXPY, which dispatches its
   loop for large N, clobbers only a few registers: RUN keeps A and B
   in vector registers across the calls (-fipa-ra).  The call goes
   through the GOT: a lazily bound PLT entry may clobber R10 and R11.
   Calling __accblock_dispatch directly, AXPY would clobber every
   call-used register, and RUN would park A and B in callee-saved
   general registers ("movq %xmm0, %r14") around each call.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-auto" } */

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

/* { dg-final { scan-assembler "call\t__accblock_dispatch_thunk" } } */
/* { dg-final { scan-assembler "call\t\\*__accblock_dispatch_preserving@GOTPCREL\\(%rip\\)" } } */
/* { dg-final { scan-assembler-not "call\t__accblock_dispatch@PLT" } } */
/* { dg-final { scan-assembler-not "movq\t%xmm\[0-9\]+, %r" } } */
