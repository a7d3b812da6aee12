/* DXC's -Fh: a compiled blob as a C header. DXC writes its disassembly in
 * an #if 0 block, then the bytes, twelve to a line, with CRLF line ends
 * on every platform; for a root-signature container its disassembler has
 * nothing to say and the block reads "Disassembly failed". */
#include "cli.h"

void cli_c_header(struct dxsig_buffer *b, const char *comment, const char *name,
                  const uint8_t *data, size_t len) {
  dxsig_buffer_printf(b, "#if 0\r\n");
  for (const char *c = comment; *c; ++c) {
    if (*c == '\n')
      dxsig_buffer_printf(b, "\r");
    dxsig_buffer_printf(b, "%c", *c);
  }
  dxsig_buffer_printf(b, "\r\n#endif\r\n\r\nconst unsigned char %s[] = {", name);
  for (size_t i = 0; i < len; ++i)
    dxsig_buffer_printf(b, "%s%s 0x%02x", i ? "," : "", i % 12 == 0 ? "\r\n " : "", data[i]);
  dxsig_buffer_printf(b, "\r\n};\r\n");
}
