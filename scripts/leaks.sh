#!/usr/bin/env bash
# `make leaks`: runs `taplab replay` on every gallery layout, `taplab shot` on a
# few (taps, scripts, every overlay) and `taplab check` on the gallery under
# valgrind memcheck, and reports the bytes definitely lost. Exits non-zero if
# any run loses a byte for certain or makes a memory error memcheck does not
# know to be the Swift runtime's (scripts/valgrind.supp).
#
# Valgrind 3.19 (Debian 12) cannot read the DWARF 5 debug information Swift 6
# writes, so it runs a copy of the debug binary with its debug information
# stripped: the symbol table stays, so reports still name every function.
set -euo pipefail
cd "$(dirname "$0")/.."

command -v valgrind >/dev/null || { echo "valgrind is missing: apt-get install valgrind" >&2; exit 1; }
BIN=.build/leaks/taplab
mkdir -p .build/leaks
cp .build/debug/taplab "$BIN"
strip --strip-debug "$BIN"
REPORTS=.build/leaks/reports
rm -rf "$REPORTS"; mkdir -p "$REPORTS"

runs=()
for layout in Layouts/*.yaml; do runs+=("replay $layout"); done
runs+=("shot Layouts/000-overlapping-buttons.yaml -o .build/leaks/shot-1.png --tap 200,300 --overlay all")
runs+=("shot Layouts/001-gesture-puzzle.yaml -o .build/leaks/shot-2.png --script --overlay all")
runs+=("shot Layouts/109-pinch-and-rotate.yaml -o .build/leaks/shot-3.png --script --overlay walk,chain,recognizers,touches")
runs+=("check Layouts")

total_definite=0 total_possible=0 total_errors=0 failed=0 n=0
printf '%-78s %10s %10s %7s\n' "run" "definite" "possible" "errors"
for run in "${runs[@]}"; do
  n=$((n + 1))
  report="$REPORTS/$n.txt"
  # shellcheck disable=SC2086
  valgrind --leak-check=full --show-leak-kinds=definite --errors-for-leak-kinds=definite \
    --suppressions=scripts/valgrind.supp --num-callers=40 --error-exitcode=99 \
    "$BIN" $run >/dev/null 2>"$report" || status=$?
  status=${status:-0}
  definite=$(sed -n 's/.*definitely lost: \([0-9,]*\) bytes.*/\1/p' "$report" | tr -d , | tail -1)
  possible=$(sed -n 's/.*possibly lost: \([0-9,]*\) bytes.*/\1/p' "$report" | tr -d , | tail -1)
  errors=$(sed -n 's/.*ERROR SUMMARY: \([0-9]*\) errors.*/\1/p' "$report" | tail -1)
  definite=${definite:-0}; possible=${possible:-0}; errors=${errors:-0}
  printf '%-78s %10s %10s %7s\n' "${run:0:78}" "$definite" "$possible" "$errors"
  total_definite=$((total_definite + definite))
  total_possible=$((total_possible + possible))
  total_errors=$((total_errors + errors))
  if [ "$status" = 99 ] || [ "$definite" != 0 ] || [ "$errors" != 0 ]; then failed=$((failed + 1)); echo "  see $report" >&2; fi
  unset status
done
echo "leaks: $n runs; definitely lost: $total_definite bytes; possibly lost: $total_possible bytes (Swift runtime metadata caches); memory errors: $total_errors"
echo "$((n - failed)) passed, $failed failed"
[ "$failed" = 0 ]
