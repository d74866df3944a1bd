/* tile-clones.cc -- compile host tile functions for the vector unit of
   the processor that runs them.

   Why this file exists: on the "host" target the tile functions are the
   code that runs, like the kernels a device compiler builds for its
   device.  A distribution builds programs for its baseline processor
   (SSE2 on x86-64), which, for example, has no vector multiply of 32-bit
   integers, so an integer matrix multiply is bound by the multiplication
   however well its blocks are packed.  This file gives each tile
   function GCC's target_clones attribute: GCC compiles it once for each
   listed vector extension and once for the baseline, and a resolver run
   when the program is loaded picks the version the processor supports.
   Nothing else of the program changes.

   Every result stays bit for bit that of the program: wider vectors do
   not change what each element computes (GCC reassociates no
   floating-point sum without -ffast-math).  Fusing a multiply and an add
   into one rounding would, and GCC does it wherever the processor has
   FMA instructions, which AVX-512F brings; so a tile function with an
   AVX-512F clone, in a compilation whose baseline has no FMA, is compiled
   with -ffp-contract=off (outline-tile.cc), which changes nothing for the
   versions without FMA.  FMA itself is not offered: it widens no vector.

   "tile-clones=LIST" (comma-separated, or "none") sets the list for
   every target; without it, host tile functions get "avx2,avx512f" when the
   function is optimized for speed with the vectorizer on and its nest
   reuses data (reuse.cc): a nest that streams its data through
   memory gains nothing from wider vectors, and its clones would cost
   more compile time than the rest of a small program.  No version
   is made for an extension the compilation already has, the default
   list leaves out one the user turned off with -mno-..., and a function
   with its own target attribute keeps its target and gets no clones.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-plugin.h"

/* One vector extension a tile function may be cloned for: its name in
   the target_clones attribute and its bit in the target's ISA flags.  */
struct tile_clone_isa
{
  const char *name;
  HOST_WIDE_INT mask;
  bool fuses;    /* GCC fuses multiplies and adds with it (AVX-512F
		    brings its own FMA instructions).  */
};

#ifdef OPTION_MASK_ISA_AVX2
#define ACCBLOCK_HAVE_TILE_CLONES 1
static const struct tile_clone_isa tile_clone_isas[] =
{
  { "sse3", OPTION_MASK_ISA_SSE3, false },
  { "ssse3", OPTION_MASK_ISA_SSSE3, false },
  { "sse4.1", OPTION_MASK_ISA_SSE4_1, false },
  { "sse4.2", OPTION_MASK_ISA_SSE4_2, false },
  { "avx", OPTION_MASK_ISA_AVX, false },
  { "avx2", OPTION_MASK_ISA_AVX2, false },
  { "avx512f", OPTION_MASK_ISA_AVX512F, true }
};
#define TILE_CLONE_ISA_COUNT ARRAY_SIZE (tile_clone_isas)
#else
/* A target without known extensions: only "none" is accepted.  */
#define ACCBLOCK_HAVE_TILE_CLONES 0
static const struct tile_clone_isa tile_clone_isas[1] = { { "", 0, false } };
#define TILE_CLONE_ISA_COUNT 0
#endif

/* The explicit list as bits indexed like tile_clone_isas, and whether
   one was given.  */
static unsigned tile_clones_given_set;
static bool tile_clones_given;

static int
tile_clone_isa_index (const char *name, size_t length)
{
  for (size_t i = 0; i < TILE_CLONE_ISA_COUNT; i++)
    if (strlen (tile_clone_isas[i].name) == length
	&& strncmp (tile_clone_isas[i].name, name, length) == 0)
      return (int) i;
  return -1;
}

/* The accepted names, for the message that refuses another.  */

const char *
accblock_tile_clone_names (void)
{
  static char names[128];
  names[0] = '\0';
  for (size_t i = 0; i < TILE_CLONE_ISA_COUNT; i++)
    {
      strcat (names, tile_clone_isas[i].name);
      strcat (names, ", ");
    }
  strcat (names, "none");
  return names;
}

/* Why the name of LENGTH characters at NAME is refused.  */

static const char *
tile_clone_refusal (const char *name, size_t length)
{
  if (length == 4 && strncmp (name, "none", 4) == 0)
    return "none stands alone";
  if (!ACCBLOCK_HAVE_TILE_CLONES)
    return "no extension is known for this target";
  return "names an unknown extension";
}

/* "tile-clones=VALUE": NULL when accepted, else why not.  */

const char *
accblock_tile_clones_parse (const char *value)
{
  tile_clones_given = true;
  tile_clones_given_set = 0;
  if (strcmp (value, "none") == 0)
    return NULL;
  for (const char *p = value;; p++)
    {
      const char *end = strchr (p, ',');
      size_t length = end ? (size_t) (end - p) : strlen (p);
      if (length == 0)
	return "has an empty name in its list";
      int index = tile_clone_isa_index (p, length);
      if (index < 0)
	return tile_clone_refusal (p, length);
      if (tile_clones_given_set & (1u << index))
	return "names an extension twice";
      tile_clones_given_set |= 1u << index;
      if (!end)
	return NULL;
      p = end;
    }
}

/* The default list of host tile functions: AVX2 and AVX-512F, the
   widest vectors; the processors of the last ten years have one.  */

static unsigned
default_tile_clone_set (void)
{
  unsigned set = 0;
  for (size_t i = 0; i < TILE_CLONE_ISA_COUNT; i++)
    if (strcmp (tile_clone_isas[i].name, "avx2") == 0
	|| strcmp (tile_clone_isas[i].name, "avx512f") == 0)
      set |= 1u << i;
  return set;
}

/* Whether the user turned off the extension with bit MASK.  */

static bool
isa_turned_off_p (HOST_WIDE_INT mask)
{
#if ACCBLOCK_HAVE_TILE_CLONES
  return (ix86_isa_flags_explicit & mask) && !(ix86_isa_flags & mask);
#else
  return mask != 0;
#endif
}

/* Whether floating-point arithmetic uses the x87 unit (-m32 without
   -mfpmath=sse, or -mfpmath=387): GCC's target attribute switches a
   32-bit function with SSE2 to SSE arithmetic, whose rounding differs
   from the x87's extended precision.  */

static bool
x87_math_p (void)
{
#if ACCBLOCK_HAVE_TILE_CLONES
  return ix86_fpmath != FPMATH_SSE;
#else
  return false;
#endif
}

/* Whether the compilation already has the extension with bit MASK.  */

static bool
isa_present_p (HOST_WIDE_INT mask)
{
#if ACCBLOCK_HAVE_TILE_CLONES
  return (ix86_isa_flags & mask) == mask;
#else
  return mask != 0;
#endif
}

/* The extensions to clone a tile function of PARENT for, as bits, or 0
   with *WHY saying why none; STREAMING as for
   accblock_tile_clones_attach.  */

static unsigned
tile_clone_set (tree parent, const char *streaming, const char **why)
{
  unsigned wanted;
  if (tile_clones_given)
    wanted = tile_clones_given_set;
  else if (!accblock_settings.native_tiles)
    wanted = 0;
  else if (opt_for_fn (parent, optimize) < 2
	   || opt_for_fn (parent, optimize_size)
	   || !opt_for_fn (parent, flag_tree_loop_vectorize))
    {
      *why = "not optimized for speed with the vectorizer";
      return 0;
    }
  else if (streaming)
    {
      *why = streaming;
      return 0;
    }
  else
    wanted = default_tile_clone_set ();
  if (wanted == 0)
    {
      *why = tile_clones_given ? "tile-clones=none" : "not the host target";
      return 0;
    }
  if (DECL_FUNCTION_SPECIFIC_TARGET (parent) != NULL_TREE
      && DECL_FUNCTION_SPECIFIC_TARGET (parent) != target_option_default_node)
    {
      *why = "the function has target options of its own";
      return 0;
    }
  if (!targetm.has_ifunc_p ())
    {
      *why = "the target has no ifunc";
      return 0;
    }
  if (x87_math_p ())
    {
      *why = "floating point is computed by the x87 unit, which a clone "
	"might not keep";
      return 0;
    }
  unsigned kept = 0, turned_off = 0;
  for (size_t i = 0; i < TILE_CLONE_ISA_COUNT; i++)
    if ((wanted & (1u << i)) && !isa_present_p (tile_clone_isas[i].mask))
      {
	if (!tile_clones_given && isa_turned_off_p (tile_clone_isas[i].mask))
	  turned_off |= 1u << i;
	else
	  kept |= 1u << i;
      }
  if (kept == 0)
    *why = turned_off ? "the options turn the extensions off"
      : "the compilation has the extensions already";
  return kept;
}

/* Whether a clone for the extensions in SET may fuse multiplies and
   adds where the compilation's own code cannot.  */

static bool
clones_fuse_p (unsigned set)
{
#if ACCBLOCK_HAVE_TILE_CLONES
  if (isa_present_p (OPTION_MASK_ISA_FMA)
      || isa_present_p (OPTION_MASK_ISA_AVX512F))
    return false;
#endif
  for (size_t i = 0; i < TILE_CLONE_ISA_COUNT; i++)
    if ((set & (1u << i)) && tile_clone_isas[i].fuses)
      return true;
  return false;
}

/* Give DECL, a tile function of PARENT, the target_clones attribute it
   should have, and say in the dump what it got.  Return whether DECL
   must be compiled without contracting floating-point expressions.  */

bool
accblock_tile_clones_attach (tree decl, tree parent, const char *streaming)
{
  const char *why = NULL;
  unsigned set = tile_clone_set (parent, streaming, &why);
  if (set == 0)
    {
      if (dump_file)
	fprintf (dump_file, "accblock: tile function %s not cloned: %s\n",
		 IDENTIFIER_POINTER (DECL_NAME (decl)), why);
      return false;
    }
  tree args = tree_cons (NULL_TREE, build_string (sizeof "default",
						  "default"), NULL_TREE);
  for (size_t i = TILE_CLONE_ISA_COUNT; i-- > 0;)
    if (set & (1u << i))
      {
	const char *name = tile_clone_isas[i].name;
	args = tree_cons (NULL_TREE, build_string (strlen (name) + 1, name),
			  args);
      }
  bool no_contract = clones_fuse_p (set);
  if (dump_file)
    {
      fprintf (dump_file, "accblock: tile function %s cloned for",
	       IDENTIFIER_POINTER (DECL_NAME (decl)));
      for (size_t i = 0; i < TILE_CLONE_ISA_COUNT; i++)
	if (set & (1u << i))
	  fprintf (dump_file, " %s", tile_clone_isas[i].name);
      fprintf (dump_file, " and the baseline%s\n",
	       no_contract ? ", without contraction" : "");
    }
  DECL_ATTRIBUTES (decl) = tree_cons (get_identifier ("target_clones"), args,
				      DECL_ATTRIBUTES (decl));
  return no_contract;
}

/* DECL, a tile function, now runs its work in a runtime kernel chosen
   for the processor at run time (gemm-rewrite.cc): under the default
   list its clones would only compile the loops kept for overlapping
   arguments again, so it loses them.  An explicit list is kept.  */

void
accblock_tile_clones_drop (tree decl)
{
  if (tile_clones_given
      || !lookup_attribute ("target_clones", DECL_ATTRIBUTES (decl)))
    return;
  DECL_ATTRIBUTES (decl) = remove_attribute ("target_clones",
					     DECL_ATTRIBUTES (decl));
  if (dump_file)
    fprintf (dump_file, "accblock: tile function %s not cloned: its "
	     "product runs in the runtime's kernel\n",
	     IDENTIFIER_POINTER (DECL_NAME (decl)));
}
