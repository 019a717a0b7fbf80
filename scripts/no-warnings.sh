#!/bin/bash
# Runs a build command, showing its output, and fails when the command fails
# or prints a warning: `make test` keeps every target's build, tests
# included, at zero warnings (a clean clone compiles every file, so CI sees
# them all; an incremental build only prints the files it recompiles).
set -u
log=$(mktemp)
trap 'rm -f "$log"' EXIT
"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
[ "$status" -eq 0 ] || exit "$status"
if grep -q 'warning:' "$log"; then
  echo "error: the build printed $(grep -c 'warning:' "$log") warning line(s); the build is kept at zero:" >&2
  grep 'warning:' "$log" | sort -u | head -20 >&2
  exit 1
fi
