/* Real OpenACC code must compile unchanged: every directive and clause
   accblock accepts, in the spellings OpenACC programs use, with no
   diagnostic under -Wall but the warnings for the 'if' clauses of enter
   and exit data, which accblock does not evaluate.  */
/* { dg-do compile } */
/* { dg-options "-Wall -Wextra" } */

#define N 64
#define BS 8

float a[N][N], b[N][N], c[N];
struct grid { int n; float *cells; struct grid *next; } grid;
#pragma acc declare copyin(b) create(c[0:N]) device_resident(a) link(c)

#pragma acc routine seq
static float
twice (float x)
{
  return 2 * x;
}
#pragma acc routine (twice) worker nohost bind(twice)

float
sum_all (int n, float *restrict v, float (*m)[N])
{
  float s = 0, t = 0;
  int i, j, k = 0;	/* A reduction starts from its value.  */
  long q = 0;
#pragma acc declare present(v[0:n]) deviceptr(m)

#pragma acc data copy(a) copyin(b[0:N][0:N], v[:n]) copyout(c[1:n-1]) \
                 create(t) present(m[0:n]) pcopy(q) pcopyin(s) \
                 pcopyout(c) pcreate(k) present_or_copy(a[0:1]) \
                 present_or_copyin(b) present_or_copyout(c[0:(n)]) \
                 present_or_create(t) deviceptr(v) if(n > 0) default(none)
  {
#pragma acc enter data copyin(a) create(c[0:N]) pcopyin(b) pcreate(t) \
                       present_or_copyin(s) present_or_create(q) \
                       if(n) async(1) wait(2, 3) /* { dg-warning "24: warning: the 'if' clause of '#pragma acc enter data' is not evaluated" } */
#pragma acc exit data copyout(a) delete(c) finalize async wait if(1) /* { dg-warning "64: warning: the 'if' clause of '#pragma acc exit data' is not evaluated" } */
#pragma acc update self(a[0:N][0:N]) host(c) device(b[0:2]) if_present \
                   async(n % 2) wait if(n)
#pragma acc wait
#pragma acc wait (1, 2) async(3) if(n > 1)
#pragma acc wait async
#pragma acc parallel num_gangs(N / 2) num_workers(4) vector_length(32) \
                     async wait(1) if(1) private(j) firstprivate(s) \
                     reduction(+:t) copy(a) default(present)
    {
#pragma acc loop gang worker vector independent private(k) reduction(max:q)
      for (i = 0; i < n; i++)
        q = q > i ? q : i;
    }
#pragma acc kernels copyin(b) copyout(c) async(2) wait(1, 2) \
                    num_gangs(2) num_workers(2) vector_length(64) if(n)
    {
#pragma acc loop seq
      for (i = 0; i < n; i++)
        c[i] = b[i][0];
#pragma acc loop auto collapse(2)
      for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
          a[i][j] = b[j][i];
#pragma acc loop gang(num:4, static:*) worker(2) vector(32) tile(8, *) \
                 device_type(nvidia) gang vector(128) dtype(*) worker
      for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
          a[i][j] += 1;
    }
#pragma acc parallel loop reduction(+:s) reduction(*:t) copyin(v[0:n]), \
                          gang, vector_length(128)
    for (i = 0; i < n; i++)
      s += v[i];
#pragma acc kernels loop independent copy(a[0:N]) present(b) \
                         reduction(&:k) reduction(|:j) reduction(^:q)
    for (i = 0; i < n; i++)
      a[i][i] = b[i][i];
#pragma acc parallel loop reduction(&&:i) reduction(||:j) reduction(min:s)
    for (k = 0; k < n; k++)
      t += m[k][k];
#pragma acc parallel loop block(i:BS, j:2*BS) copyin(b) copyout(a)
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        {
#pragma acc cache(b[i:1][j:BS])
          a[i][j] = twice (b[i][j]);
        }
#pragma acc update device(grid.cells[0:grid.n], grid.next->cells[:1])
#pragma acc host_data use_device(v) if(n) if_present
    s += v[0];
  }
  return s + t + q + c[0] + a[1][1];
}
