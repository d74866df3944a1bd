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
   check that each dispatch ran its iterations, once.  Where the system
   has enabled AVX-512 state (and the processor has AVX512BW, for the
   64-bit mask registers), the same checks cover all of it: the 512
   bits of ZMM0 to ZMM31 and the mask registers K0 to K7, which a
   caller built with -mavx512f may keep values in across the call and
   which the runtime's own code (glibc's EVEX string functions, the
   matrix-product kernel) overwrites.

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

/* The AVX-512 registers: all 512 bits of each ZMM register, then the
   eight 64-bit mask registers, after the general ones.  */
#define NZMMS 32
#define ZMM_BYTES 64
#define NKS 8

struct registers512
{
  uint64_t gpr[NGPRS];
  unsigned char zmm[NZMMS][ZMM_BYTES];  /* offset 72 */
  uint64_t k[NKS];                      /* offset 2120 */
};

_Static_assert (offsetof (struct registers512, zmm) == 72, "zmm layout");
_Static_assert (offsetof (struct registers512, k) == 2120, "k layout");

/* M (N) for each ZMM register N.  */
#define ZMM_EACH(m) \
  m (0) m (1) m (2) m (3) m (4) m (5) m (6) m (7) m (8) m (9) m (10) \
  m (11) m (12) m (13) m (14) m (15) m (16) m (17) m (18) m (19) m (20) \
  m (21) m (22) m (23) m (24) m (25) m (26) m (27) m (28) m (29) m (30) \
  m (31)
#define ZMM_ONES(n) \
  "vpternlogd $0xff, %%zmm" #n ", %%zmm" #n ", %%zmm" #n "\n\t"
/* ZMM N from or into struct registers512 at RBX (before) or R13
   (after).  */
#define ZMM_LOAD(n) "vmovdqu64 " #n "*64+72(%%rbx), %%zmm" #n "\n\t"
#define ZMM_STORE(n) "vmovdqu64 %%zmm" #n ", " #n "*64+72(%%r13)\n\t"
#define K_EACH(m) m (0) m (1) m (2) m (3) m (4) m (5) m (6) m (7)
#define K_ONES(n) "kxnorq %%k" #n ", %%k" #n ", %%k" #n "\n\t"
#define K_LOAD(n) "kmovq " #n "*8+2120(%%rbx), %%k" #n "\n\t"
#define K_STORE(n) "kmovq %%k" #n ", " #n "*8+2120(%%r13)\n\t"

/* The vector registers GCC knows, all clobbered by the tile.  */
#define VEC_CLOBBERS \
  "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8", \
  "xmm9", "xmm10", "xmm11", "xmm12", "xmm13", "xmm14", "xmm15"

/* Whether the system lets programs use AVX-512 state and the processor
   has the 64-bit mask moves.  */
static bool
avx512_state (void)
{
  return __builtin_cpu_supports ("avx512f")
         && __builtin_cpu_supports ("avx512bw");
}

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
  if (avx512_state ())
    __asm__ volatile (ZMM_EACH (ZMM_ONES)
                      K_EACH (K_ONES) "vzeroupper" ::: VEC_CLOBBERS);
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
                      ::: VEC_CLOBBERS);
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

/* What every call_with_known_registers* does around its vector
   registers: move the stack pointer below the red zone, 8 bytes off the
   ABI's alignment at the call, which the entry must mend (CALL_PROLOGUE,
   undone by "movq %%r12, %%rsp"); load the general registers from the
   struct at RBX, call the entry, store them at OFFSET from REG
   (CALL_ENTRY); and tell GCC what that clobbers.  */
#define CALL_PROLOGUE \
  "movq %%rsp, %%r12\n\tsubq $256, %%rsp\n\t" \
  "andq $-16, %%rsp\n\tsubq $8, %%rsp\n\t"
#define CALL_ENTRY(offset, reg) \
  "movq 0(%%rbx), %%rax\n\tmovq 8(%%rbx), %%rcx\n\t" \
  "movq 16(%%rbx), %%rdx\n\tmovq 24(%%rbx), %%rsi\n\t" \
  "movq 32(%%rbx), %%rdi\n\tmovq 40(%%rbx), %%r8\n\t" \
  "movq 48(%%rbx), %%r9\n\tmovq 56(%%rbx), %%r10\n\t" \
  "movq 64(%%rbx), %%r11\n\t" \
  "call __accblock_dispatch_preserving\n\t" \
  "movq %%rax, " offset "+0(%%" reg ")\n\t" \
  "movq %%rcx, " offset "+8(%%" reg ")\n\t" \
  "movq %%rdx, " offset "+16(%%" reg ")\n\t" \
  "movq %%rsi, " offset "+24(%%" reg ")\n\t" \
  "movq %%rdi, " offset "+32(%%" reg ")\n\t" \
  "movq %%r8, " offset "+40(%%" reg ")\n\t" \
  "movq %%r9, " offset "+48(%%" reg ")\n\t" \
  "movq %%r10, " offset "+56(%%" reg ")\n\t" \
  "movq %%r11, " offset "+64(%%" reg ")\n\t"
#define CALL_CLOBBERS \
  "rax", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11", "r12", \
  VEC_CLOBBERS, "memory", "cc"

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
      CALL_PROLOGUE
      "vmovdqu 72(%%rbx), %%ymm0\n\tvmovdqu 104(%%rbx), %%ymm1\n\t"
      "vmovdqu 136(%%rbx), %%ymm2\n\tvmovdqu 168(%%rbx), %%ymm3\n\t"
      "vmovdqu 200(%%rbx), %%ymm4\n\tvmovdqu 232(%%rbx), %%ymm5\n\t"
      "vmovdqu 264(%%rbx), %%ymm6\n\tvmovdqu 296(%%rbx), %%ymm7\n\t"
      "vmovdqu 328(%%rbx), %%ymm8\n\tvmovdqu 360(%%rbx), %%ymm9\n\t"
      "vmovdqu 392(%%rbx), %%ymm10\n\tvmovdqu 424(%%rbx), %%ymm11\n\t"
      "vmovdqu 456(%%rbx), %%ymm12\n\tvmovdqu 488(%%rbx), %%ymm13\n\t"
      "vmovdqu 520(%%rbx), %%ymm14\n\tvmovdqu 552(%%rbx), %%ymm15\n\t"
      CALL_ENTRY ("584", "rbx")
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
      : CALL_CLOBBERS);
  else
    __asm__ volatile (
      CALL_PROLOGUE
      "movdqu 72(%%rbx), %%xmm0\n\tmovdqu 104(%%rbx), %%xmm1\n\t"
      "movdqu 136(%%rbx), %%xmm2\n\tmovdqu 168(%%rbx), %%xmm3\n\t"
      "movdqu 200(%%rbx), %%xmm4\n\tmovdqu 232(%%rbx), %%xmm5\n\t"
      "movdqu 264(%%rbx), %%xmm6\n\tmovdqu 296(%%rbx), %%xmm7\n\t"
      "movdqu 328(%%rbx), %%xmm8\n\tmovdqu 360(%%rbx), %%xmm9\n\t"
      "movdqu 392(%%rbx), %%xmm10\n\tmovdqu 424(%%rbx), %%xmm11\n\t"
      "movdqu 456(%%rbx), %%xmm12\n\tmovdqu 488(%%rbx), %%xmm13\n\t"
      "movdqu 520(%%rbx), %%xmm14\n\tmovdqu 552(%%rbx), %%xmm15\n\t"
      CALL_ENTRY ("584", "rbx")
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
      : CALL_CLOBBERS);
}

/* A one-level nest of TRIPS iterations with NEST_FLAGS into N, C set
   for the clobbering tile, and the entry's arguments for them into
   GPR, with known values in the other general registers.  */
static void
prepare_dispatch (struct test_nest *n, struct count_captures *c,
                  uint64_t gpr[NGPRS], int64_t trips, int64_t nest_flags)
{
  struct test_nest nest = { { ACCBLOCK_ABI_VERSION, 1, nest_flags, 0, 0, 0,
                              0, -1, 0 },
                            { { 0, trips, 1, ACCBLOCK_CMP_LT,
                                ACCBLOCK_LEVEL_MAY_BLOCK, 1, 0 } } };
  *n = nest;
  memset (c, 0, sizeof *c);
  c->caller = pthread_self ();
  gpr[0] = (uintptr_t) "block(i:?)";
  gpr[1] = (uintptr_t) "preserving.c:1:1";
  gpr[2] = (uintptr_t) c;
  gpr[3] = (uintptr_t) clobbering_tile;
  gpr[4] = (uintptr_t) &n->head;
  for (int r = 5; r < NGPRS; r++)
    gpr[r] = 0x0123456789abcdefull * (uint64_t) r;
}

/* Append to CHANGED (SIZE bytes) the name of register NAME, number N
   (-1: none).  */
static void
note_changed (char *changed, size_t size, const char *name, int n)
{
  size_t used = strlen (changed);
  if (n < 0)
    snprintf (changed + used, size - used, " %s", name);
  else
    snprintf (changed + used, size - used, " %s%d", name, n);
}

/* Append the general registers that differ between BEFORE and AFTER.  */
static void
note_changed_gprs (char *changed, size_t size, const uint64_t *before,
                   const uint64_t *after)
{
  static const char *const names[NGPRS]
    = { "rax", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11" };
  for (int r = 0; r < NGPRS; r++)
    if (after[r] != before[r])
      note_changed (changed, size, names[r], -1);
}

/* The checks of one call: no register CHANGED, every iteration of N's
   TRIPS run once (C), and with WANT_CALLER the tile run on the
   caller.  */
static void
report_call (const char *what, const char *changed,
             const struct count_captures *c, const struct test_nest *n,
             int64_t trips, bool want_caller)
{
  tap_ok (changed[0] == '\0', "%s: every register given back (changed:%s)",
          what, changed[0] ? changed : " none");
  bool once = n->level[0].final == trips;
  for (int64_t i = 0; i < MAX_TRIPS; i++)
    once &= c->visits[i] == (i < trips);
  tap_ok (once, "%s: every iteration once, final %lld", what,
          (long long) n->level[0].final);
  if (want_caller)
    tap_ok (c->on_caller, "%s: the clobbering tile ran on the caller", what);
}

/* Dispatch a one-level nest of TRIPS iterations with NEST_FLAGS through
   the entry with every register known; report which registers came
   back changed.  */
static void
check_registers (const char *what, int64_t trips, int64_t nest_flags,
                 bool wide, bool want_caller)
{
  static struct count_captures c;
  static struct test_nest n;
  static struct frame f;
  memset (&f, 0, sizeof f);
  prepare_dispatch (&n, &c, f.before.gpr, trips, nest_flags);
  int bytes = wide ? VEC_BYTES : 16;
  for (int v = 0; v < NVECS; v++)
    for (int b = 0; b < bytes; b++)
      f.before.vec[v][b] = (unsigned char) (v * 37 + b * 11 + 1);
  call_with_known_registers (&f, wide);

  char changed[256] = "";
  note_changed_gprs (changed, sizeof changed, f.before.gpr, f.after.gpr);
  for (int v = 0; v < NVECS; v++)
    if (memcmp (f.after.vec[v], f.before.vec[v], bytes) != 0)
      note_changed (changed, sizeof changed, wide ? "ymm" : "xmm", v);
  report_call (what, changed, &c, &n, trips, want_caller);
}

/* call_with_known_registers for AVX-512 state: BEFORE's registers, the
   whole of ZMM0 to ZMM31 and K0 to K7 included, loaded; the entry
   called; every register stored into AFTER.  GCC keeps nothing in the
   registers AVX-512 adds here (this file is built without -mavx512f),
   so only the ones it knows are named as clobbered.  */
static void
call_with_known_registers512 (struct registers512 *before,
                              struct registers512 *after)
{
  register struct registers512 *after_r13 __asm__ ("r13") = after;
  __asm__ volatile (
    CALL_PROLOGUE
    ZMM_EACH (ZMM_LOAD)
    K_EACH (K_LOAD)
    CALL_ENTRY ("0", "r13")
    ZMM_EACH (ZMM_STORE)
    K_EACH (K_STORE)
    "vzeroupper\n\t"
    "movq %%r12, %%rsp"
    : : "b" (before), "r" (after_r13)
    : CALL_CLOBBERS);
}

/* check_registers with all of AVX-512 state known.  */
static void
check_registers512 (const char *what, int64_t trips, int64_t nest_flags,
                    bool want_caller)
{
  static struct count_captures c;
  static struct test_nest n;
  static struct registers512 before, after;
  memset (&before, 0, sizeof before);
  memset (&after, 0, sizeof after);
  prepare_dispatch (&n, &c, before.gpr, trips, nest_flags);
  for (int v = 0; v < NZMMS; v++)
    for (int b = 0; b < ZMM_BYTES; b++)
      before.zmm[v][b] = (unsigned char) (v * 37 + b * 11 + 1);
  for (int k = 0; k < NKS; k++)
    before.k[k] = 0x0f1e2d3c4b5a6978ull + (uint64_t) k * 0x1111;
  call_with_known_registers512 (&before, &after);

  char changed[512] = "";
  note_changed_gprs (changed, sizeof changed, before.gpr, after.gpr);
  for (int v = 0; v < NZMMS; v++)
    if (memcmp (after.zmm[v], before.zmm[v], ZMM_BYTES) != 0)
      note_changed (changed, sizeof changed, "zmm", v);
  for (int k = 0; k < NKS; k++)
    if (after.k[k] != before.k[k])
      note_changed (changed, sizeof changed, "k", k);
  report_call (what, changed, &c, &n, trips, want_caller);
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
      /* XSAVE saves what the system enabled: AVX's state, or AVX-512's
         (checked whole below).  */
      accblock_preserve_kind = ACCBLOCK_PRESERVE_BY_XSAVE;
      check_registers ("XSAVE, run locally", 8, local, true, true);
      check_registers ("XSAVE, dispatched", MAX_TRIPS, dispatched, true,
                       false);
    }
  else
    tap_skip (10, "no AVX: the 256-bit checks");
  /* Where AVX-512 state is on, the entry must find XSAVE and give all
     of it back.  */
  if (avx512_state ())
    {
      tap_ok (found == ACCBLOCK_PRESERVE_BY_XSAVE, "AVX-512 state: the "
              "entry found XSAVE (%d)", found);
      accblock_preserve_kind = ACCBLOCK_PRESERVE_BY_XSAVE;
      check_registers512 ("AVX-512 by XSAVE, run locally", 8, local, true);
      check_registers512 ("AVX-512 by XSAVE, dispatched", MAX_TRIPS,
                          dispatched, false);
    }
  else
    tap_skip (6, "no AVX-512 state: its checks");
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
