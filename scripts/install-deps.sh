#!/usr/bin/env bash
# Installs what dxsig needs to build and test on Debian 12 (bookworm).
set -euo pipefail
sudo=
[ "$(id -u)" -eq 0 ] || sudo=sudo
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update
$sudo apt-get install -y --no-install-recommends \
  llvm-22-dev llvm-22-tools clang-22 libclang-22-dev libclang-cpp22-dev directx-headers-dev \
  cmake ninja-build python3 build-essential pkg-config libjansson-dev strace
