/* directive-tree.h -- what the files that carry out directives on the
   function's tree (before genericization) share.

   Why this file exists: directive-scan.cc walks the statements and
   pairs each directive's marker with its statement; directive-loops.cc
   reads the loops a loop directive governs, privatize.cc makes the
   copies of the data-sharing clauses, data-directives.cc plants the
   runtime calls of data directives and compute regions, and
   directive-tree.cc builds and reads the statements they all handle.
   Private to those files.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_DIRECTIVE_TREE_H
#define ACCBLOCK_DIRECTIVE_TREE_H

#include "accblock-plugin.h"

/* ---- directive-tree.cc: statements and loops of the tree ---- */

/* The statement list of the non-null trees given, NULL_TREE-terminated
   (void_node stands for none).  */
tree stmt_list_of (tree first, ...);

/* A scope declaring VARS (chained) around BODY.  */
tree scope_declaring (tree vars, tree body);

/* The statement TO = FROM, which no -Wuninitialized blames.  */
tree assignment_stmt (location_t loc, tree to, tree from);

/* A new lexical block inside OUTER, declaring VARS.  */
tree block_declaring (tree outer, tree vars);

/* Replace every use of FROM in *TP by TO.  */
void rename_decl (tree *tp, tree from, tree to);

/* A new local variable of the current function standing for DECL.  */
tree local_copy (tree decl, location_t loc);

/* Whether *TP mentions DECL.  */
bool tree_mentions_p (tree *tp, tree decl);

/* The for statement STMT is or begins with, or NULL_TREE; *BLOCK (when
   BLOCK is not NULL) becomes the innermost lexical block around it.  */
tree leading_for (tree stmt, tree *block = NULL);

/* The induction variable of the for statement FOR_, or NULL_TREE.  */
tree for_iv (tree for_);

/* The number of tightly nested for statements from STMT on.  */
unsigned nested_for_count (tree stmt);

/* The bytes of COUNT elements of type ELEM, as a size.  */
tree elements_bytes (tree count, tree elem);

/* A call to memcpy (TO, FROM, BYTES).  */
tree memcpy_call (tree to, tree from, tree bytes);

/* Whether TYPE is complete, of a constant size.  */
bool constant_size_p (tree type);

/* Whether clause C belongs to a construct of kind K.  */
bool construct_is (const struct accblock_clause *c, enum accblock_construct k);

/* ---- directive-loops.cc: the loops a loop directive governs ---- */

/* Give C, whose tile clause names the loops from STMT on, block items.  */
void tile_to_block (struct accblock_clause *c, tree stmt);

/* C++: note in loop directive C when STMT, its statement, is not a for
   loop.  */
void check_followed_by_loop (struct accblock_clause *c, tree stmt);

/* C++: when the loop of loop directive C is a range-based for, note
   why it is left alone.  */
void check_range_for (struct accblock_clause *c, tree stmt);

/* An error when collapse(N) of C finds fewer than N loops in STMT.  */
void check_collapse (const struct accblock_clause *c, tree stmt);

/* An error for each block index of C that no loop of STMT steps.  */
void check_block_indices (struct accblock_clause *c, tree stmt);

/* The innermost loop, from FOR_ on, that C governs; *BLOCK becomes the
   lexical block it stands in.  */
tree innermost_associated_for (const struct accblock_clause *c, tree for_,
			       tree *block);

/* ---- directive-instance.cc and template-size.cc: C++ templates ---- */

/* FNDECL's declaration of what DECL declares in the template, or
   NULL_TREE.  */
tree accblock_instance_decl (tree decl, tree fndecl);

/* Evaluate the block sizes of C that the template decides for the
   instantiation FNDECL, whose marker call CALL carries the values of
   the template parameters they name; false after an error.  */
bool accblock_evaluate_template_sizes (struct accblock_clause *c, tree call,
				       tree fndecl);

/* ---- clause-member.cc: members and captured variables in clauses ---- */

/* C++: the capture proxy of DECL, a variable of a function around the
   lambda FNDECL, or NULL_TREE when the lambda does not capture it.  */
tree accblock_capture_proxy (tree decl, tree fndecl);

/* C++: give each member the private, firstprivate and reduction
   clauses of C name a stand-in, which takes its place in *STMTP, the
   statement of C's construct; the stand-ins (chained) go to *STAND_INS,
   to be declared around the statement once the clauses are carried out
   (their copies are filled from the stand-ins, and stored back into
   them, around the statement).  False after an error.  */
bool accblock_bind_members (struct accblock_clause *c, tree *stmtp,
			    tree *stand_ins);

/* ---- privatize.cc: the copies of data-sharing clauses ---- */

/* Carry out the private, firstprivate and reduction clauses of C on
   *STMTP, the statement of its construct, in lexical block STMT_BLOCK
   (NULL_TREE when unknown); FOR_ (in lexical block BLOCK) is the
   innermost loop a loop directive governs, else NULL_TREE; GANG_LOOPS,
   for a compute construct, pairs of the for statements of its
   outermost loop directives and their blocks.  */
void privatize (const struct accblock_clause *c, tree *stmtp,
		tree stmt_block, tree for_, tree block,
		const vec<tree> *gang_loops);

/* Whether clause V reduces an array, a section or an element.  */
bool reduces_elements_p (const struct accblock_var_clause *v);

/* What keeps a variable of a compute region from the implicit
   firstprivate attribute, and which variables are loops' induction
   variables (private instead).  Any set may be NULL.  */
struct implicit_exclusions
{
  hash_set<tree> *mapped;	   /* In data constructs around.  */
  hash_set<tree> *loop_reductions; /* Reduced by a loop inside.  */
  hash_set<tree> *loop_ivs;	   /* A loop's induction variable.  */
};

/* Give the scalars written in *STMTP, the region of compute construct
   C, their implicit data attributes.  */
void apply_implicit_attributes (const struct accblock_clause *c,
				tree *stmtp,
				const struct implicit_exclusions *ex);

/* ---- data-directives.cc: calls into the OpenACC runtime ---- */

/* A call to the runtime function NAME (void).  */
tree runtime_call (const char *name);

/* Whether C is a compute construct without loop.  */
bool compute_region_p (const struct accblock_clause *c);

/* The calls that carry out the data clauses of C, an enter or exit
   data directive, on the runtime's present table, or NULL_TREE.  */
tree present_table_calls (const struct accblock_clause *c);

#endif /* ACCBLOCK_DIRECTIVE_TREE_H */
