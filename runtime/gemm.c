/* gemm.c -- matrix-product tiles run by the runtime: the entry and the
   choice of kernel.

   Why this file exists: a tile that is a matrix product (accblock-abi.h,
   "Matrix-product tiles") is faster in a kernel written once for the
   machine's vector unit than in the loops GCC makes of the tile, while
   every element of C must keep the bits the loops give it.  This file
   is the entry: it picks, per call, the fastest kernel the processor
   runs (AVX-512F, AVX2 with FMA, or 16-byte vectors), hands the update to the
   cache blocking (gemm-block.c), and keeps the loops of the ABI
   themselves, the reference every kernel must match bit for bit, which
   also run when no buffer for the packed panels can be had.  The unit
   test forces each path the processor has through
   accblock_gemm_force_path.

   C must not overlap A or B: the loops would then read elements they
   have already updated, which no reordering reproduces.  A tile asks
   __accblock_gemm_applies first and, when the answer is no, has each
   of its rows run by __accblock_gemm_as_written, the loops in their
   order; both live here rather than in every tile function because GCC
   spent more compiling the test's address arithmetic, and the loops,
   in each tile, than the rest of the tile's rewrite (issue 32).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "gemm-internal.h"

#include <math.h>
#include <pthread.h>

/* The path the unit test asked for, or AUTO.  Only tests write it.  */
static enum accblock_gemm_path gemm_forced_path;

/* The loops of the ABI, in its order: those that run overlapping
   operands as written give the loops' bits for any operands.  */
void
accblock_gemm_reference (int64_t m, int64_t n, int64_t k, double s,
                         const double *a, int64_t lda,
                         const double *b, int64_t ldb,
                         double *c, int64_t ldc, int64_t flags)
{
  __accblock_gemm_as_written (m, n, k, s, a, lda, b, ldb, c, ldc, flags);
}

bool
accblock_gemm_path_supported (enum accblock_gemm_path path)
{
  switch (path)
    {
    case ACCBLOCK_GEMM_PATH_AUTO:
    case ACCBLOCK_GEMM_PATH_REFERENCE:
    case ACCBLOCK_GEMM_PATH_GENERIC:
      return true;
#if defined __x86_64__ || defined __i386__
    case ACCBLOCK_GEMM_PATH_AVX2:
      __builtin_cpu_init ();
      return __builtin_cpu_supports ("avx2") && __builtin_cpu_supports ("fma");
    case ACCBLOCK_GEMM_PATH_AVX512:
      __builtin_cpu_init ();
      return __builtin_cpu_supports ("avx512f");
#endif
    default:
      return false;
    }
}

bool
accblock_gemm_force_path (enum accblock_gemm_path path)
{
  if (!accblock_gemm_path_supported (path))
    return false;
  gemm_forced_path = path;
  return true;
}

/* The kernels of PATH, NULL for the reference loops.  */
static const struct accblock_gemm_isa *
gemm_isa (enum accblock_gemm_path path)
{
  switch (path)
    {
#if defined __x86_64__ || defined __i386__
    case ACCBLOCK_GEMM_PATH_AVX512:
      return &accblock_gemm_isa_avx512;
    case ACCBLOCK_GEMM_PATH_AVX2:
      return &accblock_gemm_isa_avx2;
#endif
    case ACCBLOCK_GEMM_PATH_GENERIC:
      return &accblock_gemm_isa_generic;
    default:
      return NULL;
    }
}

/* Whether the processor runs a 512-bit operation as two 256-bit halves,
   so that 32 registers of 8 doubles do not pay for their longer code:
   AMD's family 19h (Zen 4; Zen 3 has no AVX-512), where the AVX2 kernel
   measured 1.18 times faster plain and as fast fused, within 3%
   (benchmarks/README.md, "Matrix-product tiles against OpenBLAS").  */
static bool
gemm_avx512_is_split (void)
{
#if defined __x86_64__ || defined __i386__
  __builtin_cpu_init ();
  return __builtin_cpu_is ("amdfam19h");
#else
  return false;
#endif
}

/* The fastest path the processor runs (every path has both variants):
   the widest, but AVX2 where AVX-512 is split.  */
static enum accblock_gemm_path
gemm_best_path (void)
{
  if (accblock_gemm_path_supported (ACCBLOCK_GEMM_PATH_AVX512)
      && !gemm_avx512_is_split ())
    return ACCBLOCK_GEMM_PATH_AVX512;
  if (accblock_gemm_path_supported (ACCBLOCK_GEMM_PATH_AVX2))
    return ACCBLOCK_GEMM_PATH_AVX2;
  return ACCBLOCK_GEMM_PATH_GENERIC;
}

/* The processor does not change while the program runs: ask it once,
   not at every tile.  */
static pthread_once_t gemm_path_once = PTHREAD_ONCE_INIT;
static enum accblock_gemm_path gemm_path_of_machine;

static void
gemm_find_machine_path (void)
{
  gemm_path_of_machine = gemm_best_path ();
}

static enum accblock_gemm_path
gemm_machine_path (void)
{
  pthread_once (&gemm_path_once, gemm_find_machine_path);
  return gemm_path_of_machine;
}

ACCBLOCK_EXPORT void
__accblock_gemm_update (int64_t m, int64_t n, int64_t k, double s,
                        const double *a, int64_t lda,
                        const double *b, int64_t ldb,
                        double *c, int64_t ldc, int64_t flags)
{
  if (m <= 0 || n <= 0 || k <= 0)
    return;
  enum accblock_gemm_path path = gemm_forced_path;
  if (path == ACCBLOCK_GEMM_PATH_AUTO)
    path = gemm_machine_path ();
  const struct accblock_gemm_isa *isa = gemm_isa (path);
  if (!isa || !accblock_gemm_blocked (isa, m, n, k, s, a, lda, b, ldb,
                                      c, ldc, flags))
    accblock_gemm_reference (m, n, k, s, a, lda, b, ldb, c, ldc, flags);
}

/* The loops of the ABI as a tile writes them, for operands that may
   overlap: row by row, k by k, column by column, every element read
   when the loops read it (A's again for each column, since the column
   just updated may be it), so that no order but the loops' is taken.
   Each update rounds as the ABI says: separate multiply and add stay
   separate on targets with FMA.  */
__attribute__ ((optimize ("fp-contract=off"))) ACCBLOCK_EXPORT void
__accblock_gemm_as_written (int64_t m, int64_t n, int64_t k, double s,
                            const double *a, int64_t lda,
                            const double *b, int64_t ldb,
                            double *c, int64_t ldc, int64_t flags)
{
  bool scaled = flags & ACCBLOCK_GEMM_SCALED;
  bool fused = flags & ACCBLOCK_GEMM_FUSED;
  for (int64_t i = 0; i < m; i++)
    for (int64_t p = 0; p < k; p++)
      for (int64_t j = 0; j < n; j++)
        {
          double t = a[i * lda + p];
          if (scaled)
            t = s * t;
          double *x = &c[i * ldc + j];
          *x = fused ? fma (t, b[p * ldb + j], *x) : *x + t * b[p * ldb + j];
        }
}

/* The first byte after ROWS rows of COLS elements, LD elements apart,
   from BASE; the address arithmetic wraps, as the tile's did.  */

static uintptr_t
gemm_end (const double *base, int64_t rows, int64_t ld, int64_t cols)
{
  uint64_t span = (uint64_t) (rows - 1) * (uint64_t) ld + (uint64_t) cols;
  return (uintptr_t) base + (uintptr_t) (span * sizeof (double));
}

/* Whether [X, X_END) and [Y, Y_END) lie apart.  */

static bool
gemm_apart (const double *x, uintptr_t x_end, const double *y,
            uintptr_t y_end)
{
  return x_end <= (uintptr_t) y || y_end <= (uintptr_t) x;
}

ACCBLOCK_EXPORT int
__accblock_gemm_applies (int64_t m, int64_t n, int64_t k,
                         const double *a, int64_t lda,
                         const double *b, int64_t ldb,
                         const double *c, int64_t ldc, int64_t flags)
{
  if (m <= 0 || n <= 0 || k <= 0 || ldc < n || lda < 0 || ldb < 0)
    return 0;
  int64_t c_cols = (flags & ACCBLOCK_GEMM_WHOLE_ROWS) ? ldc : n;
  uintptr_t c_end = gemm_end (c, m, ldc, c_cols);
  return gemm_apart (c, c_end, a, gemm_end (a, m, lda, k))
         && gemm_apart (c, c_end, b, gemm_end (b, k, ldb, n));
}
