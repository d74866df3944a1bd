/* Induction variables must be int, long, unsigned or unsigned long.  */
/* { dg-do compile } */

int a[64][64];

void
f (int n)
{
  short i;
#pragma acc loop block(i:4) /* { dg-error "9: error: cannot block loop 'i': its induction variable is not int, long, unsigned or unsigned long" } */
  for (i = 0; i < n; i++)
    a[i][0] = 1;
}
