/* split(k:G) is kept when iterations with different values of k share
   nothing but integer sums into arrays (X[s] = X[s] + E, X[s] -= E, the
   promoted forms of narrow types), which are then staged as summed
   sections; otherwise a warning drops it and the nest runs as the block
   clause alone says.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-dump -fopt-info-optimized" } */

#define N 64
int a[N][N], b[N][N], c[N][N];
short s[N];
signed char q[N];
unsigned long u[N];
double d[N];

void
matmul (void)
{
#pragma acc loop block(i:16, k:8, j:16) split(k:2) /* { dg-message "9: optimized: the tiles of loop 'k' run in 2 groups on different accelerators: its iterations share only sums into 'c', which each group adds to main memory" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	c[i][j] += a[i][k] * b[k][j];
  /* { dg-message "9: optimized: blocked nest with block\\(i:16, k:8, j:16\\) split\\(k:2\\): 128 tiles" "" { target *-*-* } 19 } */
  /* { dg-message "9: optimized: the tiles of loop 'j' run in parallel too" "" { target *-*-* } 19 } */
}

void
narrow (void)
{
#pragma acc loop block(i:4, k:8) split(k:3) /* { dg-message "9: optimized: the tiles of loop 'k' run in 3 groups on different accelerators: its iterations share only sums into 's'" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      {
	s[i] += a[i][k];
	q[i] -= b[k][i] * 3;
	u[i] = u[i] + (unsigned long) c[k][i];
	u[i] += k;
	u[i] = (unsigned long) a[i][k] + u[i];
      }
  /* { dg-message "9: optimized: blocked nest with block\\(i:4, k:8\\) split\\(k:3\\): 128 tiles" "" { target *-*-* } 31 } */
}

void
floating (void)
{
#pragma acc loop block(i:4, k:8) split(k:2) /* { dg-warning "34: warning: cannot split the tiles of loop 'k'; ignoring 'split'" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      d[i] += a[i][k];
  /* { dg-message "34: note: iterations with different values of it share 'd', and do not only add integers to it" "" { target *-*-* } 47 } */
  /* { dg-message "9: optimized: blocked nest with block\\(i:4, k:8\\) split\\(k:2\\) as block\\(i:4, k:8\\): 128 tiles" "" { target *-*-* } 47 } */
}

void
subtracted_from (void)
{
#pragma acc loop block(i:4, k:8) split(k:2) /* { dg-warning "34: warning: cannot split the tiles of loop 'k'; ignoring 'split'" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      s[i] = a[i][k] - s[i];
  /* { dg-message "9: optimized: blocked nest with block\\(i:4, k:8\\) split\\(k:2\\) as block\\(i:4, k:8\\): 128 tiles" "" { target *-*-* } 58 } */
  /* { dg-message "34: note: iterations with different values of it share 's', and do not only add integers to it" "" { target *-*-* } 58 } */
}

void
read_elsewhere (void)
{
#pragma acc loop block(i:4, k:8) split(k:2) /* { dg-warning "34: warning: cannot split the tiles of loop 'k'; ignoring 'split'" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      {
	c[i][0] += a[i][k];
	b[i][k] = c[i][0];
      }
  /* { dg-message "9: optimized: blocked nest with block\\(i:4, k:8\\) split\\(k:2\\) as block\\(i:4, k:8\\): 128 tiles" "" { target *-*-* } 69 } */
  /* { dg-message "34: note: iterations with different values of it share 'c', and do not only add integers to it" "" { target *-*-* } 69 } */
}

void
sum_used_twice (void)
{
#pragma acc loop block(i:4, k:8) split(k:2) /* { dg-warning "34: warning: cannot split the tiles of loop 'k'; ignoring 'split'" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      c[i][0] = c[i][0] + c[i][0];
  /* { dg-message "34: note: iterations with different values of it share 'c', and do not only add integers to it" "" { target *-*-* } 83 } */
  /* { dg-message "9: optimized: blocked nest with block\\(i:4, k:8\\) split\\(k:2\\) as block\\(i:4, k:8\\): 128 tiles" "" { target *-*-* } 83 } */
}

double
ordered (void)
{
  double total = 0;
#pragma acc loop block(i:1, k:8) split(k:2) /* { dg-warning "34: warning: cannot split the tiles of loop 'k'; ignoring 'split'" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      {
	c[i][0] += a[i][k];
	total += d[k];
      }
  /* { dg-message "34: note: a scalar carries a value from one tile to the next, so the tiles run one after the other" "" { target *-*-* } 95 } */
  /* { dg-message "9: optimized: the tiles run one at a time, in order, on one accelerator: 'total' carries a value from one tile to the next" "" { target *-*-* } 95 } */
  /* { dg-message "9: optimized: blocked nest with block\\(i:1, k:8\\) split\\(k:2\\) as block\\(i:1, k:8\\): 512 tiles" "" { target *-*-* } 95 } */
  return total;
}

void
parallel_anyway (void)
{
  /* k is proven parallel: its tiles already run apart, no split needed.  */
#pragma acc loop block(i:4, k:8) split(k:2) /* { dg-message "9: optimized: the tiles of loop 'k' run in parallel too" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      c[i][k] += a[i][k];
  /* { dg-message "9: optimized: blocked nest with block\\(i:4, k:8\\) split\\(k:2\\) as block\\(i:4, k:8\\): 128 tiles" "" { target *-*-* } 112 } */
  /* { dg-bogus "groups on different accelerators" "" { target *-*-* } 112 } */
}

/* { dg-final { scan-accblock-dump "section c\\\[i\\\]\\\[j\\\] read-write covered summed, 2 references" } } */
/* { dg-final { scan-accblock-dump "section s\\\[i\\\] read-write covered summed" } } */
/* { dg-final { scan-accblock-dump-not "section d\\\[i\\\] read-write covered summed" } } */

