/* stepgen.c -- random time-stepped nests whose arrays are indexed by a
   variable of the function around them, for the differential test of
   their staging.

   Why this file exists: a subscript may add a variable the nest does
   not change (u[t + 1][x] from u[t][x - 1 .. x + 1], the row of a
   wavefront); the plugin stages such arrays with boxes that move with
   the variable's value, and splits the written row from the rows read
   (section.cc), the runtime checks per tile that the parts do not meet
   (stage.c).  nestgen's subscripts use only the loop indices, so this
   generator writes programs in which every array access uses a time
   variable: random.exp builds each with plain gcc and with the plugin,
   runs both and wants the same output.

   Usage: stepgen SEED
   The program goes to stdout and depends on nothing but SEED.

   Grammar of the generated program (choices are random, per seed):

     program  := env-comment headers arrays step-fn{1..3} main
     arrays   := u0, u1 ... : R rows of N (or N * M) elements of T, as a
                 global, or passed as T a[][N], as T (*a)[n] (n at run
                 time), or as a flat T * indexed row * N + x
     step-fn  := static void step_K (TV t, int n, arrays)
                 { #pragma acc parallel loop block(x:b [, y:c])
                   for (x = X0; x < N - 2; x += S) [for (y ...)]
                     [if ((x + t) % 3)] W[row_w][x][y] = expr; }
     row      := A * t + c            (A in 1, 2; or c - t)
     expr     := term {+ term} ; term := K * R[row_r][x + h][y + g]
                 (h, g in -2 .. 2; row_r != row_w, or the written
                 element itself)
     main     := init; for (t = 0; t < STEPS; t++) step_K (t, ...);
                 print every array

   Legality: the pragma's loop writes only the elements its own x (and
   y) index in row row_w and reads other rows, or the element it writes,
   so no iteration of x reads what another writes.  Rows stay inside
   0 .. R - 1 for every t of the time loop.  Integers are unsigned or
   kept small; floating values are combined with constant factors only,
   each element by one statement, so the result is bit for bit the same
   in any order of the tiles.  Printed with %a or %lu.  */

#include <stdio.h>
#include <stdlib.h>

#include "rng.h"

#define MAX_ARRAYS 3
#define MAX_STEPS 3

enum storage { S_GLOBAL, S_PARAM, S_VLA, S_FLAT, S_COUNT };
enum type { T_UNSIGNED, T_LONG, T_FLOAT, T_DOUBLE, T_COUNT };

static const char *const type_names[T_COUNT] = {
  "unsigned", "long", "float", "double"
};

/* The shape every array of the program shares.  */
static int rows, cols, depth2, steps;
static enum type elem;
static enum storage storage;
static int narrays;

/* A row of array time T: COEF * t + OFFSET, or OFFSET - t when COEF
   is -1.  */
struct row
{
  int coef;
  int offset;
};

static int
row_at (struct row r, int t)
{
  return r.coef * t + r.offset;
}

/* A row whose value stays in 0 .. rows - 1 for t in 0 .. steps - 1 and
   differs from AVOID (when AVOID_P) at every t.  */
static struct row
pick_row (int coef, int avoid_p, struct row avoid)
{
  for (;;)
    {
      struct row r = { coef, (int) pick (0, rows - 1) };
      int ok = 1;
      for (int t = 0; t < steps && ok; t++)
	ok = row_at (r, t) >= 0 && row_at (r, t) < rows
	     && (!avoid_p || row_at (r, t) != row_at (avoid, t));
      if (ok)
	return r;
    }
}

static void
print_row (struct row r)
{
  if (r.coef == -1)
    printf ("%d - t", r.offset);
  else if (r.coef == 1)
    printf ("t + %d", r.offset);
  else
    printf ("%d * t + %d", r.coef, r.offset);
}

/* The element of array A in row R at x + H (and y + G).  */
static void
element (int a, struct row r, int h, int g)
{
  if (storage == S_FLAT)
    {
      printf ("u%d[(", a);
      print_row (r);
      if (depth2)
	printf (") * %d + (x + %d) * %d + y + %d]", cols * depth2, h, depth2,
		g);
      else
	printf (") * %d + x + %d]", cols, h);
      return;
    }
  printf ("u%d[", a);
  print_row (r);
  printf ("][x + %d]", h);
  if (depth2)
    printf ("[y + %d]", g);
}

static void
declare_parameter (int a)
{
  const char *t = type_names[elem];
  switch (storage)
    {
    case S_PARAM:
      printf (", %s u%d[][%d]", t, a, cols);
      if (depth2)
	printf ("[%d]", depth2);
      break;
    case S_VLA:
      printf (", %s (*u%d)[n]", t, a);
      if (depth2)
	printf ("[%d]", depth2);
      break;
    case S_FLAT:
      printf (", %s *u%d", t, a);
      break;
    default:
      break;
    }
}

static void
step_function (int k)
{
  int coef = chance (20) ? -1 : chance (25) ? 2 : 1;
  int w = (int) pick (0, narrays - 1);
  struct row none = { 0, 0 };
  struct row wrow = pick_row (coef, 0, none);
  int stride = chance (20) ? 2 : 1;
  const char *time_type = chance (30) ? "unsigned" : chance (30) ? "long"
			  : "int";
  printf ("static void\nstep_%d (%s t, int n", k, time_type);
  for (int a = 0; a < narrays; a++)
    declare_parameter (a);
  printf (")\n{\n  (void) n;\n");
  printf ("#pragma acc parallel loop block(x:%ld", pick (1, 9));
  if (depth2 && chance (50))
    printf (", y:%ld", pick (1, depth2));
  printf (")\n  for (int x = 2; x < %d; x += %d)\n", cols - 2, stride);
  if (depth2)
    printf ("    for (int y = 2; y < %d; y++)\n", depth2 - 2);
  printf ("      ");
  int conditional = chance (20);
  if (conditional)
    printf ("if ((x + t) %% 3)\n\t");
  element (w, wrow, 0, 0);
  printf (" = ");
  int terms = (int) pick (1, 4);
  for (int i = 0; i < terms; i++)
    {
      int a = (int) pick (0, narrays - 1);
      int in_place = a == w && chance (15);
      struct row r = in_place ? wrow : pick_row (coef, a == w, wrow);
      int h = in_place ? 0 : (int) pick (-2, 2);
      int g = in_place || !depth2 ? 0 : (int) pick (-2, 2);
      printf ("%s%ld * ", i ? " + " : "", pick (1, 3));
      if (elem == T_FLOAT || elem == T_DOUBLE)
	printf ("0.5%s * ", elem == T_FLOAT ? "f" : "");
      element (a, r, h, g);
    }
  printf (";\n}\n\n");
}

static void
declare_arrays (void)
{
  const char *t = type_names[elem];
  for (int a = 0; a < narrays; a++)
    if (storage == S_FLAT)
      printf ("static %s u%d_store[%d];\n", t, a,
	      rows * cols * (depth2 ? depth2 : 1));
    else if (depth2)
      printf ("static %s u%d_store[%d][%d][%d];\n", t, a, rows, cols, depth2);
    else
      printf ("static %s u%d_store[%d][%d];\n", t, a, rows, cols);
  printf ("\n");
}

/* The argument that passes array A to a step function.  */
static const char *
argument_cast (void)
{
  static char buf[64];
  if (storage == S_VLA)
    snprintf (buf, sizeof buf, "(%s (*)[n]%s)", type_names[elem],
	      depth2 ? "[DEPTH2]" : "");
  else
    buf[0] = '\0';
  return buf;
}

static void
main_function (int nsteps)
{
  int total = rows * cols * (depth2 ? depth2 : 1);
  const char *fmt = elem == T_FLOAT || elem == T_DOUBLE ? "%a" : "%lu";
  const char *cast = elem == T_FLOAT || elem == T_DOUBLE ? "(double)"
		     : "(unsigned long)";
  printf ("int\nmain (int argc, char **argv)\n{\n");
  printf ("  (void) argv;\n  int n = %d + argc - 1;\n", cols);
  for (int a = 0; a < narrays; a++)
    printf ("  %s *f%d = (%s *) u%d_store;\n"
	    "  for (int i = 0; i < %d; i++)\n"
	    "    f%d[i] = (%s) ((i * %d + %d) %% 13);\n",
	    type_names[elem], a, type_names[elem], a, total, a,
	    type_names[elem], 2 * a + 3, a + 1);
  printf ("  for (int t = 0; t < %d; t++)\n    {\n", steps);
  for (int k = 0; k < nsteps; k++)
    {
      printf ("      step_%d (t, n", k);
      for (int a = 0; a < narrays; a++)
	if (storage == S_GLOBAL)
	  continue;
	else if (storage == S_FLAT)
	  printf (", f%d", a);
	else
	  printf (", %su%d_store", argument_cast (), a);
      printf (");\n");
    }
  printf ("    }\n");
  for (int a = 0; a < narrays; a++)
    printf ("  for (int i = 0; i < %d; i++)\n"
	    "    printf (\"%s%%c\", %s f%d[i], i %% %d == %d ? '\\n' : ' ');\n",
	    total, fmt, cast, a, cols, cols - 1);
  printf ("  return 0;\n}\n");
}

/* Global arrays are named u0 ... in the step functions too.  */
static void
global_names (void)
{
  if (storage != S_GLOBAL)
    return;
  for (int a = 0; a < narrays; a++)
    printf ("#define u%d u%d_store\n", a, a);
  printf ("\n");
}

static void
environment_comment (void)
{
  /* One random call per statement: the order in which a call's
     arguments are evaluated is unspecified.  */
  long threads = pick (1, 3);
  const char *schedule = chance (40) ? "reverse" : chance (50) ? "dynamic"
			 : "static";
  printf ("/* accblock-env: ACCBLOCK_THREADS=%ld ACCBLOCK_SCHEDULE=%s",
	  threads, schedule);
  int reuse = chance (50);
  int double_buffer = chance (50);
  printf (" ACCBLOCK_REUSE=%d ACCBLOCK_DOUBLE_BUFFER=%d", reuse,
	  double_buffer);
  if (chance (30))
    printf (" ACCBLOCK_LOCAL_MEM=%ld", 16 * pick (4, 64));
  if (chance (10))
    printf (" ACCBLOCK_STAGE=0");
  printf (" */\n");
}

int
main (int argc, char **argv)
{
  unsigned long seed = rng_seed_from_arguments (argc, argv, "stepgen");
  steps = (int) pick (2, 5);
  rows = 2 * steps + (int) pick (3, 6);
  cols = (int) pick (8, 40);
  depth2 = chance (30) ? (int) pick (5, 9) : 0;
  elem = (enum type) pick (0, T_COUNT - 1);
  storage = (enum storage) pick (0, S_COUNT - 1);
  narrays = (int) pick (1, MAX_ARRAYS);
  printf ("/* stepgen %lu: time steps over arrays indexed by t. */\n", seed);
  environment_comment ();
  printf ("#include <stdio.h>\n\n#define DEPTH2 %d\n\n", depth2);
  declare_arrays ();
  global_names ();
  int nsteps = (int) pick (1, MAX_STEPS);
  for (int k = 0; k < nsteps; k++)
    step_function (k);
  main_function (nsteps);
  return 0;
}
