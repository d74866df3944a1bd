/* _Pragma inside a macro reaches the same handler: a good clause
   compiles, a bad one is reported at the macro's use.  */
/* { dg-do compile } */

#define DO_PRAGMA(text) _Pragma (#text)
#define BLOCKED(size, n, stmt)                 \
  DO_PRAGMA (acc loop block(i:size))            \
  for (int i = 0; i < (n); i++)                 \
    stmt;

double a[100];

void
f (int n)
{
  BLOCKED (8, n, a[i] = i)
  BLOCKED (0, n, a[i] = 2 * i) /* { dg-error "error: block size for 'i' must be positive, not 0" } */
}
