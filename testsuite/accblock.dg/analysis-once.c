/* Each nest is analysed once: the memory references that the dependence
   test, the decisions and staging all read are collected once, not once
   per question (analysis.h).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-dump" } */

double a[64][64], b[64][64];

void
f (int n)
{
#pragma acc loop block(i:4, j:16)
  for (int i = 1; i < n; i++)
    for (int j = 0; j < 64; j++)
      a[i][j] = b[i - 1][j] + b[i][j];
}

/* { dg-final { scan-accblock-dump "accblock: 3 memory references collected" } } */
/* { dg-final { scan-accblock-dump-not "references collected.*references collected" } } */
