/* A unit compiled with "target=NAME" that dispatches a nest names NAME
   to the runtime from a static constructor of priority 100, so that
   the program runs on the target its tiles were chosen for.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host" } */

double a[64][64];

void
scale (double s)
{
#pragma acc parallel loop block(i:8)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      a[i][j] *= s;
}

/* { dg-final { scan-assembler "__accblock_register_machine" } } */
/* { dg-final { scan-assembler "\\.init_array\\.00100" } } */
/* { dg-final { scan-assembler "\"host\"" } } */
