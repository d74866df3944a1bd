/* test-compiled-target.c -- the target a program was compiled for.

   Why this file exists: a unit compiled with
   -fplugin-arg-accblock-target=NAME registers NAME when the program
   starts (__accblock_register_target, accblock-abi.h), and the rule that
   turns registrations into the program's target has cases a run test of
   one program does not reach: the environment and accblock_set_target
   over the registration, several units that disagree (the first wins,
   one warning), a unit loaded after the first dispatch, a name the
   library does not know, and a registration that comes before the
   library's own constructor (a static libaccblock, as this test links).
   Each case runs this program again, with the environment it needs, in
   a mode that registers and prints the machine it ended up with.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#define _GNU_SOURCE

#include "accblock-internal.h"
#include "tap.h"
#include "child-output.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Before the library's settings are read (priority below the default
   of env.c's constructor): TEST_EARLY_TARGET names the target to
   register then.  */
__attribute__ ((constructor (101))) static void
register_early (void)
{
  const char *target = getenv ("TEST_EARLY_TARGET");
  if (target)
    __accblock_register_target (target, "early.c");
}

/* Print the machine the settings describe now.  */
static void
report (void)
{
  printf ("%s %lu %llu", accblock_get_target (), accblock_get_num_accel (),
          (unsigned long long) accblock_get_local_mem ());
}

/* Register each of TARGETS for units a.c, b.c ... in turn: "NAME" as
   the first plugins did, "NAME/COUNT/BYTES" with a unit's num-accel and
   local-mem keys (0: not given).  */
static void
register_all (char **targets)
{
  static const char *const units[] = { "a.c", "b.c", "c.c", "d.c" };
  for (int i = 0; targets[i] && i < 4; i++)
    {
      char name[64];
      long long count, bytes;
      if (sscanf (targets[i], "%63[^/]/%lld/%lld", name, &count, &bytes) == 3)
        __accblock_register_machine (name, units[i], count, bytes);
      else
        __accblock_register_target (targets[i], units[i]);
    }
}

/* The child: MODE, then the targets to register.  */
static int
child (const char *mode, char **targets)
{
  if (strcmp (mode, "set-first") == 0)
    accblock_set_target ("cell");
  else if (strcmp (mode, "dispatched") == 0)
    {
      /* What a dispatch does first.  */
      struct accblock_settings s;
      accblock_settings_snapshot (&s);
    }
  register_all (targets);
  report ();
  return 0;
}

/* How to run the child: its environment and arguments.  */
struct run
{
  const char *self;
  const char *env[6];   /* NAME, VALUE pairs, NULL-terminated.  */
  const char *args[6];  /* MODE, the targets, NULL.  */
};

static void
start_child (void *arg)
{
  const struct run *r = arg;
  unsetenv ("ACCBLOCK_TARGET");
  unsetenv ("ACCBLOCK_NUM_ACCEL");
  unsetenv ("ACCBLOCK_LOCAL_MEM");
  for (int i = 0; r->env[i]; i += 2)
    setenv (r->env[i], r->env[i + 1], 1);
  const char *argv[8] = { r->self, "child" };
  for (int i = 0; r->args[i]; i++)
    argv[i + 2] = r->args[i];
  execv (r->self, (char *const *) argv);
  _exit (127);
}

/* TEXT with its line breaks as " | ", in place: a TAP line is one
   line.  */
static char *
one_line (char *text)
{
  for (char *p = text; (p = strchr (p, '\n')) != NULL;)
    {
      memmove (p + 3, p + 1, strlen (p + 1) + 1);
      memcpy (p, " | ", 3);
    }
  return text;
}

/* Run R and check (a TAP line about WHAT) that it printed EXPECT:
   stdout and stderr, the machine after any warning.  */
static void
check (const char *what, const struct run *r, const char *expect)
{
  char out[1024], want[1024];
  int status = run_in_child (start_child, (void *) r, true, out,
                             sizeof out / 2);
  bool same = strcmp (out, expect) == 0;
  snprintf (want, sizeof want / 2, "%s", expect);
  tap_ok (WIFEXITED (status) && WEXITSTATUS (status) == 0 && same,
          "%s: \"%s\" (got \"%s\")", what, one_line (want),
          one_line (out));
}

/* The host profile's machine, as "host COUNT BYTES".  */
static void
host_machine (char *buf, size_t size, unsigned long count)
{
  struct accblock_target host;
  accblock_target_resolve (accblock_target_lookup ("host"), &host);
  snprintf (buf, size, "host %lu %llu",
            count ? count : accblock_host_usable_cpus (),
            (unsigned long long) host.local_mem);
}

/* The counts of a unit's local-mem and num-accel keys.  */
static void
test_counts (const char *self)
{
  struct run mem = { self, { NULL }, { "plain", "paper/0/65536", NULL } };
  check ("a registered local memory size is the default", &mem,
         "paper 64 65536");

  struct run both = { self, { NULL }, { "plain", "cell/4/131072", NULL } };
  check ("both counts registered", &both, "cell 4 131072");

  struct run env_mem = { self, { "ACCBLOCK_LOCAL_MEM", "32K", NULL },
                         { "plain", "paper/8/65536", NULL } };
  check ("ACCBLOCK_LOCAL_MEM overrides the registered size", &env_mem,
         "paper 8 32768");

  struct run env_target = { self, { "ACCBLOCK_TARGET", "paper", NULL },
                            { "plain", "paper/8/65536", NULL } };
  check ("ACCBLOCK_TARGET takes its profile's counts", &env_target,
         "paper 64 16384");

  struct run call = { self, { NULL }, { "set-first", "paper/8/0", NULL } };
  check ("accblock_set_target takes its profile's counts", &call,
         "cell 8 262144");

  struct run same = { self, { NULL },
                      { "plain", "paper/0/65536", "paper/0/65536", NULL } };
  check ("units with the same counts: no warning", &same, "paper 64 65536");

  struct run differ = { self, { NULL },
                        { "plain", "paper/0/65536", "paper", NULL } };
  check ("units whose counts differ: the first wins, one warning", &differ,
         "accblock: warning: b.c was compiled for target 'paper', but a.c "
         "was compiled for 'paper', 65536 bytes of local memory, the "
         "target the program runs on; set ACCBLOCK_TARGET to choose\n"
         "paper 64 65536");

  struct run late = { self, { NULL },
                      { "dispatched", "paper/16/0", NULL } };
  check ("counts registered after the first dispatch only warn", &late,
         "accblock: warning: a.c was compiled for target 'paper', 16 "
         "accelerators, but it was loaded after the program started "
         "running on 'paper'; set ACCBLOCK_TARGET to choose\n"
         "paper 64 16384");

  struct run late_same = { self, { NULL },
                           { "dispatched", "paper/64/16384", NULL } };
  check ("the running machine registered late: no warning", &late_same,
         "paper 64 16384");

  struct run range = { self, { NULL },
                       { "plain", "paper/0/-1", "cell", NULL } };
  check ("counts out of range warn and are ignored", &range,
         "accblock: warning: a.c was compiled for target 'paper', but its "
         "accelerator count or local memory size is out of range; set "
         "ACCBLOCK_TARGET to choose\ncell 8 262144");
}

static void
test_rules (const char *self)
{
  char host[64], host3[64], expect[512];
  host_machine (host, sizeof host, 0);
  host_machine (host3, sizeof host3, 3);

  struct run none = { self, { NULL }, { "plain", NULL } };
  check ("no registration: the default", &none, "paper 64 16384");

  struct run one = { self, { NULL }, { "plain", "host", NULL } };
  check ("a registered target is the default", &one, host);

  struct run env = { self, { "ACCBLOCK_TARGET", "cell", NULL },
                     { "plain", "host", "sw26010", NULL } };
  check ("ACCBLOCK_TARGET overrides it, without a warning", &env,
         "cell 8 262144");

  struct run count = { self, { "ACCBLOCK_NUM_ACCEL", "3", NULL },
                       { "plain", "host", NULL } };
  check ("ACCBLOCK_NUM_ACCEL overrides its count", &count, host3);

  struct run call = { self, { NULL },
                      { "set-first", "host", NULL } };
  check ("accblock_set_target overrides it", &call, "cell 8 262144");

  struct run same = { self, { NULL },
                      { "plain", "host", "host", NULL } };
  check ("units that agree: no warning", &same, host);

  struct run differ = { self, { NULL },
                        { "plain", "host", "cell", "paper",
                          NULL } };
  snprintf (expect, sizeof expect,
            "accblock: warning: b.c was compiled for target 'cell', but "
            "a.c was compiled for 'host', the target the program runs on; "
            "set ACCBLOCK_TARGET to choose\n%s", host);
  check ("units that disagree: the first wins, one warning", &differ,
         expect);

  struct run late = { self, { NULL },
                      { "dispatched", "host", NULL } };
  check ("a registration after the first dispatch only warns", &late,
         "accblock: warning: a.c was compiled for target 'host', but it "
         "was loaded after the program started running on 'paper'; set "
         "ACCBLOCK_TARGET to choose\npaper 64 16384");

  struct run unknown = { self, { NULL },
                         { "plain", "gpu", "cell", NULL } };
  check ("an unknown name warns and is ignored", &unknown,
         "accblock: warning: a.c was compiled for target 'gpu', but this "
         "libaccblock does not know that target; set ACCBLOCK_TARGET to "
         "choose\ncell 8 262144");

  struct run early = { self, { "TEST_EARLY_TARGET", "host", NULL },
                       { "plain", "cell", NULL } };
  snprintf (expect, sizeof expect,
            "accblock: warning: a.c was compiled for target 'cell', but "
            "early.c was compiled for 'host', the target the program runs "
            "on; set ACCBLOCK_TARGET to choose\n%s", host);
  check ("registered before the library's constructor", &early, expect);

  test_counts (self);

  struct run early_mem = { self, { "TEST_EARLY_TARGET", "host",
                                   "ACCBLOCK_LOCAL_MEM", "64K" },
                           { "plain", NULL } };
  snprintf (expect, sizeof expect, "host %lu 65536",
            accblock_host_usable_cpus ());
  check ("registered early, with ACCBLOCK_LOCAL_MEM", &early_mem, expect);
}

int
main (int argc, char **argv)
{
  if (argc > 2 && strcmp (argv[1], "child") == 0)
    return child (argv[2], argv + 3);
  test_rules (argv[0]);
  return tap_done ();
}
