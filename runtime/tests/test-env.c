/* test-env.c -- parsing of the ACCBLOCK_* settings.

   Why this file exists: every bad value (non-numeric, zero, negative,
   unknown profile, overflowing, empty) must be refused with one message
   naming the variable and the accepted values, and good values must
   select exactly the machine they describe, in every spelling libgomp
   takes for its OMP_* variables.  The defaults follow the CPU affinity
   mask (checked in children pinned to one CPU, as taskset pins them).
   The last check runs this program again with a bad variable to see the
   library stop it at start.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "accblock-internal.h"
#include "tap.h"
#include "child-output.h"

#include <errno.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

/* The environment the parser sees: NAME=VALUE pairs, NULL-terminated.  */
static const char *const *fake_env;

static const char *
fake_lookup (const char *name)
{
  for (const char *const *p = fake_env; p && *p; p += 2)
    if (strcmp (p[0], name) == 0)
      return p[1];
  return NULL;
}

static bool
parse (const char *const *env, struct accblock_settings *out, char *message,
       size_t size)
{
  fake_env = env;
  message[0] = '\0';
  return accblock_settings_parse (fake_lookup, NULL, out, message, size);
}

/* NAME=VALUE must be refused with a message naming NAME and VALUE and
   containing ACCEPTED.  */
static void
check_bad (const char *name, const char *value, const char *accepted)
{
  const char *env[] = { name, value, NULL };
  struct accblock_settings s;
  char message[512];
  bool ok = parse (env, &s, message, sizeof message);
  char prefix[128];
  snprintf (prefix, sizeof prefix, "%s=%s ", name, value);
  tap_ok (!ok && strncmp (message, prefix, strlen (prefix)) == 0
          && strstr (message, "accepted: ") != NULL
          && strstr (message, accepted) != NULL,
          "%s=\"%s\" refused: %s", name, value, message);
}

static void
test_bad_values (void)
{
  static const char *const counts[] = { "abc", "0", "-4", "12x", "",
                                        "99999999999999999999999", "4 4",
                                        "0x10", "+3", "4.0", " ", " 0 " };
  for (size_t i = 0; i < sizeof counts / sizeof *counts; i++)
    {
      check_bad ("ACCBLOCK_NUM_ACCEL", counts[i], "1 to 65536");
      check_bad ("ACCBLOCK_THREADS", counts[i], "1 to 4096");
    }
  check_bad ("ACCBLOCK_NUM_ACCEL", "65537", "1 to 65536");
  check_bad ("ACCBLOCK_THREADS", "4097", "1 to 4096");
  static const char *const sizes[] = { "abc", "0", "-1", "2G", "16Q", "",
                                       "99999999999999999999", "0K",
                                       "1025M", "16 K", "16Ki", "16KiBB",
                                       "16B", "16kbit", " " };
  for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++)
    check_bad ("ACCBLOCK_LOCAL_MEM", sizes[i],
               "optionally followed by K, M or G (binary multiples) and "
               "then by B or iB, in any case");
  static const char *const targets[] = { "foo", "", "pap er", "paper1",
                                         "  " };
  for (size_t i = 0; i < sizeof targets / sizeof *targets; i++)
    check_bad ("ACCBLOCK_TARGET", targets[i],
               "paper, cell, sw26010, host (any case)");
  static const char *const schedules[]
    = { "guided", "", "1", "reversed", "static,", "static,0", "dynamic,x",
        "dynamic,4x", "dynamic 4", ",4", "static,-1", "reverse,2",
        "dynamic,,4", "dynamic,4,4", "dynamic,1073741825", "static, 4 4" };
  for (size_t i = 0; i < sizeof schedules / sizeof *schedules; i++)
    check_bad ("ACCBLOCK_SCHEDULE", schedules[i],
               "static, dynamic or reverse (any case), static and dynamic "
               "optionally followed by a comma and a chunk from 1 to "
               "1073741824");
  static const char *const waits[] = { "spin", "", "0", "activ" };
  for (size_t i = 0; i < sizeof waits / sizeof *waits; i++)
    check_bad ("ACCBLOCK_WAIT_POLICY", waits[i],
               "active or passive (any case)");
  static const char *const switches[] = { "2", "", "-1", "01", "y", "onn",
                                          "enabled", "t", "o n", " " };
  for (size_t i = 0; i < sizeof switches / sizeof *switches; i++)
    {
      static const char accepted[]
        = "1, true, yes or on; 0, false, no or off (any case)";
      check_bad ("ACCBLOCK_REUSE", switches[i], accepted);
      check_bad ("ACCBLOCK_STAGE", switches[i], accepted);
      check_bad ("ACCBLOCK_DOUBLE_BUFFER", switches[i], accepted);
      check_bad ("ACCBLOCK_TIMING", switches[i], accepted);
    }
  static const char *const files[] = { "", "  ", "s-%x.json", "s-%",
                                       "%d.json", "%P", "%R" };
  for (size_t i = 0; i < sizeof files / sizeof *files; i++)
    {
      static const char accepted[] = "a file name, in which %p stands for "
                                     "the process id, %r for the MPI rank "
                                     "and %% for %";
      check_bad ("ACCBLOCK_STATS", files[i], accepted);
      check_bad ("ACCBLOCK_TRACE", files[i], accepted);
    }
}

/* Parse NAME=VALUE, the only variable set, into S.  */
static bool
parse_one (const char *name, const char *value, struct accblock_settings *s)
{
  const char *env[] = { name, value, NULL };
  char message[512];
  return parse (env, s, message, sizeof message);
}

/* libgomp's forms: blanks around a value, keywords in any case, every
   spelling of a switch.  */
static void
test_libgomp_forms (void)
{
  struct accblock_settings s;
  static const char *const on[] = { "1", "true", "TRUE", "True", "yes",
                                    "YES", "on", "On", " 1 ", "\ttrue\n" };
  static const char *const off[] = { "0", "false", "FALSE", "no", "No",
                                     "off", "OFF", " off ", "\n0\t" };
  static const char *const switches[]
    = { "ACCBLOCK_REUSE", "ACCBLOCK_STAGE", "ACCBLOCK_DOUBLE_BUFFER",
        "ACCBLOCK_TIMING" };
  int wrong = 0, cases = 0;
  for (size_t v = 0; v < sizeof switches / sizeof *switches; v++)
    {
      for (size_t i = 0; i < sizeof on / sizeof *on; i++, cases++)
        {
          bool ok = parse_one (switches[v], on[i], &s);
          bool value = v == 0 ? s.reuse : v == 1 ? s.stage
                       : v == 2 ? s.double_buffer : s.timing;
          wrong += !ok || !value;
        }
      for (size_t i = 0; i < sizeof off / sizeof *off; i++, cases++)
        {
          bool ok = parse_one (switches[v], off[i], &s);
          bool value = v == 0 ? s.reuse : v == 1 ? s.stage
                       : v == 2 ? s.double_buffer : s.timing;
          wrong += !ok || value;
        }
    }
  tap_ok (wrong == 0, "switches take 1/0, true/false, yes/no, on/off in "
          "any case with blanks around (%d cases, %d wrong)", cases, wrong);

  tap_ok (parse_one ("ACCBLOCK_WAIT_POLICY", "ACTIVE", &s) && !s.passive_wait
          && parse_one ("ACCBLOCK_WAIT_POLICY", " Passive ", &s)
          && s.passive_wait, "ACCBLOCK_WAIT_POLICY=ACTIVE, \" Passive \"");
  tap_ok (parse_one ("ACCBLOCK_TARGET", "Host", &s)
          && strcmp (s.target.name, "host") == 0
          && parse_one ("ACCBLOCK_TARGET", " CELL ", &s)
          && strcmp (s.target.name, "cell") == 0 && s.num_accel == 8
          && parse_one ("ACCBLOCK_TARGET", "SW26010", &s)
          && strcmp (s.target.name, "sw26010") == 0,
          "ACCBLOCK_TARGET=Host, \" CELL \", SW26010");
  tap_ok (parse_one ("ACCBLOCK_THREADS", " 4 ", &s) && s.threads == 4
          && parse_one ("ACCBLOCK_NUM_ACCEL", "\t12\n", &s)
          && s.num_accel == 12, "counts with blanks around");

  static const struct
  {
    const char *text;
    uint64_t bytes;
  } sizes[] = { { "16384", 16384 }, { "16K", 16384 }, { "16k", 16384 },
                { "16KB", 16384 }, { "16kb", 16384 }, { "16KiB", 16384 },
                { "16kib", 16384 }, { "16KIB", 16384 }, { " 2M ", 2u << 20 },
                { "1mib", 1u << 20 }, { "1G", 1u << 30 },
                { "1gB", 1u << 30 } };
  wrong = 0;
  for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++)
    wrong += !parse_one ("ACCBLOCK_LOCAL_MEM", sizes[i].text, &s)
             || s.local_mem != sizes[i].bytes;
  tap_ok (wrong == 0, "ACCBLOCK_LOCAL_MEM: K, M, G, KB, KiB in any case "
          "(%d wrong)", wrong);

  static const struct
  {
    const char *text;
    enum accblock_schedule schedule;
    int64_t chunk;
  } schedules[] = {
    { "Dynamic", ACCBLOCK_SCHEDULE_DYNAMIC, 0 },
    { "dynamic,4", ACCBLOCK_SCHEDULE_DYNAMIC, 4 },
    { " DYNAMIC , 4 ", ACCBLOCK_SCHEDULE_DYNAMIC, 4 },
    { "static,8", ACCBLOCK_SCHEDULE_STATIC, 8 },
    { "Static,1", ACCBLOCK_SCHEDULE_STATIC, 1 },
    { "static", ACCBLOCK_SCHEDULE_STATIC, 0 },
    { "static ", ACCBLOCK_SCHEDULE_STATIC, 0 },
    { "REVERSE", ACCBLOCK_SCHEDULE_REVERSE, 0 },
    { "dynamic,1073741824", ACCBLOCK_SCHEDULE_DYNAMIC, 1073741824 } };
  wrong = 0;
  for (size_t i = 0; i < sizeof schedules / sizeof *schedules; i++)
    {
      bool ok = parse_one ("ACCBLOCK_SCHEDULE", schedules[i].text, &s);
      if (!ok || s.schedule != schedules[i].schedule
          || s.schedule_chunk != schedules[i].chunk)
        {
          wrong++;
          tap_ok (false, "ACCBLOCK_SCHEDULE=\"%s\"", schedules[i].text);
        }
    }
  tap_ok (wrong == 0, "ACCBLOCK_SCHEDULE=KIND[,CHUNK] in any case with "
          "blanks (%d wrong)", wrong);
}

static void
test_good_values (void)
{
  struct accblock_settings s;
  char message[512];
  const char *none[] = { NULL };
  tap_ok (parse (none, &s, message, sizeof message)
          && strcmp (s.target.name, "paper") == 0 && s.num_accel == 64
          && s.local_mem == 16384 && s.schedule == ACCBLOCK_SCHEDULE_STATIC
          && s.schedule_chunk == 0
          && !s.passive_wait && s.reuse && s.stage && s.double_buffer
          && !s.timing
          && !s.stats_file
          && !s.trace_file && s.threads == accblock_host_usable_cpus ()
          && s.rank == -1 && !s.rank_variable,
          "defaults: paper, 64 x 16 KiB, static, reuse, staging, double "
          "buffering, no rank");
  const char *cell[] = { "ACCBLOCK_TARGET", "cell", NULL };
  tap_ok (parse (cell, &s, message, sizeof message) && s.num_accel == 8
          && s.local_mem == 256 * 1024, "cell: 8 x 256 KiB");
  const char *sw[] = { "ACCBLOCK_TARGET", "sw26010", NULL };
  tap_ok (parse (sw, &s, message, sizeof message) && s.num_accel == 64
          && s.local_mem == 64 * 1024, "sw26010: 64 x 64 KiB");
  const char *host[] = { "ACCBLOCK_TARGET", "host", NULL };
  tap_ok (parse (host, &s, message, sizeof message)
          && s.num_accel == accblock_host_usable_cpus ()
          && s.target.num_accel == s.num_accel
          && s.local_mem == accblock_host_l2_bytes (),
          "host: usable CPUs x per-core L2");
  /* The counts override the profile whatever the order of the names.  */
  const char *over[] = { "ACCBLOCK_NUM_ACCEL", "5", "ACCBLOCK_TARGET", "cell",
                         "ACCBLOCK_LOCAL_MEM", "16KiB", "ACCBLOCK_THREADS",
                         "3", "ACCBLOCK_SCHEDULE", "dynamic",
                         "ACCBLOCK_WAIT_POLICY", "passive",
                         "ACCBLOCK_REUSE", "0", "ACCBLOCK_STAGE", "0",
                         "ACCBLOCK_DOUBLE_BUFFER", "0",
                         "ACCBLOCK_TIMING", "1", "ACCBLOCK_STATS", "s.json",
                         "ACCBLOCK_TRACE", "t.json", NULL };
  tap_ok (parse (over, &s, message, sizeof message) && s.num_accel == 5
          && s.local_mem == 16384 && s.threads == 3
          && s.schedule == ACCBLOCK_SCHEDULE_DYNAMIC && s.passive_wait
          && !s.reuse
          && !s.stage && !s.double_buffer && s.timing
          && strcmp (s.stats_file, "s.json") == 0
          && strcmp (s.trace_file, "t.json") == 0
          && strcmp (s.target.name, "cell") == 0,
          "every variable set: %s", message);
  const char *reverse[] = { "ACCBLOCK_SCHEDULE", "reverse", NULL };
  tap_ok (parse (reverse, &s, message, sizeof message)
          && s.schedule == ACCBLOCK_SCHEDULE_REVERSE,
          "ACCBLOCK_SCHEDULE=reverse");
  const char *mega[] = { "ACCBLOCK_LOCAL_MEM", "1M", NULL };
  tap_ok (parse (mega, &s, message, sizeof message)
          && s.local_mem == 1024 * 1024, "ACCBLOCK_LOCAL_MEM=1M");
}

/* The rank comes from the first launcher variable that is set.  */
static void
test_rank (void)
{
  struct accblock_settings s;
  char message[512];
  const char *ompi[] = { "SLURM_PROCID", "7", "OMPI_COMM_WORLD_RANK", "3",
                         "PMI_RANK", "5", NULL };
  tap_ok (parse (ompi, &s, message, sizeof message) && s.rank == 3
          && strcmp (s.rank_variable, "OMPI_COMM_WORLD_RANK") == 0,
          "OMPI_COMM_WORLD_RANK comes first");
  const char *pmi[] = { "SLURM_PROCID", "7", "PMI_RANK", "5", NULL };
  tap_ok (parse (pmi, &s, message, sizeof message) && s.rank == 5
          && strcmp (s.rank_variable, "PMI_RANK") == 0,
          "then PMI_RANK");
  const char *slurm[] = { "SLURM_PROCID", " 0 ", NULL };
  tap_ok (parse (slurm, &s, message, sizeof message) && s.rank == 0
          && strcmp (s.rank_variable, "SLURM_PROCID") == 0,
          "then SLURM_PROCID; rank 0 is a rank");
  /* A rank variable the launcher spelled oddly matters only where the
     rank names a file.  */
  const char *odd[] = { "OMPI_COMM_WORLD_RANK", "x", "PMI_RANK", "5",
                        "ACCBLOCK_STATS", "s-%p.json", NULL };
  tap_ok (parse (odd, &s, message, sizeof message) && s.rank == -1
          && strcmp (s.rank_variable, "OMPI_COMM_WORLD_RANK") == 0,
          "a rank that is not a number leaves the rank unknown: %s",
          message);
  const char *needed[] = { "OMPI_COMM_WORLD_RANK", "x",
                           "ACCBLOCK_TRACE", "t-%r.json", NULL };
  tap_ok (!parse (needed, &s, message, sizeof message)
          && strstr (message, "ACCBLOCK_TRACE=t-%r.json uses %r, but "
                     "OMPI_COMM_WORLD_RANK=x is not a rank") == message
          && strstr (message, "accepted: a file name"),
          "%%r with a rank that is not a number is refused: %s", message);
  const char *literal[] = { "OMPI_COMM_WORLD_RANK", "x",
                            "ACCBLOCK_STATS", "100%%r.json", NULL };
  tap_ok (parse (literal, &s, message, sizeof message),
          "%%%%r is the text %%r, not a rank: %s", message);
  const char *pattern[] = { "ACCBLOCK_STATS", "s-%r-%p-%%.json", NULL };
  tap_ok (parse (pattern, &s, message, sizeof message)
          && strcmp (s.stats_file, "s-%r-%p-%%.json") == 0,
          "%%r, %%p and %%%% are accepted and kept for the exit");
}

static void
check_expand (const char *pattern, long rank, long pid, const char *want)
{
  char *got = accblock_expand_file_name (pattern, rank, pid);
  tap_ok (want ? got && strcmp (got, want) == 0 : got == NULL,
          "\"%s\" with rank %ld, pid %ld: \"%s\"", pattern, rank, pid,
          got ? got : "(refused)");
  free (got);
}

static void
test_expand (void)
{
  check_expand ("stats.json", 3, 42, "stats.json");
  check_expand ("s-%r.json", 3, 42, "s-3.json");
  check_expand ("s-%p.json", 3, 42, "s-42.json");
  check_expand ("%r/%p/%%/%r%%p", 12, 4567, "12/4567/%/12%p");
  check_expand ("100%%", 0, 1, "100%");
  check_expand ("s-%x.json", 0, 1, NULL);
  check_expand ("s-%", 0, 1, NULL);
}

static void
test_setters (void)
{
  errno = 0;
  tap_ok (accblock_set_num_accel (0) == -1 && errno == EINVAL,
          "accblock_set_num_accel (0) refused");
  tap_ok (accblock_set_local_mem (0) == -1
          && accblock_set_local_mem (ACCBLOCK_LOCAL_MEM_MAX + 1) == -1,
          "accblock_set_local_mem refuses 0 and above 1 GiB");
  tap_ok (accblock_set_threads (0) == -1, "accblock_set_threads (0)");
  tap_ok (accblock_set_schedule ((enum accblock_schedule) 7) == -1
          && accblock_set_schedule ((enum accblock_schedule) 3) == -1
          && accblock_set_schedule ((enum accblock_schedule) -1) == -1,
          "unknown schedules refused");
  tap_ok (accblock_set_reuse (2) == -1 && accblock_set_double_buffer (-1)
          == -1 && accblock_set_stage (2) == -1, "switches take 0 or 1");
  tap_ok (accblock_set_target ("nonesuch") == -1, "unknown target refused");
  tap_ok (accblock_set_target ("cell") == 0
          && strcmp (accblock_get_target (), "cell") == 0
          && accblock_get_num_accel () == 8
          && accblock_get_local_mem () == 256 * 1024,
          "accblock_set_target (\"cell\")");
  tap_ok (accblock_set_num_accel (3) == 0 && accblock_get_num_accel () == 3
          && accblock_set_local_mem (4096) == 0
          && accblock_get_local_mem () == 4096
          && accblock_set_threads (2) == 0 && accblock_get_threads () == 2
          && accblock_set_schedule (ACCBLOCK_SCHEDULE_DYNAMIC) == 0
          && accblock_get_schedule () == ACCBLOCK_SCHEDULE_DYNAMIC
          && accblock_set_schedule (ACCBLOCK_SCHEDULE_REVERSE) == 0
          && accblock_get_schedule () == ACCBLOCK_SCHEDULE_REVERSE
          && accblock_set_reuse (0) == 0 && accblock_get_reuse () == 0
          && accblock_set_double_buffer (0) == 0
          && accblock_get_double_buffer () == 0
          && accblock_set_stage (0) == 0 && accblock_get_stage () == 0,
          "setters and getters agree");
}

/* ---- The CPUs of the affinity mask ---- */

/* Restrict the calling process to the first CPU of its mask.  */
static bool
pin_to_one_cpu (void)
{
  cpu_set_t mask;
  if (sched_getaffinity (0, sizeof mask, &mask) != 0)
    return false;
  for (int cpu = 0; cpu < CPU_SETSIZE; cpu++)
    if (CPU_ISSET (cpu, &mask))
      {
        CPU_ZERO (&mask);
        CPU_SET (cpu, &mask);
        return sched_setaffinity (0, sizeof mask, &mask) == 0;
      }
  return false;
}

/* In a child pinned to one CPU: the defaults follow the mask.  */
static void
parse_pinned (void *unused)
{
  (void) unused;
  if (!pin_to_one_cpu ())
    _exit (2);
  struct accblock_settings s;
  char message[512];
  const char *none[] = { NULL };
  const char *host[] = { "ACCBLOCK_TARGET", "Host", NULL };
  printf ("usable %lu", accblock_host_usable_cpus ());
  if (parse (none, &s, message, sizeof message))
    printf (", threads %lu", s.threads);
  if (parse (host, &s, message, sizeof message))
    printf (", host accelerators %lu", s.num_accel);
  if (accblock_set_target ("host") == 0)
    printf (", after accblock_set_target %lu", accblock_get_num_accel ());
  fflush (stdout);
}

/* As "taskset -c CPU ./prog" runs a program: pinned, then started.  */
static void
start_pinned (void *self)
{
  if (!pin_to_one_cpu ())
    _exit (2);
  setenv ("ACCBLOCK_TARGET", "host", 1);
  execl (self, self, "report", (char *) NULL);
  _exit (127);
}

static void
test_affinity (const char *self)
{
  cpu_set_t mask;
  int mine = sched_getaffinity (0, sizeof mask, &mask) == 0
             ? CPU_COUNT (&mask) : -1;
  tap_ok (mine > 0 && accblock_host_usable_cpus () == (unsigned long) mine,
          "usable CPUs are the affinity mask's %d (online: %lu)", mine,
          accblock_host_online_cpus ());
  char buf[256];
  int status = run_in_child (parse_pinned, NULL, true, buf, sizeof buf);
  tap_ok (WIFEXITED (status) && WEXITSTATUS (status) == 0
          && strcmp (buf, "usable 1, threads 1, host accelerators 1, after "
                     "accblock_set_target 1") == 0,
          "pinned to one CPU: one thread, one host accelerator: %s", buf);
  status = run_in_child (start_pinned, (void *) self, true, buf, sizeof buf);
  tap_ok (WIFEXITED (status) && WEXITSTATUS (status) == 0
          && strcmp (buf, "threads 1, accelerators 1") == 0,
          "started pinned to one CPU, ACCBLOCK_TARGET=host: %s", buf);
}

struct restart
{
  const char *self;
  const char *name;
  const char *value;
};

static void
restart_with_setting (void *arg)
{
  const struct restart *r = arg;
  setenv (r->name, r->value, 1);
  execl (r->self, r->self, "child", (char *) NULL);
  _exit (127);
}

/* Run this program again with NAME=VALUE: it must not reach main.  */
static void
check_start_stops (const char *self, const char *name, const char *value)
{
  struct restart r = { self, name, value };
  char buf[1024];
  int status = run_in_child (restart_with_setting, &r, true, buf,
                             sizeof buf);
  char expected[128];
  snprintf (expected, sizeof expected, "accblock: %s=%s ", name, value);
  tap_ok (WIFEXITED (status) && WEXITSTATUS (status) == 1
          && strncmp (buf, expected, strlen (expected)) == 0
          && strchr (buf, '\n') == NULL,
          "%s=%s stops the program at start with one line: %s", name, value,
          buf);
}

int
main (int argc, char **argv)
{
  if (argc > 1 && strcmp (argv[1], "report") == 0)
    {
      printf ("threads %lu, accelerators %lu\n", accblock_get_threads (),
              accblock_get_num_accel ());
      return 0;
    }
  if (argc > 1)
    {
      puts ("reached main");
      return 0;
    }
  test_bad_values ();
  test_libgomp_forms ();
  test_good_values ();
  test_rank ();
  test_expand ();
  test_affinity (argv[0]);
  test_setters ();
  check_start_stops (argv[0], "ACCBLOCK_NUM_ACCEL", "0");
  check_start_stops (argv[0], "ACCBLOCK_TARGET", "gpu");
  check_start_stops (argv[0], "ACCBLOCK_LOCAL_MEM", "-16K");
  check_start_stops (argv[0], "ACCBLOCK_STAGE", "maybe");
  check_start_stops (argv[0], "ACCBLOCK_SCHEDULE", "reverse,4");
  check_start_stops (argv[0], "ACCBLOCK_STATS", "s-%q.json");
  return tap_done ();
}
