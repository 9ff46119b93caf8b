#!/usr/bin/env bash
# The network on a board without a board: the verilated hc_noc_board_top behind a pseudo-terminal
# (hc-board-sim --top hc_noc_board_top) and a rate sweep of `hypercycle-rtl board noc` against it,
# every run compared with the model. Exit status: the sweep's.
# Usage: scripts/noc_board_demo.sh [BUILD_DIR] [board noc options...]
set -euo pipefail
case "${1:-}" in -h|--help) sed -n '2,/^# Usage/s/^# \{0,1\}//p' "$0"; exit 0 ;; esac
build="${1:-build}"
shift || true
[ -x "$build/sim/host/hc-board-sim" ] || { echo "noc_board_demo: no $build/sim/host/hc-board-sim (make build first, or give BUILD_DIR)" >&2; exit 2; }
out=$(mktemp)
"$build/sim/host/hc-board-sim" --top hc_noc_board_top --speed 0 > "$out" &
sim=$!
trap 'status=$?; kill "$sim" 2>/dev/null || true; wait "$sim" 2>/dev/null || true; rm -f "$out"; exit $status' EXIT
for _ in $(seq 100); do
  [ -s "$out" ] && break
  sleep 0.1
done
device=$(head -n 1 "$out")
[ -n "$device" ] || { echo "noc_board_demo: hc-board-sim printed no terminal" >&2; exit 2; }
if [ $# -eq 0 ]; then
  set -- --rates 0.05,0.1,0.2,0.3,0.4,0.5,0.6,0.8,1.0 --len 2 --cycles 20000 --seed 1
fi
"$build/sim/hypercycle-rtl" board noc --device "$device" "$@"
