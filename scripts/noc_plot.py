#!/usr/bin/env python3
"""Latency against accepted load, one curve per hypercycle, from `hypercycle noc sweep --json` output.

Usage:
  scripts/noc_plot.py SWEEP.json OUT.svg|OUT.png|OUT.pdf [--title TEXT]

Each configuration of the sweep is one curve of mean latency (clocks) against accepted load
(flits/node/clock), its saturated points hollow; a dotted vertical line marks its ideal bound (the
busiest channel's load computed from the routes) and a dashed one the saturation point found.
`hypercycle noc sweep --plot OUT` calls this script. Exit status 2 on bad input or an OUT that cannot
be written.
"""

import argparse
import json
import sys

import matplotlib

matplotlib.use("Agg")
matplotlib.rcParams["svg.hashsalt"] = "hypercycle"  # the same data gives the same file
import matplotlib.pyplot as plt  # noqa: E402  (after the backend is chosen)

import entry  # noqa: E402


def draw(configs, title):
    """The chart of a sweep's configurations."""
    fig, ax = plt.subplots(figsize=(7.5, 4.8))
    ceiling = 0.0
    for index, config in enumerate(configs):
        colour = f"C{index % 10}"
        points = sorted(config["points"], key=lambda p: p["rate"])
        label = config["notation"]
        if "ideal" in config:
            label += f" (ideal {config['ideal']:.2f})"
        good = [p for p in points if not p["saturated"]]
        bad = [p for p in points if p["saturated"]]
        ax.plot([p["accepted"] for p in points], [p["latency"]["avg"] for p in points], "-", color=colour,
                label=label)
        ax.plot([p["accepted"] for p in good], [p["latency"]["avg"] for p in good], "o", color=colour, ms=4)
        ax.plot([p["accepted"] for p in bad], [p["latency"]["avg"] for p in bad], "o", mfc="none", color=colour,
                ms=4)
        ax.axvline(config["saturation"], color=colour, ls="--", lw=0.8)
        if "ideal" in config:
            ax.axvline(config["ideal"], color=colour, ls=":", lw=0.8)
        ceiling = max(ceiling, 4 * config["zero_load_latency"])
    traffic = configs[0]["traffic"]
    ax.set_title(title or f"{traffic['pattern']} traffic, {traffic['len']}-flit packets "
                          f"(dashed: saturation, dotted: ideal bound)", fontsize=10)
    ax.set_xlabel("accepted load (flits/node/clock)")
    ax.set_ylabel("mean latency (clocks)")
    ax.set_ylim(0, ceiling or None)
    ax.set_xlim(0, None)
    ax.grid(alpha=0.3)
    ax.legend(fontsize=8)
    fig.tight_layout()
    return fig


def main(argv):
    parser = argparse.ArgumentParser(prog="noc_plot.py", description=__doc__.split("\n\n")[0],
                                     epilog=__doc__.split("\n\n", 2)[2],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sweep", help="JSON written by hypercycle noc sweep --json (or --plot)")
    parser.add_argument("out", help="picture to write: .svg, .png or .pdf")
    parser.add_argument("--title", default=None, help="chart title (default: the traffic)")
    args = parser.parse_args(argv)
    if not args.out.endswith((".svg", ".png", ".pdf")):
        parser.error(f"{args.out}: the picture must be .svg, .png or .pdf")
    try:
        with open(args.sweep) as f:
            data = json.load(f)
    except (OSError, ValueError) as error:
        print(f"noc_plot.py: {args.sweep}: not a sweep ({error})", file=sys.stderr)
        return 2
    configs = data.get("configs") if isinstance(data, dict) else None
    if not isinstance(configs, list) or not configs:
        print(f"noc_plot.py: {args.sweep}: not a sweep (no list of configurations \"configs\")", file=sys.stderr)
        return 2
    try:
        fig = draw(configs, args.title)
    except (KeyError, TypeError, ValueError, IndexError) as error:
        what = f"no field {error}" if isinstance(error, KeyError) else str(error)
        print(f"noc_plot.py: {args.sweep}: not a sweep ({what})", file=sys.stderr)
        return 2
    try:
        fig.savefig(args.out, metadata={"Date": None} if args.out.endswith(".svg") else None)
    except OSError as error:
        print(f"noc_plot.py: cannot write {args.out}: {error.strerror}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(entry.run(main, sys.argv[1:]))
