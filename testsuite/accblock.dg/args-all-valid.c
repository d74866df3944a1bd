/* Every key with a valid value loads without a diagnostic.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-auto=greedy -fplugin-arg-accblock-local-mem=16K -fplugin-arg-accblock-num-accel=8 -fplugin-arg-accblock-target=cell -fplugin-arg-accblock-dump -fplugin-arg-accblock-auto -fplugin-arg-accblock-parallel-tiles -fplugin-arg-accblock-parallel-tiles=yes -fplugin-arg-accblock-interchange -fplugin-arg-accblock-interchange=no -fplugin-arg-accblock-time-slack=0 -fplugin-arg-accblock-time-slack=100 -fplugin-arg-accblock-tile-clones=none -fplugin-arg-accblock-skew -fplugin-arg-accblock-skew=no -fplugin-arg-accblock-preserving-dispatch -fplugin-arg-accblock-preserving-dispatch=no" } */

int x;
