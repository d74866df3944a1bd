/* An inferred nest is analysed once too: inference probes the nest,
   collects its memory references and decides (decision.h); the outline
   pass then rewrites that same nest with that same analysis, rather
   than rediscovering it from a clause and collecting them again.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-dump -fopt-info-optimized" } */

double a[256][256], b[256][256];

void
f (void)
{
#pragma acc loop /* { dg-message "inferred block\\(" } */
  for (int i = 1; i < 256; i++)
    for (int j = 0; j < 256; j++)
      a[i][j] = b[i - 1][j] + b[i][j];
}

/* { dg-final { scan-accblock-dump "accblock: inferred block\\(" } } */
/* { dg-prune-output "run in parallel too|blocked nest with" } */
/* { dg-final { scan-accblock-dump "accblock: 3 memory references collected" } } */
/* { dg-final { scan-accblock-dump-not "references collected.*references collected" } } */
