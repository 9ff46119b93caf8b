#!/usr/bin/env bash
# The board and RTL suites three times over beside two busy loops (`make stress`): a test that depends
# on how fast the machine runs fails here. Prints the failures; exit status 1 when there was any.
# Usage: scripts/stress.sh [BUILD_DIR] [REPEATS]
set -uo pipefail
build="${1:-build}"
repeats="${2:-3}"
busy=()
for _ in 1 2; do
  (while :; do :; done) &
  busy+=($!)
done
trap 'kill "${busy[@]}" 2>/dev/null' EXIT
echo "stress: two busy loops (pids ${busy[*]}), the board and RTL suites $repeats times each"
ctest --test-dir "$build" -j2 --output-on-failure --repeat "until-fail:$repeats" \
      -R '^(Board|Rtl|LutRam|Noc|Switch)'
