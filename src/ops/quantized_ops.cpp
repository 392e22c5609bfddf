// ===--- quantized_ops.cpp - the quantized:: operators of saved models ----=== //
// torch.quantization.quantize_dynamic replaces nn.Linear by a module whose
// forward calls `ops.quantized.linear_dynamic(x, packed, True)`, `packed` a
// torch.classes.quantized.LinearPackedParamsBase holding the int8 weight
// (Note [Custom classes], Note [Quantized tensors]).
#include "ops/custom_classes.h"
#include "ops/nn_ops.h"
#include "tensor/ops.h"
#include "tensor/quantized_linear.h"

namespace ts::detail {
namespace {

const char* const kLinearParams = "__torch__.torch.classes.quantized.LinearPackedParamsBase";

/// The weight and bias a LinearPackedParamsBase object holds.
quant::QuantizedWeight packedWeight(const IValue& packed, std::optional<Tensor>& bias) {
  TS_CHECK(packed.isObject() && packed.toObject()->type->name() == kLinearParams,
           std::string("quantized: expected a ") + kLinearParams + " argument");
  Object* o = packed.toObject();
  const IValue& q = o->slot(static_cast<size_t>(o->type->attributeIndex("weight")));
  const IValue& b = o->slot(static_cast<size_t>(o->type->attributeIndex("bias")));
  if (!q.isTuple()) throw Error("quantized::linear_dynamic: the packed weight is not quantized (an fp16 packing)");
  const auto& items = q.toTuple()->items;
  quant::QuantizedWeight w;
  w.ints = items[0].toTensor();
  w.scales = items[1].toTensor();
  w.zero_points = items[2].toTensor();
  w.axis = items[3].toInt();
  if (w.ints.dtype() != ScalarType::Char) throw Error("quantized::linear_dynamic: the weight must be qint8");
  bias = b.isNone() ? std::nullopt : std::optional<Tensor>(b.toTensor());
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
  TS_CHECK(a[1].isObject() && a[1].toObject()->type->name() == kLinearParams,
           std::string("quantized: expected a ") + kLinearParams + " argument");
  Object* o = a[1].toObject();
  const IValue& w = o->slot(static_cast<size_t>(o->type->attributeIndex("weight")));
  const IValue& b = o->slot(static_cast<size_t>(o->type->attributeIndex("bias")));
  if (!w.isTensor()) throw Error("quantized::linear_dynamic_fp16: the packed weight is not an fp16 weight");
  Tensor weight = w.toTensor().to(ScalarType::Half).to(ScalarType::Float);
  Tensor y = linear(toTensor(a[0]), weight, b.isNone() ? Tensor() : b.toTensor());
  return relu ? clamp_min(y, Scalar(0.0)) : y;
}

[[noreturn]] void noQuantizedTensors(const char* op) {
  throw Error(std::string(op) + ": quantized tensors are not supported at the Python level yet (a loaded quantized "
              "model runs; its weights cannot be unpacked or packed again)");
}

}  // namespace

void addQuantizedOps(Registry& r) {
  // PyTorch types the packed parameters as
  // __torch__.torch.classes.quantized.LinearPackedParamsBase; Any here, the
  // kernels check the object's class (as prepacked_ops.cpp does).
  r.add("quantized::linear_dynamic(Tensor X, Any W_prepack, bool reduce_range=False) -> Tensor",
        kern<3>([](const IValue* a) { return linearDynamic(a, false); }));
  r.add("quantized::linear_relu_dynamic(Tensor X, Any W_prepack, bool reduce_range=False) -> Tensor",
        kern<3>([](const IValue* a) { return linearDynamic(a, true); }));
  r.add("quantized::linear_dynamic_fp16(Tensor X, Any W_prepack) -> Tensor",
        kern<2>([](const IValue* a) { return linearDynamicFp16(a, false); }));
  r.add("quantized::linear_relu_dynamic_fp16(Tensor X, Any W_prepack) -> Tensor",
        kern<2>([](const IValue* a) { return linearDynamicFp16(a, true); }));
  // Reached by LinearPackedParams' _weight_bias / set_weight_bias, which
  // PyTorch's code file holds (every method compiles at load).
  for (const char* schema : {"quantized::linear_unpack(Any W_prepack) -> (Tensor, Tensor?)",
                             "quantized::linear_unpack_fp16(Any W_prepack) -> (Tensor, Tensor?)"})
    r.add(schema, kern<1>([](const IValue*) -> IValue { noQuantizedTensors("quantized::linear_unpack"); }));
  for (const char* schema : {"quantized::linear_prepack(Tensor W, Tensor? B=None) -> Any",
                             "quantized::linear_prepack_fp16(Tensor W, Tensor? B=None) -> Any"})
    r.add(schema, kern<2>([](const IValue*) -> IValue { noQuantizedTensors("quantized::linear_prepack"); }));
  // The schema language has no torch.classes types: the prepack operators
  // return the packed class, which code stores into a typed attribute.
  for (const char* name : {"quantized::linear_prepack", "quantized::linear_prepack_fp16"})
    const_cast<Operator*>(r.find(name))->schema.returns.at(0).type = customClass(kLinearParams);
}

}  // namespace ts::detail
