/* gemm-kernel-avx512.c -- the matrix-product micro-kernel for AVX-512F.

   Why this file exists: with 32 vector registers of 8 doubles, a 6 x 32
   block of C (24 registers) stays in registers for a whole panel, which
   leaves room for the four vectors of B, the splat of A and the product
   the plain kernel rounds before adding (6 x 32 measured faster than
   12 x 16 and 8 x 24 for the plain kernel, the same for the fused one).  Compiled for AVX-512F whatever
   the build's -march (gemm.c calls it only where the processor has it),
   and without contraction (gemm-kernel.h says why).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "gemm-internal.h"

#if defined __x86_64__ || defined __i386__

#pragma GCC push_options
#pragma GCC target ("avx512f")
#pragma GCC optimize ("fp-contract=off")

#include <immintrin.h>

#define GEMM_VEC __m512d
#define GEMM_VL 8
#define GEMM_MR 6
#define GEMM_NV 4
#define GEMM_FMA(c, b, t) _mm512_fmadd_pd ((b), _mm512_set1_pd (t), (c))
#define GEMM_PREFIX(x) gemm_avx512_##x

#include "gemm-kernel.h"

#pragma GCC pop_options

const struct accblock_gemm_isa accblock_gemm_isa_avx512 =
{
  "avx512", GEMM_MR, GEMM_NR, 256, 96, 2048,
  gemm_avx512_plain, gemm_avx512_fused
};

#endif
