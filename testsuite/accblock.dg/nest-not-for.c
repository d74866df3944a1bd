/* A block clause must be followed by a for loop: not by another
   statement, nor by another statement and then a loop, which the pragma
   does not annotate.  A macro that expands to "for" still counts.  */
/* { dg-do compile } */

int s, a[64];
void use (int);

#define LOOP for

void
f (int n)
{
#pragma acc loop block(i:4) /* { dg-error "9: error: '#pragma acc loop' with a 'block' clause is not followed by a 'for' loop" } */
  s = n;
}

void
call_then_loop (int n)
{
#pragma acc loop block(i:4) /* { dg-error "9: error: '#pragma acc loop' with a 'block' clause is not followed by a 'for' loop" } */
  use (n);
  for (int i = 0; i < n; i++)
    a[i] = i;
}

void
assignment_then_loop (int n)
{
#pragma acc parallel loop block(i:4) /* { dg-error "9: error: '#pragma acc loop' with a 'block' clause is not followed by a 'for' loop" } */
  s = n;
  for (int i = 0; i < n; i++)
    a[i] = i;
}

void
braces_then_loop (int n)
{
#pragma acc loop block(i:4) /* { dg-error "9: error: '#pragma acc loop' with a 'block' clause is not followed by a 'for' loop" } */
  {
    for (int i = 0; i < n; i++)
      a[i] = i;
  }
}

void
loop_from_macro (int n)
{
#pragma acc loop block(i:4) /* { dg-bogus "error" } */
  LOOP (int i = 0; i < n; i++)
    a[i] = i;
}
