"""docs/validation.md and include/dxsig/rules.def name the same rules: every
code of the schema, semantics, packing and body areas (except the packers' own
failure codes) and the lowering rules about entry attributes and records has
a row with a source, every code a row names exists, and
the `/* source: ... */` comment above each code in the registry says what its
row says.

usage: rules-doc-check.py RULES.def VALIDATION.md
"""
import re
import sys

DOCUMENTED_AREAS = ("SCHEMA", "SEMANTICS", "PACKING", "BODY")
# Input rules of other areas: what lowering reads besides the signatures.
ALSO_DOCUMENTED = {"lower-attribute", "lower-attribute-stage", "lower-entry-record",
                   "lower-gs-output-scalars", "lower-ms-output-size",
                   "lower-tess-factor-domain", "lower-hs-input-control-points",
                   "lower-view-id-slot", "lower-hs-pass-through"}
NOT_RULES = {"pack", "pack-minimal-budget"}  # packer results, not input rules


def registry(path):
    """codes -> area, and codes -> the source comment above them."""
    area, codes, sources = None, {}, {}
    text = open(path, encoding="utf-8").read()
    for m in re.finditer(r'/\* source: (.*?) \*/\nDXSIG_RULE\(\w+, \d+, "([a-z0-9-]+)"\)', text, re.S):
        sources[m.group(2)] = " ".join(m.group(1).replace("\n *", " ").split())
    for line in text.splitlines():
        m = re.match(r'DXSIG_RULE_AREA\((\w+),', line)
        if m:
            area = m.group(1)
        m = re.match(r'DXSIG_RULE\(\w+, \d+, "([a-z0-9-]+)"\)', line)
        if m and ((area in DOCUMENTED_AREAS and m.group(1) not in NOT_RULES)
                  or m.group(1) in ALSO_DOCUMENTED):
            codes[m.group(1)] = area
    return codes, sources


def documented(path):
    rows = {}
    for line in open(path, encoding="utf-8"):
        if not line.startswith("| `"):
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        source = cells[-1]
        for code in re.findall(r"`([a-z0-9-]+)`", cells[0]):
            rows[code] = source
    return rows


def main():
    codes, sources = registry(sys.argv[1])
    rows = documented(sys.argv[2])
    status = 0
    for code in sorted(set(codes) - set(rows)):
        print("undocumented rule: " + code)
        status = 1
    for code in sorted(set(rows) - set(codes)):
        print("documented rule not in the registry: " + code)
        status = 1
    for code, source in sorted(rows.items()):
        if not source:
            print("rule without a source: " + code)
            status = 1
        elif " ".join(source.replace("`", "").split()) != sources.get(code):
            print("rule whose source comment differs from its row: " + code)
            status = 1
    print("%d rules, %d documented" % (len(codes), len(rows)))
    return status


if __name__ == "__main__":
    sys.exit(main())
