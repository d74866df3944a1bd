/* test-api.h -- the runtime calls only the unit tests make (test-api.c).

   Why this file exists: these calls left libaccblock, which never used
   them; the tests that still drive the DMA engine and local memory
   through them include this header and link test-api.c.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#ifndef ACCBLOCK_TEST_API_H
#define ACCBLOCK_TEST_API_H

#include "accblock-internal.h"

/* Asynchronous transfers, like athread_get/put with a reply word: *REPLY
   grows by one when the transfer is complete.  The buffers must stay
   untouched until then.  */
void accblock_dma_get_async (struct accblock_accel *acc, void *local,
                             const void *main,
                             const struct accblock_dma_section *s,
                             int *reply);
void accblock_dma_put_async (struct accblock_accel *acc, void *main,
                             const void *local,
                             const struct accblock_dma_section *s,
                             int *reply);

/* Double buffering: two equal halves in local memory; the next tile's
   inputs are fetched into one while the current tile computes on the
   other.  */
struct accblock_double_buffer
{
  unsigned char *half[2];
  size_t bytes;
  int current;
  int reply[2];
  int expected[2];
};

/* Take two halves of BYTES each from the bottom of local memory; false
   when they do not fit.  */
bool accblock_double_buffer_init (struct accblock_accel *acc,
                                  struct accblock_double_buffer *db,
                                  size_t bytes);

/* Start fetching SECTION of MAIN into the next half at OFFSET bytes.  */
void accblock_double_buffer_prefetch (struct accblock_accel *acc,
                                      struct accblock_double_buffer *db,
                                      size_t offset, const void *main,
                                      const struct accblock_dma_section *s);

/* Wait for the next half's transfers and make it the current half;
   returns it.  */
void *accblock_double_buffer_swap (struct accblock_accel *acc,
                                   struct accblock_double_buffer *db);

/* BYTES from the bottom of ACC's local memory for ARRAY of the nest at
   LOCATION; when they do not fit, count a fallback, report it (once per
   nest and array) with FALLBACK as what happens instead, and return
   NULL.  */
void *accblock_lmem_alloc_array (struct accblock_accel *acc, size_t bytes,
                                 const char *location, const char *array,
                                 const char *fallback);

#endif /* ACCBLOCK_TEST_API_H */
