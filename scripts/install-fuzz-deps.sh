#!/usr/bin/env bash
# Installs what the libFuzzer harnesses (fuzz/, DXSIG_FUZZ=ON) need on top of
# scripts/install-deps.sh: clang 22 and its compiler-rt (libFuzzer, ASan,
# UBSan runtimes), from Debian's packages.
set -euo pipefail
sudo=
[ "$(id -u)" -eq 0 ] || sudo=sudo
export DEBIAN_FRONTEND=noninteractive
if ! dpkg -s clang-22 libclang-rt-22-dev >/dev/null 2>&1; then
  $sudo apt-get update
  $sudo apt-get install -y --no-install-recommends clang-22 libclang-rt-22-dev
fi
rt=$(clang-22 --print-runtime-dir)
for lib in libclang_rt.fuzzer-x86_64.a libclang_rt.asan-x86_64.a \
           libclang_rt.ubsan_standalone-x86_64.a; do
  [ -e "$rt/$lib" ] || [ -e "${rt%/*}/linux/$lib" ] || [ -e "$rt/${lib/-x86_64/}" ] || {
    echo "install-fuzz-deps: $lib not found under $rt" >&2
    exit 1
  }
done
echo "clang-22 and its fuzzing runtimes are installed ($rt)"
