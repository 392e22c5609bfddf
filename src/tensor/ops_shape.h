// ===--- ops_shape.h - ops combining or selecting whole tensors -----------=== //
#pragma once

#include <vector>

#include "tensor/tensor.h"

namespace ts {

/// torch.cat: promotes dtypes; skips legacy 1-D empty tensors like ATen.
Tensor cat(const std::vector<Tensor>& tensors, int64_t dim = 0);
/// torch.stack: all tensors must have equal sizes.
Tensor stack(const std::vector<Tensor>& tensors, int64_t dim = 0);
/// torch.where(condition, self, other); condition must be bool.
Tensor where(const Tensor& condition, const Tensor& self, const Tensor& other);
Tensor where(const Tensor& condition, const Tensor& self, const Scalar& other);
Tensor where(const Tensor& condition, const Scalar& self, const Tensor& other);
Tensor where(const Tensor& condition, const Scalar& self, const Scalar& other);

}  // namespace ts
