/* calc2.c -- the second loop nest of the shallow-water model (SPEC
   CPU2000 171.swim): new velocities unew, vnew and pressure pnew from the
   old fields and the fluxes cu, cv, vorticity z and height h.

   Why this file exists: it is one of the paper's Fig. 5 programs, a 2-deep
   stencil nest that reads seven arrays at offsets 0 and +1 in both
   dimensions, so neighbouring iterations share most of their data and
   blocking pays.  The nest is written here from the finite-difference
   equations of Sadourny's energy-conserving scheme that swim integrates
   (leapfrog step of length tdt on a grid of spacing dx, dy):

     unew(i+1,j) = uold(i+1,j) + tdt/8 (z(i+1,j+1) + z(i+1,j))
                   (cv(i+1,j+1) + cv(i,j+1) + cv(i,j) + cv(i+1,j))
                   - tdt/dx (h(i+1,j) - h(i,j))
     vnew(i,j+1) = vold(i,j+1) - tdt/8 (z(i+1,j+1) + z(i,j+1))
                   (cu(i+1,j+1) + cu(i,j+1) + cu(i,j) + cu(i+1,j))
                   - tdt/dy (h(i,j+1) - h(i,j))
     pnew(i,j)   = pold(i,j) - tdt/dx (cu(i+1,j) - cu(i,j))
                   - tdt/dy (cv(i,j+1) - cv(i,j))

   The periodic-boundary copies swim performs after the nest are not part
   of the parallel nest and are left out.  -DN sets the grid (N x N
   points), -DREPEAT how many times the nest is dispatched.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "bench.h"

#include <math.h>
#include <stdio.h>

#ifndef N
#define N 256
#endif

#ifndef REPEAT
#define REPEAT 10
#endif

#define M1 (N + 1)

static double u_old[M1][M1], v_old[M1][M1], p_old[M1][M1];
static double cu[M1][M1], cv[M1][M1], z[M1][M1], h[M1][M1];
static double u_new[M1][M1], v_new[M1][M1], p_new[M1][M1];
static double u_ref[M1][M1], v_ref[M1][M1], p_ref[M1][M1];

/* swim's constants: time step 90 s, grid spacing 100 km.  */
static const double tdt = 90.0, dx = 1.0e5, dy = 1.0e5;

/* Smooth fields in the spirit of swim's initial stream function, so that
   the values stay in a physically sensible range.  */
static void
init (void)
{
  const double pi = 3.14159265358979323846;
  double di = 2.0 * pi / N, dj = 2.0 * pi / N;

  for (int i = 0; i < M1; i++)
    for (int j = 0; j < M1; j++)
      {
        double s = sin (i * di), c = cos (j * dj);

        u_old[i][j] = 10.0 * s * c;
        v_old[i][j] = -10.0 * cos (i * di) * sin (j * dj);
        p_old[i][j] = 50000.0 + 1000.0 * s * c;
        cu[i][j] = 0.5 * (p_old[i][j] + 50000.0) * u_old[i][j];
        cv[i][j] = 0.5 * (p_old[i][j] + 50000.0) * v_old[i][j];
        z[i][j] = 1.0e-4 * (s + c) / (p_old[i][j] + 1.0);
        h[i][j] = p_old[i][j] + 0.25 * (u_old[i][j] * u_old[i][j]
                                        + v_old[i][j] * v_old[i][j]);
      }
}

/* The nest under test: nest 1, parallel over i.  */
static void
calc2 (void)
{
  const double tdts8 = tdt / 8.0, tdtsdx = tdt / dx, tdtsdy = tdt / dy;

  PARALLEL_LOOP (1)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
        u_new[i + 1][j] = u_old[i + 1][j]
          + tdts8 * (z[i + 1][j + 1] + z[i + 1][j])
            * (cv[i + 1][j + 1] + cv[i][j + 1] + cv[i][j] + cv[i + 1][j])
          - tdtsdx * (h[i + 1][j] - h[i][j]);
        v_new[i][j + 1] = v_old[i][j + 1]
          - tdts8 * (z[i + 1][j + 1] + z[i][j + 1])
            * (cu[i + 1][j + 1] + cu[i][j + 1] + cu[i][j] + cu[i + 1][j])
          - tdtsdy * (h[i][j + 1] - h[i][j]);
        p_new[i][j] = p_old[i][j] - tdtsdx * (cu[i + 1][j] - cu[i][j])
                      - tdtsdy * (cv[i][j + 1] - cv[i][j]);
      }
}

static void
calc2_reference (void)
{
  const double tdts8 = tdt / 8.0, tdtsdx = tdt / dx, tdtsdy = tdt / dy;

  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      {
        u_ref[i + 1][j] = u_old[i + 1][j]
          + tdts8 * (z[i + 1][j + 1] + z[i + 1][j])
            * (cv[i + 1][j + 1] + cv[i][j + 1] + cv[i][j] + cv[i + 1][j])
          - tdtsdx * (h[i + 1][j] - h[i][j]);
        v_ref[i][j + 1] = v_old[i][j + 1]
          - tdts8 * (z[i + 1][j + 1] + z[i][j + 1])
            * (cu[i + 1][j + 1] + cu[i][j + 1] + cu[i][j] + cu[i + 1][j])
          - tdtsdy * (h[i][j + 1] - h[i][j]);
        p_ref[i][j] = p_old[i][j] - tdtsdx * (cu[i + 1][j] - cu[i][j])
                      - tdtsdy * (cv[i][j + 1] - cv[i][j]);
      }
}

int
main (void)
{
  double checksum = 0, start, seconds;
  int ok = 1;

  init ();
  start = bench_now ();
  for (int rep = 0; rep < REPEAT; rep++)
    calc2 ();
  seconds = bench_now () - start;
  calc2_reference ();

  for (int i = 0; i < M1; i++)
    for (int j = 0; j < M1; j++)
      {
        /* Weighted by position: the fields are antisymmetric, so a plain
           sum of u and v would cancel.  */
        checksum += (u_new[i][j] + 2.0 * v_new[i][j]) * (1 + (i + j) % 3)
                    + 1e-4 * p_new[i][j];
        ok &= bench_close (u_new[i][j], u_ref[i][j])
              && bench_close (v_new[i][j], v_ref[i][j])
              && bench_close (p_new[i][j], p_ref[i][j]);
      }
  return bench_report ("calc2", N, checksum, seconds, ok);
}
