// ===--- torchvision_roi_ops.cpp - roi_pool, ps_roi_align, ps_roi_pool ----=== //
// torchvision::roi_pool, ps_roi_align and ps_roi_pool (torchvision.ops
// RoIPool, PSRoIAlign, PSRoIPool): the CPU forward kernels of torchvision
// 0.14 in their order of operations, with the second output (argmax or
// channel mapping) that the schemas return and scripted code drops.
#include <algorithm>
#include <cfloat>
#include <cmath>
#include <tuple>

#include "ops/nn_ops.h"
#include "tensor/detection.h"
#include "tensor/nn_util.h"

namespace ts::detail {
namespace {

/// Note [Hostile roi coordinates]: torchvision casts scaled box corners to
/// int and loops over grids sized by them; a NaN, infinite or enormous
/// coordinate would be undefined behaviour or an endless loop. Corners are
/// clamped into +-2^30 first (no real feature map comes near), and sampling
/// grids past kMaxGrid per side are an error.
constexpr double kCoordLimit = 1073741824.0;
constexpr int64_t kMaxGrid = 1 << 16;

template <typename T>
int64_t clampedInt(T v) {
  if (!(v == v)) return 0;
  return static_cast<int64_t>(std::max(-kCoordLimit, std::min(kCoordLimit, static_cast<double>(v))));
}

/// Checks shared by the three kernels; returns the batch index of roi `r`.
template <typename T>
int64_t roiBatch(const T* r, int64_t batch, const char* op) {
  const int64_t b = clampedInt(r[0]);
  TS_CHECK(b >= 0 && b < batch, std::string(op) + ": roi batch index out of range");
  return b;
}

void checkRoiArgs(const Tensor& input, const Tensor& rois, int64_t ph, int64_t pw, const char* op) {
  TS_CHECK(input.dim() == 4, std::string(op) + ": expected a 4-D input [N, C, H, W]");
  TS_CHECK(rois.dim() == 2 && rois.size(1) == 5, "Tensor rois should have shape as Tensor[K, 5]");
  TS_CHECK(input.dtype() == rois.dtype(), "input and rois must have the same dtype");
  TS_CHECK(ph > 0 && pw > 0, std::string(op) + ": output size must be positive");
}

/// Integer bin [start, end) of output cell `p` of a roi starting at `roi0`.
template <typename T>
std::pair<int64_t, int64_t> poolBin(int64_t p, T bin, int64_t roi0, int64_t hi) {
  int64_t start = static_cast<int64_t>(std::floor(static_cast<T>(p) * bin));
  int64_t end = static_cast<int64_t>(std::ceil(static_cast<T>(p + 1) * bin));
  return {std::min(std::max(start + roi0, int64_t(0)), hi), std::min(std::max(end + roi0, int64_t(0)), hi)};
}

/// A box of the integer-bin kernels: corners rounded after scaling, its
/// batch, and the bin sizes; boxes under one pixel are forced to 1x1.
template <typename T>
struct PoolRoi {
  int64_t batch, x0, y0;
  T bin_h, bin_w;
};

template <typename T>
PoolRoi<T> poolRoi(const T* r, T scale, int64_t ph, int64_t pw, int64_t end_inclusive, int64_t batches,
                   const char* op) {
  PoolRoi<T> out;
  out.batch = roiBatch(r, batches, op);
  out.x0 = clampedInt(std::round(r[1] * scale)), out.y0 = clampedInt(std::round(r[2] * scale));
  const int64_t x1 = clampedInt(std::round(r[3] * scale)), y1 = clampedInt(std::round(r[4] * scale));
  out.bin_h = static_cast<T>(std::max<int64_t>(y1 - out.y0 + end_inclusive, 1)) / static_cast<T>(ph);
  out.bin_w = static_cast<T>(std::max<int64_t>(x1 - out.x0 + end_inclusive, 1)) / static_cast<T>(pw);
  return out;
}

template <typename T>
void roiPoolImpl(const Tensor& input, const Tensor& rois, T scale, int64_t ph, int64_t pw, Tensor& out,
                 Tensor& argmax) {
  const int64_t channels = input.size(1), height = input.size(2), width = input.size(3);
  const T* in = static_cast<const T*>(input.data_ptr());
  const T* rp = static_cast<const T*>(rois.data_ptr());
  T* op = static_cast<T*>(out.data_ptr());
  int32_t* ap = static_cast<int32_t*>(argmax.data_ptr());
  for (int64_t n = 0; n < rois.size(0); ++n) {
    // roi_pool's box includes its end pixel.
    const PoolRoi<T> roi = poolRoi(rp + 5 * n, scale, ph, pw, 1, input.size(0), "roi_pool");
    const int64_t batch = roi.batch, x0 = roi.x0, y0 = roi.y0;
    const T bin_h = roi.bin_h, bin_w = roi.bin_w;
    for (int64_t y = 0; y < ph; ++y)
      for (int64_t x = 0; x < pw; ++x) {
        auto [hs, he] = poolBin(y, bin_h, y0, height);
        auto [ws, we] = poolBin(x, bin_w, x0, width);
        const bool empty = he <= hs || we <= ws;
        for (int64_t c = 0; c < channels; ++c) {
          const T* plane = in + (batch * channels + c) * height * width;
          T best = empty ? T(0) : -FLT_MAX;
          int64_t best_at = -1;
          for (int64_t h = hs; h < he; ++h)
            for (int64_t w = ws; w < we; ++w)
              if (plane[h * width + w] > best) best = plane[h * width + w], best_at = h * width + w;
          const int64_t at = ((n * channels + c) * ph + y) * pw + x;
          op[at] = best;
          ap[at] = static_cast<int32_t>(best_at);
        }
      }
  }
}

template <typename T>
void psRoiPoolImpl(const Tensor& input, const Tensor& rois, T scale, int64_t ph, int64_t pw, Tensor& out,
                   Tensor& mapping) {
  const int64_t channels = input.size(1), height = input.size(2), width = input.size(3);
  const int64_t channels_out = channels / (ph * pw);
  const T* in = static_cast<const T*>(input.data_ptr());
  const T* rp = static_cast<const T*>(rois.data_ptr());
  T* op = static_cast<T*>(out.data_ptr());
  int32_t* mp = static_cast<int32_t*>(mapping.data_ptr());
  for (int64_t n = 0; n < rois.size(0); ++n) {
    const PoolRoi<T> roi = poolRoi(rp + 5 * n, scale, ph, pw, 0, input.size(0), "ps_roi_pool");
    const int64_t batch = roi.batch, x0 = roi.x0, y0 = roi.y0;
    const T bin_h = roi.bin_h, bin_w = roi.bin_w;
    int64_t c_in = 0;
    for (int64_t c = 0; c < channels_out; ++c)
      for (int64_t y = 0; y < ph; ++y)
        for (int64_t x = 0; x < pw; ++x, ++c_in) {
          // torchvision's forward clips bins to the last row/column (height - 1).
          auto [hs, he] = poolBin(y, bin_h, y0, height - 1);
          auto [ws, we] = poolBin(x, bin_w, x0, width - 1);
          const T* plane = in + (batch * channels + c_in) * height * width;
          T sum = 0;
          for (int64_t h = hs; h < he; ++h)
            for (int64_t w = ws; w < we; ++w) sum += plane[h * width + w];
          const int64_t at = ((n * channels_out + c) * ph + y) * pw + x;
          const T area = static_cast<T>((he - hs) * (we - ws));
          op[at] = (he <= hs || we <= ws) ? T(0) : sum / area;
          mp[at] = static_cast<int32_t>(c_in);
        }
  }
}

/// ps_roi_align's bilinear_interpolate (nn::bilinearSample's weights).
template <typename T>
T bilinear(const T* plane, int64_t height, int64_t width, T y, T x) {
  nn::Sample<T> s = nn::bilinearSample<T>(y, x, height, width);
  return s.w[0] * plane[s.pos[0]] + s.w[1] * plane[s.pos[1]] + s.w[2] * plane[s.pos[2]] + s.w[3] * plane[s.pos[3]];
}

/// Samples per bin side: the ratio given, else ceil(roi / pooled) as
/// torchvision computes it (Note [Hostile roi coordinates]).
template <typename T>
int64_t gridSize(int64_t ratio, T roi, int64_t pooled) {
  if (ratio > 0) return ratio;
  const double g = std::ceil(static_cast<double>(roi / static_cast<T>(pooled)));
  TS_CHECK(!(g > static_cast<double>(kMaxGrid)), "ps_roi_align: roi too large for its sampling grid");
  return g > 0 ? static_cast<int64_t>(g) : 0;
}

template <typename T>
void psRoiAlignImpl(const Tensor& input, const Tensor& rois, T scale, int64_t ph, int64_t pw, int64_t ratio,
                    Tensor& out, Tensor& mapping) {
  const int64_t channels = input.size(1), height = input.size(2), width = input.size(3);
  const int64_t channels_out = channels / (ph * pw);
  const T* in = static_cast<const T*>(input.data_ptr());
  const T* rp = static_cast<const T*>(rois.data_ptr());
  T* op = static_cast<T*>(out.data_ptr());
  int32_t* mp = static_cast<int32_t*>(mapping.data_ptr());
  for (int64_t n = 0; n < rois.size(0); ++n) {
    const T* r = rp + 5 * n;
    const int64_t batch = roiBatch(r, input.size(0), "ps_roi_align");
    // No rounding: half-pixel offsets, as torchvision does.
    const T x0 = r[1] * scale - static_cast<T>(0.5), y0 = r[2] * scale - static_cast<T>(0.5);
    const T roi_w = r[3] * scale - static_cast<T>(0.5) - x0, roi_h = r[4] * scale - static_cast<T>(0.5) - y0;
    const T bin_h = roi_h / static_cast<T>(ph), bin_w = roi_w / static_cast<T>(pw);
    const int64_t grid_h = gridSize(ratio, roi_h, ph), grid_w = gridSize(ratio, roi_w, pw);
    const T count = static_cast<T>(grid_h * grid_w);
    int64_t c_in = 0;
    for (int64_t c = 0; c < channels_out; ++c)
      for (int64_t y = 0; y < ph; ++y)
        for (int64_t x = 0; x < pw; ++x, ++c_in) {
          const T hstart = static_cast<T>(y) * bin_h + y0, wstart = static_cast<T>(x) * bin_w + x0;
          const T* plane = in + (batch * channels + c_in) * height * width;
          T sum = 0;
          for (int64_t iy = 0; iy < grid_h; ++iy) {
            const T yy = hstart + static_cast<T>(static_cast<float>(iy) + .5f) * bin_h / static_cast<T>(grid_h);
            for (int64_t ix = 0; ix < grid_w; ++ix) {
              const T xx = wstart + static_cast<T>(static_cast<float>(ix) + .5f) * bin_w / static_cast<T>(grid_w);
              sum += bilinear(plane, height, width, yy, xx);
            }
          }
          const int64_t at = ((n * channels_out + c) * ph + y) * pw + x;
          op[at] = sum / count;
          mp[at] = static_cast<int32_t>(c_in);
        }
  }
}

/// Output and int32 second result of a (position-sensitive) roi kernel.
std::tuple<Tensor, Tensor> roiOutputs(const Tensor& input, const Tensor& rois, int64_t channels, int64_t ph,
                                      int64_t pw) {
  return {zeros({rois.size(0), channels, ph, pw}, input.dtype()),
          zeros({rois.size(0), channels, ph, pw}, ScalarType::Int)};
}

std::tuple<Tensor, Tensor> roiPool(const Tensor& input, const Tensor& rois, double scale, int64_t ph, int64_t pw) {
  checkRoiArgs(input, rois, ph, pw, "roi_pool");
  // Named tensors, not a structured binding: the kernel lambdas capture them
  // (clang before 16, used by the fuzz build, cannot capture bindings).
  Tensor out, argmax;
  std::tie(out, argmax) = roiOutputs(input, rois, input.size(1), ph, pw);
  if (out.numel() == 0) return {out, argmax};
  Tensor in = input.contiguous(), r = rois.contiguous();
  nn_detail::dispatchFloatDouble(input.dtype(), "roi_pool", [&](auto tag) {
    using T = typename decltype(tag)::type;
    roiPoolImpl<T>(in, r, static_cast<T>(scale), ph, pw, out, argmax);
  });
  return {out, argmax};
}

/// Position-sensitive kernels: input channels split over the output cells.
int64_t psChannels(const Tensor& input, int64_t ph, int64_t pw) {
  TS_CHECK(input.size(1) % (ph * pw) == 0, "input channels must be a multiple of pooling height * pooling width");
  return input.size(1) / (ph * pw);
}

std::tuple<Tensor, Tensor> psRoiPool(const Tensor& input, const Tensor& rois, double scale, int64_t ph,
                                     int64_t pw) {
  checkRoiArgs(input, rois, ph, pw, "ps_roi_pool");
  Tensor out, mapping;  // captured by the kernel lambda (see roiPool)
  std::tie(out, mapping) = roiOutputs(input, rois, psChannels(input, ph, pw), ph, pw);
  if (out.numel() == 0) return {out, mapping};
  Tensor in = input.contiguous(), r = rois.contiguous();
  nn_detail::dispatchFloatDouble(input.dtype(), "ps_roi_pool", [&](auto tag) {
    using T = typename decltype(tag)::type;
    psRoiPoolImpl<T>(in, r, static_cast<T>(scale), ph, pw, out, mapping);
  });
  return {out, mapping};
}

std::tuple<Tensor, Tensor> psRoiAlign(const Tensor& input, const Tensor& rois, double scale, int64_t ph,
                                      int64_t pw, int64_t ratio) {
  checkRoiArgs(input, rois, ph, pw, "ps_roi_align");
  Tensor out, mapping;  // captured by the kernel lambda (see roiPool)
  std::tie(out, mapping) = roiOutputs(input, rois, psChannels(input, ph, pw), ph, pw);
  if (out.numel() == 0) return {out, mapping};
  TS_CHECK(ratio <= kMaxGrid, "ps_roi_align: sampling_ratio too large");
  Tensor in = input.contiguous(), r = rois.contiguous();
  nn_detail::dispatchFloatDouble(input.dtype(), "ps_roi_align_forward_kernel", [&](auto tag) {
    using T = typename decltype(tag)::type;
    psRoiAlignImpl<T>(in, r, static_cast<T>(scale), ph, pw, ratio, out, mapping);
  });
  return {out, mapping};
}

}  // namespace

void addTorchvisionRoiOps(Registry& r) {
  r.add("torchvision::roi_pool(Tensor input, Tensor rois, float spatial_scale, int pooled_height, "
        "int pooled_width) -> (Tensor, Tensor)",
        kern<5>([](const IValue* a) {
          return roiPool(toTensor(a[0]), toTensor(a[1]), toDouble(a[2]), toInt(a[3]), toInt(a[4]));
        }));
  r.add("torchvision::ps_roi_pool(Tensor input, Tensor rois, float spatial_scale, int pooled_height, "
        "int pooled_width) -> (Tensor, Tensor)",
        kern<5>([](const IValue* a) {
          return psRoiPool(toTensor(a[0]), toTensor(a[1]), toDouble(a[2]), toInt(a[3]), toInt(a[4]));
        }));
  r.add("torchvision::ps_roi_align(Tensor input, Tensor rois, float spatial_scale, int pooled_height, "
        "int pooled_width, int sampling_ratio) -> (Tensor, Tensor)",
        kern<6>([](const IValue* a) {
          return psRoiAlign(toTensor(a[0]), toTensor(a[1]), toDouble(a[2]), toInt(a[3]), toInt(a[4]), toInt(a[5]));
        }));
}

}  // namespace ts::detail
