/* outline-remark.cc -- what the user and the dump learn of a dispatched nest.

   Why this file exists: every nest the outline pass dispatches gets an
   optimization remark with the clause, as written and as used, and the
   tile count when it is known at compile time; the dump file gets the
   descriptor the parent passes to the runtime.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "outline.h"
#include "depend.h"

/* ---- Remarks and dump ---- */

/* The number of tiles, when every level down to the deepest blocked one
   has constant bounds and the clause's sizes are not left to the
   runtime.  The runtime gives the levels below it one tile each, even
   when they do not run (statements around them still do).  */

static bool
constant_tiles (const struct nest *nest, unsigned HOST_WIDE_INT *tiles)
{
  *tiles = 1;
  if (nest->sizes_at_run_time)
    return false;
  for (unsigned l = 0; l < nest->nlevels; l++)
    {
      const struct nest_level *level = &nest->level[l];
      unsigned HOST_WIDE_INT trips;
      if (level_flags (nest, l) & ACCBLOCK_LEVEL_WHOLE)
	continue;
      if (!nest_constant_trips (level, level->init_expr, level->bound_expr,
				&trips))
	return false;
      if (level->block)
	trips = (trips + level->block - 1) / level->block;
      else
	trips = trips ? 1 : 0;
      *tiles *= trips;
    }
  return true;
}

/* A remark for each blocked inner level of NEST whose tiles run as outer
   tasks, since that is a schedule the clause alone does not say.  */

static void
remark_parallel_levels (const struct nest *nest)
{
  for (unsigned l = 1; l < nest->nlevels; l++)
    if (nest->level[l].block && nest->level[l].parallel)
      accblock_remark (nest->loc, "the tiles of loop %qD run in parallel "
		       "too: no iteration depends on one with another value "
		       "of %qD", nest->level[l].iv, nest->level[l].iv);
}

/* A remark for the split level of NEST: its tiles run apart, another
   schedule the block clause alone does not say.  */

static void
remark_split (const struct nest *nest)
{
  if (!nest->split_level)
    return;
  tree iv = nest->level[nest->split_level].iv;
  if (nest->nsums == 0)
    accblock_remark (nest->loc, "the tiles of loop %qD run in %wu groups on "
		     "different accelerators: no iteration depends on one "
		     "with another value of %qD", iv, nest->split_groups, iv);
  else
    accblock_remark (nest->loc, "the tiles of loop %qD run in %wu groups on "
		     "different accelerators: its iterations share only sums "
		     "into %qE, which each group adds to main memory", iv,
		     nest->split_groups, depend_object_name (nest->sums[0]));
}

/* The spelling of a reduction group in remarks.  */

static const char *
group_spelling (enum tree_code group)
{
  switch (group)
    {
    case MULT_EXPR: return "*";
    case BIT_AND_EXPR: return "&";
    case BIT_IOR_EXPR: return "|";
    case BIT_XOR_EXPR: return "^";
    case MAX_EXPR: return "max";
    case MIN_EXPR: return "min";
    default: return "+";
    }
}

/* A remark for what ties the tiles together: the construct (serial,
   or an atomic one inside), or a scalar: an integer reduction, whose
   partial results the runtime combines, or a value carried from tile
   to tile, which makes them run one at a time.  */

static void
remark_scalars (const struct outline *ol)
{
  const struct accblock_clause *clause = ol->nest->clause;
  if (clause->in_order)
    accblock_remark (ol->nest->loc, "the tiles run one at a time, in order, "
		     "on one accelerator: %s", clause->in_order_why
		     ? _(clause->in_order_why)
		     : _("a serial construct has one gang"));
  unsigned i;
  struct capture *cap;
  FOR_EACH_VEC_ELT (ol->captures, i, cap)
    if (cap->kind == CAPTURE_REDUCTION)
      accblock_remark (ol->nest->loc, "%qD is an integer reduction (%s): "
		       "each tile computes a partial result, which the "
		       "runtime combines", cap->decl,
		       group_spelling (cap->reduction));
    else if (cap->kind == CAPTURE_FLOAT_REDUCTION)
      accblock_remark (ol->nest->loc, "%qD is a reduction (%s) declared by "
		       "the program: each tile computes a partial result, "
		       "combined in tile order", cap->decl,
		       group_spelling (cap->reduction));
    else if (cap->kind == CAPTURE_CARRIED && cap->only_out)
      accblock_remark (ol->nest->loc, "the tiles run one at a time, in "
		       "order, on one accelerator: the value of %qD computed "
		       "in the nest is used after it", cap->decl);
    else if (cap->kind == CAPTURE_CARRIED)
      accblock_remark (ol->nest->loc, "the tiles run one at a time, in "
		       "order, on one accelerator: %qD carries a value from "
		       "one tile to the next", cap->decl);
}

/* The remark for a blocked nest: the clause as written (and the one
   used, when the dependence test reduced it), and the tile count.  */

void
remark_blocked (const struct outline *ol)
{
  remark_parallel_levels (ol->nest);
  remark_split (ol->nest);
  remark_scalars (ol);
  const struct nest *nest = ol->nest;
  unsigned HOST_WIDE_INT tiles;
  if (nest->implicit)
    {
      /* Outer-whole.cc's nest, one inner iteration per tile.  */
      if (nest->level[0].block == 0)
	accblock_remark (nest->loc, "dispatched nest without block clause: "
			 "one iteration of %qD per tile, loop %qD whole in "
			 "each", nest->level[1].iv, nest->level[0].iv);
      else if (nest->sizes_at_run_time)
	accblock_remark (nest->loc, "dispatched nest without block clause "
			 "as %s: the runtime groups its iterations into "
			 "tiles", nest_effective_clause (nest));
      else if (!constant_tiles (nest, &tiles))
	accblock_remark (nest->loc, "dispatched nest without block clause: "
			 "tile count known at run time");
      else
	accblock_remark (nest->loc, "dispatched nest without block clause: "
			 "%wu %s", tiles, tiles == 1 ? "tile" : "tiles");
      return;
    }
  const char *clause = nest->decision->text;
  const char *used = nest_effective_clause (nest);
  const char *as_used = strcmp (clause, used) ? used : NULL;
  if (!constant_tiles (nest, &tiles))
    accblock_remark (nest->loc, "blocked nest with %s%s%s: tile count known "
		     "at run time", clause, as_used ? " as " : "",
		     as_used ? as_used : "");
  else
    accblock_remark (nest->loc, "blocked nest with %s%s%s: %wu %s", clause,
		     as_used ? " as " : "", as_used ? as_used : "", tiles,
		     tiles == 1 ? "tile" : "tiles");
}

void
dump_descriptor (const struct outline *ol)
{
  const struct nest *nest = ol->nest;
  fprintf (dump_file, "accblock: nest at %s:%d, %s%s, %u levels%s%s%s%s\n",
	   LOCATION_FILE (nest->loc), LOCATION_LINE (nest->loc),
	   nest->implicit ? nest_effective_clause (nest)
	   : nest->decision->text,
	   nest->implicit ? " (no block clause)" : "", nest->ndesc,
	   ol->permutable ? ", permutable" : "",
	   ol->ordered ? ", ordered" : "",
	   ol->uneven ? ", uneven" : "",
	   ol->stage.kernel_packs ? ", kernel packs" : "");
  for (unsigned l = 0; l < nest->ndesc; l++)
    {
      const struct nest_level *level = &nest->level[l];
      HOST_WIDE_INT flags = level_flags (nest, l);
      fprintf (dump_file, "  level %u: ", l);
      if (level->iv)
	print_generic_expr (dump_file, level->iv);
      if (flags & ACCBLOCK_LEVEL_WHOLE)
	fprintf (dump_file, " whole");
      else
	{
	  static const char *const cmp[] = { "<", "<=", ">", ">=" };
	  fprintf (dump_file, " init ");
	  print_generic_expr (dump_file, level->init_expr);
	  fprintf (dump_file, " %s ", cmp[level->cmp]);
	  print_generic_expr (dump_file, level->bound_expr);
	  fprintf (dump_file, " step " HOST_WIDE_INT_PRINT_DEC, level->step);
	}
      fprintf (dump_file, " block " HOST_WIDE_INT_PRINT_UNSIGNED "%s%s\n",
	       level->block,
	       (flags & ACCBLOCK_LEVEL_UNSIGNED) ? " unsigned" : "",
	       (flags & ACCBLOCK_LEVEL_PARALLEL) ? " parallel" : "");
    }
}
