/* A nest whose parent reads a word back after the dispatch (here the
   final value of i, read after the loop) keeps its local copy of the
   template, which the runtime writes; the words the capture record holds
   (the bound n - 1, the array's address) are patches all the same, so
   the parent stores none of them.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-dump" } */

int
last_row (int n, int *a)
{
  int i;
#pragma acc loop block(i:4)
  for (i = 0; i < n - 1; i++)
    a[i] = 2 * i;
  return i;
}

/* { dg-final { scan-accblock-dump "accblock_nest\\.\[0-9\]+ = accblock_template\\.\[0-9\]+;" } } */
/* { dg-final { scan-accblock-dump "__accblock_dispatch(_thunk)? \\(&accblock_nest\\.\[0-9\]+, " } } */
/* { dg-final { scan-accblock-dump-not "accblock_nest\\.\[0-9\]+\\\[\[0-9\]+\\\] = " } } */
