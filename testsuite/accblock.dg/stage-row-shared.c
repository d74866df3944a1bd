/* The row addresses of a staged section are computed once in front of
   the loop whose run keeps them (section-rewrite.cc, shared_row_var), one per
   row: the references a[i][j - 1] and a[i][j + 1] share a[i]'s.  On
   the simulated targets (here the paper's), the rows only read go
   through __builtin_assume_aligned, which GCC's
   induction-variable optimization cannot see through, so it no longer
   prices every pair of references through their sections' run-time
   words (calc2's tile took more instructions there than all of -O2's
   induction-variable work on the file).  The row written, b[i], stays
   visible: the store's address then steps with a pointer of its own.
   So do all rows on the host target (tile-unroll-jam-vect.c).
   accblock.run/stage-rows.c runs these forms.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-dump" } */

double a[34][34], b[34][34];

void
stencil (void)
{
#pragma acc loop block(i:4)
  for (int i = 1; i < 33; i++)
    for (int j = 1; j < 33; j++)
      b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
}

/* Three rows of a, i - 1, i + 1 and i, each behind the builtin.  */
/* { dg-final { scan-accblock-dump "(?:accblock_row\\.\[0-9\]+ = __builtin_assume_aligned \\(D\\.\[0-9\]+, 8\\);.*){3}" } } */
/* { dg-final { scan-accblock-dump-not "(?:accblock_row\\.\[0-9\]+ = __builtin_assume_aligned.*){4}" } } */
/* One row serves two references, each an element of the row read as
   an array without bounds (section-rewrite.cc, rewrite_site).  */
/* { dg-final { scan-accblock-dump "MEM <double\\\[<unknown>\\\]> \\\[\\(double\\\[<unknown>\\\] \\*\\)(accblock_row\\.\[0-9\]+)\\\]\\\[D\\.\[0-9\]+\\\];.*MEM <double\\\[<unknown>\\\]> \\\[\\(double\\\[<unknown>\\\] \\*\\)\\1\\\]\\\[D\\.\[0-9\]+\\\];" } } */
/* The written row of b: a plain copy of its address, used by the
   store.  */
/* { dg-final { scan-accblock-dump "(accblock_row\\.\[0-9\]+) = D\\.\[0-9\]+;.*MEM <double\\\[<unknown>\\\]> \\\[\\(double\\\[<unknown>\\\] \\*\\)\\1\\\]\\\[D\\.\[0-9\]+\\\] = " } } */
