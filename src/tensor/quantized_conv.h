// ===--- quantized_conv.h - statically quantized conv and linear ----------=== //
// quantized::conv{1,2,3}d, conv_transpose{1,2,3}d and linear as PyTorch
// 1.13 computes them on its QNNPACK and oneDNN engines (Note [Quantized
// engines], Note [QNNPACK requantization], Note [oneDNN requantization]).
#pragma once

#include <optional>
#include <vector>

#include "tensor/tensor.h"

namespace ts::quant {

/// A Conv{2,3}dPackedParamsBase's contents: the qint8 weight (quantized
/// tensor; [O, I/groups, k...], transposed [I, O/groups, k...]), the float
/// bias and the geometry, one entry per spatial dimension.
struct ConvParams {
  Tensor weight;
  std::optional<Tensor> bias;
  std::vector<int64_t> stride, padding, dilation, output_padding;
  int64_t groups = 1;
  bool transpose = false;
};

/// Note [QNNPACK requantization]: the int32 accumulator
/// sum((x - x_zp) * (w - w_zp)) + round(bias / (x_scale * w_scale)) is
/// scaled by the float (w_scale * x_scale) * (1 / y_scale), rounded to
/// nearest even, offset by y's zero point and clamped to [0, 255] (to
/// [y_zp, 255] when a ReLU is fused).
///
/// Note [oneDNN requantization]: PyTorch hands oneDNN reciprocal float
/// scales (1/x_scale, 1/w_scale, 1/y_scale); ideep keeps the bias in float
/// scaled into the accumulator's units by bias_s = (1/x_scale) * (1/w_scale)
/// and scales the sum by op_s = (1/y_scale) / bias_s:
/// y = rne((float(acc) + bias * bias_s) * op_s + y_zp), clamped (the ReLU
/// before the zero point): the zero point is added in float before the
/// rounding, so -9.5 + 59 rounds to 50, not rne(-9.5) + 59 = 49. The weight
/// must be symmetric.
///
/// x is [N, C, spatial...] with 1 to 3 spatial dimensions.
Tensor conv(const Tensor& x, const ConvParams& p, double out_scale, int64_t out_zp, bool relu);
/// quantized::linear: x [..., K] quint8, weight [N, K] qint8.
Tensor linear(const Tensor& x, const Tensor& weight, const std::optional<Tensor>& bias, double out_scale,
              int64_t out_zp, bool relu);

}  // namespace ts::quant
