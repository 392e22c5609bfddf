// ===--- pool3d.h - 3-D max, average and adaptive pooling -----------------=== //
// Kernels over [N, C, D, H, W] or [C, D, H, W]. Window order, NaN handling,
// index layout (flat within each D*H*W volume) and rounding follow ATen's
// DilatedMaxPool3d, AveragePool3d and Adaptive*Pooling3d CPU kernels.
#pragma once

#include <optional>
#include <tuple>
#include <vector>

#include "tensor/tensor.h"

namespace ts::nn {

/// aten::max_pool3d_with_indices; an empty stride means stride = kernel.
std::tuple<Tensor, Tensor> maxPool3dWithIndices(const Tensor& self, std::vector<int64_t> kernel,
                                                std::vector<int64_t> stride, std::vector<int64_t> padding,
                                                std::vector<int64_t> dilation, bool ceil_mode);
/// aten::avg_pool3d.
Tensor avgPool3d(const Tensor& self, std::vector<int64_t> kernel, std::vector<int64_t> stride,
                 std::vector<int64_t> padding, bool ceil_mode, bool count_include_pad,
                 std::optional<int64_t> divisor_override);
/// aten::adaptive_avg_pool3d (a 1x1x1 output is a mean, as in ATen) and,
/// with `direct`, aten::_adaptive_avg_pool3d (always the windowed kernel).
Tensor adaptiveAvgPool3d(const Tensor& self, const std::vector<int64_t>& output_size, bool direct = false);
/// aten::adaptive_max_pool3d: (values, indices).
std::tuple<Tensor, Tensor> adaptiveMaxPool3d(const Tensor& self, const std::vector<int64_t>& output_size);

}  // namespace ts::nn
