#!/usr/bin/env python3
"""FuseSoC generator of hypercycle.core (generator hc_regs): compiles the register map with scripts/regs.py
into regs/hc_regs.h, the C++ constants the sim target's test bench includes, and describes it in a core
of its own. FuseSoC calls it with its generator description (GAPI 1.0, YAML) as the only argument."""
import os
import subprocess
import sys

import yaml

import entry


USAGE = "usage: fusesoc_regs.py GENERATOR_YAML (called by FuseSoC)"


def main():
    if len(sys.argv) == 2 and sys.argv[1] in ("-h", "--help"):
        print(USAGE + "\n\n" + __doc__)
        return 0
    if len(sys.argv) != 2:
        print(USAGE, file=sys.stderr)
        return 2
    try:
        with open(sys.argv[1]) as f:
            gen = yaml.safe_load(f)
    except OSError as error:
        print(f"fusesoc_regs.py: cannot read {sys.argv[1]}: {error.strerror}", file=sys.stderr)
        return 2
    except yaml.YAMLError as error:
        print(f"fusesoc_regs.py: {sys.argv[1]} is not YAML: {error}", file=sys.stderr)
        return 2
    files_root = gen.get("files_root") if isinstance(gen, dict) else None
    vlnv = gen.get("vlnv") if isinstance(gen, dict) else None
    if not isinstance(files_root, str) or not isinstance(vlnv, str) or vlnv.count(":") < 2:
        print(f"fusesoc_regs.py: {sys.argv[1]} is not a FuseSoC generator description (files_root, and a vlnv "
              "VENDOR:LIBRARY:NAME[:VERSION])", file=sys.stderr)
        return 2
    name = vlnv.split(":")[2]
    regs = os.path.join(files_root, "scripts", "regs.py")
    if not os.path.isfile(regs):
        print(f"fusesoc_regs.py: {sys.argv[1]}: files_root {files_root} has no scripts/regs.py", file=sys.stderr)
        return 2
    status = subprocess.run([sys.executable, regs, "--cpp", "regs/hc_regs.h"]).returncode
    if status != 0:
        return status if status > 0 else 128 - status  # regs.py said why, or the signal that stopped it
    core = {
        "name": vlnv,
        "filesets": {"regs": {"files": [{"regs/hc_regs.h": {"is_include_file": True, "include_path": "."}}],
                              "file_type": "cppSource"}},
        "targets": {"default": {"filesets": ["regs"]}},
    }
    with open(name + ".core", "w") as f:
        f.write("CAPI=2:\n" + yaml.safe_dump(core, sort_keys=False))
    return 0


if __name__ == "__main__":
    sys.exit(entry.run(main))
