/* test-blockmodel.c -- TAP tests of the blocking model.

   Why this file exists: the paper's worked example and the greedy rules
   must come out exactly as the paper states them, and the cost-model
   search must never do worse than greedy nor overflow local memory.  The
   expected clauses below were worked out by hand from the rules in
   paper-notes section 3 (the arithmetic is in the comments); none was
   produced by running the model.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "../blockmodel.h"
#include "../../runtime/tests/tap.h"

#include <math.h>
#include <string.h>

/* ---- Nest builders ---- */

static struct accblock_model_dim
dim (uint64_t extent, int level, int64_t min_off, int64_t max_off)
{
  struct accblock_model_dim d;

  d.extent = extent;
  d.level = level;
  d.coef = 1;
  d.min_off = min_off;
  d.max_off = max_off;
  return d;
}

static void
set_level (struct accblock_model_nest *nest, unsigned i, const char *name,
           uint64_t trip)
{
  nest->level[i].name = name;
  nest->level[i].trip = trip;
  nest->level[i].may_block = 1;
}

static void
set_array (struct accblock_model_array *a, const char *name,
           uint64_t elem_size, int access)
{
  memset (a, 0, sizeof *a);
  a->name = name;
  a->elem_size = elem_size;
  a->access = access;
  a->refs = 1;
}

/* A nest of one level "i" of TRIP iterations over the two arrays A,
   which the caller describes.  */
static void
one_level_two_arrays (struct accblock_model_nest *nest,
                      struct accblock_model_array *a, uint64_t trip)
{
  memset (nest, 0, sizeof *nest);
  nest->nlevels = 1;
  set_level (nest, 0, "i", trip);
  nest->narrays = 2;
  nest->arrays = a;
}

/* for i, for k, for j: C[i][j] += A[i][k] * B[k][j], all N x N.  */
static void
matmul (struct accblock_model_nest *nest, struct accblock_model_array *a,
        uint64_t n, uint64_t elem_size)
{
  memset (nest, 0, sizeof *nest);
  nest->nlevels = 3;
  set_level (nest, 0, "i", n);
  set_level (nest, 1, "k", n);
  set_level (nest, 2, "j", n);
  set_array (&a[0], "C", elem_size,
             ACCBLOCK_MODEL_READ | ACCBLOCK_MODEL_WRITE);
  a[0].ndims = 2;
  a[0].dim[0] = dim (n, 0, 0, 0);
  a[0].dim[1] = dim (n, 2, 0, 0);
  set_array (&a[1], "A", elem_size, ACCBLOCK_MODEL_READ);
  a[1].ndims = 2;
  a[1].dim[0] = dim (n, 0, 0, 0);
  a[1].dim[1] = dim (n, 1, 0, 0);
  set_array (&a[2], "B", elem_size, ACCBLOCK_MODEL_READ);
  a[2].ndims = 2;
  a[2].dim[0] = dim (n, 1, 0, 0);
  a[2].dim[1] = dim (n, 2, 0, 0);
  nest->narrays = 3;
  nest->arrays = a;
}

/* for i in 1..N-2, for j in 1..N-2:
     B[i][j] = (A[i-1][j] + A[i+1][j] + A[i][j-1] + A[i][j+1] + A[i][j]) / 5
   on N x N doubles: the 5-point stencil of Jacobi.  */
static void
jacobi (struct accblock_model_nest *nest, struct accblock_model_array *a,
        uint64_t n)
{
  memset (nest, 0, sizeof *nest);
  nest->nlevels = 2;
  set_level (nest, 0, "i", n - 2);
  set_level (nest, 1, "j", n - 2);
  set_array (&a[0], "A", 8, ACCBLOCK_MODEL_READ);
  a[0].ndims = 2;
  a[0].dim[0] = dim (n, 0, -1, 1);
  a[0].dim[1] = dim (n, 1, -1, 1);
  a[0].refs = 5;
  set_array (&a[1], "B", 8, ACCBLOCK_MODEL_WRITE);
  a[1].ndims = 2;
  a[1].dim[0] = dim (n, 0, 0, 0);
  a[1].dim[1] = dim (n, 1, 0, 0);
  nest->narrays = 2;
  nest->arrays = a;
}

/* A BlackScholes-like single loop: five float inputs, two float
   outputs, all indexed by i.  */
static void
blackscholes (struct accblock_model_nest *nest,
              struct accblock_model_array *a, uint64_t n)
{
  static const char *const names[] = { "S", "X", "T", "R", "V", "call",
                                       "put" };
  unsigned k;

  memset (nest, 0, sizeof *nest);
  nest->nlevels = 1;
  set_level (nest, 0, "i", n);
  for (k = 0; k < 7; k++)
    {
      set_array (&a[k], names[k], 4,
                 k < 5 ? ACCBLOCK_MODEL_READ : ACCBLOCK_MODEL_WRITE);
      a[k].ndims = 1;
      a[k].dim[0] = dim (n, 0, 0, 0);
    }
  nest->narrays = 7;
  nest->arrays = a;
}

/* for i, for j: C[i][j] = A[i][j] + B[i][j]: no reuse at all.  */
static void
add2d (struct accblock_model_nest *nest, struct accblock_model_array *a,
       uint64_t n)
{
  static const char *const names[] = { "A", "B", "C" };
  unsigned k;

  memset (nest, 0, sizeof *nest);
  nest->nlevels = 2;
  set_level (nest, 0, "i", n);
  set_level (nest, 1, "j", n);
  for (k = 0; k < 3; k++)
    {
      set_array (&a[k], names[k], 8,
                 k < 2 ? ACCBLOCK_MODEL_READ : ACCBLOCK_MODEL_WRITE);
      a[k].ndims = 2;
      a[k].dim[0] = dim (n, 0, 0, 0);
      a[k].dim[1] = dim (n, 1, 0, 0);
    }
  nest->narrays = 3;
  nest->arrays = a;
}

/* mvt: for i, for j: x1[i] += A[i][j] * y1[j].  */
static void
mvt (struct accblock_model_nest *nest, struct accblock_model_array *a,
     uint64_t n)
{
  memset (nest, 0, sizeof *nest);
  nest->nlevels = 2;
  set_level (nest, 0, "i", n);
  set_level (nest, 1, "j", n);
  set_array (&a[0], "x1", 8, ACCBLOCK_MODEL_READ | ACCBLOCK_MODEL_WRITE);
  a[0].ndims = 1;
  a[0].dim[0] = dim (n, 0, 0, 0);
  set_array (&a[1], "A", 8, ACCBLOCK_MODEL_READ);
  a[1].ndims = 2;
  a[1].dim[0] = dim (n, 0, 0, 0);
  a[1].dim[1] = dim (n, 1, 0, 0);
  set_array (&a[2], "y1", 8, ACCBLOCK_MODEL_READ);
  a[2].ndims = 1;
  a[2].dim[0] = dim (n, 1, 0, 0);
  nest->narrays = 3;
  nest->arrays = a;
}

/* A 7-point 3-D stencil, for i, for j, for k over N^3 doubles.  */
static void
stencil3d (struct accblock_model_nest *nest, struct accblock_model_array *a,
           uint64_t n)
{
  unsigned d;

  memset (nest, 0, sizeof *nest);
  nest->nlevels = 3;
  nest->inner_permutable = 1;
  set_level (nest, 0, "i", n - 2);
  set_level (nest, 1, "j", n - 2);
  set_level (nest, 2, "k", n - 2);
  set_array (&a[0], "in", 8, ACCBLOCK_MODEL_READ);
  set_array (&a[1], "out", 8, ACCBLOCK_MODEL_WRITE);
  a[0].ndims = a[1].ndims = 3;
  for (d = 0; d < 3; d++)
    {
      a[0].dim[d] = dim (n, (int) d, -1, 1);
      a[1].dim[d] = dim (n, (int) d, 0, 0);
    }
  nest->narrays = 2;
  nest->arrays = a;
}

static struct accblock_target
machine (unsigned long accelerators, uint64_t local_mem)
{
  struct accblock_target t = *accblock_target_default ();

  t.num_accel = accelerators;
  t.local_mem = local_mem;
  return t;
}

/* BLOCK as clause text; four rotating buffers, so one message can show
   two clauses.  */
static const char *
clause (const struct accblock_model_nest *nest, const uint64_t *block)
{
  static char buf[4][128];
  static unsigned next;
  char *out = buf[next++ % 4];

  accblock_model_format_clause (nest, block, out, sizeof buf[0]);
  return out;
}

static uint64_t
footprint (const struct accblock_model_nest *nest, uint64_t b0, uint64_t b1,
           uint64_t b2)
{
  accblock_model_block block = { 0 };
  uint64_t bytes = 0;

  block[0] = b0;
  block[1] = b1;
  block[2] = b2;
  accblock_model_footprint (nest, block, &bytes);
  return bytes;
}

/* ---- The worked example ---- */

struct trace_log
{
  char text[4096];
};

static void
collect (void *data, const char *line)
{
  struct trace_log *log = (struct trace_log *) data;
  size_t used = strlen (log->text);

  snprintf (log->text + used, sizeof log->text - used, "%s\n", line);
}

static void
test_worked_example (void)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a[3];
  struct accblock_target t = machine (64, 16384);
  struct accblock_model_result r;
  struct accblock_model_options opt;
  static struct trace_log log;

  matmul (&nest, a, 128, 4);
  /* 3 * 128 * 128 * 4 = 196608: nothing blocked, far over M.  */
  tap_ok (footprint (&nest, 0, 0, 0) == 196608, "whole matmul: 196608 bytes");
  /* i:1: (1*128 + 128*128 + 1*128) * 4 = 66560 > 16384.  */
  tap_ok (footprint (&nest, 1, 0, 0) == 66560, "i:1 alone: 66560 bytes");
  /* (1*1 + 1*128 + 1*128) * 4 = 1028.  */
  tap_ok (footprint (&nest, 1, 1, 0) == 1028, "i:1, k:1: 1028 bytes");
  /* (30 + 30*128 + 128) * 4 = 3998 * 4 = 15992.  */
  tap_ok (footprint (&nest, 1, 30, 0) == 15992, "i:1, k:30: 15992 bytes");
  /* (31 + 31*128 + 128) * 4 = 4127 * 4 = 16508 > 16384.  */
  tap_ok (footprint (&nest, 1, 31, 0) == 16508, "i:1, k:31: 16508 bytes");

  memset (&opt, 0, sizeof opt);
  opt.trace = collect;
  opt.trace_data = &log;
  tap_ok (accblock_model_greedy (&nest, &t, &opt, &r) == 0, "greedy runs");
  tap_ok (strcmp (clause (&nest, r.block), "block(i:1, k:30)") == 0,
          "greedy reproduces the paper: %s", clause (&nest, r.block));
  tap_ok (r.fits && r.footprint == 15992, "greedy's footprint is 15992");
  tap_ok (strstr (log.text, "k:31 would need 16508") != NULL
          && strstr (log.text, "i:1 needs 66560") != NULL,
          "the trace shows the paper's arithmetic");
  /* Level i: 128 tiles, level k: ceil (128 / 30) = 5 tiles, j whole:
     640 tiles, 128 outer tiles over 64 accelerators = 2 rounds.  */
  tap_ok (r.tiles == 640 && r.outer_tiles == 128 && r.rounds == 2,
          "640 tiles in 2 rounds");
  /* DMA in: A[i][k-block] changes every tile: all of A once, 65536;
     B[k-block][*] changes with k: all of B once per i, 128 * 65536;
     C[i][*] changes only with i: all of C once, 65536.  DMA out: C once.
     Transfers: A 640, B 640, C 128 in + 128 out = 1536.  */
  tap_ok (r.dma_in_bytes == 65536 + 128 * 65536 + 65536
          && r.dma_out_bytes == 65536 && r.dma_transfers == 1536,
          "greedy's DMA traffic with residency reuse: %llu in, %llu out, "
          "%llu transfers", (unsigned long long) r.dma_in_bytes,
          (unsigned long long) r.dma_out_bytes,
          (unsigned long long) r.dma_transfers);
}

/* ---- Greedy on a table of matmuls, expectations by hand ---- */

struct greedy_case
{
  uint64_t n, elem, local_mem;
  unsigned long accel;
  const char *expect;
};

/* All cases use the paper's rules: level i is always blocked, capped at
   n / accel; level k is profitable (C is not indexed by k); level j is
   innermost and never blocked.  With i:b0 and nothing else the footprint
   is S*(2*n*b0 + n*n); with i:1 and k:b1 it is S*(b1*(n+1) + n), so
   b1 = floor ((M/S - n) / (n + 1)).  */
static const struct greedy_case greedy_cases[] =
{
  /* 4*(2*64 + 4096) = 16896 > 16384; b1 = (4096-64)/65 = 62.03 -> 62:
     4*(62*65+64) = 16376 <= 16384, 4*(63*65+64) = 16636 > 16384.  */
  { 64, 4, 16384, 64, "block(i:1, k:62)" },
  /* 8*(128+4096) = 33792 > M; b1 = (2048-64)/65 = 30.5 -> 30:
     8*(30*65+64) = 16112, 8*(31*65+64) = 16632.  */
  { 64, 8, 16384, 64, "block(i:1, k:30)" },
  /* 4*(2*64*b0 + 4096) <= 65536 holds up to b0 = 96, cap 64/64 = 1.  */
  { 64, 4, 65536, 64, "block(i:1)" },
  /* 8*(128*b0 + 4096) <= 65536 up to b0 = 32, cap 1.  */
  { 64, 8, 65536, 64, "block(i:1)" },
  /* 8*(256+16384) > M; b1 = (2048-128)/129 = 14.9 -> 14:
     8*(14*129+128) = 15472, 8*(15*129+128) = 16504.  */
  { 128, 8, 16384, 64, "block(i:1, k:14)" },
  /* 4*(256+16384) = 66560 > 65536; b1 = (16384-128)/129 = 126.01 -> 126:
     4*(126*129+128) = 65528, 4*(127*129+128) = 66044.  */
  { 128, 4, 65536, 64, "block(i:1, k:126)" },
  /* 8*(256+16384) > M; b1 = (8192-128)/129 = 62.5 -> 62:
     8*(62*129+128) = 65008, 8*(63*129+128) = 66048.  */
  { 128, 8, 65536, 64, "block(i:1, k:62)" },
  /* b1 = (4096-256)/257 = 14.9 -> 14:
     4*(14*257+256) = 15416, 4*(15*257+256) = 16448.  */
  { 256, 4, 16384, 64, "block(i:1, k:14)" },
  /* b1 = (2048-256)/257 = 6.97 -> 6:
     8*(6*257+256) = 14384, 8*(7*257+256) = 16448.  */
  { 256, 8, 16384, 64, "block(i:1, k:6)" },
  /* b1 = (16384-256)/257 = 62.75 -> 62:
     4*(62*257+256) = 64760, 4*(63*257+256) = 65792.  */
  { 256, 4, 65536, 64, "block(i:1, k:62)" },
  /* b1 = (8192-256)/257 = 30.9 -> 30:
     8*(30*257+256) = 63728, 8*(31*257+256) = 65792.  */
  { 256, 8, 65536, 64, "block(i:1, k:30)" },
  /* b1 = (4096-512)/513 = 6.99 -> 6:
     4*(6*513+512) = 14360, 4*(7*513+512) = 16416.  */
  { 512, 4, 16384, 64, "block(i:1, k:6)" },
  /* b1 = (2048-512)/513 = 2.99 -> 2:
     8*(2*513+512) = 12304, 8*(3*513+512) = 16416.  */
  { 512, 8, 16384, 64, "block(i:1, k:2)" },
  /* b1 = (16384-512)/513 = 30.9 -> 30:
     4*(30*513+512) = 63608, 4*(31*513+512) = 65664.  */
  { 512, 4, 65536, 64, "block(i:1, k:30)" },
  /* b1 = (8192-512)/513 = 14.97 -> 14:
     8*(14*513+512) = 61552, 8*(15*513+512) = 65664.  */
  { 512, 8, 65536, 64, "block(i:1, k:14)" },
  /* M = 256 KiB: 4*(256*b0 + 16384) <= 262144 up to b0 = 192, so the
     cap 128/64 = 2 decides.  */
  { 128, 4, 262144, 64, "block(i:2)" },
  /* Same on 8 accelerators: cap 128/8 = 16; 4*(256*16+16384) = 81920.  */
  { 128, 4, 262144, 8, "block(i:16)" },
  /* 8 accelerators, 64 KiB, double: 8*(128*b0+4096) <= 65536 up to
     b0 = 32, cap 64/8 = 8.  */
  { 64, 8, 65536, 8, "block(i:8)" },
  /* Fewer iterations than accelerators: cap 1; 4*(2*32+1024) = 4352.  */
  { 32, 4, 16384, 64, "block(i:1)" }
};

static void
test_greedy_table (void)
{
  size_t c;

  for (c = 0; c < sizeof greedy_cases / sizeof greedy_cases[0]; c++)
    {
      const struct greedy_case *g = &greedy_cases[c];
      struct accblock_model_nest nest;
      struct accblock_model_array a[3];
      struct accblock_target t = machine (g->accel, g->local_mem);
      struct accblock_model_result r;

      matmul (&nest, a, g->n, g->elem);
      accblock_model_greedy (&nest, &t, NULL, &r);
      tap_ok (strcmp (clause (&nest, r.block), g->expect) == 0 && r.fits,
              "greedy matmul n=%llu %s M=%llu N=%lu: %s (expected %s)",
              (unsigned long long) g->n, g->elem == 4 ? "int" : "double",
              (unsigned long long) g->local_mem, g->accel,
              clause (&nest, r.block), g->expect);
    }
}

/* ---- Footprints with halos and coefficients ---- */

static void
test_halo_footprints (void)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a[2];
  accblock_model_block block = { 0 };
  uint64_t bytes;

  jacobi (&nest, a, 66);
  /* A: (4+2) x (8+2) = 60 doubles = 480; B: 4 x 8 = 32 doubles = 256.  */
  tap_ok (footprint (&nest, 4, 8, 0) == 736, "stencil i:4, j:8: 736 bytes");
  /* j whole: A (4+2) x 66 = 396 -> 3168; B 4 x 66 = 264 -> 2112.  */
  tap_ok (footprint (&nest, 4, 0, 0) == 5280, "stencil i:4: 5280 bytes");
  /* i:64 spans 64+2 = 66 rows of A, the whole extent; B 64 x 66.
     (66*66 + 64*66) * 8 = 68640.  */
  tap_ok (footprint (&nest, 64, 0, 0) == 68640,
          "stencil i:64 is capped at the extent: 68640 bytes");
  /* A block larger than the trip count is the trip count.  */
  tap_ok (footprint (&nest, 1000, 0, 0) == 68640,
          "a block beyond the trip count is capped");

  /* y[i] = x[2*i] + x[2*i+1]: coefficient 2, offsets 0..1:
     x spans 2*(10-1)+1+1 = 20 floats, y 10 floats: 120 bytes.  */
  memset (&nest, 0, sizeof nest);
  nest.nlevels = 1;
  set_level (&nest, 0, "i", 100);
  set_array (&a[0], "x", 4, ACCBLOCK_MODEL_READ);
  a[0].ndims = 1;
  a[0].dim[0] = dim (200, 0, 0, 1);
  a[0].dim[0].coef = 2;
  set_array (&a[1], "y", 4, ACCBLOCK_MODEL_WRITE);
  a[1].ndims = 1;
  a[1].dim[0] = dim (100, 0, 0, 0);
  nest.narrays = 2;
  nest.arrays = a;
  block[0] = 10;
  tap_ok (accblock_model_footprint (&nest, block, &bytes) == 1
          && bytes == 120, "coefficient 2 with halo: 120 bytes");

  /* Unknown extent: an unblocked dimension spans coef*(trip-1)+1+halo:
     x: 2*99+1+1 = 200 floats; y 100 floats: 1200 bytes.  */
  a[0].dim[0].extent = 0;
  a[1].dim[0].extent = 0;
  block[0] = 0;
  tap_ok (accblock_model_footprint (&nest, block, &bytes) == 1
          && bytes == 1200, "unknown extents use the touched span: 1200");
}

/* ---- Profitability ---- */

static void
test_profitability (void)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a[7];
  char why[256];

  jacobi (&nest, a, 130);
  tap_ok (accblock_model_profitable (&nest, 0, why, sizeof why),
          "Jacobi: i is profitable (%s)", why);
  tap_ok (strstr (why, "small distance") != NULL,
          "Jacobi: the reason is the stencil's halo");
  tap_ok (!accblock_model_profitable (&nest, 1, why, sizeof why)
          && strstr (why, "innermost") != NULL,
          "Jacobi: the innermost j is not (%s)", why);

  blackscholes (&nest, a, 1000000);
  tap_ok (!accblock_model_profitable (&nest, 0, why, sizeof why),
          "BlackScholes-like single loop: not profitable (%s)", why);

  matmul (&nest, a, 128, 4);
  tap_ok (accblock_model_profitable (&nest, 0, why, sizeof why)
          && strstr (why, "B is not indexed by i") != NULL,
          "matmul: i is profitable through B (%s)", why);
  tap_ok (accblock_model_profitable (&nest, 1, why, sizeof why)
          && strstr (why, "C is not indexed by k") != NULL,
          "matmul: k is profitable through C (%s)", why);
  tap_ok (!accblock_model_profitable (&nest, 2, why, sizeof why),
          "matmul: j is not (%s)", why);

  add2d (&nest, a, 256);
  tap_ok (!accblock_model_profitable (&nest, 0, why, sizeof why),
          "element-wise 2-D add: no reuse (%s)", why);
  /* Walk the same arrays transposed: C[j][i] = A[j][i] + B[j][i]; now i
     subscripts only the contiguous dimension.  */
  a[0].dim[0].level = a[1].dim[0].level = a[2].dim[0].level = 1;
  a[0].dim[1].level = a[1].dim[1].level = a[2].dim[1].level = 0;
  tap_ok (accblock_model_profitable (&nest, 0, why, sizeof why)
          && strstr (why, "contiguous") != NULL,
          "transposed walk: i has spatial reuse (%s)", why);
  tap_ok (!accblock_model_profitable (&nest, 7, why, sizeof why),
          "a level beyond the nest is refused");
}

/* ---- Greedy on the other kernels, by hand ---- */

static void
test_greedy_other_kernels (void)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a[7];
  struct accblock_target t = machine (64, 16384);
  struct accblock_model_result r;

  /* 7 floats per iteration = 28 bytes; cap 1000000/64 = 15625;
     16384 / 28 = 585.1 -> 585 (585*28 = 16380).  */
  blackscholes (&nest, a, 1000000);
  accblock_model_greedy (&nest, &t, NULL, &r);
  tap_ok (strcmp (clause (&nest, r.block), "block(i:585)") == 0,
          "greedy BlackScholes-like: %s", clause (&nest, r.block));

  /* Jacobi 130 x 130 doubles (trip 128): i:1 needs (3*130 + 1*130) * 8
     = 4160 bytes; i:b needs ((b+2) + b) * 130 * 8 = (2b+2) * 1040
     <= 16384 up to b = 6 (14560; b = 7 needs 16640), cap 128/64 = 2.  */
  jacobi (&nest, a, 130);
  accblock_model_greedy (&nest, &t, NULL, &r);
  tap_ok (strcmp (clause (&nest, r.block), "block(i:2)") == 0
          && r.footprint == 6240,
          "greedy Jacobi: %s, %llu bytes", clause (&nest, r.block),
          (unsigned long long) r.footprint);
}

/* ---- The search against greedy ---- */

static int
within (const struct accblock_model_nest *nest,
        const struct accblock_model_result *r, uint64_t local_mem)
{
  uint64_t bytes;

  return accblock_model_footprint (nest, r->block, &bytes) == 1
         && bytes == r->footprint && bytes <= local_mem && r->fits;
}

static void
compare_with_greedy (const char *what, const struct accblock_model_nest *nest,
                     const struct accblock_target *t)
{
  struct accblock_model_result g, m;

  accblock_model_greedy (nest, t, NULL, &g);
  accblock_model_search (nest, t, NULL, &m);
  tap_ok (within (nest, &m, t->local_mem),
          "%s: model's %s fits (%llu <= %llu)", what, clause (nest, m.block),
          (unsigned long long) m.footprint,
          (unsigned long long) t->local_mem);
  if (g.fits)
    tap_ok (m.moved_bytes <= g.moved_bytes && m.cost_s <= g.cost_s,
            "%s: model %s (%llu bytes, %.3g s) no worse than greedy %s "
            "(%llu bytes, %.3g s)", what, clause (nest, m.block),
            (unsigned long long) m.moved_bytes, m.cost_s,
            clause (nest, g.block), (unsigned long long) g.moved_bytes,
            g.cost_s);
}

static void
test_model_vs_greedy (void)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a[7];
  struct accblock_target paper = machine (64, 16384);
  struct accblock_target sw = *accblock_target_lookup ("sw26010");
  struct accblock_target cell = *accblock_target_lookup ("cell");
  struct accblock_model_result g, m;

  matmul (&nest, a, 128, 4);
  accblock_model_greedy (&nest, &paper, NULL, &g);
  accblock_model_search (&nest, &paper, NULL, &m);
  tap_ok (m.moved_bytes < g.moved_bytes && m.cost_s < g.cost_s,
          "paper's matmul: model %s moves %llu bytes in %.3g s, greedy %s "
          "%llu bytes in %.3g s", clause (&nest, m.block),
          (unsigned long long) m.moved_bytes, m.cost_s,
          clause (&nest, g.block), (unsigned long long) g.moved_bytes,
          g.cost_s);
  tap_ok (m.block[2] == 0 && m.block[0] >= 1 && m.block[1] >= 1,
          "paper's matmul: the model blocks i and k only");

  compare_with_greedy ("matmul 256 double sw26010", &nest, &sw);
  matmul (&nest, a, 256, 8);
  compare_with_greedy ("matmul 256 double paper", &nest, &paper);
  compare_with_greedy ("matmul 256 double cell", &nest, &cell);
  matmul (&nest, a, 512, 4);
  compare_with_greedy ("matmul 512 int paper", &nest, &paper);
  jacobi (&nest, a, 514);
  compare_with_greedy ("Jacobi 514 paper", &nest, &paper);
  compare_with_greedy ("Jacobi 514 cell", &nest, &cell);
  blackscholes (&nest, a, 1000000);
  compare_with_greedy ("BlackScholes-like paper", &nest, &paper);
  mvt (&nest, a, 1000);
  compare_with_greedy ("mvt 1000 paper", &nest, &paper);
  add2d (&nest, a, 300);
  compare_with_greedy ("add 300 sw26010", &nest, &sw);
  stencil3d (&nest, a, 66);
  compare_with_greedy ("3-D stencil 66 paper", &nest, &paper);
}

/* An uneven nest (accblock_model_nest.uneven) gets at least 8 outer
   tasks per accelerator from greedy and the search, within local
   memory; the same nest flagged even keeps its choice.  The matmul of
   order 128 on 4 accelerators with 128 KiB: greedy caps i at
   128 / (8 * 4) = 4, even i:32 (matmul-num-accel.c's arithmetic).  On
   64 accelerators 8 * 64 > 128 rows: one task per row.  */
static void
test_uneven (void)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a[3];
  struct accblock_target t = machine (4, 131072);
  struct accblock_target paper = machine (64, 16384);
  struct accblock_model_result g, m, even_g, even_m;

  matmul (&nest, a, 128, 4);
  accblock_model_greedy (&nest, &t, NULL, &even_g);
  accblock_model_search (&nest, &t, NULL, &even_m);
  nest.uneven = 1;
  accblock_model_greedy (&nest, &t, NULL, &g);
  accblock_model_search (&nest, &t, NULL, &m);
  tap_ok (g.block[0] == 4 && g.outer_tiles == 32
          && within (&nest, &g, t.local_mem),
          "uneven matmul 128 on 4: greedy %s, %llu tasks (32)",
          clause (&nest, g.block), (unsigned long long) g.outer_tiles);
  tap_ok (m.outer_tiles >= 32 && within (&nest, &m, t.local_mem),
          "uneven matmul 128 on 4: search %s, %llu tasks (at least 32)",
          clause (&nest, m.block), (unsigned long long) m.outer_tiles);
  tap_ok (even_g.block[0] == 32 && even_g.outer_tiles == 4
          && even_m.outer_tiles < 32,
          "even matmul 128 on 4: greedy %s, search %s, %llu tasks",
          clause (&nest, even_g.block), clause (&nest, even_m.block),
          (unsigned long long) even_m.outer_tiles);
  accblock_model_greedy (&nest, &paper, NULL, &g);
  accblock_model_search (&nest, &paper, NULL, &m);
  tap_ok (g.block[0] == 1 && g.outer_tiles >= 128 && m.outer_tiles >= 128
          && within (&nest, &m, paper.local_mem),
          "uneven matmul 128 on 64: greedy %s, search %s, one task per row "
          "or more", clause (&nest, g.block), clause (&nest, m.block));
}

static void
test_never_exceeds (void)
{
  static const uint64_t sizes[] = { 1000, 4096, 5000, 16384, 40000, 65536,
                                    262144 };
  struct accblock_model_nest nest;
  struct accblock_model_array a[7];
  size_t s;
  int all_fit = 1, count = 0;

  for (s = 0; s < sizeof sizes / sizeof sizes[0]; s++)
    {
      struct accblock_target t = machine (64, sizes[s]);
      struct accblock_model_result r;

      matmul (&nest, a, 200, 8);
      nest.inner_permutable = 1;
      accblock_model_search (&nest, &t, NULL, &r);
      all_fit &= within (&nest, &r, sizes[s]);
      jacobi (&nest, a, 300);
      accblock_model_search (&nest, &t, NULL, &r);
      all_fit &= within (&nest, &r, sizes[s]);
      stencil3d (&nest, a, 40);
      accblock_model_search (&nest, &t, NULL, &r);
      all_fit &= within (&nest, &r, sizes[s]);
      count += 3;
    }
  tap_ok (all_fit, "model fits local memory in all %d searches", count);
}

/* ---- Legality flags ---- */

static void
test_legality_flags (void)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a[3];
  struct accblock_target t = machine (64, 16384);
  struct accblock_model_result g, m;

  /* k may not be blocked: greedy skips it and j is not profitable, so
     greedy cannot make the data fit; the search blocks j instead:
     i:1, j:b needs 4*(128 + 128*b + b) <= 16384, b <= 30.  */
  matmul (&nest, a, 128, 4);
  nest.level[1].may_block = 0;
  accblock_model_greedy (&nest, &t, NULL, &g);
  accblock_model_search (&nest, &t, NULL, &m);
  tap_ok (!g.fits && g.block[1] == 0, "greedy respects may_block");
  tap_ok (m.fits && m.block[1] == 0 && m.block[2] >= 1
          && m.block[2] <= 30, "the search blocks j instead: %s",
          clause (&nest, m.block));

  /* Not permutable: never two blocked inner levels.  */
  nest.level[1].may_block = 1;
  nest.inner_permutable = 0;
  matmul (&nest, a, 2000, 8);
  accblock_model_search (&nest, &t, NULL, &m);
  tap_ok (!(m.block[1] != 0 && m.block[2] != 0),
          "without permutability at most one inner level: %s",
          clause (&nest, m.block));
  nest.inner_permutable = 1;
  accblock_model_search (&nest, &t, NULL, &m);
  tap_ok (m.fits, "with permutability a 2000 x 2000 double matmul fits: %s",
          clause (&nest, m.block));

  /* The parallel level may not be blocked: it stays whole.  */
  jacobi (&nest, a, 130);
  nest.level[0].may_block = 0;
  accblock_model_search (&nest, &t, NULL, &m);
  tap_ok (m.block[0] == 0, "search respects may_block on level 0");
}

/* ---- Exact arithmetic ---- */

static void
test_gmp_paths (void)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a[2];
  struct accblock_target t = machine (64, 65536);
  accblock_model_block block = { 0 };
  struct accblock_model_result r;
  uint64_t bytes;
  unsigned d;

  /* Two 4-D arrays of 2^15 elements per dimension, 8 bytes each: 2^63
     bytes apiece, 2^64 together -- one more than UINT64_MAX.  */
  one_level_two_arrays (&nest, a, 1);
  set_array (&a[0], "P", 8, ACCBLOCK_MODEL_READ);
  set_array (&a[1], "Q", 8, ACCBLOCK_MODEL_READ);
  a[0].ndims = a[1].ndims = 4;
  for (d = 0; d < 4; d++)
    a[0].dim[d] = a[1].dim[d] = dim ((uint64_t) 1 << 15, -1, 0, 0);
  tap_ok (accblock_model_footprint (&nest, block, &bytes) == 0
          && bytes == UINT64_MAX, "2^64 bytes saturates and says so");
  /* One dimension of Q one smaller: 2^63 + 2^63 - 2^48 fits exactly.  */
  a[1].dim[3].extent = ((uint64_t) 1 << 15) - 1;
  tap_ok (accblock_model_footprint (&nest, block, &bytes) == 1
          && bytes == UINT64_MAX - ((uint64_t) 1 << 48) + 1,
          "2^64 - 2^48 bytes is exact");

  /* for i, for j < 2^32: A[i][j] += x[j] with 2^32 x 2^32 doubles: the
     whole nest moves 2^67 bytes.  Greedy cannot fit (j is innermost);
     the search blocks both levels and fits.  */
  memset (&nest, 0, sizeof nest);
  nest.nlevels = 2;
  nest.inner_permutable = 1;
  set_level (&nest, 0, "i", (uint64_t) 1 << 32);
  set_level (&nest, 1, "j", (uint64_t) 1 << 32);
  set_array (&a[0], "A", 8, ACCBLOCK_MODEL_READ | ACCBLOCK_MODEL_WRITE);
  a[0].ndims = 2;
  a[0].dim[0] = dim ((uint64_t) 1 << 32, 0, 0, 0);
  a[0].dim[1] = dim ((uint64_t) 1 << 32, 1, 0, 0);
  set_array (&a[1], "x", 8, ACCBLOCK_MODEL_READ);
  a[1].ndims = 1;
  a[1].dim[0] = dim ((uint64_t) 1 << 32, 1, 0, 0);
  nest.narrays = 2;
  nest.arrays = a;
  accblock_model_greedy (&nest, &t, NULL, &r);
  tap_ok (!r.fits && r.moved_bytes == UINT64_MAX,
          "huge greedy: does not fit, traffic saturates");
  accblock_model_search (&nest, &t, NULL, &r);
  tap_ok (within (&nest, &r, t.local_mem) && r.tiles > 0
          && r.dma_in_bytes == UINT64_MAX && r.cost_s > 0,
          "huge search: %s fits, %llu tiles", clause (&nest, r.block),
          (unsigned long long) r.tiles);

  /* for i < 2^63 + 3: x[i] = 0 with 1-byte elements.  The candidate
     sizes of a trip count past 2^63 once wrapped around and never
     ended; 64 accelerators of 64 KiB cannot take a block of 2^57 + 1
     bytes, so the search must block i.  */
  memset (&nest, 0, sizeof nest);
  nest.nlevels = 1;
  set_level (&nest, 0, "i", ((uint64_t) 1 << 63) + 3);
  set_array (&a[0], "x", 1, ACCBLOCK_MODEL_WRITE);
  a[0].ndims = 1;
  a[0].dim[0] = dim (((uint64_t) 1 << 63) + 3, 0, 0, 0);
  nest.narrays = 1;
  nest.arrays = a;
  accblock_model_search (&nest, &t, NULL, &r);
  tap_ok (within (&nest, &r, t.local_mem) && r.block[0] > 0
          && r.block[0] <= 65536,
          "trip past 2^63: the search ends with %s",
          clause (&nest, r.block));
}

/* ---- Clause text and input checking ---- */

static void
test_clause_and_checks (void)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a[3];
  struct accblock_target t = machine (64, 16384);
  struct accblock_model_result r;
  accblock_model_block block = { 0 };
  char buf[64], err[128];

  matmul (&nest, a, 128, 4);
  tap_ok (strcmp (clause (&nest, block), "") == 0, "no blocking: no clause");
  block[1] = 30;
  block[2] = 7;
  tap_ok (strcmp (clause (&nest, block), "block(k:30, j:7)") == 0,
          "clause lists blocked levels outer to inner");
  nest.level[1].name = NULL;
  tap_ok (strcmp (clause (&nest, block), "block(L1:30, j:7)") == 0,
          "an unnamed level prints as L<n>");
  tap_ok (accblock_model_format_clause (&nest, block, buf, 8) == 17
          && strlen (buf) == 7, "format_clause truncates like snprintf");

  tap_ok (accblock_model_check (&nest, err, sizeof err) == 0,
          "a good nest passes the check");
  nest.level[2].trip = 0;
  tap_ok (accblock_model_check (&nest, err, sizeof err) != 0
          && accblock_model_greedy (&nest, &t, NULL, &r) != 0
          && accblock_model_search (&nest, &t, NULL, &r) != 0,
          "trip count 0 is refused: %s", err);
  nest.level[2].trip = 128;
  a[2].dim[0].level = 3;
  tap_ok (accblock_model_check (&nest, err, sizeof err) != 0,
          "a dimension naming a missing level is refused: %s", err);
  a[2].dim[0].level = 1;
  a[2].dim[0].coef = 0;
  tap_ok (accblock_model_check (&nest, err, sizeof err) != 0,
          "coefficient 0 is refused: %s", err);
  a[2].dim[0].coef = 1;
  t.num_accel = 0;
  tap_ok (accblock_model_evaluate (&nest, &t, block, &r) != 0,
          "a target without accelerators is refused");
}

/* ---- Unstaged arrays ---- */

static void
test_unstaged (void)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a[3];
  struct accblock_target t = machine (64, 16384);
  struct accblock_model_result r;
  accblock_model_block block = { 0 };

  /* B unstaged: i:1, k:30 stages only A (1 x 30) and C (1 x 128):
     (30 + 128) * 4 = 632 bytes; B's 128^3 reads go to main memory.  */
  matmul (&nest, a, 128, 4);
  a[2].unstaged = 1;
  block[0] = 1;
  block[1] = 30;
  accblock_model_evaluate (&nest, &t, block, &r);
  tap_ok (r.fits && r.footprint == 632
          && r.direct_accesses == 128 * 128 * 128,
          "an unstaged array takes no local memory and is read directly");
  /* DMA: A once (65536) and C once in (65536), C once out (65536).  */
  tap_ok (r.dma_in_bytes == 2 * 65536 && r.dma_out_bytes == 65536,
          "only the staged arrays are moved by DMA");
}

/* ---- Reductions ---- */

/* The integer reductions of a nest: each tile reads and writes back its
   partial results, one transfer each way per scalar, which adds DMA
   bytes, transfers and so time, and changes nothing else.  */
static void
test_combines (void)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a[3];
  struct accblock_target t = machine (64, 16384);
  struct accblock_model_result plain, reduced;
  accblock_model_block block = { 0 };

  matmul (&nest, a, 128, 4);
  block[0] = 1;
  block[1] = 30;
  accblock_model_evaluate (&nest, &t, block, &plain);
  /* An int and a long long: 12 bytes in two transfers each way.  */
  nest.combines = 2;
  nest.combine_bytes = 12;
  accblock_model_evaluate (&nest, &t, block, &reduced);
  tap_ok (reduced.tiles == 640
          && reduced.dma_in_bytes == plain.dma_in_bytes + 640 * 12
          && reduced.dma_out_bytes == plain.dma_out_bytes + 640 * 12
          && reduced.dma_transfers == plain.dma_transfers + 640 * 4
          && reduced.footprint == plain.footprint,
          "reductions: 640 tiles combine 12 bytes each way in 4 transfers "
          "(in %llu vs %llu, transfers %llu vs %llu)",
          (unsigned long long) reduced.dma_in_bytes,
          (unsigned long long) plain.dma_in_bytes,
          (unsigned long long) reduced.dma_transfers,
          (unsigned long long) plain.dma_transfers);
  tap_ok (reduced.cost_s > plain.cost_s,
          "reductions: their combines take modeled time (%g > %g s)",
          reduced.cost_s, plain.cost_s);
}

/* ---- The paper's figure 3 ordering under the paper profile ---- */

/* Sections as staging describes them: a driven dimension keeps its
   level, coefficient (as a magnitude) and halo; one driven by a level the
   model does not price is whole when its extent is known, else not
   describable; an undriven one keeps its offsets.  */
static void
test_section_dims (void)
{
  struct accblock_model_dim dim;
  tap_ok (accblock_model_section_dim (1, -2, -1, 3, 64, 2, &dim) == 0
          && dim.level == 1 && dim.coef == 2 && dim.min_off == -1
          && dim.max_off == 3 && dim.extent == 64,
          "section dim driven by a priced level");
  tap_ok (accblock_model_section_dim (2, 1, 0, 0, 40, 2, &dim) == 0
          && dim.level == ACCBLOCK_MODEL_NO_LEVEL && dim.min_off == 0
          && dim.max_off == 39, "section dim of an unpriced level is whole");
  tap_ok (accblock_model_section_dim (2, 1, 0, 0, 0, 2, &dim) == -1,
          "unpriced level and unknown extent: not describable");
  tap_ok (accblock_model_section_dim (-1, 0, 5, 7, 0, 2, &dim) == 0
          && dim.level == ACCBLOCK_MODEL_NO_LEVEL && dim.min_off == 5
          && dim.max_off == 7, "undriven section dim keeps its offsets");
  struct accblock_model_array a;
  memset (&a, 0, sizeof a);
  a.ndims = 3;
  a.dim[0].level = 0;
  accblock_model_set_unstaged (&a);
  tap_ok (a.unstaged && a.ndims == 1
          && a.dim[0].level == ACCBLOCK_MODEL_NO_LEVEL,
          "set_unstaged leaves one undriven dimension");
}

/* Whether a dimension keeps the tiles of a parallel level apart: the
   exact |coef * step| > hi - lo, also where the product or the spread
   does not fit 64 bits.  */
static void
test_dim_separates (void)
{
  tap_ok (!accblock_model_dim_separates (1, 1, -1, 1)
          && accblock_model_dim_separates (3, 1, -1, 1),
          "dim_separates: a move of 1 stays within a halo of 2, 3 not");
  tap_ok (accblock_model_dim_separates (-2, -2, 0, 3)
          && !accblock_model_dim_separates (-2, -2, 0, 4),
          "dim_separates: signs of coef and step do not matter");
  tap_ok (!accblock_model_dim_separates (0, 5, 0, 0),
          "dim_separates: an index no loop moves keeps nothing apart");
  tap_ok (accblock_model_dim_separates (1, 1, 1, 0),
          "dim_separates: an empty spread is less than any move");
  tap_ok (accblock_model_dim_separates (INT64_C (1) << 32,
                                        INT64_C (1) << 32, 0, INT64_MAX)
          && accblock_model_dim_separates (INT64_MIN, 2, INT64_MIN,
                                           INT64_MAX),
          "dim_separates: a move of 2^64 exceeds every spread");
  tap_ok (!accblock_model_dim_separates (INT64_MIN, 1, INT64_MIN,
                                         INT64_MAX)
          && !accblock_model_dim_separates (INT64_MAX, -1, INT64_MIN, -1)
          && accblock_model_dim_separates (INT64_MAX, -1, INT64_MIN + 1,
                                           -1),
          "dim_separates: spreads of 2^64 - 1 and 2^63 - 1 are exact");
}

/* accblock_model_section_box_span, the box rule the plugin's footprint
   warning and the runtime's staged boxes share: |COEF * STEP| * (LEN - 1)
   + 1 + HALO, exact or refused.  */
static void
test_section_box_span (void)
{
  uint64_t span = 0;
  int ok = accblock_model_section_box_span (&span, -3, 2, 4, 2);
  tap_ok (ok && span == 6 * 3 + 1 + 2,
          "section_box_span: |-3 * 2| * 3 + 1 + 2 = 21 (got %d, %llu)", ok,
          (unsigned long long) span);
  ok = accblock_model_section_box_span (&span, INT64_MIN, INT64_MIN, 1, 5);
  tap_ok (ok && span == 6,
          "section_box_span: one iteration spans its offsets, however far "
          "the index moves (got %d, %llu)", ok, (unsigned long long) span);
  tap_ok (!accblock_model_section_box_span (&span, INT64_C (1) << 32,
                                            INT64_C (1) << 32, 2, 0),
          "section_box_span: a move of 2^64 is refused");
  tap_ok (!accblock_model_section_box_span (&span, 1, 1, UINT64_MAX, 1)
          && accblock_model_section_box_span (&span, 1, 1, UINT64_MAX, 0)
          && span == UINT64_MAX,
          "section_box_span: a span of 2^64 is refused, 2^64 - 1 is not");
}

/* A time step, u[t + 1][x] = f (u[t][x - 1 .. x + 1]) for x in 1 .. 38
   of u[7][40] doubles: the first dimension is driven by no level.  The
   paper's rule, which greedy keeps, takes it whole (7 rows per tile);
   the search prices the one row of each section the runtime stages.  */
static void
test_undriven_rows (void)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a[2];
  struct accblock_target t = machine (64, 16384);
  struct accblock_model_result g, m;

  one_level_two_arrays (&nest, a, 38);
  set_array (&a[0], "u", 8, ACCBLOCK_MODEL_READ);
  a[0].ndims = 2;
  a[0].dim[0] = dim (7, ACCBLOCK_MODEL_NO_LEVEL, 0, 0);
  a[0].dim[1] = dim (40, 0, -1, 1);
  set_array (&a[1], "u", 8, ACCBLOCK_MODEL_WRITE);
  a[1].ndims = 2;
  a[1].dim[0] = dim (7, ACCBLOCK_MODEL_NO_LEVEL, 1, 1);
  a[1].dim[1] = dim (40, 0, 0, 0);
  accblock_model_greedy (&nest, &t, NULL, &g);
  accblock_model_search (&nest, &t, NULL, &m);
  uint64_t g_tiles = g.tiles, m_tiles = m.tiles;
  tap_ok (g.dma_in_bytes == 7 * (38 + 2 * g_tiles) * 8,
          "greedy reads 7 rows of u per tile: %llu bytes in %llu tiles",
          (unsigned long long) g.dma_in_bytes,
          (unsigned long long) g_tiles);
  tap_ok (m.dma_in_bytes == (38 + 2 * m_tiles) * 8,
          "the search reads one row of u per tile: %llu bytes in %llu "
          "tiles", (unsigned long long) m.dma_in_bytes,
          (unsigned long long) m_tiles);
}

static void
test_figure3_shape (void)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a[3];
  struct accblock_target t = machine (64, 16384);
  struct accblock_model_result big, small, greedy;
  accblock_model_block block = { 0 };

  matmul (&nest, a, 128, 4);
  block[0] = 1;
  accblock_model_evaluate (&nest, &t, block, &big);
  block[1] = 1;
  accblock_model_evaluate (&nest, &t, block, &small);
  block[1] = 30;
  accblock_model_evaluate (&nest, &t, block, &greedy);
  tap_ok (!big.fits && big.direct_accesses > 0 && big.cost_s > greedy.cost_s,
          "(1,0,0): too big, direct accesses, slower than (1,30,0)");
  tap_ok (small.fits && small.tiles == 16384
          && small.cost_s > greedy.cost_s,
          "(1,1,0): 16384 tiles, slower than (1,30,0)");
}

/* Matmul 8 x 8 x 8 ints, block (i:4, k:2, j:4): tiles 2, 4, 2.  Worked
   by hand from the rules at the head of price.c.

   j parallel: tasks (i tile, j tile) = 4.  A[i][k]: block changes with k
   (4 fetches per task), 4 * 8 * 8 = 256 bytes per j tile, read again for
   each of the 2 j tiles: 512 bytes, 16 fetches.  B[k][j] likewise
   (again for each of the 2 i tiles): 512 bytes, 16 fetches.  C[i][j]:
   no ordered level moves it, driven by i and j: once per task, 256
   bytes in, 256 out, 4 + 4 transfers.  In 1280, out 256, 40 transfers.

   j ordered (the paper's schedule): tasks = 2 i tiles.  A: 256 bytes,
   4 k tiles x 2 tasks = 8 fetches.  B: innermost changing level j; 256
   bytes per i tile: 512, 4 x 2 x 2 = 16 fetches.  C: fetched again for
   each of the 4 k tiles: 256 * 4 = 1024 bytes in and out, 16 + 16
   transfers.  In 1792, out 1024, 56 transfers.  */
static void
test_parallel_levels (void)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a[3];
  struct accblock_target t = machine (64, 16384);
  struct accblock_model_result par, ord;
  accblock_model_block block = { 4, 2, 4 };

  matmul (&nest, a, 8, 4);
  nest.inner_permutable = 1;
  accblock_model_evaluate (&nest, &t, block, &ord);
  nest.level[2].parallel = 1;
  accblock_model_evaluate (&nest, &t, block, &par);
  tap_ok (par.outer_tiles == 4 && par.tiles == 16 && par.rounds == 1,
          "j parallel: 4 tasks, 16 tiles (got %llu, %llu)",
          (unsigned long long) par.outer_tiles,
          (unsigned long long) par.tiles);
  tap_ok (par.dma_in_bytes == 1280 && par.dma_out_bytes == 256
          && par.dma_transfers == 40,
          "j parallel: in 1280, out 256, 40 transfers (got %llu, %llu, %llu)",
          (unsigned long long) par.dma_in_bytes,
          (unsigned long long) par.dma_out_bytes,
          (unsigned long long) par.dma_transfers);
  tap_ok (ord.outer_tiles == 2 && ord.dma_in_bytes == 1792
          && ord.dma_out_bytes == 1024 && ord.dma_transfers == 56,
          "j ordered: 2 tasks, in 1792, out 1024, 56 transfers (got %llu, "
          "%llu, %llu, %llu)", (unsigned long long) ord.outer_tiles,
          (unsigned long long) ord.dma_in_bytes,
          (unsigned long long) ord.dma_out_bytes,
          (unsigned long long) ord.dma_transfers);
  tap_ok (par.footprint == ord.footprint && par.cost_s < ord.cost_s,
          "same footprint, parallel j cheaper");

  /* Not blocked, a parallel level adds no task.  */
  block[2] = 0;
  accblock_model_evaluate (&nest, &t, block, &par);
  tap_ok (par.outer_tiles == 2, "unblocked parallel level: 2 tasks");
}

/* A cache as local memory (stage_min_reuse 8): matmul 128 ints,
   block(i:1, k:30).  A full tile runs 1 x 30 x 128 = 3840 iterations,
   one reference to each array per iteration: A's block of 30 elements
   is used 128 times each, C's of 128 elements 30 times, B's of 3840
   elements once, so B stays in main memory.  Footprint (30 + 128) x 4 =
   632 bytes instead of (30 + 3840 + 128) x 4 = 15992; B's 128^3 =
   2097152 references are direct accesses.  */
static void
test_in_place (void)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a[3];
  struct accblock_target t = machine (64, 16384);
  struct accblock_model_result r;
  accblock_model_block block = { 1, 30, 0 };

  matmul (&nest, a, 128, 4);
  accblock_model_evaluate (&nest, &t, block, &r);
  tap_ok (r.footprint == 15992 && r.direct_accesses == 0,
          "scratchpad: all staged, footprint %llu (15992)",
          (unsigned long long) r.footprint);
  t.stage_min_reuse = 8;
  accblock_model_evaluate (&nest, &t, block, &r);
  tap_ok (r.footprint == 632 && r.direct_accesses == 2097152,
          "cache, min reuse 8: B in place, footprint %llu (632), %llu "
          "direct accesses (2097152)", (unsigned long long) r.footprint,
          (unsigned long long) r.direct_accesses);
}

/* The rule itself (model/stage-gain.c): a scratchpad stages every
   block; a cache copies one only when the tile's iterations are at least
   stage_min_reuse per element.  Then heat-3d's stencil on 120^3 doubles,
   block(i:16): its input's ten references per iteration (the centre
   four times, six neighbours) make 8.6 accesses per element of the
   18 x 120 x 120 block, but only 0.86 iterations use each, so neither
   array is copied: nothing takes local memory, and every reference,
   ten of the input and one of the output per iteration, is a direct
   access.  */
static void
test_stage_gain (void)
{
  struct accblock_target host = *accblock_target_lookup ("host");
  struct accblock_target paper = *accblock_target_default ();
  tap_ok (host.stage_min_reuse == 8
          && accblock_target_stage_pays (&host, 3840, 30)
          && accblock_target_stage_pays (&host, 8 * 100, 100)
          && !accblock_target_stage_pays (&host, 8 * 100 - 1, 100)
          && !accblock_target_stage_pays (&host, 3840, 3840)
          && accblock_target_stage_pays (&paper, 1, 3840),
          "stage gain: a matmul's reused block pays on the host, a block "
          "used once does not, a scratchpad stages both");

  struct accblock_model_nest nest;
  struct accblock_model_array a[2];
  struct accblock_model_result r;
  accblock_model_block block = { 16, 0, 0 };
  stencil3d (&nest, a, 120);
  a[0].refs = 10;
  host.num_accel = 2;
  host.local_mem = 8 << 20;
  accblock_model_evaluate (&nest, &host, block, &r);
  uint64_t iterations = 118ULL * 118 * 118;
  tap_ok (r.footprint == 0 && r.dma_in_bytes == 0
          && r.direct_accesses == 11 * iterations,
          "host, heat-3d block(i:16): no section staged, footprint %llu, "
          "%llu direct accesses (%llu)", (unsigned long long) r.footprint,
          (unsigned long long) r.direct_accesses,
          (unsigned long long) (11 * iterations));
  paper.num_accel = 2;
  paper.local_mem = 8 << 20;
  accblock_model_evaluate (&nest, &paper, block, &r);
  tap_ok (r.footprint > 0 && r.direct_accesses == 0,
          "scratchpad, the same block: both staged, footprint %llu",
          (unsigned long long) r.footprint);
}

/* Matmul 128 x 128 ints whose j tiles run in parallel, or not.  */
static void
matmul_128 (struct accblock_model_nest *nest, struct accblock_model_array *a,
            int j_parallel)
{
  matmul (nest, a, 128, 4);
  nest->inner_permutable = 1;
  nest->level[2].parallel = j_parallel;
}

/* The seconds the model hides for BLOCK on ACCELERATORS with LOCAL_MEM
   bytes: its cost with one byte less, less its cost.  */
static double
hidden_at (const struct accblock_model_nest *nest, unsigned long accelerators,
           uint64_t local_mem, const uint64_t *block)
{
  struct accblock_target t = machine (accelerators, local_mem);
  struct accblock_model_result at, below;

  accblock_model_evaluate (nest, &t, block, &at);
  t.local_mem--;
  accblock_model_evaluate (nest, &t, block, &below);
  return below.cost_s - at.cost_s;
}

/* The time of BYTES in TRANSFERS fetched ahead on the default machine,
   hidden up to the computation of a 128^3 matmul, over TASKS / ROUNDS.  */
static double
overlap_s (double bytes, double transfers, double tasks, double rounds)
{
  const struct accblock_cost_params *c = &accblock_target_default ()->cost;
  double fetch = bytes / c->dma_bandwidth + transfers * c->dma_latency_s;
  double compute = 128.0 * 128 * 128 / c->compute_rate;

  return (fetch < compute ? fetch : compute) * rounds / tasks;
}

/* Whether the seconds GOT match EXPECTED closely.  */
static int
same_seconds (double got, double expected)
{
  return fabs (got - expected) <= 1e-9 * expected;
}

/* Double buffering: while a tile computes, the runtime fetches the
   next tile's read-only blocks when the next tile's blocks that are not
   resident already fit beside the current tile's (each rounded up to
   16 bytes, plus 16), and the model credits the overlap as the
   runtime's modeled time does.  Matmul 128 x 128 ints, j parallel,
   block(i:16, k:26, j:16): footprint (416 + 416 + 256) * 4 = 4352
   bytes, every block a multiple of 16.  Along k, C's block stays and A
   and B change: 4352 + (416 + 416) * 4 + 16 = 7696 bytes (the runtime's
   threshold too: its modeled time drops at ACCBLOCK_LOCAL_MEM=7696, not
   at 7695).  64 tasks of 5 k tiles, one per accelerator; A and B are
   read-only and fetched once per k tile: 320 fetches of 524288 bytes in
   all each.  All but each task's first fetch are prefetched: 4 moves of
   5 fetches per task, 524288 * 4 / 5 = 419430 bytes (integer division,
   as the model counts) and 256 transfers, per array.  The hidden time
   is the lesser of their transfer time and the computation, over the
   64 tasks of one round.  */
static void
test_double_buffering (void)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a[3];
  struct accblock_target t = machine (64, 7695);
  struct accblock_model_result db, single;
  accblock_model_block block = { 16, 26, 16 };
  double hidden, expected = overlap_s (2 * 419430, 2 * 256, 64, 1);

  matmul_128 (&nest, a, 1);
  hidden = hidden_at (&nest, 64, 7696, block);
  accblock_model_evaluate (&nest, &t, block, &single);
  t.local_mem = 4352;
  accblock_model_evaluate (&nest, &t, block, &db);
  tap_ok (single.footprint == 4352 && same_seconds (hidden, expected),
          "7696 bytes: %g s of prefetch hidden (expected %g s)", hidden,
          expected);
  tap_ok (db.fits && db.cost_s == single.cost_s
          && db.dma_in_bytes == single.dma_in_bytes,
          "7695 and 4352 bytes: no room for the next A and B blocks, "
          "nothing hidden, the same bytes moved");
  /* A cache (the host): the computing core makes the copies, so
     nothing is hidden however much room there is.  */
  t.local_mem = 1 << 20;
  accblock_model_evaluate (&nest, &t, block, &single);
  t.stage_min_reuse = 8;
  accblock_model_evaluate (&nest, &t, block, &db);
  tap_ok (db.cost_s > single.cost_s,
          "cache target: nothing hidden (%g s against %g s on a scratchpad)",
          db.cost_s, single.cost_s);
}

/* Which moves between consecutive tiles have room, and which fetches
   the runtime makes ahead at them (prefetch.c).  Matmul 128 x 128 ints,
   block(i:16, k:26, j:16), blocks A 16 x 26, B 26 x 16, C 16 x 16:
   1664 + 1664 + 1024 = 4352 bytes.
   * j parallel on 16 accelerators: 64 tasks of 5 k tiles in 4 rounds.
     A task's first tile has no tile before it on its accelerator to
     overlap (the runtime prefetches within a task), so per array 64 * 4
     = 256 of the 320 fetches are made ahead, 524288 * 4 / 5 = 419430
     bytes; the model scales the totals by rounds / tasks = 4 / 64.
   * j serial (only i parallel): 8 tasks, each with k tiles outside j
     tiles.  A move along j changes B and C: 4352 + 1664 + 1024 + 16 =
     7056 bytes; a move along k changes all three: 2 * 4352 + 16 = 8720.
     Per task j moves 5 * 7 = 35 times and k 4 times; B is fetched 40
     times per task, A 5 times.  At 7056 bytes only the j moves have
     room: 35 of B's 40 fetches ahead (524288 * 35 / 40 = 458752 bytes,
     280 transfers) and none of A's; at 8720 also A's 4 of 5 and B's
     39th (A: each task reads 16 rows, 65536 bytes in all, 65536 * 4 / 5
     = 52428 bytes and 32 transfers; B: 524288 * 39 / 40 = 511180 bytes
     and 312 transfers).  */
static void
test_double_buffering_moves (void)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a[3];
  accblock_model_block block = { 16, 26, 16 };
  double hidden, expected;

  matmul_128 (&nest, a, 1);
  hidden = hidden_at (&nest, 16, 7696, block);
  expected = overlap_s (2 * 419430, 2 * 256, 64, 4);
  tap_ok (same_seconds (hidden, expected),
          "64 tasks on 16 accelerators: each task's first fetch waits "
          "(%g s hidden, expected %g s)", hidden, expected);
  matmul_128 (&nest, a, 0);
  hidden = hidden_at (&nest, 64, 7056, block);
  expected = overlap_s (458752, 280, 8, 1);
  tap_ok (same_seconds (hidden, expected),
          "j serial, 7056 bytes: B fetched ahead along j only "
          "(%g s hidden, expected %g s)", hidden, expected);
  /* From no room at all (8719 has the j moves' room already).  */
  hidden = hidden_at (&nest, 64, 8720, block)
           + hidden_at (&nest, 64, 7056, block);
  expected = overlap_s (52428 + 511180, 32 + 312, 8, 1);
  tap_ok (same_seconds (hidden, expected),
          "j serial, 8720 bytes: A ahead along k too "
          "(%g s hidden, expected %g s)", hidden, expected);
}

/* NEST and A: b[i] = a[i] on doubles for i < TRIPS.  */
static void
copy_loop (struct accblock_model_nest *nest,
           struct accblock_model_array a[2], uint64_t trips)
{
  one_level_two_arrays (nest, a, trips);
  set_array (&a[0], "a", 8, ACCBLOCK_MODEL_READ);
  set_array (&a[1], "b", 8, ACCBLOCK_MODEL_WRITE);
  a[0].ndims = a[1].ndims = 1;
  a[0].dim[0] = a[1].dim[0] = dim (trips, 0, 0, 0);
}

/* The slowest accelerator runs full tasks: for i < 100, b[i] = a[i] on
   doubles, block(i:30), has 4 tasks of 30, 30, 30 and 10 iterations on
   64 accelerators, so the time is that of a task of 30, not of the
   average 25.  Every task has one tile and two transfers (8 and 4 in
   all); a full task computes 30 iterations and moves 480 bytes, 1.2
   times the average (100 iterations and 1600 bytes over 4 tasks).  With
   block(i:25) every task is full and the average is the task.  */
static void
test_largest_task (void)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a[2];
  struct accblock_target t = machine (64, 16384);
  const struct accblock_cost_params *c = &t.cost;
  struct accblock_model_result r;
  accblock_model_block block = { 30 };
  double full = 30 / c->compute_rate + 480 / c->dma_bandwidth
                + 2 * c->dma_latency_s + c->tile_overhead_s;
  double total = 100 / c->compute_rate + 1600 / c->dma_bandwidth
                 + 8 * c->dma_latency_s + 4 * c->tile_overhead_s;

  copy_loop (&nest, a, 100);
  accblock_model_evaluate (&nest, &t, block, &r);
  tap_ok (r.outer_tiles == 4 && r.dma_in_bytes == 800
          && fabs (r.cost_s - full) <= 1e-12 * r.cost_s,
          "block(i:30) of 100: the task of 30 sets the time (%g s, "
          "expected %g s)", r.cost_s, full);
  block[0] = 25;
  accblock_model_evaluate (&nest, &t, block, &r);
  tap_ok (r.outer_tiles == 4
          && fabs (r.cost_s - total / 4) <= 1e-12 * r.cost_s,
          "block(i:25) of 100: full tasks, the average (%g s, expected "
          "%g s)", r.cost_s, total / 4);
}

/* The time slack: among the vectors at most SLACK% slower than the
   fastest that save at least as large a share of its bytes as they add
   to its time, the search takes the one that moves the fewest bytes.
   Matmul 1024 x 1024 ints, j parallel, on the paper's machine: with no
   slack it takes the fastest vector; with 2%, 3%, the default and 100%
   ones that move fewer bytes and fewer again, each within its slack and
   worth it.  */
static void
test_time_slack (void)
{
  static const int slack[] = { -1, 2, 3, 0, 100 };
  static const char *const name[] = { "none", "2%", "3%", "default",
                                      "100%" };
  struct accblock_model_nest nest;
  struct accblock_model_array a[3];
  struct accblock_target t = machine (64, 16384);
  struct accblock_model_result r[5];
  struct accblock_model_options opt;
  unsigned i;

  matmul (&nest, a, 1024, 4);
  nest.inner_permutable = 1;
  nest.level[2].parallel = 1;
  memset (&opt, 0, sizeof opt);
  for (i = 0; i < 5; i++)
    {
      opt.time_slack_percent = slack[i];
      accblock_model_search (&nest, &t, &opt, &r[i]);
    }
  for (i = 1; i < 5; i++)
    {
      int percent = slack[i] ? slack[i] : ACCBLOCK_MODEL_DEFAULT_TIME_SLACK;
      tap_ok (r[i].moved_bytes < r[i - 1].moved_bytes
              && r[i].cost_s > r[i - 1].cost_s
              && r[i].cost_s <= r[0].cost_s * (1 + percent / 100.0),
              "slack %s: %s moves %llu bytes at %g s, fewer than %s's %llu "
              "at %g s (fastest %g s)", name[i], clause (&nest, r[i].block),
              (unsigned long long) r[i].moved_bytes, r[i].cost_s,
              clause (&nest, r[i - 1].block),
              (unsigned long long) r[i - 1].moved_bytes, r[i - 1].cost_s,
              r[0].cost_s);
      tap_ok ((double) r[i].moved_bytes / (double) r[0].moved_bytes
              + r[i].cost_s / r[0].cost_s <= 2,
              "slack %s: saves %.1f%% of the bytes for %.1f%% more time",
              name[i], 100 - 100.0 * (double) r[i].moved_bytes
                             / (double) r[0].moved_bytes,
              100 * r[i].cost_s / r[0].cost_s - 100);
    }
}

/* ---- Split reduction levels ---- */

/* Matmul as the plugin describes it when k may be split: i parallel,
   k splittable, j proven parallel, k and j permutable, and C, written
   only as C[i][j] = C[i][j] + A[i][k] * B[k][j] in integers, flagged
   ADD.  */
static void
matmul_split (struct accblock_model_nest *nest,
              struct accblock_model_array *a, uint64_t n)
{
  matmul (nest, a, n, 4);
  nest->inner_permutable = 1;
  nest->level[1].splittable = 1;
  nest->level[2].parallel = 1;
  a[0].access |= ACCBLOCK_MODEL_ADD;
}

/* Exact results of the two vectors equal, field by field.  */
static int
same_result (const struct accblock_model_result *x,
             const struct accblock_model_result *y)
{
  unsigned i;

  for (i = 0; i < ACCBLOCK_MODEL_MAX_LEVELS; i++)
    if (x->block[i] != y->block[i])
      return 0;
  return x->fits == y->fits && x->footprint == y->footprint
         && x->tiles == y->tiles && x->outer_tiles == y->outer_tiles
         && x->rounds == y->rounds && x->dma_in_bytes == y->dma_in_bytes
         && x->dma_out_bytes == y->dma_out_bytes
         && x->dma_transfers == y->dma_transfers
         && x->direct_accesses == y->direct_accesses
         && x->moved_bytes == y->moved_bytes && x->cost_s == y->cost_s
         && x->split_groups == y->split_groups;
}

/* block(i:64, k:10, j:32) of the 256 x 256 int matmul on 64
   accelerators.  Tiles: i 4, k 26 (25 of 10, one of 6), j 8: 832.
   Unsplit: 4 x 8 = 32 tasks.  A[i][k] changes with k in a task and is
   not indexed by j: all of A once per j tile, 8 n^2 elements, in 26
   fetches per task, 832 in all; B[k][j] likewise once per i tile,
   4 n^2, 832 fetches; C[i][j] does not change in a task: fetched and
   written back once per task, n^2 each way in 32 transfers each.  In
   13 n^2 x 4 = 3407872 bytes, out n^2 x 4 = 262144, 1728 transfers.
   split(k:2): 13 tiles per group, 2 groups, 64 tasks.  A and B move
   as before (each group fetches its 13 tiles' blocks: 832 fetches of
   each still); C is staged zero-filled in each of the 64 tasks and
   added back, its 64 x 32 x 32 box in and out: 2 n^2 each way in 64
   transfers each.  In (8 + 4 + 2) n^2 x 4 = 3670016, out 2 n^2 x 4 =
   524288, 832 + 832 + 128 = 1792 transfers: 16 n^2 elements moved,
   against the 2 n^3 / sqrt (4096) = 8 n^2 of the I/O bound.  */
static void
test_split_pricing (void)
{
  struct accblock_model_nest nest, plain;
  struct accblock_model_array a[3], pa[3];
  struct accblock_target t = machine (64, 16384);
  struct accblock_model_result r, r0, today;
  accblock_model_block block = { 64, 10, 32 };
  const uint64_t n2 = 256 * 256;
  char text[96];

  matmul_split (&nest, a, 256);
  matmul (&plain, pa, 256, 4);
  plain.inner_permutable = 1;
  plain.level[2].parallel = 1;
  accblock_model_evaluate (&plain, &t, block, &today);
  accblock_model_evaluate (&nest, &t, block, &r0);
  tap_ok (same_result (&r0, &today) && r0.split_groups == 0
          && r0.outer_tiles == 32 && r0.tiles == 832
          && r0.dma_in_bytes == 13 * n2 * 4 && r0.dma_out_bytes == n2 * 4
          && r0.dma_transfers == 1728,
          "split matmul 256, split_groups 0: as today (32 tasks, in %llu, "
          "out %llu, %llu transfers, %g s)",
          (unsigned long long) r0.dma_in_bytes,
          (unsigned long long) r0.dma_out_bytes,
          (unsigned long long) r0.dma_transfers, r0.cost_s);
  nest.split_groups = 1;
  accblock_model_evaluate (&nest, &t, block, &r);
  tap_ok (same_result (&r, &today), "split_groups 1: as today");

  nest.split_groups = 2;
  accblock_model_evaluate (&nest, &t, block, &r);
  tap_ok (r.split_groups == 2 && r.outer_tiles == 64 && r.rounds == 1
          && r.tiles == 832 && r.footprint == r0.footprint,
          "split(k:2): 64 tasks in 1 round, 832 tiles (got %llu groups, "
          "%llu tasks, %llu rounds, %llu tiles)",
          (unsigned long long) r.split_groups,
          (unsigned long long) r.outer_tiles, (unsigned long long) r.rounds,
          (unsigned long long) r.tiles);
  tap_ok (r.dma_in_bytes == 14 * n2 * 4 && r.dma_out_bytes == 2 * n2 * 4
          && r.dma_transfers == 1792 && r.moved_bytes == 16 * n2 * 4,
          "split(k:2): in %llu (A 8n^2 + B 4n^2 + C 2n^2 ints = %llu), out "
          "%llu (C 2n^2 = %llu), %llu transfers (1792)",
          (unsigned long long) r.dma_in_bytes,
          (unsigned long long) (14 * n2 * 4),
          (unsigned long long) r.dma_out_bytes,
          (unsigned long long) (2 * n2 * 4),
          (unsigned long long) r.dma_transfers);
  /* Twice the tasks on 64 accelerators: each does half the work, at
     the price of C's second box each way.  */
  tap_ok (r.cost_s < 0.6 * r0.cost_s && r.cost_s > 0.4 * r0.cost_s,
          "split(k:2) about halves the modeled time (%g s vs %g s)",
          r.cost_s, r0.cost_s);
  accblock_model_format_split_clause (&nest, block, r.split_groups, text,
                                      sizeof text);
  tap_ok (strcmp (text, "block(i:64, k:10, j:32) split(k:2)") == 0,
          "the clause shows the split: %s", text);
  accblock_model_format_split_clause (&nest, block, 0, text, sizeof text);
  tap_ok (strcmp (text, "block(i:64, k:10, j:32)") == 0,
          "no split, no split clause: %s", text);

  /* A C that is only written (C[i][j] += ... but described write-only)
     is not fetched unsplit; split, its write-back reads the box all the
     same: the same 2 n^2 in.  */
  a[0].access = ACCBLOCK_MODEL_WRITE | ACCBLOCK_MODEL_ADD;
  accblock_model_evaluate (&nest, &t, block, &r);
  nest.split_groups = 0;
  accblock_model_evaluate (&nest, &t, block, &r0);
  tap_ok (r.dma_in_bytes == 14 * n2 * 4 && r.dma_out_bytes == 2 * n2 * 4
          && r0.dma_in_bytes == 12 * n2 * 4 && r0.dma_out_bytes == n2 * 4,
          "write-only C: split moves its boxes in and out (in %llu), "
          "unsplit only out (in %llu)", (unsigned long long) r.dma_in_bytes,
          (unsigned long long) r0.dma_in_bytes);
  a[0].access |= ACCBLOCK_MODEL_READ;

  /* n = 70, block(i:35, k:10, j:35): i 2, k 7, j 2 tiles, 4 parallel
     tasks.  split(k:3): runs of ceil (7 / 3) = 3 tiles, 3 groups (3, 3,
     1), 12 tasks.  A: 70 x 70 ints once per j tile, 2 x 19600 = 39200
     bytes in 7 x 4 = 28 fetches; B the same; C's 35 x 35 box in and
     out in each of the 12 tasks: 3 x 19600 = 58800 bytes each way in
     12 transfers each.  In 137200, out 58800, 80 transfers.  */
  matmul_split (&nest, a, 70);
  block[0] = 35;
  block[1] = 10;
  block[2] = 35;
  nest.split_groups = 3;
  accblock_model_evaluate (&nest, &t, block, &r);
  tap_ok (r.split_groups == 3 && r.outer_tiles == 12 && r.tiles == 28
          && r.dma_in_bytes == 137200 && r.dma_out_bytes == 58800
          && r.dma_transfers == 80,
          "7 tiles in 3 groups: %llu groups, %llu tasks, %llu tiles, in "
          "%llu, out %llu, %llu transfers",
          (unsigned long long) r.split_groups,
          (unsigned long long) r.outer_tiles, (unsigned long long) r.tiles,
          (unsigned long long) r.dma_in_bytes,
          (unsigned long long) r.dma_out_bytes,
          (unsigned long long) r.dma_transfers);
  /* split(k:4): runs of 2, 4 groups (2, 2, 2, 1).  */
  nest.split_groups = 4;
  accblock_model_evaluate (&nest, &t, block, &r);
  tap_ok (r.split_groups == 4 && r.outer_tiles == 16,
          "7 tiles in runs of 2: 4 groups, 16 tasks (got %llu, %llu)",
          (unsigned long long) r.split_groups,
          (unsigned long long) r.outer_tiles);
  /* split(k:6): runs of 2 again, so 4 groups, not 6.  */
  nest.split_groups = 6;
  accblock_model_evaluate (&nest, &t, block, &r0);
  tap_ok (same_result (&r, &r0), "split(k:6) of 7 tiles is split(k:4)");
  /* block(k:35): 2 tiles; split(k:5): runs of 1, 2 groups.  */
  block[1] = 35;
  nest.split_groups = 5;
  accblock_model_evaluate (&nest, &t, block, &r);
  tap_ok (r.split_groups == 2 && r.outer_tiles == 8 && r.tiles == 8
          && r.dma_out_bytes == 2 * 19600,
          "2 tiles in 5 groups: 2 groups, 8 tasks (got %llu, %llu), C out "
          "%llu", (unsigned long long) r.split_groups,
          (unsigned long long) r.outer_tiles,
          (unsigned long long) r.dma_out_bytes);
  /* k in one tile, or not blocked: nothing to split.  */
  block[1] = 70;
  accblock_model_evaluate (&nest, &t, block, &r);
  tap_ok (r.split_groups == 0 && r.outer_tiles == 4,
          "k in one tile: not split (%llu groups, %llu tasks)",
          (unsigned long long) r.split_groups,
          (unsigned long long) r.outer_tiles);
  block[1] = 0;
  accblock_model_evaluate (&nest, &t, block, &r);
  tap_ok (r.split_groups == 0 && r.outer_tiles == 4,
          "k not blocked: not split");
  /* The paper's greedy never splits.  */
  accblock_model_greedy (&nest, &t, NULL, &r);
  tap_ok (r.split_groups == 0, "greedy does not split");
}

/* Whether the trace LOG has a "model: chose" line that shows a
   split.  */
static int
chose_split (const struct trace_log *log)
{
  const char *line = strstr (log->text, "model: chose");

  return line != NULL && strstr (line, " split(k:") != NULL;
}

static void
trace_tail (void *data, const char *line)
{
  struct trace_log *log = (struct trace_log *) data;

  if (strncmp (line, "model: chose", 12) == 0)
    collect (data, line);
  else if (strlen (log->text) > 2048)
    log->text[0] = '\0';
}

/* The search on the int matmul on the paper's machine (64 x 16 KiB),
   with k splittable, against the same nest without: it must find a
   split that moves fewer bytes within the time slack; at n = 256 no
   more than the 16 n^2 ints of block(i:64, k:10, j:32) split(k:2).  The
   I/O lower bound is 2 n^3 / sqrt (M) elements, M = 4096 ints.  */
static void
test_split_search (void)
{
  const struct accblock_target *t = accblock_target_lookup ("paper");
  struct accblock_model_nest nest, plain;
  struct accblock_model_array a[3], pa[3];
  struct accblock_model_result r, u, again;
  struct accblock_model_options o;
  struct trace_log log;
  char text[96], utext[96];
  uint64_t n;

  memset (&o, 0, sizeof o);
  o.trace = trace_tail;
  o.trace_data = &log;
  for (n = 128; n <= 512; n *= 2)
    {
      double bound = 2.0 * (double) n * (double) n * (double) n / 64 * 4;
      double n2 = (double) n * (double) n * 4;
      matmul_split (&nest, a, n);
      matmul (&plain, pa, n, 4);
      plain.inner_permutable = 1;
      plain.level[2].parallel = 1;
      log.text[0] = '\0';
      accblock_model_search (&nest, t, &o, &r);
      accblock_model_search (&plain, t, NULL, &u);
      accblock_model_format_split_clause (&nest, r.block, r.split_groups,
                                          text, sizeof text);
      accblock_model_format_split_clause (&plain, u.block, 0, utext,
                                          sizeof utext);
      tap_ok (within (&nest, &r, t->local_mem) && r.split_groups >= 2
              && chose_split (&log) && r.moved_bytes < u.moved_bytes
              && r.cost_s <= 1.1 * u.cost_s,
              "matmul %llu int paper: %s moves %llu in + %llu out = %.2f "
              "n^2 ints (%.3f x bound) in %.4g s over %llu tasks; unsplit "
              "best %s %.2f n^2 (%.3f x bound) in %.4g s",
              (unsigned long long) n, text,
              (unsigned long long) r.dma_in_bytes,
              (unsigned long long) r.dma_out_bytes,
              (double) r.moved_bytes / n2, (double) r.moved_bytes / bound,
              r.cost_s, (unsigned long long) r.outer_tiles, utext,
              (double) u.moved_bytes / n2, (double) u.moved_bytes / bound,
              u.cost_s);
      nest.split_groups = r.split_groups;
      accblock_model_evaluate (&nest, t, r.block, &again);
      again.evaluated = r.evaluated;
      tap_ok (same_result (&again, &r),
              "matmul %llu: evaluating %s with its split_groups gives the "
              "search's result", (unsigned long long) n, text);
      if (n == 256)
        tap_ok (r.moved_bytes <= 16 * 256 * 256 * 4
                && (double) r.moved_bytes <= 2.0 * bound,
                "matmul 256: %llu bytes <= 16 n^2 ints, 2.0 x bound (%.3f; "
                "unsplit %.3f)", (unsigned long long) r.moved_bytes,
                (double) r.moved_bytes / bound,
                (double) u.moved_bytes / bound);
    }
}

/* The input checks of split levels and added arrays.  */
static void
test_split_checks (void)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a[3];
  struct accblock_target t = machine (64, 16384);
  struct accblock_model_result r;
  accblock_model_block block = { 16, 16, 16 };
  char err[128];

  matmul_split (&nest, a, 64);
  nest.split_groups = 2;
  tap_ok (accblock_model_check (&nest, err, sizeof err) == 0,
          "a split matmul passes the check");
  nest.level[0].splittable = 1;
  tap_ok (accblock_model_check (&nest, err, sizeof err) != 0
          && accblock_model_evaluate (&nest, &t, block, &r) != 0
          && accblock_model_search (&nest, &t, NULL, &r) != 0,
          "splittable level 0 is refused: %s", err);
  nest.level[0].splittable = 0;
  nest.level[1].splittable = 0;
  nest.level[2].splittable = 1;
  tap_ok (accblock_model_check (&nest, err, sizeof err) != 0
          && strstr (err, "parallel") != NULL,
          "a splittable parallel level is refused: %s", err);
  nest.level[1].splittable = 1;
  nest.level[2].parallel = 0;
  tap_ok (accblock_model_check (&nest, err, sizeof err) != 0
          && strstr (err, "levels 1 and 2") != NULL,
          "two splittable levels are refused: %s", err);
  nest.level[2].parallel = 1;
  nest.level[2].splittable = 0;
  a[0].access = ACCBLOCK_MODEL_READ | ACCBLOCK_MODEL_ADD;
  tap_ok (accblock_model_check (&nest, err, sizeof err) != 0
          && accblock_model_greedy (&nest, &t, NULL, &r) != 0,
          "ADD without WRITE is refused: %s", err);
  a[0].access = ACCBLOCK_MODEL_READ | ACCBLOCK_MODEL_WRITE | 8;
  tap_ok (accblock_model_check (&nest, err, sizeof err) != 0,
          "an unknown access bit is still refused: %s", err);
  a[0].access = ACCBLOCK_MODEL_READ | ACCBLOCK_MODEL_WRITE
                | ACCBLOCK_MODEL_ADD;
  nest.level[1].splittable = 0;
  tap_ok (accblock_model_check (&nest, err, sizeof err) != 0,
          "split_groups 2 without a splittable level is refused: %s", err);
  nest.split_groups = 1;
  tap_ok (accblock_model_check (&nest, err, sizeof err) == 0,
          "split_groups 1 needs no splittable level");
}

/* Dispatching pays when dispatch_s plus the priced time is below the
   time the host core takes for the nest's iterations and bytes: b[i] = a[i] over 100
   iterations does not pay on the paper's target (its dispatch alone
   takes longer than the loop where it stands), over 10^6 it does, and
   the two times are the formula's.  */
static void
test_dispatch_gain (void)
{
  struct accblock_model_nest nest;
  struct accblock_model_array a[2];
  struct accblock_target t = machine (64, 16384);
  const struct accblock_cost_params *c = &t.cost;
  struct accblock_model_result r;
  struct accblock_dispatch_gain gain;
  accblock_model_block block = { 2 };

  copy_loop (&nest, a, 100);
  accblock_model_evaluate (&nest, &t, block, &r);
  accblock_model_dispatch_gain (&nest, &t, &r, &gain);
  tap_ok (!gain.pays
          && gain.local_s == 100 / c->host_rate + 1600 / c->host_bandwidth
          && gain.dispatched_s == c->dispatch_s + r.cost_s,
          "100 iterations: %g s where it stands, %g s dispatched: stays",
          gain.local_s, gain.dispatched_s);
  copy_loop (&nest, a, 1000000);
  block[0] = 1000;  /* a and b blocks fill the 16 KiB.  */
  accblock_model_evaluate (&nest, &t, block, &r);
  accblock_model_dispatch_gain (&nest, &t, &r, &gain);
  tap_ok (gain.pays
          && gain.local_s == 1e6 / c->host_rate + 16e6 / c->host_bandwidth
          && gain.dispatched_s == c->dispatch_s + r.cost_s,
          "10^6 iterations: %g s where it stands, %g s dispatched: pays",
          gain.local_s, gain.dispatched_s);
}

/* The host profile with ACCELERATORS cores and 1 MiB of L2 each.  */
static struct accblock_target
host_cores (unsigned long accelerators)
{
  struct accblock_target host = *accblock_target_lookup ("host");

  host.num_accel = accelerators;
  host.local_mem = 1 << 20;
  return host;
}

/* Search NEST on HOST and ask whether dispatching it pays, into GAIN;
   return the searched clause as text.  */
static const char *
host_gain (const struct accblock_model_nest *nest,
           const struct accblock_target *host,
           struct accblock_dispatch_gain *gain)
{
  struct accblock_model_result r;

  accblock_model_search (nest, host, NULL, &r);
  accblock_model_dispatch_gain (nest, host, &r, gain);
  return clause (nest, r.block);
}

/* fdtd-2d's first sweep, ey[i][j] -= 0.5 * (hz[i][j] - hz[i-1][j]) for
   1 <= i < N, 0 <= j < N, both levels parallel: on the host, whose
   cores read the arrays in place, the search must hand the cores whole
   rows (block j unblocked or whole), not halves of every row, which
   save only hz's halo row and ran at half the speed (issue 32).  */
static void
test_host_whole_rows (void)
{
  struct accblock_target host = host_cores (2);
  struct accblock_model_nest nest;
  struct accblock_model_array a[2];
  struct accblock_model_result r;
  const uint64_t n = 1500;

  memset (&nest, 0, sizeof nest);
  nest.nlevels = 2;
  nest.inner_permutable = 1;
  set_level (&nest, 0, "i", n - 1);
  set_level (&nest, 1, "j", n);
  nest.level[1].parallel = 1;
  set_array (&a[0], "ey", 8, ACCBLOCK_MODEL_READ | ACCBLOCK_MODEL_WRITE);
  a[0].ndims = 2;
  a[0].dim[0] = dim (n, 0, 0, 0);
  a[0].dim[1] = dim (n, 1, 0, 0);
  set_array (&a[1], "hz", 8, ACCBLOCK_MODEL_READ);
  a[1].ndims = 2;
  a[1].dim[0] = dim (n, 0, -1, 0);
  a[1].dim[1] = dim (n, 1, 0, 0);
  a[1].refs = 2;
  nest.narrays = 2;
  nest.arrays = a;
  accblock_model_search (&nest, &host, NULL, &r);
  tap_ok (r.block[1] == 0 || r.block[1] >= n,
          "host, 2 cores, fdtd-2d ey sweep 1500: %s keeps whole rows",
          clause (&nest, r.block));
}

/* An array left in place in the cache stays there from one tile to
   the next only when its block fits what the staged blocks leave of the
   cache.  Double matmul 2048 on the host's two cores, 512 KiB of L2
   each (the profile's default): block(i:4) reads the whole of B (32
   MiB) in place in every one of its 512 tiles, and must cost more than
   block(i:228, k:14, j:256), whose blocks all fit, and the search must
   block k.  Priced as resident
   for the whole nest, B cost i:4 nothing after its first tile, and the
   search chose it: 2.5 to 2.7 s a product against 1.0 s (issue 32).  */
static void
test_host_in_place_refills (void)
{
  struct accblock_target host = host_cores (2);
  struct accblock_model_nest nest;
  struct accblock_model_array a[3];
  struct accblock_model_result rows, cached, searched;
  accblock_model_block thin = { 4, 0, 0 }, fitted = { 228, 14, 256 };

  host.local_mem = 512 << 10;
  matmul (&nest, a, 2048, 8);
  nest.inner_permutable = 1;
  accblock_model_evaluate (&nest, &host, thin, &rows);
  accblock_model_evaluate (&nest, &host, fitted, &cached);
  accblock_model_search (&nest, &host, NULL, &searched);
  tap_ok (rows.cost_s > cached.cost_s,
          "host, 2 cores, double matmul 2048: block(i:4) %g s, "
          "block(i:228, k:14, j:256) %g s", rows.cost_s, cached.cost_s);
  tap_ok (searched.block[1] != 0 && searched.cost_s <= cached.cost_s,
          "host, 2 cores, double matmul 2048: the search's %s blocks k "
          "(%g s)", clause (&nest, searched.block), searched.cost_s);
}

/* The host target's accelerators are the host's own cores, so the
   model must price a dispatched nest as the work where it stands split
   over the cores used, plus the dispatch and the tiles: a 1500 x 1500
   five-point stencil (Jacobi's sweep, 2.24M iterations) and heat-3d's
   on 120^3 doubles, searched for two cores, pay for their dispatch and
   are priced at about half their time where they stand; on one core
   the same sweep does not pay (it would be the same work plus the
   dispatch).  Issue 32: direct accesses priced at 2 ns each, against
   the 1 ns an iteration the local side charges, kept every big stencil
   on the calling thread.  */
static void
test_host_dispatch_big (void)
{
  struct accblock_target host = host_cores (2);
  struct accblock_model_nest nest;
  struct accblock_model_array a[3];
  struct accblock_dispatch_gain g;
  const char *text;

  jacobi (&nest, a, 1500);
  text = host_gain (&nest, &host, &g);
  tap_ok (g.pays && g.dispatched_s - host.cost.dispatch_s < 0.55 * g.local_s,
          "host, 2 cores, Jacobi 1500 %s: %g s where it stands, %g s "
          "dispatched: pays, about half", text, g.local_s, g.dispatched_s);
  stencil3d (&nest, a, 120);
  a[0].refs = 10;
  text = host_gain (&nest, &host, &g);
  tap_ok (g.pays && g.dispatched_s - host.cost.dispatch_s < 0.55 * g.local_s,
          "host, 2 cores, heat-3d 120 %s: %g s where it stands, %g s "
          "dispatched: pays, about half", text, g.local_s, g.dispatched_s);
  host = host_cores (1);
  jacobi (&nest, a, 1500);
  text = host_gain (&nest, &host, &g);
  tap_ok (!g.pays
          && g.dispatched_s - host.cost.dispatch_s >= 0.95 * g.local_s,
          "host, 1 core, Jacobi 1500 %s: %g s where it stands, %g s "
          "dispatched: stays", text, g.local_s, g.dispatched_s);
}

/* What the dispatch rule is for, on the host's two cores: 64 x 64 and
   128 x 128 doubles fit the 1 MiB cache, so the data of a sweep run
   again is there, on either side, and only the iterations count: 3844
   of them (3.8 us) gain less than the 4 us dispatch, 15876 gain more
   (measured on two cores: 3.9 and 16.4 us a sweep).  An 8-iteration
   copy loop stays where it is.  */
static void
test_host_dispatch_small (void)
{
  struct accblock_target host = host_cores (2);
  struct accblock_model_nest nest;
  struct accblock_model_array a[3];
  struct accblock_dispatch_gain g;
  const char *text;

  jacobi (&nest, a, 64);
  text = host_gain (&nest, &host, &g);
  tap_ok (!g.pays && g.local_s == 3844 / host.cost.host_rate,
          "host, 2 cores, Jacobi 64 in the cache %s: %g s where it stands, "
          "%g s dispatched: stays", text, g.local_s, g.dispatched_s);
  jacobi (&nest, a, 128);
  text = host_gain (&nest, &host, &g);
  tap_ok (g.pays,
          "host, 2 cores, Jacobi 128 in the cache %s: %g s where it "
          "stands, %g s dispatched: pays", text, g.local_s, g.dispatched_s);
  copy_loop (&nest, a, 8);
  text = host_gain (&nest, &host, &g);
  tap_ok (!g.pays,
          "host, 2 cores, 8 iterations %s: %g s where it stands, %g s "
          "dispatched: stays", text, g.local_s, g.dispatched_s);
}

/* Below the count accblock_model_never_pays_below gives, a nest of as
   many iterations, each touching the bytes it was given, never gains:
   its time where it stands is below the dispatch's fixed cost alone.  */
static void
test_never_pays_below (void)
{
  const struct accblock_target *host = accblock_target_lookup ("host");
  const struct accblock_cost_params *c = &host->cost;
  uint64_t n = accblock_model_never_pays_below (c, 24);
  double local = (double) n * (1 / c->host_rate + 24 / c->host_bandwidth);
  double next = (double) (n + 1) * (1 / c->host_rate
                                    + 24 / c->host_bandwidth);
  tap_ok (n > 1 && local <= c->dispatch_s && next > c->dispatch_s,
          "host, 24 bytes an iteration: %llu iterations take %g s where "
          "they stand, at most the dispatch's %g s",
          (unsigned long long) n, local, c->dispatch_s);
}

/* A trace that keeps nothing: a search that traces is never taken from
   the memo of the last searches (search-memo.c), so this gives a fresh
   search to compare a remembered one with.  */
static void
ignore_line (void *data, const char *line)
{
  (void) data;
  (void) line;
}

/* The search of a nest searched before gives what the first search gave,
   names aside; arrays changed in place, under the same pointer, are a
   new nest.  */
static void
test_search_memo (void)
{
  struct accblock_model_nest nest, twin;
  struct accblock_model_array a[3], b[3];
  struct accblock_target paper = machine (64, 16384);
  struct accblock_model_options tracing;
  struct accblock_model_result first, again, fresh;

  memset (&tracing, 0, sizeof tracing);
  tracing.trace = ignore_line;
  matmul (&nest, a, 96, 4);
  accblock_model_search (&nest, &paper, NULL, &first);
  matmul (&twin, b, 96, 4);
  b[0].name = "D";
  twin.level[1].name = "l";
  accblock_model_search (&twin, &paper, NULL, &again);
  accblock_model_search (&twin, &paper, &tracing, &fresh);
  tap_ok (same_result (&first, &again) && same_result (&again, &fresh)
          && again.evaluated == fresh.evaluated,
          "search memo: a second nest like the first, other names, gets "
          "the first's result, as a fresh search does (%s, %lu priced)",
          clause (&twin, again.block), again.evaluated);
  a[0].elem_size = a[1].elem_size = a[2].elem_size = 64;
  accblock_model_search (&nest, &paper, NULL, &again);
  accblock_model_search (&nest, &paper, &tracing, &fresh);
  tap_ok (same_result (&again, &fresh) && !same_result (&again, &first),
          "search memo: arrays changed in place are searched again (%s, "
          "fresh %s, before %s)", clause (&nest, again.block),
          clause (&nest, fresh.block), clause (&nest, first.block));
}

int
main (void)
{
  test_worked_example ();
  test_greedy_table ();
  test_halo_footprints ();
  test_profitability ();
  test_greedy_other_kernels ();
  test_model_vs_greedy ();
  test_never_exceeds ();
  test_legality_flags ();
  test_gmp_paths ();
  test_clause_and_checks ();
  test_unstaged ();
  test_combines ();
  test_section_dims ();
  test_dim_separates ();
  test_section_box_span ();
  test_search_memo ();
  test_figure3_shape ();
  test_parallel_levels ();
  test_in_place ();
  test_stage_gain ();
  test_double_buffering ();
  test_double_buffering_moves ();
  test_largest_task ();
  test_time_slack ();
  test_undriven_rows ();
  test_split_pricing ();
  test_split_search ();
  test_split_checks ();
  test_dispatch_gain ();
  test_never_pays_below ();
  test_uneven ();
  test_host_dispatch_big ();
  test_host_dispatch_small ();
  test_host_whole_rows ();
  test_host_in_place_refills ();
  return tap_done ();
}
