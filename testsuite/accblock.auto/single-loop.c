/* A single loop has no reuse across iterations of an outer loop, so
   nothing but the parallel level can be blocked; the parallel level is
   always blocked, because its blocks are what the accelerators get.  With
   4096 doubles on 64 accelerators each block takes 4096 / 64 = 64
   iterations: x[64] + y[64] = 1024 bytes <= 16384.  Greedy and the
   model agree.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-auto=greedy -fopt-info-optimized" } */

#define N 4096
double x[N], y[N];

void
axpy (double alpha)
{
#pragma acc parallel loop copyin(x) copy(y) /* { dg-message "9: optimized: inferred block\\(i:64\\) \\(greedy\\): footprint 1024 of 16384 bytes, 64 tiles, 64 outer blocks on 64 accelerators" } */
  for (int i = 0; i < N; i++)
    y[i] += alpha * x[i];
}

/* { dg-message "9: optimized: blocked nest with block\\(i:64\\): 64 tiles" "" { target *-*-* } 16 } */
