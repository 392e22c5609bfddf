// ===--- nn_norm.h - batch, layer, group and instance normalization -------=== //
// Statistics are accumulated in double and the affine transform is applied
// as x * scale + shift per channel in the input's precision, mirroring the
// order of operations of ATen's CPU kernels.
#pragma once

#include <array>
#include <tuple>
#include <utility>
#include <vector>

#include "tensor/tensor.h"

namespace ts::nn {

/// aten::batch_norm on [N, C, *]; in training mode updates the running
/// statistics in place (when given) with the unbiased batch variance.
Tensor batchNorm(const Tensor& input, const Tensor& weight, const Tensor& bias, const Tensor& running_mean,
                 const Tensor& running_var, bool training, double momentum, double eps);
/// The per-channel mean and inverse standard deviation a training-mode
/// batchNorm of `input` uses (native_batch_norm's save_mean, save_invstd).
std::pair<Tensor, Tensor> batchNormSaveStats(const Tensor& input, double eps);
/// aten::layer_norm over the trailing normalized_shape dims.
Tensor layerNorm(const Tensor& input, const std::vector<int64_t>& normalized_shape, const Tensor& weight,
                 const Tensor& bias, double eps);
/// aten::native_layer_norm: layerNorm's output and the per-row mean and
/// rstd it used, shaped [*batch, 1, ...] (one 1 per normalized dim).
std::tuple<Tensor, Tensor, Tensor> nativeLayerNorm(const Tensor& input, const std::vector<int64_t>& normalized_shape,
                                                   const Tensor& weight, const Tensor& bias, double eps);
/// aten::native_layer_norm_backward with ATen's CPU rounding (Note [Layer-norm
/// backward order]); the gradients `mask` leaves out are undefined.
std::tuple<Tensor, Tensor, Tensor> layerNormBackward(const Tensor& grad_out, const Tensor& input,
                                                     const std::vector<int64_t>& normalized_shape, const Tensor& mean,
                                                     const Tensor& rstd, const Tensor& weight,
                                                     const std::array<bool, 3>& mask);
/// aten::group_norm on [N, C, *] with C divisible by num_groups.
Tensor groupNorm(const Tensor& input, int64_t num_groups, const Tensor& weight, const Tensor& bias, double eps);
/// aten::instance_norm: batch norm of each (n, c) plane.
Tensor instanceNorm(const Tensor& input, const Tensor& weight, const Tensor& bias, const Tensor& running_mean,
                    const Tensor& running_var, bool use_input_stats, double momentum, double eps);

}  // namespace ts::nn
