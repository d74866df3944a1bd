/* Compiled without a target key: the default paper machine.  */
/* { dg-options "-fplugin-arg-accblock-block" } */
/* { accblock-final { scan-stats "\"accelerators\": 64,\n  \"local_mem_bytes\": 16384," } } */

#include "target-compiled.h"
