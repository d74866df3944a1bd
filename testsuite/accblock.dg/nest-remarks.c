/* Remarks: one per blocked nest with the tile count when the bounds are
   constants, one per nest dispatched without a block clause, and a
   missed remark for "loop seq" under verbose.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-verbose" } */

double a[64][64];

void
f (int n)
{
#pragma acc parallel loop block(i:4, j:30) /* { dg-message "9: note: accblock: blocked nest with block\\(i:4, j:30\\): 48 tiles" } */
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      a[i][j] = i + j;
#pragma acc parallel loop block(j:8) /* { dg-message "9: note: accblock: blocked nest with block\\(j:8\\): tile count known at run time" } */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i][j] += 1;
#pragma acc loop gang /* { dg-message "9: note: accblock: dispatched nest without block clause as block\\(i:\\?\\): the runtime groups its iterations into tiles" } */
  for (int i = 0; i < n; i++)
    a[i][0] = 0;
#pragma acc parallel loop /* { dg-message "9: note: accblock: dispatched nest without block clause as block\\(i:\\?\\): the runtime groups its iterations into tiles" } */
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      a[i][j] *= 2;
#pragma acc loop seq /* { dg-message "9: note: accblock: loop left alone: 'loop seq' asks for sequential execution" } */
  for (int i = 0; i < n; i++)
    a[i][1] = 0;
}

/* Both blocked nests write a[i][j] once per j: their j tiles run in
   parallel too.  */
/* { dg-message "9: note: accblock: the tiles of loop 'j' run in parallel too" "" { target *-*-* } 12 } */
/* { dg-message "9: note: accblock: the tiles of loop 'j' run in parallel too" "" { target *-*-* } 16 } */
