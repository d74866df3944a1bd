/* fdtd-2d (2-D finite-difference time domain: the electric fields ex
   and ey from the magnetic field hz and back, TMAX steps) in the style
   of the OpenACC benchmark suites: an "acc data" region around the time
   loop, a one-level "acc parallel loop" for the boundary row, and three
   "acc parallel loop" nests with gang and vector loops whose reads look
   one row or one column back or ahead, no block clause.  Why:
   -fauto-block must infer a clause for every nest, and the program must
   print bit for bit what plain gcc's build prints (see infer.exp).
   Other sizes: -DNX=... -DNY=... -DTMAX=...  */

#include "print-array.h"

#ifndef NX
#define NX 40
#endif
#ifndef NY
#define NY 48
#endif
#ifndef TMAX
#define TMAX 5
#endif

static double ex[NX][NY], ey[NX][NY], hz[NX][NY], fict[TMAX];

static void
init_array (void)
{
  int i, j;

  for (i = 0; i < TMAX; i++)
    fict[i] = (double) i;
  for (i = 0; i < NX; i++)
    for (j = 0; j < NY; j++)
      {
	ex[i][j] = ((double) i * (j + 1)) / NX;
	ey[i][j] = ((double) i * (j + 2)) / NY;
	hz[i][j] = ((double) i * (j + 3)) / NX;
      }
}

static void
kernel_fdtd_2d (void)
{
  int t, i, j;

#pragma acc data copyin(fict) copy(ex, ey, hz)
  {
    for (t = 0; t < TMAX; t++)
      {
#pragma acc parallel loop
	for (j = 0; j < NY; j++)
	  ey[0][j] = fict[t];
#pragma acc parallel loop gang
	for (i = 1; i < NX; i++)
#pragma acc loop vector
	  for (j = 0; j < NY; j++)
	    ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
#pragma acc parallel loop gang
	for (i = 0; i < NX; i++)
#pragma acc loop vector
	  for (j = 1; j < NY; j++)
	    ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
#pragma acc parallel loop gang
	for (i = 0; i < NX - 1; i++)
#pragma acc loop vector
	  for (j = 0; j < NY - 1; j++)
	    hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j]
					 + ey[i + 1][j] - ey[i][j]);
      }
  }
}

int
main (void)
{
  init_array ();
  kernel_fdtd_2d ();
  print_array ("ex", &ex[0][0], NX * NY);
  print_array ("ey", &ey[0][0], NX * NY);
  print_array ("hz", &hz[0][0], NX * NY);
  return 0;
}
