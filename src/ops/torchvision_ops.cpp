// ===--- torchvision_ops.cpp - torchvision's custom operators -------------=== //
// Scripted detection code (torchvision.ops.nms, batched_nms, roi_align,
// and the roi pooling and deformable convolution ops of the files it adds)
// calls torchvision's C++ operators, `ops.torchvision.nms(...)` in a saved
// .pt; schemas are torchvision 0.14's.
#include "ops/nn_ops.h"
#include "tensor/detection.h"

namespace ts::detail {

void addTorchvisionOps(Registry& r) {
  r.add("torchvision::nms(Tensor dets, Tensor scores, float iou_threshold) -> Tensor", kern<3>([](const IValue* a) {
          return nn::nms(toTensor(a[0]), toTensor(a[1]), toDouble(a[2]));
        }));
  r.add("torchvision::roi_align(Tensor input, Tensor rois, float spatial_scale, int pooled_height, "
        "int pooled_width, int sampling_ratio, bool aligned) -> Tensor",
        kern<7>([](const IValue* a) {
          return nn::roiAlign(toTensor(a[0]), toTensor(a[1]), toDouble(a[2]), toInt(a[3]), toInt(a[4]), toInt(a[5]),
                              toBool(a[6]));
        }));
  addTorchvisionRoiOps(r);
  addTorchvisionDeformConvOps(r);
}

}  // namespace ts::detail
