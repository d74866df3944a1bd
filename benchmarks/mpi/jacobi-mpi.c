/* jacobi-mpi.c -- a 2-D Jacobi relaxation split into row slabs over MPI
   ranks, each rank's two nests blocked by accblock.

   Why this file exists: accblock simulates the accelerators of one node;
   a real code runs one such node per MPI rank and exchanges halos between
   them.  This program is that shape in its smallest form: rank r owns a
   contiguous slab of rows, swaps one halo row with each neighbour by
   MPI_Sendrecv before every step, and runs the step's two nests (the
   five-point update and the copy back) through the block clause.  The
   test suite (testsuite/accblock.mpi/mpi.exp) and benchmarks/README.md
   ("MPI") run it under 1, 2 and 4 ranks and merge the per-rank
   statistics with accblock-stats.

   The grid holds integers so that the checksum is exact: every point is
   computed by the same integer expression whatever the decomposition,
   and the checksum is an integer sum, which does not depend on the order
   the ranks' partial sums are added in.  Hence one line of output that
   must be byte for byte the same under any rank count, with or without
   accblock, and in the serial build.

   Build (see benchmarks/mpi/Makefile):
     mpicc  -fplugin=PLUGIN -specs=SPECS -fopenacc-block -O2 jacobi-mpi.c
     gcc    -O2 -DJACOBI_SERIAL jacobi-mpi.c     (no MPI: the reference)
   -DN sets the grid (N x N, boundary included), -DT the steps, -DBI the
   block of the row level.  Output, from rank 0:
     jacobi-mpi size=N steps=T checksum=C
     ranks=R wall=SECONDS
   wall is the slowest rank's time of the time loop (exchanges included).

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include <stdio.h>
#include <stdlib.h>

#ifdef JACOBI_SERIAL
#include <time.h>
#else
#include <mpi.h>
#endif

#ifndef N
#define N 256
#endif

#ifndef T
#define T 50
#endif

/* Two rows of 4-byte points plus their halo rows fit the paper target's
   16 KiB local memory up to N = 512.  */
#ifndef BI
#define BI 2
#endif

#define STR_(x) #x
#define STR(x) STR_ (x)

/* A slab holds at most every interior row plus two halo rows; static
   arrays keep the nests' subscripts affine for the plugin.  */
static int grid[N][N], next[N][N];

/* ---- the few MPI calls, with serial stand-ins ---- */

#ifdef JACOBI_SERIAL
static void comm_init (int *argc, char ***argv, int *rank, int *size)
{
  (void) argc, (void) argv;
  *rank = 0, *size = 1;
}
static void comm_finalize (void) {}
static double comm_now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + 1e-9 * ts.tv_nsec;
}
static void exchange_halos (int rows, int rank, int size)
{
  (void) rows, (void) rank, (void) size;
}
static long long sum_over_ranks (long long local) { return local; }
static double max_over_ranks (double local) { return local; }
#else
static void comm_init (int *argc, char ***argv, int *rank, int *size)
{
  MPI_Init (argc, argv);
  MPI_Comm_rank (MPI_COMM_WORLD, rank);
  MPI_Comm_size (MPI_COMM_WORLD, size);
}
static void comm_finalize (void) { MPI_Finalize (); }
static double comm_now (void) { return MPI_Wtime (); }

/* Row 0 of the slab is the halo from the rank above, row ROWS + 1 the
   one from below; the first and last rank's outer rows are the fixed
   boundary and are neither sent nor received (MPI_PROC_NULL).  */
static void exchange_halos (int rows, int rank, int size)
{
  int up = rank > 0 ? rank - 1 : MPI_PROC_NULL;
  int down = rank < size - 1 ? rank + 1 : MPI_PROC_NULL;
  MPI_Sendrecv (grid[1], N, MPI_INT, up, 0,
                grid[rows + 1], N, MPI_INT, down, 0,
                MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  MPI_Sendrecv (grid[rows], N, MPI_INT, down, 1,
                grid[0], N, MPI_INT, up, 1,
                MPI_COMM_WORLD, MPI_STATUS_IGNORE);
}

static long long sum_over_ranks (long long local)
{
  long long total = 0;
  MPI_Reduce (&local, &total, 1, MPI_LONG_LONG, MPI_SUM, 0, MPI_COMM_WORLD);
  return total;
}

static double max_over_ranks (double local)
{
  double max = 0;
  MPI_Reduce (&local, &max, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
  return max;
}
#endif

/* ---- the slab ---- */

/* The global rows [FIRST, FIRST + ROWS) of the interior 1 .. N-2 that
   rank RANK of SIZE owns: near-equal shares, the first ranks one more.  */
static void
slab_rows (int rank, int size, int *first, int *rows)
{
  int interior = N - 2, share = interior / size, extra = interior % size;
  *rows = share + (rank < extra);
  *first = 1 + rank * share + (rank < extra ? rank : extra);
}

/* The initial value of global point (I, J): a pattern with structure in
   both directions, boundary included, the same for every decomposition.  */
static int
initial_value (int i, int j)
{
  return (i * 37 + j * 101 + (i * j) % 17) % 1000;
}

/* Slab row R is global row FIRST - 1 + R; rows 0 and ROWS + 1 start as
   the global rows around the slab (boundary or neighbour's halo).  */
static void
init_slab (int first, int rows)
{
  for (int r = 0; r <= rows + 1; r++)
    for (int j = 0; j < N; j++)
      grid[r][j] = next[r][j] = initial_value (first - 1 + r, j);
}

/* One step: the five-point update into NEXT, then the copy back; both
   nests run on the simulated accelerators, tiled by BI rows.  Integer
   weights (4 for the centre, 1 for each neighbour, divided by 8) keep
   the values in 0 .. 999 and the result exact.  */
static void
step (int rows)
{
  _Pragma (STR (acc parallel loop block(i:BI)))
  for (int i = 1; i <= rows; i++)
    for (int j = 1; j < N - 1; j++)
      next[i][j] = (4 * grid[i][j] + grid[i - 1][j] + grid[i + 1][j]
                    + grid[i][j - 1] + grid[i][j + 1]) / 8;

  _Pragma (STR (acc parallel loop block(i:BI)))
  for (int i = 1; i <= rows; i++)
    for (int j = 1; j < N - 1; j++)
      grid[i][j] = next[i][j];
}

/* The weighted sum of the slab's own rows, plus the boundary rows for
   the first and last rank, so that every global row counts once.  */
static long long
slab_checksum (int first, int rows, int rank, int size)
{
  int lo = rank == 0 ? 0 : 1;
  int hi = rank == size - 1 ? rows + 1 : rows;
  long long sum = 0;
  for (int r = lo; r <= hi; r++)
    for (int j = 0; j < N; j++)
      sum += (long long) grid[r][j] * (1 + (first - 1 + r + j) % 3);
  return sum;
}

int
main (int argc, char **argv)
{
  int rank, size, first, rows;
  double start, wall;
  long long checksum;

  comm_init (&argc, &argv, &rank, &size);
  if (size > N - 2)
    {
      if (rank == 0)
        fprintf (stderr, "jacobi-mpi: %d ranks for %d rows\n", size, N - 2);
      comm_finalize ();
      return 1;
    }
  slab_rows (rank, size, &first, &rows);
  init_slab (first, rows);

  start = comm_now ();
  for (int t = 0; t < T; t++)
    {
      exchange_halos (rows, rank, size);
      step (rows);
    }
  wall = max_over_ranks (comm_now () - start);

  checksum = sum_over_ranks (slab_checksum (first, rows, rank, size));
  if (rank == 0)
    {
      printf ("jacobi-mpi size=%d steps=%d checksum=%lld\n", N, T, checksum);
      printf ("ranks=%d wall=%.6f\n", size, wall);
    }
  comm_finalize ();
  return 0;
}
