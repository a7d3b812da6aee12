#!/usr/bin/env python3
"""docs/architecture.md and the source tree name the same files: every file
under include/dxsig, lib and tools/dxsig (sources, headers, CMakeLists.txt,
.def and .map files alike; editor backups aside) is named in backticks in
the document, and every backticked include/..., lib/... or tools/... path
the document names exists (a path ending in / must be a folder).

usage: architecture-check.py SRC_ROOT
"""
import os
import re
import sys

ROOTS = ("include/dxsig", "lib", "tools/dxsig")
DOC = os.path.join("docs", "architecture.md")


def editor_backup(name):
    return (name.endswith("~") or name.startswith(".#") or
            (name.startswith("#") and name.endswith("#")) or
            re.search(r"\.(swp|swo|orig|rej|bak)$", name) is not None)


def tree_files(src):
    files = set()
    for root in ROOTS:
        for folder, dirs, names in os.walk(os.path.join(src, root)):
            dirs[:] = [d for d in dirs if d != "__pycache__"]
            for name in names:
                if not editor_backup(name):
                    rel = os.path.relpath(os.path.join(folder, name), src)
                    files.add(rel.replace(os.sep, "/"))
    return files


def named_paths(path):
    text = open(path, encoding="utf-8").read()
    return set(re.findall(r"`((?:include|lib|tools)/[^`\s]*)`", text))


def main():
    src = sys.argv[1]
    files = tree_files(src)
    named = named_paths(os.path.join(src, DOC))
    missing_from_doc = sorted(files - named)
    named_but_missing = sorted(
        p for p in named
        if not (os.path.isdir(os.path.join(src, p)) if p.endswith("/")
                else p in files or os.path.isfile(os.path.join(src, p))))
    for p in missing_from_doc:
        print("not in docs/architecture.md: " + p)
    for p in named_but_missing:
        print("named but missing: " + p)
    print("architecture.md: %d files, %d missing from the doc, %d named but missing"
          % (len(files), len(missing_from_doc), len(named_but_missing)))
    return 1 if missing_from_doc or named_but_missing else 0


if __name__ == "__main__":
    sys.exit(main())
