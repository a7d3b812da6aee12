"""One line per signature element of a `dxsig print --json` document.

  ENTRY LIST: NAME INDICES KIND TYPE INTERP ROWSxCOLS @ROW,COL sSTREAM

INDICES is comma-joined; @-,- for an element without a register (SV_Depth,
SV_Coverage, SV_CullPrimitive). Diagnostics follow, one per line, as
`diag SEVERITY CODE LINE:COL MESSAGE`. Reads standard input."""
import json
import sys

doc = json.load(sys.stdin)
for entry in doc.get("entries") or []:
    print("entry %s %s" % (entry["name"], entry["stage"]))
    for lst, elements in entry["signatures"].items():
        for el in elements:
            row = "-" if el["start_row"] is None else el["start_row"]
            col = "-" if el["start_col"] is None else el["start_col"]
            print("%s %s: %s %s %s %s %s %dx%d @%s,%s s%d" % (
                entry["name"], lst, el["name"], ",".join(str(i) for i in el["indices"]),
                el["kind"], el["component_type"], el["interpolation"], el["rows"],
                el["cols"], row, col, el["stream"]))
for d in doc.get("diagnostics") or []:
    print("diag %s %s %s:%s %s" % (d["severity"], d["code"], d["line"], d["column"],
                                   d["message"]))
