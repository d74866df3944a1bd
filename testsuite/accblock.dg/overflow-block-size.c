/* An integer literal too large for any type (cpp truncates it, after its
   warning) is an error at the literal, wherever it stands; a value that
   does not fit the 64-bit signed words of the descriptor is an error at
   the expression, for block sizes, group counts and collapse counts.  */
/* { dg-do compile } */

void
f (int n, double *a)
{
  int i;
#pragma acc loop block(i:99999999999999999999999) /* { dg-error "26: error: block size for 'i' does not fit in 64 bits" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(i:2 * 99999999999999999999999) /* { dg-error "30: error: block size for 'i' does not fit in 64 bits" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(i:0 && 99999999999999999999999) /* { dg-error "31: error: block size for 'i' does not fit in 64 bits" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(i:9223372036854775808u) /* { dg-error "26: error: block size for 'i' does not fit in 64 bits" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(i:(unsigned long) 1 << 63) /* { dg-error "26: error: block size for 'i' does not fit in 64 bits" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(i:(__int128) 1 << 100) /* { dg-error "26: error: block size for 'i' does not fit in 64 bits" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(i:-((__int128) 1 << 100)) /* { dg-error "26: error: block size for 'i' does not fit in 64 bits" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop block(i:(long) 4611686018427387904 * 2) /* { dg-error "53: error: integer overflow in constant expression" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
#pragma acc loop collapse(99999999999999999999999) /* { dg-error "27: error: collapse count does not fit in 64 bits" } */
  for (i = 0; i < n; i++)
    a[i] = 0;
}
/* cpp's own warning about each of those literals.  */
/* { dg-warning "26: warning: integer constant is too large for its type" "" { target *-*-* } 11 } */
/* { dg-warning "30: warning: integer constant is too large for its type" "" { target *-*-* } 14 } */
/* { dg-warning "31: warning: integer constant is too large for its type" "" { target *-*-* } 17 } */
/* { dg-warning "27: warning: integer constant is too large for its type" "" { target *-*-* } 35 } */

void
g (int n, double (*c)[64])
{
#pragma acc loop block(i:8, k:4) split(k:18446744073709551615u) /* { dg-error "42: error: group count for 'k' does not fit in 64 bits" } */
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 64; k++)
      c[i][k] += 1;
}
