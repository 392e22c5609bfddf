// ===--- reduce_minmax.h - float max/min reductions in ATen's lane order --=== //
// See Note [ATen max/min lanes] in reduce_minmax.cpp.
#pragma once

#include "tensor/tensor_iterator.h"

namespace ts {

/// Whether the functions below handle this dtype (float and double).
bool laneMinMaxSupports(ScalarType t);
/// amax/amin: folds the input (operand 1) into the accumulator (operand 0,
/// filled with -inf for max, +inf for min) of a reduction TensorIter built
/// with reducedDimsFirst(), in the order of ATen's binary_kernel_reduce_vec.
void laneMinMaxInto(TensorIter& it, bool is_max);
/// max()/min() of all n elements of a contiguous buffer, in the order of
/// ATen's reduce_all (n > 0).
double laneMinMaxAll(const void* data, ScalarType t, int64_t n, bool is_max);

}  // namespace ts
