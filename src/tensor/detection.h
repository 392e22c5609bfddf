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

}  // namespace ts::nn
