#!/usr/bin/env python3
"""Markdown tables of the FPGA flow results, one table per board.

Usage:
  scripts/fpga_report.py [DIR ...] [--out FILE]

Reads DIR/flow.json (written by scripts/fpga_flow.py, with the nextpnr JSON report and Yosys
statistics folded in) from every DIR given, or from every build/fpga/*/ when none is given. For each
board it writes one table: logic cells or LUTs, flip-flops, RAM, I/O, Fmax of the board top against
the board clock, and, for each --wrap (or --ooc) run of the same board (the bare node, the switch),
the same figures for that module in its register-to-register wrapper. Figures come only from those files, so
rerunning the flows and this command reproduces them.

The runs of make fpga-BOARD (the board top) and make fpga-node-BOARD (the bare node, seeds 1-3) also
go into docs/figures.md: each replaces its column of the board's table in docs/figures/fpga.json, with
its command, date and commit, and the page is rendered again (scripts/figures_page.py). A run is known
by the command its flow.json records; other runs in the same directory (another seed, another
parameter) and runs recorded before flows kept their command are left out, with a note. --no-page
leaves the page alone.

Exit status: 0 when a report was written, 1 when no flow.json was found, a DIR given is missing or has
none, a flow.json cannot be read or is not fpga_flow.py's, --out could not be written or the page could
not be rendered. Without DIR, the directories of build/fpga/ without a flow.json are passed over.
"""

import argparse
import json
import re
import shlex
import sys
from pathlib import Path
from typing import Callable, Dict, List, Optional, Tuple

import entry
import figures_page
from fpga_flow import BOARDS, REPO

BOARD_ORDER = list(BOARDS)  # the boards in fpga_flow's order
LOGIC_LABEL = {"ice40": "logic cells (LUT4 + FF)", "ecp5": "LUT4 slots", "gowin": "LUT4"}
# What every flow.json of fpga_flow.py holds, and this report reads.
FIELDS = ("board", "part", "family", "mode", "top", "params", "clock_mhz", "status")


class ReportError(Exception):
    """A flow.json that is not there where it was asked for, or that cannot be read."""


def load(dirs: List[Path], named: bool = True) -> List[dict]:
    """The flow.json of each directory; a directory without one is an error when named, else passed over."""
    runs = []
    for directory in dirs:
        path = directory / "flow.json"
        if not path.is_file():
            if named:
                raise ReportError(f"{path}: no flow.json" if directory.is_dir() else f"{directory}: no such folder")
            continue
        try:
            record = json.loads(path.read_text())
        except (OSError, ValueError) as error:
            raise ReportError(f"{path}: cannot be read ({error})") from None
        missing = [key for key in FIELDS if key not in record] if isinstance(record, dict) else list(FIELDS)
        if missing:
            raise ReportError(f"{path}: not a flow.json of fpga_flow.py (no {', '.join(missing)})")
        resolved = directory.resolve()
        # Paths inside the repository are shown relative to it.
        record["dir"] = str(resolved.relative_to(REPO)) if REPO in resolved.parents else str(resolved)
        runs.append(record)
    return runs


def frac(entry: Optional[dict]) -> str:
    if not entry or not entry.get("available"):
        return "n/a"
    used, available = entry["used"], entry["available"]
    return f"{used} / {available} ({100.0 * used / available:.1f} %)"


def from_utilisation(cell: Callable[[dict, dict], str]) -> Callable[[dict], str]:
    """A table cell computed from a run's utilisation figures, "n/a" when the run has none."""
    def guarded(run: dict) -> str:
        util = run.get("utilisation")
        return cell(run, util) if util else "n/a"
    return guarded


@from_utilisation
def logic(run: dict, util: dict) -> str:
    text = frac(util["logic"])
    alu = util.get("all", {}).get("ALU", {}).get("used", 0)
    if run["family"] == "gowin" and alu:
        text += f" + {alu} ALU"
    return text


@from_utilisation
def flip_flops(run: dict, util: dict) -> str:
    text = frac(util["ff"])
    if run.get("wrapper"):
        text += f", {run['wrapper']['flip_flops']} of them the wrapper's"
    return text


@from_utilisation
def ram(run: dict, util: dict) -> str:
    return ", ".join(f"{name} {entry['used']} / {entry['available']}"
                     for name, entry in util["ram"].items())


@from_utilisation
def io(run: dict, util: dict) -> str:
    return frac(util["io"])


def fmax(run: dict) -> str:
    clocks = run.get("fmax") or {}
    if not clocks:
        return "n/a (" + (run.get("problems") or ["no timing report"])[0] + ")"
    worst = min(clocks.values(), key=lambda entry: entry["achieved"] - entry["constraint"])
    achieved, constraint = worst["achieved"], worst["constraint"]
    what = "board clock" if run["mode"] == "board" else "target"
    by_seed = run.get("fmax_by_seed") or {}
    if by_seed:
        # A seed sweep keeps the fastest placement; the target is judged on the slowest seed.
        slowest = min(by_seed.values())
        verdict = "met" if slowest >= constraint else "**missed**"
        seeds = " / ".join(f"{by_seed[s]:.1f}" for s in sorted(by_seed, key=int))
        return (f"{slowest:.1f} MHz min over seeds {', '.join(sorted(by_seed, key=int))} ({seeds}; "
                f"{what} {constraint:g} MHz: {verdict})")
    verdict = "met" if achieved >= constraint else "**missed**"
    return f"{achieved:.1f} MHz ({what} {constraint:g} MHz: {verdict})"


def steps(run: dict) -> str:
    return ", ".join(f"{s['name']} {s['seconds']:.1f} s" for s in run.get("steps", [])) or "n/a"


def tools(run: dict) -> str:
    """Binaries that ran, with their versions where known."""
    found = run.get("tools") or {}
    used = {s["name"] for s in run.get("steps", [])}
    names = []
    for key, step in (("yosys", "synthesis"), ("nextpnr", "pnr"), ("pack", "bitstream")):
        if key not in found or step not in used:
            continue
        path, version = found[key]
        version_match = re.search(r"Version (?:nextpnr-)?([^)\s]+)|^Yosys (\S+)", version or "")
        short = next((g for g in version_match.groups() if g), "") if version_match else ""
        names.append(f"{Path(path).name} {short}".strip())
    return ", ".join(names) or "n/a"


def result(run: dict) -> str:
    if run["status"] != "pass":
        return "**FAIL**: " + "; ".join(run.get("problems") or ["see the logs"])
    if run.get("problems"):
        return "pass, timing **not met** (--timing-allow-fail)"
    return "pass"


def column_title(run: dict) -> str:
    if run["mode"] == "board":
        return f"board top `{run['top']}`"
    how = "register-to-register wrapper" if run["mode"] == "wrap" else "out of context"
    return f"`{run['top']}` alone ({how})"


ROWS = [("logic", None), ("flip-flops", flip_flops), ("RAM", ram), ("I/O", io), ("Fmax", fmax),
        ("result", result), ("wall time", steps), ("tools", tools)]


def column(run: dict) -> List[Tuple[str, str]]:
    """(row label, cell) of one run's column."""
    cells = []
    for label, getter in ROWS:
        if label == "logic":
            label, getter = LOGIC_LABEL.get(run["family"], "logic"), logic
        cells.append((label, getter(run)))
    return cells


def parameters(run: dict) -> str:
    return f"`{run['top']}` " + (", ".join(f"{k}={v}" for k, v in run["params"].items()) or "default parameters")


def note(columns: List[dict]) -> str:
    """The line under a board's table; each entry has the run's parameters and output directory."""
    return (f"Parameters: {'; '.join(c['params'] for c in columns)}. Output: "
            + ", ".join(f"`{c['dir']}`" for c in columns) + ".")


def title(run: dict) -> str:
    return f"### {run['board']}: {run['part']}, {run['clock_mhz']:g} MHz board clock"


def table(board: str, runs: List[dict]) -> str:
    columns = sorted(runs, key=lambda r: ({"board": 0, "wrap": 1, "ooc": 2}[r["mode"]], r["top"]))
    lines = [title(columns[0]), "",
             "| | " + " | ".join(column_title(r) for r in columns) + " |",
             "|---|" + "---|" * len(columns)]
    cells = [column(r) for r in columns]
    for i, (label, _) in enumerate(cells[0]):
        lines.append(f"| {label} | " + " | ".join(c[i][1] for c in cells) + " |")
    entries = [{"params": parameters(r), "dir": r["dir"]} for r in columns]
    lines += ["", note(entries), ""]
    return "\n".join(lines)


# The runs docs/figures.md keeps, (mode, top), by the make target that makes them.
MADE_BY = {"fpga": ("board", "hc_board_top"), "fpga-node": ("wrap", "hc_node")}


def make_recipes(makefile: Path = REPO / "Makefile") -> Dict[str, List[str]]:
    """fpga_flow.py's arguments after the board in the Makefile's recipes of fpga-BOARD and
    fpga-node-BOARD (its pattern rules fpga-% and fpga-node-%), by target prefix, less --out."""
    text = makefile.read_text()
    recipes = {}
    for target in ("fpga", "fpga-node"):
        found = re.search(rf"^\S.*: {target}-%:.*\n\tpython3 scripts/fpga_flow.py \$\*(.*)$", text, re.M)
        if not found:
            raise figures_page.FiguresError(f"{makefile.name}: no recipe of {target}-BOARD running fpga_flow.py")
        words = shlex.split(found.group(1))
        if "--out" in words:  # the flow's own directory under $(BUILD): no figure depends on it
            at = words.index("--out")
            del words[at:at + 2]
        recipes[target] = words
    return recipes


def make_target(run: dict, recipes: Dict[str, List[str]]) -> Optional[str]:
    """The make target whose recipe made the run (fpga-BOARD or fpga-node-BOARD), from the command its
    flow.json records; None for any other run. --out to the flow's own directory, and --no-bitstream
    on a --wrap run (which builds none), change no figure: make figures passes both."""
    words = shlex.split(run.get("command") or "")
    if words[:2] != ["fpga_flow.py", run["board"]]:
        return None
    default_dir = run["board"] if run["mode"] == "board" else f"{run['board']}-{run['mode']}"
    args, rest = [], words[2:]
    while rest:
        word = rest.pop(0)
        if word == "--out" and rest and Path(rest[0]).name == default_dir:
            rest.pop(0)
        elif not (word == "--no-bitstream" and run["mode"] == "wrap"):
            args.append(word)
    return next((f"{target}-{run['board']}" for target, recipe in recipes.items()
                 if args == recipe and MADE_BY[target] == (run["mode"], run["top"])), None)


def stamped(run: dict) -> bool:
    """Whether the run's flow.json records its command, date and commit (flows before that did not)."""
    return all(run.get(key) for key in ("command", "date", "commit"))


def record(runs: List[dict], root: Path = REPO) -> None:
    """Puts each run of make fpga-BOARD or make fpga-node-BOARD into its column of its board's block in
    docs/figures/fpga.json (the other columns stay), and renders the page again. The page is rendered
    before the data is saved: a problem (a new board without markers on the page) leaves both alone."""
    data = figures_page.load("fpga", root)
    recipes = make_recipes()
    for run in runs:
        if (run["mode"], run["top"]) not in MADE_BY.values():
            continue
        if not stamped(run):
            print(f"fpga_report: {run['dir']}: not put on docs/figures.md: its flow.json records no command, "
                  "date or commit (an older flow; run it again)", file=sys.stderr)
            continue
        target = make_target(run, recipes)
        if target is None:
            print(f"fpga_report: {run['dir']}: not put on docs/figures.md: `{run['command']}` is not the "
                  f"recipe of make fpga-{run['board']} or make fpga-node-{run['board']}", file=sys.stderr)
            continue
        block = data["blocks"].setdefault(f"fpga-{run['board']}", {
            "title": title(run), "columns": [""], "rows": [], "note": "", "measured": []})
        what = "board top" if run["mode"] == "board" else f"`{run['top']}` alone"
        heading = column_title(run)
        if heading not in block["columns"]:
            block["columns"].append(heading)
            for row in block["rows"]:
                row["cells"].append("")
        index = block["columns"].index(heading)
        for label, cell in column(run):
            row = next((r for r in block["rows"] if r["cells"][0] == label), None)
            if row is None:
                row = {"cells": [label] + [""] * (len(block["columns"]) - 1)}
                block["rows"].append(row)
            row["cells"][index] = cell
        entry = {"column": heading, "what": what, "command": f"make {target}", "date": run["date"],
                 "commit": run["commit"], "params": parameters(run), "dir": run["dir"]}
        block["measured"] = sorted([m for m in block["measured"] if m["column"] != heading] + [entry],
                                   key=lambda m: block["columns"].index(m["column"]))
        block["note"] = note(block["measured"])
    figures_page.publish("fpga", data, root)


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(prog="fpga_report.py", description=__doc__.split("\n\n")[0],
                                     epilog="\n\n".join(__doc__.split("\n\n")[2:]),
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("dirs", nargs="*", type=Path, metavar="DIR",
                        help="flow output directories (default: build/fpga/*)")
    parser.add_argument("--out", type=Path, default=None, help="write here instead of stdout")
    parser.add_argument("--no-page", action="store_true", help="leave docs/figures.md and its data alone")
    args = parser.parse_args(argv)
    dirs = args.dirs or sorted(p for p in (REPO / "build" / "fpga").glob("*") if p.is_dir())
    try:
        runs = load(dirs, named=bool(args.dirs))
    except ReportError as error:
        print(f"fpga_report: {error}", file=sys.stderr)
        return 1
    if not runs:
        print("fpga_report: no flow.json found; run scripts/fpga_flow.py first", file=sys.stderr)
        return 1
    by_board: Dict[str, List[dict]] = {}
    for run in runs:
        by_board.setdefault(run["board"], []).append(run)
    order = [b for b in BOARD_ORDER if b in by_board] + sorted(set(by_board) - set(BOARD_ORDER))
    text = "## FPGA results\n\n" + "\n".join(table(b, by_board[b]) for b in order)
    if args.out:
        try:
            args.out.write_text(text)
        except OSError as error:
            print(f"fpga_report: cannot write {args.out}: {error.strerror}", file=sys.stderr)
            return 1
    else:
        sys.stdout.write(text)
    if not args.no_page:
        try:
            record(runs)
        except figures_page.FiguresError as error:
            print(f"fpga_report: docs/figures.md: {error}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(entry.run(main, sys.argv[1:]))
