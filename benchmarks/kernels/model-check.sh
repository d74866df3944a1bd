#! /bin/sh
# model-check.sh -- the modeled time of each kernel of the suite on the
# paper's target, with the clauses -fauto-block infers against without
# blocking, and whether blocking gains the paper's 2.66x.
#
# Why this file exists: issue 32 asks that on the paper target each
# kernel's modeled time with the inferred clause be at least 2.66 times
# better than without blocking (the paper's Fig. 5 figure for its
# non-matmul programs).  Wall times of the simulation say nothing about
# the simulated machine; the runtime's modeled time does, and it is
# deterministic (the same counters for every run), so this is a check,
# not a timing: every kernel is built and run once per variant at a size
# that simulates in about a second.
#
# "Without blocking" is the paper's baseline, as the noblock variant of
# run-bench.sh has it for the paper's own programs: the same parallel
# loops, run by the accelerators one outer iteration per tile, every
# array read and written in main memory (a plain OpenACC "acc loop"
# without clause under -fopenacc-block, run with ACCBLOCK_STAGE=0).  It
# is not the host core: the paper's Fig. 4 and 5 compare the
# accelerator array with and without the clause.  The loops are those
# the auto build dispatched: its remarks ("treated as '#pragma acc
# loop'") name them, and a copy of the source gets _Pragma ("acc loop")
# in front of each, on the same line, so that both builds report the
# same locations.  A loop that carries a dependence only within each
# value of the loop directly inside it (covariance's column sums,
# mean[j] += data[i][j]) is dispatched once by the auto build, its
# tiles along the inner loop and the outer loop whole in each
# (plugin/outer-whole.cc; remark "carries a dependence only within each
# value of").  An "acc loop" in front of the outer loop would declare
# its iterations independent, which they are not, and no loop pragma
# keeps a loop whole in every tile; annotating the inner loop instead
# would dispatch it once per outer iteration, a baseline 4.4 times
# slower than the same nest dispatched once (covariance, 512).  So such
# a nest is left unannotated and the annotated copy is built with
# -fauto-block=none besides: it takes the same nest and runs it once,
# one inner iteration per tile, the outer loop whole in each, arrays in
# main memory, while the annotated loops run as under -fopenacc-block.
# A loop the auto build distributed over the loops of
# its body (plugin/distribute.cc, remark "distributed over its body")
# is dispatched as the nests it was split into, which no pragma in
# front of the loop would give: the baseline of such a kernel is built
# from the unannotated source with -fauto-block=none instead, which
# takes and splits the same loops (and versions them under the same
# run-time alias test) but infers no clause, so that each runs as a
# loop pragma without clause, one outer iteration per tile; a nest of
# it proven parallel on condition that its arrays lie apart has its
# outer tiles sized by the runtime instead (only such a nest can run as
# written when they overlap), and the note says so.  The auto build
# dispatches every nest it infers a clause for (cost-model=unlimited,
# as the paper's compiler does): under
# the default model a short loop runs as written on the host, where no
# modeled time counts it, and the two columns would not time the same
# loops.  Only the nests inside the KERNEL function count (the
# initialisation loops of main are dispatched too, but are not the
# kernel).  Both builds must print the checksum of gcc -O2.
#
# A nest the auto build tiles in skewed fronts (seidel-2d: the time loop
# tiled with the in-place sweep inside it, ACCBLOCK_NEST_SKEWED; remark
# "tiled with the loops inside it in skewed fronts") has no parallel
# loop: no "acc loop" can be written in front of any of its loops, and
# the paper's baseline does not exist for it.  Its baseline is the nest
# where it stands, on the host core: the time model/dispatch-gain.c
# gives it, which the runtime prices when it chooses the nest's sizes
# and decides whether dispatching pays (runtime/choose.c), and reports
# as where_it_stands_seconds in the statistics of the auto run.  The
# without-blocking column of such a kernel is that time, plus the
# noblock build's time of its other nests, if any; the note says so.
# Its steps are tiled together, so the fronts that fill and drain the
# pipeline of time tiles weigh less the more steps there are: at 10
# steps the ratio is lower than at issue 32's 40.
#
# Usage: model-check.sh [--output DIR] [--refresh]
#   writes DIR/kernels-model.csv and DIR/kernels-model.md (default DIR:
#   ./results); the tracked benchmarks/results only with --refresh.
# Settings: CC (default gcc), ACCBLOCK_GCC (the wrapper, required),
# MODEL_SIZES (NAME=SIZE words replacing the default sizes), KERNELS
# (the kernels to check; default: all ten), KEEP_WORK (nonempty: keep
# the builds, logs and statistics files in the work directory).
# The exit status is 0 when the check ran, whatever the verdicts: they
# are results, in the files; 2 for a usage error.
#
# SPDX-License-Identifier: GPL-3.0-or-later

outdir=results
refresh=no
while test $# -gt 0
do
  case $1 in
    --output) outdir=$2; shift ;;
    --output=*) outdir=${1#--output=} ;;
    --refresh) refresh=yes ;;
    *) echo "model-check.sh: usage: model-check.sh [--output DIR] [--refresh]" >&2
       exit 2 ;;
  esac
  shift
done

srcdir=$(cd "$(dirname "$0")/.." && pwd)
: "${CC:=gcc}"
: "${MODEL_SIZES:=}"
# The paper's figure for its non-matmul programs (Fig. 5).
goal=2.66
if test -z "$ACCBLOCK_GCC" || test ! -x "$ACCBLOCK_GCC"; then
  echo "model-check.sh: ACCBLOCK_GCC must name the accblock-gcc wrapper" >&2
  exit 2
fi
mkdir -p "$outdir" || exit 1
if test "$(cd "$outdir" && pwd)" = "$srcdir/results" && test $refresh = no; then
  echo "model-check.sh: $outdir is tracked; give --refresh to replace it" >&2
  exit 2
fi
command -v python3 >/dev/null 2>&1 \
  || { echo "model-check.sh: python3 is needed (stats JSON)" >&2; exit 2; }
work=$(mktemp -d "${TMPDIR:-/tmp}/accblock-kmodel.XXXXXX") || exit 1
trap 'test -n "$KEEP_WORK" || rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
mkdir "$work/kernels" && cp "$srcdir/bench.h" "$work/" \
  && cp "$srcdir"/kernels/*.c "$srcdir"/kernels/*.h "$work/kernels/" || exit 1

# The size of kernel $1: MODEL_SIZES, else one whose unblocked
# simulation takes about a second.
model_size ()
{
  for entry in $MODEL_SIZES
  do
    case $entry in
      "$1="*) echo "${entry#*=}"; return ;;
    esac
  done
  case $1 in
    heat-3d) echo 64 ;;
    *) echo 512 ;;
  esac
}

# The -D options of kernel $1 besides its size: the time-stepped ones
# take 10 steps, as every step makes the same dispatches.
model_defines ()
{
  case $1 in
    jacobi-2d | heat-3d | fdtd-2d | seidel-2d | adi) echo -DT=10 ;;
  esac
}

# The first and last line of the KERNEL function of source $1.
kernel_lines ()
{
  awk '/^KERNEL/ { first = NR } first && !last && /^}/ { last = NR }
       END { print first, last }' "$1"
}

# Only the kernel function's own remarks of build log $1, without the
# directory.
kernel_remarks ()
{
  sed -n 's|^kernels/||p' "$1" | grep -E '(optimized|missed): ' \
    | awk -F: -v f="$name.c" -v a="$first" -v b="$last" \
        '$1 == f && $2 >= a && $2 <= b'
}

# The environment of a run: the paper target, no setting of the caller's
# that changes the model, and the statistics file $1.
run_env ()
{
  stats=$1; shift
  env -u ACCBLOCK_NUM_ACCEL -u ACCBLOCK_LOCAL_MEM -u ACCBLOCK_SCHEDULE \
    -u ACCBLOCK_REUSE -u ACCBLOCK_DOUBLE_BUFFER -u ACCBLOCK_STAGE \
    ACCBLOCK_TARGET=paper ACCBLOCK_STATS="$stats" "$@"
}

# Run build $1 with the extra environment words after it; print its
# checksum, or FAILED.
run_build ()
{
  exe=$1; shift
  rm -f "$exe.json"
  out=$(run_env "$exe.json" "$@" "$exe" 2>"$exe.err") \
    && echo "$out" | sed -n 's/.* checksum=\([^ ]*\) .*/\1/p' \
    || echo FAILED
}

# The totals of the kernel's nests in stats file $1: modeled seconds,
# dispatches, runs on the calling thread, the nests that staged no
# array, the runs of loops kept as written by a run-time alias test,
# the skewed nests, their time where they stand and their dispatches
# (fronts), and the block vectors ("skewed" after a skewed nest's).
kernel_stats ()
{
  python3 - "$1" "$first" "$last" <<'EOF'
import json, sys
path, first, last = sys.argv[1], int (sys.argv[2]), int (sys.argv[3])
try:
    stats = json.load (open (path))
except (OSError, ValueError):
    stats = {}
def kernel_s (records):
    return [r for r in records
            if first <= int (r["location"].rsplit (":", 2)[1]) <= last]
mine = kernel_s (stats.get ("nests", []))
guards = sum (g["overlap"] for g in kernel_s (stats.get ("alias_guards", [])))
skewed = [n for n in mine if "skewed" in n]
print ("%.9g %d %d %d %d %d %.9g %d %s" % (
    sum (n["modeled_seconds"] for n in mine),
    sum (n["dispatches"] for n in mine),
    sum (n["host_runs"] for n in mine),
    sum (1 for n in mine if n["staged_sections"] == 0), guards,
    len (skewed), sum (n["where_it_stands_seconds"] for n in skewed),
    sum (n["dispatches"] for n in skewed),
    " ".join ("[%s]%s" % (" ".join (map (str, n["block"])),
                          " skewed" if "skewed" in n else "")
              for n in mine)
    or "-"))
EOF
}

# Copy kernels/$name.c to $name-noblock.c with _Pragma ("acc loop") in front
# of each loop the auto build treated as one (LINE:COLUMN in $loops).
annotate ()
{
  cp "$work/kernels/$name.c" "$work/kernels/$name-noblock.c"
  for at in $loops
  do
    awk -v l="${at%:*}" -v c="${at#*:}" \
      'NR == l { $0 = substr ($0, 1, c - 1) "_Pragma (\"acc loop\") " substr ($0, c) }
       { print }' "$work/kernels/$name-noblock.c" >"$work/annotated.c" \
      && mv "$work/annotated.c" "$work/kernels/$name-noblock.c"
  done
}

# Build variant $2 (serial, auto or noblock) of kernels/$1 as
# $work/$name-$2.
build ()
{
  case $2 in
    serial) set -- "$1" "$2" $CC -O2 -Wno-unknown-pragmas ;;
    auto) set -- "$1" "$2" "$ACCBLOCK_GCC" -O2 -fauto-block \
            -fplugin-arg-accblock-target=paper \
            -fplugin-arg-accblock-cost-model=unlimited -fopt-info-omp-all ;;
    noblock) set -- "$1" "$2" "$ACCBLOCK_GCC" -O2 -fopenacc-block \
               -fplugin-arg-accblock-noblock-tiles=iteration \
               -fplugin-arg-accblock-target=paper -fopt-info-omp-all ;;
    whole-noblock | split-noblock) set -- "$1" noblock "$ACCBLOCK_GCC" -O2 -fauto-block=none \
               -fplugin-arg-accblock-cost-model=unlimited \
               -fplugin-arg-accblock-noblock-tiles=iteration \
               -fplugin-arg-accblock-target=paper -fopt-info-omp-all ;;
  esac
  source=$1 exe=$work/$name-$2; shift 2
  (cd "$work" && "$@" -DN="$size" $(model_defines "$name") "kernels/$source" -o "$exe" -lm) \
    >"$exe.log" 2>&1
}

# Why the kernel's comparison may not mean what it says, from its
# remarks and runs.
caveats ()
{
  note=
  test -n "$loops" || test "$auto_skewed" != 0 \
    || note="no loop of the kernel dispatched;"
  test "$auto_skewed" = 0 \
    || note="$note $auto_skewed nest(s) tiled in skewed fronts, no parallel loop to annotate: their baseline is the nest where it stands, on the host core, as the runtime priced it ($skewed_local_s s, model/dispatch-gain.c);"
  # The nest as written that a split loop keeps for overlapping arrays
  # has the remarks of an imperfect nest, but runs only then.
  test -z "$split" \
    && grep -q 'the body of the nest is a sequence of loops' "$work/$name-auto.remarks" \
    && note="$note imperfect nest: the modeled time counts one iteration per outer iteration, not the loops of its body (a lower bound, both builds);"
  alone=$(sed -n "s/^[^:]*:\([0-9]*\):[0-9]*: missed: loop .\(.*\). left alone:.*/\2@\1/p" \
            "$work/$name-auto.remarks" | tr '\n' ' ' | sed 's/ $//; s/ /, /g')
  test -z "$alone" \
    || note="$note loops left alone, whose own work is not modeled: $alone;"
  test "${auto_unstaged:-0}" = 0 \
    || note="$note $auto_unstaged blocked nest(s) staged no array: every reference stays in main memory, as without blocking;"
  test -z "$whole" \
    || note="$note loops run whole in each tile of the loop inside them: the baseline dispatches the same nest once, one inner iteration per tile (-fauto-block=none);"
  test -z "$split" \
    || note="$note loops distributed over their bodies: the baseline splits them too (-fauto-block=none), its nests checked for overlap with outer tiles sized by the runtime; the loops as written kept for overlapping arrays ran $auto_guard_overlaps time(s);"
  test "$((auto_dispatches - skewed_dispatches))" = "$noblock_dispatches" \
    || note="$note the builds dispatched different nests ($auto_dispatches and $noblock_dispatches dispatches);"
  test "$auto_host" = 0 \
    || note="$note $auto_host run(s) on the calling thread, not modeled;"
  test "$auto_sum" = "$serial_sum" || note="$note auto checksum $auto_sum differs;"
  test "$noblock_sum" = "$serial_sum" \
    || note="$note noblock checksum $noblock_sum differs;"
  echo "$note" | sed 's/^ //; s/;$//'
}

# The row of kernel $name, which could not be checked: $1 says why.
failed_row ()
{
  echo "$name: $1" >&2
  python3 -c 'import csv, sys
with open (sys.argv[1], "a", newline="") as f:
    csv.writer (f, lineterminator="\n").writerow (sys.argv[2:])' \
    "$csv" "$name" "$size" NA NA NA no - - "$1"
  printf '| %s | %s | NA | NA | NA | no | - | %s |\n' "$name" "$size" "$1" \
    >>"$md"
}

# Build and run kernel $name at $size; append its row.
check_kernel ()
{
  set -- $(kernel_lines "$work/kernels/$name.c")
  first=$1 last=$2
  build "$name.c" serial && serial_sum=$(run_build "$work/$name-serial") \
    || { failed_row "the serial build failed"; return 1; }
  build "$name.c" auto || { failed_row "the auto build failed"; return 1; }
  kernel_remarks "$work/$name-auto.log" >"$work/$name-auto.remarks"
  loops=$(sed -n "s/^[^:]*:\([0-9]*\):\([0-9]*\): optimized: loop .* has no pragma and is parallel.*/\1:\2/p" \
            "$work/$name-auto.remarks" | sort -u)
  clauses=$(sed -n 's/.*: optimized: inferred \(block([^)]*)\( split([^)]*)\)\{0,1\}\).*/\1/p' \
              "$work/$name-auto.remarks" | tr '\n' ';' | sed 's/;$//; s/;/; /g')
  { echo "* $name:"
    grep ': missed: loop .* left alone' "$work/$name-auto.remarks" \
      | sed 's/^/  /' | grep . || echo "  none"
  } >>"$work/left-alone"
  auto_sum=$(run_build "$work/$name-auto")
  set -- $(kernel_stats "$work/$name-auto.json")
  auto_s=$1 auto_dispatches=$2 auto_host=$3 auto_unstaged=$4
  auto_guard_overlaps=$5 auto_skewed=$6 skewed_local_s=$7
  skewed_dispatches=$8; shift 8
  auto_blocks=$*
  split=$(grep -l 'distributed over its body' "$work/$name-auto.remarks")
  whole=$(grep -l 'carries a dependence only within each value of' "$work/$name-auto.remarks")
  if test -n "$split"; then
    cp "$work/kernels/$name.c" "$work/kernels/$name-noblock.c"
    build "$name-noblock.c" split-noblock
  elif test -n "$whole"; then
    annotate
    build "$name-noblock.c" whole-noblock
  else
    annotate
    build "$name-noblock.c" noblock
  fi || { failed_row "the noblock build failed"; return 1; }
  noblock_sum=$(run_build "$work/$name-noblock" ACCBLOCK_STAGE=0)
  set -- $(kernel_stats "$work/$name-noblock.json")
  noblock_s=$1 noblock_dispatches=$2
  # A skewed nest's baseline is where it stands (see the head comment).
  test "$auto_skewed" = 0 \
    || noblock_s=$(awk -v a="$noblock_s" -v b="$skewed_local_s" \
                     'BEGIN { printf "%.9g", a + b }')
  report_kernel
}

# The row and the table line of the kernel just checked.
report_kernel ()
{
  ratio=$(awk -v a="$noblock_s" -v b="$auto_s" \
            'BEGIN { if (a > 0 && b > 0) printf "%.2f", a / b; else print "NA" }')
  reaches=$(awk -v r="$ratio" -v g="$goal" \
              'BEGIN { print (r != "NA" && r + 0 >= g) ? "yes" : "no" }')
  note=$(caveats)
  python3 -c 'import csv, sys
with open (sys.argv[1], "a", newline="") as f:
    csv.writer (f, lineterminator="\n").writerow (sys.argv[2:])' \
    "$csv" "$name" "$size" "$noblock_s" "$auto_s" "$ratio" "$reaches" \
    "${clauses:--}" "$auto_blocks" "$note"
  printf '| %s | %s | %s | %s | %s | %s | %s | %s |\n' "$name" "$size" \
    "$noblock_s" "$auto_s" "$ratio" "$reaches" "${clauses:--} $auto_blocks" \
    "$note" >>"$md"
  echo "$name $size: noblock $noblock_s s, auto $auto_s s, ratio $ratio ($reaches)" >&2
}

csv=$outdir/kernels-model.csv
md=$outdir/kernels-model.md
echo "kernel,size,noblock_modeled_s,auto_modeled_s,ratio,reaches_goal,inferred,blocks,note" >"$csv"
{
  echo "Modeled time of each kernel's own nests on the paper target (64 accelerators, 16 KiB local memory each): without blocking (the loops -fauto-block dispatches, one outer iteration per tile, arrays in main memory; a nest tiled in skewed fronts, which has no parallel loop, where it stands on the host core, as the runtime prices it) and with the inferred clauses; goal ${goal}x."
  echo
  echo "| kernel | size | without blocking s | inferred s | ratio | >= ${goal}x | inferred clauses, blocks at run time | note |"
  echo "|---|---|---|---|---|---|---|---|"
} >"$md"
: >"$work/left-alone"
met=0 total=0
: "${KERNELS:=gemm 2mm syrk lu covariance jacobi-2d heat-3d fdtd-2d seidel-2d adi}"
for name in $KERNELS
do
  size=$(model_size "$name")
  total=$((total + 1))
  check_kernel || continue
  test "$reaches" = yes && met=$((met + 1))
done
{
  printf '\n%d of %d kernels reach %sx.\n\n' $met $total "$goal"
  echo "The loops of each kernel that -fauto-block left alone, with its reasons: they run on the host, and what they run outside the dispatched nests is in neither column."
  echo
  cat "$work/left-alone"
} >>"$md"
echo "model-check: $met of $total kernels reach ${goal}x; wrote $csv and $md" >&2
