/* Blocking two inner levels is tiling.  When a dependence goes against
   the tile order the clause falls back to the nearest one that keeps the
   original order, with a warning; when the levels are permutable no
   warning is given.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-verbose" } */

double a[64][64][64];

void
against (int n)
{
#pragma acc loop block(i:1, j:4, k:4) /* { dg-warning "18: warning: cannot prove that the inner loops of block\\(i:1, j:4, k:4\\) may be tiled; using block\\(i:1, j:4\\)" } */
  /* { dg-message "18: note: a dependence on 'a' goes against the tile order" "" { target *-*-* } 13 } */
  /* { dg-message "9: note: accblock: blocked nest with block\\(i:1, j:4, k:4\\) as block\\(i:1, j:4\\)" "" { target *-*-* } 13 } */
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++)
      for (int k = 0; k < n - 1; k++)
	a[i][j][k] = a[i][j - 1][k + 1] + 1;
}

void
permutable (int n)
{
#pragma acc loop block(i:1, j:4, k:4) /* { dg-bogus "warning" } */
  /* { dg-message "9: note: accblock: blocked nest with block\\(i:1, j:4, k:4\\): tile" "" { target *-*-* } 25 } */
  for (int i = 0; i < n; i++)
    for (int j = 1; j < n; j++)
      for (int k = 1; k < n; k++)
	a[i][j][k] = a[i][j - 1][k - 1] + a[i][j][k - 1];
}

void
flat_pointer (double *p, int n)
{
#pragma acc loop block(i:2, k:8) /* { dg-warning "18: warning: cannot prove" } */
  /* { dg-message "18: note: the subscripts of 'p'" "" { target *-*-* } 36 } */
  /* { dg-message "9: note: accblock: blocked nest with block\\(i:2, k:8\\) as block\\(i:2\\)" "" { target *-*-* } 36 } */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
	p[(i * n + j) * n + k] += 1; /* { dg-message "note: accblock: 'p' stays in main memory: its subscripts are not affine" } */
}
