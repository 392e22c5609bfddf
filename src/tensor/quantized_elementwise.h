// ===--- quantized_elementwise.h - quantized add, mul, cat, pooling -------=== //
// The quantized kernels between the convolutions of a statically quantized
// model, with PyTorch 1.13's rounding on its QNNPACK engine.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "tensor/tensor.h"

namespace ts::quant {

/// quantized::add(_relu): QNNPACK's fixed-point sum for equal shapes.
Tensor add(const Tensor& a, const Tensor& b, double scale, int64_t zero_point, bool relu);
/// quantized::mul(_relu): (a - za) * (b - zb) requantized by sa * sb / scale.
Tensor mul(const Tensor& a, const Tensor& b, double scale, int64_t zero_point, bool relu);
/// quantized::cat: the inputs' integers when every quantizer equals the
/// output's, else dequantized, concatenated and quantized again.
Tensor cat(const std::vector<Tensor>& xs, int64_t dim, std::optional<double> scale, std::optional<int64_t> zero_point,
           bool relu);
/// max_pool2d on a quantized tensor: the max of its integers.
Tensor maxPool2d(const Tensor& x, std::vector<int64_t> kernel, std::vector<int64_t> stride, std::vector<int64_t> padding,
                 std::vector<int64_t> dilation, bool ceil_mode);
/// avg_pool2d on a quantized tensor (same quantizer out), as ATen's
/// generic kernel: the window's integer sum less its zero points, scaled by
/// 1 / divisor.
Tensor avgPool2d(const Tensor& x, std::vector<int64_t> kernel, std::vector<int64_t> stride, std::vector<int64_t> padding,
                 bool ceil_mode, bool count_include_pad, std::optional<int64_t> divisor_override);
/// avg_pool2d (nd 2) and avg_pool3d (nd 3) alike.
Tensor avgPool(const Tensor& x, std::vector<int64_t> kernel, std::vector<int64_t> stride, std::vector<int64_t> padding,
               bool ceil_mode, bool count_include_pad, std::optional<int64_t> divisor_override, int64_t nd);
/// adaptive_avg_pool2d on a quantized tensor (same quantizer out).
Tensor adaptiveAvgPool2d(const Tensor& x, std::vector<int64_t> output_size);
/// relu: max(q, zero_point); the result shares nothing with `x`.
Tensor relu(const Tensor& x);
/// A float function applied to the dequantized values, quantized with
/// (scale, zero_point) (ATen's generic quantized leaky_relu ...).
Tensor mapDequantized(const Tensor& x, double scale, int64_t zero_point, const std::function<float(float)>& f);
/// QNNPACK's lookup-table operators (hardswish, hardsigmoid, sigmoid):
/// each of the 256 inputs dequantized in float, mapped by `f`, scaled by
/// 1/scale plus zero_point, clamped and rounded with lrintf.
Tensor lookupTable(const Tensor& x, double scale, int64_t zero_point, float (*f)(float));
/// hardtanh / relu6 on a quantized tensor: its integers clamped to the
/// quantized bounds (same quantizer out).
Tensor clampQuantized(const Tensor& x, double min, double max);

}  // namespace ts::quant
