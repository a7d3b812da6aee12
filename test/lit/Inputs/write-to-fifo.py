"""Runs a dxsig command whose -o is a FIFO, reading the FIFO meanwhile.
Prints: exit status, whether the path is still a FIFO, bytes received.

usage: write-to-fifo.py FIFO DXSIG ARGS... (with -o FIFO among ARGS)"""
import os
import stat
import subprocess
import sys
import threading

fifo, cmd = sys.argv[1], sys.argv[2:]
received = []
# A daemon: if the FIFO was replaced, nobody ever writes to it.
reader = threading.Thread(target=lambda: received.append(open(fifo, 'rb').read()),
                          daemon=True)
reader.start()
status = subprocess.call(cmd)
reader.join(timeout=10)
print(status, 'fifo' if stat.S_ISFIFO(os.stat(fifo).st_mode) else 'replaced',
      len(received[0]) if received else 0, flush=True)
os._exit(0)  # do not wait for a reader stuck on a replaced FIFO
