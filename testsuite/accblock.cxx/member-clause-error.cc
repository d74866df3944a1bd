// Class members the clauses cannot take: one of a base class, one
// reached through the "this" a lambda captures, a name that is no
// member, and a member in a clause that would need its address when the
// pragma is read (enter data).  Each is an error that names it.
// { dg-do compile }

struct base
{
  int b;
};

struct s : base
{
  int sum;
  int a[16];

  void
  refused (int n)
  {
#pragma acc enter data copyin(a[0:n]) // { dg-error "31: error: 's::a' is a class member: accblock does not support it in a 'copyin' clause of '#pragma acc enter data'" }
#pragma acc parallel loop reduction(+:b) // { dg-error "39: error: 'base::b' is not a member of the class of 'this' itself \\(but of a base class, or of an anonymous union\\): accblock does not support it in a clause" }
    for (int i = 0; i < 16; i++)
      b += a[i];
    auto l = [&] () {
#pragma acc parallel loop reduction(+:sum) // { dg-error "39: error: 's::sum' is a class member, which accblock reaches only through the 'this' of a member function of its class \\(not in a static member function, nor through the 'this' a lambda captures\\)" }
      for (int i = 0; i < 16; i++)
	sum += a[i];
    };
    l ();
#pragma acc parallel loop reduction(+:this->nosuch) // { dg-error "45: error: 'nosuch' is not a data member of the class of 'this'" }
    for (int i = 0; i < 16; i++)
      sum += a[i];
  }

  static void
  no_this (int n)
  {
    int t = 0;
#pragma acc parallel loop firstprivate(sum) // { dg-error "40: error: 's::sum' is a class member, which accblock reaches only through the 'this'" }
    for (int i = 0; i < n; i++)
      t += i;
  }
};

void
use (s &x)
{
  x.refused (16);
  s::no_this (4);
}
