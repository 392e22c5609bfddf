// ===--- reduce_complex.h - sum, mean and prod of complex tensors --------=== //
#pragma once

#include "tensor/tensor.h"

namespace ts {

/// sum (mean: divided by the count) of a complex tensor over mask (a
/// makeDimMask bitmask), in keepdim shape when keepdim.
Tensor complexSumMean(const Tensor& self, uint64_t mask, bool keepdim, bool mean);
/// prod of a complex tensor over mask, in keepdim shape when keepdim.
Tensor complexProd(const Tensor& self, uint64_t mask, bool keepdim);

}  // namespace ts
