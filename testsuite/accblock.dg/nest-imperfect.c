/* Statements between two blocked levels would run once per tile: an
   error at the statement.  Inside the deepest blocked level they are
   fine (gemm's C[i][j] *= beta).  */
/* { dg-do compile } */

double c[64][64];

void
between (int n)
{
#pragma acc loop block(i:4, j:4) /* { dg-message "9: note: blocked nest starts here" } */
  for (int i = 0; i < n; i++)
    {
      c[i][0] = 1; /* { dg-error "15: error: this statement sits between loop 'i' and loop 'j'" } */
      for (int j = 0; j < n; j++)
	c[i][j] += 1;
    }
}

void
inside_deepest (int n, double beta)
{
#pragma acc loop block(i:4, j:4)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	c[i][j] *= beta;
	for (int k = 0; k < n; k++)
	  c[i][j] += c[i][k];
      }
}
