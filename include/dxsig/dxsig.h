/* dxsig public C API: HLSL semantic signatures for DirectX. */
#ifndef DXSIG_DXSIG_H
#define DXSIG_DXSIG_H

#include "dxsig/api.h"
#include "dxsig/arena.h"
#include "dxsig/body.h"
#include "dxsig/buffer.h"
#include "dxsig/container.h"
#include "dxsig/diag.h"
#include "dxsig/driver.h"
#include "dxsig/entry_record.h"
#include "dxsig/hlsl.h"
#include "dxsig/explain.h"
#include "dxsig/link.h"
#include "dxsig/mdtree.h"
#include "dxsig/module.h"
#include "dxsig/pack.h"
#include "dxsig/print.h"
#include "dxsig/rootsig.h"
#include "dxsig/sigpoint.h"
#include "dxsig/stage_props.h"
#include "dxsig/target.h"
#include "dxsig/tess_domain.h"
#include "dxsig/types.h"
#include "dxsig/verify.h"
#include "dxsig/version.h"

#endif
