#!/usr/bin/env python3
"""Stuck-at fault grading of hc_node: faults, detected, proven undetectable, coverage.

Usage:
  scripts/faultgrade.py [--build DIR] [--jobs J] [--sample K] [--no-sat] [--sat-timeout S] [--target PCT] [--json]

Every single stuck-at-0 and stuck-at-1 fault of the generic gate netlist (scripts/fault_netlist.py,
in BUILD/gate/faults) is simulated with the fault program (sim/node/fault_program.h: random
configurations with bubbles and back-pressure, the two-clock burst, every routing-table entry of every
circulant in every dimension, every broadcast input of every circulant) until a check against the
model fails: the fault is detected. Each fault netlist's grader (BUILD/sim/hc-faultgrade-P) appends
its results to BUILD/gate/faults/results/, so that an interrupted run resumes where it stopped; the
results are dropped when the netlists or the program change.

The faults no vector detected then go to a sequential equivalence check (scripts/fault_sat.py: Yosys
builds a miter of the fault-free and the faulty netlist, ABC decides it): a fault is proven
undetectable when no input sequence from power-up makes an observed output differ. Coverage is
detected / (faults - proven undetectable); the faults neither detected nor proven are listed with the
flip-flops and outputs their net reaches, and ABC's verdict (detectable, with the length of its
distinguishing sequence, or unknown).

--sample K grades the faults of every K-th net only (an estimate, in BUILD/gate/faults/sample-K/). Exit status: 0
when the coverage meets --target (default 99 %, 0 to 100), 1 when it does not, a grader failed or the fault
netlists in BUILD/gate/faults are missing or unreadable (make faultgrade builds them), 2 on a usage error.
"""

import argparse
import hashlib
import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Dict, List

import entry
from fault_sat import TIMEOUT
from fpga_flow import REPO


def load_results(path: Path) -> Dict[int, dict]:
    """Results of one netlist's grader by mutsel value (the program line is checked by the grader)."""
    results = {}
    if path.is_file():
        for line in path.read_text().splitlines():
            entry = json.loads(line)
            if "mutsel" in entry:
                results[entry["mutsel"]] = entry
    return results


def ordinal(n: int) -> str:
    """2 -> "2nd", 11 -> "11th", 23 -> "23rd"."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def grade(build: Path, netlist: int, mutsels: List[int], results: Path, jobs: int, sample: bool) -> bool:
    """Runs netlist P's grader on the faults not in `results` yet; True when it finished."""
    exe = build / "sim" / f"hc-faultgrade-{netlist}"
    if not exe.is_file():
        print(f"faultgrade: {exe} is missing (make faultgrade builds it)", file=sys.stderr)
        return False
    argv = [str(exe), "--from", str(min(mutsels)), "--to", str(max(mutsels)), "--jobs", str(jobs),
            "--results", str(results)]
    if sample:
        argv += ["--only", ",".join(str(m) for m in mutsels)]
    print(f"faultgrade: netlist {netlist}: {len(mutsels)} faults", flush=True)
    return subprocess.run(argv, stdout=subprocess.DEVNULL).returncode == 0


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(prog="faultgrade.py", formatter_class=argparse.RawDescriptionHelpFormatter,
                                     description=__doc__.split("\n\n")[0],
                                     epilog="\n\n".join(__doc__.split("\n\n")[1:]))
    parser.add_argument("--build", type=Path, default=REPO / "build", help="CMake build directory")
    parser.add_argument("--jobs", type=int, default=2, help="faults simulated in parallel (default 2)")
    parser.add_argument("--sample", type=int, default=1, metavar="K", help="grade the faults of every K-th net only")
    parser.add_argument("--no-sat", action="store_true", help="skip the SAT proofs of undetectability")
    parser.add_argument("--sat-timeout", type=int, default=TIMEOUT, metavar="S",
                        help=f"seconds ABC spends on a fault (default {TIMEOUT}; unknown verdicts of a shorter one are retried)")
    parser.add_argument("--target", type=float, default=99.0, help="coverage target in %% (0 to 100, default 99)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)
    if args.jobs < 1 or args.sample < 1 or args.sat_timeout < 1:
        parser.error("--jobs, --sample and --sat-timeout must be at least 1")
    if not 0 <= args.target <= 100:
        parser.error(f"--target {args.target:g}: a coverage in % must be 0 to 100")
    faults_dir = (args.build / "gate" / "faults").resolve()
    info_path = faults_dir / "faults.json"
    if not info_path.is_file():
        print(f"faultgrade: {info_path} is missing (make faultgrade builds it)", file=sys.stderr)
        return 1
    try:
        info = json.loads(info_path.read_text())
        # Every K-th net with both its faults (faults come in pairs, stuck-at-0 then stuck-at-1, per net):
        # a stride over the faults themselves would pick one stuck-at value only whenever K is even.
        faults = [f for i, f in enumerate(info["faults"]) if (i // 2) % args.sample == 0]
        netlists = int(info["netlists"])
        digest = (faults_dir / "inputs.sha256").read_text().strip()[:16]
    except (OSError, ValueError, KeyError, TypeError) as error:
        problem = error.strerror if isinstance(error, OSError) else "not what fault_netlist.py writes"
        print(f"faultgrade: {getattr(error, 'filename', None) or info_path}: {problem} "
              "(make faultgrade builds it)", file=sys.stderr)
        return 1
    results_dir = faults_dir / ("results" if args.sample == 1 else f"sample-{args.sample}") / digest
    results_dir.mkdir(parents=True, exist_ok=True)

    start = time.monotonic()
    ok = True
    by_netlist: Dict[int, Dict[int, dict]] = {}
    for netlist in range(netlists):
        mutsels = [f["mutsel"] for f in faults if f["netlist"] == netlist]
        path = results_dir / f"netlist_{netlist}.jsonl"
        if mutsels and not set(mutsels) <= set(load_results(path)):
            ok = grade(args.build, netlist, mutsels, path, args.jobs, args.sample > 1) and ok
        by_netlist[netlist] = load_results(path)
    undetected = []
    detected = 0
    for f in faults:
        result = by_netlist[f["netlist"]].get(f["mutsel"])
        if result is None:
            ok = False
        elif result["detected"]:
            detected += 1
        else:
            undetected.append(f)

    verdicts: Dict[int, dict] = {}
    if undetected and not args.no_sat:
        # The verdicts depend on the netlist (results_dir) and on what fault_sat.py observes.
        prover = REPO / "scripts" / "fault_sat.py"
        cache = results_dir / f"sat-{hashlib.sha256(prover.read_bytes()).hexdigest()[:12]}.jsonl"
        sat = subprocess.run([sys.executable, str(prover), "--faults", str(info_path),
                              "--ids", ",".join(str(f["id"]) for f in undetected), "--jobs", str(args.jobs),
                              "--cache", str(cache), "--timeout", str(args.sat_timeout)],
                             stdout=subprocess.PIPE, text=True)
        ok = sat.returncode == 0 and ok
        verdicts = {v["id"]: v for v in map(json.loads, sat.stdout.splitlines())}
    proven = [f for f in undetected if verdicts.get(f["id"], {}).get("verdict") == "undetectable"]
    proven_ids = {f["id"] for f in proven}
    left = [dict(f, verdict=verdicts.get(f["id"], {}).get("verdict", "not checked"),
                 frames=verdicts.get(f["id"], {}).get("frames")) for f in undetected if f["id"] not in proven_ids]
    detectable = len(faults) - len(proven)
    coverage = 100.0 * detected / detectable if detectable else 100.0
    raw_coverage = 100.0 * detected / len(faults) if faults else 100.0
    report = {"faults": len(faults), "sample": args.sample, "detected": detected,
              "undetectable": len(proven), "undetected": len(left),
              "coverage": round(coverage, 3), "target": args.target,
              "raw_coverage": round(raw_coverage, 3),
              "seconds": round(time.monotonic() - start, 1),
              "undetected_faults": [{k: f[k] for k in ("id", "net", "stuck", "type", "reaches", "verdict", "frames")}
                                    for f in left]}
    (results_dir / "report.json").write_text(json.dumps(report, indent=1) + "\n")
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        for f in left:
            found = f" in {f['frames']} clocks" if f["frames"] else ""
            print(f"faultgrade: undetected: fault {f['id']}: {f['net']} stuck at {f['stuck']} ({f['type']}), "
                  f"reaches {', '.join(f['reaches']) or 'nothing'}; {f['verdict']}{found}")
        sampled = f" (those of every {ordinal(args.sample)} net)" if args.sample > 1 else ""
        print(f"faultgrade: {len(faults)} faults{sampled}, "
              f"{detected} detected, {len(proven)} proven undetectable, {len(left)} undetected: coverage "
              f"{coverage:.2f} % of detectable faults (target {args.target:g} %: "
              f"{'met' if coverage >= args.target else 'missed'}), {raw_coverage:.2f} % of all; "
              f"report {results_dir / 'report.json'}")
    return 0 if ok and coverage >= args.target else 1


if __name__ == "__main__":
    sys.exit(entry.run(main, sys.argv[1:]))
