/* Only a single loop nested in a blocked level can be blocked.  */
/* { dg-do compile } */

int a[64][64];

void
f (int n)
{
#pragma acc loop block(i:4, j:4) /* { dg-error "29: error: 'j' is the induction variable of one of several loops inside loop 'i'" } */
  for (int i = 0; i < n; i++)
    {
      for (int j = 0; j < n; j++)
	a[i][j] = 1;
      for (int k = 0; k < n; k++)
	a[k][i] = 2;
    }
}
