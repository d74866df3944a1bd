/* test-nest-desc.h -- a nest descriptor the runtime unit tests fill by hand.

   Why this file exists: the tests play the part of plugin-generated code,
   which lays a descriptor out as the ABI header plus its levels.  One type
   with room for the deepest nest serves every test; unused levels stay
   zero and nlevels says how many count.  */

#ifndef ACCBLOCK_TEST_NEST_DESC_H
#define ACCBLOCK_TEST_NEST_DESC_H

#include "accblock-abi.h"

struct test_nest
{
  struct accblock_nest head;
  struct accblock_level level[ACCBLOCK_MAX_LEVELS];
};

#endif /* ACCBLOCK_TEST_NEST_DESC_H */
