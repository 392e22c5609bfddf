// ===--- torchscript.h - the public C++ API, in one include --------------=== //
// Embedders include this header and link the `ts_api` library:
//   #include <torchscript/torchscript.h>
// See compilation_unit.h for an example.
#pragma once

#include "torchscript/compilation_unit.h"
#include "torchscript/error.h"
#include "torchscript/value.h"
