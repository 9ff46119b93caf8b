#!/usr/bin/env python3
"""The speed of the RTL-versus-model comparison (`make figures`): runs build/tb/bench_rtl and writes
its figures into docs/figures.md.

Usage:
  scripts/rtl_figures.py [--build DIR] [--runs N] [--no-page]

Runs bench_rtl N times (default 1) and prints its output. The vectors per second of the comparison
on one thread and on every thread, and of the golden model alone, go into their rows of the node's
table (docs/figures/node.json, with today's date and HEAD's commit; ranges over the runs), and the
page is rendered again (scripts/figures_page.py). --no-page leaves both alone.
Exit status: 0 when every run passed, 1 when bench_rtl failed (a mismatch) or the page could not be
written.
"""

import argparse
import re
import subprocess
import sys
from pathlib import Path
from typing import Dict, List

import entry
import figures_page

REPO = Path(__file__).resolve().parent.parent
MODEL = re.compile(r"^golden model alone .*: +([\d.]+) vectors/s")
COMPARED = re.compile(r"^RTL compared with the model, one request per clock, +(\d+) threads?, ?: +([\d.]+) vectors/s"
                      r" +\(([\d.]+) of the one-thread model alone")
# bench_rtl's verdict on its own target (kTarget), so that the target is written in one place.
TARGET = re.compile(r"^ +target on one thread: .*: (met|missed)$")


def parse(output: str) -> Dict[str, float]:
    """bench_rtl's rates: model (vectors/s), one (one thread), many (every thread), threads, ratio (one
    thread's comparison against the model alone), and met (1 when one thread met bench_rtl's target, 0
    when it missed it)."""
    found: Dict[str, float] = {}
    for line in output.splitlines():
        if (m := MODEL.match(line)):
            found["model"] = float(m.group(1))
        elif (m := COMPARED.match(line)):
            threads, rate, ratio = int(m.group(1)), float(m.group(2)), float(m.group(3))
            if threads == 1:
                found["one"], found["ratio"] = rate, ratio
            else:
                found["many"], found["threads"] = rate, threads
        elif (m := TARGET.match(line)):
            found["met"] = float(m.group(1) == "met")
    missing = {"model", "one", "met"} - set(found)
    if missing:
        raise ValueError(f"bench_rtl printed no {', '.join(sorted(missing))} line")
    return found


def spread(values: List[float], scale: float = 1e6, digits: int = 1) -> str:
    low, high = f"{min(values) / scale:.{digits}f}", f"{max(values) / scale:.{digits}f}"
    return low if low == high else f"{low}-{high}"


def cells(runs: List[Dict[str, float]]) -> Dict[str, str]:
    """The measured cells of the node table's rows rtl-compare and model-alone."""
    ones = [r["one"] for r in runs]
    where = f" in {len(runs)} runs" if len(runs) > 1 else ""
    compare = f"1 thread: {spread(ones)} M/s{where} ({'met' if all(r['met'] for r in runs) else 'missed'})"
    many = [r for r in runs if "many" in r]
    if many:
        threads = int(many[0]["threads"])
        compare += f"; {threads} threads: {spread([r['many'] for r in many])} M/s"
    model = (f"{spread([r['model'] for r in runs])} M vectors/s (the comparison runs at "
             f"{spread([r['ratio'] for r in runs], 1, 2)} of it)")
    return {"rtl-compare": compare, "model-alone": model}


def record(measured: Dict[str, str], root: Path = REPO) -> None:
    figures_page.record_cells("node", "node", measured, root)


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(prog="rtl_figures.py", description=__doc__.split("\n\n")[0],
                                     epilog="\n\n".join(__doc__.split("\n\n")[2:]),
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", type=Path, default=REPO / "build")
    parser.add_argument("--runs", type=int, default=1,
                        help="runs of bench_rtl, at least 1 (the page gives their range)")
    parser.add_argument("--no-page", action="store_true", help="leave docs/figures.md and its data alone")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error(f"--runs must be at least 1, not {args.runs}")
    bench = args.build.resolve() / "tb" / "bench_rtl"
    if not bench.is_file():
        parser.error(f"{bench} is not built (make bench-tools BUILD={args.build})")
    runs = []
    for _ in range(args.runs):
        done = subprocess.run([str(bench)], text=True, capture_output=True)
        sys.stdout.write(done.stdout)
        if done.returncode != 0:
            sys.stderr.write(done.stderr)
            print("rtl_figures: bench_rtl failed", file=sys.stderr)
            return 1
        runs.append(parse(done.stdout))
    if not args.no_page:
        try:
            record(cells(runs))
        except figures_page.FiguresError as error:
            print(f"rtl_figures: docs/figures.md: {error}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(entry.run(main, sys.argv[1:]))
