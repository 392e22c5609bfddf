// ===--- nn_grid_sample3d.cpp - aten::grid_sampler on volumes ------------=== //
// F.grid_sample of a 5-D input (with F.affine_grid of a 3-D transform, a
// volumetric spatial transformer): PyTorch 1.13's grid_sampler_3d CPU
// kernel, trilinear or nearest, zeros/border/reflection padding.
#include <cmath>
#include <limits>
#include <string>

#include "ops/nn_ops.h"
#include "tensor/nn_util.h"
#include "tensor/ops.h"

namespace ts::detail {
namespace {

template <typename T>
T clipCoordinate(T x, int64_t size) {
  return std::min(static_cast<T>(size - 1), std::max(x, static_cast<T>(0)));
}

/// reflect_coordinates: `x` reflected into [twice_low / 2, twice_high / 2].
template <typename T>
T reflectCoordinate(T x, int64_t twice_low, int64_t twice_high) {
  if (twice_low == twice_high) return 0;
  const T lo = static_cast<T>(twice_low) / 2, span = static_cast<T>(twice_high - twice_low) / 2;
  x = std::fabs(x - lo);
  const T extra = std::fmod(x, span);
  const int64_t flips = static_cast<int64_t>(std::floor(x / span));
  return flips % 2 == 0 ? extra + lo : span - extra + lo;
}

/// grid_sampler_compute_source_index: the grid's [-1, 1] coordinate as an
/// input index, padded; non-finite or huge ones become -100 (out of range).
template <typename T>
T sourceIndex(T coord, int64_t size, int64_t padding, bool align_corners) {
  coord = align_corners ? (coord + 1) / 2 * static_cast<T>(size - 1) : ((coord + 1) * static_cast<T>(size) - 1) / 2;
  if (padding == 1) {
    coord = clipCoordinate(coord, size);
  } else if (padding == 2) {
    coord = align_corners ? reflectCoordinate(coord, 0, 2 * (size - 1)) : reflectCoordinate(coord, -1, 2 * size - 1);
    coord = clipCoordinate(coord, size);
  }
  const T limit = static_cast<T>(std::numeric_limits<int32_t>::max() - 1);
  if (!std::isfinite(coord) || coord > limit || coord < -limit) return static_cast<T>(-100);
  return coord;
}

struct Volume {
  int64_t d, h, w;
  bool contains(int64_t z, int64_t y, int64_t x) const { return z >= 0 && z < d && y >= 0 && y < h && x >= 0 && x < w; }
};

/// One output point of one channel plane: trilinear (8 corners, in PyTorch's
/// order and weights) or nearest.
template <typename T>
T samplePoint(const T* plane, const Volume& v, T ix, T iy, T iz, bool nearest) {
  auto at = [&](int64_t z, int64_t y, int64_t x) { return v.contains(z, y, x) ? plane[(z * v.h + y) * v.w + x] : T(0); };
  if (nearest) {
    return at(static_cast<int64_t>(std::nearbyint(iz)), static_cast<int64_t>(std::nearbyint(iy)),
              static_cast<int64_t>(std::nearbyint(ix)));
  }
  const T x0 = std::floor(ix), y0 = std::floor(iy), z0 = std::floor(iz);
  // Differences to both corners, as PyTorch computes each weight.
  const T dx = ix - x0, dy = iy - y0, dz = iz - z0, ex = (x0 + 1) - ix, ey = (y0 + 1) - iy, ez = (z0 + 1) - iz;
  const int64_t x = static_cast<int64_t>(x0), y = static_cast<int64_t>(y0), z = static_cast<int64_t>(z0);
  T out = 0;
  out += at(z, y, x) * (ex * ey * ez);
  out += at(z, y, x + 1) * (dx * ey * ez);
  out += at(z, y + 1, x) * (ex * dy * ez);
  out += at(z, y + 1, x + 1) * (dx * dy * ez);
  out += at(z + 1, y, x) * (ex * ey * dz);
  out += at(z + 1, y, x + 1) * (dx * ey * dz);
  out += at(z + 1, y + 1, x) * (ex * dy * dz);
  out += at(z + 1, y + 1, x + 1) * (dx * dy * dz);
  return out;
}

template <typename T>
void gridSample3dImpl(const Tensor& input, const Tensor& grid, int64_t mode, int64_t padding, bool align_corners,
                      Tensor& out) {
  const int64_t n = input.size(0), c = input.size(1);
  const Volume in{input.size(2), input.size(3), input.size(4)};
  const int64_t points = grid.size(1) * grid.size(2) * grid.size(3);
  const T* src = static_cast<const T*>(input.data_ptr());
  const T* gp = static_cast<const T*>(grid.data_ptr());
  T* dst = static_cast<T*>(out.data_ptr());
  for (int64_t b = 0; b < n; ++b)
    for (int64_t p = 0; p < points; ++p) {
      const T* g = gp + (b * points + p) * 3;
      const T ix = sourceIndex(g[0], in.w, padding, align_corners);
      const T iy = sourceIndex(g[1], in.h, padding, align_corners);
      const T iz = sourceIndex(g[2], in.d, padding, align_corners);
      for (int64_t ch = 0; ch < c; ++ch) {
        const T* plane = src + (b * c + ch) * in.d * in.h * in.w;
        dst[(b * c + ch) * points + p] = samplePoint(plane, in, ix, iy, iz, mode == 1);
      }
    }
}

}  // namespace

Tensor gridSampler3d(const Tensor& input, const Tensor& grid, int64_t mode, int64_t padding, bool align_corners) {
  TS_CHECK(input.dim() == 5 && grid.dim() == 5 && grid.size(4) == 3 && grid.size(0) == input.size(0),
           "grid_sampler(): expected 5D input and grid with same batch size and grid of shape [N, D, H, W, 3], but "
           "got input with sizes " + shapeStr(input.sizes()) + " and grid with sizes " + shapeStr(grid.sizes()));
  TS_CHECK(mode != 2, "grid_sampler(): bicubic interpolation only supports 4D input");
  TS_CHECK(mode == 0 || mode == 1, "grid_sampler(): unknown interpolation mode");
  TS_CHECK(padding >= 0 && padding <= 2, "grid_sampler(): unknown padding mode");
  TS_CHECK(input.dtype() == grid.dtype(), "grid_sampler(): expected input and grid to have same dtype");
  for (int64_t i = 2; i < 5; ++i)
    TS_CHECK(input.size(i) > 0, "grid_sampler(): expected input to have non-empty spatial dimensions");
  Tensor out = zeros({input.size(0), input.size(1), grid.size(1), grid.size(2), grid.size(3)}, input.dtype());
  if (out.numel() == 0) return out;
  Tensor in = input.contiguous(), g = grid.contiguous();
  nn_detail::dispatchFloatDouble(input.dtype(), "grid_sampler_3d", [&](auto tag) {
    using T = typename decltype(tag)::type;
    gridSample3dImpl<T>(in, g, mode, padding, align_corners, out);
  });
  return out;
}

}  // namespace ts::detail
