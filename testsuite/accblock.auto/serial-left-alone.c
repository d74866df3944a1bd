/* Loops without pragma that the plugin cannot prove parallel stay as
   they are, each with a missed remark naming the loop and the reason.
   Every one of them would compute something else, or race, if its
   iterations ran in parallel (or might: overlapping pointers).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-skew=no -fplugin-arg-accblock-auto -fopt-info-optimized-missed" } */ /* skew=no: serial-skew.c has the skewed nests.  */

double a[64][64], v[1000], prefix[1000];
int idx[1000], histogram[16];
extern double g (double);

void
carried (void)
{
  for (int i = 1; i < 1000; i++) /* { dg-message "3: missed: loop 'i' left alone: it carries a dependence on 'prefix'" } */
    prefix[i] = prefix[i - 1] + v[i];
}

double
reduction (void)
{
  double s = 0;
  for (int i = 0; i < 1000; i++) /* { dg-message "3: missed: loop 'i' left alone: scalar 's' is carried across iterations" } */
    s += v[i];
  return s;
}

void
call (void)
{
  for (int i = 0; i < 1000; i++) /* { dg-message "3: missed: loop 'i' left alone: a function called in the loop may access memory" } */
    v[i] = g (v[i]);
}

void
indirect (void)
{
  for (int i = 0; i < 1000; i++) /* { dg-message "3: missed: loop 'i' left alone: the subscripts of 'histogram' are not affine in the indices of its nest" } */
    histogram[idx[i]]++;
}

void
strided (void)
{
  /* Iteration i writes v[2 * i] and reads v[i]: iteration 2 * i reads
     what iteration i wrote.  The test does not solve such pairs.  */
  for (int i = 0; i < 500; i++) /* { dg-message "3: missed: loop 'i' left alone: cannot prove that its iterations access different elements of 'v'" } */
    v[2 * i] = v[i] + 1;
}

double small[256];

void
wrapping (void)
{
  /* i and i + 256 write the same element of SMALL.  */
  for (int i = 0; i < 1000; i++) /* { dg-message "3: missed: loop 'i' left alone: the subscripts of 'small' are not affine in the indices of its nest" } */
    small[(unsigned char) i] = v[i];
}

void
reinterpreted (double *restrict p)
{
  /* The float stores of iteration i hit the double read by i / 2.  */
  for (int i = 0; i < 100; i++) /* { dg-message "3: missed: loop 'i' left alone: 'p' is indexed in two shapes" } */
    ((float *) p)[i] = p[i];
}

void
pointers (double *out, double *in)
{
  /* IN, read as in[i] and in[999 - i] and only read, is staged as two
     views, whose boxes the runtime checks against OUT's: no longer left
     alone.  */
  for (int i = 0; i < 1000; i++) /* { dg-message "3: optimized: 'out' and 'in' may overlap: their address ranges are checked" } */
    out[i] = in[i] * in[999 - i]; /* { dg-message "16: optimized: .in. is staged as 2 blocks, one per way its references index it" } */
}
/* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" "" { target *-*-* } 75 } */
/* { dg-message "3: optimized: inferred block\\(i:\\?\\)" "" { target *-*-* } 75 } */
/* { dg-message "3: optimized: loop 'i' runs as written when it has fewer than" "" { target *-*-* } 75 } */
/* { dg-message "3: optimized: blocked nest with" "" { target *-*-* } 75 } */
/* { dg-bogus "'out' stays in main memory" "" { target *-*-* } 76 } */

double
used_after (void)
{
  double last = 0;
  for (int i = 0; i < 1000; i++) /* { dg-message "3: missed: loop 'i' left alone: the value of 'last' computed in it is used after it" } */
    if (v[i] > 0)
      last = v[i];
  return last;
}

void
with_asm (void)
{
  for (int i = 0; i < 1000; i++) /* { dg-message "3: missed: loop 'i' left alone: it contains an 'asm' statement" } */
    {
      __asm__ volatile ("" ::: "memory");
      v[i] = 0;
    }
}

volatile int ready[1000];

void
with_volatile (void)
{
  for (int i = 0; i < 1000; i++) /* { dg-message "3: missed: loop 'i' left alone: it accesses 'volatile' 'ready'" } */
    v[i] = ready[i];
}

void
column_sweep (void)
{
  /* The outer loop carries the dependence; so does the inner one, which
     reads its rows through i, a variable its own nest does not change
     (serial-parallel.c has the inner loop that does not).  */
  for (int i = 1; i < 64; i++) /* { dg-message "3: missed: loop 'i' left alone: it carries a dependence on 'a'" } */
    for (int j = 1; j < 64; j++) /* { dg-message "5: missed: loop 'j' left alone: it carries a dependence on 'a'" } */
      a[i][j] = a[i - 1][j] + a[i][j - 1];
}
/* Its tiles could run in fronts (serial-wavefront.c).  */
/* { dg-message "3: missed: loop 'i' could run as a wavefront of tiles of 'i' and 'j': the dependences on 'a' have the constant distances \\(0, 1\\), \\(1, 0\\) in iterations of \\(i, j\\); tiles of any size" "" { target *-*-* } 119 } */

void
while_loop (void)
{
  int i = 0;
  while (i < 1000) /* { dg-message "9: missed: loop 'i' left alone: it is not a 'for' loop" } */
    {
      v[i] = i;
      i++;
    }
}
