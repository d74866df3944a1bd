/* A reference inside the elements of an array of structures (or of
   complex numbers) stays in main memory with a remark that says so;
   arrays at fixed places inside a structure are staged.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-verbose -fplugin-arg-accblock-dump" } */

#define N 32
struct wrap { struct { long a[N]; } in[N]; } W, R;
struct point { float x; double w; } P[N];
_Complex double C[N];

void
elements (void)
{
#pragma acc loop block(i:4, j:4) /* { dg-message "note: accblock: blocked nest with block\\(i:4, j:4\\): 64 tiles" } */
  for (int i = 0; i < N; i++)
    for (int j = 1; j < N; j++)
      W.in[i].a[j] = R.in[3].a[j - 1] + 1; /* { dg-message "note: accblock: 'W' stays in main memory: it is a part of the elements of an array of structures or complex numbers" } */
#pragma acc loop block(i:4) /* { dg-message "note: accblock: blocked nest with block\\(i:4\\): 8 tiles" } */
  for (int i = 0; i < N; i++)
    P[i].w = 1.5 * i; /* { dg-message "12: note: accblock: 'P' stays in main memory: it is a part of the elements" } */
#pragma acc loop block(i:4) /* { dg-message "note: accblock: blocked nest with block\\(i:4\\): 8 tiles" } */
  for (int i = 0; i < N; i++)
    __real__ C[i] = 2; /* { dg-message "note: accblock: 'C' stays in main memory: it is a part of the elements" } */
}

/* { dg-final { scan-accblock-dump "section R\\\[j-1\\\] read, 1 references" } } */
/* { dg-final { scan-accblock-dump-not "section W\\\[" } } */
/* { dg-final { scan-accblock-dump-not "section P" } } */
