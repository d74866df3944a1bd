/* The model's time slack on matmul 1024 x 1024 ints (the paper's
   machine, j proven parallel).  The fastest vector the model finds is
   block(i:32, k:10, j:64): 32 x 16 = 512 tasks in 8 rounds, each
   reading 32 rows of A and 64 columns of B; in all A 16 times, B 32
   times, C in and out once: (16 + 32 + 2) x 1024 x 1024 x 4 =
   209715200 bytes, 48.4 ms.  By default the search then takes, among
   the vectors at most 10% slower that save at least the share of bytes
   they add of time, the one that moves the fewest bytes:
   block(i:38, k:5, j:74), 27 x 14 = 378 tasks in 6 rounds (the last
   row of blocks 36 high, the last column 62 wide), (14 + 27 + 2) x
   1024 x 1024 x 4 = 180355072 bytes (14.0% fewer), 50.6 ms (4.5%
   more).  With time-slack=0 it keeps the fastest.  The two
   files differ only in that option.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fopt-info-optimized -fplugin-arg-accblock-time-slack=0" } */

#define N 1024
int A[N][N], B[N][N], C[N][N];

void
matmul (void)
{
#pragma acc parallel loop /* { dg-message "optimized: inferred block\\(i:32, k:10, j:64\\) \\(model\\): .* predicted DMA 209715200 bytes" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

/* { dg-message "optimized: blocked nest with block\\(i:32, k:10, j:64\\)" "" { target *-*-* } 23 } */
/* { dg-message "optimized: the tiles of loop 'j' run in parallel too" "" { target *-*-* } 23 } */
