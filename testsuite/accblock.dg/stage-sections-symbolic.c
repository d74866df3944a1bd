/* Sections whose subscripts add a variable of the parent: the dump
   names the variable in its dimension.  The row written apart from the
   rows read is a section of its own (time step, wavefront), in a flat
   array too when only that keeps the parallel tiles' writes apart; a
   read of the element a write writes goes with the written part; a row
   written between rows read keeps one section, as does a flat array
   whose tiles write apart anyway; two different variables take the
   dimension whole.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-dump" } */

#define N 64
double u[8][N];
long g[8][N];
int w1[N], w2[N];
double f[8 * N];
int h[N * N];
float p2[6 * 8 * 8];

void
time_step (int t)
{
#pragma acc loop block(x:8)
  for (int x = 1; x < N - 1; x++)
    u[t + 1][x] = u[t][x - 1] + u[t][x + 1];
}

void
in_place (int t)
{
#pragma acc loop block(x:8)
  for (int x = 0; x < N; x++)
    g[t][x] = g[t][x] * 3 + g[t + 1][x];
}

void
between (int m, double (*a)[m], int r)
{
#pragma acc loop block(j:4)
  for (int j = 0; j < m; j++)
    a[r][j] = a[r - 1][j] + a[r + 1][j];
}

void
two_variables (int p, int q)
{
#pragma acc loop block(x:8)
  for (int x = 0; x < N; x++)
    g[p][x] += g[q][x];
}

void
scaled (int t)
{
#pragma acc loop block(x:8)
  for (int x = 0; x < N; x++)
    u[7 - 2 * t][x] = u[6 - 2 * t][x];
}

void
shift (int t)
{
#pragma acc loop block(x:8)
  for (int x = 0; x < 32; x++)
    w1[x + 16 - t] = w2[x];
}

void
flat_step (int t)
{
#pragma acc loop block(x:8)
  for (int x = 1; x < N - 1; x++)
    f[(t + 1) * N + x] = f[t * N + x - 1] + f[t * N + x + 1];
}

void
flat_ordered (void)
{
#pragma acc loop block(i:4, j:8)
  for (int i = 0; i < N; i++)
    for (int j = 1; j < N - 9; j++)
      h[i * N + j + 8] = h[i * N + j - 1] + 1;
}

void
flat_rows (int t)
{
#pragma acc loop block(i:2)
  for (int i = 0; i < 8; i++)
    for (int j = 1; j < 7; j++)
      p2[((t + 1) * 8 + i) * 8 + j] = p2[(t * 8 + i) * 8 + j - 1];
}

/* { dg-final { scan-accblock-dump "section u\\\[t\\\]\\\[x\\{-1\\.\\.\\+1\\}\\\] read, 2 references" } } */
/* { dg-final { scan-accblock-dump "section u\\\[t\\+1\\\]\\\[x\\\] write covered, 1 references" } } */
/* { dg-final { scan-accblock-dump "section g\\\[t\\\]\\\[x\\\] read-write covered, 2 references" } } */
/* { dg-final { scan-accblock-dump "section g\\\[t\\+1\\\]\\\[x\\\] read, 1 references" } } */
/* { dg-final { scan-accblock-dump "section a\\\[r\\{-1\\.\\.\\+1\\}\\\]\\\[j\\\] read-write, 3 references" } } */
/* { dg-final { scan-accblock-dump "section g\\\[\\{\\+0\\.\\.\\+7\\}\\\]\\\[x\\\] read-write, 3 references" } } */
/* { dg-final { scan-accblock-dump "section u\\\[-2\\*t\\+6\\\]\\\[x\\\] read, 1 references" } } */
/* { dg-final { scan-accblock-dump "section u\\\[-2\\*t\\+7\\\]\\\[x\\\] write covered, 1 references" } } */
/* { dg-final { scan-accblock-dump "section w1\\\[x-t\\+16\\\] write covered, 1 references" } } */
/* { dg-final { scan-accblock-dump "section f\\\[x\\+64\\*t\\{-1\\.\\.\\+1\\}\\\] read, 2 references" } } */
/* { dg-final { scan-accblock-dump "section f\\\[x\\+64\\*t\\+64\\\] write covered, 1 references" } } */
/* { dg-final { scan-accblock-dump "section h\\\[i\\\]\\\[j\\{-1\\.\\.\\+8\\}\\\] read-write, 2 references" } } */
/* { dg-final { scan-accblock-dump "section p2\\\[i\\+8\\*t\\\]\\\[j-1\\\] read, 1 references" } } */
/* { dg-final { scan-accblock-dump "section p2\\\[i\\+8\\*t\\+8\\\]\\\[j\\\] write covered, 1 references" } } */
/* { dg-final { scan-accblock-dump-not "main memory" } } */
