/* tile-words.h -- the level words of a tile, by name, for the tests.

   Why this file exists: the unit tests write tile functions by hand and
   check the tiles the runtime hands out; naming the words the way
   accblock-abi.h lays them out (ACCBLOCK_TILE_WORD) keeps them right if
   the layout changes, and keeps "tile[2]" from meaning "level 1's first
   iteration" only to whoever counts.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_TILE_WORDS_TEST_H
#define ACCBLOCK_TILE_WORDS_TEST_H

#include "accblock-abi.h"

/* Level L's first IV value and iteration count in the tile TILE.  */
#define TILE_START(tile, l) ((tile)[ACCBLOCK_TILE_WORD (l, start)])
#define TILE_COUNT(tile, l) ((tile)[ACCBLOCK_TILE_WORD (l, count)])
/* The IV value after the tile's last iteration of level L, for a step of
   1.  */
#define TILE_END(tile, l) (TILE_START (tile, l) + TILE_COUNT (tile, l))

/* Words that hold the level words of a nest of NLEVELS levels.  */
#define TILE_LEVEL_WORDS(nlevels) ACCBLOCK_TILE_WORDS (nlevels, 0)

#endif /* ACCBLOCK_TILE_WORDS_TEST_H */
