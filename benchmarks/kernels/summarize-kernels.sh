#! /bin/sh
# summarize-kernels.sh -- the Markdown table of the kernel suite from the
# runs run-bench.sh --kernels keeps in kernels.csv: the median wall time
# of every kernel under every variant, its ratio to serial gcc -O2, the
# geometric mean of those ratios, the range of the per-round ratios (the
# runs of one round are taken side by side) and every run whose checksum
# differed from serial's.
#
# Why this file exists: the README's kernel table must come from the
# measured runs and be reproducible from them, like summarize.sh's
# tables for the paper's programs; a variant that printed a different
# checksum is reported as a mismatch in its cell and left out of the
# geometric mean, never hidden.  awk, and python3 to parse the CSV
# (../csv-fields).
#
# Usage: summarize-kernels.sh KERNELS.csv
#   (columns variant,kernel,size,round,seconds,checksum_ok)
#
# SPDX-License-Identifier: GPL-3.0-or-later

csv=$1
if test -z "$csv" || test ! -r "$csv"; then
  echo "summarize-kernels.sh: usage: summarize-kernels.sh KERNELS.csv" >&2
  exit 2
fi
fs=$(printf '\037')
python3 "$(dirname "$0")/../csv-fields" "$csv" | awk -F"$fs" '
  function median (key,    n, i, j, t, v) {
    n = count[key]
    for (i = 1; i <= n; i++) v[i] = runs[key, i]
    for (i = 2; i <= n; i++)
      for (j = i; j > 1 && v[j - 1] > v[j]; j--)
        { t = v[j]; v[j] = v[j - 1]; v[j - 1] = t }
    return n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2
  }
  NR == 1 { next }
  {
    if (!($2 in seen)) { seen[$2] = 1; kernels[++nk] = $2; size[$2] = $3 }
    key = $2 SUBSEP $1
    runs[key, ++count[key]] = $5
    byround[key, $4] = $5
    if ($4 + 0 > last) last = $4 + 0
    if ($6 == "0") { bad[key]++; mismatches++ }
    if ($6 == "NA") unchecked[key]++
  }
  END {
    nv = split ("serial openmp polly auto-host", vs, " ")
    print "| kernel | size | serial s | openmp s (x) | polly s (x) | auto-host s (x) |"
    print "|---|---|---|---|---|---|"
    for (k = 1; k <= nk; k++)
      {
        kn = kernels[k]
        s = count[kn, "serial"] ? median(kn SUBSEP "serial") : 0
        printf "| %s | %s | %s |", kn, size[kn], s ? sprintf ("%.3f", s) : "NA"
        for (i = 2; i <= nv; i++)
          {
            key = kn SUBSEP vs[i]
            if (!count[key]) { printf " NA |"; continue }
            m = median(key)
            cell = sprintf ("%.3f", m)
            if (s > 0 && m > 0) cell = cell sprintf (" (%.2fx)", s / m)
            if (bad[key]) cell = cell sprintf (" mismatch in %d of %d runs", bad[key], count[key])
            else if (s > 0 && m > 0) { logsum[i] += log (s / m); nlog[i]++ }
            printf " %s |", cell
          }
        printf "\n"
      }
    printf "| geometric mean | | |"
    for (i = 2; i <= nv; i++)
      printf " %s |", nlog[i] ? sprintf ("%.2fx over %d", exp (logsum[i] / nlog[i]), nlog[i]) : "NA"
    printf "\n\n"
    print "Per round, serial / variant (lowest .. highest over the rounds):"
    print ""
    print "| kernel | openmp | polly | auto-host |"
    print "|---|---|---|---|"
    for (k = 1; k <= nk; k++)
      {
        kn = kernels[k]
        printf "| %s |", kn
        for (i = 2; i <= nv; i++)
          {
            n = 0
            for (r = 1; r <= last; r++)
              {
                a = byround[kn, "serial", r]; b = byround[kn, vs[i], r]
                if (a == "" || b == "" || b + 0 <= 0) continue
                x = a / b
                if (n == 0 || x < lo) lo = x
                if (n == 0 || x > hi) hi = x
                n++
              }
            printf " %s |", n ? sprintf ("%.2f .. %.2f", lo, hi) : "NA"
          }
        printf "\n"
      }
    print ""
    print "In the first table each cell is the median over the rounds of the"
    print "kernel time in seconds and (x) serial / variant, > 1 faster than"
    print "serial; the geometric mean is over the kernels whose runs all printed"
    print "serial'"'"'s checksum."
    if (mismatches)
      printf "\n%d run(s) printed a checksum different from serial'"'"'s (marked above).\n", mismatches
    else
      print "\nEvery run of every variant printed the same checksum as serial gcc -O2."
  }'
