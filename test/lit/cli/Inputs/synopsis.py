"""Compares the README's CLI synopsis (the first ```text block after
"## CLI") with the usage lines of every command's --help.

usage: synopsis.py DXSIG README.md
"""
import subprocess
import sys


def usage_lines(dxsig):
    words = subprocess.run([dxsig, "help", "--complete"], capture_output=True, text=True,
                           check=True).stdout.split()
    lines = []
    for command in words:
        if command == "help":
            continue
        text = subprocess.run([dxsig, command, "--help"], capture_output=True, text=True,
                              check=True).stdout
        for line in text.split("\n"):
            if line.startswith("usage: ") or (lines and line.startswith("       dxsig ")):
                lines.append(line[7:])
            elif line == "":
                break
    lines.append("dxsig help [COMMAND] | --help | --version")
    return lines


def readme_lines(path):
    text = open(path, encoding="utf-8").read()
    block = text.split("## CLI", 1)[1].split("```text\n", 1)[1].split("```", 1)[0]
    return block.rstrip("\n").split("\n")


def main():
    want, have = usage_lines(sys.argv[1]), readme_lines(sys.argv[2])
    differ = sum(1 for a, b in zip(want, have) if a != b) + abs(len(want) - len(have))
    for a, b in zip(want, have):
        if a != b:
            print("help:   %s\nREADME: %s" % (a, b))
    print("README.md: %d synopsis lines, %d differ" % (len(want), differ))


if __name__ == "__main__":
    main()
