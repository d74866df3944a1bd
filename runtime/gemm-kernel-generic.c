/* gemm-kernel-generic.c -- the matrix-product micro-kernel every
   processor runs: vectors of two doubles (SSE2 on x86-64).

   Why this file exists: the processor may have neither AVX2 nor
   AVX-512F, and the library is built for the baseline of its target, so
   the entry needs a kernel that only assumes what the build does.  GCC's
   generic vectors compile to SSE2 on x86-64 and to whatever the target
   has elsewhere.  A 6 x 4 block of C fills 12 of x86-64's 16 vector
   registers.  The fused variant calls fma () for each lane: a processor
   without an FMA instruction runs it in software, slowly but with the
   one rounding the loops' fma has (GCC only contracts the loops where
   the target has FMA, so such a processor hardly meets fused tiles).
   Compiled without contraction (gemm-kernel.h says why).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "gemm-internal.h"

#include <math.h>

#pragma GCC push_options
#pragma GCC optimize ("fp-contract=off")

typedef double gemm_v2df __attribute__ ((vector_size (16)));

static inline __attribute__ ((always_inline)) gemm_v2df
gemm_generic_fma (gemm_v2df c, gemm_v2df b, double t)
{
  gemm_v2df r = { fma (b[0], t, c[0]), fma (b[1], t, c[1]) };
  return r;
}

#define GEMM_VEC gemm_v2df
#define GEMM_VL 2
#define GEMM_MR 6
#define GEMM_NV 2
#define GEMM_FMA(c, b, t) gemm_generic_fma ((c), (b), (t))
#define GEMM_PREFIX(x) gemm_generic_##x

#include "gemm-kernel.h"

#pragma GCC pop_options

const struct accblock_gemm_isa accblock_gemm_isa_generic =
{
  "generic", GEMM_MR, GEMM_NR, 256, 96, 2048,
  gemm_generic_plain, gemm_generic_fused
};
