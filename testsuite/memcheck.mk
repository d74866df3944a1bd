# testsuite/memcheck.mk -- automake fragment for "make check-plugin-memcheck",
# included by testsuite/local.mk.
#
# Why this file exists: the plugin must be memory-clean inside cc1
# (valgrind's memcheck on every execution test, -O0 and -O2), but under
# valgrind each compile takes seconds to tens of seconds, so the check
# is a target of its own and not part of "make check".  It needs
# valgrind installed.  CI may run it as an optional extra step after the
# test suite, e.g.
#   cd _build && make check-plugin-memcheck
# (with valgrind added to the packages it installs).  The last line is
# "N passed, N failed"; the exit status fails on any memcheck error that
# cc1.supp does not explain.
#
#   make check-plugin-memcheck
#   make check-plugin-memcheck MEMCHECK_ONLY='accblock.run/gemm.c*'
#   make check-plugin-memcheck MEMCHECK_PLUGIN=/path/to/other/accblock.so
#
# SPDX-License-Identifier: GPL-3.0-or-later

MEMCHECK_PLUGIN = $(abs_top_builddir)/plugin/.libs/accblock.so
MEMCHECK_ONLY = *
VALGRIND = valgrind

check-plugin-memcheck: all
	@CC='$(CC)' VALGRIND='$(VALGRIND)' MEMCHECK_ONLY='$(MEMCHECK_ONLY)' \
	MEMCHECK_LOGDIR=memcheck-logs \
	  $(SHELL) $(srcdir)/%reldir%/plugin-memcheck $(srcdir)/%reldir% \
	  $(abs_top_srcdir)/runtime $(MEMCHECK_PLUGIN)

clean-local: clean-memcheck-logs
clean-memcheck-logs:
	-rm -rf memcheck-logs
.PHONY: check-plugin-memcheck clean-memcheck-logs
EXTRA_DIST += %reldir%/plugin-memcheck %reldir%/cc1.supp
