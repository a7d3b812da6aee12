"""Prints the bytes of a private constant [N x i8] global of an .ll file
(stdin) as one line of lowercase hex: global_hex.py NAME."""
import re
import sys

name = re.escape(sys.argv[1])
text = sys.stdin.read()
m = re.search(r'@' + name + r' = [^"]*c"((?:[^"\\]|\\.)*)"', text)
if not m:
    sys.exit('no global @' + sys.argv[1])
out = bytearray()
s, i = m.group(1), 0
while i < len(s):
    if s[i] == '\\' and s[i + 1] == '\\':
        out.append(0x5C)
        i += 2
    elif s[i] == '\\':
        out.append(int(s[i + 1:i + 3], 16))
        i += 3
    else:
        out.append(ord(s[i]))
        i += 1
print(out.hex())
