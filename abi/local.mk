# abi/local.mk -- automake fragment for the compiler-runtime ABI header,
# included first by the top-level Makefile.am.
#
# Why this file exists: accblock-abi.h is the bottom of the project.  The
# model, the runtime and the plugin all include it as "accblock-abi.h",
# through ABI_CPPFLAGS, and it includes nothing of theirs; it is
# installed next to accblock.h, whose users include it the same way.
#
# SPDX-License-Identifier: GPL-3.0-or-later

include_HEADERS += %reldir%/accblock-abi.h

ABI_CPPFLAGS = -I$(srcdir)/%reldir%
