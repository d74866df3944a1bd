/* A unit compiled with "target=" that dispatches nothing registers
   nothing either: it needs no libaccblock to link.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host" } */

double a[64][64];

void
scale (double s)
{
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      a[i][j] *= s;
}

/* { dg-final { scan-assembler-not "__accblock_register_machine" } } */
