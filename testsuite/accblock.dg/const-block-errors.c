/* What C leaves undefined in an integer constant expression is an error
   at the operator or operand concerned: shifts by a negative count or by
   the width, left shifts of negative values or into the sign bit,
   signed overflow, division by zero where the operand is evaluated;
   casts only to integer types, sizeof only of complete types of
   constant size, members that exist and are not bit-fields.  */
/* { dg-do compile } */

typedef struct { int x : 3; int y; } bits;
typedef double real;
struct tagged { int z; };
bits b;

void
f (int m, double *a, double (*v)[m])
{
  int i;
#pragma acc loop block(i:1 << 64) /* { dg-error "31: error: left shift count 64 is not less than the width of 'int', 32 bits" } */
  for (i = 0; i < m; i++)
    a[i] = 0;
#pragma acc loop block(i:1 << -1) /* { dg-error "31: error: left shift count is negative" } */
  for (i = 0; i < m; i++)
    a[i] = 0;
#pragma acc loop block(i:8 >> 32) /* { dg-error "31: error: right shift count 32 is not less than the width of 'int', 32 bits" } */
  for (i = 0; i < m; i++)
    a[i] = 0;
#pragma acc loop block(i:-1 << 2) /* { dg-error "26: error: left shift of negative value -1" } */
  for (i = 0; i < m; i++)
    a[i] = 0;
#pragma acc loop block(i:1 << 31) /* { dg-error "28: error: integer overflow in constant expression" } */
  for (i = 0; i < m; i++)
    a[i] = 0;
#pragma acc loop block(i:-(-2147483647 - 1)) /* { dg-error "26: error: integer overflow in constant expression" } */
  for (i = 0; i < m; i++)
    a[i] = 0;
#pragma acc loop block(i:9223372036854775807 + 1u) /* { dg-error "46: error: integer overflow in constant expression" } */
  for (i = 0; i < m; i++)
    a[i] = 0;
#pragma acc loop block(i:0 ? 1 : 5 % 0) /* { dg-error "36: error: division by zero in constant expression" } */
  for (i = 0; i < m; i++)
    a[i] = 0;
#pragma acc loop block(i:(int) 1e30) /* { dg-error "32: error: floating constant out of the range of 'int'" } */
  for (i = 0; i < m; i++)
    a[i] = 0;
#pragma acc loop block(i:(real) 4) /* { dg-error "27: error: cast to 'real' \\{aka 'double'\\}, which is not an integer type, in an integer constant expression" } */
  for (i = 0; i < m; i++)
    a[i] = 0;
#pragma acc loop block(i:(char *) 4) /* { dg-error "27: error: cast to 'char \\*', which is not an integer type" } */
  for (i = 0; i < m; i++)
    a[i] = 0;
#pragma acc loop block(i:sizeof (struct tagged)) /* { dg-error "34: error: 'struct' tags cannot be looked up in a pragma; name the type with a typedef" } */
  for (i = 0; i < m; i++)
    a[i] = 0;
#pragma acc loop block(i:sizeof (long char)) /* { dg-error "34: error: these specifiers do not name a type" } */
  for (i = 0; i < m; i++)
    a[i] = 0;
#pragma acc loop block(i:sizeof b.x) /* { dg-error "35: error: 'x' is a bit-field, which has no size in bytes" } */
  for (i = 0; i < m; i++)
    a[i] = 0;
#pragma acc loop block(i:sizeof b.w) /* { dg-error "35: error: 'bits' has no member named 'w'" } */
  for (i = 0; i < m; i++)
    a[i] = 0;
#pragma acc loop block(i:sizeof *v) /* { dg-error "26: error: the size of the variable-length type 'double\\\[m\\\]' is not a constant" } */
  for (i = 0; i < m; i++)
    a[i] = 0;
#pragma acc loop block(i:sizeof m[0]) /* { dg-error "34: error: subscripted or dereferenced value of type 'int' is neither array nor pointer" } */
  for (i = 0; i < m; i++)
    a[i] = 0;
#pragma acc loop block(i:sizeof (void)) /* { dg-error "26: error: invalid application of 'sizeof' to incomplete type 'void'" } */
  for (i = 0; i < m; i++)
    a[i] = 0;
#pragma acc loop block(i:2 ? 3) /* { dg-error "31: error: expected ':'" } */
  for (i = 0; i < m; i++)
    a[i] = 0;
#pragma acc loop block(i:1 ? m : 2) /* { dg-error "30: error: 'm' is not an integer constant; block size must be a constant expression" } */
  for (i = 0; i < m; i++)
    a[i] = 0;
#pragma acc loop block(i:1 - 1u) /* { dg-error "26: error: block size for 'i' must be positive, not 0" } */
  for (i = 0; i < m; i++)
    a[i] = 0;
#pragma acc loop collapse(1 << 70) /* { dg-error "32: error: left shift count 70 is not less than the width of 'int', 32 bits" } */
  for (i = 0; i < m; i++)
    a[i] = 0;
}
