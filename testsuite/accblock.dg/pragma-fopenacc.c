/* GCC's own OpenACC and accblock's pragmas cannot both own "#pragma acc":
   -fopenacc is refused with a message that says what to do.  */
/* { dg-do compile } */
/* { dg-options "-fopenacc" } */
/* { dg-error "error: accblock: '-fopenacc' cannot be used with the accblock plugin, which implements the '#pragma acc' directives itself; drop '-fopenacc'" "" { target *-*-* } 0 } */
/* { dg-message "terminated" "" { target *-*-* } 0 } */

void
f (void)
{
}
