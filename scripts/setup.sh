#!/usr/bin/env bash
# Installs every Debian package the build and the tests need (Debian 12, root).
# With --fuzz also clang and its libFuzzer runtime, for the TS_FUZZ build.
set -euo pipefail
packages=(cmake ninja-build g++ libgtest-dev libgmock-dev libbenchmark-dev libopenblas-dev libfftw3-dev libsleef-dev zlib1g-dev libgmp-dev libicu-dev nettle-dev libmimalloc-dev python3)
if [ "${1:-}" = "--fuzz" ]; then
  packages+=(clang libclang-rt-14-dev)
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
