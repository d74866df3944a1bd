// std::vector's data () and raw __restrict__ pointers; a matrix
// multiply on vectors in row-major order.
#include <cstdio>
#include <vector>

static void
axpy (std::vector<double> &y, const std::vector<double> &x, double a)
{
  double *__restrict__ py = y.data ();
  const double *__restrict__ px = x.data ();
  int n = (int) y.size ();
#pragma acc parallel loop block(i:64)
  for (int i = 0; i < n; i++)
    py[i] += a * px[i];
}

static void
matmul (std::vector<int> &c, const std::vector<int> &a,
	const std::vector<int> &b, int n)
{
  int *pc = c.data ();
  const int *pa = a.data ();
  const int *pb = b.data ();
#pragma acc parallel loop block(i:8, j:16)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	int s = 0;
	for (int k = 0; k < n; k++)
	  s += pa[i * n + k] * pb[k * n + j];
	pc[i * n + j] = s;
      }
}

int
main (void)
{
  std::vector<double> y (1000), x (1000);
  for (int i = 0; i < 1000; i++)
    {
      y[i] = i;
      x[i] = 1000 - i;
    }
  axpy (y, x, 0.5);
  int n = 40;
  std::vector<int> a (n * n), b (n * n), c (n * n);
  for (int i = 0; i < n * n; i++)
    {
      a[i] = i % 11 - 5;
      b[i] = i % 7 - 3;
    }
  matmul (c, a, b, n);
  double sy = 0;
  for (double v : y)
    sy += v;
  long sc = 0;
  for (int i = 0; i < n * n; i++)
    sc = sc * 3 + c[i];
  printf ("%.2f %ld\n", sy, sc);
  return 0;
}
