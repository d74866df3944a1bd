/* Without "target=", "local-mem=" or "num-accel=" a unit registers no
   machine: the runtime's default (or ACCBLOCK_TARGET) applies.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block" } */

double a[64][64];

void
scale (double s)
{
#pragma acc parallel loop block(i:8)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      a[i][j] *= s;
}

/* { dg-final { scan-assembler-not "__accblock_register_machine" } } */
