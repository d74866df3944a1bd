// A variable the lambda captures, named in a clause of a directive in
// its body: the clause works on the variable the lambda reaches through
// its closure (by reference: the enclosing function's; by copy: the
// closure's own), not on the enclosing function's declaration
// (lambda-capture-error.cc has the refusals).
// { dg-do compile }
// { dg-prune-output "'__\[nt\]' stays in main memory: it is not an array element" }

int a[100];

void
run (int n)
{
  int t = 0;
  long sum = 0;
  auto by_reference = [&] () {
#pragma acc parallel loop block(i:10) private(t) reduction(+:sum) // { dg-message "9: note: accblock: 'sum' is an integer reduction \\(\\+\\)" }
// { dg-message "9: note: accblock: blocked nest with block\\(i:10\\)" "blocked" { target *-*-* } 17 }
// { dg-message "25: note: accblock: 'a' stays in main memory" "a" { target *-*-* } 20 }
    for (int i = 0; i < n; i++) // { dg-message "25: note: accblock: '__closure' stays in main memory" }
      {
	t = a[i]; // { dg-bogus "stays in main memory" "t is private" }
	a[i] = t + 1;
	sum += t;
      }
  };
  by_reference ();
  auto by_copy = [=] () {
    int s = 0;
#pragma acc parallel loop block(i:10) firstprivate(t) reduction(+:s) // { dg-message "9: note: accblock: blocked nest with block\\(i:10\\)" }
// { dg-message "9: note: accblock: 's' is an integer reduction" "reduction" { target *-*-* } 30 }
    for (int i = 0; i < n; i++)
      s += a[i] * t;
    return s;
  };
  by_copy ();
}
