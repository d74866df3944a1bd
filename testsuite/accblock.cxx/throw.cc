// With exceptions on (C++'s default), a nest whose body may throw is
// left alone with a remark, even under a block clause: a tile, run by
// the runtime, could not pass the exception on.  A nest without calls
// is blocked.
// { dg-do compile }
// { dg-prune-output "stays in main memory" }

int opaque (int);
int a[64];

void
calls (void)
{
#pragma acc parallel loop block(i:8) // { dg-message "9: note: accblock: loop left alone: its body may throw an exception \\(the call to 'int opaque\\(int\\)'\\), which a tile run by the runtime could not pass on" }
  for (int i = 0; i < 64; i++)
    a[i] = opaque (i);
}

void
no_calls (void)
{
#pragma acc parallel loop block(i:8) // { dg-message "9: note: accblock: blocked nest with block\\(i:8\\): 8 tiles" }
  for (int i = 0; i < 64; i++)
    a[i] = 2 * i;
}
