#!/usr/bin/env python3
"""Runs a command that reads a FIFO while a thread writes a file into it
(lit's shell has no background jobs).

usage: feed-fifo.py FIFO SOURCE COMMAND...
The command's stdout and stderr pass through; the exit status is its own.
"""
import shutil
import subprocess
import sys
import threading


def feed(fifo, source):
    with open(source, "rb") as src, open(fifo, "wb") as out:
        shutil.copyfileobj(src, out)


fifo, source, command = sys.argv[1], sys.argv[2], sys.argv[3:]
writer = threading.Thread(target=feed, args=(fifo, source), daemon=True)
writer.start()
status = subprocess.run(command).returncode
writer.join(timeout=10)
sys.exit(status)
