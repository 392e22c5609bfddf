// ===--- quantized_ops.cpp - the quantized:: operators of saved models ----=== //
// Dynamically quantized models call `ops.quantized.linear_dynamic(x,
// packed, True)`; statically quantized ones quantize the input
// (aten::quantize_per_tensor), run quantized::conv2d/linear/add/cat on
// quint8 tensors and dequantize (Note [Custom classes], Note [Quantized
// storages]). Packed parameters are torch.classes objects.
#include <algorithm>
#include <cmath>

#include "ops/custom_classes.h"
#include "ops/nn_ops.h"
#include "ops/quantized_path.h"
#include "tensor/ops.h"
#include "tensor/quantized_conv.h"
#include "tensor/quantized_elementwise.h"
#include "tensor/quantized_engine.h"
#include "tensor/quantized_generic.h"
#include "tensor/quantized_linear.h"
#include "tensor/quantized_tensor.h"

namespace ts::detail {
namespace {

const char* const kLinearParams = "__torch__.torch.classes.quantized.LinearPackedParamsBase";
const char* const kConv2dParams = "__torch__.torch.classes.quantized.Conv2dPackedParamsBase";
const char* const kConv3dParams = "__torch__.torch.classes.quantized.Conv3dPackedParamsBase";

Object* packedObject(const IValue& packed, const char* cls) {
  TS_CHECK(packed.isObject() && packed.toObject()->type->name() == cls, std::string("quantized: expected a ") + cls);
  return packed.toObject();
}

const IValue& field(Object* o, const char* name) { return o->slot(static_cast<size_t>(o->type->attributeIndex(name))); }

std::optional<Tensor> optTensor(const IValue& v) {
  return v.isNone() ? std::nullopt : std::optional<Tensor>(v.toTensor());
}

/// The weight and bias a LinearPackedParamsBase object holds.
quant::QuantizedWeight packedWeight(const IValue& packed, std::optional<Tensor>& bias) {
  Object* o = packedObject(packed, kLinearParams);
  const Tensor& q = field(o, "weight").toTensor();
  if (!quant::isQuantized(q)) throw Error("quantized::linear: the packed weight is not quantized (an fp16 packing)");
  if (q.dtype() != ScalarType::QInt8) throw Error("quantized::linear: the weight must be qint8");
  const quant::Quantizer& qz = quant::quantizerOf(q, "quantized::linear");
  quant::QuantizedWeight w;
  w.ints = quant::intView(q);
  w.scales = qz.scales;
  w.zero_points = qz.zero_points;
  w.axis = qz.axis;
  bias = optTensor(field(o, "bias"));
  return w;
}

Tensor linearDynamic(const IValue* a, bool relu) {
  std::optional<Tensor> bias;
  quant::QuantizedWeight w = packedWeight(a[1], bias);
  return quant::linearDynamic(toTensor(a[0]), w, bias, toBool(a[2]), relu);
}

/// linear_dynamic_fp16: the weight rounded to half precision, the product
/// in float (FBGEMM's fp16 packing).
Tensor linearDynamicFp16(const IValue* a, bool relu) {
  Object* o = packedObject(a[1], kLinearParams);
  const Tensor& w = field(o, "weight").toTensor();
  if (quant::isQuantized(w)) throw Error("quantized::linear_dynamic_fp16: the packed weight is not an fp16 weight");
  Tensor weight = w.to(ScalarType::Half).to(ScalarType::Float);
  const IValue& b = field(o, "bias");
  Tensor y = linear(toTensor(a[0]), weight, b.isNone() ? Tensor() : b.toTensor());
  return relu ? clamp_min(y, Scalar(0.0)) : y;
}

Tensor linearStatic(const IValue* a, bool relu) {
  Object* o = packedObject(a[1], kLinearParams);
  const Tensor& w = field(o, "weight").toTensor();
  return quant::linear(toTensor(a[0]), w, optTensor(field(o, "bias")), toDouble(a[2]), toInt(a[3]), relu);
}

IValue makePacked(const char* cls, std::vector<IValue> state) {
  Ref<Object> o(new Object(customClass(cls)));
  setCustomClassState(*o, makeTuple(std::move(state)));
  return IValue(o);
}

/// conv{1,2,3}d_prepack and conv_transpose{1,2,3}d_prepack (`transpose`:
/// arguments weight, bias, stride, padding, output_padding, dilation,
/// groups): the state conv_serialization.h writes (version "2": an int16
/// tensor of spatial rank, stride, padding, dilation, output_padding,
/// groups, transpose, then the weight; the bias).
IValue convPrepack(const IValue* a, int64_t spatial, bool transpose) {
  Tensor w = toTensor(a[0]);
  const char* op = transpose ? "quantized::conv_transpose_prepack" : "quantized::conv_prepack";
  quant::quantizerOf(w, op);
  if (w.dtype() != ScalarType::QInt8) throw Error(std::string(op) + ": the weight must be qint8");
  if (w.dim() != spatial + 2) throw Error(std::string(op) + ": the weight has the wrong number of dimensions");
  std::vector<int64_t> stride = toIntVector(a[2]), padding = toIntVector(a[3]);
  std::vector<int64_t> output_padding = transpose ? toIntVector(a[4]) : std::vector<int64_t>(spatial, 0);
  std::vector<int64_t> dilation = toIntVector(a[transpose ? 5 : 4]);
  const int64_t groups = toInt(a[transpose ? 6 : 5]);
  if (spatial == 1) {  // 1-D convolutions pack as 2-D ones of height 1.
    w = w.unsqueeze(2);
    for (auto* v : {&stride, &padding, &output_padding, &dilation}) v->insert(v->begin(), v == &stride || v == &dilation ? 1 : 0);
    spatial = 2;
  }
  const size_t n = static_cast<size_t>(spatial);
  if (stride.size() != n || padding.size() != n || dilation.size() != n || output_padding.size() != n)
    throw Error(std::string(op) + ": stride, padding, output_padding and dilation must have " + std::to_string(n) +
                " elements");
  std::vector<int64_t> params{spatial};
  for (const auto* v : {&stride, &padding, &dilation, &output_padding}) params.insert(params.end(), v->begin(), v->end());
  params.push_back(groups);
  params.push_back(transpose ? 1 : 0);
  Tensor p = empty({static_cast<int64_t>(params.size())}, ScalarType::Short);
  for (size_t i = 0; i < params.size(); ++i) static_cast<int16_t*>(p.data_ptr())[i] = static_cast<int16_t>(params[i]);
  auto tensors = makeList(Type::tensor(), {IValue(p), IValue(w)});
  auto optional = makeList(Type::optional(Type::tensor()), {a[1]});
  return makePacked(spatial == 3 ? kConv3dParams : kConv2dParams, {IValue(std::string("2")), tensors, optional});
}

/// The contents of a Conv2dPackedParamsBase or Conv3dPackedParamsBase.
quant::ConvParams convParams(const IValue& packed) {
  TS_CHECK(packed.isObject(), "quantized conv: expected packed parameters");
  Object* o = packed.toObject();
  const bool is3d = o->type->name() == kConv3dParams;
  packedObject(packed, is3d ? kConv3dParams : kConv2dParams);
  const auto& tensors = field(o, "non_optional").toList()->items;
  const auto& optional = field(o, "optional").toList()->items;
  if (field(o, "version").toStr() != "2" || tensors.size() != 2 || optional.size() != 1)
    throw Error("quantized conv: unsupported packed parameters version " + field(o, "version").toStr());
  Tensor p = tensors[0].toTensor().to(ScalarType::Long).contiguous();
  const int64_t* v = static_cast<const int64_t*>(p.data_ptr());
  const int64_t n = is3d ? 3 : 2;
  if (p.dim() != 1 || p.numel() != 4 * n + 3 || v[0] != n) throw Error("quantized conv: bad packed parameters");
  quant::ConvParams c;
  c.weight = tensors[1].toTensor();
  c.bias = optTensor(optional[0]);
  c.stride.assign(v + 1, v + 1 + n);
  c.padding.assign(v + 1 + n, v + 1 + 2 * n);
  c.dilation.assign(v + 1 + 2 * n, v + 1 + 3 * n);
  c.output_padding.assign(v + 1 + 3 * n, v + 1 + 4 * n);
  c.groups = v[1 + 4 * n];
  c.transpose = v[2 + 4 * n] != 0;
  return c;
}

/// quantized::conv{1,2,3}d(_relu) and conv_transpose{1,2,3}d.
Tensor convOp(const IValue* a, int64_t spatial, bool transpose, bool relu) {
  Tensor x = toTensor(a[0]);
  const char* op = transpose ? "quantized::conv_transpose" : "quantized::conv";
  if (x.dim() != spatial + 2)
    throw Error(std::string(op) + std::to_string(spatial) + "d: expected a " + std::to_string(spatial + 2) + "-D input");
  quant::ConvParams c = convParams(a[1]);
  if (c.transpose != transpose)
    throw Error(std::string(op) + std::to_string(spatial) + "d: the packed parameters are of a" +
                (c.transpose ? " transposed" : "n ordinary") + " convolution");
  if (spatial == 1) return quant::conv(x.unsqueeze(2), c, toDouble(a[2]), toInt(a[3]), relu).squeeze(2);
  return quant::conv(x, c, toDouble(a[2]), toInt(a[3]), relu);
}

std::tuple<Tensor, IValue> convUnpack(const IValue* a) {
  quant::ConvParams c = convParams(a[0]);
  return {c.weight, c.bias ? IValue(*c.bias) : IValue()};
}

void addConvOps(Registry& r) {
  const std::string conv_args = "(Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, int groups)";
  const std::string transpose_args =
      "(Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] output_padding, int[] dilation, int groups)";
  const std::string run_args = "(Tensor qx, Any packed_weight, float output_scale, int output_zero_point) -> Tensor";
  for (int64_t d = 1; d <= 3; ++d) {
    const std::string n = std::to_string(d);
    r.add("quantized::conv" + n + "d_prepack" + conv_args + " -> Any",
          kern<6>([d](const IValue* a) { return convPrepack(a, d, false); }));
    r.add("quantized::conv_transpose" + n + "d_prepack" + transpose_args + " -> Any",
          kern<7>([d](const IValue* a) { return convPrepack(a, d, true); }));
    for (const char* kind : {"conv", "conv_transpose"})
      r.add(std::string("quantized::") + kind + n + "d_unpack(Any packed_weights) -> (Tensor unpacked_weights, "
            "Tensor? B_origin)", kern<1>(convUnpack));
    // conv2d's overload for packed parameters is named `new`.
    const std::string suffix = d == 2 ? ".new" : "";
    r.add("quantized::conv" + n + "d" + suffix + run_args,
          kern<4>([d](const IValue* a) { return convOp(a, d, false, false); }));
    r.add("quantized::conv" + n + "d_relu" + suffix + run_args,
          kern<4>([d](const IValue* a) { return convOp(a, d, false, true); }));
    r.add("quantized::conv_transpose" + n + "d" + run_args,
          kern<4>([d](const IValue* a) { return convOp(a, d, true, false); }));
    // The schema language has no torch.classes types: the prepack operators
    // return the packed class, which code stores into a typed attribute.
    const char* cls = d == 3 ? kConv3dParams : kConv2dParams;
    for (const char* kind : {"conv", "conv_transpose"})
      const_cast<Operator*>(r.find(std::string("quantized::") + kind + n + "d_prepack"))->schema.returns.at(0).type =
          customClass(cls);
  }
}

std::optional<double> optDouble(const IValue& v) { return v.isNone() ? std::nullopt : std::optional<double>(toDouble(v)); }
std::optional<int64_t> optInt(const IValue& v) { return v.isNone() ? std::nullopt : std::optional<int64_t>(toInt(v)); }

// The activations as QNNPACK's lookup tables and ATen's generic kernels
// compute them (Note [Quantized engines]).
float hardswish(float x) { return x * std::min(std::max(x + 3.0f, 0.0f), 6.0f) / 6.0f; }
float hardsigmoid(float x) { return std::min(std::max(x + 3.0f, 0.0f), 6.0f) / 6.0f; }
float sigmoid(float x) { return 1.0f / (1.0f + std::exp(-x)); }
float tanh(float x) { return std::tanh(x); }
float leakyRelu(float x, float slope) { return x > 0 ? x : x * slope; }
/// hardsigmoid and sigmoid have the fixed output scale 1/256, tanh 2/256
/// with zero point 128.
constexpr double kUnitScale = 1.0 / 256.0;
constexpr double kTanhScale = 2.0 / 256.0;

bool qnnpackEngine() { return quant::currentEngine() == quant::Engine::QNNPACK; }

/// An activation with a fixed output quantizer: QNNPACK's lookup table on
/// its engine, else ATen's generic kernel (`fma`: its vectorized
/// dequantization, Note [Vectorized dequantization]).
template <float (*F)(float)>
Tensor activation(const Tensor& x, double scale, int64_t zero_point, bool fma) {
  if (qnnpackEngine()) return quant::lookupTable(x, scale, zero_point, F);
  return quant::genericMap(x, scale, zero_point, static_cast<float>(1.0 / scale), fma,
                           [](float v, bool) { return F(v); });
}

Tensor leakyReluOp(const Tensor& x, double slope, double scale, int64_t zero_point) {
  const float s = static_cast<float>(slope);
  return quant::genericMap(x, scale, zero_point, 1.0f / static_cast<float>(scale), true,
                           [s](float v, bool) { return leakyRelu(v, s); });
}

Tensor addOp(const IValue* a, bool relu) {
  const Tensor qa = toTensor(a[0]), qb = toTensor(a[1]);
  // qadd takes QNNPACK's path for two quint8 tensors of one shape.
  if (qnnpackEngine() && qa.dtype() == ScalarType::QUInt8 && qb.dtype() == ScalarType::QUInt8 &&
      DimVector(qa.sizes()) == DimVector(qb.sizes()))
    return quant::add(qa, qb, toDouble(a[2]), toInt(a[3]), relu);
  return quant::genericAdd(qa, qb, toDouble(a[2]), toInt(a[3]), relu);
}

Tensor adaptiveAvgPool2dOp(const IValue* a) {
  const Tensor x = toTensor(a[0]);
  std::vector<int64_t> size = toIntVector(a[1]);
  if (size.size() == 1) size.push_back(size[0]);
  if (size.size() != 2) throw Error("adaptive_avg_pool2d: output_size must be 2");
  // QNNPACK's global average pooling for a 1x1 output.
  if (qnnpackEngine() && size[0] == 1 && size[1] == 1) return quant::adaptiveAvgPool2d(x, size);
  return quant::genericAdaptiveAvgPool2d(x, size[0], size[1]);
}

void addAtenQuantizedPaths(Registry& r) {
  addQuantizedPath<6>(r, "aten::max_pool2d", [](const IValue* a) {
    return quant::maxPool2d(toTensor(a[0]), toIntVector(a[1]), toIntVector(a[2]), toIntVector(a[3]),
                            toIntVector(a[4]), toBool(a[5]));
  });
  addQuantizedPath<7>(r, "aten::avg_pool2d", [](const IValue* a) {
    return quant::avgPool2d(toTensor(a[0]), toIntVector(a[1]), toIntVector(a[2]), toIntVector(a[3]), toBool(a[4]),
                            toBool(a[5]), optInt(a[6]));
  });
  addQuantizedPath<2>(r, "aten::adaptive_avg_pool2d", adaptiveAvgPool2dOp);
  addQuantizedPath<1>(r, "aten::relu", [](const IValue* a) { return quant::relu(toTensor(a[0])); });
  addQuantizedPath<1>(r, "aten::hardsigmoid",
                      [](const IValue* a) { return activation<hardsigmoid>(toTensor(a[0]), kUnitScale, 0, true); });
  addQuantizedPath<1>(r, "aten::sigmoid",
                      [](const IValue* a) { return activation<sigmoid>(toTensor(a[0]), kUnitScale, 0, false); });
  addQuantizedPath<1>(r, "aten::tanh",
                      [](const IValue* a) { return activation<tanh>(toTensor(a[0]), kTanhScale, 128, true); });
  addQuantizedPath<3>(r, "aten::hardtanh", [](const IValue* a) {
    return quant::clampQuantized(toTensor(a[0]), toDouble(a[1]), toDouble(a[2]));
  });
  addQuantizedPath<1>(r, "aten::relu6", [](const IValue* a) { return quant::clampQuantized(toTensor(a[0]), 0.0, 6.0); });
  addQuantizedPath<2>(r, "aten::leaky_relu", [](const IValue* a) {
    const Tensor x = toTensor(a[0]);
    const quant::Quantizer& q = quant::quantizerOf(x, "leaky_relu");
    return leakyReluOp(x, toDouble(a[1]), q.scale(), q.zeroPoint());
  });
  // Dropout of a quantized tensor is the identity outside training.
  addQuantizedPath<3>(r, "aten::dropout", [](const IValue* a) -> Tensor {
    if (toBool(a[2])) throw Error("dropout: quantized tensors cannot be dropped out in training");
    return toTensor(a[0]);
  });
  // Mean of a quantized tensor: of its values, quantized back with its
  // parameters.
  addQuantizedPath<4>(r, "aten::mean.dim", [](const IValue* a) {
    const Tensor x = toTensor(a[0]);
    const quant::Quantizer& q = quant::quantizerOf(x, "mean");
    if (!q.perTensor()) throw Error("mean: expected a per-tensor quantized tensor");
    std::vector<int64_t> dims = a[1].isNone() ? std::vector<int64_t>{} : toIntVector(a[1]);
    Tensor m = mean(quant::dequantize(x), dims, toBool(a[2]));
    return quant::quantizePerTensor(m, q.scale(), q.zeroPoint(), x.dtype());
  });
  addQuantizedPath<2>(r, "aten::contiguous", [](const IValue* a) {
    const Tensor x = toTensor(a[0]);
    if (x.is_contiguous()) return x;
    quant::Quantizer q = quant::quantizerOf(x, "contiguous");
    return quant::fromIntRepr(quant::intView(x), x.dtype(), std::move(q));
  });
}

}  // namespace

Tensor applyLinearDynamic(const IValue& packed, const Tensor& x, bool reduce_range) {
  Object* o = packedObject(packed, kLinearParams);
  if (!quant::isQuantized(field(o, "weight").toTensor())) {
    IValue args[2] = {IValue(x), packed};
    return linearDynamicFp16(args, false);
  }
  std::optional<Tensor> bias;
  quant::QuantizedWeight w = packedWeight(packed, bias);
  return quant::linearDynamic(x, w, bias, reduce_range, false);
}

void addQuantizedOps(Registry& r) {
  // PyTorch types the packed parameters as torch.classes types; Any here,
  // the kernels check the object's class (as prepacked_ops.cpp does).
  r.add("quantized::linear_dynamic(Tensor X, Any W_prepack, bool reduce_range=False) -> Tensor",
        kern<3>([](const IValue* a) { return linearDynamic(a, false); }));
  r.add("quantized::linear_relu_dynamic(Tensor X, Any W_prepack, bool reduce_range=False) -> Tensor",
        kern<3>([](const IValue* a) { return linearDynamic(a, true); }));
  r.add("quantized::linear_dynamic_fp16(Tensor X, Any W_prepack) -> Tensor",
        kern<2>([](const IValue* a) { return linearDynamicFp16(a, false); }));
  r.add("quantized::linear_relu_dynamic_fp16(Tensor X, Any W_prepack) -> Tensor",
        kern<2>([](const IValue* a) { return linearDynamicFp16(a, true); }));
  r.add("quantized::linear(Tensor X, Any W_prepack, float Y_scale_i, int Y_zero_point_i) -> Tensor Y",
        kern<4>([](const IValue* a) { return linearStatic(a, false); }));
  r.add("quantized::linear_relu(Tensor X, Any W_prepack, float Y_scale_i, int Y_zero_point_i) -> Tensor Y",
        kern<4>([](const IValue* a) { return linearStatic(a, true); }));
  for (const char* schema : {"quantized::linear_unpack(Any W_prepack) -> (Tensor, Tensor?)",
                             "quantized::linear_unpack_fp16(Any W_prepack) -> (Tensor, Tensor?)"})
    r.add(schema, kern<1>([](const IValue* a) {
            Object* o = packedObject(a[0], kLinearParams);
            return std::make_tuple(field(o, "weight"), field(o, "bias"));
          }));
  r.add("quantized::linear_prepack(Tensor W, Tensor? B=None) -> Any", kern<2>([](const IValue* a) {
          if (!quant::isQuantized(toTensor(a[0]))) throw Error("quantized::linear_prepack: expected a qint8 weight");
          return makePacked(kLinearParams, {a[0], a[1]});
        }));
  r.add("quantized::linear_prepack_fp16(Tensor W, Tensor? B=None) -> Any",
        kern<2>([](const IValue* a) { return makePacked(kLinearParams, {IValue(toTensor(a[0]).contiguous()), a[1]}); }));
  addConvOps(r);
  r.add("quantized::add(Tensor qa, Tensor qb, float scale, int zero_point) -> Tensor qc",
        kern<4>([](const IValue* a) { return addOp(a, false); }));
  r.add("quantized::add_relu(Tensor qa, Tensor qb, float scale, int zero_point) -> Tensor qc",
        kern<4>([](const IValue* a) { return addOp(a, true); }));
  r.add("quantized::mul(Tensor qa, Tensor qb, float scale, int zero_point) -> Tensor qc", kern<4>([](const IValue* a) {
          return quant::mul(toTensor(a[0]), toTensor(a[1]), toDouble(a[2]), toInt(a[3]), false);
        }));
  r.add("quantized::mul_relu(Tensor qa, Tensor qb, float scale, int zero_point) -> Tensor qc",
        kern<4>([](const IValue* a) {
          return quant::mul(toTensor(a[0]), toTensor(a[1]), toDouble(a[2]), toInt(a[3]), true);
        }));
  r.add("quantized::cat(Tensor[] qx, int dim, float? scale, int? zero_point) -> Tensor", kern<4>([](const IValue* a) {
          return quant::cat(toTensorVector(a[0]), toInt(a[1]), optDouble(a[2]), optInt(a[3]), false);
        }));
  r.add("quantized::cat_relu(Tensor[] qx, int dim, float? scale, int? zero_point) -> Tensor",
        kern<4>([](const IValue* a) {
          return quant::cat(toTensorVector(a[0]), toInt(a[1]), optDouble(a[2]), optInt(a[3]), true);
        }));
  r.add("quantized::hardswish(Tensor input, float output_scale, int output_zero_point) -> Tensor",
        kern<3>([](const IValue* a) {
          return activation<hardswish>(toTensor(a[0]), toDouble(a[1]), toInt(a[2]), true);
        }));
  r.add("aten::quantize_per_tensor(Tensor self, float scale, int zero_point, ScalarType dtype) -> Tensor",
        kern<4>([](const IValue* a) {
          return quant::quantizePerTensor(toTensor(a[0]), toDouble(a[1]), toInt(a[2]), toScalarType(a[3]));
        }));
  r.add("aten::dequantize.self(Tensor self) -> Tensor", kern<1>([](const IValue* a) {
          const Tensor x = toTensor(a[0]);
          return quant::isQuantized(x) ? quant::dequantize(x) : x;
        }));
  r.add("quantized::relu6(Tensor qx, bool inplace=False) -> Tensor",
        kern<2>([](const IValue* a) { return quant::clampQuantized(toTensor(a[0]), 0.0, 6.0); }));
  r.add("quantized::leaky_relu(Tensor qx, Scalar negative_slope, bool inplace, float output_scale, "
        "int output_zero_point) -> Tensor",
        kern<5>([](const IValue* a) { return leakyReluOp(toTensor(a[0]), toDouble(a[1]), toDouble(a[3]), toInt(a[4])); }));
  r.add("prim::is_quantized(Tensor a) -> bool",
        kern<1>([](const IValue* a) { return quant::isQuantized(toTensor(a[0])); }));
  r.add("aten::int_repr(Tensor self) -> Tensor", kern<1>([](const IValue* a) { return quant::intRepr(toTensor(a[0])); }));
  r.add("aten::q_scale(Tensor self) -> float",
        kern<1>([](const IValue* a) { return quant::quantizerOf(toTensor(a[0]), "q_scale").scale(); }));
  r.add("aten::q_zero_point(Tensor self) -> int",
        kern<1>([](const IValue* a) { return quant::quantizerOf(toTensor(a[0]), "q_zero_point").zeroPoint(); }));
  addAtenQuantizedPaths(r);
  addQuantizedLayerOps(r);
  addQuantizedRnnOps(r);
  addQuantizedEmbeddingOps(r);
  // The schema language has no torch.classes types: the prepack operators
  // return the packed class, which code stores into a typed attribute.
  for (const char* name : {"quantized::linear_prepack", "quantized::linear_prepack_fp16"})
    const_cast<Operator*>(r.find(name))->schema.returns.at(0).type = customClass(kLinearParams);
}

}  // namespace ts::detail
