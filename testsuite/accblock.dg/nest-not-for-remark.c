/* A loop pragma without block clause that is not followed by a for loop
   is left alone, with a remark, and the loop after the next statement is
   not dispatched in its place: its iterations call use () in order.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fopt-info-optimized-missed" } */

int a[64];
void use (int);

void
f (int n)
{
#pragma acc loop /* { dg-message "9: missed: loop left alone: it is not followed by a 'for' loop" } */
  use (n);
  for (int i = 0; i < n; i++)
    use (a[i]);
}

/* The pragma's remark would say "dispatched" had it taken the loop.  */
/* { dg-bogus "dispatched" "" { target *-*-* } 13 } */
