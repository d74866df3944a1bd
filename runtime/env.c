/* env.c -- the ACCBLOCK_* environment variables and the accblock_set_*
   calls that choose the simulated machine.

   Why this file exists: a typo in a setting must not silently run a
   different experiment, so every variable is parsed strictly when the
   library loads and a bad value stops the program with one line naming
   the variable and what it accepts.  Profiles and number spellings come
   from the model's shared table (model/accel-target.h) so the plugin and
   the runtime agree on them.  Strict is not fussy: the spellings
   libgomp takes for OMP_* variables (white space around a value,
   keywords in any case, true/yes/on for 1, OMP_SCHEDULE's
   "dynamic,4") mean what they mean there, so that scripts written for
   OpenMP runs work unchanged.

   SPDX-License-Identifier: GPL-3.0-or-later  */

/* sched_getaffinity and the CPU_* macros of any size.  */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "accblock-internal.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ACCEPT_FILE                                                     \
  "a file name, in which %p stands for the process id, %r for the MPI " \
  "rank and %% for %"
#define ACCEPT_SWITCH "1, true, yes or on; 0, false, no or off (any case)"
#define ACCEPT_SIZE                                                     \
  "a byte count from 1 to 1G: digits, optionally followed by K, M or G " \
  "(binary multiples) and then by B or iB, in any case (16384, 16K, "   \
  "16kib, 256KB)"

/* The launchers' rank variables, in the order they are consulted: Open
   MPI's, then MPICH's and Intel MPI's (PMI), then Slurm's.  */
static const char *const rank_variables[]
  = { "OMPI_COMM_WORLD_RANK", "PMI_RANK", "SLURM_PROCID" };

/* The current settings; LOCK guards them against setters called while a
   dispatch takes its snapshot, and guards the state below.  */
static struct accblock_settings settings;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

/* The machine the program was compiled for: the profile the first unit
   compiled with a target, local-mem or num-accel key registered
   (__accblock_register_machine), with the counts those keys gave over
   the profile's, and that unit's file name.  COMPILED_TARGET points to
   COMPILED_MACHINE once a unit registered, and is NULL before.  */
static struct accblock_target compiled_machine;
static const struct accblock_target *compiled_target;
static const char *compiled_unit;

/* Whether settings_init has run; whether accblock_set_target chose the
   target; whether a snapshot was taken, after which the target is the
   one dispatches ran on; whether a registration was reported.  */
static bool settings_ready;
static bool target_set_by_call;
static bool settings_used;
static bool target_warned;

/* Write "NAME=VALUE PROBLEM; accepted: ACCEPTED" into MESSAGE.  */
static bool
refuse (char *message, size_t size, const char *name, const char *value,
        const char *problem, const char *accepted)
{
  snprintf (message, size, "%s=%s %s; accepted: %s", name, value, problem,
            accepted);
  return false;
}

/* ---- Words as libgomp reads them ---- */

/* A value without the white space around it, as libgomp skips it in
   OMP_* variables.  Longer values than any accepted word or number are
   cut and then refused by the parsers, since they still differ.  */
struct word
{
  char text[128];
  bool too_long;
};

static void
trim (const char *value, struct word *out)
{
  while (isspace ((unsigned char) *value))
    value++;
  size_t len = strlen (value);
  while (len > 0 && isspace ((unsigned char) value[len - 1]))
    len--;
  out->too_long = len >= sizeof out->text;
  if (out->too_long)
    len = sizeof out->text - 1;
  memcpy (out->text, value, len);
  out->text[len] = '\0';
}

/* TEXT in lower case, in place: keywords are matched in any case.  */
static void
lower (char *text)
{
  for (; *text; text++)
    *text = (char) tolower ((unsigned char) *text);
}

/* The problem to name for a word that is not one of the accepted ones.  */
static const char *
unknown (const struct word *w, const char *what)
{
  return w->text[0] ? what : "is empty";
}

/* ---- Host CPUs ---- */

/* The CPUs this process may run on: taskset, cpusets and batch systems
   restrict the affinity mask, and a pool with more threads than that
   only makes the threads take turns.  The online CPUs when the mask
   cannot be read.  */
unsigned long
accblock_host_usable_cpus (void)
{
  /* A cpu_set_t holds 1024 CPUs; larger machines need a larger mask.  */
  for (int ncpus = CPU_SETSIZE; ncpus <= (1 << 20); ncpus *= 2)
    {
      cpu_set_t *mask = CPU_ALLOC (ncpus);
      if (!mask)
        break;
      size_t bytes = CPU_ALLOC_SIZE (ncpus);
      CPU_ZERO_S (bytes, mask);
      int got = sched_getaffinity (0, bytes, mask);
      int count = got == 0 ? CPU_COUNT_S (bytes, mask) : 0;
      CPU_FREE (mask);
      if (got == 0 || errno != EINVAL)
        return count > 0 ? (unsigned long) count
                         : accblock_host_online_cpus ();
    }
  return accblock_host_online_cpus ();
}

/* PROFILE resolved into OUT, the host profile's accelerators counted
   from the CPUs this process may use, like the default thread count.  */
static void
resolve_target (const struct accblock_target *profile,
                struct accblock_target *out)
{
  accblock_target_resolve (profile, out);
  if (profile->num_accel == 0)
    out->num_accel = accblock_host_usable_cpus ();
}

/* ---- One parser per kind of setting ---- */

/* ACCBLOCK_TARGET's VALUE, or when it is unset COMPILED (the target the
   program was compiled for), or else the default profile.  */
static bool
parse_target (const char *value, const struct accblock_target *compiled,
              struct accblock_settings *out, char *message, size_t size)
{
  const struct accblock_target *profile
    = compiled ? compiled : accblock_target_default ();
  if (value)
    {
      struct word w;
      trim (value, &w);
      lower (w.text);
      profile = w.too_long ? NULL : accblock_target_lookup (w.text);
      if (!profile)
        {
          char accepted[128];
          snprintf (accepted, sizeof accepted, "%s (any case)",
                    accblock_target_names ());
          return refuse (message, size, "ACCBLOCK_TARGET", value,
                         unknown (&w, "is not a known target"), accepted);
        }
    }
  resolve_target (profile, &out->target);
  out->num_accel = out->target.num_accel;
  out->local_mem = out->target.local_mem;
  return true;
}

/* Parse W as a count in 1 .. MAX into *OUT; the status says why not.  */
static enum accblock_parse_status
word_count (const struct word *w, unsigned long max, unsigned long *out)
{
  if (w->too_long)
    return ACCBLOCK_PARSE_TRAILING;
  return accblock_parse_count (w->text, max, out);
}

/* Parse a count in 1 .. MAX; leave *OUT alone when NAME is unset.  */
static bool
parse_count (const char *name, const char *value, unsigned long max,
             unsigned long *out, char *message, size_t size)
{
  if (!value)
    return true;
  struct word w;
  trim (value, &w);
  enum accblock_parse_status status = word_count (&w, max, out);
  if (status == ACCBLOCK_PARSE_OK)
    return true;
  char accepted[64];
  snprintf (accepted, sizeof accepted, "a whole number from 1 to %lu", max);
  return refuse (message, size, name, value,
                 accblock_parse_status_text (status), accepted);
}

static bool
parse_local_mem (const char *value, uint64_t *out, char *message,
                 size_t size)
{
  if (!value)
    return true;
  struct word w;
  trim (value, &w);
  enum accblock_parse_status status
    = w.too_long ? ACCBLOCK_PARSE_TRAILING
                 : accblock_parse_size (w.text, ACCBLOCK_LOCAL_MEM_MAX, out);
  if (status == ACCBLOCK_PARSE_OK)
    return true;
  return refuse (message, size, "ACCBLOCK_LOCAL_MEM", value,
                 accblock_parse_status_text (status), ACCEPT_SIZE);
}

/* The index of W (already in lower case) in the NULL-terminated WORDS,
   or -1.  */
static int
find_word (const struct word *w, const char *const *words)
{
  if (w->too_long)
    return -1;
  for (int i = 0; words[i]; i++)
    if (strcmp (w->text, words[i]) == 0)
      return i;
  return -1;
}

/* The index in WORDS (NULL-terminated, lower case) of VALUE, the
   setting of variable NAME, read as libgomp reads keywords: white space
   around it ignored, any case.  -1 after writing to MESSAGE that it is
   not WHAT and that ACCEPTED is.  */
static int
match_keyword (const char *name, const char *value,
               const char *const *words, const char *what,
               const char *accepted, char *message, size_t size)
{
  struct word w;
  trim (value, &w);
  lower (w.text);
  int found = find_word (&w, words);
  if (found < 0)
    refuse (message, size, name, value, unknown (&w, what), accepted);
  return found;
}

/* A switch, in libgomp's and the shells' spellings: the first four words
   mean on, the others off.  */
static bool
parse_bool (const char *name, const char *value, bool *out, char *message,
            size_t size)
{
  static const char *const words[]
    = { "1", "true", "yes", "on", "0", "false", "no", "off", NULL };
  if (!value)
    return true;
  int found = match_keyword (name, value, words, "is not a switch",
                             ACCEPT_SWITCH, message, size);
  if (found < 0)
    return false;
  *out = found < 4;
  return true;
}

static bool
parse_wait_policy (const char *value, bool *passive, char *message,
                   size_t size)
{
  static const char *const words[] = { "active", "passive", NULL };
  if (!value)
    return true;
  int found = match_keyword ("ACCBLOCK_WAIT_POLICY", value, words,
                             "is not a wait policy",
                             "active or passive (any case)", message, size);
  if (found < 0)
    return false;
  *passive = found == 1;
  return true;
}

/* The schedule KIND in W (lower case, nothing around it), or -1.  */
static int
schedule_kind (const char *kind, size_t len)
{
  static const enum accblock_schedule schedules[]
    = { ACCBLOCK_SCHEDULE_STATIC, ACCBLOCK_SCHEDULE_DYNAMIC,
        ACCBLOCK_SCHEDULE_REVERSE };
  for (size_t i = 0; i < sizeof schedules / sizeof *schedules; i++)
    {
      const char *name = accblock_schedule_name (schedules[i]);
      if (strlen (name) == len && strncmp (kind, name, len) == 0)
        return (int) schedules[i];
    }
  return -1;
}

/* "KIND" or "KIND,CHUNK" as OMP_SCHEDULE takes them, with white space
   around the comma too.  A chunk means CHUNK consecutive outer tiles per
   assignment (sched.c); reverse refuses one, since its point is the one
   order that runs the whole nest backwards.  */
static bool
parse_schedule (const char *value, enum accblock_schedule *out,
                int64_t *chunk, char *message, size_t size)
{
  if (!value)
    return true;
  char accepted[192];
  snprintf (accepted, sizeof accepted, "static, dynamic or reverse (any "
            "case), static and dynamic optionally followed by a comma and "
            "a chunk from 1 to %lu (dynamic,4)", ACCBLOCK_SCHEDULE_CHUNK_MAX);
  struct word w;
  trim (value, &w);
  lower (w.text);
  char *comma = strchr (w.text, ',');
  size_t kind_len = comma ? (size_t) (comma - w.text) : strlen (w.text);
  while (kind_len > 0 && isspace ((unsigned char) w.text[kind_len - 1]))
    kind_len--;
  int kind = w.too_long ? -1 : schedule_kind (w.text, kind_len);
  if (kind < 0)
    return refuse (message, size, "ACCBLOCK_SCHEDULE", value,
                   unknown (&w, "is not a schedule"), accepted);
  unsigned long chunk_value = 0;
  if (comma)
    {
      if (kind == ACCBLOCK_SCHEDULE_REVERSE)
        return refuse (message, size, "ACCBLOCK_SCHEDULE", value,
                       "has a chunk, which reverse does not take",
                       accepted);
      struct word number;
      trim (comma + 1, &number);
      enum accblock_parse_status status
        = word_count (&number, ACCBLOCK_SCHEDULE_CHUNK_MAX, &chunk_value);
      if (status != ACCBLOCK_PARSE_OK)
        {
          char problem[96];
          snprintf (problem, sizeof problem, "has a chunk that %s",
                    accblock_parse_status_text (status));
          return refuse (message, size, "ACCBLOCK_SCHEDULE", value, problem,
                         accepted);
        }
    }
  *out = (enum accblock_schedule) kind;
  *chunk = (int64_t) chunk_value;
  return true;
}

/* ---- Output file names: %p, %r and %% ---- */

/* Expand PATTERN into OUT (SIZE bytes, 0 to only measure): %p is PID, %r
   RANK, %% a percent sign.  Returns the length of the expansion, or -1
   when a % is followed by anything else (*BAD then points at the %).  */
static long
expand_pattern (const char *pattern, long rank, long pid, char *out,
                size_t size, const char **bad)
{
  size_t len = 0;
  for (const char *p = pattern; *p; p++)
    {
      char piece[24] = { *p, '\0' };
      if (*p == '%')
        {
          if (p[1] == 'p' || p[1] == 'r')
            snprintf (piece, sizeof piece, "%ld", p[1] == 'p' ? pid : rank);
          else if (p[1] != '%')
            {
              *bad = p;
              return -1;
            }
          p++;
        }
      size_t n = strlen (piece);
      if (len + n < size)
        memcpy (out + len, piece, n);
      len += n;
    }
  if (size > 0)
    out[len < size ? len : size - 1] = '\0';
  return (long) len;
}

char *
accblock_expand_file_name (const char *pattern, long rank, long pid)
{
  const char *bad;
  long len = expand_pattern (pattern, rank, pid, NULL, 0, &bad);
  char *name = len < 0 ? NULL : malloc ((size_t) len + 1);
  if (name)
    expand_pattern (pattern, rank, pid, name, (size_t) len + 1, &bad);
  return name;
}

/* Whether PATTERN has a %r, as expand_pattern reads it.  */
static bool
uses_rank (const char *pattern)
{
  for (const char *p = pattern; *p; p++)
    if (*p == '%')
      {
        if (p[1] == 'r')
          return true;
        /* The character after a % starts no sequence: "%%r" is the
           text "%r".  */
        if (p[1])
          p++;
      }
  return false;
}

/* The MPI rank from the first of rank_variables that is set: *RANK, or
   -1 with *VARIABLE still naming it when its value is not a whole
   number; *VARIABLE NULL when none is set.  */
static void
find_rank (const char *(*lookup) (const char *name), long *rank,
           const char **variable, const char **value)
{
  *rank = -1;
  *variable = NULL;
  *value = NULL;
  for (size_t i = 0; i < sizeof rank_variables / sizeof *rank_variables; i++)
    if ((*value = lookup (rank_variables[i])) != NULL)
      {
        *variable = rank_variables[i];
        struct word w;
        trim (*value, &w);
        unsigned long number = 0;
        /* Ranks start at 0, which the count parser refuses as zero.  */
        enum accblock_parse_status status = word_count (&w, INT_MAX,
                                                        &number);
        if (status == ACCBLOCK_PARSE_OK || status == ACCBLOCK_PARSE_ZERO)
          *rank = (long) number;
        return;
      }
}

/* A file name for NAME, checked as expand_pattern reads it now, since
   the file is only written at exit.  %r needs a rank that is a number
   when a launcher variable is set, 0 when none is.  */
static bool
parse_file (const char *name, const char *value,
            const struct accblock_settings *s, const char *rank_value,
            const char **out, char *message, size_t size)
{
  if (!value)
    return true;
  struct word w;
  trim (value, &w);
  if (!w.text[0])
    return refuse (message, size, name, value,
                   *value ? "is blank" : "is empty", ACCEPT_FILE);
  const char *bad;
  if (expand_pattern (value, 0, 0, NULL, 0, &bad) < 0)
    {
      char problem[64];
      if (bad[1])
        snprintf (problem, sizeof problem, "has an unknown %%%c", bad[1]);
      else
        snprintf (problem, sizeof problem, "ends in a lone %%");
      return refuse (message, size, name, value, problem, ACCEPT_FILE);
    }
  if (s->rank < 0 && s->rank_variable && uses_rank (value))
    {
      char problem[160];
      snprintf (problem, sizeof problem, "uses %%r, but %s=%s is not a "
                "rank (a whole number from 0)", s->rank_variable,
                rank_value);
      return refuse (message, size, name, value, problem, ACCEPT_FILE);
    }
  *out = value;
  return true;
}

bool
accblock_settings_parse (const char *(*lookup) (const char *name),
                         const struct accblock_target *compiled,
                         struct accblock_settings *out, char *message,
                         size_t size)
{
  memset (out, 0, sizeof *out);
  out->threads = accblock_host_usable_cpus ();
  out->schedule = ACCBLOCK_SCHEDULE_STATIC;
  out->reuse = true;
  out->stage = true;
  out->double_buffer = true;
  const char *rank_value;
  find_rank (lookup, &out->rank, &out->rank_variable, &rank_value);
  /* The target first: the counts below override the profile's.  */
  return parse_target (lookup ("ACCBLOCK_TARGET"), compiled, out, message,
                       size)
         && parse_count ("ACCBLOCK_NUM_ACCEL", lookup ("ACCBLOCK_NUM_ACCEL"),
                         ACCBLOCK_NUM_ACCEL_MAX, &out->num_accel, message,
                         size)
         && parse_local_mem (lookup ("ACCBLOCK_LOCAL_MEM"), &out->local_mem,
                             message, size)
         && parse_count ("ACCBLOCK_THREADS", lookup ("ACCBLOCK_THREADS"),
                         ACCBLOCK_THREADS_MAX, &out->threads, message, size)
         && parse_schedule (lookup ("ACCBLOCK_SCHEDULE"), &out->schedule,
                            &out->schedule_chunk, message, size)
         && parse_wait_policy (lookup ("ACCBLOCK_WAIT_POLICY"),
                               &out->passive_wait, message, size)
         && parse_bool ("ACCBLOCK_REUSE", lookup ("ACCBLOCK_REUSE"),
                        &out->reuse, message, size)
         && parse_bool ("ACCBLOCK_STAGE", lookup ("ACCBLOCK_STAGE"),
                        &out->stage, message, size)
         && parse_bool ("ACCBLOCK_DOUBLE_BUFFER",
                        lookup ("ACCBLOCK_DOUBLE_BUFFER"),
                        &out->double_buffer, message, size)
         && parse_bool ("ACCBLOCK_TIMING", lookup ("ACCBLOCK_TIMING"),
                        &out->timing, message, size)
         && parse_file ("ACCBLOCK_STATS", lookup ("ACCBLOCK_STATS"), out,
                        rank_value, &out->stats_file, message, size)
         && parse_file ("ACCBLOCK_TRACE", lookup ("ACCBLOCK_TRACE"), out,
                        rank_value, &out->trace_file, message, size);
}

static const char *
lookup_environment (const char *name)
{
  return getenv (name);
}

/* Keep file names of our own: the program may change its environment.  */
static const char *
keep (const char *name)
{
  if (!name)
    return NULL;
  char *copy = strdup (name);
  if (!copy)
    accblock_fatal ("out of memory");
  return copy;
}

/* Runs when the library loads, so a bad setting stops the program before
   it does any work.  A static libaccblock loads after the program's
   registrations (accblock-abi.h), which are then the default already.
   Exits without LOCK held: the exit handlers take snapshots.  */
__attribute__ ((constructor)) static void
settings_init (void)
{
  char message[1024];
  struct accblock_settings parsed;
  pthread_mutex_lock (&lock);
  const struct accblock_target *compiled = compiled_target;
  pthread_mutex_unlock (&lock);
  if (!accblock_settings_parse (lookup_environment, compiled, &parsed,
                                message, sizeof message))
    {
      fprintf (stderr, "accblock: %s\n", message);
      exit (EXIT_FAILURE);
    }
  parsed.stats_file = keep (parsed.stats_file);
  parsed.trace_file = keep (parsed.trace_file);
  pthread_mutex_lock (&lock);
  settings = parsed;
  settings_ready = true;
  pthread_mutex_unlock (&lock);
}

void
accblock_settings_snapshot (struct accblock_settings *out)
{
  pthread_mutex_lock (&lock);
  *out = settings;
  settings_used = true;
  pthread_mutex_unlock (&lock);
}

/* ---- The target the program was compiled for ---- */

/* Make the registered target the current one, with the environment's
   counts over its own, as settings_init would have.  LOCK held.  */
static void
adopt_compiled_target (void)
{
  struct accblock_settings fresh;
  char message[1024];
  /* The environment was checked at load; a program that broke it since
     keeps the settings it has.  */
  if (!accblock_settings_parse (lookup_environment, compiled_target, &fresh,
                                message, sizeof message))
    return;
  settings.target = fresh.target;
  settings.num_accel = fresh.num_accel;
  settings.local_mem = fresh.local_mem;
  settings.generation++;
}

/* Say once why UNIT's registration of TARGET (quoted, with the counts
   the unit gave) changes nothing.  LOCK held.  */
static void
warn_registration (const char *unit, const char *target, const char *why)
{
  if (target_warned)
    return;
  target_warned = true;
  fprintf (stderr, "accblock: warning: %s was compiled for target %s, "
           "but %s; set ACCBLOCK_TARGET to choose\n", unit, target, why);
}

/* PROFILE with the counts a unit's keys gave (0: the profile's) in
   *OUT; false when a count is beyond what the settings accept (a unit
   of another plugin build).  */
static bool
compiled_machine_of (const struct accblock_target *profile,
                     int64_t num_accel, int64_t local_mem,
                     struct accblock_target *out)
{
  if (num_accel < 0 || (uint64_t) num_accel > ACCBLOCK_NUM_ACCEL_MAX
      || local_mem < 0 || (uint64_t) local_mem > ACCBLOCK_LOCAL_MEM_MAX)
    return false;
  *out = *profile;
  if (num_accel > 0)
    out->num_accel = (unsigned long) num_accel;
  if (local_mem > 0)
    out->local_mem = (uint64_t) local_mem;
  return true;
}

/* Whether two registered machines are the same profile with the same
   counts.  */
static bool
same_machine (const struct accblock_target *a,
              const struct accblock_target *b)
{
  return strcmp (a->name, b->name) == 0 && a->num_accel == b->num_accel
         && a->local_mem == b->local_mem;
}

/* "'NAME'", followed by the counts a unit gave where they are not
   PROFILE's, into BUF.  */
static const char *
describe_machine (const struct accblock_target *machine,
                  const struct accblock_target *profile, char *buf,
                  size_t size)
{
  int n = snprintf (buf, size, "'%s'", machine->name);
  if (n >= 0 && (size_t) n < size && machine->num_accel != profile->num_accel)
    n += snprintf (buf + n, size - (size_t) n, ", %lu accelerators",
                   machine->num_accel);
  if (n >= 0 && (size_t) n < size && machine->local_mem != profile->local_mem)
    snprintf (buf + n, size - (size_t) n,
              ", %llu bytes of local memory",
              (unsigned long long) machine->local_mem);
  return buf;
}

/* Whether the current settings run on MACHINE, PROFILE with a unit's
   counts: its profile, and each count the unit gave.  LOCK held.  */
static bool
runs_on_machine (const struct accblock_target *machine,
                 const struct accblock_target *profile)
{
  return strcmp (settings.target.name, profile->name) == 0
         && (machine->num_accel == profile->num_accel
             || machine->num_accel == settings.num_accel)
         && (machine->local_mem == profile->local_mem
             || machine->local_mem == settings.local_mem);
}

/* Make MACHINE, registered by UNIT, the compiled-for machine, and the
   current one when no dispatch has taken the settings yet.  LOCK
   held.  */
static void
take_compiled_machine (const struct accblock_target *machine,
                       const struct accblock_target *profile,
                       const char *unit, bool overridden)
{
  char why[256], described[160];
  compiled_machine = *machine;
  compiled_target = &compiled_machine;
  compiled_unit = unit;
  /* Before settings_init, it reads COMPILED_TARGET itself.  */
  if (settings_ready && !settings_used && !target_set_by_call)
    adopt_compiled_target ();
  else if (settings_used && !overridden
           && !runs_on_machine (machine, profile))
    {
      snprintf (why, sizeof why, "it was loaded after the program "
                "started running on '%s'", settings.target.name);
      warn_registration (unit, describe_machine (machine, profile,
                                                 described,
                                                 sizeof described),
                         why);
    }
}

/* The rule (accblock-abi.h): the first registration wins, unless
   ACCBLOCK_TARGET or accblock_set_target chose the target, or the
   program has run a dispatch already.  NUM_ACCEL and LOCAL_MEM are the
   unit's num-accel and local-mem keys, 0 where it had none; the
   environment's ACCBLOCK_NUM_ACCEL and ACCBLOCK_LOCAL_MEM still
   override them.  */
ACCBLOCK_EXPORT void
__accblock_register_machine (const char *target, const char *unit,
                             int64_t num_accel, int64_t local_mem)
{
  const struct accblock_target *profile = accblock_target_lookup (target);
  struct accblock_target machine;
  char described[160], why[256];
  pthread_mutex_lock (&lock);
  bool overridden = target_set_by_call
                    || lookup_environment ("ACCBLOCK_TARGET");
  snprintf (described, sizeof described, "'%s'", target);
  if (!profile)
    {
      if (!overridden)
        warn_registration (unit, described, "this libaccblock does not "
                           "know that target");
    }
  else if (!compiled_machine_of (profile, num_accel, local_mem, &machine))
    {
      if (!overridden)
        warn_registration (unit, described, "its accelerator count or "
                           "local memory size is out of range");
    }
  else if (compiled_target)
    {
      if (!same_machine (compiled_target, &machine) && !overridden)
        {
          char first[160];
          snprintf (why, sizeof why, "%s was compiled for %s, the "
                    "target the program runs on", compiled_unit,
                    describe_machine (compiled_target,
                                      accblock_target_lookup
                                        (compiled_target->name),
                                      first, sizeof first));
          warn_registration (unit, describe_machine (&machine, profile,
                                                     described,
                                                     sizeof described),
                             why);
        }
    }
  else
    take_compiled_machine (&machine, profile, unit, overridden);
  pthread_mutex_unlock (&lock);
}

/* The entry of units compiled before the counts were registered (ABI
   version 9 as well): their target with its profile's counts.  */
ACCBLOCK_EXPORT void
__accblock_register_target (const char *target, const char *unit)
{
  __accblock_register_machine (target, unit, 0, 0);
}

/* ---- The public getters and setters ---- */

static int
invalid (void)
{
  errno = EINVAL;
  return -1;
}

ACCBLOCK_EXPORT const char *
accblock_get_target (void)
{
  pthread_mutex_lock (&lock);
  const char *name = settings.target.name;
  pthread_mutex_unlock (&lock);
  return name;
}

ACCBLOCK_EXPORT int
accblock_set_target (const char *name)
{
  const struct accblock_target *profile = accblock_target_lookup (name);
  if (!profile)
    return invalid ();
  pthread_mutex_lock (&lock);
  resolve_target (profile, &settings.target);
  settings.num_accel = settings.target.num_accel;
  settings.local_mem = settings.target.local_mem;
  settings.generation++;
  target_set_by_call = true;
  pthread_mutex_unlock (&lock);
  return 0;
}

/* Define accblock_get_NAME and accblock_set_NAME for the setting FIELD,
   whose setter accepts values for which VALID holds.  */
#define ACCESSORS(NAME, TYPE, FIELD, VALID)                             \
  ACCBLOCK_EXPORT TYPE                                                  \
  accblock_get_##NAME (void)                                            \
  {                                                                     \
    pthread_mutex_lock (&lock);                                         \
    TYPE value = (TYPE) settings.FIELD;                                 \
    pthread_mutex_unlock (&lock);                                       \
    return value;                                                       \
  }                                                                     \
  ACCBLOCK_EXPORT int                                                   \
  accblock_set_##NAME (TYPE value)                                      \
  {                                                                     \
    if (!(VALID))                                                       \
      return invalid ();                                                \
    pthread_mutex_lock (&lock);                                         \
    settings.FIELD = value;                                             \
    settings.generation++;                                              \
    pthread_mutex_unlock (&lock);                                       \
    return 0;                                                           \
  }

ACCESSORS (num_accel, unsigned long, num_accel,
           value >= 1 && value <= ACCBLOCK_NUM_ACCEL_MAX)
ACCESSORS (local_mem, uint64_t, local_mem,
           value >= 1 && value <= ACCBLOCK_LOCAL_MEM_MAX)
ACCESSORS (threads, unsigned long, threads,
           value >= 1 && value <= ACCBLOCK_THREADS_MAX)
ACCESSORS (reuse, int, reuse, value == 0 || value == 1)
ACCESSORS (stage, int, stage, value == 0 || value == 1)
ACCESSORS (double_buffer, int, double_buffer, value == 0 || value == 1)

ACCBLOCK_EXPORT enum accblock_schedule
accblock_get_schedule (void)
{
  pthread_mutex_lock (&lock);
  enum accblock_schedule schedule = settings.schedule;
  pthread_mutex_unlock (&lock);
  return schedule;
}

/* The call names a schedule without a chunk, so the chunk of
   ACCBLOCK_SCHEDULE goes back to the schedule's default: a chunk given
   for dynamic must not change what static or reverse do.  */
ACCBLOCK_EXPORT int
accblock_set_schedule (enum accblock_schedule schedule)
{
  if (accblock_schedule_name (schedule) == NULL)
    return invalid ();
  pthread_mutex_lock (&lock);
  settings.schedule = schedule;
  settings.schedule_chunk = 0;
  settings.generation++;
  pthread_mutex_unlock (&lock);
  return 0;
}
