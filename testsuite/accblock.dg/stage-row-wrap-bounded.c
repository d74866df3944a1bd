/* The loop of stage-row-wrap.c with a constant bound: u runs from 0 to
   18, so (int) (u + 1) never wraps and is read exactly as u + 1 (its
   values stay in the range of int).  Both rows of e are then shared in
   front of the j loop, behind the builtin, like e[u]'s.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-dump" } */

double t[20][20], e[20][20];

void
f (void)
{
#pragma acc loop block(u:4)
  for (unsigned u = 0; u < 19; u++)
    for (int j = 0; j < 20; j++)
      t[u][j] = e[(int) (u + 1)][j] + e[u][j];
}

/* { dg-final { scan-accblock-dump "(?:accblock_row\\.\[0-9\]+ = __builtin_assume_aligned \\(D\\.\[0-9\]+, 8\\);.*){2}" } } */
/* { dg-final { scan-accblock-dump-not "(?:accblock_row\\.\[0-9\]+ = __builtin_assume_aligned.*){3}" } } */
