#! /bin/sh
# plot.sh -- draw the paper's figures (and the issue's two extra ones)
# from a CSV written by run-bench.sh, as PNG and SVG beside the CSV.
#
# Why this file exists: the figures must be regenerated from whatever one
# run measured, including a run where some variants were not available,
# so each figure is built from the rows present: a variant with no value
# is left out, and a figure with nothing to show is skipped with a
# message.  Where the CSV has modeled times (the simulated accelerator
# target) they are plotted; where it has none, host wall time is plotted
# instead and the title says so.  gnuplot is optional: without it the
# script says so and exits successfully.
#
# Usage: plot.sh RESULTS.csv       (figures go to RESULTS-fig*.png/svg)
# Needs python3 (csv-fields) besides gnuplot.
# Settings: GNUPLOT (default gnuplot), LOCAL_MEM (bytes of one local
# memory for the I/O lower bound, default 16384, the paper target).
#
#   fig3  matmul N=128 under the twelve schemes (b_i,b_k,b_j) and the
#         model's choice, modeled time
#   fig4  matmul sizes: noblock, paper, greedy, model
#   fig5  BlackScholes, calc2, Jacobi, ADI: noblock, greedy, model
#   dma   matmul DMA bytes against the I/O lower bound 2 n^3 / sqrt(M)
#         words (M = local memory in elements)
#   host  host wall-time speedup over serial at each program's largest
#         size with a noblock row (not a size run on the host alone):
#         openmp, graphite, noblock, paper, greedy, model, model-host,
#         model-host-base
#   speedup  (a CSV of run-bench.sh --kernels, which has auto-host rows;
#         drawn instead of the five above) the kernel suite's wall-time
#         speedup over serial gcc -O2 per kernel: openmp, polly, auto-host
#
# SPDX-License-Identifier: GPL-3.0-or-later

csv=$1
if test -z "$csv" || test ! -r "$csv"; then
  echo "plot.sh: usage: plot.sh RESULTS.csv (got '${csv}')" >&2
  exit 2
fi
: "${GNUPLOT:=gnuplot}"
: "${LOCAL_MEM:=16384}"
if ! command -v "$GNUPLOT" >/dev/null 2>&1; then
  echo "plot.sh: $GNUPLOT not found; figures skipped (install gnuplot-nox)" >&2
  exit 0
fi

prefix=${csv%.csv}
work=$(mktemp -d "${TMPDIR:-/tmp}/accblock-plot.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT

# The CSV is quoted as RFC 4180 says; the awk programs below read it as
# fields separated by the unit separator, parsed by csv-fields (Python's
# csv module).  $prefix, where the figures go, was taken from the name
# given.
fs=$(printf '\037')
python3 "$(dirname "$0")/csv-fields" "$csv" >"$work/fields" || exit 1
csv=$work/fields

# Whether any row of VARIANTS (a |-separated list) for BENCHMARKS has a
# positive modeled time.
has_modeled ()
{
  awk -F"$fs" -v b="$1" -v v="$2" '
    NR > 1 && $1 ~ ("^(" b ")$") && $3 ~ ("^(" v ")$") && $5 != "NA" \
      && $5 > 0 { found = 1 }
    END { exit !found }' "$csv"
}

# Write a table to standard output: one line per category (column CATCOL
# of the CSV: 1 = benchmark, 2 = size), one column per variant of
# VARIANTS holding column VALCOL (or, if NORM is a variant, VALUE(NORM) /
# VALUE), "NA" where missing.  Columns and lines that are NA throughout
# are dropped (a size run on the host alone has no modeled time); the
# header line names the kept variants.
matrix ()
{
  awk -F"$fs" -v b="$1" -v vlist="$2" -v catcol="$3" -v valcol="$4" \
      -v norm="$5" '
    BEGIN { nv = split (vlist, vs, "|") }
    NR > 1 && $1 ~ ("^(" b ")$") {
      cat = $catcol
      if (!(cat in seen)) { seen[cat] = 1; cats[++nc] = cat }
      if ($valcol != "NA" && $valcol > 0) val[cat, $3] = $valcol
    }
    END {
      for (c = 1; c <= nc; c++)
        for (i = 1; i <= nv; i++)
          {
            v = "NA"
            if ((cats[c], vs[i]) in val)
              {
                v = val[cats[c], vs[i]]
                if (norm != "")
                  v = ((cats[c], norm) in val) ? val[cats[c], norm] / v : "NA"
              }
            out[c, i] = v
            if (v != "NA") { keep[i] = 1; filled[c] = 1 }
          }
      printf "category"
      for (i = 1; i <= nv; i++) if (i in keep) printf " %s", vs[i]
      printf "\n"
      for (c = 1; c <= nc; c++)
        {
          if (!(c in filled)) continue
          printf "%s", cats[c]
          for (i = 1; i <= nv; i++) if (i in keep) printf " %s", out[c, i]
          printf "\n"
        }
    }' "$csv"
}

# Number of data columns in table FILE (variants kept).
columns ()
{
  head -n 1 "$1" | awk '{ print NF - 1 }'
}

# Run gnuplot on script BODY (which plots to the current output) for
# NAME.png and NAME.svg.
render ()
{
  for kind in png svg
  do
    {
      if test $kind = png; then
        echo "set terminal png size 960,540"
      else
        echo "set terminal svg size 960,540"
      fi
      echo "set termoption noenhanced"
      echo "set output '$prefix-$1.$kind'"
      echo "set datafile missing 'NA'"
      echo "set key outside right top"
      echo "set grid ytics"
      echo "set format y \"%g\""
      cat "$2"
    } >"$work/$1.$kind.gp"
    "$GNUPLOT" "$work/$1.$kind.gp" || return 1
  done
  echo "plot.sh: wrote $prefix-$1.png and .svg" >&2
}

# A clustered bar chart of table FILE.  Arguments: NAME FILE TITLE
# YLABEL LOGSCALE(yes|no) XLABEL.
bar_chart ()
{
  n=$(columns "$2")
  if test "$n" -lt 1 || test "$(wc -l <"$2")" -lt 2; then
    echo "plot.sh: $1 skipped: no variant has values in $csv" >&2
    return 0
  fi
  {
    echo "set title \"$3\""
    echo "set ylabel \"$4\""
    echo "set xlabel \"$6\""
    test "$5" = yes && echo "set logscale y"
    echo "set style data histogram"
    echo "set style histogram clustered gap 1"
    echo "set style fill solid 0.8 border -1"
    echo "set xtics rotate by -30"
    echo "plot for [c=2:$((n + 1))] '$2' using c:xtic(1) title columnheader(c)"
  } >"$work/$1.body"
  render "$1" "$work/$1.body"
}

accel_variants='noblock|paper|greedy|model'

# Fig. 3: the schemes, labelled (b_i,b_k,b_j) in the paper's notation.
figure3 ()
{
  if has_modeled matmul 'scheme-.*|model'; then
    col=5 what="modeled time (s)"
  else
    col=4 what="host wall time (s), modeled time not available"
  fi
  awk -F"$fs" -v col=$col '
    NR > 1 && $1 == "matmul" && $2 == 128 && ($3 ~ /^scheme-/ || $3 == "model") \
      && $col != "NA" && $col > 0 {
      label = $3
      if (label ~ /^scheme-/)
        {
          sub (/^scheme-/, "", label); gsub (/-/, ",", label)
          label = "(" label ")"
        }
      print label, $col
    }' "$csv" >"$work/fig3.dat"
  if ! test -s "$work/fig3.dat"; then
    echo "plot.sh: fig3 skipped: no matmul 128 scheme rows with values" >&2
    return 0
  fi
  {
    echo "set title \"Fig. 3: matmul N=128 under blocking schemes (b_i,b_k,b_j): $what\""
    echo "set ylabel \"seconds\""
    echo "set style fill solid 0.8 border -1"
    echo "set boxwidth 0.7"
    echo "set xtics rotate by -30"
    echo "set logscale y"
    echo "plot '$work/fig3.dat' using 0:2:xtic(1) with boxes notitle"
  } >"$work/fig3.body"
  render fig3 "$work/fig3.body"
}

figure4 ()
{
  if has_modeled matmul "$accel_variants"; then
    col=5 what="modeled time"
  else
    col=4 what="host wall time (modeled time not available)"
  fi
  matrix matmul "$accel_variants" 2 $col >"$work/fig4.dat"
  bar_chart fig4 "$work/fig4.dat" "Fig. 4: matmul (int), block vs no block: $what" \
    seconds yes "N"
}

figure5 ()
{
  programs='blackscholes|calc2|jacobi|adi'
  if has_modeled "$programs" "$accel_variants"; then
    col=5 what="modeled time"
  else
    col=4 what="host wall time (modeled time not available)"
  fi
  # The smallest size of each program, so that every program has a bar.
  awk -F"$fs" -v b="$programs" 'NR == 1 || $1 !~ ("^(" b ")$") { next }
    !($1 in min) || $2 + 0 < min[$1] + 0 { min[$1] = $2 }
    END { for (p in min) print p FS min[p] }' "$csv" >"$work/fig5.sizes"
  awk -F"$fs" 'NR == FNR { size[$1] = $2; next }
    FNR == 1 || (($1 in size) && $2 == size[$1])' \
    "$work/fig5.sizes" "$csv" >"$work/fig5.csv"
  csv_saved=$csv
  csv=$work/fig5.csv
  matrix "$programs" 'noblock|greedy|model' 1 $col >"$work/fig5.dat"
  csv=$csv_saved
  bar_chart fig5 "$work/fig5.dat" \
    "Fig. 5: four programs at their smallest size: $what" seconds yes program
}

# DMA volume of matmul against the lower bound.  The bound is in words of
# the element type (int, 4 bytes).
figure_dma ()
{
  awk -F"$fs" -v lm="$LOCAL_MEM" '
    NR > 1 && $1 == "matmul" && $3 ~ /^(noblock|paper|greedy|model)$/ \
      && $6 != "NA" && $6 + $7 > 0 {
      bytes[$2, $3] = $6 + $7; sizes[$2] = 1; vars[$3] = 1
    }
    END {
      printf "n bound"
      nv = 0
      split ("noblock paper greedy model", order, " ")
      for (i = 1; i <= 4; i++) if (order[i] in vars) { printf " %s", order[i]; kept[++nv] = order[i] }
      printf "\n"
      m = lm / 4
      for (n in sizes)
        {
          printf "%s %.0f", n, 2 * n * n * n / sqrt (m) * 4
          for (i = 1; i <= nv; i++)
            printf " %s", ((n, kept[i]) in bytes) ? bytes[n, kept[i]] : "NA"
          printf "\n"
        }
    }' "$csv" | sort -n >"$work/dma.dat"
  n=$(columns "$work/dma.dat")
  if test "$n" -lt 2; then
    echo "plot.sh: dma skipped: no matmul row has DMA bytes (staging not measured)" >&2
    return 0
  fi
  {
    echo "set title \"matmul DMA volume vs the I/O lower bound 2n^3/sqrt(M) words (M = $LOCAL_MEM bytes)\""
    echo "set xlabel \"N\""
    echo "set ylabel \"bytes moved\""
    echo "set logscale xy"
    echo "plot for [c=2:$((n + 1))] '$work/dma.dat' using 1:c with linespoints title columnheader(c)"
  } >"$work/dma.body"
  render dma "$work/dma.body"
}

# Host wall-time speedups over serial, at each program's largest size.
figure_host ()
{
  # Sizes run on the host alone (no noblock row) would hide the others.
  awk -F"$fs" 'NR == 1 || $3 != "noblock" { next }
    !($1 in max) || $2 + 0 > max[$1] + 0 { max[$1] = $2 }
    END { for (p in max) print p FS max[p] }' "$csv" >"$work/host.sizes"
  awk -F"$fs" 'NR == FNR { size[$1] = $2; next }
    FNR == 1 || (($1 in size) && $2 == size[$1])' \
    "$work/host.sizes" "$csv" >"$work/host.csv"
  csv_saved=$csv
  csv=$work/host.csv
  matrix '.*' 'openmp|graphite|noblock|paper|greedy|model|model-host|model-host-base' 1 4 serial \
    >"$work/host.dat"
  csv=$csv_saved
  bar_chart host "$work/host.dat" \
    "Host wall time: speedup over serial gcc -O2 (largest size of each program)" \
    "speedup (serial / variant)" no program
}

# The kernel suite: speedup over serial per kernel (medians of the
# rounds, as the CSV holds them).
figure_kernels ()
{
  matrix '.*' 'openmp|polly|auto-host' 1 4 serial >"$work/kernels.dat"
  bar_chart speedup "$work/kernels.dat" \
    "Kernel suite: wall-time speedup over serial gcc -O2 (median of interleaved rounds)" \
    "speedup (serial / variant)" no kernel
}

if awk -F"$fs" 'NR > 1 && $3 == "auto-host" { found = 1 } END { exit !found }' "$csv"
then
  figure_kernels
  exit 0
fi
figure3
figure4
figure5
figure_dma
figure_host
exit 0
