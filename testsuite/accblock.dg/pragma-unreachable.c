/* Errors in directives of code that is never reached (after a return,
   under "if (0)") are reported like anywhere else: they are checked on
   the tree, before the dead code goes.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block" } */

int a[64][64];

int
after_return (int n)
{
  return 0;
#pragma acc loop block(q:4) /* { dg-error "24: error: 'q' is not an induction variable of the loop nest" } */
  for (int i = 0; i < n; i++)
    a[i][0] = 0;
}

void
under_if_zero (int n)
{
  if (0)
    {
#pragma acc parallel loop tile(4, 4) /* { dg-error "27: error: 'tile' clause with 2 sizes needs 2 tightly nested 'for' loops" } */
      for (int i = 0; i < n; i++)
	a[i][0] = 0;
#pragma acc loop collapse(3) /* { dg-error "9: error: 'collapse\\(3\\)' needs 3 tightly nested 'for' loops; found 2" } */
      for (int i = 0; i < n; i++)
	for (int j = 0; j < n; j++)
	  a[i][j] = 0;
    }
}
