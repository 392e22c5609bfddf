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
#include "tensor/ops.h"
#include "tensor/quantized_conv.h"
#include "tensor/quantized_elementwise.h"
#include "tensor/quantized_linear.h"
#include "tensor/quantized_tensor.h"

namespace ts::detail {
namespace {

const char* const kLinearParams = "__torch__.torch.classes.quantized.LinearPackedParamsBase";
const char* const kConv2dParams = "__torch__.torch.classes.quantized.Conv2dPackedParamsBase";

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

/// conv2d_prepack: the state conv_serialization.h writes (version "2").
IValue convPrepack(const IValue* a, int64_t spatial) {
  Tensor w = toTensor(a[0]);
  quant::quantizerOf(w, "quantized::conv_prepack");
  if (w.dtype() != ScalarType::QInt8) throw Error("quantized::conv_prepack: the weight must be qint8");
  if (w.dim() != spatial + 2) throw Error("quantized::conv_prepack: the weight has the wrong number of dimensions");
  std::vector<int64_t> stride = toIntVector(a[2]), padding = toIntVector(a[3]), dilation = toIntVector(a[4]);
  if (spatial == 1) {  // Conv1d packs as a Conv2d of height 1.
    w = w.unsqueeze(2);
    stride.insert(stride.begin(), 1);
    padding.insert(padding.begin(), 0);
    dilation.insert(dilation.begin(), 1);
  }
  if (stride.size() != 2 || padding.size() != 2 || dilation.size() != 2)
    throw Error("quantized::conv2d_prepack: stride, padding and dilation must have 2 elements");
  std::vector<int64_t> params{2, stride[0], stride[1], padding[0], padding[1], dilation[0], dilation[1], 0, 0,
                              toInt(a[5]), 0};
  Tensor p = empty({static_cast<int64_t>(params.size())}, ScalarType::Short);
  for (size_t i = 0; i < params.size(); ++i) static_cast<int16_t*>(p.data_ptr())[i] = static_cast<int16_t>(params[i]);
  auto tensors = makeList(Type::tensor(), {IValue(p), IValue(w)});
  auto optional = makeList(Type::optional(Type::tensor()), {a[1]});
  return makePacked(kConv2dParams, {IValue(std::string("2")), tensors, optional});
}

quant::ConvParams convParams(const IValue& packed) {
  Object* o = packedObject(packed, kConv2dParams);
  const auto& tensors = field(o, "non_optional").toList()->items;
  const auto& optional = field(o, "optional").toList()->items;
  if (field(o, "version").toStr() != "2" || tensors.size() != 2 || optional.size() != 1)
    throw Error("quantized::conv2d: unsupported packed parameters version " + field(o, "version").toStr());
  Tensor p = tensors[0].toTensor().to(ScalarType::Long).contiguous();
  const int64_t* v = static_cast<const int64_t*>(p.data_ptr());
  if (p.numel() != 11 || v[0] != 2) throw Error("quantized::conv2d: bad packed parameters");
  quant::ConvParams c;
  c.weight = tensors[1].toTensor();
  c.bias = optTensor(optional[0]);
  c.stride = {v[1], v[2]};
  c.padding = {v[3], v[4]};
  c.dilation = {v[5], v[6]};
  c.output_padding = {v[7], v[8]};
  c.groups = v[9];
  c.transpose = v[10] != 0;
  return c;
}

Tensor conv2d(const IValue* a, bool relu) {
  return quant::conv(toTensor(a[0]), convParams(a[1]), toDouble(a[2]), toInt(a[3]), relu);
}

Tensor conv1d(const IValue* a, bool relu) {
  Tensor x = toTensor(a[0]);
  if (x.dim() != 3) throw Error("quantized::conv1d: expected a 3-D input");
  return quant::conv(x.unsqueeze(2), convParams(a[1]), toDouble(a[2]), toInt(a[3]), relu).squeeze(2);
}

std::tuple<Tensor, IValue> convUnpack(const IValue* a) {
  quant::ConvParams c = convParams(a[0]);
  return {c.weight, c.bias ? IValue(*c.bias) : IValue()};
}

std::optional<double> optDouble(const IValue& v) { return v.isNone() ? std::nullopt : std::optional<double>(toDouble(v)); }
std::optional<int64_t> optInt(const IValue& v) { return v.isNone() ? std::nullopt : std::optional<int64_t>(toInt(v)); }

bool quantizedArg(const IValue& v) { return v.isTensor() && quant::isQuantized(v.toTensor()); }

/// Gives the registered aten operator `name` a path for quantized tensors
/// (PyTorch's QuantizedCPU kernels): `q` runs when argument 0 is one.
template <size_t N, class F>
void addQuantizedPath(Registry& r, const char* name, F q) {
  auto* op = const_cast<Operator*>(r.find(name));
  TS_CHECK(op, std::string("internal: no operator ") + name);
  OpKernel plain = op->kernel, quantized = kern<N>(q);
  op->kernel = [plain, quantized](Stack& s) {
    if (s.size() >= N && quantizedArg(s[s.size() - N])) return quantized(s);
    plain(s);
  };
}

// The activations as QNNPACK's lookup tables compute them.
float hardswish(float x) { return x * std::min(std::max(x + 3.0f, 0.0f), 6.0f) / 6.0f; }
float hardsigmoid(float x) { return std::min(std::max(x + 3.0f, 0.0f), 6.0f) / 6.0f; }
float sigmoid(float x) { return 1.0f / (1.0f + std::exp(-x)); }
/// QNNPACK's hardsigmoid and sigmoid have the fixed output scale 1/256.
constexpr double kUnitScale = 1.0 / 256.0;

void addAtenQuantizedPaths(Registry& r) {
  addQuantizedPath<6>(r, "aten::max_pool2d", [](const IValue* a) {
    return quant::maxPool2d(toTensor(a[0]), toIntVector(a[1]), toIntVector(a[2]), toIntVector(a[3]),
                            toIntVector(a[4]), toBool(a[5]));
  });
  addQuantizedPath<7>(r, "aten::avg_pool2d", [](const IValue* a) {
    return quant::avgPool2d(toTensor(a[0]), toIntVector(a[1]), toIntVector(a[2]), toIntVector(a[3]), toBool(a[4]),
                            toBool(a[5]), optInt(a[6]));
  });
  addQuantizedPath<2>(r, "aten::adaptive_avg_pool2d",
                      [](const IValue* a) { return quant::adaptiveAvgPool2d(toTensor(a[0]), toIntVector(a[1])); });
  addQuantizedPath<1>(r, "aten::relu", [](const IValue* a) { return quant::relu(toTensor(a[0])); });
  addQuantizedPath<1>(r, "aten::hardsigmoid",
                      [](const IValue* a) { return quant::lookupTable(toTensor(a[0]), kUnitScale, 0, hardsigmoid); });
  addQuantizedPath<1>(r, "aten::sigmoid",
                      [](const IValue* a) { return quant::lookupTable(toTensor(a[0]), kUnitScale, 0, sigmoid); });
  addQuantizedPath<3>(r, "aten::hardtanh", [](const IValue* a) {
    return quant::clampQuantized(toTensor(a[0]), toDouble(a[1]), toDouble(a[2]));
  });
  addQuantizedPath<1>(r, "aten::relu6", [](const IValue* a) { return quant::clampQuantized(toTensor(a[0]), 0.0, 6.0); });
  addQuantizedPath<2>(r, "aten::leaky_relu", [](const IValue* a) {
    const Tensor x = toTensor(a[0]);
    const quant::Quantizer& q = quant::quantizerOf(x, "leaky_relu");
    const float slope = static_cast<float>(toDouble(a[1]));
    return quant::mapDequantized(x, q.scale(), q.zeroPoint(), [slope](float v) { return v > 0 ? v : v * slope; });
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
  r.add("quantized::conv2d_prepack(Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, "
        "int groups) -> Any",
        kern<6>([](const IValue* a) { return convPrepack(a, 2); }));
  r.add("quantized::conv1d_prepack(Tensor weight, Tensor? bias, int[] stride, int[] padding, int[] dilation, "
        "int groups) -> Any",
        kern<6>([](const IValue* a) { return convPrepack(a, 1); }));
  for (const char* schema : {"quantized::conv2d_unpack(Any packed_weights) -> (Tensor unpacked_weights, Tensor? B_origin)",
                             "quantized::conv1d_unpack(Any packed_weights) -> (Tensor unpacked_weights, Tensor? B_origin)"})
    r.add(schema, kern<1>(convUnpack));
  r.add("quantized::conv2d.new(Tensor qx, Any packed_weight, float output_scale, int output_zero_point) -> Tensor",
        kern<4>([](const IValue* a) { return conv2d(a, false); }));
  r.add("quantized::conv2d_relu.new(Tensor qx, Any packed_weight, float output_scale, int output_zero_point) -> Tensor",
        kern<4>([](const IValue* a) { return conv2d(a, true); }));
  r.add("quantized::conv1d(Tensor qx, Any packed_weight, float output_scale, int output_zero_point) -> Tensor",
        kern<4>([](const IValue* a) { return conv1d(a, false); }));
  r.add("quantized::conv1d_relu(Tensor qx, Any packed_weight, float output_scale, int output_zero_point) -> Tensor",
        kern<4>([](const IValue* a) { return conv1d(a, true); }));
  r.add("quantized::add(Tensor qa, Tensor qb, float scale, int zero_point) -> Tensor qc", kern<4>([](const IValue* a) {
          return quant::add(toTensor(a[0]), toTensor(a[1]), toDouble(a[2]), toInt(a[3]), false);
        }));
  r.add("quantized::add_relu(Tensor qa, Tensor qb, float scale, int zero_point) -> Tensor qc",
        kern<4>([](const IValue* a) {
          return quant::add(toTensor(a[0]), toTensor(a[1]), toDouble(a[2]), toInt(a[3]), true);
        }));
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
          return quant::lookupTable(toTensor(a[0]), toDouble(a[1]), toInt(a[2]), hardswish);
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
        kern<5>([](const IValue* a) {
          const float slope = static_cast<float>(toDouble(a[1]));
          return quant::mapDequantized(toTensor(a[0]), toDouble(a[3]), toInt(a[4]),
                                       [slope](float v) { return v > 0 ? v : v * slope; });
        }));
  r.add("prim::is_quantized(Tensor a) -> bool",
        kern<1>([](const IValue* a) { return quant::isQuantized(toTensor(a[0])); }));
  r.add("aten::int_repr(Tensor self) -> Tensor", kern<1>([](const IValue* a) { return quant::intRepr(toTensor(a[0])); }));
  r.add("aten::q_scale(Tensor self) -> float",
        kern<1>([](const IValue* a) { return quant::quantizerOf(toTensor(a[0]), "q_scale").scale(); }));
  r.add("aten::q_zero_point(Tensor self) -> int",
        kern<1>([](const IValue* a) { return quant::quantizerOf(toTensor(a[0]), "q_zero_point").zeroPoint(); }));
  addAtenQuantizedPaths(r);
  // The schema language has no torch.classes types: the prepack operators
  // return the packed class, which code stores into a typed attribute.
  for (const char* name : {"quantized::linear_prepack", "quantized::linear_prepack_fp16"})
    const_cast<Operator*>(r.find(name))->schema.returns.at(0).type = customClass(kLinearParams);
  for (const char* name : {"quantized::conv2d_prepack", "quantized::conv1d_prepack"})
    const_cast<Operator*>(r.find(name))->schema.returns.at(0).type = customClass(kConv2dParams);
}

}  // namespace ts::detail
