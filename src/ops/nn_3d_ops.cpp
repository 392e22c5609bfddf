// ===--- nn_3d_ops.cpp - convolution, pooling, upsampling of volumes ------=== //
// The 3-D members of the nn families; schemas are PyTorch 1.13's. Scripted
// F.interpolate reaches every upsampling rank, so a .pt of any 2-D model
// needs these to load.
#include "ops/nn_ops.h"
#include "tensor/nn_conv.h"
#include "tensor/nn_sample.h"
#include "tensor/pool3d.h"
#include "tensor/upsample3d.h"

namespace ts::detail {
namespace {

void addConv3dOps(Registry& r) {
  r.add("aten::conv3d(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, int[3] padding=0, "
        "int[3] dilation=1, int groups=1) -> Tensor",
        kern<7>([](const IValue* a) {
          return nn::conv(toTensor(a[0]), toTensor(a[1]), toOptTensor(a[2]), toIntVector(a[3]), toIntVector(a[4]),
                          toIntVector(a[5]), toInt(a[6]), 3);
        }));
  r.add("aten::conv3d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, "
        "str padding=\"valid\", int[3] dilation=1, int groups=1) -> Tensor",
        kern<7>([](const IValue* a) {
          return nn::convPadding(toTensor(a[0]), toTensor(a[1]), toOptTensor(a[2]), toIntVector(a[3]), a[4].toStr(),
                                 toIntVector(a[5]), toInt(a[6]), 3);
        }));
  r.add("aten::conv_transpose3d.input(Tensor input, Tensor weight, Tensor? bias=None, int[3] stride=1, "
        "int[3] padding=0, int[3] output_padding=0, int groups=1, int[3] dilation=1) -> Tensor",
        kern<8>([](const IValue* a) {
          return nn::convTranspose(toTensor(a[0]), toTensor(a[1]), toOptTensor(a[2]), toIntVector(a[3]),
                                   toIntVector(a[4]), toIntVector(a[5]), toInt(a[6]), toIntVector(a[7]), 3);
        }));
}

void addPool3dOps(Registry& r) {
  r.add("aten::max_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, "
        "int[3] dilation=1, bool ceil_mode=False) -> Tensor",
        kern<6>([](const IValue* a) {
          return std::get<0>(nn::maxPool3dWithIndices(toTensor(a[0]), toIntVector(a[1]), toIntVector(a[2]),
                                                      toIntVector(a[3]), toIntVector(a[4]), toBool(a[5])));
        }));
  r.add("aten::max_pool3d_with_indices(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, "
        "int[3] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)",
        kern<6>([](const IValue* a) {
          return nn::maxPool3dWithIndices(toTensor(a[0]), toIntVector(a[1]), toIntVector(a[2]), toIntVector(a[3]),
                                          toIntVector(a[4]), toBool(a[5]));
        }));
  r.add("aten::avg_pool3d(Tensor self, int[3] kernel_size, int[3] stride=[], int[3] padding=0, "
        "bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor",
        kern<7>([](const IValue* a) {
          return nn::avgPool3d(toTensor(a[0]), toIntVector(a[1]), toIntVector(a[2]), toIntVector(a[3]),
                               toBool(a[4]), toBool(a[5]), toOptInt(a[6]));
        }));
  r.add("aten::adaptive_avg_pool3d(Tensor self, int[3] output_size) -> Tensor",
        kern<2>([](const IValue* a) { return nn::adaptiveAvgPool3d(toTensor(a[0]), toIntVector(a[1])); }));
  r.add("aten::_adaptive_avg_pool3d(Tensor self, int[3] output_size) -> Tensor",
        kern<2>([](const IValue* a) { return nn::adaptiveAvgPool3d(toTensor(a[0]), toIntVector(a[1]), true); }));
  r.add("aten::adaptive_max_pool3d(Tensor self, int[3] output_size) -> (Tensor, Tensor)",
        kern<2>([](const IValue* a) { return nn::adaptiveMaxPool3d(toTensor(a[0]), toIntVector(a[1])); }));
}

/// upsample_nearest3d / _upsample_nearest_exact3d, both overloads.
void addNearest3d(Registry& r, const std::string& name, bool exact) {
  r.add("aten::" + name + ".vec(Tensor input, SymInt[]? output_size, float[]? scale_factors) -> Tensor",
        kern<3>([exact](const IValue* a) {
          Tensor x = toTensor(a[0]);
          auto scales = toOptDoubleVector(a[2]);
          auto out = nn::upsampleOutputSize(x, toOptIntVector(a[1]), scales, 3);
          return nn::upsampleNearest3d(x, out, vecScales(scales, 3), exact);
        }));
  r.add("aten::" + name + "(Tensor self, SymInt[3] output_size, float? scales_d=None, float? scales_h=None, "
        "float? scales_w=None) -> Tensor",
        kern<5>([exact](const IValue* a) {
          return nn::upsampleNearest3d(toTensor(a[0]), toIntVector(a[1]),
                                       {toOptDouble(a[2]), toOptDouble(a[3]), toOptDouble(a[4])}, exact);
        }));
}

void addUpsample3dOps(Registry& r) {
  addNearest3d(r, "upsample_nearest3d", false);
  addNearest3d(r, "_upsample_nearest_exact3d", true);
  r.add("aten::upsample_trilinear3d.vec(Tensor input, SymInt[]? output_size, bool align_corners, "
        "float[]? scale_factors) -> Tensor",
        kern<4>([](const IValue* a) {
          Tensor x = toTensor(a[0]);
          auto scales = toOptDoubleVector(a[3]);
          auto out = nn::upsampleOutputSize(x, toOptIntVector(a[1]), scales, 3);
          return nn::upsampleTrilinear3d(x, out, toBool(a[2]), vecScales(scales, 3));
        }));
  r.add("aten::upsample_trilinear3d(Tensor self, SymInt[3] output_size, bool align_corners, "
        "float? scales_d=None, float? scales_h=None, float? scales_w=None) -> Tensor",
        kern<6>([](const IValue* a) {
          return nn::upsampleTrilinear3d(toTensor(a[0]), toIntVector(a[1]), toBool(a[2]),
                                         {toOptDouble(a[3]), toOptDouble(a[4]), toOptDouble(a[5])});
        }));
}

}  // namespace

void addNn3dOps(Registry& r) {
  addConv3dOps(r);
  addPool3dOps(r);
  addUpsample3dOps(r);
}

}  // namespace ts::detail
