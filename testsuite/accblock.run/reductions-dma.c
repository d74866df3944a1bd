/* Each tile of an integer reduction combines its partial result into
   main memory through its accelerator's DMA engine, one transfer each
   way, so the combines show in the DMA counts and in the modeled time:
   a sum over 256 ints in tiles of 16 stages a[] (1024 bytes) and moves
   16 x 4 bytes of partial sums in and out, and a 64-bit xor another
   16 x 8 each way.  Output as plain gcc's.  */

/* { dg-set-target-env-var ACCBLOCK_THREADS "3" } */
/* { accblock-final { scan-stats "\"dma_in_bytes\": 1216," } } */
/* { accblock-final { scan-stats "\"dma_out_bytes\": 192," } } */
/* { accblock-final { scan-stats "\"dma_transfers\": 80," } } */

#include <stdio.h>

int a[256];

int
main (int argc, char **argv)
{
  (void) argv;
  for (int i = 0; i < 256; i++)
    a[i] = i * 37 % 101 - 50;
  int sum = argc;
  unsigned long long bits = 0x9e3779b97f4a7c15ULL;
#pragma acc loop block(i:16)
  for (int i = 0; i < 256; i++)
    {
      sum += a[i];
      bits ^= (unsigned long long) a[i] << (i % 48);
    }
  printf ("%d %llx\n", sum, bits);
  return 0;
}
