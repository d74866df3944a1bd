#! /bin/sh
# run-bench.sh -- build every benchmark program under every variant and
# size, run each build several times, and write one CSV row per build.
#
# Why this file exists: the paper's figures and the issue's targets are
# ratios between variants of the same loop nests (blocked against
# unblocked on the modeled target, accblock against serial, OpenMP and
# Graphite on the host).  Producing all of them from one table, built and
# measured the same way, keeps the comparisons fair and lets the figure
# scripts and the README be regenerated from data.  POSIX sh, sed, awk
# and sort, and python3 for what must be parsed or quoted exactly: the
# stats JSON (json module) and the CSV rows (csv module, RFC 4180).
#
# The variants of one program at one size are built first and then run
# in rounds, each round running every variant once (run_group).
#
# --kernels runs the kernel suite instead (issue 32, kernels/*.c: ten
# serial kernels with VLA parameters and no pragma) under four variants:
# serial (gcc -O2), openmp (gcc -O2 -fopenmp, the kernels' hand-placed
# pragmas), polly (clang-14 -O3 with Polly's automatic parallelisation)
# and auto-host (accblock-gcc -fauto-block -fplugin-arg-accblock-target=host
# -O2 on the unannotated source).  Every run is kept in kernels.csv
# beside FILE (columns variant,kernel,size,round,seconds,checksum_ok:
# checksum_ok is 1 when the run printed serial's checksum, NA when serial
# did not run), and the auto-host builds' -fopt-info-omp-all remarks in
# kernels-remarks.txt; kernels/summarize-kernels.sh makes the table.
#
# Usage: run-bench.sh [--quick | --full | --kernels] [--output FILE] [--refresh]
#   --output FILE  the CSV to write (default ./results/MODE.csv); the
#                  tracked benchmarks/results is refused without --refresh,
#                  so that a run never overwrites the published data by
#                  accident
# Settings (environment):
#   CC            host compiler of serial/openmp/graphite (default gcc)
#   ACCBLOCK_GCC  the accblock-gcc wrapper; missing or empty: the accblock
#                 variants are listed as not available
#   ACCBLOCK_GXX  the accblock-g++ wrapper of the model-cxx variant (the
#                 model variant's build of the same source as C++, -x c++;
#                 default: accblock-g++ beside ACCBLOCK_GCC)
#   THREADS       host threads for OpenMP and for libaccblock (default:
#                 online CPUs)
#   RUNS          runs per build, the median is kept (3 quick, 5 full)
#   RUN_TIMEOUT   seconds one run may take (default 300)
#   POLLY_CC      the compiler of the polly variant (default clang-14);
#                 the variant is skipped, with a message and NA rows, when
#                 it cannot compile with -mllvm -polly
#   KERNEL_SIZES  --kernels: NAME=SIZE words that replace the default
#                 size of a kernel (e.g. "gemm=600 lu=800")
#   COMPILE_RUNS  compile-only runs whose CPU time is averaged, at the
#                 first size of each program (default 5; 0: none)
#   VALGRIND      valgrind, to count the instructions of one compile-only
#                 run of serial, noblock and paper (default: valgrind
#                 when installed; empty: not counted)
#   BENCH_CFLAGS  more compiler options for every variant alike, e.g.
#                 "-march=native" to compare the host variants with the
#                 vector unit the machine has (default: none, so every
#                 variant is built for the baseline of the distribution)
#
# Output columns: benchmark,size,variant,wall_s,modeled_s,dma_in_bytes,
# dma_out_bytes,tiles,checksum_ok,note, quoted as RFC 4180 says (a note
# with a comma or a quote is in quotes, its quotes doubled).  wall_s is the median over the runs
# of the time the program measures around its parallel nests; modeled_s,
# dma_* and tiles come from the runtime's ACCBLOCK_STATS file (0 when the
# variant has no accelerator dispatch); checksum_ok is 1 when the program
# verified itself against its serial reference and printed the same
# checksum as the serial variant.  NA marks a value that was not measured;
# the note says why.  Compile times go to a second file, MODE-compile.csv,
# with columns benchmark,size,variant,build_s,compile_cpu_s,
# compile_instructions: build_s is the wall time of the build (compile
# and link, with remarks), measured once; compile_cpu_s is the CPU time
# (user + system, the driver and its children) of compiling the source
# alone with the variant's options and without remarks, averaged over
# COMPILE_RUNS runs; compile_instructions the instructions that compile
# executes, all processes together (valgrind), which do not depend on
# what else runs.  NA where not measured.  A third file, MODE-rounds.csv,
# keeps every run, with columns benchmark,size,variant,round,wall_s: the
# runs of one round are taken side by side, so the ratio of two variants
# can be read per round and the summary can say in how many rounds a
# host goal was met.
#
# SPDX-License-Identifier: GPL-3.0-or-later

mode=quick
output=
refresh=no

usage ()
{
  sed -n '/^# Usage:/,/^#   RUN_TIMEOUT/p' "$0" | sed 's/^# \{0,1\}//'
}

while test $# -gt 0
do
  case $1 in
    --quick) mode=quick ;;
    --full) mode=full ;;
    --kernels) mode=kernels ;;
    --output) output=$2; shift ;;
    --output=*) output=${1#--output=} ;;
    --refresh) refresh=yes ;;
    -h | --help) usage; exit 0 ;;
    *) echo "run-bench.sh: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
  esac
  shift
done

srcdir=$(cd "$(dirname "$0")" && pwd)
: "${CC:=gcc}"
: "${ACCBLOCK_GCC:=}"
: "${ACCBLOCK_GXX:=${ACCBLOCK_GCC:+$(dirname "$ACCBLOCK_GCC")/accblock-g++}}"
: "${THREADS:=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)}"
: "${RUN_TIMEOUT:=300}"
if test "$mode" = quick || test "$mode" = kernels; then
  : "${RUNS:=3}"
else
  : "${RUNS:=5}"
fi
: "${POLLY_CC:=clang-14}"
: "${KERNEL_SIZES:=}"
# The kernel suite measures run times only.
test "$mode" = kernels && : "${COMPILE_RUNS:=0}"
: "${COMPILE_RUNS:=5}"
if test -z "$output"; then
  output=results/$mode.csv
  test "$mode" = kernels && output=results/kernels-medians.csv
fi
compile_csv=${output%.csv}-compile.csv
rounds_csv=${output%.csv}-rounds.csv
# The kernel suite keeps its runs, with a checksum verdict per run, in
# kernels.csv, and the remarks of its accblock builds beside it.
if test "$mode" = kernels; then
  rounds_csv=$(dirname "$output")/kernels.csv
  remarks_txt=$(dirname "$output")/kernels-remarks.txt
fi
mkdir -p "$(dirname "$output")" || exit 1
if test "$(cd "$(dirname "$output")" && pwd)" = "$srcdir/results" \
   && test $refresh = no; then
  echo "run-bench.sh: $output is a tracked result; give --refresh to replace it" >&2
  exit 2
fi
command -v python3 >/dev/null 2>&1 \
  || { echo "run-bench.sh: python3 is needed (stats JSON, CSV quoting)" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/accblock-bench.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM

if test -z "${VALGRIND+set}"; then
  VALGRIND=
  command -v valgrind >/dev/null 2>&1 && VALGRIND=valgrind
fi

# Polly's options: -O3, automatic parallelisation (OpenMP code through
# libgomp, linked by variant_libs), no matrix-multiply pattern rewrite.
variant_flags_polly ()
{
  echo "-O3 -mllvm -polly -mllvm -polly-parallel -mllvm -polly-pattern-matching-based-opts=false"
}

if command -v timeout >/dev/null 2>&1; then
  with_timeout="timeout $RUN_TIMEOUT"
else
  with_timeout=
fi

# Whether the accblock variants can be built at all, and the C++ one.
accblock_usable=no
if test -n "$ACCBLOCK_GCC" && test -x "$ACCBLOCK_GCC"; then
  accblock_usable=yes
fi
accblock_cxx_usable=no
if test -n "$ACCBLOCK_GXX" && test -x "$ACCBLOCK_GXX"; then
  accblock_cxx_usable=yes
fi

# Whether the polly variant can be built: POLLY_CC compiles and links a
# loop with Polly's parallel code generation.
polly_usable=no
if test "$mode" = kernels \
   && printf 'double a[64];\nint main (void) { for (int i = 0; i < 64; i++) a[i] = i; return a[3] != 3; }\n' \
        >"$work/polly.c" \
   && $POLLY_CC $(variant_flags_polly) "$work/polly.c" -o "$work/polly" \
        -lgomp >/dev/null 2>&1; then
  polly_usable=yes
fi

# ---- The job list ----
# One line per build: NAME|SOURCE|SIZE|DEFINES|VARIANT|CLAUSE, where
# DEFINES are extra -D options (no blanks inside one) and CLAUSE the block
# clause a paper or scheme variant injects into nest 1.

# The clause the paper itself gives (section 3's worked example and
# Fig. 3); the paper gives none for the other programs.
paper_clause ()
{
  case $1 in
    matmul*) echo 'block(i:1, k:30)' ;;
  esac
}

# The variants of one program at one size: all of them, or the list
# given as the fifth argument.
emit_variants ()
{
  for variant in ${5:-serial openmp graphite noblock paper greedy model model-cxx model-host model-host-base}
  do
    clause=
    if test $variant = paper; then
      clause=$(paper_clause "$1")
      test -n "$clause" || continue
    fi
    echo "$1|$2|$3|$4|$variant|$clause"
  done
}

# Fig. 3: matmul N=128 (int) under twelve schemes (b_i, b_k, b_j):
# b_i in {1, 2} times b_k in {0, 1, 4, 16, 30, 32}, j never blocked.
# 0 = unblocked (the whole k range: the block overflows 16 KiB), 1 (tiny
# blocks, scheduling dominates), 4 and 16 (in between), 30 (the paper's
# greedy choice) and 32 (just over the memory limit for b_i = 1, a
# divisor of 128).
emit_schemes ()
{
  for bi in 1 2
  do
    for bk in 0 1 4 16 30 32
    do
      if test $bk = 0; then
        clause="block(i:$bi)"
      else
        clause="block(i:$bi, k:$bk)"
      fi
      echo "matmul|matmul.c|128||scheme-$bi-$bk-0|$clause"
    done
  done
}

emit_jobs ()
{
  if test "$mode" = quick; then
    # matmul 512 and the 512 grids make the host comparison meaningful
    # (kernels of 0.05 s and more); 128 is the paper's Fig. 3 size.
    matmul_sizes='128 256 512'
    double_sizes='128'
    bs_sizes='65536'
    grid_sizes='512'
    host_only_sizes=''
  else
    matmul_sizes='128 256 512 1024'
    double_sizes='128 256 512 1024'
    bs_sizes='65536 262144'
    grid_sizes='256 512 1024'
    # At 2048, B outgrows a last-level cache of tens of MiB (16 MiB of
    # int, 32 MiB of double): the host comparison there shows what
    # staging as packing gains.  The simulated variants would take
    # minutes per run, so only the host ones are built.
    host_only_sizes='2048'
  fi
  host_variants='serial openmp model-host model-host-base'
  for n in $matmul_sizes; do emit_variants matmul matmul.c $n ''; done
  for n in $double_sizes
  do
    emit_variants matmul_double matmul.c $n -DTYPE=double
  done
  for n in $host_only_sizes
  do
    emit_variants matmul matmul.c $n '' "$host_variants"
    emit_variants matmul_double matmul.c $n -DTYPE=double "$host_variants"
  done
  for n in $bs_sizes; do emit_variants blackscholes blackscholes.c $n ''; done
  for program in calc2 jacobi adi
  do
    for n in $grid_sizes; do emit_variants $program $program.c $n ''; done
  done
  emit_schemes
}

# The size of kernel $1: its entry in KERNEL_SIZES, else the default
# (sizes that run about 0.5 to 1.5 s serially on the 2-core development
# machine when it is quiet).
kernel_size ()
{
  for entry in $KERNEL_SIZES
  do
    case $entry in
      "$1="*) echo "${entry#*=}"; return ;;
    esac
  done
  case $1 in
    gemm | covariance | seidel-2d | adi) echo 1000 ;;
    2mm) echo 800 ;;
    syrk) echo 1200 ;;
    lu | jacobi-2d | fdtd-2d) echo 1500 ;;
    heat-3d) echo 120 ;;
  esac
}

# The kernel suite: every kernel at one size under the four variants.
emit_kernel_jobs ()
{
  for kernel in gemm 2mm syrk lu covariance jacobi-2d heat-3d fdtd-2d \
                seidel-2d adi
  do
    emit_variants "$kernel" "kernels/$kernel.c" "$(kernel_size $kernel)" '' \
      'serial openmp polly auto-host'
  done
}

# ---- Building ----

# Compile options of VARIANT (the clause is added by build_job), then
# BENCH_CFLAGS, the same for every variant.
variant_flags ()
{
  case $1 in
    serial) own="-O2 -Wno-unknown-pragmas" ;;
    openmp) own="-O2 -fopenmp -DUSE_OPENMP" ;;
    graphite) own="-O2 -floop-nest-optimize -Wno-unknown-pragmas" ;;
    # The paper's baseline: one outer iteration per tile where no
    # clause is written.
    noblock | paper | scheme-*) own="-O2 -fopenacc-block -fplugin-arg-accblock-noblock-tiles=iteration -fopt-info-optimized" ;;
    polly) own=$(variant_flags_polly) ;;
    auto-host) own="-O2 -fauto-block -fplugin-arg-accblock-target=host -fopt-info-omp-all" ;;
    greedy) own="-O2 -fauto-block=greedy -fno-auto-block-serial -fopt-info-optimized" ;;
    model) own="-O2 -fauto-block=model -fno-auto-block-serial -fopt-info-optimized" ;;
    # The same build of the same source, compiled as C++: issue 30 wants
    # the same clauses and the same modeled time.
    model-cxx) own="-x c++ -O2 -fauto-block=model -fno-auto-block-serial -fopt-info-optimized" ;;
    model-host | model-host-base)
      own="-O2 -fauto-block=model -fno-auto-block-serial -fplugin-arg-accblock-target=host -fopt-info-optimized"
      test "$1" = model-host || own="$own -fplugin-arg-accblock-tile-clones=none" ;;
  esac
  echo "$own${BENCH_CFLAGS:+ $BENCH_CFLAGS}"
}

uses_accblock ()
{
  case $1 in
    serial | openmp | graphite | polly) return 1 ;;
    *) return 0 ;;
  esac
}

# Libraries VARIANT links besides libm: Polly's parallel loops call
# libgomp.
variant_libs ()
{
  test "$1" = polly && echo -lgomp
}

now ()
{
  date +%s.%N 2>/dev/null || date +%s
}

# The compiler of VARIANT.
compiler_for ()
{
  if test "$1" = model-cxx; then
    echo "$ACCBLOCK_GXX"
  elif uses_accblock "$1"; then
    echo "$ACCBLOCK_GCC"
  elif test "$1" = polly; then
    echo "$POLLY_CC"
  else
    echo "$CC"
  fi
}

# Build job $exe from SOURCE with DEFINES, SIZE, VARIANT and CLAUSE; the
# compiler's messages go to $exe.log.  Sets build_seconds.
build_job ()
{
  compiler=$(compiler_for "$4")
  start=$(now)
  # $compiler and the flags are split on purpose (CC may be "gcc -m64");
  # an empty CLAUSE defines nothing.
  $compiler $(variant_flags "$4") $2 -DN="$3" ${5:+"-DBLOCK_CLAUSE_1=$5"} \
    "$srcdir/$1" -o "$exe" $(variant_libs "$4") -lm </dev/null >"$exe.log" 2>&1
  status=$?
  build_seconds=$(awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.3f", b - a }')
  return $status
}

# Whether the compile time of $variant is measured: for the variants the
# issue's compile-time target and the inference compare, at the first
# size of each program (the size only changes constants).
measures_compile ()
{
  test "$COMPILE_RUNS" -gt 0 2>/dev/null || return 1
  case $variant in
    serial | noblock | paper | greedy | model | model-host) ;;
    *) return 1 ;;
  esac
  case " $first_sizes " in
    *" $name:"*) ;;
    *) first_sizes="$first_sizes $name:$size" ;;
  esac
  case " $first_sizes " in
    *" $name:$size "*) return 0 ;;
  esac
  return 1
}

# One compile-only run of SOURCE with DEFINES, SIZE, VARIANT and CLAUSE,
# its command prefixed by the words in $compile_prefix.  Remarks are
# left out: they are output, not compilation.
compile_only ()
{
  compiler=$(compiler_for "$4")
  flags=$(variant_flags "$4" | sed 's/ *-fopt-info-optimized//')
  $compile_prefix $compiler $flags $2 -DN="$3" ${5:+"-DBLOCK_CLAUSE_1=$5"} \
    -c "$srcdir/$1" -o "$work/compile-only.o" </dev/null >"$work/compile.log" 2>&1
}

# The CPU seconds one compile-only run takes (arguments as compile_only),
# averaged over COMPILE_RUNS runs.  times(1) counts in clock ticks, so
# the runs are timed together.
compile_cpu_seconds ()
{
  compile_prefix=
  (
    i=0
    while test $i -lt "$COMPILE_RUNS"
    do
      compile_only "$@"
      i=$((i + 1))
    done
    times
  ) | awk -v runs="$COMPILE_RUNS" '
    function seconds (t) { split (t, p, "m"); sub ("s", "", p[2]); return p[1] * 60 + p[2] }
    NR == 2 { printf "%.4f\n", (seconds($1) + seconds($2)) / runs }'
}

# The instructions one compile-only run executes, every process of it
# (wrapper, driver, cc1, assembler) counted; NA without valgrind and
# for the variants that the compile-time target does not compare.
compile_instructions ()
{
  case $4 in
    serial | noblock | paper) ;;
    *) echo NA; return ;;
  esac
  test -n "$VALGRIND" || { echo NA; return; }
  compile_prefix="$VALGRIND --tool=callgrind --trace-children=yes --callgrind-out-file=/dev/null"
  compile_only "$@"
  sed -n 's/.*I *refs: *//p' "$work/compile.log" | tr -d , \
    | awk '{ s += $1 } END { if (NR) printf "%d\n", s; else print "NA" }'
}

# ---- Running and reading results ----

# A numeric top-level member KEY of the stats JSON FILE, or 0.
stats_value ()
{
  python3 -c 'import json, sys
try:
    v = json.load (open (sys.argv[2])).get (sys.argv[1], 0)
except (OSError, ValueError):
    v = 0
print (v if isinstance (v, (int, float)) else 0)' "$1" "$2"
}

# The block vectors of the nests in stats FILE, as "[1 30 0] [...]".
stats_blocks ()
{
  python3 -c 'import json, sys
try:
    nests = json.load (open (sys.argv[1])).get ("nests", [])
except (OSError, ValueError):
    nests = []
print (" ".join ("[%s]" % " ".join (map (str, n.get ("block", [])))
                 for n in nests))' "$1"
}

# The median of the numbers on standard input.
median ()
{
  sort -g | awk '{ v[NR] = $1 }
    END { if (NR == 0) print "NA";
          else if (NR % 2) print v[(NR + 1) / 2];
          else printf "%.6f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# One line of text: newlines and runs of blanks become one blank.
one_line ()
{
  tr '\n' ' ' | sed 's/  */ /g; s/^ //; s/ $//'
}

# Append the arguments to CSV file $1 as one row, quoted as RFC 4180
# says by Python's csv module.
csv_row ()
{
  python3 -c 'import csv, sys
with open (sys.argv[1], "a", newline="") as f:
    csv.writer (f, lineterminator="\n").writerow (sys.argv[2:])' "$@"
}

# Runtime settings of $variant: the unblocked baseline is the paper's,
# with every array accessed in main memory (no staging); model-host is
# the model variant inferred and run for the host itself (accelerators =
# CPUs, local memory = L2), the configuration host wall times compare.
variant_env ()
{
  case $variant in
    noblock) echo ACCBLOCK_STAGE=0 ;;
    model-host | model-host-base | auto-host) echo ACCBLOCK_TARGET=host ;;
  esac
}

# Run $exe once, in round $round.  A failed run leaves its reason in
# $exe.fail; a run adds its time to $exe.times and to the rounds file,
# and its output line to $exe.line.
run_once ()
{
  env $(variant_env) OMP_NUM_THREADS=$THREADS ACCBLOCK_THREADS=$THREADS \
  ACCBLOCK_STATS=$exe.json $with_timeout "$exe" </dev/null >"$exe.out" 2>"$exe.err"
  status=$?
  line=$(grep ' checksum=' "$exe.out" | tail -n 1)
  if test -z "$line"; then
    echo "run failed (exit $status): $(head -n 1 "$exe.err")" >"$exe.fail"
    return 1
  fi
  echo "$line" >>"$exe.line"
  seconds=$(echo "$line" | sed 's/.* time=\([^ ]*\) .*/\1/')
  echo "$seconds" >>"$exe.times"
  if test "$mode" = kernels; then
    kernel_run_row
  else
    echo "$name,$size,$variant,$round,$seconds" >>"$rounds_csv"
  fi
}

# The kernels.csv row of the run just made ($line, $seconds): its
# checksum against the first checksum serial printed.
kernel_run_row ()
{
  sum=$(echo "$line" | sed 's/.* checksum=\([^ ]*\) .*/\1/')
  test "$variant" = serial && test ! -e "$work/$name-$size.run-checksum" \
    && echo "$sum" >"$work/$name-$size.run-checksum"
  reference=$(cat "$work/$name-$size.run-checksum" 2>/dev/null)
  if test -z "$reference"; then
    ok=NA
  elif test "$sum" = "$reference"; then
    ok=1
  else
    ok=0
  fi
  echo "$variant,$name,$size,$round,$seconds,$ok" >>"$rounds_csv"
}

# After the runs of $exe: sets run_note (empty on success), wall,
# checksum, verified (0 when any run reported FAIL).
read_runs ()
{
  run_note=
  if test -s "$exe.fail"; then
    run_note=$(cat "$exe.fail")
    wall=NA
    verified=NA
    return 1
  fi
  verified=1
  grep -q ' FAIL$' "$exe.line" && verified=0
  checksum=$(tail -n 1 "$exe.line" | sed 's/.* checksum=\([^ ]*\) .*/\1/')
  wall=$(median <"$exe.times")
}

row ()
{
  csv_row "$output" "$1" "$2" "$3" "$4" "$5" "$6" "$7" "$8" "$9" \
    "$(printf '%s' "${10}" | one_line)"
}

# ---- Main loop ----

if test "$mode" = kernels; then
  emit_kernel_jobs >"$work/jobs"
else
  emit_jobs >"$work/jobs"
fi
total=$(wc -l <"$work/jobs")
echo "benchmark,size,variant,wall_s,modeled_s,dma_in_bytes,dma_out_bytes,tiles,checksum_ok,note" >"$output"
echo "benchmark,size,variant,build_s,compile_cpu_s,compile_instructions" >"$compile_csv"
if test "$mode" = kernels; then
  echo "variant,kernel,size,round,seconds,checksum_ok" >"$rounds_csv"
  : >"$remarks_txt"
else
  echo "benchmark,size,variant,round,wall_s" >"$rounds_csv"
fi
first_sizes=
echo "run-bench: $mode, $total builds, $RUNS runs each, $THREADS threads; writing $output" >&2
# Wall times mean little on a loaded machine; say how loaded it was.
if test -r /proc/loadavg; then
  echo "run-bench: load average at start: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
fi
if test $accblock_usable = no; then
  echo "run-bench: no usable accblock-gcc ('$ACCBLOCK_GCC'): accblock variants recorded as not available" >&2
fi
if test "$mode" = kernels && test $polly_usable = no; then
  echo "run-bench: '$POLLY_CC' cannot build with Polly (install clang-14): polly variant skipped, recorded as not available" >&2
fi

# The remarks of an auto-host build: the kernel's own file's remarks go
# to kernels-remarks.txt, and the note records the clauses inferred
# (or that none was).
kernel_remarks ()
{
  {
    echo "== $name $size: $(variant_flags auto-host)"
    grep -E '(optimized|missed): ' "$exe.log" | sed 's|^.*/kernels/||' \
      | grep -v '^kernel\.h:'
  } >>"$remarks_txt"
  inferred=$(grep -o 'blocked nest with block([^)]*)' "$exe.log" \
             | sed 's/blocked nest with //' | sort -u | tr '\n' ' ')
  note="${inferred:+blocked $inferred}"
  test -n "$note" || note="no nest blocked"
}

# Build job $job of the list (NAME SOURCE SIZE DEFINES VARIANT CLAUSE in
# the variables of those names) and measure its compile.  Returns 1, the
# row written, when there is nothing to run; otherwise its note waits in
# $exe.note.
prepare_job ()
{
  printf '[%d/%d] %s %s %s: ' $job "$total" "$name" "$size" "$variant" >&2
  if uses_accblock "$variant" && test $accblock_usable = no; then
    row "$name" "$size" "$variant" NA NA NA NA NA NA "accblock-gcc not available"
    echo "skipped (no accblock-gcc)" >&2
    return 1
  fi
  if test "$variant" = model-cxx && test $accblock_cxx_usable = no; then
    row "$name" "$size" "$variant" NA NA NA NA NA NA "accblock-g++ not available"
    echo "skipped (no accblock-g++)" >&2
    return 1
  fi
  if test "$variant" = polly && test $polly_usable = no; then
    row "$name" "$size" "$variant" NA NA NA NA NA NA "$POLLY_CC with Polly not available"
    echo "skipped (no Polly)" >&2
    return 1
  fi
  if ! build_job "$source" "$defines" "$size" "$variant" "$clause"; then
    reason=$(grep -m 1 -E 'error|undefined' "$exe.log" || head -n 1 "$exe.log")
    row "$name" "$size" "$variant" NA NA NA NA NA NA "build failed: $reason"
    echo "build failed" >&2
    return 1
  fi
  compile_cpu=NA compile_instr=NA
  if measures_compile; then
    compile_cpu=$(compile_cpu_seconds "$source" "$defines" "$size" \
                    "$variant" "$clause")
    test -n "$compile_cpu" || compile_cpu=NA
    compile_instr=$(compile_instructions "$source" "$defines" "$size" \
                      "$variant" "$clause")
  fi
  echo "$name,$size,$variant,$build_seconds,$compile_cpu,$compile_instr" \
    >>"$compile_csv"

  note=
  case $variant in
    greedy | model | model-cxx | model-host | model-host-base)
      inferred=$(grep -o 'block([^)]*)\( split([^)]*)\)\{0,1\}' "$exe.log" \
                 | sort -u | tr '\n' ' ')
      if test -z "$inferred"; then
        row "$name" "$size" "$variant" NA NA NA NA NA NA \
          "no clause inferred: $variant's -fauto-block gave no remark; its missed remark in the build log says why"
        echo "no clause inferred" >&2
        return 1
      fi
      note="inferred $inferred"
      ;;
    paper | scheme-*)
      note="clause $clause"
      ;;
    auto-host)
      kernel_remarks
      ;;
  esac
  printf '%s\n' "$note" >"$exe.note"
  rm -f "$exe.times" "$exe.line" "$exe.fail" "$exe.json"
  echo "built" >&2
}

# The row of a job whose runs are done.
finish_job ()
{
  note=$(cat "$exe.note")
  printf '%s %s %s: ' "$name" "$size" "$variant" >&2
  if ! read_runs; then
    row "$name" "$size" "$variant" NA NA NA NA NA NA "$run_note"
    echo "$run_note" >&2
    return
  fi

  if test "$variant" = serial; then
    echo "$checksum" >"$work/$name-$size.checksum"
  fi
  reference=$(cat "$work/$name-$size.checksum" 2>/dev/null)
  checksum_ok=$verified
  if test "$verified" = 1 && test -n "$reference" \
     && test "$checksum" != "$reference"; then
    checksum_ok=0
    note="$note checksum $checksum differs from serial $reference"
  fi

  modeled=0 dma_in=0 dma_out=0 tiles=0
  if uses_accblock "$variant"; then
    if test -s "$exe.json"; then
      modeled=$(stats_value modeled_seconds "$exe.json")
      dma_in=$(stats_value dma_in_bytes "$exe.json")
      dma_out=$(stats_value dma_out_bytes "$exe.json")
      tiles=$(stats_value tiles "$exe.json")
      blocks=$(stats_blocks "$exe.json")
      test -n "$blocks" && note="$note nests $blocks"
      test "$tiles" = 0 && note="$note no nest dispatched"
    else
      note="$note no ACCBLOCK_STATS file: no nest was dispatched"
    fi
  fi
  row "$name" "$size" "$variant" "$wall" "$modeled" "$dma_in" "$dma_out" \
    "$tiles" "$checksum_ok" "$note"
  echo "wall $wall s, modeled $modeled s, checksum_ok $checksum_ok" >&2
}

# The jobs of one program at one size ($work/group, called $1 in the
# progress lines): build them all, then
# run them in rounds, every variant once per round, so that the wall
# times a ratio compares are taken side by side and a burst of load on
# a shared machine slows every variant of a round rather than one.
run_group ()
{
  : >"$work/ready"
  while IFS='|' read -r name source size defines variant clause
  do
    job=$((job + 1))
    exe=$work/$name-$size-$variant
    if prepare_job; then
      echo "$name|$source|$size|$defines|$variant|$clause" >>"$work/ready"
    fi
  done <"$work/group"
  test -s "$work/ready" || return
  round=0
  while test $round -lt "$RUNS"
  do
    round=$((round + 1))
    printf '  %s: round %d of %d\n' "$1" $round "$RUNS" >&2
    while IFS='|' read -r name source size defines variant clause
    do
      exe=$work/$name-$size-$variant
      test -e "$exe.fail" || run_once
    done <"$work/ready"
  done
  while IFS='|' read -r name source size defines variant clause
  do
    exe=$work/$name-$size-$variant
    finish_job
  done <"$work/ready"
}

job=0
group_key=
: >"$work/group"
while IFS= read -r job_line
do
  # NAME SIZE; run_group sets the job variables, so none is used here.
  key=$(printf '%s\n' "$job_line" | cut -d'|' -f1,3 | tr '|' ' ')
  if test "$key" != "$group_key" && test -s "$work/group"; then
    run_group "$group_key"
    : >"$work/group"
  fi
  group_key=$key
  printf '%s\n' "$job_line" >>"$work/group"
done <"$work/jobs"
test -s "$work/group" && run_group "$group_key"

echo "run-bench: wrote $output, $compile_csv and $rounds_csv" >&2
