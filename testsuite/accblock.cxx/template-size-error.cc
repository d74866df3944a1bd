// A block size that a template decides must be a positive constant in
// each instantiation: an error at the size otherwise, with a note that
// names the instantiation; the other instantiations are not affected.
// { dg-do compile }

int a[64];
int v = 3;

template <int BS>
void
shifted (int n)
{
#pragma acc parallel loop block(i:BS - 4) // { dg-error "35: error: block size for 'i' must be positive, not 0" }
  for (int i = 0; i < n; i++)
    a[i]++;
}
// { dg-message "35: note: accblock: block size for 'i' of the instantiation 'void shifted\\(int\\) \\\[with int BS = 4\\\]'" "names the instantiation" { target *-*-* } 13 }
// { dg-error "35: error: block size for 'i' must be positive, not -1" "BS = 3" { target *-*-* } 13 }
// { dg-message "35: note: accblock: block size for 'i' of the instantiation 'void shifted\\(int\\) \\\[with int BS = 3\\\]'" "names it too" { target *-*-* } 13 }
// { dg-message "35: note: accblock: block size for 'i' is 4 in the instantiation 'void shifted\\(int\\) \\\[with int BS = 8\\\]'" "BS = 8 is fine" { target *-*-* } 13 }

template <int BS>
void
not_constant (int n)
{
  const int bs = BS * v;
#pragma acc parallel loop block(i:bs) // { dg-error "35: error: 'bs' is not an integer constant; block size must be a constant expression" }
  for (int i = 0; i < n; i++)
    a[i]++;
}
// { dg-message "35: note: accblock: block size for 'i' of the instantiation 'void not_constant\\(int\\) \\\[with int BS = 2\\\]'" "names it" { target *-*-* } 27 }

void
use (void)
{
  shifted<4> (64);
  shifted<3> (64);
  shifted<8> (64);
  not_constant<2> (64);
}

// The size of a type parameter is not evaluated per instantiation.
template <typename T>
void
by_type (int n)
{
#pragma acc parallel loop block(i:sizeof (T)) // { dg-error "35: error: accblock cannot take 'sizeof' of 'T', a type parameter of the template, in a block size" }
  for (int i = 0; i < n; i++)
    a[i]++;
}

// A size kept for the instantiations has at most 63 tokens.
template <int BS>
void
long_size (int n)
{
#pragma acc parallel loop block(i:BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS+BS) // { dg-error "35: error: the block size for 'i' depends on the template and is too long to keep for its instantiations: at most 63 tokens" }
  for (int i = 0; i < n; i++)
    a[i]++;
}
