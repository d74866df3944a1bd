/* remark.cc -- optimization remarks and the accblock dump file.

   Why this file exists: users learn what accblock did to each nest from
   remarks.  They go through GCC's optinfo machinery, so that -fopt-info
   prints them as "optimized: ..." and "missed: ..." like GCC's own loop
   remarks (and -fsave-optimization-record records them), and, under the
   plugin's "verbose" argument, also as ordinary notes that need no
   -fopt-info.  The pass dump is switched on here because GCC 12 parses
   -fdump-tree-NAME before plugins register their passes.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-plugin.h"

/* Format FMT with ARGS the way the diagnostic machinery would (so %qE,
   %qs and friends work), into a malloc'd string.  The text goes to two
   consumers that wrap and colour it themselves, so it is made here
   unwrapped and without colour codes.  */

char *
accblock_format_message (const char *fmt, va_list *args)
{
  pretty_printer *pp = global_dc->printer->clone ();
  pp_clear_output_area (pp);
  pp_set_line_maximum_length (pp, 0);
  pp_show_color (pp) = false;
  text_info text;
  memset (&text, 0, sizeof text);
  text.format_spec = fmt;
  text.args_ptr = args;
  pp_format (pp, &text);
  pp_output_formatted_text (pp);
  char *result = xstrdup (pp_formatted_text (pp));
  delete pp;
  return result;
}

/* Send MESSAGE at LOC to -fopt-info as KIND and, under verbose, to
   stderr as a note.  Optinfo is only active while a pass with an
   optinfo group runs; outside one, only the note can appear.  */

static void
emit_remark (dump_flags_t kind, location_t loc, const char *message)
{
  if (dump_enabled_p ())
    dump_printf_loc (kind, dump_user_location_t::from_location_t (loc),
		     "%s\n", message);
  if (accblock_settings.verbose)
    inform (loc, "accblock: %s", message);
}

void
accblock_remark (location_t loc, const char *fmt, ...)
{
  va_list args;
  va_start (args, fmt);
  char *message = accblock_format_message (fmt, &args);
  va_end (args);
  emit_remark (MSG_OPTIMIZED_LOCATIONS, loc, message);
  free (message);
}

void
accblock_missed (location_t loc, const char *fmt, ...)
{
  va_list args;
  va_start (args, fmt);
  char *message = accblock_format_message (fmt, &args);
  va_end (args);
  emit_remark (MSG_MISSED_OPTIMIZATION, loc, message);
  free (message);
}

/* Every dump whose switch names accblock belongs to one of our passes;
   enabling each by its own switch is what -fdump-tree-SWITCH would have
   done had GCC known the pass when it parsed its options.  */

void
accblock_enable_dump (void)
{
  gcc::dump_manager *dumps = g->get_dumps ();
  for (int phase = TDI_end;; phase++)
    {
      struct dump_file_info *dfi = dumps->get_dump_file_info (phase);
      if (dfi == NULL)
	break;
      if (dfi->swtch != NULL && strstr (dfi->swtch, "accblock") != NULL)
	dumps->dump_switch_p (dfi->swtch);
    }
}
