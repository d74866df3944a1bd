// A member named in a clause is refused with an error: the clause
// parser knows variables only.
// { dg-do compile }

struct s
{
  int sum;
  int a[16];

  void
  f (void)
  {
#pragma acc parallel loop reduction(+:sum) // { dg-error "39: error: 'sum' is a member: accblock does not support a member in an OpenACC clause yet; use a local pointer to it" }
    for (int i = 0; i < 16; i++)
      sum += a[i];
  }
};

void
use (s &x)
{
  x.f ();
}
