/* vla-zero-extent.h without pragmas under -fauto-block: the runtime
   chooses the block sizes with the model and compares the arrays'
   address ranges at each call, for shapes with zero extents too.  */
/* { dg-options "-DSERIAL_KERNELS -fplugin-arg-accblock-block -fplugin-arg-accblock-auto -fplugin-arg-accblock-cost-model=unlimited" } */
/* { accblock-final { scan-stats "vla-zero-extent\\.h:27:3\", \[^\}\]*\"dispatches\": [1-9]" } } */

#include "vla-zero-extent.h"
