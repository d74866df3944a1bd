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
# numbers the README reports.

EXTRA_DIST += \
	%reldir%/Makefile \
	%reldir%/README.md \
	%reldir%/bench.h \
	%reldir%/blackscholes.c \
	%reldir%/calc2.c \
	%reldir%/jacobi.c \
	%reldir%/adi.c \
	%reldir%/run-bench.sh \
	%reldir%/plot.sh \
	%reldir%/summarize.sh \
	%reldir%/summarize-test \
	%reldir%/results/quick.csv \
	%reldir%/results/quick-compile.csv \
	%reldir%/results/quick-rounds.csv \
	%reldir%/results/quick-summary.md \
	%reldir%/accblock-tune

bin_SCRIPTS += %reldir%/accblock-tune

TESTS += %reldir%/summarize-test
