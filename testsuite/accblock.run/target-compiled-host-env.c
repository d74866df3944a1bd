/* Compiled for the host, run with ACCBLOCK_TARGET=paper: the variable
   overrides the target the program was compiled for.  */
/* { dg-options "-fplugin-arg-accblock-block -fplugin-arg-accblock-target=host" } */
/* { dg-set-target-env-var ACCBLOCK_TARGET "paper" } */
/* { accblock-final { scan-stats "\"accelerators\": 64,\n  \"local_mem_bytes\": 16384," } } */
/* { accblock-final { scan-stderr-not "warning" } } */

#include "target-compiled.h"
