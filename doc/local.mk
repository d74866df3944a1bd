# doc/local.mk -- automake fragment for the manual and the man page,
# included by the top-level Makefile.am.
#
# Why this file exists: the Texinfo manual (info and html) and the
# accblock-gcc man page are built and installed with the code they
# describe.  distcheck builds html instead of dvi so that no TeX is
# needed.
#
# SPDX-License-Identifier: GPL-3.0-or-later

info_TEXINFOS = %reldir%/accblock.texi
%canon_reldir%_accblock_TEXINFOS = %reldir%/machine-model.texi \
	%reldir%/openacc.texi %reldir%/openacc-api.texi \
	%reldir%/abi.texi %reldir%/architecture.texi
dist_man_MANS = %reldir%/accblock-gcc.1 %reldir%/accblock-g++.1 %reldir%/accblock-stats.1 %reldir%/accblock-tune.1
AM_DISTCHECK_DVI_TARGET = html
