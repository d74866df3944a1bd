/* dataref.cc -- describe a loop nest as the input of the blocking model.

   Why this file exists: the blocking model (model/blockmodel.h) knows
   nothing of GCC; it wants trip counts, and for each array the element
   size, the extents and, per dimension, which loop level drives the
   subscript with which coefficient and constant offsets (the halo).  The
   arrays are the sections staging will use (section.cc, built on the
   collector the dependence test uses), so that what the model prices,
   what the test proves legal and what the runtime moves are one
   analysis.  Extents come from the array types; a dimension reached
   through a pointer has no known extent and the model then uses the
   span the nest touches.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "infer.h"
#include "stage.h"

/* The trip count of LEVEL of NEST when its first value and bound are
   compile-time constants.  */

static bool
constant_trip_count (const struct nest *nest, const struct nest_level *level,
		     uint64_t *trips)
{
  if (level->noncanonical || !level->init || !level->bound)
    return false;
  unsigned HOST_WIDE_INT count;
  if (!nest_constant_trips (level, nest_invariant_expr (nest, level->init),
			    nest_invariant_expr (nest, level->bound), &count))
    return false;
  *trips = count;
  return true;
}

/* Fill the levels of OUT: the outer levels with constant trip counts.  */

static const char *
describe_levels (const struct nest *probe, struct dataref_nest *out)
{
  struct accblock_model_nest *model = &out->model;
  model->nlevels = 0;
  for (unsigned l = 0; l < probe->depth && l < ACCBLOCK_MODEL_MAX_LEVELS; l++)
    {
      uint64_t trips;
      if (!constant_trip_count (probe, &probe->level[l], &trips))
	break;
      if (trips == 0)
	return "a loop of the nest never runs";
      struct accblock_model_level *level = &model->level[l];
      tree iv = probe->level[l].iv;
      level->name = DECL_NAME (iv) ? IDENTIFIER_POINTER (DECL_NAME (iv))
				   : NULL;
      level->trip = trips;
      level->may_block = 1;
      level->parallel = 0;
      model->nlevels++;
    }
  if (model->nlevels == 0)
    return "trip counts not known at compile time";
  return NULL;
}

/* The number of elements of dimension DIM when it is a compile-time
   constant, else 0.  */

static uint64_t
constant_extent (const struct stage_dim *dim)
{
  if (!dim->extent)
    return 0;
  tree extent = fold (dim->extent);
  return TREE_CODE (extent) == INTEGER_CST && tree_fits_uhwi_p (extent)
	 ? tree_to_uhwi (extent) : 0;
}

/* The model's view of section S of a nest whose first NLEVELS levels the
   model describes.  */

static void
describe_section (const struct nest *nest, const struct stage_section *s,
		  unsigned nlevels, struct accblock_model_array *a)
{
  memset (a, 0, sizeof *a);
  a->name = IDENTIFIER_POINTER (s->name);
  a->elem_size = tree_to_uhwi (TYPE_SIZE_UNIT (s->elem_type));
  a->access = ((s->flags & ACCBLOCK_SECTION_READ) ? ACCBLOCK_MODEL_READ : 0)
	      | ((s->flags & ACCBLOCK_SECTION_WRITE) ? ACCBLOCK_MODEL_WRITE
		 : 0);
  a->refs = s->sites.length ();
  if (s->direct)
    {
      accblock_model_set_unstaged (a);
      return;
    }
  a->ndims = s->ndims;
  for (unsigned d = 0; d < s->ndims; d++)
    {
      const struct stage_dim *sd = &s->dim[d];
      HOST_WIDE_INT lo, hi;
      /* Offsets whose range only the runtime knows (a folded loop with
	 bounds that are not constants, or a hull over one): no box to
	 price, so the model prices the array as one left in main
	 memory.  */
      if (sd->fold_coef || !stage_dim_constant_offsets (nest, sd, &lo, &hi)
	  || accblock_model_section_dim (sd->level, sd->coef, lo, hi,
					 constant_extent (sd), nlevels,
					 &a->dim[d]) != 0)
	{
	  accblock_model_set_unstaged (a);
	  return;
	}
    }
}

/* Whether the runtime adds a loop's range to the offsets of staged
   section S (stage_dim's fold_coef).  */

static bool
halo_at_run_time_p (const struct stage_section *s)
{
  for (unsigned d = 0; d < s->ndims; d++)
    if (s->dim[d].fold_coef)
      return !s->direct;
  return false;
}

/* The arrays of PROBE as the runtime will stage them (section.cc), so
   that the model prices what will happen: staged sections, arrays left
   in main memory, and the references no section covers.  */

static const char *
describe_arrays (const struct nest_analysis *an, struct dataref_nest *out)
{
  struct stage_plan plan;
  stage_analyse (an, &plan, false);
  const char *why = NULL;
  unsigned stray = plan.direct_refs, i;
  struct stage_section *s;
  out->model.narrays = 0;
  if (plan.none)
    why = "a function call, an asm statement or an escaping address hides "
	  "the nest's memory accesses";
  FOR_EACH_VEC_ELT (plan.sections, i, s)
    {
      if (why)
	break;
      if (out->model.narrays == DATAREF_MAX_ARRAYS - 1)
	why = "it references too many arrays";
      else
	{
	  out->base[out->model.narrays] = s->base;
	  describe_section (an->nest, s, out->model.nlevels,
			    &out->array[out->model.narrays++]);
	}
      out->halo_at_run_time |= halo_at_run_time_p (s);
      if (s->direct)
	stray -= s->sites.length ();
    }
  if (!why && stray)
    accblock_model_set_other_references (&out->array[out->model.narrays++],
					 stray);
  out->model.arrays = out->array;
  stage_release (&plan);
  return why;
}

/* Describe the nest PROBE in OUT; NULL on success, else why not.  */

const char *
dataref_describe (const struct nest_analysis *an, struct dataref_nest *out)
{
  const struct nest *probe = an->nest;
  memset (out, 0, sizeof *out);
  if (const char *why = describe_levels (probe, out))
    return why;
  if (const char *why = describe_arrays (an, out))
    return why;
  char err[128];
  if (accblock_model_check (&out->model, err, sizeof err) != 0)
    return ggc_strdup (err);
  return NULL;
}
