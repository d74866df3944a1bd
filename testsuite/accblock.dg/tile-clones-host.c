/* On the host target, from -O2 on, each tile function is also compiled
   for AVX2 and AVX-512F, and a resolver run at load time picks the
   version the processor has (tile-clones.cc).  AVX-512F brings FMA
   instructions, which the baseline lacks: the tile function is compiled
   without contraction, so that no version fuses a multiply and an add
   the program rounds twice.  A function with a target attribute of its
   own keeps its target and gets no clones.  The other tile-clones-*.c
   test the other cases; accblock.run/host-clones.c and host-jam.c check
   results.
   gemm=no: a product tile that calls the runtime's kernel loses its
   default clones (gemm-no-clones.c); these products test the clones.  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-target=host -fplugin-arg-accblock-gemm=no -fplugin-arg-accblock-dump" } */

#include "tile-clones.h"

__attribute__ ((target ("avx2"))) void
own_target (void)
{
#pragma acc loop block(i:8, k:16, j:32)
  for (int i = 0; i < 64; i++)
    for (int k = 0; k < 64; k++)
      for (int j = 0; j < 64; j++)
	z[i][j] += x[i][k] * y[k][j];
}

/* { dg-final { scan-accblock-dump "tile function product\\.accblock\\.0 cloned for avx2 avx512f and the baseline, without contraction" } } */
/* { dg-final { scan-accblock-dump "tile function own_target\\.accblock\\.0 not cloned: the function has target options of its own" } } */
/* { dg-final { scan-assembler "\\.type\\s+product\\.accblock\\.0, @gnu_indirect_function" } } */
/* { dg-final { scan-assembler "\nproduct\\.accblock\\.0\\.avx2:" } } */
/* { dg-final { scan-assembler "\nproduct\\.accblock\\.0\\.avx512f:" } } */
/* { dg-final { scan-assembler "\nproduct\\.accblock\\.0\\.default:" } } */
/* { dg-final { scan-assembler "\nown_target\\.accblock\\.0:" } } */
/* { dg-final { scan-assembler-not "own_target\\.accblock\\.0\\.(avx|default)" } } */
/* The 512-bit version is used, and fuses nothing.  */
/* { dg-final { scan-assembler "zmm" } } */
/* { dg-final { scan-assembler-not "vfmadd|vfmsub|vfnmadd" } } */
