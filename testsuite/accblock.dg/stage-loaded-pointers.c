/* A reference reached through a pointer the nest loads from memory (a
   row of an array of pointers, a pointer member, a global pointer)
   stays in main memory with a remark that names the variable the
   pointer comes from and says why (they used to be named 'memory' and
   said to have subscripts that are not affine).  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-verbose -fplugin-arg-accblock-dump -fdiagnostics-plain-output" } */

int **rows;
struct grid { double *cells; } g;

void
loaded (int n, double *const *prow)
{
#pragma acc loop block(i:4, j:16) /* { dg-message "note: accblock: blocked nest with block\\(i:4, j:16\\)" } */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      rows[i][j] = (int) prow[i][j] + (int) g.cells[i * n + j];
  /* { dg-message "18: note: accblock: 'rows' stays in main memory: it is reached through a pointer the nest loads from memory" "row of rows" { target *-*-* } 18 } */
  /* { dg-message "11: note: accblock: 'rows' stays in main memory: it is reached through a pointer the nest loads from memory" "rows itself" { target *-*-* } 18 } */
  /* { dg-message "11: note: accblock: 'rows' stays in main memory: it is not an array element" "the global pointer" { target *-*-* } 18 } */
  /* { dg-message "33: note: accblock: 'prow' stays in main memory: it is reached through a pointer the nest loads from memory" "row of prow" { target *-*-* } 18 } */
  /* { dg-message "46: note: accblock: 'g' stays in main memory: it is not an array element" "the member pointer" { target *-*-* } 18 } */
  /* { dg-message "18: note: accblock: 'prow' stays in main memory: it may share memory with a reference that stays in main memory" "prow's rows" { target *-*-* } 18 } */
  /* { dg-message "52: note: accblock: 'g' stays in main memory: it is reached through a pointer the nest loads from memory" "the cells" { target *-*-* } 18 } */
}

/* { dg-final { scan-accblock-dump "direct references: 7" } } */
/* { dg-final { scan-accblock-dump-not "section rows" } } */
