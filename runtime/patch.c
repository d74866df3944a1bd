/* patch.c -- the descriptor words a dispatch computes from the capture
   record (accblock-abi.h, struct accblock_patch).

   Why this file exists: the plugin hands most descriptors over as a
   read-only static template whose words that vary from call to call
   (bounds, array addresses, extents) are listed as patches, values the
   capture record already holds, instead of being stored in front of
   every dispatch.  Before the runtime reads any such word, this file
   checks the table and applies it: into the caller's descriptor when
   that is writable, into a private copy when it is
   ACCBLOCK_NEST_READ_ONLY, which the runtime must never write.  Only
   the header is read before the patches apply.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"

#include <string.h>

/* Whether KIND is a size of 1, 2, 4 or 8 bytes, signed or not.  */
static bool
kind_valid (int64_t kind)
{
  int64_t size = kind & ~(int64_t) ACCBLOCK_PATCH_SIGNED;
  return size == 1 || size == 2 || size == 4 || size == 8;
}

/* The integer of kind KIND at AT, extended to 64 bits.  */
static uint64_t
read_extended (const unsigned char *at, int64_t kind)
{
  bool is_signed = kind & ACCBLOCK_PATCH_SIGNED;
  switch (kind & ~(int64_t) ACCBLOCK_PATCH_SIGNED)
    {
    case 1:
      {
        uint8_t v;
        memcpy (&v, at, sizeof v);
        return is_signed ? (uint64_t) (int64_t) (int8_t) v : v;
      }
    case 2:
      {
        uint16_t v;
        memcpy (&v, at, sizeof v);
        return is_signed ? (uint64_t) (int64_t) (int16_t) v : v;
      }
    case 4:
      {
        uint32_t v;
        memcpy (&v, at, sizeof v);
        return is_signed ? (uint64_t) (int64_t) (int32_t) v : v;
      }
    default:
      {
        uint64_t v;
        memcpy (&v, at, sizeof v);
        return v;
      }
    }
}

/* Check the header counts of NEST that locate its words, and its patch
   table; exit with a message naming LOCATION when one is malformed.  */
static void
check_table (const struct accblock_nest *nest, const char *location)
{
  if (nest->nlevels < 1 || nest->nlevels > ACCBLOCK_MAX_LEVELS
      || nest->nsections < 0 || nest->nsections > ACCBLOCK_MAX_SECTIONS
      || nest->nranges < 0 || nest->nranges > ACCBLOCK_MAX_SECTIONS
      || nest->float_reductions < 0
      || ((nest->flags & ACCBLOCK_NEST_READ_ONLY)
          && nest->float_reductions != 0))
    accblock_fatal ("%s: nest descriptor has %lld levels, %lld sections, "
                    "%lld ranges and %lld floating-point reductions "
                    "(none when read-only): rebuild the program with the "
                    "matching plugin", location, (long long) nest->nlevels,
                    (long long) nest->nsections, (long long) nest->nranges,
                    (long long) nest->float_reductions);
  int64_t words = accblock_nest_words (nest);
  if (nest->npatches < 0 || nest->npatches > words)
    accblock_fatal ("%s: nest descriptor has %lld patches", location,
                    (long long) nest->npatches);
  int64_t last = ACCBLOCK_NEST_HEADER_WORDS - 1;
  for (int64_t p = 0; p < nest->npatches; p++)
    {
      const struct accblock_patch *patch = accblock_nest_patch (nest, p);
      int64_t shift = patch->shift & ~(int64_t) ACCBLOCK_PATCH_ARITHMETIC;
      if (patch->word <= last || patch->word >= words || patch->offset < 0
          || !kind_valid (patch->kind) || shift < 0 || shift > 63
          || (patch->factor_kind != 0
              && (!kind_valid (patch->factor_kind)
                  || patch->factor_offset < 0)))
        accblock_fatal ("%s: nest descriptor's patch %lld (word %lld, "
                        "offset %lld, kind %lld) is malformed: rebuild the "
                        "program with the matching plugin", location,
                        (long long) p, (long long) patch->word,
                        (long long) patch->offset, (long long) patch->kind);
      last = patch->word;
    }
}

int64_t
accblock_nest_words (const struct accblock_nest *nest)
{
  return ACCBLOCK_NEST_ALL_WORDS (nest->nlevels, nest->nsections,
                                  nest->float_reductions, nest->nranges);
}

/* Apply the patches of FROM, read from CAPTURES, to the words of TO (FROM
   itself or its copy).  */
static void
apply_patches (const struct accblock_nest *from, const void *captures,
               int64_t *to)
{
  for (int64_t p = 0; p < from->npatches; p++)
    {
      const struct accblock_patch *patch = accblock_nest_patch (from, p);
      const unsigned char *record = captures;
      uint64_t value = read_extended (record + patch->offset, patch->kind);
      if (patch->factor_kind)
        value *= read_extended (record + patch->factor_offset,
                                patch->factor_kind);
      int shift = (int) (patch->shift
                         & ~(int64_t) ACCBLOCK_PATCH_ARITHMETIC);
      if (patch->shift & ACCBLOCK_PATCH_ARITHMETIC)
        value = (uint64_t) ((int64_t) value >> shift);
      else
        value >>= shift;
      to[patch->word] = (int64_t) (value + (uint64_t) patch->addend);
    }
}

struct accblock_nest *
accblock_nest_prepare (struct accblock_nest *nest, const void *captures,
                       int64_t *copy, const char *location)
{
  /* Another ABI lays the header out differently: accblock_plan_check
     reports it before anything else is read.  */
  if (nest->abi_version != ACCBLOCK_ABI_VERSION)
    return nest;
  bool read_only = nest->flags & ACCBLOCK_NEST_READ_ONLY;
  if (!read_only && nest->npatches == 0)
    return nest;
  check_table (nest, location);
  if (nest->npatches > 0 && !captures)
    accblock_fatal ("%s: nest descriptor has patches but the dispatch has "
                    "no capture record", location);
  int64_t *words = (int64_t *) (void *) nest;
  if (read_only)
    {
      memcpy (copy, nest, (size_t) accblock_nest_words (nest)
                          * sizeof *copy);
      words = copy;
    }
  apply_patches (nest, captures, words);
  struct accblock_nest *result = (struct accblock_nest *) (void *) words;
  /* The copy holds no table; the patched words of a writable descriptor
     stay patched, so a second application would change nothing.  */
  if (read_only)
    result->npatches = 0;
  return result;
}
