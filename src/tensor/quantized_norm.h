// ===--- quantized_norm.h - quantized batch, layer, group, instance norm --=== //
// The normalizations eager and FX quantization swap in (nnq.BatchNorm2d,
// LayerNorm, GroupNorm, InstanceNorm*), with ATen 1.13's arithmetic on its
// AVX2 kernels (Note [Quantized normalization]).
#pragma once

#include <cstdint>
#include <vector>

#include "tensor/tensor.h"

namespace ts::quant {

/// Note [Quantized normalization]: batch norm folds its statistics into a
/// float alpha and beta per channel (inv_sigma = 1 / sqrt(var + eps) in
/// float, alpha = inv_sigma * weight * (x_scale / y_scale), beta = (bias -
/// mean * inv_sigma * weight) / y_scale) and computes y = y_zp + rne(fma(
/// alpha, q - x_zp, beta)). Layer, group and instance norm normalize each
/// group of N contiguous integers: the mean and variance come from the
/// exact integer sum and sum of squares (in float: mean = sum / N, var =
/// max(sumsq / N - mean^2, 0)), scale_x / std = x_scale / sqrt(var *
/// x_scale^2 + eps), and y = quantize((q - x_zp - mean') * std' * gamma +
/// beta) with the output's float reciprocal scale.

/// quantized::batch_norm{1,2,3}d(_relu): x is [N, C] or [N, C, spatial...].
Tensor batchNorm(const Tensor& x, const Tensor& weight, const Tensor& bias, const Tensor& mean, const Tensor& var,
                 double eps, double out_scale, int64_t out_zp, bool relu);

/// quantized::layer_norm over the trailing `normalized_shape`.
Tensor layerNorm(const Tensor& x, const std::vector<int64_t>& normalized_shape, const Tensor& weight,
                 const Tensor& bias, double eps, double out_scale, int64_t out_zp);
/// quantized::group_norm over [N, C, ...] in `groups` groups of channels.
Tensor groupNorm(const Tensor& x, int64_t groups, const Tensor& weight, const Tensor& bias, double eps,
                 double out_scale, int64_t out_zp);
/// quantized::instance_norm: group norm with one group per channel.
Tensor instanceNorm(const Tensor& x, const Tensor& weight, const Tensor& bias, double eps, double out_scale,
                    int64_t out_zp);

}  // namespace ts::quant
