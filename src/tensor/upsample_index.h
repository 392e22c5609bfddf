// ===--- upsample_index.h - source indices and weights of upsampling -----=== //
// ATen's UpSample.h helpers (compute_scales_value, nearest_idx,
// linear weights), shared by the 1-/2-D kernels (nn_sample.cpp) and the
// 3-D ones (upsample3d.cpp) so every rank computes them alike.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>

namespace ts::nn_detail {

/// compute_scales_value: 1/scale when given, else in/out, in type C.
template <typename C>
C scaleValue(const std::optional<double>& scale, int64_t in, int64_t out) {
  return scale && *scale > 0 ? static_cast<C>(1.0 / *scale) : static_cast<C>(in) / static_cast<C>(out);
}

/// nearest_idx (or nearest_exact_idx): the source index of output o.
inline int64_t nearestIndex(int64_t o, int64_t in, int64_t out, const std::optional<double>& scale, bool exact) {
  if (exact) {
    // Pixel centres: floor((o + 0.5) * scale), as ATen's nearest_exact_idx.
    const float s = scaleValue<float>(scale, in, out);
    return std::min(static_cast<int64_t>(std::floor((static_cast<float>(o) + 0.5f) * s)), in - 1);
  }
  if (out == in) return o;
  if (out == 2 * in) return o >> 1;
  const float s = scaleValue<float>(scale, in, out);
  return std::min(static_cast<int64_t>(std::floor(static_cast<float>(o) * s)), in - 1);
}

/// Source indices and weights of linear interpolation along one dim.
template <typename C>
void linearWeights(int64_t o, int64_t in, int64_t out, bool align_corners, const std::optional<double>& scale,
                   int64_t& i0, int64_t& i1, C& l0, C& l1) {
  if (out == in) {
    i0 = i1 = o;
    l0 = 1;
    l1 = 0;
    return;
  }
  C ratio = align_corners ? (out > 1 ? static_cast<C>(in - 1) / static_cast<C>(out - 1) : C(0))
                          : scaleValue<C>(scale, in, out);
  C src = align_corners ? ratio * static_cast<C>(o) : ratio * (static_cast<C>(o) + C(0.5)) - C(0.5);
  if (!align_corners && src < 0) src = 0;
  i0 = static_cast<int64_t>(src);
  i1 = i0 + (i0 < in - 1 ? 1 : 0);
  l1 = std::min(std::max(src - static_cast<C>(i0), C(0)), C(1));
  l0 = C(1) - l1;
}

}  // namespace ts::nn_detail
