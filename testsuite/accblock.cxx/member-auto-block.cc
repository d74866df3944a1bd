// -fauto-block over member arrays in member functions: v[i] is
// this->v[i], a member of the object this points to (plugin/member.cc),
// in a class, through this-> or not, a member of a member, and a class
// template.  Two members of the object are apart by their offsets; a
// member of another object of the class may overlap and is checked at
// run time (run/member-arrays.cc runs them).
// { dg-do compile }
// { dg-additional-options "-fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited" }

struct inner
{
  int a[300];
  int z;
};

struct box
{
  int v[512];
  double w[16][32];
  inner g;

  void
  fill (int k)
  {
    for (int i = 0; i < 512; i++) // { dg-message "5: note: accblock: loop 'i' has no pragma and is parallel" }
      v[i] = k * i % 97;
  }

  void
  fill_this (int k)
  {
    for (int i = 0; i < 512; i++) // { dg-message "5: note: accblock: loop 'i' has no pragma and is parallel" }
      this->v[i] = k * i % 97;
  }

  void
  rows ()
  {
    for (int i = 0; i < 16; i++) // { dg-message "5: note: accblock: loop 'i' has no pragma and is parallel" }
      for (int j = 0; j < 32; j++)
	w[i][j] = v[i * 32 + j] + 0.5;
// { dg-message "5: note: accblock: the tiles of loop 'j' run in parallel too" "parallel j" { target *-*-* } 39 }
  }

  void
  member_of_member ()
  {
    for (int i = 0; i < 300; i++) // { dg-message "5: note: accblock: loop 'i' has no pragma and is parallel" }
      this->g.a[i] = v[i] + g.z;
  }

  void
  from (const box &other)
  {
    for (int i = 0; i < 511; i++) // { dg-message "5: note: accblock: 'v' and 'other.v' may overlap: their address ranges are checked" }
      v[i + 1] = other.v[i] * 2;
// { dg-message "5: note: accblock: loop 'i' has no pragma and is parallel" "parallel" { target *-*-* } 55 }
  }

  void
  carried ()
  {
    for (int i = 1; i < 512; i++) // { dg-message "5: note: accblock: loop 'i' left alone: it carries a dependence on 'v'" }
      v[i] = v[i - 1] + 1;
  }
};

template <typename T, int N>
struct tbox
{
  T v[N];

  void
  fill (T k)
  {
    for (int i = 0; i < N; i++) // { dg-message "5: note: accblock: loop 'i' has no pragma and is parallel" }
      v[i] = k * i;
  }
};

void
use (box &b, box &c, tbox<double, 100> &t)
{
  b.fill (1);
  b.fill_this (2);
  b.rows ();
  b.member_of_member ();
  b.from (c);
  b.carried ();
  t.fill (2.0);
}

// { dg-prune-output "blocked nest with" }
// { dg-prune-output "inferred block" }
// { dg-prune-output "write '#pragma acc loop block" }
// { dg-prune-output "stays in main memory" }
// { dg-prune-output "tiles of loop" }
