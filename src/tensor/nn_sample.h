// ===--- nn_sample.h - upsampling, dropout, distances, bilinear -----------=== //
// Upsampling computes source indices and weights exactly as ATen's
// UpSample.h helpers (float math for float input); dropout draws its mask
// with bernoulli_ from the given generator, as ATen's non-fused path does.
#pragma once

#include <optional>
#include <vector>

#include "tensor/generator.h"
#include "tensor/tensor.h"

namespace ts::nn {

using OptScales = std::optional<std::vector<double>>;

/// Output sizes of upsample_*.vec: output_size, or floor(input * scale).
std::vector<int64_t> upsampleOutputSize(const Tensor& input, const std::optional<std::vector<int64_t>>& output_size,
                                        const OptScales& scale_factors, int64_t spatial_dims);
/// aten::upsample_nearest{1,2}d: scales are the user's scale factors (or none).
/// `exact` selects _upsample_nearest_exact (pixel centres, no floor bias).
Tensor upsampleNearest(const Tensor& input, const std::vector<int64_t>& output_size,
                       const std::vector<std::optional<double>>& scales, bool exact = false);
/// aten::upsample_bicubic2d (cubic convolution with A = -0.75, edges clamped).
Tensor upsampleBicubic(const Tensor& input, const std::vector<int64_t>& output_size, bool align_corners,
                       const std::vector<std::optional<double>>& scales);
/// aten::upsample_linear1d / upsample_bilinear2d.
Tensor upsampleLinear(const Tensor& input, const std::vector<int64_t>& output_size, bool align_corners,
                      const std::vector<std::optional<double>>& scales);

/// aten::grid_sampler_2d: input [N, C, H, W] sampled at grid [N, Ho, Wo, 2]
/// (x, y in [-1, 1]). mode 0 bilinear, 1 nearest, 2 bicubic; padding 0 zeros,
/// 1 border, 2 reflection.
Tensor gridSampler2d(const Tensor& input, const Tensor& grid, int64_t mode, int64_t padding, bool align_corners);

/// aten::dropout (feature=false) / feature_dropout (whole channels), and the
/// alpha variants; identity when !train or p == 0.
Tensor dropout(const Tensor& input, double p, bool train, bool feature, bool alpha, Generator& gen);

Tensor cosineSimilarity(const Tensor& x1, const Tensor& x2, int64_t dim, double eps);
Tensor pairwiseDistance(const Tensor& x1, const Tensor& x2, double p, double eps, bool keepdim);
/// p-norm along dim (p = inf supported), as aten::norm computes it.
Tensor pNorm(const Tensor& x, double p, int64_t dim, bool keepdim);
Tensor cdist(const Tensor& x1, const Tensor& x2, double p);
/// aten::bilinear: y = x1^T W x2 + b over the last dims.
Tensor bilinear(const Tensor& x1, const Tensor& x2, const Tensor& weight, const Tensor& bias);

}  // namespace ts::nn
