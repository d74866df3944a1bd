/* A temporary whose last value is read after the nest, with no value
   before it: the nest hands the value over through the capture record,
   and copying the old value in (for a nest that never assigns it) must
   not make -Wuninitialized complain about the program.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -O2 -Wall" } */

double d[100];
int sink;

double
last_value (void)
{
  double last;
  int k;
#pragma acc loop block(i:8)
  for (int i = 0; i < 100; i++)
    {
      last = d[i] * 2;
      k = i;
    }
  sink = k;
  return last;
}
