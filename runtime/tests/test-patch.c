/* test-patch.c -- descriptor words computed from the capture record
   (accblock-abi.h, struct accblock_patch; runtime/patch.c).

   Why this file exists: the plugin leaves the words a dispatch shares
   with its capture record (bounds, addresses, extents) to the runtime
   as patches, and passes a read-only template when nothing is read back.
   A patch read with the wrong width or extension, or a template written
   to, would give the nest other bounds than the program's, silently.
   These checks play the plugin's part: every kind of read, addends,
   negative values, the read-only template left untouched (also by a
   whole dispatch, whose tiles see the patched bounds), and a malformed
   table refused.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "tap.h"
#include "tile-words.h"

#include <signal.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* The capture record the patches read.  */
struct record
{
  int32_t n;
  uint32_t u;
  int64_t big;
  const void *p;
  int8_t c;
  uint8_t uc;
  int16_t s;
  uint16_t us;
};

#define NLEVELS 2
#define NPATCHES 10
#define WORDS \
  ACCBLOCK_NEST_PATCHED_WORDS (NLEVELS, 0, 0, 0, NPATCHES)

/* Word FIELD of level L.  */
#define LEVEL_WORD(l, field) \
  (ACCBLOCK_NEST_WORD (level) + (l) * ACCBLOCK_LEVEL_WORDS \
   + ACCBLOCK_LEVEL_WORD (field))

struct desc
{
  int64_t word[WORDS];
};

/* Make D a descriptor of "for (i = 0; i < 10; i++) for (j = 0; j < 10;
   j++)" blocked (1, 5) with FLAGS, whose patches the caller adds with
   add_patch.  */
static struct accblock_nest *
start (struct desc *d, int64_t flags)
{
  memset (d, 0, sizeof *d);
  struct accblock_nest *nest = (struct accblock_nest *) (void *) d->word;
  nest->abi_version = ACCBLOCK_ABI_VERSION;
  nest->nlevels = NLEVELS;
  nest->flags = flags;
  nest->split_level = -1;
  for (int l = 0; l < NLEVELS; l++)
    nest->level[l] = (struct accblock_level) { 0, 10, 1, ACCBLOCK_CMP_LT, 0,
                                               l == 0 ? 1 : 5, 0 };
  return nest;
}

/* Append to NEST the patch: WORD = the integer of KIND at OFFSET,
   plus ADDEND.  */
static int64_t *
add_patch (struct accblock_nest *nest, int64_t word, size_t offset,
           int64_t kind, int64_t addend)
{
  int64_t *at = (int64_t *) (void *) nest
                + ACCBLOCK_NEST_ALL_WORDS (NLEVELS, 0, 0, 0)
                + nest->npatches * ACCBLOCK_PATCH_WORDS;
  at[ACCBLOCK_PATCH_WORD (word)] = word;
  at[ACCBLOCK_PATCH_WORD (offset)] = (int64_t) offset;
  at[ACCBLOCK_PATCH_WORD (kind)] = kind;
  at[ACCBLOCK_PATCH_WORD (addend)] = addend;
  nest->npatches++;
  return at;
}

/* Make the patch AT multiply by the integer of KIND at OFFSET.  */
static void
add_factor (int64_t *at, size_t offset, int64_t kind)
{
  at[ACCBLOCK_PATCH_WORD (factor_offset)] = (int64_t) offset;
  at[ACCBLOCK_PATCH_WORD (factor_kind)] = kind;
}

#define S ACCBLOCK_PATCH_SIGNED

/* ---- every read kind ---- */

static void
check_kinds (void)
{
  static const char name[32] = "x";
  struct record r = { -5, 0xfffffffbu, INT64_MIN + 3, name, -7, 250, -300,
                      65000 };
  struct desc d;
  struct accblock_nest *nest = start (&d, 0);
  add_patch (nest, LEVEL_WORD (0, init), offsetof (struct record, n),
             4 + S, 0);
  add_patch (nest, LEVEL_WORD (0, bound), offsetof (struct record, n),
             4 + S, -1);
  add_patch (nest, LEVEL_WORD (0, final), offsetof (struct record, u),
             4, 0);
  add_patch (nest, LEVEL_WORD (1, init), offsetof (struct record, u),
             4 + S, 2);
  add_patch (nest, LEVEL_WORD (1, bound), offsetof (struct record, big),
             8 + S, -4);
  add_patch (nest, LEVEL_WORD (1, step), offsetof (struct record, p), 8, 16);
  add_patch (nest, LEVEL_WORD (1, cmp), offsetof (struct record, c),
             1 + S, 0);
  add_patch (nest, LEVEL_WORD (1, flags), offsetof (struct record, uc),
             1, 0);
  add_patch (nest, LEVEL_WORD (1, block), offsetof (struct record, s),
             2 + S, 1000);
  add_patch (nest, LEVEL_WORD (1, final), offsetof (struct record, us),
             2, -65000);
  int64_t copy[ACCBLOCK_NEST_COPY_WORDS];
  struct accblock_nest *got = accblock_nest_prepare (nest, &r, copy,
                                                     "kinds.c:1:1");
  tap_ok (got == nest, "a writable descriptor is patched in place");
  tap_ok (got->level[0].init == -5, "signed 32-bit: %lld",
          (long long) got->level[0].init);
  tap_ok (got->level[0].bound == -6, "signed 32-bit plus -1: %lld",
          (long long) got->level[0].bound);
  tap_ok (got->level[0].final == 0xfffffffbll,
          "unsigned 32-bit zero-extended: %lld",
          (long long) got->level[0].final);
  tap_ok (got->level[1].init == -3,
          "the same bits signed, plus 2: %lld",
          (long long) got->level[1].init);
  tap_ok (got->level[1].bound == INT64_MAX,
          "64-bit plus -4 wraps: %lld", (long long) got->level[1].bound);
  tap_ok (got->level[1].step == (int64_t) (intptr_t) (name + 16),
          "pointer plus 16");
  tap_ok (got->level[1].cmp == -7, "signed byte: %lld",
          (long long) got->level[1].cmp);
  tap_ok (got->level[1].flags == 250, "unsigned byte: %lld",
          (long long) got->level[1].flags);
  tap_ok (got->level[1].block == 700, "signed 16-bit plus 1000: %lld",
          (long long) got->level[1].block);
  tap_ok (got->level[1].final == 0, "unsigned 16-bit minus 65000: %lld",
          (long long) got->level[1].final);
  tap_ok (got->level[0].step == 1 && got->level[0].block == 1
          && got->level[0].cmp == ACCBLOCK_CMP_LT,
          "the words not patched keep their values");
}

/* ---- products and shifts ---- */

struct size_record
{
  uint64_t bytes;
  int32_t rows;
  int32_t cols;
  int64_t negative;
  uint32_t five;
};

static void
check_product_shift (void)
{
  struct size_record r = { 8 * 37, 6, 7, -64, 5 };
  struct desc d;
  struct accblock_nest *nest = start (&d, 0);
  add_patch (nest, LEVEL_WORD (0, init), offsetof (struct size_record, bytes),
             8, 0)[ACCBLOCK_PATCH_WORD (shift)] = 3;
  int64_t *at = add_patch (nest, LEVEL_WORD (0, bound),
                           offsetof (struct size_record, rows), 4 + S, -1);
  add_factor (at, offsetof (struct size_record, cols), 4 + S);
  add_patch (nest, LEVEL_WORD (0, step),
             offsetof (struct size_record, negative), 8 + S, 0)
    [ACCBLOCK_PATCH_WORD (shift)] = 3 + ACCBLOCK_PATCH_ARITHMETIC;
  add_patch (nest, LEVEL_WORD (0, cmp),
             offsetof (struct size_record, negative), 8 + S, 0)
    [ACCBLOCK_PATCH_WORD (shift)] = 3;
  at = add_patch (nest, LEVEL_WORD (1, bound),
                  offsetof (struct size_record, rows), 4 + S, 0);
  add_factor (at, offsetof (struct size_record, five), 4);
  r.rows = -3;
  int64_t copy[ACCBLOCK_NEST_COPY_WORDS];
  struct accblock_nest *got = accblock_nest_prepare (nest, &r, copy,
                                                     "sizes.c:1:1");
  tap_ok (got->level[0].init == 37, "logical shift of a byte size: %lld",
          (long long) got->level[0].init);
  tap_ok (got->level[0].bound == -22, "product of two signed 32-bit "
          "values minus 1: %lld", (long long) got->level[0].bound);
  tap_ok (got->level[0].step == -8, "arithmetic shift of -64: %lld",
          (long long) got->level[0].step);
  tap_ok (got->level[0].cmp == (int64_t) (UINT64_C (0xffffffffffffffc0)
                                          >> 3),
          "logical shift of -64: %lld", (long long) got->level[0].cmp);
  tap_ok (got->level[1].bound == -15,
          "signed times unsigned 32-bit wraps to %lld",
          (long long) got->level[1].bound);
}

/* ---- a read-only descriptor is never written ---- */

static void
check_read_only (void)
{
  struct record r = { 12, 0, 0, NULL, 0, 0, 0, 0 };
  struct desc d;
  struct accblock_nest *nest = start (&d, ACCBLOCK_NEST_READ_ONLY);
  add_patch (nest, LEVEL_WORD (0, bound), offsetof (struct record, n),
             4 + S, -1);
  /* memcpy: D is written through struct accblock_nest, which an
     assignment of struct desc need not see.  */
  struct desc saved;
  memcpy (&saved, &d, sizeof d);
  int64_t copy[ACCBLOCK_NEST_COPY_WORDS];
  struct accblock_nest *got = accblock_nest_prepare (nest, &r, copy,
                                                     "ro.c:1:1");
  tap_ok ((void *) got == (void *) copy, "read-only: the copy is used");
  tap_ok (memcmp (&saved, &d, sizeof d) == 0,
          "read-only: the descriptor is left untouched");
  tap_ok (got->level[0].bound == 11 && got->npatches == 0,
          "read-only: the copy is patched (%lld) and has no table",
          (long long) got->level[0].bound);
  tap_ok (memcmp (got->level, nest->level,
                  sizeof (struct accblock_level)) != 0
          && memcmp (&got->level[1], &nest->level[1],
                     sizeof (struct accblock_level)) == 0,
          "read-only: the copy holds the other words");
}

/* ---- nothing to patch ---- */

static void
check_no_patches (void)
{
  struct desc d;
  struct accblock_nest *nest = start (&d, 0);
  /* memcpy: D is written through struct accblock_nest, which an
     assignment of struct desc need not see.  */
  struct desc saved;
  memcpy (&saved, &d, sizeof d);
  int64_t copy[ACCBLOCK_NEST_COPY_WORDS];
  struct accblock_nest *got = accblock_nest_prepare (nest, NULL, copy,
                                                     "none.c:1:1");
  tap_ok (got == nest && memcmp (&saved, &d, sizeof d) == 0,
          "no patches, writable: the descriptor as it is");
}

/* ---- a dispatch of a read-only template ---- */

struct count_record
{
  int32_t n;
  int64_t sum;     /* Sum of i * 1000 + j over the iterations.  */
  int64_t count;
};

static void
count_tile (void *cap, const int64_t *tile)
{
  struct count_record *c = cap;
  for (int64_t i = TILE_START (tile, 0); i < TILE_END (tile, 0); i++)
    for (int64_t j = TILE_START (tile, 1); j < TILE_END (tile, 1); j++)
      {
        __atomic_add_fetch (&c->sum, i * 1000 + j, __ATOMIC_RELAXED);
        __atomic_add_fetch (&c->count, 1, __ATOMIC_RELAXED);
      }
}

/* "for (i = 1; i < n - 1; i++) for (j = 1; j < n - 1; j++)" with the
   bounds as patches, dispatched as a read-only template when READ_ONLY,
   else as a writable descriptor.  */
static void
check_dispatch (bool read_only, int32_t n)
{
  struct desc d;
  struct accblock_nest *nest
    = start (&d, read_only ? ACCBLOCK_NEST_READ_ONLY : 0);
  for (int l = 0; l < NLEVELS; l++)
    {
      nest->level[l].init = 1;
      nest->level[l].bound = 0;
    }
  add_patch (nest, LEVEL_WORD (0, bound), offsetof (struct count_record, n),
             4 + S, -1);
  add_patch (nest, LEVEL_WORD (1, bound), offsetof (struct count_record, n),
             4 + S, -1);
  /* memcpy: D is written through struct accblock_nest, which an
     assignment of struct desc need not see.  */
  struct desc saved;
  memcpy (&saved, &d, sizeof d);
  struct count_record r = { n, 0, 0 };
  __accblock_dispatch (nest, count_tile, &r, "dispatch.c:1:1",
                       "block(i:1, j:5)");
  int64_t sum = 0, count = 0;
  for (int64_t i = 1; i < n - 1; i++)
    for (int64_t j = 1; j < n - 1; j++)
      {
        sum += i * 1000 + j;
        count++;
      }
  const char *what = read_only ? "read-only dispatch" : "writable dispatch";
  tap_ok (r.count == count && r.sum == sum,
          "%s, n = %d: the tiles run the patched bounds (%lld of %lld)",
          what, (int) n, (long long) r.count, (long long) count);
  if (read_only)
    tap_ok (memcmp (&saved, &d, sizeof d) == 0,
            "%s: the template is left untouched", what);
  else
    tap_ok (nest->level[0].bound == n - 1
            && nest->level[0].final == (n - 1 > 1 ? n - 1 : 1),
            "%s: bound %lld patched in place, final %lld written", what,
            (long long) nest->level[0].bound,
            (long long) nest->level[0].final);
}

/* ---- a malformed table is refused ---- */

/* Whether preparing NEST aborts the process (in a child).  */
static bool
refused (struct accblock_nest *nest, const void *captures)
{
  pid_t pid = fork ();
  if (pid == 0)
    {
      if (!freopen ("/dev/null", "w", stderr))
        _exit (2);
      int64_t copy[ACCBLOCK_NEST_COPY_WORDS];
      accblock_nest_prepare (nest, captures, copy, "bad.c:1:1");
      _exit (0);
    }
  int status;
  if (pid < 0 || waitpid (pid, &status, 0) != pid)
    return false;
  return WIFSIGNALED (status) && WTERMSIG (status) == SIGABRT;
}

static void
check_refused (void)
{
  struct record r = { 1, 0, 0, NULL, 0, 0, 0, 0 };
  struct desc d;
  struct accblock_nest *nest = start (&d, 0);
  add_patch (nest, 3, offsetof (struct record, n), 4 + S, 0);
  tap_ok (refused (nest, &r), "a patch of a header word is refused");
  nest = start (&d, 0);
  add_patch (nest, LEVEL_WORD (0, bound), 0, 3, 0);
  tap_ok (refused (nest, &r), "a patch of an unknown kind is refused");
  nest = start (&d, 0);
  add_patch (nest, LEVEL_WORD (1, bound), 0, 4, 0);
  add_patch (nest, LEVEL_WORD (0, bound), 0, 4, 0);
  tap_ok (refused (nest, &r), "patches out of order are refused");
  nest = start (&d, 0);
  add_patch (nest, LEVEL_WORD (0, bound), 0, 4, 0);
  tap_ok (refused (nest, NULL), "patches without a record are refused");
  nest = start (&d, 0);
  add_patch (nest, LEVEL_WORD (0, bound), 0, 4, 0)
    [ACCBLOCK_PATCH_WORD (shift)] = 64;
  tap_ok (refused (nest, &r), "a shift of 64 bits is refused");
  nest = start (&d, 0);
  add_factor (add_patch (nest, LEVEL_WORD (0, bound), 0, 4, 0), 0, 5);
  tap_ok (refused (nest, &r), "a factor of an unknown kind is refused");
  nest = start (&d, ACCBLOCK_NEST_READ_ONLY);
  nest->float_reductions = 1;
  tap_ok (refused (nest, &r),
          "a read-only descriptor with a floating-point reduction is "
          "refused");
}

int
main (void)
{
  check_kinds ();
  check_product_shift ();
  check_read_only ();
  check_no_patches ();
  check_dispatch (true, 23);
  check_dispatch (false, 23);
  check_dispatch (true, 1);
  check_refused ();
  return tap_done ();
}
