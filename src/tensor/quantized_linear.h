// ===--- quantized_linear.h - dynamically quantized linear layers ---------=== //
// quantized::linear_dynamic as PyTorch 1.13 computes it on x86 (its oneDNN
// engine, the default where FBGEMM is not built, with FBGEMM's numerics for
// the activation): the input is quantized per call to quint8 with
// parameters chosen from its min and max, multiplied with the int8 weight in
// int32, and the sum scaled back to float before the bias is added.
#pragma once

#include <cstdint>
#include <optional>

#include "tensor/tensor.h"

namespace ts::quant {

/// ATen's quant_utils::ChooseQuantizationParams (no sparsity preservation,
/// no power-of-two scales): the affine map of [min, max] (widened to hold
/// 0) onto [qmin, qmax], halved with `reduce_range`.
struct QParams {
  double scale = 1.0;
  int32_t zero_point = 0;
};
QParams chooseQuantizationParams(float min, float max, int32_t qmin, int32_t qmax, bool reduce_range);

/// A quantized tensor's integers with its affine quantizer: one scale and
/// zero point (axis -1) or one per index of dimension `axis`.
struct QuantizedWeight {
  Tensor ints;         ///< int8 values, [N, K]
  Tensor scales;       ///< double, [1] or [N]
  Tensor zero_points;  ///< long, [1] or [N]
  int64_t axis = -1;
};

/// y = dequant(quant(x) @ w^T) + bias, relu'd when `relu`; x is float
/// [..., K], y float [..., N].
Tensor linearDynamic(const Tensor& x, const QuantizedWeight& w, const std::optional<Tensor>& bias, bool reduce_range,
                     bool relu);

}  // namespace ts::quant
