#!/usr/bin/env python3
"""Checks the FuseSoC cores' file lists. hypercycle.core's rtl fileset, hypercycle_axis_network.core's rtl
fileset and hypercycle.core's board fileset, in that order, hold exactly the files of rtl/files.f in the
same order. hypercycle.core's sim_tb and sim_headers filesets hold exactly the files the sim target's
bench needs: tb/fusesoc_sim.cpp, every project header it includes (directly or not), and the source
beside each such header; headers as include files, sources as sources. Exit status 0 when both hold, 1
when not (the difference is printed), 2 when a file cannot be read."""
import argparse
import re
import sys
from pathlib import Path

import yaml

import entry

ROOT = Path(__file__).resolve().parent.parent
BENCH = "tb/fusesoc_sim.cpp"
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
# (core file, fileset) whose files, in this order, are rtl/files.f.
RTL_FILESETS = [("hypercycle.core", "rtl"), ("hypercycle_axis_network.core", "rtl"), ("hypercycle.core", "board")]


def entries(core, name):
    """(file, attributes) of each file of a fileset, in order."""
    out = []
    for entry in core["filesets"][name]["files"]:
        if isinstance(entry, dict):
            file, attrs = next(iter(entry.items()))
            out.append((file, attrs or {}))
        else:
            out.append((entry, {}))
    return out


def fileset(core, name):
    return [file for file, _ in entries(core, name)]


def bench_files():
    """The files the bench needs. Project headers are included by their path from the repository root;
    an include found nowhere there is Verilator's, the verilated model's or the generated regs/hc_regs.h."""
    needed, todo = set(), [BENCH]
    while todo:
        f = todo.pop()
        if f in needed:
            continue
        needed.add(f)
        for inc in INCLUDE.findall((ROOT / f).read_text()):
            if (ROOT / inc).is_file():
                todo.append(inc)
                source = str(Path(inc).with_suffix(".cpp"))
                if (ROOT / source).is_file():
                    todo.append(source)
    return needed


def diff(name_a, a, name_b, b):
    """Prints the files only in a and only in b; True when there are none."""
    for f in a:
        if f not in b:
            print(f"  only in {name_a}: {f}")
    for f in b:
        if f not in a:
            print(f"  only in {name_b}: {f}")
    return set(a) == set(b)


def check_rtl(cores, listed):
    in_core = [f for core, name in RTL_FILESETS for f in fileset(cores[core], name)]
    if in_core == listed:
        print(f"the cores list the {len(listed)} files of rtl/files.f in order")
        return True
    print(f"the cores ({', '.join(f'{core} {name}' for core, name in RTL_FILESETS)}) and rtl/files.f differ:")
    if diff("rtl/files.f", listed, "the cores", in_core):
        print("  same files, in another order")
    return False


def check_sim(core, needed):
    sim = entries(core, "sim_tb") + entries(core, "sim_headers")
    in_core = [f for f, _ in sim]
    ok = set(in_core) == needed
    if not ok:
        print(f"hypercycle.core (filesets sim_tb, sim_headers) and the files {BENCH} needs differ:")
        diff(f"what {BENCH} needs", sorted(needed), "hypercycle.core", in_core)
    for file, attrs in sim:
        if file.endswith(".h") != bool(attrs.get("is_include_file")):
            print(f"hypercycle.core: {file} must {'' if file.endswith('.h') else 'not '}be an include file")
            ok = False
    if ok:
        print(f"hypercycle.core lists the {len(needed)} C++ files {BENCH} needs")
    return ok


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.parse_args()
    try:
        listed = [line.strip() for line in (ROOT / "rtl/files.f").read_text().splitlines() if line.strip()]
        cores = {core: yaml.safe_load((ROOT / core).read_text()) for core, _ in RTL_FILESETS}
        needed = bench_files()
    except OSError as e:
        print(f"check_core.py: {e}", file=sys.stderr)
        return 2
    rtl_ok = check_rtl(cores, listed)
    sim_ok = check_sim(cores["hypercycle.core"], needed)
    return 0 if rtl_ok and sim_ok else 1


if __name__ == "__main__":
    sys.exit(entry.run(main))
