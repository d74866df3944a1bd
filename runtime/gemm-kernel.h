/* gemm-kernel.h -- the register-blocked micro-kernel, written once for
   every vector width.

   Why this file exists: the micro-kernels of the instruction sets differ
   only in the vector type, its width, the block of C they keep in
   registers and the fused multiply-add instruction; the loop that keeps
   every element's updates in increasing k is the same, so it has one
   home.  Each gemm-kernel-*.c defines, before including this file:

     GEMM_VEC        the vector type of GEMM_VL doubles
     GEMM_VL         doubles per vector
     GEMM_MR         rows of the block of C held in registers
     GEMM_NV         vectors per row of that block (NR = GEMM_NV * GEMM_VL)
     GEMM_FMA(c, b, t)  c + b * t with one rounding (t a double)
     GEMM_PREFIX(x)  the names of the functions it defines

   and compiles it with the target it is for and -ffp-contract=off (a
   #pragma), so that the plain kernel's product and sum stay two
   roundings: the fused kernel spells its fma out.

   The kernel keeps a ROWS x NR block of C in registers for the whole
   panel of KC updates: each element receives its updates k = 0, 1, ...
   in order, and C is read once and written once per panel.  Loads and
   stores go through memcpy, which compiles to unaligned vector moves:
   the caller's C need not be aligned.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <string.h>

#define GEMM_NR (GEMM_NV * GEMM_VL)

static inline __attribute__ ((always_inline)) GEMM_VEC
GEMM_PREFIX (load) (const double *p)
{
  GEMM_VEC v;
  memcpy (&v, p, sizeof v);
  return v;
}

static inline __attribute__ ((always_inline)) void
GEMM_PREFIX (store) (double *p, GEMM_VEC v)
{
  memcpy (p, &v, sizeof v);
}

/* KC updates of the ROWS x NR block at C; ROWS and FUSED are constants
   after inlining, so that the accumulators live in registers.  */
static inline __attribute__ ((always_inline)) void
GEMM_PREFIX (block) (const int rows, const bool fused, int64_t kc,
                     const double *ap, const double *bp, int64_t ldbp,
                     double *c, int64_t ldc)
{
  GEMM_VEC acc[GEMM_MR][GEMM_NV];

#pragma GCC unroll 16
  for (int r = 0; r < rows; r++)
#pragma GCC unroll 16
    for (int v = 0; v < GEMM_NV; v++)
      acc[r][v] = GEMM_PREFIX (load) (c + r * ldc + v * GEMM_VL);

  /* Four steps of k a trip: the plain kernel's step issues 32
     instructions besides the loop's 3, at the dispatch width of a core
     (6 a cycle on Zen 3), and the unrolled loop spends those 3 on four
     steps (benchmarks/README.md: 1.66 to 1.41 times OpenBLAS's time,
     one thread, n = 1024).  Each element still gets its updates in
     increasing k.  */
#pragma GCC unroll 4
  for (int64_t p = 0; p < kc; p++)
    {
      GEMM_VEC bv[GEMM_NV];
#pragma GCC unroll 16
      for (int v = 0; v < GEMM_NV; v++)
        bv[v] = GEMM_PREFIX (load) (bp + p * ldbp + v * GEMM_VL);
#pragma GCC unroll 16
      for (int r = 0; r < rows; r++)
        {
          double t = ap[p * GEMM_MR + r];
#pragma GCC unroll 16
          for (int v = 0; v < GEMM_NV; v++)
            {
              /* A scalar operand is splat, not converted by arithmetic:
                 t * b is the product the loops round.  */
              if (fused)
                acc[r][v] = GEMM_FMA (acc[r][v], bv[v], t);
              else
                acc[r][v] = acc[r][v] + bv[v] * t;
            }
        }
    }

#pragma GCC unroll 16
  for (int r = 0; r < rows; r++)
#pragma GCC unroll 16
    for (int v = 0; v < GEMM_NV; v++)
      GEMM_PREFIX (store) (c + r * ldc + v * GEMM_VL, acc[r][v]);
}

/* One case per row count, so that each gets its own register block.  */
#define GEMM_ROWS_CASE(R, FUSED) \
  case R: \
    GEMM_PREFIX (block) (R, FUSED, kc, ap, bp, ldbp, c, ldc); \
    break;

#define GEMM_ROWS_SWITCH(FUSED) \
  switch (rows) \
    { \
      GEMM_ROWS_CASE (1, FUSED) \
      GEMM_ROWS_CASE (2, FUSED) \
      GEMM_ROWS_CASE (3, FUSED) \
      GEMM_ROWS_CASE (4, FUSED) \
      GEMM_ROWS_CASE (5, FUSED) \
      GEMM_ROWS_CASE (6, FUSED) \
      GEMM_ROWS_MORE (FUSED) \
    }

#if GEMM_MR == 6
#define GEMM_ROWS_MORE(FUSED)
#elif GEMM_MR == 8
#define GEMM_ROWS_MORE(FUSED) \
  GEMM_ROWS_CASE (7, FUSED) GEMM_ROWS_CASE (8, FUSED)
#elif GEMM_MR == 12
#define GEMM_ROWS_MORE(FUSED) \
  GEMM_ROWS_CASE (7, FUSED) GEMM_ROWS_CASE (8, FUSED) \
  GEMM_ROWS_CASE (9, FUSED) GEMM_ROWS_CASE (10, FUSED) \
  GEMM_ROWS_CASE (11, FUSED) GEMM_ROWS_CASE (12, FUSED)
#else
#error "gemm-kernel.h: GEMM_MR must be 6, 8 or 12"
#endif

static void
GEMM_PREFIX (plain) (int64_t rows, int64_t kc, const double *ap,
                     const double *bp, int64_t ldbp, double *c, int64_t ldc)
{
  GEMM_ROWS_SWITCH (false)
}

static void
GEMM_PREFIX (fused) (int64_t rows, int64_t kc, const double *ap,
                     const double *bp, int64_t ldbp, double *c, int64_t ldc)
{
  GEMM_ROWS_SWITCH (true)
}
