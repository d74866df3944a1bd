/* Arrays reached through a pointer kept in a global or a member at a
   fixed place are staged when no store of the nest may change the
   pointer; a store that may (through a double **) leaves them in main
   memory with a remark that says so.  */
/* { dg-do compile } */
/* { dg-options "-fstrict-aliasing -fplugin-arg-accblock-block -fplugin-arg-accblock-verbose -fplugin-arg-accblock-dump -fdiagnostics-plain-output" } */

#define M 16
double *gv, *gw;
struct grid { int pad; double *cells; } g;

void
staged (int n)
{
#pragma acc loop block(i:4, j:8) /* { dg-message "note: accblock: blocked nest" } */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      gw[i * M + j] = gv[i * M + j] + g.cells[i * M + j];
}

double t[M];

void
slot_store (int n, double **slot)
{
#pragma acc loop block(i:4) /* { dg-message "note: accblock: blocked nest" } */
  for (int i = 0; i < n; i++)
    {
      t[i] = gv[i] * 2; /* { dg-message "16: note: accblock: 'gv' stays in main memory: it is reached through a pointer kept in memory that a store of the nest may change" } */
      /* { dg-bogus "'gv' stays in main memory: it is not an array element" "the pointer" { target *-*-* } 29 } */
      /* { dg-message "16: note: accblock: 't' stays in main memory: it may share memory" "t" { target *-*-* } 29 } */
      /* { dg-message "16: note: accblock: 'slot' stays in main memory: it may share memory" "slot" { target *-*-* } 29 } */
      slot[i] = 0;
    }
}

/* { dg-final { scan-accblock-dump "section gw\\\[i\\\]\\\[j\\\] write" } } */
/* { dg-final { scan-accblock-dump "section gv\\\[i\\\]\\\[j\\\] read" } } */
/* { dg-final { scan-accblock-dump "section g\\\[i\\\]\\\[j\\\] read" } } */
