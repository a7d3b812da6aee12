#!/usr/bin/env bash
# From a fresh Debian 12 machine to a working plugin: install the packages,
# configure and build into build/, then print the seed example's signatures
# from HLSL source.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build

echo "+ build/bin/dxsig print examples/seed.hlsl -T vs_6_6 -E main"
build/bin/dxsig print examples/seed.hlsl -T vs_6_6 -E main
