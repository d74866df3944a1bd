/* descriptor.h -- the words the plugin's code and the runtime share:
   the nest descriptor the parent fills and the tile a tile function
   reads.

   Why this file exists: both are arrays of int64_t words whose layout
   only accblock-abi.h knows.  descriptor.cc is the one file of the
   plugin that turns a field into a word index: every other file names
   the field (ACCBLOCK_NEST_WORD (flags), ACCBLOCK_LEVEL_WORD (step),
   ACCBLOCK_TILE_SECTION_WORD (bias), ...) and says which level, section
   or reduction it belongs to, and descriptor.cc finds the word.  So no
   plugin file counts words, and a layout change is an edit of the
   header that the compiler follows everywhere.

   The descriptor is built in the parent in front of every dispatch, and
   most of its words are known at compile time: the ABI version, flags,
   steps, block sizes, section shapes, the addresses of static arrays and
   of the names.  Stored one by one, a hundred such words cost GCC more
   than compiling the nest: the basic-block vectorizer and dead-store
   elimination check every store against all the others.  So the words
   are gathered first (struct desc_words), and the known ones are then
   copied in one piece from a read-only template; only the words
   computed at run time are stored singly.  Even those cost more than
   they should (a copy and a few stores per dispatch site, of values the
   capture record already holds), so the ones the record holds become
   patches the runtime applies (accblock-abi.h), and a nest with no
   other late word and nothing to read back passes the template itself
   (ACCBLOCK_NEST_READ_ONLY).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_DESCRIPTOR_H
#define ACCBLOCK_DESCRIPTOR_H

#include "accblock-plugin.h"

/* ---- The word ---- */

/* The 64-bit integer type every descriptor and tile word has.  */
tree desc_word_type (void);

/* The type of the tile pointer a tile function receives: const pointer
   to desc_word_type.  */
tree desc_tile_pointer_type (void);

/* ---- The descriptor, written in the parent ---- */

/* A word the runtime computes from the capture record (struct
   accblock_patch, whose fields these are).  */
struct desc_patch
{
  unsigned word;
  HOST_WIDE_INT offset;
  HOST_WIDE_INT kind;
  HOST_WIDE_INT factor_offset;
  HOST_WIDE_INT factor_kind;
  HOST_WIDE_INT shift;
  HOST_WIDE_INT addend;
};

/* The words of one descriptor, gathered before any statement is
   emitted, for a nest of NLEVELS levels, NSECTIONS staged sections,
   NFLOAT floating-point reductions and NRANGES address ranges.  A late
   word the caller can express as a patch moves from LATE to PATCHES
   (outline-patch.cc), in increasing word order.  */
struct desc_words
{
  unsigned nlevels;
  unsigned nsections;
  unsigned nfloat;
  unsigned nranges;
  vec<constructor_elt, va_gc> *known;        /* Template words by index.  */
  auto_vec<std::pair<unsigned, tree> > late;  /* Stored at run time.  */
  auto_vec<desc_patch> patches;               /* Computed by the runtime.  */

  desc_words (unsigned levels, unsigned sections, unsigned floats,
	      unsigned ranges)
    : nlevels (levels), nsections (sections), nfloat (floats),
      nranges (ranges), known (NULL) {}
};

/* The type of the descriptor W describes: an array of its words.  */
tree desc_array_type (const struct desc_words *w);

/* VALUE as a constant word.  */
tree desc_int (HOST_WIDE_INT value);

/* The putters below make the descriptor word of one field VALUE, an
   expression valid in front of the nest.  WORD names the field with the
   macro of its struct in accblock-abi.h.  Words must be put in the order
   the descriptor lays them out; the words nobody puts are zero.  */

/* WORD is ACCBLOCK_NEST_WORD (field).  */
void desc_put_nest_field (struct desc_words *w, unsigned word, tree value);

/* Level L's field; WORD is ACCBLOCK_LEVEL_WORD (field).  */
void desc_put_level_field (struct desc_words *w, unsigned l, unsigned word,
			   tree value);

/* Staged section S's field; WORD is ACCBLOCK_SECTION_WORD (field).  */
void desc_put_section_field (struct desc_words *w, unsigned s,
			     unsigned word, tree value);

/* Dimension D of staged section S; WORD is
   ACCBLOCK_SECTION_DIM_WORD (field).  */
void desc_put_dim_field (struct desc_words *w, unsigned s, unsigned d,
			 unsigned word, tree value);

/* Floating-point reduction K's field; WORD is
   ACCBLOCK_FLOAT_REDUCTION_WORD (field).  */
void desc_put_float_reduction_field (struct desc_words *w, unsigned k,
				     unsigned word, tree value);

/* Address range R's field; WORD is ACCBLOCK_RANGE_WORD (field).  */
void desc_put_range_field (struct desc_words *w, unsigned r, unsigned word,
			   tree value);

/* Dimension D of address range R; WORD is
   ACCBLOCK_RANGE_DIM_WORD (field).  */
void desc_put_range_dim_field (struct desc_words *w, unsigned r, unsigned d,
			       unsigned word, tree value);

/* Set BITS in the nest flags W holds (a known word).  */
void desc_add_nest_flags (struct desc_words *w, HOST_WIDE_INT bits);

/* Append to SEQ the statements that give the descriptor DESC (an array
   of words) the words of W: one copy of the template, its patch table
   included, then the late stores.  */
void desc_emit (struct desc_words *w, tree desc, gimple_seq *seq);

/* The read-only template holding every word of W, which has no late
   word, for the runtime to read in place: its address is the
   descriptor, with nothing copied or stored.  */
tree desc_emit_template (struct desc_words *w);

/* ---- Words read back ---- */

/* Level L's field of the descriptor DESC, as the parent reads it after
   the dispatch; WORD is ACCBLOCK_LEVEL_WORD (field).  */
tree desc_level_field_ref (tree desc, unsigned l, unsigned word);

/* Level L's field of the tile that TILE_PARM points to; WORD is
   ACCBLOCK_TILE_LEVEL_WORD (field).  */
tree desc_tile_level_field_ref (tree tile_parm, unsigned l, unsigned word);

/* Staged section S's field of the tile of a nest of NLEVELS levels;
   WORD is ACCBLOCK_TILE_SECTION_WORD (field), plus D - 1 for LD[D].  */
tree desc_tile_section_field_ref (tree tile_parm, unsigned nlevels,
				  unsigned s, unsigned word);

#endif /* ACCBLOCK_DESCRIPTOR_H */
