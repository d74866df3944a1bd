/* access.h -- the memory references of a nest as affine subscripts.

   Why this file exists: the dependence test (depend.cc, split.cc),
   staging (section*.cc) and the run-time alias check (alias-*.cc) read
   the same description of every memory reference of a nest, one record
   type for all of them; access.cc builds it.  Only the middle end uses
   this private header.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_ACCESS_H
#define ACCBLOCK_ACCESS_H

#include "nest.h"

/* Most array dimensions a reference is read in.  */
#define ACCESS_MAX_DIMS 8

/* C + sum of COEF[L] * IV of level L + SYM_COEF * SYM.  SYM, when not
   NULL_TREE, is a local integer variable that the nest does not change
   (the index of a loop around it): it has one value while the nest
   runs, so two references of one run can be compared, but it is not a
   constant a section could be computed from.  */
struct affine
{
  HOST_WIDE_INT coef[ACCBLOCK_MAX_LEVELS];
  HOST_WIDE_INT cst;
  tree sym;
  HOST_WIDE_INT sym_coef;
  /* Not 0 when the value also has terms in variables the nest changes
     within one iteration of its levels (the index of a loop of an
     imperfect nest's body, which is no level): their sum is an unknown
     multiple of VARIES_STEP, and a different one in each reference and
     each iteration, so such a term never cancels between two of them
     (access-varying.cc).  */
  HOST_WIDE_INT varies_step;
  /* With VARIES_STEP: the term is VARIES_COEF times the one inner index
     VARIES_VAR, read once; error_mark_node when it has more than one
     read of such indices, whose values may differ, or an unknown
     coefficient.  Only the address range of the run-time alias check
     uses it (alias-range.cc), never the dependence test.  */
  tree varies_var;
  HOST_WIDE_INT varies_coef;
  /* 0 when the program computes the value as the form does, in 64-bit
     arithmetic; else the least precision at which its arithmetic wraps
     or a conversion on the way reduces where the form does not: the two
     then agree whenever the value stays below 2^(BITS-1).  */
  unsigned wrap_bits;
};

/* One memory reference of the nest.  */
struct access
{
  tree ref;
  tree base;            /* Object the subscripts index (decl, field, a
			   member reached through a pointer such as p->w,
			   or the pointer a row address is computed
			   from).  */
  bool write;
  bool analysed;        /* Subscripts below are exact, without SYM.  */
  bool symbolic;        /* Subscripts below are exact, but some have a
			   SYM: the dependence test may compare them,
			   staging may not (ANALYSED is false).  */
  bool moving_object;   /* Not analysed because the object indexed
			   has a part at a variable place (a field of an
			   array of structures).  */
  bool fixed_element;   /* MOVING_OBJECT, in a declared object, at
			   indices that are the same in every iteration
			   of the nest (s[row].r[col] inside the loops
			   over neither): the same element all along.  */
  bool loaded_pointer;  /* Not analysed because the pointer it is reached
			   through is loaded from memory inside the nest
			   (a row of an array of pointers, a pointer kept
			   in a global or a structure).  */
  bool pointer_stored;  /* LOADED_POINTER, from a fixed place (a global,
			   a member) that a store of the nest may change.  */
  bool varies;          /* Not analysed because a subscript has a
			   VARIES_STEP term: the dependence test may still
			   compare the other subscripts, staging may not
			   describe a section.  */
  gimple *stmt;         /* The statement and its operand holding REF.  */
  unsigned opno;
  tree row_bytes;       /* When dimension 0 comes from a row pointer: the
			   bytes between rows, valid in front of the nest;
			   else NULL_TREE.  */
  unsigned ndims;
  struct affine sub[ACCESS_MAX_DIMS];  /* Outermost dimension first.  */
};

/* Whether A and B are both the one element of a declared object that
   every iteration of NEST reaches (FIXED_ELEMENT), the same one.  */
bool access_same_fixed_element_p (const struct nest *nest,
				  const struct access *a,
				  const struct access *b);

/* The variable of the SYM term of subscript D of ACC, NULL_TREE when the
   subscript has none (no variable, or a zero coefficient).  */
static inline tree
access_sym (const struct access *acc, unsigned d)
{
  return acc->sub[d].sym_coef ? acc->sub[d].sym : NULL_TREE;
}

/* The coefficient of that term, 0 when there is none.  */
static inline HOST_WIDE_INT
access_sym_coef (const struct access *acc, unsigned d)
{
  return acc->sub[d].sym ? acc->sub[d].sym_coef : 0;
}

/* Whether BASE, the object of a reference, is a declared array (not
   reached through a pointer): two different ones never overlap, which
   GCC knows of their references too.  */
static inline bool
access_base_declared_array_p (tree base)
{
  return base && DECL_P (base) && !POINTER_TYPE_P (TREE_TYPE (base));
}

/* Whether a subscript of ACC uses level L's index.  */
static inline bool
access_uses_level_p (const struct access *acc, unsigned l)
{
  for (unsigned d = 0; d < acc->ndims; d++)
    if (acc->sub[d].coef[l] != 0)
      return true;
  return false;
}

/* Whether level L moves ACC by a row or more: L's index is in a
   subscript other than its last.  */
static inline bool
access_row_stride_p (const struct access *acc, unsigned l)
{
  for (unsigned d = 0; d + 1 < acc->ndims; d++)
    if (acc->sub[d].coef[l] != 0)
      return true;
  return false;
}

/* Whether ACC walks memory element by element along level L: L's index
   is in its last subscript and in no other.  */
static inline bool
access_walks_level_p (const struct access *acc, unsigned l)
{
  return acc->ndims > 0 && !access_row_stride_p (acc, l)
	 && acc->sub[acc->ndims - 1].coef[l] != 0;
}

/* The one inner index of the VARIES_STEP term of subscript D of ACC:
   NULL_TREE when the subscript has no such term, error_mark_node when
   the term cannot be followed (affine.varies_var).  */
static inline tree
access_varies_var (const struct access *acc, unsigned d)
{
  if (!acc->sub[d].varies_step)
    return NULL_TREE;
  return acc->sub[d].varies_var ? acc->sub[d].varies_var : error_mark_node;
}

/* Why permutability is not proven.  */
enum unproven
{
  PROVEN,
  UNPROVEN_CALL,
  UNPROVEN_ASM,
  UNPROVEN_ADDRESS,
  UNPROVEN_SUBSCRIPT,
  UNPROVEN_DEPENDENCE
};

/* Whether REF is storage of a variable declared inside NEST: each
   iteration has its own, so it carries no dependence and
   access_collect leaves it out.  */
bool access_private_p (const struct nest *nest, tree ref);

/* Collect the memory references of NEST into ACCESSES.  Returns a
   reason when something defeats the analysis (a call that may access
   memory, an asm, an address that escapes), else PROVEN.  */
enum unproven access_collect (const struct nest *nest,
			      vec<struct access> *accesses);

/* OP, an integer expression of NEST's region, as an affine form of its
   IVs (and of one variable it does not change); false when it is not
   one.  */
bool access_affine_of (const struct nest *nest, tree op,
		       struct affine *out);

/* ---- access-row-zero.cc ---- */

/* Give each reference of ACCESSES that indexes its pointer to rows at
   row 0 without a row offset ((*p)[j], p[0][j] in the source) the shape
   of the references that reach the same rows through an offset: an
   outer subscript 0 and their row size, so that the two compare.  */
void access_align_row_zero (vec<struct access> *accesses);

/* ---- access-varying.cc ---- */

/* Whether DECL, in a subscript of NEST, is the index of one of its
   loops that is no level (a loop of a body that is a sequence of
   loops): an integer local the nest changes within one iteration of its
   levels, taken as any value.  */
bool access_varying_index_p (const struct nest *nest, tree decl);

/* The step of the sum of two varying terms of steps A and B (0: no
   term): their greatest common divisor.  */
HOST_WIDE_INT access_varies_join (HOST_WIDE_INT a, HOST_WIDE_INT b);

/* The step of a varying term of step STEP multiplied by K.  A product
   that overflows is only known to be a multiple of 1; K = 0 keeps
   STEP, as the term then is an unknown multiple of it all the same.  */
HOST_WIDE_INT access_varies_scale (HOST_WIDE_INT step, HOST_WIDE_INT k);

#endif /* ACCBLOCK_ACCESS_H */
