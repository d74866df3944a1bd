/* The parent copies the nest descriptor from one read-only template and
   stores singly only the words it computes at run time and the capture
   record does not hold: here the bound n / 3 of f's level 0 (word 14,
   after the 13 header words and level 0's initial value).  Stored word
   by word, the descriptor cost GCC more than the nest: its vectorizer
   and dead-store elimination compare every store with the others.  g's
   words are all known: it passes the template itself.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-dump" } */

double a[64][64];

void
f (int n)
{
#pragma acc loop block(i:4, j:16)
  for (int i = 2; i < n / 3; i++)
    for (int j = 0; j < 64; j++)
      a[i][j] = i + j;
}

void
g (void)
{
#pragma acc loop block(i:3, j:1)
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      a[i][j] = i * j;
}

/* { dg-final { scan-accblock-dump "accblock_nest\\.\[0-9\]+ = accblock_template\\.\[0-9\]+;" } } */
/* { dg-final { scan-accblock-dump "accblock_nest\\.\[0-9\]+\\\[14\\\] = " } } */
/* { dg-final { scan-accblock-dump-not "accblock_nest\\.\[0-9\]+\\\[(\[0-9\]|1\[0-35-9\]|\[2-9\]\[0-9\]|\[0-9\]\[0-9\]\[0-9\]+)\\\] = " } } */
/* { dg-final { scan-accblock-dump "__accblock_dispatch(_thunk)? \\(&accblock_template\\.\[0-9\]+, \[^ ,\]*g\[^ ,\]*\\.accblock" } } */
