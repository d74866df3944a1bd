/* gemm-common.h -- inputs and a bit-exact digest for the matrix-product
   tests (gemm.exp).

   Why this file exists: the tests of gemm.exp must show any bit that the
   call of __accblock_gemm_update gives differently from the loops.  Its
   values make products and sums round, so that a multiply and an add
   fused into one rounding, or any other order of operations, changes
   the digest, which covers every element of a result.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <stdio.h>
#include <string.h>

static double
gemm_value (int i, int j, int salt)
{
  return (double) ((i * 7 + j * 13 + salt * 5) % 23) / 7.0 - 1.3;
}

static void
gemm_fill (int rows, int cols, double m[rows][cols], int salt)
{
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      m[i][j] = gemm_value (i, j, salt);
}

/* FNV-1a over the bytes of every element, and the first and last
   element in hexadecimal.  */
static void
gemm_print (const char *name, int rows, int cols, double m[rows][cols])
{
  unsigned long long h = 1469598103934665603ULL;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      {
	unsigned char bytes[sizeof (double)];
	memcpy (bytes, &m[i][j], sizeof bytes);
	for (unsigned b = 0; b < sizeof bytes; b++)
	  h = (h ^ bytes[b]) * 1099511628211ULL;
      }
  printf ("%s %dx%d %016llx", name, rows, cols, h);
  if (rows > 0 && cols > 0)
    printf (" %a %a", m[0][0], m[rows - 1][cols - 1]);
  printf ("\n");
}
