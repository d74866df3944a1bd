/* stage.c -- the data blocks of one tile in local memory.

   Why this file exists: the block clause pays off only when each tile
   computes on local copies of the array sections it touches (paper-notes
   section 2).  The plugin describes every array of the nest as a section
   whose subscripts are affine in one level each; for a tile this file
   computes the bounding box of each section, decides whether the box is
   staged (packed copy in local memory) or left in main memory, moves the
   staged boxes with the DMA engine, tells the tile function through the
   section tile words where each array is, and writes back what the tile
   wrote.  The decisions, in the order they are taken:

   * A box that indexes outside the array's extent (code that runs over a
     row into the next) would give one element two local copies: main
     memory.  So does a written section whose boxes in different outer
     tasks may overlap, since concurrent tiles would carry each other's
     elements back.
   * Two sections whose boxes overlap in main memory, one of them
     written (one array under two names, or the written and the read
     rows of one array whose boxes meet): both in main memory.  Boxes of
     one array laid out alike overlap when they share an element, not
     merely when their byte ranges meet.
   * Boxes that do not fit: the resident blocks of earlier tiles have
     left already (all but those the tile uses), so the tile is halved
     along its outermost level with more than one iteration (which keeps
     the iteration order) and its parts run in order; when a single
     iteration does not fit, the largest sections go to main memory until
     the rest fits, each counted as a local-memory fallback and reported
     once per nest and array.  A tile run in parts still counts as one
     tile; each halving counts as a tile split.

   With ACCBLOCK_REUSE the staged boxes live at the top of local memory as
   resident blocks: a box identical to one of the previous tile on the
   same accelerator is not moved again, and a written block goes back
   when it leaves (the first later tile that does not use it, or the end
   of the dispatch).  Without it boxes come from the bottom of local
   memory and the DMA volume is exactly the sum of the boxes.  With
   ACCBLOCK_DOUBLE_BUFFER the read-only boxes of the next tile of the row
   are fetched while a tile computes, when the next tile's boxes that are
   not resident already fit beside the current tile's.

   In a nest split along a reduction level (accblock-abi.h, split_level)
   the boxes of a section flagged ACCBLOCK_SECTION_ADD collect the
   task's partial sums: staged zero-filled instead of fetched, and
   written back (after the tile, or when a resident block leaves) by
   adding them to main memory under a lock every accelerator shares
   (accblock_dma_add).  Different tasks may then share elements of such
   a section, so its boxes need not keep tasks apart; a tile that adds
   to it in main memory runs under the same lock.

   Direct accesses are an estimate: per tile (or part), the references
   left in main memory (the nest's unanalysable ones and those of the
   sections in main memory) times the tile's iterations.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "blockmodel.h"

#include <string.h>

/* What a tile does with one section.  */
enum box_mode
{
  BOX_STAGED,     /* A packed copy in local memory.  */
  BOX_DIRECT,     /* Accessed in main memory.  */
  BOX_EMPTY       /* The tile runs no iteration that touches it.  */
};

/* The data block of one section in one tile.  */
struct box
{
  enum box_mode mode;
  bool bounded;                 /* FIRST, COUNT and the range are known.  */
  bool inside;                  /* Bounded and inside every known extent.  */
  const struct accblock_section *sec;
  int64_t first[ACCBLOCK_SECTION_MAX_DIMS];
  struct accblock_dma_section dma;
  const unsigned char *main;    /* Element FIRST in main memory.  */
  uintptr_t lo, hi;             /* Main-memory bytes [LO, HI).  */
  size_t bytes;                 /* Packed size; SIZE_MAX when too big.  */
  void *local;
  bool fetch;                   /* Must be fetched before the tile.  */
  bool add;                     /* A section added to in a split nest:
                                   staged zero-filled, written back by
                                   addition (accblock_dma_add).  */
  bool reused;                  /* LOCAL is a resident block's copy.  */
  int shares;                   /* A written box of a skewed tile kept in
                                   the copy of box SHARES, a read box of
                                   the same array around it
                                   (share_copies), or -1.  */
};

struct tile_boxes
{
  int n;
  struct box box[ACCBLOCK_MAX_SECTIONS];
};

/* How a dimension's index range over a tile turned out.  */
enum range_kind
{
  RANGE_KNOWN,
  RANGE_EMPTY,
  RANGE_UNKNOWN
};

/* The value of the IV word of level L as the loop compares it.  */
static __int128
iv_value (const struct accblock_nest *nest, int l, int64_t word)
{
  return nest->level[l].flags & ACCBLOCK_LEVEL_UNSIGNED
         ? (__int128) (uint64_t) word : (__int128) word;
}

/* The indices DIM takes over TILE: [*MIN, *MAX].  */
static enum range_kind
dim_range (const struct accblock_tile_job *job, const int64_t *tile,
           const struct accblock_section_dim *dim, __int128 *min,
           __int128 *max)
{
  __int128 lo, hi;
  switch (accblock_plan_dim_offsets (job->plan, dim, &lo, &hi))
    {
    case ACCBLOCK_OFFSETS_EMPTY:
      return RANGE_EMPTY;
    case ACCBLOCK_OFFSETS_UNKNOWN:
      return RANGE_UNKNOWN;
    case ACCBLOCK_OFFSETS_KNOWN:
      break;
    }
  if (dim->level < 0)
    {
      *min = lo;
      *max = hi;
      return RANGE_KNOWN;
    }
  int l = (int) dim->level;
  const struct accblock_level_plan *lp = &job->plan->level[l];
  if (lp->whole)
    {
      /* The runtime does not know the level's bounds: the whole
         extent, when there is one.  */
      *min = 0;
      *max = dim->extent - 1;
      return dim->extent > 0 ? RANGE_KNOWN : RANGE_UNKNOWN;
    }
  int64_t count = tile[ACCBLOCK_TILE_WORD (l, count)];
  int64_t start = tile[ACCBLOCK_TILE_WORD (l, start)];
  if (l < job->plan->skew_depth)
    {
      /* The words hold values of S: the box spans the hull of the IV
         over the tile's iterations (accblock-abi.h).  */
      int64_t xlo[ACCBLOCK_MAX_LEVELS], xhi[ACCBLOCK_MAX_LEVELS];
      if (!accblock_skewed_hull (job->plan, tile, xlo, xhi))
        return RANGE_EMPTY;
      start = xlo[l];
      count = xhi[l] - xlo[l] + 1;
    }
  if (count == 0)
    return RANGE_EMPTY;
  __int128 iv_first = iv_value (job->nest, l, start);
  __int128 iv_last = iv_first + (__int128) (count - 1) * lp->step;
  __int128 first = dim->coef * iv_first, last = dim->coef * iv_last;
  /* The box starts at the lesser end (LO <= HI, nest.c checks); its
     length is the model's box-size rule, so that the plugin's inference
     sizes the blocks the runtime stages.  A range past 64 bits is left
     in main memory (compute_box).  */
  *min = (first < last ? first : last) + lo;
  uint64_t span;
  if (!accblock_model_section_box_span (&span, dim->coef, lp->step,
                                        (uint64_t) count,
                                        (uint64_t) (hi - lo)))
    return RANGE_UNKNOWN;
  *max = *min + (__int128) span - 1;
  return RANGE_KNOWN;
}

/* Whether some dimension of SEC driven by parallel level L keeps the
   boxes of different tiles of L apart: the index moves by more than the
   offsets' spread from one iteration to the next.  The test of one
   dimension is the model's, which the plugin uses to decide where
   splitting off a written part pays.  */
static bool
level_separates (const struct accblock_plan *plan,
                 const struct accblock_section *sec, int l)
{
  for (int d = 0; d < sec->ndims; d++)
    {
      const struct accblock_section_dim *dim = &sec->dim[d];
      if (dim->level == l
          && accblock_model_dim_separates (dim->coef, plan->level[l].step,
                                           dim->lo, dim->hi))
        return true;
    }
  return false;
}

/* Whether the boxes of SEC in two different outer tasks may overlap:
   two tasks differ in the tile of some parallel level, or in the group
   of the split level's tiles, so every such level with more than one
   tile (group) must keep the boxes apart.  */
static bool
rows_may_overlap (const struct accblock_tile_job *job,
                  const struct accblock_section *sec)
{
  const struct accblock_plan *plan = job->plan;
  for (int l = 0; l < plan->nlevels; l++)
    {
      const struct accblock_level_plan *lp = &plan->level[l];
      bool task_digit = (lp->parallel && lp->ntiles > 1)
                        || (lp->split && plan->split_groups > 1);
      if (task_digit && !level_separates (plan, sec, l))
        return true;
    }
  return false;
}

/* Fill B's main-memory address, byte range and packed size from its
   indices.  Addresses wrap as the tile function's own arithmetic does.  */
static void
box_extent (const struct accblock_section *sec, struct box *b)
{
  uint64_t first = 0, last = 0;
  size_t bytes = (size_t) sec->elem_size;
  for (int d = 0; d < sec->ndims; d++)
    {
      uint64_t stride = (uint64_t) sec->dim[d].stride;
      first += (uint64_t) b->first[d] * stride;
      last += (uint64_t) (b->first[d] + b->dma.count[d] - 1) * stride;
      if (__builtin_mul_overflow (bytes, (size_t) b->dma.count[d], &bytes))
        bytes = SIZE_MAX;
    }
  uintptr_t base = (uintptr_t) sec->base;
  uintptr_t elem = (uintptr_t) sec->elem_size;
  b->main = (const unsigned char *) (base + first * elem);
  b->lo = (uintptr_t) b->main;
  b->hi = base + (last + 1) * elem;
  b->bytes = bytes;
}

/* Whether a level of TILE runs zero times.  The plugin marks a section
   covered when its write runs on every iteration of the levels around
   it; with one of them empty it runs on none.  */
static bool
tile_has_empty_level (const struct accblock_plan *plan, const int64_t *tile)
{
  for (int l = 0; l < plan->nlevels; l++)
    if (!plan->level[l].whole
        && tile[ACCBLOCK_TILE_WORD (l, count)] == 0)
      return true;
  return false;
}

/* Give the box B of the ACCBLOCK_SECTION_TRIANGLE section SEC the
   columns of each row the tile's iterations take (dma-rows.c).  False
   when the runtime cannot tell the rows (accblock_plan_triangle_rows):
   B stays in main memory.  */
static bool
triangle_rows (const struct accblock_plan *plan,
               const struct accblock_section *sec, struct box *b)
{
  struct accblock_tri_rows rows;
  if (!b->bounded || !accblock_plan_triangle_rows (plan, sec, &rows))
    return false;
  b->dma.rows = true;
  b->dma.row_first = b->first[0];
  b->dma.col_first = b->first[1];
  b->dma.lo0 = rows.lo0;
  b->dma.lo1 = rows.lo1;
  b->dma.hi0 = rows.hi0;
  b->dma.hi1 = rows.hi1;
  return true;
}

/* Whether SEC of a skewed nest is indexed [X[A] + P][X[A+1] + Q], A + 1
   the deepest skewed level (accblock_skew_row_span's case), and if so
   A in *A.  */
static bool
skew_rows_shape (const struct accblock_plan *plan,
                 const struct accblock_section *sec, int *a)
{
  if (sec->ndims != 2)
    return false;
  const struct accblock_section_dim *d0 = &sec->dim[0], *d1 = &sec->dim[1];
  *a = (int) d0->level;
  return d0->level >= 0 && d0->level + 2 == plan->skew_depth
         && d1->level == d0->level + 1 && d0->coef == 1 && d1->coef == 1
         && d0->fold_coef == 0 && d1->fold_coef == 0;
}

/* See accblock-internal.h.  A written section moves only where the tile
   writes, which the runtime knows when its references share one offset
   per dimension and model/skew.h gives the runs of each row (A at most
   1): the other elements of its box belong to tiles of the same
   front.  */
bool
accblock_stage_skewed_may_stage (const struct accblock_plan *plan,
                                 const struct accblock_section *sec)
{
  if (!(sec->flags & ACCBLOCK_SECTION_WRITE))
    return true;
  int a;
  return skew_rows_shape (plan, sec, &a) && a <= 1
         && sec->dim[0].lo == sec->dim[0].hi
         && sec->dim[1].lo == sec->dim[1].hi;
}

/* Give the box B of SEC in the skewed TILE the runs of each row the
   tile's iterations touch (dma-rows.c), and say whether it may be
   staged.  A written box moves only where the tile writes, which the
   runtime knows when its references share one offset per dimension
   and every row is one run: the other elements of the box belong to
   tiles of the same front.  A read-only box moves per row when its
   shape allows, else whole (reading more than the tile reads is
   harmless to a box never written back).  */
static bool
skew_rows (const struct accblock_tile_job *job, const int64_t *tile,
           const struct accblock_section *sec, struct box *b)
{
  const struct accblock_plan *plan = job->plan;
  bool written = (sec->flags & ACCBLOCK_SECTION_WRITE) != 0;
  int a;
  if (!b->bounded || !skew_rows_shape (plan, sec, &a))
    return !written;
  const struct accblock_section_dim *d0 = &sec->dim[0], *d1 = &sec->dim[1];
  if (written)
    {
      if (!accblock_stage_skewed_may_stage (plan, sec))
        return false;
      for (int64_t r = 0; r < b->dma.count[0]; r++)
        {
          int64_t first, last;
          if (accblock_skewed_row_span (plan, tile, a, b->first[0] + r
                                                       - d0->lo,
                                        &first, &last) < 0)
            return false;
        }
    }
  struct accblock_skew_tile *st = &b->dma.skew_tile;
  memset (st, 0, sizeof *st);
  for (int l = 0; l < plan->skew_depth; l++)
    {
      st->start[l] = tile[ACCBLOCK_TILE_WORD (l, start)];
      st->count[l] = tile[ACCBLOCK_TILE_WORD (l, count)];
    }
  b->dma.rows = true;
  b->dma.skew = &plan->skew;
  b->dma.skew_a = a;
  b->dma.skew_p_lo = d0->lo;
  b->dma.skew_p_hi = d0->hi;
  b->dma.skew_q_lo = d1->lo;
  b->dma.skew_q_hi = d1->hi;
  b->dma.row_first = b->first[0];
  b->dma.col_first = b->first[1];
  return true;
}

/* The box of section S in TILE, and whether it can be staged on its
   own.  */
static void
compute_box (const struct accblock_tile_job *job, const int64_t *tile,
             int s, struct box *b)
{
  const struct accblock_section *sec = accblock_nest_section (job->nest, s);
  memset (b, 0, sizeof *b);
  b->shares = -1;
  b->mode = job->stage && !(job->in_place >> s & 1) ? BOX_STAGED
                                                    : BOX_DIRECT;
  b->bounded = b->inside = true;
  b->sec = sec;
  b->dma.ndims = (int) sec->ndims;
  b->dma.elem_size = (size_t) sec->elem_size;
  for (int d = 0; d < sec->ndims; d++)
    {
      const struct accblock_section_dim *dim = &sec->dim[d];
      __int128 min, max;
      enum range_kind kind = dim_range (job, tile, dim, &min, &max);
      if (kind == RANGE_EMPTY)
        {
          b->mode = BOX_EMPTY;
          return;
        }
      if (kind == RANGE_UNKNOWN || min < INT64_MIN / 2 || max > INT64_MAX / 2)
        {
          b->bounded = b->inside = false;
          b->mode = BOX_DIRECT;
          continue;
        }
      if (accblock_section_extent_known_p (sec, d)
          && (min < 0 || max >= dim->extent))
        {
          b->mode = BOX_DIRECT;
          b->inside = false;
        }
      b->first[d] = (int64_t) min;
      b->dma.count[d] = (int64_t) (max - min + 1);
      b->dma.stride[d] = dim->stride;
    }
  if (b->bounded)
    box_extent (sec, b);
  /* Boxes of partial sums may overlap between tasks: each adds only what
     its own tiles added.  */
  b->add = accblock_plan_section_adds (job->plan, job->nest, s);
  bool skewed = job->plan->skew_depth > 0;
  if ((sec->flags & ACCBLOCK_SECTION_WRITE) && !b->add && !skewed
      && rows_may_overlap (job, sec))
    b->mode = BOX_DIRECT;
  if (skewed && b->mode == BOX_STAGED && !skew_rows (job, tile, sec, b))
    b->mode = BOX_DIRECT;
  /* The elements of a triangle's box outside the triangle are not the
     tile's to write: only the rows' columns move, or none.  */
  if ((sec->flags & ACCBLOCK_SECTION_TRIANGLE) && b->mode != BOX_EMPTY
      && (b->add || !triangle_rows (job->plan, sec, b)))
    b->mode = BOX_DIRECT;
  /* A skewed tile's box is a hull its iterations do not cover; its
     rows, when they move alone, are what a covered write fills.  */
  b->fetch = (sec->flags & ACCBLOCK_SECTION_READ)
             || !(sec->flags & ACCBLOCK_SECTION_COVERED)
             || tile_has_empty_level (job->plan, tile)
             || (skewed && !b->dma.skew);
}

bool
accblock_stage_wanted (const struct accblock_nest *nest,
                       const struct accblock_settings *settings)
{
  /* The kernel packs what its tiles read: in a cache, a staged copy
     would only be copied again.  */
  if ((nest->flags & ACCBLOCK_NEST_KERNEL_PACKS)
      && !accblock_target_stages_packed (&settings->target))
    return false;
  return settings->stage;
}

uint32_t
accblock_stage_in_place (const struct accblock_tile_job *job,
                         const struct accblock_target *target,
                         uint32_t *staged)
{
  const struct accblock_plan *plan = job->plan;
  *staged = 0;
  /* Without staging every box is in main memory already.  */
  if (plan->total_tiles == 0 || !job->stage)
    return 0;
  int64_t index[ACCBLOCK_MAX_LEVELS] = { 0 };
  int64_t tile[ACCBLOCK_TILE_WORDS_MAX];
  accblock_plan_tile (plan, 0, index, tile);
  double iterations = (double) accblock_plan_tile_iterations (plan, tile);
  uint32_t in_place = 0;
  for (int s = 0; s < job->nest->nsections; s++)
    {
      const struct accblock_section *sec = accblock_nest_section (job->nest,
                                                                  s);
      struct box b;
      compute_box (job, tile, s, &b);
      if (b.mode != BOX_STAGED)
        continue;
      double elements = (double) (b.bytes / (size_t) sec->elem_size);
      if (accblock_target_stage_pays (target, iterations, elements))
        *staged |= UINT32_C (1) << s;
      else
        in_place |= UINT32_C (1) << s;
    }
  return in_place;
}

/* Whether sections A and B lay out the same array the same way, and
   in rows that never overlap: then two boxes of them inside the extents
   share an element exactly when their index ranges meet in every
   dimension.  The written row and the read rows of one array, which
   the plugin gives two sections (u[t + 1][x] and u[t][x - 1 .. x + 1]),
   are such a pair; so are the boxes of one section in two tiles.  */
static bool
same_grid (const struct accblock_section *a, const struct accblock_section *b)
{
  if (a->base != b->base || a->elem_size != b->elem_size
      || a->ndims != b->ndims)
    return false;
  for (int d = 0; d < a->ndims; d++)
    {
      const struct accblock_section_dim *da = &a->dim[d], *db = &b->dim[d];
      if (da->stride != db->stride || da->stride <= 0
          || (d > 0 && da->extent != db->extent))
        return false;
      if (d > 0 && (da->extent <= 0
                    || (__int128) a->dim[d - 1].stride
                       < (__int128) da->extent * da->stride))
        return false;
    }
  return true;
}

/* Whether boxes A and B may share an element.  */
static bool
boxes_overlap (const struct box *a, const struct box *b)
{
  if (!a->bounded || !b->bounded)
    return true;
  if (a->inside && b->inside && same_grid (a->sec, b->sec))
    {
      for (int d = 0; d < a->sec->ndims; d++)
        if (a->first[d] + a->dma.count[d] <= b->first[d]
            || b->first[d] + b->dma.count[d] <= a->first[d])
          return false;
      return true;
    }
  return a->lo < b->hi && b->lo < a->hi;
}

/* Send box S of TB to main memory, and the box sharing a copy with it:
   a written box without its copy, or a copy without the writes, would
   each leave the tile reading stale elements.  */
static void
unstage (struct tile_boxes *tb, int s)
{
  tb->box[s].mode = BOX_DIRECT;
  for (int t = 0; t < tb->n; t++)
    if (tb->box[t].shares == s || tb->box[s].shares == t)
      tb->box[t].mode = BOX_DIRECT;
}

/* Both sections of a pair that overlap in main memory, one of them
   written, go to main memory: a local copy of one would miss the other's
   writes.  */
static void
apply_alias_rule (const struct accblock_nest *nest, struct tile_boxes *tb)
{
  for (int s = 0; s < tb->n; s++)
    for (int t = s + 1; t < tb->n; t++)
      {
        struct box *a = &tb->box[s], *b = &tb->box[t];
        int64_t written = (accblock_nest_section (nest, s)->flags
                           | accblock_nest_section (nest, t)->flags)
                          & ACCBLOCK_SECTION_WRITE;
        bool shared = a->shares == t || b->shares == s;
        if (written && !shared && a->mode != BOX_EMPTY
            && b->mode != BOX_EMPTY && boxes_overlap (a, b))
          {
            unstage (tb, s);
            unstage (tb, t);
          }
      }
}

/* See accblock-internal.h.  */
bool
accblock_stage_holds_written (const struct accblock_section *r,
                              const struct accblock_section *w)
{
  if ((r->flags & ACCBLOCK_SECTION_WRITE) || !same_grid (r, w))
    return false;
  for (int d = 0; d < w->ndims; d++)
    if (r->dim[d].level != w->dim[d].level || r->dim[d].coef != w->dim[d].coef
        || r->dim[d].lo > w->dim[d].lo || r->dim[d].hi < w->dim[d].hi)
      return false;
  return true;
}

/* Whether the staged box R, of a read-only section, holds the written
   box W of a skewed tile (both staged per row), so that W can live in
   R's copy (accblock_stage_holds_written).  */
static bool
holds_written (const struct box *r, const struct box *w)
{
  return r->mode == BOX_STAGED && w->mode == BOX_STAGED && r->dma.skew
         && w->dma.skew && r->inside && w->inside
         && accblock_stage_holds_written (r->sec, w->sec);
}

/* In a skewed tile, give a written box the copy of a read box of the
   same array that holds it (holds_written), rather than leave both in
   main memory (apply_alias_rule): the tile reads and writes one copy,
   the read box's rows come in, and the written box's rows, the
   elements the tile writes, go back.  That is how a sweep in place
   (seidel's A[i][j] written, A[i-1..i+1][j-1..j+1] read) is staged when
   its written element is described apart from the elements it reads.  */
static void
share_copies (struct tile_boxes *tb)
{
  for (int w = 0; w < tb->n; w++)
    {
      struct box *wb = &tb->box[w];
      if (!(wb->sec->flags & ACCBLOCK_SECTION_WRITE))
        continue;
      for (int r = 0; r < tb->n && wb->shares < 0; r++)
        if (r != w && tb->box[r].shares < 0
            && holds_written (&tb->box[r], wb))
          {
            /* W's rows, in R's layout, from R's copy.  */
            const struct box *rb = &tb->box[r];
            wb->shares = r;
            memcpy (wb->first, rb->first, sizeof wb->first);
            struct accblock_dma_section dma = rb->dma;
            dma.skew_p_lo = wb->dma.skew_p_lo;
            dma.skew_p_hi = wb->dma.skew_p_hi;
            dma.skew_q_lo = wb->dma.skew_q_lo;
            dma.skew_q_hi = wb->dma.skew_q_hi;
            wb->dma = dma;
            wb->main = rb->main;
            wb->lo = rb->lo;
            wb->hi = rb->hi;
            wb->bytes = rb->bytes;
          }
    }
}

static void
compute_boxes (const struct accblock_tile_job *job, const int64_t *tile,
               struct tile_boxes *tb)
{
  tb->n = (int) job->nest->nsections;
  for (int s = 0; s < tb->n; s++)
    compute_box (job, tile, s, &tb->box[s]);
  if (job->plan->skew_depth)
    share_copies (tb);
  apply_alias_rule (job->nest, tb);
}

/* ---- Residency ---- */

/* The resident block holding staged box B, or -1.  */
static int
resident_of (const struct accblock_accel *acc, const struct box *b)
{
  return b->mode == BOX_STAGED ? accblock_resident_find (acc, b->main,
                                                         &b->dma)
                               : -1;
}

/* Let go of the resident blocks this tile does not use, and write back
   the changed ones it keeps that another section of the tile overlaps
   (it accesses main memory there, or fetches its own copy).  */
static void
settle_residents (struct accblock_accel *acc, const struct tile_boxes *tb)
{
  bool keep[ACCBLOCK_RESIDENT_MAX] = { false };
  for (int s = 0; s < tb->n; s++)
    {
      int r = resident_of (acc, &tb->box[s]);
      if (r >= 0)
        keep[r] = true;
    }
  accblock_resident_retain (acc, keep);
  for (int s = 0; s < tb->n; s++)
    {
      int r = resident_of (acc, &tb->box[s]);
      if (r < 0 || !acc->dma.resident[r].dirty)
        continue;
      for (int t = 0; t < tb->n; t++)
        if (tb->box[t].mode != BOX_EMPTY
            && resident_of (acc, &tb->box[t]) != r
            && boxes_overlap (&tb->box[s], &tb->box[t]))
          {
            accblock_resident_clean (acc, r);
            break;
          }
    }
}

/* ---- Local memory ---- */

/* Give every staged box of TB local memory: a resident copy, or new
   memory (from the top when reused later, else from the bottom).  False,
   with nothing new taken, when they do not all fit.  */
static bool
place_boxes (struct accblock_accel *acc, struct tile_boxes *tb)
{
  size_t mark = accblock_lmem_mark (&acc->lmem);
  size_t top_mark = accblock_lmem_top_mark (&acc->lmem);
  for (int s = 0; s < tb->n; s++)
    {
      struct box *b = &tb->box[s];
      if (b->mode != BOX_STAGED || b->shares >= 0)
        continue;
      /* Without reuse the only resident blocks are prefetched ones.  */
      int r = resident_of (acc, b);
      b->reused = r >= 0;
      if (b->reused)
        b->local = acc->dma.resident[r].local;
      else if (acc->reuse)
        b->local = accblock_lmem_alloc_top (&acc->lmem, b->bytes);
      else
        b->local = accblock_lmem_alloc (&acc->lmem, b->bytes);
      if (!b->local)
        {
          accblock_lmem_release (&acc->lmem, mark);
          accblock_lmem_release_top (&acc->lmem, top_mark);
          return false;
        }
    }
  for (int s = 0; s < tb->n; s++)
    if (tb->box[s].mode == BOX_STAGED && tb->box[s].shares >= 0)
      tb->box[s].local = tb->box[tb->box[s].shares].local;
  return true;
}

/* Fetch the staged boxes that need it (or count them reused), and make
   the new ones resident under reuse.  */
static void
fetch_boxes (struct accblock_accel *acc, const struct accblock_nest *nest,
             const struct tile_boxes *tb)
{
  for (int s = 0; s < tb->n; s++)
    {
      const struct box *b = &tb->box[s];
      /* A box in another's copy came in with it.  */
      if (b->mode != BOX_STAGED || b->shares >= 0)
        continue;
      bool written = accblock_nest_section (nest, s)->flags
                     & ACCBLOCK_SECTION_WRITE;
      if (b->reused)
        {
          struct accblock_resident *res
            = &acc->dma.resident[resident_of (acc, b)];
          /* Partial sums are never fetched: keeping them saves a
             combine, counted when it happens, not a fetch.  */
          if (b->fetch && !b->add && !res->prefetched)
            acc->counters.reused_bytes += b->bytes;
          res->prefetched = false;
          res->dirty |= written;
          continue;
        }
      if (b->add)
        memset (b->local, 0, b->bytes);
      else if (b->fetch)
        accblock_dma_get (acc, b->local, b->main, &b->dma);
      if (acc->reuse)
        accblock_resident_add (acc, b->main, &b->dma, b->local, written,
                               b->add);
    }
}

/* Write back the written staged boxes, unless reuse keeps them.  */
static void
put_boxes (struct accblock_accel *acc, const struct accblock_nest *nest,
           const struct tile_boxes *tb)
{
  if (acc->reuse)
    return;
  for (int s = 0; s < tb->n; s++)
    {
      const struct box *b = &tb->box[s];
      if (b->mode != BOX_STAGED
          || !(accblock_nest_section (nest, s)->flags
               & ACCBLOCK_SECTION_WRITE))
        continue;
      accblock_dma_write_back (acc, (void *) b->main, b->local, &b->dma,
                               b->add);
    }
}

/* ---- Double buffering ---- */

/* Bytes the staged boxes of TB take in local memory, alignment
   included; with ACC, only those without a resident copy on it: what
   staging TB would add to the blocks already there.  */
static size_t
staged_bytes (const struct accblock_accel *acc, const struct tile_boxes *tb)
{
  size_t total = 0;
  for (int s = 0; s < tb->n; s++)
    if (tb->box[s].mode == BOX_STAGED && tb->box[s].shares < 0
        && (acc == NULL || resident_of (acc, &tb->box[s]) < 0))
      {
        size_t aligned = accblock_lmem_align (tb->box[s].bytes);
        total = aligned > SIZE_MAX - total ? SIZE_MAX : total + aligned;
      }
  return total;
}

/* Whether B overlaps the box of a section CURRENT's tile writes.  */
static bool
overlaps_written (const struct accblock_nest *nest,
                  const struct tile_boxes *current, const struct box *b)
{
  for (int s = 0; s < current->n; s++)
    if ((accblock_nest_section (nest, s)->flags & ACCBLOCK_SECTION_WRITE)
        && current->box[s].mode != BOX_EMPTY
        && boxes_overlap (&current->box[s], b))
      return true;
  return false;
}

/* Start fetching the blocks of the tile NEXT only reads and CURRENT
   does not write, as resident blocks its staging will find; only when
   all of NEXT's blocks fit beside CURRENT's, so that NEXT runs whole and
   uses every block fetched for it.  A block NEXT shares with CURRENT
   (matmul's C across its k tiles) is resident already and stays: it
   needs no second copy, so only NEXT's other blocks must fit.  */
static void
prefetch_next (struct accblock_accel *acc,
               const struct accblock_tile_job *job,
               const struct tile_boxes *current, const int64_t *next)
{
  struct tile_boxes nb;
  compute_boxes (job, next, &nb);
  /* One alignment's slack: the next tile's layout may pad differently.  */
  size_t needed = staged_bytes (acc, &nb);
  if (needed >= SIZE_MAX - ACCBLOCK_LMEM_ALIGN
      || needed + ACCBLOCK_LMEM_ALIGN > accblock_lmem_available (&acc->lmem))
    return;
  for (int s = 0; s < nb.n; s++)
    {
      const struct box *b = &nb.box[s];
      int64_t flags = accblock_nest_section (job->nest, s)->flags;
      if (b->mode != BOX_STAGED || !(flags & ACCBLOCK_SECTION_READ)
          || (flags & ACCBLOCK_SECTION_WRITE) || resident_of (acc, b) >= 0
          || acc->dma.nresident == ACCBLOCK_RESIDENT_MAX
          || overlaps_written (job->nest, current, b))
        continue;
      void *local = accblock_lmem_alloc_top (&acc->lmem, b->bytes);
      if (local)
        accblock_resident_prefetch (acc, b->main, &b->dma, local);
    }
}

/* ---- Tile words ---- */

static int64_t *
section_words (const struct accblock_nest *nest, int64_t *tile, int s)
{
  return tile + ACCBLOCK_TILE_WORDS (nest->nlevels, s);
}

/* The words of SEC in main memory: the ratios of its strides as leading
   dimensions.  Where a stride is 0 (the array has no elements, nest.c)
   so is the one before it, and 0 as leading dimension keeps every
   address the program's own: the dimensions outside then add
   nothing, as their strides do.  */
static void
direct_words (const struct accblock_section *sec, int64_t *words)
{
  words[ACCBLOCK_TILE_SECTION_BASE] = sec->base;
  words[ACCBLOCK_TILE_SECTION_BIAS] = 0;
  for (int d = 1; d < sec->ndims; d++)
    words[ACCBLOCK_TILE_SECTION_LD + d - 1]
      = sec->dim[d].stride ? sec->dim[d - 1].stride / sec->dim[d].stride
                           : 0;
}

/* The words of a packed copy at B->local: the box's extents as leading
   dimensions, and the linear index of its first element as bias.  */
static void
staged_words (const struct accblock_section *sec, const struct box *b,
              int64_t *words)
{
  uint64_t bias = (uint64_t) b->first[0];
  for (int d = 1; d < sec->ndims; d++)
    {
      words[ACCBLOCK_TILE_SECTION_LD + d - 1] = b->dma.count[d];
      bias = bias * (uint64_t) b->dma.count[d] + (uint64_t) b->first[d];
    }
  words[ACCBLOCK_TILE_SECTION_BASE] = (int64_t) (intptr_t) b->local;
  words[ACCBLOCK_TILE_SECTION_BIAS] = (int64_t) bias;
}

void
accblock_stage_direct_words (const struct accblock_nest *nest,
                             int64_t *tile)
{
  for (int s = 0; s < nest->nsections; s++)
    direct_words (accblock_nest_section (nest, s),
                  section_words (nest, tile, s));
}

/* What a tile accesses in main memory per iteration: references and the
   bytes they move.  */
struct direct_use
{
  uint64_t refs;
  uint64_t bytes;
};

/* The references of NEST no section covers, of unknown size: counted as
   the blocking model counts them.  */
static struct direct_use
stray_use (const struct accblock_nest *nest)
{
  struct direct_use use = { (uint64_t) nest->direct_refs,
                            (uint64_t) nest->direct_refs
                            * ACCBLOCK_MODEL_UNKNOWN_ELEM_SIZE };
  return use;
}

/* Fill TILE's section words from TB, and return what the tile accesses
   in main memory per iteration.  */
static struct direct_use
fill_words (const struct accblock_nest *nest, const struct tile_boxes *tb,
            int64_t *tile)
{
  struct direct_use use = stray_use (nest);
  for (int s = 0; s < tb->n; s++)
    {
      const struct accblock_section *sec = accblock_nest_section (nest, s);
      int64_t *words = section_words (nest, tile, s);
      if (tb->box[s].mode == BOX_STAGED)
        staged_words (sec, &tb->box[s], words);
      else
        direct_words (sec, words);
      if (tb->box[s].mode == BOX_DIRECT)
        {
          use.refs += (uint64_t) sec->refs;
          use.bytes += (uint64_t) sec->refs * (uint64_t) sec->elem_size;
        }
    }
  return use;
}

/* ---- Running a tile ---- */

/* The level to halve a tile along: the outermost of level 0 and the
   blocked levels with more than one iteration in TILE, or -1.  */
static int
split_level (const struct accblock_tile_job *job, const int64_t *tile)
{
  for (int l = 0; l < job->plan->nlevels; l++)
    {
      bool splittable = l == 0 || (job->nest->level[l].block != 0
                                   && !job->plan->level[l].whole);
      if (splittable && tile[ACCBLOCK_TILE_WORD (l, count)] > 1)
        return l;
    }
  return -1;
}

/* The largest staged box of TB, or -1.  */
static int
largest_staged (const struct tile_boxes *tb)
{
  int largest = -1;
  for (int s = 0; s < tb->n; s++)
    if (tb->box[s].mode == BOX_STAGED && tb->box[s].shares < 0
        && (largest < 0 || tb->box[s].bytes > tb->box[largest].bytes))
      largest = s;
  return largest;
}

/* Send the largest staged box of TB to main memory, counting and
   reporting it.  */
static void
fall_back (struct accblock_accel *acc, const struct accblock_tile_job *job,
           struct tile_boxes *tb)
{
  int s = largest_staged (tb);
  const struct accblock_section *sec = accblock_nest_section (job->nest, s);
  const char *name = sec->name ? (const char *) (intptr_t) sec->name : "?";
  char fallback[256];
  snprintf (fallback, sizeof fallback, "the data blocks of one iteration "
            "need %zu bytes together, so '%s' is accessed in main memory",
            staged_bytes (NULL, tb), name);
  /* A resident copy of the box (changed by an earlier tile) must not
     outlive direct accesses to it: back to main memory, and forgotten.  */
  int r = resident_of (acc, &tb->box[s]);
  if (r >= 0)
    {
      bool keep[ACCBLOCK_RESIDENT_MAX];
      for (int k = 0; k < ACCBLOCK_RESIDENT_MAX; k++)
        keep[k] = k != r;
      accblock_resident_retain (acc, keep);
    }
  unstage (tb, s);
  acc->counters.lmem_fallbacks++;
  accblock_lmem_report_no_fit (job->location, name, tb->box[s].bytes,
                               accblock_lmem_available (&acc->lmem),
                               acc->lmem.size, fallback);
}

/* Count TIMES tiles like TILE, each making the main-memory accesses
   USE per iteration.  */
static void
count_direct_times (struct accblock_accel *acc,
                    const struct accblock_plan *plan, const int64_t *tile,
                    struct direct_use use, uint64_t times)
{
  uint64_t iterations = accblock_plan_tile_iterations (plan, tile);
  uint64_t accesses, bytes;
  if (__builtin_mul_overflow (use.refs, iterations, &accesses))
    accesses = UINT64_MAX;
  if (__builtin_mul_overflow (use.bytes, iterations, &bytes))
    bytes = UINT64_MAX;
  /* The counters wrap as TIMES additions would.  */
  acc->counters.direct_accesses += accesses * times;
  acc->counters.direct_bytes += bytes * times;
}

/* Count the main-memory accesses USE makes per iteration of TILE.  */
static void
count_direct (struct accblock_accel *acc, const struct accblock_plan *plan,
              const int64_t *tile, struct direct_use use)
{
  count_direct_times (acc, plan, tile, use, 1);
}

static void stage_part (struct accblock_accel *acc,
                        const struct accblock_tile_job *job, int64_t *tile,
                        const int64_t *next);

/* Run TILE as two consecutive parts halved along level L.  */
static void
split_tile (struct accblock_accel *acc, const struct accblock_tile_job *job,
            const int64_t *tile, int l)
{
  int64_t part[ACCBLOCK_TILE_WORDS_MAX];
  int words = ACCBLOCK_TILE_WORDS (job->plan->nlevels, 0);
  int64_t *start = &part[ACCBLOCK_TILE_WORD (l, start)];
  int64_t *part_count = &part[ACCBLOCK_TILE_WORD (l, count)];
  int64_t count = tile[ACCBLOCK_TILE_WORD (l, count)];
  int64_t half = count / 2;
  acc->counters.tile_splits++;
  memcpy (part, tile, words * sizeof *part);
  *part_count = half;
  stage_part (acc, job, part, NULL);
  memcpy (part, tile, words * sizeof *part);
  uint64_t step = (uint64_t) job->plan->level[l].step;
  *start = (int64_t) ((uint64_t) *start + (uint64_t) half * step);
  *part_count = count - half;
  stage_part (acc, job, part, NULL);
}

/* Find local memory for TB's staged boxes of TILE.  False when the tile
   was run in parts instead.  The resident blocks left are the tile's own
   (settle_residents): evicting them would free no room.  */
static bool
make_room (struct accblock_accel *acc, const struct accblock_tile_job *job,
           int64_t *tile, struct tile_boxes *tb)
{
  for (;;)
    {
      if (place_boxes (acc, tb))
        return true;
      int l = split_level (job, tile);
      if (l >= 0)
        {
          split_tile (acc, job, tile, l);
          return false;
        }
      fall_back (acc, job, tb);
    }
}

/* Whether the tile of TB adds to a section of a split nest in main
   memory: then other tasks add to the same elements at the same time,
   and the whole tile must run under the lock of the combines.  */
static bool
adds_in_place (const struct tile_boxes *tb)
{
  for (int s = 0; s < tb->n; s++)
    if (tb->box[s].add && tb->box[s].mode == BOX_DIRECT)
      return true;
  return false;
}

/* Stage, run and write back one tile or part of one; prefetch for the
   tile NEXT while it runs.  */
static void
stage_part (struct accblock_accel *acc, const struct accblock_tile_job *job,
            int64_t *tile, const int64_t *next)
{
  struct tile_boxes tb;
  compute_boxes (job, tile, &tb);
  settle_residents (acc, &tb);
  size_t mark = accblock_lmem_mark (&acc->lmem);
  if (!make_room (acc, job, tile, &tb))
    return;
  fetch_boxes (acc, job->nest, &tb);
  if (job->double_buffer && next)
    prefetch_next (acc, job, &tb, next);
  struct direct_use use = fill_words (job->nest, &tb, tile);
  bool locked = adds_in_place (&tb);
  if (locked)
    accblock_add_lock (acc);
  job->tile_fn (job->captures, tile);
  if (locked)
    accblock_add_unlock ();
  accblock_dma_settle_from (acc, acc->lmem.base + mark);
  put_boxes (acc, job->nest, &tb);
  accblock_lmem_release (&acc->lmem, mark);
  count_direct (acc, job->plan, tile, use);
}

void
accblock_stage_run_tile (struct accblock_accel *acc,
                         const struct accblock_tile_job *job, int64_t *tile,
                         const int64_t *next)
{
  if (job->nest->nsections == 0)
    {
      job->tile_fn (job->captures, tile);
      count_direct (acc, job->plan, tile, stray_use (job->nest));
      return;
    }
  stage_part (acc, job, tile, next);
}

/* ---- Dispatches that stage nothing ---- */

bool
accblock_stage_none (const struct accblock_tile_job *job)
{
  int n = (int) job->nest->nsections;
  uint32_t all = n == 0 ? 0 : UINT32_MAX >> (32 - n);
  if (job->stage && (job->in_place & all) != all)
    return false;
  for (int s = 0; s < n; s++)
    if (accblock_plan_section_adds (job->plan, job->nest, s))
      return false;
  return true;
}

/* Every box is then in main memory or empty, and a box is empty only
   through a level that runs zero times, which every tile shares: the
   first tile's boxes stand for all.  */
void
accblock_stage_plain_words (const struct accblock_tile_job *job,
                            int64_t *tile, uint64_t *refs, uint64_t *bytes)
{
  int64_t index[ACCBLOCK_MAX_LEVELS] = { 0 };
  struct tile_boxes tb;
  accblock_plan_tile (job->plan, 0, index, tile);
  compute_boxes (job, tile, &tb);
  struct direct_use use = fill_words (job->nest, &tb, tile);
  *refs = use.refs;
  *bytes = use.bytes;
}

void
accblock_stage_count_plain (struct accblock_accel *acc,
                            const struct accblock_plan *plan,
                            const int64_t *tile, uint64_t refs,
                            uint64_t bytes, uint64_t times)
{
  count_direct_times (acc, plan, tile, (struct direct_use) { refs, bytes },
                      times);
}
