#!/usr/bin/env python3
"""Gate-level simulation of hc_node against the golden model, one line per netlist.

Usage:
  scripts/gatesim.py [--build DIR] [--flavors generic,ice40,ecp5] [--vectors N] [--seed S]
                     [--out DIR] [--json]

For every netlist flavor (scripts/gate_netlist.py) it runs the node's GoogleTest harnesses built
against that netlist (BUILD/tb/gate_FLAVOR_UNIT, the same sources as the RTL's test_rtl_UNIT):
configuration registers, the router and broadcast unit over every input of every one-dimensional
configuration, the stream discipline, and the random campaign with N vectors (default 100,000). The
death test of the stream suite is left out: it needs the RTL's assertions, which a netlist does not
have. Every harness takes the same seed (HC_SEED), printed so that a run can be repeated.

Per netlist it prints the cells, the tests passed, the vectors compared with the model (the
exhaustive one-dimensional sets, the random campaign, and the random hypercycles of the other tests),
the mismatches and the time. Each harness's GoogleTest JSON is kept in --out (default
BUILD/gate/report). `make gatesim` builds the harnesses and runs this.

Exit status: 0 when every harness passed with no mismatch; 1 when one failed or is missing; 2 on a
usage error (an empty --flavors, an --out that cannot be made included).
"""

import argparse
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import Dict, List

import entry
from fpga_flow import REPO, make_out_dir, yosys_cells

FLAVORS = ("generic", "ice40", "ecp5")
UNITS = ("config", "router", "bcast", "stream", "campaign")
EXHAUSTIVE = ("RtlRouter.EveryCirculantExhaustive", "RtlBcast.EveryCirculantEveryInput")
CAMPAIGN = "RtlCampaign.RandomConfigurationsAndVectorsMatchTheModel"


def run_harness(exe: Path, report: Path, env: Dict[str, str]) -> dict:
    """Runs one harness; returns its GoogleTest JSON report (a synthetic failure if it has none)."""
    report.unlink(missing_ok=True)
    if not exe.is_file():
        return {"missing": str(exe), "tests": 0, "failures": 1, "testsuites": []}
    proc = subprocess.run([str(exe), "--gtest_filter=-*DeathTest*", f"--gtest_output=json:{report}"],
                          env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if not report.is_file():
        return {"crashed": proc.stdout[-2000:], "tests": 0, "failures": 1, "testsuites": []}
    data = json.loads(report.read_text())
    if proc.returncode != 0:
        data["output"] = proc.stdout[-4000:]
    return data


def summarise(flavor: str, reports: List[dict], build: Path, seconds: float) -> dict:
    """One netlist's line: tests, vectors by kind, mismatches."""
    line = {"netlist": flavor, "cells": sum(yosys_cells(build / "gate" / flavor / "stat.json").values()),
            "tests": 0, "passed": 0, "exhaustive_vectors": 0, "random_vectors": 0, "other_vectors": 0,
            "mismatches": 0, "seconds": round(seconds, 1), "failures": []}
    for data in reports:
        for problem in ("missing", "crashed", "output"):
            if problem in data:
                line["failures"].append(f"{problem}: {data[problem]}")
        for suite in data["testsuites"]:
            for test in suite["testsuite"]:
                name = f"{suite['name']}.{test['name']}"
                line["tests"] += 1
                line["passed"] += "failures" not in test
                vectors = int(test.get("vectors", 0))
                line["mismatches"] += int(test.get("mismatches", 0))
                kind = ("exhaustive_vectors" if name in EXHAUSTIVE else
                        "random_vectors" if name == CAMPAIGN else "other_vectors")
                line[kind] += vectors
                if "failures" in test:
                    line["failures"] += [f"{name}: {f['failure']}" for f in test["failures"]]
    line["pass"] = not line["failures"] and line["mismatches"] == 0 and line["passed"] == line["tests"] > 0
    return line


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(prog="gatesim.py", formatter_class=argparse.RawDescriptionHelpFormatter,
                                     description=__doc__.split("\n\n")[0],
                                     epilog="\n\n".join(__doc__.split("\n\n")[1:]))
    parser.add_argument("--build", type=Path, default=REPO / "build", help="CMake build directory")
    parser.add_argument("--flavors", default=",".join(FLAVORS),
                        help="netlists to simulate, comma-separated (default: %(default)s)")
    parser.add_argument("--vectors", type=int, default=100000, help="random campaign size (default 100000)")
    parser.add_argument("--seed", type=int, default=None, help="HC_SEED of every harness (default: random)")
    parser.add_argument("--out", type=Path, default=None, help="GoogleTest reports (default BUILD/gate/report)")
    parser.add_argument("--json", action="store_true", help="print the lines as JSON")
    args = parser.parse_args(argv)
    flavors = [f for f in args.flavors.split(",") if f]
    if not flavors:
        parser.error("--flavors: no netlist given (one or more of " + ", ".join(FLAVORS) + ")")
    for f in flavors:
        if f not in FLAVORS:
            parser.error(f"--flavors: unknown netlist {f!r} (one of {', '.join(FLAVORS)})")
    if args.vectors < 1:
        parser.error("--vectors must be at least 1")
    seed = args.seed if args.seed is not None else random.getrandbits(63)
    out = (args.out or args.build / "gate" / "report").resolve()
    if not make_out_dir(out, "gatesim"):
        return 2
    env = dict(os.environ, HC_SEED=str(seed), HC_CAMPAIGN_VECTORS=str(args.vectors))
    if not args.json:
        print(f"gatesim: seed {seed} (repeat with --seed {seed}), random campaign {args.vectors} vectors",
              flush=True)
    lines = []
    for flavor in flavors:
        start = time.monotonic()
        reports = [run_harness(args.build / "tb" / f"gate_{flavor}_{unit}", out / f"gate_{flavor}_{unit}.json", env)
                   for unit in UNITS]
        line = summarise(flavor, reports, args.build, time.monotonic() - start)
        lines.append(line)
        if not args.json:
            print(f"gatesim: {flavor:<8} {line['cells']:>5} cells  tests {line['passed']}/{line['tests']}  "
                  f"vectors: exhaustive 1-D {line['exhaustive_vectors']}, random {line['random_vectors']}, "
                  f"other {line['other_vectors']}  mismatches {line['mismatches']}  {line['seconds']} s  "
                  f"{'PASS' if line['pass'] else 'FAIL'}", flush=True)
            for failure in line["failures"]:
                print(f"gatesim: {flavor}: {failure}", file=sys.stderr)
    if args.json:
        print(json.dumps({"seed": seed, "random_vectors": args.vectors, "netlists": lines}, indent=2))
    return 0 if all(line["pass"] for line in lines) else 1


if __name__ == "__main__":
    sys.exit(entry.run(main, sys.argv[1:]))
