/* The descriptor holds eight levels; a ninth index is refused.  */
/* { dg-do compile } */

void
f (void)
{
  int a, b, c, d, e, g, h, k, m;
#pragma acc loop block(a:1, b:1, c:1, d:1, e:1, g:1, h:1, k:1, m:1) /* { dg-error "64: error: 'block' clause has more than 8 indices" } */
  for (a = 0; a < 1; a++)
    ;
  (void) b; (void) c; (void) d; (void) e; (void) g; (void) h; (void) k;
  (void) m;
}
