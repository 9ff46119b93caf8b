#!/usr/bin/env python3
"""Checks that hypercycle.core's RTL file list is rtl/files.f: its rtl and board filesets, in that order,
hold exactly the files of rtl/files.f in the same order. Exit status 0 when they do, 1 when not (the
difference is printed), 2 when a file cannot be read."""
import argparse
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent


def fileset(core, name):
    out = []
    for entry in core["filesets"][name]["files"]:
        out.append(next(iter(entry)) if isinstance(entry, dict) else entry)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.parse_args()
    try:
        listed = [line.strip() for line in (ROOT / "rtl/files.f").read_text().splitlines() if line.strip()]
        core = yaml.safe_load((ROOT / "hypercycle.core").read_text())
    except OSError as e:
        print(f"check_core.py: {e}", file=sys.stderr)
        return 2
    in_core = fileset(core, "rtl") + fileset(core, "board")
    if in_core != listed:
        print("hypercycle.core (filesets rtl, board) and rtl/files.f differ:")
        for f in listed:
            if f not in in_core:
                print(f"  only in rtl/files.f: {f}")
        for f in in_core:
            if f not in listed:
                print(f"  only in hypercycle.core: {f}")
        if sorted(in_core) == sorted(listed):
            print("  same files, in another order")
        return 1
    print(f"hypercycle.core lists the {len(listed)} files of rtl/files.f in order")
    return 0


if __name__ == "__main__":
    sys.exit(main())
