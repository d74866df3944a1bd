/* Arrays whose subscripts also use a variable the nest does not change
   (the index of a loop around it, a parameter) are staged: the box moves
   with the variable's value at each dispatch.  Where the nest writes one
   row of such an array and reads others, the written row and the read
   rows are two sections, so that the read halo is never written back.
   Every nest must print what plain gcc prints, run backwards on one
   thread, and the statistics must show each nest's data moved by DMA,
   nothing accessed in main memory.  Before these arrays were staged,
   every nest below moved no byte.  */

/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "1" } */

/* u[t][x - 1 .. x + 1] read, u[t + 1][x] written (covered, not fetched):
   6 dispatches of 38 iterations in tiles of 7, each reading 2 more
   elements than it writes: (38 + 2 * 6) * 8 * 6 and 38 * 8 * 6 bytes.  */
/* { accblock-final { scan-stats "\"location\": \"[^\"]*:39:9\", \"block\": \\[7\\], \"tiles\": 36, \"dma_in_bytes\": 2400, \"dma_out_bytes\": 1824," } } */
/* Rows r - 1 .. r + 1 of a row pointer, one section read and written
   (tiles of j do not overlap): 6 dispatches of 3 rows of 13 doubles.  */
/* { accblock-final { scan-stats "\"location\": \"[^\"]*:48:9\", \"block\": \\[5\\], \"tiles\": 18, \"dma_in_bytes\": 1872, \"dma_out_bytes\": 1872," } } */
/* A wavefront: 39 rows, each read from the row before in tiles of 8
   with one element of halo: (39 + 5) * 4 * 39 and 39 * 4 * 39 bytes.  */
/* { accblock-final { scan-stats "\"location\": \"[^\"]*:59:9\", \"block\": \\[8\\], \"tiles\": 195, \"dma_in_bytes\": 6864, \"dma_out_bytes\": 6084," } } */
/* Two variables index the rows of one array: the whole column range of
   rows, 40 rows of the tile's columns, twice.  */
/* { accblock-final { scan-stats "\"location\": \"[^\"]*:68:9\", \"block\": \\[9\\], \"tiles\": 10, \"dma_in_bytes\": 12800, \"dma_out_bytes\": 12800," } } */
/* { accblock-final { scan-stats "\"direct_accesses\": 0," } } */

#include <stdio.h>

#define T 6
#define N 40
static double u[T + 1][N];
static int w[N][N];

static void
step (int t)
{
#pragma acc parallel loop block(x:7)
  for (int x = 1; x < N - 1; x++)
    u[t + 1][x] = 0.25 * u[t][x - 1] + 0.5 * u[t][x] + 0.25 * u[t][x + 1];
}

/* A reaches the nest as a row pointer (double (*)[m]).  */
static void
rows (int n, int m, double a[n][m], int r)
{
#pragma acc parallel loop block(j:5)
  for (int j = 0; j < m; j++)
    a[r][j] = a[r - 1][j] * 2 + a[r + 1][j] + j;
}

static void
wave (void)
{
  for (int i = 1; i < N; i++)
    {
      /* Row i from row i - 1.  */
#pragma acc parallel loop block(j:8)
      for (int j = 1; j < N; j++)
	w[i][j] = w[i - 1][j - 1] + w[i - 1][j] + (j ^ i);
    }
}

static void
two (int p, unsigned q)
{
#pragma acc parallel loop block(j:9)
  for (int j = 0; j < N; j++)
    w[p][j] += w[q][j] * 3;
}

int
main (void)
{
  static double a[8][13];
  for (int x = 0; x < N; x++)
    u[0][x] = (x * 37) % 11;
  for (int t = 0; t < T; t++)
    step (t);
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 13; j++)
      a[i][j] = i * 13 + j;
  for (int r = 1; r < 7; r++)
    rows (8, 13, a, r);
  for (int j = 0; j < N; j++)
    w[0][j] = j, w[j][0] = j;
  wave ();
  two (5, 7u);
  two (9, 9u);
  for (int t = 0; t <= T; t++)
    for (int x = 0; x < N; x++)
      printf ("%a%c", u[t][x], x == N - 1 ? '\n' : ' ');
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 13; j++)
      printf ("%a%c", a[i][j], j == 12 ? '\n' : ' ');
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      printf ("%d%c", w[i][j], j == N - 1 ? '\n' : ' ');
  return 0;
}
