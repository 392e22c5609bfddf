// ===--- nn_norm_backward.h - batch-norm gradients in ATen's order --------=== //
#pragma once

#include <array>
#include <tuple>

#include "tensor/tensor.h"

namespace ts::nn {

/// aten::native_batch_norm_backward on [N, C, *] float/double: grad_input,
/// grad_weight and grad_bias (each computed when its mask entry is set).
/// In training mode the statistics are save_mean/save_invstd, otherwise the
/// running ones. Note [Batch-norm backward order] in the .cpp.
std::tuple<Tensor, Tensor, Tensor> batchNormBackward(const Tensor& grad_out, const Tensor& input,
                                                     const Tensor& weight, const Tensor& running_mean,
                                                     const Tensor& running_var, const Tensor& save_mean,
                                                     const Tensor& save_invstd, bool train, double eps,
                                                     std::array<bool, 3> mask);

}  // namespace ts::nn
