// Loops in member functions over member arrays, through this-> or
// not, and over a reference to an array: blocked as in C.
// { dg-do compile }
// { dg-prune-output "stays in main memory" }

struct grid
{
  int a[64][64];
  int b[64][64];

  void
  fill (void)
  {
#pragma acc parallel loop block(i:16, j:16) // { dg-message "9: note: accblock: blocked nest with block\\(i:16, j:16\\): 16 tiles" }
// { dg-message "9: note: accblock: the tiles of loop 'j' run in parallel too" "parallel j" { target *-*-* } 14 }
    for (int i = 0; i < 64; i++)
      for (int j = 0; j < 64; j++)
	this->a[i][j] = b[i][j] + i;
  }
};

void
twice (int (&r)[128])
{
#pragma acc parallel loop block(i:32) // { dg-message "9: note: accblock: blocked nest with block\\(i:32\\): 4 tiles" }
  for (int i = 0; i < 128; i++)
    r[i] *= 2;
}

void
use (grid &g)
{
  g.fill ();
}
