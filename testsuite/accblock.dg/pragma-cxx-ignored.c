/* Loaded into cc1plus the plugin registers nothing (the C++ front end
   keeps its own pragma handling) and says so once, without location.  */
/* { dg-do compile } */
/* { dg-options "-x c++ -fplugin-arg-accblock-block" } */
/* { dg-warning "accblock: the plugin handles C only, not C\\+\\+\[0-9\]*; C\\+\\+ support is tracked separately" "" { target *-*-* } 0 } */

int a[16];

void
f (int n)
{
#pragma acc loop block(i:4)
  for (int i = 0; i < n; i++)
    a[i] = i;
}
