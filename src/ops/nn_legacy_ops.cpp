// ===--- nn_legacy_ops.cpp - backend-named nn operators and 3-d padding --=== //
// Operators PyTorch exposes under torch._C._nn and torch.ops.aten that name
// a kernel rather than a function: slow_conv3d, thnn_conv2d,
// slow_conv_dilated2d/3d, slow_conv_transpose2d/3d and conv_tbc (all the
// convolution aten::convolution computes), the explicit-size
// upsample_bicubic2d, reflection_pad3d / replication_pad3d with ATen's
// argument checks, and fractional max pooling.
// (view.dtype is not registered: script code's `x.view(-1)` must resolve to
// view(int[] size), which needs the matcher to pack varargs in its
// no-conversion pass as PyTorch's does; Tensor.view(dtype) at the Python
// level has its own binding.)
#include <optional>
#include <string>
#include <vector>

#include "ops/families.h"
#include "ops/op_callee.h"
#include "ops/registry.h"
#include "ops/tensor_arg_helpers.h"
#include "tensor/fractional_pool.h"
#include "tensor/nn_conv.h"
#include "tensor/nn_sample.h"
#include "tensor/nn_shape.h"
#include "tensor/ops_copy.h"

namespace ts {
namespace {

using detail::kern;
using detail::toBool;
using detail::toIntVector;
using detail::toOptTensor;
using detail::toTensor;

std::optional<double> optDouble(const IValue& v) {
  return v.isNone() ? std::nullopt : std::optional<double>(v.toNumber());
}

/// An `int[k]` argument given as one int (`stride=1`) repeated k times.
std::vector<int64_t> ints(const IValue& v, size_t k) {
  std::vector<int64_t> out = toIntVector(v);
  if (out.size() == 1 && k > 1) out.assign(k, out[0]);
  return out;
}

/// The convolution a backend-named kernel computes (`kernel_size` is implied by weight).
Tensor conv(const IValue* a, size_t k, const IValue* dilation, bool transposed, const IValue* output_padding) {
  std::vector<int64_t> dil = dilation ? ints(*dilation, k) : std::vector<int64_t>(k, 1);
  std::vector<int64_t> outpad = output_padding ? ints(*output_padding, k) : std::vector<int64_t>(k, 0);
  return nn::convolution(toTensor(a[0]), toTensor(a[1]), toOptTensor(a[3]), ints(a[4], k), ints(a[5], k), dil,
                         transposed, outpad, 1);
}

void addConvKernels(Registry& r) {
  for (const char* name : {"aten::slow_conv3d", "aten::slow_conv3d_forward"}) {
    const bool fwd = std::string(name) == "aten::slow_conv3d_forward";
    r.add(std::string(name) + "(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias" +
              (fwd ? ", int[3] stride, int[3] padding" : "=None, int[3] stride=1, int[3] padding=0") + ") -> Tensor",
          kern<6>([](const IValue* a) { return conv(a, 3, nullptr, false, nullptr); }));
  }
  r.add("aten::thnn_conv2d(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, int[2] stride=1, "
        "int[2] padding=0) -> Tensor",
        kern<6>([](const IValue* a) { return conv(a, 2, nullptr, false, nullptr); }));
  r.add("aten::slow_conv_dilated2d(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, "
        "int[2] stride=1, int[2] padding=0, int[2] dilation=1) -> Tensor",
        kern<7>([](const IValue* a) { return conv(a, 2, &a[6], false, nullptr); }));
  r.add("aten::slow_conv_dilated3d(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, "
        "int[3] stride=1, int[3] padding=0, int[3] dilation=1) -> Tensor",
        kern<7>([](const IValue* a) { return conv(a, 3, &a[6], false, nullptr); }));
  r.add("aten::slow_conv_transpose2d(Tensor self, Tensor weight, int[2] kernel_size, Tensor? bias=None, "
        "int[2] stride=1, int[2] padding=0, int[2] output_padding=0, int[2] dilation=1) -> Tensor",
        kern<8>([](const IValue* a) { return conv(a, 2, &a[7], true, &a[6]); }));
  r.add("aten::slow_conv_transpose3d(Tensor self, Tensor weight, int[3] kernel_size, Tensor? bias=None, "
        "int[3] stride=1, int[3] padding=0, int[3] output_padding=0, int[3] dilation=1) -> Tensor",
        kern<8>([](const IValue* a) { return conv(a, 3, &a[7], true, &a[6]); }));
}

/// aten::conv_tbc: a 1-d convolution of a (time, batch, channel) input with
/// a (width, in, out) weight, as conv1d on the permuted operands.
Tensor convTbc(const Tensor& self, const Tensor& weight, const Tensor& bias, int64_t pad) {
  TS_CHECK(self.dim() == 3, "Input must have 3 dims: time, batch, in_channel");
  TS_CHECK(weight.dim() == 3, "Weight tensor must have 3 dims: kernel_width, in_channels, out_channels.");
  TS_CHECK(bias.dim() == 1, "Bias must be 1-D");
  TS_CHECK(self.size(2) == weight.size(1), "Input dim 2 (input channels) is not == dim 1 in the weight tensor");
  TS_CHECK(weight.size(2) == bias.size(0), "Bias size must equal dim 2 in the weight tensor (output channels).");
  Tensor out = nn::convolution(self.permute({1, 2, 0}), weight.permute({2, 1, 0}), bias, {1}, {pad}, {1}, false,
                               {0}, 1);
  return out.permute({2, 0, 1}).contiguous();
}

/// ATen's reflection_pad3d / replication_pad3d shape checks; the padding
/// itself is F.pad's.
Tensor pad3d(const Tensor& self, const std::vector<int64_t>& pad, bool reflect) {
  TS_CHECK(pad.size() == 6, "padding size is expected to be 6");
  // ATen reads sizes 1..3 before checking the rank: a 3-d input fails on size(3).
  const bool valid_dims = self.size(1) != 0 && self.size(2) != 0 && self.size(3) != 0;
  const bool ok = (self.dim() == 4 && valid_dims) || (self.dim() == 5 && valid_dims && self.size(4) != 0);
  TS_CHECK(ok, "Expected 4D or 5D (batch mode) tensor with possibly 0 batch size and other non-zero dimensions for "
               "input, but got: " + shapeStr(self.sizes()));
  const int64_t first = self.dim() - 3;
  if (reflect) {
    for (int64_t d = 2; d >= 0; --d) {
      const int64_t dim = first + d, lo = pad[2 * (2 - d)], hi = pad[2 * (2 - d) + 1];
      TS_CHECK(lo < self.size(dim) && hi < self.size(dim),
               "Argument #" + std::to_string(8 - 2 * d) + ": Padding size should be less than the corresponding "
               "input dimension, but got: padding (" + std::to_string(lo) + ", " + std::to_string(hi) +
               ") at dimension " + std::to_string(dim) + " of input " + shapeStr(self.sizes()));
    }
  }
  const int64_t od = self.size(first) + pad[4] + pad[5], oh = self.size(first + 1) + pad[2] + pad[3],
                ow = self.size(first + 2) + pad[0] + pad[1];
  TS_CHECK(od >= 1 && oh >= 1 && ow >= 1,
           "input (D: " + std::to_string(self.size(first)) + " H: " + std::to_string(self.size(first + 1)) +
               ", W: " + std::to_string(self.size(first + 2)) + ") is too small. Calculated output D: " +
               std::to_string(od) + " H: " + std::to_string(oh) + " W: " + std::to_string(ow));
  return nn::pad(self, pad, reflect ? "reflect" : "replicate", std::nullopt);
}

void addShapeKernels(Registry& r) {
  r.add("aten::conv_tbc(Tensor self, Tensor weight, Tensor bias, int pad=0) -> Tensor", kern<4>([](const IValue* a) {
          return convTbc(toTensor(a[0]), toTensor(a[1]), toTensor(a[2]), detail::toInt(a[3]));
        }));
  r.add("aten::reflection_pad3d(Tensor self, int[6] padding) -> Tensor",
        kern<2>([](const IValue* a) { return pad3d(toTensor(a[0]), toIntVector(a[1]), true); }));
  r.add("aten::replication_pad3d(Tensor self, int[6] padding) -> Tensor",
        kern<2>([](const IValue* a) { return pad3d(toTensor(a[0]), toIntVector(a[1]), false); }));
  r.add("aten::upsample_bicubic2d(Tensor self, SymInt[2] output_size, bool align_corners, float? scales_h=None, "
        "float? scales_w=None) -> Tensor",
        kern<5>([](const IValue* a) {
          return nn::upsampleBicubic(toTensor(a[0]), toIntVector(a[1]), toBool(a[2]),
                                     {optDouble(a[3]), optDouble(a[4])});
        }));
  for (int64_t k : {2, 3}) {
    const std::string n = std::to_string(k);
    r.add("aten::fractional_max_pool" + n + "d(Tensor self, int[" + n + "] kernel_size, int[" + n +
              "] output_size, Tensor random_samples) -> (Tensor, Tensor)",
          kern<4>([k](const IValue* a) {
            return nn::fractionalMaxPool(toTensor(a[0]), ints(a[1], k), ints(a[2], k), toTensor(a[3]), k);
          }));
  }
  // Strided tensors are already dense: the tensor itself, or its cast (ATen's to_dense).
  r.add("aten::to_dense(Tensor self, ScalarType? dtype=None) -> Tensor", kern<2>([](const IValue* a) {
          Tensor self = toTensor(a[0]);
          return a[1].isNone() ? self : self.to(detail::toScalarType(a[1]));
        }));
}

}  // namespace

void registerNnLegacyOps(Registry& r) {
  addConvKernels(r);
  addShapeKernels(r);
}

}  // namespace ts
