// A variable the lambda captures cannot stand in a clause yet: an
// error, rather than privatizing a variable the lambda's code does not
// use (it reaches the captured one through its closure).
// { dg-do compile }

int a[100];

void
run (int n)
{
  int t = 0;
  auto bad = [&] () {
#pragma acc parallel loop private(t) // { dg-error "35: error: 't' is captured by the lambda: accblock does not support a captured variable in an OpenACC clause yet" }
    for (int i = 0; i < n; i++)
      {
	t = a[i];
	a[i] = t + 1;
      }
  };
  bad ();
}
