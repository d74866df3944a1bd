/* References that cannot be staged stay in main memory, each with a
   missed remark naming the array and the reason; the arrays around them
   are still staged unless they might share memory with them.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-verbose -fplugin-arg-accblock-dump" } */

#define N 64
double a[N][N], b[N][N], c[N];
int idx[N];
extern double opaque (double);

void
indirect (void)
{
#pragma acc loop block(i:4)
  for (int i = 0; i < N; i++)
    b[i][0] = a[idx[i]][0]; /* { dg-message "note: accblock: 'a' stays in main memory: its subscripts are not affine in the loop indices with constant coefficients" } */
}

void
coupled (void)
{
#pragma acc loop block(i:4)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      b[i][j] = a[i][(i + j) % N]; /* { dg-message "note: accblock: 'a' stays in main memory: its subscripts are not affine" } */
}

void
diagonal (void)
{
#pragma acc loop block(i:4)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N - i - 1; j++)
      c[i + j] += 1; /* { dg-message "note: accblock: 'c' stays in main memory: its subscript is not a row-major combination of the loop indices" } */
}

void
call (void)
{
#pragma acc loop block(i:4) /* { dg-message "9: note: accblock: arrays stay in main memory: a call, an asm or an escaping address in the nest may access the arrays" } */
  for (int i = 0; i < N; i++)
    c[i] = opaque (a[i][i]);
}

void
wraps (unsigned n, float *p, float *q)
{
#pragma acc loop block(i:4)
  for (unsigned i = 1; i < n; i++)
    q[i - 1] = p[i]; /* { dg-message "note: accblock: 'q' stays in main memory: a subscript is computed in arithmetic that may wrap around" } */
/* { dg-message "note: accblock: 'p' stays in main memory: it may share memory with a reference that stays in main memory" "" { target *-*-* } 51 } */
}

void
gather (void)
{
#pragma acc loop block(i:4)
  for (int i = 0; i < N; i++)
    c[i] = c[idx[i]] + 1; /* { dg-message "note: accblock: 'c' stays in main memory: its subscripts are not affine" } */
}

/* { dg-message "note: accblock: blocked nest with block\\(i:4\\): 16 tiles" "" { target *-*-* } 15 } */
/* { dg-message "note: accblock: blocked nest with block\\(i:4\\): 16 tiles" "" { target *-*-* } 23 } */
/* { dg-message "note: accblock: blocked nest with block\\(i:4\\): 16 tiles" "" { target *-*-* } 32 } */
/* { dg-message "note: accblock: blocked nest with block\\(i:4\\): 16 tiles" "" { target *-*-* } 41 } */
/* { dg-message "note: accblock: blocked nest with block\\(i:4\\): tile count known at run time" "" { target *-*-* } 49 } */
/* { dg-message "note: accblock: blocked nest with block\\(i:4\\): 16 tiles" "" { target *-*-* } 58 } */
/* { dg-message "8: note: accblock: 'c' stays in main memory: a subscript adds a loop whose bounds follow an outer loop to another loop" "" { target *-*-* } 35 } */
/* { dg-message "note: accblock: blocked nest with block\\(i:4\\): 8 tiles" "" { target *-*-* } 79 } */
/* { dg-final { scan-accblock-dump "section b\\\[i\\\]\\\[0\\\] write covered" } } */
/* { dg-final { scan-accblock-dump "section idx\\\[i\\\] read" } } */
/* { dg-final { scan-accblock-dump "section c\\\[i\\\] main memory: its subscripts are not affine" } } */

/* The diagonal again, the inner loop's bounds invariant (M <= N / 2).  */
void
diagonal_rectangle (int m)
{
#pragma acc loop block(i:4)
  for (int i = 0; i < N / 2; i++)
    for (int j = 0; j < m; j++)
      c[i + j] += 1; /* { dg-message "note: accblock: 'c' stays in main memory: its subscript is not a row-major combination of the loop indices" } */
}
