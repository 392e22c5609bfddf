// ===--- upsample_aa.cpp - antialiased resizing ---------------------------=== //
// Weights follow ATen 1.13's _compute_weights_aa, including its mixed
// float/double arithmetic, so the windows and weights come out the same.
#include "tensor/upsample_aa.h"

#include <cmath>

#include "tensor/memory_format.h"
#include "tensor/nn_util.h"
#include "tensor/ops.h"
#include "tensor/upsample_index.h"

namespace ts::nn {
namespace {

/// The triangle (bilinear) or Keys a = -0.5 (bicubic) filter of ATen's aa kernels.
template <typename T>
T filter(T x, bool cubic) {
  if (x < 0) x = -x;
  if (!cubic) return x < 1 ? 1 - x : 0;
  const double a = -0.5, d = x;
  if (x < 1) return static_cast<T>(((a + 2.0) * d - (a + 3.0)) * d * d + 1);
  if (x < 2) return static_cast<T>((((d - 5) * d + 8) * d - 4) * a);
  return 0;
}

/// One output index's window [xmin, xmin + weights.size()) and normalized weights.
template <typename T>
struct Taps {
  std::vector<int64_t> start;
  std::vector<std::vector<T>> weights;
};

template <typename T>
Taps<T> computeTaps(int64_t in, int64_t out, bool align_corners, const std::optional<double>& scale_opt, bool cubic) {
  const T scale = align_corners ? (out > 1 ? static_cast<T>(in - 1) / static_cast<T>(out - 1) : T(0))
                                : nn_detail::scaleValue<T>(scale_opt, in, out);
  const double half_size = cubic ? 2.0 : 1.0;
  const T support = scale >= 1.0 ? static_cast<T>(half_size * scale) : static_cast<T>(half_size);
  const T invscale = scale >= 1.0 ? static_cast<T>(1.0 / scale) : T(1);
  Taps<T> taps;
  for (int64_t i = 0; i < out; ++i) {
    const T center = static_cast<T>(scale * (static_cast<double>(i) + 0.5));
    const int64_t xmin = std::max(static_cast<int64_t>(center - support + 0.5), int64_t{0});
    const int64_t xsize = std::min(static_cast<int64_t>(center + support + 0.5), in) - xmin;
    std::vector<T> w(std::max<int64_t>(xsize, 0));
    T total = 0;
    for (int64_t j = 0; j < xsize; ++j) {
      const T x = static_cast<T>((static_cast<T>(j + xmin) - center + 0.5) * invscale);
      w[j] = filter<T>(x, cubic);
      total += w[j];
    }
    if (total != 0)
      for (T& v : w) v /= total;
    taps.start.push_back(xmin);
    taps.weights.push_back(std::move(w));
  }
  return taps;
}

/// Resamples the last dim of contiguous [rows, in] (`stride` 1) or the
/// middle dim of [planes, in, width] into a new tensor.
template <typename T>
Tensor resampleDim(const Tensor& src, int64_t dim, const Taps<T>& taps) {
  DimVector shape(src.sizes());
  const int64_t in = shape[dim], out = static_cast<int64_t>(taps.start.size());
  shape[dim] = out;
  Tensor dst = emptyTensor(shape, src.dtype());
  int64_t outer = 1, inner = 1;
  for (int64_t d = 0; d < dim; ++d) outer *= shape[d];
  for (int64_t d = dim + 1; d < static_cast<int64_t>(shape.size()); ++d) inner *= shape[d];
  const T* sp = static_cast<const T*>(src.data_ptr());
  T* dp = static_cast<T*>(dst.data_ptr());
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < out; ++i) {
      const std::vector<T>& w = taps.weights[i];
      const T* base = sp + (o * in + taps.start[i]) * inner;
      T* row = dp + (o * out + i) * inner;
      for (int64_t k = 0; k < inner; ++k) {
        T acc = w.empty() ? T(0) : base[k] * w[0];
        for (size_t j = 1; j < w.size(); ++j) acc += base[j * inner + k] * w[j];
        row[k] = acc;
      }
    }
  return dst;
}

}  // namespace

Tensor upsampleAntialias2d(const Tensor& input, const std::vector<int64_t>& output_size, bool align_corners,
                           const std::vector<std::optional<double>>& scales, bool cubic) {
  TS_CHECK(output_size.size() == 2,
           "It is expected output_size equals to 2, but got size " + std::to_string(output_size.size()));
  TS_CHECK(input.dim() == 4, "It is expected input_size equals to 4, but got size " + std::to_string(input.dim()));
  TS_CHECK(input.numel() > 0 && output_size[0] > 0 && output_size[1] > 0,
           "Input and output sizes should be greater than 0, but got input (H: " + std::to_string(input.size(2)) +
               ", W: " + std::to_string(input.size(3)) + ") output (H: " + std::to_string(output_size[0]) +
               ", W: " + std::to_string(output_size[1]) + ")");
  Tensor planes = input.reshape({-1, input.size(2), input.size(3)}).contiguous();
  Tensor out;
  nn_detail::dispatchFloatDouble(input.dtype(), cubic ? "upsample_bicubic2d_aa" : "upsample_bilinear2d_aa",
                                 [&](auto tag) {
    using T = typename decltype(tag)::type;
    const int64_t ih = input.size(2), iw = input.size(3);
    // Width first, then height; a dim whose size is kept is not resampled.
    Tensor t = iw == output_size[1] && ih == output_size[0] ? clone(planes) : planes;
    const int64_t oh = output_size[0], ow = output_size[1];
    if (iw != ow) t = resampleDim<T>(t, 2, computeTaps<T>(iw, ow, align_corners, scales[1], cubic));
    if (ih != oh) t = resampleDim<T>(t, 1, computeTaps<T>(ih, oh, align_corners, scales[0], cubic));
    out = t;
  });
  // Note [Kernel output layout] (upsample_bicubic2d_aa too, unlike upsample_bicubic2d).
  return inFormatOf(out.reshape({input.size(0), input.size(1), output_size[0], output_size[1]}), input);
}

}  // namespace ts::nn
