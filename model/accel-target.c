/* accel-target.c -- the target profile table, host resolution and the strict
   number parsers declared in accel-target.h.

   Why this file exists: every cost number of the machine model lives in
   the one table below, fixed before any benchmark reads it, so that the
   plugin's inference and the runtime's modeled_seconds price the same
   machine.  doc/machine-model.texi cites the measurements behind each
   row and says which entries are estimates.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif

#include "accel-target.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* Fallbacks for a host that does not describe itself.  */
#define HOST_FALLBACK_CPUS 1UL
#define HOST_FALLBACK_L2 ((uint64_t) 256 * 1024)

/* Cost rows.  doc/machine-model.texi gives the source and conversion
   of each number; those marked (ours) are estimates.  The SW26010 row
   is shared with "paper": the paper's machine (64 slave cores, 16 KB
   local memory, one master core) is a processor of the same class, and
   the paper publishes no latencies.  */
#define SW26010_COST                                                   \
  {                                                                     \
    /* dma_latency_s: one 8-byte DMA while all 64 CPEs stream           \
       (swCandle, Lin et al. 2018) */                                   \
    1.1e-6,                                                             \
    /* dma_bandwidth: 22.26 GB/s, the best 64-CPE DMA rate measured by  \
       swCandle, over 64 CPEs */                                        \
    22.26e9 / 64,                                                       \
    /* direct_access_s: 278 cycles, the slowest published CPE main      \
       memory access, at 1.45 GHz */                                    \
    278 / 1.45e9,                                                       \
    /* compute_rate: 1.45 GHz, one iteration per 4 cycles (ours) */     \
    1.45e9 / 4,                                                         \
    /* tile_overhead_s (ours) */ 2.0e-6,                                \
    /* dispatch_s: spawning and joining the 64 CPEs (ours) */ 10.0e-6,  \
    /* host_rate: the MPE at 1.45 GHz, 4 cycles an iteration (ours) */  \
    1.45e9 / 4,                                                         \
    /* host_bandwidth: one MPE streaming (ours) */ 8.0e9                \
  }

#define CELL_COST                                                      \
  {                                                                     \
    /* dma_latency_s (ours) */ 0.2e-6,                                  \
    /* dma_bandwidth: 25.6 GB/s XDR peak over 8 SPEs */                 \
    25.6e9 / 8,                                                         \
    /* direct_access_s: an unstaged access is a small DMA (ours) */     \
    0.2e-6,                                                             \
    /* compute_rate: 3.2 GHz, one iteration per 4 cycles (ours) */      \
    3.2e9 / 4,                                                          \
    /* tile_overhead_s (ours) */ 0.5e-6,                                \
    /* dispatch_s: starting the SPEs' contexts (ours) */ 5.0e-6,        \
    /* host_rate: the PPE at 3.2 GHz, 4 cycles an iteration (ours) */   \
    3.2e9 / 4,                                                          \
    /* host_bandwidth: the PPE streaming (ours) */ 6.0e9                \
  }

/* Every host number is an estimate for a current server core.  */
#define HOST_COST                                                      \
  {                                                                     \
    /* dma_latency_s: a memcpy call */ 0.05e-6,                         \
    /* dma_bandwidth */ 5.0e9,                                          \
    /* direct_access_s: a load through the core's cache, priced as     \
       where the loop stands: its issue is in compute_rate, the lines   \
       it fills are the model's bytes at dma_bandwidth (price.c) */     \
    0.0,                                                                \
    /* compute_rate */ 1.0e9,                                           \
    /* tile_overhead_s */ 0.1e-6,                                       \
    /* dispatch_s: waking the runtime's threads and waiting for them,   \
       as benchmarks/dispatch measures it */ 4.0e-6,                    \
    /* host_rate: the calling core itself */ 1.0e9,                     \
    /* host_bandwidth: one core streaming, as dma_bandwidth: the      \
       accelerators are the host's cores */ 5.0e9                       \
  }

/* Copying a block into the host's cache paid on matmul, whose blocks
   have 128 and more tile iterations per element, and cost time on the
   stencils (calc2, Jacobi, heat-3d), which have about one, however many
   neighbours each iteration reads (benchmarks/README.md,
   model/stage-gain.c).  */
#define HOST_STAGE_MIN_REUSE 8UL

static const struct accblock_target target_table[] =
{
  { "paper", "the paper's machine: 64 accelerators x 16 KiB",
    64, 16 * 1024, 0, SW26010_COST },
  { "cell", "Cell Broadband Engine: 8 SPEs x 256 KiB local store",
    8, 256 * 1024, 0, CELL_COST },
  { "sw26010", "SW26010 core group: 64 CPEs x 64 KiB LDM",
    64, 64 * 1024, 0, SW26010_COST },
  { "host", "this machine: online CPUs x per-core L2 cache",
    0, 0, HOST_STAGE_MIN_REUSE, HOST_COST }
};

#define TARGET_COUNT (sizeof target_table / sizeof target_table[0])

const struct accblock_target *
accblock_target_default (void)
{
  return &target_table[0];
}

const struct accblock_target *
accblock_target_lookup (const char *name)
{
  size_t i;

  if (name == NULL)
    return NULL;
  for (i = 0; i < TARGET_COUNT; i++)
    if (strcmp (name, target_table[i].name) == 0)
      return &target_table[i];
  return NULL;
}

const char *
accblock_target_names (void)
{
  return "paper, cell, sw26010, host";
}

unsigned long
accblock_host_online_cpus (void)
{
  long cpus = sysconf (_SC_NPROCESSORS_ONLN);

  return cpus > 0 ? (unsigned long) cpus : HOST_FALLBACK_CPUS;
}

/* Read the first line of PATH into BUF without its newline.  Returns 0
   on success.  */
static int
read_sys_line (const char *path, char *buf, size_t size)
{
  FILE *f = fopen (path, "r");
  size_t len;

  if (f == NULL)
    return -1;
  if (fgets (buf, (int) size, f) == NULL)
    {
      fclose (f);
      return -1;
    }
  fclose (f);
  len = strlen (buf);
  while (len > 0 && (buf[len - 1] == '\n' || buf[len - 1] == '\r'))
    buf[--len] = '\0';
  return 0;
}

/* Number of CPUs in a Linux cpu list such as "0-3,8,10-11"; 0 when the
   list is malformed.  */
static unsigned long
count_cpu_list (const char *list)
{
  unsigned long total = 0;
  const char *p = list;

  while (*p != '\0')
    {
      unsigned long first = 0, last;
      if (*p < '0' || *p > '9')
        return 0;
      while (*p >= '0' && *p <= '9')
        first = first * 10 + (unsigned long) (*p++ - '0');
      last = first;
      if (*p == '-')
        {
          p++;
          if (*p < '0' || *p > '9')
            return 0;
          last = 0;
          while (*p >= '0' && *p <= '9')
            last = last * 10 + (unsigned long) (*p++ - '0');
        }
      if (last < first)
        return 0;
      total += last - first + 1;
      if (*p == ',')
        p++;
      else if (*p != '\0')
        return 0;
    }
  return total;
}

/* The per-core L2 size from CPU 0's cache directory in sysfs: the size
   of the level-2 cache divided among the CPUs sharing it.  0 when sysfs
   does not say.  */
static uint64_t
sysfs_l2_bytes (void)
{
  char path[96], line[256];
  int index;

  for (index = 0; index < 16; index++)
    {
      uint64_t size;
      unsigned long sharers;

      snprintf (path, sizeof path,
                "/sys/devices/system/cpu/cpu0/cache/index%d/level", index);
      if (read_sys_line (path, line, sizeof line) != 0)
        return 0;
      if (strcmp (line, "2") != 0)
        continue;
      snprintf (path, sizeof path,
                "/sys/devices/system/cpu/cpu0/cache/index%d/size", index);
      if (read_sys_line (path, line, sizeof line) != 0
          || accblock_parse_size (line, UINT64_MAX, &size)
             != ACCBLOCK_PARSE_OK)
        return 0;
      snprintf (path, sizeof path,
                "/sys/devices/system/cpu/cpu0/cache/index%d/shared_cpu_list",
                index);
      sharers = 1;
      if (read_sys_line (path, line, sizeof line) == 0)
        sharers = count_cpu_list (line);
      return sharers > 1 ? size / sharers : size;
    }
  return 0;
}

uint64_t
accblock_host_l2_bytes (void)
{
  uint64_t bytes = sysfs_l2_bytes ();

#ifdef _SC_LEVEL2_CACHE_SIZE
  if (bytes == 0)
    {
      long l2 = sysconf (_SC_LEVEL2_CACHE_SIZE);
      if (l2 > 0)
        bytes = (uint64_t) l2;
    }
#endif
  return bytes > 0 ? bytes : HOST_FALLBACK_L2;
}

void
accblock_target_resolve (const struct accblock_target *profile,
                         struct accblock_target *out)
{
  *out = *profile;
  if (out->num_accel == 0)
    out->num_accel = accblock_host_online_cpus ();
  if (out->local_mem == 0)
    out->local_mem = accblock_host_l2_bytes ();
}

/* ---- Strict number parsing ---- */

const char *
accblock_parse_status_text (enum accblock_parse_status status)
{
  switch (status)
    {
    case ACCBLOCK_PARSE_OK:
      return "is valid";
    case ACCBLOCK_PARSE_EMPTY:
      return "is empty";
    case ACCBLOCK_PARSE_NOT_NUMBER:
      return "is not a number";
    case ACCBLOCK_PARSE_TRAILING:
      return "has trailing characters after the number";
    case ACCBLOCK_PARSE_ZERO:
      return "must not be zero";
    case ACCBLOCK_PARSE_NEGATIVE:
      return "must not be negative";
    case ACCBLOCK_PARSE_OVERFLOW:
      return "is too large";
    }
  return "is invalid";
}

/* Parse the leading decimal digits of TEXT into *VALUE, saturating
   overflow into *OVERFLOW.  Sets *END past the digits.  Returns a status
   about the start of TEXT only.  */
static enum accblock_parse_status
parse_digits (const char *text, uint64_t *value, int *overflow,
              const char **end)
{
  const char *p = text;
  uint64_t v = 0;

  if (text == NULL || *text == '\0')
    return ACCBLOCK_PARSE_EMPTY;
  if (*text == '-')
    return ACCBLOCK_PARSE_NEGATIVE;
  if (*text < '0' || *text > '9')
    return ACCBLOCK_PARSE_NOT_NUMBER;
  *overflow = 0;
  for (; *p >= '0' && *p <= '9'; p++)
    {
      unsigned digit = (unsigned) (*p - '0');
      if (v > (UINT64_MAX - digit) / 10)
        *overflow = 1;
      else
        v = v * 10 + digit;
    }
  *value = v;
  *end = p;
  return ACCBLOCK_PARSE_OK;
}

enum accblock_parse_status
accblock_parse_count (const char *text, unsigned long max,
                      unsigned long *out)
{
  uint64_t value = 0;
  int overflow = 0;
  const char *end = text;
  enum accblock_parse_status status
    = parse_digits (text, &value, &overflow, &end);

  if (status != ACCBLOCK_PARSE_OK)
    return status;
  if (*end != '\0')
    return ACCBLOCK_PARSE_TRAILING;
  if (overflow || value > max)
    return ACCBLOCK_PARSE_OVERFLOW;
  if (value == 0)
    return ACCBLOCK_PARSE_ZERO;
  *out = (unsigned long) value;
  return ACCBLOCK_PARSE_OK;
}

/* The binary multiplier of the size suffix at SUFFIX ("", "K", "KB",
   "KiB", ... in either case), or 0 when SUFFIX is not one.  */
static uint64_t
size_suffix_multiplier (const char *suffix)
{
  uint64_t mult;

  switch (*suffix)
    {
    case '\0':
      return 1;
    case 'k': case 'K':
      mult = (uint64_t) 1 << 10;
      break;
    case 'm': case 'M':
      mult = (uint64_t) 1 << 20;
      break;
    case 'g': case 'G':
      mult = (uint64_t) 1 << 30;
      break;
    default:
      return 0;
    }
  suffix++;
  if (*suffix == 'i' || *suffix == 'I')
    {
      suffix++;
      if (*suffix != 'b' && *suffix != 'B')
        return 0;
    }
  if (*suffix == 'b' || *suffix == 'B')
    suffix++;
  return *suffix == '\0' ? mult : 0;
}

enum accblock_parse_status
accblock_parse_size (const char *text, uint64_t max, uint64_t *out)
{
  uint64_t value = 0, mult;
  int overflow = 0;
  const char *end = text;
  enum accblock_parse_status status
    = parse_digits (text, &value, &overflow, &end);

  if (status != ACCBLOCK_PARSE_OK)
    return status;
  mult = size_suffix_multiplier (end);
  if (mult == 0)
    return ACCBLOCK_PARSE_TRAILING;
  if (overflow || value > UINT64_MAX / mult || value * mult > max)
    return ACCBLOCK_PARSE_OVERFLOW;
  if (value == 0)
    return ACCBLOCK_PARSE_ZERO;
  *out = value * mult;
  return ACCBLOCK_PARSE_OK;
}
