/* A nest whose block sizes inference leaves to the runtime (its trip
   counts are only known then) is analysed once too: the decision
   (decision.h) says which levels the runtime sizes, and the outline
   pass rewrites the nest inference analysed.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-dump -fopt-info-optimized" } */

double a[256][256], b[256][256];

void
f (int n, int m)
{
#pragma acc loop /* { dg-message "inferred block\\(i:\\?, j:\\?\\) \\(model at run time\\)" } */
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = b[i - 1][j] + b[i][j];
}

/* { dg-prune-output "run in parallel too|blocked nest with" } */
/* { dg-final { scan-accblock-dump "accblock: 3 memory references collected" } } */
/* { dg-final { scan-accblock-dump-not "references collected.*references collected" } } */
