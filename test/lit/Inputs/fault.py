#!/usr/bin/env python3
"""Runs a command under a fault, then prints how it ended ("exit code: N"
or "killed by SIGNAME"), for the tests that nothing is lost on failure.

  fault.py [--fsize BYTES] [--as-limit BYTES] [--closed-stderr]
           [--signal-on-write SIG] -- CMD...

--fsize: a file size limit (RLIMIT_FSIZE), as `ulimit -f` sets; writing past
  it fails with EFBIG or, where SIGXFSZ is not ignored, kills.
--as-limit: an address-space limit (RLIMIT_AS), as `ulimit -v` sets; an
  allocation past it fails.
--closed-stderr: stderr is a pipe nobody reads (its read end closed), so
  the first diagnostic raises SIGPIPE.
--signal-on-write: strace delivers SIG to the command when it first enters
  write or pwrite64 (the output file's first bytes: the commands this is
  used with print nothing else before)."""
import argparse
import resource
import signal
import subprocess
import sys

parser = argparse.ArgumentParser()
parser.add_argument("--fsize", type=int)
parser.add_argument("--as-limit", type=int)
parser.add_argument("--closed-stderr", action="store_true")
parser.add_argument("--signal-on-write")
parser.add_argument("command", nargs=argparse.REMAINDER)
args = parser.parse_args()
command = args.command[1:] if args.command[:1] == ["--"] else args.command

if args.signal_on_write:
    # -f: the command works on a thread of its own (tools/dxsig/main.c).
    command = ["strace", "-f", "-o", "/dev/null", "-e", "trace=write,pwrite64",
               "-e", "inject=write,pwrite64:signal=%s:when=1" % args.signal_on_write,
               "--"] + command


def limit():
    # As a shell would start it: lit's workers ignore SIGINT, and an
    # ignored signal stays ignored across exec.
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGPIPE):
        signal.signal(sig, signal.SIG_DFL)
    if args.fsize is not None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (args.fsize, args.fsize))
    if args.as_limit is not None:
        resource.setrlimit(resource.RLIMIT_AS, (args.as_limit, args.as_limit))


stderr = None
if args.closed_stderr:
    import os
    read_end, stderr = os.pipe()
    os.close(read_end)

proc = subprocess.run(command, preexec_fn=limit, stderr=stderr)
sys.stdout.flush()
code = proc.returncode
if args.signal_on_write and code > 128:
    code = -(code - 128)  # strace exits 128+N when its tracee dies of signal N
if code < 0:
    print("killed by %s" % signal.Signals(-code).name)
else:
    print("exit code: %d" % code)
