/* Internal: the signature part reader's declarations are public
 * (dxsig/container.h: dxsig_sig_part_header, dxsig_sig_part_record); this
 * header only says where the reader lives for the layers that use it. */
#ifndef DXSIG_SIGNATURE_READ_H
#define DXSIG_SIGNATURE_READ_H

#include "dxsig/container.h"

#endif
