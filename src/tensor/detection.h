// ===--- detection.h - torchvision's box operators ------------------------=== //
// torchvision::nms and torchvision::roi_align, which scripted detection
// code (torchvision.ops) calls; CPU algorithms of torchvision 0.14's
// csrc/ops/cpu kernels, in their order of operations.
#pragma once

#include "tensor/tensor.h"

namespace ts::nn {

/// torchvision::nms: indices of the boxes [N, 4] (x1, y1, x2, y2) kept, by
/// decreasing score; a box is dropped when its IoU with a kept one exceeds
/// `iou_threshold`.
Tensor nms(const Tensor& boxes, const Tensor& scores, double iou_threshold);

/// torchvision::roi_align: [K, C, pooled_h, pooled_w] bilinear averages of
/// `input` [N, C, H, W] over the regions `rois` [K, 5] (batch index, x1, y1,
/// x2, y2) scaled by spatial_scale.
Tensor roiAlign(const Tensor& input, const Tensor& rois, double spatial_scale, int64_t pooled_h, int64_t pooled_w,
                int64_t sampling_ratio, bool aligned);

/// One bilinear sample: four input offsets and their weights, as
/// torchvision's bilinear_interpolate (roi_align, ps_roi_align). All zero
/// outside [-1, size] and for NaN coordinates (torchvision would cast NaN
/// to an index).
template <typename T>
struct Sample {
  int64_t pos[4] = {0, 0, 0, 0};
  T w[4] = {0, 0, 0, 0};
};

template <typename T>
Sample<T> bilinearSample(T y, T x, int64_t height, int64_t width) {
  Sample<T> s;
  if (!(y >= -1.0 && y <= height && x >= -1.0 && x <= width)) return s;
  if (y <= 0) y = 0;
  if (x <= 0) x = 0;
  int64_t y_low = static_cast<int64_t>(y), x_low = static_cast<int64_t>(x), y_high, x_high;
  if (y_low >= height - 1) {
    y_high = y_low = height - 1;
    y = static_cast<T>(y_low);
  } else {
    y_high = y_low + 1;
  }
  if (x_low >= width - 1) {
    x_high = x_low = width - 1;
    x = static_cast<T>(x_low);
  } else {
    x_high = x_low + 1;
  }
  const T ly = y - static_cast<T>(y_low), lx = x - static_cast<T>(x_low), hy = T(1) - ly, hx = T(1) - lx;
  s.pos[0] = y_low * width + x_low, s.pos[1] = y_low * width + x_high;
  s.pos[2] = y_high * width + x_low, s.pos[3] = y_high * width + x_high;
  s.w[0] = hy * hx, s.w[1] = hy * lx, s.w[2] = ly * hx, s.w[3] = ly * lx;
  return s;
}

}  // namespace ts::nn
