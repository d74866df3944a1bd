/* -fdiagnostics-generate-patch turns serial code into its annotated
   OpenACC version: each loop found parallel gets a whole new pragma
   line with the clause, indented like the loop.  The loop left alone
   gets none.  The patch (3 lines of context) is checked line by line;
   a pattern cannot match from the first character of an output line, so
   each one leaves out the line's first character.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-auto=greedy -fdiagnostics-generate-patch" } */

#define N 128
int A[N][N], B[N][N], C[N][N];
double v[1000], prefix[1000];

void
matmul (void)
{
  for (int i = 0; i < N; i++)
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	C[i][j] += A[i][k] * B[k][j];
}

void
scan (void)
{
  for (int i = 1; i < 1000; i++)
    prefix[i] = prefix[i - 1] + v[i];
}

void
nested (void)
{
  if (v[0] > 0)
    {
      for (int i = 0; i < 1000; i++)
	v[i] = 2 * v[i];
    }
}

/* The notes that carry the fix-its.  */
/* { dg-message "3: note: accblock: write '#pragma acc loop block\\(i:1, k:30\\)' in front of this loop" "" { target *-*-* } 17 } */
/* { dg-message "7: note: accblock: write '#pragma acc loop block\\(i:15\\)' in front of this loop" "" { target *-*-* } 35 } */
/* The patch: two hunks, each adding one line.  */
/* { dg-message "-- \[^ \]*serial-fixit-patch.c" "--- line" { target *-*-* } 0 } */
/* { dg-message "\\+\\+ \[^ \]*serial-fixit-patch.c" "+++ line" { target *-*-* } 0 } */
/* { dg-message "@ -14,6 \\+14,7 @@" "first hunk" { target *-*-* } 0 } */
/* { dg-message " #pragma acc loop block\\(i:1, k:30\\)\n   for \\(int i = 0; i < N; i\\+\\+\\)" "matmul pragma, indented" { target *-*-* } 0 } */
/* { dg-message "@ -32,6 \\+33,7 @@" "second hunk" { target *-*-* } 0 } */
/* { dg-message "     #pragma acc loop block\\(i:15\\)\n       for \\(int i = 0; i < 1000; i\\+\\+\\)" "nested pragma, indented" { target *-*-* } 0 } */
/* { dg-message "void" "context" { target *-*-* } 0 } */
/* { dg-message "\\x7b" "context" { target *-*-* } 0 } */
/* { dg-message "if \\(v\\\[0\\\] > 0\\)" "context" { target *-*-* } 0 } */
/* Consecutive matching lines go with one directive: the k and j loops.  */
/* { dg-message "for \\(int \[kj\] = 0; \[kj\] < N; \[kj\]\\+\\+\\)" "context" { target *-*-* } 0 } */
/* { dg-message "v\\\[i\\\] = 2 \\* v\\\[i\\\];" "context" { target *-*-* } 0 } */
/* { dg-message "\\x7d" "context" { target *-*-* } 0 } */
