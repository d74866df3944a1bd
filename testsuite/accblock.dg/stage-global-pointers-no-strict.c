/* Without the type-based aliasing rules any store of the nest may change
   a pointer kept in memory, so what it points to stays in main memory
   (stage-global-pointers.c stages a nest like it under
   -fstrict-aliasing).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-strict-aliasing -fplugin-arg-accblock-block -fplugin-arg-accblock-verbose -fplugin-arg-accblock-dump -fdiagnostics-plain-output" } */

#define M 16
double *gv, *gw;

void
unstaged (int n)
{
#pragma acc loop block(i:4, j:8) /* { dg-message "note: accblock: blocked nest" } */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      gw[i * M + j] = gv[i * M + j] * 2; /* { dg-message "21: note: accblock: 'gw' stays in main memory: it is reached through a pointer kept in memory that a store of the nest may change" } */
  /* { dg-message "25: note: accblock: 'gv' stays in main memory: it is reached through a pointer kept in memory that a store of the nest may change" "gv" { target *-*-* } 17 } */
  /* The loads of the pointers themselves repeat nothing.  */
  /* { dg-bogus "'gv' stays in main memory: it is not an array element" "the pointer gv" { target *-*-* } 17 } */
  /* { dg-bogus "'gw' stays in main memory: it is not an array element" "the pointer gw" { target *-*-* } 17 } */
}

/* { dg-final { scan-accblock-dump "direct references: 4" } } */
/* { dg-final { scan-accblock-dump-not "section" } } */
