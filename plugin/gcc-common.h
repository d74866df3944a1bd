/* gcc-common.h -- the one place that includes GCC's internal headers.

   Why this file exists: GCC's plugin headers must be included in a fixed
   order (gcc-plugin.h first, then the tree and GIMPLE layers), and that
   order changes between releases.  Every plugin file includes this header
   instead, so a GCC upgrade touches one file.  Built against GCC 12.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_GCC_COMMON_H
#define ACCBLOCK_GCC_COMMON_H

#include "gcc-plugin.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "target.h"
/* The C front end headers must precede diagnostic-core.h.  */
#include "c-family/c-common.h"
#include "c-family/c-pragma.h"
#include "c-tree.h"
#include "tree.h"
#include "gimple.h"
#include "tree-pass.h"
#include "ssa.h"
#include "cgraph.h"
#include "diagnostic.h"
#include "diagnostic-core.h"
#include "fold-const.h"
#include "stor-layout.h"
#include "stringpool.h"
#include "attribs.h"
#include "tree-nested.h"
#include "tree-iterator.h"
#include "gimple-iterator.h"
#include "gimple-walk.h"
#include "gimplify.h"
#include "gimplify-me.h"
#include "gimple-pretty-print.h"
#include "tree-pretty-print.h"
#include "tree-cfg.h"
#include "tree-into-ssa.h"
#include "tree-ssa.h"
#include "tree-dfa.h"
#include "cfgloop.h"
#include "tree-scalar-evolution.h"
#include "tree-data-ref.h"
#include "tree-ssa-loop-niter.h"
#include "tree-chrec.h"
#include "dumpfile.h"
#include "dump-context.h"
#include "opts.h"
#include "options.h"
#include "langhooks.h"
#include "intl.h"
#include "gcc-rich-location.h"
#include "toplev.h"
#include "except.h"
#include "output.h"
#include "varasm.h"
#include "gimple-fold.h"
#include "cfghooks.h"
#include "cfganal.h"
#include "dominance.h"
#include "context.h"
#include "omp-general.h"

#endif /* ACCBLOCK_GCC_COMMON_H */
