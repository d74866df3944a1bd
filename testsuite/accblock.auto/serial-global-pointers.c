/* Serial loops over arrays reached through global pointers: the nest
   loads the pointer in every iteration, but no store of the nest may
   change it (-fstrict-aliasing), so the arrays have bases the dependence
   test can compare.  A loop that updates what one pointer points to is
   parallel; one that reads through another pointer is blocked on
   condition that the two do not point into one array, which the runtime
   checks before each dispatch; one whose elements carry a value
   to the next is left alone; the types of the references keep an int
   array apart from the doubles a pointer reaches.  Without the type
   rules (-fno-strict-aliasing, stage-global-pointers-no-strict in
   accblock.dg) the stores may change the pointers themselves.  */
/* { dg-do compile } */
/* { dg-options "-fstrict-aliasing -fplugin-arg-accblock-block -fplugin-arg-accblock-cost-model=unlimited -fplugin-arg-accblock-auto=greedy -fopt-info-optimized-missed" } */

double *gv, *gw;
int counts[1000];
int n = 1000;

void
update (void)
{
  for (int i = 0; i < n; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" } */
    gv[i] = gv[i] * 2 + 1;
}
/* { dg-message "3: optimized: blocked nest with block\\(i:\[0-9?\]+\\)" "" { target *-*-* } 22 } */

void
copy (void)
{
  for (int i = 0; i < n; i++) /* { dg-message "3: optimized: 'gw' and 'gv' may overlap: their address ranges are checked before each dispatch; when they overlap, the nest runs as written" } */
    gw[i] = gv[i];
}
/* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" "" { target *-*-* } 30 } */
/* { dg-message "3: optimized: blocked nest with block\\(i:\\?\\)" "" { target *-*-* } 30 } */

void
prefix (void)
{
  for (int i = 1; i < n; i++) /* { dg-message "3: missed: loop 'i' left alone: it carries a dependence on 'gv'" } */
    gv[i] += gv[i - 1];
}

void
from_counts (void)
{
  for (int i = 0; i < 1000; i++) /* { dg-message "3: optimized: loop 'i' has no pragma and is parallel" } */
    gv[i] = counts[i] * 0.5;
}
/* { dg-message "3: optimized: blocked nest with block\\(i:\[0-9\]+\\)" "" { target *-*-* } 46 } */

/* { dg-prune-output "inferred block" } */
/* { dg-prune-output "stays in main memory" } */
