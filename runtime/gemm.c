/* gemm.c -- matrix-product tiles run by the runtime.

   Why this file exists: a tile that is a matrix product (accblock-abi.h,
   "Matrix-product tiles") is faster in a kernel written once for the
   machine's vector unit than in the loops GCC makes of the tile, while
   every element of C must keep the bits the loops give it.  This file is
   that kernel's home.  This first version is the reference: the loops
   themselves, in the order the ABI fixes, which the tuned kernel must
   match bit for bit.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"

#include <math.h>

/* Separate multiply and add must stay separate on targets with FMA.  */
ACCBLOCK_EXPORT __attribute__ ((optimize ("fp-contract=off"))) void
__accblock_gemm_update (int64_t m, int64_t n, int64_t k, double s,
                        const double *a, int64_t lda,
                        const double *b, int64_t ldb,
                        double *c, int64_t ldc, int64_t flags)
{
  for (int64_t i = 0; i < m; i++)
    for (int64_t p = 0; p < k; p++)
      {
        double t = a[i * lda + p];
        if (flags & ACCBLOCK_GEMM_SCALED)
          t = s * t;
        for (int64_t j = 0; j < n; j++)
          {
            if (flags & ACCBLOCK_GEMM_FUSED)
              c[i * ldc + j] = fma (t, b[p * ldb + j], c[i * ldc + j]);
            else
              c[i * ldc + j] += t * b[p * ldb + j];
          }
      }
}
