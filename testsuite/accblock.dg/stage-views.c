/* An array the nest only reads, indexed in several ways that no one box
   holds (rows reached through a row pointer cannot be taken whole), is
   staged as one section per way, a view: each is fetched, none written
   back.  An array the nest writes keeps one section, and stays in main
   memory when its references index it in different ways; an array
   with a reference that is not understood stays there, every view of
   it, with one remark.  Until views, every such array stayed in main
   memory ("its references index it in different ways").  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-verbose -fplugin-arg-accblock-dump" } */

void
rank_update (int n, int m, double C[restrict n][n],
	     double A[restrict n][m])
{
#pragma acc loop block(i:4)
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++)
      for (int j = 0; j < n; j++)
	C[i][j] += A[i][k] * A[j][k]; /* { dg-message "note: accblock: 'A' is staged as 2 blocks, one per way its references index it" } */
}

void
transpose_sum (int n, double out[restrict n][n], double in[restrict n][n])
{
#pragma acc loop block(i:8, j:8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      out[i][j] = in[i][j] + in[j][i] + in[j][i + 1]; /* { dg-message "note: accblock: 'in' is staged as 2 blocks, one per way its references index it" } */
}

void
transpose_in_place (int n, double a[n][n])
{
#pragma acc loop block(i:8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i][j] = a[j][i] * 2; /* { dg-message "note: accblock: 'a' stays in main memory: its references index it in different ways" } */
}

void
gathered (int n, double out[restrict n][n], const double in[restrict n][n])
{
#pragma acc loop block(i:8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      out[i][j] = in[i][j] + in[j][i] + in[i][(i + j) % n]; /* { dg-message "note: accblock: 'in' stays in main memory: its subscripts are not affine" } */
}

/* { dg-message "note: accblock: 'out' stays in main memory: it may share memory with a reference that stays in main memory" "" { target *-*-* } 47 } */
/* { dg-bogus "'in' is staged" "" { target *-*-* } 47 } */
/* { dg-bogus "'C' stays in main memory" "" { target *-*-* } 20 } */
/* { dg-prune-output "blocked nest with" } */
/* { dg-prune-output "run in parallel too" } */
/* { dg-final { scan-accblock-dump "section A\\\[i\\\]\\\[k\\\] read, 1 references" } } */
/* { dg-final { scan-accblock-dump "section A\\\[j\\\]\\\[k\\\] read, 1 references" } } */
/* { dg-final { scan-accblock-dump "section in\\\[j\\\]\\\[i\{\\+0\\.\\.\\+1\}\\\] read, 2 references" } } */
/* { dg-final { scan-accblock-dump "section in\\\[j\\\]\\\[i\\\] main memory: its subscripts are not affine" } } */
