/* break, return and goto leaving a blocked level are errors at the
   pragma; a break inside an unblocked inner loop is fine.  */
/* { dg-do compile } */

int a[64][64];

void
inner_break (int n)
{
#pragma acc loop block(i:4, j:4) /* { dg-error "9: error: cannot block loop 'j': a 'break', 'goto' or 'return' leaves it" } */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	if (a[i][j] < 0)
	  break;
	a[i][j] = 1;
      }
}

void
early_return (int n)
{
#pragma acc loop block(i:4) /* { dg-error "9: error: cannot block loop 'i': a 'break', 'goto' or 'return' leaves it" } */
  for (int i = 0; i < n; i++)
    {
      if (a[i][0] < 0)
	return;
      a[i][0] = 1;
    }
}

void
goto_out (int n)
{
#pragma acc loop block(i:4) /* { dg-error "9: error: cannot block loop 'i': a 'break', 'goto' or 'return' leaves it" } */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	if (a[i][j] < 0)
	  goto out;
	a[i][j] = 1;
      }
 out:;
}

void
break_in_unblocked (int n)
{
#pragma acc loop block(i:4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	if (a[i][j] < 0)
	  break;
	a[i][j] = 1;
      }
}
