/* test-env.c -- parsing of the ACCBLOCK_* settings.

   Why this file exists: every bad value (non-numeric, zero, negative,
   unknown profile, overflowing, empty) must be refused with one message
   naming the variable and the accepted values, and good values must
   select exactly the machine they describe.  The last check runs this
   program again with a bad variable to see the library stop it at
   start.  */

#include "accblock-internal.h"
#include "tap.h"
#include "child-output.h"

#include <errno.h>
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
  return accblock_settings_parse (fake_lookup, out, message, size);
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
                                        "99999999999999999999999", " 4",
                                        "0x10", "+3", "4.0" };
  for (size_t i = 0; i < sizeof counts / sizeof *counts; i++)
    {
      check_bad ("ACCBLOCK_NUM_ACCEL", counts[i], "1 to 65536");
      check_bad ("ACCBLOCK_THREADS", counts[i], "1 to 4096");
    }
  check_bad ("ACCBLOCK_NUM_ACCEL", "65537", "1 to 65536");
  check_bad ("ACCBLOCK_THREADS", "4097", "1 to 4096");
  static const char *const sizes[] = { "abc", "0", "-1", "2G", "16Q", "",
                                       "99999999999999999999", "0K",
                                       "1025M", "16 K" };
  for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++)
    check_bad ("ACCBLOCK_LOCAL_MEM", sizes[i], "K, M or G suffix");
  static const char *const targets[] = { "foo", "", "PAPER", "paper " };
  for (size_t i = 0; i < sizeof targets / sizeof *targets; i++)
    check_bad ("ACCBLOCK_TARGET", targets[i], "paper, cell, sw26010, host");
  static const char *const schedules[] = { "guided", "", "STATIC", "1",
                                           "reversed", "static " };
  for (size_t i = 0; i < sizeof schedules / sizeof *schedules; i++)
    check_bad ("ACCBLOCK_SCHEDULE", schedules[i],
               "static, dynamic or reverse");
  static const char *const waits[] = { "spin", "", "PASSIVE", "0" };
  for (size_t i = 0; i < sizeof waits / sizeof *waits; i++)
    check_bad ("ACCBLOCK_WAIT_POLICY", waits[i], "active or passive");
  static const char *const switches[] = { "2", "yes", "", "-1", "on", "01" };
  for (size_t i = 0; i < sizeof switches / sizeof *switches; i++)
    {
      check_bad ("ACCBLOCK_REUSE", switches[i], "0 or 1");
      check_bad ("ACCBLOCK_STAGE", switches[i], "0 or 1");
      check_bad ("ACCBLOCK_DOUBLE_BUFFER", switches[i], "0 or 1");
      check_bad ("ACCBLOCK_TIMING", switches[i], "0 or 1");
    }
  check_bad ("ACCBLOCK_STATS", "", "a file name");
  check_bad ("ACCBLOCK_TRACE", "", "a file name");
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
          && !s.passive_wait && s.reuse && s.stage && s.double_buffer
          && !s.timing
          && !s.stats_file
          && !s.trace_file && s.threads == accblock_host_online_cpus (),
          "defaults: paper, 64 x 16 KiB, static, reuse, staging, double "
          "buffering");
  const char *cell[] = { "ACCBLOCK_TARGET", "cell", NULL };
  tap_ok (parse (cell, &s, message, sizeof message) && s.num_accel == 8
          && s.local_mem == 256 * 1024, "cell: 8 x 256 KiB");
  const char *sw[] = { "ACCBLOCK_TARGET", "sw26010", NULL };
  tap_ok (parse (sw, &s, message, sizeof message) && s.num_accel == 64
          && s.local_mem == 64 * 1024, "sw26010: 64 x 64 KiB");
  const char *host[] = { "ACCBLOCK_TARGET", "host", NULL };
  tap_ok (parse (host, &s, message, sizeof message)
          && s.num_accel == accblock_host_online_cpus ()
          && s.local_mem == accblock_host_l2_bytes (),
          "host: online CPUs x per-core L2");
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
  if (argc > 1)
    {
      puts ("reached main");
      return 0;
    }
  test_bad_values ();
  test_good_values ();
  test_setters ();
  check_start_stops (argv[0], "ACCBLOCK_NUM_ACCEL", "0");
  check_start_stops (argv[0], "ACCBLOCK_TARGET", "gpu");
  check_start_stops (argv[0], "ACCBLOCK_LOCAL_MEM", "-16K");
  check_start_stops (argv[0], "ACCBLOCK_STAGE", "yes");
  return tap_done ();
}
