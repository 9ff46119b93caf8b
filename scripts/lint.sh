#!/usr/bin/env bash
# Lint of the RTL: Verilator --lint-only -Wall on every top (both routing-table variants of the node,
# and the board top) and Yosys's own front end with synth_ice40. Any warning fails.
# Usage: scripts/lint.sh [verilator|yosys]   (default: both)
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < rtl/files.f
what="${1:-all}"
status=0

if [ "$what" = all ] || [ "$what" = verilator ]; then
  for args in "--top-module hc_node -GAsyncTables=1'b0" "--top-module hc_node -GAsyncTables=1'b1" \
              "--top-module hc_board_top"; do
    # shellcheck disable=SC2086
    if ! out=$(verilator --lint-only -Wall --assert -f rtl/files.f $args 2>&1) || [ -n "$out" ]; then
      echo "verilator $args:"; echo "$out"; status=1
    else
      echo "verilator $args: clean"
    fi
  done
fi

if [ "$what" = all ] || [ "$what" = yosys ]; then
  # Yosys's own warnings ("Warning: ..."); ABC's progress notes are not Yosys warnings.
  for top in hc_node hc_board_top; do
    log=$(mktemp)
    if ! yosys -l "$log" -q -p "read_verilog -sv ${files[*]}; synth_ice40 -top $top" >/dev/null 2>&1; then
      echo "yosys synth_ice40 -top $top failed:"; grep -E "ERROR" "$log"; status=1
    elif grep -qE "^Warning:" "$log"; then
      echo "yosys synth_ice40 -top $top warns:"; grep -E "^Warning:" "$log" | sort -u; status=1
    else
      echo "yosys $(yosys -V | cut -d' ' -f2) read_verilog -sv + synth_ice40 -top $top: clean"
    fi
    rm -f "$log"
  done
fi
exit $status
