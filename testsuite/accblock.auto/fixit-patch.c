/* -fdiagnostics-generate-patch turns the OpenACC source into its
   annotated version: the paper's source-to-source output.  The patch
   (3 lines of context) is checked line by line below; the checks stay
   away from the pragma so that the context lines do not contain them.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto=greedy -fdiagnostics-generate-patch" } */

#define N 128
int A[N][N], B[N][N], C[N][N];

void
matmul (void)
{
#pragma acc parallel loop
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

/* The note that carries the fix-it.  */
/* { dg-message "9: note: accblock: write the inferred clause 'block\\(i:1, k:30\\)' here" "" { target *-*-* } 14 } */
/* The patch.  A pattern cannot match from the first character of an
   output line (dg.exp wants at least one character before it), so each
   one leaves out the line's first character.  */
/* { dg-message "#pragma acc parallel loop block\\(i:1, k:30\\)" "+ line" { target *-*-* } 0 } */
/* { dg-message "#pragma acc parallel loop" "- line" { target *-*-* } 0 } */
/* { dg-message "-- \[^ \]*fixit-patch.c" "--- line" { target *-*-* } 0 } */
/* { dg-message "\\+\\+ \[^ \]*fixit-patch.c" "+++ line" { target *-*-* } 0 } */
/* { dg-message "@ -11,7 \\+11,7 @@" "hunk" { target *-*-* } 0 } */
/* { dg-message "void" "context" { target *-*-* } 0 } */
/* { dg-message "\\x7b" "context" { target *-*-* } 0 } */
/* { dg-message "for \\(int \[ijk\] = 0; \[ijk\] < N; \[ijk\]\\+\\+\\)" "context" { target *-*-* } 0 } */
