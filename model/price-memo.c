/* price-memo.c -- the prices the cost-model search already computed.

   Why this file exists: the search (search.c) walks the tree of block
   vectors twice, first for the least cost, then for the fewest bytes
   within the time slack, and the second walk prices again most of the
   vectors the first one priced.  Pricing a vector (price_vector) is the
   search's largest cost, and in the plugin the search runs inside the
   compiler for every nest whose trip counts are constants, so the
   repeats showed in compile time (benchmarks/compile-cost: half of the
   compilation of the paper's matmul).  A price depends only on the
   nest, the target and the vector, and within one search only the
   vector and the number of groups of the split level change, so the
   memo keeps, per vector and groups, what the search compares: whether
   the vector fits, its cost, its bytes moved and its tiles.  The search
   prices a vector in full again only when it becomes the best, which is
   rare.  The values are copies of price_vector's, so the search chooses
   exactly what it chose without the memo.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "blockmodel-internal.h"

#include <stdlib.h>
#include <string.h>

/* The words of a key: the vector's sizes, then the groups.  */
#define KEY_WORDS (ACCBLOCK_MODEL_MAX_LEVELS + 1)

/* MOVED and TILES in 64 bits, or, when either needs more (BIG), in GMP:
   most prices fit, and an mpz_t costs an allocation.  */
struct memo_entry
{
  int used, big;
  uint64_t key[KEY_WORDS];
  int fits;
  double cost_s;
  uint64_t moved_u64, tiles_u64;
  mpz_t moved, tiles;
};

/* An open-addressing table whose size is a power of two, at most half
   full.  */
struct price_memo
{
  struct memo_entry *entry;
  size_t size, count;
};

#define MEMO_INITIAL_SIZE 1024

struct price_memo *
price_memo_new (void)
{
  struct price_memo *m = (struct price_memo *) malloc (sizeof *m);

  if (m == NULL)
    return NULL;
  m->entry = (struct memo_entry *) calloc (MEMO_INITIAL_SIZE,
                                           sizeof *m->entry);
  if (m->entry == NULL)
    {
      free (m);
      return NULL;
    }
  m->size = MEMO_INITIAL_SIZE;
  m->count = 0;
  return m;
}

void
price_memo_free (struct price_memo *m)
{
  size_t i;

  if (m == NULL)
    return;
  for (i = 0; i < m->size; i++)
    if (m->entry[i].used && m->entry[i].big)
      mpz_clears (m->entry[i].moved, m->entry[i].tiles, NULL);
  free (m->entry);
  free (m);
}

/* The key of BLOCK (NLEVELS sizes) with GROUPS into KEY.  */
static void
make_key (uint64_t *key, const uint64_t *block, unsigned nlevels,
          uint64_t groups)
{
  memset (key, 0, KEY_WORDS * sizeof *key);
  memcpy (key, block, nlevels * sizeof *key);
  key[ACCBLOCK_MODEL_MAX_LEVELS] = groups;
}

/* FNV-1a over the key's words.  */
static size_t
key_hash (const uint64_t *key)
{
  uint64_t h = 1469598103934665603ULL;
  unsigned i;

  for (i = 0; i < KEY_WORDS; i++)
    {
      h ^= key[i];
      h *= 1099511628211ULL;
    }
  return (size_t) (h ^ (h >> 32));
}

/* The slot of KEY in the SIZE entries of ENTRY: its own, or the free one
   it would take.  */
static struct memo_entry *
slot_of (struct memo_entry *entry, size_t size, const uint64_t *key)
{
  size_t i = key_hash (key) & (size - 1);

  while (entry[i].used
         && memcmp (entry[i].key, key, KEY_WORDS * sizeof *key) != 0)
    i = (i + 1) & (size - 1);
  return &entry[i];
}

/* Double M's table; zero when memory runs out (M is then unchanged).  */
static int
grow (struct price_memo *m)
{
  size_t size = m->size * 2, i;
  struct memo_entry *entry
    = (struct memo_entry *) calloc (size, sizeof *entry);

  if (entry == NULL)
    return 0;
  /* The mpz_t members move with their structs: the old table is freed
     without clearing them.  */
  for (i = 0; i < m->size; i++)
    if (m->entry[i].used)
      *slot_of (entry, size, m->entry[i].key) = m->entry[i];
  free (m->entry);
  m->entry = entry;
  m->size = size;
  return 1;
}

int
price_memo_find (const struct price_memo *m, const uint64_t *block,
                 unsigned nlevels, uint64_t groups, struct price *p)
{
  uint64_t key[KEY_WORDS];
  const struct memo_entry *e;

  if (m == NULL)
    return 0;
  make_key (key, block, nlevels, groups);
  e = slot_of (m->entry, m->size, key);
  if (!e->used)
    return 0;
  p->fits = e->fits;
  p->cost_s = e->cost_s;
  if (e->big)
    {
      mpz_set (p->moved, e->moved);
      mpz_set (p->tiles, e->tiles);
    }
  else
    {
      z_set_u64 (p->moved, e->moved_u64);
      z_set_u64 (p->tiles, e->tiles_u64);
    }
  return 1;
}

void
price_memo_add (struct price_memo *m, const uint64_t *block,
                unsigned nlevels, uint64_t groups, const struct price *p)
{
  uint64_t key[KEY_WORDS];
  struct memo_entry *e;

  if (m == NULL || ((m->count + 1) * 2 > m->size && !grow (m)))
    return;
  make_key (key, block, nlevels, groups);
  e = slot_of (m->entry, m->size, key);
  if (e->used)
    return;
  memcpy (e->key, key, sizeof key);
  e->used = 1;
  e->fits = p->fits;
  e->cost_s = p->cost_s;
  e->big = !z_get_u64 (p->moved, &e->moved_u64)
           || !z_get_u64 (p->tiles, &e->tiles_u64);
  if (e->big)
    {
      mpz_init_set (e->moved, p->moved);
      mpz_init_set (e->tiles, p->tiles);
    }
  m->count++;
}
