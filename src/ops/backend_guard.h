// ===--- backend_guard.h - the one wrapper around every registered kernel ---=== //
// Note [Backend guard]
// Meta tensors (meta_dispatch.h) and sparse COO tensors (sparse_dispatch.h)
// each need a look at an operator's arguments before its CPU kernel runs.
// Both are rare, so the registry wraps each kernel that can see a tensor or
// a device argument exactly once: while no meta storage and no sparse tensor
// is alive and no device is passed, the wrapper calls the plain kernel after
// two relaxed atomic loads; otherwise it goes through the meta and sparse
// checks. Kernels that see neither come back unwrapped.
#pragma once

#include "ops/registry.h"

namespace ts {

OpKernel withBackendGuard(const FunctionSchema& schema, OpKernel kernel);

}  // namespace ts
