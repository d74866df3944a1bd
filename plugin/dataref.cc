/* dataref.cc -- describe a loop nest as the input of the blocking model.

   Why this file exists: the blocking model (model/blockmodel.h) knows
   nothing of GCC; it wants trip counts, and for each array the element
   size, the extents and, per dimension, which loop level drives the
   subscript with which coefficient and constant offsets (the halo).  The
   affine subscripts come from the same collector the dependence test
   uses (depend.cc), so that what the model blocks and what the test
   proves legal are one analysis.  Extents come from the array types; a
   dimension reached through a pointer has no known extent and the model
   then uses the span the nest touches.  */

#include "infer.h"

/* An array dimension whose subscript involves a level the model does not
   describe, or several levels: it is taken whole.  */
#define MIXED_LEVEL (-2)

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
      model->nlevels++;
    }
  if (model->nlevels == 0)
    return "trip counts not known at compile time";
  return NULL;
}

/* The name of the object ACC accesses, for traces and remarks.  */

static const char *
access_name (const struct nest_access *acc)
{
  tree base = get_base_address (acc->analysed ? acc->base : acc->ref);
  if (base && TREE_CODE (base) == MEM_REF
      && DECL_P (TREE_OPERAND (base, 0)))
    base = TREE_OPERAND (base, 0);
  if (base && DECL_P (base) && DECL_NAME (base))
    return IDENTIFIER_POINTER (DECL_NAME (base));
  return "memory";
}

/* The object two accesses must share to be one array of the model.  */

static tree
access_key (const struct nest_access *acc)
{
  return acc->analysed ? acc->base : acc->ref;
}

/* Extents of the dimensions of REF, outermost first, from the domains of
   the array types it indexes; 0 where unknown (a row reached through a
   pointer, a variable length).  */

static void
ref_extents (tree ref, unsigned ndims, uint64_t *extent)
{
  for (unsigned d = 0; d < ndims; d++)
    extent[d] = 0;
  unsigned d = ndims;
  for (tree t = ref; TREE_CODE (t) == ARRAY_REF && d > 0;
       t = TREE_OPERAND (t, 0))
    {
      d--;
      tree domain = TYPE_DOMAIN (TREE_TYPE (TREE_OPERAND (t, 0)));
      if (!domain || !TYPE_MIN_VALUE (domain) || !TYPE_MAX_VALUE (domain)
	  || TREE_CODE (TYPE_MIN_VALUE (domain)) != INTEGER_CST
	  || TREE_CODE (TYPE_MAX_VALUE (domain)) != INTEGER_CST)
	continue;
      widest_int count = wi::to_widest (TYPE_MAX_VALUE (domain))
			 - wi::to_widest (TYPE_MIN_VALUE (domain)) + 1;
      if (wi::gts_p (count, 0) && wi::fits_uhwi_p (count))
	extent[d] = count.to_uhwi ();
    }
}

/* The model level driving subscript D of ACC, with its coefficient:
   ACCBLOCK_MODEL_NO_LEVEL for a constant subscript, MIXED_LEVEL when
   several levels or an undescribed one take part.  */

static int
driving_level (const struct nest_access *acc, unsigned d, unsigned nlevels,
	       uint64_t *coef)
{
  int level = ACCBLOCK_MODEL_NO_LEVEL;
  *coef = 0;
  for (unsigned l = 0; l < ACCBLOCK_MAX_LEVELS; l++)
    {
      HOST_WIDE_INT c = acc->coef[d][l];
      if (c == 0)
	continue;
      if (level != ACCBLOCK_MODEL_NO_LEVEL || l >= nlevels)
	return MIXED_LEVEL;
      level = (int) l;
      *coef = c < 0 ? -(uint64_t) c : (uint64_t) c;
    }
  return level;
}

/* Start array A from its first access ACC.  */

static void
start_array (struct accblock_model_array *a, const struct nest_access *acc,
	     unsigned nlevels)
{
  memset (a, 0, sizeof *a);
  a->name = access_name (acc);
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (acc->ref));
  a->elem_size = size && tree_fits_uhwi_p (size) ? tree_to_uhwi (size) : 0;
  if (a->elem_size == 0)
    a->elem_size = 1;
  if (!acc->analysed || acc->ndims == 0
      || acc->ndims > ACCBLOCK_MODEL_MAX_DIMS)
    {
      /* Indirect or non-affine: the model prices it as direct accesses.  */
      a->ndims = 1;
      a->dim[0].level = ACCBLOCK_MODEL_NO_LEVEL;
      a->unstaged = 1;
      return;
    }
  a->ndims = acc->ndims;
  uint64_t extent[NEST_ACCESS_MAX_DIMS];
  ref_extents (acc->ref, acc->ndims, extent);
  for (unsigned d = 0; d < acc->ndims; d++)
    {
      struct accblock_model_dim *dim = &a->dim[d];
      dim->extent = extent[d];
      dim->level = driving_level (acc, d, nlevels, &dim->coef);
      dim->min_off = dim->max_off = acc->cst[d];
    }
}

/* Add the access ACC to array A, which already holds another access to
   the same object.  */

static void
merge_access (struct accblock_model_array *a, const struct nest_access *acc,
	      unsigned nlevels)
{
  if (a->unstaged)
    return;
  if (!acc->analysed || acc->ndims != a->ndims)
    {
      a->unstaged = 1;
      return;
    }
  uint64_t extent[NEST_ACCESS_MAX_DIMS];
  ref_extents (acc->ref, acc->ndims, extent);
  for (unsigned d = 0; d < a->ndims; d++)
    {
      struct accblock_model_dim *dim = &a->dim[d];
      uint64_t coef;
      int level = driving_level (acc, d, nlevels, &coef);
      if (dim->extent == 0)
	dim->extent = extent[d];
      if (level != dim->level)
	dim->level = MIXED_LEVEL;
      if (coef > dim->coef)
	dim->coef = coef;
      dim->min_off = MIN (dim->min_off, (int64_t) acc->cst[d]);
      dim->max_off = MAX (dim->max_off, (int64_t) acc->cst[d]);
    }
}

/* Turn the dimensions no single level drives into whole dimensions; an
   array with such a dimension of unknown extent cannot be staged.  */

static void
finish_array (struct accblock_model_array *a)
{
  for (unsigned d = 0; d < a->ndims && !a->unstaged; d++)
    {
      struct accblock_model_dim *dim = &a->dim[d];
      if (dim->level != MIXED_LEVEL)
	continue;
      if (dim->extent == 0)
	a->unstaged = 1;
      dim->level = ACCBLOCK_MODEL_NO_LEVEL;
      dim->coef = 0;
      dim->min_off = dim->max_off = 0;
    }
  if (a->unstaged)
    {
      a->ndims = 1;
      memset (&a->dim[0], 0, sizeof a->dim[0]);
      a->dim[0].level = ACCBLOCK_MODEL_NO_LEVEL;
    }
}

/* Whether ACC only reads or writes a scalar, which lives in a register
   or the cache and takes no local memory.  */

static bool
scalar_access_p (const struct nest_access *acc)
{
  return acc->analysed && acc->ndims == 0;
}

/* Group the accesses of PROBE by the object they index into the arrays
   of OUT.  */

static const char *
describe_arrays (const struct nest *probe, struct dataref_nest *out)
{
  auto_vec<struct nest_access> accesses;
  if (!depend_collect_accesses (probe, &accesses))
    return "a function call, an asm statement or an escaping address hides "
	   "the nest's memory accesses";
  auto_vec<tree> keys;
  unsigned nlevels = out->model.nlevels;
  out->model.narrays = 0;
  for (unsigned i = 0; i < accesses.length (); i++)
    {
      const struct nest_access *acc = &accesses[i];
      if (scalar_access_p (acc))
	continue;
      unsigned k;
      for (k = 0; k < keys.length (); k++)
	if (operand_equal_p (keys[k], access_key (acc), 0))
	  break;
      if (k == keys.length ())
	{
	  if (k == DATAREF_MAX_ARRAYS)
	    return "it references too many arrays";
	  keys.safe_push (access_key (acc));
	  start_array (&out->array[k], acc, nlevels);
	  out->model.narrays++;
	}
      else
	merge_access (&out->array[k], acc, nlevels);
      struct accblock_model_array *a = &out->array[k];
      a->access |= acc->write ? ACCBLOCK_MODEL_WRITE : ACCBLOCK_MODEL_READ;
      a->refs++;
    }
  for (unsigned k = 0; k < out->model.narrays; k++)
    finish_array (&out->array[k]);
  out->model.arrays = out->array;
  return NULL;
}

/* Describe the nest PROBE in OUT; NULL on success, else why not.  */

const char *
dataref_describe (const struct nest *probe, struct dataref_nest *out)
{
  memset (out, 0, sizeof *out);
  if (const char *why = describe_levels (probe, out))
    return why;
  if (const char *why = describe_arrays (probe, out))
    return why;
  char err[128];
  if (accblock_model_check (&out->model, err, sizeof err) != 0)
    return ggc_strdup (err);
  return NULL;
}
