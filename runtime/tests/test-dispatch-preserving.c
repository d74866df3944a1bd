/* test-dispatch-preserving.c -- __accblock_dispatch_preserving gives every
   register back.

   Why this file exists: the plugin tells GCC that a call of the
   preserving entry clobbers nothing but RAX and the flags, so GCC keeps
   values in every other register across it; one register the entry
   forgot to restore would be a silent wrong result in the caller.  These
   checks call the entry from assembly with a known value in every
   call-used general register and in every vector register (the full 256
   bits where the processor has AVX), once for a nest that runs on the
   calling thread, in a tile function that overwrites all of them, and
   once for a nest dispatched to the accelerators, and compare every
   register afterwards, RAX included (the entry restores it too), for
   each way the entry has to save the vector registers.  They also
   check that each dispatch ran its iterations, once.

   SPDX-License-Identifier: GPL-3.0-or-later  */

#include "accblock-internal.h"
#include "tap.h"
#include "test-nest-desc.h"
#include "tile-words.h"

#include <pthread.h>
#include <stdbool.h>
#include <string.h>

#if ACCBLOCK_HAVE_PRESERVING_DISPATCH

#define NGPRS 9   /* RAX RCX RDX RSI RDI R8 R9 R10 R11, in that order.  */
#define NVECS 16
#define VEC_BYTES 32
#define MAX_TRIPS 4096

struct registers
{
  uint64_t gpr[NGPRS];
  unsigned char vec[NVECS][VEC_BYTES];
};

/* Where the assembly reads and writes, addressed through RBX.  Offsets
   below are those of this layout.  */
struct frame
{
  struct registers before;   /* offset 0 */
  struct registers after;    /* offset 584 */
};

_Static_assert (offsetof (struct frame, after) == 584, "frame layout");
_Static_assert (offsetof (struct registers, vec) == 72, "registers layout");

struct count_captures
{
  pthread_t caller;
  bool on_caller;
  unsigned char visits[MAX_TRIPS];
};

/* A tile that counts its iterations and then overwrites every call-used
   register it may, vector registers whole, as a tile compiled for AVX
   could.  */
static void
clobbering_tile (void *cap, const int64_t *tile)
{
  struct count_captures *c = cap;
  if (pthread_equal (pthread_self (), c->caller))
    c->on_caller = true;
  for (int64_t i = TILE_START (tile, 0); i < TILE_END (tile, 0); i++)
    c->visits[i]++;
  if (__builtin_cpu_supports ("avx"))
    __asm__ volatile ("vpcmpeqd %%ymm0, %%ymm0, %%ymm0\n\t"
                      "vmovdqa %%ymm0, %%ymm1\n\tvmovdqa %%ymm0, %%ymm2\n\t"
                      "vmovdqa %%ymm0, %%ymm3\n\tvmovdqa %%ymm0, %%ymm4\n\t"
                      "vmovdqa %%ymm0, %%ymm5\n\tvmovdqa %%ymm0, %%ymm6\n\t"
                      "vmovdqa %%ymm0, %%ymm7\n\tvmovdqa %%ymm0, %%ymm8\n\t"
                      "vmovdqa %%ymm0, %%ymm9\n\tvmovdqa %%ymm0, %%ymm10\n\t"
                      "vmovdqa %%ymm0, %%ymm11\n\tvmovdqa %%ymm0, %%ymm12\n\t"
                      "vmovdqa %%ymm0, %%ymm13\n\tvmovdqa %%ymm0, %%ymm14\n\t"
                      "vmovdqa %%ymm0, %%ymm15\n\tvzeroupper"
                      ::: "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5",
                      "xmm6", "xmm7", "xmm8", "xmm9", "xmm10", "xmm11",
                      "xmm12", "xmm13", "xmm14", "xmm15");
  __asm__ volatile ("pcmpeqd %%xmm0, %%xmm0\n\tpcmpeqd %%xmm1, %%xmm1\n\t"
                    "pcmpeqd %%xmm2, %%xmm2\n\tpcmpeqd %%xmm3, %%xmm3\n\t"
                    "pcmpeqd %%xmm4, %%xmm4\n\tpcmpeqd %%xmm5, %%xmm5\n\t"
                    "pcmpeqd %%xmm6, %%xmm6\n\tpcmpeqd %%xmm7, %%xmm7\n\t"
                    "pcmpeqd %%xmm8, %%xmm8\n\tpcmpeqd %%xmm9, %%xmm9\n\t"
                    "pcmpeqd %%xmm10, %%xmm10\n\tpcmpeqd %%xmm11, %%xmm11\n\t"
                    "pcmpeqd %%xmm12, %%xmm12\n\tpcmpeqd %%xmm13, %%xmm13\n\t"
                    "pcmpeqd %%xmm14, %%xmm14\n\tpcmpeqd %%xmm15, %%xmm15\n\t"
                    "movq $-1, %%r8\n\tmovq $-1, %%r9\n\t"
                    "movq $-1, %%r10\n\tmovq $-1, %%r11\n\t"
                    "fninit"
                    ::: "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5",
                    "xmm6", "xmm7", "xmm8", "xmm9", "xmm10", "xmm11",
                    "xmm12", "xmm13", "xmm14", "xmm15", "r8", "r9", "r10",
                    "r11");
}

/* Load F->before into the registers, call the entry (its arguments are
   the values of RDI, RSI, RDX, RCX and RAX), store the registers into
   F->after.  The stack pointer moves below the red zone and is 8 bytes
   off the ABI's alignment at the call, which the entry must mend.
   WIDE: the vector registers are loaded and stored whole (AVX), else
   their low 128 bits.  */
static void
call_with_known_registers (struct frame *f, bool wide)
{
  if (wide)
    __asm__ volatile (
      "movq %%rsp, %%r12\n\t"
      "subq $256, %%rsp\n\t"
      "andq $-16, %%rsp\n\t"
      "subq $8, %%rsp\n\t"
      "vmovdqu 72(%%rbx), %%ymm0\n\tvmovdqu 104(%%rbx), %%ymm1\n\t"
      "vmovdqu 136(%%rbx), %%ymm2\n\tvmovdqu 168(%%rbx), %%ymm3\n\t"
      "vmovdqu 200(%%rbx), %%ymm4\n\tvmovdqu 232(%%rbx), %%ymm5\n\t"
      "vmovdqu 264(%%rbx), %%ymm6\n\tvmovdqu 296(%%rbx), %%ymm7\n\t"
      "vmovdqu 328(%%rbx), %%ymm8\n\tvmovdqu 360(%%rbx), %%ymm9\n\t"
      "vmovdqu 392(%%rbx), %%ymm10\n\tvmovdqu 424(%%rbx), %%ymm11\n\t"
      "vmovdqu 456(%%rbx), %%ymm12\n\tvmovdqu 488(%%rbx), %%ymm13\n\t"
      "vmovdqu 520(%%rbx), %%ymm14\n\tvmovdqu 552(%%rbx), %%ymm15\n\t"
      "movq 0(%%rbx), %%rax\n\tmovq 8(%%rbx), %%rcx\n\t"
      "movq 16(%%rbx), %%rdx\n\tmovq 24(%%rbx), %%rsi\n\t"
      "movq 32(%%rbx), %%rdi\n\tmovq 40(%%rbx), %%r8\n\t"
      "movq 48(%%rbx), %%r9\n\tmovq 56(%%rbx), %%r10\n\t"
      "movq 64(%%rbx), %%r11\n\t"
      "call __accblock_dispatch_preserving\n\t"
      "movq %%rax, 584(%%rbx)\n\tmovq %%rcx, 592(%%rbx)\n\t"
      "movq %%rdx, 600(%%rbx)\n\tmovq %%rsi, 608(%%rbx)\n\t"
      "movq %%rdi, 616(%%rbx)\n\tmovq %%r8, 624(%%rbx)\n\t"
      "movq %%r9, 632(%%rbx)\n\tmovq %%r10, 640(%%rbx)\n\t"
      "movq %%r11, 648(%%rbx)\n\t"
      "vmovdqu %%ymm0, 656(%%rbx)\n\tvmovdqu %%ymm1, 688(%%rbx)\n\t"
      "vmovdqu %%ymm2, 720(%%rbx)\n\tvmovdqu %%ymm3, 752(%%rbx)\n\t"
      "vmovdqu %%ymm4, 784(%%rbx)\n\tvmovdqu %%ymm5, 816(%%rbx)\n\t"
      "vmovdqu %%ymm6, 848(%%rbx)\n\tvmovdqu %%ymm7, 880(%%rbx)\n\t"
      "vmovdqu %%ymm8, 912(%%rbx)\n\tvmovdqu %%ymm9, 944(%%rbx)\n\t"
      "vmovdqu %%ymm10, 976(%%rbx)\n\tvmovdqu %%ymm11, 1008(%%rbx)\n\t"
      "vmovdqu %%ymm12, 1040(%%rbx)\n\tvmovdqu %%ymm13, 1072(%%rbx)\n\t"
      "vmovdqu %%ymm14, 1104(%%rbx)\n\tvmovdqu %%ymm15, 1136(%%rbx)\n\t"
      "vzeroupper\n\t"
      "movq %%r12, %%rsp"
      : : "b" (f)
      : "rax", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11", "r12",
        "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7",
        "xmm8", "xmm9", "xmm10", "xmm11", "xmm12", "xmm13", "xmm14",
        "xmm15", "memory", "cc");
  else
    __asm__ volatile (
      "movq %%rsp, %%r12\n\t"
      "subq $256, %%rsp\n\t"
      "andq $-16, %%rsp\n\t"
      "subq $8, %%rsp\n\t"
      "movdqu 72(%%rbx), %%xmm0\n\tmovdqu 104(%%rbx), %%xmm1\n\t"
      "movdqu 136(%%rbx), %%xmm2\n\tmovdqu 168(%%rbx), %%xmm3\n\t"
      "movdqu 200(%%rbx), %%xmm4\n\tmovdqu 232(%%rbx), %%xmm5\n\t"
      "movdqu 264(%%rbx), %%xmm6\n\tmovdqu 296(%%rbx), %%xmm7\n\t"
      "movdqu 328(%%rbx), %%xmm8\n\tmovdqu 360(%%rbx), %%xmm9\n\t"
      "movdqu 392(%%rbx), %%xmm10\n\tmovdqu 424(%%rbx), %%xmm11\n\t"
      "movdqu 456(%%rbx), %%xmm12\n\tmovdqu 488(%%rbx), %%xmm13\n\t"
      "movdqu 520(%%rbx), %%xmm14\n\tmovdqu 552(%%rbx), %%xmm15\n\t"
      "movq 0(%%rbx), %%rax\n\tmovq 8(%%rbx), %%rcx\n\t"
      "movq 16(%%rbx), %%rdx\n\tmovq 24(%%rbx), %%rsi\n\t"
      "movq 32(%%rbx), %%rdi\n\tmovq 40(%%rbx), %%r8\n\t"
      "movq 48(%%rbx), %%r9\n\tmovq 56(%%rbx), %%r10\n\t"
      "movq 64(%%rbx), %%r11\n\t"
      "call __accblock_dispatch_preserving\n\t"
      "movq %%rax, 584(%%rbx)\n\tmovq %%rcx, 592(%%rbx)\n\t"
      "movq %%rdx, 600(%%rbx)\n\tmovq %%rsi, 608(%%rbx)\n\t"
      "movq %%rdi, 616(%%rbx)\n\tmovq %%r8, 624(%%rbx)\n\t"
      "movq %%r9, 632(%%rbx)\n\tmovq %%r10, 640(%%rbx)\n\t"
      "movq %%r11, 648(%%rbx)\n\t"
      "movdqu %%xmm0, 656(%%rbx)\n\tmovdqu %%xmm1, 688(%%rbx)\n\t"
      "movdqu %%xmm2, 720(%%rbx)\n\tmovdqu %%xmm3, 752(%%rbx)\n\t"
      "movdqu %%xmm4, 784(%%rbx)\n\tmovdqu %%xmm5, 816(%%rbx)\n\t"
      "movdqu %%xmm6, 848(%%rbx)\n\tmovdqu %%xmm7, 880(%%rbx)\n\t"
      "movdqu %%xmm8, 912(%%rbx)\n\tmovdqu %%xmm9, 944(%%rbx)\n\t"
      "movdqu %%xmm10, 976(%%rbx)\n\tmovdqu %%xmm11, 1008(%%rbx)\n\t"
      "movdqu %%xmm12, 1040(%%rbx)\n\tmovdqu %%xmm13, 1072(%%rbx)\n\t"
      "movdqu %%xmm14, 1104(%%rbx)\n\tmovdqu %%xmm15, 1136(%%rbx)\n\t"
      "movq %%r12, %%rsp"
      : : "b" (f)
      : "rax", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11", "r12",
        "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7",
        "xmm8", "xmm9", "xmm10", "xmm11", "xmm12", "xmm13", "xmm14",
        "xmm15", "memory", "cc");
}

/* Dispatch a one-level nest of TRIPS iterations with NEST_FLAGS through
   the entry with every register known; report which registers came
   back changed.  */
static void
check_registers (const char *what, int64_t trips, int64_t nest_flags,
                 bool wide, bool want_caller)
{
  static struct count_captures c;
  struct test_nest n = { { ACCBLOCK_ABI_VERSION, 1, nest_flags, 0, 0, 0, 0,
                           -1, 0 },
                         { { 0, trips, 1, ACCBLOCK_CMP_LT,
                             ACCBLOCK_LEVEL_MAY_BLOCK, 1, 0 } } };
  memset (&c, 0, sizeof c);
  c.caller = pthread_self ();
  static struct frame f;
  memset (&f, 0, sizeof f);
  f.before.gpr[0] = (uintptr_t) "block(i:?)";
  f.before.gpr[1] = (uintptr_t) "preserving.c:1:1";
  f.before.gpr[2] = (uintptr_t) &c;
  f.before.gpr[3] = (uintptr_t) clobbering_tile;
  f.before.gpr[4] = (uintptr_t) &n.head;
  for (int r = 5; r < NGPRS; r++)
    f.before.gpr[r] = 0x0123456789abcdefull * (uint64_t) r;
  int bytes = wide ? VEC_BYTES : 16;
  for (int v = 0; v < NVECS; v++)
    for (int b = 0; b < bytes; b++)
      f.before.vec[v][b] = (unsigned char) (v * 37 + b * 11 + 1);
  call_with_known_registers (&f, wide);

  static const char *const names[NGPRS]
    = { "rax", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11" };
  char changed[256] = "";
  for (int r = 0; r < NGPRS; r++)
    if (f.after.gpr[r] != f.before.gpr[r])
      snprintf (changed + strlen (changed), sizeof changed - strlen (changed),
                " %s", names[r]);
  for (int v = 0; v < NVECS; v++)
    if (memcmp (f.after.vec[v], f.before.vec[v], bytes) != 0)
      snprintf (changed + strlen (changed), sizeof changed - strlen (changed),
                " %s%d", wide ? "ymm" : "xmm", v);
  tap_ok (changed[0] == '\0', "%s: every register given back (changed:%s)",
          what, changed[0] ? changed : " none");
  bool once = n.level[0].final == trips;
  for (int64_t i = 0; i < MAX_TRIPS; i++)
    once &= c.visits[i] == (i < trips);
  tap_ok (once, "%s: every iteration once, final %lld", what,
          (long long) n.level[0].final);
  if (want_caller)
    tap_ok (c.on_caller, "%s: the clobbering tile ran on the caller", what);
}

int
main (void)
{
  const int64_t local = ACCBLOCK_NEST_INFER_MODEL
                        | ACCBLOCK_NEST_MAY_RUN_LOCALLY;
  const int64_t dispatched = ACCBLOCK_NEST_INFER_MODEL;
  /* The way the entry finds, at its first call.  */
  bool wide = __builtin_cpu_supports ("avx");
  check_registers ("as found, run locally", 8, local, wide, true);
  check_registers ("as found, dispatched", MAX_TRIPS, dispatched, wide,
                   false);
  /* Each way the entry saves the vector registers, forced: SSE's
     saves 128 bits, the others 256 or more.  */
  int found = accblock_preserve_kind;
  tap_ok (found != ACCBLOCK_PRESERVE_UNKNOWN, "the entry found its way to "
          "save the vector registers (%d)", found);
  accblock_preserve_kind = ACCBLOCK_PRESERVE_BY_SSE;
  check_registers ("SSE, run locally", 8, local, false, true);
  check_registers ("SSE, dispatched", MAX_TRIPS, dispatched, false, false);
  if (__builtin_cpu_supports ("avx"))
    {
      accblock_preserve_kind = ACCBLOCK_PRESERVE_BY_AVX;
      check_registers ("AVX, run locally", 8, local, true, true);
      check_registers ("AVX, dispatched", MAX_TRIPS, dispatched, true,
                       false);
      /* XSAVE saves what the system enabled, AVX's state here.  */
      accblock_preserve_kind = ACCBLOCK_PRESERVE_BY_XSAVE;
      check_registers ("XSAVE, run locally", 8, local, true, true);
      check_registers ("XSAVE, dispatched", MAX_TRIPS, dispatched, true,
                       false);
    }
  else
    tap_skip (10, "no AVX: the 256-bit checks");
  accblock_preserve_kind = found;
  return tap_done ();
}

#else

int
main (void)
{
  tap_skip (1, "no preserving entry on this target");
  return tap_done ();
}

#endif
