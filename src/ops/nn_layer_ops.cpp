// ===--- nn_layer_ops.cpp - convolution, pooling, normalization -----------=== //
// Schemas are PyTorch 1.13's (native_functions.yaml).
#include "ops/nn_ops.h"
#include "tensor/nn_conv.h"
#include "tensor/nn_im2col.h"
#include "tensor/nn_norm.h"
#include "tensor/nn_pool.h"

namespace ts::detail {
namespace {

void addConvOps(Registry& r) {
  r.add("aten::conv1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=[1], int[1] padding=[0], "
        "int[1] dilation=[1], int groups=1) -> Tensor",
        kern<7>([](const IValue* a) {
          return nn::conv(toTensor(a[0]), toTensor(a[1]), toOptTensor(a[2]), toIntVector(a[3]), toIntVector(a[4]),
                          toIntVector(a[5]), toInt(a[6]), 1);
        }));
  r.add("aten::conv1d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=[1], "
        "str padding=\"valid\", int[1] dilation=[1], int groups=1) -> Tensor",
        kern<7>([](const IValue* a) {
          return nn::convPadding(toTensor(a[0]), toTensor(a[1]), toOptTensor(a[2]), toIntVector(a[3]), a[4].toStr(),
                                 toIntVector(a[5]), toInt(a[6]), 1);
        }));
  r.add("aten::conv2d(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, int[2] padding=0, "
        "int[2] dilation=1, int groups=1) -> Tensor",
        kern<7>([](const IValue* a) {
          return nn::conv(toTensor(a[0]), toTensor(a[1]), toOptTensor(a[2]), toIntVector(a[3]), toIntVector(a[4]),
                          toIntVector(a[5]), toInt(a[6]), 2);
        }));
  r.add("aten::conv2d.padding(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, "
        "str padding=\"valid\", int[2] dilation=1, int groups=1) -> Tensor",
        kern<7>([](const IValue* a) {
          return nn::convPadding(toTensor(a[0]), toTensor(a[1]), toOptTensor(a[2]), toIntVector(a[3]), a[4].toStr(),
                                 toIntVector(a[5]), toInt(a[6]), 2);
        }));
  r.add("aten::conv_transpose1d(Tensor input, Tensor weight, Tensor? bias=None, int[1] stride=[1], "
        "int[1] padding=[0], int[1] output_padding=[0], int groups=1, int[1] dilation=[1]) -> Tensor",
        kern<8>([](const IValue* a) {
          return nn::convTranspose(toTensor(a[0]), toTensor(a[1]), toOptTensor(a[2]), toIntVector(a[3]),
                                   toIntVector(a[4]), toIntVector(a[5]), toInt(a[6]), toIntVector(a[7]), 1);
        }));
  r.add("aten::conv_transpose2d.input(Tensor input, Tensor weight, Tensor? bias=None, int[2] stride=1, "
        "int[2] padding=0, int[2] output_padding=0, int groups=1, int[2] dilation=1) -> Tensor",
        kern<8>([](const IValue* a) {
          return nn::convTranspose(toTensor(a[0]), toTensor(a[1]), toOptTensor(a[2]), toIntVector(a[3]),
                                   toIntVector(a[4]), toIntVector(a[5]), toInt(a[6]), toIntVector(a[7]), 2);
        }));
  r.add("aten::convolution(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, "
        "int[] dilation, bool transposed, int[] output_padding, int groups) -> Tensor",
        kern<9>([](const IValue* a) {
          return nn::convolution(toTensor(a[0]), toTensor(a[1]), toOptTensor(a[2]), toIntVector(a[3]),
                                 toIntVector(a[4]), toIntVector(a[5]), toBool(a[6]), toIntVector(a[7]), toInt(a[8]));
        }));
  r.add("aten::_convolution(Tensor input, Tensor weight, Tensor? bias, int[] stride, int[] padding, "
        "int[] dilation, bool transposed, int[] output_padding, int groups, bool benchmark, bool deterministic, "
        "bool cudnn_enabled, bool allow_tf32) -> Tensor",
        kern<13>([](const IValue* a) {
          return nn::convolution(toTensor(a[0]), toTensor(a[1]), toOptTensor(a[2]), toIntVector(a[3]),
                                 toIntVector(a[4]), toIntVector(a[5]), toBool(a[6]), toIntVector(a[7]), toInt(a[8]));
        }));
  // What a trace of conv*d(padding="same"|"valid") records; the spatial
  // rank is the weight's.
  r.add("aten::_convolution_mode(Tensor input, Tensor weight, Tensor? bias, int[] stride, str padding, "
        "int[] dilation, int groups) -> Tensor",
        kern<7>([](const IValue* a) {
          const Tensor w = toTensor(a[1]);
          TS_CHECK(w.dim() >= 3 && w.dim() <= 5, "_convolution_mode: expected a 3-D to 5-D weight");
          return nn::convPadding(toTensor(a[0]), w, toOptTensor(a[2]), toIntVector(a[3]), a[4].toStr(),
                                 toIntVector(a[5]), toInt(a[6]), w.dim() - 2);
        }));
}

void addMaxPoolOps(Registry& r) {
  r.add("aten::max_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], "
        "int[1] dilation=[1], bool ceil_mode=False) -> Tensor",
        kern<6>([](const IValue* a) {
          // aten::max_pool1d has its own padding message (max_pool1d_impl).
          auto k = toIntVector(a[1]), p = toIntVector(a[3]);
          if (k.size() == 1 && p.size() == 1)
            TS_CHECK(p[0] <= k[0] / 2, "max_pool1d() padding should be at most half of kernel size, but got "
                                       "padding=" + std::to_string(p[0]) + " and kernel_size=" + std::to_string(k[0]));
          return nn::maxPool(toTensor(a[0]), k, toIntVector(a[2]), p, toIntVector(a[4]), toBool(a[5]), 1);
        }));
  r.add("aten::max_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, "
        "int[2] dilation=1, bool ceil_mode=False) -> Tensor",
        kern<6>([](const IValue* a) {
          return nn::maxPool(toTensor(a[0]), toIntVector(a[1]), toIntVector(a[2]), toIntVector(a[3]),
                             toIntVector(a[4]), toBool(a[5]), 2);
        }));
  r.add("aten::max_pool1d_with_indices(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], "
        "int[1] dilation=[1], bool ceil_mode=False) -> (Tensor, Tensor)",
        kern<6>([](const IValue* a) {
          return nn::maxPoolWithIndices(toTensor(a[0]), toIntVector(a[1]), toIntVector(a[2]), toIntVector(a[3]),
                                        toIntVector(a[4]), toBool(a[5]), 1);
        }));
  r.add("aten::max_pool2d_with_indices(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, "
        "int[2] dilation=1, bool ceil_mode=False) -> (Tensor, Tensor)",
        kern<6>([](const IValue* a) {
          return nn::maxPoolWithIndices(toTensor(a[0]), toIntVector(a[1]), toIntVector(a[2]), toIntVector(a[3]),
                                        toIntVector(a[4]), toBool(a[5]), 2);
        }));
}

void addAvgPoolOps(Registry& r) {
  r.add("aten::avg_pool1d(Tensor self, int[1] kernel_size, int[1] stride=[], int[1] padding=[0], "
        "bool ceil_mode=False, bool count_include_pad=True) -> Tensor",
        kern<6>([](const IValue* a) {
          return nn::avgPool(toTensor(a[0]), toIntVector(a[1]), toIntVector(a[2]), toIntVector(a[3]), toBool(a[4]),
                             toBool(a[5]), std::nullopt, 1);
        }));
  r.add("aten::avg_pool2d(Tensor self, int[2] kernel_size, int[2] stride=[], int[2] padding=0, "
        "bool ceil_mode=False, bool count_include_pad=True, int? divisor_override=None) -> Tensor",
        kern<7>([](const IValue* a) {
          return nn::avgPool(toTensor(a[0]), toIntVector(a[1]), toIntVector(a[2]), toIntVector(a[3]), toBool(a[4]),
                             toBool(a[5]), toOptInt(a[6]), 2);
        }));
  r.add("aten::adaptive_avg_pool1d(Tensor self, int[1] output_size) -> Tensor",
        kern<2>([](const IValue* a) { return nn::adaptiveAvgPool(toTensor(a[0]), toIntVector(a[1]), 1); }));
  r.add("aten::adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor",
        kern<2>([](const IValue* a) { return nn::adaptiveAvgPool(toTensor(a[0]), toIntVector(a[1]), 2); }));
  r.add("aten::_adaptive_avg_pool2d(Tensor self, SymInt[2] output_size) -> Tensor",
        kern<2>([](const IValue* a) { return nn::adaptiveAvgPool(toTensor(a[0]), toIntVector(a[1]), 2); }));
  r.add("aten::adaptive_max_pool1d(Tensor self, int[1] output_size) -> (Tensor, Tensor)",
        kern<2>([](const IValue* a) { return nn::adaptiveMaxPool(toTensor(a[0]), toIntVector(a[1]), 1); }));
  r.add("aten::adaptive_max_pool2d(Tensor self, int[2] output_size) -> (Tensor, Tensor)",
        kern<2>([](const IValue* a) { return nn::adaptiveMaxPool(toTensor(a[0]), toIntVector(a[1]), 2); }));
}

void addNormOps(Registry& r) {
  r.add("aten::batch_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, Tensor? running_var, "
        "bool training, float momentum, float eps, bool cudnn_enabled) -> Tensor",
        kern<9>([](const IValue* a) {
          return nn::batchNorm(toTensor(a[0]), toOptTensor(a[1]), toOptTensor(a[2]), toOptTensor(a[3]),
                               toOptTensor(a[4]), toBool(a[5]), toDouble(a[6]), toDouble(a[7]));
        }));
  r.add("aten::instance_norm(Tensor input, Tensor? weight, Tensor? bias, Tensor? running_mean, "
        "Tensor? running_var, bool use_input_stats, float momentum, float eps, bool cudnn_enabled) -> Tensor",
        kern<9>([](const IValue* a) {
          return nn::instanceNorm(toTensor(a[0]), toOptTensor(a[1]), toOptTensor(a[2]), toOptTensor(a[3]),
                                  toOptTensor(a[4]), toBool(a[5]), toDouble(a[6]), toDouble(a[7]));
        }));
  r.add("aten::layer_norm(Tensor input, int[] normalized_shape, Tensor? weight=None, Tensor? bias=None, "
        "float eps=1.0000000000000001e-05, bool cudnn_enable=True) -> Tensor",
        kern<6>([](const IValue* a) {
          return nn::layerNorm(toTensor(a[0]), toIntVector(a[1]), toOptTensor(a[2]), toOptTensor(a[3]),
                               toDouble(a[4]));
        }));
  r.add("aten::group_norm(Tensor input, int num_groups, Tensor? weight=None, Tensor? bias=None, "
        "float eps=1.0000000000000001e-05, bool cudnn_enabled=True) -> Tensor",
        kern<6>([](const IValue* a) {
          return nn::groupNorm(toTensor(a[0]), toInt(a[1]), toOptTensor(a[2]), toOptTensor(a[3]), toDouble(a[4]));
        }));
  r.add("aten::im2col(Tensor self, int[2] kernel_size, int[2] dilation, int[2] padding, int[2] stride) -> Tensor",
        kern<5>([](const IValue* a) {
          return nn::im2col(toTensor(a[0]), toIntVector(a[1]), toIntVector(a[2]), toIntVector(a[3]),
                            toIntVector(a[4]));
        }));
  r.add("aten::col2im(Tensor self, SymInt[2] output_size, int[2] kernel_size, int[2] dilation, int[2] padding, "
        "int[2] stride) -> Tensor",
        kern<6>([](const IValue* a) {
          return nn::col2im(toTensor(a[0]), toIntVector(a[1]), toIntVector(a[2]), toIntVector(a[3]),
                            toIntVector(a[4]), toIntVector(a[5]));
        }));
}

}  // namespace

void addNnLayerOps(Registry& r) {
  addConvOps(r);
  addMaxPoolOps(r);
  addAvgPoolOps(r);
  addNormOps(r);
}

}  // namespace ts::detail
