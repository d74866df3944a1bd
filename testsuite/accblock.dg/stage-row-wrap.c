/* A row is computed in front of its loop from the affine form of its
   index (section-rewrite.cc, row_loop), so the program's own index must equal
   that form everywhere, not only inside the staged boxes.  (int) (u + 1)
   wraps at 2^32 where u + 1 in 64 bits does not, for a u that the
   bound N, known only at run time, lets reach 2^32 - 1: its row stays
   at the reference, computed from the program's index.  e[u] and t[u],
   an unsigned IV used as it is, never wrap: their rows are shared in
   front of the j loop, e's behind the builtin, t's (written) not.
   stage-row-wrap-bounded.c has the loop with a constant bound.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-dump" } */

double t[20][20], e[20][20];

void
f (unsigned n)
{
#pragma acc loop block(u:4)
  for (unsigned u = 0; u < n; u++)
    for (int j = 0; j < 20; j++)
      t[u][j] = e[(int) (u + 1)][j] + e[u][j];
}

/* The program's (int) (u + 1) scales the row of e at the reference.  */
/* { dg-final { scan-accblock-dump "(_\[0-9\]+) = \\(int\\) _\[0-9\]+;\n *D\\.\[0-9\]+ = \\(long long unsigned int\\) \\1;" } } */
/* One row behind the builtin: e[u].  */
/* { dg-final { scan-accblock-dump "accblock_row\\.\[0-9\]+ = __builtin_assume_aligned \\(D\\.\[0-9\]+, 8\\);" } } */
/* { dg-final { scan-accblock-dump-not "(?:accblock_row\\.\[0-9\]+ = __builtin_assume_aligned.*){2}" } } */
/* The written row of t: a plain copy used by the store.  */
/* { dg-final { scan-accblock-dump "(accblock_row\\.\[0-9\]+) = D\\.\[0-9\]+;.*MEM <double\\\[<unknown>\\\]> \\\[\\(double\\\[<unknown>\\\] \\*\\)\\1\\\]\\\[D\\.\[0-9\]+\\\] = " } } */
