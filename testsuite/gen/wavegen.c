/* wavegen.c -- random in-place stencil sweeps, for the differential test
   of the wavefront test and of whatever runs their tiles in fronts.

   Why this file exists: a sweep that updates its array in place (a
   Gauss-Seidel stencil) carries dependences on its outer loops; the
   plugin's wavefront test (plugin/wavefront.cc) decides from their
   distances whether its tiles may run in parallel fronts, and for which
   tile shapes.  A wrong decision is a silent wrong result once the
   fronts run, so wavegen writes sweeps whose neighbour offsets are
   random, some of which no wavefront keeps (a transposed read, a fixed
   column, a second pointer that is the same array, a scalar carried
   from one point to the next), and states in the program what the
   plugin must say of each loop, computed here independently of the
   plugin.  accblock.run/wavefront.exp builds each program with plain
   gcc and with -fauto-block, compares the outputs (run in reverse order
   on one and three threads, on the paper and host targets) and the
   remarks with these statements.

   Usage: wavegen [--no-skew] SEED
   The program goes to stdout and depends on nothing but SEED.  A
   stencil sweep, whose dependences all have constant distances but on
   the time loop, has its time loop tiled with the sweep in skewed
   fronts (plugin/skew.cc), whose coefficients wavegen states after a
   search of its own; with --no-skew (the plugin's skew=no) its nest is
   left alone with a remark on wavefronts.

   Grammar of the generated program (choices are random, per seed):

     program := env-comment headers sweep{1..4} main
     sweep   := static void sweep_N (int steps, int n0, int n1 [, int n2],
                                     unsigned A[n0][n1][n2]
                                     [, unsigned B[n0][n1]])
                { [unsigned s = K;]
                  for (t = 0; t < steps; t++)
                    for (i = 2; i < n0 - 2; i++)
                      for (j = 2; j < n1 - 2; j++)
                        [for (k = 2; k < n2 - 2; k++)]
                          A[i + w0][j + w1][k + w2] = expr; }
     expr    := term {+ term}{0..4} ^ K
     term    := K * A[i + c0][j + c1][k + c2]    (c in -2..2, w in -1..1)
              | K * A[j + c0][i + c1]            (transposed, 2D only)
              | K * A[i + c0][C]                 (a fixed column that
                                                  the sweep writes)
              | K * B[i + c0][j + c1]            (B is A at the call)
              | s  with  s = s * K + term first  (a carried scalar)

   Subscripts stay in 0 .. n - 1; sizes range from 1 (no iteration) to
   40, most of them small and none a multiple of anything in
   particular.  Arithmetic is unsigned, so wrapping is defined.  Each
   statement about a loop is a comment
     wavegen-expect LINE: TEXT
   that the remarks of -fauto-block -fopt-info-missed (in the C locale)
   for LINE must contain, or
     wavegen-expect LINE: none
   when no remark of LINE may mention a wavefront, or
     wavegen-may LINE: TEXT
   when a remark of LINE that mentions a wavefront must contain TEXT.
   Each statement's tile shapes are checked by brute force first: the
   tiles keep every dependence on a small grid, and tiles of one more
   row do not (wavegen exits with status 3 otherwise).  */

#include "rng.h"
#include <string.h>

#define MAX_TERMS 5
#define MAX_SWEEPS 4
#define MAX_DISTS 64

enum sweep_kind
{
  SWEEP_STENCIL,    /* Only A[i + c0][j + c1]...: constant distances.  */
  SWEEP_TRANSPOSE,  /* One read A[j + c0][i + c1].  */
  SWEEP_FIXED,      /* One read A[i + c0][C].  */
  SWEEP_ALIAS,      /* One read through B, the same array.  */
  SWEEP_SCALAR      /* A scalar carried from one point to the next.  */
};

struct sweep
{
  enum sweep_kind kind;
  int dims;                    /* 2 or 3.  */
  int write[3];                /* Offsets of the written element.  */
  int nterms;
  int off[MAX_TERMS][3];       /* Offsets of the reads of A.  */
  unsigned coef[MAX_TERMS];
  int line_t, line_i, line_j;  /* Where the loops are written.  */
};

static int line = 1;

/* Whether the plugin tiles a stencil sweep's time loop with the sweep
   in skewed fronts (its "skew" key, on unless "--no-skew").  */
static int skew_on = 1;

/* Print and count lines: every line of the program goes through here.  */
static void
emit (const char *fmt, ...) __attribute__ ((format (printf, 1, 2)));

#include <stdarg.h>

static void
emit (const char *fmt, ...)
{
  va_list args;
  va_start (args, fmt);
  vprintf (fmt, args);
  va_end (args);
  for (const char *p = fmt; *p; p++)
    if (*p == '\n')
      line++;
}

static void
draw_sweep (struct sweep *s)
{
  memset (s, 0, sizeof *s);
  s->dims = chance (30) ? 3 : 2;
  int k = pick (0, 99);
  if (s->dims == 3 || k < 60)
    s->kind = k < 90 || s->dims == 2 ? SWEEP_STENCIL : SWEEP_SCALAR;
  else if (k < 70)
    s->kind = SWEEP_TRANSPOSE;
  else if (k < 80)
    s->kind = SWEEP_FIXED;
  else if (k < 90)
    s->kind = SWEEP_ALIAS;
  else
    s->kind = SWEEP_SCALAR;
  for (int d = 0; d < s->dims; d++)
    s->write[d] = chance (70) ? 0 : (int) pick (-1, 1);
  s->nterms = (int) pick (s->kind == SWEEP_ALIAS ? 2 : 1, MAX_TERMS);
  for (int t = 0; t < s->nterms; t++)
    {
      for (int d = 0; d < s->dims; d++)
	s->off[t][d] = (int) pick (-2, 2);
      s->coef[t] = (unsigned) pick (1, 9) * 2 + 1;
    }
  /* A fixed column on another row, and a read of A beside B on another
     row, make the outer loop carry a dependence for certain, so that
     the nest is left alone and its remark says why no wavefront.  */
  int carrier = s->kind == SWEEP_ALIAS ? 1 : 0;
  if ((s->kind == SWEEP_ALIAS || s->kind == SWEEP_FIXED)
      && s->off[carrier][0] == s->write[0])
    s->off[carrier][0] = s->write[0] + (s->write[0] < 1 ? 1 : -1);
}

/* The subscripts of a read or write of A at offsets OFF: "[i - 1][j]".  */
static void
emit_subscripts (const struct sweep *s, const int *off)
{
  static const char *const iv[3] = { "i", "j", "k" };
  for (int d = 0; d < s->dims; d++)
    {
      if (off[d] == 0)
	emit ("[%s]", iv[d]);
      else
	emit ("[%s %c %d]", iv[d], off[d] < 0 ? '-' : '+', abs (off[d]));
    }
}

static void
emit_sweep (int n, struct sweep *s)
{
  emit ("static void __attribute__ ((noinline))\n");
  if (s->dims == 3)
    emit ("sweep_%d (int steps, int n0, int n1, int n2, "
	  "unsigned A[n0][n1][n2])\n{\n", n);
  else if (s->kind == SWEEP_ALIAS)
    emit ("sweep_%d (int steps, int n0, int n1, unsigned A[n0][n1], "
	  "unsigned B[n0][n1])\n{\n", n);
  else
    emit ("sweep_%d (int steps, int n0, int n1, unsigned A[n0][n1])\n{\n",
	  n);
  if (s->kind == SWEEP_SCALAR)
    emit ("  unsigned s = %uu;\n", (unsigned) pick (1, 1000));
  s->line_t = line;
  emit ("  for (int t = 0; t < steps; t++)\n");
  s->line_i = line;
  emit ("    for (int i = 2; i < n0 - 2; i++)\n");
  s->line_j = line;
  emit ("      for (int j = 2; j < n1 - 2; j++)\n");
  if (s->dims == 3)
    emit ("        for (int k = 2; k < n2 - 2; k++)\n");
  emit ("          {\n");
  if (s->kind == SWEEP_SCALAR)
    emit ("            s = s * 5u + A");
  else
    emit ("            A");
  if (s->kind == SWEEP_SCALAR)
    {
      emit_subscripts (s, s->off[0]);
      emit (";\n            A");
    }
  emit_subscripts (s, s->write);
  emit (" = ");
  for (int t = 0; t < s->nterms; t++)
    {
      emit ("%s%uu * ", t ? " + " : "", s->coef[t]);
      if (t == 0 && s->kind == SWEEP_TRANSPOSE)
	emit ("A[j %c %d][i %c %d]", s->off[t][0] < 0 ? '-' : '+',
	      abs (s->off[t][0]), s->off[t][1] < 0 ? '-' : '+',
	      abs (s->off[t][1]));
      else if (t == 0 && s->kind == SWEEP_FIXED)
	emit ("A[i %c %d][%d]", s->off[t][0] < 0 ? '-' : '+',
	      abs (s->off[t][0]), 2 + s->write[1] + (int) pick (0, 1));
      else
	{
	  emit (t == 0 && s->kind == SWEEP_ALIAS ? "B" : "A");
	  emit_subscripts (s, s->off[t]);
	}
    }
  if (s->kind == SWEEP_SCALAR)
    emit (" + s");
  emit (" ^ %uu;\n          }\n}\n\n", (unsigned) pick (0, 255));
}

/* ---- What the plugin must say, computed independently ---- */

struct dists
{
  int n;
  int v[MAX_DISTS][3];
};

static int
compare_vec (const int *a, const int *b, int depth)
{
  for (int l = 0; l < depth; l++)
    if (a[l] != b[l])
      return a[l] < b[l] ? -1 : 1;
  return 0;
}

/* Add the distance of the write W and a read at R over levels FIRST ..
   DIMS - 1, when the two meet with equal offsets on the levels before
   FIRST (fixed indices of the loops around the nest), pointing forward;
   sorted, once.  */
static void
add_distance (struct dists *ds, const int *w, const int *r, int first,
	      int dims)
{
  int v[3] = { 0, 0, 0 }, depth = dims - first, sign = 0;
  for (int d = 0; d < first; d++)
    if (w[d] != r[d])
      return;
  for (int l = 0; l < depth; l++)
    {
      v[l] = w[first + l] - r[first + l];
      if (!sign && v[l])
	sign = v[l] > 0 ? 1 : -1;
    }
  if (!sign)
    return;
  for (int l = 0; l < depth; l++)
    v[l] *= sign;
  int pos = 0;
  while (pos < ds->n && compare_vec (ds->v[pos], v, depth) < 0)
    pos++;
  if (pos < ds->n && compare_vec (ds->v[pos], v, depth) == 0)
    return;
  memmove (ds->v[pos + 1], ds->v[pos], (ds->n - pos) * sizeof ds->v[0]);
  memcpy (ds->v[pos], v, sizeof v);
  ds->n++;
}

/* Whether tiles of ROWS by COLS iterations in fronts FACTOR * I + J
   keep every distance of DS (levels 0 and 1 of DEPTH) between the
   iterations of a GRID by GRID square: the later iteration of each
   dependence in the same tile or in a later front.  */
#define GRID 14
static int
schedule_keeps (const struct dists *ds, long rows, long cols,
		unsigned factor)
{
  for (long a = 0; a < GRID; a++)
    for (long b = 0; b < GRID; b++)
      for (int k = 0; k < ds->n; k++)
	{
	  long y0 = a + ds->v[k][0], y1 = b + ds->v[k][1];
	  if (y0 < 0 || y0 >= GRID || y1 < 0 || y1 >= GRID)
	    continue;
	  long di = y0 / rows - a / rows, dj = y1 / cols - b / cols;
	  if ((di || dj) && (long) factor * di + dj < 1)
	    return 0;
	}
  return 1;
}

/* Check the rule of wavefront.cc by brute force on the distances DS:
   the tiles it allows keep them, and one row more does not.  Exits with
   status 3 when either fails: the proof in the plugin's head comment
   would be wrong.  */
static void
check_rule (const struct dists *ds, long rows, long cols, unsigned factor)
{
  for (long r = 1; r <= (rows ? rows : 4); r++)
    for (long c = cols; c <= cols + 3; c++)
      if (!schedule_keeps (ds, r, c, factor))
	{
	  fprintf (stderr, "wavegen: tiles %ld x %ld, fronts %u*I + J "
		   "break a dependence\n", r, c, factor);
	  exit (3);
	}
  if (rows && schedule_keeps (ds, rows + 1, cols, factor))
    {
      fprintf (stderr, "wavegen: tiles of %ld rows keep every "
	       "dependence, more than the rule allows\n", rows + 1);
      exit (3);
    }
}

/* State what the remark of the nest of levels FIRST .. DIMS - 1 of S at
   LINE must say, when it is left alone; return whether it is (a
   dependence on its outer level).  */
static int
expect_nest (const struct sweep *s, int first, int line_at, const char *verb)
{
  static const char *const iv[3] = { "i", "j", "k" };
  struct dists ds = { 0 };
  for (int t = 0; t < s->nterms; t++)
    add_distance (&ds, s->write, s->off[t], first, s->dims);
  int depth = s->dims - first, carried = 0;
  for (int k = 0; k < ds.n; k++)
    carried |= ds.v[k][0] != 0;
  if (!carried)
    {
      printf ("/* wavegen-expect %d: none */\n", line_at);
      return 0;
    }
  long rows = 0, cols = 1;
  unsigned factor = 1;
  for (int k = 0; k < ds.n; k++)
    if (ds.v[k][1] < 0)
      {
	if (!rows || ds.v[k][0] < rows)
	  rows = ds.v[k][0];
	if (-ds.v[k][1] > cols)
	  cols = -ds.v[k][1];
	factor = 2;
      }
  check_rule (&ds, rows, cols, factor);
  printf ("/* wavegen-%s %d: loop '%s' could run as a wavefront of "
	  "tiles of '%s' and '%s': the dependences on 'A' have the "
	  "constant distances ", verb, line_at, iv[first], iv[first],
	  iv[first + 1]);
  for (int k = 0; k < ds.n && k < 6; k++)
    {
      printf ("%s(", k ? ", " : "");
      for (int l = 0; l < depth; l++)
	printf ("%s%d", l ? ", " : "", ds.v[k][l]);
      printf (")");
    }
  printf ("%s in iterations of (", ds.n > 6 ? ", ..." : "");
  for (int l = 0; l < depth; l++)
    printf ("%s%s", l ? ", " : "", iv[first + l]);
  if (rows)
    printf ("); tiles of at most %ld by at least %ld iterations", rows, cols);
  else
    printf ("); tiles of any size");
  printf (", each run in order, keep them in fronts %sI + J, but "
	  "wavefronts are not dispatched */\n", factor == 2 ? "2*" : "");
  return 1;
}

/* ---- The skew of the time loop with the sweep (plugin/skew.cc) ---- */

#define MAX_SKEW_VECS (3 * (MAX_TERMS + 1))

/* The distance vectors over (t, i, j[, k]) of S's pairs, the time
   distance taken as D: (D, w - r) and (D, r - w) for each read R and the
   write W when D >= 1, (0, w - r) pointing forward when D is 0; into
   V, their count returned.  */
static int
skew_vectors (const struct sweep *s, int d, int v[][4])
{
  int n = 0, depth = s->dims + 1;
  for (int t = -1; t < s->nterms; t++)
    {
      const int *r = t < 0 ? s->write : s->off[t];
      int sign = 0;
      for (int l = 1; l < depth; l++)
	{
	  v[n][l] = s->write[l - 1] - r[l - 1];
	  v[n + 1][l] = -v[n][l];
	  v[n + 2][l] = v[n][l];
	  if (!sign && v[n][l])
	    sign = v[n][l] > 0 ? 1 : -1;
	}
      v[n][0] = v[n + 1][0] = d;
      v[n + 2][0] = 0;
      for (int l = 1; l < depth; l++)
	v[n + 2][l] *= sign;
      /* At time distance 0 only the forward vector is a dependence.  */
      if (d == 0)
	{
	  memcpy (v[n], v[n + 2], sizeof v[n]);
	  n += sign ? 1 : 0;
	}
      else
	n += sign ? 3 : 2;
    }
  return n;
}

/* Whether the coefficients C (C[0] = 0) give every vector of S at time
   distance D skewed components >= 0.  */
static int
skew_keeps (const struct sweep *s, const int *c, int d)
{
  int v[MAX_SKEW_VECS][4], n = skew_vectors (s, d, v), depth = s->dims + 1;
  for (int k = 0; k < n; k++)
    {
      long sum = 0;
      for (int l = 0; l < depth; l++)
	{
	  long skewed = v[k][l] + c[l] * sum;
	  if (skewed < 0)
	    return 0;
	  sum += skewed;
	}
    }
  return 1;
}

/* State the remark of the time loop of S, whose dependences all have
   constant distances: the least coefficients, level by level, that a
   search over small values finds to keep every dependence at time
   distances 0 to 3, checked to be the least.  */
static void
expect_skew (const struct sweep *s)
{
  static const char *const iv[4] = { "t", "i", "j", "k" };
  int depth = s->dims + 1, c[4] = { 0, 0, 0, 0 };
  for (int l = 1; l < depth; l++)
    {
      /* The least C[L] that keeps levels 0 .. L: the levels below are
	 checked with a coefficient large enough to keep them.  */
      int best = -1;
      for (int x = 0; x <= 16 && best < 0; x++)
	{
	  int trial[4] = { 0, 0, 0, 0 }, ok = 1;
	  memcpy (trial, c, sizeof trial);
	  trial[l] = x;
	  struct sweep cut = *s;
	  cut.dims = l;
	  for (int d = 0; d <= 3 && ok; d++)
	    ok = skew_keeps (&cut, trial, d);
	  if (ok)
	    best = x;
	}
      if (best < 0)
	{
	  fprintf (stderr, "wavegen: no skew found\n");
	  exit (3);
	}
      c[l] = best;
    }
  /* Every dependence at distance 0 on the loop over i: under auto=model
     the time loop runs whole in tiles of i instead (outer-whole.cc),
     under auto=greedy it is skewed.  */
  int along_i = 0;
  for (int t = 0; t < s->nterms; t++)
    along_i |= s->off[t][0] != s->write[0];
  long m[4][4] = { { 0 } };
  printf ("/* wavegen-%s %d: loop 't' tiled with the loops inside it "
	  "in skewed fronts (", along_i ? "expect" : "may", s->line_t);
  for (int l = 0; l < depth; l++)
    {
      m[l][l] = 1;
      for (int k = 0; k < l; k++)
	for (int x = 0; x < l; x++)
	  m[l][x] += c[l] * m[k][x];
      if (l == 0)
	continue;
      printf ("%s%s", l > 1 ? ", " : "", iv[l]);
      for (int x = 0; x < l; x++)
	if (m[l][x] == 1)
	  printf (" + %s", iv[x]);
	else if (m[l][x])
	  printf (" + %ld*%s", m[l][x], iv[x]);
    }
  printf (") */\n");
}

static void
expect_sweep (const struct sweep *s)
{
  /* Which of the pairs without constant distance is named depends on
     the order of the plugin's references.  */
  const char *cannot = "cannot run as a wavefront of tiles: the "
		       "dependence between 'A[i";
  /* The time loop's references do not use t: nothing said of
     wavefronts; skewed only when every other distance is constant.  */
  if (s->kind != SWEEP_STENCIL)
    printf ("/* wavegen-expect %d: none */\n", s->line_t);
  if (s->kind == SWEEP_SCALAR)
    {
      printf ("/* wavegen-expect %d: none */\n", s->line_i);
      printf ("/* wavegen-expect %d: none */\n", s->line_j);
      return;
    }
  if (s->kind != SWEEP_STENCIL)
    {
      printf ("/* wavegen-expect %d: loop 'i' %s */\n", s->line_i, cannot);
      return;
    }
  /* Every dependence has a constant distance but on the time loop,
     whose index no subscript uses: the time loop is tiled with the
     sweep in skewed fronts (plugin/skew.cc), and nothing is said of
     wavefronts of the sweep.  */
  if (skew_on)
    {
      expect_skew (s);
      printf ("/* wavegen-expect %d: none */\n", s->line_i);
      printf ("/* wavegen-expect %d: none */\n", s->line_j);
      return;
    }
  /* A nest left alone has the nest of its inner levels looked at; there
     the row index is a variable of the subscripts that the analysis
     may not describe (a row of a VLA of VLAs), and then nothing is
     said of wavefronts.  */
  if (expect_nest (s, 0, s->line_i, "expect") && s->dims == 3)
    expect_nest (s, 1, s->line_j, "may");
}

/* ---- main ---- */

static void
emit_main (int nsweeps, const struct sweep *sweeps)
{
  emit ("static unsigned\nhash (const unsigned *p, long n)\n{\n"
	"  unsigned h = 2166136261u;\n"
	"  for (long x = 0; x < n; x++)\n"
	"    h = (h ^ p[x]) * 16777619u;\n"
	"  return h;\n}\n\n");
  emit ("int\nmain (void)\n{\n");
  for (int n = 0; n < nsweeps; n++)
    {
      const struct sweep *s = &sweeps[n];
      int size[3];
      for (int d = 0; d < 3; d++)
	size[d] = chance (60) ? (int) pick (1, 9) : (int) pick (10, 40);
      if (s->kind == SWEEP_TRANSPOSE)
	size[1] = size[0];
      if (s->dims == 2)
	size[2] = 1;
      long total = (long) size[0] * size[1] * size[2];
      emit ("  {\n    static unsigned a%d[%ld];\n", n, total);
      emit ("    for (long x = 0; x < %ld; x++)\n"
	    "      a%d[x] = (unsigned) (x * 2654435761u) >> 7;\n", total, n);
      int steps = (int) pick (1, 3);
      if (s->dims == 3)
	emit ("    sweep_%d (%d, %d, %d, %d, (unsigned (*)[%d][%d]) a%d);\n",
	      n, steps, size[0], size[1], size[2], size[1], size[2], n);
      else if (s->kind == SWEEP_ALIAS)
	emit ("    sweep_%d (%d, %d, %d, (unsigned (*)[%d]) a%d, "
	      "(unsigned (*)[%d]) a%d);\n", n, steps, size[0], size[1],
	      size[1], n, size[1], n);
      else
	emit ("    sweep_%d (%d, %d, %d, (unsigned (*)[%d]) a%d);\n", n,
	      steps, size[0], size[1], size[1], n);
      emit ("    printf (\"sweep %d: %%08x\\n\", hash (a%d, %ld));\n  }\n",
	    n, n, total);
    }
  emit ("  return 0;\n}\n");
}

int
main (int argc, char **argv)
{
  /* The plugin built with -fplugin-arg-accblock-skew=no says of a
     stencil sweep's nest whether it could run as a wavefront.  */
  if (argc == 3 && strcmp (argv[1], "--no-skew") == 0)
    {
      skew_on = 0;
      argv[1] = argv[0];
      argc--;
      argv++;
    }
  unsigned long seed = rng_seed_from_arguments (argc, argv, "wavegen");
  struct sweep sweeps[MAX_SWEEPS];
  int nsweeps = (int) pick (1, MAX_SWEEPS);
  for (int n = 0; n < nsweeps; n++)
    draw_sweep (&sweeps[n]);
  emit ("/* wavegen %lu */\n", seed);
  emit ("/* accblock-env: ACCBLOCK_SCHEDULE=reverse ACCBLOCK_THREADS=%d */\n",
	chance (50) ? 1 : 3);
  emit ("#include <stdio.h>\n\n");
  for (int n = 0; n < nsweeps; n++)
    emit_sweep (n, &sweeps[n]);
  emit_main (nsweeps, sweeps);
  for (int n = 0; n < nsweeps; n++)
    expect_sweep (&sweeps[n]);
  return 0;
}
