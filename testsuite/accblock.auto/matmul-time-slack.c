/* The model's time slack on matmul 512 x 512 ints (the paper's machine,
   j proven parallel).  The fastest vector the model finds is
   block(i:32, k:15, j:32): 16 x 16 = 256 tasks of 32 x 32 elements of C,
   each reading A[32][512] and B[512][32]; 35651584 bytes, 6.18 ms.  By
   default the search then takes, among the vectors at most 10% slower
   that save at least the share of bytes they add of time, the one that
   moves the fewest bytes: block(i:37, k:7, j:40), 14 x 13 = 182 tasks
   (the last row and column of blocks smaller), 30408704 bytes (14.7%
   fewer), 6.66 ms (7.8% more).  With time-slack=0 it keeps the fastest.  The two
   files differ only in that option.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fopt-info-optimized -fplugin-arg-accblock-time-slack=0" } */

#define N 512
int A[N][N], B[N][N], C[N][N];

void
matmul (void)
{
#pragma acc parallel loop /* { dg-message "optimized: inferred block\\(i:32, k:15, j:32\\) \\(model\\): .* predicted DMA 35651584 bytes" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

/* { dg-message "optimized: blocked nest with block\\(i:32, k:15, j:32\\)" "" { target *-*-* } 20 } */
/* { dg-message "optimized: the tiles of loop 'j' run in parallel too" "" { target *-*-* } 20 } */
