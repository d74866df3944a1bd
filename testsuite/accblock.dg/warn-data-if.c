/* The if clause of enter and exit data is not evaluated, so the present
   table is updated whatever it says: a warning says so, under the
   "clause" kind; a directive without items to record gets none.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block" } */

int a[8];

void
f (int n)
{
#pragma acc enter data copyin(a) if(n) /* { dg-warning "34: warning: the 'if' clause of '#pragma acc enter data' is not evaluated: the present table is updated as if it were true \\\[-fplugin-arg-accblock-warn=clause\\\]" } */
#pragma acc exit data delete(a) if(n > 1) /* { dg-warning "33: warning: the 'if' clause of '#pragma acc exit data' is not evaluated" } */
#pragma acc update device(a) if(n)
}
