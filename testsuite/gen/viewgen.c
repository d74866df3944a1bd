/* viewgen.c -- random serial nests that read one array in several ways,
   for the differential test of staged views.

   Why this file exists: an array a nest only reads may be staged as one
   section per way its references index it (plugin/section.cc: syrk's
   A[i][k] and A[j][k]); the views of one array may share elements,
   and a written array beside them must never be written back over an
   element a view staged.  nestgen's arrays are indexed one way each,
   so this writes the kernels where views arise, with the variations
   that could break them: offsets, triangular bounds, transposed and
   reversed reads, a written array indexed in two ways, and LU-like row
   updates, whose written rows and read row belong to one array.  main
   calls every kernel with distinct arrays, with one array as both
   arguments and with one array shifted by a row, so that the run-time
   alias test must keep the overlapping calls as written.  random.exp
   builds each program with plain gcc and with -fauto-block and runs the
   second in reverse order (the program's accblock-env), wanting the
   same output.

   Usage: viewgen SEED
   The program goes to stdout and depends on nothing but SEED.

   Grammar of the generated program (choices are random, per seed):

     program  := env-comment globals kernel{2..5} "viewgen: kernels end"
                 fill hash main
     globals  := static T gN[D][D]{4}, vN[D * D]{2}   (T float or double,
                                                       D in 20..44)
     kernel   := rank     W[i][j] op= s * R[i + a][k] * R[j + b][k]
                          (j up to i, or over the whole range)
               | trans    W[i][j] = R[i][j] * s + R[j + a][i + b] [+ ...]
               | covar    sum over i of R[i + a][p] * R[i + b][q] into
                          W[p][q] [and W[q][p]], q from p or from 1
               | rows     LU's row update: X[i][k] /= X[k][k];
                          X[i][j] -= X[i][k] * X[k][j], i from k + 1;
                          or X[i][j] = X[i][k] * s + X[r][j] * s with i
                          from k or k + 2, r k or k + 1, j from k or k + 1
               | twice    X[i][j] = X[j][i] * s + X[i][j]  (written in
                          two ways: must stay in main memory)
               | flip     w[i] = r[i] * s + r[n - 1 - i] [+ r[i + a]]
               | sweep    a Thomas-like sweep: W[i][c] = R[i][c] * s, then
                          W[i][j] = W[i][j - 1] * s + R[i][j] [+ W[i][c]]
                          over j, c a constant column or m - 1; or the
                          same down the columns with a constant row
                          (the constant beside a loop no tile blocks:
                          one block, the hull of both)
     call     := kernel (n, W, R): distinct arrays | W as R | R = W + 1
                 (covar: distinct arrays only, see call)

   Offsets a, b are in -1..1 and the loops keep 1 element from each edge,
   so every subscript stays inside its array.  Values are small integers
   over powers of two, and LU's matrices are diagonally dominant, so no
   value overflows and none is a NaN.  Every call starts from the same
   filled arrays and prints a hash of the bits of every array.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <stdio.h>
#include <stdlib.h>

#include "rng.h"

#define GLOBALS 4
#define VECTORS 2
#define MAX_KERNELS 5

enum form { F_RANK, F_TRANS, F_COVAR, F_ROWS, F_TWICE, F_FLIP, F_SWEEP,
	    F_COUNT };

static const char *type;
static long dim;
static enum form forms[MAX_KERNELS];

static long
offset (void)
{
  return pick (-1, 1);
}

static void
subscript (const char *iv, long off)
{
  if (off)
    printf ("%s %c %ld", iv, off < 0 ? '-' : '+', labs (off));
  else
    printf ("%s", iv);
}

static void
scale (void)
{
  static const char *const scales[] = { "0.5", "0.25", "2", "-1", "1.5" };
  printf ("(%s) %s", type, scales[pick (0, 4)]);
}

/* W[i][j] op= s * R[i + a][k] * R[j + b][k], a symmetric rank-k update
   whose inner loop may be triangular.  */

static void
rank_kernel (void)
{
  int triangle = chance (50), k_outer = chance (30);
  long a = offset (), b = offset ();
  const char *op = chance (70) ? "+=" : "=";
  printf ("  for (int i = 1; i < n - 1; i++)\n");
  if (k_outer)
    printf ("    for (int k = 0; k < m; k++)\n"
	    "      for (int j = 1; j < %s; j++)\n", triangle ? "i + 1" : "n - 1");
  else
    printf ("    for (int j = 1; j < %s; j++)\n"
	    "      for (int k = 0; k < m; k++)\n", triangle ? "i + 1" : "n - 1");
  printf ("        W[i][j] %s ", op);
  scale ();
  printf (" * R[");
  subscript ("i", a);
  printf ("][k] * R[");
  subscript ("j", b);
  printf ("][k]");
  if (chance (30))
    printf (" + R[i][k]");
  printf (";\n");
}

/* W[i][j] from R[i][j] and R transposed, with offsets.  */

static void
trans_kernel (void)
{
  printf ("  for (int i = 1; i < n - 1; i++)\n"
	  "    for (int j = 1; j < n - 1; j++)\n"
	  "      W[i][j] = R[i][j] * ");
  scale ();
  printf (" + R[");
  subscript ("j", offset ());
  printf ("][");
  subscript ("i", offset ());
  printf ("]");
  if (chance (50))
    {
      printf (" - R[");
      subscript ("j", offset ());
      printf ("][");
      subscript ("i", offset ());
      printf ("]");
    }
  if (chance (30))
    printf (" + W[i][j]");
  printf (";\n");
}

/* A covariance: columns P and Q of R summed over the rows.  */

static void
covar_kernel (void)
{
  long a = offset (), b = offset ();
  printf ("  for (int p = 1; p < m - 1; p++)\n"
	  "    for (int q = %s; q < m - 1; q++)\n"
	  "      {\n"
	  "        %s sum = 0;\n"
	  "        for (int i = 1; i < n - 1; i++)\n"
	  "          sum += R[", chance (50) ? "p" : "1", type);
  subscript ("i", a);
  printf ("][p] * R[");
  subscript ("i", b);
  printf ("][q];\n        W[p][q] = sum * ");
  scale ();
  printf (";\n");
  if (chance (60))
    printf ("        W[q][p] = W[p][q];\n");
  printf ("      }\n");
}

/* LU's row update of X (the W argument): row k read, rows below it
   written.  */

static void
rows_kernel (void)
{
  static const char *const firsts[] = { "k", "k + 2" };
  int divide = chance (70), right = chance (50);
  const char *first = "k + 1", *row = "k", *column = "k + 1";
  /* Mostly LU's own bounds, whose row k the rows written never meet;
     sometimes the row written first is row k itself or one further, the
     row read is k + 1, which the nest writes, or the columns start at
     k.  Those variants average instead of eliminating, which keeps
     their values bounded.  */
  int variant = chance (30);
  if (variant)
    {
      first = firsts[pick (0, 1)];
      row = chance (50) ? "k" : "k + 1";
      column = chance (50) ? "k + 1" : "k";
    }
  printf ("  for (int k = 0; k < n - 1; k++)\n"
	  "    for (int i = %s; i < n; i++)\n"
	  "      {\n", first);
  if (variant)
    printf ("        for (int j = %s; j < m; j++)\n"
	    "          W[i][j] = W[i][k] * (T) 0.5 + W[%s][j] * (T) 0.25;\n"
	    "      }\n", column, row);
  else
    {
      if (divide)
	printf ("        W[i][k] /= W[k][k];\n");
      printf ("        for (int j = k + 1; j < m; j++)\n"
	      "          W[i][j] -= W[i][k] * W[k][j]%s;\n"
	      "      }\n", right ? " * (T) 0.5" : "");
    }
}

/* X written through two shapes: carried, so it must not be blocked
   wrongly, and must stay in main memory when it is.  */

static void
twice_kernel (void)
{
  printf ("  for (int i = 1; i < n - 1; i++)\n"
	  "    for (int j = 1; j < n - 1; j++)\n"
	  "      W[i][j] = W[j][i] * ");
  scale ();
  printf (" + R[i][j];\n");
}

/* A vector read forwards and backwards.  */

static void
flip_kernel (void)
{
  printf ("  for (int i = 1; i < n * m - 1; i++)\n"
	  "    w[i] = r[i] * ");
  scale ();
  printf (" + r[n * m - 1 - i]");
  if (chance (50))
    {
      printf (" + r[");
      subscript ("i", offset ());
      printf ("]");
    }
  printf (";\n");
}

/* A sweep along each row (or down each column) of W, from a constant
   column (row) that the sweep's first step reads, a few times over.  */

static void
sweep_kernel (void)
{
  static const char *const rows[] = { "0", "1", "n - 1" };
  static const char *const columns[] = { "0", "1", "m - 1" };
  int by_rows = chance (50), again = chance (50);
  const char *c = by_rows ? columns[pick (0, 2)] : rows[pick (0, 2)];
  const char *outer = by_rows ? "i" : "j", *inner = by_rows ? "j" : "i";
  /* Repeated, so that the cost model dispatches the sweep.  */
  printf ("  for (int t = 0; t < 4; t++)\n"
	  "  for (int %s = 1; %s < %s - 1; %s++)\n"
	  "    {\n", outer, outer, by_rows ? "n" : "m", outer);
  if (by_rows)
    printf ("      W[i][%s] = R[i][%s] * ", c, c);
  else
    printf ("      W[%s][j] = R[%s][j] * ", c, c);
  scale ();
  printf (";\n"
	  "      for (int %s = 2; %s < %s - 1; %s++)\n"
	  "        W[i][j] = W[%s][%s] * (T) 0.5 + R[i][j]", inner, inner,
	  by_rows ? "m" : "n", inner, by_rows ? "i" : "i - 1",
	  by_rows ? "j - 1" : "j");
  if (again)
    {
      if (by_rows)
	printf (" + W[i][%s] * (T) 0.25", c);
      else
	printf (" + W[%s][j] * (T) 0.25", c);
    }
  printf (";\n    }\n");
}

static void
kernel (int number)
{
  enum form form = (enum form) pick (0, F_COUNT - 1);
  forms[number] = form;
  printf ("static void __attribute__ ((noinline))\n");
  if (form == F_FLIP)
    printf ("kernel_%d (int n, int m, T *w, T *r)\n{\n", number);
  else
    printf ("kernel_%d (int n, int m, T W[n][m], T R[n][m])\n{\n", number);
  switch (form)
    {
    case F_RANK: rank_kernel (); break;
    case F_TRANS: trans_kernel (); break;
    case F_COVAR: covar_kernel (); break;
    case F_ROWS: rows_kernel (); break;
    case F_TWICE: twice_kernel (); break;
    case F_FLIP: flip_kernel (); break;
    case F_SWEEP: sweep_kernel (); break;
    default: abort ();
    }
  printf ("}\n\n");
}

/* Fill every array alike, diagonally dominant for LU.  */

static void
fill_function (void)
{
  printf ("static void\nfill (void)\n{\n"
	  "  for (int i = 0; i < D; i++)\n"
	  "    for (int j = 0; j < D; j++)\n"
	  "      {\n");
  for (int g = 0; g < GLOBALS; g++)
    printf ("        g%d[i][j] = (T) ((i * %ld + j * %ld) %% 9 - 4) / 4"
	    " + (i == j ? 2 * D : 0);\n", g, pick (1, 7), pick (1, 7));
  for (int v = 0; v < VECTORS; v++)
    printf ("        v%d[i * D + j] = (T) ((i + j * %ld) %% 7 - 3) / 2;\n",
	    v, pick (1, 5));
  printf ("      }\n}\n\n");
}

static void
hash_function (void)
{
  printf ("static void\nhash (const char *what, const void *p, size_t n)\n"
	  "{\n"
	  "  const unsigned char *b = p;\n"
	  "  unsigned long h = 14695981039346656037ul;\n"
	  "  for (size_t i = 0; i < n; i++)\n"
	  "    h = (h ^ b[i]) * 1099511628211ul;\n"
	  "  printf (\"%%s %%016lx\\n\", what, h);\n"
	  "}\n\n");
}

/* One call of kernel NUMBER: distinct arrays, one array twice, or the
   read array one row past the written one.  */

static void
call (int number)
{
  int w = (int) pick (0, GLOBALS - 1), r = (w + (int) pick (1, 3)) % GLOBALS;
  int how = (int) pick (0, 9);
  /* GCC 12 at -O3 computes a covariance into the array it reads, or
     into that array shifted by a row, differently from GCC at -O2 or
     without its loop vectorizer (seeds 26 and 354 of viewgen's first
     version): plain gcc is no oracle there.  */
  if (forms[number] == F_COVAR)
    how = 0;
  printf ("  fill ();\n");
  if (forms[number] == F_FLIP)
    {
      int vw = (int) pick (0, VECTORS - 1), vr = 1 - vw;
      if (how < 6)
	printf ("  kernel_%d (D, D, v%d, v%d);\n", number, vw, vr);
      else if (how < 8)
	printf ("  kernel_%d (D, D, v%d, v%d);\n", number, vw, vw);
      else
	printf ("  kernel_%d (D - 1, D, v%d, v%d + D);\n", number, vw, vw);
    }
  else if (how < 6)
    printf ("  kernel_%d (D, D, g%d, g%d);\n", number, w, r);
  else if (how < 8)
    printf ("  kernel_%d (D, D, g%d, g%d);\n", number, w, w);
  else
    printf ("  kernel_%d (D - 1, D, g%d, g%d + 1);\n", number, w, w);
  for (int g = 0; g < GLOBALS; g++)
    printf ("  hash (\"kernel_%d g%d\", g%d, sizeof g%d);\n", number, g, g,
	    g);
  for (int v = 0; v < VECTORS; v++)
    printf ("  hash (\"kernel_%d v%d\", v%d, sizeof v%d);\n", number, v, v,
	    v);
}

static void
environment_comment (void)
{
  printf ("/* accblock-env: ACCBLOCK_NUM_ACCEL=%ld ACCBLOCK_THREADS=%d"
	  " ACCBLOCK_SCHEDULE=reverse", pick (2, 8), chance (50) ? 1 : 3);
  if (chance (40))
    printf (" ACCBLOCK_LOCAL_MEM=%ld", 1024 * pick (1, 16));
  if (chance (30))
    printf (" ACCBLOCK_REUSE=0");
  printf (" */\n");
}

static void
write_program (unsigned long seed)
{
  type = chance (50) ? "double" : "float";
  dim = pick (20, 44);
  printf ("/* viewgen %lu: arrays read in several ways, for -fauto-block."
	  " */\n", seed);
  environment_comment ();
  printf ("#include <stdio.h>\n#include <stddef.h>\n\n"
	  "#define D %ld\ntypedef %s T;\n\n", dim, type);
  for (int g = 0; g < GLOBALS; g++)
    printf ("static T g%d[D][D];\n", g);
  for (int v = 0; v < VECTORS; v++)
    printf ("static T v%d[D * D];\n", v);
  printf ("\n");
  int nkernels = (int) pick (2, MAX_KERNELS);
  for (int k = 0; k < nkernels; k++)
    kernel (k);
  printf ("/* viewgen: kernels end */\n\n");
  fill_function ();
  hash_function ();
  printf ("int\nmain (void)\n{\n");
  for (int k = 0; k < nkernels; k++)
    call (k);
  printf ("  return 0;\n}\n");
}

int
main (int argc, char **argv)
{
  unsigned long seed = rng_seed_from_arguments (argc, argv, "viewgen");
  write_program (seed);
  return 0;
}
