/* With -flto the plugin is also loaded into lto1, which has no C front
   end; it must load there and stay out of the way, so the link works.  */
/* { dg-do link } */
/* { dg-options "-fplugin-arg-accblock-block -flto -O2" } */

int a[16];

int
main (void)
{
#pragma acc loop seq
  for (int i = 0; i < 16; i++)
    a[i] = i;
  return a[3] - 3;
}
