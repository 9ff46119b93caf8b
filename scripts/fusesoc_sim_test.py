#!/usr/bin/env python3
"""Runs docs/fusesoc.md's simulation as a user would: its `fusesoc library add` and `fusesoc run --target
sim` commands, read from the page, with /path/to/repo replaced by this repository. They run in a new
temporary directory, with FuseSoC's user configuration, cache and data folders inside it, so nothing of the
user's is read and nothing is written into the repository. Exit status 0 when FuseSoC exits 0 and the
bench reports the campaign the command asks for with no mismatch; 1 otherwise (the reason is printed)."""
import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import entry

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "fusesoc.md"
PLACEHOLDER = "/path/to/repo"
ADD = re.compile(r"^fusesoc library add hypercycle /path/to/repo$", re.M)
SIM = re.compile(r'^fusesoc run --target sim hypercycle:hc:node --run_options "(\d+) (\d+)"$', re.M)


def documented(pattern, what):
    """The one line of docs/fusesoc.md that matches pattern, or None (the reason printed)."""
    found = list(pattern.finditer(DOC.read_text()))
    if len(found) != 1:
        print(f"fusesoc_sim_test.py: docs/fusesoc.md must show the {what} command once "
              f"(found {len(found)} lines matching {pattern.pattern})")
        return None
    return found[0]


def run(command, cwd, env):
    """Runs command (a line of the page) in cwd; prints it and its output, returns (status, output)."""
    argv = [str(ROOT) if arg == PLACEHOLDER else arg for arg in shlex.split(command)]
    print(f"$ {command}    (in {cwd})", flush=True)
    p = subprocess.run(argv, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    print(p.stdout, end="", flush=True)
    return p.returncode, p.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--keep", action="store_true", help="keep the temporary workspace (its path is printed)")
    args = ap.parse_args()
    if shutil.which("fusesoc") is None:
        print("fusesoc_sim_test.py: fusesoc is not installed (scripts/bootstrap.sh installs it, or "
              "python3 -m pip install 'fusesoc==2.4.*')")
        return 1
    add, sim = documented(ADD, "library"), documented(SIM, "simulation")
    if add is None or sim is None:
        return 1
    configs, vectors = int(sim.group(1)), int(sim.group(2))
    work = Path(tempfile.mkdtemp(prefix="hc-fusesoc-sim-"))
    env = dict(os.environ)
    for var, sub in (("XDG_CONFIG_HOME", "config"), ("XDG_CACHE_HOME", "cache"), ("XDG_DATA_HOME", "data")):
        env[var] = str(work / "xdg" / sub)
    try:
        status, _ = run(add.group(0), work, env)
        if status:
            print(f"fusesoc_sim_test.py: `fusesoc library add` exited with {status}")
            return 1
        status, out = run(sim.group(0), work, env)
        if status:
            print(f"fusesoc_sim_test.py: `fusesoc run --target sim` exited with {status}")
            return 1
        summary = re.search(rf"^{configs} configurations, {configs * vectors} vectors, 0 mismatches, ", out, re.M)
        if not summary:
            print(f"fusesoc_sim_test.py: the bench did not report {configs} configurations, "
                  f"{configs * vectors} vectors and 0 mismatches")
            return 1
        print(f"fusesoc_sim_test.py: docs/fusesoc.md's simulation passed ({configs} configurations, "
              f"{configs * vectors} vectors, 0 mismatches)")
        return 0
    finally:
        if args.keep:
            print(f"fusesoc_sim_test.py: workspace kept in {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(entry.run(main))
