# benchmarks/local.mk -- automake fragment for the benchmark programs and
# their harness, included by the top-level Makefile.am.
#
# Why this file exists: the benchmarks are measured, not tested, so
# nothing here is built by "make" (timings are not pass or fail;
# benchmarks/Makefile runs them).  The fragment puts them into the
# distribution (matmul.c is listed by the top-level Makefile.am already,
# for the README's demo), installs the tuner, so that a tarball user can
# reproduce the tables and choose clauses for their own code, and has
# "make check" test the arithmetic of summarize.sh, which computes the
# numbers the README reports.  The tuner is generated from
# accblock-tune.in (make substitutes the version, as for the wrapper in
# tools/local.mk), and tune-test runs it on a small matmul;
# kernels/model-check-test runs the kernels' modeled-time check
# (bench-kernels-model) on two small kernels.  The bench-*
# targets run the harness from the build tree, results under
# BUILD/benchmarks/results (configure writes BUILD/benchmarks/Makefile,
# which includes the source tree's one).
#
# SPDX-License-Identifier: GPL-3.0-or-later

EXTRA_DIST += \
	%reldir%/Makefile \
	%reldir%/README.md \
	%reldir%/bench.h \
	%reldir%/blackscholes.c \
	%reldir%/calc2.c \
	%reldir%/dispatch.c \
	%reldir%/jacobi.c \
	%reldir%/adi.c \
	%reldir%/run-bench.sh \
	%reldir%/plot.sh \
	%reldir%/summarize.sh \
	%reldir%/summarize-test \
	%reldir%/tune-test \
	%reldir%/matmul-repeat-test \
	%reldir%/csv-fields \
	%reldir%/results/quick.csv \
	%reldir%/results/quick-compile.csv \
	%reldir%/results/quick-rounds.csv \
	%reldir%/results/quick-summary.md \
	%reldir%/results/quick-cxx.csv \
	%reldir%/results/quick-cxx-compile.csv \
	%reldir%/results/quick-cxx-rounds.csv \
	%reldir%/results/quick-cxx-summary.md \
	%reldir%/accblock-tune.in \
	%reldir%/kernels/kernel.h \
	%reldir%/kernels/gemm.c \
	%reldir%/kernels/2mm.c \
	%reldir%/kernels/syrk.c \
	%reldir%/kernels/lu.c \
	%reldir%/kernels/covariance.c \
	%reldir%/kernels/jacobi-2d.c \
	%reldir%/kernels/heat-3d.c \
	%reldir%/kernels/fdtd-2d.c \
	%reldir%/kernels/seidel-2d.c \
	%reldir%/kernels/adi.c \
	%reldir%/kernels/tiny.c \
	%reldir%/kernels/tiny-bench.sh \
	%reldir%/gemm-blas.c \
	%reldir%/matmul-blas.sh \
	%reldir%/matmul-cblas.c \
	%reldir%/results/matmul-blas.csv \
	%reldir%/results/matmul-blas.md \
	%reldir%/results/matmul-blas-flags.csv \
	%reldir%/results/matmul-blas-flags.md \
	%reldir%/results/matmul-blas-steady.csv \
	%reldir%/results/matmul-blas-steady.md \
	%reldir%/results/gemm-blas.csv \
	%reldir%/results/gemm-blas.md \
	%reldir%/kernels/summarize-kernels.sh \
	%reldir%/kernels/model-check.sh \
	%reldir%/kernels/model-check-test \
	%reldir%/results/kernels.csv \
	%reldir%/results/kernels-medians.csv \
	%reldir%/results/kernels-medians-compile.csv \
	%reldir%/results/kernels-remarks.txt \
	%reldir%/results/kernels-compile-cost.csv \
	%reldir%/results/kernels-summary.md \
	%reldir%/results/kernels-model.csv \
	%reldir%/results/kernels-model.md \
	%reldir%/results/tiny.csv \
	%reldir%/results/tiny.txt

bin_SCRIPTS += %reldir%/accblock-tune
CLEANFILES += %reldir%/accblock-tune

%reldir%/accblock-tune: %reldir%/accblock-tune.in Makefile
	$(AM_V_GEN)$(MKDIR_P) $(@D) && rm -f $@ $@.tmp && \
	$(SED) -e 's|@PACKAGE_VERSION[@]|$(PACKAGE_VERSION)|g' \
	  $(srcdir)/%reldir%/accblock-tune.in >$@.tmp && \
	chmod +x $@.tmp && mv $@.tmp $@

TESTS += %reldir%/summarize-test %reldir%/tune-test \
	%reldir%/matmul-repeat-test %reldir%/kernels/model-check-test

# The kernel suite (kernels/, issue 32) and the tiny-loop benchmark are
# distributed with their published results; make bench-kernels,
# bench-kernels-model and bench-tiny run them (benchmarks/Makefile),
# never make check; so is gemm-blas.c, the matrix-product entry against
# OpenBLAS (make bench-gemm-blas, which skips where no CBLAS links), and
# matmul-blas.sh, the whole double matmul against cblas_dgemm (make
# bench-matmul-blas).

# The harness from the top of the build tree (make -C BUILD/benchmarks
# works too): build first, so that the wrapper and the tuner exist.
bench-quick bench-full bench-figures tune bench-dispatch bench-kernels \
bench-kernels-model bench-tiny bench-gemm-blas bench-matmul-blas: all
	$(MAKE) -C %reldir% $@
.PHONY: bench-quick bench-full bench-figures tune bench-dispatch \
	bench-kernels bench-kernels-model bench-tiny bench-gemm-blas \
	bench-matmul-blas

# configure writes BUILD/benchmarks/Makefile only in a separate build
# tree; in the source tree that name is the tracked makefile itself.
distclean-local: benchmarks-distclean
benchmarks-distclean:
	if test '$(abs_srcdir)' != '$(abs_builddir)'; then \
	  rm -f %reldir%/Makefile; rm -rf %reldir%/results %reldir%/results-local; \
	fi
.PHONY: benchmarks-distclean

# The compile cost of the benchmarks (issue 32's compile-time target):
# instructions cc1 executes under gcc -O2 and under -fauto-block, with
# ratios and geometric means; compile-cost --help says more.
EXTRA_DIST += %reldir%/compile-cost
bench-compile: all
	$(SHELL) $(srcdir)/%reldir%/compile-cost --build .
.PHONY: bench-compile
