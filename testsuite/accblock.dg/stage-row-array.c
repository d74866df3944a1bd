/* Every staged reference of the tile function reads or writes an
   element of its row read as an array without bounds, indexed by the
   unsigned 64-bit word of its last subscript (section-rewrite.cc,
   rewrite_site): GCC's induction-variable optimization and its
   number-of-iterations analysis then follow the index, not an address
   computed from it, and the tile compiles with fewer instructions.
   Here a one-dimensional section (its row is the origin of the copy), a
   row shared in front of the j loop (c[i]) and a row that the program's
   own wrapping index keeps at the reference (a[(int) (u + 1)], as in
   stage-row-wrap.c).  No element is left as a pointer plus a scaled
   index.  accblock.run/stage-rows.c runs these forms.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-dump" } */

double a[20][20], c[20][20], v[20];

void
f (unsigned n)
{
#pragma acc loop block(u:4)
  for (unsigned u = 0; u < n; u++)
    for (int j = 0; j < 20; j++)
      c[u][j] = a[(int) (u + 1)][j] + v[j];
}

/* The row computed at the reference.  */
/* { dg-final { scan-accblock-dump "(D\\.\[0-9\]+) = D\\.\[0-9\]+ \\+ D\\.\[0-9\]+;\n *D\\.\[0-9\]+ = \\(long long unsigned int\\) j;\n *_\[0-9\]+ = MEM <double\\\[<unknown>\\\]> \\\[\\(double\\\[<unknown>\\\] \\*\\)\\1\\\]\\\[D\\.\[0-9\]+\\\];" } } */
/* The shared row of c, written.  */
/* { dg-final { scan-accblock-dump "(accblock_row\\.\[0-9\]+) = D\\.\[0-9\]+;.*MEM <double\\\[<unknown>\\\]> \\\[\\(double\\\[<unknown>\\\] \\*\\)\\1\\\]\\\[D\\.\[0-9\]+\\\] = " } } */
/* v: its origin.  */
/* { dg-final { scan-accblock-dump "(D\\.\[0-9\]+) = \\(double \\*\\) D\\.\[0-9\]+;.*MEM <double\\\[<unknown>\\\]> \\\[\\(double\\\[<unknown>\\\] \\*\\)\\1\\\]\\\[D\\.\[0-9\]+\\\];" } } */
/* No dereference of an element address (printed *D.N).  */
/* { dg-final { scan-accblock-dump-not "\\*(?:D|accblock_row)\\.\[0-9\]+" } } */
