/* depgen.c -- random serial loop nests, many of them not parallel, for
   the differential test of the plugin's dependence test.

   Why this file exists: with -fauto-block the plugin also blocks plain
   loops that carry no pragma, once it has proved their iterations
   independent (serial.cc, depend.cc).  nestgen's programs are legal by
   construction, so they only show that legal nests keep their output; a
   proof that is wrong shows on a loop that is not parallel.  depgen
   writes loops without pragmas that mix forms carrying a dependence
   (a[i][j] = a[i - 1][j], a scalar sum, a scalar written under a
   condition, parameters that alias each other, indirect writes, calls
   with side effects, break) with forms that carry none.  random.exp
   builds each program with plain gcc and with -fauto-block, runs the
   second with ACCBLOCK_SCHEDULE=reverse on one thread, so that every
   blocked loop runs its outer blocks backwards, and wants the same
   output: a loop wrongly found parallel prints something else.

   Usage: depgen SEED
   The program goes to stdout and depends on nothing but SEED.

   Grammar of the generated program (choices are random, per seed):

     program   := env-comment headers globals helpers nest-fn{1..4}
                  "depgen: nests end" main
     globals   := static T aN[48]{1..3}      (3 to 6 arrays; T one of
                                               unsigned, unsigned long,
                                               float, double)
                  idx[48] (a permutation or with duplicates), counters
     nest-fn   := static void nest_N (int s, int r [, T *p, T *q
                                      | , T (*p)[48], ...])
                  { scalars; loop(0); print scalars }
     loop(L)   := for (IV = lo; IV < hi; IV++ | IV += 2)  body(L)
                | for (IV = hi - 1; IV >= lo; IV--)       (signed IVs)
                | for (IV = lo; IV < OUTER + 1; IV++)     (triangular)
                  hi a literal or `lim - c' (lim read from a volatile)
     body(L)   := [stmt] loop(L+1)                 (imperfect nests)
                | [if (ref > K) break;] stmt{1..3} (innermost)
     stmt      := ref = expr | ref += expr | if (ref > K) ref = expr
                | { T t = expr; ref = t * K + ref; }   (private scalar)
                | sum += expr                          (carried scalar)
                | last = expr; ref = last;             (live-out scalar)
                | if (ref > K) cond = expr; ref = cond; (carried)
                | W[idx[IV]] = expr                    (indirect write)
                | ref = (T) bump (expr)                (side effect)
                | ref = (T) half (expr)                (pure helper)
                | total += expr                        (global scalar)
     ref       := W[sub]...  W a global array or a parameter
     sub       := IV + c | c | c - IV | 2 * IV + c | IV + IV' + c
                | IV - IV' + c | IV + s + c | s + c  (c in -3..3, offset
                                                      17; s, r in 0..3)
     expr      := term {+|- term}{0..2}
     term      := (T) ref [* (T) ref] | K | (T) IV | sum | (T) ref * K

   Every subscript stays in 1 .. 46 of a dimension of 48, IVs in 0 .. 13,
   so an aliasing parameter may point one element further.  Integer
   arrays are unsigned, so wrapping is defined; floating values are only
   multiplied by constants, never by each other, so they stay finite and
   no NaN, whose sign or payload could depend on operand order, appears.
   The program prints every scalar after its nest and, at the end, a
   hash of the bits of every array, so a single changed bit shows.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rng.h"

#define DIM 48
#define OFFSET 17
#define MAX_IV 13
#define MAX_ARRAYS 6
#define MAX_DEPTH 3
#define MAX_NESTS 4

enum type { T_UNSIGNED, T_ULONG, T_FLOAT, T_DOUBLE, T_COUNT };

static const char *const type_names[T_COUNT] = {
  "unsigned", "unsigned long", "float", "double"
};

/* An array a nest can reference: a global or a parameter.  */
struct array
{
  char name[12];
  enum type type;
  int rank;
  long lead;     /* In a disciplined nest, the constant of the first
                    subscript: i + LEAD.  */
};

static struct array globals[MAX_ARRAYS];
static int nglobals;

/* The arrays of the nest being written: the globals, then p and q when
   the nest function takes two parameters of one global's shape.  */
static struct array visible[MAX_ARRAYS + 2];
static int nvisible;

static const char *const iv_names[MAX_DEPTH] = { "i", "j", "k" };
/* The IVs open around the statement being written.  */
static int depth_open;

/* Whether the nest being written is disciplined: most references index
   their first dimension with the outer IV plus the array's own constant,
   so that the outer loop is often parallel, and the few that do not (or
   a scalar carried across iterations) make it not.  Random nests are
   almost never parallel; disciplined ones test the proofs.  */
static int disciplined;

/* Scalars of the nest being written, printed after it.  */
struct scalar
{
  char name[16];
  enum type type;
};
static struct scalar scalars[8];
static int nscalars;

static int
is_float (enum type type)
{
  return type == T_FLOAT || type == T_DOUBLE;
}

static void
indent (int level)
{
  printf ("%*s", 2 * level + 2, "");
}

/* ------------------------------------------------------------------ */
/* References and expressions.  */

static const char *
any_iv (void)
{
  return iv_names[pick (0, depth_open - 1)];
}

/* One subscript: an affine function of the open IVs and of the nest
   function's parameters s and r (0 .. 3), in 1 .. 46.  */
static void
subscript (void)
{
  long c = OFFSET + pick (-3, 3);
  const char *iv = any_iv ();
  const char *other = any_iv ();
  int form = (int) pick (0, 12);
  if (depth_open < 2 && (form == 8 || form == 9))
    form = 0;
  if (form <= 4)
    printf ("[%s + %ld]", iv, c);
  else if (form == 5)
    printf ("[%ld]", c);
  else if (form == 6)
    printf ("[%ld - %s]", c, iv);
  else if (form == 7)
    printf ("[2 * %s + %ld]", iv, c - OFFSET / 2 - 4);
  else if (form == 8)
    printf ("[%s + %s + %ld]", iv, other, c - 6);
  else if (form == 9)
    printf ("[%s - %s + %ld]", iv, other, c);
  else if (form == 10)
    printf ("[%s + s + %ld]", iv, c - 3);
  else if (form == 11)
    printf ("[%s + r + %ld]", iv, c - 3);
  else
    printf ("[%s + %ld]", chance (50) ? "s" : "r", c);
}

/* A reference to A with random subscripts.  */
static void
reference (const struct array *a)
{
  printf ("%s", a->name);
  int d = 0;
  if (disciplined && !chance (8))
    {
      printf ("[%s + %ld]", iv_names[0], a->lead);
      d = 1;
    }
  for (; d < a->rank; d++)
    subscript ();
}

static const struct array *
any_array (void)
{
  return &visible[pick (0, nvisible - 1)];
}

/* An array whose elements convert to TYPE without undefined behaviour
   (integers to integers, floating to floating), or NULL.  */
static const struct array *
array_like (enum type type)
{
  const struct array *found[MAX_ARRAYS + 2];
  int n = 0;
  for (int a = 0; a < nvisible; a++)
    if (is_float (visible[a].type) == is_float (type))
      found[n++] = &visible[a];
  return n ? found[pick (0, n - 1)] : NULL;
}

/* A scalar of the nest of TYPE's kind, or NULL.  */
static const struct scalar *
scalar_like (enum type type)
{
  const struct scalar *found[8];
  int n = 0;
  for (int k = 0; k < nscalars; k++)
    if (is_float (scalars[k].type) == is_float (type))
      found[n++] = &scalars[k];
  return n ? found[pick (0, n - 1)] : NULL;
}

static void
constant (enum type type)
{
  if (is_float (type))
    printf ("%s", (const char *[]) { "0.25", "0.5", "0.75", "1.5" }
                  [pick (0, 3)]);
  else
    printf ("%ldu", pick (1, 9));
}

/* A term of type TYPE.  A scalar of the nest may be read, which makes
   the loop carry it when the nest also writes it.  */
static void
term (enum type type)
{
  int form = (int) pick (0, 9);
  const struct array *a = array_like (type);
  const struct scalar *s = scalar_like (type);
  if (form <= 3 && a)
    {
      printf ("(%s) ", type_names[type]);
      reference (a);
      if (!is_float (type) && chance (30))
        {
          printf (" * (%s) ", type_names[type]);
          reference (array_like (type));
        }
    }
  else if (form <= 5 && a)
    {
      printf ("(%s) ", type_names[type]);
      reference (a);
      printf (" * ");
      constant (type);
    }
  else if (form == 6)
    constant (type);
  else if (form == 7 || !s)
    printf ("(%s) %s", type_names[type], any_iv ());
  else
    printf ("(%s) %s", type_names[type], s->name);
}

static void
expression (enum type type)
{
  term (type);
  for (long n = pick (0, 2); n > 0; n--)
    {
      printf (chance (50) ? " + " : " - ");
      term (type);
    }
}

/* ------------------------------------------------------------------ */
/* Statements.  */

/* A scalar of the nest, declared at function scope, named PREFIX and a
   number; its value is printed after the nest.  */
static const struct scalar *
new_scalar (const char *prefix, enum type type)
{
  struct scalar *s = &scalars[nscalars];
  snprintf (s->name, sizeof s->name, "%s%d", prefix, nscalars);
  s->type = type;
  nscalars++;
  return s;
}

/* "NAME OP EXPRESSION;" for scalar S.  */
static void
scalar_assign (const struct scalar *s, const char *op)
{
  printf ("%s %s ", s->name, op);
  expression (s->type);
  printf (";\n");
}

static void
condition (void)
{
  const struct array *a = any_array ();
  printf ("if (");
  reference (a);
  printf (" > ");
  constant (a->type);
  printf (")");
}

static void
assign (const struct array *w, const char *op)
{
  reference (w);
  printf (" %s ", op);
  expression (w->type);
  printf (";\n");
}

/* One statement at nesting LEVEL.  SCALAR_ROOM says whether it may
   declare one more function-scope scalar.  */
static void
statement (int level, int scalar_room)
{
  const struct array *w = any_array ();
  int form = (int) pick (0, 99);
  indent (level);
  if (!scalar_room && form >= 50 && form < 75)
    form = 0;
  /* Carried scalars, indirect writes and calls are rarer in a
     disciplined nest.  */
  int carries = (form >= 50 && form < 58) || (form >= 66 && form < 75)
                || (form >= 83 && form < 92) || form >= 96;
  if (disciplined && carries && chance (70))
    form = (int) pick (0, 49);
  if (form < 30)
    assign (w, "=");
  else if (form < 42)
    assign (w, "+=");
  else if (form < 50)
    {
      condition ();
      printf (" ");
      assign (w, "=");
    }
  else if (form < 58)
    {
      scalar_assign (new_scalar ("sum", w->type), "+=");
    }
  else if (form < 66)
    {
      const struct scalar *s = new_scalar ("last", w->type);
      scalar_assign (s, "=");
      indent (level);
      reference (w);
      printf (" = %s;\n", s->name);
    }
  else if (form < 75)
    {
      const struct scalar *s = new_scalar ("cond", w->type);
      condition ();
      printf (" ");
      scalar_assign (s, "=");
      indent (level);
      reference (w);
      printf (" += %s;\n", s->name);
    }
  else if (form < 83)
    {
      printf ("{\n");
      indent (level + 1);
      printf ("%s t = ", type_names[w->type]);
      expression (w->type);
      printf (";\n");
      indent (level + 1);
      reference (w);
      printf (" = t * ");
      constant (w->type);
      printf (" + ");
      reference (w);
      printf (";\n");
      indent (level);
      printf ("}\n");
    }
  else if (form < 88)
    {
      /* An indirect write: the first subscript through idx.  */
      printf ("%s[idx[%s + %ld]]", w->name, any_iv (),
              (long) OFFSET + pick (-3, 3));
      for (int d = 1; d < w->rank; d++)
        subscript ();
      printf (" = ");
      expression (w->type);
      printf (";\n");
    }
  else if (form < 96)
    {
      /* bump counts its calls, half does not touch memory.  */
      reference (w);
      printf (" = (%s) %s_%c (", type_names[w->type],
              form < 92 ? "bump" : "half", is_float (w->type) ? 'f' : 'u');
      expression (w->type);
      printf (");\n");
    }
  else
    {
      printf ("total += (double) (");
      expression (w->type);
      printf (");\n");
    }
}

/* ------------------------------------------------------------------ */
/* Loops.  */

/* The type of a loop's IV: mostly int.  */
static const char *
iv_type (void)
{
  int r = (int) pick (0, 9);
  return r < 8 ? "int" : r == 8 ? "long" : "unsigned";
}

static void
loop_header (int level)
{
  const char *iv = iv_names[level];
  const char *type = iv_type ();
  long lo = pick (0, 3);
  long hi = chance (5) ? lo : pick (lo + 1, MAX_IV + 1);
  char bound[32];
  if (chance (25))
    snprintf (bound, sizeof bound, "lim - %ld", MAX_IV + 1 - hi);
  else
    snprintf (bound, sizeof bound, "%ld", hi);
  indent (level);
  if (level > 0 && chance (10))
    /* Triangular: the IV runs up to the enclosing one.  */
    printf ("for (%s %s = %ld; %s < %s + 1; %s++)\n", type, iv, lo, iv,
            iv_names[level - 1], iv);
  else if (strcmp (type, "unsigned") != 0 && chance (20))
    printf ("for (%s %s = (%s) - 1; %s >= %ld; %s--)\n", type, iv, bound,
            iv, lo, iv);
  else if (chance (15))
    printf ("for (%s %s = %ld; %s < %s; %s += 2)\n", type, iv, lo, iv, bound,
            iv);
  else
    printf ("for (%s %s = %ld; %s < %s; %s++)\n", type, iv, lo, iv, bound, iv);
}

static void
loop (int level, int depth)
{
  loop_header (level);
  indent (level);
  printf ("{\n");
  depth_open = level + 1;
  if (level + 1 < depth)
    {
      if (chance (20))
        statement (level + 1, nscalars < 6);
      loop (level + 1, depth);
      depth_open = level + 1;
    }
  else
    {
      if (chance (disciplined ? 1 : 6))
        {
          indent (level + 1);
          condition ();
          printf (" break;\n");
        }
      for (long n = pick (1, 3); n > 0; n--)
        statement (level + 1, nscalars < 6);
    }
  indent (level);
  printf ("}\n");
}

/* ------------------------------------------------------------------ */
/* Functions.  */

static void
print_value (const char *name, enum type type)
{
  if (is_float (type))
    printf ("  printf (\"%%s %%a\\n\", \"%s\", (double) %s);\n", name, name);
  else
    printf ("  printf (\"%%s %%lu\\n\", \"%s\", (unsigned long) %s);\n", name,
            name);
}

/* The declaration of parameter NAME shaped like global A.  */
static void
parameter (const struct array *a, const char *name)
{
  printf ("%s ", type_names[a->type]);
  if (a->rank == 1)
    printf ("*%s", name);
  else
    {
      printf ("(*%s)", name);
      for (int d = 1; d < a->rank; d++)
        printf ("[%d]", DIM);
    }
}

/* Write nest function N; *SHAPE is the global whose shape its two
   parameters take, or -1 when it has none.  */
static void
nest_function (int n, int *shape)
{
  nvisible = nglobals;
  memcpy (visible, globals, sizeof globals);
  disciplined = chance (60);
  for (int a = 0; a < nglobals; a++)
    visible[a].lead = OFFSET + pick (-3, 3);
  *shape = chance (30) ? (int) pick (0, nglobals - 1) : -1;
  printf ("static void\nnest_%d (int s, int r", n);
  if (*shape >= 0)
    {
      const struct array *a = &globals[*shape];
      printf (", ");
      parameter (a, "p");
      printf (", ");
      parameter (a, "q");
      for (int k = 0; k < 2; k++)
        {
          visible[nvisible] = *a;
          strcpy (visible[nvisible].name, k ? "q" : "p");
          visible[nvisible].lead = OFFSET + pick (-3, 3);
          nvisible++;
        }
    }
  printf (")\n{\n");
  /* Scalars are declared after the nest is written, so write the nest
     into a temporary file first.  */
  fflush (stdout);
  FILE *body = tmpfile ();
  if (!body)
    {
      perror ("depgen: tmpfile");
      exit (2);
    }
  FILE *saved = stdout;
  stdout = body;
  nscalars = 0;
  loop (0, (int) pick (1, MAX_DEPTH));
  fflush (stdout);
  stdout = saved;
  printf ("  int lim = lim_source;\n  (void) lim;\n");
  for (int s = 0; s < nscalars; s++)
    {
      printf ("  %s %s = ", type_names[scalars[s].type], scalars[s].name);
      constant (scalars[s].type);
      printf (";\n");
    }
  rewind (body);
  int c;
  while ((c = fgetc (body)) != EOF)
    putchar (c);
  fclose (body);
  for (int s = 0; s < nscalars; s++)
    print_value (scalars[s].name, scalars[s].type);
  printf ("}\n\n");
}

static void
declare_globals (void)
{
  nglobals = (int) pick (3, MAX_ARRAYS);
  for (int a = 0; a < nglobals; a++)
    {
      struct array *g = &globals[a];
      snprintf (g->name, sizeof g->name, "a%d", a);
      g->type = (enum type) pick (0, T_COUNT - 1);
      g->rank = chance (20) ? 3 : (int) pick (1, 2);
      printf ("static %s %s", type_names[g->type], g->name);
      for (int d = 0; d < g->rank; d++)
        printf ("[%d]", DIM);
      printf (";\n");
    }
  printf ("static unsigned idx[%d];\n", DIM);
  printf ("static unsigned long calls;\nstatic double total;\n");
  printf ("static volatile int lim_source = %d;\n\n", MAX_IV + 1);
  /* Helpers for either kind of element, so that no value converts
     between integer and floating types (out of range, that is
     undefined).  */
  printf ("static __attribute__ ((noinline, unused)) double\n"
          "bump_f (double x)\n{\n  calls++;\n  return x;\n}\n\n");
  printf ("static __attribute__ ((noinline, unused)) unsigned long\n"
          "bump_u (unsigned long x)\n{\n  calls++;\n  return x;\n}\n\n");
  printf ("static __attribute__ ((unused)) double\n"
          "half_f (double x)\n{\n  return x * 0.5;\n}\n\n");
  printf ("static __attribute__ ((unused)) unsigned long\n"
          "half_u (unsigned long x)\n{\n  return x / 2;\n}\n\n");
}

/* Fill global A with small values: multiples of 1/4 or small integers.  */
static void
initialise (const struct array *a)
{
  static const char *const iv[3] = { "x", "y", "z" };
  for (int d = 0; d < a->rank; d++)
    printf ("%*sfor (int %s = 0; %s < %d; %s++)\n", 2 * d + 2, "", iv[d],
            iv[d], DIM, iv[d]);
  printf ("%*s%s", 2 * a->rank + 2, "", a->name);
  for (int d = 0; d < a->rank; d++)
    printf ("[%s]", iv[d]);
  printf (" = (%s) ((", type_names[a->type]);
  for (int d = 0; d < a->rank; d++)
    printf ("%s%s * %ld", d ? " + " : "", iv[d], pick (1, 7));
  printf (" + %ld) %% 13)%s;\n", pick (0, 12), is_float (a->type) ? " / 4" : "");
}

/* Print a hash of every bit of global A.  */
static void
hash (const struct array *a)
{
  printf ("  {\n    unsigned long h = 14695981039346656037ul;\n"
          "    const unsigned char *b = (const unsigned char *) %s;\n"
          "    for (unsigned long n = 0; n < sizeof %s; n++)\n"
          "      h = (h ^ b[n]) * 1099511628211ul;\n"
          "    printf (\"%s %%016lx\\n\", h);\n  }\n", a->name, a->name,
          a->name);
}

static void
main_function (int nnests, const int *shape)
{
  printf ("int\nmain (void)\n{\n");
  for (int a = 0; a < nglobals; a++)
    initialise (&globals[a]);
  if (chance (50))
    /* Values up to 46: a parameter one element further stays inside.  */
    printf ("  for (int x = 0; x < %d; x++)\n    idx[x] = (x * 7) %% %d;\n",
            DIM, DIM - 1);
  else
    printf ("  for (int x = 0; x < %d; x++)\n    idx[x] = x / 2 + 1;\n", DIM);
  for (int n = 0; n < nnests; n++)
    {
      /* s and r: as often equal as not.  */
      long s = pick (0, 3);
      long r = chance (50) ? s : pick (0, 3);
      printf ("  nest_%d (%ld, %ld", n, s, r);
      if (shape[n] >= 0)
        {
          /* The two arrays: the same array, one element apart, or the
             same array twice.  */
          const char *name = globals[shape[n]].name;
          printf (", %s, %s%s", name, name, chance (50) ? " + 1" : "");
        }
      printf (");\n");
    }
  for (int a = 0; a < nglobals; a++)
    hash (&globals[a]);
  print_value ("calls", T_ULONG);
  print_value ("total", T_DOUBLE);
  printf ("  return 0;\n}\n");
}

static void
environment_comment (void)
{
  printf ("/* accblock-env: ACCBLOCK_NUM_ACCEL=%ld ACCBLOCK_THREADS=1"
          " ACCBLOCK_SCHEDULE=reverse", pick (2, 8));
  if (chance (30))
    printf (" ACCBLOCK_STAGE=0");
  else if (chance (40))
    printf (" ACCBLOCK_LOCAL_MEM=%ld", 1024 * pick (1, 8));
  printf (" */\n");
}

static void
write_program (unsigned long seed)
{
  int shape[MAX_NESTS];
  printf ("/* depgen %lu: serial loop nests for -fauto-block. */\n", seed);
  environment_comment ();
  printf ("#include <stdio.h>\n\n");
  declare_globals ();
  int nnests = (int) pick (1, MAX_NESTS);
  for (int n = 0; n < nnests; n++)
    nest_function (n, &shape[n]);
  printf ("/* depgen: nests end */\n\n");
  main_function (nnests, shape);
}

int
main (int argc, char **argv)
{
  unsigned long seed = rng_seed_from_arguments (argc, argv, "depgen");
  write_program (seed);
  return 0;
}
