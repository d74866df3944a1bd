/* openacc-builtins.h -- GCC's OpenACC parallelism builtins under
   accblock.

   Why this file exists: GCC declares __builtin_goacc_parlevel_id and
   __builtin_goacc_parlevel_size only with -fopenacc, which accblock
   cannot pass to cc1 (its plugin implements the acc pragmas instead of
   GCC's OpenACC parser).  accblock.specs therefore turns -fopenacc into
   -fopenacc-block, defines _OPENACC, and includes this header in front of
   every preprocessed source (-include), so that programs using the
   builtins compile and link against libaccblock's answers
   (openacc-device.c): gang, worker and vector ids 0 and sizes 1, the
   host fallback's values, which hold inside a tile as well because a
   compute construct's code runs once per iteration, never redundantly.
   The assembler's preprocessing sees nothing.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_OPENACC_BUILTINS_H
#define ACCBLOCK_OPENACC_BUILTINS_H 1

#ifndef __ASSEMBLER__

#ifdef __cplusplus
extern "C" {
#endif

/* LEVEL is GCC's GOMP_DIM_GANG (0), GOMP_DIM_WORKER (1) or
   GOMP_DIM_VECTOR (2); another value stops the program.  */
int __accblock_goacc_parlevel_id (int level);
int __accblock_goacc_parlevel_size (int level);

#ifdef __cplusplus
}
#endif

#define __builtin_goacc_parlevel_id(level) \
  __accblock_goacc_parlevel_id (level)
#define __builtin_goacc_parlevel_size(level) \
  __accblock_goacc_parlevel_size (level)

#endif /* __ASSEMBLER__ */

#endif /* ACCBLOCK_OPENACC_BUILTINS_H */
