#!/usr/bin/env python3
"""The network's figures against their targets and anchors (`make noc-figures`).

Usage:
  scripts/noc_figures.py [--build DIR] [--skip-sim] [--skip-fpga] [--skip-big] [--out docs/figures]

Runs, from the build directory: the latency-throughput sweep of the 8x8 torus (uniform traffic,
1-flit packets, 2 VCs, 8-flit buffers) and of hypercycles of 64 nodes beside it; the model's and the
verilated switches' speed (bench_noc); the full 15^4 network at 0.1 load for 10^4 clocks; and the
switch through the FPGA flow (ECP5: 5 ports over 3 placer seeds, 9 and 17 ports; iCE40 HX8K: 5
ports); and the network on a board (hc_noc_board_top) to placement and routing: the ULX3S's 16 nodes,
and on both iCE40 boards the pair they carry and the ring of four. Prints one table of every figure
with its target or anchor, and writes the charts to --out (docs/figures.md shows them). Every figure is
measured here, now; nothing is copied.

Each figure the network table of docs/figures.md holds is written into its row of
docs/figures/noc.json (the measured cell, with today's date and HEAD's commit), and the page is
rendered again (scripts/figures_page.py); --no-page leaves both alone. A row this run does not
measure keeps its last measurement.
Exit status: 0 when everything ran (whether targets were met or not), 1 when a command failed or could
not be started (a --build without the programs), 2 on a usage error (an --out that cannot be made
included).
"""

import argparse
import json
import os
import resource
import signal
import subprocess
import sys
from pathlib import Path
from typing import Dict

import entry
import figures_page
from fpga_flow import REPO, make_out_dir

HYPERCYCLES = [("8,8", "1,1"), ("8,8", "2,2"), ("8,8", "4,4"), ("4,4,4", "1,1,1"), ("4,4,4", "2,2,2")]


def run(argv, **kw):
    print("noc_figures: " + " ".join(str(a) for a in argv), file=sys.stderr, flush=True)
    return subprocess.run([str(a) for a in argv], check=True, text=True, capture_output=True, **kw)


def sweep(build, out, name, m, rho, extra=()):
    plot = out / f"{name}.svg"
    # The sweep's own warm-up and window (1,000 and 10,000 clocks): the figures are measured as
    # docs/figures.md says.
    args = [build / "cpp_model" / "hypercycle", "noc", "sweep", "--m", m, "--rho", rho, "--json", "--plot", plot,
            *extra]
    return json.loads(run(args).stdout)



# The growth runs are stopped when not finished in this time (the 17-port switch is placed in minutes,
# but neither of nextpnr's routers finished it in 30); the size of such a run is then its packed size.
GROWTH_LIMIT_S = 45 * 60


def flow(board, out, args, limit=None):
    """One run of fpga_flow.py (a run that does not fit still gives its flow.json, with what it would
    take), or None when it was stopped after `limit` seconds."""
    argv = ["python3", REPO / "scripts" / "fpga_flow.py", board, *args, "--out", out]
    print("noc_figures: " + " ".join(str(a) for a in argv), file=sys.stderr, flush=True)
    flow = subprocess.Popen([str(a) for a in argv], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    try:
        flow.wait(timeout=limit)
    except subprocess.TimeoutExpired:
        os.killpg(flow.pid, signal.SIGTERM)  # the flow and its yosys or nextpnr
        flow.wait()
        print(f"noc_figures: stopped after {limit // 60} minutes: {out}", file=sys.stderr, flush=True)
        return None
    return json.loads((out / "flow.json").read_text())


def fpga(board, ports, seed, build, fixed=False, limit=None, packed=False):
    """One flow run of the switch; the other parameters are fpga_flow.py's SWITCH_DEFAULTS (2-D headers,
    32-bit flits, 2 VCs, 8-flit FIFOs). With packed, nextpnr only packs it into the FPGA's cells
    (--pack-only): its size where placement and routing do not finish (the run ends without a
    bitstream, so its status is a failure; its utilisation is nextpnr's, as after placement)."""
    out = build / "fpga" / f"{board}-switch{ports}{'-fixed' if fixed else ''}{'-packed' if packed else ''}-s{seed}"
    extra = ["--fixed-switch"] if fixed else []
    if packed:
        extra += ["--no-bitstream", "--nextpnr-arg=--pack-only"]
    return flow(board, out, ["--wrap", "--top", "hc_switch", "--param", f"NumPorts={ports}", *extra,
                             "--timing-allow-fail", "--seed", seed], limit)


def noc_board(board, build, suffix="", params=(), limit=None):
    """One flow run of the network on a board (fpga_flow.py's NOC_DEFAULTS for the board, and params),
    to placement and routing."""
    args = ["--top", "hc_noc_board_top", "--no-bitstream"]
    for param in params:
        args += ["--param", param]
    return flow(board, build / "fpga" / f"{board}-noc{suffix}", args, limit)


def nodes(run):
    """Nodes of the network a run of hc_noc_board_top built (M's digits of its dimensions)."""
    m = int(run["params"]["M"].split("h")[-1], 16)
    count = 1
    for i in range(int(run["params"]["Dims"])):
        count *= (m >> (4 * i)) & 15
    return count


def network(run):
    """The hypercycle of a run of hc_noc_board_top, as the docs write it: G(2,8; 1,1)."""
    dims = int(run["params"]["Dims"])
    m, rho = (int(run["params"][k].split("h")[-1], 16) for k in ("M", "Rho"))
    digits = lambda v: ",".join(str((v >> (4 * i)) & 15) for i in reversed(range(dims)))
    return f"G({digits(m)}; {digits(rho)})"


def board_use(run):
    """What a run of hc_noc_board_top takes (or would take: logic cells on the iCE40, LUT4 elsewhere;
    block RAMs), and its clock against the board's."""
    util = run.get("utilisation")
    if not util:
        return "no utilisation (" + (run.get("problems") or ["see the log"])[0] + ")"
    logic = util["logic"]
    cells = "LC" if run.get("family") == "ice40" else "LUT4"
    text = f"{logic['used']:,} of {logic['available']:,} {cells} ({100 * logic['used'] / logic['available']:.0f} %)"
    rams = [f"{v['used']} of {v['available']} {'SPRAMs' if k == 'ICESTORM_SPRAM' else 'block RAMs'}"
            for k, v in util["ram"].items() if v["used"]]
    if rams:
        text += ", " + ", ".join(rams)
    if run["status"] == "pass":
        return text + f", {min(v['achieved'] for v in run['fmax'].values()):.1f} MHz at {run['clock_mhz']:g} MHz"
    return text + ": does not fit"


def verdict(met):
    return "met" if met else "missed"


def sweep_cells(torus, hyper):
    """The page's measured cells of the sweeps: the torus (a sweep's config) and the hypercycles of 64
    nodes (the torus first, then G(8,8; 2,2), G(8,8; 4,4), G(4,4,4; 1,1,1), G(4,4,4; 2,2,2))."""
    def brief(c):
        return f"{c['saturation']:.3f} / {c['zero_load_latency']:.1f} clocks"

    return {
        "torus-saturation": f"{torus['saturation']:.3f} accepted at {torus['saturation_offered']:.3f} offered "
                            f"({100 * torus['saturation_fraction']:.0f} % of the channel-load bound "
                            f"{torus['ideal']:.1f}): {verdict(torus['saturation'] >= 0.55)}",
        "torus-zero-load": f"{torus['zero_load_latency']:.1f} clocks at {torus['zero_load_hops']:.2f} hops "
                           f"(2 + 2 per hop): {verdict(torus['zero_load_latency'] <= 11)}",
        "g88-22": f"saturation {hyper[1]['saturation']:.3f}, zero-load {hyper[1]['zero_load_latency']:.1f} clocks",
        "g88-44": f"saturation {hyper[2]['saturation']:.3f}, zero-load {hyper[2]['zero_load_latency']:.1f} clocks",
        "g444": f"{brief(hyper[3])}; {brief(hyper[4])}",
    }


def speed_cells(bench):
    """The page's measured cells of bench_noc's JSON: the model's and the verilated switches' speed."""
    def rates(prefix):
        return sorted((int(b["name"].split("/")[1]) / 100, b["node_clocks_per_s"])
                      for b in bench["benchmarks"] if b["name"].startswith(prefix))

    model, rtl = rates("BM_ModelTorus8x8"), rates("BM_RtlTorus8x8")
    cells = {}
    if model:
        parts = [f"{rate / 1e6:.1f} M at {load:.1f}" for load, rate in model]
        cells["model-speed"] = (", ".join([parts[0] + " load"] + parts[1:])
                                + f" (one run): {verdict(all(rate >= 1e6 for _, rate in model))}")
    if rtl:
        parts = [f"{rate / 1e3:.0f} k at {load:.1f}" for load, rate in rtl]
        parts[0] = parts[0].replace(" k at ", " k node-clocks/s at ") + " load"
        speed = dict(model)
        ratios = [speed[load] / rate for load, rate in rtl if load in speed]
        cells["rtl-speed"] = ", ".join(parts) + (
            f" (the model is {min(ratios):.0f}-{max(ratios):.0f}x faster)" if ratios else "")
    return cells


def big_cell(seconds):
    return {"big": f"{seconds / 60:.1f} minutes of CPU time ({seconds:.0f} s): {verdict(seconds < 300)}"}


def own(run, wrap=None):
    """The switch's own LUT4 in a --wrap run: the wrapped design's less the wrapper's capture registers,
    one LUT4 each (a multiplexer: load or shift); wrap of them, or the run's own count."""
    return run["utilisation"]["logic"]["used"] - (run["wrapper"]["out_bits"] if wrap is None else wrap)


def fmax_of(run):
    return min(v["achieved"] for v in run["fmax"].values())


def switch_cells(runs, fixed, growth, hx, wrap):
    """The page's measured cells of the switch's flow runs: the 5-port switch programmable and fixed
    (seeds 1-3 each), the growth runs ((ports, LUT4, flow record or None when not routed)) and the
    HX8K run (flow records); wrap is the wrapper's capture multiplexers, one LUT4 each."""
    luts, fixed_luts = min(own(r, wrap) for r in runs), min(own(r, wrap) for r in fixed)
    fmax, fixed_fmax = min(fmax_of(r) for r in runs), min(fmax_of(r) for r in fixed)
    seeds = " / ".join(f"{fmax_of(r):.1f}" for r in runs)
    fixed_seeds = " / ".join(f"{fmax_of(r):.1f}" for r in fixed)
    grown = [f"5 ports {luts:,} LUT4 ({luts / 5:,.0f} per port), {fmax:.1f} MHz"]
    for ports, n, r in growth:
        grown.append(f"{ports + 1} ports {n:,} ({n / (ports + 1):,.0f} per port), {fmax_of(r):.1f} MHz (seed 1)" if r
                     else f"{ports + 1} ports {n:,} ({n / (ports + 1):,.0f} per port) packed, not routed in "
                          f"{GROWTH_LIMIT_S // 60} minutes")
    cells = {
        "switch-area": f"{luts / 5:,.0f} per port ({luts:,} LUT4, the FIFOs in LUT RAM included): "
                       f"{verdict(luts / 5 <= 600)}",
        "switch-fmax": f"{fmax:.1f} MHz, the slowest of seeds 1-3 ({seeds}): {verdict(fmax >= 120)}",
        "switch-fixed": f"{fixed_luts / 5:,.0f} per port ({fixed_luts:,} LUT4), {fixed_fmax:.1f} MHz ({fixed_seeds}): "
                        f"{verdict(fixed_luts / 5 <= 400 and fixed_fmax >= 135)}",
        "switch-growth": "; ".join(grown),
    }
    if hx["status"] == "pass":
        util = hx["utilisation"]
        rams = ", ".join(f"{v['used']} of {v['available']} block RAMs" for v in util["ram"].values() if v["used"])
        cells["switch-hx8k"] = (f"{util['logic']['used']:,} of {util['logic']['available']:,} LC "
                                f"({100 * util['logic']['used'] / util['logic']['available']:.0f} %)"
                                + (f" and {rams}" if rams else "") + f", {fmax_of(hx):.1f} MHz (seed 1)")
    else:
        cells["switch-hx8k"] = "does not fit (" + (hx.get("problems") or ["see the log"])[0] + ")"
    return cells


def board_cells(big, ice40):
    """The page's measured cells of the network on a board: the ULX3S run (None when not routed) and,
    per iCE40 board, (its name, the pair's run, the ring of four's run)."""
    cells = {"board-ulx3s": (f"{nodes(big)} nodes, {network(big)}: {board_use(big)}: "
                             f"{verdict(big['status'] == 'pass' and nodes(big) >= 16)}") if big else
                            f"not routed in {GROWTH_LIMIT_S // 60} minutes: missed"}
    parts = [f"{name}: {nodes(pair)} nodes: {board_use(pair)}; {nodes(ring)} nodes: {board_use(ring)}"
             for name, pair, ring in ice40]
    if parts:
        cells["board-ice40"] = ("; ".join(parts) + ": "
                                + verdict(all(ring["status"] == "pass" for _, _, ring in ice40)))
    return cells


def record(cells: Dict[str, str], root: Path = REPO) -> None:
    """Writes each measured cell into its row of docs/figures/noc.json, stamped with today's date and
    HEAD's commit, and renders docs/figures.md again."""
    figures_page.record_cells("noc", "noc", cells, root)


def table(cells: Dict[str, str], root: Path = REPO):
    """The printed table: each measured cell in its row of the page's network table (figure, target or
    anchor, command from docs/figures/noc.json)."""
    block = figures_page.load("noc", root)["blocks"]["noc"]
    rows = []
    for key, text in cells.items():
        row = dict(zip(block["columns"], figures_page.find_row(block, key)["cells"]))
        rows.append((row["figure"], row["target or anchor"], text, row["command"]))
    width = max(len(r[0]) for r in rows)
    return [f"{'figure'.ljust(width)} | target or anchor | measured | command"] + [
        f"{figure.ljust(width)} | {target} | {measured} | {command}" for figure, target, measured, command in rows]


def main(argv):
    parser = argparse.ArgumentParser(prog="noc_figures.py", description=__doc__.split("\n\n")[0],
                                     epilog="\n\n".join(__doc__.split("\n\n")[2:]),
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--build", type=Path, default=REPO / "build")
    parser.add_argument("--out", type=Path, default=REPO / "docs" / "figures")
    parser.add_argument("--skip-fpga", action="store_true", help="leave out the FPGA flows (the longest part)")
    parser.add_argument("--skip-big", action="store_true", help="leave out the 15^4 run (about 6 minutes)")
    parser.add_argument("--skip-sim", action="store_true",
                        help="leave out the sweeps, the speed benchmarks and the 15^4 run (the FPGA flows only)")
    parser.add_argument("--no-page", action="store_true", help="leave docs/figures.md and its data alone")
    args = parser.parse_args(argv)
    build, out = args.build.resolve(), args.out.resolve()
    if not make_out_dir(out, "noc_figures"):
        return 2
    page: Dict[str, str] = {}  # docs/figures.md's measured cells, by row key (docs/figures/noc.json)

    try:
        if not args.skip_sim:
            torus = sweep(build, out, "torus8x8_uniform", "8,8", "1,1")["configs"][0]
            m0, r0 = HYPERCYCLES[0]
            compare = ";".join(f"{m}:{r}" for m, r in HYPERCYCLES[1:])
            hyper = sweep(build, out, "hypercycles64_uniform", m0, r0, ["--compare", compare])["configs"]
            page.update(sweep_cells(torus, hyper))
            sweep(build, out, "torus8x8_patterns_tornado", "8,8", "1,1", ["--traffic", "tornado", "--compare", "8,8:2,2;8,8:4,4"])

            bench = json.loads(run([build / "tb" / "bench_noc", "--benchmark_format=json"]).stdout)
            page.update(speed_cells(bench))
            if not args.skip_big:
                # CPU time of the run (one core), so that other work on the machine does not count.
                before = resource.getrusage(resource.RUSAGE_CHILDREN)
                run([build / "cpp_model" / "hypercycle", "noc", "--m", "15,15,15,15", "--rho", "1,1,1,1", "--rate", "0.1",
                     "--cycles", "10000", "--json"])
                after = resource.getrusage(resource.RUSAGE_CHILDREN)
                page.update(big_cell(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime))
        if not args.skip_fpga:
            runs = [fpga("ulx3s", 4, seed, build) for seed in (1, 2, 3)]
            fixed = [fpga("ulx3s", 4, seed, build, fixed=True) for seed in (1, 2, 3)]
            wrap = runs[0]["wrapper"]["out_bits"]
            growth = []
            for ports in (8, 16):
                r = fpga("ulx3s", ports, 1, build, limit=GROWTH_LIMIT_S)
                growth.append((ports, own(r or fpga("ulx3s", ports, 1, build, packed=True)), r))
            hx = fpga("hx8k", 4, 1, build)
            page.update(switch_cells(runs, fixed, growth, hx, wrap))

            big = noc_board("ulx3s", build, limit=GROWTH_LIMIT_S)
            ice40 = []
            for board in ("hx8k", "icebreaker"):
                pair = noc_board(board, build)
                ring = noc_board(board, build, "4", ("M=16'h0004", "DataW=30"))
                ice40.append(({"hx8k": "HX8K", "icebreaker": "UP5K"}[board], pair, ring))
            page.update(board_cells(big, ice40))
    except subprocess.CalledProcessError as error:
        print(f"noc_figures: {' '.join(map(str, error.cmd))} failed:\n{error.stderr}", file=sys.stderr)
        return 1
    except OSError as error:  # a program or a result that is not there: --build is not a built tree
        print(f"noc_figures: {error.filename}: {error.strerror} (--build {args.build})", file=sys.stderr)
        return 1

    if page:
        print("\n".join(table(page)))
    print(f"\ncharts in {out}: " + ", ".join(sorted(p.name for p in out.glob("*.svg"))))
    if page and not args.no_page:
        try:
            record(page)
        except figures_page.FiguresError as error:
            print(f"noc_figures: docs/figures.md: {error}", file=sys.stderr)
            return 1
        print(f"noc_figures: {len(page)} rows of docs/figures.md measured again: {', '.join(page)}")
    return 0


if __name__ == "__main__":
    sys.exit(entry.run(main, sys.argv[1:]))
