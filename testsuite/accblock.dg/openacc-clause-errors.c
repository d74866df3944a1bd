/* Errors for data-sharing, tile, collapse and loop-kind clauses that
   cannot be carried out, at the token concerned.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block" } */

struct s { int x; } st;
int a[64], c[10];
const int k = 3;

void
f (int n, int *p)
{
  int vla[n];
  int m[2][3];
  double d;
#pragma acc parallel loop private(vla) /* { dg-error "35: error: 'vla' has a variable size; private copies of it are not supported" } */
  for (int i = 0; i < 64; i++)
    a[i] = vla[0];
#pragma acc parallel loop reduction(+:st) /* { dg-error "39: error: reduction variable 'st' must have an arithmetic type" } */
  for (int i = 0; i < 64; i++)
    a[i] = 0;
#pragma acc parallel loop reduction(+:p[2:]) /* { dg-error "39: error: the section of pointer 'p' needs a length" } */
  for (int i = 0; i < 64; i++)
    p[2] += i;
#pragma acc parallel loop private(m[0:2][0:3]) /* { dg-error "41: error: only one-dimensional array sections can be private or reduced" } */
  for (int i = 0; i < 64; i++)
    m[0][i % 3] = 0;
#pragma acc parallel loop private(p[0:a]) /* { dg-error "39: error: 'a' in an array section bound is not an integer variable or constant" } */
  for (int i = 0; i < 64; i++)
    p[0] = 0;
#pragma acc parallel loop firstprivate(st[0:1]) /* { dg-error "40: error: 'st' is neither an array nor a pointer to complete elements" } */
  for (int i = 0; i < 64; i++)
    a[i] = st.x;
#pragma acc parallel loop private(d) reduction(+:d) /* { dg-error "50: error: 'd' appears more than once in data-sharing clauses" } */
/* { dg-message "35: note: first appearance here" "" { target *-*-* } 34 } */
  for (int i = 0; i < 64; i++)
    a[i] = 0;
#pragma acc parallel loop reduction(+:k) /* { dg-error "39: error: 'k' is 'const'" } */
  for (int i = 0; i < 64; i++)
    a[i] = k;
#pragma acc parallel loop tile(4, 4) /* { dg-error "27: error: 'tile' clause with 2 sizes needs 2 tightly nested 'for' loops" } */
  for (int i = 0; i < 64; i++)
    a[i] = 0;
#pragma acc loop tile(4) block(i:4) /* { dg-error "18: error: 'tile' and 'block' clauses on one loop" } */
  for (int i = 0; i < 64; i++)
    a[i] = 0;
#pragma acc loop seq tile(2) /* { dg-error "22: error: 'tile' clause on a 'seq' loop" } */
  for (int i = 0; i < 64; i++)
    a[i] = 0;
#pragma acc loop seq independent /* { dg-error "9: error: at most one of 'seq', 'independent' and 'auto'" } */
  for (int i = 0; i < 64; i++)
    a[i] = 0;
#pragma acc loop collapse(2) /* { dg-error "9: error: 'collapse\\(2\\)' needs 2 tightly nested 'for' loops; found 1" } */
  for (int i = 0; i < 64; i++)
    a[i] = 0;
#pragma acc serial num_gangs(2) /* { dg-error "20: error: 'num_gangs' clause is not allowed on '#pragma acc serial'" } */
  ;
}
