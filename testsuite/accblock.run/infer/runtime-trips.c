/* The paper's matmul with its size known only at run time: -fauto-block
   cannot price it at compile time, so the plugin strip-mines the levels
   a clause may block and the runtime chooses the sizes at the first
   dispatch with the same model.  With auto=greedy, int elements, N = 128
   and the paper's 64 accelerators with 16 KiB, that must be the worked
   example again: block(i:1, k:30), 640 tiles a dispatch (see infer.exp).  With
   auto=model, j is not known to be parallel at run time, and the model
   takes block(i:4, k:13), 320 tiles a dispatch: 32 tasks of 10 k tiles whose
   blocks (A 4 x 13, B 13 x 128, C 4 x 128 ints: 8912 bytes) leave room
   for the next tile's A and B beside them while C stays resident
   (15792 bytes), so the next blocks come in while a tile computes
   (modeled 0.250 ms a dispatch, against 0.259 ms for block(i:4, k:11),
   whose tiles would fit twice whole, and 0.311 ms for block(i:2, k:26));
   block(i:2, k:13) would model 3.5% faster but move 1.91 times the
   bytes, which the time slack trades away.  The nest runs twice: the
   second dispatch
   reuses the choice.  */

#include <stdio.h>
#include <stdlib.h>

static volatile int size = 128;

static void
matmul (int n, int (*a)[n], int (*b)[n], int (*c)[n])
{
#pragma acc parallel loop
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
	c[i][j] += a[i][k] * b[k][j];
}

int
main (void)
{
  int n = size;
  int (*a)[n] = malloc (sizeof (int[n][n]));
  int (*b)[n] = malloc (sizeof (int[n][n]));
  int (*c)[n] = malloc (sizeof (int[n][n]));
  if (!a || !b || !c)
    return 1;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	a[i][j] = (i + 2 * j) % 7 - 3;
	b[i][j] = (3 * i + j) % 5 - 2;
	c[i][j] = i - j;
      }
  matmul (n, a, b, c);
  matmul (n, a, b, c);
  long sum = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      sum += (long) c[i][j] * (i + 1) - j;
  printf ("checksum %ld\n", sum);
  free (a);
  free (b);
  free (c);
  return 0;
}
