/* A loop without pragma that carries several scalars is left alone with
   a remark naming one of them: the first declared, in every compilation.
   The set of written variables is a hash set ordered by address, which
   changes from one run of the compiler to the next; the plugin used to
   name whichever scalar it met first there (the paper's matmul check
   loop, sum and weighted, named either).  With twelve candidates per
   loop and three loops, an order taken from the hash set would rarely
   name all three first-declared scalars.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fopt-info-optimized-missed" } */

double v[1000];
double out[13];

void
twelve (void)
{
  double s0 = 0, s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0;
  double s6 = 0, s7 = 0, s8 = 0, s9 = 0, s10 = 0, s11 = 0;
  for (int i = 0; i < 1000; i++) /* { dg-message "3: missed: loop 'i' left alone: scalar 's0' is carried across iterations" } */
    {
      s0 += v[i]; s1 += v[i] * 2; s2 += v[i] * 3; s3 += v[i] * 4;
      s4 += v[i] * 5; s5 += v[i] * 6; s6 += v[i] * 7; s7 += v[i] * 8;
      s8 += v[i] * 9; s9 += v[i] * 10; s10 += v[i] * 11; s11 += v[i] * 12;
    }
  out[0] = s0 + s1 + s2 + s3 + s4 + s5 + s6 + s7 + s8 + s9 + s10 + s11;
}

void
reversed (void)
{
  double t11 = 0, t10 = 0, t9 = 0, t8 = 0, t7 = 0, t6 = 0;
  double t5 = 0, t4 = 0, t3 = 0, t2 = 0, t1 = 0, t0 = 0;
  for (int i = 0; i < 1000; i++) /* { dg-message "3: missed: loop 'i' left alone: scalar 't11' is carried across iterations" } */
    {
      t0 += v[i]; t1 += v[i] * 2; t2 += v[i] * 3; t3 += v[i] * 4;
      t4 += v[i] * 5; t5 += v[i] * 6; t6 += v[i] * 7; t7 += v[i] * 8;
      t8 += v[i] * 9; t9 += v[i] * 10; t10 += v[i] * 11; t11 += v[i] * 12;
    }
  out[1] = t0 + t1 + t2 + t3 + t4 + t5 + t6 + t7 + t8 + t9 + t10 + t11;
}

void
mixed (void)
{
  double m5 = 0, m0 = 0, m9 = 0, m2 = 0, m11 = 0, m7 = 0;
  double m1 = 0, m8 = 0, m3 = 0, m10 = 0, m4 = 0, m6 = 0;
  for (int i = 0; i < 1000; i++) /* { dg-message "3: missed: loop 'i' left alone: scalar 'm5' is carried across iterations" } */
    {
      m0 += v[i]; m1 += v[i] * 2; m2 += v[i] * 3; m3 += v[i] * 4;
      m4 += v[i] * 5; m5 += v[i] * 6; m6 += v[i] * 7; m7 += v[i] * 8;
      m8 += v[i] * 9; m9 += v[i] * 10; m10 += v[i] * 11; m11 += v[i] * 12;
    }
  out[2] = m0 + m1 + m2 + m3 + m4 + m5 + m6 + m7 + m8 + m9 + m10 + m11;
}
