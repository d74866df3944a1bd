/* Two block clauses on one loop: the second is refused and the first
   is pointed at.  */
/* { dg-do compile } */

void
f (int n, double (*a)[64])
{
  int i, j;
#pragma acc loop block(i:4) gang block(j:4) /* { dg-error "34: error: 'block' clause given twice" } */
  /* { dg-message "18: note: first 'block' clause here" "" { target *-*-* } 9 } */
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      a[i][j] = 0;
}
