"""The sealed ABI: libdxsig.so exports exactly the functions its public
headers declare with DXSIG_API (no internal helper, nothing missing), and
the opt plugin exports llvmGetPassPluginInfo and nothing else.

usage: abi-check.py NM INCLUDE_DIR GENERATED_INCLUDE_DIR LIBDXSIG.so DXSig.so
"""
import glob
import os
import re
import subprocess
import sys


def exported(nm, lib):
    out = subprocess.run([nm, "-D", "--defined-only", lib], check=True,
                         capture_output=True, text=True).stdout
    # Text symbols only: the ELF bookkeeping a linker may add is not an API.
    return {f[2] for f in (l.split() for l in out.splitlines())
            if len(f) == 3 and f[1] in "TtWw"}


def declared(dirs):
    names = set()
    for d in dirs:
        for h in glob.glob(os.path.join(d, "dxsig", "*.h")):
            text = open(h, encoding="utf-8").read()
            names.update(re.findall(r"DXSIG_API\s[^;{]*?\b(dxsig_\w+)\s*\(", text))
    return names


def main():
    nm, inc, gen, lib, plugin = sys.argv[1:6]
    want = declared([inc, gen])
    have = exported(nm, lib)
    status = 0
    for name in sorted(want - have):
        print("declared, not exported: " + name)
        status = 1
    for name in sorted(have - want):
        print("exported, not declared: " + name)
        status = 1
    print("libdxsig: %d functions exported, %d declared" % (len(have), len(want)))
    for name in sorted(exported(nm, plugin)):
        print("plugin exports: " + name)
    return status


if __name__ == "__main__":
    sys.exit(main())
