#!/usr/bin/env bash
# Coverage of the RTL over the whole RTL test run (make coverage): runs every test of a coverage build
# (configured with -DHC_COVERAGE=ON; the lint and FPGA flows excepted, they simulate nothing), merges
# the coverage files its verilated models wrote with verilator_coverage, draws the HTML report with
# lcov's genhtml and prints the totals of rtl/ (scripts/coverage_report.py).
# Usage: scripts/coverage.sh BUILD_DIR
# Output in BUILD_DIR: coverage.dat (merged), coverage.info (lcov), coverage-html/index.html,
# coverage-annotated/ (the RTL sources with the count of every point), coverage.json (the totals).
set -euo pipefail
usage() { sed -n '2,8s/^# \{0,1\}//p' "$0"; }
case "${1:-}" in -h | --help) usage; exit 0 ;; esac
[ $# -eq 1 ] || { usage >&2; exit 2; }
build="$1"
root="$(cd "$(dirname "$0")/.." && pwd)"
if ! grep -q '^HC_COVERAGE:BOOL=ON' "$build/CMakeCache.txt" 2>/dev/null; then
  echo "coverage: $build is not a coverage build (cmake -DHC_COVERAGE=ON)" >&2
  exit 2
fi

rm -rf "$build/coverage" "$build/coverage-html" "$build/coverage-annotated"
mkdir -p "$build/coverage"
jobs="${JOBS:-2}"
ctest --test-dir "$build" -j"$jobs" --output-on-failure -LE fpga -E '^Lint\.'

shopt -s nullglob
files=("$build"/coverage/*.dat)
if [ ${#files[@]} -eq 0 ]; then
  echo "coverage: the test run wrote no coverage file" >&2
  exit 1
fi
echo "coverage: merging ${#files[@]} coverage files"
verilator_coverage --write "$build/coverage.dat" "${files[@]}" >/dev/null
verilator_coverage --annotate "$build/coverage-annotated" --annotate-min 1 "$build/coverage.dat" >/dev/null
verilator_coverage --write-info "$build/coverage.info" "$build/coverage.dat" >/dev/null
genhtml --quiet --prefix "$root" --title "hypercycle RTL" --output-directory "$build/coverage-html" \
        "$build/coverage.info"
python3 "$root/scripts/coverage_report.py" --json --uncovered "$build/coverage.dat" > "$build/coverage.json"
python3 "$root/scripts/coverage_report.py" "$build/coverage.dat"
echo "coverage: report $build/coverage-html/index.html, uncovered points: $build/coverage.json"
