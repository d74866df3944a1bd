# plugin/local.mk -- automake fragment for accblock.so, included by the
# top-level Makefile.am.
#
# Why this file exists: each directory lists its own sources so that the
# engineers adding plugin files edit only this fragment.  The plugin is a
# libtool module; the model sources are compiled into it as well because
# the plugin and the runtime share one blocking model.
#
# SPDX-License-Identifier: GPL-3.0-or-later

plugin_LTLIBRARIES += plugin/accblock.la

plugin_accblock_la_SOURCES = \
	plugin/accblock-plugin.h \
	plugin/gcc-common.h \
	plugin/plugin.cc \
	plugin/pragma.cc \
	plugin/front-end.cc \
	plugin/pragma-clause.cc \
	plugin/pragma-marker.cc \
	plugin/pragma-lex.cc \
	plugin/pragma-section.cc \
	plugin/template-size.cc \
	plugin/directive-tree.h \
	plugin/directive-tree.cc \
	plugin/directive-scan.cc \
	plugin/directive-instance.cc \
	plugin/directive-loops.cc \
	plugin/data-directives.cc \
	plugin/privatize.cc \
	plugin/clause-member.cc \
	plugin/pragma-parse.h \
	plugin/remark.cc \
	plugin/warn.h \
	plugin/warn.cc \
	plugin/nest.h \
	plugin/nest-internal.h \
	plugin/nest.cc \
	plugin/nest-iv.cc \
	plugin/nest-invariant.cc \
	plugin/nest-region.cc \
	plugin/nest-uneven.cc \
	plugin/nest-triangular.cc \
	plugin/access.h \
	plugin/access.cc \
	plugin/access-varying.cc \
	plugin/access-row-zero.cc \
	plugin/member.h \
	plugin/analysis.h \
	plugin/analysis.cc \
	plugin/depend.h \
	plugin/depend.cc \
	plugin/depend-bounds.h \
	plugin/depend-bounds.cc \
	plugin/wavefront.h \
	plugin/skew.h \
	plugin/wavefront.cc \
	plugin/skew.cc \
	plugin/decision.h \
	plugin/decide.h \
	plugin/decide.cc \
	plugin/decide-clause.cc \
	plugin/member.cc \
	plugin/callee.h \
	plugin/callee.cc \
	plugin/reduction.h \
	plugin/reduction.cc \
	plugin/split.h \
	plugin/split.cc \
	plugin/reuse.h \
	plugin/reuse.cc \
	plugin/vector-gain.cc \
	plugin/once.cc \
	plugin/distribute.h \
	plugin/distribute.cc \
	plugin/outline.h \
	plugin/outline.cc \
	plugin/outline-liveness.cc \
	plugin/outline-capture.cc \
	plugin/outline-strip.cc \
	plugin/outline-permute.cc \
	plugin/outline-tile.cc \
	plugin/outline-version.cc \
	plugin/tile-clones.cc \
	plugin/compiled-target.cc \
	plugin/gemm.h \
	plugin/gemm-mark.cc \
	plugin/gemm-shape.cc \
	plugin/gemm-evolution.cc \
	plugin/gemm-match.cc \
	plugin/gemm-rewrite.cc \
	plugin/outline-dispatch.cc \
	plugin/dispatch-thunk.cc \
	plugin/outline-patch.cc \
	plugin/outline-remark.cc \
	plugin/descriptor.h \
	plugin/descriptor.cc \
	plugin/stage.h \
	plugin/section.cc \
	plugin/section-apart.cc \
	plugin/section-split.cc \
	plugin/section-rewrite.cc \
	plugin/section-describe.cc \
	plugin/alias-check.h \
	plugin/alias-check.cc \
	plugin/alias-guard.cc \
	plugin/alias-guard-record.cc \
	plugin/alias-range.cc \
	plugin/alias-range-inner.cc \
	plugin/infer.h \
	plugin/dataref.cc \
	plugin/infer.cc \
	plugin/serial.h \
	plugin/serial.cc \
	plugin/outer-whole.cc \
	plugin/cfg-edit.cc \
	$(MODEL_SOURCES)

# GCC's plugin headers come first so that no header of ours can shadow
# one of GCC's (plugin files include the model's headers by relative
# path).
plugin_accblock_la_CPPFLAGS = \
	$(GCC_PLUGIN_INCLUDE) \
	-I$(srcdir)/plugin $(ABI_CPPFLAGS) \
	$(AM_CPPFLAGS)
# Loading the plugin is part of every compilation, so it is kept cheap.
# Hidden visibility makes the calls between the plugin's own files
# direct: with lazy binding each would otherwise be looked up, on its
# first call, through cc1's twenty thousand exported symbols and every
# library cc1 loaded.  Like GCC itself, the plugin is built without
# exceptions, and it is linked by the C driver: it then needs nothing
# from libstdc++ that cc1, a C++ program, does not export (operator new
# and delete), and dlopen does not load and relocate libstdc++.so.
plugin_accblock_la_CXXFLAGS = $(AM_CXXFLAGS) -fno-exceptions \
	-fvisibility=hidden
plugin_accblock_la_CFLAGS = $(AM_CFLAGS) -fvisibility=hidden
plugin_accblock_la_LDFLAGS = -module -avoid-version -shared
plugin_accblock_la_LINK = $(LIBTOOL) $(AM_V_lt) --tag=CC \
	$(AM_LIBTOOLFLAGS) $(LIBTOOLFLAGS) --mode=link $(CCLD) \
	$(plugin_accblock_la_CFLAGS) $(CFLAGS) \
	$(plugin_accblock_la_LDFLAGS) $(LDFLAGS) -o $@
# cc1 happens to link libgmp too, but the model must not rely on that.
plugin_accblock_la_LIBADD = $(GMP_LIBS)

# The plugin's linkage, read from the built module (see load-test).
TESTS += %reldir%/load-test
EXTRA_DIST += %reldir%/load-test
