// ===--- prepacked_ops.cpp - the XNNPACK prepacked operators --------------=== //
// torch.utils.mobile_optimizer.optimize_for_mobile folds each conv2d,
// conv_transpose2d and linear (with a following relu/hardtanh) into
// `ops.prepacked.*_clamp_run(x, CONSTANTS.cN)`, cN an xnnpack context
// object holding the unpacked weights (Note [Custom classes] in
// serialization/custom_classes.h). We run them as the plain operator then
// the clamp, which is what XNNPACK computes. Its FuseAddRelu pass writes
// aten::_add_relu(_), here too.
#include <optional>

#include "ops/custom_classes.h"
#include "ops/nn_ops.h"
#include "tensor/nn_conv.h"
#include "tensor/ops.h"

namespace ts::detail {
namespace {

/// Attribute `name` of the context object `ctx` (of class `cls`).
const IValue& contextField(const IValue& ctx, const char* cls, const char* name) {
  const std::string want = std::string("__torch__.torch.classes.xnnpack.") + cls;
  TS_CHECK(ctx.isObject() && ctx.toObject()->type->name() == want, "prepacked: expected a " + want + " argument");
  Object* o = ctx.toObject();
  const int slot = o->type->attributeIndex(name);
  TS_CHECK(slot >= 0, "prepacked: " + want + " has no field " + name);
  return o->slot(static_cast<size_t>(slot));
}

std::optional<Scalar> optScalar(const IValue& v) {
  return v.isNone() ? std::nullopt : std::optional<Scalar>(Scalar(v.toNumber()));
}

/// output_min/output_max of the context: the fused relu or hardtanh.
Tensor clampOutput(Tensor y, const IValue& ctx, const char* cls) {
  std::optional<Scalar> lo = optScalar(contextField(ctx, cls, "output_min"));
  std::optional<Scalar> hi = optScalar(contextField(ctx, cls, "output_max"));
  return lo || hi ? clamp(y, lo, hi) : y;
}

Tensor conv2dRun(const Tensor& x, const IValue& ctx) {
  const char* cls = "Conv2dOpContext";
  auto field = [&](const char* n) -> const IValue& { return contextField(ctx, cls, n); };
  Tensor y = nn::conv(x, toTensor(field("weight")), toOptTensor(field("bias")), toIntVector(field("stride")),
                      toIntVector(field("padding")), toIntVector(field("dilation")), toInt(field("groups")), 2);
  return clampOutput(y, ctx, cls);
}

Tensor convTranspose2dRun(const Tensor& x, const IValue& ctx) {
  const char* cls = "TransposeConv2dOpContext";
  auto field = [&](const char* n) -> const IValue& { return contextField(ctx, cls, n); };
  Tensor y = nn::convTranspose(x, toTensor(field("weight")), toOptTensor(field("bias")), toIntVector(field("stride")),
                               toIntVector(field("padding")), toIntVector(field("output_padding")),
                               toInt(field("groups")), toIntVector(field("dilation")), 2);
  return clampOutput(y, ctx, cls);
}

Tensor linearRun(const Tensor& x, const IValue& ctx) {
  const char* cls = "LinearOpContext";
  Tensor y = linear(x, toTensor(contextField(ctx, cls, "weight")), toOptTensor(contextField(ctx, cls, "bias")));
  return clampOutput(y, ctx, cls);
}

/// prepacked::*_prepack: a context object of class `cls` from the
/// operator's arguments, which are its state in order.
IValue prepack(const char* cls, const IValue* a, size_t n) {
  Ref<Object> o(new Object(customClass(std::string("__torch__.torch.classes.xnnpack.") + cls)));
  setCustomClassState(*o, makeTuple(std::vector<IValue>(a, a + n)));
  return IValue(o);
}

}  // namespace

void addPrepackedOps(Registry& r) {
  // PyTorch types the context as __torch__.torch.classes.xnnpack.*; it is
  // Any here, and the kernels check the object's class. Frozen modules hold
  // contexts as constants; code that prepacks at run time (a frozen MHA's
  // in-projection) makes them with the *_prepack ops.
  r.add("prepacked::conv2d_clamp_run(Tensor X, Any W_prepack) -> Tensor",
        kern<2>([](const IValue* a) { return conv2dRun(toTensor(a[0]), a[1]); }));
  r.add("prepacked::conv2d_transpose_clamp_run(Tensor X, Any W_prepack) -> Tensor",
        kern<2>([](const IValue* a) { return convTranspose2dRun(toTensor(a[0]), a[1]); }));
  r.add("prepacked::linear_clamp_run(Tensor X, Any W_prepack) -> Tensor",
        kern<2>([](const IValue* a) { return linearRun(toTensor(a[0]), a[1]); }));
  r.add("prepacked::linear_clamp_prepack(Tensor W, Tensor? B=None, Scalar? output_min=None, "
        "Scalar? output_max=None) -> Any",
        kern<4>([](const IValue* a) { return prepack("LinearOpContext", a, 4); }));
  r.add("prepacked::conv2d_clamp_prepack(Tensor W, Tensor? B, int[2] stride, int[2] padding, int[2] dilation, "
        "int groups, Scalar? output_min=None, Scalar? output_max=None) -> Any",
        kern<8>([](const IValue* a) { return prepack("Conv2dOpContext", a, 8); }));
  r.add("prepacked::conv2d_transpose_clamp_prepack(Tensor W, Tensor? B, int[2] stride, int[2] padding, "
        "int[2] output_padding, int[2] dilation, int groups, Scalar? output_min=None, Scalar? output_max=None) -> Any",
        kern<9>([](const IValue* a) { return prepack("TransposeConv2dOpContext", a, 9); }));
  r.add("aten::_add_relu.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor",
        kern<3>([](const IValue* a) { return relu_(add(toTensor(a[0]), toTensor(a[1]), toScalar(a[2]))); }));
  r.add("aten::_add_relu.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor",
        kern<3>([](const IValue* a) { return relu_(add(toTensor(a[0]), toScalar(a[1]), toScalar(a[2]))); }));
  r.add("aten::_add_relu_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)",
        kern<3>([](const IValue* a) { return relu_(add_(toTensor(a[0]), toTensor(a[1]), toScalar(a[2]))); }));
  r.add("aten::_add_relu_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -> Tensor(a!)",
        kern<3>([](const IValue* a) { return relu_(add_(toTensor(a[0]), toScalar(a[1]), toScalar(a[2]))); }));
}

}  // namespace ts::detail
