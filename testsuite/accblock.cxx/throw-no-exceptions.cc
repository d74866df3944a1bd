// Under -fno-exceptions (and -fno-rtti) nothing throws: the nest with a
// call is blocked, its arrays left in main memory because of the call.
// { dg-do compile }
// { dg-options "-fno-exceptions -fno-rtti -fplugin-arg-accblock-block -fplugin-arg-accblock-verbose" }

int opaque (int);
int a[64];

void
calls (void)
{
#pragma acc parallel loop block(i:8) // { dg-message "9: note: accblock: blocked nest with block\\(i:8\\): 8 tiles" }
  for (int i = 0; i < 64; i++)
    a[i] = opaque (i);
  // { dg-message "9: note: accblock: arrays stay in main memory: a call" "" { target *-*-* } 12 }
}
