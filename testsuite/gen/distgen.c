/* distgen.c -- random imperfect loop nests, for the differential test
   of the plugin's loop distribution.

   Why this file exists: with -fauto-block the plugin splits a parallel
   loop without pragma whose body is a sequence of loops into one nest
   per loop of the body (distribute.cc).  nestgen, depgen and stepgen
   never write such a body, so the split was tested by a few hand-written
   nests only.  distgen writes an outer loop over i whose body is two to
   four inner loops, with assignments in front of some of them, mixing
   forms the split may take (a loop reading the row of i an earlier loop
   wrote, a scalar private to one loop, restrict parameters) with forms
   it must refuse or that make the outer loop not parallel (a scalar
   carried from one loop to the next, a read of another row of an array
   the nest writes).  Parameters without restrict, pointers or VLAs, are
   split only under a run-time test that the arrays lie apart
   (alias-guard.cc): main calls such a nest with disjoint arrays and
   again with overlapping ones (one array twice, or one shifted by a row
   against another), where only the loop as written gives plain gcc's
   output.  random.exp builds each program with plain gcc
   and with -fauto-block and runs the second with its tiles in reverse
   order on three threads (the program's accblock-env): a split that
   changes the order of dependent statements prints something else.

   Usage: distgen SEED
   The program goes to stdout and depends on nothing but SEED.

   Grammar of the generated program (choices are random, per seed):

     program  := env-comment globals init hash nest-fn{1..3} main
     globals  := static T gN[24][24]{4}, static T xN[24]{2}
                 (T unsigned or double, one per program)
     nest-fn  := static void nest_N (int n, int m [, arrays])
                 { [T s = 1;] for (int i = lo; i < n; i++)
                   { [T s = 1;] part{2..4} } [print s] }
                 (s, when there is one, is declared in front of the loop
                 and printed after it, or private to an iteration of i:
                 then each part but the first that touches it makes the
                 split be refused)
     arrays   := (the nest's two to four arrays, as)
                 globals | T (*restrict pK)[24]
                 | int d, T pK[restrict d][d] | T (*pK)[24] (no restrict)
                 | int d, T pK[d][d] (no restrict)
     part     := front{0..2} loop
     front    := xK[i] = expr | T tK = expr (private to the part)
                 | s = expr (read by a later part: carried)
     loop     := for (int j = 0; j < m | j <= i; j++) stmt{1..2}
                 | for (int j = m - 1; j >= 0; j--) stmt{1..2}
                 | for (int k = 0; k < m; k++)
                     for (int j = 0; j < m; j++) W[i][j] += expr
                 | for (int j = 0; j < m; j++) s += expr; (s carried)
     stmt     := W[i][j] = expr | W[i][j] += expr
     expr     := term {+ term}{0..2}
     term     := R[i][j] | R[i][j + 1] | xK[i] | tK | s | K | (T) j
                 | R[i + 1][j] | R[j][i] (another row: i carried when
                 R is written) | R[i][j] * K [* R'[i][j]] (unsigned)

   Trip counts n and m come from a volatile array and are 0, 1 or up to
   20 (so every subscript stays below 24); lo is 0 or 1.  Unsigned
   arithmetic wraps as defined; doubles hold integers, only added and
   doubled, and never read what their own deep loop writes, so they stay
   far below 2^53 and exact in any order.  main runs each nest from
   inside a loop (so it is not a nest that runs once and is left alone),
   after init, and prints a hash of the bits of every array and every
   carried scalar; a nest whose parameters lack restrict is called twice,
   with disjoint globals and then with two parameters overlapping
   (the same global, or one a row past the other: every subscript stays
   below 23).  Doubles may then grow past 2^53, but only the loop as
   written runs, in gcc's order, and they never become NaN.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rng.h"

#define DIM 24
#define MAX_TRIP 20
#define NGLOBALS 4
#define NVECTORS 2
#define MAX_PARTS 4
#define MAX_NESTS 3

/* How the nest being written reaches its arrays.  */
enum access { A_GLOBAL, A_RESTRICT_PTR, A_RESTRICT_VLA, A_PLAIN_PTR,
	      A_PLAIN_VLA, A_COUNT };

static int is_double;       /* The program's element type.  */
static const char *type_name;

/* The nest being written: its arrays (indices of globals) and how
   they are named in it.  */
static int narrays;
static int array_global[NGLOBALS];
static enum access access;
static int written[NGLOBALS];      /* By nest array: written in the nest.  */
static int written_here[NGLOBALS]; /* By nest array: in the current part.  */
static int carried_ok;   /* Whether s may be read (set by an earlier part).  */
static int has_s;        /* Whether the nest declares the scalar s.  */
static int s_private;    /* Whether s is declared in the body of i.  */
static int private_t;    /* The current part's private scalar, or -1.  */
static int deep;         /* Whether the current loop is the k-j kind.  */

static void
array_name (int a, char *buf)
{
  if (access == A_GLOBAL)
    sprintf (buf, "g%d", array_global[a]);
  else
    sprintf (buf, "p%d", a);
}

/* A term of an expression in the inner loop (INNER) or in front of it;
   TARGET is the array the statement writes, or -1.  */
static void
term (int inner, int target)
{
  char name[16];
  int a = (int) pick (0, narrays - 1);
  /* A double must not grow by reading what its deep loop writes.  */
  int safe = !is_double || !written_here[a] || (!deep && a != target);
  array_name (a, name);
  int kind = (int) pick (0, 9);
  if (!inner && kind <= 5)
    kind = 6 + (int) pick (0, 3);
  switch (kind)
    {
    case 0: case 1:
      if (safe || !deep)
	{
	  printf ("%s[i][j]", name);
	  return;
	}
      break;
    case 2:
      if (safe)
	{
	  printf ("%s[i][j + 1]", name);
	  return;
	}
      break;
    case 3:
      /* Another row: when the nest writes that array, i is carried.  */
      if (safe && (!written[a] || chance (25)))
	{
	  printf (chance (50) ? "%s[i + 1][j]" : "%s[j][i]", name);
	  return;
	}
      break;
    case 4:
      if (!is_double && safe)
	{
	  char other[16];
	  array_name ((int) pick (0, narrays - 1), other);
	  printf ("%s[i][j] * %s[i][j]", name, other);
	  return;
	}
      break;
    case 5:
      printf ("(%s) j", type_name);
      return;
    case 6:
      if (private_t >= 0)
	{
	  printf ("t%d", private_t);
	  return;
	}
      break;
    case 7:
      if (has_s && carried_ok)
	{
	  printf ("s");
	  return;
	}
      break;
    case 8:
      printf ("x%ld[i]", pick (0, NVECTORS - 1));
      return;
    default:
      break;
    }
  printf ("%ld", pick (0, 7));
}

static void
expr (int inner, int target)
{
  int n = (int) pick (1, 3);
  for (int t = 0; t < n; t++)
    {
      if (t)
	printf (" + ");
      if (chance (30))
	printf (is_double ? "2 * " : "%ldu * ", pick (3, 9));
      term (inner, target);
    }
}

static void
store (int indent)
{
  char name[16];
  int a = (int) pick (0, narrays - 1);
  written[a] = written_here[a] = 1;
  array_name (a, name);
  printf ("%*s%s[i][j] %s ", indent, "", name,
	  deep || chance (40) ? "+=" : "=");
  expr (1, a);
  printf (";\n");
}

static void
front (int part)
{
  int kind = (int) pick (0, 2);
  if (kind == 2 && !has_s)
    kind = 1;
  switch (kind)
    {
    case 0:
      printf ("      x%ld[i] = ", pick (0, NVECTORS - 1));
      expr (0, -1);
      printf (";\n");
      break;
    case 1:
      if (private_t < 0)
	{
	  printf ("      %s t%d = ", type_name, part);
	  expr (0, -1);
	  printf (";\n");
	  private_t = part;
	}
      break;
    default:
      printf ("      s = ");
      expr (0, -1);
      printf (";\n");
      carried_ok = 1;
      break;
    }
}

static void
inner_loop (void)
{
  deep = 0;
  int kind = (int) pick (0, 9);
  if (kind == 9 && !has_s)
    kind = 0;
  if (kind <= 3)
    printf ("      for (int j = 0; j < m; j++)\n");
  else if (kind <= 5)
    printf ("      for (int j = 0; j <= i; j++)\n");
  else if (kind == 6)
    printf ("      for (int j = m - 1; j >= 0; j--)\n");
  else if (kind <= 8)
    {
      deep = 1;
      printf ("      for (int k = 0; k < m; k++)\n"
	      "        for (int j = 0; j < m; j++)\n");
      store (10);
      return;
    }
  else
    {
      /* A sum a later part reads: the split must be refused.  */
      printf ("      for (int j = 0; j < m; j++)\n        s += ");
      expr (1, -1);
      printf (";\n");
      carried_ok = 1;
      return;
    }
  if (chance (50))
    {
      store (8);
      return;
    }
  printf ("        {\n");
  store (10);
  store (10);
  printf ("        }\n");
}

static void
parameters (void)
{
  printf ("int n, int m");
  if (access == A_RESTRICT_VLA || access == A_PLAIN_VLA)
    printf (", int d");
  for (int a = 0; a < narrays && access != A_GLOBAL; a++)
    switch (access)
      {
      case A_RESTRICT_PTR:
	printf (", %s (*restrict p%d)[%d]", type_name, a, DIM);
	break;
      case A_RESTRICT_VLA:
	printf (", %s p%d[restrict d][d]", type_name, a);
	break;
      case A_PLAIN_VLA:
	printf (", %s p%d[d][d]", type_name, a);
	break;
      default:
	printf (", %s (*p%d)[%d]", type_name, a, DIM);
	break;
      }
}

/* Write nest function N; its arrays go to ARRAYS, its access to
   *ACCESS_OUT, for main's call.  */
static void
nest_function (int n, int *arrays, enum access *access_out)
{
  narrays = (int) pick (2, NGLOBALS);
  int start = (int) pick (0, NGLOBALS - 1);
  for (int a = 0; a < narrays; a++)
    {
      array_global[a] = (start + a) % NGLOBALS;
      arrays[a] = array_global[a];
      written[a] = 0;
    }
  access = (enum access) pick (0, A_COUNT - 1);
  if (access == A_PLAIN_PTR && chance (50))
    access = A_RESTRICT_PTR;
  *access_out = access;
  has_s = chance (40);
  s_private = chance (75);
  carried_ok = s_private;
  printf ("__attribute__ ((noinline)) static void\nnest_%d (", n);
  parameters ();
  printf (")\n{\n");
  if (has_s && !s_private)
    printf ("  %s s = 1;\n", type_name);
  printf ("  for (int i = %d; i < n; i++)\n    {\n", chance (20));
  if (has_s && s_private)
    printf ("      %s s = 1;\n", type_name);
  int parts = (int) pick (2, MAX_PARTS);
  for (int p = 0; p < parts; p++)
    {
      memset (written_here, 0, sizeof written_here);
      private_t = -1;
      printf ("      {\n");
      int fronts = (int) pick (0, 2);
      for (int f = 0; f < fronts; f++)
	front (p);
      inner_loop ();
      printf ("      }\n");
    }
  printf ("    }\n");
  if (has_s && !s_private)
    printf ("  hash_value (\"s\", &s, sizeof s);\n");
  printf ("}\n\n");
}

static void
globals (void)
{
  for (int g = 0; g < NGLOBALS; g++)
    printf ("static %s g%d[%d][%d];\n", type_name, g, DIM, DIM);
  for (int v = 0; v < NVECTORS; v++)
    printf ("static %s x%d[%d];\n", type_name, v, DIM);
  printf ("static volatile int trips[] = { 0, 1, %ld, %ld, %ld, %ld };\n",
	  pick (2, MAX_TRIP), pick (2, MAX_TRIP), pick (2, MAX_TRIP),
	  pick (2, MAX_TRIP));
  printf ("static volatile int reps = 1;\n\n");
  printf ("static void\ninit (void)\n{\n"
	  "  for (int i = 0; i < %d; i++)\n    {\n", DIM);
  for (int g = 0; g < NGLOBALS; g++)
    printf ("      for (int j = 0; j < %d; j++)\n"
	    "        g%d[i][j] = (i * %ld + j * %ld) %% 13;\n",
	    DIM, g, pick (1, 9), pick (1, 9));
  for (int v = 0; v < NVECTORS; v++)
    printf ("      x%d[i] = i %% %ld;\n", v, pick (2, 9));
  printf ("    }\n}\n\n");
  /* The hash is carried from element to element: no loop of it is
     parallel, and the bits of every element count.  */
  printf ("static void\nhash_value (const char *name, const void *p,"
	  " size_t size)\n{\n"
	  "  unsigned long long h = 0;\n"
	  "  for (size_t b = 0; b < size; b++)\n"
	  "    h = h * 1000003u + ((const unsigned char *) p)[b];\n"
	  "  printf (\"%%s %%llx\\n\", name, h);\n}\n\n");
  printf ("static void\nhash_all (void)\n{\n");
  for (int g = 0; g < NGLOBALS; g++)
    printf ("  hash_value (\"g%d\", g%d, sizeof g%d);\n", g, g, g);
  for (int v = 0; v < NVECTORS; v++)
    printf ("  hash_value (\"x%d\", x%d, sizeof x%d);\n", v, v, v);
  printf ("}\n\n");
}

/* The ways main passes a nest without restrict its arrays.  */
enum overlap { O_NONE, O_SAME, O_AFTER, O_BEFORE };

/* The argument for array A of the COUNT arrays ARRAYS of a nest, passed
   as OVERLAP says: parameters 0 and 1 name one global, or parameter 1
   starts a row after parameter 0, or a row before it.  */
static void
array_argument (const int *arrays, int a, enum overlap overlap)
{
  int shifted = (overlap == O_AFTER && a == 1)
		|| (overlap == O_BEFORE && a == 0);
  int global = overlap != O_NONE && a == 1 ? arrays[0] : arrays[a];
  if (shifted)
    printf (", (%s (*)[%d]) &g%d[1][0]", type_name, DIM, global);
  else
    printf (", g%d", global);
}

/* One call of nest N, whose arrays are ARRAYS (COUNT of them) reached
   as ACCESS says, and the hash of everything after it.  */
static void
call_nest (int n, const int *arrays, int count, enum access access,
	   enum overlap overlap)
{
  printf ("      init ();\n      nest_%d (trips[%ld], trips[%ld]",
	  n, pick (0, 5), pick (0, 5));
  if (access == A_RESTRICT_VLA || access == A_PLAIN_VLA)
    printf (", %d", DIM);
  for (int a = 0; a < count && access != A_GLOBAL; a++)
    array_argument (arrays, a, overlap);
  printf (");\n      printf (\"nest %d%s\\n\");\n      hash_all ();\n", n,
	  overlap == O_NONE ? "" : " overlapping");
}

static void
main_function (int nnests, int arrays[][NGLOBALS], int *counts,
	       enum access *accesses)
{
  printf ("int\nmain (void)\n{\n"
	  "  for (int r = 0; r < reps; r++)\n    {\n");
  for (int n = 0; n < nnests; n++)
    {
      call_nest (n, arrays[n], counts[n], accesses[n], O_NONE);
      /* Without restrict, two parameters may overlap.  */
      if (accesses[n] == A_PLAIN_PTR || accesses[n] == A_PLAIN_VLA)
	call_nest (n, arrays[n], counts[n], accesses[n],
		   (enum overlap) pick (O_SAME, O_BEFORE));
    }
  printf ("    }\n  return 0;\n}\n");
}

static void
write_program (unsigned long seed)
{
  int arrays[MAX_NESTS][NGLOBALS];
  int counts[MAX_NESTS];
  enum access accesses[MAX_NESTS];
  is_double = chance (40);
  type_name = is_double ? "double" : "unsigned";
  printf ("/* distgen %lu: imperfect nests for loop distribution. */\n",
	  seed);
  printf ("/* accblock-env: ACCBLOCK_SCHEDULE=reverse ACCBLOCK_THREADS=3"
	  " */\n");
  printf ("#include <stdio.h>\n#include <stddef.h>\n\n");
  globals ();
  int nnests = (int) pick (1, MAX_NESTS);
  for (int n = 0; n < nnests; n++)
    {
      nest_function (n, arrays[n], &accesses[n]);
      counts[n] = narrays;
    }
  main_function (nnests, arrays, counts, accesses);
}

int
main (int argc, char **argv)
{
  unsigned long seed = rng_seed_from_arguments (argc, argv, "distgen");
  write_program (seed);
  return 0;
}
