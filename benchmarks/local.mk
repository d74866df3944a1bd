# benchmarks/local.mk -- automake fragment for the benchmark programs and
# their harness, included by the top-level Makefile.am.
#
# Why this file exists: the benchmarks are measured, not tested, so
# nothing here is built by "make" or run by "make check" (timings are not
# pass or fail; benchmarks/Makefile runs them).  The fragment only puts
# them into the distribution (matmul.c is listed by the top-level
# Makefile.am already, for the README's demo) and installs the tuner, so
# that a tarball user can reproduce the tables and choose clauses for
# their own code.

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
	%reldir%/results/quick.csv \
	%reldir%/results/quick-compile.csv \
	%reldir%/results/quick-summary.md \
	%reldir%/accblock-tune

bin_SCRIPTS += %reldir%/accblock-tune
