/* Block sizes are C integer constant expressions, evaluated the way C
   evaluates them: operators with their precedence and the usual
   arithmetic conversions, casts to integer types, sizeof and _Alignof of
   types and declared variables, enumerators and character constants;
   the remark gives the value each one stands for.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fopt-info-optimized" } */

typedef unsigned long size;
typedef short half;
enum { BS = 8, NEG = -2 };
struct pair
{
  int first;
  double second[3];
  struct { char tag; };
};

double a[64];
struct pair pairs[4];

#define LOOP for (int i = 0; i < n; i++) a[i] = i

void
f (int n, int *ptr)
{
  double local[5];
#pragma acc loop block(i:1<<3) /* { dg-message "9: optimized: \[^\n\]*block\\(i:8\\)" } */
  LOOP;
#pragma acc loop block(i:sizeof (int)) /* { dg-message "9: optimized: \[^\n\]*block\\(i:4\\)" } */
  LOOP;
#pragma acc loop block(i:(int) 5) /* { dg-message "9: optimized: \[^\n\]*block\\(i:5\\)" } */
  LOOP;
#pragma acc loop block(i:BS) /* { dg-message "9: optimized: \[^\n\]*block\\(i:8\\)" } */
  LOOP;
#pragma acc loop block(i:'a' - 'A') /* { dg-message "9: optimized: \[^\n\]*block\\(i:32\\)" } */
  LOOP;
#pragma acc loop block(i:sizeof a / sizeof a[0]) /* { dg-message "9: optimized: \[^\n\]*block\\(i:64\\)" } */
  LOOP;
#pragma acc loop block(i:sizeof (local)) /* { dg-message "9: optimized: \[^\n\]*block\\(i:40\\)" } */
  LOOP;
#pragma acc loop block(i:sizeof pairs[1].second) /* { dg-message "9: optimized: \[^\n\]*block\\(i:24\\)" } */
  LOOP;
#pragma acc loop block(i:sizeof *ptr + sizeof (pairs->tag)) /* { dg-message "9: optimized: \[^\n\]*block\\(i:5\\)" } */
  LOOP;
#pragma acc loop block(i:sizeof (size) + sizeof (const half)) /* { dg-message "9: optimized: \[^\n\]*block\\(i:10\\)" } */
  LOOP;
#pragma acc loop block(i:sizeof (unsigned long long int *) - sizeof 'a') /* { dg-message "9: optimized: \[^\n\]*block\\(i:4\\)" } */
  LOOP;
#pragma acc loop block(i:_Alignof (double) + __alignof__ (char)) /* { dg-message "9: optimized: \[^\n\]*block\\(i:9\\)" } */
  LOOP;
#pragma acc loop block(i:(unsigned char) 260) /* { dg-message "9: optimized: \[^\n\]*block\\(i:4\\)" } */
  LOOP;
#pragma acc loop block(i:-NEG * 3) /* { dg-message "9: optimized: \[^\n\]*block\\(i:6\\)" } */
  LOOP;
#pragma acc loop block(i:~0u >> 28) /* { dg-message "9: optimized: \[^\n\]*block\\(i:15\\)" } */
  LOOP;
#pragma acc loop block(i:(0x0f & 0x3c) | 1 ^ 2) /* { dg-message "9: optimized: \[^\n\]*block\\(i:15\\)" } */
  LOOP;
#pragma acc loop block(i:3 > 2 && 2 >= 2 ? 5 : 1 / 0) /* { dg-message "9: optimized: \[^\n\]*block\\(i:5\\)" } */
  LOOP;
#pragma acc loop block(i:0 && 99 / 0 || !0) /* { dg-message "9: optimized: \[^\n\]*block\\(i:1\\)" } */
  LOOP;
#pragma acc loop block(i:-1 < 0u ? 1 : 2) /* { dg-message "9: optimized: \[^\n\]*block\\(i:2\\)" } */
  LOOP;
#pragma acc loop block(i:(int) 2.5 + (_Bool) 7 + (2 != 3) * 10) /* { dg-message "9: optimized: \[^\n\]*block\\(i:13\\)" } */
  LOOP;
#pragma acc loop block(i:(long) 1 << 40 >> 37) /* { dg-message "9: optimized: \[^\n\]*block\\(i:8\\)" } */
  LOOP;
#pragma acc loop block(i:18446744073709551615u / 4611686018427387904u) /* { dg-message "9: optimized: \[^\n\]*block\\(i:3\\)" } */
  LOOP;
#pragma acc loop block(i:(size) -1 % 1000 - 600) /* { dg-message "9: optimized: \[^\n\]*block\\(i:15\\)" } */
  LOOP;
}
