/* section-split.cc -- the written part of an array as a section of its
   own, apart from the part the nest reads.

   Why this file exists: one section per array (section.cc) gives each
   tile one box per array.  When a nest writes one row of an array and
   reads others (a time step u[t + 1][x] from u[t][x - 1 .. x + 1], a
   wavefront row), that box holds the read halo and would be written
   back whole, over the elements the neighbouring tiles write, so the
   runtime would leave the array in main memory.  This file gives the
   written part its own section when it lies apart from the read part:
   the written box then has no halo and the read box is never written
   back.  The runtime checks per tile that the two boxes share no
   element, as for any two sections (runtime/stage.c), so the split is
   safe even where an index leaves its dimension; what is decided here
   is only where it pays.  In a nest tiled in skewed fronts a written
   part of one element per iteration is split off even where it lies
   among the read elements (seidel-2d's A[i][j] among A[i-1..i+1]
   [j-1..j+1]): the runtime stages the two in one copy.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "stage.h"
#include "../model/blockmodel.h"

/* Whether SITE of S belongs with the written part of S: it writes, or
   it reads an element that a write of S writes in the same iteration
   (u[t][x] = u[t][x] * 2 + u[t - 1][x + 1]; a read over a second loop
   reads others too).  A site's element always
   lies in the box of the part it joins, which spans its offsets, so the
   choice only decides which part reads it.  */

static bool
in_written_part (const struct stage_section *s, const struct stage_site *site)
{
  if (site->write)
    return true;
  unsigned i;
  struct stage_site *w;
  FOR_EACH_VEC_ELT (s->sites, i, w)
    {
      if (!w->write)
	continue;
      unsigned d = 0;
      while (d < s->ndims
	     && (s->dim[d].whole
		 || (w->offset[d] == site->offset[d] && !site->fold[d].coef)))
	d++;
      if (d == s->ndims)
	return true;
    }
  return false;
}

/* Set PART[I] to whether site I of S belongs with its written part.
   The functions below ask that of every site, site_offsets once per
   dimension; in_written_part compares a site with every write, so
   asking it there would make them quadratic in the section's
   references.  Decided once per section, it keeps them linear.  */

static void
mark_written_part (const struct stage_section *s, vec<bool> *part)
{
  unsigned i;
  struct stage_site *site;
  part->truncate (0);
  FOR_EACH_VEC_ELT (s->sites, i, site)
    part->safe_push (in_written_part (s, site));
}

/* The least and greatest offset of dimension D over the sites of S in
   its written part (WRITTEN) or in the other, PART marking the written
   part (mark_written_part).  False when there is none.  */

static bool
site_offsets (const struct stage_section *s, const vec<bool> &part,
	      unsigned d, bool written, HOST_WIDE_INT *lo, HOST_WIDE_INT *hi)
{
  bool any = false;
  unsigned i;
  struct stage_site *site;
  FOR_EACH_VEC_ELT (s->sites, i, site)
    if (part[i] == written)
      {
	HOST_WIDE_INT least = stage_site_lo (site, d);
	HOST_WIDE_INT greatest = stage_site_hi (site, d);
	*lo = any ? MIN (*lo, least) : least;
	*hi = any ? MAX (*hi, greatest) : greatest;
	any = true;
      }
  return any;
}

/* Whether the tiles of every parallel level of NEST write apart in
   section S, counting only the references of its written part (WRITTEN,
   PART marking it) or all of them: some dimension the level drives
   moves further from one iteration to the next than the offsets spread.
   The runtime keeps a written section whose tasks may overlap in main
   memory (rows_may_overlap in runtime/stage.c); both ask the model
   whether a dimension keeps the tiles apart, so that a part split off
   here is one the runtime stages.  */

static bool
tasks_apart_p (const struct nest *nest, const struct stage_section *s,
	       const vec<bool> &part, bool written)
{
  for (unsigned l = 0; l < nest->ndesc; l++)
    {
      if (l > 0 && !nest->level[l].parallel)
	continue;
      bool apart = false;
      for (unsigned d = 0; d < s->ndims && !apart; d++)
	{
	  const struct stage_dim *dim = &s->dim[d];
	  HOST_WIDE_INT lo = dim->lo, hi = dim->hi;
	  if (dim->level != (int) l
	      || (written && !site_offsets (s, part, d, true, &lo, &hi)))
	    continue;
	  apart = accblock_model_dim_separates (dim->coef,
						nest->level[l].step, lo, hi);
	}
      if (!apart)
	return false;
    }
  return true;
}

/* Whether the written elements of S lie apart from the read ones in
   some dimension, so that the two parts can be two sections: in a
   dimension no loop moves (u[t + 1][x] from u[t][x - 1 .. x + 1]: never
   the same element), or in one a loop moves when only the written part
   keeps the parallel tasks apart (u[(t + 1) * N + x] from
   u[t * N + x - 1 .. t * N + x + 1]: the read part is never written
   back, and the runtime checks per tile that the parts do not meet).
   PART marks the written part (mark_written_part).  */

static bool
read_write_gap (const struct nest *nest, const struct stage_section *s,
		const vec<bool> &part)
{
  bool split_pays = !tasks_apart_p (nest, s, part, false)
		    && tasks_apart_p (nest, s, part, true);
  for (unsigned d = 0; d < s->ndims; d++)
    {
      HOST_WIDE_INT wlo, whi, rlo, rhi;
      if ((s->dim[d].level >= 0 && !split_pays) || s->dim[d].whole
	  || !site_offsets (s, part, d, true, &wlo, &whi)
	  || !site_offsets (s, part, d, false, &rlo, &rhi))
	continue;
      if (whi < rlo || rhi < wlo)
	return true;
    }
  return false;
}

/* Whether NEST is tiled in skewed fronts (skew.cc) and the written
   part of S, PART marking it, touches one element per iteration (one
   offset in every dimension), beside a part that is only read: the
   runtime then stages the two in one copy, the read part's rows coming
   in and only the written elements going back (share_copies in
   runtime/stage.c), where one section read and written at several
   offsets stays in main memory, since its box holds elements that
   other tiles of the same front write.  The two parts overlap; the
   runtime's alias rule keeps them in main memory whenever it does not
   share their copy.  */

static bool
skewed_single_write (const struct nest *nest, const struct stage_section *s,
		     const vec<bool> &part)
{
  if (!nest->decision || !nest->decision->skew_levels)
    return false;
  bool read = false;
  for (bool p : part)
    read |= !p;
  if (!read)
    return false;
  for (unsigned d = 0; d < s->ndims; d++)
    {
      HOST_WIDE_INT lo, hi;
      if (s->dim[d].whole || !site_offsets (s, part, d, true, &lo, &hi)
	  || lo != hi)
	return false;
    }
  return true;
}

/* Keep in S only the sites of its written part (WRITTEN) or only the
   others, PART marking the written part (mark_written_part), with its
   flags and offset ranges to match.  The ranges are taken before the
   other sites go, while PART still lines up with the sites.  */

static void
keep_sites (struct stage_section *s, const vec<bool> &part, bool written)
{
  for (unsigned d = 0; d < s->ndims; d++)
    if (!s->dim[d].whole)
      site_offsets (s, part, d, written, &s->dim[d].lo, &s->dim[d].hi);
  s->flags &= ~(ACCBLOCK_SECTION_READ | ACCBLOCK_SECTION_WRITE);
  unsigned i;
  struct stage_site *site;
  FOR_EACH_VEC_ELT_REVERSE (s->sites, i, site)
    if (part[i] != written)
      s->sites.ordered_remove (i);
    else
      s->flags |= site->write ? ACCBLOCK_SECTION_WRITE
		  : ACCBLOCK_SECTION_READ;
}

/* Each part keeps the sites it reads or writes through; the written
   part comes last in the descriptor.  */

void
stage_separate_reads_from_writes (const struct nest *nest,
				  struct stage_plan *plan, unsigned kept)
{
  unsigned n = plan->sections.length ();
  for (unsigned i = 0; i < n && kept < ACCBLOCK_MAX_SECTIONS; i++)
    {
      struct stage_section *s = &plan->sections[i];
      unsigned both = ACCBLOCK_SECTION_READ | ACCBLOCK_SECTION_WRITE;
      if (s->direct || (s->flags & both) != both)
	continue;
      auto_vec<bool, 16> part;
      mark_written_part (s, &part);
      if (!read_write_gap (nest, s, part)
	  && !skewed_single_write (nest, s, part))
	continue;
      /* WRITTEN's sites are a copy of S's, in the same order, so PART
	 marks both.  */
      struct stage_section written = *s;
      written.sites = s->sites.copy ();
      keep_sites (&written, part, true);
      keep_sites (s, part, false);
      plan->sections.safe_push (written);
      kept++;
    }
}
