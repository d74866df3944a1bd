/* warn.cc -- the plugin's warnings, by kind, each one controllable.

   Why this file exists: GCC 12 gives a plugin no way to register -W
   options, so the plugin's warnings are controlled by its own key,
   "-fplugin-arg-accblock-warn=LIST", and every one of them goes through
   accblock_warning_at here: one place that knows which kinds are on
   and prints the tag that names the switch, where GCC prints
   "[-Wfoo]".  The warning itself is GCC's, so -w silences it and
   -Werror turns it into an error as for any other warning.  None of the
   kinds is GCC's -Wopenacc-parallelism, which is about the choice of
   gang, worker and vector partitioning: these say that the program or
   its clause does not mean what it seems to.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "warn.h"

/* The name of each kind in "warn=" and in the tag, indexed by enum
   accblock_warning.  */
static const char *const warning_names[ACCBLOCK_WARN_KINDS] =
{
  "race",
  "shared",
  "tiling-fallback",
  "split",
  "local-mem",
  "clause"
};

/* Which kinds are turned off; all are on until "warn=" says otherwise.  */
static bool warning_off[ACCBLOCK_WARN_KINDS];

/* The kind named by the LENGTH characters at NAME, or -1.  */

static int
warning_index (const char *name, size_t length)
{
  for (int k = 0; k < ACCBLOCK_WARN_KINDS; k++)
    if (strlen (warning_names[k]) == length
	&& strncmp (warning_names[k], name, length) == 0)
      return k;
  return -1;
}

/* Turn the item of LENGTH characters at ITEM ("KIND", "no-KIND", "all"
   or "no-all") into settings; NULL when accepted, else why not.  */

static const char *
apply_item (const char *item, size_t length)
{
  if (length == 0)
    return "has an empty name in its list";
  bool off = length > 3 && strncmp (item, "no-", 3) == 0;
  if (off)
    {
      item += 3;
      length -= 3;
    }
  if (length == 3 && strncmp (item, "all", 3) == 0)
    {
      for (int k = 0; k < ACCBLOCK_WARN_KINDS; k++)
	warning_off[k] = off;
      return NULL;
    }
  int k = warning_index (item, length);
  if (k < 0)
    return "names an unknown warning kind";
  warning_off[k] = off;
  return NULL;
}

/* See warn.h.  */

const char *
accblock_warn_parse (const char *value)
{
  for (const char *p = value;; p++)
    {
      const char *end = strchr (p, ',');
      size_t length = end ? (size_t) (end - p) : strlen (p);
      if (const char *why = apply_item (p, length))
	return why;
      if (!end)
	return NULL;
      p = end;
    }
}

/* See warn.h.  */

const char *
accblock_warn_kind_names (void)
{
  static char names[256];
  names[0] = '\0';
  for (int k = 0; k < ACCBLOCK_WARN_KINDS; k++)
    {
      strcat (names, warning_names[k]);
      strcat (names, ", ");
    }
  strcat (names, "all, each also as no-KIND");
  return names;
}

/* See warn.h.  The tag is appended to the format rather than printed
   through an argument, so that the caller's arguments pass unchanged;
   the names hold no '%'.  */

bool
accblock_warning_at (location_t loc, enum accblock_warning kind,
		     const char *gmsgid, ...)
{
  gcc_checking_assert (kind < ACCBLOCK_WARN_KINDS);
  if (warning_off[kind])
    return false;
  char *format = concat (_(gmsgid), " [-fplugin-arg-", accblock_plugin_name,
			 "-warn=", warning_names[kind], "]", NULL);
  va_list ap;
  va_start (ap, gmsgid);
  bool shown = emit_diagnostic_valist (DK_WARNING, loc, 0, format, &ap);
  va_end (ap);
  free (format);
  return shown;
}
