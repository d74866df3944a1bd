/* A block clause must be followed by a for loop.  */
/* { dg-do compile } */

int s;

void
f (int n)
{
#pragma acc loop block(i:4) /* { dg-error "9: error: '#pragma acc loop' with a 'block' clause is not followed by a 'for' loop" } */
  s = n;
}
