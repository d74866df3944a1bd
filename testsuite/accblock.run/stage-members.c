/* Member arrays of structures reached through pointers (p->v[i]) in
   serial nests: -fauto-block reads their subscripts as those of a
   declared array (plugin/member.cc), stages them from &p->v, keeps two
   members of one structure apart by their offsets, and checks member
   arrays of two pointers, or two members of a union, at run time.  Each
   call that overlaps carries a dependence that only the original order
   satisfies: the same structure passed twice with a shift of one
   element, a union whose members are one array, a plain pointer into a
   member.  The reverse schedule on three threads would give other
   output if they were dispatched; the stats show which calls were.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited" } */
/* { dg-set-target-env-var ACCBLOCK_SCHEDULE "reverse" } */
/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { accblock-final { scan-stats "stage-members.c:40:\[0-9\]+\", \[^\}\]*\"dispatches\": 3, \"host_runs\": 0," } } */
/* { accblock-final { scan-stats "stage-members.c:47:\[0-9\]+\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 0," } } */
/* { accblock-final { scan-stats "stage-members.c:54:\[0-9\]+\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 0," } } */
/* { accblock-final { scan-stats "stage-members.c:62:\[0-9\]+\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 1, \"overlap_runs\": 1," } } */
/* { accblock-final { scan-stats "stage-members.c:69:\[0-9\]+\", \[^\}\]*\"dispatches\": 0, \"host_runs\": 1, \"overlap_runs\": 1," } } */
/* { accblock-final { scan-stats "stage-members.c:89:\[0-9\]+\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 0," } } */
/* { accblock-final { scan-stats "stage-members.c:96:\[0-9\]+\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 0," } } */
/* { accblock-final { scan-stats "stage-members.c:76:\[0-9\]+\", \[^\}\]*\"dispatches\": 1, \"host_runs\": 1, \"overlap_runs\": 1," } } */
/* { accblock-final { scan-stats "stage-members.c:111:\[0-9\]+\", \[^\}\]*\"dispatches\": 0, \"host_runs\": 1, \"overlap_runs\": 1," } } */

#include <stdio.h>
#include <stdlib.h>

#define N 3000

struct s { int n; int k; int a[N]; int b[N]; double w[60][50]; };
union u { int a[N]; int b[N]; };
struct outer { int pad; struct s in; int tail; };

static struct s one, two;
static struct outer nest;
static union u un;

static void __attribute__ ((noinline))
fill (struct s *p, int k)
{
  for (int i = 0; i < p->n; i++)
    p->a[i] = (k * i) % 97 - p->k;
}

static void __attribute__ ((noinline))
copy_members (struct s *p)
{
  for (int i = 0; i < N - 1; i++)
    p->b[i + 1] = p->a[i] * 3 + p->b[i + 1];
}

static void __attribute__ ((noinline))
rows (struct outer *o)
{
  for (int i = 0; i < 60; i++)
    for (int j = 0; j < 50; j++)
      o->in.w[i][j] = o->in.a[i * 50 + j] * 0.5 + j;
}

static void __attribute__ ((noinline))
shift (struct s *p, struct s *q)
{
  for (int i = 0; i < N - 1; i++)
    p->a[i + 1] = q->a[i] * 2 + 1;
}

static void __attribute__ ((noinline))
shift_union (union u *p)
{
  for (int i = 0; i < N - 1; i++)
    p->a[i + 1] = p->b[i] + 1;
}

static void __attribute__ ((noinline))
shift_pointer (struct s *p, int *q)
{
  for (int i = 0; i < N - 1; i++)
    p->a[i + 1] = q[i] + 2;
}

/* A flexible array member, and the older trailing [1] idiom over
   allocated: their subscripts are read, and the runtime stages no box
   outside the declared extent of [1].  */
struct fl { int n; int pad; int v[]; };
struct old { int n; int v[1]; };

static void __attribute__ ((noinline))
flexible (struct fl *p, int k)
{
  for (int i = 0; i < p->n; i++)
    p->v[i] = (k * i) % 31 + p->pad;
}

static void __attribute__ ((noinline))
trailing (struct old *p, int k)
{
  for (int i = 0; i < p->n; i++)
    p->v[i] = (k * i) % 29 + p->n;
}

/* The trailing [1] array of a union's member used past its extent, over
   the union's other member: apart by the declared sizes, so only the
   run-time check keeps the order.  */
struct hdr { int n; int v[1]; };
struct body { int pad[2]; int w[N]; };
union mixed { struct hdr h; struct body b; };
static union mixed mx;

static void __attribute__ ((noinline))
past_extent (union mixed *p)
{
  for (int i = 0; i < N - 2; i++)
    p->h.v[i + 2] = p->b.w[i] + 1;
}

static long
sum (const int *v, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s = s * 7 % 1000003 + v[i];
  return s;
}

int
main (void)
{
  one.n = two.n = nest.in.n = N;
  one.k = 3;
  fill (&one, 5);
  fill (&two, 7);
  fill (&nest.in, 11);
  copy_members (&one);
  printf ("members %ld %ld\n", sum (one.a, N), sum (one.b, N));
  rows (&nest);
  double t = 0;
  for (int i = 0; i < 60; i++)
    for (int j = 0; j < 50; j++)
      t += nest.in.w[i][j] * (1 + (i + j) % 5);
  printf ("rows %.6f\n", t);
  shift (&one, &two);                   /* apart */
  printf ("shift apart %ld\n", sum (one.a, N));
  shift (&two, &two);                   /* one structure twice */
  printf ("shift same %ld\n", sum (two.a, N));
  for (int i = 0; i < N; i++)
    un.a[i] = i % 13;
  shift_union (&un);                    /* members overlaid */
  printf ("union %ld\n", sum (un.a, N));
  shift_pointer (&one, two.a);          /* apart */
  printf ("pointer apart %ld\n", sum (one.a, N));
  shift_pointer (&one, one.a);          /* into the member */
  printf ("pointer same %ld\n", sum (one.a, N));
  struct fl *f = malloc (sizeof *f + N * sizeof (int));
  f->n = N;
  f->pad = 4;
  flexible (f, 9);
  printf ("flexible %ld\n", sum (f->v, N));
  struct old *o = malloc (sizeof *o + N * sizeof (int));
  o->n = N;
  trailing (o, 8);
  printf ("trailing %ld\n", sum (o->v, N));
  for (int i = 0; i < N; i++)
    mx.b.w[i] = i % 17;
  past_extent (&mx);
  printf ("past extent %ld\n", sum (mx.b.w, N));
  free (f);
  free (o);
  return 0;
}
