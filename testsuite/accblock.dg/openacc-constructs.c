/* The compute construct around a loop decides how its tiles run:
   serial runs them in order, kernels and "auto" only in parallel where
   proven, an atomic construct inside makes them run in order; "tile"
   gives block items innermost first.  (Before, "serial" was an unknown
   pragma, "tile", "auto" and "atomic" were dropped in silence.)  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-verbose" } */
/* { dg-prune-output "stays in main memory" } */

int a[256], b[256][256], hist[8];

void
serial_loops (void)
{
#pragma acc serial loop block(i:4) /* { dg-message "9: note: accblock: the tiles run one at a time, in order, on one accelerator: a serial construct has one gang" } */
/* { dg-message "9: note: accblock: blocked nest with block\\(i:4\\): 64 tiles" "" { target *-*-* } 15 } */
  for (int i = 1; i < 256; i++)
    a[i] = a[i - 1] + 1;
#pragma acc serial
  {
#pragma acc loop /* { dg-message "9: note: accblock: loop left alone: a serial construct runs its loops in order" } */
    for (int i = 1; i < 256; i++)
      a[i] = a[i - 1] + 1;
  }
}

void
kernels_loops (void)
{
#pragma acc kernels loop /* { dg-message "9: note: accblock: loop 'i' left alone: it carries a dependence on 'a'" } */
  for (int i = 1; i < 256; i++)
    a[i] = a[i - 1] + 1;
#pragma acc kernels
  {
#pragma acc loop auto /* { dg-message "9: note: accblock: loop 'i' left alone: it carries a dependence on 'a'" } */
    for (int i = 1; i < 256; i++)
      a[i] = a[i - 1] * 2;
#pragma acc loop block(i:8) /* { dg-message "9: note: accblock: blocked nest with block\\(i:8\\): 32 tiles" } */
    for (int i = 0; i < 256; i++)
      a[i] = i;
  }
}

void
atomic_inside (void)
{
#pragma acc parallel loop block(i:16) /* { dg-message "9: note: accblock: the tiles run one at a time, in order, on one accelerator: the loop holds an atomic construct" } */
/* { dg-message "9: note: accblock: blocked nest with block\\(i:16\\): 16 tiles" "" { target *-*-* } 47 } */
  for (int i = 0; i < 256; i++)
    {
#pragma acc atomic update
      hist[a[i] & 7] += 1;
    }
#pragma acc parallel loop /* { dg-message "9: note: accblock: loop left alone: the loop holds an atomic construct" } */
  for (int i = 0; i < 256; i++)
    {
#pragma acc atomic
      hist[a[i] & 7]++;
    }
}

void
tiles (int n)
{
  int i, j;
#pragma acc parallel loop tile(8, 4) /* { dg-message "9: note: accblock: blocked nest with block\\(i:4, j:8\\)" } */
/* { dg-message "9: note: accblock: the tiles of loop 'j' run in parallel too" "" { target *-*-* } 66 } */
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      b[i][j] = i + j;
#pragma acc parallel loop tile(16) /* { dg-message "9: note: accblock: blocked nest with block\\(k:16\\): 16 tiles" } */
  for (int k = 0; k < 256; k++)
    a[k] = k;
}
