// ===--- nn_softmax.h - softmax over the last dim, as ATen's lastdim kernel -=== //
// See Note [Softmax over the last dim] in nn_softmax.cpp.
#pragma once

#include "tensor/tensor.h"

namespace ts::nn {

/// softmax(self, dim=-1) of a float or double tensor of at least one dim,
/// computed row by row in the order of ATen's _vec_softmax_lastdim.
Tensor softmaxLastDim(const Tensor& self);

}  // namespace ts::nn
