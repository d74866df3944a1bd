/* Loaded into cc1plus the plugin registers nothing and reports nothing:
   the C++ front end keeps its own pragma handling.  */
/* { dg-do compile } */
/* { dg-options "-x c++ -fplugin-arg-accblock-block" } */

int a[16];

void
f (int n)
{
#pragma acc loop block(i:4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
