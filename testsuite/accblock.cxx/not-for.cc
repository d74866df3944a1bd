// C++ cannot peek at the token after the pragma: whether a loop
// directive is followed by a loop is decided on the statement.
// { dg-do compile }

int a[64];
int s;

void
assignment_then_loop (int n)
{
#pragma acc parallel loop block(i:4) // { dg-error "9: error: '#pragma acc loop' with a 'block' clause is not followed by a 'for' loop" }
  s = n;
  for (int i = 0; i < n; i++)
    a[i] = i;
}

void
not_a_loop (int n)
{
#pragma acc loop // { dg-message "9: note: accblock: loop left alone: it is not followed by a 'for' loop" }
  a[3] = n;
}
