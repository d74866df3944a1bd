/* A staged array whose halo spans a loop with bounds known only at run
   time (a filter of TAPS coefficients): the outer trip count is a
   constant, but the model could only price x in main memory, so the
   levels are named and the runtime chooses their sizes with the halo
   it knows (accblock.run/infer/runtime-halo.c checks the run).  With
   constant bounds on k the model chooses at compile time.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto=model -fopt-info-optimized -fplugin-arg-accblock-dump" } */

#define N 4096
double x[N + 64], h[64], y[N];

void
filter (int taps)
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(i:\\?\\) \\(model at run time\\): the halo of a staged array is only known then" } */
  for (int i = 0; i < N; i++)
    {
      double s = 0;
      for (int k = 0; k < taps; k++)
	s += h[k] * x[i + k];
      y[i] = s;
    }
}

void
filter_of_eight (void)
{
#pragma acc parallel loop /* { dg-message "9: optimized: inferred block\\(i:\[0-9\]+\\) \\(model\\)" } */
  for (int i = 0; i < N; i++)
    {
      double s = 0;
      for (int k = 0; k < 8; k++)
	s += h[k] * x[i + k];
      y[i] = s;
    }
}

/* { dg-message "9: optimized: blocked nest with block\\(i:\\?\\): tile count known at run time" "" { target *-*-* } 16 } */
/* { dg-message "9: optimized: blocked nest with block\\(i:\[0-9\]+\\)" "" { target *-*-* } 29 } */
/* { dg-final { scan-accblock-dump "section x\\\[i\\+k\\\] read, 1 references" } } */
/* { dg-final { scan-accblock-dump "section x\\\[i\{\\+0..\\+7\}\\\] read, 1 references" } } */
