// ===--- ops_view.h - ops returning views that alias the input storage ----=== //
// Names and argument order follow ATen (aten::select.int, aten::slice.Tensor...).
#pragma once

#include <optional>
#include <vector>

#include "tensor/tensor.h"

namespace ts {

/// New view with explicit geometry (aten::as_strided).
Tensor as_strided(const Tensor& self, IntArrayRef size, IntArrayRef stride,
                  std::optional<int64_t> storage_offset = std::nullopt);
Tensor view(const Tensor& self, IntArrayRef size);
/// A view when the strides allow it, else a contiguous copy.
Tensor reshape(const Tensor& self, IntArrayRef shape);
Tensor select(const Tensor& self, int64_t dim, int64_t index);
Tensor narrow(const Tensor& self, int64_t dim, int64_t start, int64_t length);
/// Python slicing start:end:step on one dim (clamped like Python).
Tensor slice(const Tensor& self, int64_t dim = 0, std::optional<int64_t> start = std::nullopt,
             std::optional<int64_t> end = std::nullopt, int64_t step = 1);
Tensor transpose(const Tensor& self, int64_t dim0, int64_t dim1);
Tensor permute(const Tensor& self, IntArrayRef dims);
Tensor movedim(const Tensor& self, int64_t source, int64_t destination);
Tensor expand(const Tensor& self, IntArrayRef size, bool implicit = false);
Tensor expand_as(const Tensor& self, const Tensor& other);
Tensor unsqueeze(const Tensor& self, int64_t dim);
Tensor squeeze(const Tensor& self);
Tensor squeeze(const Tensor& self, int64_t dim);
Tensor t(const Tensor& self);
Tensor flatten(const Tensor& self, int64_t start_dim = 0, int64_t end_dim = -1);
Tensor unflatten(const Tensor& self, int64_t dim, IntArrayRef sizes);
/// Same data, requires_grad off.
Tensor detach(const Tensor& self);
Tensor alias(const Tensor& self);
std::vector<Tensor> unbind(const Tensor& self, int64_t dim = 0);
std::vector<Tensor> split(const Tensor& self, int64_t split_size, int64_t dim = 0);
std::vector<Tensor> chunk(const Tensor& self, int64_t chunks, int64_t dim = 0);

/// infer_size for view/reshape: resolves one -1 with PyTorch's errors.
DimVector inferViewShape(IntArrayRef shape, int64_t numel);
/// Strides for viewing (old sizes, strides) as new sizes without copying, if possible.
std::optional<DimVector> computeViewStrides(IntArrayRef oldshape, IntArrayRef oldstride,
                                            IntArrayRef newshape);

}  // namespace ts
