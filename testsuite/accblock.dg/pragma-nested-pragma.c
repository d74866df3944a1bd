/* A _Pragma inside an acc pragma line is refused cleanly, whether it is
   written there, comes from a macro, or sits inside the string of an
   outer _Pragma (where it is expanded before the line is read).  */
/* { dg-do compile } */

#define NESTED _Pragma ("acc loop")

int w[16];

void
f (int n)
{
#pragma acc loop NESTED /* { dg-error "18: error: unknown OpenACC clause '_Pragma'" } */
  for (int i = 0; i < n; i++)
    w[i] = i;
#pragma acc loop gang _Pragma ("acc loop") /* { dg-error "23: error: unknown OpenACC clause '_Pragma'" } */
  for (int i = 0; i < n; i++)
    w[i] = i;
  _Pragma ("acc loop _Pragma (\"acc loop\")") /* { dg-error "error: a pragma inside '#pragma acc'; the rest of the line is ignored" } */
  for (int i = 0; i < n; i++)
    w[i] = i;
}
