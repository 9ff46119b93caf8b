#!/usr/bin/env bash
# The board and RTL suites three times over beside two busy loops (`make stress`): a test that depends
# on how fast the machine runs fails here. Prints the failures; exit status 1 when there was any.
# Usage: scripts/stress.sh [BUILD_DIR] [REPEATS]
set -uo pipefail
usage="usage: scripts/stress.sh [BUILD_DIR] [REPEATS]"
case "${1:-}" in -h|--help) sed -n '2,/^# Usage/s/^# \{0,1\}//p' "$0"; exit 0 ;; esac
build="${1:-build}"
repeats="${2:-3}"
[ $# -le 2 ] || { echo "stress.sh: too many arguments ($usage)" >&2; exit 2; }
[ -f "$build/CTestTestfile.cmake" ] || { echo "stress.sh: $build is not a configured build (make build; $usage)" >&2; exit 2; }
[[ "$repeats" =~ ^[1-9][0-9]*$ ]] || { echo "stress.sh: REPEATS must be a whole number of at least 1, not '$repeats'" >&2; exit 2; }
busy=()
for _ in 1 2; do
  (while :; do :; done) &
  busy+=($!)
done
trap 'kill "${busy[@]}" 2>/dev/null' EXIT
echo "stress: two busy loops (pids ${busy[*]}), the board and RTL suites $repeats times each"
ctest --test-dir "$build" -j2 --output-on-failure --no-tests=error --repeat "until-fail:$repeats" \
      -R '^(Board|Rtl|LutRam|Noc|Switch)'
