#!/usr/bin/env python3
"""Runs a command, passes its output through, then prints "exit code: N".
lit's internal shell has no $?, and `not` cannot tell 1 from 2."""
import subprocess
import sys

proc = subprocess.run(sys.argv[1:])
sys.stdout.flush()
print("exit code: %d" % proc.returncode)
