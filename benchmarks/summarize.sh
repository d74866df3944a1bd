#! /bin/sh
# summarize.sh -- turn a run-bench.sh CSV into the Markdown tables of
# benchmarks/README.md: host wall time of every variant relative to
# serial, modeled times, and the issue's targets with the measured value
# next to each (or the reason it could not be measured).
#
# Why this file exists: the README's numbers must come from one run and
# be reproducible from its CSV, so they are computed here and not by
# hand.  awk, and python3 to parse the CSV (csv-fields).
#
# Usage: summarize.sh RESULTS.csv [RESULTS-compile.csv]
# The runs of RESULTS-rounds.csv, when it is there, add to each host goal
# the range of the per-round ratios and the number of rounds that met it:
# a goal a median meets by a few percent is met in some rounds only.
# Settings: LOCAL_MEM (bytes of one local memory for the I/O lower bound,
# default 16384, the paper target).
#
# SPDX-License-Identifier: GPL-3.0-or-later

csv=$1
compile=${2:-${1%.csv}-compile.csv}
rounds=${1%.csv}-rounds.csv
if test -z "$csv" || test ! -r "$csv"; then
  echo "summarize.sh: usage: summarize.sh RESULTS.csv [RESULTS-compile.csv]" >&2
  exit 2
fi
: "${LOCAL_MEM:=16384}"

# The CSV files are quoted as RFC 4180 says (a note may hold commas and
# quotes); csv-fields parses them with Python's csv module and separates
# the fields by the unit separator, which the awk programs below split on.
fs=$(printf '\037')
work=$(mktemp -d "${TMPDIR:-/tmp}/accblock-summarize.XXXXXX") || exit 1
trap 'rm -rf "$work"' 0
fields ()
{
  python3 "$(dirname "$0")/csv-fields" "$1" >"$work/$2" || exit 1
  echo "$work/$2"
}
csv=$(fields "$csv" results) || exit 1
test -r "$rounds" && { rounds=$(fields "$rounds" rounds) || exit 1; }
test -r "$compile" && { compile=$(fields "$compile" compile) || exit 1; }

# Host wall time relative to serial: serial / variant, so > 1 is faster.
echo "### Host wall time: speedup over serial gcc -O2 (serial / variant; NA = not measured; - = not built at that size)"
echo
awk -F"$fs" '
  NR == 1 { next }
  $3 ~ /^scheme-/ { next }
  {
    key = $1 " " $2
    if (!(key in seen)) { seen[key] = 1; keys[++nk] = key }
    wall[key, $3] = $4
  }
  END {
    nv = split ("serial openmp graphite noblock paper greedy model model-cxx model-host model-host-base", vs, " ")
    printf "| benchmark | size | serial s |"
    for (i = 2; i <= nv; i++) printf " %s |", vs[i]
    printf "\n|---|---|---|"
    for (i = 2; i <= nv; i++) printf "---|"
    printf "\n"
    for (k = 1; k <= nk; k++)
      {
        split (keys[k], part, " ")
        s = wall[keys[k], "serial"]
        printf "| %s | %s | %s |", part[1], part[2], (s == "" ? "NA" : s)
        for (i = 2; i <= nv; i++)
          {
            if (!((keys[k], vs[i]) in wall)) { printf " - |"; continue }
            w = wall[keys[k], vs[i]]
            if (w == "NA" || w + 0 <= 0 || s == "NA" || s + 0 <= 0) printf " NA |"
            else printf " %.2fx |", s / w
          }
        printf "\n"
      }
  }' "$csv"
echo

echo "### Modeled time on the simulated target (seconds; 0 = no nest dispatched)"
echo
awk -F"$fs" '
  NR == 1 { next }
  $3 ~ /^(noblock|paper|greedy|model|model-cxx|scheme-.*)$/ {
    printf "| %s | %s | %s | %s | %s | %s | %s |\n", $1, $2, $3, $5, $8, \
      ($6 == "NA" ? "NA" : $6 + $7), $10
  }' "$csv" >"$work/modeled"
if test -s "$work/modeled"; then
  echo "| benchmark | size | variant | modeled_s | tiles | DMA bytes | note |"
  echo "|---|---|---|---|---|---|---|"
  cat "$work/modeled"
else
  echo "(no accblock rows)"
fi
rm -f "$work/modeled"
echo

# Issue 30: the five benchmarks built as C++ get the C build's clauses
# and modeled time; the two builds side by side.
awk -F"$fs" '
  NR == 1 { next }
  $3 == "model" || $3 == "model-cxx" {
    key = $1 " " $2
    if (!(key in seen)) { seen[key] = 1; keys[++nk] = key }
    mod[key, $3] = $5; note[key, $3] = $10; ran[key, $3] = 1
  }
  END {
    for (k = 1; k <= nk; k++)
      {
        if (!((keys[k], "model-cxx") in ran)) continue
        split (keys[k], part, " ")
        same = ((keys[k], "model") in ran) && mod[keys[k], "model"] != "NA" \
               && mod[keys[k], "model"] == mod[keys[k], "model-cxx"] \
               && note[keys[k], "model"] == note[keys[k], "model-cxx"]
        printf "| %s | %s | %s | %s | %s | %s | %s |\n", part[1], part[2], \
          mod[keys[k], "model"], note[keys[k], "model"], \
          mod[keys[k], "model-cxx"], note[keys[k], "model-cxx"], same ? "yes" : "no"
      }
  }' "$csv" >"$work/cxx"
if test -s "$work/cxx"; then
  echo "### C++ build (model-cxx: accblock-g++ -x c++) next to the C build (model)"
  echo
  echo "| benchmark | size | model modeled_s | model note | model-cxx modeled_s | model-cxx note | same |"
  echo "|---|---|---|---|---|---|---|"
  cat "$work/cxx"
  echo
fi

echo "### The issue's targets"
echo
test -r "$rounds" || rounds=
awk -F"$fs" -v lm="$LOCAL_MEM" -v rounds_file="$rounds" '
  FNR == 1 { next }
  # A run of the rounds file: benchmark,size,variant,round,wall_s.
  FILENAME == rounds_file {
    run[$1, $2, $3, $4] = $5
    if ($4 + 0 > last_round[$1, $2]) last_round[$1, $2] = $4 + 0
    next
  }
  { ran[$1, $2, $3] = 1; mod[$1, $2, $3] = $5; wall[$1, $2, $3] = $4
    note[$1, $2, $3] = $10
    dma[$1, $2, $3] = ($6 == "NA") ? "NA" : $6 + $7
    if (!(($1, $2) in seen)) { seen[$1, $2] = 1; keys[++nk] = $1 SUBSEP $2 } }
  function pos(x) { return x != "" && x != "NA" && x + 0 > 0 }
  # Whether RATIO meets GOAL, written "< 1" or "<= 1.2".
  function meets(ratio, goal,    g) {
    split (goal, g, " ")
    return g[1] == "<" ? ratio < g[2] + 0 : ratio <= g[2] + 0
  }
  # The ratios A / B of the rounds of KEY in which both ran: their range
  # and how many of them meet GOAL, or "" without rounds.
  function per_round(key, a, b, goal,    r, x, lo, hi, n, met) {
    n = met = 0
    for (r = 1; r <= last_round[key]; r++)
      {
        if (!pos(run[key, a, r]) || !pos(run[key, b, r])) continue
        x = run[key, a, r] / run[key, b, r]
        if (n == 0 || x < lo) lo = x
        if (n == 0 || x > hi) hi = x
        n++
        met += meets(x, goal)
      }
    return n ? sprintf ("; per round %.2f .. %.2f, met in %d of %d", lo, hi, met, n) : ""
  }
  # Geometric-free average of speedups A over B on benchmarks matching RE.
  function avg_speedup(re, a, b,    k, p, s, n) {
    n = 0; s = 0
    for (k = 1; k <= nk; k++)
      {
        split (keys[k], p, SUBSEP)
        if (p[1] !~ re) continue
        if (pos(mod[keys[k], a]) && pos(mod[keys[k], b]))
          { s += mod[keys[k], b] / mod[keys[k], a]; n++ }
      }
    return n ? sprintf ("%.2fx over %d size(s)", s / n, n) : "not measurable"
  }
  END {
    print "| target | goal | measured |"
    print "|---|---|---|"
    printf "| modeled speedup greedy over noblock, matmul | >= 6.53x | %s |\n", \
      avg_speedup("^matmul", "greedy", "noblock")
    printf "| modeled speedup greedy over noblock, other four | >= 2.66x | %s |\n", \
      avg_speedup("^(blackscholes|calc2|jacobi|adi)$", "greedy", "noblock")
    worse = 0; compared = 0
    for (k = 1; k <= nk; k++)
      if (pos(mod[keys[k], "model"]) && pos(mod[keys[k], "greedy"]))
        { compared++; if (mod[keys[k], "model"] > mod[keys[k], "greedy"]) worse++ }
    printf "| model never slower than greedy (modeled) | 0 slower | %s |\n", \
      compared ? worse " slower of " compared : "not measurable"
    # Issue 30: the C++ build infers the C build'"'"'s clauses (the note:
    # the clauses, and the block sizes the runtime used) and models the
    # same time.
    same = 0; compared = 0; differ = ""
    for (k = 1; k <= nk; k++)
      if (((keys[k], "model") in ran) && ((keys[k], "model-cxx") in ran))
        {
          compared++
          if (pos(mod[keys[k], "model"]) && mod[keys[k], "model"] == mod[keys[k], "model-cxx"] \
              && note[keys[k], "model"] == note[keys[k], "model-cxx"])
            same++
          else
            { split (keys[k], p, SUBSEP); differ = differ " " p[1] " " p[2] }
        }
    if (compared)
      printf "| model-cxx (C++) infers model'"'"'s clauses and models its time | same on all | %s |\n", \
        same " same of " compared (differ == "" ? "" : "; differ:" differ)
    # M counts elements, so the bound depends on the element size:
    # 4 bytes for matmul (int), 8 for matmul_double.
    for (k = 1; k <= nk; k++)
      {
        split (keys[k], p, SUBSEP)
        if (p[1] == "matmul") esize = 4
        else if (p[1] == "matmul_double") esize = 8
        else continue
        # Sizes measured on the host alone have no DMA to compare.
        if (!((keys[k], "model") in ran)) continue
        m = lm / esize
        n = p[2]; bound = 2 * n * n * n / sqrt (m) * esize
        d = dma[keys[k], "model"]
        printf "| %s %s DMA under model / bound 2n^3/sqrt(M) (%.0f bytes) | <= 2 (n >= 256) | %s |\n", \
          p[1], n, bound, pos(d) ? sprintf ("%.2f", d / bound) : "not measurable"
      }
    for (k = 1; k <= nk; k++)
      {
        split (keys[k], p, SUBSEP)
        goal = ""
        if (p[1] ~ /^(calc2|jacobi|adi)$/) goal = "<= 1.2"
        else if (p[1] ~ /^matmul(_double)?$/ && p[2] + 0 >= 512) goal = "< 1"
        if (goal == "") continue
        b = wall[keys[k], "openmp"]
        nh = split ("model model-host model-host-base", hv, " ")
        for (h = 1; h <= nh; h++)
          {
            if (!((keys[k], hv[h]) in ran)) continue
            a = wall[keys[k], hv[h]]
            printf "| host wall %s %s: %s / openmp | %s | %s |\n", p[1], p[2], hv[h], goal, \
              (pos(a) && pos(b)) ? sprintf ("%.2f", a / b) per_round(keys[k], hv[h], "openmp", goal) \
                                 : "not measurable"
          }
      }
  }' ${rounds:+"$rounds"} "$csv"

if test -r "$compile"; then
  # The plugin's variants against plain gcc -O2, per program at its first
  # size: the instructions a compile executes (column 6, deterministic)
  # and its CPU time (column 5, which varies with the machine's load).
  # The target is on the mean over the programs.
  awk -F"$fs" '
    function ratio (a, b) { return (a != "" && a != "NA" && b != "" && b != "NA" && b > 0) ? a / b : -1 }
    NR == 1 { next }
    ($5 == "" || $5 == "NA") && ($6 == "" || $6 == "NA") { next }
    $3 == "serial" { cpu0[$1] = $5; ins0[$1] = $6; size[$1] = $2; names[$1] = 1 }
    $3 ~ /^(noblock|paper)$/ {
      if ($5 != "NA" && $5 != "") { cpu[$1] += $5; ncpu[$1]++ }
      if ($6 != "NA" && $6 != "") { ins[$1] += $6; nins[$1]++ }
    }
    $3 ~ /^(greedy|model|model-host)$/ { infer[$1, $3] = $5 }
    END {
      sc = si = nc = ni = 0
      for (k in names)
        {
          rc = ncpu[k] ? ratio (cpu[k] / ncpu[k], cpu0[k]) : -1
          ri = nins[k] ? ratio (ins[k] / nins[k], ins0[k]) : -1
          if (rc < 0 && ri < 0)
            continue
          printf "| plugin compile %s %s (noblock, paper) / gcc -O2 | < 1.10 | %s instructions, %s CPU time |\n", \
            k, size[k], ri < 0 ? "NA" : sprintf ("%.3f", ri), rc < 0 ? "NA" : sprintf ("%.2f", rc)
          if (rc >= 0) { sc += rc; nc++ }
          if (ri >= 0) { si += ri; ni++ }
        }
      printf "| plugin compile (noblock, paper) / gcc -O2, mean | < 1.10 | %s instructions, %s CPU time |\n", \
        ni ? sprintf ("%.3f over %d programs", si / ni, ni) : "NA", \
        nc ? sprintf ("%.2f over %d programs", sc / nc, nc) : "NA"
      split ("greedy model model-host", v, " ")
      for (i = 1; i <= 3; i++)
        {
          s = 0; n = 0
          for (k in names)
            if (((k, v[i]) in infer) && ratio (infer[k, v[i]], cpu0[k]) >= 0)
              { s += ratio (infer[k, v[i]], cpu0[k]); n++ }
          if (n)
            printf "| compile CPU time with -fauto-block (%s) / gcc -O2, mean | (no target) | %.2f over %d programs |\n", v[i], s / n, n
        }
    }' "$compile"
fi
