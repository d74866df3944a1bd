/* broken.c -- does not compile: the wrapper must return gcc's failure.  */

int
main (void)
{
  return undeclared_variable;
}
