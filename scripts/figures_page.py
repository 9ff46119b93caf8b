#!/usr/bin/env python3
"""Renders the measured tables of docs/figures.md from their data in docs/figures/*.json.

Usage:
  scripts/figures_page.py [--check] [--root DIR]
  scripts/figures_page.py record BLOCK ROW COLUMN=TEXT [COLUMN=TEXT ...] [--command CMD]

Each measuring command keeps its rows in one data file, docs/figures/FAMILY.json:
  {"blocks": {"NAME": {"title": ..., "columns": [...], "rows": [...], "note": ..., "command": ...}}}
A row is {"cells": [...], "date": "YYYY-MM-DD", "commit": "abc1234"}, with an optional "key" (how a
script finds it) and "command" (when the table has no command column). A block may list
"measured": [{"what", "command", "date", "commit"}] instead, when its columns, not its rows, were
measured apart (the FPGA tables). Blocks and families are listed in the page's own opening lines.

docs/figures.md holds each block between <!-- figures:NAME --> and <!-- /figures:NAME -->. This script
rewrites what is between the markers: the block's title, its table, a line saying when, at which
commit and with which command each row was measured, and its note. The prose around the blocks is
left alone.

record: sets the cells named by COLUMN (a column's header) in the row ROW of BLOCK (ROW is the row's
key or its first cell), stamps it with today's date and HEAD's commit, and renders the page. It is
how a figure measured by hand (a benchmark, a test run) is written down. The measuring scripts write
their rows with record_cells(). The page is rendered before the data file is saved, so that a problem
leaves both unchanged.

--check: exit status 1, with one line per difference, when the page is not what the data renders;
nothing is written.
Exit status: 0 on success, 1 on a difference or a problem in the data or the page, 2 on a usage
error (--check with record, a --root that is not a folder).
"""

import argparse
import datetime
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Dict, List, Optional, Tuple

import entry

REPO = Path(__file__).resolve().parent.parent
PAGE = Path("docs") / "figures.md"
DATA = Path("docs") / "figures"

BEGIN = re.compile(r"^<!-- figures:([a-z0-9-]+) -->$")
END = "<!-- /figures:{} -->"


class FiguresError(Exception):
    """A problem in the data files or in the page's markers."""


# A figure measured on a working tree that changes these differs from HEAD's: its commit says so.
MEASURED_SOURCES = ("rtl", "cpp_model", "sim", "tb", "scripts", "constraints", "CMakeLists.txt", "Makefile")


def stamp(root: Path = REPO) -> Tuple[str, str]:
    """Today's date (UTC) and the short commit of HEAD, with "-dirty" when the sources differ from it:
    when and on what a figure is measured now."""
    date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
    try:
        def git(*args: str) -> str:
            return subprocess.run(["git", "-C", str(root), *args], check=True, text=True,
                                  capture_output=True).stdout.strip()
        commit = git("rev-parse", "--short=7", "HEAD")
        if git("status", "--porcelain", "--untracked-files=no", "--", *MEASURED_SOURCES):
            commit += "-dirty"
    except (OSError, subprocess.CalledProcessError):
        commit = "unknown"
    return date, commit


def load(family: str, root: Path = REPO) -> dict:
    path = root / DATA / f"{family}.json"
    return json.loads(path.read_text()) if path.is_file() else {"blocks": {}}


def save(family: str, data: dict, root: Path = REPO) -> None:
    (root / DATA / f"{family}.json").write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n")


def blocks(root: Path = REPO, replace: Optional[Dict[str, dict]] = None) -> Dict[str, dict]:
    """Every block of every data file, by name; replace: families' data to take instead of their files."""
    families = {path.stem: json.loads(path.read_text()) for path in sorted((root / DATA).glob("*.json"))}
    families.update(replace or {})
    found: Dict[str, dict] = {}
    for family in sorted(families):
        for name, block in families[family].get("blocks", {}).items():
            if name in found:
                raise FiguresError(f"{DATA / family}.json: block {name} is also in another file")
            found[name] = block
    return found


def find_row(block: dict, row: str) -> dict:
    for entry in block["rows"]:
        if entry.get("key") == row or entry["cells"][0] == row:
            return entry
    raise FiguresError(f"no row {row!r} (a key or a first cell)")


def update_row(block: dict, row: str, cells: Dict[str, str], date: str, commit: str,
               command: Optional[str] = None) -> None:
    """Sets the cells of one row by column header, and its command, date and commit."""
    entry = find_row(block, row)
    for column, text in cells.items():
        if column not in block["columns"]:
            raise FiguresError(f"no column {column!r} (columns: {', '.join(block['columns'])})")
        entry["cells"][block["columns"].index(column)] = text
    if command is not None:
        if "command" in block["columns"]:
            entry["cells"][block["columns"].index("command")] = command
        else:
            entry["command"] = command
    entry["date"], entry["commit"] = date, commit


def spans(numbers: List[int]) -> str:
    """1, 2, 3, 5 -> "rows 1-3, 5"."""
    parts, start = [], None
    for i, n in enumerate(numbers):
        if start is None:
            start = n
        if i + 1 == len(numbers) or numbers[i + 1] != n + 1:
            parts.append(str(start) if start == n else f"{start}-{n}")
            start = None
    return ("row " if len(numbers) == 1 else "rows ") + ", ".join(parts)


def provenance(block: dict) -> str:
    """The line under a table: when, at which commit and with which command its figures were measured."""
    def when(entry: dict) -> str:
        return f"on {entry['date']} at {entry['commit']}"

    if "measured" in block:
        return "Measured: " + "; ".join(
            f"{m['what']}: `{m['command']}` {when(m)}" for m in block["measured"]) + "."
    command_column = "command" in block["columns"]
    commands = {"" if command_column else row.get("command", block.get("command", "")) for row in block["rows"]}
    shared = commands.pop() if len(commands) == 1 else None
    groups: Dict[Tuple[str, str, str], List[int]] = {}
    for number, row in enumerate(block["rows"], 1):
        command = "" if shared is not None else row.get("command", block.get("command", ""))
        groups.setdefault((row["date"], row["commit"], command), []).append(number)
    texts = {key: (f"with `{key[2]}` " if key[2] else "") + f"on {key[0]} at {key[1]}" for key in groups}
    head = "Measured" + (f" with `{shared}`" if shared else "")
    if len(groups) == 1:
        return f"{head} {next(iter(texts.values()))}."
    return f"{head}: " + "; ".join(f"{spans(numbers)} {texts[key]}" for key, numbers in groups.items()) + "."


def table_row(cells: List[str]) -> str:
    return "|" + "|".join(f" {cell} " if cell else " " for cell in cells) + "|"


def render_block(block: dict) -> List[str]:
    if not block["rows"]:
        lines = [""] + ([block["title"], ""] if block.get("title") else []) + ["Not measured yet."]
        return lines + (["", block["note"]] if block.get("note") else []) + [""]
    width = len(block["columns"])
    for row in block["rows"]:
        if len(row["cells"]) != width:
            raise FiguresError(f"row {row['cells'][:1]}: {len(row['cells'])} cells for {width} columns")
        if "measured" not in block and not (row.get("date") and row.get("commit")):
            raise FiguresError(f"row {row['cells'][:1]}: no date or commit")
    lines = [""]
    if block.get("title"):
        lines += [block["title"], ""]
    lines.append(table_row(block["columns"]))
    lines.append("|" + "---|" * width)
    lines += [table_row(row["cells"]) for row in block["rows"]]
    lines += ["", provenance(block)]
    if block.get("note"):
        lines += ["", block["note"]]
    return lines + [""]


def render(page: str, data: Dict[str, dict]) -> str:
    """The page with every block between its markers rendered from the data."""
    out: List[str] = []
    lines = page.splitlines()
    seen = set()
    i = 0
    while i < len(lines):
        line = lines[i]
        out.append(line)
        match = BEGIN.match(line)
        i += 1
        if not match:
            continue
        name = match.group(1)
        end = END.format(name)
        try:
            stop = lines.index(end, i)
        except ValueError:
            raise FiguresError(f"{PAGE}:{i}: {line} has no {end}") from None
        if name not in data:
            raise FiguresError(f"{PAGE}:{i}: block {name} is in no file of {DATA}/")
        if name in seen:
            raise FiguresError(f"{PAGE}:{i}: block {name} appears twice")
        seen.add(name)
        try:
            out += render_block(data[name]) + [end]
        except KeyError as error:
            raise FiguresError(f"{PAGE}:{i}: block {name}: a row or a measured entry has no {error}") from None
        i = stop + 1
    missing = sorted(set(data) - seen)
    if missing:
        raise FiguresError(f"{PAGE}: no markers for the block(s) {', '.join(missing)} of {DATA}/")
    return "\n".join(out) + "\n"


def differences(old: str, new: str) -> List[str]:
    """One line per line of the page that differs from its rendering."""
    a, b = old.splitlines(), new.splitlines()
    found = []
    for n in range(max(len(a), len(b))):
        have = a[n] if n < len(a) else "(end of page)"
        want = b[n] if n < len(b) else "(end of page)"
        if have != want:
            found.append(f"{PAGE}:{n + 1}: is {have[:70]!r}, the data renders {want[:70]!r}")
            if len(a) != len(b):
                found.append(f"{PAGE}: {len(a)} lines, the data renders {len(b)} (later lines not compared)")
                break
    return found


def check(root: Path = REPO) -> List[str]:
    """The differences between docs/figures.md and its rendering (empty when it is up to date)."""
    try:
        page = (root / PAGE).read_text()
        return differences(page, render(page, blocks(root)))
    except (FiguresError, OSError, ValueError, KeyError) as error:
        return [str(error)]


def write(root: Path = REPO) -> None:
    """Renders docs/figures.md from the data in place."""
    publish(None, None, root)


def publish(family: Optional[str], data: Optional[dict], root: Path = REPO) -> None:
    """Saves data as docs/figures/FAMILY.json and renders docs/figures.md with it (family None: the page
    alone). The page is rendered first: a problem in the data or the markers leaves both files as they
    were."""
    path = root / PAGE
    page = path.read_text()
    text = render(page, blocks(root, {family: data} if family else None))
    if family:
        save(family, data, root)
    if text != page:
        path.write_text(text)


def record_cells(family: str, block: str, cells: Dict[str, str], root: Path = REPO) -> None:
    """Writes each text of cells into the column `measured` of its row (by key) of BLOCK in
    docs/figures/FAMILY.json, stamps those rows with today's date and HEAD's commit, and renders
    docs/figures.md again: how the measuring scripts write their rows."""
    data = load(family, root)
    date, commit = stamp(root)
    for key, text in cells.items():
        update_row(data["blocks"][block], key, {"measured": text}, date, commit)
    publish(family, data, root)


def record(root: Path, block_name: str, row: str, assignments: List[str], command: Optional[str]) -> None:
    for path in sorted((root / DATA).glob("*.json")):
        data = json.loads(path.read_text())
        if block_name in data.get("blocks", {}):
            cells = dict(a.split("=", 1) for a in assignments)
            update_row(data["blocks"][block_name], row, cells, *stamp(root), command)
            publish(path.stem, data, root)
            return
    raise FiguresError(f"no block {block_name} in {DATA}/")


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(prog="figures_page.py", description=__doc__.split("\n\n")[0],
                                     epilog="\n\n".join(__doc__.split("\n\n")[1:]),
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", type=Path, default=REPO, help="the repository (default: this script's)")
    parser.add_argument("--check", action="store_true", help="compare only; exit 1 on a difference")
    parser.add_argument("--command", default=None, help="record: the command that measured the row")
    parser.add_argument("words", nargs="*", metavar="record BLOCK ROW COLUMN=TEXT",
                        help="record a row's measured cells")
    args = parser.parse_args(argv)
    if args.check and args.words:
        parser.error("--check compares only: it cannot record")
    root = args.root.resolve()
    if not root.is_dir():
        parser.error(f"--root {args.root}: not a folder")
    try:
        if args.words:
            if args.words[0] != "record" or len(args.words) < 4 or any("=" not in w for w in args.words[3:]):
                parser.error("expected: record BLOCK ROW COLUMN=TEXT [COLUMN=TEXT ...]")
            record(root, args.words[1], args.words[2], args.words[3:], args.command)
            return 0
        if args.check:
            problems = check(root)
            for problem in problems:
                print(problem)
            return 1 if problems else 0
        write(root)
    except FiguresError as error:
        print(f"figures_page: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(entry.run(main, sys.argv[1:]))
