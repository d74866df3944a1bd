# testsuite/gen/local.mk -- automake fragment for the loop nest generators,
# included by testsuite/local.mk.
#
# Why this file exists: accblock.run/random.exp compares plain and plugin
# builds of random programs that nestgen (blocked nests) and depgen
# (serial nests, many not parallel) write, stepgen (time steps) and
# distgen (imperfect nests, for loop distribution); accblock.run/
# wavefront.exp those of wavegen (in-place stencil sweeps).  The
# generators are plain C99, built by "make check" like any check program, so the test suite
# needs no scripting language beyond DejaGnu's Tcl.
#
# SPDX-License-Identifier: GPL-3.0-or-later

check_PROGRAMS += %reldir%/nestgen %reldir%/depgen %reldir%/stepgen \
	%reldir%/distgen %reldir%/wavegen
%canon_reldir%_nestgen_SOURCES = %reldir%/nestgen.c %reldir%/rng.h
%canon_reldir%_nestgen_CFLAGS = -std=gnu99 -Wall -Wextra
%canon_reldir%_depgen_SOURCES = %reldir%/depgen.c %reldir%/rng.h
%canon_reldir%_depgen_CFLAGS = -std=gnu99 -Wall -Wextra
%canon_reldir%_stepgen_SOURCES = %reldir%/stepgen.c %reldir%/rng.h
%canon_reldir%_stepgen_CFLAGS = -std=gnu99 -Wall -Wextra
%canon_reldir%_distgen_SOURCES = %reldir%/distgen.c %reldir%/rng.h
%canon_reldir%_distgen_CFLAGS = -std=gnu99 -Wall -Wextra
%canon_reldir%_wavegen_SOURCES = %reldir%/wavegen.c %reldir%/rng.h
%canon_reldir%_wavegen_CFLAGS = -std=gnu99 -Wall -Wextra

# What random.exp and accblock.cxx/random-cxx.exp keep of failing seeds,
# in the directory runtest runs in.
CLEANFILES += random-seed-* random-cxx-* random-nestgen random-depgen \
	random-stepgen random-distgen random-wavegen \
	wavefront-seed-*

# A developer's check that a refactoring keeps behaviour: the same
# assembly and remarks from two build trees on generated programs.
EXTRA_DIST += %reldir%/compare-builds
