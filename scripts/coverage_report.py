#!/usr/bin/env python3
"""Totals of a merged Verilator coverage file (verilator_coverage --write) for the RTL.

Prints, per file of rtl/ and per module group (the node, the board, the network and the network on a
board), the line, toggle and user coverage: points hit and points in all, and the percentage against
the targets (line 98 %, toggle 95 %). --uncovered lists every line and user point never hit, with its
file, line and what it is; --json prints the same as JSON. --check-groups checks that every file of
rtl/files.f is in exactly one group (and reads no coverage file).

Exit status: 0 on success; 1 when --check-groups finds a problem; 2 on a usage error or a coverage file
that cannot be read, has a line that is not a coverage point or no point of rtl/.
"""
import argparse
import json
import os
import sys
from collections import defaultdict

import entry

TARGETS = {"line": 98.0, "toggle": 95.0}
# Module groups by file. The node group holds everything the node is built of (the switch reuses
# its configuration and routing-table modules); the board group the host side of hc_board_top (the
# network on a board shares its UART, framing and frame executor); the noc-board group the rest of hc_noc_board_top; the
# axis group the AXI4-Stream and AXI4-Lite interfaces (their cocotb test is not in make coverage's run).
GROUPS = {
    "node": ["hc_pkg", "hc_pipe_ctrl", "hc_ram", "hc_dim_constants", "hc_route_fill",
             "hc_route_lookup", "hc_port_table", "hc_config", "hc_router", "hc_bcast", "hc_node"],
    "board": ["hc_host_pkg", "hc_uart_rx", "hc_uart_tx", "hc_frame_rx", "hc_frame_tx", "hc_frame_exec", "hc_host_bridge",
              "hc_board_io", "hc_board_top"],
    "network": ["hc_rr_arbiter", "hc_sw_fifo", "hc_sw_input", "hc_sw_inject", "hc_sw_alloc",
                "hc_sw_credits", "hc_sw_xbar", "hc_sw_eject", "hc_sw_config", "hc_switch", "hc_network"],
    "noc-board": ["hc_noc_tgen", "hc_noc_tcheck", "hc_noc_ctrl", "hc_noc_bridge", "hc_noc_board_top"],
    "axis": ["hc_axis_ni", "hc_axil_regs", "hc_axis_network"],
}
FILE_LIST = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "rtl", "files.f")
KINDS = ("line", "toggle", "user")


def parse(path):
    """Coverage points of the file: (file, line, kind, comment, count)."""
    points = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for number, raw in enumerate(f, start=1):
            if not raw.startswith("C '"):
                continue
            key, _, count = raw.rstrip("\n").rpartition("' ")
            fields = {}
            for item in key[3:].split("\x01"):
                if "\x02" in item:
                    k, v = item.split("\x02", 1)
                    fields[k] = v
            kind = fields.get("page", "").split("/")[0].removeprefix("v_")
            if kind == "branch":  # Verilator counts if/else and case arms as lines
                kind = "line"
            try:
                points.append((fields.get("f", ""), int(fields.get("l", "0")), kind, fields.get("o", ""), int(count)))
            except ValueError:
                raise ValueError(f"{path}:{number}: not a coverage point (its line or count is not a number)") from None
    return points


def module_of(path):
    return os.path.splitext(os.path.basename(path))[0]


def check_groups():
    """Every file of rtl/files.f in exactly one group, and no group naming another file."""
    with open(FILE_LIST, encoding="utf-8") as f:
        files = {module_of(line.strip()) for line in f if line.strip()}
    named = [m for mods in GROUPS.values() for m in mods]
    problems = [f"rtl/{m}.sv is in no group" for m in sorted(files - set(named))]
    problems += [f"{m} is in {named.count(m)} groups" for m in sorted(set(named)) if named.count(m) > 1]
    problems += [f"{m} is not a file of rtl/files.f" for m in sorted(set(named) - files)]
    for p in problems:
        print(f"coverage_report: {p}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"coverage_report: {len(files)} files of rtl/files.f in {len(GROUPS)} groups")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("coverage", nargs="?", help="merged coverage file (verilator_coverage --write)")
    ap.add_argument("--uncovered", action="store_true", help="list every line and user point never hit")
    ap.add_argument("--json", action="store_true", help="print JSON")
    ap.add_argument("--check-groups", action="store_true",
                    help="check that every file of rtl/files.f is in exactly one group, and exit")
    args = ap.parse_args()
    if args.check_groups:
        check_groups()
        return
    if args.coverage is None:
        ap.error("the coverage file is missing")
    try:
        points = [p for p in parse(args.coverage) if "/rtl/" in p[0] or p[0].startswith("rtl/")]
    except OSError as e:
        print(f"coverage_report: cannot read {args.coverage}: {e.strerror}", file=sys.stderr)
        sys.exit(2)
    except ValueError as e:
        print(f"coverage_report: {e}", file=sys.stderr)
        sys.exit(2)
    if not points:
        print(f"coverage_report: {args.coverage} has no coverage point of rtl/", file=sys.stderr)
        sys.exit(2)

    # Several points on one line with the same comment (instances of other parameters) count once:
    # hit if any instance hit it.
    merged = defaultdict(int)
    for f, line, kind, comment, count in points:
        if kind in KINDS:
            merged[(module_of(f), line, kind, comment)] += count
    per_module = defaultdict(lambda: {k: [0, 0] for k in KINDS})
    for (mod, _, kind, _), count in merged.items():
        per_module[mod][kind][1] += 1
        per_module[mod][kind][0] += count > 0

    def totals(mods):
        t = {k: [0, 0] for k in KINDS}
        for m in mods:
            for k in KINDS:
                t[k][0] += per_module[m][k][0]
                t[k][1] += per_module[m][k][1]
        return t

    groups = {g: totals([m for m in mods if m in per_module]) for g, mods in GROUPS.items()}
    groups["rtl"] = totals(per_module.keys())
    uncovered = sorted((mod, line, kind, comment) for (mod, line, kind, comment), count in merged.items()
                       if count == 0 and kind != "toggle")

    def pct(hit_all):
        return round(100.0 * hit_all[0] / hit_all[1], 2) if hit_all[1] else None

    if args.json:
        out = {
            "modules": {m: {k: {"hit": v[0], "points": v[1], "percent": pct(v)} for k, v in t.items()}
                        for m, t in sorted(per_module.items())},
            "groups": {g: {k: {"hit": v[0], "points": v[1], "percent": pct(v)} for k, v in t.items()}
                       for g, t in groups.items()},
            "targets": TARGETS,
        }
        if args.uncovered:
            out["uncovered"] = [{"module": m, "line": l, "kind": k, "what": c} for m, l, k, c in uncovered]
        print(json.dumps(out, indent=2))
        return

    def row(name, t):
        cells = []
        for k in KINDS:
            p = pct(t[k])
            cells.append(f"{t[k][0]:>6}/{t[k][1]:<6} {'-' if p is None else f'{p:6.2f} %':>8}")
        return f"{name:<18}" + "  ".join(cells)

    print(f"{'':<18}" + "  ".join(f"{k + ' (hit/points)':<22}" for k in KINDS))
    for m in sorted(per_module):
        print(row(m, per_module[m]))
    print()
    for g, t in groups.items():
        verdict = []
        for k, target in TARGETS.items():
            p = pct(t[k])
            verdict.append(f"{k} {p} % (target {target:g} %: {'met' if p is not None and p >= target else 'missed'})")
        print(row(g, t) + "   " + ", ".join(verdict))
    if args.uncovered:
        print()
        for m, l, k, c in uncovered:
            print(f"rtl/{m}.sv:{l}: {k} {c}")


if __name__ == "__main__":
    sys.exit(entry.run(main))
