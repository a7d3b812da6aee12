#!/usr/bin/env python3
"""Instruction counts (callgrind) of the packer and of MD5.

Instruction counts do not depend on the machine's load, unlike the
benchmarks' times. Each figure counts only the function named (callgrind's
--toggle-collect), so reading the corpus and the benchmark loops are left
out.

- The packer: `bench_pack -m MODE -r 1 -n N CORPUS` (the mix of bench_pack,
  one mode), counting dxsig_signature_pack; instructions per element and per
  signature. DXC's allocator on the same mix (issue 26: DXC's
  PackDxilSignature built against our Release library, the same 100,000
  signatures) takes 13.4k instructions per signature prefix-stable and
  16.8k optimized; `x DXC` is that over ours. Then each algorithm on the
  signatures it packs (`-k KIND`, as bench_pack's timed lines): stacked
  (VS inputs) and indexed (PS outputs) once, vertex-kind per mode.
- MD5: `bench_md5 -n BYTES -r 1`, counting dxsig_md5 and
  dxsig_container_digest (dump's check runs the latter twice, retail and
  debug); instructions per byte.
- The HLSL reader: `bench_hlsl -n TOKENS --once` (a generated library of
  that many tokens, bench_hlsl.c) at N, 2N and 4N tokens, counting
  dxsig_hlsl_read_text; instructions per token, and the ratio of the
  instructions to the previous size's (2 linear, 4 quadratic).

usage: bench_ir.py BENCH_DIR CORPUS.sig [-n SIGNATURES] [--hlsl-tokens N]
                   [--valgrind PATH]
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

DXC_PER_SIGNATURE = {"prefix-stable": 13400, "optimized": 16800}
MD5_BYTES = 1 << 20
HLSL_TOKENS = 250000


def callgrind(valgrind, function, argv):
    """The instructions run inside function, and the program's output."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        run = subprocess.run(
            [valgrind, "--tool=callgrind", "--callgrind-out-file=" + out,
             "--toggle-collect=" + function] + argv,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, check=True)
        with open(out) as f:
            totals = re.search(r"^(?:totals|summary): (\d+)", f.read(), re.M)
        if not totals:
            sys.exit("bench_ir: no totals in callgrind's output")
        return int(totals.group(1)), run.stdout


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("bench_dir")
    ap.add_argument("corpus")
    ap.add_argument("-n", type=int, default=100000,
                    help="signatures packed (default 100000, as bench_pack's mix)")
    ap.add_argument("--hlsl-tokens", type=int, default=HLSL_TOKENS,
                    help="the smallest HLSL file in tokens (default %d)" % HLSL_TOKENS)
    ap.add_argument("--valgrind", default=shutil.which("valgrind"))
    args = ap.parse_args()
    if not args.valgrind:
        print("bench_ir: valgrind not found: no instruction counts (packer "
              "instructions per element, MD5 per byte, HLSL per token); "
              "install valgrind for them")
        return 0
    bench_pack = os.path.join(args.bench_dir, "bench_pack")
    runs = [("mix", mode, []) for mode in ("prefix-stable", "optimized")]
    runs += [("stacked", "prefix-stable", ["-k", "stacked"]),
             ("indexed", "prefix-stable", ["-k", "indexed"])]
    runs += [("vertex-kind", mode, ["-k", "vertex-kind"])
             for mode in ("prefix-stable", "optimized")]
    for label, mode, kind in runs:
        ir, out = callgrind(args.valgrind, "dxsig_signature_pack",
                            [bench_pack, "-m", mode] + kind +
                            ["-r", "1", "-n", str(args.n), args.corpus])
        packed = re.search(r"packed: (\d+) signatures, (\d+) elements", out)
        if not packed:
            sys.exit("bench_ir: no element count in bench_pack's output")
        sigs, elements = int(packed.group(1)), int(packed.group(2))
        per_sig = ir / sigs
        # Stacked and indexed packing have no mode; DXC's figures are the mix's.
        name = f"{label} {mode if label in ('mix', 'vertex-kind') else ''}"
        versus = (f"   x DXC {DXC_PER_SIGNATURE[mode] / per_sig:5.1f}" if label == "mix"
                  else " " * 15)
        print(f"pack {name:<26} {ir / elements:7.1f} instructions/element "
              f"{per_sig:7.0f} /signature{versus}  ({sigs} signatures, {elements} elements)")
    bench_md5 = os.path.join(args.bench_dir, "bench_md5")
    for function in ("dxsig_md5", "dxsig_container_digest"):
        ir, _ = callgrind(args.valgrind, function,
                          [bench_md5, "-n", str(MD5_BYTES), "-r", "1"])
        passes = 2 if function == "dxsig_container_digest" else 1
        print(f"{function:<23} {ir / (MD5_BYTES * passes):7.2f} instructions/byte "
              f"({MD5_BYTES} bytes)")
    bench_hlsl = os.path.join(args.bench_dir, "bench_hlsl")
    prev = None
    for step in range(3):
        size = args.hlsl_tokens << step
        ir, out = callgrind(args.valgrind, "dxsig_hlsl_read_text",
                            [bench_hlsl, "-n", str(size), "--once"])
        read = re.search(r"hlsl read\s+(\d+) tokens\s+(\d+) bytes", out)
        if not read:
            sys.exit("bench_ir: no token count in bench_hlsl's output")
        tokens, size_bytes = int(read.group(1)), int(read.group(2))
        ratio = f"   x prev {ir / prev:4.2f}" if prev else ""
        print(f"dxsig_hlsl_read_text    {ir / tokens:7.1f} instructions/token "
              f"{ir / size_bytes:6.1f} /byte{ratio}  ({tokens} tokens, {size_bytes} bytes)")
        prev = ir
    return 0


if __name__ == "__main__":
    sys.exit(main())
