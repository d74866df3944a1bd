/* Sections whose subscripts add a variable of the parent: the dump
   names the variable in its dimension.  The row written apart from the
   rows read is a section of its own (time step, wavefront); a row read
   and written in place, or written between rows read, keeps one
   section; two different variables take the dimension whole.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-dump" } */

#define N 64
double u[8][N];
long g[8][N];
int w1[N], w2[N];

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

/* { dg-final { scan-accblock-dump "section u\\\[t\\\]\\\[x\\{-1\\.\\.\\+1\\}\\\] read, 2 references" } } */
/* { dg-final { scan-accblock-dump "section u\\\[t\\+1\\\]\\\[x\\\] write covered, 1 references" } } */
/* { dg-final { scan-accblock-dump "section g\\\[t\\{\\+0\\.\\.\\+1\\}\\\]\\\[x\\\] read-write, 3 references" } } */
/* { dg-final { scan-accblock-dump "section a\\\[r\\{-1\\.\\.\\+1\\}\\\]\\\[j\\\] read-write, 3 references" } } */
/* { dg-final { scan-accblock-dump "section g\\\[\\{\\+0\\.\\.\\+7\\}\\\]\\\[x\\\] read-write, 3 references" } } */
/* { dg-final { scan-accblock-dump "section u\\\[-2\\*t\\+6\\\]\\\[x\\\] read, 1 references" } } */
/* { dg-final { scan-accblock-dump "section u\\\[-2\\*t\\+7\\\]\\\[x\\\] write covered, 1 references" } } */
/* { dg-final { scan-accblock-dump "section w1\\\[x-t\\+16\\\] write covered, 1 references" } } */
/* { dg-final { scan-accblock-dump-not "main memory" } } */
