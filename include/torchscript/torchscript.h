// ===--- torchscript.h - the public C++ API, in one include --------------=== //
// Embedders include this header and link libtorchscript (CMake:
// find_package(torchscript) and target torchscript::torchscript; or
// pkg-config torchscript):
//   #include <torchscript/torchscript.h>
// See module.h (load a .pt, call forward) and compilation_unit.h (compile
// TorchScript source) for examples.
#pragma once

#include "torchscript/compilation_unit.h"
#include "torchscript/error.h"
#include "torchscript/module.h"
#include "torchscript/threads.h"
#include "torchscript/value.h"
