/* A sweep in place tiled in skewed fronts (plugin/skew.cc) has its
   written element described apart from the elements it reads around
   it, although the two overlap (plugin/section-split.cc): the runtime
   stages the two in one copy and writes back only what the tile wrote.
   seidel-2d's A[i][j] (written, and read in the same iteration) becomes
   one section, the other eight reads another.  A sweep that writes two
   elements per iteration keeps one section, which the runtime leaves
   in main memory.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-dump" } */

double A[64][64], B[64][64];

void
seidel (int steps)
{
  for (int t = 0; t < steps; t++)
    for (int i = 1; i < 63; i++)
      for (int j = 1; j < 63; j++)
	A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1]
		   + A[i][j - 1] + A[i][j] + A[i][j + 1]
		   + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
}

void
two_writes (int steps)
{
  for (int t = 0; t < steps; t++)
    for (int i = 1; i < 62; i++)
      for (int j = 1; j < 63; j++)
	{
	  B[i][j] = B[i - 1][j] + B[i][j + 1];
	  B[i + 1][j] = B[i][j - 1] * 0.5;
	}
}

/* { dg-final { scan-accblock-dump "section A\\\[i\\\{-1\\.\\.\\+1\\\}\\\]\\\[j\\\{-1\\.\\.\\+1\\\}\\\] read, 8 references" } } */
/* { dg-final { scan-accblock-dump "section A\\\[i\\\]\\\[j\\\] read-write\[a-z \]*, 2 references" } } */
/* { dg-final { scan-accblock-dump "section B\\\[i\\\{-1\\.\\.\\+1\\\}\\\]\\\[j\\\{-1\\.\\.\\+1\\\}\\\] read-write" } } */
