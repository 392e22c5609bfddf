// ===--- nn_softmax.h - softmax over the last dim, as ATen's lastdim kernel -=== //
// See Note [Softmax over the last dim] in nn_softmax.cpp.
#pragma once

#include "tensor/tensor.h"

namespace ts::nn {

/// softmax(self, dim=-1) (log_softmax when log) of a float or double tensor
/// of at least one dim, row by row in the order of ATen's lastdim kernels.
Tensor softmaxLastDim(const Tensor& self, bool log);

}  // namespace ts::nn
