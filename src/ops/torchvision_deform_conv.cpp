// ===--- torchvision_deform_conv.cpp - torchvision::deform_conv2d ---------=== //
// Deformable convolution v1/v2 (torchvision.ops.deform_conv2d and
// DeformConv2d): torchvision 0.14's CPU forward, a bilinear im2col at
// offset positions (scaled by the mask) followed by one matrix product per
// weight group.
#include <algorithm>
#include <cmath>
#include <string>

#include "ops/nn_ops.h"
#include "tensor/nn_util.h"
#include "tensor/ops.h"

namespace ts::detail {
namespace {

/// Bound on stride, padding and dilation (so their products stay in int64).
constexpr int64_t kMaxDeformArg = 1 << 20;

/// deform_conv2d's bilinear_interpolate: corners outside the map read 0.
template <typename T>
T sampleAt(const T* in, int64_t height, int64_t width, T h, T w) {
  if (!(h > -1 && h < height && w > -1 && w < width)) return 0;
  const int64_t h_low = static_cast<int64_t>(std::floor(h)), w_low = static_cast<int64_t>(std::floor(w));
  const int64_t h_high = h_low + 1, w_high = w_low + 1;
  const T lh = h - static_cast<T>(h_low), lw = w - static_cast<T>(w_low), hh = 1 - lh, hw = 1 - lw;
  const T v1 = (h_low >= 0 && w_low >= 0) ? in[h_low * width + w_low] : T(0);
  const T v2 = (h_low >= 0 && w_high <= width - 1) ? in[h_low * width + w_high] : T(0);
  const T v3 = (h_high <= height - 1 && w_low >= 0) ? in[h_high * width + w_low] : T(0);
  const T v4 = (h_high <= height - 1 && w_high <= width - 1) ? in[h_high * width + w_high] : T(0);
  return hh * hw * v1 + hh * lw * v2 + lh * hw * v3 + lh * lw * v4;
}

struct DeformGeometry {
  int64_t batch, in_channels, height, width, kh, kw, out_h, out_w;
  int64_t stride_h, stride_w, pad_h, pad_w, dil_h, dil_w, offset_groups;
  bool use_mask;
};

/// Columns [C_in * kh * kw, out_h * out_w] of image `b`: row (c, i, j) holds
/// input channel c sampled at kernel tap (i, j) moved by its offset.
template <typename T>
void deformIm2col(const DeformGeometry& g, const T* input, const T* offset, const T* mask, int64_t b, T* columns) {
  const int64_t plane = g.out_h * g.out_w, taps = g.kh * g.kw;
  const int64_t per_group = g.in_channels / g.offset_groups;
  for (int64_t c = 0; c < g.in_channels; ++c) {
    const int64_t grp = c / per_group;
    const T* in = input + (b * g.in_channels + c) * g.height * g.width;
    const T* off = offset + (b * g.offset_groups + grp) * 2 * taps * plane;
    const T* msk = g.use_mask ? mask + (b * g.offset_groups + grp) * taps * plane : nullptr;
    for (int64_t i = 0; i < g.kh; ++i)
      for (int64_t j = 0; j < g.kw; ++j) {
        const int64_t tap = i * g.kw + j;
        T* col = columns + (c * taps + tap) * plane;
        for (int64_t y = 0; y < g.out_h; ++y)
          for (int64_t x = 0; x < g.out_w; ++x) {
            const int64_t p = y * g.out_w + x;
            const T m = msk ? msk[tap * plane + p] : T(1);
            const T yy = static_cast<T>(y * g.stride_h - g.pad_h + i * g.dil_h) + off[2 * tap * plane + p];
            const T xx = static_cast<T>(x * g.stride_w - g.pad_w + j * g.dil_w) + off[(2 * tap + 1) * plane + p];
            col[p] = m * sampleAt(in, g.height, g.width, yy, xx);
          }
      }
  }
}

void checkDeformShapes(const Tensor& input, const Tensor& weight, const Tensor& offset, const Tensor& mask,
                       const DeformGeometry& g, int64_t groups) {
  auto dims = [](const Tensor& t) { return std::to_string(t.size(2)) + ", " + std::to_string(t.size(3)); };
  TS_CHECK(g.kh > 0 && g.kw > 0, "weight_h: " + std::to_string(g.kh) + " weight_w: " + std::to_string(g.kw));
  TS_CHECK(g.stride_h > 0 && g.stride_w > 0, "stride_h: " + std::to_string(g.stride_h) + " stride_w: " +
                                                 std::to_string(g.stride_w));
  TS_CHECK(g.pad_h >= 0 && g.pad_w >= 0, "pad_h: " + std::to_string(g.pad_h) + " pad_w: " + std::to_string(g.pad_w));
  TS_CHECK(g.dil_h > 0 && g.dil_w > 0, "dilation_h: " + std::to_string(g.dil_h) + " dilation_w: " +
                                           std::to_string(g.dil_w));
  TS_CHECK(groups > 0 && g.offset_groups > 0, "deform_conv2d: groups must be positive");
  TS_CHECK(weight.size(1) * groups == g.in_channels, "deform_conv2d: weight channels do not match the input");
  TS_CHECK(weight.size(0) % groups == 0, "deform_conv2d: out channels not divisible by groups");
  const int64_t taps = g.kh * g.kw;
  TS_CHECK(offset.size(1) == g.offset_groups * 2 * taps, "offset.shape[1] is not valid: got: " +
                                                             std::to_string(offset.size(1)) + " expected: " +
                                                             std::to_string(g.offset_groups * 2 * taps));
  TS_CHECK(!g.use_mask || mask.size(1) == g.offset_groups * taps,
           "mask.shape[1] is not valid: got: " + std::to_string(mask.size(1)) +
               " expected: " + std::to_string(g.offset_groups * taps));
  TS_CHECK(g.in_channels % g.offset_groups == 0, "deform_conv2d: input channels not divisible by offset groups");
  TS_CHECK(offset.size(0) == g.batch, "invalid batch size of offset");
  const std::string computed = "computed output dims: (" + std::to_string(g.out_h) + ", " + std::to_string(g.out_w) + ")";
  TS_CHECK(offset.size(2) == g.out_h && offset.size(3) == g.out_w,
           "offset output dims: (" + dims(offset) + ") - " + computed);
  TS_CHECK(!g.use_mask || mask.size(0) == g.batch, "invalid batch size of mask");
  TS_CHECK(!g.use_mask || (mask.size(2) == g.out_h && mask.size(3) == g.out_w),
           "mask output dims: (" + dims(mask) + ") - " + computed);
  TS_CHECK(g.out_h > 0 && g.out_w > 0, "Calculated output size too small - out_h: " + std::to_string(g.out_h) +
                                           " out_w: " + std::to_string(g.out_w));
}

Tensor deformConv2d(const Tensor& input, const Tensor& weight, const Tensor& offset, const Tensor& mask,
                    const Tensor& bias, const std::vector<int64_t>& geom, int64_t groups, int64_t offset_groups,
                    bool use_mask) {
  TS_CHECK(input.dim() == 4 && weight.dim() == 4 && offset.dim() == 4 && (!use_mask || mask.dim() == 4),
           "deform_conv2d: input, weight, offset and mask must be 4-D");
  TS_CHECK(input.dtype() == weight.dtype() && input.dtype() == offset.dtype() &&
               (!use_mask || input.dtype() == mask.dtype()),
           "deform_conv2d: input, weight, offset and mask must have the same dtype");
  DeformGeometry g{input.size(0), input.size(1), input.size(2), input.size(3), weight.size(2), weight.size(3), 0, 0,
                   geom[0], geom[1], geom[2], geom[3], geom[4], geom[5], offset_groups, use_mask};
  // Products stay far inside int64 for any tensor that fits in memory;
  // hostile geometry arguments are bounded before they multiply.
  for (int64_t v : geom) TS_CHECK(v >= -kMaxDeformArg && v <= kMaxDeformArg, "deform_conv2d: argument out of range");
  g.out_h = (g.height + 2 * g.pad_h - (g.dil_h * (g.kh - 1) + 1)) / std::max<int64_t>(g.stride_h, 1) + 1;
  g.out_w = (g.width + 2 * g.pad_w - (g.dil_w * (g.kw - 1) + 1)) / std::max<int64_t>(g.stride_w, 1) + 1;
  checkDeformShapes(input, weight, offset, mask, g, groups);
  const int64_t out_channels = weight.size(0);
  TS_CHECK(bias.numel() == out_channels, "deform_conv2d: bias must have one value per output channel");
  Tensor out = emptyTensor({g.batch, out_channels, g.out_h, g.out_w}, input.dtype());
  if (g.batch == 0) return zeros({0, out_channels, g.out_h, g.out_w}, input.dtype());
  Tensor in = input.contiguous(), off = offset.contiguous(), msk = use_mask ? mask.contiguous() : mask;
  const int64_t rows = g.in_channels * g.kh * g.kw, plane = g.out_h * g.out_w;
  Tensor columns = emptyTensor({rows, plane}, input.dtype());
  // [groups, out_channels / groups, C_in / groups * kh * kw]
  Tensor w = weight.contiguous().reshape({groups, out_channels / groups, rows / groups});
  for (int64_t b = 0; b < g.batch; ++b) {
    nn_detail::dispatchFloatDouble(input.dtype(), "deformable_im2col", [&](auto tag) {
      using T = typename decltype(tag)::type;
      deformIm2col<T>(g, static_cast<const T*>(in.data_ptr()), static_cast<const T*>(off.data_ptr()),
                      use_mask ? static_cast<const T*>(msk.data_ptr()) : nullptr, b,
                      static_cast<T*>(columns.data_ptr()));
    });
    Tensor cols = columns.reshape({groups, rows / groups, plane});
    copy_(out.select(0, b), bmm(w, cols).reshape({out_channels, g.out_h, g.out_w}));
  }
  return add(out, bias.reshape({1, out_channels, 1, 1}));
}

}  // namespace

void addTorchvisionDeformConvOps(Registry& r) {
  r.add("torchvision::deform_conv2d(Tensor input, Tensor weight, Tensor offset, Tensor mask, Tensor bias, "
        "int stride_h, int stride_w, int pad_h, int pad_w, int dilation_h, int dilation_w, int groups, "
        "int offset_groups, bool use_mask) -> Tensor",
        kern<14>([](const IValue* a) {
          std::vector<int64_t> geom;
          for (int i = 5; i < 11; ++i) geom.push_back(toInt(a[i]));
          return deformConv2d(toTensor(a[0]), toTensor(a[1]), toTensor(a[2]), toTensor(a[3]), toTensor(a[4]), geom,
                              toInt(a[11]), toInt(a[12]), toBool(a[13]));
        }));
}

}  // namespace ts::detail
