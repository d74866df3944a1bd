# runtime/local.mk -- automake fragment for libaccblock and its unit tests,
# included by the top-level Makefile.am.
#
# Why this file exists: the runtime owner lists the runtime's sources and
# TAP tests here, so adding a runtime file never touches the top
# Makefile.am.
#
# Build by hand, without the autotools (from the source root):
#   gcc -std=gnu11 -O2 -g -fPIC -shared -fvisibility=hidden -pthread \
#       -Iabi -Iruntime -Imodel runtime/*.c model/*.c -lgmp -lm \
#       -o /tmp/build-X/libaccblock.so
#
# SPDX-License-Identifier: GPL-3.0-or-later

lib_LTLIBRARIES += runtime/libaccblock.la
include_HEADERS += runtime/accblock.h
# <openacc.h> goes into its own directory, which accblock-gcc and
# accblock.specs search before GCC's include directory: a -I naming a
# system directory such as /usr/include would be searched after GCC's
# own openacc.h.  openacc-builtins.h is what accblock.specs includes
# under -fopenacc.
pkginclude_HEADERS = runtime/openacc.h runtime/openacc-builtins.h

RUNTIME_SOURCES = \
	runtime/accblock-internal.h \
	runtime/accel.c \
	runtime/choose.c \
	runtime/device.c \
	runtime/dispatch-preserving.c \
	runtime/dma.c \
	runtime/dma-rows.c \
	runtime/env.c \
	runtime/gemm.c \
	runtime/gemm-block.c \
	runtime/gemm-internal.h \
	runtime/gemm-kernel.h \
	runtime/gemm-kernel-avx2.c \
	runtime/gemm-kernel-avx512.c \
	runtime/gemm-kernel-generic.c \
	runtime/gemm-pack.c \
	runtime/guard.c \
	runtime/lmem.c \
	runtime/memo.c \
	runtime/model.c \
	runtime/nest.c \
	runtime/openacc-internal.h \
	runtime/openacc-async.c \
	runtime/openacc-data.c \
	runtime/openacc-device.c \
	runtime/openacc-present.c \
	runtime/overlap.c \
	runtime/patch.c \
	runtime/reduce.c \
	runtime/sched.c \
	runtime/skewed.c \
	runtime/stage.c \
	runtime/timing.c \
	runtime/wait.c

RUNTIME_CPPFLAGS = -I$(srcdir)/runtime -I$(srcdir)/model $(ABI_CPPFLAGS)

# The shared library exports only the ABI entry points and accblock.h.
runtime_libaccblock_la_SOURCES = $(RUNTIME_SOURCES) $(MODEL_SOURCES)
runtime_libaccblock_la_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_libaccblock_la_CFLAGS = $(AM_CFLAGS) $(PTHREAD_CFLAGS) \
	-fvisibility=hidden
runtime_libaccblock_la_LIBADD = $(PTHREAD_LIBS) $(GMP_LIBS) -lm
# timing.c registers an on_exit handler, which must not outlive the
# library: dlclose leaves it loaded.
runtime_libaccblock_la_LDFLAGS = -Wl,-z,nodelete \
	-version-info $(ACCBLOCK_ABI_VERSION):0:0

# The unit tests call the runtime's internal (hidden) functions, so they
# link a static copy of the same sources instead of the shared library.
# Calls only the tests make (asynchronous DMA, double buffering) live in
# runtime/tests/test-api.c, outside the library.
check_LTLIBRARIES = runtime/libaccblock-test.la
runtime_libaccblock_test_la_SOURCES = $(RUNTIME_SOURCES) $(MODEL_SOURCES)
runtime_libaccblock_test_la_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_libaccblock_test_la_CFLAGS = $(AM_CFLAGS) $(PTHREAD_CFLAGS)

RUNTIME_TESTS = \
	runtime/tests/test-nest \
	runtime/tests/test-patch \
	runtime/tests/test-dispatch \
	runtime/tests/test-dispatch-preserving \
	runtime/tests/test-run-locally \
	runtime/tests/test-uneven \
	runtime/tests/test-outer-whole \
	runtime/tests/test-wavefront \
	runtime/tests/test-skewed \
	runtime/tests/test-skewed-choose \
	runtime/tests/test-moving-bounds \
	runtime/tests/test-overlap \
	runtime/tests/test-env \
	runtime/tests/test-compiled-target \
	runtime/tests/test-sched \
	runtime/tests/test-lmem \
	runtime/tests/test-dma \
	runtime/tests/test-dma-rows \
	runtime/tests/test-stats \
	runtime/tests/test-matmul \
	runtime/tests/test-stage \
	runtime/tests/test-model-agreement \
	runtime/tests/test-split \
	runtime/tests/test-reduce \
	runtime/tests/test-openacc-data \
	runtime/tests/test-openacc-device \
	runtime/tests/test-openacc-async \
	runtime/tests/test-wait \
	runtime/tests/test-gemm

check_PROGRAMS += $(RUNTIME_TESTS)
TESTS += $(RUNTIME_TESTS) runtime/tests/soname-test runtime/tests/layers-test
EXTRA_DIST += runtime/tests/soname-test runtime/tests/layers-test
noinst_HEADERS += runtime/tests/json-reader.h runtime/tests/test-nest-desc.h \
	runtime/tests/child-output.h runtime/tests/test-sections.h \
	runtime/tests/test-util.h \
	runtime/tests/test-api.h

RUNTIME_TEST_LDADD = runtime/libaccblock-test.la $(PTHREAD_LIBS) \
	$(GMP_LIBS) -lm
RUNTIME_TEST_CFLAGS = $(AM_CFLAGS) $(PTHREAD_CFLAGS)

runtime_tests_test_nest_SOURCES = runtime/tests/test-nest.c
runtime_tests_test_nest_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_nest_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_nest_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_patch_SOURCES = runtime/tests/test-patch.c
runtime_tests_test_patch_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_patch_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_patch_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_dispatch_SOURCES = runtime/tests/test-dispatch.c
runtime_tests_test_dispatch_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_dispatch_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_dispatch_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_dispatch_preserving_SOURCES = \
	runtime/tests/test-dispatch-preserving.c
runtime_tests_test_dispatch_preserving_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_dispatch_preserving_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_dispatch_preserving_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_moving_bounds_SOURCES = \
	runtime/tests/test-moving-bounds.c
runtime_tests_test_moving_bounds_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_moving_bounds_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_moving_bounds_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_run_locally_SOURCES = runtime/tests/test-run-locally.c
runtime_tests_test_run_locally_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_run_locally_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_run_locally_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_uneven_SOURCES = runtime/tests/test-uneven.c
runtime_tests_test_uneven_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_uneven_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_uneven_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_outer_whole_SOURCES = runtime/tests/test-outer-whole.c
runtime_tests_test_outer_whole_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_outer_whole_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_outer_whole_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_wavefront_SOURCES = runtime/tests/test-wavefront.c
runtime_tests_test_wavefront_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_wavefront_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_wavefront_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_skewed_SOURCES = runtime/tests/test-skewed.c
runtime_tests_test_skewed_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_skewed_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_skewed_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_skewed_choose_SOURCES = \
	runtime/tests/test-skewed-choose.c
runtime_tests_test_skewed_choose_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_skewed_choose_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_skewed_choose_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_overlap_SOURCES = runtime/tests/test-overlap.c
runtime_tests_test_overlap_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_overlap_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_overlap_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_env_SOURCES = runtime/tests/test-env.c
runtime_tests_test_env_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_env_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_env_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_compiled_target_SOURCES = \
	runtime/tests/test-compiled-target.c
runtime_tests_test_compiled_target_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_compiled_target_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_compiled_target_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_sched_SOURCES = runtime/tests/test-sched.c
runtime_tests_test_sched_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_sched_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_sched_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_lmem_SOURCES = runtime/tests/test-lmem.c \
	runtime/tests/test-api.c
runtime_tests_test_lmem_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_lmem_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_lmem_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_dma_SOURCES = runtime/tests/test-dma.c \
	runtime/tests/test-api.c
runtime_tests_test_dma_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_dma_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_dma_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_dma_rows_SOURCES = runtime/tests/test-dma-rows.c
runtime_tests_test_dma_rows_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_dma_rows_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_dma_rows_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_stats_SOURCES = runtime/tests/test-stats.c
runtime_tests_test_stats_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_stats_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_stats_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_matmul_SOURCES = runtime/tests/test-matmul.c
runtime_tests_test_matmul_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_matmul_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_matmul_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_stage_SOURCES = runtime/tests/test-stage.c
runtime_tests_test_stage_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_stage_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_stage_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_model_agreement_SOURCES = \
	runtime/tests/test-model-agreement.c
runtime_tests_test_model_agreement_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_model_agreement_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_model_agreement_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_split_SOURCES = runtime/tests/test-split.c
runtime_tests_test_split_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_split_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_split_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_reduce_SOURCES = runtime/tests/test-reduce.c
runtime_tests_test_reduce_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_reduce_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_reduce_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_openacc_data_SOURCES = runtime/tests/test-openacc-data.c
runtime_tests_test_openacc_data_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_openacc_data_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_openacc_data_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_openacc_device_SOURCES = \
	runtime/tests/test-openacc-device.c
runtime_tests_test_openacc_device_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_openacc_device_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_openacc_device_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_openacc_async_SOURCES = \
	runtime/tests/test-openacc-async.c
runtime_tests_test_openacc_async_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_openacc_async_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_openacc_async_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_wait_SOURCES = runtime/tests/test-wait.c
runtime_tests_test_wait_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_wait_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_wait_LDADD = $(RUNTIME_TEST_LDADD)

runtime_tests_test_gemm_SOURCES = runtime/tests/test-gemm.c
runtime_tests_test_gemm_CPPFLAGS = $(RUNTIME_CPPFLAGS)
runtime_tests_test_gemm_CFLAGS = $(RUNTIME_TEST_CFLAGS)
runtime_tests_test_gemm_LDADD = $(RUNTIME_TEST_LDADD)

# Build the runtime and its unit tests again with ThreadSanitizer, then
# with AddressSanitizer, straight from the sources, and run the tests.
RUNTIME_SANITIZE_CFLAGS = -std=gnu11 -g -O1 -fno-omit-frame-pointer \
	$(PTHREAD_CFLAGS) $(DEFS) $(DEFAULT_INCLUDES) \
	-I$(srcdir)/runtime -I$(srcdir)/model $(ABI_CPPFLAGS)

check-sanitize:
	@set -e; \
	for san in thread address; do \
	  dir=runtime/tests/sanitize-$$san; \
	  $(MKDIR_P) $$dir; \
	  objs=; \
	  for f in $(RUNTIME_SOURCES) $(MODEL_SOURCES); do \
	    case $$f in *.c) ;; *) continue ;; esac; \
	    obj=$$dir/`echo $$f | sed 's|/|-|g; s|\.c$$|.o|'`; \
	    $(CC) $(RUNTIME_SANITIZE_CFLAGS) -fsanitize=$$san \
	      -c $(srcdir)/$$f -o $$obj; \
	    objs="$$objs $$obj"; \
	  done; \
	  for t in $(RUNTIME_TESTS); do \
	    name=`basename $$t`; \
	    echo "  SAN-$$san $$name"; \
	    $(CC) $(RUNTIME_SANITIZE_CFLAGS) -fsanitize=$$san \
	      $(srcdir)/$$t.c $(srcdir)/runtime/tests/test-api.c $$objs \
	      -o $$dir/$$name \
	      $(PTHREAD_LIBS) $(GMP_LIBS) -lm; \
	    $$dir/$$name > $$dir/$$name.log 2>&1 \
	      || { cat $$dir/$$name.log; exit 1; }; \
	  done; \
	done; \
	echo "check-sanitize: runtime unit tests pass under TSan and ASan"

clean-local: clean-runtime-sanitize
clean-runtime-sanitize:
	rm -rf runtime/tests/sanitize-thread runtime/tests/sanitize-address

.PHONY: check-sanitize clean-runtime-sanitize
