/* A reference reached through a pointer the nest loads from memory that
   moves (a row of an array of pointers) stays in main memory with a
   remark that names the variable the pointer comes from and says why
   (such references used to be named 'memory' and said to have
   subscripts that are not affine).  The arrays of row pointers
   themselves are staged: rows is a global pointer no store of the nest
   may change (stage-global-pointers.c), prow a parameter.  */
/* { dg-do compile } */
/* { dg-options "-fstrict-aliasing -fplugin-arg-accblock-block -fplugin-arg-accblock-verbose -fplugin-arg-accblock-dump -fdiagnostics-plain-output" } */

int **rows;
struct grid { double *cells; } g;

void
loaded (int n, double *const *prow)
{
#pragma acc loop block(i:4, j:16) /* { dg-message "note: accblock: blocked nest with block\\(i:4, j:16\\)" } */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      rows[i][j] = rows[i][j] * 2 + (int) prow[i][j] + (int) g.cells[i * n + j];
  /* { dg-message "18: note: accblock: 'rows' stays in main memory: it is reached through a pointer the nest loads from memory" "rows written" { target *-*-* } 20 } */
  /* { dg-message "27: note: accblock: 'rows' stays in main memory: it is reached through a pointer the nest loads from memory" "rows read" { target *-*-* } 20 } */
  /* { dg-message "50: note: accblock: 'prow' stays in main memory: it is reached through a pointer the nest loads from memory" "row of prow" { target *-*-* } 20 } */
  /* { dg-message "69: note: accblock: 'g' stays in main memory: its subscripts are not affine" "the cells" { target *-*-* } 20 } */
}

/* { dg-final { scan-accblock-dump "section rows\\\[i\\\] read, 2 references" } } */
/* { dg-final { scan-accblock-dump "section prow\\\[i\\\] read, 1 references" } } */
/* { dg-final { scan-accblock-dump "direct references: 4" } } */
