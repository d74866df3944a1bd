/* A single loop whose trip count is only known at run time is versioned
   on it (outline-version.cc): below the count at which a dispatch can
   pay it runs as written.  That way is the likely one, so that GCC puts
   the loop straight after the test: a taken branch costs an 8-iteration
   loop in a function called millions of times several per cent
   (benchmarks/README.md, kernels/tiny.c), a dispatch nothing it can
   notice.  The dump shows the test's probabilities: 20% for the
   dispatched copy.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-dump -fopt-info-optimized" } */

double x[64], y[64];

void
axpy (int n, double a)
{
  for (int i = 0; i < n; i++) /* { dg-message "runs as written when it has fewer than \[0-9\]+ iterations" } */
    y[i] = a * x[i] + y[i];
}

/* { dg-prune-output "optimized: (?!loop 'i' runs as written)" } */
/* { dg-final { scan-accblock-dump "if \\(\[^\n\]* > \[0-9\]+\\)\n *goto <bb \[0-9\]+>; \\\[20\\.00%\\\]\n *else\n *goto <bb \[0-9\]+>; \\\[80\\.00%\\\]" } } */
