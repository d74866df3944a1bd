/* A write whose array the analysis cannot describe (an element of an
   array of structures picked by the blocked index: no base to compare)
   beside the references whose pairs the vector-gain test compares
   (vector-gain.cc): the test keeps the loop in doubt, and the compile
   goes on, on the host target and on the paper target, in C and in
   C++ (accblock.cxx/c-tests.exp, whose tile names are mangled).  A random
   program of this shape (nestgen --staging, seed 93020) once stopped
   the compiler there.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-dump" } */
/* { dg-additional-options "-fplugin-arg-accblock-target=host" { target x86_64-*-* i?86-*-* } } */

static struct { float r[6][2]; char tag; } out[6];
static struct { int pad; double m[9]; } a;
static struct { double r[8]; short tag; } b[7];
float fp;

void
nest (int ub, int scale)
{
  long k;
#pragma acc parallel loop block(i:1) firstprivate(fp)
  for (int i = -4; i <= 0; ++i)
    for (int j = 4; j < ub; j += 3)
      for (k = 0; k <= (long) (i + 4) % 6; k += 2)
	out[i + 5].r[k + 1][j - 4] = out[i + 5].r[k + 1][j - 4] * 0.5f
				     + (float) scale * (float) a.m[i + 7]
				     + (float) b[k + 1].r[i + 4]
				     + fp * (float) (k % 4);
}

/* { dg-final { scan-accblock-dump "tile function \[^ \]*nest\[^ \]*\\.accblock\\.0 " } } */
