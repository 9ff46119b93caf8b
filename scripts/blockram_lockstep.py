#!/usr/bin/env python3
"""The switch with its FIFO memories in iCE40 block RAM, clock for clock beside its RTL.

Usage:
  scripts/blockram_lockstep.py --out DIR [--clocks N] [--seed S] [--config NAME ...]

hc_switch's BlockRam parameter only asks synthesis for block RAM (docs/network.md, "Input buffers"): the
RTL, and so every simulation of it, is the same either way. What it changes is the netlist: Yosys moves
each FIFO memory's read-address register into an SB_RAM40_4K's read port and adds the bypass that a
read of an entry written in the same clock needs. This script checks that netlist against the RTL it
came from, as the board flows build it:

- gold: the RTL elaborated as the FPGA flows read it (read_slang, -D SYNTHESIS), `proc` and `flatten`
  only, so its memories stay arrays that Icarus Verilog reads asynchronously as the RTL does;
- gate: `synth_ice40` of the same RTL and parameters (SB_LUT4, SB_CARRY, SB_DFF*, SB_RAM40_4K), simulated
  with Yosys's ice40/cells_sim.v;
- both starting as an iCE40 does after configuration, every flip-flop and memory entry 0 (the initial
  values set by `setundef -zero` on the RTL's flip-flops and memories and the netlist's block RAMs; an
  RTL memory left X would make the RTL's state X wherever a broken packet reads an entry never
  written, and its X outputs would not be compared);
- the two side by side (`miter -equiv -make_outputs`, its trigger unused: the bench compares each
  output bit itself, below), driven by random inputs in every clock: a
  flit on each link and at the injection port half of the clocks, credits, ejection back-pressure,
  configuration writes (programmable configurations only) and a reset every 256 clocks on average. The
  inputs ignore the protocols (FIFOs overflow, credits come unasked, packets break), which exercises the
  memories more: the two must agree for any input sequence. In three clocks of four a flit's
  destination digits and length are drawn within the configuration's ranges (a head that names no
  node would stay at its FIFO's front until the next reset), so that flits keep moving.

The outputs are compared twice a clock: before the rising edge (this clock's inputs) and after it (the
new state). A flit's fields (a link's vc, control and data, the ejection port's control and data) count
only where the RTL's valid for them is high: below it they are don't care, as a block RAM's read port
after a reset shows whatever it read last. An output bit that the RTL leaves X is not compared; the
clocks with one are counted and printed. A run that delivers fewer than one flit in 50 clocks fails
too: it would compare little.

Configurations (--config, default all): `pair` is the switch of the iCE40 boards' network, G(2; 1)
with its configuration fixed (BlockRam as fpga_flow.py's NOC_DEFAULTS set it); `ring` node 1 of the
ring of four G(4; 1); `deep` a programmable 5-port switch of a 2-D torus with 8-flit FIFOs and packets
of up to 8 flits (`make fpga-switch-hx8k`'s switch, with BlockRam), its configuration written at random.

Prints a line per configuration (clocks, flits delivered by each side on the links and the ejection
port, block RAMs, mismatches) and exits 0 when no output differed, 1 on a mismatch, too little traffic
or a tool failure (the first differing clock and outputs are printed), 2 on a usage error (an --out
that cannot be made included). The seed is printed; --seed repeats a run.
"""

import argparse
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Dict, List, NamedTuple

import entry
from fpga_flow import REPO, FlowError, copy_sources, find_tool, make_out_dir, read_filelist, yosys_read
from gate_netlist import NetlistError, run_yosys, share_dir

# Clocks per delivered flit above which a run compares too little.
MAX_CLOCKS_PER_FLIT = 50


class Config(NamedTuple):
    """One switch to check: its parameters, how often a configuration write comes, and the bits a flit
    keeps in three draws of four (destination digits and length within range)."""
    params: Dict[str, str]
    cfg_write_per_4096: int
    flit_mask: int


def flit_mask(dims: int, data_w: int, digit_bits: int, len_bits: int) -> int:
    """Mask of a flit's bits that keeps each destination digit below 2^digit_bits and the length below
    2^len_bits (hc_noc_pkg::hdr_pack: digits in [4 dims - 1:0], the length at 8 dims)."""
    mask = (1 << data_w) - 1
    for i in range(dims):
        mask &= ~(((1 << 4) - (1 << digit_bits)) << (4 * i))
    return mask & ~(((1 << 4) - (1 << len_bits)) << (8 * dims))


COMMON = {"Vcs": "2", "BlockRam": "1'b1"}
CONFIGS = {
    # {r, m, rho, own} as hc_pkg::cfg_t packs them.
    "pair": Config({**COMMON, "Dims": "1", "NumPorts": "1", "BufDepth": "2", "MaxLen": "2", "DataW": "29",
                    "ResetCfg": "51'h1000200010000", "Fixed": "1'b1"}, 0, flit_mask(1, 29, 1, 2)),
    "ring": Config({**COMMON, "Dims": "1", "NumPorts": "2", "BufDepth": "2", "MaxLen": "2", "DataW": "30",
                    "ResetCfg": "51'h1000400010001", "Fixed": "1'b1"}, 0, flit_mask(1, 30, 2, 2)),
    "deep": Config({**COMMON, "Dims": "2", "NumPorts": "4", "BufDepth": "8", "MaxLen": "8", "DataW": "32",
                    "ResetCfg": "51'h2004400110011", "Fixed": "1'b0"}, 8, flit_mask(2, 32, 2, 3)),
}


class Failure(Exception):
    """A tool failed or the two sides differed; the message says where."""


def run(cmd: List[str], cwd: Path, log: Path) -> str:
    """Runs cmd in cwd, its output to log; raises Failure when it fails."""
    proc = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    log.write_text(proc.stdout)
    if proc.returncode != 0:
        tail = "\n".join(proc.stdout.splitlines()[-15:])
        raise Failure(f"{cmd[0]} failed (exit {proc.returncode}); see {log}\n{tail}")
    return proc.stdout


def care(name: str, width: int, ports: int) -> str:
    """Verilog condition under which bit b of output name counts: a flit's fields only where the RTL's
    valid for them is high (below it they are don't care: a block RAM's read port shows whatever it read
    last, the RTL the entry at the front)."""
    if name in ("out_vc_o", "out_ctl_o", "out_data_o"):
        return f"gold_out_valid_o[b / {width // ports}] === 1'b1"
    if name in ("ej_ctl_o", "ej_data_o"):
        return "gold_ej_valid_o === 1'b1"
    return "1'b1"


def testbench(ports: Dict[str, dict], config: Config, clocks: int, seed: int) -> str:
    """Verilog bench of module miter: random inputs every clock, the outputs compared twice a clock."""
    data_w = int(config.params["DataW"])
    inputs = {n[3:]: len(p["bits"]) for n, p in ports.items() if p["direction"] == "input"}
    outputs = sorted({n[5:]: len(p["bits"]) for n, p in ports.items() if n.startswith("gold_")}.items())
    decl = "".join(f"  reg [{w - 1}:0] {n};\n" for n, w in inputs.items())
    wires = "".join(f"  wire [{w - 1}:0] gold_{n}, gate_{n};\n" for n, w in outputs)
    conns = ",\n".join([f"    .in_{n}({n})" for n in inputs] + ["    .trigger(unused_trigger)"]
                       + [f"    .{s}_{n}({s}_{n})" for n, _ in outputs for s in ("gold", "gate")])
    draws = []
    for n, w in inputs.items():
        if n == "clk_i":
            continue
        if n == "rst_ni":
            draws.append(f"    rst_ni = clock < 3 ? 1'b0 : ($random(seed) & 255) != 0;")
        elif n == "cfg_we_i":
            draws.append(f"    cfg_we_i = ($random(seed) & 4095) < {config.cfg_write_per_4096};")
        else:
            words = (w + 31) // 32
            draws.append(f"    {n} = {{{', '.join(['$random(seed)'] * words)}}};")
            if n in ("in_data_i", "inj_data_i"):  # one flit per port, each within range most of the time
                mask = sum(config.flit_mask << (data_w * k) for k in range(w // data_w))
                draws.append(f"    if (($random(seed) & 3) != 0) {n} = {n} & {w}'h{mask:x};")
    shows = "".join(f'      $display("  {n:16s} rtl %h  netlist %h", gold_{n}, gate_{n});\n' for n, _ in outputs)
    n_ports = dict(outputs)["out_valid_o"]
    # A bit differs where it counts, the RTL leaves it defined (a bit the RTL leaves X is not compared)
    # and the netlist's differs. A clock in which an output bit that counts is X in the RTL, before or
    # after the edge, is counted from the first clock out of reset.
    compare = "".join(
        f"      for (b = 0; b < {w}; b = b + 1) if ({care(n, w, n_ports)}) begin\n"
        f"        if (gold_{n}[b] === 1'bx) gold_x_now = 1'b1;\n"
        f"        else if (gold_{n}[b] !== gate_{n}[b]) differs = 1'b1;\n"
        f"      end\n" for n, w in outputs)
    # Flits delivered: on the links every valid, at the ejection port a valid that is taken.
    counts = ("      if (clock >= 3) begin\n"
              + "".join(f"        {s}_flits = {s}_flits + $countones({s}_out_valid_o)"
                        f" + (({s}_ej_valid_o & ej_ready_i) === 1'b1);\n" for s in ("gold", "gate"))
              + "      end\n")
    # The outputs compared once, called before and after each rising edge.
    check = (f"  task check_outputs;\n"
             f"    begin\n"
             f"      differs = 1'b0;\n"
             f"{compare}"
             f"      if (clock >= 3 && differs) begin\n"
             f"        $display(\"MISMATCH at clock %0d (%s the rising edge):\", clock, phase);\n"
             f"{shows}        $finish;\n"
             f"      end\n"
             f"    end\n"
             f"  endtask\n")
    return f"""`timescale 1ns/1ps
module bench;
{decl}{wires}  wire unused_trigger;
  integer seed = {seed};
  integer clock = 0, gold_flits = 0, gate_flits = 0, gold_x = 0, b;
  reg differs, gold_x_now;
  reg [8*6-1:0] phase;
  miter dut (
{conns}
  );
{check}  initial begin
    clk_i = 1'b0;
    for (clock = 0; clock < {clocks}; clock = clock + 1) begin
{chr(10).join(draws)}
      gold_x_now = 1'b0;
      #4 phase = "before";
      check_outputs;
{counts}      #1 clk_i = 1'b1;
      #4 phase = "after";
      check_outputs;
      if (clock >= 3) gold_x = gold_x + gold_x_now;
      #1 clk_i = 1'b0;
    end
    $display("OK %0d %0d %0d %0d", clock, gold_flits, gate_flits, gold_x);
    $finish;
  end
endmodule
"""


def check(name: str, config: Config, clocks: int, seed: int, out: Path) -> str:
    """Builds the miter of one configuration and simulates it; returns the summary line."""
    work = out / name
    work.mkdir(parents=True, exist_ok=True)
    files = copy_sources(read_filelist(REPO / "rtl" / "files.f"), work)
    read = yosys_read(files, work, "hc_switch", config.params)
    # Both sides' initial values 0: the RTL's flip-flops and memories, the netlist's block RAM contents
    # (its flip-flops start at 0 in cells_sim.v). The X constants of the logic stay don't care.
    run_yosys(work, "gold", f"{read}\nhierarchy -check -top hc_switch\nproc\nflatten\nopt_clean\nmemory_collect\n"
                            "setundef -zero -init -params t:$mem_v2 t:$*dff*\n"
                            "rename hc_switch gold\nwrite_rtlil gold.il\n")
    run_yosys(work, "gate", f"{read}\nhierarchy -check -top hc_switch\nsynth_ice40 -top hc_switch\n"
                            "setundef -zero -params t:SB_RAM40_4K\nrename hc_switch gate\n"
                            "tee -q -o gate_stat.json stat -json\nwrite_rtlil gate.il\n")
    run_yosys(work, "miter", "read_rtlil gold.il\nread_rtlil gate.il\n"
                             "miter -equiv -flatten -make_outputs gold gate miter\n"
                             "select miter\nwrite_verilog -noattr -selected miter.v\n"
                             "write_json -selected miter.json\n")
    stat = json.loads((work / "gate_stat.json").read_text())
    brams = stat["modules"]["\\gate"]["num_cells_by_type"].get("SB_RAM40_4K", 0)
    if brams == 0:
        raise Failure(f"{name}: the netlist has no block RAM; BlockRam did not reach synthesis")
    ports = json.loads((work / "miter.json").read_text())["modules"]["miter"]["ports"]
    (work / "bench.v").write_text(testbench(ports, config, clocks, seed))
    iverilog, vvp = find_tool("iverilog"), find_tool("vvp")
    if iverilog is None or vvp is None:
        raise Failure("Icarus Verilog (iverilog, vvp) is not installed (run scripts/bootstrap.sh)")
    run([iverilog, "-g2012", "-DNO_ICE40_DEFAULT_ASSIGNMENTS", "-o", "bench.vvp", "bench.v", "miter.v",
         str(share_dir() / "ice40" / "cells_sim.v")], work, work / "iverilog.log")
    text = run([vvp, "-n", "bench.vvp"], work, work / "vvp.log")
    lines = [line for line in text.splitlines() if line.startswith(("OK", "MISMATCH", "  "))]
    if not lines or not lines[0].startswith("OK"):
        raise Failure(f"{name}: the netlist differs from the RTL (seed {seed}); see {work / 'vvp.log'}\n"
                      + "\n".join(lines[:40]))
    _, ran, gold_flits, gate_flits, gold_x = lines[0].split()
    if int(gold_flits) * MAX_CLOCKS_PER_FLIT < int(ran):
        raise Failure(f"{name}: {gold_flits} flits delivered in {ran} clocks (seed {seed}): too little traffic "
                      f"to compare (at least one in {MAX_CLOCKS_PER_FLIT} clocks expected)")
    return (f"blockram_lockstep: {name:5s} {ran} clocks, flits delivered RTL {gold_flits} netlist {gate_flits}, "
            f"{brams} SB_RAM40_4K, clocks with an RTL output X (not compared) {gold_x}, mismatches 0")


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(
        description="hc_switch with BlockRam: its iCE40 netlist (FIFOs in block RAM) against its RTL, "
                    "clock for clock under random inputs (Icarus Verilog).")
    parser.add_argument("--out", type=Path, required=True, help="work directory (netlists, bench, logs)")
    parser.add_argument("--clocks", type=int, default=20000, help="clocks per configuration (default 20000)")
    parser.add_argument("--seed", type=int, help="random seed (default: drawn and printed)")
    parser.add_argument("--config", action="append", choices=sorted(CONFIGS),
                        help="configuration to check, repeatable (default: all)")
    args = parser.parse_args(argv)
    if args.clocks < 10:
        parser.error("--clocks must be at least 10")
    if not make_out_dir(args.out.resolve(), "blockram_lockstep"):
        return 2
    seed = args.seed if args.seed is not None else random.randrange(1, 2**31)
    print(f"blockram_lockstep: seed {seed} (repeat with --seed {seed})", flush=True)
    try:
        for name in args.config or list(CONFIGS):
            print(check(name, CONFIGS[name], args.clocks, seed, args.out.resolve()), flush=True)
    except (Failure, FlowError, NetlistError) as err:
        print(f"blockram_lockstep: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(entry.run(main, sys.argv[1:]))
