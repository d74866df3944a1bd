// Captured variables the clauses cannot take: a copy in a lambda that
// is not mutable is const (only firstprivate takes it), and enter data
// would need the variable's address when the pragma is read.
// { dg-do compile }

int a[100];

void
run (int n)
{
  long sum = 0;
  auto const_copy = [=] () {
#pragma acc parallel loop reduction(+:sum) // { dg-error "39: error: 'sum' is 'const'" }
    for (int i = 0; i < n; i++)
      sum += a[i]; // { dg-error "assignment of read-only variable 'sum'" }
  };
  const_copy ();
}

void
refused (int n)
{
  int x = 0;
  auto l = [&] () {
#pragma acc enter data copyin(x) // { dg-error "31: error: 'x' is captured by the lambda: accblock does not support it in a 'copyin' clause of '#pragma acc enter data'" }
    x = n;
  };
  l ();
}

// The copy private(t) makes could not reach the function that takes a
// reference to t.
void touch (int &x);

void
bound (int n)
{
  int t = 0;
  auto l = [&] () {
#pragma acc parallel loop private(t) // { dg-error "35: error: 't', captured by reference, is bound to another reference in the construct: accblock cannot give it the copy of the clause" }
    for (int i = 0; i < n; i++)
      {
	touch (t);
	a[i] = t;
      }
  };
  l ();
}
