// ===--- upsample3d.cpp - 3-D upsampling over the 2-D kernels -------------=== //
// See Note [Separable 3-D upsampling] (upsample3d.h).
#include "tensor/upsample3d.h"

#include "tensor/memory_format.h"
#include "tensor/nn_sample.h"
#include "tensor/nn_util.h"
#include "tensor/ops.h"
#include "tensor/upsample_index.h"

namespace ts::nn {
namespace {

using IntList = std::vector<int64_t>;

void checkInput(const Tensor& input, const IntList& out) {
  TS_CHECK(out.size() == 3, "It is expected output_size equals to 3, but got size " + std::to_string(out.size()));
  TS_CHECK(input.dim() == 5, "It is expected input_size equals to 5, but got size " + std::to_string(input.dim()));
  if (input.numel() > 0 && out[0] > 0 && out[1] > 0 && out[2] > 0) return;
  throw Error("Input and output sizes should be greater than 0, but got input (D: " + std::to_string(input.size(2)) +
              ", H: " + std::to_string(input.size(3)) + ", W: " + std::to_string(input.size(4)) + ") output (D: " +
              std::to_string(out[0]) + ", H: " + std::to_string(out[1]) + ", W: " + std::to_string(out[2]) + ")");
}

/// input[:, :, depth[i]] for each i, as [N, C * depth.size(), H, W].
Tensor gatherDepth(const Tensor& input, const IntList& depth) {
  const int64_t n = input.size(0), c = input.size(1), od = static_cast<int64_t>(depth.size());
  Tensor out = emptyTensor({n, c, od, input.size(3), input.size(4)}, input.dtype());
  for (int64_t i = 0; i < od; ++i) {
    Tensor dst = out.select(2, i);
    copy_(dst, input.select(2, depth[i]));
  }
  return out.view({n, c * od, input.size(3), input.size(4)});
}

DimVector outShape(const Tensor& input, const IntList& out) {
  return {input.size(0), input.size(1), out[0], out[1], out[2]};
}

}  // namespace

Tensor upsampleNearest3d(const Tensor& input, const IntList& output_size,
                         const std::vector<std::optional<double>>& scales, bool exact) {
  checkInput(input, output_size);
  IntList depth(output_size[0]);
  for (int64_t i = 0; i < output_size[0]; ++i)
    depth[i] = nn_detail::nearestIndex(i, input.size(2), output_size[0], scales[0], exact);
  Tensor planes = upsampleNearest(gatherDepth(input, depth), {output_size[1], output_size[2]},
                                  {scales[1], scales[2]}, exact);
  return inFormatOf(planes.view(outShape(input, output_size)), input);  // Note [Kernel output layout]
}

Tensor upsampleTrilinear3d(const Tensor& input, const IntList& output_size, bool align_corners,
                           const std::vector<std::optional<double>>& scales) {
  checkInput(input, output_size);
  const int64_t od = output_size[0], id = input.size(2);
  IntList d0(od), d1(od);
  Tensor w0 = emptyTensor({1, 1, od, 1, 1}, input.dtype()), w1 = emptyTensor({1, 1, od, 1, 1}, input.dtype());
  nn_detail::dispatchFloatDouble(input.dtype(), "upsample_trilinear3d", [&](auto tag) {
    using T = typename decltype(tag)::type;
    T* l0 = static_cast<T*>(w0.data_ptr());
    T* l1 = static_cast<T*>(w1.data_ptr());
    for (int64_t i = 0; i < od; ++i)
      nn_detail::linearWeights<T>(i, id, od, align_corners, scales[0], d0[i], d1[i], l0[i], l1[i]);
  });
  const IntList hw{output_size[1], output_size[2]};
  const std::vector<std::optional<double>> hw_scales{scales[1], scales[2]};
  const DimVector shape = outShape(input, output_size);
  Tensor near = upsampleLinear(gatherDepth(input, d0), hw, align_corners, hw_scales).view(shape);
  Tensor far = upsampleLinear(gatherDepth(input, d1), hw, align_corners, hw_scales).view(shape);
  return inFormatOf(add(mul(near, w0), mul(far, w1)), input);
}

}  // namespace ts::nn
