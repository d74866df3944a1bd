# model/local.mk -- automake fragment for the blocking model, included by
# the top-level Makefile.am.
#
# Why this file exists: the model is plain C (gnu11) compiled into both the GCC
# plugin and libaccblock; MODEL_SOURCES is the one list both use, and the
# model's TAP unit tests are declared here next to it.  Everything that
# links the model needs GMP ($(GMP_LIBS), i.e. -lgmp).
#
# Build and run the tests by hand, without the autotools (from the source
# root):
#   gcc -std=gnu11 -Wall -Wextra -O2 -Iabi model/*.c \
#       model/tests/test-blockmodel.c -lgmp -o /tmp/build-X/test-blockmodel
#
# SPDX-License-Identifier: GPL-3.0-or-later

MODEL_SOURCES = \
	model/blockmodel.h \
	model/blockmodel-internal.h \
	model/blockmodel-arith.c \
	model/count.h \
	model/footprint.c \
	model/price.c \
	model/modeled-time.c \
	model/prefetch.c \
	model/trace.c \
	model/greedy.c \
	model/search.c \
	model/price-memo.c \
	model/search-memo.c \
	model/even-split.c \
	model/wavefront-price.c \
	model/skew.c \
	model/skew.h \
	model/skewed-price.c \
	model/describe.c \
	model/dispatch-gain.c \
	model/stage-gain.c \
	model/accel-target.c \
	model/accel-target.h

MODEL_TESTS = \
	model/tests/test-accel-target \
	model/tests/test-blockmodel \
	model/tests/test-count \
	model/tests/test-even-split \
	model/tests/test-skew \
	model/tests/test-skewed-price \
	model/tests/test-wavefront-price

check_PROGRAMS += $(MODEL_TESTS)
TESTS += $(MODEL_TESTS)

MODEL_TEST_CPPFLAGS = $(AM_CPPFLAGS) -I$(srcdir)/model $(ABI_CPPFLAGS)
MODEL_TEST_LDADD = $(GMP_LIBS)

model_tests_test_accel_target_SOURCES = model/tests/test-accel-target.c $(MODEL_SOURCES)
model_tests_test_accel_target_CPPFLAGS = $(MODEL_TEST_CPPFLAGS)
model_tests_test_accel_target_LDADD = $(MODEL_TEST_LDADD)

model_tests_test_blockmodel_SOURCES = \
	model/tests/test-blockmodel.c $(MODEL_SOURCES)
model_tests_test_blockmodel_CPPFLAGS = $(MODEL_TEST_CPPFLAGS)
model_tests_test_blockmodel_LDADD = $(MODEL_TEST_LDADD)

model_tests_test_count_SOURCES = model/tests/test-count.c $(MODEL_SOURCES)
model_tests_test_count_CPPFLAGS = $(MODEL_TEST_CPPFLAGS)
model_tests_test_count_LDADD = $(MODEL_TEST_LDADD)

model_tests_test_even_split_SOURCES = \
	model/tests/test-even-split.c $(MODEL_SOURCES)
model_tests_test_even_split_CPPFLAGS = $(MODEL_TEST_CPPFLAGS)
model_tests_test_even_split_LDADD = $(MODEL_TEST_LDADD)

model_tests_test_wavefront_price_SOURCES = \
	model/tests/test-wavefront-price.c $(MODEL_SOURCES)
model_tests_test_wavefront_price_CPPFLAGS = $(MODEL_TEST_CPPFLAGS)
model_tests_test_wavefront_price_LDADD = $(MODEL_TEST_LDADD)

model_tests_test_skew_SOURCES = model/tests/test-skew.c $(MODEL_SOURCES)
model_tests_test_skew_CPPFLAGS = $(MODEL_TEST_CPPFLAGS)
model_tests_test_skew_LDADD = $(MODEL_TEST_LDADD)

model_tests_test_skewed_price_SOURCES = \
	model/tests/test-skewed-price.c $(MODEL_SOURCES)
model_tests_test_skewed_price_CPPFLAGS = $(MODEL_TEST_CPPFLAGS)
model_tests_test_skewed_price_LDADD = $(MODEL_TEST_LDADD)
