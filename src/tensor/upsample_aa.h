// ===--- upsample_aa.h - antialiased bilinear and bicubic resizing --------=== //
// F.interpolate(..., antialias=True): ATen's separable PIL-style resampling
// (UpSampleKernel.cpp, compute_indices_weights_aa): each output pixel is a
// normalized, filter-weighted sum over a support scaled with the
// downsampling factor; width is resampled first, then height.
#pragma once

#include <optional>
#include <vector>

#include "tensor/tensor.h"

namespace ts::nn {

/// aten::_upsample_bilinear2d_aa (`cubic` false) / _upsample_bicubic2d_aa of [N, C, H, W].
Tensor upsampleAntialias2d(const Tensor& input, const std::vector<int64_t>& output_size, bool align_corners,
                           const std::vector<std::optional<double>>& scales, bool cubic);

}  // namespace ts::nn
