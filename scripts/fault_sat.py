#!/usr/bin/env python3
"""Proofs that stuck-at faults of hc_node can or cannot be detected, by sequential equivalence checking.

Usage:
  scripts/fault_sat.py --faults FAULTS.json --ids LIST [--jobs J] [--cache FILE] [--timeout S]

For each fault (an id of FAULTS.json, written by scripts/fault_netlist.py next to good.json), Yosys
builds a miter of the fault-free netlist and the netlist with that one fault (`mutate`): both copies
get the same inputs, every flip-flop starts at 0 (as in the simulation, Verilator's --x-initial fast),
and the miter's output is 1 in a clock where an observed output differs (`miter -equiv`, written as
an AIGER file). ABC (`yosys-abc`, from Debian's yosys package) then decides whether that output can
ever be 1, for any input sequence, resets and configuration writes included (`scorr`: signal
correspondence by induction, which merges what the two copies share, then `pdr`: property-directed
reachability on what is left):

  undetectable  proven: no input sequence distinguishes the faulty node from the fault-free one
  detectable    ABC found a distinguishing input sequence (its length in clocks is given)
  unknown       neither within --timeout seconds

The observed outputs are those the interface defines (docs/registers.md) and the harnesses compare,
from the clock after a reset in the first clock on, in every clock with rst_ni high: the handshakes, the router's status and port with
its valid, the broadcast unit's error and send bits with its valid, a port's weights where it is sent,
cfg_ready_o, and once the unit is ready cfg_error_o and the registers (the derived ones, 0x6-0xB, of a
valid configuration).

Prints one JSON line per fault: {"id", "verdict"}, with "frames" when detectable and "timeout" when
unknown. --cache keeps the verdicts (JSON lines) so that a rerun does not prove again; an unknown
verdict is decided again when --timeout is longer than the one it ran out of. Exit status: 0 when every fault has a verdict, 1 when Yosys or
ABC failed, 2 on a usage error (a FAULTS.json or good.json that cannot be read, a --timeout under 1 included).
"""

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Dict, List

import entry
from gate_netlist import TOP, NetlistError, run_yosys

TIMEOUT = 60  # seconds ABC spends on a fault by default
CHUNK = 4  # faults per Yosys run (each run reads the netlist once; small chunks share the work out)
ABC = "yosys-abc"


def observed(module: dict, every_output: bool = False) -> dict:
    """The module as the harnesses see it: reset in the first clock (a flip-flop `started`, 0 at
    power-up, forces rst_ni low until it is set), nothing observed in that clock nor in any other clock
    with rst_ni low (the interface defines no output during a reset), and the outputs masked as the
    harnesses compare them; with every_output, every output bit in every clock after the first, for any
    module with a clk_i (rst_ni, if it has one, forced low in the first clock)."""
    ports = module["ports"]
    next_bit = 1 + max(b for net in module["netnames"].values() for b in net["bits"] if isinstance(b, int))

    def cell(kind: str, **pins) -> int:
        nonlocal next_bit
        y = next_bit
        next_bit += 1
        out = "Q" if kind == "$_DFF_P_" else "Y"
        module["cells"][f"observe{y}"] = {
            "type": kind, "parameters": {}, "attributes": {},
            "port_directions": {**{p: "input" for p in pins}, out: "output"},
            "connections": {**{p: [b] for p, b in pins.items()}, out: [y]}}
        return y

    (clock,) = ports["clk_i"]["bits"]
    started = cell("$_DFF_P_", C=clock, D="1")
    module["netnames"]["observe.started"] = {"hide_name": 0, "bits": [started], "attributes": {}}
    if "rst_ni" in ports:
        (reset,) = ports["rst_ni"]["bits"]
        forced = cell("$_AND_", A=reset, B=started)
        for c in module["cells"].values():
            for p, bits in c["connections"].items():
                if c["port_directions"][p] == "input" and c is not module["cells"][f"observe{forced}"]:
                    c["connections"][p] = [forced if b == reset else b for b in bits]

    def mask(name, masks):  # the port's bits AND their masks; the unmasked net keeps a name of its own
        bits = ports[name]["bits"]
        module["netnames"][f"{name}.raw"] = {"hide_name": 0, "bits": bits, "attributes": {}}
        ports[name]["bits"] = [cell("$_AND_", A=b, B=m) for b, m in zip(bits, masks)]
        module["netnames"][name] = {"hide_name": 0, "bits": ports[name]["bits"], "attributes": {}}

    if every_output:
        for name, info in list(ports.items()):
            if info["direction"] == "output":
                mask(name, [started] * len(info["bits"]))
        return module
    live = forced  # the clocks observed
    (route_valid,) = ports["route_resp_valid_o"]["bits"]
    (bcast_valid,) = ports["bcast_resp_valid_o"]["bits"]
    route_valid = cell("$_AND_", A=route_valid, B=live)
    bcast_valid = cell("$_AND_", A=bcast_valid, B=live)
    # Registers are read once the unit is ready: 0x0-0x5 and ID always, the derived ones (0x6-0xB) of a
    # valid configuration; 0xD-0xF are not registers.
    a0, a1, a2, a3 = ports["cfg_addr_i"]["bits"]
    (ready,) = ports["cfg_ready_o"]["bits"]
    (error,) = ports["cfg_error_o"]["bits"]
    ready = cell("$_AND_", A=ready, B=live)
    low = cell("$_ANDNOT_", A=cell("$_NAND_", A=a2, B=a1), B=a3)                  # 0x0-0x5
    ident = cell("$_AND_", A=cell("$_AND_", A=a3, B=a2), B=cell("$_NOR_", A=a1, B=a0))  # 0xC
    derived = cell("$_OR_", A=cell("$_ANDNOT_", A=cell("$_AND_", A=a2, B=a1), B=a3),   # 0x6-0x7
                   B=cell("$_ANDNOT_", A=a3, B=a2))                                  # 0x8-0xB
    defined = cell("$_OR_", A=cell("$_OR_", A=low, B=ident), B=cell("$_ANDNOT_", A=derived, B=error))
    read = cell("$_AND_", A=ready, B=defined)
    sent = [cell("$_AND_", A=s, B=bcast_valid) for s in ports["bcast_resp_send_o"]["bits"]]
    for name, info in list(ports.items()):
        if info["direction"] != "output":
            continue
        width = len(info["bits"])
        if name in ("route_resp_status_o", "route_resp_port_o"):
            mask(name, [route_valid] * width)
        elif name in ("bcast_resp_error_o", "bcast_resp_send_o"):
            mask(name, [bcast_valid] * width)
        elif name in ("bcast_resp_wd_o", "bcast_resp_wc_o"):
            mask(name, [sent[i // 3] for i in range(width)])
        elif name == "cfg_rdata_o":
            mask(name, [read] * width)
        elif name == "cfg_error_o":
            mask(name, [ready] * width)
        else:
            mask(name, [live] * width)
    return module


# Yosys commands from a design holding gold and gate (flip-flops unmapped, every one 0 at power-up) to
# their miter as an AIGER file: its one output is 1 in a clock where an output of the two differs.
MITER_TO_AIGER = "miter -equiv -flatten gold gate miter\nhierarchy -top miter\ntechmap\naigmap\nopt_clean\n"
ZERO_INIT = "dffunmap\nsetattr -set init 1'b0 t:$_DFF_P_ %co:+[Q] w:* %i\n"


def miters(work: Path, faults: List[dict]) -> None:
    """Writes the miter of each fault of one chunk as work/miter_ID.aig (one Yosys run)."""
    script = f"read_json observed.json\nhierarchy -top {TOP}\n{ZERO_INIT}design -save base\n"
    for f in faults:
        script += (f"design -load base\ncopy {TOP} gate\n"
                   f"mutate -mode const{f['stuck']} -module gate -cell {f['cell']} -port Y -portbit 0\n"
                   f"rename {TOP} gold\n{MITER_TO_AIGER}write_aiger miter_{f['id']}.aig\n")
    run_yosys(work, f"miter_{faults[0]['id']}", script)


def prove(work: Path, aig: Path, timeout: int) -> dict:
    """ABC on a miter: signal correspondence, then property-directed reachability, which proves the
    output 0 forever ({"verdict": "proved"}), finds an input sequence that sets it ({"verdict":
    "differs", "frames": its length in clocks}), or neither within timeout seconds ("unknown")."""
    try:
        proc = subprocess.run([ABC, "-c", f"read_aiger {aig.name}; strash; scorr; dc2; pdr -T {timeout}"],
                              cwd=work, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                              timeout=4 * timeout + 60)  # -T counts ABC's own time; a busy machine gets more
        output = proc.stdout
    except subprocess.TimeoutExpired:
        return {"verdict": "unknown", "timeout": timeout}
    asserted = re.search(r"asserted in frame (\d+)", output)
    if "Property proved" in output:
        return {"verdict": "proved"}
    if asserted:
        return {"verdict": "differs", "frames": int(asserted.group(1)) + 1}
    if proc.returncode != 0 or "Reading AIG from file has failed" in output:
        raise NetlistError(f"{ABC} failed on {aig.name}: {output.strip()[-500:]}")
    return {"verdict": "unknown", "timeout": timeout}


def decide(work: Path, fault: dict, timeout: int) -> dict:
    """The verdict on one fault: its miter proved 0 is an undetectable fault, a distinguishing sequence
    a detectable one."""
    aig = work / f"miter_{fault['id']}.aig"
    try:
        result = prove(work, aig, timeout)
    finally:
        aig.unlink(missing_ok=True)
    verdict = {"proved": "undetectable", "differs": "detectable", "unknown": "unknown"}[result.pop("verdict")]
    return {"id": fault["id"], "verdict": verdict, **result}


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(prog="fault_sat.py", formatter_class=argparse.RawDescriptionHelpFormatter,
                                     description=__doc__.split("\n\n")[0],
                                     epilog="\n\n".join(__doc__.split("\n\n")[1:]))
    parser.add_argument("--faults", type=Path, required=True, help="faults.json of scripts/fault_netlist.py")
    parser.add_argument("--ids", required=True, help="fault ids, comma-separated")
    parser.add_argument("--jobs", type=int, default=2, help="Yosys runs in parallel (default 2)")
    parser.add_argument("--cache", type=Path, default=None, help="verdicts kept between runs (JSON lines)")
    parser.add_argument("--timeout", type=int, default=TIMEOUT, help=f"seconds ABC spends on a fault (default {TIMEOUT})")
    args = parser.parse_args(argv)
    if args.timeout < 1:
        parser.error("--timeout must be at least 1 second")
    try:
        ids = [int(x) for x in args.ids.split(",") if x]
    except ValueError:
        parser.error(f"--ids {args.ids!r}: expected comma-separated integers")
    try:
        by_id = {f["id"]: f for f in json.loads(args.faults.read_text())["faults"]}
    except OSError as error:
        print(f"fault_sat: cannot read {args.faults}: {error.strerror}", file=sys.stderr)
        return 2
    except (ValueError, KeyError, TypeError):
        print(f"fault_sat: {args.faults}: not a faults.json of scripts/fault_netlist.py", file=sys.stderr)
        return 2
    unknown = [i for i in ids if i not in by_id]
    if unknown:
        parser.error(f"--ids: no fault {unknown[0]} in {args.faults}")
    if shutil.which(ABC) is None:
        print(f"fault_sat: {ABC} is not installed (Debian's yosys package; scripts/bootstrap.sh)", file=sys.stderr)
        return 1
    cache: Dict[int, dict] = {}
    if args.cache and args.cache.is_file():
        for line in args.cache.read_text().splitlines():
            entry = json.loads(line)
            cache[entry["id"]] = entry
    # Unknown verdicts of a shorter timeout are decided again (an entry without one ran out of TIMEOUT).
    todo = [by_id[i] for i in ids
            if i not in cache or (cache[i]["verdict"] == "unknown" and cache[i].get("timeout", TIMEOUT) < args.timeout)]
    if todo:
        try:
            good = json.loads((args.faults.parent / "good.json").read_text())
        except (OSError, ValueError):
            print(f"fault_sat: cannot read {args.faults.parent / 'good.json'} (fault_netlist.py writes it)",
                  file=sys.stderr)
            return 2
        with tempfile.TemporaryDirectory(dir=args.faults.parent, prefix="sat-") as tmp:
            work = Path(tmp)
            (work / "observed.json").write_text(json.dumps({"modules": {TOP: observed(good["modules"][TOP])}}))
            chunks = [todo[i:i + CHUNK] for i in range(0, len(todo), CHUNK)]
            print(f"fault_sat: {len(todo)} faults, {len(chunks)} Yosys runs", file=sys.stderr, flush=True)

            def chunk(faults: List[dict]) -> List[dict]:
                miters(work, faults)
                return [decide(work, f, args.timeout) for f in faults]

            try:
                with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
                    for n, verdicts in enumerate(pool.map(chunk, chunks), start=1):
                        for v in verdicts:
                            cache[v["id"]] = v
                        if args.cache:
                            with open(args.cache, "a") as out:
                                out.write("".join(json.dumps(v) + "\n" for v in verdicts))
                        counts = {k: sum(cache[f["id"]]["verdict"] == k for f in todo if f["id"] in cache)
                                  for k in ("undetectable", "detectable", "unknown")}
                        print(f"fault_sat: {n}/{len(chunks)} runs: " +
                              ", ".join(f"{v} {k}" for k, v in counts.items()), file=sys.stderr, flush=True)
            except NetlistError as error:
                print(f"fault_sat: {error}", file=sys.stderr)
                return 1
    for i in ids:
        print(json.dumps(cache[i]))
    return 0


if __name__ == "__main__":
    sys.exit(entry.run(main, sys.argv[1:]))
