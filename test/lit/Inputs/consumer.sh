#!/usr/bin/env bash
# Builds Inputs/consumer.c against an installed dxsig, three ways:
# pkg-config + shared library, pkg-config + static library, and CMake's
# find_package(dxsig) with dxsig::dxsig. Each program runs and prints a line.
# usage: consumer.sh PREFIX WORKDIR CC CMAKE "EXTRA_CFLAGS"
set -euo pipefail
prefix=$1 work=$2 cc=$3 cmake=$4 extra=${5:-}
here=$(cd "$(dirname "$0")" && pwd)
pcdir=$(dirname "$(find "$prefix" -name dxsig.pc | head -n 1)")
libdir=$(PKG_CONFIG_PATH=$pcdir pkg-config --variable=libdir dxsig)

flags=$(PKG_CONFIG_PATH=$pcdir pkg-config --cflags --libs dxsig)
# shellcheck disable=SC2086
"$cc" -std=c11 -Wall -Werror $extra "$here/consumer.c" $flags -o "$work/shared"
LD_LIBRARY_PATH=$libdir "$work/shared"

cflags=$(PKG_CONFIG_PATH=$pcdir pkg-config --cflags dxsig)
# shellcheck disable=SC2086
"$cc" -std=c11 -Wall -Werror $extra $cflags "$here/consumer.c" "$libdir/libdxsig.a" -o "$work/static"
"$work/static"

mkdir -p "$work/cmake-src"
cp "$here/consumer.c" "$work/cmake-src/"
cat > "$work/cmake-src/CMakeLists.txt" <<'CM'
cmake_minimum_required(VERSION 3.20)
project(consumer C)
find_package(dxsig REQUIRED CONFIG)
add_executable(consumer consumer.c)
target_link_libraries(consumer PRIVATE dxsig::dxsig)
CM
"$cmake" -S "$work/cmake-src" -B "$work/cmake-build" -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_C_COMPILER="$cc" -DCMAKE_C_FLAGS="$extra" -DCMAKE_EXE_LINKER_FLAGS="$extra" >/dev/null
"$cmake" --build "$work/cmake-build" >/dev/null
"$work/cmake-build/consumer"
