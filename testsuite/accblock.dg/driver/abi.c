/* abi.c -- the runtime library loads and reports its versions: the ABI
   version it was built with must be the one in the header the plugin
   uses, and the package version must be this package's.  */

#include <stdio.h>
#include <accblock.h>
#include <accblock-abi.h>

int
main (void)
{
  printf ("abi %d header %d version %s\n", accblock_abi_version (),
          ACCBLOCK_ABI_VERSION, accblock_version ());
  return accblock_abi_version () == ACCBLOCK_ABI_VERSION ? 0 : 1;
}
