// ===--- sparse_dispatch.h - operators and sparse COO inputs ----------------=== //
// See Note [Sparse COO tensors] (tensor/sparse_coo.h). Every registered
// kernel that takes tensors is wrapped (Note [Backend guard]) so that a
// sparse input gets PyTorch's "Could not run ... 'SparseCPU' backend" error
// unless the operator only reads metadata (size, dtype, ...) or has a sparse
// path (sparse_ops.cpp).
#pragma once

#include "ops/registry.h"

namespace ts {

/// `kernel` refusing sparse inputs; metadata-only operators come back
/// unchanged. The registry applies it through withBackendGuard.
OpKernel withSparseCheck(const FunctionSchema& schema, OpKernel kernel);

}  // namespace ts
