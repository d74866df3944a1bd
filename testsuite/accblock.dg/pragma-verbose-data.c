/* Under "verbose", data clauses are explained once: they only validate,
   since data lives in shared main memory.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-verbose" } */

void
f (int n, double *a)
{
#pragma acc data copy(a[0:n]) /* { dg-message "9: note: accblock: OpenACC data clauses and directives are only validated: data lives in shared main memory and the accblock runtime stages it into local memory" } */
  ;
#pragma acc data copyin(a[0:n])
  ;
}
