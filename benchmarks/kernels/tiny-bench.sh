#! /bin/sh
# tiny-bench.sh -- time kernels/tiny.c (an 8-iteration loop in a function
# called CALLS times, with a run-time and with a constant trip count)
# built by gcc -O2 and by accblock-gcc -fauto-block -O2 (the default
# target), idle and with two busy competitor processes (yes >/dev/null),
# and print the medians.
#
# Why this file exists: a loop too small to pay for a dispatch must run
# as fast under -fauto-block as under gcc, whether the machine is idle
# or its CPUs are taken by others (then a dispatch that waits for a
# descheduled thread costs milliseconds).  The runs are interleaved as
# run-bench.sh interleaves its variants: every round runs both builds
# idle and both beside the competitors, which build goes first
# alternating, so that drift and the neighbours' load touch both alike.
#
# Each run times CALLS calls (40 million by default, about 0.15 s idle):
# a run of a few milliseconds, as the first version had (2 million),
# ends inside one or two of the scheduler's time slices when the CPUs
# are shared, and whether the competitors took one of them decided the
# time, not the build (ratios of 0.90 to 1.22 between runs of the same
# two binaries).  Each loop is timed twice: its wall time (loops
# runtime and const) and the CPU time of the whole process (runtime_cpu,
# const_cpu).  Beside two busy competitors on a 2-CPU machine three
# processes share two CPUs, and the wall time of a run mostly says
# whether it had a CPU of its own (one binary's runs vary from 4 to 8 ns
# a call); the CPU time says what the loop cost, and would count worker
# threads that spin.  Both builds get ALIGN (default
# "-falign-functions=64 -falign-loops=64"): without it, where the
# linker happened to put the 5-ns loops decided their speed (one
# change to tiny.c's timing code turned the run-time loop's ratio from
# 0.98 to 0.71 and the constant one's from 0.97 to 1.14, both builds
# running gcc's very instructions there).  The summary gives the ratio of the medians and the
# median of each round's ratio (both builds of one round ran side by
# side, under the same load).
#
# Usage: tiny-bench.sh [--output DIR]   (default: ./results)
# Writes DIR/tiny.csv (condition,build,loop,round,ns_per_call,checksum_ok;
# loop: runtime, const, runtime_cpu or const_cpu)
# and DIR/tiny.txt (the medians, also printed).
# Settings: CC (default gcc), ACCBLOCK_GCC (the wrapper; without it only
# gcc runs), ROUNDS (default 11), CALLS (default 40000000), ALIGN (both
# builds' alignment options, above), RUN_TIMEOUT (seconds one run may
# take, default 120).
#
# SPDX-License-Identifier: GPL-3.0-or-later

outdir=results
case $1 in
  --output) outdir=$2 ;;
  --output=*) outdir=${1#--output=} ;;
  "") ;;
  *) echo "tiny-bench.sh: usage: tiny-bench.sh [--output DIR]" >&2; exit 2 ;;
esac
: "${CC:=gcc}" "${ACCBLOCK_GCC:=}" "${ROUNDS:=11}" "${CALLS:=40000000}"
: "${RUN_TIMEOUT:=120}" "${ALIGN=-falign-functions=64 -falign-loops=64}"
srcdir=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$outdir" || exit 1
csv=$outdir/tiny.csv
work=$(mktemp -d "${TMPDIR:-/tmp}/accblock-tiny.XXXXXX") || exit 1
competitors=
stop_competitors ()
{
  test -n "$competitors" && kill $competitors 2>/dev/null
  competitors=
}
trap 'stop_competitors; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM

# Build the two programs; the accblock build's remarks go to its log.
builds=gcc
$CC -O2 $ALIGN -DCALLS="$CALLS" "$srcdir/tiny.c" -o "$work/gcc" || exit 1
if test -n "$ACCBLOCK_GCC" && "$ACCBLOCK_GCC" -O2 $ALIGN -fauto-block \
     -fopt-info-omp-all -DCALLS="$CALLS" "$srcdir/tiny.c" \
     -o "$work/accblock" >"$work/accblock.log" 2>&1; then
  builds="gcc accblock"
else
  echo "tiny-bench.sh: no accblock build ('$ACCBLOCK_GCC'); gcc only" >&2
fi

# Two processes that keep two CPUs busy until stop_competitors.
start_competitors ()
{
  yes >/dev/null & competitors="$competitors $!"
  yes >/dev/null & competitors="$competitors $!"
  sleep 0.2
}

# Run build $1 once under condition $cond in round $round.
run_build ()
{
  line=$(timeout "$RUN_TIMEOUT" "$work/$1" 8 </dev/null)
  sum=$(echo "$line" | sed -n 's/.* checksum=\([^ ]*\).*/\1/p')
  test "$1" = gcc && test -z "$reference" && reference=$sum
  ok=0
  test -n "$sum" && test "$sum" = "$reference" && ok=1
  for loop in runtime const runtime_cpu const_cpu
  do
    ns=$(echo "$line" | sed -n "s/.* ${loop}_ns=\([^ ]*\).*/\1/p")
    echo "$cond,$1,$loop,$round,${ns:-NA},$ok" >>"$csv"
  done
}

# One round under condition $cond: both builds, the first alternating.
run_round ()
{
  if test $((round % 2)) = 1; then order=$builds; else
    order=$(echo "$builds" | awk '{ for (i = NF; i > 0; i--) printf "%s ", $i }')
  fi
  for b in $order; do run_build "$b"; done
}

reference=
echo "condition,build,loop,round,ns_per_call,checksum_ok" >"$csv"
echo "tiny-bench: $ROUNDS rounds, $CALLS calls, load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)" >&2
round=0
while test $round -lt "$ROUNDS"
do
  round=$((round + 1))
  cond=idle; run_round
  start_competitors
  cond=busy; run_round
  stop_competitors
done

# The CSV rows with, for each round, condition and loop, a row of build
# "ratio": accblock's time over gcc's in that round (its checksum field
# 1, so that it counts as no mismatch).
round_ratios ()
{
  awk -F, '
    { print }
    $1 != "condition" && $5 != "NA" { t[$1 "," $3 "," $4, $2] = $5; k[$1 "," $3 "," $4] = 1 }
    END {
      for (key in k)
        if ((key, "gcc") in t && (key, "accblock") in t && t[key, "gcc"] > 0)
          {
            split (key, f, ",")
            printf "%s,ratio,%s,%s,%.4f,1\n", f[1], f[2], f[3], t[key, "accblock"] / t[key, "gcc"]
          }
    }' "$1"
}

# The medians per condition, build and loop, and accblock / gcc: the
# ratio of the medians and the median of the rounds' ratios.
{
  echo "tiny loop (8 iterations, $CALLS calls, $ALIGN), ns per call, median of $ROUNDS interleaved rounds; round ratio: median of each round's accblock / gcc"
  grep -E 'missed|optimized' "$work/accblock.log" 2>/dev/null \
    | sed 's|^.*/kernels/|accblock remark: |'
  round_ratios "$csv" | sort -t, -k1,1 -k2,2 -k3,3 -k5,5g \
    | awk -F, '
    NR > 0 && $1 != "condition" { key = $1 " " $2 " " $3; v[key, ++n[key]] = $5
      if ($6 != 1) bad[$2]++ }
    END {
      printf "%-6s %-11s %12s %12s %8s %12s\n", "cond", "loop", "gcc", "accblock", \
        "ratio", "round ratio"
      split ("idle busy", cs, " ")
      split ("runtime const runtime_cpu const_cpu", ls, " ")
      for (c = 1; c <= 2; c++)
        for (l = 1; l <= 4; l++)
          {
            g = med(cs[c] " gcc " ls[l]); a = med(cs[c] " accblock " ls[l])
            r = med(cs[c] " ratio " ls[l])
            printf "%-6s %-11s %12s %12s %8s %12s\n", cs[c], ls[l], g, a, \
              (g != "NA" && a != "NA" && g > 0) ? sprintf ("%.2f", a / g) : "NA", \
              r == "NA" ? r : sprintf ("%.2f", r)
          }
      if (bad["accblock"] || bad["gcc"])
        print "checksum: MISMATCH in", bad["accblock"] + bad["gcc"], "rows"
      else
        print "checksum: every run printed gcc'"'"'s"
    }
    function med (key,    m) {
      m = n[key]
      if (!m) return "NA"
      return m % 2 ? v[key, (m + 1) / 2] : sprintf ("%.2f", (v[key, m / 2] + v[key, m / 2 + 1]) / 2)
    }'
} | tee "$outdir/tiny.txt"
