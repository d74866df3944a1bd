/* stage-gain.c -- whether copying a data block into local memory pays.

   Why this file exists: on a target whose local memory is a
   scratchpad (paper, cell, sw26010) every block that fits is staged,
   since main memory is the only alternative and it is slow.  On a
   target whose local memory stands for a cache (host), a block copied
   in costs a copy in (and a copy out when written) on top of the cache
   fills the tile makes anyway, and the copy only pays when the tile
   comes back to each element many times: a matmul's block of A, used
   once for every column of the tile.  A streaming stencil touches each
   element from a few neighbouring iterations only, which the cache
   serves from the lines it has just filled; copying its blocks is pure
   extra traffic.  The runtime (runtime/stage.c, at each dispatch) and
   the blocking model (model/footprint.c, when it prices a block vector)
   ask this one rule, so the plugin's prices and the runtime's copies
   agree.

   The reuse counted is the tile's iterations per element of the block,
   not its references per element: several references of one array in
   one iteration (a stencil's neighbours) are reuse at a distance the
   cache covers, while an element used by many different iterations of
   the tile (a dimension of the tile that does not index the array) is
   the reuse a copy keeps close.  Plain C99.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accel-target.h"

int
accblock_target_stage_pays (const struct accblock_target *target,
                            double tile_iterations, double block_elements)
{
  if (target->stage_min_reuse == 0)
    return 1;
  return tile_iterations >= (double) target->stage_min_reuse
                            * block_elements;
}

int
accblock_target_stages_packed (const struct accblock_target *target)
{
  return target->stage_min_reuse == 0;
}
