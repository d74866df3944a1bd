/* The model's time slack on matmul 512 x 512 ints (the paper's machine,
   j proven parallel).  The fastest vector the model finds is
   block(i:32, k:18, j:43): 16 x 12 = 192 tasks (the last column of
   blocks 39 wide), each reading 32 rows of A and 43 columns of B; in
   all A 12 times, B 16 times, C in and out once: (12 + 16 + 2) x
   512 x 512 x 4 = 31457280 bytes, 6.11 ms.  By default the search then
   takes, among the vectors at most 10% slower that save at least the
   share of bytes they add of time, the one that moves the fewest bytes:
   block(i:47, k:9, j:47), 11 x 11 = 121 tasks (the last row and column
   of blocks 42 wide), (11 + 11 + 2) x 512 x 512 x 4 = 25165824 bytes
   (20.0% fewer), 6.48 ms (5.9% more).  With time-slack=0 it keeps the fastest.  The two
   files differ only in that option.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fopt-info-optimized -fplugin-arg-accblock-time-slack=0" } */

#define N 512
int A[N][N], B[N][N], C[N][N];

void
matmul (void)
{
#pragma acc parallel loop /* { dg-message "optimized: inferred block\\(i:32, k:18, j:43\\) \\(model\\): .* predicted DMA 31457280 bytes" } */
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

/* { dg-message "optimized: blocked nest with block\\(i:32, k:18, j:43\\)" "" { target *-*-* } 22 } */
/* { dg-message "optimized: the tiles of loop 'j' run in parallel too" "" { target *-*-* } 22 } */
