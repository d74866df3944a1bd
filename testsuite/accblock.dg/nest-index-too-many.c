/* More block indices than the nest has levels.  */
/* { dg-do compile } */

int a[64][64];

void
f (int n)
{
#pragma acc loop block(i:4, j:2) /* { dg-error "29: error: 'block' lists 2 indices but the loop nest has only 1 level" } */
  for (int i = 0; i < n; i++)
    a[i][0] = 0;
}
