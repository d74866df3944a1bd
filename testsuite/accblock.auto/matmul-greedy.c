/* The paper's worked example (paper-notes section 3): C = C + A * B on
   int 128 x 128 matrices, loop order i, k, j, M = 16 KiB, 64
   accelerators (the default "paper" target).  Greedy must give exactly
   block(i:1, k:30):
     level i (parallel): at most 128 / 64 = 2 iterations per block;
       i:1 needs A[1][128] + B[128][128] + C[1][128]
         = (128 + 16384 + 128) * 4 = 66560 > 16384 bytes: block k too;
     level k (profitable: C[i][j] is reused across k):
       k:b needs A[1][b] + B[b][128] + C[1][128] = (129 b + 128) * 4,
       k:30 -> 15992 <= 16384, k:31 -> 16508 > 16384.
   Tiles: 128 * ceil (128 / 30) = 640.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto=greedy -fopt-info-optimized -fplugin-arg-accblock-dump" } */

#define N 128
int A[N][N], B[N][N], C[N][N];

void
matmul (void)
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(i:1, k:30\\) \\(greedy\\): footprint 15992 of 16384 bytes, 640 tiles, 128 outer blocks on 64 accelerators, predicted DMA \[0-9\]+ bytes" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

/* The outline pass then blocks the nest as if the clause were written.  */
/* { dg-message "9: optimized: blocked nest with block\\(i:1, k:30\\): 640 tiles" "" { target *-*-* } 21 } */
/* The search trace in the dump shows the paper's steps.  */
/* { dg-final { scan-accblock-dump "greedy: i:1 needs 66560 bytes > 16384" } } */
/* { dg-final { scan-accblock-dump "greedy: k:30 needs 15992 bytes <= 16384 \\(k:31 would need 16508\\)" } } */
/* { dg-final { scan-accblock-dump "array A: 4-byte elements, read \\\[128 by i\\*1\\+0\\.\\.\\+0\\\] \\\[128 by k\\*1\\+0\\.\\.\\+0\\\]" } } */
