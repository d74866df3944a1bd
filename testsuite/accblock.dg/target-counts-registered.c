/* A unit compiled with "local-mem=" or "num-accel=" alone registers the
   default profile with those counts, so that the runtime simulates the
   machine the tiles were sized for; a count not given is passed as 0,
   the profile's.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-local-mem=64K" } */

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
/* { dg-final { scan-assembler "\"paper\"" } } */
/* { dg-final { scan-assembler "movl\[ \t\]+\\\$65536, %ecx" } } */
/* { dg-final { scan-assembler "xorl\[ \t\]+%edx, %edx" } } */
