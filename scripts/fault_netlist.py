#!/usr/bin/env python3
"""Stuck-at fault netlists of hc_node: every single stuck-at-0 and stuck-at-1 fault of the generic gate
netlist, each switched on by one value of a new input `mutsel`, for fault grading.

Usage:
  scripts/fault_netlist.py --out DIR [--netlists K]

The netlist is scripts/gate_netlist.py's generic one (Yosys `synth -flatten`: simple gates and
flip-flops, the routing tables in flip-flops). A fault is a net stuck at 0 or at 1, on every net but
the clock: every gate output, and every flip-flop output and primary input, which get a buffer of their
own first (a fault on that buffer's output is the fault of the net it drives, whatever its fanout).

The faults are inserted as Yosys's `mutate -mode const0/const1 -ctrl` inserts them, a comparator on the
control input and a multiplexer on the net, but directly in the netlist (one `mutate` call per fault
takes about 20 minutes for the node's 12,000 faults) and one multiplexer per net for both faults: net
j of a netlist (1..N) is stuck at mutsel[0] while mutsel[W-1:1] equals j. mutsel 0 and 1 leave the node
fault-free. The nets are split evenly over K netlists (default 2), so that a simulation pays for the
multiplexers of a fraction of the faults only.

DIR receives:
  faults_P.v         netlist P (0, 1, ...) with its faults (top hc_node: the node's ports and mutsel)
  netlists.txt       the netlist files, one a line
  faults.json        every fault: id, netlist, mutsel value, net, stuck-at value, driving cell, and the
                     flip-flops and outputs the net reaches first (where it is in the design)
  good.json          the netlist the faults are defined on (buffers in place), for the SAT stage
  inputs.sha256      digest of the inputs; an unchanged digest skips the run

Exit status: 0 when written (or up to date), 1 when Yosys fails, 2 on a usage error (a DIR that cannot be
made included).
"""

import argparse
import collections
import copy
import json
import sys
from pathlib import Path
from typing import Dict, List, Tuple

import entry
from fpga_flow import REPO, copy_sources, make_out_dir, read_filelist
from gate_netlist import TOP, NetlistError, digest, run_yosys, synth_script

CLOCK = "clk_i"
CTRL = "mutsel"


def is_flip_flop(cell: dict) -> bool:
    return "Q" in cell["connections"]


def output_bit(cell: dict) -> int:
    """The one bit a gate drives."""
    (bits,) = [b for p, b in cell["connections"].items() if cell["port_directions"][p] == "output"]
    if len(bits) != 1:
        raise NetlistError(f"a {cell['type']} cell drives {len(bits)} bits")
    return bits[0]


def public_names(module: dict) -> Dict[int, str]:
    """A name for every net bit: a public wire's name where there is one."""
    names: Dict[int, Tuple[int, str]] = {}
    for name, net in module["netnames"].items():
        bits = net["bits"]
        for i, bit in enumerate(bits):
            if not isinstance(bit, int):
                continue
            label = name if len(bits) == 1 else f"{name}[{i}]"
            rank = net.get("hide_name", 1)
            if bit not in names or rank < names[bit][0]:
                names[bit] = (rank, label)
    return {bit: label for bit, (_, label) in names.items()}


class Netlist:
    """The module's cells and nets, with fresh bits on demand."""

    def __init__(self, module: dict):
        self.module = module
        self.next_bit = 1 + max(b for net in module["netnames"].values() for b in net["bits"] if isinstance(b, int))

    def bit(self) -> int:
        self.next_bit += 1
        return self.next_bit - 1


def insert_buffers(netlist: Netlist) -> List[Tuple[str, str]]:
    """Gives every flip-flop output and every primary input but the clock a buffer of its own, and
    renames the cells c0, c1, ... Returns (cell, net) for every cell but the flip-flops: the net it
    drives, by the name a user knows it by (a buffer: the flip-flop's output or the input's)."""
    module = netlist.module
    names = public_names(module)
    cells = list(module["cells"].values())
    driven = []

    def buffer(a: int, y: int, net: str, wire: str, new: int) -> None:
        cells.append({"type": "$_BUF_", "port_directions": {"A": "input", "Y": "output"},
                      "connections": {"A": [a], "Y": [y]}, "parameters": {}, "attributes": {}})
        module["netnames"][wire] = {"hide_name": 0, "bits": [new], "attributes": {}}
        driven.append((cells[-1], net))

    for cell in list(cells):
        if not is_flip_flop(cell):
            driven.append((cell, names.get(output_bit(cell), "")))
            continue
        (q,) = cell["connections"]["Q"]  # Q -> new net -> buffer -> the old net
        new = netlist.bit()
        cell["connections"]["Q"] = [new]
        buffer(new, q, names.get(q, ""), f"{names.get(q, q)}.ff", new)
    for port, info in module["ports"].items():
        if info["direction"] != "input" or port == CLOCK:
            continue
        for i, bit in enumerate(info["bits"]):
            users = [(bits, j) for c in cells for p, bits in c["connections"].items()
                     if c["port_directions"][p] == "input" for j, b in enumerate(bits) if b == bit]
            if not users:
                continue
            new = netlist.bit()
            for bits, j in users:
                bits[j] = new
            net = port if len(info["bits"]) == 1 else f"{port}[{i}]"
            buffer(bit, new, net, f"{net}.in", new)
    renamed = {id(cell): f"c{n}" for n, cell in enumerate(cells)}
    module["cells"] = {renamed[id(cell)]: cell for cell in cells}
    return [(renamed[id(cell)], net) for cell, net in driven]


def reached(module: dict, limit: int = 4) -> Dict[int, List[str]]:
    """For every net bit, the first flip-flops (name.D, .E, .R) and outputs its fanout reaches."""
    names = public_names(module)
    users = collections.defaultdict(list)
    for cell in module["cells"].values():
        for p, bits in cell["connections"].items():
            if cell["port_directions"][p] == "input":
                for b in bits:
                    users[b].append((cell, p))
    outputs = {b: f"{p}[{i}]" if len(info["bits"]) > 1 else p
               for p, info in module["ports"].items() if info["direction"] == "output"
               for i, b in enumerate(info["bits"])}

    def cone(bit: int) -> List[str]:
        seen, todo, found = set(), [bit], []
        while todo and len(found) < limit:
            b = todo.pop(0)
            if b in seen:
                continue
            seen.add(b)
            if b in outputs:
                found.append(outputs[b])
            for cell, p in users[b]:
                if is_flip_flop(cell):
                    found.append(f"{names.get(cell['connections']['Q'][0], '?').removesuffix('.ff')}.{p}")
                else:
                    todo += [x for q, bits in cell["connections"].items()
                             if cell["port_directions"][q] == "output" for x in bits]
        return found[:limit]

    return {b: cone(b) for b in set(users) | set(outputs)}


def with_faults(good: dict, nets: List[str], width: int) -> dict:
    """A copy of the module with net j of `nets` (cells, 1-based) stuck at mutsel[0] while
    mutsel[width-1:1] == j."""
    module = copy.deepcopy(good)
    netlist = Netlist(module)
    ctrl = [netlist.bit() for _ in range(width)]
    module["ports"][CTRL] = {"direction": "input", "bits": ctrl}
    module["netnames"][CTRL] = {"hide_name": 0, "bits": ctrl, "attributes": {}}
    for j, name in enumerate(nets, start=1):
        cell = module["cells"][name]
        (port,) = [p for p, d in cell["port_directions"].items() if d == "output"]
        y = cell["connections"][port][0]
        inner, hit = netlist.bit(), netlist.bit()
        cell["connections"][port] = [inner]
        module["cells"][f"{name}_hit"] = {
            "type": "$eq", "port_directions": {"A": "input", "B": "input", "Y": "output"},
            "parameters": {"A_SIGNED": 0, "B_SIGNED": 0, "A_WIDTH": width - 1, "B_WIDTH": width - 1, "Y_WIDTH": 1},
            "attributes": {},
            "connections": {"A": ctrl[1:], "B": [str((j >> k) & 1) for k in range(width - 1)], "Y": [hit]}}
        module["cells"][f"{name}_stuck"] = {
            "type": "$_MUX_", "port_directions": {"A": "input", "B": "input", "S": "input", "Y": "output"},
            "parameters": {}, "attributes": {},
            "connections": {"A": [inner], "B": [ctrl[0]], "S": [hit], "Y": [y]}}
    return module


def write_fault_netlists(out: Path, netlists: int) -> bool:
    """Writes the fault netlists into out unless their inputs are unchanged; True when it ran."""
    out.mkdir(parents=True, exist_ok=True)
    rtl = read_filelist(REPO / "rtl" / "files.f")
    stamp = out / "inputs.sha256"
    want = digest("faults", rtl, f"{Path(__file__).read_text()}\n{netlists}")
    if (out / "faults.json").is_file() and stamp.is_file() and stamp.read_text().strip() == want:
        return False
    stamp.unlink(missing_ok=True)
    for old in out.glob("faults_*.v"):
        old.unlink()
    files = copy_sources(rtl, out)
    run_yosys(out, "synth", synth_script("generic", files, out) + "write_json synth.json\n")
    design = json.loads((out / "synth.json").read_text())
    module = design["modules"][TOP]
    driven = insert_buffers(Netlist(module))
    (out / "good.json").write_text(json.dumps({"modules": {TOP: module}}))
    cones = reached(module)
    size = -(-len(driven) // netlists)
    groups = [driven[i:i + size] for i in range(0, len(driven), size)]
    width = (2 * len(groups[0]) + 1).bit_length()
    faults, script = [], ""
    for p, group in enumerate(groups):
        (out / f"faults_{p}.json").write_text(
            json.dumps({"modules": {TOP: with_faults(module, [name for name, _ in group], width)}}))
        script += f"design -reset\nread_json faults_{p}.json\nwrite_verilog -noattr faults_{p}.v\n"
        for j, (name, net) in enumerate(group, start=1):
            cell = module["cells"][name]
            y = output_bit(cell)
            for value in (0, 1):
                faults.append({"id": len(faults) + 1, "netlist": p, "mutsel": 2 * j + value,
                               "net": net or f"net{y}", "stuck": value, "cell": name, "type": cell["type"],
                               "reaches": cones.get(y, [])})
    run_yosys(out, "netlists", script)
    for p in range(len(groups)):
        (out / f"faults_{p}.json").unlink()
    (out / "netlists.txt").write_text("".join(f"{out / f'faults_{p}.v'}\n" for p in range(len(groups))))
    (out / "faults.json").write_text(json.dumps({"top": TOP, "ctrl": CTRL, "ctrl_width": width,
                                                 "netlists": len(groups), "faults": faults}, indent=1) + "\n")
    stamp.write_text(want + "\n")
    return True


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(prog="fault_netlist.py",
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     description=__doc__.split("\n\n")[0],
                                     epilog="\n\n".join(__doc__.split("\n\n")[1:]))
    parser.add_argument("--out", type=Path, required=True, help="output directory")
    parser.add_argument("--netlists", type=int, default=2, metavar="K",
                        help="netlists the nets are split over (default 2; each more costs a compilation of the netlist, each fewer slows every simulation)")
    args = parser.parse_args(argv)
    if not 1 <= args.netlists <= 64:
        parser.error("--netlists must be 1..64")
    if not make_out_dir(args.out.resolve(), "fault_netlist"):
        return 2
    try:
        ran = write_fault_netlists(args.out.resolve(), args.netlists)
    except NetlistError as error:
        print(f"fault_netlist: {error}", file=sys.stderr)
        return 1
    info = json.loads((args.out / "faults.json").read_text())
    print(f"fault_netlist: {'written' if ran else 'up to date'}: {len(info['faults'])} faults in "
          f"{info['netlists']} netlists in {args.out.resolve()}")
    return 0


if __name__ == "__main__":
    sys.exit(entry.run(main, sys.argv[1:]))
