/* descriptor.h -- the words of one nest descriptor, gathered before any
   statement is emitted.

   Why this file exists: the descriptor (accblock-abi.h) is built in the
   parent in front of every dispatch, and most of its words are known at
   compile time: the ABI version, flags, steps, block sizes, section
   shapes, the addresses of static arrays and of the names.  Stored one by
   one, a hundred such words cost GCC more than compiling the nest: the
   basic-block vectorizer and dead-store elimination check every store
   against all the others.  So outline-dispatch.cc (header and levels)
   and stage.cc (sections) put their words here, and the known ones are
   then copied in one piece from a read-only template; only the words
   computed at run time are stored singly.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_DESCRIPTOR_H
#define ACCBLOCK_DESCRIPTOR_H

#include "gcc-common.h"

struct desc_words
{
  vec<constructor_elt, va_gc> *known;        /* Template words by index.  */
  auto_vec<std::pair<unsigned, tree> > late;  /* Stored at run time.  */

  desc_words () : known (NULL) {}
};

/* Word INDEX of the descriptor is VALUE, an expression valid in front of
   the nest.  */
void desc_put (struct desc_words *w, unsigned index, tree value);

/* Word INDEX is the constant VALUE.  */
void desc_put_int (struct desc_words *w, unsigned index,
		   HOST_WIDE_INT value);

/* Append to SEQ the statements that give the descriptor DESC (an array
   of words) the words of W: one copy of the template, then the late
   stores.  Words nobody put are zero.  */
void desc_emit (struct desc_words *w, tree desc, gimple_seq *seq);

#endif /* ACCBLOCK_DESCRIPTOR_H */
