#!/usr/bin/env bash
# Installs what the build and the flows need and is missing: Debian packages with apt-get,
# Python packages with pip. Idempotent, and silent when everything is already present.
set -euo pipefail

debs=(cmake g++ make pkg-config libgtest-dev libbenchmark-dev nlohmann-json3-dev
      libsystemc-dev verilator yosys nextpnr-ice40 fpga-icestorm)

missing=()
for p in "${debs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "bootstrap: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
