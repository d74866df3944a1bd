/* nestgen.c -- random blocked loop nests for accblock's differential test.

   Why this file exists: the block clause must never change what a program
   prints.  Hand-written run tests cover the forms someone thought of; this
   generator covers their combinations.  `nestgen SEED' writes one complete
   C99 program with a few loop nests under `#pragma acc loop block(...)';
   testsuite/accblock.run/random.exp builds it with and without the plugin
   and compares the two outputs byte for byte.  It is plain C99 so that
   `make check' needs nothing beyond the C compiler.

   Usage: nestgen [--staging] [--cxx | --cxx-form=FORM]
                  [--no-FEATURE | --with-FEATURE]... SEED
   The program goes to stdout and depends on nothing but SEED and the
   switches.  Run the generated program without arguments: runtime bounds
   are partly derived from argc.

   Grammar of the generated program (choices are random, per seed):

     program   := env-comment headers helpers globals nest-fn{1..3} main
     nest-fn   := static void nest_N (runtime-values, arrays)
                  { runtime-values arrays [T t;] init [scalar{1..2}]
                    pragma loop(0) scalar-prints          (the same nest
                    [pragma loop(0) scalar-prints]         with other sizes)
                    outer-iv-print prints }
     scalar    := S s = literal;                  (carried through the
                                                   nest, printed after it)
     pragma    := #pragma acc [parallel | kernels] loop [gang | independent]
                    block(iv:size, ...) [split] [sharing]
                                             | _Pragma ("acc ... block(...)")
     sharing   := [private(v, ...)] [firstprivate(v, ...)]   (firstprivate:
                    [reduction(op:s, ...)]...          parallel loop only)
     op        := + | * | & | "|" | ^ | max | min | && | ||
     size      := 1 | 2..4 | trips | trips+1..trips+5 | 1..trips | BS_macro
     split     := split(iv:2..5)      (iv: a blocked inner level, in about
                                       two nests in five whose clause
                                       blocks level 0 and an inner level)
     loop(L)   := for (init; iv CMP bound; incr) body(L)
     init      := literal | runtime value
                | LO + (outer_iv - OUTER_LO)    (triangular-blocked: a
                                                 blocked inner level)
     bound     := literal | runtime value [+|- c]
                | LO + ((long) outer_iv - OUTER_LO) % M   (triangular: only
                                                 unblocked inner levels)
                | LO + (outer_iv - OUTER_LO)    (triangular-blocked)
     CMP       := < | <=  (increasing)  |  > | >=  (decreasing)
     incr      := iv++ | ++iv | iv += c | iv = iv + c      (increasing)
                | iv-- | --iv | iv -= c | iv = iv - c      (decreasing)
     body(L)   := [#pragma acc loop [vector|worker|independent]] loop(L+1)
                | [pre-stmt] [update] loop(L+1) [post-stmt] [update]
                                    (imperfect: only at the deepest
                                     blocked level)
                | stmt{1..2} [update]{0..2}                 (innermost)
     pre-stmt  := aux[..] = expr | out[..] *= 3 | out[..] = expr
                | T partial = out[..] | T partial = 0
     post-stmt := out[..] = partial
     stmt      := out[..] = expr | out[..] = out[..] * c + expr
                | out[..] += expr | out[..] -= expr | partial += expr
                | [T] t = expr; out[..] = t + out[..]
                | sum                  (a nest with a split, 3 times in 4)
     sum       := acc[..] += expr | acc[..] -= expr       (acc: indexed by
                | acc[..] = acc[..] + (expr)               every level but
                | acc[..] = acc[..] - (expr)               the split one)
                | acc[..] = (expr) + acc[..]
                           (integer acc, int8_t..uint64_t: kept; float or
                            double acc: refused; and the sum with
                            out2[..] = (T) ((long) acc[..] & 255) + expr
                            after it: refused)
                | acc[..] = (expr) - acc[..]                     (refused)
     update    := [int s_at = expr;] [if (cond)] reduction
                | [if (cond)] carried
     reduction := s += x | s -= x | s = s + x | s = x + s | s = s - x
                | s *= odd | s = s * odd | s = odd * s
                | s op= x' | s = s op x' | s = x' op s   (op: ^, & or |;
                                                  one group per scalar)
     x         := (e) | (S) (e) * big         (+ -, unsigned S only)
     x'        := (S) (e) | ((S) (e) << ((unsigned) iv & 31u))
                                     (^, the shift unsigned 64-bit only)
                | ((S) (e) | ~mask)  (&)  |  ((S) (e) & mask)  (|)
     e         := expr | s_at     (s_at, half the time, where expr might
                                    fold: may_fold)
     odd       := (((int) in[..] & 3) * 2 + 1) | (((int) iv & 3) * 2 + 1)
     carried   := s += expr | s -= expr | s += (expr) * 0.1    (double)
                | s = s * 0.5 + (expr) | s = s * 3u + (unsigned) (expr)
                | s = (s + (expr)) % 1009                 (running value)
                | s += expr; dest += (T) (s & 7)         (also read; dest:
                | s ^= expr; dest += (T) (s & 7)          out[..], partial)
                | s = (S) (expr)              (last value, read after)
                | S v = (S) (expr); s = s > v ? s : v    (reduction clause:
                | ... s = v > s ? v : s | if (v > s) s = v  max, min with <)
                | s = s && (expr > c) | s = (expr > c) || s      (&&, ||)
                | s += in[..] [+|- in[..]]   (float or double sum with a
                                              clause: exact, any order)
     private   := v = expr; | set_T (&v, expr); | a[0] = expr; .. a[K-1] = ..
                   (first in the innermost body or before the inner loop;
                    the main statement adds + (T) v, (T) a[c] or
                    (T) a[(unsigned) iv % K])
     firstpriv := the main statement adds + (T) f * (T) ((long) iv % 4)
                | f += c; ... f -= c;      (a nest of one level)
     cond      := (int) in[..] > c | (long) iv % 3 == 0
     expr      := term {+|- term}
     term      := (T) in[..] [* (T) in[..]] | c * (T) in[..]
                | (T) scale * (T) in[..]            (captured runtime value)
                | twice_plus_T ((T) in[..], (long) iv)        (static helper)
                | sqrt (fabs (...) + 1.0)                   (float types)
                | (T) ((long) iv * c - (long) iv')
     in[..], out[..] (array references, by storage kind):
               := a[sub][sub]..      (global, static, local, param, VLA)
                | sN.m[sub].. | sN.in[0..2].m[sub]..      (struct member)
                | a[sub].r[sub].. | a[sub].v           (rows of structs)
                | a[((sub) * n + (sub)) * m + (sub)]     (malloc'd flat)
                | gpN_a[flat] | gpN_a[sub][sub].. | gsN_a.p[flat]
                                         (malloc'd, global pointer)
     sub       := iv | iv + c | iv - c
                | iv + c*iv' + c | c*iv' + iv + c       (coupled: reads of
                                      inputs only, c*iv' = iv', 2*iv', -iv')

   Depth 1..3; IV types int, long, unsigned; steps 1..3; lower bounds
   other than 0 (negative for signed IVs); bounds and lower bounds either
   literals or runtime values (from argc or a volatile global, printed by
   the program), sometimes of another integer type than the IV; some
   levels run zero times.  Element types int, long, float, double (and
   int8_t..uint64_t for the arrays of sums along a split level).
   Storage (each kind about as often as each other): global, file or
   function static, local automatic, array parameter `T a[][N]', pointer
   to VLA `T (*a)[m]', malloc'd flat arrays indexed
   `a[((i + s) * n + j) * m + k]', and two kinds of globals inside
   structures: a member `static struct { P pad; T m[N0][N1]; } sN_a;'
   (or that member in element 0..2 of an inner array of three
   structures, `sN_a.in[2].m[i][j]'), and rows of structures
   `static struct { P tag; T r[N1]; } rwN_a[N0];' indexed
   `rwN_a[i].r[j]' (1-D: a scalar member, `rwN_a[i].v').  Rows of
   structures are filled and printed row by row.  And arrays reached
   through a global pointer, which the nest loads from memory in every
   iteration: a pointer `T *gpN_a;' indexed flat as above, a pointer to
   rows `T (*gpN_a)[N1];' indexed `gpN_a[i][j]', or a pointer member
   `struct { P pad; T *p; } gsN_a;' indexed `gsN_a.p[flat]'; static or
   with external linkage (a store through a pointer may change only the
   latter, unless -fstrict-aliasing tells the types apart), each
   malloc'd on its own in main, so that no two arrays overlap.  Coupled
   reads, as a convolution's `x[i + k]', `in[i + di][j + dj]' or
   `x[i - k + 3]': a dimension of an input whose subscript adds 1, 2 or
   -1 times the IV of another level, outer or inner, blocked or not
   (about one read in eight of the inputs of a nest with two levels or
   more).

   Scalars carried through a nest (one or two, in about one nest in
   three), declared before it and printed after each copy of it (signed
   integers in decimal, unsigned ones in hex, doubles with %a), updated
   in the innermost body or around the inner loop at the deepest blocked
   level, sometimes under a condition: integer reductions of type int,
   unsigned, long, unsigned long long, short, signed char or unsigned
   char, every update S = S op X with the operators of one group (+ and
   -, *, &, |, ^) and X free of S, which the plugin runs in parallel on
   partial results; and other carried values (a double sum, a running
   value, an integer also read by another statement, the last value of
   a temporary), for which it runs the tiles one at a time, in order.

   Split clauses (about two nests in five whose clause blocks level 0
   and an inner level; never under --no-clause): split(iv:G), G in
   2..5, names one of the blocked inner levels; the plugin keeps it only
   where iterations with different values of iv share nothing but
   integer sums into arrays read nowhere else, else warns and ignores
   it (the output stays the same either way).  Three nests in four of
   those sum along that level into an array `acc' indexed by every
   other level (a matrix multiply's C[i][j] += A[i][k] * B[k][j], a row
   sum r[i] += a[i][k]), half of the time with arrays of declared
   storage only (global, static, local, member), which the dependence
   test tells apart, else of any storage kind: most of the time integer
   sums of int8_t..uint64_t elements, signed or not (char and short in
   C's promoted form; the value added computed in int, or long for 64
   bits), which the plugin keeps where its dependence test proves the
   rest of the nest parallel along the level and the array is staged;
   and forms it must refuse: a float or double sum, the sum also read by
   out2's statement, acc = (expr) - acc.  Integer sums may also leave
   out the other inner level of a nest of three (a sum over two levels,
   whose order cannot show); else that level is blocked too, as j in
   block(i:.., k:.., j:..) split(k:..), so that its tiles may still run
   in parallel.  The fourth nest keeps the body any nest has: a split
   of a level proven parallel (nothing to split), of an integer or
   floating reduction along the innermost level, or of a level other
   statements share.

   Legality under the clause (outer level in any order, inner tiles in
   lexicographic order): every output is indexed by the outer IV without
   offset, so an outer iteration writes only elements no other one
   touches; halo reads such as a[i - 1][j + 2] and coupled reads such as
   a[i + 2 * k - 1] come only from read-only inputs, padded so every
   index stays in bounds over the whole range of both IVs (the
   extremes the IVs take, whatever the direction, step or runtime
   bound); reductions accumulate only along the innermost level into an
   element indexed by the other levels, which keeps each element's
   floating-point summation order; so do the sums of nests with a split
   along the split level (the tiles of a level keep their order, so the
   updates of an element, which differ in that level alone, do too),
   except integer sums over two levels, whose order cannot show.  A
   carried scalar other than an integer reduction needs the tiles to
   take the iterations in the loops' order, so it comes only under a
   written clause with outer blocks of one iteration above every
   blocked inner level (block(i:1, k:30)), in both copies of a repeated
   nest: any other clause is rightly an error, and no clause is
   inferred for it.
   Integer values stay small, so no signed overflow can occur (signed
   scalars of int and long never multiply, and their sums stay far below
   2^31: see small_sums; char and short compute in int); unsigned
   decreasing loops never step below zero; floats start as small
   multiples of 1/4 and are printed with %a, integers with %ld, so every
   bit counts.  The program also prints a checksum of all arrays (inputs
   included: a staged write-back into an input shows up there).

   Data-sharing clauses (about half of the nests; never under
   --no-sharing), which the plugin carries out for any variable, so the
   programs use them where, without the clause, the tiles would share
   the variable: reduction(op:s) on carried scalars that live in a
   register local, a global, a file or function static, an
   address-taken local (set_T (&s, init) before the nest) or a parameter
   of the nest function (its initial value from main), of the integer
   types above, with the operator groups above and max, min (written
   through a temporary, the one form the plugin takes whatever the
   operand), && and || (which the plugin runs in order, so only under a
   clause that keeps the order, as the other carried values), and float
   or double sums whose every partial sum is exact (the plugin may add
   the tiles' partial sums in tile order), all printed after the nest;
   private(v) on scratch that each iteration of the innermost body (or
   of the deepest blocked level, before the inner loop) sets before the
   innermost body reads it and nothing reads after the nest: a scalar
   (global, static, local, or address-taken and set through set_T) or
   an array of 2..4 elements (global, static or local) set element by
   element; firstprivate(f) on a parallel loop for a factor the loop
   reads (global, static, local, address-taken or parameter), in a nest
   of one level sometimes raised and lowered back in each iteration, so
   that each iteration sees the same value in the serial program as in
   its own copy, and printed after the nest (the copies' changes must
   not reach it).  A private array or address-taken scalar and a
   firstprivate variable come only in nests whose written clause blocks
   the outer level alone: the plugin rejects the copy's declaration or
   initialization between two blocked loops (--with-sharing-inner asks
   for them anywhere).

   Switches: --no-FEATURE leaves a form out, --with-FEATURE adds one that
   is off by default because the plugin rejects it with a clear error
   (usage () lists both sets).  --no-struct leaves out the arrays inside
   structures, --no-coupled the coupled reads, --no-gptr the arrays
   reached through global pointers; each then writes the same program
   for a seed as the generator did before that form was added (the
   form's random draws happen only when it is on); so does
   --no-reductions, which leaves out the carried scalars, and
   --no-split, which leaves out the split clauses and the sums along
   them (the fixed-width element types come with them), and
   --no-sharing, which leaves out the data-sharing clauses and what only
   they make legal.  --no-ordered
   keeps the integer reductions but leaves out the other carried
   scalars, as --no-clause does (the plugin infers no clause for
   them).  --staging adds
   ACCBLOCK_LOCAL_MEM and ACCBLOCK_REUSE to the runtime environment, the
   memory sized from the tile footprints so that most tiles fit and some
   do not.
   --no-clause writes the pragmas without their block clause, for
   -fauto-block to infer one (the legality argument above holds for any
   clause, so an inferred one must keep the output too).  The
   environment the plugin build runs with is written in the comment line
   starting `accblock-env: VAR=VALUE ...' at the top (accelerator count,
   host threads and schedule, unless --no-threads).
   --cxx writes the same program as C++, for g++ and accblock-g++
   (accblock.cxx/random-cxx.exp); --cxx-form=FORM (plain, template,
   lambda, member, vector) also puts each nest in a form only C++ has,
   which "C++ forms" below describes.  Neither changes a random draw.  */

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rng.h"

#define MAX_DEPTH 3
#define MAX_ARRAYS 8
#define MAX_VALUES 24
#define MAX_NESTS 3
#define NAME_LEN 24
/* Names of runtime values embed an IV or array name.  */
#define VALUE_NAME_LEN (NAME_LEN + 16)

/* Largest array the generator makes, in elements, so that a program
   compiles and runs in a fraction of a second.  */
#define MAX_ELEMENTS 4096

/* ------------------------------------------------------------------ */
/* Features that can be switched off.  */

enum feature
{
  F_RUNTIME,    /* runtime bounds and lower bounds */
  F_ZEROTRIP,   /* levels that run zero times */
  F_UNSIGNED,   /* unsigned induction variables */
  F_DOWN,       /* decreasing loops */
  F_PARAM,      /* array parameters T a[][N] */
  F_VLA,        /* pointer-to-VLA arrays */
  F_FLAT,       /* malloc'd flat arrays with manual indexing */
  F_STRUCT,     /* arrays in structures: a member, rows of structures */
  F_COUPLED,    /* reads whose subscript runs over two loops, x[i + k] */
  F_GPTR,       /* malloc'd arrays reached through a global pointer */
  F_IMPERFECT,  /* statements around the inner loop */
  F_REDUCTION,  /* accumulation along the innermost level */
  F_LIVEOUT,    /* the outer induction variable read after the nest */
  F_LIVEOUT_INNER,  /* inner induction variables read after the nest */
  F_CALLS,      /* sqrt and a static helper in the body */
  F_PRAGMAS,    /* parallel/kernels loop, _Pragma, gang, macro sizes */
  F_INNER_PRAGMA,  /* #pragma acc loop on an inner level of the nest */
  F_REPEAT,     /* the nest twice in one function, with other sizes */
  F_MIXED,      /* bounds of another integer type than the IV */
  F_MIXED_UNSIGNED_DOWN,  /* a long bound of an unsigned decreasing IV */
  F_SCALARS,    /* scalars from outside the nest: a factor, a temporary */
  F_TRIANGULAR, /* unblocked inner levels, bound varies with an outer IV */
  F_THREADS,    /* random accelerator count and schedule at run time */
  F_CLAUSE,     /* the block clause itself (without it: for -fauto-block) */
  F_CARRIED,    /* scalars carried through the nest (reductions) */
  F_ORDERED,    /* of those, the ones that make the tiles run in order */
  F_SPLIT,      /* split(iv:G) on an inner blocked level, sums along it */
  F_SHARING,    /* private, firstprivate and reduction clauses */
  F_SHARING_INNER,  /* of those, copies declared by a statement of their
                       own, in nests that block an inner level */
  F_TRI_BLOCKED,  /* blocked inner levels, bound affine in an outer IV */
  F_COUNT
};

static const char *const feature_names[F_COUNT] = {
  "runtime", "zerotrip", "unsigned", "down", "param", "vla", "flat",
  "struct", "coupled", "gptr", "imperfect", "reduction", "liveout",
  "liveout-inner", "calls", "pragmas", "inner-pragma", "repeat", "mixed",
  "mixed-unsigned-down", "scalars", "triangular", "threads", "clause",
  "reductions", "ordered", "split", "sharing", "sharing-inner",
  "triangular-blocked"
};

/* Off unless asked for with --with-FEATURE: forms the plugin rejects with
   a clear error.  An inner IV read after the nest: the plugin knows the
   final value only of levels its descriptor evaluates.  An unsigned IV
   counting down against a long bound: it could wrap where the long
   comparison does not, so the plugin cannot count its trips.  A private
   array, a private address-taken local or a firstprivate scalar in a
   nest whose clause blocks a level below the outer one: the plugin
   declares (or initializes) the copy in each iteration of the outer
   loop, a statement between two blocked loops, which it rejects.  */
static const int feature_default_off[F_COUNT] = {
  [F_LIVEOUT_INNER] = 1,
  [F_MIXED_UNSIGNED_DOWN] = 1,
  [F_SHARING_INNER] = 1
};

static int feature_on[F_COUNT];
static int staging_mode;

/* --cxx writes the program as C++ (casts of malloc's result, arrays of
   runtime extents passed as void *), which g++ compiles;
   --cxx-form=FORM (which implies --cxx) also puts each nest in a form
   only C++ has (see "C++ forms" below).  Neither changes a random draw:
   a seed's nests stay the ones the C program has.  */
enum cxx_form
{
  CXX_PLAIN,       /* the C program, as C++ */
  CXX_TEMPLATE,    /* nest_N a function template */
  CXX_LAMBDA,      /* the body of nest_N a lambda called in place */
  CXX_MEMBER,      /* the body a member function, local arrays members */
  CXX_VECTOR,      /* malloc'd flat arrays std::vector<T> */
  CXX_FORM_COUNT
};

static const char *const cxx_form_names[CXX_FORM_COUNT] = {
  "plain", "template", "lambda", "member", "vector"
};

static int cxx_mode;
static enum cxx_form cxx_form = CXX_PLAIN;

/* ------------------------------------------------------------------ */
/* Growable strings: nest functions are generated into buffers first,
   because the helpers and globals they need are emitted before them.  */

struct sbuf
{
  char *text;
  size_t len, cap;
};

static void
sb_vprintf (struct sbuf *sb, const char *fmt, va_list ap)
{
  va_list ap2;
  int need;

  va_copy (ap2, ap);
  need = vsnprintf (NULL, 0, fmt, ap2);
  va_end (ap2);
  if (sb->len + (size_t) need + 1 > sb->cap)
    {
      sb->cap = 2 * (sb->len + (size_t) need + 1);
      sb->text = realloc (sb->text, sb->cap);
      if (sb->text == NULL)
        {
          perror ("nestgen");
          exit (2);
        }
    }
  vsnprintf (sb->text + sb->len, sb->cap - sb->len, fmt, ap);
  sb->len += (size_t) need;
}

static void
sb_printf (struct sbuf *sb, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  sb_vprintf (sb, fmt, ap);
  va_end (ap);
}

/* A line indented by INDENT spaces.  */
static void
sb_line (struct sbuf *sb, int indent, const char *fmt, ...)
{
  va_list ap;
  sb_printf (sb, "%*s", indent, "");
  va_start (ap, fmt);
  sb_vprintf (sb, fmt, ap);
  va_end (ap);
  sb_printf (sb, "\n");
}

static void
sb_free (struct sbuf *sb)
{
  free (sb->text);
  sb->text = NULL;
  sb->len = sb->cap = 0;
}

static const char *
sb_str (struct sbuf *sb)
{
  return sb->text ? sb->text : "";
}

/* ------------------------------------------------------------------ */
/* The model of one program.  */

enum iv_type { IV_INT, IV_LONG, IV_UNSIGNED };
/* The fixed-width integer types come last: only the arrays that a nest
   with a split clause sums into have them (struct nest's sum_elem).  */
enum elem_type { EL_INT, EL_LONG, EL_FLOAT, EL_DOUBLE,
                 EL_I8, EL_U8, EL_I16, EL_U16, EL_I32, EL_U32, EL_I64, EL_U64,
                 EL_COUNT };
enum cmp_op { CMP_LT, CMP_LE, CMP_GT, CMP_GE };
enum incr_form { INCR_POSTFIX, INCR_PREFIX, INCR_COMPOUND, INCR_ASSIGN };
/* ST_MEMBER: a member of a global structure, s.m[..] or s.in[c].m[..];
   ST_ROWS: a global array of structures holding the other dimensions,
   a[..].r[..] (1-D: a[..].v).  Both come after the older kinds, so that
   --no-struct draws exactly what the generator drew before them.
   ST_GPTR: malloc'd memory reached through a pointer kept in a global
   variable or in a member of a global structure (enum gptr_form), which
   the nest loads from memory; it comes last for --no-gptr.  */
enum storage { ST_GLOBAL, ST_STATIC, ST_LOCAL, ST_PARAM, ST_VLA, ST_FLAT,
               ST_MEMBER, ST_ROWS, ST_GPTR };

/* The declarations of an ST_GPTR array at file scope.  */
enum gptr_form
{
  GP_FLAT,      /* static T *gpN_a;         gpN_a[(s0 * e1 + s1) * e2 + s2] */
  GP_ROWS,      /* static T (*gpN_a)[N1];   gpN_a[s0][s1] (2-D and 3-D) */
  GP_MEMBER     /* static struct { P pad; T *p; } gsN_a;   gsN_a.p[flat] */
};

/* Where a declaration lives: file scope, main (then it is passed to the
   nest function as a parameter), or inside the nest function.  */
enum home { HOME_FILE, HOME_MAIN, HOME_NEST };

static const char *const iv_type_names[] = { "int", "long", "unsigned" };
static const char *const elem_names[] = {
  "int", "long", "float", "double", "int8_t", "uint8_t", "int16_t",
  "uint16_t", "int32_t", "uint32_t", "int64_t", "uint64_t"
};
/* Types of the members beside an array or a pointer in a structure
   (struct array's other_type).  */
static const char *const other_names[] = { "char", "short", "int", "double" };
static const int elem_sizes[] = { 4, 8, 4, 8, 1, 1, 2, 2, 4, 4, 8, 8 };

/* A runtime value: a bound, lower bound or extent the compiler cannot
   fold.  */
struct rtval
{
  char name[VALUE_NAME_LEN];
  enum iv_type type;
  long value;
  enum home home;
  int from_argc;   /* argc + value - 1, else a volatile global */
};

struct level
{
  char iv[NAME_LEN];
  enum iv_type type;
  int down;             /* decreasing */
  enum cmp_op cmp;
  enum incr_form incr;
  long step;            /* magnitude, 1..3 */
  long init, bound;     /* values of the two loop-header expressions */
  long trips;
  long lo, hi;          /* smallest and largest IV value run (trips > 0) */
  int init_val;         /* runtime value for init, -1 = literal */
  int bound_val;        /* runtime value for bound, -1 = literal */
  long bound_adjust;    /* bound written as value + adjust */
  int iv_outside;       /* declared before the nest */
  long block;           /* 0 = not listed in the clause */
  int bound_of;         /* level whose IV the bound varies with, -1 = none */
  int affine_of;        /* level whose IV the bound follows one for one
                           (LO + (OUTER - OUTER_LO)), -1 = none */
  int init_affine_of;   /* likewise for the first value, -1 = none */
};

struct array
{
  char name[NAME_LEN];
  enum elem_type elem;
  enum storage storage;
  enum home home;
  int output;
  int ndims;
  int level[MAX_DEPTH];     /* nest level indexing each dimension */
  long extent[MAX_DEPTH];
  long shift[MAX_DEPTH];    /* subscript = iv + shift + halo offset */
  int pad_lo[MAX_DEPTH];    /* halo allowance below and above */
  int pad_hi[MAX_DEPTH];
  int extent_val[MAX_DEPTH];  /* runtime extent (VLA, flat), -1 = literal */
  /* Layout of ST_MEMBER and ST_ROWS: the type of the other member, and
     whether it comes after the array (ST_ROWS); the element of the inner
     array of structures holding the member (ST_MEMBER), -1 = none.  */
  int other_type;
  int other_last;
  int slot;
  /* Layout of ST_GPTR (other_type: the type of GP_MEMBER's pad), and
     whether its pointer has external linkage.  */
  enum gptr_form gptr;
  int gptr_public;
  /* Coupled reads of an input (a convolution's x[i + k]): the subscript
     of dimension D may also add COUPLE_COEF (1, 2 or -1; 0 = never)
     times the IV of level COUPLE_LEVEL, and COUPLE_ROOM more elements
     above the halo hold the range that term spans.  */
  int couple_level[MAX_DEPTH];
  int couple_coef[MAX_DEPTH];
  long couple_room[MAX_DEPTH];
};

enum imperfect_kind
{
  IMP_NONE,
  IMP_AUX,         /* pre-statement writes an auxiliary output */
  IMP_INIT,        /* pre-statement sets the reduction target */
  IMP_SCALAR       /* scalar accumulator around the innermost loop */
};

/* A local scalar of the nest function that carries a value through the
   nest: declared before it, updated inside, printed after it.  An
   integer reduction (every statement that mentions it is S = S op X,
   one group of operators, X free of S) lets the tiles run in parallel
   on partial results; any other carried value makes them run one at a
   time, in order, which only a clause that keeps the loops' order
   allows.  */
enum scalar_kind
{
  SK_REDUCTION,    /* integer S op= X */
  SK_SUM,          /* double sum: its rounding depends on the order */
  SK_RUNNING,      /* running value, S = S * c + X or (S + X) % m */
  SK_READ,         /* integer sum also read by another statement */
  SK_LAST          /* written, never read in the nest, printed after */
};

/* The operators of a reduction: one group per scalar.  The last four
   come only with a reduction clause (--no-sharing leaves them out):
   maximum and minimum, which the plugin takes for integer reductions,
   and && and ||, which it runs in order, as any other carried value.  */
enum scalar_group { SG_PLUS, SG_MULT, SG_AND, SG_IOR, SG_XOR,
                    SG_MAX, SG_MIN, SG_LAND, SG_LOR };

/* The operator a reduction clause names for each group.  */
static const char *const clause_ops[] = {
  "+", "*", "&", "|", "^", "max", "min", "&&", "||"
};

/* Where a variable named in a data-sharing clause lives (any carried
   scalar without a clause is VS_LOCAL).  Without the clause, a tile of
   the plugin build would share any but a register local with the
   others; with it, each works on a copy.  The prefix of the name says
   the kind, so that the programs' clauses can be counted by storage.  */
enum var_storage
{
  VS_LOCAL,        /* automatic variable of the nest function */
  VS_GLOBAL,       /* file scope, external linkage */
  VS_FILE_STATIC,  /* file scope, static */
  VS_FN_STATIC,    /* static in the nest function */
  VS_ADDRESSED,    /* automatic, its address passed to set_T */
  VS_PARAM         /* parameter of the nest function, passed by main */
};

static const char *const var_storage_prefixes[] = {
  "", "gv", "fs", "ss", "ad", "pm"
};

/* Where the updates of a scalar go: the innermost body, or before or
   after the inner loop at the deepest blocked level (the place of the
   imperfect forms).  */
enum { AT_INNER = 1, AT_PRE = 2, AT_POST = 4 };

/* Two without clauses, two more with them (add_declared_reduction).  */
#define MAX_SCALARS 4
/* Types of a carried scalar that is not an integer (scalar_types); float
   only for the sums of reduction clauses.  */
#define SCALAR_DOUBLE (-1)
#define SCALAR_FLOAT (-2)

struct scalar
{
  char name[NAME_LEN];
  enum scalar_kind kind;
  int type;             /* index in scalar_types, or SCALAR_DOUBLE */
  enum scalar_group group;
  int where;            /* AT_* bits */
  uint64_t init;        /* initial value, converted to the type */
  enum var_storage storage;
  int clause;           /* named in a reduction clause */
};

/* A variable that a private or firstprivate clause names.  A private
   one is scratch: each iteration of the innermost body (or of the
   deepest blocked level, before the inner loop) sets it, or every
   element of it, before the innermost body reads it, and nothing reads
   it after the nest, so that the serial program computes what the
   copies do.  A firstprivate one holds a small factor that the loop
   only reads, or (a nest of one level) raises by BUMP and lowers back
   in each iteration, so that every iteration sees the same values in
   the serial program as in its own copy.  */
enum clause_var_kind { CV_PRIVATE, CV_FIRSTPRIVATE };

#define MAX_CLAUSE_VARS 4

struct clause_var
{
  char name[NAME_LEN];
  enum clause_var_kind kind;
  enum var_storage storage;
  int type;             /* TY_INT, TY_LONG or SCALAR_DOUBLE */
  long count;           /* elements of a private array, 0 = a scalar */
  int at;               /* private: AT_INNER or AT_PRE, where it is set */
  long value;           /* firstprivate: initial value */
  long bump;            /* firstprivate: added and taken back, 0 = none */
};

/* The body of a nest whose clause splits a level (struct nest's
   sum_level): an array indexed by every level but that one (and maybe
   one more) takes one update per iteration.  The plugin keeps the split
   only for integer sums into an array read nowhere else in the nest.  */
enum sum_form
{
  SUM_NONE,        /* the body as any nest's */
  SUM_INT,         /* acc[..] += e and its forms: the split is kept */
  SUM_FLOAT,       /* the same into float or double: refused */
  SUM_READ,        /* an integer sum also read by out2's statement: refused */
  SUM_REVERSE      /* acc[..] = (e) - acc[..]: refused */
};

struct nest
{
  int id;
  int depth;
  struct level lv[MAX_DEPTH];
  struct array arr[MAX_ARRAYS];
  int narrays;
  struct rtval val[MAX_VALUES];
  int nvals;
  int out;              /* main output */
  int out2;             /* second output, -1 if none */
  int aux;              /* imperfect auxiliary output, -1 if none */
  int reduction;        /* main output lacks the innermost level */
  enum imperfect_kind imperfect;
  int deepest_blocked;
  int scale;            /* runtime value used as a factor, -1 if none */
  int temp_outside;     /* the temporary t is declared before the nest */
  struct scalar sc[MAX_SCALARS];
  int nscalars;
  int ordered;          /* a scalar makes the tiles run in order */
  int split_level;      /* level the split clause names, 0 = none */
  long split_groups;    /* its group count, 2..5 */
  int sum_level;        /* level the body sums along (the split level),
                           0 = none */
  int sum_drop;         /* another inner level the sum array lacks, 0 =
                           none (integer sums only) */
  enum sum_form sum_form;
  enum elem_type sum_elem;  /* element type of the sum array */
  int declared_only;    /* arrays of global, static, local or member
                           storage only (half of the nests with sums) */
  struct clause_var cv[MAX_CLAUSE_VARS];
  int ncv;
  struct sbuf fn;       /* text of nest_N */
};

static struct nest nests[MAX_NESTS];
/* Inputs of the nest being written that some expression reads already.  */
static int input_read_yet[MAX_ARRAYS];
/* Whether an expression of that nest uses its scale value yet.  */
static int scale_used;
static int nnests;
static int helper_used[EL_COUNT];
/* The set_T helpers the program calls, by scalar type + 2 (setter_tags).  */
static int setter_used[9];
static struct sbuf globals;

/* ------------------------------------------------------------------ */
/* Choosing the loops.  */

static int
add_value (struct nest *n, const char *name, enum iv_type type, long value,
           enum home home)
{
  struct rtval *v = &n->val[n->nvals];
  snprintf (v->name, sizeof v->name, "%s", name);
  v->type = type;
  v->value = value;
  v->home = home;
  v->from_argc = home == HOME_MAIN && chance (50);
  return n->nvals++;
}

static enum home
random_value_home (void)
{
  return chance (50) ? HOME_MAIN : HOME_NEST;
}

/* Type of a runtime bound of an IV of type T: usually T, sometimes
   another type that holds every value of T's range here (never unsigned
   against a signed IV: the comparison would turn unsigned).  A long
   bound of an unsigned decreasing IV is a form of its own: in general
   the IV could wrap where the long comparison does not.  */
static enum iv_type
mixed_type (enum iv_type t, int down)
{
  if (!feature_on[F_MIXED] || !chance (20))
    return t;
  if (t == IV_UNSIGNED && down && !feature_on[F_MIXED_UNSIGNED_DOWN])
    return t;
  return t == IV_LONG ? IV_INT : IV_LONG;
}

/* Trip count, lower value and header expressions of level L.  */
static void
choose_range (struct level *lv, int depth)
{
  static const long max_trips[] = { 0, 40, 14, 7 };
  long bottom;

  lv->step = chance (60) ? 1 : pick (2, 3);
  lv->trips = pick (1, max_trips[depth]);
  if (feature_on[F_ZEROTRIP] && chance (4))
    lv->trips = 0;

  /* Unsigned loops stay at or above zero, also after their last step.  */
  if (lv->type == IV_UNSIGNED)
    bottom = lv->down ? pick (lv->step, lv->step + 4) : pick (0, 5);
  else
    bottom = pick (-4, 5);

  if (lv->trips > 0)
    {
      lv->lo = bottom;
      lv->hi = bottom + (lv->trips - 1) * lv->step;
      lv->init = lv->down ? lv->hi : lv->lo;
    }
  else
    lv->init = bottom + 3;

  /* Any bound between the last value run and the first value not run
     gives the same trips; without trips, any bound at or past the
     start.  */
  switch (lv->cmp)
    {
    case CMP_LT:
      lv->bound = lv->trips ? lv->hi + pick (1, lv->step)
                            : lv->init - pick (0, 2);
      break;
    case CMP_LE:
      lv->bound = lv->trips ? lv->hi + pick (0, lv->step - 1)
                            : lv->init - pick (1, 3);
      break;
    case CMP_GT:
      lv->bound = lv->trips ? lv->lo - pick (1, lv->step)
                            : lv->init + pick (0, 2);
      break;
    case CMP_GE:
      lv->bound = lv->trips ? lv->lo - pick (0, lv->step - 1)
                            : lv->init + pick (1, 3);
      break;
    }
}

static void
choose_level (struct nest *n, int l)
{
  static const char *const name_sets[][MAX_DEPTH] = {
    { "i", "j", "k" }, { "x", "y", "z" }, { "row", "col", "dep" },
    { "i0", "i1", "i2" }
  };
  struct level *lv = &n->lv[l];
  int set = (int) ((unsigned) n->id * 7u % 4u);
  char name[VALUE_NAME_LEN];

  snprintf (lv->iv, sizeof lv->iv, "%s", name_sets[set][l]);
  lv->type = chance (50) ? IV_INT : chance (50) ? IV_LONG : IV_UNSIGNED;
  if (!feature_on[F_UNSIGNED] && lv->type == IV_UNSIGNED)
    lv->type = IV_INT;
  lv->down = feature_on[F_DOWN] && chance (35);
  lv->cmp = lv->down ? (chance (50) ? CMP_GT : CMP_GE)
                     : (chance (50) ? CMP_LT : CMP_LE);
  choose_range (lv, n->depth);
  if (lv->step == 1)
    lv->incr = (enum incr_form) pick (INCR_POSTFIX, INCR_ASSIGN);
  else
    lv->incr = chance (50) ? INCR_COMPOUND : INCR_ASSIGN;

  lv->init_val = lv->bound_val = -1;
  lv->bound_adjust = 0;
  if (feature_on[F_RUNTIME] && chance (50))
    {
      if (chance (30) && (lv->type != IV_UNSIGNED || lv->bound >= 2))
        lv->bound_adjust = pick (-2, 2);
      snprintf (name, sizeof name, "ub_%s", lv->iv);
      lv->bound_val = add_value (n, name, mixed_type (lv->type, lv->down),
                                 lv->bound - lv->bound_adjust,
                                 random_value_home ());
    }
  if (feature_on[F_RUNTIME] && chance (20))
    {
      snprintf (name, sizeof name, "lb_%s", lv->iv);
      lv->init_val = add_value (n, name, mixed_type (lv->type, lv->down),
                                lv->init,
                                random_value_home ());
    }
  lv->iv_outside = chance (30);
  lv->bound_of = -1;
  lv->affine_of = -1;
  lv->init_affine_of = -1;
}

/* A blocked inner level, increasing by 1 with a signed IV declared in
   the nest, may end at LO + (OUTER - OUTER_LO) for an outer level that
   also increases by 1 with a signed IV (a triangle, "j < i"), or start
   there ("j >= i"): the plugin blocks it over the hull of its values.
   For the bound, the outer level runs at most as many times as the
   level, so that the IV stays within the level's rectangular range (the
   arrays' extents); the first outer iterations run the level zero or
   few times, and with the first value, the last ones.  A first value is
   never narrowed from long to an int IV (which the plugin would have to
   prove does not wrap).  */
static void
choose_triangular_blocked (struct nest *n)
{
  int l;

  if (!feature_on[F_TRI_BLOCKED])
    return;
  for (l = 1; l < n->depth; l++)
    {
      struct level *lv = &n->lv[l];
      const struct level *outer;
      int o;

      if (!lv->block || lv->down || lv->step != 1 || lv->type == IV_UNSIGNED
          || lv->iv_outside || lv->trips == 0 || lv->bound_of >= 0
          || l == n->split_level || !chance (80))
        continue;
      o = (int) pick (0, l - 1);
      outer = &n->lv[o];
      if (outer->down || outer->step != 1 || outer->type == IV_UNSIGNED
          || outer->trips == 0 || outer->bound_of >= 0
          || outer->affine_of >= 0 || outer->init_affine_of >= 0)
        continue;
      /* A long first value would be narrowed into an int IV.  */
      if (outer->trips <= lv->trips
          && (chance (50) || (lv->type == IV_INT && outer->type == IV_LONG)))
        lv->affine_of = o;
      else if (lv->type == IV_LONG || outer->type == IV_INT)
        lv->init_affine_of = o;
    }
}

/* Unblocked levels inside the deepest blocked one may run a number of
   iterations that depends on an outer IV: the bound becomes
   LO + (OUTER - OUTER_LO) % (TRIPS * STEP + 1) (without the + 1 for
   `<='), so the IV stays within the level's rectangular range (the
   arrays' extents) and some outer iterations run the level zero times.
   Increasing loops only.  */
static void
choose_triangular (struct nest *n)
{
  int l;

  if (!feature_on[F_TRIANGULAR])
    return;
  for (l = n->deepest_blocked + 1; l < n->depth; l++)
    {
      struct level *lv = &n->lv[l];
      int outer = (int) pick (0, l - 1);
      if (lv->down || lv->trips == 0 || n->lv[outer].trips == 0
          || lv->bound_val >= 0 || !chance (50))
        continue;
      lv->bound_of = outer;
    }
}

/* Block size for a level with TRIPS iterations: 1, small, the trip count,
   larger than it, or anything up to it.  */
static long
choose_block_size (long trips)
{
  switch (pick (0, 4))
    {
    case 0:
      return 1;
    case 1:
      return pick (2, 4);
    case 2:
      return trips > 0 ? trips : 2;
    case 3:
      return trips + pick (1, 5);
    default:
      return pick (1, trips > 1 ? trips : 1);
    }
}

static void
choose_clause (struct nest *n)
{
  int l, any = 0;

  for (l = 0; l < n->depth; l++)
    {
      int listed = l == 0 ? (n->depth == 1 || chance (75)) : chance (50);
      n->lv[l].block = listed ? choose_block_size (n->lv[l].trips) : 0;
      any |= listed;
    }
  if (!any)
    n->lv[pick (0, n->depth - 1)].block = choose_block_size (1);
  /* Often the gemm shape: reduce along an unblocked innermost level
     below the deepest blocked one, where the imperfect forms live.  */
  if (n->reduction && chance (40))
    {
      struct level *last = &n->lv[n->depth - 1];
      struct level *above = &n->lv[n->depth - 2];
      last->block = 0;
      if (!above->block)
        above->block = choose_block_size (above->trips);
    }
  n->deepest_blocked = 0;
  for (l = 0; l < n->depth; l++)
    if (n->lv[l].block)
      n->deepest_blocked = l;
}

/* About two nests in five whose clause blocks the outer level and an
   inner one get split(iv:G), G in 2..5, on one of its blocked inner
   levels (never level 0: that is an error; a clause without level 0
   would make the outer listed level the parallel one, whose iterations
   a sum along it would share, so such clauses get none).  Three times
   in four the body then sums along that level into an array indexed by
   every other level: integer sums, which the plugin keeps, most of the
   time; else the forms it must refuse (a floating-point sum, the array
   also read elsewhere, acc = e - acc), which run as the clause alone
   says.  Each form keeps the order of the updates of an element along
   the level under any clause, as the innermost reductions do; integer
   sums only, whose order cannot show, may also leave out a second
   inner level (a sum over two levels); else a nest of three has its
   other inner level blocked as well, the matrix multiply's shape, so
   that as many nests have inner tiles that may run in parallel as
   without splits (random.exp's declared batch counts them).  The
   fourth time the body is any nest's: a split of a level proven
   parallel, or refused, or kept over an integer reduction along the
   innermost level.  No draws
   without the feature or the clause, so that --no-split writes the
   programs of the generator before it.  */
static void
choose_split (struct nest *n)
{
  int candidates[MAX_DEPTH], count = 0, l, kind;

  if (!feature_on[F_SPLIT] || !feature_on[F_CLAUSE] || !n->lv[0].block)
    return;
  for (l = 1; l < n->depth; l++)
    if (n->lv[l].block)
      candidates[count++] = l;
  if (count == 0 || !chance (40))
    return;
  n->split_level = candidates[pick (0, count - 1)];
  n->split_groups = pick (2, 5);
  if (!chance (75))
    return;
  /* The sum takes the place of the reduction along the innermost
     level.  */
  n->reduction = 0;
  n->sum_level = n->split_level;
  kind = (int) pick (0, 9);
  n->sum_form = kind < 7 ? SUM_INT : kind == 7 ? SUM_FLOAT
                : kind == 8 ? SUM_READ : SUM_REVERSE;
  if (n->sum_form == SUM_FLOAT)
    n->sum_elem = chance (50) ? EL_FLOAT : EL_DOUBLE;
  else
    n->sum_elem = (enum elem_type) pick (EL_I8, EL_U64);
  /* Half of them with declared arrays only, which the dependence test
     tells apart (two pointers may point into one array, an array of
     structures or behind a global pointer is not analysed), so that the
     integer sums are kept more often; the other half in any storage.  */
  n->declared_only = chance (50);
  if (n->sum_form == SUM_INT && n->depth == 3 && chance (20))
    n->sum_drop = 3 - n->sum_level;
  /* The matrix multiply's shape, block(i:.., k:.., j:..) split(k:..):
     the other inner level of a nest of three blocked too, so that its
     tiles may run in parallel (its iterations touch other elements of
     the sum), as without the split.  */
  else if (n->depth == 3 && !n->lv[3 - n->sum_level].block)
    {
      struct level *other = &n->lv[3 - n->sum_level];
      other->block = choose_block_size (other->trips);
      if (n->deepest_blocked < 3 - n->sum_level)
        n->deepest_blocked = 3 - n->sum_level;
    }
}

/* ------------------------------------------------------------------ */
/* Choosing the arrays.  */

/* The last storage kind random_storage draws among.  The range, not
   only the kinds accepted, decides the draws: with --no-gptr (and
   --no-struct) it ends where it did before those kinds came.  */
static enum storage
last_storage (void)
{
  if (feature_on[F_GPTR])
    return ST_GPTR;
  return feature_on[F_STRUCT] ? ST_ROWS : ST_FLAT;
}

/* Each kind with the same weight, 1/9 each (1/8 with --no-gptr, 1/6
   with --no-gptr --no-struct).  */
static enum storage
random_storage (void)
{
  for (;;)
    {
      enum storage st = (enum storage) pick (ST_GLOBAL, last_storage ());
      if ((st == ST_PARAM && !feature_on[F_PARAM])
          || (st == ST_VLA && !feature_on[F_VLA])
          || (st == ST_FLAT && !feature_on[F_FLAT])
          || ((st == ST_MEMBER || st == ST_ROWS) && !feature_on[F_STRUCT]))
        continue;
      return st;
    }
}

static enum home
storage_home (enum storage st)
{
  switch (st)
    {
    case ST_GLOBAL:
    case ST_MEMBER:
    case ST_ROWS:
    case ST_GPTR:
      return HOME_FILE;
    case ST_STATIC:
      return chance (50) ? HOME_FILE : HOME_NEST;
    case ST_LOCAL:
      return HOME_NEST;
    case ST_PARAM:
      return HOME_MAIN;
    default:
      return chance (60) ? HOME_MAIN : HOME_NEST;
    }
}

static long
element_count (const struct array *a)
{
  long count = 1;
  int d;
  for (d = 0; d < a->ndims; d++)
    count *= a->extent[d];
  return count;
}

/* Extent and subscript shift of dimension D, driven by its level.  */
static void
size_dimension (struct array *a, int d, const struct level *lv)
{
  if (lv->trips > 0)
    {
      a->shift[d] = a->pad_lo[d] - lv->lo;
      a->extent[d] = lv->hi - lv->lo + 1 + a->pad_lo[d] + a->pad_hi[d];
    }
  else
    {
      a->shift[d] = a->pad_lo[d];
      a->extent[d] = 1 + a->pad_lo[d] + a->pad_hi[d] + pick (0, 3);
    }
}

/* The smallest and the largest value COEF times the IV of LV takes; 0
   for a level that never runs (a read inside it never runs either).
   lo and hi are the extreme values the IV takes whatever the direction,
   the step or a runtime bound (whose value the generator chose), and a
   triangular level stays inside them.  */
static long
coupled_term_min (const struct level *lv, int coef)
{
  if (lv->trips == 0)
    return 0;
  return coef > 0 ? coef * lv->lo : coef * lv->hi;
}

static long
coupled_term_max (const struct level *lv, int coef)
{
  if (lv->trips == 0)
    return 0;
  return coef > 0 ? coef * lv->hi : coef * lv->lo;
}

/* Let dimension D of input A be read coupled with another level of N,
   chosen at random with its coefficient, unless the room that term
   needs would make A too big.  Extents grow by that room; the halo
   stays as it was, so plain reads keep their offsets.  */
static void
couple_dimension (const struct nest *n, struct array *a, int d)
{
  static const int coefs[] = { 1, 1, 2, -1 };
  int partner = (int) pick (0, n->depth - 2);
  int coef = coefs[pick (0, 3)];
  const struct level *lv;
  long room;

  /* Any level but the one driving the dimension.  */
  if (partner >= a->level[d])
    partner++;
  lv = &n->lv[partner];
  room = coupled_term_max (lv, coef) - coupled_term_min (lv, coef);
  if (element_count (a) / a->extent[d] * (a->extent[d] + room) > MAX_ELEMENTS)
    return;
  a->couple_level[d] = partner;
  a->couple_coef[d] = coef;
  a->couple_room[d] = room;
  a->extent[d] += room;
}

/* Some inputs of nests with a second level may be read coupled, in one
   dimension or two (in[i + di][j + dj]).  Only read-only inputs: their
   reads cannot make a block clause illegal.  No draws without the
   feature, so that --no-coupled writes the programs of the generator
   before it.  */
static void
choose_couplings (const struct nest *n, struct array *a)
{
  int d;

  if (!feature_on[F_COUPLED] || a->output || n->depth < 2 || !chance (30))
    return;
  d = (int) pick (0, a->ndims - 1);
  couple_dimension (n, a, d);
  if (a->ndims > 1 && chance (30))
    couple_dimension (n, a, (d + (int) pick (1, a->ndims - 1)) % a->ndims);
}

/* True if A is one block of memory indexed by hand,
   a[((s0) * e1 + (s1)) * e2 + (s2)].  */
static int
flat_indexed (const struct array *a)
{
  return a->storage == ST_FLAT
         || (a->storage == ST_GPTR && a->gptr != GP_ROWS);
}

/* Runtime extents where the storage kind uses them: a VLA's dimensions
   but the first, half of those of a flat array (a pointer to rows at
   file scope cannot have them).  */
static void
choose_extent_values (struct nest *n, struct array *a)
{
  char name[VALUE_NAME_LEN];
  int d;

  for (d = 0; d < a->ndims; d++)
    {
      int wanted = (a->storage == ST_VLA && d > 0)
                   || (flat_indexed (a) && d > 0 && chance (50));
      a->extent_val[d] = -1;
      if (!wanted)
        continue;
      snprintf (name, sizeof name, "ext_%s_%d", a->name, d);
      /* Parameters' extents must come from main as well; the nest
         function reads those of a global pointer's array from main or
         declares them itself.  */
      a->extent_val[d] = add_value (n, name, IV_INT, a->extent[d],
                                    a->home == HOME_MAIN ? HOME_MAIN
                                    : random_value_home ());
    }
}

/* The start of A's name, which says its storage kind.  */
static const char *
array_prefix (const struct array *a)
{
  static const char *const prefixes[] = {
    "gl", "st", "lo", "pa", "vl", "fl", "sm", "rw", "gp"
  };
  if (a->storage == ST_GPTR && a->gptr == GP_MEMBER)
    return "gs";
  return prefixes[a->storage];
}

/* The declaration form of ST_GPTR array A of NDIMS dimensions, the
   type of a GP_MEMBER's pad, and the pointer's linkage.  Drawn only for
   that kind, so that --no-gptr draws what the generator did before it.
   A pointer to rows needs a second dimension.  Linkage matters to the
   plugin: no store through a pointer can reach a static variable whose
   address is never taken, so that pointer is invariant at any -O level;
   one with external linkage is only under -fstrict-aliasing.  */
static void
choose_gptr_form (struct array *a, int ndims)
{
  a->gptr = (enum gptr_form) pick (GP_FLAT, GP_MEMBER);
  if (a->gptr == GP_ROWS && ndims == 1)
    a->gptr = GP_FLAT;
  if (a->gptr == GP_MEMBER)
    a->other_type = (int) pick (0, 3);
  a->gptr_public = chance (50);
}

/* Add an array indexed by the NDIMS levels in LEVELS.  */
static int
add_array (struct nest *n, const char *base, int output, int ndims,
           const int *levels, enum elem_type elem)
{
  struct array *a = &n->arr[n->narrays];
  int d;

  memset (a, 0, sizeof *a);
  a->storage = random_storage ();
  /* Redrawn only for the nests that ask for declared arrays.  */
  while (n->declared_only && a->storage != ST_GLOBAL
         && a->storage != ST_STATIC && a->storage != ST_LOCAL
         && a->storage != ST_MEMBER)
    a->storage = random_storage ();
  if (a->storage == ST_VLA && ndims == 1)
    a->storage = ST_FLAT;
  a->home = storage_home (a->storage);
  a->slot = -1;
  if (a->storage == ST_MEMBER || a->storage == ST_ROWS)
    {
      a->other_type = (int) pick (0, 3);
      a->other_last = a->storage == ST_ROWS && chance (50);
      if (a->storage == ST_MEMBER && chance (50))
        a->slot = (int) pick (0, 2);
    }
  if (a->storage == ST_GPTR)
    choose_gptr_form (a, ndims);
  snprintf (a->name, sizeof a->name, "%s%d_%s", array_prefix (a), n->id,
            base);
  a->elem = elem;
  a->output = output;
  a->ndims = ndims;
  for (d = 0; d < ndims; d++)
    {
      a->level[d] = levels[d];
      /* Inputs get room for halo reads, outputs room that must stay
         untouched.  */
      a->pad_lo[d] = (int) pick (0, output ? 1 : 2);
      a->pad_hi[d] = (int) pick (0, output ? 1 : 2);
      size_dimension (a, d, &n->lv[levels[d]]);
    }
  choose_couplings (n, a);
  choose_extent_values (n, a);
  return n->narrays++;
}

static void
shuffle (int *v, int count)
{
  int i;
  for (i = count - 1; i > 0; i--)
    {
      int j = (int) pick (0, i), t = v[i];
      v[i] = v[j];
      v[j] = t;
    }
}

/* The outputs are indexed by the outer level, so outer iterations own
   disjoint elements; other dimensions may come in any order.  */
static int
add_output (struct nest *n, const char *base, int nlevels, enum elem_type elem)
{
  int levels[MAX_DEPTH], l;

  for (l = 0; l < nlevels; l++)
    levels[l] = l;
  if (nlevels > 1 && chance (25))
    shuffle (levels, nlevels);
  return add_array (n, base, 1, nlevels, levels, elem);
}

static void
add_inputs (struct nest *n)
{
  static const char *const names[] = { "a", "b", "c", "d" };
  int count = (int) pick (1, 3), k;

  for (k = 0; k < count; k++)
    {
      int levels[MAX_DEPTH], l, ndims = (int) pick (1, n->depth);
      for (l = 0; l < n->depth; l++)
        levels[l] = l;
      shuffle (levels, n->depth);
      add_array (n, names[k], 0, ndims, levels,
                 (enum elem_type) pick (EL_INT, EL_DOUBLE));
    }
  /* The pre-statement of an imperfect nest wants an input it can read.  */
  if (n->deepest_blocked < n->depth - 1 && chance (60))
    {
      int levels[MAX_DEPTH], l;
      for (l = 0; l <= n->deepest_blocked; l++)
        levels[l] = l;
      add_array (n, names[count], 0, n->deepest_blocked + 1, levels,
                 (enum elem_type) pick (EL_INT, EL_DOUBLE));
    }
}

/* The array a nest with a split sums into: indexed by every level but
   the one summed along (and sum_drop), level 0 among them; the other
   dimensions may come in any order.  */
static int
add_sum_output (struct nest *n)
{
  int levels[MAX_DEPTH], count = 0, l;

  for (l = 0; l < n->depth; l++)
    if (l == 0 || (l != n->sum_level && l != n->sum_drop))
      levels[count++] = l;
  if (count > 1 && chance (25))
    shuffle (levels, count);
  return add_array (n, "acc", 1, count, levels, n->sum_elem);
}

static void
choose_arrays (struct nest *n)
{
  enum elem_type elem = (enum elem_type) pick (EL_INT, EL_DOUBLE);
  int inner_blocked = n->lv[n->depth - 1].block != 0;

  if (n->sum_level)
    n->out = add_sum_output (n);
  else
    n->out = add_output (n, "out", n->depth - n->reduction, elem);
  n->out2 = -1;
  n->aux = -1;
  /* SUM_READ reads the sum array in out2's statement.  */
  if (chance (25) || n->sum_form == SUM_READ)
    n->out2 = add_output (n, "out2", n->depth,
                          (enum elem_type) pick (EL_INT, EL_DOUBLE));

  n->imperfect = IMP_NONE;
  if (feature_on[F_IMPERFECT] && !inner_blocked && chance (60))
    {
      if (n->reduction && n->deepest_blocked == n->depth - 2)
        n->imperfect = chance (50) ? IMP_INIT : IMP_SCALAR;
      else
        n->imperfect = IMP_AUX;
    }
  if (n->imperfect == IMP_AUX)
    {
      int levels[MAX_DEPTH], l;
      for (l = 0; l <= n->deepest_blocked; l++)
        levels[l] = l;
      n->aux = add_array (n, "aux", 1, n->deepest_blocked + 1, levels,
                          (enum elem_type) pick (EL_INT, EL_DOUBLE));
    }
  add_inputs (n);
}

static int
nest_too_big (const struct nest *n)
{
  int k;
  for (k = 0; k < n->narrays; k++)
    if (element_count (&n->arr[k]) > MAX_ELEMENTS)
      return 1;
  return 0;
}

/* ------------------------------------------------------------------ */
/* Choosing the carried scalars.  */

/* Integer types of the scalars: the plugin takes any that fills 8, 16,
   32 or 64 bits, char and short in C's promoted form.  */
struct scalar_type
{
  const char *name;
  int bits;
  int is_signed;
};

enum { TY_INT, TY_UNSIGNED, TY_LONG, TY_ULL, TY_SHORT, TY_SCHAR, TY_UCHAR };

static const struct scalar_type scalar_types[] = {
  { "int", 32, 1 }, { "unsigned", 32, 0 }, { "long", 64, 1 },
  { "unsigned long long", 64, 0 }, { "short", 16, 1 },
  { "signed char", 8, 1 }, { "unsigned char", 8, 0 }
};

/* Initial values of the double scalars (struct scalar's init): 1e10
   makes a sum drop low bits, so that the summation order shows.  */
static const char *const double_inits[] = { "0.0", "0.1", "-2.5", "1e10" };

/* Whether the tiles, run one at a time in lexicographic order, take the
   iterations in the loops' order: every blocked level below the outer
   one has outer blocks of one iteration (block(i:1, k:30)).  Like the
   plugin's own test, it reads the clause alone, not the trip counts.  */
static int
keeps_order (const struct nest *n)
{
  int l;
  for (l = 0; l < n->deepest_blocked; l++)
    if (n->lv[l].block != 1)
      return 0;
  return 1;
}

/* Make the clause of N keep the order: blocks of one iteration above
   the deepest blocked level (listing the levels not listed).  The
   deepest blocked level stays, and with it the imperfect forms.  */
static void
force_order (struct nest *n)
{
  int l;
  for (l = 0; l < n->deepest_blocked; l++)
    n->lv[l].block = 1;
}

/* Bound on the magnitude of an integer expression of expr: a term is
   at most 16 * 16 (a product of inputs), or 3 * 126 + 126 (IVs stay
   below 127 in magnitude), and there are at most three of them.  */
#define SUM_TERM_BOUND 4096L

/* Whether signed sums of N cannot overflow an int: a scalar takes at
   most two updates of at most SUM_TERM_BOUND per iteration, over two
   copies of the nest.  The trip counts here make it about 2^22.  */
static int
small_sums (const struct nest *n)
{
  long iterations = 1;
  int l;
  for (l = 0; l < n->depth; l++)
    iterations *= n->lv[l].trips > 1 ? n->lv[l].trips : 1;
  return iterations * 4 * SUM_TERM_BOUND <= 0x7fffffffL;
}

/* An integer reduction.  No signed overflow in the program (its plain
   build is the reference): int and long never multiply, and sum only
   while small_sums holds; char and short compute in int, where a
   product of at most 2^15 * 7 fits, and their conversion back wraps
   (GCC defines it so).  Unsigned types wrap freely.  */
static void
choose_reduction (const struct nest *n, struct scalar *s)
{
  s->kind = SK_REDUCTION;
  s->type = (int) pick (TY_INT, TY_UCHAR);
  s->group = (enum scalar_group) pick (SG_PLUS, SG_XOR);
  if (s->group == SG_MULT && (s->type == TY_INT || s->type == TY_LONG))
    s->type = chance (50) ? TY_UNSIGNED : TY_ULL;
  if (s->group == SG_PLUS && (s->type == TY_INT || s->type == TY_LONG)
      && !small_sums (n))
    s->type = TY_ULL;
  switch (s->group)
    {
    case SG_MULT:
      /* Odd, like the factors, so that the product never turns 0.  */
      s->init = (uint64_t) (2 * pick (0, 7) + 1);
      break;
    case SG_AND:
      s->init = UINT64_MAX;
      break;
    case SG_IOR:
      s->init = (uint64_t) pick (0, 3);
      break;
    default:
      s->init = scalar_types[s->type].is_signed ? (uint64_t) pick (-50, 50)
                                                : rng_next ();
      break;
    }
}

/* A carried scalar that is no integer reduction.  */
static void
choose_ordered (const struct nest *n, struct scalar *s)
{
  static const int running_types[] = { SCALAR_DOUBLE, TY_UNSIGNED, TY_INT };

  s->kind = (enum scalar_kind) pick (SK_SUM, SK_LAST);
  s->group = SG_PLUS;
  switch (s->kind)
    {
    case SK_SUM:
      s->type = SCALAR_DOUBLE;
      break;
    case SK_RUNNING:
      s->type = running_types[pick (0, 2)];
      break;
    case SK_READ:
      s->type = (int) pick (TY_INT, TY_LONG);
      s->group = chance (70) ? SG_PLUS : SG_XOR;
      if (s->type != TY_UNSIGNED && !small_sums (n))
        s->type = TY_UNSIGNED;
      break;
    default:
      s->type = chance (50) ? SCALAR_DOUBLE : chance (50) ? TY_INT : TY_LONG;
      break;
    }
  s->init = s->type == SCALAR_DOUBLE ? (uint64_t) pick (0, 3)
            : (uint64_t) pick (-50, 50);
}

/* The names of carried scalars, by kind.  */
static const char *const scalar_prefixes[] = { "red", "sum", "run", "seen",
                                               "last" };

/* One or two scalars carried through about one nest in three.  Other
   carried values than integer reductions only under a written clause
   that keeps the loops' order (else the plugin rightly rejects the
   clause, and an inferred one is never made for them); half of the
   time the clause is made so.  Each copy of the nest keeps it
   (write_nest_function).  No draws without the feature, so that
   --no-reductions writes the programs of the generator before it.  */
static void
choose_scalars (struct nest *n)
{
  int inner_below = n->deepest_blocked < n->depth - 1;
  int k;

  if (!feature_on[F_CARRIED] || !chance (33))
    return;
  n->nscalars = chance (35) ? 2 : 1;
  for (k = 0; k < n->nscalars; k++)
    {
      struct scalar *s = &n->sc[k];
      int ordered = feature_on[F_ORDERED] && feature_on[F_CLAUSE]
                    && chance (40);
      if (ordered && !keeps_order (n))
        {
          if (chance (50))
            force_order (n);
          else
            ordered = 0;
        }
      if (ordered)
        {
          choose_ordered (n, s);
          n->ordered = 1;
        }
      else
        choose_reduction (n, s);
      /* The statement reading a scalar writes the main output, which
         only the innermost body indexes.  */
      s->where = AT_INNER;
      if (inner_below && s->kind != SK_READ && chance (40))
        {
          s->where = chance (50) ? AT_PRE : AT_POST;
          if (s->kind == SK_REDUCTION && chance (40))
            s->where |= AT_INNER;
        }
      snprintf (s->name, sizeof s->name, "%s%d", scalar_prefixes[s->kind],
                k);
    }
}

/* ------------------------------------------------------------------ */
/* Choosing the data-sharing clauses.  */

/* Where a variable of a clause lives: a local (automatic, static or
   address-taken), a global or file static, and with PARAM_OK a
   parameter.  */
static enum var_storage
random_var_storage (int param_ok)
{
  return (enum var_storage) pick (VS_LOCAL, param_ok ? VS_PARAM
                                                     : VS_ADDRESSED);
}

/* Name a variable of a clause of nest ID: ROLE and its number K, after
   the prefix of its storage.  */
static void
clause_var_name (char *name, size_t size, int id, enum var_storage st,
                 const char *role, int k)
{
  if (st == VS_LOCAL)
    snprintf (name, size, "%s%d", role, k);
  else
    snprintf (name, size, "%s%d_%s%d", var_storage_prefixes[st], id, role,
              k);
}

/* Name carried scalar S of N, the Kth, in a reduction clause now, and
   let it live anywhere.  */
static void
give_reduction_clause (const struct nest *n, struct scalar *s, int k)
{
  /* An exact initial value (double_inits) for a floating sum
     (declared_sum_update): 0.0 or -2.5, or 1e10 for a double.  */
  static const int exact_inits[] = { 0, 2, 3 };

  if (s->kind == SK_SUM)
    s->init = (uint64_t) exact_inits[pick (0, s->type == SCALAR_FLOAT
                                                 ? 1 : 2)];
  s->clause = 1;
  s->storage = random_var_storage (1);
  clause_var_name (s->name, sizeof s->name, n->id, s->storage,
                   scalar_prefixes[s->kind], k);
}

/* A scalar of N that only its reduction clause makes legal to run in
   parallel when it is not a register local: an integer reduction of any
   group, maximum and minimum among them, or, where the clause keeps the
   loops' order (as choose_scalars arranges for other carried values), a
   float or double sum or a logical && or ||, which the plugin runs in
   order.  */
static void
add_declared_reduction (struct nest *n)
{
  int k = n->nscalars;
  struct scalar *s = &n->sc[k];
  int inner_below = n->deepest_blocked < n->depth - 1;
  int ordered = feature_on[F_ORDERED] && feature_on[F_CLAUSE] && chance (35);
  int is_signed;

  if (ordered && !keeps_order (n))
    {
      if (chance (50))
        force_order (n);
      else
        ordered = 0;
    }
  memset (s, 0, sizeof *s);
  if (ordered && chance (50))
    {
      s->kind = SK_SUM;
      s->type = chance (50) ? SCALAR_FLOAT : SCALAR_DOUBLE;
      s->group = SG_PLUS;
      s->init = (uint64_t) pick (0, 3);
    }
  else
    {
      choose_reduction (n, s);
      is_signed = scalar_types[s->type].is_signed;
      if (ordered)
        {
          s->group = chance (50) ? SG_LAND : SG_LOR;
          s->init = s->group == SG_LAND;
        }
      else if (chance (40))
        {
          s->group = chance (50) ? SG_MAX : SG_MIN;
          s->init = is_signed ? (uint64_t) pick (-50, 50)
                              : (uint64_t) pick (0, 200);
        }
    }
  n->ordered |= ordered;
  s->where = AT_INNER;
  if (inner_below && chance (40))
    {
      s->where = chance (50) ? AT_PRE : AT_POST;
      if (chance (40))
        s->where |= AT_INNER;
    }
  give_reduction_clause (n, s, k);
  n->nscalars++;
}

/* Reduction clauses: on the reductions and sums among N's carried
   scalars (which then may live elsewhere than in a register), and on
   one or two scalars more.  */
static void
choose_reduction_clauses (struct nest *n)
{
  int k, more;

  if (!feature_on[F_CARRIED])
    return;
  for (k = 0; k < n->nscalars; k++)
    if ((n->sc[k].kind == SK_REDUCTION || n->sc[k].kind == SK_SUM)
        && chance (60))
      give_reduction_clause (n, &n->sc[k], k);
  more = chance (50) ? (chance (30) ? 2 : 1) : 0;
  while (more-- > 0 && n->nscalars < MAX_SCALARS)
    add_declared_reduction (n);
}

/* The type of a private or firstprivate variable.  */
static int
random_clause_var_type (void)
{
  static const int types[] = { TY_INT, TY_LONG, SCALAR_DOUBLE };
  return types[pick (0, 2)];
}

/* One or two private scratch variables: scalars of any storage but a
   parameter (an address-taken one set through set_T in the loop), and
   with COPIES_OK arrays of 2..4 elements, global, static or local.
   Set in the innermost body, or before the inner loop at the deepest
   blocked level (an imperfect nest).  */
static void
choose_privates (struct nest *n, int copies_ok)
{
  int count = chance (30) ? 2 : 1;
  int inner_below = n->deepest_blocked < n->depth - 1;

  while (count-- > 0 && n->ncv < MAX_CLAUSE_VARS)
    {
      struct clause_var *v = &n->cv[n->ncv];
      memset (v, 0, sizeof *v);
      v->kind = CV_PRIVATE;
      v->count = copies_ok && chance (50) ? pick (2, 4) : 0;
      if (v->count)
        v->storage = (enum var_storage) pick (VS_LOCAL, VS_FN_STATIC);
      else
        v->storage = (enum var_storage) pick (VS_LOCAL, copies_ok
                                                        ? VS_ADDRESSED
                                                        : VS_FN_STATIC);
      v->type = random_clause_var_type ();
      v->at = inner_below && feature_on[F_IMPERFECT] && chance (35)
              ? AT_PRE : AT_INNER;
      clause_var_name (v->name, sizeof v->name, n->id, v->storage,
                       v->count ? "scr" : "tmp", n->ncv);
      n->ncv++;
    }
}

/* A firstprivate factor, of any storage; in a nest of one level, where
   an iteration of the innermost body is one of the loop the clause
   copies for, half of the integer ones are raised and lowered back in
   each iteration.  */
static void
choose_firstprivate (struct nest *n)
{
  struct clause_var *v = &n->cv[n->ncv];

  memset (v, 0, sizeof *v);
  v->kind = CV_FIRSTPRIVATE;
  v->storage = random_var_storage (1);
  v->type = random_clause_var_type ();
  v->value = pick (1, 5);
  if (n->depth == 1 && v->type != SCALAR_DOUBLE && chance (50))
    v->bump = pick (1, 3);
  clause_var_name (v->name, sizeof v->name, n->id, v->storage, "fp", n->ncv);
  n->ncv++;
}

/* The data-sharing clauses of N.  The copies the plugin makes with a
   statement of their own (a private array or address-taken local, the
   assignment of a firstprivate one) come only where that statement is
   no problem: in nests whose written clause blocks the outer level
   alone (an inferred one may block more), unless --with-sharing-inner
   asks for the form the plugin rejects.  No draws without the feature,
   so that --no-sharing writes the programs of the generator before
   it.  */
static void
choose_sharing (struct nest *n)
{
  int copies_ok;

  if (!feature_on[F_SHARING])
    return;
  copies_ok = feature_on[F_SHARING_INNER]
              || (feature_on[F_CLAUSE] && n->deepest_blocked == 0);
  choose_reduction_clauses (n);
  if (chance (50))
    choose_privates (n, copies_ok);
  if (copies_ok && n->ncv < MAX_CLAUSE_VARS && chance (35))
    choose_firstprivate (n);
}

static void
choose_nest (struct nest *n, int id)
{
  uint64_t saved;
  int l;

  /* Retry from the same point of the stream until the arrays are small;
     each retry draws new numbers, so this terminates quickly.  */
  for (;;)
    {
      saved = rng_state;
      memset (n, 0, sizeof *n);
      n->id = id;
      n->depth = (int) pick (1, MAX_DEPTH);
      for (l = 0; l < n->depth; l++)
        choose_level (n, l);
      n->reduction = feature_on[F_REDUCTION] && n->depth > 1 && chance (45);
      choose_clause (n);
      choose_split (n);
      choose_triangular (n);
      choose_triangular_blocked (n);
      choose_arrays (n);
      n->scale = -1;
      if (feature_on[F_SCALARS] && chance (30))
        n->scale = add_value (n, "scale", IV_INT, pick (1, 3),
                              random_value_home ());
      choose_scalars (n);
      choose_sharing (n);
      if (!nest_too_big (n))
        return;
      rng_state = saved + 1;
    }
}

/* ------------------------------------------------------------------ */
/* Writing expressions.  */

static const char *
int_suffix (enum iv_type t)
{
  return t == IV_LONG ? "L" : t == IV_UNSIGNED ? "u" : "";
}

static void
value_expr (struct sbuf *sb, const struct nest *n, int val, long literal,
            enum iv_type type)
{
  if (val >= 0)
    sb_printf (sb, "%s", n->val[val].name);
  else
    sb_printf (sb, "%ld%s", literal, int_suffix (type));
}

/* How a read writes the subscript of a dimension that may be coupled
   (array_ref's FORMS).  */
enum sub_form
{
  SUB_PLAIN,          /* iv + c */
  SUB_COUPLED,        /* iv + c*iv' + c */
  SUB_COUPLED_SWAPPED /* c*iv' + iv + c (positive c*iv' only) */
};

/* " + C", " - -C" or nothing.  */
static void
constant_tail (struct sbuf *sb, long c)
{
  if (c > 0)
    sb_printf (sb, " + %ld", c);
  else if (c < 0)
    sb_printf (sb, " - %ld", -c);
}

/* The coupled subscript of dimension D of A with halo offset OFF: the
   term of the second IV, less its least value, lies in the room above
   the halo.  The two IVs come first and the constant last: where one IV
   is long the sum is long, each IV converted exactly; else it is a
   32-bit sum, whose unsigned wrap-around in between cancels out, since
   the final value is in bounds.  */
static void
coupled_subscript (struct sbuf *sb, const struct nest *n,
                   const struct array *a, int d, int off, int swapped)
{
  const struct level *second = &n->lv[a->couple_level[d]];
  int coef = a->couple_coef[d];
  long c = a->shift[d] + off - coupled_term_min (second, coef);
  const char *iv = n->lv[a->level[d]].iv;
  const char *times = coef == 2 ? "2 * " : "";

  if (swapped)
    sb_printf (sb, "%s%s + %s", times, second->iv, iv);
  else
    sb_printf (sb, "%s %s %s%s", iv, coef < 0 ? "-" : "+", times,
               second->iv);
  constant_tail (sb, c);
}

/* Subscript of dimension D of A with halo offset OFF, written in FORM.  */
static void
subscript (struct sbuf *sb, const struct nest *n, const struct array *a,
           int d, int off, enum sub_form form)
{
  if (form != SUB_PLAIN)
    {
      coupled_subscript (sb, n, a, d, off, form == SUB_COUPLED_SWAPPED);
      return;
    }
  sb_printf (sb, "%s", n->lv[a->level[d]].iv);
  constant_tail (sb, a->shift[d] + off);
}

static void
extent_expr (struct sbuf *sb, const struct nest *n, const struct array *a,
             int d)
{
  value_expr (sb, n, a->extent_val[d], a->extent[d], IV_INT);
}

/* The arrays the C++ forms hold otherwise (see "C++ forms").  */

/* Whether A, a malloc'd flat array, is a std::vector.  */
static int
cxx_vector (const struct array *a)
{
  return cxx_form == CXX_VECTOR && a->storage == ST_FLAT;
}

/* Whether vector A is indexed through a pointer from .data () (the
   other half: with its operator[]).  */
static int
cxx_vector_via_data (const struct array *a)
{
  return cxx_vector (a) && a->name[strlen (a->name) - 1] % 2 != 0;
}

/* Whether A, a local array of the nest function, is a member of
   nest_N_state.  */
static int
cxx_member (const struct array *a)
{
  return cxx_form == CXX_MEMBER && a->storage == ST_LOCAL;
}

/* What A's first subscript applies to: the array itself, the member of
   the structure that holds it (ST_MEMBER), or the pointer member of the
   structure that holds its address (GP_MEMBER).  */
static void
array_base (struct sbuf *sb, const struct array *a)
{
  if (a->storage == ST_MEMBER && a->slot >= 0)
    sb_printf (sb, "%s.in[%d].m", a->name, a->slot);
  else if (a->storage == ST_MEMBER)
    sb_printf (sb, "%s.m", a->name);
  else if (a->storage == ST_GPTR && a->gptr == GP_MEMBER)
    sb_printf (sb, "%s.p", a->name);
  else if (cxx_member (a))
    sb_printf (sb, "this->%s", a->name);
  else
    sb_printf (sb, "%s", a->name);
}

/* A reference to A with halo offsets OFFS (NULL = none), its subscripts
   written in FORMS (NULL = all plain).  */
static void
array_ref (struct sbuf *sb, const struct nest *n, const struct array *a,
           const int *offs, const enum sub_form *forms)
{
  int d;

  array_base (sb, a);
  sb_printf (sb, "[");
  if (flat_indexed (a))
    {
      /* ((s0) * e1 + (s1)) * e2 + (s2) */
      for (d = 0; d < a->ndims - 2; d++)
        sb_printf (sb, "(");
      for (d = 0; d < a->ndims; d++)
        {
          if (d > 0)
            {
              sb_printf (sb, " * ");
              extent_expr (sb, n, a, d);
              sb_printf (sb, " + ");
            }
          sb_printf (sb, a->ndims > 1 ? "(" : "");
          subscript (sb, n, a, d, offs ? offs[d] : 0,
                     forms ? forms[d] : SUB_PLAIN);
          sb_printf (sb, a->ndims > 1 ? ")" : "");
          if (d > 0 && d < a->ndims - 1)
            sb_printf (sb, ")");
        }
      sb_printf (sb, "]");
      return;
    }
  /* ST_ROWS: the first subscript selects a structure, its member r the
     rest (1-D: its scalar member v).  */
  for (d = 0; d < a->ndims; d++)
    {
      if (d > 0)
        sb_printf (sb, a->storage == ST_ROWS && d == 1 ? "].r[" : "][");
      subscript (sb, n, a, d, offs ? offs[d] : 0,
                 forms ? forms[d] : SUB_PLAIN);
    }
  sb_printf (sb, a->storage == ST_ROWS && a->ndims == 1 ? "].v" : "]");
}

/* True if every level indexing A is at most MAX_LEVEL.  */
static int
array_within (const struct array *a, int max_level)
{
  int d;
  for (d = 0; d < a->ndims; d++)
    if (a->level[d] > max_level)
      return 0;
  return 1;
}

/* How a read of A at MAX_LEVEL writes its subscripts into FORMS: now and
   then coupled in each dimension that may be and whose second level
   encloses the read (about one read in eight of the inputs of a nest
   with two levels).  Draws only where A has a coupled dimension.  */
static void
choose_sub_forms (const struct array *a, int max_level,
                  enum sub_form *forms)
{
  int usable = 0, d;

  for (d = 0; d < a->ndims; d++)
    {
      forms[d] = SUB_PLAIN;
      usable |= a->couple_coef[d] != 0 && a->couple_level[d] <= max_level;
    }
  if (!usable || !chance (45))
    return;
  for (d = 0; d < a->ndims; d++)
    if (a->couple_coef[d] != 0 && a->couple_level[d] <= max_level)
      forms[d] = a->couple_coef[d] > 0 && chance (25) ? SUB_COUPLED_SWAPPED
                                                      : SUB_COUPLED;
}

/* A read of a random input usable at MAX_LEVEL, with halo, converted to
   ELEM; returns 0 if there is none.  */
static int
input_read (struct sbuf *sb, const struct nest *n, int max_level,
            enum elem_type elem)
{
  int candidates[MAX_ARRAYS], count = 0, unread = 0, k, d, offs[MAX_DEPTH];
  enum sub_form forms[MAX_DEPTH];
  const struct array *a;

  /* Inputs nobody reads yet come first, so that each gets read.  */
  for (k = 0; k < n->narrays; k++)
    if (!n->arr[k].output && array_within (&n->arr[k], max_level)
        && !input_read_yet[k])
      candidates[unread++] = k;
  count = unread;
  if (count == 0)
    for (k = 0; k < n->narrays; k++)
      if (!n->arr[k].output && array_within (&n->arr[k], max_level))
        candidates[count++] = k;
  if (count == 0)
    return 0;
  k = candidates[pick (0, count - 1)];
  input_read_yet[k] = 1;
  a = &n->arr[k];
  for (d = 0; d < a->ndims; d++)
    offs[d] = (int) pick (-a->pad_lo[d], a->pad_hi[d]);
  choose_sub_forms (a, max_level, forms);
  sb_printf (sb, "(%s) ", elem_names[elem]);
  array_ref (sb, n, a, offs, forms);
  return 1;
}

static void
iv_term (struct sbuf *sb, const struct nest *n, int max_level,
         enum elem_type elem)
{
  int a = (int) pick (0, max_level), b = (int) pick (0, max_level);
  sb_printf (sb, "(%s) ((long) %s * %ld - (long) %s)", elem_names[elem],
             n->lv[a].iv, pick (1, 3), n->lv[b].iv);
}

/* One term of an expression of type ELEM using levels 0..MAX_LEVEL.  */
static void
term (struct sbuf *sb, const struct nest *n, int max_level,
      enum elem_type elem)
{
  int floating = elem == EL_FLOAT || elem == EL_DOUBLE;
  int kind = (int) pick (0, 5);
  struct sbuf read = { NULL, 0, 0 };

  if (kind == 5 || !input_read (&read, n, max_level, elem))
    {
      iv_term (sb, n, max_level, elem);
      return;
    }
  if (kind == 1)
    {
      struct sbuf read2 = { NULL, 0, 0 };
      if (input_read (&read2, n, max_level, elem))
        sb_printf (sb, "%s * %s", sb_str (&read), sb_str (&read2));
      else
        sb_printf (sb, "%s", sb_str (&read));
      sb_free (&read2);
    }
  else if (kind == 2 && n->scale >= 0 && chance (50))
    {
      sb_printf (sb, "(%s) %s * %s", elem_names[elem],
                 n->val[n->scale].name, sb_str (&read));
      scale_used = 1;
    }
  else if (kind == 2)
    sb_printf (sb, "%ld * %s", pick (2, 3), sb_str (&read));
  else if (kind == 3 && feature_on[F_CALLS])
    {
      helper_used[elem] = 1;
      sb_printf (sb, "twice_plus_%s (%s, (long) %s)", elem_names[elem],
                 sb_str (&read), n->lv[pick (0, max_level)].iv);
    }
  else if (kind == 4 && floating && feature_on[F_CALLS])
    {
      if (elem == EL_FLOAT)
        sb_printf (sb, "sqrtf (fabsf (%s) + 1.0f)", sb_str (&read));
      else
        sb_printf (sb, "sqrt (fabs (%s) + 1.0)", sb_str (&read));
    }
  else
    sb_printf (sb, "%s", sb_str (&read));
  sb_free (&read);
}

/* True if an input usable at MAX_LEVEL is not read yet.  */
static int
unread_input (const struct nest *n, int max_level)
{
  int k;
  for (k = 0; k < n->narrays; k++)
    if (!n->arr[k].output && !input_read_yet[k]
        && array_within (&n->arr[k], max_level))
      return 1;
  return 0;
}

/* Terms of the variables of N's private and firstprivate clauses, read
   at MAX_LEVEL (the innermost body) as ELEM: a private scalar, an
   element of a private array (a constant index or an IV modulo its
   size), a firstprivate factor times an IV modulo 4.  */
static void
clause_var_reads (struct sbuf *sb, const struct nest *n, int max_level,
                  enum elem_type elem)
{
  int k;

  for (k = 0; k < n->ncv; k++)
    {
      const struct clause_var *v = &n->cv[k];
      const char *iv = n->lv[pick (0, max_level)].iv;
      sb_printf (sb, " + (%s) ", elem_names[elem]);
      if (v->kind == CV_FIRSTPRIVATE)
        sb_printf (sb, "%s * (%s) ((long) %s %% 4)", v->name,
                   elem_names[elem], iv);
      else if (v->count == 0)
        sb_printf (sb, "%s", v->name);
      else if (chance (50))
        sb_printf (sb, "%s[%ld]", v->name, pick (0, v->count - 1));
      else
        sb_printf (sb, "%s[(unsigned) %s %% %ldu]", v->name, iv, v->count);
    }
}

/* Terms joined by + or -; with ALL_INPUTS, as many more plain reads as
   needed to read every input at least once, and the variables of the
   clauses.  */
static void
expr_reading (struct sbuf *sb, const struct nest *n, int max_level,
              enum elem_type elem, int all_inputs)
{
  int count = (int) pick (1, 3), t;
  for (t = 0; t < count; t++)
    {
      if (t > 0)
        sb_printf (sb, chance (70) ? " + " : " - ");
      term (sb, n, max_level, elem);
    }
  while (all_inputs && unread_input (n, max_level))
    {
      sb_printf (sb, " + ");
      input_read (sb, n, max_level, elem);
    }
  if (all_inputs && n->scale >= 0 && !scale_used)
    {
      sb_printf (sb, " + (%s) %s", elem_names[elem], n->val[n->scale].name);
      scale_used = 1;
    }
  if (all_inputs)
    clause_var_reads (sb, n, max_level, elem);
}

static void
expr (struct sbuf *sb, const struct nest *n, int max_level,
      enum elem_type elem)
{
  expr_reading (sb, n, max_level, elem, 0);
}

/* ------------------------------------------------------------------ */
/* Writing the nest.  */

static void
loop_header (struct sbuf *sb, const struct nest *n, int l, int indent)
{
  static const char *const cmp_text[] = { "<", "<=", ">", ">=" };
  const struct level *lv = &n->lv[l];
  const char *iv = lv->iv;
  const char *suffix = int_suffix (lv->type);
  const char *op = lv->down ? "-" : "+";

  sb_printf (sb, "%*sfor (", indent, "");
  if (!lv->iv_outside)
    sb_printf (sb, "%s ", iv_type_names[lv->type]);
  sb_printf (sb, "%s = ", iv);
  if (lv->init_affine_of >= 0)
    sb_printf (sb, "%ld + (%s - %ld)", lv->lo, n->lv[lv->init_affine_of].iv,
               n->lv[lv->init_affine_of].lo);
  else
    value_expr (sb, n, lv->init_val, lv->init, lv->type);
  sb_printf (sb, "; %s %s ", iv, cmp_text[lv->cmp]);
  if (lv->bound_of >= 0)
    {
      const struct level *outer = &n->lv[lv->bound_of];
      sb_printf (sb, "(%s) (%ld + ((long) %s - %ldL) %% %ldL)",
                 iv_type_names[lv->type], lv->lo, outer->iv, outer->lo,
                 lv->trips * lv->step + (lv->cmp == CMP_LT));
    }
  else if (lv->affine_of >= 0)
    sb_printf (sb, "%ld + (%s - %ld)", lv->lo, n->lv[lv->affine_of].iv,
               n->lv[lv->affine_of].lo);
  else
    value_expr (sb, n, lv->bound_val, lv->bound, lv->type);
  if (lv->bound_adjust && lv->bound_of < 0 && lv->affine_of < 0)
    sb_printf (sb, " %s %ld", lv->bound_adjust > 0 ? "+" : "-",
               lv->bound_adjust > 0 ? lv->bound_adjust : -lv->bound_adjust);
  sb_printf (sb, "; ");
  switch (lv->incr)
    {
    case INCR_POSTFIX:
      sb_printf (sb, "%s%s", iv, lv->down ? "--" : "++");
      break;
    case INCR_PREFIX:
      sb_printf (sb, "%s%s", lv->down ? "--" : "++", iv);
      break;
    case INCR_COMPOUND:
      sb_printf (sb, "%s %s= %ld%s", iv, op, lv->step, suffix);
      break;
    case INCR_ASSIGN:
      sb_printf (sb, "%s = %s %s %ld%s", iv, iv, op, lv->step, suffix);
      break;
    }
  sb_printf (sb, ")\n");
}

static void
clause_text (struct sbuf *sb, const struct nest *n, int copy, int macro_sizes)
{
  int l, first = 1;

  sb_printf (sb, "block(");
  for (l = 0; l < n->depth; l++)
    {
      if (!n->lv[l].block)
        continue;
      sb_printf (sb, "%s%s:", first ? "" : ", ", n->lv[l].iv);
      if (macro_sizes)
        sb_printf (sb, "BS_%d_%d_%d", n->id, copy, l);
      else
        sb_printf (sb, "%ld", n->lv[l].block);
      first = 0;
    }
  sb_printf (sb, ")");
  if (n->split_level)
    sb_printf (sb, " split(%s:%ld)", n->lv[n->split_level].iv,
               n->split_groups);
}

static int
has_firstprivate (const struct nest *n)
{
  int k;
  for (k = 0; k < n->ncv; k++)
    if (n->cv[k].kind == CV_FIRSTPRIVATE)
      return 1;
  return 0;
}

/* Append NAME to the clause HEAD ("private(", "reduction(+:") in SB,
   *COUNT names in it so far: the head first, after a space unless SB is
   empty.  */
static void
clause_item (struct sbuf *sb, int *count, const char *head, const char *name)
{
  if ((*count)++ == 0)
    sb_printf (sb, "%s%s", sb->len ? " " : "", head);
  else
    sb_printf (sb, ", ");
  sb_printf (sb, "%s", name);
}

/* Append N's data-sharing clauses to SB: private, firstprivate, and a
   reduction clause for each operator, each listing its variables.  */
static void
sharing_clause_text (struct sbuf *sb, const struct nest *n)
{
  static const char *const heads[] = { "private(", "firstprivate(" };
  char head[32];
  int kind, group, k, count;

  for (kind = CV_PRIVATE; kind <= CV_FIRSTPRIVATE; kind++)
    {
      count = 0;
      for (k = 0; k < n->ncv; k++)
        if ((int) n->cv[k].kind == kind)
          clause_item (sb, &count, heads[kind], n->cv[k].name);
      if (count)
        sb_printf (sb, ")");
    }
  for (group = SG_PLUS; group <= SG_LOR; group++)
    {
      count = 0;
      snprintf (head, sizeof head, "reduction(%s:", clause_ops[group]);
      for (k = 0; k < n->nscalars; k++)
        if (n->sc[k].clause && (int) n->sc[k].group == group)
          clause_item (sb, &count, head, n->sc[k].name);
      if (count)
        sb_printf (sb, ")");
    }
}

static void
pragma_line (struct sbuf *sb, const struct nest *n, int copy, int indent)
{
  struct sbuf clause = { NULL, 0, 0 };
  const char *construct = "loop";
  const char *extra = "";
  int macro_sizes = 0, l;

  if (feature_on[F_PRAGMAS])
    {
      int shape = (int) pick (0, 9);
      construct = shape < 3 ? "parallel loop" : shape < 4 ? "kernels loop"
                  : "loop";
      extra = chance (15) ? (chance (50) ? "gang " : "independent ") : "";
      macro_sizes = chance (15);
    }
  if (!feature_on[F_CLAUSE])
    macro_sizes = 0;
  /* firstprivate is a clause of compute constructs only.  */
  if (has_firstprivate (n))
    construct = "parallel loop";
  if (macro_sizes)
    for (l = 0; l < n->depth; l++)
      if (n->lv[l].block)
        sb_printf (&globals, "#define BS_%d_%d_%d %ld\n", n->id, copy, l,
                   n->lv[l].block);
  if (feature_on[F_CLAUSE])
    clause_text (&clause, n, copy, macro_sizes);
  sharing_clause_text (&clause, n);
  if (feature_on[F_PRAGMAS] && chance (10))
    sb_line (sb, indent, "_Pragma (\"acc %s %s%s\")", construct, extra,
             sb_str (&clause));
  else
    sb_printf (sb, "#pragma acc %s %s%s\n", construct, extra,
               sb_str (&clause));
  sb_free (&clause);
}

static const char *
scale_literal (enum elem_type elem)
{
  return elem == EL_FLOAT ? "0.5f" : elem == EL_DOUBLE ? "0.5" : "2";
}

/* The name of scalar type TYPE (an index in scalar_types, or
   SCALAR_DOUBLE or SCALAR_FLOAT).  */
static const char *
value_type_name (int type)
{
  return type == SCALAR_DOUBLE ? "double" : type == SCALAR_FLOAT ? "float"
         : scalar_types[type].name;
}

/* The type of scalar S.  */
static const char *
scalar_type_name (const struct scalar *s)
{
  return value_type_name (s->type);
}

/* The tags of the set_T helpers, which store through a pointer, by
   scalar type + 2.  */
static const char *const setter_tags[] = {
  "float", "double", "int", "unsigned", "long", "ull", "short", "schar",
  "uchar"
};

/* The name of the set_T helper of scalar type TYPE, which the program
   then defines.  */
static const char *
setter_name (int type)
{
  static char name[32];
  setter_used[type + 2] = 1;
  snprintf (name, sizeof name, "set_%s", setter_tags[type + 2]);
  return name;
}

/* The suffix of an integer literal of scalar type T.  */
static const char *
scalar_suffix (const struct scalar_type *t)
{
  if (t->bits == 64)
    return t->is_signed ? "L" : "ULL";
  return t->bits == 32 && !t->is_signed ? "u" : "";
}

/* The initial value of S as a literal of its type.  Signed initial
   values are small (and -1), so they fit any width.  */
static void
scalar_init_text (struct sbuf *sb, const struct scalar *s)
{
  const struct scalar_type *t;
  uint64_t mask;

  if (s->type == SCALAR_DOUBLE || s->type == SCALAR_FLOAT)
    {
      sb_printf (sb, "%s%s", double_inits[s->init],
                 s->type == SCALAR_FLOAT ? "f" : "");
      return;
    }
  t = &scalar_types[s->type];
  mask = t->bits == 64 ? UINT64_MAX : (UINT64_C (1) << t->bits) - 1;
  if (t->is_signed)
    sb_printf (sb, "%lld%s", (long long) (int64_t) s->init,
               scalar_suffix (t));
  else
    sb_printf (sb, "%llu%s", (unsigned long long) (s->init & mask),
               scalar_suffix (t));
}

/* A mask of one to four random bits of scalar type T, below its sign
   bit, as a literal.  */
static void
mask_text (struct sbuf *sb, const struct scalar_type *t)
{
  uint64_t mask = 0;
  int count = (int) pick (1, 4), b;

  for (b = 0; b < count; b++)
    mask |= UINT64_C (1) << pick (0, t->bits - 2);
  sb_printf (sb, "0x%llx%s", (unsigned long long) mask, scalar_suffix (t));
}

/* A condition on an input usable at LEVEL, else on the IV of LEVEL.  */
static void
condition_text (struct sbuf *sb, const struct nest *n, int level)
{
  struct sbuf read = { NULL, 0, 0 };

  if (input_read (&read, n, level, EL_INT))
    sb_printf (sb, "%s > %ld", sb_str (&read), pick (-8, 8));
  else
    sb_printf (sb, "(long) %s %% 3 == 0", n->lv[level].iv);
  sb_free (&read);
}

/* A small odd factor, 1, 3, 5 or 7, from an input usable at LEVEL or
   from its IV.  */
static void
odd_factor (struct sbuf *sb, const struct nest *n, int level)
{
  struct sbuf read = { NULL, 0, 0 };

  if (!input_read (&read, n, level, EL_INT))
    sb_printf (&read, "(int) %s", n->lv[level].iv);
  sb_printf (sb, "((%s & 3) * 2 + 1)", sb_str (&read));
  sb_free (&read);
}

/* Whether expression X of expr might fold to a constant or to a value
   with known zero bits: terms of IVs (i * 1 - i), more than one term
   (a[i] - a[i], 3 * a[i] - a[i]), an even factor (2 * a[i] & 1).  */
static int
may_fold (const char *x)
{
  int depth = 0;
  const char *p;

  if (strstr (x, "(long)"))
    return 1;
  for (p = x; *p; p++)
    if (*p == '(' || *p == '[')
      depth++;
    else if (*p == ')' || *p == ']')
      depth--;
    else if (depth == 0 && (strncmp (p, " + ", 3) == 0
                            || strncmp (p, " - ", 3) == 0
                            || strncmp (p, "2 * ", 4) == 0))
      return 1;
  return 0;
}

/* The operand X of an update of reduction S at LEVEL, free of S, in
   parentheses or a cast, so that S op X stays one operation.  An
   expression that might fold to the operator's identity is written in
   place half of the time, so that the front end leaves the update
   s = s (which the plugin must take for a reduction of every group),
   and otherwise goes into the temporary TEMP first, whose declaration
   goes to BEFORE, so that the operand is a value the nest computes.  */
static void
reduction_operand (struct sbuf *sb, struct sbuf *before,
                   const struct nest *n, const struct scalar *s, int level,
                   const char *temp)
{
  const struct scalar_type *t = &scalar_types[s->type];
  struct sbuf x = { NULL, 0, 0 };

  if (s->group == SG_MULT)
    {
      odd_factor (sb, n, level);
      return;
    }
  expr (&x, n, level, EL_INT);
  if (may_fold (sb_str (&x)) && chance (50))
    {
      sb_printf (before, "int %s = %s;\n", temp, sb_str (&x));
      sb_free (&x);
      sb_printf (&x, "%s", temp);
    }
  switch (s->group)
    {
    case SG_PLUS:
      /* Unsigned sums also wrap around, 32 or 64 bits.  */
      if (!t->is_signed && t->bits >= 32 && chance (40))
        sb_printf (sb, "(%s) (%s) * %s", t->name, sb_str (&x),
                   t->bits == 64 ? "0x9e3779b97f4a7c15ULL" : "2654435761u");
      else
        sb_printf (sb, "(%s)", sb_str (&x));
      break;
    case SG_XOR:
      /* A 64-bit unsigned one also in its high bits (only unsigned: a
         left shift of a negative value is undefined).  */
      if (t->bits == 64 && !t->is_signed && chance (50))
        sb_printf (sb, "((%s) (%s) << ((unsigned) %s & 31u))", t->name,
                   sb_str (&x), n->lv[pick (0, level)].iv);
      else
        sb_printf (sb, "(%s) (%s)", t->name, sb_str (&x));
      break;
    case SG_AND:
      /* All bits but a few, so that the value does not turn 0 at once
         (it starts with all ones).  */
      sb_printf (sb, "((%s) (%s) | ~", t->name, sb_str (&x));
      mask_text (sb, t);
      sb_printf (sb, ")");
      break;
    default:
      sb_printf (sb, "((%s) (%s) & ", t->name, sb_str (&x));
      mask_text (sb, t);
      sb_printf (sb, ")");
      break;
    }
  sb_free (&x);
}

/* The update of S, a maximum or minimum, at LEVEL: S = S > V ? S : V,
   S = V > S ? V : S or if (V > S) S = V (< for a minimum), V a
   temporary of S's type named TEMP, declared in BEFORE with the value.
   The plugin takes an update for a maximum only where the value
   compared is the one assigned, one variable, and the front end folds
   the conditional expression into one only where it can tell its two
   copies of the operand equal (not those calling a function or
   indexing a VLA), also under a reduction clause.  */
static void
compare_update (struct sbuf *sb, struct sbuf *before, const struct nest *n,
                const struct scalar *s, int level, const char *temp)
{
  const char *name = s->name;
  const char *type = scalar_type_name (s);
  const char *cmp = s->group == SG_MAX ? ">" : "<";
  struct sbuf x = { NULL, 0, 0 }, v = { NULL, 0, 0 };
  int form = (int) pick (0, 2);

  expr (&x, n, level, EL_INT);
  sb_printf (before, "%s %s = (%s) (%s);\n", type, temp, type, sb_str (&x));
  sb_printf (&v, "%s", temp);
  switch (form)
    {
    case 0:
      sb_printf (sb, "%s = %s %s %s ? %s : %s;\n", name, name, cmp,
                 sb_str (&v), name, sb_str (&v));
      break;
    case 1:
      sb_printf (sb, "%s = %s %s %s ? %s : %s;\n", name, sb_str (&v), cmp,
                 name, sb_str (&v), name);
      break;
    default:
      sb_printf (sb, "if (%s %s %s) %s = %s;\n", sb_str (&v), cmp, name,
                 name, sb_str (&v));
      break;
    }
  sb_free (&x);
  sb_free (&v);
}

/* The update of S, a logical && or || reduction, at LEVEL: S = S && C or
   S = C && S (||: the same), C a comparison of an expression with a
   constant that holds most of the time for &&, seldom for ||.  */
static void
logical_update (struct sbuf *sb, const struct nest *n,
                const struct scalar *s, int level)
{
  const char *op = s->group == SG_LAND ? "&&" : "||";
  struct sbuf x = { NULL, 0, 0 }, c = { NULL, 0, 0 };

  expr (&x, n, level, EL_INT);
  sb_printf (&c, "(%s) > %ld", sb_str (&x),
             s->group == SG_LAND ? pick (-60, -5) : pick (5, 60));
  if (chance (50))
    sb_printf (sb, "%s = %s %s (%s);\n", s->name, s->name, op, sb_str (&c));
  else
    sb_printf (sb, "%s = (%s) %s %s;\n", s->name, sb_str (&c), op, s->name);
  sb_free (&x);
  sb_free (&c);
}

/* An update of reduction S at LEVEL: S op= X, S = S op X or
   S = X op S (no X - S: that is no reduction); a temporary it uses
   (named TEMP) declared in BEFORE.  */
static void
reduction_update (struct sbuf *sb, struct sbuf *before,
                  const struct nest *n, const struct scalar *s, int level,
                  const char *temp)
{
  static const char *const ops[] = { "+", "*", "&", "|", "^" };
  const char *op;
  const char *name = s->name;
  struct sbuf x = { NULL, 0, 0 };

  if (s->group == SG_MAX || s->group == SG_MIN)
    {
      compare_update (sb, before, n, s, level, temp);
      return;
    }
  if (s->group == SG_LAND || s->group == SG_LOR)
    {
      logical_update (sb, n, s, level);
      return;
    }
  op = ops[s->group];
  if (s->group == SG_PLUS && chance (30))
    op = "-";
  reduction_operand (&x, before, n, s, level, temp);
  switch (pick (0, 2))
    {
    case 0:
      sb_printf (sb, "%s %s= %s;\n", name, op, sb_str (&x));
      break;
    case 1:
      sb_printf (sb, "%s = %s %s %s;\n", name, name, op, sb_str (&x));
      break;
    default:
      if (*op == '-')
        sb_printf (sb, "%s = %s - %s;\n", name, name, sb_str (&x));
      else
        sb_printf (sb, "%s = %s %s %s;\n", name, sb_str (&x), op, name);
      break;
    }
  sb_free (&x);
}

/* The statement of N's innermost body that the integer of SK_READ
   scalar S is read into: the main output (or the partial sum that
   stands for it), as a small value.  */
static void
scalar_read (struct sbuf *sb, const struct nest *n, const struct scalar *s,
             int indent)
{
  const struct array *out = &n->arr[n->out];

  sb_printf (sb, "%*s", indent, "");
  if (n->imperfect == IMP_SCALAR)
    sb_printf (sb, "partial");
  else
    array_ref (sb, n, out, NULL, NULL);
  sb_printf (sb, " += (%s) (%s & 7);\n", elem_names[out->elem], s->name);
}

/* The update of S, a float or double sum that a reduction clause
   names, at LEVEL.  The plugin may add the partial sums of the tiles to
   the original value, in tile order, which rounds otherwise than the
   loop's order unless every sum is exact: so the operand is one or two
   inputs (integers or multiples of 1/4, 16 at most in magnitude) or an
   integer of the IVs, and the initial value is exact too
   (give_reduction_clause).  A float sum stays below 2^19 in magnitude,
   where multiples of 1/4 are exact.  */
static void
declared_sum_update (struct sbuf *sb, const struct nest *n,
                     const struct scalar *s, int level)
{
  enum elem_type elem = s->type == SCALAR_FLOAT ? EL_FLOAT : EL_DOUBLE;
  struct sbuf x = { NULL, 0, 0 };

  if (!input_read (&x, n, level, elem))
    sb_printf (&x, "(%s) ((long) %s - %ld)", elem_names[elem],
               n->lv[pick (0, level)].iv, pick (0, 3));
  else if (chance (40))
    {
      sb_printf (&x, chance (50) ? " + " : " - ");
      input_read (&x, n, level, elem);
    }
  switch (pick (0, 3))
    {
    case 0:
      sb_printf (sb, "%s += %s;\n", s->name, sb_str (&x));
      break;
    case 1:
      sb_printf (sb, "%s -= %s;\n", s->name, sb_str (&x));
      break;
    case 2:
      sb_printf (sb, "%s = %s + (%s);\n", s->name, s->name, sb_str (&x));
      break;
    default:
      sb_printf (sb, "%s = (%s) + %s;\n", s->name, sb_str (&x), s->name);
      break;
    }
  sb_free (&x);
}

/* An update of carried scalar S, which is no integer reduction.  */
static void
ordered_update (struct sbuf *sb, const struct nest *n,
                const struct scalar *s, int level)
{
  struct sbuf x = { NULL, 0, 0 };
  const char *name = s->name;

  if (s->kind == SK_SUM && s->clause)
    {
      declared_sum_update (sb, n, s, level);
      return;
    }

  expr (&x, n, level, s->type == SCALAR_DOUBLE ? EL_DOUBLE
                      : s->type == SCALAR_FLOAT ? EL_FLOAT : EL_INT);
  switch (s->kind)
    {
    case SK_SUM:
      if (chance (30))
        sb_printf (sb, "%s += (%s) * 0.1;\n", name, sb_str (&x));
      else
        sb_printf (sb, "%s %s= %s;\n", name, chance (70) ? "+" : "-",
                   sb_str (&x));
      break;
    case SK_RUNNING:
      if (s->type == SCALAR_DOUBLE)
        sb_printf (sb, "%s = %s * 0.5 + (%s);\n", name, name, sb_str (&x));
      else if (s->type == TY_UNSIGNED)
        sb_printf (sb, "%s = %s * 3u + (unsigned) (%s);\n", name, name,
                   sb_str (&x));
      else
        sb_printf (sb, "%s = (%s + (%s)) %% 1009;\n", name, name,
                   sb_str (&x));
      break;
    case SK_READ:
      sb_printf (sb, "%s %s= %s;\n", name, s->group == SG_XOR ? "^" : "+",
                 sb_str (&x));
      break;
    default:
      sb_printf (sb, "%s = (%s) (%s);\n", name, scalar_type_name (s),
                 sb_str (&x));
      break;
    }
  sb_free (&x);
}

/* The updates of N's scalars that go AT a place in the body of LEVEL,
   sometimes under a condition.  */
static void
scalar_updates (struct sbuf *sb, const struct nest *n, int at, int level,
                int indent)
{
  int k;

  for (k = 0; k < n->nscalars; k++)
    {
      const struct scalar *s = &n->sc[k];
      struct sbuf update = { NULL, 0, 0 }, before = { NULL, 0, 0 };
      char temp[NAME_LEN + 8];
      int conditional;

      if (!(s->where & at))
        continue;
      snprintf (temp, sizeof temp, "%s_%s", s->name,
                at == AT_INNER ? "in" : at == AT_PRE ? "pre" : "post");
      if (s->kind == SK_REDUCTION)
        reduction_update (&update, &before, n, s, level, temp);
      else
        ordered_update (&update, n, s, level);
      if (before.len)
        sb_printf (sb, "%*s%s", indent, "", sb_str (&before));
      conditional = s->kind != SK_READ && chance (25);
      if (conditional)
        {
          sb_printf (sb, "%*sif (", indent, "");
          condition_text (sb, n, level);
          sb_printf (sb, ")\n");
        }
      sb_printf (sb, "%*s%s", conditional ? indent + 2 : indent, "",
                 sb_str (&update));
      if (s->kind == SK_READ)
        scalar_read (sb, n, s, indent);
      sb_free (&update);
      sb_free (&before);
    }
}

/* Whether a scalar of N is updated AT a place.  */
static int
scalar_at (const struct nest *n, int at)
{
  int k;
  for (k = 0; k < n->nscalars; k++)
    if (n->sc[k].where & at)
      return 1;
  return 0;
}

/* After a copy of nest N, print its scalars with every bit: integers
   in decimal if signed, else in hex; doubles with %a.  */
static void
scalar_prints (struct sbuf *sb, const struct nest *n)
{
  int k;

  for (k = 0; k < n->nscalars; k++)
    {
      const struct scalar *s = &n->sc[k];
      if (s->type == SCALAR_DOUBLE || s->type == SCALAR_FLOAT)
        sb_line (sb, 2, "printf (\"nest %d: %s = %%a\\n\", %s);", n->id,
                 s->name, s->name);
      else if (scalar_types[s->type].is_signed)
        sb_line (sb, 2, "printf (\"nest %d: %s = %%lld\\n\", "
                 "(long long) %s);", n->id, s->name, s->name);
      else
        sb_line (sb, 2, "printf (\"nest %d: %s = %%llx\\n\", "
                 "(unsigned long long) %s);", n->id, s->name, s->name);
    }
}

/* The type in which the value a nest with a split adds to element type
   ELEM is computed: the sum array's own, if floating, else int or long,
   whose sums stay small (small_sums' bound: at most 2^22), where an
   unsigned short product could overflow int and a conversion of a
   negative float to an unsigned type would be undefined.  */
static enum elem_type
sum_compute_type (enum elem_type elem)
{
  if (elem == EL_FLOAT || elem == EL_DOUBLE)
    return elem;
  return elem_sizes[elem] == 8 ? EL_LONG : EL_INT;
}

/* The update of a nest with a split of its sum array, REF: one of the
   sums the plugin takes (SUM_INT, SUM_FLOAT and SUM_READ), or
   acc = (e) - acc (SUM_REVERSE).  The value is computed in the type of
   sum_compute_type; char and short elements take it in C's promoted
   form, (T) ((int) acc + e).  */
static void
sum_statement (struct sbuf *sb, const struct nest *n, const char *ref,
               int indent)
{
  enum elem_type elem = sum_compute_type (n->arr[n->out].elem);
  struct sbuf x = { NULL, 0, 0 };

  expr_reading (&x, n, n->depth - 1, elem, 1);
  sb_printf (sb, "%*s", indent, "");
  if (n->sum_form == SUM_REVERSE)
    sb_printf (sb, "%s = (%s) - %s", ref, sb_str (&x), ref);
  else
    switch (pick (0, 4))
      {
      case 0:
        sb_printf (sb, "%s += %s", ref, sb_str (&x));
        break;
      case 1:
        sb_printf (sb, "%s -= %s", ref, sb_str (&x));
        break;
      case 2:
        sb_printf (sb, "%s = %s + (%s)", ref, ref, sb_str (&x));
        break;
      case 3:
        sb_printf (sb, "%s = %s - (%s)", ref, ref, sb_str (&x));
        break;
      default:
        sb_printf (sb, "%s = (%s) + %s", ref, sb_str (&x), ref);
        break;
      }
  sb_free (&x);
}

/* The element type of private or firstprivate type TYPE.  */
static enum elem_type
clause_var_elem (int type)
{
  return type == TY_LONG ? EL_LONG : type == SCALAR_DOUBLE ? EL_DOUBLE
         : EL_INT;
}

/* The statements that set N's private variables AT a place in the body
   of LEVEL: a scalar (through set_T, if its address is taken) or every
   element of an array, before anything reads them.  */
static void
private_sets (struct sbuf *sb, const struct nest *n, int at, int level,
              int indent)
{
  int k;
  long e;

  for (k = 0; k < n->ncv; k++)
    {
      const struct clause_var *v = &n->cv[k];
      enum elem_type elem = clause_var_elem (v->type);
      if (v->kind != CV_PRIVATE || v->at != at)
        continue;
      for (e = 0; e < (v->count ? v->count : 1); e++)
        {
          sb_printf (sb, "%*s", indent, "");
          if (v->storage == VS_ADDRESSED)
            sb_printf (sb, "%s (&%s, ", setter_name (v->type), v->name);
          else if (v->count)
            sb_printf (sb, "%s[%ld] = ", v->name, e);
          else
            sb_printf (sb, "%s = ", v->name);
          expr (sb, n, level, elem);
          sb_printf (sb, "%s;\n", v->storage == VS_ADDRESSED ? ")" : "");
        }
    }
}

/* In a nest of one level, the firstprivate factors raised by their bump
   before the body reads them, and lowered back (SIGN '-') after it.  */
static void
firstprivate_bumps (struct sbuf *sb, const struct nest *n, char sign,
                    int indent)
{
  int k;

  for (k = 0; k < n->ncv; k++)
    if (n->cv[k].bump)
      sb_line (sb, indent, "%s %c= %ld;", n->cv[k].name, sign,
               n->cv[k].bump);
}

/* The statements of the innermost body.  */
static void
innermost_body (struct sbuf *sb, struct nest *n, int indent)
{
  const struct array *out = &n->arr[n->out];
  int inner = n->depth - 1;
  struct sbuf ref = { NULL, 0, 0 };

  private_sets (sb, n, AT_INNER, inner, indent);
  firstprivate_bumps (sb, n, '+', indent);
  array_ref (&ref, n, out, NULL, NULL);
  if (n->sum_level)
    sum_statement (sb, n, sb_str (&ref), indent);
  else if (n->imperfect == IMP_SCALAR)
    {
      sb_printf (sb, "%*spartial %s= ", indent, "", chance (80) ? "+" : "-");
      expr_reading (sb, n, inner, out->elem, 1);
    }
  else if (n->reduction)
    {
      sb_printf (sb, "%*s%s %s= ", indent, "", sb_str (&ref),
                 chance (80) ? "+" : "-");
      expr_reading (sb, n, inner, out->elem, 1);
    }
  else if (chance (20))
    {
      n->temp_outside = feature_on[F_SCALARS] && chance (40);
      /* A temporary declared before the nest is private all the same:
         every iteration writes it before reading it.  */
      if (n->temp_outside)
        sb_printf (sb, "%*st = ", indent, "");
      else
        sb_printf (sb, "%*s%s t = ", indent, "", elem_names[out->elem]);
      expr_reading (sb, n, inner, out->elem, 1);
      sb_printf (sb, ";\n%*s%s = t + %s;", indent, "", sb_str (&ref),
                 sb_str (&ref));
    }
  else if (chance (25))
    {
      sb_printf (sb, "%*s%s = %s * %s + ", indent, "", sb_str (&ref),
                 sb_str (&ref), scale_literal (out->elem));
      expr_reading (sb, n, inner, out->elem, 1);
    }
  else
    {
      sb_printf (sb, "%*s%s = ", indent, "", sb_str (&ref));
      expr_reading (sb, n, inner, out->elem, 1);
    }
  sb_printf (sb, ";\n");
  if (n->out2 >= 0)
    {
      sb_printf (sb, "%*s", indent, "");
      array_ref (sb, n, &n->arr[n->out2], NULL, NULL);
      sb_printf (sb, " = ");
      /* The sum array read after its update: a few low bits of it, so
         that the value stays small whatever its type.  */
      if (n->sum_form == SUM_READ)
        sb_printf (sb, "(%s) ((long) %s & 255) + ",
                   elem_names[n->arr[n->out2].elem], sb_str (&ref));
      expr (sb, n, inner, n->arr[n->out2].elem);
      sb_printf (sb, ";\n");
    }
  scalar_updates (sb, n, AT_INNER, inner, indent);
  firstprivate_bumps (sb, n, '-', indent);
  sb_free (&ref);
}

/* Statements before the inner loop at the deepest blocked level.  */
static void
pre_statements (struct sbuf *sb, const struct nest *n, int indent)
{
  int level = n->deepest_blocked;
  const struct array *out = &n->arr[n->out];

  if (n->imperfect == IMP_AUX)
    {
      const struct array *aux = &n->arr[n->aux];
      sb_printf (sb, "%*s", indent, "");
      array_ref (sb, n, aux, NULL, NULL);
      sb_printf (sb, " = ");
      expr (sb, n, level, aux->elem);
      sb_printf (sb, ";\n");
    }
  else if (n->imperfect == IMP_INIT)
    {
      sb_printf (sb, "%*s", indent, "");
      array_ref (sb, n, out, NULL, NULL);
      if (chance (50))
        sb_printf (sb, " *= %s;\n", out->elem == EL_FLOAT ? "3.0f"
                   : out->elem == EL_DOUBLE ? "3.0" : "3");
      else
        {
          sb_printf (sb, " = ");
          expr (sb, n, level, out->elem);
          sb_printf (sb, ";\n");
        }
    }
  else if (n->imperfect == IMP_SCALAR)
    {
      sb_printf (sb, "%*s%s partial = ", indent, "", elem_names[out->elem]);
      if (chance (50))
        array_ref (sb, n, out, NULL, NULL);
      else
        sb_printf (sb, "0");
      sb_printf (sb, ";\n");
    }
}

static void
post_statements (struct sbuf *sb, const struct nest *n, int indent)
{
  if (n->imperfect != IMP_SCALAR)
    return;
  sb_printf (sb, "%*s", indent, "");
  array_ref (sb, n, &n->arr[n->out], NULL, NULL);
  sb_printf (sb, " = partial;\n");
}

/* Whether a private variable of N is set AT a place.  */
static int
private_at (const struct nest *n, int at)
{
  int k;
  for (k = 0; k < n->ncv; k++)
    if (n->cv[k].kind == CV_PRIVATE && n->cv[k].at == at)
      return 1;
  return 0;
}

static void
loop_level (struct sbuf *sb, struct nest *n, int l, int indent)
{
  int imperfect_here = n->imperfect != IMP_NONE && l == n->deepest_blocked;
  /* Scalars updated around the inner loop, at the deepest blocked
     level like the imperfect forms.  */
  int scalars_here = l == n->deepest_blocked && l < n->depth - 1
                     && scalar_at (n, AT_PRE | AT_POST);
  /* Private scratch set there too.  */
  int privates_here = l == n->deepest_blocked && l < n->depth - 1
                      && private_at (n, AT_PRE);
  int braces = imperfect_here || scalars_here || privates_here
               || l == n->depth - 1 || chance (50);
  static const char *const inner_clauses[] = {
    "", " vector", " independent", " worker"
  };

  loop_header (sb, n, l, indent);
  if (braces)
    sb_line (sb, indent + 2, "{");
  if (imperfect_here)
    pre_statements (sb, n, indent + 4);
  if (scalars_here)
    scalar_updates (sb, n, AT_PRE, l, indent + 4);
  if (privates_here)
    private_sets (sb, n, AT_PRE, l, indent + 4);
  /* An inner loop directive belongs to the blocked nest around it; a
     directive is a statement of its own, so only inside braces.  */
  if (braces && l < n->depth - 1 && feature_on[F_INNER_PRAGMA] && chance (10))
    sb_printf (sb, "#pragma acc loop%s\n", inner_clauses[pick (0, 3)]);
  if (l == n->depth - 1)
    innermost_body (sb, n, indent + 4);
  else
    loop_level (sb, n, l + 1, indent + (braces ? 4 : 2));
  if (imperfect_here)
    post_statements (sb, n, indent + 4);
  if (scalars_here)
    scalar_updates (sb, n, AT_POST, l, indent + 4);
  if (braces)
    sb_line (sb, indent + 2, "}");
}

/* After the nest, print the induction variables declared outside it whose
   value is defined: those of levels entered at least once.  */
static void
live_out_prints (struct sbuf *sb, const struct nest *n)
{
  int l;

  if (!feature_on[F_LIVEOUT])
    return;
  for (l = 0; l < n->depth; l++)
    {
      if (n->lv[l].iv_outside && chance (60)
          && (l == 0 || feature_on[F_LIVEOUT_INNER]))
        sb_line (sb, 2, "printf (\"nest %d: %s after the nest = %%ld\\n\", "
                 "(long) %s);", n->id, n->lv[l].iv, n->lv[l].iv);
      if (n->lv[l].trips == 0)
        return;
    }
}

/* ------------------------------------------------------------------ */
/* Declarations, initialisation and printing of arrays and values.  */

/* The extents of A's dimensions FIRST to END - 1, "[e1][e2]".  */
static void
dims_text_upto (struct sbuf *sb, const struct nest *n,
                const struct array *a, int first, int end)
{
  int d;
  for (d = first; d < end; d++)
    {
      sb_printf (sb, "[");
      extent_expr (sb, n, a, d);
      sb_printf (sb, "]");
    }
}

static void
dims_text (struct sbuf *sb, const struct nest *n, const struct array *a,
           int first)
{
  dims_text_upto (sb, n, a, first, a->ndims);
}

/* C++ forms (--cxx-form), each a way a C++ program holds a nest that C
   has no word for, with the same nest inside:

     template  template <typename Elem[, long Extent]> static void nest_N
               (...), called as nest_N<double[, 9]> (...): the arrays of
               the output's element type declared with Elem, the last
               extent of a declared 2-D or 3-D output with Extent, so
               that the nest's references are dependent until
               instantiation;
     lambda    nest_N's body in [&] (clause parameters) { ... } (...),
               called in place: the nest reaches its arrays and bounds
               through the closure (the variables a clause names are
               the lambda's parameters, as a clause cannot name a
               captured variable);
     member    the body in nest_N_state::run, a member function of a
               struct whose members are the nest's local arrays, reached
               as this->a[i][j];
     vector    malloc'd flat arrays as std::vector<T>, passed by
               reference, indexed with operator[] or through a pointer
               from .data () (one or the other by the array's name).

   Arrays of runtime extents (pointers to VLAs) cannot be parameters in
   C++; with --cxx they are passed as void * and converted back at the
   top of nest_N's body.  */

/* Whether N's output array has its last extent from the template
   parameter Extent: declared (a parameter or a local) with two or three
   literal extents.  */
static int
cxx_template_extent (const struct nest *n)
{
  const struct array *out = &n->arr[n->out];
  return cxx_form == CXX_TEMPLATE && out->ndims >= 2
         && (out->storage == ST_LOCAL || out->storage == ST_PARAM);
}

/* The element type A is declared with in nest_N (IN_NEST) or
   elsewhere.  */
static const char *
decl_elem (const struct nest *n, const struct array *a, int in_nest)
{
  if (in_nest && cxx_form == CXX_TEMPLATE && a->elem == n->arr[n->out].elem)
    return "Elem";
  return elem_names[a->elem];
}

/* The extents of A from dimension FIRST on, as declared in nest_N
   (IN_NEST) or elsewhere.  */
static void
decl_dims (struct sbuf *sb, const struct nest *n, const struct array *a,
           int first, int in_nest)
{
  if (in_nest && a == &n->arr[n->out] && cxx_template_extent (n))
    {
      dims_text_upto (sb, n, a, first, a->ndims - 1);
      sb_printf (sb, "[Extent]");
    }
  else
    dims_text (sb, n, a, first);
}

/* In C++, malloc's void * converted to TYPE.  */
static void
malloc_call (struct sbuf *sb, const char *type)
{
  if (cxx_mode)
    sb_printf (sb, "(%s) ", type);
  sb_printf (sb, "malloc (");
}

/* The name nest_N's parameter for A has (main passes the array, or
   the vector that holds it).  */
static void
array_param_name (struct sbuf *sb, const struct array *a)
{
  if (cxx_mode && a->storage == ST_VLA)
    sb_printf (sb, "%s_vp", a->name);
  else if (cxx_vector_via_data (a))
    sb_printf (sb, "%s_v", a->name);
  else
    sb_printf (sb, "%s", a->name);
}

/* At the top of nest_N's body, the array A that its parameter holds
   in another type: a VLA's void *, a vector's data.  */
static void
cxx_array_setup (struct sbuf *sb, const struct nest *n,
                 const struct array *a)
{
  const char *elem = decl_elem (n, a, 1);
  struct sbuf dims = { NULL, 0, 0 };

  if (a->home != HOME_MAIN)
    return;
  if (cxx_mode && a->storage == ST_VLA)
    {
      dims_text (&dims, n, a, 1);
      sb_line (sb, 2, "%s (*%s)%s = (%s (*)%s) %s_vp;", elem, a->name,
               sb_str (&dims), elem, sb_str (&dims), a->name);
    }
  else if (cxx_vector_via_data (a))
    sb_line (sb, 2, "%s *%s = %s_v.data ();", elem, a->name, a->name);
  sb_free (&dims);
}

/* The declaration of vector A of N where it lives (main or nest_N).  */
static void
declare_vector (struct sbuf *dest, const struct nest *n,
                const struct array *a, int indent)
{
  const char *elem = decl_elem (n, a, a->home == HOME_NEST);

  if (cxx_vector_via_data (a))
    {
      sb_line (dest, indent, "std::vector<%s> %s_v (%ld);", elem, a->name,
               element_count (a));
      sb_line (dest, indent, "%s *%s = %s_v.data ();", elem, a->name,
               a->name);
    }
  else
    sb_line (dest, indent, "std::vector<%s> %s (%ld);", elem, a->name,
             element_count (a));
}

/* "template <...>\n" before nest_N, and the arguments main gives it.  */
static void
template_head (struct sbuf *sb, const struct nest *n)
{
  if (cxx_form != CXX_TEMPLATE)
    return;
  sb_printf (sb, "template <typename Elem%s>\n",
             cxx_template_extent (n) ? ", long Extent" : "");
}

static void
template_args (struct sbuf *sb, const struct nest *n)
{
  const struct array *out = &n->arr[n->out];

  if (cxx_form != CXX_TEMPLATE)
    return;
  sb_printf (sb, "<%s", elem_names[out->elem]);
  if (cxx_template_extent (n))
    sb_printf (sb, ", %ld", out->extent[out->ndims - 1]);
  sb_printf (sb, ">");
}

/* The file-scope declaration of ST_GPTR array A: only the pointer, the
   memory comes from allocate_global_pointer.  */
static void
declare_global_pointer (struct sbuf *line, const struct nest *n,
                        const struct array *a)
{
  const char *elem = elem_names[a->elem];

  sb_printf (line, "%s", a->gptr_public ? "" : "static ");
  switch (a->gptr)
    {
    case GP_FLAT:
      sb_printf (line, "%s *%s;", elem, a->name);
      break;
    case GP_ROWS:
      sb_printf (line, "%s (*%s)", elem, a->name);
      dims_text (line, n, a, 1);
      sb_printf (line, ";");
      break;
    case GP_MEMBER:
      sb_printf (line, "struct { %s pad; %s *p; } %s;",
                 other_names[a->other_type], elem, a->name);
      break;
    }
}

/* Allocation of ST_GPTR array A, in main before it is filled; each
   array has a malloc of its own, so no two arrays overlap and the
   legality of the clause stays what it is with declared arrays.  */
static void
allocate_global_pointer (struct sbuf *sb, const struct nest *n,
                         const struct array *a, int indent)
{
  struct sbuf pointer = { NULL, 0, 0 };
  struct sbuf type = { NULL, 0, 0 };
  struct sbuf call = { NULL, 0, 0 };

  array_base (&pointer, a);
  sb_printf (&type, "%s ", elem_names[a->elem]);
  if (a->gptr == GP_ROWS)
    {
      sb_printf (&type, "(*)");
      dims_text (&type, n, a, 1);
    }
  else
    sb_printf (&type, "*");
  malloc_call (&call, sb_str (&type));
  if (a->gptr == GP_ROWS)
    sb_line (sb, indent, "%s = %s%ld * sizeof *%s);", sb_str (&pointer),
             sb_str (&call), a->extent[0], sb_str (&pointer));
  else
    sb_line (sb, indent, "%s = %s%ld * sizeof (%s));", sb_str (&pointer),
             sb_str (&call), element_count (a), elem_names[a->elem]);
  sb_free (&type);
  sb_free (&call);
  sb_line (sb, indent, "if (%s == NULL)\n%*sabort ();", sb_str (&pointer),
           indent + 2, "");
  sb_free (&pointer);
}

/* Declaration of A where it lives; DEST is file scope or a function.  */
static void
declare_array (struct sbuf *dest, const struct nest *n,
               const struct array *a, int indent)
{
  int in_nest = a->home == HOME_NEST;
  const char *elem = decl_elem (n, a, in_nest);
  const char *other = other_names[a->other_type];
  struct sbuf line = { NULL, 0, 0 };
  struct sbuf type = { NULL, 0, 0 };

  if (cxx_vector (a))
    {
      declare_vector (dest, n, a, indent);
      return;
    }
  switch (a->storage)
    {
    case ST_GLOBAL:
    case ST_STATIC:
    case ST_LOCAL:
    case ST_PARAM:
      sb_printf (&line, "%s%s %s", a->storage == ST_STATIC ? "static " : "",
                 elem, a->name);
      decl_dims (&line, n, a, 0, in_nest);
      sb_printf (&line, ";");
      break;
    case ST_VLA:
      sb_printf (&line, "%s (*%s)", elem, a->name);
      dims_text (&line, n, a, 1);
      sb_printf (&type, "%s (*)", elem);
      dims_text (&type, n, a, 1);
      sb_printf (&line, " = ");
      malloc_call (&line, sb_str (&type));
      sb_printf (&line, "sizeof (%s", elem);
      dims_text (&line, n, a, 0);
      sb_printf (&line, "));");
      break;
    case ST_FLAT:
      sb_printf (&type, "%s *", elem);
      sb_printf (&line, "%s *%s = ", elem, a->name);
      malloc_call (&line, sb_str (&type));
      sb_printf (&line, "%ld * sizeof (%s));", element_count (a), elem);
      break;
    case ST_MEMBER:
      /* static struct { P pad; T m[..]; } s;  or, the member in the
         element SLOT of an inner array of structures,
         static struct { P pad; struct { Q tag; T m[..]; } in[3]; } s;  */
      sb_printf (&line, "static struct { %s pad; ", other);
      if (a->slot >= 0)
        sb_printf (&line, "struct { %s tag; ",
                   other_names[(a->other_type + 1) % 4]);
      sb_printf (&line, "%s m", elem);
      dims_text (&line, n, a, 0);
      sb_printf (&line, "; } %s%s;", a->slot >= 0 ? "in[3]; } " : "",
                 a->name);
      break;
    case ST_ROWS:
      /* static struct { P tag; T r[..]; } a[N0];  (1-D: T v;), the other
         member first or last.  */
      sb_printf (&line, "static struct { ");
      if (!a->other_last)
        sb_printf (&line, "%s tag; ", other);
      if (a->ndims == 1)
        sb_printf (&line, "%s v;", elem);
      else
        {
          sb_printf (&line, "%s r", elem);
          dims_text (&line, n, a, 1);
          sb_printf (&line, ";");
        }
      if (a->other_last)
        sb_printf (&line, " %s tag;", other);
      sb_printf (&line, " } %s[%ld];", a->name, a->extent[0]);
      break;
    case ST_GPTR:
      declare_global_pointer (&line, n, a);
      break;
    }
  sb_line (dest, indent, "%s", sb_str (&line));
  if (a->storage == ST_VLA || a->storage == ST_FLAT)
    sb_line (dest, indent, "if (%s == NULL)\n%*sabort ();", a->name,
             indent + 2, "");
  sb_free (&line);
  sb_free (&type);
}

/* Pointer to the first element of A; for ST_ROWS, whose rows are
   apart, to the first element of the row the variable rw selects.  */
static void
first_element (struct sbuf *sb, const struct array *a)
{
  int d;

  if (a->storage == ST_ROWS)
    {
      if (a->ndims == 1)
        sb_printf (sb, "&%s[rw].v", a->name);
      else if (a->ndims == 2)
        sb_printf (sb, "%s[rw].r", a->name);
      else
        sb_printf (sb, "&%s[rw].r[0][0]", a->name);
      return;
    }
  if (flat_indexed (a) || (a->ndims == 1 && a->storage != ST_VLA))
    {
      array_base (sb, a);
      if (cxx_vector (a) && !cxx_vector_via_data (a))
        sb_printf (sb, ".data ()");
      return;
    }
  sb_printf (sb, "&");
  array_base (sb, a);
  for (d = 0; d < a->ndims; d++)
    sb_printf (sb, "[0]");
}

/* Elements of A that first_element's pointer reaches: all of them, or a
   row's (ST_ROWS).  */
static long
contiguous_count (const struct array *a)
{
  return a->storage == ST_ROWS ? element_count (a) / a->extent[0]
                               : element_count (a);
}

static void
fill_array (struct sbuf *sb, const struct array *a, int indent)
{
  struct sbuf base = { NULL, 0, 0 };
  int rows = a->storage == ST_ROWS;

  first_element (&base, a);
  if (rows)
    sb_line (sb, indent, "for (long rw = 0; rw < %ld; rw++)", a->extent[0]);
  sb_line (sb, rows ? indent + 2 : indent, "fill_%s (%s, %ld, %luu%s);",
           elem_names[a->elem], sb_str (&base), contiguous_count (a),
           (unsigned long) pick (1, 1000000),
           rows ? " + (unsigned) rw" : "");
  sb_free (&base);
}

/* Outputs are printed element by element, inputs as a checksum (it
   catches a write-back into a read-only array); ST_ROWS row by row, each
   row named a[ROW].  */
static void
print_array (struct sbuf *sb, const struct array *a, int indent)
{
  struct sbuf base = { NULL, 0, 0 };
  const char *what = a->output ? "print" : "sum";

  first_element (&base, a);
  if (a->storage == ST_ROWS)
    {
      sb_line (sb, indent, "for (long rw = 0; rw < %ld; rw++)", a->extent[0]);
      sb_line (sb, indent, "  {");
      sb_line (sb, indent, "    char row_name[%d];", NAME_LEN + 24);
      sb_line (sb, indent, "    snprintf (row_name, sizeof row_name, "
               "\"%s[%%ld]\", rw);", a->name);
      sb_line (sb, indent, "    %s_%s (row_name, %s, %ld);", what,
               elem_names[a->elem], sb_str (&base), contiguous_count (a));
      sb_line (sb, indent, "  }");
    }
  else
    sb_line (sb, indent, "%s_%s (\"%s\", %s, %ld);", what,
             elem_names[a->elem], a->name, sb_str (&base),
             element_count (a));
  sb_free (&base);
}

static void
release_array (struct sbuf *sb, const struct array *a, int indent)
{
  struct sbuf pointer = { NULL, 0, 0 };

  if ((a->storage != ST_VLA && a->storage != ST_FLAT
       && a->storage != ST_GPTR) || cxx_vector (a))
    return;
  array_base (&pointer, a);
  sb_line (sb, indent, "free (%s);", sb_str (&pointer));
  sb_free (&pointer);
}

/* Declaration of runtime value V at INDENT (main or nest function).  */
static void
declare_value (struct sbuf *sb, int nest_id, const struct rtval *v,
               int indent)
{
  const char *type = iv_type_names[v->type];

  if (v->from_argc)
    sb_line (sb, indent, "%s %s = argc %s %ld%s;", type, v->name,
             v->value - 1 < 0 ? "-" : "+", labs (v->value - 1),
             int_suffix (v->type));
  else
    {
      sb_printf (&globals, "static volatile %s rt%d_%s = %ld%s;\n", type,
                 nest_id, v->name, v->value, int_suffix (v->type));
      sb_line (sb, indent, "%s %s = rt%d_%s;", type, v->name, nest_id,
               v->name);
    }
  sb_line (sb, indent, "printf (\"%s = %%ld\\n\", (long) %s);", v->name,
           v->name);
}

/* Parameter declaration of array A in the nest function.  */
static void
param_decl (struct sbuf *sb, const struct nest *n, const struct array *a)
{
  const char *elem = decl_elem (n, a, 1);

  if (cxx_vector (a))
    {
      sb_printf (sb, "std::vector<%s> &", elem);
      array_param_name (sb, a);
    }
  else if (a->storage == ST_FLAT)
    sb_printf (sb, "%s *%s", elem, a->name);
  else if (a->storage == ST_VLA && cxx_mode)
    {
      sb_printf (sb, "void *");
      array_param_name (sb, a);
    }
  else if (a->storage == ST_VLA)
    {
      sb_printf (sb, "%s (*%s)", elem, a->name);
      dims_text (sb, n, a, 1);
    }
  else
    {
      /* T a[][N] or, sometimes, T a[M][N]: both decay to a pointer.  */
      sb_printf (sb, "%s %s[", elem, a->name);
      if (chance (30))
        sb_printf (sb, "%ld", a->extent[0]);
      sb_printf (sb, "]");
      decl_dims (sb, n, a, 1, 1);
    }
}

/* The parameters of nest_N that data-sharing clauses name, after
   others unless FIRST (or, with NAMES_ONLY, their names); whether
   none were written, nor any before them.  */
static int
clause_params (struct sbuf *sb, const struct nest *n, int names_only,
               int first)
{
  int k;

  for (k = 0; k < n->nscalars; k++)
    if (n->sc[k].storage == VS_PARAM)
      {
        sb_printf (sb, "%s%s%s%s", first ? "" : ", ",
                   names_only ? "" : scalar_type_name (&n->sc[k]),
                   names_only ? "" : " ", n->sc[k].name);
        first = 0;
      }
  for (k = 0; k < n->ncv; k++)
    if (n->cv[k].storage == VS_PARAM)
      {
        sb_printf (sb, "%s%s%s%s", first ? "" : ", ",
                   names_only ? "" : value_type_name (n->cv[k].type),
                   names_only ? "" : " ", n->cv[k].name);
        first = 0;
      }
  return first;
}

/* The parameters of nest_N, "void" if none; with NAMES_ONLY, the
   arguments that pass them on, the parameters' names.  */
static void
nest_params (struct sbuf *sb, const struct nest *n, int names_only)
{
  int k, first = 1;

  for (k = 0; k < n->nvals; k++)
    if (n->val[k].home == HOME_MAIN)
      {
        sb_printf (sb, "%s", first ? "" : ", ");
        if (!names_only)
          sb_printf (sb, "%s ", iv_type_names[n->val[k].type]);
        sb_printf (sb, "%s", n->val[k].name);
        first = 0;
      }
  for (k = 0; k < n->narrays; k++)
    if (n->arr[k].home == HOME_MAIN)
      {
        sb_printf (sb, "%s", first ? "" : ", ");
        if (names_only)
          array_param_name (sb, &n->arr[k]);
        else
          param_decl (sb, n, &n->arr[k]);
        first = 0;
      }
  first = clause_params (sb, n, names_only, first);
  if (first && !names_only)
    sb_printf (sb, "void");
}

/* The declaration of carried scalar S in the nest function, with its
   initial value (a parameter has it from main; one at file scope gets
   it here).  */
static void
declare_scalar (struct sbuf *sb, const struct scalar *s)
{
  const char *type = scalar_type_name (s);
  struct sbuf init = { NULL, 0, 0 };

  scalar_init_text (&init, s);
  switch (s->storage)
    {
    case VS_LOCAL:
      sb_line (sb, 2, "%s %s = %s;", type, s->name, sb_str (&init));
      break;
    case VS_GLOBAL:
    case VS_FILE_STATIC:
      sb_line (sb, 2, "%s = %s;", s->name, sb_str (&init));
      break;
    case VS_FN_STATIC:
      sb_line (sb, 2, "static %s %s = %s;", type, s->name, sb_str (&init));
      break;
    case VS_ADDRESSED:
      sb_line (sb, 2, "%s %s;", type, s->name);
      sb_line (sb, 2, "%s (&%s, %s);", setter_name (s->type), s->name,
               sb_str (&init));
      break;
    case VS_PARAM:
      break;
    }
  sb_free (&init);
}

/* The initial value of firstprivate variable V as a literal.  */
static void
clause_var_value (struct sbuf *sb, const struct clause_var *v)
{
  sb_printf (sb, "%ld%s", v->value, v->type == TY_LONG ? "L"
             : v->type == SCALAR_DOUBLE ? ".0" : "");
}

/* "T name[K];", "T name;" or "T name = VALUE;" for V, whose
   firstprivate value an address-taken local gets from set_T.  */
static void
clause_var_text (struct sbuf *sb, const struct clause_var *v)
{
  sb_printf (sb, "%s %s", value_type_name (v->type), v->name);
  if (v->count)
    sb_printf (sb, "[%ld]", v->count);
  if (v->kind == CV_FIRSTPRIVATE && v->storage != VS_ADDRESSED)
    {
      sb_printf (sb, " = ");
      clause_var_value (sb, v);
    }
  sb_printf (sb, ";");
}

/* The declaration of V in the nest function, where it lives there.  */
static void
declare_clause_var (struct sbuf *sb, const struct clause_var *v)
{
  struct sbuf text = { NULL, 0, 0 };

  clause_var_text (&text, v);
  switch (v->storage)
    {
    case VS_LOCAL:
    case VS_ADDRESSED:
      sb_line (sb, 2, "%s", sb_str (&text));
      break;
    case VS_FN_STATIC:
      sb_line (sb, 2, "static %s", sb_str (&text));
      break;
    default:
      break;
    }
  if (v->kind == CV_FIRSTPRIVATE && v->storage == VS_ADDRESSED)
    {
      sb_printf (sb, "  %s (&%s, ", setter_name (v->type), v->name);
      clause_var_value (sb, v);
      sb_printf (sb, ");\n");
    }
  sb_free (&text);
}

/* After a copy of nest N, its firstprivate variables, which the loop
   leaves as they were: no copy's change may reach them.  */
static void
firstprivate_prints (struct sbuf *sb, const struct nest *n)
{
  int k;

  for (k = 0; k < n->ncv; k++)
    {
      const struct clause_var *v = &n->cv[k];
      if (v->kind != CV_FIRSTPRIVATE)
        continue;
      if (v->type == SCALAR_DOUBLE)
        sb_line (sb, 2, "printf (\"nest %d: %s = %%a\\n\", %s);", n->id,
                 v->name, v->name);
      else
        sb_line (sb, 2, "printf (\"nest %d: %s = %%ld\\n\", (long) %s);",
                 n->id, v->name, v->name);
    }
}

/* The statements of nest_N's body into SB: declarations, the nest
   LOOP (once or twice) and the prints.  */
static void
nest_body (struct sbuf *sb, struct nest *n, struct sbuf *loop)
{
  int k, l;

  for (k = 0; k < n->narrays; k++)
    cxx_array_setup (sb, n, &n->arr[k]);
  for (k = 0; k < n->nvals; k++)
    if (n->val[k].home == HOME_NEST)
      declare_value (sb, n->id, &n->val[k], 2);
  for (k = 0; k < n->narrays; k++)
    if (n->arr[k].home == HOME_NEST && !cxx_member (&n->arr[k]))
      declare_array (sb, n, &n->arr[k], 2);
  for (l = 0; l < n->depth; l++)
    if (n->lv[l].iv_outside)
      sb_line (sb, 2, "%s %s;", iv_type_names[n->lv[l].type], n->lv[l].iv);
  for (k = 0; k < n->narrays; k++)
    if (n->arr[k].home == HOME_NEST)
      fill_array (sb, &n->arr[k], 2);
  if (n->temp_outside)
    sb_line (sb, 2, "%s t;", decl_elem (n, &n->arr[n->out], 1));
  for (k = 0; k < n->nscalars; k++)
    declare_scalar (sb, &n->sc[k]);
  for (k = 0; k < n->ncv; k++)
    declare_clause_var (sb, &n->cv[k]);
  sb_printf (sb, "\n");
  pragma_line (sb, n, 1, 2);
  sb_printf (sb, "%s\n", sb_str (loop));
  scalar_prints (sb, n);
  firstprivate_prints (sb, n);
  /* The same nest again with other block sizes: a second nest in one
     function, run on the results of the first.  */
  if (feature_on[F_REPEAT] && chance (20))
    {
      for (l = 0; l < n->depth; l++)
        if (n->lv[l].block)
          n->lv[l].block = choose_block_size (n->lv[l].trips);
      /* The scalars carry on from the first copy; the order must hold
         in this one as well.  */
      if (n->ordered)
        force_order (n);
      if (n->split_level)
        n->split_groups = pick (2, 5);
      pragma_line (sb, n, 2, 2);
      sb_printf (sb, "%s\n", sb_str (loop));
      scalar_prints (sb, n);
      firstprivate_prints (sb, n);
    }
  live_out_prints (sb, n);
  for (k = 0; k < n->narrays; k++)
    if (n->arr[k].home == HOME_NEST)
      {
        print_array (sb, &n->arr[k], 2);
        release_array (sb, &n->arr[k], 2);
      }
}

/* nest_N as the member function run of nest_N_state, whose members are
   the nest's local arrays; nest_N calls it on an object of its own.  */
static void
write_member_form (struct sbuf *sb, const struct nest *n,
                   struct sbuf *params, struct sbuf *body)
{
  struct sbuf args = { NULL, 0, 0 };
  int k;

  sb_line (sb, 0, "struct nest_%d_state\n{", n->id);
  for (k = 0; k < n->narrays; k++)
    if (cxx_member (&n->arr[k]))
      declare_array (sb, n, &n->arr[k], 2);
  sb_line (sb, 2, "void\n  run (%s)\n  {", sb_str (params));
  sb_printf (sb, "%s  }\n};\n\n", sb_str (body));
  nest_params (&args, n, 1);
  sb_line (sb, 0, "static void\nnest_%d (%s)\n{", n->id, sb_str (params));
  sb_line (sb, 2, "nest_%d_state state;", n->id);
  sb_line (sb, 2, "state.run (%s);\n}", sb_str (&args));
  sb_free (&args);
}

/* nest_N with BODY in a lambda called in place, which takes the
   variables clauses name as its parameters and captures the rest.  */
static void
write_lambda_form (struct sbuf *sb, const struct nest *n,
                   struct sbuf *params, struct sbuf *body)
{
  struct sbuf lparams = { NULL, 0, 0 };
  struct sbuf largs = { NULL, 0, 0 };

  clause_params (&lparams, n, 0, 1);
  clause_params (&largs, n, 1, 1);
  sb_line (sb, 0, "static void\nnest_%d (%s)\n{", n->id, sb_str (params));
  sb_line (sb, 2, "[&] (%s)\n  {", sb_str (&lparams));
  sb_printf (sb, "%s", sb_str (body));
  sb_line (sb, 2, "} (%s);\n}", sb_str (&largs));
  sb_free (&lparams);
  sb_free (&largs);
}

static void
write_nest_function (struct nest *n)
{
  struct sbuf *sb = &n->fn;
  struct sbuf loop = { NULL, 0, 0 };
  struct sbuf params = { NULL, 0, 0 };
  struct sbuf body = { NULL, 0, 0 };

  memset (input_read_yet, 0, sizeof input_read_yet);
  scale_used = 0;
  loop_level (&loop, n, 0, 2);
  nest_params (&params, n, 0);
  nest_body (&body, n, &loop);
  if (cxx_form == CXX_MEMBER)
    write_member_form (sb, n, &params, &body);
  else if (cxx_form == CXX_LAMBDA)
    write_lambda_form (sb, n, &params, &body);
  else
    {
      template_head (sb, n);
      sb_line (sb, 0, "static void\nnest_%d (%s)\n{", n->id,
               sb_str (&params));
      sb_line (sb, 0, "%s}", sb_str (&body));
    }
  sb_free (&loop);
  sb_free (&params);
  sb_free (&body);
}

/* File-scope arrays go to the globals, and so do the variables of the
   clauses that live there.  */
static void
declare_file_arrays (const struct nest *n)
{
  int k;
  for (k = 0; k < n->narrays; k++)
    if (n->arr[k].home == HOME_FILE)
      declare_array (&globals, n, &n->arr[k], 0);
  for (k = 0; k < n->nscalars; k++)
    if (n->sc[k].storage == VS_GLOBAL || n->sc[k].storage == VS_FILE_STATIC)
      sb_printf (&globals, "%s%s %s;\n",
                 n->sc[k].storage == VS_FILE_STATIC ? "static " : "",
                 scalar_type_name (&n->sc[k]), n->sc[k].name);
  for (k = 0; k < n->ncv; k++)
    if (n->cv[k].storage == VS_GLOBAL || n->cv[k].storage == VS_FILE_STATIC)
      {
        sb_printf (&globals, "%s",
                   n->cv[k].storage == VS_FILE_STATIC ? "static " : "");
        clause_var_text (&globals, &n->cv[k]);
        sb_printf (&globals, "\n");
      }
}

/* The block in main that sets up, calls and prints nest N.  */
static void
write_main_block (struct sbuf *sb, const struct nest *n)
{
  int k, first = 1;

  sb_line (sb, 2, "{");
  for (k = 0; k < n->nvals; k++)
    if (n->val[k].home == HOME_MAIN)
      declare_value (sb, n->id, &n->val[k], 4);
  for (k = 0; k < n->narrays; k++)
    if (n->arr[k].home == HOME_MAIN)
      declare_array (sb, n, &n->arr[k], 4);
  for (k = 0; k < n->narrays; k++)
    if (n->arr[k].storage == ST_GPTR)
      allocate_global_pointer (sb, n, &n->arr[k], 4);
  for (k = 0; k < n->narrays; k++)
    if (n->arr[k].home != HOME_NEST)
      fill_array (sb, &n->arr[k], 4);
  sb_printf (sb, "    nest_%d", n->id);
  template_args (sb, n);
  sb_printf (sb, " (");
  for (k = 0; k < n->nvals; k++)
    if (n->val[k].home == HOME_MAIN)
      {
        sb_printf (sb, "%s%s", first ? "" : ", ", n->val[k].name);
        first = 0;
      }
  for (k = 0; k < n->narrays; k++)
    if (n->arr[k].home == HOME_MAIN)
      {
        sb_printf (sb, "%s%s%s", first ? "" : ", ", n->arr[k].name,
                   cxx_vector_via_data (&n->arr[k]) ? "_v" : "");
        first = 0;
      }
  /* The initial values of the parameters that clauses name.  */
  for (k = 0; k < n->nscalars; k++)
    if (n->sc[k].storage == VS_PARAM)
      {
        sb_printf (sb, "%s", first ? "" : ", ");
        scalar_init_text (sb, &n->sc[k]);
        first = 0;
      }
  for (k = 0; k < n->ncv; k++)
    if (n->cv[k].storage == VS_PARAM)
      {
        sb_printf (sb, "%s", first ? "" : ", ");
        clause_var_value (sb, &n->cv[k]);
        first = 0;
      }
  sb_printf (sb, ");\n");
  for (k = 0; k < n->narrays; k++)
    if (n->arr[k].home != HOME_NEST)
      {
        print_array (sb, &n->arr[k], 4);
        release_array (sb, &n->arr[k], 4);
      }
  sb_line (sb, 2, "}");
}

/* ------------------------------------------------------------------ */
/* Runtime environment for the plugin build.  */

/* Bytes one tile of N may need in local memory: blocked dimensions take
   block iterations plus the halo and the room of coupled reads (the
   range of the loop folded into the halo), the others are whole.  */
static long
tile_footprint (const struct nest *n)
{
  long total = 0;
  int k, d;

  for (k = 0; k < n->narrays; k++)
    {
      const struct array *a = &n->arr[k];
      long bytes = elem_sizes[a->elem];
      for (d = 0; d < a->ndims; d++)
        {
          const struct level *lv = &n->lv[a->level[d]];
          long span = a->extent[d];
          if (lv->block)
            {
              long blocked = (lv->block - 1) * lv->step + 1
                             + a->pad_lo[d] + a->pad_hi[d]
                             + a->couple_room[d];
              span = blocked < span ? blocked : span;
            }
          bytes *= span;
        }
      total += bytes;
    }
  return total;
}

static void
environment_comment (void)
{
  int k;
  long smallest = -1, largest = 0;

  printf ("/* accblock-env:");
  if (feature_on[F_THREADS])
    {
      /* One draw per statement: argument order is unspecified.  */
      long accel = pick (1, 8);
      long threads = pick (1, 4);
      /* Reverse runs the outer tiles backwards: legal clauses keep the
         output under any order, and that one differs most from the
         serial loop's.  */
      const char *schedule = chance (50) ? "static"
                             : chance (50) ? "dynamic" : "reverse";
      printf (" ACCBLOCK_NUM_ACCEL=%ld ACCBLOCK_THREADS=%ld"
              " ACCBLOCK_SCHEDULE=%s", accel, threads, schedule);
    }
  if (staging_mode)
    {
      long mem;
      for (k = 0; k < nnests; k++)
        {
          long f = tile_footprint (&nests[k]);
          smallest = smallest < 0 || f < smallest ? f : smallest;
          largest = f > largest ? f : largest;
        }
      /* Usually everything fits; sometimes only the smaller nests' tiles
         do, sometimes none.  */
      if (chance (60))
        mem = largest * pick (2, 4);
      else if (chance (60) && smallest < largest)
        mem = pick (smallest, largest - 1);
      else
        mem = largest / pick (2, 4);
      mem = (mem + 63) / 64 * 64;
      printf (" ACCBLOCK_LOCAL_MEM=%ld ACCBLOCK_REUSE=%d", mem < 64 ? 64 : mem,
              chance (70) ? 1 : 0);
    }
  printf (" */\n");
}

/* ------------------------------------------------------------------ */
/* The fixed parts of the program.  */

/* Helpers of element type E: filling, bit views, printing, hashing.  */
static void
write_element_helpers (enum elem_type e, int printed, int summed)
{
  const char *t = elem_names[e];
  const char *bits = elem_sizes[e] == 1 ? "uint8_t"
                     : elem_sizes[e] == 2 ? "uint16_t"
                     : elem_sizes[e] == 4 ? "uint32_t" : "uint64_t";
  int floating = e == EL_FLOAT || e == EL_DOUBLE;

  /* Small integers; floats are exact multiples of 1/4.  */
  printf ("static void\nfill_%s (%s *p, long count, unsigned seed)\n{\n"
          "  long k;\n  for (k = 0; k < count; k++)\n    {\n"
          "      seed = seed * 1103515245u + 12345u;\n"
          "      p[k] = (%s) ((long) (seed >> 16 & 31u) - 15)%s;\n"
          "    }\n}\n\n", t, t, t, floating ? " / 4" : "");
  printf ("static %s\nbits_%s (%s v)\n{\n  %s b;\n"
          "  memcpy (&b, &v, sizeof b);\n  return b;\n}\n\n",
          bits, t, t, bits);
  if (printed)
    printf ("static void\nprint_%s (const char *name, const %s *p, "
          "long count)\n{\n  long k;\n  for (k = 0; k < count; k++)\n"
          "    {\n      printf (\"%%s[%%ld] = %s\\n\", name, k, %sp[k]);\n"
          "      mix (bits_%s (p[k]));\n    }\n}\n\n",
          t, t, floating ? "%a" : "%ld", floating ? "(double) " : "(long) ",
          t);
  if (summed)
    printf ("static void\nsum_%s (const char *name, const %s *p, "
          "long count)\n{\n  uint64_t h = 0;\n  long k;\n"
          "  for (k = 0; k < count; k++)\n"
          "    h = (h ^ bits_%s (p[k])) * UINT64_C (0x100000001b3);\n"
          "  printf (\"%%s: %%ld inputs hash %%016llx\\n\", name, count,"
          " (unsigned long long) h);\n  mix (h);\n}\n\n", t, t, t);
}

static void
write_prelude (unsigned long seed)
{
  int printed[EL_COUNT] = { 0 }, summed[EL_COUNT] = { 0 };
  int e, k, a;

  printf ("/* Generated by nestgen %lu%s: a random blocked loop nest "
          "program.\n   Build it with and without the accblock plugin; the "
          "outputs must be\n   identical.  Run it without arguments.  */\n",
          seed, staging_mode ? " (staging)" : "");
  environment_comment ();
  printf ("\n#include <math.h>\n#include <stdint.h>\n#include <stdio.h>\n"
          "#include <stdlib.h>\n#include <string.h>\n%s\n",
          cxx_form == CXX_VECTOR ? "\n#include <vector>\n" : "");
  printf ("static uint64_t checksum;\n\n"
          "static void\nmix (uint64_t bits)\n{\n"
          "  checksum = (checksum ^ bits) * UINT64_C (0x100000001b3);\n}\n\n");
  for (k = 0; k < nnests; k++)
    for (a = 0; a < nests[k].narrays; a++)
      {
        const struct array *arr = &nests[k].arr[a];
        printed[arr->elem] |= arr->output;
        summed[arr->elem] |= !arr->output;
      }
  for (e = 0; e < EL_COUNT; e++)
    if (printed[e] || summed[e])
      write_element_helpers ((enum elem_type) e, printed[e], summed[e]);
  for (e = 0; e < EL_COUNT; e++)
    if (helper_used[e])
      printf ("static %s\ntwice_plus_%s (%s x, long k)\n{\n"
              "  return x * 2 + (%s) k;\n}\n\n", elem_names[e], elem_names[e],
              elem_names[e], elem_names[e]);
  /* Stores through a pointer, which take the address of a local.  */
  for (e = 0; e < 9; e++)
    if (setter_used[e])
      printf ("static void\nset_%s (%s *p, %s v)\n{\n  *p = v;\n}\n\n",
              setter_tags[e], value_type_name (e - 2),
              value_type_name (e - 2));
}

static void
write_program (unsigned long seed)
{
  struct sbuf main_text = { NULL, 0, 0 };
  int k;

  nnests = (int) pick (1, MAX_NESTS);
  for (k = 0; k < nnests; k++)
    choose_nest (&nests[k], k + 1);
  for (k = 0; k < nnests; k++)
    {
      declare_file_arrays (&nests[k]);
      write_nest_function (&nests[k]);
      write_main_block (&main_text, &nests[k]);
    }
  write_prelude (seed);
  printf ("%s\n", sb_str (&globals));
  for (k = 0; k < nnests; k++)
    {
      printf ("%s\n", sb_str (&nests[k].fn));
      sb_free (&nests[k].fn);
    }
  printf ("int\nmain (int argc, char **argv)\n{\n  (void) argc;\n"
          "  (void) argv;\n%s"
          "  printf (\"checksum %%016llx\\n\", (unsigned long long) checksum);"
          "\n  return 0;\n}\n", sb_str (&main_text));
  sb_free (&main_text);
  sb_free (&globals);
}

/* ------------------------------------------------------------------ */
/* Command line.  */

static void
usage (void)
{
  int f;
  fprintf (stderr, "usage: nestgen [--staging] [--cxx | --cxx-form=FORM] "
           "[--no-FEATURE | --with-FEATURE]... SEED\n"
           "C++ forms: plain template lambda member vector\n"
           "features on by default:");
  for (f = 0; f < F_COUNT; f++)
    if (!feature_default_off[f])
      fprintf (stderr, " %s", feature_names[f]);
  fprintf (stderr, "\nfeatures off by default:");
  for (f = 0; f < F_COUNT; f++)
    if (feature_default_off[f])
      fprintf (stderr, " %s", feature_names[f]);
  fprintf (stderr, "\n--no-sharing: the programs of the generator before "
           "data-sharing clauses;\n--no-split as well: before split clauses;"
           "\nwith --no-reductions as well, before carried "
           "scalars; with --no-gptr\nas well, before global pointers; "
           "with --no-coupled as well, before\ncoupled reads; with "
           "--no-struct as well, before arrays in structures\n");
  exit (2);
}

static void
set_feature (const char *name, int on)
{
  int f;
  for (f = 0; f < F_COUNT; f++)
    if (strcmp (name, feature_names[f]) == 0)
      {
        feature_on[f] = on;
        return;
      }
  fprintf (stderr, "nestgen: unknown feature '%s'\n", name);
  usage ();
}

static void
set_cxx_form (const char *name)
{
  int f;
  for (f = 0; f < CXX_FORM_COUNT; f++)
    if (strcmp (name, cxx_form_names[f]) == 0)
      {
        cxx_form = (enum cxx_form) f;
        cxx_mode = 1;
        return;
      }
  fprintf (stderr, "nestgen: unknown C++ form '%s'\n", name);
  usage ();
}

int
main (int argc, char **argv)
{
  unsigned long seed = 0;
  char *end;
  int arg, f, have_seed = 0;

  for (f = 0; f < F_COUNT; f++)
    feature_on[f] = !feature_default_off[f];
  for (arg = 1; arg < argc; arg++)
    {
      if (strcmp (argv[arg], "--staging") == 0)
        staging_mode = 1;
      else if (strcmp (argv[arg], "--cxx") == 0)
        cxx_mode = 1;
      else if (strncmp (argv[arg], "--cxx-form=", 11) == 0)
        set_cxx_form (argv[arg] + 11);
      else if (strncmp (argv[arg], "--no-", 5) == 0)
        set_feature (argv[arg] + 5, 0);
      else if (strncmp (argv[arg], "--with-", 7) == 0)
        set_feature (argv[arg] + 7, 1);
      else if (!have_seed)
        {
          seed = strtoul (argv[arg], &end, 10);
          if (*end != '\0' || end == argv[arg])
            usage ();
          have_seed = 1;
        }
      else
        usage ();
    }
  if (!have_seed)
    usage ();
  rng_seed (seed);
  write_program (seed);
  return 0;
}
