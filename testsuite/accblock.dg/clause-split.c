/* The split clause: split(index:groups) names a blocked inner loop and at
   least two groups; anything else is an error at the offending token.  */
/* { dg-do compile } */

int c[64][64], a[64][64];

void
f (void)
{
#pragma acc loop block(i:4, k:8) split(k:1) /* { dg-error "42: error: 'split' into one group splits nothing: give at least 2 groups" } */
  for (int i = 0; i < 64; i++)
    for (int k = 0; k < 64; k++)
      c[i][0] += a[i][k];
#pragma acc loop block(i:4, k:8) split(k:0) /* { dg-error "42: error: group count for 'k' must be positive, not 0" } */
  for (int i = 0; i < 64; i++)
    for (int k = 0; k < 64; k++)
      c[i][0] += a[i][k];
#pragma acc loop block(i:4) split(k:2) /* { dg-error "35: error: 'split' names 'k', which the 'block' clause does not block" } */
  for (int i = 0; i < 64; i++)
    for (int k = 0; k < 64; k++)
      c[i][0] += a[i][k];
#pragma acc loop split(k:2) /* { dg-error "18: error: 'split' clause without a 'block' clause: only the tiles of a blocked loop can be split" } */
  for (int i = 0; i < 64; i++)
    for (int k = 0; k < 64; k++)
      c[i][0] += a[i][k];
#pragma acc loop block(i:4, k:8) split(i:2) /* { dg-error "40: error: 'i' is the outer loop, whose tiles already run in parallel: 'split' names an inner loop" } */
  for (int i = 0; i < 64; i++)
    for (int k = 0; k < 64; k++)
      c[i][0] += a[i][k];
#pragma acc loop block(i:4, k:8) split(k) /* { dg-error "41: error: missing group count for 'k', as in 'k:2'" } */
  for (int i = 0; i < 64; i++)
    for (int k = 0; k < 64; k++)
      c[i][0] += a[i][k];
#pragma acc loop block(i:4, k:8) split(k:2) split(k:3) /* { dg-error "45: error: 'split' clause given twice" } */
/* { dg-message "34: note: first 'split' clause here" "" { target *-*-* } 34 } */
  for (int i = 0; i < 64; i++)
    for (int k = 0; k < 64; k++)
      c[i][0] += a[i][k];
#pragma acc loop block(i:4, k:8) split(2) /* { dg-error "40: error: expected a loop index, as in 'split\\(k:2\\)'" } */
  for (int i = 0; i < 64; i++)
    for (int k = 0; k < 64; k++)
      c[i][0] += a[i][k];
}
