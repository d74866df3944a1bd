/* dispatch-preserving.c -- __accblock_dispatch behind an entry that gives
   every register back.

   Why this file exists: a function that calls __accblock_dispatch, an
   external function, clobbers every call-used register as far as GCC
   knows, so its callers lose GCC's interprocedural register allocation
   (-fipa-ra) across it: a loop that calls a small function whose nest
   only dispatches for large trip counts reloads its live values at
   every call, even when the dispatch never runs (benchmarks/README.md,
   "Tiny loop": 1.13 times gcc's time for an 8-iteration loop).  On
   x86-64 the plugin therefore calls this entry from an assembly
   statement in a static function of each unit (dispatch-thunk.cc),
   which GCC then knows to clobber only the flags and RAX.  The entry
   saves every call-used general register and the vector registers,
   calls __accblock_dispatch, and restores them.  The contract is in
   accblock-abi.h.

   Which registers: the general ones the ABI lets a callee clobber,
   and the vector registers, which GCC may now keep values in across
   the call, upper halves and AVX-512 state included.  Not the x87
   stack, which GCC empties at every call whatever it knows of the
   callee, nor the control bits of MXCSR and the x87 control word,
   which __accblock_dispatch keeps as the ABI requires of any callee
   (the status flags are the caller's to lose).  The vector registers
   are stored one by one, SSE or AVX, the upper halves then cleared
   (VZEROUPPER) for the runtime's SSE code; only where the system has
   enabled AVX-512 state does the entry use XSAVE, which on the
   development machine costs 170 ns for a save and a restore, against
   about 10 for the moves.  Moves of ZMM0-31 and K0-7 would be cheaper
   there too (19 to 23 ns against XSAVE's 93 to 122 on an Ice Lake-SP),
   but tried in a throwaway build they made the code after the call
   slower: OpenMP's parallel loop in the same process took 2.5 instead
   of 1.3 us a call.  Most likely because a 512-bit load leaves the
   upper halves marked in use even when it loads zeros, which the
   caller's SSE code then pays for, while XRSTOR gives back their
   initial state as XSAVE found it.  Which way is asked of CPUID and
   XGETBV once, by the entry itself, so that a dispatch from a static
   constructor that runs before this library's own works too; the
   answer is cached in accblock_preserve_kind.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"

#if ACCBLOCK_HAVE_PRESERVING_DISPATCH

/* An enum accblock_preserve_kind; the entry below finds it.  */
__attribute__ ((visibility ("hidden"), used)) int accblock_preserve_kind;

/* enum accblock_preserve_kind's values, for the assembly.  */
#define ACCBLOCK_PRESERVE_SSE "1"
#define ACCBLOCK_PRESERVE_AVX "2"
#define ACCBLOCK_PRESERVE_XSAVE "3"
_Static_assert (ACCBLOCK_PRESERVE_BY_SSE == 1 && ACCBLOCK_PRESERVE_BY_AVX == 2
                && ACCBLOCK_PRESERVE_BY_XSAVE == 3,
                "the assembly's numbers for enum accblock_preserve_kind");

/* The save area: 16 AVX registers take 512 bytes; XSAVE's standard
   layout of the x87, SSE, AVX and AVX-512 components 2688.  Plus room
   to align it to the 64 bytes XSAVE requires.  */
#define ACCBLOCK_PRESERVE_AREA "2752"
/* XSAVE's component mask: x87, SSE, AVX, opmask, ZMM_Hi256, Hi16_ZMM.  */
#define ACCBLOCK_PRESERVE_MASK "0xe7"

#ifdef __CET__
# define ACCBLOCK_ENDBR "\tendbr64\n"
#else
# define ACCBLOCK_ENDBR ""
#endif

/* Store (or load) the 16 registers of width W (xmm, ymm) at 32-byte
   spacing from RSP, with INSN.  */
#define ACCBLOCK_EACH_VEC(insn, w, to_memory) \
  ACCBLOCK_VEC (insn, w, 0, to_memory) ACCBLOCK_VEC (insn, w, 1, to_memory) \
  ACCBLOCK_VEC (insn, w, 2, to_memory) ACCBLOCK_VEC (insn, w, 3, to_memory) \
  ACCBLOCK_VEC (insn, w, 4, to_memory) ACCBLOCK_VEC (insn, w, 5, to_memory) \
  ACCBLOCK_VEC (insn, w, 6, to_memory) ACCBLOCK_VEC (insn, w, 7, to_memory) \
  ACCBLOCK_VEC (insn, w, 8, to_memory) ACCBLOCK_VEC (insn, w, 9, to_memory) \
  ACCBLOCK_VEC (insn, w, 10, to_memory) ACCBLOCK_VEC (insn, w, 11, to_memory) \
  ACCBLOCK_VEC (insn, w, 12, to_memory) ACCBLOCK_VEC (insn, w, 13, to_memory) \
  ACCBLOCK_VEC (insn, w, 14, to_memory) ACCBLOCK_VEC (insn, w, 15, to_memory)
#define ACCBLOCK_VEC(insn, w, n, to_memory) \
  ACCBLOCK_VEC_##to_memory (insn, #w #n, #n)
#define ACCBLOCK_VEC_1(insn, reg, n) \
  "\t" insn " %" reg ", " n "*32(%rsp)\n"
#define ACCBLOCK_VEC_0(insn, reg, n) \
  "\t" insn " " n "*32(%rsp), %" reg "\n"

/* Frame, from RBP: the caller's RBP at 0, then RAX, RCX, RDX, RSI, RDI,
   R8, R9, R10, R11 at -8 to -72, then the vector area, 64-byte aligned.
   Arguments: __accblock_dispatch's first four in RDI, RSI, RDX, RCX,
   the fifth (CLAUSE) in RAX, which an asm operand can name.  */
__asm__ (
  "\t.text\n"
  "\t.globl __accblock_dispatch_preserving\n"
  "\t.type __accblock_dispatch_preserving, @function\n"
  "\t.p2align 4\n"
  "__accblock_dispatch_preserving:\n"
  "\t.cfi_startproc\n"
  ACCBLOCK_ENDBR
  "\tpushq %rbp\n"
  "\t.cfi_def_cfa_offset 16\n"
  "\t.cfi_offset %rbp, -16\n"
  "\tmovq %rsp, %rbp\n"
  "\t.cfi_def_cfa_register %rbp\n"
  "\tpushq %rax\n\t.cfi_offset %rax, -24\n"
  "\tpushq %rcx\n\t.cfi_offset %rcx, -32\n"
  "\tpushq %rdx\n\t.cfi_offset %rdx, -40\n"
  "\tpushq %rsi\n\t.cfi_offset %rsi, -48\n"
  "\tpushq %rdi\n\t.cfi_offset %rdi, -56\n"
  "\tpushq %r8\n\t.cfi_offset %r8, -64\n"
  "\tpushq %r9\n\t.cfi_offset %r9, -72\n"
  "\tpushq %r10\n\t.cfi_offset %r10, -80\n"
  "\tpushq %r11\n\t.cfi_offset %r11, -88\n"
  "\tsubq $" ACCBLOCK_PRESERVE_AREA ", %rsp\n"
  "\tandq $-64, %rsp\n"
  "\tmovl accblock_preserve_kind(%rip), %eax\n"
  "\ttestl %eax, %eax\n"
  "\tjnz 1f\n"
  /* First call.  SSE unless the processor has AVX (CPUID.1:ECX.AVX)
     and the system lets programs use it (CPUID.1:ECX.OSXSAVE, then
     XCR0's SSE and AVX bits); XSAVE when XCR0 also has AVX-512 state.
     CPUID also writes RBX, which the caller keeps.  */
  "\tpushq %rbx\n"
  "\tmovl $1, %eax\n"
  "\tcpuid\n"
  "\tpopq %rbx\n"
  "\tmovl $" ACCBLOCK_PRESERVE_SSE ", %esi\n"
  "\tbtl $27, %ecx\n"
  "\tjnc 0f\n"
  "\tbtl $28, %ecx\n"
  "\tjnc 0f\n"
  "\txorl %ecx, %ecx\n"
  "\txgetbv\n"
  "\tmovl %eax, %edi\n"
  "\tandl $6, %eax\n"
  "\tcmpl $6, %eax\n"
  "\tjne 0f\n"
  "\tmovl $" ACCBLOCK_PRESERVE_AVX ", %esi\n"
  "\ttestl $0xe0, %edi\n"
  "\tjz 0f\n"
  "\tmovl $" ACCBLOCK_PRESERVE_XSAVE ", %esi\n"
  "0:\n"
  "\tmovl %esi, %eax\n"
  "\tmovl %eax, accblock_preserve_kind(%rip)\n"
  "1:\n"
  "\tcmpl $" ACCBLOCK_PRESERVE_AVX ", %eax\n"
  "\tje 2f\n"
  "\tcmpl $" ACCBLOCK_PRESERVE_XSAVE ", %eax\n"
  "\tje 3f\n"
  ACCBLOCK_EACH_VEC ("movdqa", xmm, 1)
  "\tjmp 4f\n"
  "2:\n"
  ACCBLOCK_EACH_VEC ("vmovdqa", ymm, 1)
  "\tvzeroupper\n"
  "\tjmp 4f\n"
  /* XRSTOR of the standard layout wants the header's other words
     zero; XSAVE writes only its first.  */
  "3:\n"
  "\txorl %eax, %eax\n"
  "\tmovq %rax, 512(%rsp)\n"
  "\tmovq %rax, 520(%rsp)\n"
  "\tmovq %rax, 528(%rsp)\n"
  "\tmovq %rax, 536(%rsp)\n"
  "\tmovq %rax, 544(%rsp)\n"
  "\tmovq %rax, 552(%rsp)\n"
  "\tmovq %rax, 560(%rsp)\n"
  "\tmovq %rax, 568(%rsp)\n"
  "\tmovl $" ACCBLOCK_PRESERVE_MASK ", %eax\n"
  "\txorl %edx, %edx\n"
  "\txsave64 (%rsp)\n"
  "\tvzeroupper\n"
  "4:\n"
  "\tmovq -40(%rbp), %rdi\n"
  "\tmovq -32(%rbp), %rsi\n"
  "\tmovq -24(%rbp), %rdx\n"
  "\tmovq -16(%rbp), %rcx\n"
  "\tmovq -8(%rbp), %r8\n"
  "\tcall __accblock_dispatch@PLT\n"
  "\tmovl accblock_preserve_kind(%rip), %eax\n"
  "\tcmpl $" ACCBLOCK_PRESERVE_AVX ", %eax\n"
  "\tje 6f\n"
  "\tcmpl $" ACCBLOCK_PRESERVE_XSAVE ", %eax\n"
  "\tje 7f\n"
  ACCBLOCK_EACH_VEC ("movdqa", xmm, 0)
  "\tjmp 8f\n"
  "6:\n"
  ACCBLOCK_EACH_VEC ("vmovdqa", ymm, 0)
  "\tjmp 8f\n"
  "7:\n"
  "\tmovl $" ACCBLOCK_PRESERVE_MASK ", %eax\n"
  "\txorl %edx, %edx\n"
  "\txrstor64 (%rsp)\n"
  "8:\n"
  "\tleaq -72(%rbp), %rsp\n"
  "\tpopq %r11\n"
  "\tpopq %r10\n"
  "\tpopq %r9\n"
  "\tpopq %r8\n"
  "\tpopq %rdi\n"
  "\tpopq %rsi\n"
  "\tpopq %rdx\n"
  "\tpopq %rcx\n"
  "\tpopq %rax\n"
  "\tpopq %rbp\n"
  "\t.cfi_def_cfa %rsp, 8\n"
  "\t.cfi_restore %rbp\n\t.cfi_restore %rax\n\t.cfi_restore %rcx\n"
  "\t.cfi_restore %rdx\n\t.cfi_restore %rsi\n\t.cfi_restore %rdi\n"
  "\t.cfi_restore %r8\n\t.cfi_restore %r9\n\t.cfi_restore %r10\n"
  "\t.cfi_restore %r11\n"
  "\tret\n"
  "\t.cfi_endproc\n"
  "\t.size __accblock_dispatch_preserving, "
  ".-__accblock_dispatch_preserving\n");

#endif /* ACCBLOCK_HAVE_PRESERVING_DISPATCH */
