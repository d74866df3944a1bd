// Private, firstprivate and reduction copies are made by assignment:
// a reference (whose copy would name the original) and an object of a
// class with a non-trivial copy or destructor are refused with an
// error; a plain struct is accepted.
// { dg-do compile }

#include <string>

struct point { int x, y; };
int a[100];

void
f (int &r, int n)
{
  std::string s;
  point p;
#pragma acc parallel loop private(s) // { dg-error "35: error: 's' has a class type with a non-trivial copy or destructor: accblock does not support it in a private, firstprivate or reduction clause yet" }
  for (int i = 0; i < n; i++)
    {
      s = "x";
      a[i] = (int) s.size ();
    }
#pragma acc parallel loop firstprivate(r) // { dg-error "40: error: 'r' is a reference: accblock does not support a reference in a private, firstprivate or reduction clause yet" }
  for (int i = 0; i < n; i++)
    a[i] = r + i;
#pragma acc parallel loop private(p) // { dg-bogus "error" }
  for (int i = 0; i < n; i++)
    {
      p.x = i;
      a[i] = p.x;
    }
}
