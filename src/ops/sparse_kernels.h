// ===--- sparse_kernels.h - the sparse COO paths of aten operators ---------=== //
// Note [Sparse COO tensors] (tensor/sparse_coo.h). Each function follows
// the algorithm of ATen's SparseCPU kernel of the same operator, so entry
// order, the coalesced flag and the order of additions are PyTorch's.
// Internal to src/ops/sparse_*.cpp.
#pragma once

#include <optional>
#include <vector>

#include "tensor/scalar.h"
#include "tensor/sparse_coo.h"

namespace ts::sparse {

/// t.to_sparse(sparse_dim): the nonzero elements (rows of dense elements
/// that are not all zero), in index order; coalesced.
Tensor fromDense(const Tensor& self, std::optional<int64_t> sparse_dim);
/// torch.sparse_coo_tensor(indices, values, size?, dtype=): checked.
Tensor fromParts(const Tensor& indices, const Tensor& values, std::optional<std::vector<int64_t>> size,
                 std::optional<ScalarType> dtype);
Tensor toDense(const Tensor& self, std::optional<ScalarType> dtype);
/// Sorted by index, duplicates summed in that order.
Tensor coalesce(const Tensor& self);
/// A sparse tensor with self's indices and sizes over `values`.
Tensor withValues(const Tensor& self, Tensor values, bool coalesced);
Tensor withValues(const Tensor& self, Tensor values);

/// self + alpha * other, both sparse: ATen's merge of the two entry lists.
Tensor add(const Tensor& self, const Tensor& other, const Scalar& alpha);
/// dense + alpha * sparse, a dense result.
Tensor addToDense(const Tensor& dense, const Tensor& sparse, const Scalar& alpha);
/// self * other, both sparse: the entries whose indices both have.
Tensor mul(const Tensor& self, const Tensor& other);
Tensor transpose(const Tensor& self, int64_t dim0, int64_t dim1);
/// torch.sparse.sum: all (a dense 0-dim tensor) or over `dims` (dense when
/// every sparse dim is summed, else sparse).
Tensor sum(const Tensor& self, const std::optional<std::vector<int64_t>>& dims, std::optional<ScalarType> dtype);
/// beta * t + alpha * (sparse @ dense), dense.
Tensor addmm(const Tensor& t, const Tensor& sparse, const Tensor& dense, const Scalar& beta, const Scalar& alpha);

}  // namespace ts::sparse
