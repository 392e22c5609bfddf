// ===--- sparse_coo.h - sparse COO tensors (layout torch.sparse_coo) -------=== //
// Note [Sparse COO tensors]: PyTorch's sparse COO tensor is a shape plus
// `indices` (int64 [sparse_dim, nnz]) and `values` ([nnz, *dense sizes]):
// element indices[:, k] holds values[k], every other element is zero, and
// entries with the same index add up until coalesce() merges them.
//
// Here a sparse tensor is a TensorImpl with the logical sizes and dtype
// whose storage is one zeroed element seen through all-zero strides: a
// kernel that wrongly treated it as strided would read zeros in bounds,
// never past the block. Its parts live in a side table keyed by that
// storage (as meta and quantized storages do, tensor headers unchanged)
// and die with it. The operator layer refuses sparse inputs except where an
// op has a sparse path (ops/sparse_ops.cpp), with PyTorch's "Could not run
// ... 'SparseCPU' backend" error.
#pragma once

#include <cstdint>
#include <optional>

#include "tensor/tensor.h"

namespace ts {

struct SparseCoo {
  Tensor indices;  ///< int64 [sparse_dim, nnz]
  Tensor values;   ///< [nnz, *dense sizes]
  bool coalesced;  ///< sorted by index, no duplicates (PyTorch's flag: may be false when they happen to be)
  int64_t sparseDim() const { return indices.size(0); }
  int64_t denseDim() const { return values.dim() - 1; }
  int64_t nnz() const { return values.size(0); }
};

/// True when any sparse tensor exists (cheap; gates every other query).
bool sparseTensorsAlive();
/// t is defined and has layout torch.sparse_coo.
bool isSparse(const Tensor& t);
/// t's parts; throws ts::Error naming `op` when t is not sparse.
const SparseCoo& sparseParts(const Tensor& t, const char* op);

/// A sparse tensor of `sizes` over `indices` and `values`, which must
/// already be consistent (validateSparseCoo) unless made by a kernel that
/// guarantees it. `requires_grad` as PyTorch's `requires_grad=` argument.
Tensor makeSparseCoo(Tensor indices, Tensor values, IntArrayRef sizes, bool coalesced);
/// A copy of t's indices and values (clone() of a sparse tensor).
Tensor cloneSparse(const Tensor& t);
/// PyTorch's _validate_sparse_coo_tensor_args: shapes agree and every index
/// lies inside `sizes`. Loaded files and user arguments go through this.
void validateSparseCoo(const Tensor& indices, const Tensor& values, IntArrayRef sizes);
/// sizes inferred from the indices (max + 1) and the values' dense sizes.
DimVector inferSparseSizes(const Tensor& indices, const Tensor& values);

}  // namespace ts
