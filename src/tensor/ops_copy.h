// ===--- ops_copy.h - copy_, to(dtype), clone, contiguous, fill_ ---------=== //
#pragma once

#include <initializer_list>

#include "tensor/tensor.h"

namespace ts {

/// self.copy_(src): broadcasts src to self's shape and converts the dtype.
Tensor& copy_(Tensor& self, const Tensor& src);
Tensor copy_(const Tensor& self, const Tensor& src);
/// self.fill_(value) (value converted to self's dtype).
Tensor fill_(const Tensor& self, const Scalar& value);
/// self.fill_(value) for a 0-dim value tensor.
Tensor fill_(const Tensor& self, const Tensor& value);
/// self.zero_().
Tensor zero_(const Tensor& self);
/// aten::to(dtype, non_blocking, copy): returns self when nothing changes.
Tensor to(const Tensor& self, ScalarType dtype, bool non_blocking = false, bool copy = false);
/// aten::clone (keeps the memory layout for non-overlapping dense inputs).
Tensor clone(const Tensor& self);
/// aten::contiguous.
Tensor contiguous(const Tensor& self);
/// An uninitialized tensor with self's layout (ATen empty_like, preserve_format).
Tensor empty_like(const Tensor& self, std::optional<ScalarType> dtype = std::nullopt);
/// `result` (of the broadcast shape of `inputs`) in the layout a
/// TensorIterator over `inputs` gives its output (Note [Composite
/// elementwise layout]): result itself when it has it, else a copy.
Tensor withElementwiseLayout(const Tensor& result, std::initializer_list<Tensor> inputs);
/// `result` (same sizes) in empty_like(self)'s layout: for ATen kernels
/// that allocate their output with at::empty_like(self) (preserve format)
/// where ours compute contiguously. `result` itself when the layouts agree.
Tensor inLayoutOf(const Tensor& result, const Tensor& self);

}  // namespace ts
