// ===--- nn_sample.cpp - upsampling, dropout, distances, bilinear ---------=== //
#include "tensor/nn_sample.h"

#include <cmath>
#include <cstring>
#include <limits>

#include "tensor/memory_format.h"
#include "tensor/nn_util.h"
#include "tensor/upsample_index.h"

namespace ts::nn {
namespace {

using nn_detail::linearWeights;
using nn_detail::nearestIndex;
using nn_detail::scaleValue;

/// Keys' cubic convolution weights for the four taps around t (ATen's A).
template <typename C>
void cubicWeights(C t, C w[4]) {
  const C a = C(-0.75);
  auto near = [a](C x) { return ((a + 2) * x - (a + 3)) * x * x + 1; };
  auto far = [a](C x) { return ((a * x - 5 * a) * x + 8 * a) * x - 4 * a; };
  w[0] = far(t + 1);
  w[1] = near(t);
  w[2] = near(1 - t);
  w[3] = far(2 - t);
}

/// The input as contiguous [planes, H, W] (H = 1 for 1-D).
Tensor asPlanes(const Tensor& input, int64_t spatial) {
  if (spatial == 1) return input.reshape({-1, 1, input.size(-1)}).contiguous();
  return input.reshape({-1, input.size(-2), input.size(-1)}).contiguous();
}

void checkUpsampleInput(const Tensor& input, const std::vector<int64_t>& out, int64_t spatial) {
  TS_CHECK(static_cast<int64_t>(out.size()) == spatial,
           "It is expected output_size equals to " + std::to_string(spatial) + ", but got size " +
               std::to_string(out.size()));
  TS_CHECK(input.dim() == spatial + 2, "It is expected input_size equals to " + std::to_string(spatial + 2) +
                                           ", but got size " + std::to_string(input.dim()));
  bool ok = input.numel() > 0;
  for (int64_t v : out) ok = ok && v > 0;
  if (ok) return;
  // ATen's texts differ by rank: "(W: 2) and output (W: 4)" vs "(H: 2, W: 3) output (...)".
  const char* names[] = {"H: ", "W: "};
  std::string ins, outs;
  for (int64_t d = 0; d < spatial; ++d) {
    const char* name = names[2 - spatial + d];
    ins += (d ? ", " : "") + std::string(name) + std::to_string(input.size(d + 2));
    outs += (d ? ", " : "") + std::string(name) + std::to_string(out[d]);
  }
  throw Error("Input and output sizes should be greater than 0, but got input (" + ins + ")" +
              (spatial == 1 ? " and" : "") + " output (" + outs + ")");
}

DimVector upsampledShape(const Tensor& input, const std::vector<int64_t>& out) {
  DimVector s(input.sizes());
  for (size_t i = 0; i < out.size(); ++i) s[s.size() - out.size() + i] = out[i];
  return s;
}

/// The output as [planes, oh, ow], allocated in the caller's full shape first
/// so an impossible size fails with PyTorch's storage or memory error before
/// any per-index table is built.
Tensor allocUpsampled(const Tensor& input, const std::vector<int64_t>& out, int64_t n, int64_t oh, int64_t ow) {
  return emptyTensor(upsampledShape(input, out), input.dtype()).view({n, oh, ow});
}

}  // namespace

std::vector<int64_t> upsampleOutputSize(const Tensor& input, const std::optional<std::vector<int64_t>>& output_size,
                                        const OptScales& scale_factors, int64_t spatial) {
  TS_CHECK(output_size.has_value() != scale_factors.has_value(),
           "Must specify exactly one of output_size and scale_factors");
  if (output_size) return *output_size;
  TS_CHECK(static_cast<int64_t>(scale_factors->size()) == spatial,
           "It is expected scale_factors equals to " + std::to_string(spatial) + ", but got size " +
               std::to_string(scale_factors->size()));
  std::vector<int64_t> out;
  for (int64_t i = 0; i < spatial; ++i) {
    const double v = static_cast<double>(input.size(i + 2)) * (*scale_factors)[i];
    // Non-finite or huge sizes become INT64_MIN in ATen; reject them before the cast.
    TS_CHECK(std::fabs(v) < 9.2e18, "IntArrayRef contains an int that cannot be represented as a SymInt: "
                                    "-9223372036854775808");
    out.push_back(static_cast<int64_t>(v));
  }
  return out;
}

Tensor upsampleNearest(const Tensor& input, const std::vector<int64_t>& output_size,
                       const std::vector<std::optional<double>>& scales, bool exact) {
  const int64_t spatial = static_cast<int64_t>(output_size.size());
  checkUpsampleInput(input, output_size, spatial);
  Tensor planes = asPlanes(input, spatial);
  const int64_t n = planes.size(0), ih = planes.size(1), iw = planes.size(2);
  const int64_t oh = spatial == 2 ? output_size[0] : 1, ow = output_size.back();
  Tensor out = allocUpsampled(input, output_size, n, oh, ow);
  std::vector<int64_t> hmap(oh), wmap(ow);
  for (int64_t i = 0; i < oh; ++i) hmap[i] = spatial == 2 ? nearestIndex(i, ih, oh, scales[0], exact) : 0;
  for (int64_t j = 0; j < ow; ++j) wmap[j] = nearestIndex(j, iw, ow, scales.back(), exact);
  const size_t es = input.element_size();
  const char* src = static_cast<const char*>(planes.data_ptr());
  char* dst = static_cast<char*>(out.data_ptr());
  for (int64_t p = 0; p < n; ++p)
    for (int64_t i = 0; i < oh; ++i)
      for (int64_t j = 0; j < ow; ++j)
        std::memcpy(dst + ((p * oh + i) * ow + j) * es, src + ((p * ih + hmap[i]) * iw + wmap[j]) * es, es);
  return inFormatOf(out.view(upsampledShape(input, output_size)), input);  // Note [Kernel output layout]
}

Tensor upsampleLinear(const Tensor& input, const std::vector<int64_t>& output_size, bool align_corners,
                      const std::vector<std::optional<double>>& scales) {
  const int64_t spatial = static_cast<int64_t>(output_size.size());
  checkUpsampleInput(input, output_size, spatial);
  Tensor planes = asPlanes(input, spatial);
  const int64_t n = planes.size(0), ih = planes.size(1), iw = planes.size(2);
  const int64_t oh = spatial == 2 ? output_size[0] : 1, ow = output_size.back();
  Tensor out = allocUpsampled(input, output_size, n, oh, ow);
  nn_detail::dispatchFloatDouble(input.dtype(), spatial == 2 ? "upsample_bilinear2d_channels_first" : "upsample_linear1d", [&](auto tag) {
    using T = typename decltype(tag)::type;
    std::vector<int64_t> h0(oh), h1(oh), w0(ow), w1(ow);
    std::vector<T> hl0(oh), hl1(oh), wl0(ow), wl1(ow);
    for (int64_t i = 0; i < oh; ++i) {
      if (spatial == 2) linearWeights<T>(i, ih, oh, align_corners, scales[0], h0[i], h1[i], hl0[i], hl1[i]);
      else { h0[i] = h1[i] = 0; hl0[i] = 1; hl1[i] = 0; }
    }
    for (int64_t j = 0; j < ow; ++j) linearWeights<T>(j, iw, ow, align_corners, scales.back(), w0[j], w1[j], wl0[j], wl1[j]);
    const T* src = static_cast<const T*>(planes.data_ptr());
    T* dst = static_cast<T*>(out.data_ptr());
    for (int64_t p = 0; p < n; ++p) {
      const T* plane = src + p * ih * iw;
      for (int64_t i = 0; i < oh; ++i) {
        for (int64_t j = 0; j < ow; ++j) {
          // Width first, then height, in the order of ATen's separable kernel.
          const T top = plane[h0[i] * iw + w0[j]] * wl0[j] + plane[h0[i] * iw + w1[j]] * wl1[j];
          T v = top;
          if (spatial == 2) {
            const T bottom = plane[h1[i] * iw + w0[j]] * wl0[j] + plane[h1[i] * iw + w1[j]] * wl1[j];
            v = top * hl0[i] + bottom * hl1[i];
          }
          dst[(p * oh + i) * ow + j] = v;
        }
      }
    }
  });
  return inFormatOf(out.view(upsampledShape(input, output_size)), input);  // Note [Kernel output layout]
}

Tensor upsampleBicubic(const Tensor& input, const std::vector<int64_t>& output_size, bool align_corners,
                       const std::vector<std::optional<double>>& scales) {
  checkUpsampleInput(input, output_size, 2);
  Tensor planes = asPlanes(input, 2);
  const int64_t n = planes.size(0), ih = planes.size(1), iw = planes.size(2);
  const int64_t oh = output_size[0], ow = output_size[1];
  Tensor out = allocUpsampled(input, output_size, n, oh, ow);
  nn_detail::dispatchFloatDouble(input.dtype(), "upsample_bicubic2d", [&](auto tag) {
    using T = typename decltype(tag)::type;
    // Source coordinate of an output index (no clamping at 0 for cubic).
    auto source = [&](int64_t o, int64_t in, int64_t outsz, const std::optional<double>& sc) {
      const T ratio = align_corners ? (outsz > 1 ? static_cast<T>(in - 1) / static_cast<T>(outsz - 1) : T(0))
                                    : scaleValue<T>(sc, in, outsz);
      return align_corners ? ratio * static_cast<T>(o) : static_cast<T>(static_cast<double>(ratio) * (o + 0.5) - 0.5);
    };
    const T* src = static_cast<const T*>(planes.data_ptr());
    T* dst = static_cast<T*>(out.data_ptr());
    auto at = [&](const T* plane, int64_t y, int64_t x) {
      y = std::min(std::max<int64_t>(y, 0), ih - 1);
      x = std::min(std::max<int64_t>(x, 0), iw - 1);
      return plane[y * iw + x];
    };
    for (int64_t p = 0; p < n; ++p) {
      const T* plane = src + p * ih * iw;
      for (int64_t i = 0; i < oh; ++i) {
        const T ry = source(i, ih, oh, scales[0]);
        const int64_t y0 = static_cast<int64_t>(std::floor(ry));
        T wy[4];
        cubicWeights<T>(ry - static_cast<T>(y0), wy);
        for (int64_t j = 0; j < ow; ++j) {
          const T rx = source(j, iw, ow, scales[1]);
          const int64_t x0 = static_cast<int64_t>(std::floor(rx));
          T wx[4];
          cubicWeights<T>(rx - static_cast<T>(x0), wx);
          T v = 0;
          for (int64_t r = 0; r < 4; ++r) {
            T row = 0;
            for (int64_t c = 0; c < 4; ++c) row += at(plane, y0 - 1 + r, x0 - 1 + c) * wx[c];
            v += row * wy[r];
          }
          dst[(p * oh + i) * ow + j] = v;
        }
      }
    }
  });
  return out.view(upsampledShape(input, output_size));
}

namespace {

/// Reflects x into [low, high] (given doubled, as ATen's reflect_coordinates).
template <typename T>
T reflectCoordinate(T x, int64_t twice_low, int64_t twice_high) {
  if (twice_low == twice_high) return T(0);
  const T min = static_cast<T>(twice_low) / 2;
  const T span = static_cast<T>(twice_high - twice_low) / 2;
  x = std::fabs(x - min);
  const T extra = std::fmod(x, span);
  const int64_t flips = static_cast<int64_t>(std::floor(x / span));
  return flips % 2 == 0 ? extra + min : span - extra + min;
}

/// A normalized grid coordinate mapped to a pixel coordinate of a size-long dim.
template <typename T>
T gridSourceIndex(T coord, int64_t size, int64_t padding, bool align_corners) {
  coord = align_corners ? ((coord + 1) / 2) * static_cast<T>(size - 1) : ((coord + 1) * static_cast<T>(size) - 1) / 2;
  auto clip = [size](T v) { return std::min(static_cast<T>(size - 1), std::max(v, T(0))); };
  if (padding == 1) {
    coord = clip(coord);
  } else if (padding == 2) {
    coord = align_corners ? reflectCoordinate(coord, 0, 2 * (size - 1)) : reflectCoordinate(coord, -1, 2 * size - 1);
    coord = clip(coord);
  }
  // Like ATen's safe_downgrade_to_int_range: NaN and huge values map to a
  // far out-of-range index, so the conversions to int64 stay defined.
  if (!(std::fabs(coord) < static_cast<T>(1e9))) return T(-100);
  return coord;
}

/// Note [bicubic grid_sample]: ATen's vectorized CPU kernel unnormalizes
/// without padding, takes the 4x4 taps around floor(x), maps each tap
/// coordinate through the padding (clip or reflect, the tap stays an
/// integer), reads 0 outside, and interpolates rows first, then columns.
template <typename T>
struct CubicAxis {
  int64_t size;
  int64_t padding;
  bool align_corners;

  T unnormalize(T coord) const {
    return align_corners ? (coord + 1) * (static_cast<T>(size - 1) / 2)
                         : (coord + 1) * (static_cast<T>(size) / 2) - T(0.5);
  }
  /// ATen's vectorized reflect_coordinates: in the dtype, with a truncated
  /// flip count, so huge coordinates land where PyTorch's do.
  T reflect(T x) const {
    const T low = align_corners ? T(0) : T(-0.5);
    const T twice_span = align_corners ? static_cast<T>(size - 1) * 2 : static_cast<T>(size) * 2;
    if (twice_span == 0) return T(0);
    const T abs_in = std::fabs(x - low);
    const T extra = abs_in - std::trunc(abs_in / twice_span) * twice_span;
    return std::min(extra, twice_span - extra) + low;
  }
  /// The padded tap index, or -1 when it reads a zero.
  int64_t tap(T x) const {
    if (std::isnan(x)) return -1;  // its weights are NaN too
    // Clipping sends NaN to 0, as ATen's clamp_min(0, x) does.
    auto clip = [this](T v) { return v > T(0) ? std::min(static_cast<T>(size - 1), v) : T(0); };
    if (padding == 1) x = clip(x);
    else if (padding == 2) x = clip(reflect(x));
    if (!(x >= 0 && x < static_cast<T>(size))) return -1;
    return static_cast<int64_t>(x);
  }
};

template <typename T>
void gridSampleBicubic(const T* src, const T* gp, T* dst, int64_t n, int64_t c, int64_t ih, int64_t iw, int64_t oh,
                       int64_t ow, int64_t padding, bool align_corners) {
  const CubicAxis<T> ax{iw, padding, align_corners}, ay{ih, padding, align_corners};
  for (int64_t b = 0; b < n; ++b) {
    for (int64_t p = 0; p < oh * ow; ++p) {
      const T x = ax.unnormalize(gp[(b * oh * ow + p) * 2]), y = ay.unnormalize(gp[(b * oh * ow + p) * 2 + 1]);
      const T fx = std::floor(x), fy = std::floor(y);
      T wx[4], wy[4];
      cubicWeights<T>(x - fx, wx);
      cubicWeights<T>(y - fy, wy);
      int64_t xs[4], ys[4];
      for (int k = 0; k < 4; ++k) xs[k] = ax.tap(fx - 1 + k), ys[k] = ay.tap(fy - 1 + k);
      for (int64_t ch = 0; ch < c; ++ch) {
        const T* plane = src + (b * c + ch) * ih * iw;
        T rows[4];
        for (int r = 0; r < 4; ++r) {
          T v[4];
          for (int k = 0; k < 4; ++k) v[k] = (ys[r] < 0 || xs[k] < 0) ? T(0) : plane[ys[r] * iw + xs[k]];
          rows[r] = v[0] * wx[0] + v[1] * wx[1] + v[2] * wx[2] + v[3] * wx[3];
        }
        dst[(b * c + ch) * oh * ow + p] = rows[0] * wy[0] + rows[1] * wy[1] + rows[2] * wy[2] + rows[3] * wy[3];
      }
    }
  }
}

}  // namespace

Tensor gridSampler2d(const Tensor& input, const Tensor& grid, int64_t mode, int64_t padding, bool align_corners) {
  TS_CHECK(input.dim() == 4 && grid.dim() == 4 && grid.size(3) == 2 && grid.size(0) == input.size(0),
           "grid_sampler(): expected 4D input and grid with same batch size and grid of shape [N, H, W, 2], but got "
           "input with sizes " + shapeStr(input.sizes()) + " and grid with sizes " + shapeStr(grid.sizes()));
  TS_CHECK(mode >= 0 && mode <= 2, "grid_sampler(): unknown interpolation mode");
  TS_CHECK(padding >= 0 && padding <= 2, "grid_sampler(): unknown padding mode");
  TS_CHECK(input.dtype() == grid.dtype(), "grid_sampler(): expected input and grid to have same dtype, but input has " +
                                              std::string(scalarTypeName(input.dtype())) + " and grid has " +
                                              scalarTypeName(grid.dtype()));
  Tensor in = input.contiguous(), g = grid.contiguous();
  const int64_t n = in.size(0), c = in.size(1), ih = in.size(2), iw = in.size(3);
  const int64_t oh = g.size(1), ow = g.size(2);
  Tensor out = emptyTensor({n, c, oh, ow}, input.dtype());
  nn_detail::dispatchFloatDouble(input.dtype(), "grid_sampler_2d_cpu", [&](auto tag) {
    using T = typename decltype(tag)::type;
    const T* src = static_cast<const T*>(in.data_ptr());
    const T* gp = static_cast<const T*>(g.data_ptr());
    T* dst = static_cast<T*>(out.data_ptr());
    if (mode == 2) return gridSampleBicubic<T>(src, gp, dst, n, c, ih, iw, oh, ow, padding, align_corners);
    auto value = [&](const T* plane, int64_t y, int64_t x) {
      return (y >= 0 && y < ih && x >= 0 && x < iw) ? plane[y * iw + x] : T(0);
    };
    for (int64_t b = 0; b < n; ++b) {
      for (int64_t p = 0; p < oh * ow; ++p) {
        const T gx = gp[(b * oh * ow + p) * 2], gy = gp[(b * oh * ow + p) * 2 + 1];
        const T ix = gridSourceIndex(gx, iw, padding, align_corners);
        const T iy = gridSourceIndex(gy, ih, padding, align_corners);
        // PyTorch's bilinear weights carry a NaN coordinate into the result.
        const bool nan_weights = mode == 0 && padding == 0 && (std::isnan(gx) || std::isnan(gy));
        for (int64_t ch = 0; ch < c; ++ch) {
          const T* plane = src + (b * c + ch) * ih * iw;
          T v;
          if (mode == 1) {
            v = value(plane, static_cast<int64_t>(std::nearbyint(iy)), static_cast<int64_t>(std::nearbyint(ix)));
          } else {
            const int64_t x0 = static_cast<int64_t>(std::floor(ix)), y0 = static_cast<int64_t>(std::floor(iy));
            const T wx1 = ix - static_cast<T>(x0), wy1 = iy - static_cast<T>(y0);
            const T wx0 = static_cast<T>(x0 + 1) - ix, wy0 = static_cast<T>(y0 + 1) - iy;
            v = value(plane, y0, x0) * (wx0 * wy0) + value(plane, y0, x0 + 1) * (wx1 * wy0) +
                value(plane, y0 + 1, x0) * (wx0 * wy1) + value(plane, y0 + 1, x0 + 1) * (wx1 * wy1);
          }
          dst[(b * c + ch) * oh * ow + p] = nan_weights ? std::numeric_limits<T>::quiet_NaN() : v;
        }
      }
    }
  });
  return out;
}

Tensor dropout(const Tensor& input, double p, bool train, bool feature, bool alpha, Generator& gen) {
  TS_CHECK(p >= 0 && p <= 1, "dropout probability has to be between 0 and 1, but got " + std::to_string(p));
  if (p == 0 || !train || input.numel() == 0) return input;
  if (p == 1) return mul(input, zeros({}, input.dtype()));
  Tensor noise;
  if (feature) {
    TS_CHECK(input.dim() >= 2, "Feature dropout requires at least 2 dimensions in the input");
    DimVector sizes(input.dim(), 1);
    sizes[0] = input.size(0);
    sizes[1] = input.size(1);
    noise = emptyTensor(sizes, input.dtype());
  } else {
    noise = emptyTensor(input.sizes(), input.dtype());
  }
  bernoulli_(noise, 1 - p, gen);
  if (!alpha) return mul(input, div_(noise, Scalar(1 - p)));
  // SELU-preserving dropout (Klambauer et al.): dropped units go to -alpha'.
  constexpr double kAlpha = 1.7580993408473766;
  const double a = 1. / std::sqrt((kAlpha * kAlpha * p + 1) * (1 - p));
  Tensor b = add(mul(add(noise, Scalar(int64_t(-1))), Scalar(kAlpha * a)), Scalar(kAlpha * a * p));
  return add(mul(input, mul(noise, Scalar(a))), b);
}

Tensor cosineSimilarity(const Tensor& x1, const Tensor& x2, int64_t dim, double eps) {
  const ScalarType common = promoteTypes(x1.dtype(), x2.dtype());
  TS_CHECK(isFloatingType(common), std::string("expected common dtype to be floating point, yet common dtype is ") +
                                       scalarTypeName(common));
  Tensor a = x1.to(common), b = x2.to(common);
  const int64_t d = maybeWrapDim(dim, std::max(a.dim(), b.dim()));
  // Each input is divided by its clamped norm before the dot product (the
  // order PyTorch 1.13 evaluates, which decides the last bit).
  Tensor na = clamp_min(sqrt(sum(mul(a, a), {d}, true)), Scalar(eps));
  Tensor nb = clamp_min(sqrt(sum(mul(b, b), {d}, true)), Scalar(eps));
  return sum(mul(div(a, na), div(b, nb)), {d});
}

Tensor pNorm(const Tensor& x, double p, int64_t dim, bool keepdim) {
  Tensor ax = abs(x);
  if (std::isinf(p)) return p > 0 ? amax(ax, {dim}, keepdim) : amin(ax, {dim}, keepdim);
  if (p == 0) return sum(ne(x, Scalar(int64_t(0))).to(x.dtype()), {dim}, keepdim);
  if (p == 1) return sum(ax, {dim}, keepdim);
  if (p == 2) return sqrt(sum(mul(x, x), {dim}, keepdim));
  return pow(sum(pow(ax, Scalar(p)), {dim}, keepdim), Scalar(1.0 / p));
}

Tensor pairwiseDistance(const Tensor& x1, const Tensor& x2, double p, double eps, bool keepdim) {
  const int64_t out_dim = std::max(x1.dim(), x2.dim());
  return pNorm(add(sub(x1, x2), Scalar(eps)), p, out_dim - 1, keepdim);
}

Tensor cdist(const Tensor& x1, const Tensor& x2, double p) {
  TS_CHECK(x1.dim() >= 2, "cdist only supports at least 2D tensors, X1 got: " + std::to_string(x1.dim()) + "D");
  TS_CHECK(x2.dim() >= 2, "cdist only supports at least 2D tensors, X2 got: " + std::to_string(x2.dim()) + "D");
  TS_CHECK(x1.size(-1) == x2.size(-1), "X1 and X2 must have the same number of columns. X1: " +
                                           std::to_string(x1.size(-1)) + " X2: " + std::to_string(x2.size(-1)));
  TS_CHECK(p >= 0, "cdist only supports non-negative p values");
  TS_CHECK(isFloatingType(x1.dtype()), std::string("cdist only supports floating-point dtypes, X1 got: ") +
                                           scalarTypeName(x1.dtype()));
  // |x1[..., i, None, :] - x2[..., None, j, :]| reduced over the last dim.
  Tensor diff = sub(x1.unsqueeze(-2), x2.unsqueeze(-3));
  return pNorm(diff, p, -1, false);
}

Tensor bilinear(const Tensor& x1, const Tensor& x2, const Tensor& weight, const Tensor& bias) {
  TS_CHECK(x1.dim() == x2.dim(), "bilinear(): input dimensions do not match: got " + std::to_string(x1.dim()) +
                                     " and " + std::to_string(x2.dim()));
  TS_CHECK(weight.dim() == 3, "bilinear(): weight must be three-dimensional, got " + std::to_string(weight.dim()));
  TS_CHECK(x1.size(-1) == weight.size(1), "bilinear(): input1 size does not match weight size: got " +
                                              std::to_string(x1.size(-1)) + " but expected " +
                                              std::to_string(weight.size(1)));
  TS_CHECK(x2.size(-1) == weight.size(2), "bilinear(): input2 size does not match weight size: got " +
                                              std::to_string(x2.size(-1)) + " but expected " +
                                              std::to_string(weight.size(2)));
  const int64_t o = weight.size(0), i = weight.size(1), j = weight.size(2);
  Tensor a = x1.reshape({-1, i}), b = x2.reshape({-1, j});
  // (a @ W[k]) . b for every output k, as one product with W laid out [I, O*J].
  Tensor aw = matmul(a, weight.permute({1, 0, 2}).reshape({i, o * j})).reshape({-1, o, j});
  Tensor y = sum(mul(aw, b.unsqueeze(1)), {2});
  if (bias.defined()) y = add(y, bias);
  DimVector shape(x1.sizes());
  shape[shape.size() - 1] = o;
  return y.reshape(shape);
}

}  // namespace ts::nn
