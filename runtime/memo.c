/* memo.c -- what a dispatch decides before it runs, kept per call site.

   Why this file exists: a time loop dispatches the same nest with the
   same descriptor thousands of times, and before each dispatch the
   runtime decides which sections it stages and, for a dispatch that
   stages nothing, the section words every tile gets (stage.c).  Those
   decisions cost as much as a small nest's whole run, while they depend
   only on the descriptor and the settings.  So they are kept here per
   call site (the pragma's location string), with the descriptor words
   and the settings generation they were made under, and made again
   only when one of those changed.

   Only the dispatch calls in here, with its lock held, so the table
   needs no lock of its own.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"

#include <string.h>

/* Call sites remembered; a program that alternates between more nests
   decides again for the oldest.  */
#define MEMOS_KEPT 8

/* The descriptor words a decision depends on: the header, every level
   but its FINAL word (written by the runtime after each dispatch), and
   the sections.  */
#define KEY_WORDS \
  (ACCBLOCK_NEST_HEADER_WORDS \
   + ACCBLOCK_MAX_LEVELS * (ACCBLOCK_LEVEL_WORDS - 1) \
   + ACCBLOCK_MAX_SECTIONS * ACCBLOCK_SECTION_WORDS)

struct memo
{
  const char *location;        /* NULL: an unused slot.  */
  uint64_t generation;         /* accblock_settings.generation.  */
  int nkey;
  int64_t key[KEY_WORDS];
  struct accblock_staging staging;
};

static struct
{
  struct memo entry[MEMOS_KEPT];
  int next;                    /* The slot the next new site takes.  */
} memos;

/* NEST's words that decisions depend on, into KEY; returns how many.  */
static int
key_of (const struct accblock_nest *nest, int64_t *key)
{
  int n = ACCBLOCK_NEST_HEADER_WORDS;
  memcpy (key, nest, n * sizeof *key);
  for (int l = 0; l < nest->nlevels; l++)
    {
      memcpy (key + n, &nest->level[l],
              (ACCBLOCK_LEVEL_WORDS - 1) * sizeof *key);
      n += ACCBLOCK_LEVEL_WORDS - 1;
    }
  size_t sections = (size_t) nest->nsections * ACCBLOCK_SECTION_WORDS;
  memcpy (key + n, accblock_nest_section (nest, 0), sections * sizeof *key);
  return n + (int) sections;
}

/* Whether M was decided for NEST at LOCATION under GENERATION.  */
static bool
memo_matches (const struct memo *m, const struct accblock_nest *nest,
              const char *location, uint64_t generation)
{
  if (m->location != location || m->generation != generation
      || m->key[ACCBLOCK_NEST_WORD (nlevels)] != nest->nlevels
      || m->key[ACCBLOCK_NEST_WORD (nsections)] != nest->nsections)
    return false;
  int64_t key[KEY_WORDS];
  int n = key_of (nest, key);
  return n == m->nkey && memcmp (key, m->key, (size_t) n * sizeof *key) == 0;
}

/* Decide for JOB under SETTINGS into *OUT (accblock_memo_staging).  */
static void
decide (const struct accblock_tile_job *job,
        const struct accblock_settings *settings,
        struct accblock_staging *out)
{
  out->in_place = accblock_stage_in_place (job, &settings->target,
                                           &out->staged);
  struct accblock_tile_job decided = *job;
  decided.in_place = out->in_place;
  out->plain = !settings->trace_file && job->nest->combines == 0
               && job->nest->float_reductions == 0
               && accblock_stage_none (&decided);
  out->refs = out->bytes = 0;
  if (out->plain)
    accblock_stage_plain_words (&decided, out->words, &out->refs,
                                &out->bytes);
  out->rows_one_tile = out->plain && accblock_plan_rows_one_tile (job->plan);
}

const struct accblock_staging *
accblock_memo_staging (const struct accblock_tile_job *job,
                       const struct accblock_settings *settings)
{
  for (int i = 0; i < MEMOS_KEPT; i++)
    if (memo_matches (&memos.entry[i], job->nest, job->location,
                      settings->generation))
      return &memos.entry[i].staging;
  struct memo *m = &memos.entry[memos.next];
  memos.next = (memos.next + 1) % MEMOS_KEPT;
  m->location = job->location;
  m->generation = settings->generation;
  m->nkey = key_of (job->nest, m->key);
  decide (job, settings, &m->staging);
  return &m->staging;
}
