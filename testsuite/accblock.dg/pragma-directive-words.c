/* "enter" and "exit" need "data"; a directive word in clause position
   is an unknown clause.  */
/* { dg-do compile } */

void
f (int n, double *a)
{
#pragma acc enter copyin(a[0:n]) /* { dg-error "19: error: expected 'data' after '#pragma acc enter'" } */
#pragma acc exit datum /* { dg-error "18: error: expected 'data' after '#pragma acc exit'" } */
#pragma acc data loop /* { dg-error "18: error: unknown OpenACC clause 'loop'" } */
  ;
#pragma acc loop 42 /* { dg-error "18: error: expected an OpenACC clause" } */
  for (int i = 0; i < n; i++)
    a[i] = 0;
}
