/* gemm-internal.h -- the seams between the files of the matrix-product
   kernel (__accblock_gemm_update).

   Why this file exists: the kernel is split one concern per file: the
   entry and the choice of instruction set (gemm.c), the cache blocking
   (gemm-block.c), the packing and the per-thread buffers (gemm-pack.c),
   and one register-blocked micro-kernel per instruction set
   (gemm-kernel-*.c, all made from gemm-kernel.h).  This header is what
   they, and the unit test runtime/tests/test-gemm.c, share.  None of it
   is exported from libaccblock.

   The one rule every file here keeps: element C[i][j] is updated once
   per k, in increasing k, exactly as accblock-abi.h ("Matrix-product
   tiles") says; only the order between different elements changes.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_GEMM_INTERNAL_H
#define ACCBLOCK_GEMM_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A micro-kernel: applies KC updates (k = 0 .. KC-1, in that order) to
   the ROWS x NR block of C at C (leading dimension LDC), 1 <= ROWS <= MR
   of its instruction set.  AP is a packed panel of A: for each k, MR
   values t (already scaled), rows beyond ROWS unused.  BP holds for each
   k the NR values of B's row k, row k at BP + k * LDBP.  */
typedef void (*accblock_gemm_kernel_fn) (int64_t rows, int64_t kc,
                                         const double *ap, const double *bp,
                                         int64_t ldbp, double *c,
                                         int64_t ldc);

/* One instruction set's micro-kernels and the block sizes they want.  */
struct accblock_gemm_isa
{
  const char *name;
  int64_t mr, nr;           /* The register block of C.  */
  int64_t kc, mc, nc;       /* Panels: depth, rows of A, columns of B.  */
  accblock_gemm_kernel_fn plain;  /* Multiply, round, add, round.  */
  accblock_gemm_kernel_fn fused;  /* One fma per update.  */
};

/* The paths the entry can take.  AUTO is the best the processor runs.  */
enum accblock_gemm_path
{
  ACCBLOCK_GEMM_PATH_AUTO = 0,
  ACCBLOCK_GEMM_PATH_REFERENCE,   /* The loops of the ABI, unblocked.  */
  ACCBLOCK_GEMM_PATH_GENERIC,     /* 16-byte vectors (SSE2 on x86-64).  */
  ACCBLOCK_GEMM_PATH_AVX2,        /* AVX2 and FMA.  */
  ACCBLOCK_GEMM_PATH_AVX512,      /* AVX-512F.  */
  ACCBLOCK_GEMM_PATH_COUNT
};

/* gemm-kernel-*.c.  The AVX ones exist only on x86.  */
extern const struct accblock_gemm_isa accblock_gemm_isa_generic;
#if defined __x86_64__ || defined __i386__
extern const struct accblock_gemm_isa accblock_gemm_isa_avx2;
extern const struct accblock_gemm_isa accblock_gemm_isa_avx512;
#endif

/* gemm-pack.c.  */
double *accblock_gemm_buffer (size_t doubles);
void accblock_gemm_pack_a (const struct accblock_gemm_isa *isa,
                           int64_t rows, int64_t kc, const double *a,
                           int64_t lda, double s, bool scaled, double *dst);
void accblock_gemm_pack_b (const struct accblock_gemm_isa *isa,
                           int64_t cols, int64_t kc, const double *b,
                           int64_t ldb, double *dst);

/* gemm-block.c: the whole update on ISA's kernels.  False, having done
   nothing, when no buffer could be allocated.  */
bool accblock_gemm_blocked (const struct accblock_gemm_isa *isa,
                            int64_t m, int64_t n, int64_t k, double s,
                            const double *a, int64_t lda,
                            const double *b, int64_t ldb,
                            double *c, int64_t ldc, int64_t flags);

/* gemm.c.  The reference loops, and the hook by which the unit test runs
   every path the processor supports: false (and no change) when it does
   not support PATH.  Every path has both the fused and the plain
   kernel.  */
void accblock_gemm_reference (int64_t m, int64_t n, int64_t k, double s,
                              const double *a, int64_t lda,
                              const double *b, int64_t ldb,
                              double *c, int64_t ldc, int64_t flags);
bool accblock_gemm_path_supported (enum accblock_gemm_path path);
bool accblock_gemm_force_path (enum accblock_gemm_path path);

#endif /* ACCBLOCK_GEMM_INTERNAL_H */
