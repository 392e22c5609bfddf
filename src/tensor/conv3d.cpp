// ===--- conv3d.cpp - 3-D convolution as depth taps of 2-D ones -----------=== //
// See Note [3-D convolution] (conv3d.h).
#include "tensor/conv3d.h"

#include "tensor/checked_math.h"
#include "tensor/nn_conv.h"
#include "tensor/ops.h"

namespace ts::nn {
namespace {

using IntList = std::vector<int64_t>;

IntList tail2(const IntList& v) { return {v[1], v[2]}; }

/// [N, D, C, H, W] (depth-major, contiguous) as [N*D, C, H, W] for the 2-D kernels.
Tensor depthBatch(const Tensor& t) {
  return t.permute({0, 2, 1, 3, 4}).contiguous().reshape({t.size(0) * t.size(2), t.size(1), t.size(3), t.size(4)});
}

/// [N*D, C, H, W] back to [N, C, D, H, W].
Tensor fromDepthBatch(const Tensor& t, int64_t n) {
  return t.reshape({n, t.size(0) / n, t.size(1), t.size(2), t.size(3)}).permute({0, 2, 1, 3, 4}).contiguous();
}

Tensor forward3d(const Tensor& input, const Tensor& weight, const Tensor& bias, const IntList& stride,
                 const IntList& padding, const IntList& dilation, int64_t groups) {
  const int64_t n = input.size(0), kd = weight.size(2);
  bool overflowed = false;
  const int64_t out_d = windowCount(input.size(2), padding[0], dilation[0], kd, stride[0], &overflowed);
  TS_CHECK(!overflowed, "convolution: integer overflow in the output size");
  // Depth padding made explicit, so every tap reads a plain strided slice.
  Tensor x = input;
  if (padding[0] > 0) {
    DimVector sizes(input.sizes());
    sizes[2] += 2 * padding[0];
    x = zeros(sizes, input.dtype());
    Tensor inner = x.narrow(2, padding[0], input.size(2));
    copy_(inner, input);
  }
  Tensor acc;
  for (int64_t t = 0; t < kd; ++t) {
    const int64_t start = t * dilation[0];
    Tensor taps = depthBatch(x.slice(2, start, start + (out_d - 1) * stride[0] + 1, stride[0]));
    Tensor w2 = weight.select(2, t).contiguous();
    Tensor y = convolution(taps, w2, t == 0 ? bias : Tensor(), tail2(stride), tail2(padding), tail2(dilation),
                           false, {0, 0}, groups);
    if (t == 0) acc = y;
    else add_(acc, y);
  }
  return fromDepthBatch(acc, n);
}

Tensor transposed3d(const Tensor& input, const Tensor& weight, const Tensor& bias, const IntList& stride,
                    const IntList& padding, const IntList& dilation, const IntList& output_padding, int64_t groups) {
  const int64_t n = input.size(0), in_d = input.size(2), kd = weight.size(2);
  const int64_t full_d = (in_d - 1) * stride[0] + dilation[0] * (kd - 1) + 1 + output_padding[0];
  const int64_t out_d = full_d - 2 * padding[0];
  TS_CHECK(out_d > 0, "Given input size per channel: (" + std::to_string(in_d) + " x " +
                          std::to_string(input.size(3)) + " x " + std::to_string(input.size(4)) +
                          "). Calculated output size per channel is too small");
  Tensor x = depthBatch(input);
  Tensor full;  // [N, full_d, O, H', W'], depth-major so each tap adds into a strided view
  for (int64_t t = 0; t < kd; ++t) {
    Tensor w2 = weight.select(2, t).contiguous();
    Tensor y = convolution(x, w2, Tensor(), tail2(stride), tail2(padding), tail2(dilation), true,
                           tail2(output_padding), groups);
    if (!full.defined()) full = zeros({n, full_d, y.size(1), y.size(2), y.size(3)}, input.dtype());
    const int64_t start = t * dilation[0];
    Tensor dst = full.slice(1, start, start + (in_d - 1) * stride[0] + 1, stride[0]);
    add_(dst, y.reshape({n, in_d, y.size(1), y.size(2), y.size(3)}));
  }
  Tensor out = full.narrow(1, padding[0], out_d).permute({0, 2, 1, 3, 4}).contiguous();
  if (bias.defined()) add_(out, bias.reshape({1, -1, 1, 1, 1}));
  return out;
}

}  // namespace

Tensor convolution3d(const Tensor& input, const Tensor& weight, const Tensor& bias, const IntList& stride,
                     const IntList& padding, const IntList& dilation, bool transposed, const IntList& output_padding,
                     int64_t groups) {
  Tensor in = input.contiguous(), w = weight.contiguous();
  if (transposed) return transposed3d(in, w, bias, stride, padding, dilation, output_padding, groups);
  // ATen's slow 3-d convolution answers contiguously; our taps are 2-d
  // convolutions of strided slices, which may come back channels-last.
  return forward3d(in, w, bias, stride, padding, dilation, groups).contiguous();
}

}  // namespace ts::nn
