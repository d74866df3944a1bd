// A nest in a lambda's body is blocked (the captured arrays and bound
// are reached through the closure).
// { dg-do compile }
// { dg-prune-output "stays in main memory" }

int a[100];

void
run (int n)
{
  auto add = [&] (int k) {
#pragma acc parallel loop block(i:10) // { dg-message "9: note: accblock: blocked nest with block\\(i:10\\)" }
    for (int i = 0; i < n; i++)
      a[i] += k;
  };
  add (3);
}
