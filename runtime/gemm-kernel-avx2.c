/* gemm-kernel-avx2.c -- the matrix-product micro-kernel for AVX2 with
   FMA.

   Why this file exists: with 16 vector registers of 4 doubles, a 6 x 8
   block of C (12 registers) stays in registers for a whole panel, with
   the two vectors of B, the splat of A and the plain kernel's rounded
   product beside it.  Compiled for AVX2 and FMA whatever the build's
   -march (gemm.c calls it only where the processor has both), and
   without contraction (gemm-kernel.h says why).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "gemm-internal.h"

#if defined __x86_64__ || defined __i386__

#pragma GCC push_options
#pragma GCC target ("avx2,fma")
#pragma GCC optimize ("fp-contract=off")

#include <immintrin.h>

#define GEMM_VEC __m256d
#define GEMM_VL 4
#define GEMM_MR 6
#define GEMM_NV 2
#define GEMM_FMA(c, b, t) _mm256_fmadd_pd ((b), _mm256_set1_pd (t), (c))
#define GEMM_PREFIX(x) gemm_avx2_##x

#include "gemm-kernel.h"

#pragma GCC pop_options

const struct accblock_gemm_isa accblock_gemm_isa_avx2 =
{
  "avx2", GEMM_MR, GEMM_NR, 256, 96, 2048,
  gemm_avx2_plain, gemm_avx2_fused
};

#endif
