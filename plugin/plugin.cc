/* plugin.cc -- entry point of accblock.so: version check, arguments,
   registration of the pragma handlers and the passes.

   Why this file exists: GCC calls plugin_init once per compiler process
   (cc1, and also lto1 or cc1plus when the plugin is passed to them).  It
   must refuse a mismatched GCC, turn -fplugin-arg-accblock-KEY[=VALUE]
   into accblock_settings with GCC-style errors, and hook the other files
   into the compiler.  Everything C-front-end specific is left to the
   PLUGIN_PRAGMAS callback in pragma.cc, so that loading the plugin into
   lto1 is harmless; in other front ends (cc1plus, f951) it registers
   nothing and warns once that it does nothing there.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-plugin.h"
#include "warn.h"
/* Only this file checks the version, so only it includes the static
   version record plugin-version.h defines.  */
#include "plugin-version.h"
#include "../model/accel-target.h"
#include "../model/blockmodel.h"

/* The build passes the package version; hand builds say so.  */
#ifndef ACCBLOCK_VERSION
#define ACCBLOCK_VERSION "(development build)"
#endif

/* The plugin is built with hidden visibility (plugin/local.mk), so that
   its calls between its own files are direct; GCC looks up these two
   symbols.  */
#define ACCBLOCK_EXPORT __attribute__ ((visibility ("default")))

/* GCC refuses to load a plugin that does not declare this.  */
ACCBLOCK_EXPORT int plugin_is_GPL_compatible;

struct accblock_settings accblock_settings;
const char *accblock_plugin_name;

/* The help text, made from the key table by help_text.  */
static const char *accblock_help_text;

static struct plugin_info accblock_plugin_info =
{
  ACCBLOCK_VERSION,
  NULL
};

/* The keys accepted after -fplugin-arg-accblock-, and whether each
   needs, refuses or may take a value.  */
enum accblock_value_rule
{
  ACCBLOCK_VALUE_NONE,
  ACCBLOCK_VALUE_OPTIONAL,
  ACCBLOCK_VALUE_REQUIRED
};

/* The key table is the one home of the keys: the help text and the
   argument parser both read it.  APPLY stores VALUE in
   accblock_settings and returns NULL, or returns
   why VALUE is refused, as a phrase to follow the value.  A key whose
   values are names lists them with KNOWN, after KNOWN_LABEL, in the
   message that refuses one.  */
struct accblock_key
{
  const char *name;
  const char *value_form;      /* How its value is written, for help.  */
  const char *description;     /* What it does, for help.  */
  enum accblock_value_rule value_rule;
  const char *(*apply) (const char *value);
  const char *known_label;
  const char *(*known) (void);
};

/* Bare keys.  */

static const char *
apply_block (const char *)
{
  accblock_settings.block = true;
  return NULL;
}

static const char *
apply_verbose (const char *)
{
  accblock_settings.verbose = true;
  return NULL;
}

static const char *
apply_dump (const char *)
{
  accblock_settings.dump = true;
  return NULL;
}

static const char *help_text (void);

static const char *
apply_help (const char *)
{
  fputs (help_text (), stderr);
  return NULL;
}

/* "auto" alone selects the cost model; the paper's algorithm must be
   asked for by name.  */

static const char *
apply_auto (const char *value)
{
  if (value == NULL || strcmp (value, "model") == 0)
    accblock_settings.auto_mode = ACCBLOCK_AUTO_MODEL;
  else if (strcmp (value, "greedy") == 0)
    accblock_settings.auto_mode = ACCBLOCK_AUTO_GREEDY;
  else if (strcmp (value, "none") == 0)
    accblock_settings.auto_mode = ACCBLOCK_AUTO_NONE;
  else
    return "is not one of greedy, model, none";
  return NULL;
}

/* VALUE of a yes/no key into *FLAG; the key alone means yes.  */

static const char *
apply_yes_no (const char *value, bool *flag)
{
  if (value == NULL || strcmp (value, "yes") == 0)
    *flag = true;
  else if (strcmp (value, "no") == 0)
    *flag = false;
  else
    return "is not one of yes, no";
  return NULL;
}

/* A key that takes one of two words: *FLAG is true for ON, false for
   OFF; anything else is refused with ERROR.  */

static const char *
apply_one_of_two (const char *value, const char *on, const char *off,
		  const char *error, bool *flag)
{
  if (strcmp (value, on) == 0)
    *flag = true;
  else if (strcmp (value, off) == 0)
    *flag = false;
  else
    return error;
  return NULL;
}

/* "serial" only matters under "auto".  */

static const char *
apply_serial (const char *value)
{
  return apply_yes_no (value, &accblock_settings.serial);
}

/* "distribute" too.  */

static const char *
apply_distribute (const char *value)
{
  return apply_yes_no (value, &accblock_settings.distribute);
}

/* "skew" too.  */

static const char *
apply_skew (const char *value)
{
  return apply_yes_no (value, &accblock_settings.skew);
}

/* Named after GCC's -fvect-cost-model: "dynamic" asks the model whether
   dispatching pays, at compile time or, when the trip counts are only
   known then, at run time; "unlimited" always dispatches.  */

static const char *
apply_cost_model (const char *value)
{
  return apply_one_of_two (value, "dynamic", "unlimited",
			   "is not one of dynamic, unlimited",
			   &accblock_settings.cost_model_dynamic);
}

static const char *
apply_parallel_tiles (const char *value)
{
  return apply_yes_no (value, &accblock_settings.parallel_tiles);
}

static const char *
apply_noblock_tiles (const char *value)
{
  return apply_one_of_two (value, "runtime", "iteration",
			   "is not one of runtime, iteration",
			   &accblock_settings.noblock_runtime);
}

static const char *
apply_interchange (const char *value)
{
  return apply_yes_no (value, &accblock_settings.interchange);
}

static const char *
apply_gemm (const char *value)
{
  return apply_yes_no (value, &accblock_settings.gemm);
}

static const char *
apply_preserving_dispatch (const char *value)
{
  return apply_yes_no (value, &accblock_settings.preserving_dispatch);
}

/* Sizes and counts go through the parsers the runtime uses for its
   environment variables, so both accept exactly the same spellings.  */

static const char *
apply_local_mem (const char *value)
{
  uint64_t bytes;
  enum accblock_parse_status status
    = accblock_parse_size (value, ACCBLOCK_LOCAL_MEM_MAX, &bytes);
  if (status != ACCBLOCK_PARSE_OK)
    return accblock_parse_status_text (status);
  accblock_settings.local_mem = bytes;
  accblock_settings.local_mem_key = bytes;
  return NULL;
}

static const char *
apply_num_accel (const char *value)
{
  unsigned long count;
  enum accblock_parse_status status
    = accblock_parse_count (value, ACCBLOCK_NUM_ACCEL_MAX, &count);
  if (status != ACCBLOCK_PARSE_OK)
    return accblock_parse_status_text (status);
  accblock_settings.num_accel = (unsigned) count;
  accblock_settings.num_accel_key = (unsigned) count;
  return NULL;
}

static const char *
apply_time_slack (const char *value)
{
  unsigned long percent;
  enum accblock_parse_status status
    = accblock_parse_count (value, ACCBLOCK_MODEL_MAX_TIME_SLACK, &percent);
  /* The count parser refuses 0, which means "none" here and to the
     model is a negative slack.  */
  if (status == ACCBLOCK_PARSE_ZERO)
    percent = 0;
  else if (status != ACCBLOCK_PARSE_OK)
    return accblock_parse_status_text (status);
  accblock_settings.time_slack = percent != 0 ? (int) percent : -1;
  return NULL;
}

static const char *
apply_target (const char *value)
{
  if (accblock_target_lookup (value) == NULL)
    return "is not a known target";
  accblock_settings.target = value;
  accblock_settings.target_named = true;
  return NULL;
}

static const char *
apply_tile_clones (const char *value)
{
  return accblock_tile_clones_parse (value);
}

/* Kinds of warning go by name, in order (warn.cc).  */

static const char *
apply_warn (const char *value)
{
  return accblock_warn_parse (value);
}

static const struct accblock_key accblock_keys[] =
{
  { "block", "", "honour 'block' clauses", ACCBLOCK_VALUE_NONE,
    apply_block },
  { "auto", "[=greedy|model|none]",
    "also infer block clauses (default: model; none: take the same loops "
    "without pragma, infer nothing)",
    ACCBLOCK_VALUE_OPTIONAL, apply_auto },
  { "serial", "[=yes|no]",
    "with auto, also loops without pragma (default: yes)",
    ACCBLOCK_VALUE_OPTIONAL, apply_serial },
  { "distribute", "[=yes|no]",
    "with auto, split a parallel loop without pragma whose body is a "
    "sequence of loops into one nest per loop (default: yes)",
    ACCBLOCK_VALUE_OPTIONAL, apply_distribute },
  { "skew", "[=yes|no]",
    "with auto, tile a loop without pragma that carries a dependence "
    "together with the loops inside it in skewed fronts where every "
    "dependence allows (default: yes)", ACCBLOCK_VALUE_OPTIONAL, apply_skew },
  { "cost-model", "=dynamic|unlimited",
    "with auto, dispatch a nest only where the model says it pays "
    "(default: dynamic), or always", ACCBLOCK_VALUE_REQUIRED,
    apply_cost_model },
  { "parallel-tiles", "[=yes|no]",
    "tiles of inner loops proven parallel run in parallel (default: yes)",
    ACCBLOCK_VALUE_OPTIONAL, apply_parallel_tiles },
  { "noblock-tiles", "=runtime|iteration",
    "a nest without block clause has outer tiles sized by the runtime "
    "(default), or one outer iteration per tile (the paper's baseline)",
    ACCBLOCK_VALUE_REQUIRED, apply_noblock_tiles },
  { "interchange", "[=yes|no]",
    "a tile may run its two innermost loops swapped so that the inner one "
    "walks memory with stride 1 (default: yes)", ACCBLOCK_VALUE_OPTIONAL,
    apply_interchange },
  { "gemm", "[=yes|no]",
    "a tile whose loops are a double matrix product calls the runtime's "
    "kernel (default: yes)", ACCBLOCK_VALUE_OPTIONAL, apply_gemm },
  { "preserving-dispatch", "[=yes|no]",
    "on x86-64, dispatch through an entry that gives every register back, "
    "so that callers keep their values in registers across a function that "
    "dispatches (default: yes)", ACCBLOCK_VALUE_OPTIONAL,
    apply_preserving_dispatch },
  { "local-mem", "=BYTES", "local memory per accelerator (K, M, G suffixes)",
    ACCBLOCK_VALUE_REQUIRED, apply_local_mem },
  { "num-accel", "=N", "number of accelerators", ACCBLOCK_VALUE_REQUIRED,
    apply_num_accel },
  { "target", "=NAME", "target profile: paper, cell, sw26010 or host",
    ACCBLOCK_VALUE_REQUIRED, apply_target, "known targets",
    accblock_target_names },
  { "time-slack", "=PERCENT",
    "percent of modeled time auto=model may give for fewer bytes "
    "(default: 10)", ACCBLOCK_VALUE_REQUIRED, apply_time_slack },
  { "tile-clones", "=LIST",
    "also build tile functions for these vector extensions "
    "(comma-separated, or none; host default: avx2,avx512f)",
    ACCBLOCK_VALUE_REQUIRED, apply_tile_clones, "known",
    accblock_tile_clone_names },
  { "warn", "=LIST",
    "turn warning kinds on (KIND, all) or off (no-KIND, no-all)",
    ACCBLOCK_VALUE_REQUIRED, apply_warn, "known", accblock_warn_kind_names },
  { "verbose", "", "remarks as notes, without -fopt-info",
    ACCBLOCK_VALUE_NONE, apply_verbose },
  { "dump", "", "write the accblock pass dump file", ACCBLOCK_VALUE_NONE,
    apply_dump },
  { "help", "", "print this list", ACCBLOCK_VALUE_NONE, apply_help }
};

/* Where the descriptions of the help text start, counting from 0.  */
#define HELP_DESCRIPTION_COLUMN 45

/* The help text: a line per key of accblock_keys, built once.  */

static const char *
help_text (void)
{
  if (accblock_help_text)
    return accblock_help_text;
  pretty_printer pp;
  pp_string (&pp, "accblock: the OpenACC 'block' clause for simulated "
	     "accelerators.\nPlugin arguments:\n");
  for (size_t i = 0; i < ARRAY_SIZE (accblock_keys); i++)
    {
      const struct accblock_key *key = &accblock_keys[i];
      static const char prefix[] = "  -fplugin-arg-accblock-";
      int width = (int) (strlen (prefix) + strlen (key->name)
			 + strlen (key->value_form));
      pp_string (&pp, prefix);
      pp_string (&pp, key->name);
      pp_string (&pp, key->value_form);
      /* The description at its column, or one space after a long key.  */
      int pad = MAX (HELP_DESCRIPTION_COLUMN - width, 1);
      for (int k = 0; k < pad; k++)
	pp_space (&pp);
      pp_string (&pp, key->description);
      pp_newline (&pp);
    }
  accblock_help_text = xstrdup (pp_formatted_text (&pp));
  return accblock_help_text;
}

static const struct accblock_key *
find_key (const char *name)
{
  for (size_t i = 0; i < ARRAY_SIZE (accblock_keys); i++)
    if (strcmp (accblock_keys[i].name, name) == 0)
      return &accblock_keys[i];
  return NULL;
}

/* Apply one -fplugin-arg-accblock-KEY[=VALUE]; report a bad one and
   return false.  Argument errors have no source location.  */

static bool
apply_argument (const struct plugin_argument *arg)
{
  const struct accblock_key *key = find_key (arg->key);
  if (key == NULL)
    {
      error ("accblock: unknown argument %qs "
	     "(%<-fplugin-arg-accblock-help%> lists the arguments)",
	     arg->key);
      return false;
    }
  if (arg->value != NULL && key->value_rule == ACCBLOCK_VALUE_NONE)
    {
      error ("accblock: argument %qs takes no value, got %qs",
	     arg->key, arg->value);
      return false;
    }
  if (arg->value == NULL && key->value_rule == ACCBLOCK_VALUE_REQUIRED)
    {
      error ("accblock: argument %qs needs a value, as in %<%s=VALUE%>",
	     arg->key, arg->key);
      return false;
    }
  const char *why = key->apply (arg->value);
  if (why != NULL)
    {
      if (key->known)
	error ("accblock: bad value %qs for argument %qs: %s (%s: %s)",
	       arg->value, arg->key, why, key->known_label, key->known ());
      else
	error ("accblock: bad value %qs for argument %qs: %s",
	       arg->value, arg->key, why);
      return false;
    }
  return true;
}

/* Defaults: the paper's machine, clauses ignored until "block" asks.  */

static void
set_default_settings (void)
{
  memset (&accblock_settings, 0, sizeof accblock_settings);
  accblock_settings.auto_mode = ACCBLOCK_AUTO_OFF;
  accblock_settings.serial = true;
  accblock_settings.distribute = true;
  accblock_settings.skew = true;
  accblock_settings.cost_model_dynamic = true;
  accblock_settings.parallel_tiles = true;
  accblock_settings.interchange = true;
  accblock_settings.gemm = true;
  accblock_settings.preserving_dispatch = true;
  accblock_settings.noblock_runtime = true;
  accblock_settings.target = accblock_target_default ()->name;
}

/* Local memory and accelerator count not given explicitly come from the
   target profile, so that "target=cell" alone means the Cell machine.  */

static void
fill_settings_from_target (void)
{
  struct accblock_target profile;
  accblock_target_resolve (accblock_target_lookup (accblock_settings.target),
			   &profile);
  if (accblock_settings.local_mem == 0)
    accblock_settings.local_mem = profile.local_mem;
  if (accblock_settings.num_accel == 0)
    accblock_settings.num_accel = (unsigned) profile.num_accel;
  accblock_settings.native_tiles = profile.stage_min_reuse != 0;
}

static bool
apply_arguments (const struct plugin_name_args *info)
{
  bool ok = true;
  for (int i = 0; i < info->argc; i++)
    ok &= apply_argument (&info->argv[i]);
  if (ok)
    fill_settings_from_target ();
  return ok;
}

/* Every tree a static of the plugin keeps alive.  */

static void
register_gc_roots (const char *name)
{
  register_callback (name, PLUGIN_REGISTER_GGC_ROOTS, NULL,
		     (void *) accblock_pragma_gc_roots);
}

/* Whether this compiler is lto1, where the plugin is loaded on purpose
   (the passes see the LTO bodies) even though no C is parsed.  */

static bool
lto_front_end_p (void)
{
  return strcmp (lang_hooks.name, "GNU GIMPLE") == 0;
}

/* In any other front end than C, C++ and LTO (gfortran, the
   Objective-C ones) the pragma handlers cannot exist, so the plugin registers nothing;
   say so once instead of leaving the user to wonder why '#pragma acc'
   had no effect.  Returns whether the plugin may go on.  */

static bool
check_front_end (void)
{
  if (accblock_c_family_front_end_p () || lto_front_end_p ())
    return true;
  const char *language = lang_hooks.name;
  if (strncmp (language, "GNU ", 4) == 0)
    language += 4;
  warning (0, "accblock: the plugin handles C and C++ only, not %s; "
	   "%<#pragma acc%> is ignored in this compilation", language);
  return false;
}

ACCBLOCK_EXPORT int
plugin_init (struct plugin_name_args *info,
	     struct plugin_gcc_version *version)
{
  if (!plugin_default_version_check (version, &gcc_version))
    {
      error ("accblock: built for GCC %s, cannot run in GCC %s",
	     gcc_version.basever, version->basever);
      return 1;
    }
  accblock_plugin_name = info->base_name;
  accblock_plugin_info.help = help_text ();
  register_callback (info->base_name, PLUGIN_INFO, NULL,
		     &accblock_plugin_info);
  set_default_settings ();
  if (!apply_arguments (info))
    return 0;	/* The errors already make the compilation fail.  */
  if (!check_front_end ())
    return 0;

  register_gc_roots (info->base_name);
  register_callback (info->base_name, PLUGIN_PRAGMAS,
		     accblock_register_pragmas, NULL);
  accblock_register_privatization (info->base_name);
  accblock_register_passes (info->base_name);
  accblock_register_compiled_target (info->base_name);
  if (accblock_settings.dump)
    accblock_enable_dump ();
  return 0;
}
