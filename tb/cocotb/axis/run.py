#!/usr/bin/env python3
"""Runs a cocotb bench of the AXI interfaces (docs/axis.md); exit status 0 when every run passes.

  run.py --sim verilator|icarus --build DIR [--bench NAME] [--config NAME ...] [--reuse] [--waves]

The benches (--bench):
  network    test_axis_network.py on hc_axis_network, on each hypercycle of --config (default: ring6,
             torus3x3, chordal2x5)
  cocotbext  test_axis_cocotbext.py: the same network with cocotbext-axi's bus models
  ni         test_axis_ni.py on hc_axis_ni alone, its flits looped back (tb_axis_ni.sv)
  axil_node  test_axil_node.py on hc_axil_regs as a node's register port, before hc_node (tb_axil_node.sv)

A network bench builds each hypercycle in DIR/NAME around a small generated wrapper (tb_axis.sv) that
gives every node's streams ports of their own (s3_axis_tdata, m3_axis_tid, ...), so that a bench finds
them by prefix in either simulator. The other benches build in DIR/BENCH. Verilator simulates the RTL
(rtl/files.f). Icarus Verilog 11 cannot read it (docs/cocotb.md): it simulates the top as Yosys
elaborates it (read_slang, then write_verilog).
HC_SEED, HC_MESSAGES (per node; default 20, 8 under Icarus) and HC_THROUGHPUT_BEATS pass through to
the test; TESTCASE=NAME runs one test of a module (cocotb's variable).
"""
import argparse
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
from elaborate import icarus_netlist, rtl_files  # noqa: E402  (tb/cocotb/elaborate.py)

# name: (Dims, M, Rho) as hc_network's parameters, 4 bits per dimension, dimension 1 lowest.
CONFIGS = {
    "ring6": (1, 0x0006, 0x0001),      # G(6; 1): a ring of 6
    "torus3x3": (2, 0x0033, 0x0011),   # G(3,3; 1,1): a 3x3 torus
    "chordal2x5": (2, 0x0025, 0x0012),  # G(2,5; 1,2): a chordal ring of 5 (rho 2) times 2
    "torus6x3": (2, 0x0036, 0x0011),   # G(6,3; 1,1): 18 nodes, for docs/axis.md's node 3 to node 17
}
DEFAULT_CONFIGS = ["ring6", "torus3x3", "chordal2x5"]  # a ring, a torus, rho > 1
MAX_LEN = 8
DATA_W = 32
# name: (top, test module); the top tb_axis is generated per hypercycle, any other is HERE/top.sv.
BENCHES = {
    "network": ("tb_axis", "test_axis_network"),
    "cocotbext": ("tb_axis", "test_axis_cocotbext"),
    "ni": ("tb_axis_ni", "test_axis_ni"),
    "axil_node": ("tb_axil_node", "test_axil_node"),
}


def nodes_of(dims, m):
    n = 1
    for i in range(dims):
        n *= (m >> (4 * i)) & 0xF
    return n


def wrapper(dims, m, rho):
    """A top with one set of ports per node around hc_axis_network."""
    n = nodes_of(dims, m)
    dest_w = 4 * dims
    addr_w = 4 + 2 + ((n - 1).bit_length() if n > 1 else 0)
    ports = ["  input  logic clk_i", "  input  logic rst_ni",
             f"  input  logic [{addr_w - 1}:0] s_axil_awaddr", "  input  logic s_axil_awvalid",
             "  output logic s_axil_awready", "  input  logic [31:0] s_axil_wdata", "  input  logic [3:0] s_axil_wstrb",
             "  input  logic s_axil_wvalid", "  output logic s_axil_wready", "  output logic [1:0] s_axil_bresp",
             "  output logic s_axil_bvalid", "  input  logic s_axil_bready",
             f"  input  logic [{addr_w - 1}:0] s_axil_araddr", "  input  logic s_axil_arvalid",
             "  output logic s_axil_arready", "  output logic [31:0] s_axil_rdata", "  output logic [1:0] s_axil_rresp",
             "  output logic s_axil_rvalid", "  input  logic s_axil_rready",
             "  output logic ready_o", "  output logic refused_o", "  output logic stalled_o"]
    body = []
    sig = [("s_axis_tdata", "input", DATA_W), ("s_axis_tvalid", "input", 1), ("s_axis_tready", "output", 1),
           ("s_axis_tlast", "input", 1), ("s_axis_tdest", "input", dest_w), ("s_axis_tuser", "input", 1),
           ("m_axis_tdata", "output", DATA_W), ("m_axis_tvalid", "output", 1), ("m_axis_tready", "input", 1),
           ("m_axis_tlast", "output", 1), ("m_axis_tid", "output", dest_w), ("m_axis_tdest", "output", 1),
           ("m_axis_tuser", "output", 1), ("ni_errors_o", "output", 16),
           ("ni_causes_o", "output", "hc_noc_pkg::causes_t")]
    def decl(w):  # a width in bits, or the package type the port has
        return w if isinstance(w, str) else f"logic [{w - 1}:0]"
    for name, _, w in sig:
        body.append(f"  {decl(w)} {name} [{n}];")
    for x in range(n):
        for name, d, w in sig:
            own = f"{name[0]}{x}{name[1:]}" if name.startswith(("s_", "m_")) else f"ni{x}_{name[3:-2]}"
            ports.append(f"  {d:6} {decl(w)} {own}")
            body.append(f"  assign {name}[{x}] = {own};" if d == "input" else f"  assign {own} = {name}[{x}];")
    conns = ", ".join(f".{p}({p})" for p in ["clk_i", "rst_ni", "s_axil_awaddr", "s_axil_awvalid", "s_axil_awready",
                                               "s_axil_wdata", "s_axil_wstrb", "s_axil_wvalid", "s_axil_wready",
                                               "s_axil_bresp", "s_axil_bvalid", "s_axil_bready", "s_axil_araddr",
                                               "s_axil_arvalid", "s_axil_arready", "s_axil_rdata", "s_axil_rresp",
                                               "s_axil_rvalid", "s_axil_rready", "ready_o", "refused_o", "stalled_o"]
                      + [s for s, _, _ in sig])
    return ("// Generated by tb/cocotb/axis/run.py: hc_axis_network with a set of ports per node.\n"
            "module tb_axis (\n" + ",\n".join(ports) + "\n);\n" + "\n".join(body) + "\n"
            f"  hc_axis_network #(.Dims({dims}), .M(16'h{m:04x}), .Rho(16'h{rho:04x}), .MaxLen({MAX_LEN}), "
            f".DataW({DATA_W})) i_dut ({conns});\nendmodule\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sim", choices=("verilator", "icarus"), required=True)
    ap.add_argument("--build", type=Path, required=True, help="folder for the simulator's builds")
    ap.add_argument("--bench", choices=list(BENCHES), default="network", help="the bench (default: network)")
    ap.add_argument("--config", action="append", choices=sorted(CONFIGS),
                    help="a hypercycle of a network bench (default: %s)" % ", ".join(DEFAULT_CONFIGS))
    ap.add_argument("--reuse", action="store_true", help="keep an existing build of the same sources")
    ap.add_argument("--waves", action="store_true", help="write a waveform (FST for Verilator, VCD for Icarus)")
    a = ap.parse_args()
    top_name, test_module = BENCHES[a.bench]
    if a.config and top_name != "tb_axis":
        ap.error(f"--config is for a network bench, not {a.bench}")
    try:
        a.build.resolve().mkdir(parents=True, exist_ok=True)
    except OSError as error:
        print(f"{ap.prog}: cannot make the folder {a.build.resolve()}: {error.strerror}", file=sys.stderr)
        return 2

    from cocotb.runner import get_runner, get_results

    sys.path[:0] = [str(HERE)]  # the runner hands its own sys.path to the simulator's Python as PYTHONPATH
    ok = True
    passed = failed = 0
    names = (a.config or DEFAULT_CONFIGS) if top_name == "tb_axis" else [a.bench]
    for name in names:
        build = (a.build / name).resolve()
        build.mkdir(parents=True, exist_ok=True)
        env = {}
        if top_name == "tb_axis":
            dims, m, rho = CONFIGS[name]
            top = build / "tb_axis.sv"
            if not top.is_file() or top.read_text() != wrapper(dims, m, rho):
                top.write_text(wrapper(dims, m, rho))
            env = {"HC_AXIS_DIMS": str(dims), "HC_AXIS_M": str(m), "HC_AXIS_RHO": str(rho),
                   "HC_AXIS_MAXLEN": str(MAX_LEN), "HC_AXIS_NAME": name}
            if a.sim == "icarus":  # Icarus runs the netlist about 20 times slower: fewer messages
                env["HC_MESSAGES"] = "8"
        else:
            top = HERE / f"{top_name}.sv"
        start = time.monotonic()
        runner = get_runner(a.sim)
        if a.sim == "verilator":
            sources = rtl_files() + [top]
            build_args = ["--assert", "-O3", "--x-assign", "fast", "--x-initial", "fast", "-Wno-fatal"] + (
                ["--trace-fst"] if a.waves else [])
        else:
            sources = [icarus_netlist(top_name, build / f"{top_name}_elaborated.v", [top])]
            build_args = []
        runner.build(verilog_sources=sources, hdl_toplevel=top_name, build_args=build_args, build_dir=build,
                     always=not a.reuse)
        built = time.monotonic()
        for var in ("HC_SEED", "HC_MESSAGES", "HC_THROUGHPUT_BEATS"):
            if var in os.environ:
                env[var] = os.environ[var]
        results = runner.test(hdl_toplevel=top_name, test_module=test_module, test_dir=build,
                              build_dir=build, extra_env=env, waves=a.waves)
        tests, fails = get_results(results)
        done = time.monotonic()
        print(f"cocotb {a.sim} {name}: {tests - fails} passed, {fails} failed "
              f"(build {built - start:.1f} s, test {done - built:.1f} s)")
        passed += tests - fails
        failed += fails
        ok = ok and tests > 0 and fails == 0
    print(f"cocotb {a.sim}: {passed} passed, {failed} failed")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
