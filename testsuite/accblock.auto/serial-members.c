/* Member arrays of a structure reached through a pointer (p->v[i]) are
   analysed as declared arrays (plugin/member.cc): serial loops over them
   are blocked, two members of one structure are apart by their offsets,
   member arrays of two pointers and members of a union are checked at
   run time (accblock.run/stage-members.c runs them), and a scalar
   member read as a bound or factor is invariant unless the nest stores
   to it.  A flexible array member is read the same, but reaches to the
   end of its object: only members before it are apart from it.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited -fopt-info-optimized-missed" } */

struct s { int n; int k; int a[1000]; int b[1000]; double w[64][64]; };
union u { int a[1000]; int b[1000]; };
struct fl { int n; double v[]; };
struct outer { int pad; struct s in; int tail; };

void
fill (struct s *p, int k)
{
  for (int i = 0; i < 1000; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" } */
    p->a[i] = k * i % 97;
}

void
two_dims (struct s *__restrict p, double *__restrict q)
{
  for (int i = 0; i < 64; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" } */
    for (int j = 0; j < 64; j++)
      p->w[i][j] = q[i * 64 + j] * 2;
}

void
same_pointer (struct s *p)
{
  for (int i = 0; i < 999; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" } */
    p->a[i + 1] = p->b[i] + 1;
}
/* { dg-bogus "may overlap" "" { target *-*-* } 35 } */

void
bound (struct s *p)
{
  for (int i = 0; i < p->n; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" } */
    p->a[i] = p->k * i;
}

void
stores_bound (struct s *p)
{
  for (int i = 0; i < 1000; i++) /* { dg-message "3: missed: loop 'i' left alone: it carries a dependence on 'p->n'" } */
    {
      p->a[i] = i;
      p->n = i;
    }
}

void
in_union (union u *p)
{
  for (int i = 0; i < 999; i++) /* { dg-message "3: optimized: 'p->a' and 'p->b' may overlap: their address ranges are checked before each dispatch" } */
    p->a[i + 1] = p->b[i] + 1;
}
/* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" "" { target *-*-* } 60 } */

void
two_pointers (struct s *p, struct s *q)
{
  for (int i = 0; i < 999; i++) /* { dg-message "3: optimized: 'p->a' and 'q->a' may overlap: their address ranges are checked before each dispatch" } */
    p->a[i + 1] = q->a[i] * 2;
}
/* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" "" { target *-*-* } 68 } */

void
flexible (struct fl *p)
{
  for (int i = 0; i < p->n; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" } */
    p->v[i] = i;
}

void
member_of_member (struct outer *o)
{
  for (int i = 0; i < 64; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" } */
    for (int j = 0; j < 64; j++)
      o->in.w[i][j] = o->in.a[i] + j;
}

void
carried (struct s *p)
{
  for (int i = 1; i < 1000; i++) /* { dg-message "3: missed: loop 'i' left alone: it carries a dependence on 'p->a'" } */
    p->a[i] = p->a[i - 1] + 1;
}

/* The nest changes the pointer: no base.  */
void
moving_pointer (struct s *p)
{
  for (int i = 0; i < 1000; i++) /* { dg-message "3: missed: loop 'i' left alone" } */
    {
      p->a[i] = i;
      p = p + (i & 1);
    }
}

/* A trailing [1] array may be used past its extent, over the union's
   other member: the two are checked at run time.  */
struct hdr { int n; int v[1]; };
union mixed { struct hdr h; struct { int pad[2]; int w[100]; } b; };

void
past_extent (union mixed *p)
{
  for (int i = 0; i < 98; i++) /* { dg-message "3: optimized: 'p->h.v' and 'p->b.w' may overlap: their address ranges are checked" } */
    p->h.v[i + 2] = p->b.w[i];
}
/* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" "" { target *-*-* } 114 } */

/* { dg-prune-output "blocked nest with" } */
/* { dg-prune-output "inferred block" } */
/* { dg-prune-output "stays in main memory" } */
/* { dg-prune-output "tiles of loop" } */
