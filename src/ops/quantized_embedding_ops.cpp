// ===--- quantized_embedding_ops.cpp - quantized embedding operators ------=== //
// quantized::embedding_byte / embedding_bag_byte over
// torch.classes.quantized.EmbeddingPackedParamsBase objects (Note [Custom
// classes]); the 4-bit variants load but report that they are unsupported.
#include "ops/custom_classes.h"
#include "ops/nn_ops.h"
#include "ops/quantized_path.h"
#include "tensor/quantized_embedding.h"

namespace ts::detail {
namespace {

const char* const kEmbeddingParams = "__torch__.torch.classes.quantized.EmbeddingPackedParamsBase";

/// The quantized weight an EmbeddingPackedParamsBase holds.
Tensor packedWeight(const IValue& v, const char* op) {
  if (!v.isObject() || v.toObject()->type->name() != kEmbeddingParams)
    throw Error(std::string(op) + ": expected a " + kEmbeddingParams);
  Object* o = v.toObject();
  const auto& tensors = o->slot(static_cast<size_t>(o->type->attributeIndex("tensors"))).toList()->items;
  const auto& longs = o->slot(static_cast<size_t>(o->type->attributeIndex("longs"))).toList()->items;
  if (tensors.size() != 1) throw Error(std::string(op) + ": bad packed embedding parameters");
  if (!longs.empty() && longs[0].toInt() != 8)
    throw Error(std::string(op) + ": " + std::to_string(longs[0].toInt()) + "-bit embeddings are not supported");
  return tensors[0].toTensor();
}

IValue makePacked(const Tensor& weight) {
  if (!quant::isQuantized(weight) || weight.dtype() != ScalarType::QUInt8 || weight.dim() != 2)
    throw Error("quantized::embedding_bag_prepack: expected a 2-D quint8 weight");
  Ref<Object> o(new Object(customClass(kEmbeddingParams)));
  setCustomClassState(*o, makeTuple({IValue(int64_t{1}), makeList(Type::tensor(), {IValue(weight)}),
                                     makeList(Type::float_(), {}), makeList(Type::int_(), {IValue(int64_t{8})})}));
  return IValue(o);
}

void setParamsType(Registry& r, const std::string& name, bool returns) {
  auto* op = const_cast<Operator*>(r.find(name));
  TS_CHECK(op, "internal: no operator " + name);
  (returns ? op->schema.returns : op->schema.arguments).at(0).type = customClass(kEmbeddingParams);
}

}  // namespace

void addQuantizedEmbeddingOps(Registry& r) {
  const std::string bag_args =
      "(Any weight, Tensor indices, Tensor? offsets=None, bool scale_grad_by_freq=False, int mode=0, "
      "bool pruned_weights=False, Tensor? per_sample_weights=None, Tensor? compressed_indices_mapping=None, "
      "bool include_last_offset=False) -> Tensor";
  for (const char* bits : {"byte", "4bit"}) {
    const std::string op = std::string("quantized::embedding_") + bits;
    r.add(op + "(Any weight, Tensor indices, bool pruned_weights=False) -> Tensor",
          kern<3>([op](const IValue* a) {
            if (toBool(a[2])) throw Error(op + ": pruned weights are not supported");
            return quant::embeddingByte(packedWeight(a[0], op.c_str()), toTensor(a[1]));
          }));
    const std::string bag = std::string("quantized::embedding_bag_") + bits;
    r.add(bag + bag_args, kern<9>([bag](const IValue* a) {
            if (toBool(a[5]) || !a[7].isNone()) throw Error(bag + ": pruned weights are not supported");
            if (a[2].isNone()) throw Error(bag + ": offsets are required");
            std::optional<Tensor> psw = a[6].isNone() ? std::nullopt : std::optional<Tensor>(toTensor(a[6]));
            return quant::embeddingBagByte(packedWeight(a[0], bag.c_str()), toTensor(a[1]), toTensor(a[2]),
                                           toInt(a[4]), psw, toBool(a[8]));
          }));
    setParamsType(r, op, false);
    setParamsType(r, bag, false);
  }
  r.add("quantized::embedding_bag_prepack(Tensor weight) -> Any",
        kern<1>([](const IValue* a) { return makePacked(toTensor(a[0])); }));
  r.add("quantized::embedding_bag_unpack(Any W_prepack) -> Tensor W_origin",
        kern<1>([](const IValue* a) { return packedWeight(a[0], "quantized::embedding_bag_unpack"); }));
  setParamsType(r, "quantized::embedding_bag_prepack", true);
  setParamsType(r, "quantized::embedding_bag_unpack", false);
}

}  // namespace ts::detail
