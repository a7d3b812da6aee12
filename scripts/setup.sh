#!/usr/bin/env bash
# From a fresh Debian 12 machine to a working plugin: install the packages,
# configure and build into build/, then run the plugin on the seed example.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo
cmake --build build

echo "+ opt -load-pass-plugin=build/lib/DXSig.so -passes='dxsig-verify,dxsig-pack,print<dxsig>' -disable-output examples/seed.ll"
/usr/lib/llvm-22/bin/opt -load-pass-plugin=build/lib/DXSig.so \
  -passes='dxsig-verify,dxsig-pack,print<dxsig>' -disable-output examples/seed.ll
