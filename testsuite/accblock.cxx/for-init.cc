// The init of a for statement, which C++ puts in front of the loop in
// the loop's scope, does not count as a statement between the
// directive and its loop: with a declaration, with an assignment, and
// after "#pragma GCC unroll".
// { dg-do compile }

int a[64];

void
declared_outside (int n)
{
  int i;
#pragma acc parallel loop block(i:4) // { dg-message "9: note: accblock: blocked nest with block\\(i:4\\)" }
  for (i = 0; i < n; i++)
    a[i] = i;
}

void
two_declared (int n)
{
#pragma acc parallel loop block(i:4) // { dg-message "9: note: accblock: blocked nest with block\\(i:4\\)" }
  for (int i = 0, k = 3; i < n; i++)
    a[i] = i + k;
}

void
unrolled (int n)
{
#pragma acc parallel loop block(i:8) // { dg-message "9: note: accblock: blocked nest with block\\(i:8\\)" }
#pragma GCC unroll 2
  for (int i = 0; i < n; i++)
    a[i] = 2 * i;
}
