/* trace.c -- block clauses as text, and the greedy and search traces.

   Why this file exists: greedy and the search explain their choices
   through the caller's trace callback (accblock_model_options), naming
   vectors in the clause syntax users write
   (accblock_model_format_clause); both algorithms share that
   formatting, so it lives apart from the code that decides.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "blockmodel-internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ---- Clause text and trace ---- */

int
accblock_model_format_clause (const struct accblock_model_nest *nest,
                              const accblock_model_block block, char *buf,
                              size_t size)
{
  char text[ACCBLOCK_MODEL_MAX_LEVELS * 48 + 8];
  size_t used = 0;
  unsigned i;
  int any = 0;

  text[0] = '\0';
  for (i = 0; i < nest->nlevels; i++)
    {
      char name[16];
      if (block[i] == 0)
        continue;
      used += (size_t) snprintf (text + used, sizeof text - used, "%s%s:%llu",
                                 any ? ", " : "block(",
                                 level_name (nest, i, name, sizeof name),
                                 (unsigned long long) block[i]);
      if (used >= sizeof text)
        used = sizeof text - 1;
      any = 1;
    }
  if (any && used + 1 < sizeof text)
    {
      text[used++] = ')';
      text[used] = '\0';
    }
  return snprintf (buf, size, "%s", text);
}

/* BLOCK as a clause followed by the split of SP (NULL: none), as in
   "block(i:64, k:10, j:32) split(k:2)".  */
int
format_clause_split (const struct accblock_model_nest *nest,
                     const uint64_t *block, const struct split *sp,
                     char *buf, size_t size)
{
  char text[ACCBLOCK_MODEL_MAX_LEVELS * 48 + 64];
  char name[16];
  size_t used;

  accblock_model_format_clause (nest, block, text, sizeof text);
  used = strlen (text);
  if (sp != NULL && sp->level >= 0 && used > 0)
    snprintf (text + used, sizeof text - used, " split(%s:%llu)",
              level_name (nest, (unsigned) sp->level, name, sizeof name),
              (unsigned long long) sp->groups);
  return snprintf (buf, size, "%s", text);
}

int
accblock_model_format_split_clause (const struct accblock_model_nest *nest,
                                    const accblock_model_block block,
                                    uint64_t split_groups, char *buf,
                                    size_t size)
{
  struct accblock_model_nest split_nest = *nest;
  struct split sp;

  split_nest.split_groups = split_groups;
  split_of (&sp, &split_nest, block);
  return format_clause_split (nest, block, &sp, buf, size);
}

void
trace (const struct accblock_model_options *options, const char *fmt, ...)
{
  char line[512];
  va_list ap;

  if (options == NULL || options->trace == NULL)
    return;
  va_start (ap, fmt);
  vsnprintf (line, sizeof line, fmt, ap);
  va_end (ap);
  options->trace (options->trace_data, line);
}

void
trace_price (const struct accblock_model_options *options,
             const char *prefix, const struct accblock_model_nest *nest,
             const uint64_t *block, const struct price *p)
{
  char clause[ACCBLOCK_MODEL_MAX_LEVELS * 48 + 64];

  if (options == NULL || options->trace == NULL)
    return;
  format_clause_split (nest, block, &p->split, clause, sizeof clause);
  trace (options,
         "%s %s: footprint %llu bytes%s, %llu tiles, %llu rounds, "
         "dma %llu bytes in %llu transfers, %llu direct, cost %.6g s",
         prefix, clause[0] ? clause : "(no blocking)",
         (unsigned long long) z_get_u64_sat (p->footprint),
         p->fits ? "" : " (does not fit)",
         (unsigned long long) z_get_u64_sat (p->tiles),
         (unsigned long long) z_get_u64_sat (p->rounds),
         (unsigned long long) z_get_u64_sat (p->dma_in)
           + z_get_u64_sat (p->dma_out),
         (unsigned long long) z_get_u64_sat (p->transfers),
         (unsigned long long) z_get_u64_sat (p->direct), p->cost_s);
}
