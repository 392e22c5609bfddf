// ===--- reduce_sum.h - floating-point sum in ATen's summation order ------=== //
// See Note [ATen cascade sum] in reduce_sum.cpp.
#pragma once

#include "tensor/tensor_iterator.h"

namespace ts {

/// Whether cascadeSum handles tensors of this dtype (float, double, half, bfloat16).
bool cascadeSumSupports(ScalarType t);
/// Adds the input (operand 1) into the zero-filled accumulator (operand 0, a
/// reduction TensorIter of one dtype) in PyTorch's order; NaNs count as 0
/// when ignore_nan (nansum).
void cascadeSum(TensorIter& it, bool ignore_nan);

}  // namespace ts
