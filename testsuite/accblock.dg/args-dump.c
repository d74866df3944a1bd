/* "dump" turns on the dump file of the accblock pass, which GCC's own
   -fdump-tree-accblock cannot (GCC parses it before the plugin loads).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-dump" } */

double a[64];

void
dumped_function (int n)
{
#pragma acc loop block(i:4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
/* { dg-final { scan-accblock-dump ";; Function dumped_function " } } */
