"""Runs a command with its standard output on a pseudo-terminal, prints what
it wrote there and on stderr, then "exit code: N".

usage: on-terminal.py COMMAND [ARG...]
"""
import os
import pty
import subprocess
import sys


def main():
    leader, follower = pty.openpty()
    proc = subprocess.Popen(sys.argv[1:], stdout=follower, stderr=subprocess.PIPE)
    os.close(follower)
    out = b""
    while True:
        try:
            chunk = os.read(leader, 4096)
        except OSError:  # EIO: the follower side is closed
            break
        if not chunk:
            break
        out += chunk
    err = proc.stderr.read()
    code = proc.wait()
    os.close(leader)
    sys.stdout.write(out.decode("utf-8", "replace"))
    sys.stdout.write(err.decode("utf-8", "replace"))
    print("exit code: %d" % code)


if __name__ == "__main__":
    main()
