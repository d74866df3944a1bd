/* A word of the alias guard's descriptor that no patch gives exactly
   stays a store, into a copy of the template on the stack, and the
   others are still patches read from the guard's record
   (alias-guard-record.cc): here the bound "(int) (n - 1u)", computed in
   unsigned arithmetic that wraps at 2^32 (n = 0 gives -1, a loop that
   does not run), which the runtime's 64-bit reading of n could not
   give.  The copy, read-only for the runtime like the template, is
   flagged so (accblock-abi.h, ACCBLOCK_NEST_READ_ONLY).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-dump" } */

void
rows (unsigned n, int m, double P[][m], double Q[][m])
{
  for (int i = 0; i < (int) (n - 1u); i++)
    {
      for (int j = 0; j < m; j++)
	P[i][j] = 0.5 * P[i][j] + 0.25 * j;
      for (int j = 1; j < m; j++)
	Q[i][j] = Q[i][j] * 0.5 + P[i][j] + P[i][j - 1];
    }
}

/* { dg-final { scan-accblock-dump "accblock_guard\\.\[0-9\]+ = accblock_template\\.\[0-9\]+;" } } */
/* { dg-final { scan-accblock-dump "__accblock_ranges_apart \\(&accblock_guard\\.\[0-9\]+, &accblock_guard_record\\.\[0-9\]+, &\"\[^\"\]*serial-distribute-guard-stored.c:15:3\"" } } */
