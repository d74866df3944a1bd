/* A parallel loop without pragma that streams its data and runs once per
   run of the program (the setup loop of main, or of a static function
   main calls once, outside its loops) is left alone as a whole, with a
   remark saying why: one pass over its data gains too little to pay for
   a tile function, whose compilation (and, on the host target, that of
   its clones) costs as much as the kernel's own (once.cc, reuse.cc).
   The same loop is dispatched when anything may run it more than once:
   a loop around the call, a caller outside main's straight line, a
   public function (another file may call it), a function whose address
   is taken, a recursive one; so is a nest that reuses what it loads,
   however often it runs, and a loop in main inside another loop (here
   with the outer loop, which carries a dependence only within each
   value of it, whole in each of its tiles: outer-whole.cc).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fopt-info-omp-optimized-missed" } */

#define N 256

double a[N][N], b[N][N], c[N][N];
void (*hook) (void);

static void
setup (void)
{
  for (int i = 0; i < N; i++) /* { dg-message "3: missed: loop 'i' left alone: it runs once per run of the program and each iteration touches new elements: one pass over its data gains too little to pay for a tile function" } */
    for (int j = 0; j < N; j++)
      a[i][j] = i + j;
}

static void
setup_twice (void)
{
  for (int i = 0; i < N; i++) /* { dg-message "3: missed: loop 'i' left alone: it runs once per run" } */
    for (int j = 0; j < N; j++)
      b[i][j] = i - j;
}

static __attribute__ ((noinline)) void
in_a_loop (void)
{
  for (int i = 0; i < N; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" } */
    for (int j = 0; j < N; j++)
      b[i][j] += 1;
}

static __attribute__ ((noinline)) void
by_address (void)
{
  for (int i = 0; i < N; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" } */
    for (int j = 0; j < N; j++)
      c[i][j] = 2 * i;
}

void
visible (void)
{
  for (int i = 0; i < N; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" } */
    for (int j = 0; j < N; j++)
      c[i][j] = 3 * j;
}

static __attribute__ ((noinline)) void
recursive (int depth)
{
  for (int i = 0; i < N; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" } */
    for (int j = 0; j < N; j++)
      c[i][j] += depth;
  if (depth > 0)
    recursive (depth - 1);
}

static __attribute__ ((noinline)) void
product (void)
{
  for (int i = 0; i < N; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" } */
    for (int k = 0; k < N; k++)
      for (int j = 0; j < N; j++)
	c[i][j] += a[i][k] * b[k][j];
}

int
main (void)
{
  setup ();
  setup_twice ();
  setup_twice ();
  for (int t = 0; t < 3; t++) /* { dg-message "3: missed: loop 't' left alone: a function called" } */
    in_a_loop ();
  hook = by_address;
  recursive (2);
  product ();
  for (int i = 0; i < N; i++) /* { dg-message "3: missed: loop 'i' left alone: it runs once per run" } */
    for (int j = 0; j < N; j++)
      c[i][j] += a[i][j];
  for (int t = 0; t < 2; t++) /* { dg-message "3: optimized: inferred block\\(i:\\?\\)" } */
    for (int i = 0; i < N; i++) /* { dg-message "5: optimized: loop 't' carries a dependence only within each value of 'i'" } */
      a[i][0] += 1;
  visible ();
  return c[1][1] > 0;
}

/* { dg-prune-output "inferred block|blocked nest|run in parallel too" } */
