#!/bin/bash
# `make test` after the main package's build: every other step, as jobs run
# TEST_JOBS at a time (4 by default; docs/PERFORMANCE.md, "Test loop").
#
# - The main test bundle is run directly, not through `swift test` (which
#   holds the lock on .build while tests run): its XCTest classes in groups,
#   one process per group, the slow classes first and alone; its
#   swift-testing tests (the property-based storms) in one more process.
#   Every XCTest test `--list-tests` lists must have run in some group.
# - Examples/ and Benchmarks/ are built in the main package's .build
#   (--scratch-path): they depend on this checkout by path, so TapLab's
#   modules are the same commands on the same files and are not compiled
#   again. DocCArticleTests builds its samples there too, and
#   NewCommandTests its playground (TAPLAB_SHARED_SCRATCH). SwiftPM's lock
#   on .build takes these builds one at a time, so they are one job, in
#   order, with the Examples' tests.
# - `taplab check Layouts docs/examples`.
#
# The machine has few cores and this is nearly all CPU: the long job (the
# builds in .build) and the storms start first; the other test classes, in
# small jobs, fill the cores as those leave them idle.
#
# Each job's output goes to .build/test-logs/NAME.log; a failed job's log is
# printed at the end. Exits 1 when any job failed.
set -u
cd "$(dirname "$0")/.."
root=$PWD
swift=${SWIFT:-swift}
workers=${TEST_JOBS:-4}
scratch=$root/.build
# The build folder's real path: `.build/debug` is a link that every
# `swift build --scratch-path .build` (the Examples, Benchmarks and
# playground builds of the jobs below) removes and makes again, and a test
# that ran `taplab` through it in that moment found no binary. The bundle
# runs from the real folder, so `taplab` beside it is found there.
debug=$(cd "$scratch/debug" 2>/dev/null && pwd -P) || { echo "error: $scratch/debug is not built (swift build --build-tests)" >&2; exit 1; }
bundle=$debug/TapLabPackageTests.xctest
logs=$scratch/test-logs
rm -rf "$logs"
mkdir -p "$logs/jobs"

[ -x "$bundle" ] || { echo "error: $bundle is not built (swift build --build-tests)" >&2; exit 1; }

# The XCTest classes, as Module.Class.
listing=$("$bundle" --list-tests 2>/dev/null) || { echo "error: $bundle --list-tests failed" >&2; exit 1; }
listed=$(printf '%s\n' "$listing" | grep -E '^[^ ]+\.[^ ]+/[^ ]+$')
expected=$(printf '%s\n' "$listed" | wc -l)
# ("Listing N tests in ...": every one of them is in some job)
# (here-strings, not pipes into `grep -q`: grep stops at the first match,
# and where SIGPIPE is ignored the writer prints "Broken pipe")
if ! grep -q "^Listing $expected tests" <<< "$listing"; then
  echo "error: $bundle --list-tests: $(printf '%s\n' "$listing" | head -1), $expected read" >&2; exit 1
fi
classes=$(printf '%s\n' "$listed" | sed 's#/.*##' | sort -u)

# The slow classes (a few seconds or more each), run alone and first,
# slowest first; a class missing from this list only runs in a group.
slow="taplabTests.LimitCommandTests taplabTests.TimelineCommandTests
taplabTests.GalleryTests taplabTests.WindowStormTests taplabTests.RecordCommandTests
taplabTests.ComplexityTests TapLayoutTests.ComplexityTests StressLayoutsTests.StressLayoutTests
taplabTests.FileWriteTests TapPictureTests.ExtremeGeometryTests TapLayoutTests.TapLabDumpRoundTripTests
taplabTests.WindowEndToEndTests taplabTests.LanguageOptionTests"

n=0
job() { # NAME COMMAND...: a job file; jobs start in the order written
  n=$((n + 1))
  printf '%s\n' "${@:2}" > "$logs/jobs/$(printf %02d $n)-$1"
}

# The builds that share .build first, one after another, and the tests that
# need them: they are most of the work left. PlaygroundTemplateNamesTests
# reads the main package's checkouts in .build/checkouts, so it runs before
# them: resolving Examples/ (whose graph lacks TapLab's test-only packages)
# removes those checkouts, which the main package's next build fetches again
# from SwiftPM's cache. The DocC samples and `taplab new`'s playground take
# TapLab by path as Examples/ does (the same graph, so no checkout changes
# between them); Benchmarks/ adds package-benchmark's, so it comes last.
# The classes this chain runs, each named once: no group runs them again.
first_in_chain=taplabTests.PlaygroundTemplateNamesTests
building_in_scratch="taplabTests.DocCArticleTests taplabTests.NewCommandTests"
job dependents \
  "'$bundle' $first_in_chain" \
  "scripts/no-warnings.sh $swift build --build-tests --package-path Examples --scratch-path '$scratch'" \
  "TAPLAB_SHARED_SCRATCH='$scratch' '$bundle' ${building_in_scratch// /,}" \
  "$swift test --skip-build --package-path Examples --scratch-path '$scratch'" \
  "scripts/no-warnings.sh $swift build --package-path Benchmarks --scratch-path '$scratch'"
# The storms: one process of about a minute.
job swift-testing "'$bundle' --testing-library swift-testing"
for class in $slow; do
  grep -qx "$class" <<< "$classes" && job "$class" "'$bundle' $class"
done
job check "'$debug/taplab' check Layouts docs/examples"
# The rest in groups of about 25 classes.
rest=$(printf '%s\n' "$classes" | grep -vx $(printf -- '-e %s ' $first_in_chain $building_in_scratch $slow))
group=0
while [ -n "$rest" ]; do
  group=$((group + 1))
  job "group$group" "'$bundle' $(printf '%s\n' "$rest" | head -25 | paste -sd, -)"
  rest=$(printf '%s\n' "$rest" | tail -n +26)
done

run() { # JOBFILE: runs its lines in order; its status is the first failure's
  local file=$1 name=${1##*/} start=$SECONDS status=0 s
  name=${name#*-}
  while IFS= read -r line; do
    echo "+ $line"
    /usr/bin/time -a -o "$logs/$name.cpu" -f "%U %S" bash -c "$line" || { s=$?; [ "$status" != 0 ] || status=$s; }
  done < "$file" > "$logs/$name.log" 2>&1
  echo "$status" > "$logs/$name.status"
  printf '%4d s %5.0f s CPU  %-42s %s\n' $((SECONDS - start)) "$(awk '{s += $1 + $2} END {print s}' "$logs/$name.cpu")" \
    "$name" "$([ "$status" = 0 ] && echo ok || echo "FAILED ($status)")"
}
export -f run
export logs

echo "test jobs: $(ls "$logs/jobs" | wc -l), $workers at a time (logs in ${logs#$root/})"
start=$SECONDS
ls "$logs/jobs"/* | xargs -P "$workers" -n 1 bash -c 'run "$0"'
echo "all jobs: $((SECONDS - start)) s, $(cat "$logs"/*.cpu | awk '{s += $1 + $2} END {printf "%.0f", s}') s of CPU"

failed=""
for status in "$logs"/*.status; do
  [ "$(cat "$status")" = 0 ] || failed="$failed $(basename "$status" .status)"
done
# Every listed XCTest test ran: each has its "Test Case 'Class.test' passed"
# (or skipped, or failed) line in some job's log.
missing=$(comm -23 <(printf '%s\n' "$listed" | sed -E 's#^[^.]+\.##; s#/#.#' | sort -u) \
  <(cat "$logs"/*.log | sed -nE "s/^Test Case '([^']+)' (passed|skipped|failed) .*/\\1/p" | sort -u))
if [ -n "$missing" ]; then
  echo "error: $(printf '%s\n' "$missing" | wc -l) of the $expected listed XCTest tests did not run:" >&2
  printf '%s\n' "$missing" | head -20 >&2
  failed="$failed (not-run)"
fi
skipped=$(cat "$logs"/*.log | grep -E "^Test Case '[^']+' skipped" | sed -E "s/^Test Case '([^']+)'.*/\1/")
[ -z "$skipped" ] || echo "skipped: $(printf '%s\n' "$skipped" | paste -sd' ' -) (see their logs for why)"
for name in $failed; do
  [ -f "$logs/$name.log" ] || continue
  echo "==== $name (${logs#$root/}/$name.log), last lines and failures:"
  grep -E "error|failed|✘" "$logs/$name.log" | grep -v "passed" | head -40
  tail -15 "$logs/$name.log"
done
if [ -n "$failed" ]; then echo "FAILED:$failed" >&2; exit 1; fi
echo "$expected XCTest tests and the swift-testing tests passed; Examples and Benchmarks built at zero warnings"
