// ===--- upsample3d.h - nearest and trilinear upsampling of volumes -------=== //
// Note [Separable 3-D upsampling]: ATen's 3-D kernels interpolate width,
// then height, then depth (its Interpolate<n> recursion). Nearest is pure
// selection, and trilinear is lerp_depth(bilinear(slice d0), bilinear(slice
// d1)), so both run as the 2-D kernels (nn_sample.h) over gathered depth
// slices, in ATen's order of operations.
#pragma once

#include <optional>
#include <vector>

#include "tensor/tensor.h"

namespace ts::nn {

/// aten::upsample_nearest3d (`exact`: _upsample_nearest_exact3d) of [N, C, D, H, W].
Tensor upsampleNearest3d(const Tensor& input, const std::vector<int64_t>& output_size,
                         const std::vector<std::optional<double>>& scales, bool exact = false);
/// aten::upsample_trilinear3d of [N, C, D, H, W].
Tensor upsampleTrilinear3d(const Tensor& input, const std::vector<int64_t>& output_size, bool align_corners,
                           const std::vector<std::optional<double>>& scales);

}  // namespace ts::nn
