/* member.cc -- arrays that are members of a structure reached through a
   pointer: p->v[i] in C, v[i] (this->v[i]) in a C++ member function.

   Why this file exists: such an array is one object for the whole nest
   when the pointer does not change there, and its subscripts can be
   read as those of a declared array (access.cc); the base is then the
   member itself (p->w), whose address &p->w a section starts from.
   Whether two members of the object one pointer points to lie apart
   (depend.cc) has its answer here, from their constant field offsets
   and sizes, a flexible array member reaching to no end; and messages
   name such members as the program does.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "member.h"

/* The MEM_REF under T, a chain of one or more COMPONENT_REFs of fields
   at constant offsets (p->w, this->g.a), or NULL_TREE when T is
   anything else.  */

tree
member_chain_mem (tree t)
{
  if (TREE_CODE (t) != COMPONENT_REF)
    return NULL_TREE;
  for (; TREE_CODE (t) == COMPONENT_REF; t = TREE_OPERAND (t, 0))
    {
      tree field = TREE_OPERAND (t, 1);
      if (TREE_OPERAND (t, 2) || DECL_BIT_FIELD (field)
	  || TREE_THIS_VOLATILE (t)
	  || !tree_fits_shwi_p (byte_position (field)))
	return NULL_TREE;
    }
  if (TREE_CODE (t) != MEM_REF
      || !tree_fits_shwi_p (TREE_OPERAND (t, 1)))
    return NULL_TREE;
  return t;
}

/* Whether the member array MEMBER may be used past its declared extent:
   it ends its structure and is declared with at most one element in its
   first dimension (double v[], v[0], v[1]: the flexible array idioms
   GCC accepts).  Its subscripts are read all the same (the runtime
   stages no box outside a declared extent), but its bytes reach to the
   end of whatever the pointer points to.  */

static bool
member_flexible_p (tree member)
{
  tree type = TREE_TYPE (member);
  if (TREE_CODE (type) != ARRAY_TYPE)
    return false;
  tree domain = TYPE_DOMAIN (type);
  if (domain && TYPE_MAX_VALUE (domain)
      && TREE_CODE (TYPE_MAX_VALUE (domain)) == INTEGER_CST
      && tree_fits_shwi_p (TYPE_MAX_VALUE (domain))
      && tree_to_shwi (TYPE_MAX_VALUE (domain)) >= 1)
    return false;
  return array_at_struct_end_p (member);
}

/* The bytes MEMBER, a chain accepted by member_chain_mem, occupies from
   the address its MEM_REF points to: [*OFFSET, *OFFSET + *SIZE), up to
   no end for a flexible array member.  False when its size is not a
   constant.  */

static bool
member_bytes (tree member, HOST_WIDE_INT *offset, HOST_WIDE_INT *size)
{
  tree size_tree = TYPE_SIZE_UNIT (TREE_TYPE (member));
  if (member_flexible_p (member))
    *size = HOST_WIDE_INT_MAX / 4;
  else if (size_tree && tree_fits_shwi_p (size_tree))
    *size = tree_to_shwi (size_tree);
  else
    return false;
  *offset = 0;
  tree t = member;
  for (; TREE_CODE (t) == COMPONENT_REF; t = TREE_OPERAND (t, 0))
    *offset += tree_to_shwi (byte_position (TREE_OPERAND (t, 1)));
  *offset += tree_to_shwi (TREE_OPERAND (t, 1));
  return true;
}

/* Whether the bases A and B are members of the object one pointer
   points to that share no byte: distinct fields of a structure
   (p->v and p->w), not two members of a union, nor a structure member
   and a member of it (p->g and p->g.a).  The pointer is the same value
   for both, since the nest does not change it (access.cc).  References
   stay inside the member they index, as C requires, except a flexible
   array member, which reaches as far as the object does.  */

bool
members_apart_p (tree a, tree b)
{
  tree mem_a = member_chain_mem (a), mem_b = member_chain_mem (b);
  if (!mem_a || !mem_b
      || !operand_equal_p (TREE_OPERAND (mem_a, 0), TREE_OPERAND (mem_b, 0), 0))
    return false;
  HOST_WIDE_INT off_a, size_a, off_b, size_b;
  if (!member_bytes (a, &off_a, &size_a) || !member_bytes (b, &off_b, &size_b))
    return false;
  return off_a + size_a <= off_b || off_b + size_b <= off_a;
}

/* The name of the member MEMBER as the program writes it: "p->w", "r.w"
   through a C++ reference, and without a pointer the compiler made up
   (this, a lambda's closure) "g.a" for this->g.a; NULL_TREE when MEMBER
   is not such a member of a named pointer variable.  */

tree
member_name (tree member)
{
  tree mem = member_chain_mem (member);
  if (!mem)
    return NULL_TREE;
  tree ptr = TREE_OPERAND (mem, 0);
  if (!DECL_P (ptr) || !DECL_NAME (ptr)
      || !integer_zerop (TREE_OPERAND (mem, 1)))
    return NULL_TREE;
  auto_vec<tree, 4> fields;
  for (tree t = member; TREE_CODE (t) == COMPONENT_REF; t = TREE_OPERAND (t, 0))
    {
      tree field = TREE_OPERAND (t, 1);
      if (!DECL_NAME (field))
	return NULL_TREE;
      fields.safe_push (DECL_NAME (field));
    }
  pretty_printer pp;
  if (!DECL_ARTIFICIAL (ptr))
    {
      pp_string (&pp, IDENTIFIER_POINTER (DECL_NAME (ptr)));
      pp_string (&pp, TREE_CODE (TREE_TYPE (ptr)) == REFERENCE_TYPE
		      ? "." : "->");
    }
  for (unsigned k = fields.length (); k-- > 0;)
    {
      pp_string (&pp, IDENTIFIER_POINTER (fields[k]));
      if (k)
	pp_character (&pp, '.');
    }
  return get_identifier (pp_formatted_text (&pp));
}
