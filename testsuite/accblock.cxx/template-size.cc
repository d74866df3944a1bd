// A block size that names a template parameter, or a constexpr
// variable of the template, is evaluated in each instantiation: each
// one blocks with its own size, and a size that is not positive or not
// a constant in one instantiation is an error there, at the size.
// { dg-do compile }

int a[64][64];

template <int BS>
void
rows (int n)
{
  constexpr int bs = 2 * BS;
#pragma acc parallel loop block(i:bs, j:BS + 1) // { dg-message "35: note: accblock: block size for 'i' is 4 in the instantiation 'void rows\\(int\\) \\\[with int BS = 2\\\]'" }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 64; j++)
      a[i][j] += i - j;
}
// { dg-message "35: note: accblock: block size for 'i' is 16 in the instantiation 'void rows\\(int\\) \\\[with int BS = 8\\\]'" "second instantiation" { target *-*-* } 14 }
// { dg-message "41: note: accblock: block size for 'j' is 3 in the instantiation 'void rows\\(int\\) \\\[with int BS = 2\\\]'" "j, first" { target *-*-* } 14 }
// { dg-message "41: note: accblock: block size for 'j' is 9 in the instantiation 'void rows\\(int\\) \\\[with int BS = 8\\\]'" "j, second" { target *-*-* } 14 }
// { dg-message "9: note: accblock: blocked nest with block\\(i:4, j:3\\)" "first nest" { target *-*-* } 14 }
// { dg-message "9: note: accblock: blocked nest with block\\(i:16, j:9\\)" "second nest" { target *-*-* } 14 }
// { dg-message "9: note: accblock: the tiles of loop 'j' run in parallel too" "both" { target *-*-* } 14 }

template <typename T, int N>
struct grid
{
  T v[N];

  // A parameter of the class template, in parentheses.
  void
  scale (T f)
  {
#pragma acc parallel loop block(i:(N / 4)) // { dg-message "35: note: accblock: block size for 'i' is 8 in the instantiation 'void grid<T, N>::scale\\(T\\) \\\[with T = int; int N = 32\\\]'" }
// { dg-message "9: note: accblock: blocked nest with block\\(i:8\\): 4 tiles" "blocked" { target *-*-* } 35 }
    for (int i = 0; i < N; i++)
      v[i] *= f; // { dg-bogus "stays in main memory" "a member array is staged" }
  }
};

void
use (void)
{
  rows<2> (64);
  rows<8> (64);
  grid<int, 32> g;
  g.scale (3);
}
