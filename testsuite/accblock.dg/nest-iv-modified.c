/* The induction variable of a blocked level must not change in the
   body.  */
/* { dg-do compile } */

int a[64][64];

void
f (int n)
{
#pragma acc loop block(i:4) /* { dg-error "9: error: cannot block loop 'i': its induction variable is modified in the loop body" } */
  for (int i = 0; i < n; i++)
    {
      a[i][0] = 1;
      if (a[i][1])
	i += 2;
    }
}
