// ===--- detection.cpp - nms and roi_align --------------------------------=== //
#include "tensor/detection.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

#include "tensor/nn_util.h"
#include "tensor/ops.h"

namespace ts::nn {
namespace {

template <typename T>
Tensor nmsImpl(const Tensor& boxes, const Tensor& scores, double iou_threshold) {
  const int64_t n = boxes.size(0);
  Tensor b = boxes.contiguous(), s = scores.contiguous();
  const T* bp = static_cast<const T*>(b.data_ptr());
  const T* sp = static_cast<const T*>(s.data_ptr());
  std::vector<T> area(n);
  for (int64_t i = 0; i < n; ++i) area[i] = (bp[4 * i + 2] - bp[4 * i]) * (bp[4 * i + 3] - bp[4 * i + 1]);
  // scores.sort(stable=True, descending=True).
  std::vector<int64_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int64_t x, int64_t y) { return sp[x] > sp[y]; });
  std::vector<char> suppressed(n, 0);
  std::vector<int64_t> keep;
  for (int64_t a = 0; a < n; ++a) {
    const int64_t i = order[a];
    if (suppressed[i]) continue;
    keep.push_back(i);
    const T* bi = bp + 4 * i;
    for (int64_t c = a + 1; c < n; ++c) {
      const int64_t j = order[c];
      if (suppressed[j]) continue;
      const T* bj = bp + 4 * j;
      const T w = std::max(T(0), std::min(bi[2], bj[2]) - std::max(bi[0], bj[0]));
      const T h = std::max(T(0), std::min(bi[3], bj[3]) - std::max(bi[1], bj[1]));
      const T inter = w * h;
      const T iou = inter / (area[i] + area[j] - inter);
      if (iou > iou_threshold) suppressed[j] = 1;
    }
  }
  Tensor out = emptyTensor({static_cast<int64_t>(keep.size())}, ScalarType::Long);
  std::copy(keep.begin(), keep.end(), static_cast<int64_t*>(out.data_ptr()));
  return out;
}

template <typename T>
void roiAlignImpl(const Tensor& input, const Tensor& rois, T scale, int64_t ph, int64_t pw, int64_t ratio,
                  bool aligned, Tensor& out) {
  const int64_t channels = input.size(1), height = input.size(2), width = input.size(3);
  const T* in = static_cast<const T*>(input.data_ptr());
  const T* rp = static_cast<const T*>(rois.data_ptr());
  T* op = static_cast<T*>(out.data_ptr());
  for (int64_t k = 0; k < rois.size(0); ++k) {
    const T* r = rp + 5 * k;
    const int64_t batch = static_cast<int64_t>(r[0]);
    TS_CHECK(batch >= 0 && batch < input.size(0), "roi_align: roi batch index out of range");
    const T offset = aligned ? T(0.5) : T(0);
    const T x0 = r[1] * scale - offset, y0 = r[2] * scale - offset;
    T roi_w = r[3] * scale - offset - x0, roi_h = r[4] * scale - offset - y0;
    if (!aligned) roi_w = std::max(roi_w, T(1)), roi_h = std::max(roi_h, T(1));
    const T bin_h = roi_h / static_cast<T>(ph), bin_w = roi_w / static_cast<T>(pw);
    const int64_t grid_h = ratio > 0 ? ratio : static_cast<int64_t>(std::ceil(roi_h / static_cast<T>(ph)));
    const int64_t grid_w = ratio > 0 ? ratio : static_cast<int64_t>(std::ceil(roi_w / static_cast<T>(pw)));
    const T count = static_cast<T>(std::max<int64_t>(grid_h * grid_w, 1));
    std::vector<Sample<T>> samples;
    for (int64_t y = 0; y < ph; ++y)
      for (int64_t x = 0; x < pw; ++x)
        for (int64_t iy = 0; iy < grid_h; ++iy) {
          const T yy = y0 + static_cast<T>(y) * bin_h +
                       static_cast<T>(static_cast<float>(iy) + .5f) * bin_h / static_cast<T>(grid_h);
          for (int64_t ix = 0; ix < grid_w; ++ix) {
            const T xx = x0 + static_cast<T>(x) * bin_w +
                         static_cast<T>(static_cast<float>(ix) + .5f) * bin_w / static_cast<T>(grid_w);
            samples.push_back(bilinearSample<T>(yy, xx, height, width));
          }
        }
    for (int64_t c = 0; c < channels; ++c) {
      const T* plane = in + (batch * channels + c) * height * width;
      T* dst = op + (k * channels + c) * ph * pw;
      size_t at = 0;
      for (int64_t b = 0; b < ph * pw; ++b) {
        T acc = 0;
        for (int64_t g = 0; g < grid_h * grid_w; ++g, ++at) {
          const Sample<T>& s = samples[at];
          acc += s.w[0] * plane[s.pos[0]] + s.w[1] * plane[s.pos[1]] + s.w[2] * plane[s.pos[2]] +
                 s.w[3] * plane[s.pos[3]];
        }
        dst[b] = acc / count;
      }
    }
  }
}

}  // namespace

Tensor nms(const Tensor& boxes, const Tensor& scores, double iou_threshold) {
  TS_CHECK(boxes.dim() == 2, "boxes should be a 2d tensor, got " + std::to_string(boxes.dim()) + "D");
  TS_CHECK(boxes.size(1) == 4, "boxes should have 4 elements in dimension 1, got " + std::to_string(boxes.size(1)));
  TS_CHECK(scores.dim() == 1, "scores should be a 1d tensor, got " + std::to_string(scores.dim()) + "D");
  TS_CHECK(boxes.size(0) == scores.size(0), "boxes and scores should have same number of elements in dimension 0, "
                                            "got " + std::to_string(boxes.size(0)) + " and " +
                                            std::to_string(scores.size(0)));
  TS_CHECK(boxes.dtype() == scores.dtype(), "dets should have the same type as scores");
  if (boxes.numel() == 0) return emptyTensor({0}, ScalarType::Long);
  Tensor out;
  nn_detail::dispatchFloatDouble(boxes.dtype(), "nms_kernel", [&](auto tag) {
    using T = typename decltype(tag)::type;
    out = nmsImpl<T>(boxes, scores, iou_threshold);
  });
  return out;
}

Tensor roiAlign(const Tensor& input, const Tensor& rois, double spatial_scale, int64_t pooled_h, int64_t pooled_w,
                int64_t sampling_ratio, bool aligned) {
  TS_CHECK(input.dim() == 4, "roi_align: expected a 4-D input [N, C, H, W]");
  TS_CHECK(rois.dim() == 2 && rois.size(1) == 5, "rois must have shape as Tensor[K, 5]");
  TS_CHECK(input.dtype() == rois.dtype(), "roi_align: input and rois must have the same dtype");
  TS_CHECK(pooled_h > 0 && pooled_w > 0, "roi_align: output size must be positive");
  Tensor out = zeros({rois.size(0), input.size(1), pooled_h, pooled_w}, input.dtype());
  if (out.numel() == 0) return out;
  Tensor in = input.contiguous(), r = rois.contiguous();
  nn_detail::dispatchFloatDouble(input.dtype(), "roi_align_forward_kernel", [&](auto tag) {
    using T = typename decltype(tag)::type;
    roiAlignImpl<T>(in, r, static_cast<T>(spatial_scale), pooled_h, pooled_w, sampling_ratio, aligned, out);
  });
  return out;
}

}  // namespace ts::nn
