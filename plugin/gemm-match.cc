/* gemm-match.cc -- recognise a matrix product in a tile function.

   Why this file exists: a tile whose loops compute C[i][j] += A[i][k] *
   B[k][j] (or with s * A[i][k]) may hand them to the runtime's kernel
   (accblock-abi.h, "Matrix-product tiles"), but only when the kernel
   gives every element of C the bits the loops give it.  This file
   decides whether it would, from the tile function in SSA form: the
   statements of the innermost loop must be exactly that update, every
   other statement of the three loops must leave memory alone, each loop
   must run all its iterations, and scalar evolutions (gemm-evolution.cc)
   must show each address moving by one element in its own loops only,
   with trip counts that do not depend on the loops around.  Staging,
   strip-mining and captures are all already in the code here, so the
   addresses the kernel gets are the ones the loops use, whatever they
   are.

   What stays for run time (gemm-rewrite.cc): that C does not overlap A
   or B in the tile, that rows of C do not overlap, that the counts are
   positive.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "gemm.h"
#include "tree-ssa-loop.h"
#include "tree-ssa-loop-ivopts.h"

/* The load NAME is defined by, inside LOOP, with its reference; NULL when
   NAME is no such load of an element.  */

static gimple *
element_load (tree name, class loop *loop, tree *ref)
{
  if (TREE_CODE (name) != SSA_NAME)
    return NULL;
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (!gimple_assign_load_p (def) || !gimple_vuse (def)
      || !gimple_bb (def) || !flow_bb_inside_loop_p (loop, gimple_bb (def))
      || !gemm_element_type_p (TREE_TYPE (gimple_assign_rhs1 (def))))
    return NULL;
  *ref = gimple_assign_rhs1 (def);
  return def;
}

/* The statement of LOOP that defines NAME with CODE, or NULL.  */

static gimple *
binary_def (tree name, enum tree_code code, class loop *loop)
{
  if (TREE_CODE (name) != SSA_NAME)
    return NULL;
  gimple *def = SSA_NAME_DEF_STMT (name);
  if (!is_gimple_assign (def) || gimple_assign_rhs_code (def) != code
      || !gimple_bb (def) || !flow_bb_inside_loop_p (loop, gimple_bb (def)))
    return NULL;
  return def;
}

/* Whether X is a load of A[i][k] and Y one of B[k][j]; fill M if so.  */

static bool
match_factors (struct gemm_match *m, tree x, tree y)
{
  class loop *lj = m->loop[GEMM_J];
  tree ref_a, ref_b;
  gimple *load_a = element_load (x, lj, &ref_a);
  gimple *load_b = element_load (y, lj, &ref_b);
  return load_a && load_b
	 && gemm_decompose_address (m, ref_a, load_a, NULL, NULL, &m->a)
	 && gemm_decompose_address (m, ref_b, load_b, NULL, NULL, &m->b)
	 && gemm_address_shape_p (&m->a, GEMM_K, GEMM_J, GEMM_I)
	 && gemm_address_shape_p (&m->b, GEMM_J, GEMM_I, GEMM_K);
}

/* Whether T, a factor of the product, is s * A[i][k] or A[i][k] * s
   (which rounds the same) with s invariant in the tile's loops, and the
   other factor U a load of B[k][j].  */

static bool
match_scaled (struct gemm_match *m, tree t, tree u)
{
  gimple *scale = binary_def (t, MULT_EXPR, m->loop[GEMM_J]);
  if (!scale)
    return false;
  for (int swap = 0; swap < 2; swap++)
    {
      tree s = gimple_assign_rhs1 (scale), a = gimple_assign_rhs2 (scale);
      if (swap)
	std::swap (s, a);
      if ((TREE_CODE (s) == REAL_CST
	   || (TREE_CODE (s) == SSA_NAME
	       && expr_invariant_in_loop_p (m->loop[GEMM_I], s)))
	  && gemm_element_type_p (TREE_TYPE (s)) && match_factors (m, a, u))
	{
	  m->scale = s;
	  return true;
	}
    }
  return false;
}

/* Whether PRODUCT is A[i][k] * B[k][j], (s * A[i][k]) * B[k][j] or the
   same with its factors swapped: multiplication commutes exactly, but
   s * (A[i][k] * B[k][j]) rounds differently and is no match.  */

static bool
match_product (struct gemm_match *m, tree product)
{
  gimple *mul = binary_def (product, MULT_EXPR, m->loop[GEMM_J]);
  /* A second use would keep GCC from fusing the multiply into the add
     when it contracts, so the loops would round twice.  */
  if (!mul || !has_single_use (product))
    return false;
  tree x = gimple_assign_rhs1 (mul), y = gimple_assign_rhs2 (mul);
  m->scale = NULL_TREE;
  return match_factors (m, x, y) || match_factors (m, y, x)
	 || match_scaled (m, x, y) || match_scaled (m, y, x);
}

/* Whether STORE, the one store of the j loop, is C[i][j] = C[i][j] +
   product, in either order; fill M if so.  */

static bool
match_update (struct gemm_match *m, gimple *store)
{
  if (!gimple_assign_single_p (store)
      || TREE_CODE (gimple_assign_rhs1 (store)) != SSA_NAME
      || !gemm_element_type_p (TREE_TYPE (gimple_assign_lhs (store))))
    return false;
  tree sum = gimple_assign_rhs1 (store);
  gimple *add = binary_def (sum, PLUS_EXPR, m->loop[GEMM_J]);
  if (!add || !has_single_use (sum)
      || !gemm_decompose_address (m, gimple_assign_lhs (store), store,
				  NULL, NULL, &m->c)
      || !gemm_address_shape_p (&m->c, GEMM_J, GEMM_K, GEMM_I))
    return false;
  for (int swap = 0; swap < 2; swap++)
    {
      tree old = gimple_assign_rhs1 (add), product = gimple_assign_rhs2 (add);
      if (swap)
	std::swap (old, product);
      tree ref;
      gimple *load = element_load (old, m->loop[GEMM_J], &ref);
      struct gemm_address addr;
      if (load
	  && gemm_decompose_address (m, ref, load, NULL, NULL, &addr)
	  && gemm_same_address_p (&addr, &m->c) && match_product (m, product))
	return true;
    }
  return false;
}

/* Whether STMT is one the loops may hold besides the update: it neither
   reads nor writes memory, calls nothing and cannot trap (a
   floating-point operation may raise a flag, but the kernel does the
   same operations).  */

static bool
inert_stmt_p (gimple *stmt)
{
  if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_LABEL
      || gimple_code (stmt) == GIMPLE_NOP)
    return true;
  if (gimple_has_volatile_ops (stmt) || gimple_vuse (stmt)
      || gimple_vdef (stmt))
    return false;
  if (gimple_code (stmt) == GIMPLE_COND)
    return true;
  if (!is_gimple_assign (stmt))
    return false;
  tree lhs = gimple_assign_lhs (stmt);
  return FLOAT_TYPE_P (TREE_TYPE (lhs)) || !gimple_could_trap_p (stmt);
}

/* Whether the blocks of LOOP outside INNER (NULL: none) hold only inert
   statements, except that with STMTS they may hold others, which are
   pushed onto it.  */

static bool
inert_outside_p (class loop *loop, class loop *inner, vec<gimple *> *stmts)
{
  basic_block *body = get_loop_body (loop);
  bool ok = true;
  for (unsigned b = 0; ok && b < loop->num_nodes; b++)
    {
      if (inner && flow_bb_inside_loop_p (inner, body[b]))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[b]);
	   ok && !gsi_end_p (gsi); gsi_next (&gsi))
	if (!inert_stmt_p (gsi_stmt (gsi)))
	  {
	    if (stmts)
	      stmts->safe_push (gsi_stmt (gsi));
	    else
	      ok = false;
	  }
    }
  free (body);
  return ok;
}

/* The one store of LOOP, the j loop, when every other statement of it is
   inert or one of exactly three loads: those of C[i][j], A[i][k] and
   B[k][j] that match_update then finds, and nothing else.  */

static gimple *
single_store (class loop *loop)
{
  auto_vec<gimple *> others;
  inert_outside_p (loop, NULL, &others);
  gimple *store = NULL;
  unsigned loads = 0;
  unsigned i;
  gimple *stmt;
  FOR_EACH_VEC_ELT (others, i, stmt)
    {
      if (gimple_has_volatile_ops (stmt) || !is_gimple_assign (stmt))
	return NULL;
      if (gimple_vdef (stmt))
	{
	  if (store)
	    return NULL;
	  store = stmt;
	}
      else if (gimple_assign_load_p (stmt))
	loads++;
      else
	return NULL;
    }
  return loads == 3 ? store : NULL;
}

/* Whether every iteration of OUTER runs INNER, which it holds: the block
   entering INNER dominates OUTER's latch.  */

static bool
runs_every_iteration_p (class loop *outer, basic_block bb)
{
  return dominated_by_p (CDI_DOMINATORS, outer->latch, bb);
}

/* Whether the loops of M have the control flow of a product: each runs
   all its iterations, the next one inside runs in each of them, and the
   update in each iteration of the j loop.  */

static bool
match_control (struct gemm_match *m)
{
  for (int l = 0; l < 3; l++)
    if (!(m->trips[l] = gemm_loop_trips (m, m->loop[l])))
      return false;
  return runs_every_iteration_p (m->loop[GEMM_J], gimple_bb (m->store))
	 && runs_every_iteration_p (m->loop[GEMM_K],
				    loop_preheader_edge (m->loop[GEMM_J])->src)
	 && runs_every_iteration_p (m->loop[GEMM_I],
				    loop_preheader_edge (m->loop[GEMM_K])->src);
}

/* Whether STMT, which runs in the i loop before the k loop, only reads
   or writes elements of the rows of C the product updates, in its
   columns: C[i][j] over the j range, or one element of it.  */

static bool
leading_stmt_in_block_p (const struct gemm_match *m, gimple *stmt)
{
  if (!gimple_assign_single_p (stmt) || gimple_has_volatile_ops (stmt))
    return false;
  tree ref = gimple_vdef (stmt) ? gimple_assign_lhs (stmt)
				 : gimple_assign_rhs1 (stmt);
  if (!gemm_element_type_p (TREE_TYPE (ref)))
    return false;
  class loop *own = loop_containing_stmt (stmt);
  if (own == m->loop[GEMM_I])
    own = NULL;
  else if (own->inner || loop_outer (own) != m->loop[GEMM_I])
    return false;
  struct gemm_address addr;
  tree own_step;
  if (!gemm_decompose_address (m, ref, stmt, own, &own_step, &addr)
      || !operand_equal_p (addr.base, m->c.base, 0)
      || !addr.step[GEMM_I] || !m->c.step[GEMM_I]
      || !operand_equal_p (addr.step[GEMM_I], m->c.step[GEMM_I], 0)
      || addr.step[GEMM_K] || addr.step[GEMM_J])
    return false;
  if (!own_step)
    return true;
  tree trips = gemm_step_is_p (own_step, GEMM_ELEMENT)
	       ? gemm_loop_trips (m, own) : NULL_TREE;
  return trips && operand_equal_p (trips, m->trips[GEMM_J], 0);
}

/* Whether the statements of the i loop outside the k loop allow the
   product: none touches memory, or, when the i loop may be distributed
   (MARK), those that do all run before the k loop and stay inside the
   block of C the product updates (C[i][j] *= beta).  */

static bool
match_leading (struct gemm_match *m, int mark)
{
  class loop *li = m->loop[GEMM_I], *lk = m->loop[GEMM_K];
  auto_vec<gimple *> stmts;
  inert_outside_p (li, lk, &stmts);
  m->distribute = !stmts.is_empty ();
  if (!m->distribute)
    return true;
  /* Level 0 of the nest is the only loop the analysis proved parallel:
     the tile function's outermost.  */
  if (!(mark & GEMM_MARK_DISTRIBUTE) || loop_depth (li) != 1)
    return false;
  unsigned i;
  gimple *stmt;
  FOR_EACH_VEC_ELT (stmts, i, stmt)
    if (dominated_by_p (CDI_DOMINATORS, gimple_bb (stmt), lk->header)
	|| !leading_stmt_in_block_p (m, stmt))
      return false;
  return true;
}

/* Call VISIT on each statement after LOOP that uses a value LOOP
   computes (a phi result or a statement's definition, virtual operands
   left out), until VISIT returns true; return whether it did.  The one
   walk both the match (is such a value used?) and the rewrite (forget
   debug bindings of it) need.  */

bool
gemm_each_use_after (class loop *loop, bool (*visit) (gimple *))
{
  basic_block *body = get_loop_body (loop);
  bool stop = false;
  auto visit_def = [&] (tree def)
    {
      imm_use_iterator it;
      gimple *user;
      if (virtual_operand_p (def))
	return;
      FOR_EACH_IMM_USE_STMT (user, it, def)
	if (!stop && !flow_bb_inside_loop_p (loop, gimple_bb (user)))
	  stop = visit (user);
    };
  for (unsigned b = 0; !stop && b < loop->num_nodes; b++)
    {
      for (gphi_iterator psi = gsi_start_phis (body[b]);
	   !stop && !gsi_end_p (psi); gsi_next (&psi))
	visit_def (gimple_phi_result (psi.phi ()));
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[b]);
	   !stop && !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  ssa_op_iter oi;
	  tree def;
	  FOR_EACH_SSA_TREE_OPERAND (def, gsi_stmt (gsi), oi, SSA_OP_DEF)
	    visit_def (def);
	}
    }
  free (body);
  return stop;
}

/* Whether USER is a real use, not a debug statement.  */

static bool
real_use_p (gimple *user)
{
  return !is_gimple_debug (user);
}

/* Whether a value LOOP computes is used after it: bypassing the loop
   would leave that use without a definition.  */

static bool
used_after_p (class loop *loop)
{
  return gemm_each_use_after (loop, real_use_p);
}

bool
gemm_update_shape_p (class loop *loop)
{
  gimple *store = loop->inner ? NULL : single_store (loop);
  if (!store || !gimple_assign_single_p (store))
    return false;
  gimple *add = binary_def (gimple_assign_rhs1 (store), PLUS_EXPR, loop);
  if (!add)
    return false;
  tree ref;
  tree x = gimple_assign_rhs1 (add), y = gimple_assign_rhs2 (add);
  return (element_load (x, loop, &ref) && binary_def (y, MULT_EXPR, loop))
	 || (element_load (y, loop, &ref) && binary_def (x, MULT_EXPR, loop));
}

/* Note in the dump file why LOOP is no j loop of a product; false.  */

static bool
no_match (class loop *loop, const char *why)
{
  if (dump_file)
    fprintf (dump_file, "loop %d: no matrix product: %s\n", loop->num, why);
  return false;
}

bool
gemm_match_loop (class loop *loop, int mark, struct gemm_match *m)
{
  memset (m, 0, sizeof *m);
  class loop *lk = loop_outer (loop);
  class loop *li = lk ? loop_outer (lk) : NULL;
  if (loop->inner || !li || !loop_outer (li) || lk->inner != loop
      || loop->next)
    return no_match (loop, "not three loops, the inner two perfect");
  m->loop[GEMM_I] = li;
  m->loop[GEMM_K] = lk;
  m->loop[GEMM_J] = loop;
  if (!(m->store = single_store (loop)))
    return no_match (loop, "not one store and three loads");
  if (!match_update (m, m->store))
    return no_match (loop, "the store is no C[i][j] += (s *) A[i][k] * "
		     "B[k][j] with unit strides");
  if (!inert_outside_p (lk, loop, NULL))
    return no_match (loop, "the k loop touches memory");
  if (!match_control (m))
    return no_match (loop, "a loop may not run all its iterations, or its "
		     "count varies");
  if (!match_leading (m, mark))
    return no_match (loop, "the i loop touches memory outside the product");
  if (used_after_p (lk))
    return no_match (loop, "a value of the k loop is used after it");
  return true;
}
