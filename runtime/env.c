/* env.c -- the ACCBLOCK_* environment variables and the accblock_set_*
   calls that choose the simulated machine.

   Why this file exists: a typo in a setting must not silently run a
   different experiment, so every variable is parsed strictly when the
   library loads and a bad value stops the program with one line naming
   the variable and what it accepts.  Profiles and number spellings come
   from the model's shared table (model/accel-target.h) so the plugin and
   the runtime agree on them.  */

#include "accblock-internal.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ACCEPT_FILE "a file name"

/* The current settings; LOCK guards them against setters called while a
   dispatch takes its snapshot.  */
static struct accblock_settings settings;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

/* Write "NAME=VALUE PROBLEM; accepted: ACCEPTED" into MESSAGE.  */
static bool
refuse (char *message, size_t size, const char *name, const char *value,
        const char *problem, const char *accepted)
{
  snprintf (message, size, "%s=%s %s; accepted: %s", name, value, problem,
            accepted);
  return false;
}

static bool
parse_target (const char *value, struct accblock_settings *out,
              char *message, size_t size)
{
  const struct accblock_target *profile = accblock_target_default ();
  if (value)
    {
      profile = accblock_target_lookup (value);
      if (!profile)
        return refuse (message, size, "ACCBLOCK_TARGET", value,
                       *value ? "is not a known target" : "is empty",
                       accblock_target_names ());
    }
  accblock_target_resolve (profile, &out->target);
  out->num_accel = out->target.num_accel;
  out->local_mem = out->target.local_mem;
  return true;
}

/* Parse a count in 1 .. MAX; leave *OUT alone when NAME is unset.  */
static bool
parse_count (const char *name, const char *value, unsigned long max,
             unsigned long *out, char *message, size_t size)
{
  if (!value)
    return true;
  enum accblock_parse_status status = accblock_parse_count (value, max, out);
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
  enum accblock_parse_status status
    = accblock_parse_size (value, ACCBLOCK_LOCAL_MEM_MAX, out);
  if (status == ACCBLOCK_PARSE_OK)
    return true;
  return refuse (message, size, "ACCBLOCK_LOCAL_MEM", value,
                 accblock_parse_status_text (status),
                 "a byte count from 1 to 1G, with an optional K, M or G "
                 "suffix (16K, 16KiB, 256KB)");
}

/* Setting NAME, spelled FIRST or SECOND: *IS_SECOND says which, and is
   left alone when the setting is unset (VALUE NULL).  WHAT is the
   problem with any other word.  The switches and the wait policy share
   it, so their messages agree (the schedule, of three words, says the
   same things its own way).  */
static bool
parse_either (const char *name, const char *value, const char *first,
              const char *second, const char *what, bool *is_second,
              char *message, size_t size)
{
  if (!value)
    return true;
  if (strcmp (value, first) == 0 || strcmp (value, second) == 0)
    {
      *is_second = strcmp (value, second) == 0;
      return true;
    }
  char accepted[64];
  snprintf (accepted, sizeof accepted, "%s or %s", first, second);
  return refuse (message, size, name, value, *value ? what : "is empty",
                 accepted);
}

static bool
parse_bool (const char *name, const char *value, bool *out, char *message,
            size_t size)
{
  return parse_either (name, value, "0", "1", "is not a switch", out,
                       message, size);
}

static bool
parse_schedule (const char *value, enum accblock_schedule *out,
                char *message, size_t size)
{
  if (!value)
    return true;
  static const enum accblock_schedule schedules[]
    = { ACCBLOCK_SCHEDULE_STATIC, ACCBLOCK_SCHEDULE_DYNAMIC,
        ACCBLOCK_SCHEDULE_REVERSE };
  for (size_t i = 0; i < sizeof schedules / sizeof *schedules; i++)
    if (strcmp (value, accblock_schedule_name (schedules[i])) == 0)
      {
        *out = schedules[i];
        return true;
      }
  return refuse (message, size, "ACCBLOCK_SCHEDULE", value,
                 *value ? "is not a schedule" : "is empty",
                 "static, dynamic or reverse");
}

static bool
parse_file (const char *name, const char *value, const char **out,
            char *message, size_t size)
{
  if (value && !*value)
    return refuse (message, size, name, value, "is empty", ACCEPT_FILE);
  *out = value;
  return true;
}

bool
accblock_settings_parse (const char *(*lookup) (const char *name),
                         struct accblock_settings *out, char *message,
                         size_t size)
{
  memset (out, 0, sizeof *out);
  out->threads = accblock_host_online_cpus ();
  out->schedule = ACCBLOCK_SCHEDULE_STATIC;
  out->reuse = true;
  out->stage = true;
  out->double_buffer = true;
  /* The target first: the counts below override the profile's.  */
  return parse_target (lookup ("ACCBLOCK_TARGET"), out, message, size)
         && parse_count ("ACCBLOCK_NUM_ACCEL", lookup ("ACCBLOCK_NUM_ACCEL"),
                         ACCBLOCK_NUM_ACCEL_MAX, &out->num_accel, message,
                         size)
         && parse_local_mem (lookup ("ACCBLOCK_LOCAL_MEM"), &out->local_mem,
                             message, size)
         && parse_count ("ACCBLOCK_THREADS", lookup ("ACCBLOCK_THREADS"),
                         ACCBLOCK_THREADS_MAX, &out->threads, message, size)
         && parse_schedule (lookup ("ACCBLOCK_SCHEDULE"), &out->schedule,
                            message, size)
         && parse_either ("ACCBLOCK_WAIT_POLICY",
                          lookup ("ACCBLOCK_WAIT_POLICY"), "active",
                          "passive", "is not a wait policy",
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
         && parse_file ("ACCBLOCK_STATS", lookup ("ACCBLOCK_STATS"),
                        &out->stats_file, message, size)
         && parse_file ("ACCBLOCK_TRACE", lookup ("ACCBLOCK_TRACE"),
                        &out->trace_file, message, size);
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
   it does any work.  */
__attribute__ ((constructor)) static void
settings_init (void)
{
  char message[512];
  if (!accblock_settings_parse (lookup_environment, &settings, message,
                                sizeof message))
    {
      fprintf (stderr, "accblock: %s\n", message);
      exit (EXIT_FAILURE);
    }
  settings.stats_file = keep (settings.stats_file);
  settings.trace_file = keep (settings.trace_file);
}

void
accblock_settings_snapshot (struct accblock_settings *out)
{
  pthread_mutex_lock (&lock);
  *out = settings;
  pthread_mutex_unlock (&lock);
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
  accblock_target_resolve (profile, &settings.target);
  settings.num_accel = settings.target.num_accel;
  settings.local_mem = settings.target.local_mem;
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
    pthread_mutex_unlock (&lock);                                       \
    return 0;                                                           \
  }

ACCESSORS (num_accel, unsigned long, num_accel,
           value >= 1 && value <= ACCBLOCK_NUM_ACCEL_MAX)
ACCESSORS (local_mem, uint64_t, local_mem,
           value >= 1 && value <= ACCBLOCK_LOCAL_MEM_MAX)
ACCESSORS (threads, unsigned long, threads,
           value >= 1 && value <= ACCBLOCK_THREADS_MAX)
ACCESSORS (schedule, enum accblock_schedule, schedule,
           accblock_schedule_name (value) != NULL)
ACCESSORS (reuse, int, reuse, value == 0 || value == 1)
ACCESSORS (stage, int, stage, value == 0 || value == 1)
ACCESSORS (double_buffer, int, double_buffer, value == 0 || value == 1)
