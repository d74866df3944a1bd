/* pragma.cc -- the #pragma acc directives: their names, the handlers
   the C front end calls for them, and their registration.

   Why this file exists: accblock implements OpenACC's pragmas itself (GCC's
   own OpenACC parser is off without -fopenacc, and cannot be combined with
   a plugin-registered "acc" namespace).  A pragma handler cannot call the
   C parser, so each line is checked at the token level: this file reads
   the directive name, which the clauses after it are checked against
   (pragma-clause.cc, on the tokens of pragma-lex.cc), and refuses
   directives outside a function.  Loop directives and the constructs
   whose statement matters (parallel, kernels, serial, data, atomic) are
   recorded in a table and a call __accblock_mark (ID) is planted in
   front of their statement (pragma-marker.cc); privatize.cc carries out
   the constructs on the tree, and the outline pass finds the loop
   markers, reads the clause by ID, and removes the calls.  Checks that
   need the loop nest are the outline pass's.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "pragma-parse.h"

/* c-family's registration, weak for the reason pragma-parse.h gives.  */
extern void c_register_pragma_with_expansion (const char *, const char *,
					      pragma_handler_1arg)
  __attribute__ ((weak));

/* ---- Directives ---- */

const char *const directive_names[] =
{
  "loop", "parallel loop", "kernels loop", "parallel", "kernels", "data",
  "enter data", "exit data", "update", "wait", "routine", "declare",
  "cache", "host_data", "serial loop", "serial", "atomic", "init",
  "shutdown", "set"
};
static_assert (ARRAY_SIZE (directive_names) == DIR_SET + 1,
	       "a name for every directive");

/* ---- Directive handlers ---- */

/* Data clauses have no effect, which a user of "verbose" is told once.  */

static void
note_data_clauses_once (location_t loc)
{
  static bool noted;
  if (noted || !accblock_settings.verbose)
    return;
  noted = true;
  inform (loc, "accblock: OpenACC data clauses and directives are only "
	  "validated: data lives in shared main memory and the accblock "
	  "runtime stages it into local memory");
}

static bool
loop_directive_p (enum acc_directive d)
{
  return (d == DIR_LOOP || d == DIR_PARALLEL_LOOP || d == DIR_KERNELS_LOOP
	  || d == DIR_SERIAL_LOOP);
}

/* A compute construct without loop: its statement is a region whose
   data-sharing clauses and kind privatize.cc carries out.  */

static bool
region_directive_p (enum acc_directive d)
{
  return (d == DIR_PARALLEL || d == DIR_KERNELS || d == DIR_SERIAL
	  || d == DIR_ATOMIC || d == DIR_DATA || d == DIR_ENTER_DATA
	  || d == DIR_EXIT_DATA);
}

static bool
data_directive_p (enum acc_directive d)
{
  return (d == DIR_DATA || d == DIR_ENTER_DATA || d == DIR_EXIT_DATA
	  || d == DIR_UPDATE);
}

static enum accblock_construct
construct_of (enum acc_directive d)
{
  if (d == DIR_PARALLEL_LOOP)
    return ACCBLOCK_CONSTRUCT_PARALLEL_LOOP;
  if (d == DIR_KERNELS_LOOP)
    return ACCBLOCK_CONSTRUCT_KERNELS_LOOP;
  if (d == DIR_SERIAL_LOOP)
    return ACCBLOCK_CONSTRUCT_SERIAL_LOOP;
  if (d == DIR_PARALLEL)
    return ACCBLOCK_CONSTRUCT_PARALLEL;
  if (d == DIR_KERNELS)
    return ACCBLOCK_CONSTRUCT_KERNELS;
  if (d == DIR_SERIAL)
    return ACCBLOCK_CONSTRUCT_SERIAL;
  if (d == DIR_ATOMIC)
    return ACCBLOCK_CONSTRUCT_ATOMIC;
  if (d == DIR_DATA)
    return ACCBLOCK_CONSTRUCT_DATA;
  if (d == DIR_ENTER_DATA)
    return ACCBLOCK_CONSTRUCT_ENTER_DATA;
  if (d == DIR_EXIT_DATA)
    return ACCBLOCK_CONSTRUCT_EXIT_DATA;
  return ACCBLOCK_CONSTRUCT_LOOP;
}

static void
set_directive (struct acc_parser *p, enum acc_directive d)
{
  p->directive = d;
  p->clause.construct = construct_of (d);
}

/* Start parsing directive D, whose first word the C parser has just
   read, and read the token after it.  */

static void
start_directive (struct acc_parser *p, enum acc_directive d)
{
  memset (p, 0, sizeof *p);
  p->pragma_loc = input_location;
  p->clause.pragma_loc = input_location;
  p->clause.collapse = 1;
  set_directive (p, d);
  acc_advance (p);
}

/* "routine" and "declare" may also annotate file-scope declarations.  */

static bool
file_scope_allowed_p (enum acc_directive d)
{
  return d == DIR_ROUTINE || d == DIR_DECLARE;
}

/* The parenthesised list some directives take before their clauses:
   wait [(queues)], routine [(name)], cache (sub-arrays).  */

static bool
parse_directive_argument (struct acc_parser *p)
{
  switch (p->directive)
    {
    case DIR_WAIT:
    case DIR_ROUTINE:
      return p->type != CPP_OPEN_PAREN || acc_parse_expression_list (p);
    case DIR_CACHE:
      return parse_variable_list (p, true);
    default:
      return true;
    }
}

/* Parse the rest of the line for the directive P has started and act
   on it.  */

static void
handle_directive (struct acc_parser *p)
{
  enum acc_directive d = p->directive;
  if (current_function_decl == NULL_TREE && !file_scope_allowed_p (d))
    {
      error_at (p->pragma_loc, "%<#pragma acc %s%> at file scope; OpenACC "
		"directives must appear inside a function",
		directive_names[d]);
      return;
    }
  if (!parse_directive_argument (p) || !parse_clauses (p))
    return;
  if (p->data_clauses || data_directive_p (d))
    note_data_clauses_once (p->pragma_loc);
  if (loop_directive_p (d) || region_directive_p (d))
    record_directive (p);
}

/* The words after "#pragma acc" that complete the directive name:
   "loop" turns "parallel" and "kernels" into their loop forms, and
   "enter" and "exit" need "data".  */

static bool
read_rest_of_directive_name (struct acc_parser *p)
{
  switch (p->directive)
    {
    case DIR_PARALLEL:
    case DIR_KERNELS:
    case DIR_SERIAL:
      if (acc_at_name_p (p, "loop"))
	{
	  set_directive (p, p->directive == DIR_PARALLEL ? DIR_PARALLEL_LOOP
			 : p->directive == DIR_KERNELS ? DIR_KERNELS_LOOP
			 : DIR_SERIAL_LOOP);
	  acc_advance (p);
	}
      return true;
    case DIR_ATOMIC:
      /* The kind of access; update when none is given.  */
      if (acc_at_name_p (p, "read") || acc_at_name_p (p, "write")
	  || acc_at_name_p (p, "update") || acc_at_name_p (p, "capture"))
	acc_advance (p);
      return true;
    case DIR_ENTER_DATA:
    case DIR_EXIT_DATA:
      if (!acc_at_name_p (p, "data"))
	{
	  error_at (p->loc, "expected %<data%> after %<#pragma acc %s%>",
		    p->directive == DIR_ENTER_DATA ? "enter" : "exit");
	  return false;
	}
      acc_advance (p);
      return true;
    default:
      return true;
    }
}

/* Read the line to its end, so that no token of it reaches the C parser
   (which is where an error leaves the line otherwise).  */

static void
skip_rest_of_line (struct acc_parser *p)
{
  while (p->type != CPP_EOF)
    acc_advance (p);
}

/* Handle directive D, whose first word the C parser has just read.

   _Pragma is kept from expanding on the line: its pragma token would
   arrive in the middle of this one, and the C front end's pragma_lex
   cannot consume such a token (it asserts).  Disabling the macro node
   is libcpp's own way to stop an expansion; an unexpanded _Pragma is an
   ordinary identifier, reported as an unknown clause.  */

static void
handle (enum acc_directive d)
{
  cpp_hashnode *pragma_operator = C_CPP_HASHNODE (get_identifier ("_Pragma"));
  unsigned int was_disabled = pragma_operator->flags & NODE_DISABLED;
  pragma_operator->flags |= NODE_DISABLED;

  struct acc_parser p;
  start_directive (&p, d);
  if (read_rest_of_directive_name (&p))
    handle_directive (&p);
  skip_rest_of_line (&p);

  pragma_operator->flags = (pragma_operator->flags & ~NODE_DISABLED)
			   | was_disabled;
}

static void
handle_loop (cpp_reader *)
{
  handle (DIR_LOOP);
}

static void
handle_parallel (cpp_reader *)
{
  handle (DIR_PARALLEL);
}

static void
handle_kernels (cpp_reader *)
{
  handle (DIR_KERNELS);
}

static void
handle_serial (cpp_reader *)
{
  handle (DIR_SERIAL);
}

static void
handle_atomic (cpp_reader *)
{
  handle (DIR_ATOMIC);
}

static void
handle_init (cpp_reader *)
{
  handle (DIR_INIT);
}

static void
handle_shutdown (cpp_reader *)
{
  handle (DIR_SHUTDOWN);
}

static void
handle_set (cpp_reader *)
{
  handle (DIR_SET);
}

static void
handle_data (cpp_reader *)
{
  handle (DIR_DATA);
}

static void
handle_enter (cpp_reader *)
{
  handle (DIR_ENTER_DATA);
}

static void
handle_exit (cpp_reader *)
{
  handle (DIR_EXIT_DATA);
}

static void
handle_update (cpp_reader *)
{
  handle (DIR_UPDATE);
}

static void
handle_wait (cpp_reader *)
{
  handle (DIR_WAIT);
}

static void
handle_routine (cpp_reader *)
{
  handle (DIR_ROUTINE);
}

static void
handle_declare (cpp_reader *)
{
  handle (DIR_DECLARE);
}

static void
handle_cache (cpp_reader *)
{
  handle (DIR_CACHE);
}

static void
handle_host_data (cpp_reader *)
{
  handle (DIR_HOST_DATA);
}

/* ---- Registration ---- */

void
accblock_register_pragmas (void *, void *)
{
  if (!accblock_c_family_front_end_p ())
    return;
  if (flag_openacc)
    fatal_error (UNKNOWN_LOCATION,
		 "accblock: %<-fopenacc%> cannot be used with the accblock "
		 "plugin, which implements the %<#pragma acc%> directives "
		 "itself; drop %<-fopenacc%>");
  /* Expansion lets a macro stand for a block size, as in block(i:BS).  */
  c_register_pragma_with_expansion ("acc", "loop", handle_loop);
  c_register_pragma_with_expansion ("acc", "parallel", handle_parallel);
  c_register_pragma_with_expansion ("acc", "kernels", handle_kernels);
  c_register_pragma_with_expansion ("acc", "serial", handle_serial);
  c_register_pragma_with_expansion ("acc", "atomic", handle_atomic);
  c_register_pragma_with_expansion ("acc", "init", handle_init);
  c_register_pragma_with_expansion ("acc", "shutdown", handle_shutdown);
  c_register_pragma_with_expansion ("acc", "set", handle_set);
  c_register_pragma_with_expansion ("acc", "data", handle_data);
  c_register_pragma_with_expansion ("acc", "enter", handle_enter);
  c_register_pragma_with_expansion ("acc", "exit", handle_exit);
  c_register_pragma_with_expansion ("acc", "update", handle_update);
  c_register_pragma_with_expansion ("acc", "wait", handle_wait);
  c_register_pragma_with_expansion ("acc", "routine", handle_routine);
  c_register_pragma_with_expansion ("acc", "declare", handle_declare);
  c_register_pragma_with_expansion ("acc", "cache", handle_cache);
  c_register_pragma_with_expansion ("acc", "host_data", handle_host_data);
}
