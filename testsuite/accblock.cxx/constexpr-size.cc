// C++ allows a const integer variable with a constant initializer in a
// constant expression, and so does a block size; a const variable with
// another initializer is not a constant.  In a template, a constexpr
// variable with a constant initializer is a constant too, and a
// template parameter is evaluated in each instantiation
// (template-size.cc has more).
// { dg-do compile }

constexpr int bs = 8;
const long bj = 4;
int v = 3;
const int notc = v;
int a[64][64];

void
f (void)
{
  constexpr int local = 16;
#pragma acc parallel loop block(i:bs, j:bj * 2) // { dg-bogus "error" }
  for (int i = 0; i < 64; i++)
    for (int j = 0; j < 64; j++)
      a[i][j] = i + j;
#pragma acc parallel loop block(i:local) // { dg-bogus "error" }
  for (int i = 0; i < 64; i++)
    a[i][0]++;
#pragma acc parallel loop block(i:notc) // { dg-error "35: error: 'notc' is not an integer constant; block size must be a constant expression" }
  for (int i = 0; i < 64; i++)
    a[i][0]++;
}

template <int N>
void
g (void)
{
  constexpr int tb = 4;
#pragma acc parallel loop block(i:tb) // { dg-bogus "error" }
  for (int i = 0; i < N; i++)
    a[i][1]++;
#pragma acc parallel loop block(i:N) // { dg-message "35: note: accblock: block size for 'i' is 64 in the instantiation 'void g\\(\\) \\\[with int N = 64\\\]'" }
  for (int i = 0; i < N; i++)
    a[i][2]++;
}

template void g<64> (void);
