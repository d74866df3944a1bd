// Class members in clauses of a member function: private, firstprivate
// and reduction get a stand-in for this->member, which the clause then
// copies like any variable; data clauses of compute and data constructs
// accept member arrays (member-clause-error.cc has the refusals).
// { dg-do compile }

struct base
{
  int b;
};

struct s : base
{
  int sum;
  int a[16];
  double t;

  void
  f (int n)
  {
#pragma acc parallel loop block(i:4) reduction(+:sum) copyin(a[0:n]) // { dg-message "9: note: accblock: 'sum' is an integer reduction \\(\\+\\)" }
    for (int i = 0; i < 16; i++)
      sum += a[i]; // { dg-bogus "stays in main memory" "a member array is staged" }
// { dg-message "9: note: accblock: blocked nest with block\\(i:4\\): 4 tiles" "blocked" { target *-*-* } 21 }
// { dg-message "9: note: accblock: OpenACC data clauses and directives are only validated" "data" { target *-*-* } 21 }
    int *p = a;
    // With the member private, the loop reaches no member: only a write
    // to this->t would stay in main memory.
#pragma acc parallel loop block(i:8) private(t) present(a) // { dg-message "9: note: accblock: blocked nest with block\\(i:8\\): 2 tiles" }
    for (int i = 0; i < 16; i++)
      {
	t = p[i] * 0.5; // { dg-bogus "'this' stays in main memory" }
	p[i] = (int) t;
      }
#pragma acc parallel loop reduction(+:this->sum) // { dg-message "9: note: accblock: 'sum' is an integer reduction \\(\\+\\)" }
// { dg-message "9: note: accblock: dispatched nest without block clause as block\\(i:\\?\\): the runtime groups its iterations into tiles" "dispatched" { target *-*-* } 35 }
    for (int i = 0; i < 16; i++)
      sum += a[i]; // { dg-bogus "stays in main memory" "a member array is staged" }
  }
};

void
use (s &x)
{
  x.f (16);
}
