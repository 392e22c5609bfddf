// ===--- quantized_conv.h - statically quantized conv and linear ----------=== //
// quantized::conv2d and quantized::linear as PyTorch 1.13's QNNPACK engine
// computes them (Note [QNNPACK requantization]).
#pragma once

#include <optional>
#include <vector>

#include "tensor/tensor.h"

namespace ts::quant {

/// A Conv{1,2,3}dPackedParamsBase's contents: the qint8 weight
/// [O, I/groups, k...] (quantized tensor), the float bias and the geometry.
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
Tensor conv(const Tensor& x, const ConvParams& p, double out_scale, int64_t out_zp, bool relu);
/// quantized::linear: x [..., K] quint8, weight [N, K] qint8.
Tensor linear(const Tensor& x, const Tensor& weight, const std::optional<Tensor>& bias, double out_scale,
              int64_t out_zp, bool relu);

}  // namespace ts::quant
