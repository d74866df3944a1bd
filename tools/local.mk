# tools/local.mk -- automake fragment for the accblock-gcc and accblock-g++
# wrappers and the accblock.specs file, included by the top-level
# Makefile.am.
#
# Why this file exists: both tools embed paths (plugin, runtime library,
# headers) that differ between the build tree and the installed tree, so
# each is generated twice from one template: tools/accblock-gcc and
# tools/accblock.specs point into the build tree (the test suite and
# developers use them uninstalled); tools/inst/* point at the installed
# files and are what "make install" copies.  Paths are substituted by make,
# not configure, so that "make prefix=..." and DESTDIR keep working.
#
# SPDX-License-Identifier: GPL-3.0-or-later

noinst_SCRIPTS += %reldir%/accblock-gcc %reldir%/accblock-g++
noinst_DATA += %reldir%/accblock.specs
bin_SCRIPTS += %reldir%/inst/accblock-gcc %reldir%/inst/accblock-g++
pkgdata_DATA += %reldir%/inst/accblock.specs
EXTRA_DIST += %reldir%/accblock-gcc.in %reldir%/accblock.specs.in
CLEANFILES += %reldir%/accblock-gcc %reldir%/accblock.specs \
	%reldir%/inst/accblock-gcc %reldir%/inst/accblock.specs \
	%reldir%/accblock-g++ %reldir%/inst/accblock-g++

# Build-tree locations: libtool leaves the real objects in .libs, and
# accblock-abi.h, which accblock.h includes, is in abi/ (installed, it is
# next to accblock.h, so ACCBLOCK_ABI_INCLUDE adds no -I there).
tools_build_subst = $(SED) \
	-e 's|@ACCBLOCK_PLUGIN[@]|$(abs_top_builddir)/plugin/.libs/accblock.so|g' \
	-e 's|@ACCBLOCK_LIBDIR[@]|$(abs_top_builddir)/runtime/.libs|g' \
	-e 's|@ACCBLOCK_INCLUDEDIR[@]|$(abs_top_srcdir)/runtime|g' \
	-e 's|@ACCBLOCK_OPENACC_INCLUDEDIR[@]|$(abs_top_srcdir)/runtime|g' \
	-e 's|@ACCBLOCK_ABI_INCLUDE[@]| -I$(abs_top_srcdir)/abi|g' \
	-e 's|@ACCBLOCK_SPECS[@]|$(abs_top_builddir)/tools/accblock.specs|g'

# Installed locations.
tools_inst_subst = $(SED) \
	-e 's|@ACCBLOCK_PLUGIN[@]|$(plugindir)/accblock.so|g' \
	-e 's|@ACCBLOCK_LIBDIR[@]|$(libdir)|g' \
	-e 's|@ACCBLOCK_INCLUDEDIR[@]|$(includedir)|g' \
	-e 's|@ACCBLOCK_OPENACC_INCLUDEDIR[@]|$(pkgincludedir)|g' \
	-e 's|@ACCBLOCK_ABI_INCLUDE[@]||g' \
	-e 's|@ACCBLOCK_SPECS[@]|$(pkgdatadir)/accblock.specs|g'

# The C wrapper runs gcc, the C++ one g++ (one template, accblock-gcc.in).
tools_gcc_subst = \
	-e 's|@ACCBLOCK_DRIVER[@]|accblock-gcc|g' \
	-e 's|@ACCBLOCK_LANGUAGE[@]|C|g' \
	-e 's|@ACCBLOCK_GCC[@]|gcc|g' \
	-e 's|@ACCBLOCK_CC_VAR[@]|ACCBLOCK_CC|g' \
	-e 's|@ACCBLOCK_COMPILER[@]|$(CC)|g'
tools_gxx_subst = \
	-e 's|@ACCBLOCK_DRIVER[@]|accblock-g++|g' \
	-e 's|@ACCBLOCK_LANGUAGE[@]|C++|g' \
	-e 's|@ACCBLOCK_GCC[@]|g++|g' \
	-e 's|@ACCBLOCK_CC_VAR[@]|ACCBLOCK_CXX|g' \
	-e 's|@ACCBLOCK_COMPILER[@]|$(CXX)|g'

# What does not depend on where the files live.
tools_common_subst = \
	-e 's|@CC[@]|$(CC)|g' \
	-e 's|@PACKAGE_VERSION[@]|$(PACKAGE_VERSION)|g' \
	-e 's|@GCC_VERSION[@]|$(GCC_VERSION)|g'

%reldir%/accblock-gcc: %reldir%/accblock-gcc.in Makefile
	$(AM_V_GEN)$(MKDIR_P) $(@D) && rm -f $@ $@.tmp && \
	$(tools_build_subst) $(tools_gcc_subst) $(tools_common_subst) $(srcdir)/%reldir%/accblock-gcc.in >$@.tmp && \
	chmod +x $@.tmp && mv $@.tmp $@

%reldir%/accblock-g++: %reldir%/accblock-gcc.in Makefile
	$(AM_V_GEN)$(MKDIR_P) $(@D) && rm -f $@ $@.tmp && \
	$(tools_build_subst) $(tools_gxx_subst) $(tools_common_subst) $(srcdir)/%reldir%/accblock-gcc.in >$@.tmp && \
	chmod +x $@.tmp && mv $@.tmp $@

%reldir%/accblock.specs: %reldir%/accblock.specs.in Makefile
	$(AM_V_GEN)$(MKDIR_P) $(@D) && rm -f $@ $@.tmp && \
	$(tools_build_subst) $(tools_common_subst) $(srcdir)/%reldir%/accblock.specs.in >$@.tmp && \
	mv $@.tmp $@

# The installed copies are regenerated on every make, and replaced only
# when their text changes, because "make install prefix=..." changes the
# paths without changing any file make could depend on.
%reldir%/inst/accblock-gcc: %reldir%/accblock-gcc.in tools-inst-force
	@$(MKDIR_P) $(@D) && rm -f $@.tmp && \
	$(tools_inst_subst) $(tools_gcc_subst) $(tools_common_subst) $(srcdir)/%reldir%/accblock-gcc.in >$@.tmp && \
	chmod +x $@.tmp && \
	if cmp -s $@.tmp $@; then rm -f $@.tmp; else echo "  GEN      $@"; mv $@.tmp $@; fi

%reldir%/inst/accblock-g++: %reldir%/accblock-gcc.in tools-inst-force
	@$(MKDIR_P) $(@D) && rm -f $@.tmp && \
	$(tools_inst_subst) $(tools_gxx_subst) $(tools_common_subst) $(srcdir)/%reldir%/accblock-gcc.in >$@.tmp && \
	chmod +x $@.tmp && \
	if cmp -s $@.tmp $@; then rm -f $@.tmp; else echo "  GEN      $@"; mv $@.tmp $@; fi

%reldir%/inst/accblock.specs: %reldir%/accblock.specs.in tools-inst-force
	@$(MKDIR_P) $(@D) && rm -f $@.tmp && \
	$(tools_inst_subst) $(tools_common_subst) $(srcdir)/%reldir%/accblock.specs.in >$@.tmp && \
	if cmp -s $@.tmp $@; then rm -f $@.tmp; else echo "  GEN      $@"; mv $@.tmp $@; fi

tools-inst-force:
.PHONY: tools-inst-force

# After "make install", both routes must compile, link and run a program
# with a block clause against the installed files.  With DESTDIR the
# installed files are not where they will finally live, so the check
# points the wrapper and gcc at the staged tree (ACCBLOCK_SPECS, -fplugin,
# -I, -L, LD_LIBRARY_PATH); without DESTDIR (a --prefix install, as in
# distcheck) it uses nothing but the installed paths.
tools_installcheck_sources = \
	$(abs_top_srcdir)/testsuite/accblock.dg/driver/main.c \
	$(abs_top_srcdir)/testsuite/accblock.dg/driver/helper.c
installcheck-local:
	@set -e; \
	work=`mktemp -d "$${TMPDIR:-/tmp}/accblock-installcheck.XXXXXX"`; \
	trap 'rm -rf "$$work"' 0; \
	plugin='$(DESTDIR)$(plugindir)/accblock.so'; \
	specs='$(DESTDIR)$(pkgdatadir)/accblock.specs'; \
	staged=; \
	if test -n '$(DESTDIR)'; then \
	  staged="-fplugin=$$plugin -I$(DESTDIR)$(includedir) -L$(DESTDIR)$(libdir)"; \
	  ACCBLOCK_SPECS=$$specs; export ACCBLOCK_SPECS; \
	  LD_LIBRARY_PATH='$(DESTDIR)$(libdir)'$${LD_LIBRARY_PATH:+:$$LD_LIBRARY_PATH}; \
	  export LD_LIBRARY_PATH; \
	fi; \
	cd "$$work"; \
	echo "installcheck: $(DESTDIR)$(bindir)/accblock-gcc"; \
	'$(DESTDIR)$(bindir)/accblock-gcc' -fopenacc-block -O2 $$staged \
	  $(tools_installcheck_sources) -o "$$work/wrapper"; \
	"$$work/wrapper" | grep '^sum 4032 helper 45 abi '; \
	echo "installcheck: $(DESTDIR)$(bindir)/accblock-g++"; \
	'$(DESTDIR)$(bindir)/accblock-g++' -fopenacc-block -O2 $$staged \
	  $(abs_top_srcdir)/testsuite/accblock.dg/driver/cxx.cc -o "$$work/cxx"; \
	"$$work/cxx"; \
	echo "installcheck: $(CC) -fplugin=$$plugin -specs=$$specs"; \
	$(CC) -fplugin="$$plugin" -specs="$$specs" -fopenacc-block -O2 $$staged \
	  -c $(tools_installcheck_sources); \
	$(CC) -specs="$$specs" $$staged main.o helper.o -o "$$work/specs"; \
	"$$work/specs" | grep '^sum 4032 helper 45 abi '; \
	if pkg-config --version >/dev/null 2>&1; then \
	  echo "installcheck: pkg-config accblock"; \
	  PKG_CONFIG_PATH='$(DESTDIR)$(libdir)/pkgconfig' \
	    pkg-config --exists accblock; \
	fi

# accblock-stats merges the per-rank statistics files of an MPI job.  It
# embeds no path, only the version, so one copy serves the build tree
# (the test suite runs it there) and the installed tree.
bin_SCRIPTS += %reldir%/accblock-stats
EXTRA_DIST += %reldir%/accblock-stats.in
CLEANFILES += %reldir%/accblock-stats

%reldir%/accblock-stats: %reldir%/accblock-stats.in Makefile
	$(AM_V_GEN)$(MKDIR_P) $(@D) && rm -f $@ $@.tmp && \
	$(SED) $(tools_common_subst) $(srcdir)/%reldir%/accblock-stats.in >$@.tmp && \
	chmod +x $@.tmp && mv $@.tmp $@
