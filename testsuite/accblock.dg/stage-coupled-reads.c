/* A read whose subscript runs over two loops is staged with the range
   of one loop folded into the offsets of the other (the smaller one, or
   the one with constant bounds); of two loops without constant bounds
   the outer one drives the box and the runtime adds the inner one's
   range.  A write through such a subscript, or an inner loop whose
   bounds the runtime does not know (they change with the outer index),
   keep the array in main memory (one that is affine in the outer index
   has a hull that the runtime knows, but folded it would widen the box
   beyond what the program reads).  A one-dimensional array is first
   split into rows where it can be, and otherwise gives the reason of
   that split.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-verbose -fplugin-arg-accblock-dump" } */

#define N 256
#define K 7
double x[N + K], h[K], y[N + K], w[N + K][2], z[N + N][2];

void
convolve (int n, int m)
{
#pragma acc loop block(i:16) /* { dg-message "note: accblock: blocked nest with block\\(i:16\\): 16 tiles" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < K; k++)
      y[i] += h[k] * x[i + k];
#pragma acc loop block(i:16) /* { dg-message "note: accblock: blocked nest with block\\(i:16\\): 16 tiles" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < K; k++)
      w[i + k][1] = h[k]; /* { dg-message "note: accblock: 'w' stays in main memory: a subscript it is written through runs over several loops" } */
#pragma acc loop block(i:16) /* { dg-message "note: accblock: blocked nest with block\\(i:16\\): tile count known at run time" } */
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++)
      y[i] += z[i + k][0]; /* { dg-bogus "'z' stays in main memory" } */
#pragma acc loop block(i:16) /* { dg-message "note: accblock: blocked nest with block\\(i:16\\): tile count known at run time" } */
  for (int i = 0; i < n; i++)
    for (int k = 0; k < i; k++)
      y[i] -= z[i + 2 * k][1]; /* { dg-message "note: accblock: 'z' stays in main memory: a subscript adds a loop whose bounds follow an outer loop to another loop" } */
}

/* { dg-final { scan-accblock-dump "section x\\\[i\{\\+0..\\+6\}\\\] read, 1 references" } } */
/* { dg-final { scan-accblock-dump "section h\\\[k\\\] read, 1 references" } } */
/* { dg-final { scan-accblock-dump "section z\\\[i\\+k\\\]\\\[0\\\] read, 1 references" } } */
