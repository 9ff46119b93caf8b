#!/usr/bin/env python3
"""Runs the cocotb test of hc_node (test_hc_node.py) under a simulator; exit status 0 when it passes.

  run.py --sim verilator --build DIR [--hcmodel DIR] [--waves]
  run.py --sim icarus    --build DIR [--hcmodel DIR] [--waves]

Verilator simulates the RTL (rtl/files.f). Icarus Verilog 11 cannot read the RTL (docs/cocotb.md): it
simulates the node as Yosys elaborates it from the same files (read_slang, then write_verilog), a plain
Verilog netlist made in DIR. --hcmodel is the folder of the golden model's Python module (default: the
build's sim/ folder next to DIR's parent). HC_SEED, HC_CONFIGS and HC_VECTORS pass through to the test.
"""
import argparse
import os
import sys
from pathlib import Path

from elaborate import icarus_netlist, rtl_files

HERE = Path(__file__).resolve().parent


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sim", choices=("verilator", "icarus"), required=True)
    ap.add_argument("--build", type=Path, required=True, help="folder for the simulator's build")
    ap.add_argument("--hcmodel", type=Path, help="folder of the hcmodel Python module")
    ap.add_argument("--waves", action="store_true", help="write a waveform (FST for Verilator, VCD for Icarus)")
    a = ap.parse_args()
    build = a.build.resolve()
    try:
        build.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        print(f"{ap.prog}: cannot make the folder {build}: {error.strerror}", file=sys.stderr)
        return 2
    hcmodel = (a.hcmodel or build.parent.parent / "sim").resolve()
    if not list(hcmodel.glob("hcmodel*.so")):
        ap.error(f"no hcmodel module in {hcmodel}: build it (cmake --build build --target hcmodel) or give --hcmodel")

    from cocotb.runner import get_runner, get_results

    runner = get_runner(a.sim)
    if a.sim == "verilator":
        sources = rtl_files()
        build_args = ["--assert", "-O3", "--x-assign", "fast", "--x-initial", "fast"] + (
            ["--trace-fst"] if a.waves else [])
    else:
        sources = [icarus_netlist("hc_node", build / "hc_node_elaborated.v")]
        build_args = []
    runner.build(verilog_sources=sources, hdl_toplevel="hc_node", build_args=build_args, build_dir=build,
                 always=True)
    # The runner hands its own sys.path to the simulator's Python as PYTHONPATH.
    sys.path[:0] = [str(HERE), str(hcmodel)]
    env = {}
    for name in ("HC_SEED", "HC_CONFIGS", "HC_VECTORS"):
        if name in os.environ:
            env[name] = os.environ[name]
    results = runner.test(hdl_toplevel="hc_node", test_module="test_hc_node", test_dir=build, build_dir=build,
                          extra_env=env, waves=a.waves)
    tests, failed = get_results(results)
    print(f"cocotb {a.sim}: {tests - failed} passed, {failed} failed")
    return 0 if tests > 0 and failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
