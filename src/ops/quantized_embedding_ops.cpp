// ===--- quantized_embedding_ops.cpp - quantized embedding operators ------=== //
// quantized::embedding_{byte,4bit} / embedding_bag_{byte,4bit} over
// torch.classes.quantized.EmbeddingPackedParamsBase objects (Note [Custom
// classes]), the *_rowwise_offsets variants over fused uint8 tensors, and
// the prepack / unpack operators of both (Note [Row-wise packed embeddings]).
#include "ops/custom_classes.h"
#include "ops/nn_ops.h"
#include "ops/quantized_path.h"
#include "tensor/quantized_embedding.h"
#include "tensor/quantized_tensor.h"

namespace ts::detail {
namespace {

const char* const kEmbeddingParams = "__torch__.torch.classes.quantized.EmbeddingPackedParamsBase";

/// The quantized weight an EmbeddingPackedParamsBase holds (its state:
/// version, [weight], [], [bit rate]).
Tensor packedWeight(const IValue& v, const char* op) {
  if (!v.isObject() || v.toObject()->type->name() != kEmbeddingParams)
    throw Error(std::string(op) + ": expected a " + kEmbeddingParams);
  Object* o = v.toObject();
  const auto& tensors = o->slot(static_cast<size_t>(o->type->attributeIndex("tensors"))).toList()->items;
  if (tensors.size() != 1 || !tensors[0].isTensor()) throw Error(std::string(op) + ": bad packed embedding parameters");
  return tensors[0].toTensor();
}

/// quantized::embedding_bag_prepack: PyTorch takes quint8 and quint4x2
/// weights quantized per row with float qparams.
IValue makePacked(const Tensor& weight) {
  if (!quant::isQuantized(weight) || weight.dim() != 2)
    throw Error("quantized::embedding_bag_prepack weight tensor rank should be 2");
  if (weight.dtype() != ScalarType::QUInt8 && weight.dtype() != ScalarType::QUInt4x2)
    throw Error("qembedding_bag_prepack currently only supports quint8 and quint4x2 weights");
  quant::fusedRowsOf(weight, "quantized::embedding_bag_prepack");  // checks the quantizer
  Ref<Object> o(new Object(customClass(kEmbeddingParams)));
  const int64_t bits = quant::bitWidth(weight.dtype());
  setCustomClassState(*o, makeTuple({IValue(int64_t{1}), makeList(Type::tensor(), {IValue(weight)}),
                                     makeList(Type::float_(), {}), makeList(Type::int_(), {IValue(bits)})}));
  return IValue(o);
}

/// quantized::embedding_bag_unpack: the weight with each row's packed
/// bytes re-read (a sub-byte weight whose rows do not fill whole bytes
/// comes back padded, its rows shifted, as PyTorch's does).
Tensor unpackPacked(const IValue& v) {
  Tensor w = packedWeight(v, "quantized::embedding_bag_unpack");
  const int64_t per = quant::valuesPerByte(w.dtype()), cols = w.sizes()[1];
  if (cols % per == 0) return w;
  quant::PackedRows rows = quant::fusedRowsOf(w, "quantized::embedding_bag_unpack");
  const int64_t value_bytes = (cols + per - 1) / per;
  std::vector<uint8_t> bytes;
  for (int64_t r = 0; r < rows.rows; ++r) {
    const uint8_t* row = rows.row(r);
    bytes.insert(bytes.end(), row, row + value_bytes);
  }
  quant::Quantizer q = quant::quantizerOf(w, "quantized::embedding_bag_unpack");
  return quant::unpackSubByte(bytes.data(), bytes.size(), {rows.rows, value_bytes * per}, w.dtype(), std::move(q));
}

/// The bag arguments after the weight: (indices, offsets, scale_grad_by_freq,
/// mode, pruned_weights, per_sample_weights, compressed_indices_mapping,
/// include_last_offset). Without offsets, 2-D indices are bags of their rows.
Tensor runBag(const quant::PackedRows& rows, int64_t bit_rate, const IValue* a, const std::string& op) {
  Tensor indices = toTensor(a[0]);
  Tensor offsets;
  if (a[1].isNone()) {
    if (indices.dim() != 2) throw Error(op + ": offsets has to be provided with 1-D indices");
    offsets = arange(Scalar(int64_t{0}), Scalar(indices.numel()), Scalar(indices.sizes()[1]), ScalarType::Long);
  } else {
    offsets = toTensor(a[1]);
  }
  quant::BagOptions o;
  o.mode = toInt(a[3]);
  o.include_last_offset = toBool(a[7]);
  if (!a[5].isNone()) o.per_sample_weights = toTensor(a[5]);
  if (toBool(a[4])) {
    if (a[6].isNone()) throw Error(op + ": pruned weights need a compressed_indices_mapping");
    o.compressed_indices_mapping = toTensor(a[6]);
  }
  return quant::embeddingBagRowwise(rows, bit_rate, indices, offsets, o, op.c_str());
}

void setParamsType(Registry& r, const std::string& name, bool returns) {
  auto* op = const_cast<Operator*>(r.find(name));
  TS_CHECK(op, "internal: no operator " + name);
  (returns ? op->schema.returns : op->schema.arguments).at(0).type = customClass(kEmbeddingParams);
}

const char* const kBagArgs =
    "Tensor indices, Tensor? offsets=None, bool scale_grad_by_freq=False, int mode=0, bool pruned_weights=False, "
    "Tensor? per_sample_weights=None, Tensor? compressed_indices_mapping=None, bool include_last_offset=False) -> "
    "Tensor";

void addPackedParamsOps(Registry& r) {
  for (int64_t bits : {8, 4}) {
    const std::string suffix = bits == 8 ? "byte" : "4bit";
    const std::string op = "quantized::embedding_" + suffix;
    r.add(op + "(Any weight, Tensor indices, bool pruned_weights=False) -> Tensor", kern<3>([op, bits](const IValue* a) {
            if (toBool(a[2])) throw Error(op + ": pruned weights need embedding_bag's compressed_indices_mapping");
            quant::PackedRows rows = quant::fusedRowsOf(packedWeight(a[0], op.c_str()), op.c_str());
            return quant::embeddingRowwise(rows, bits, toTensor(a[1]), op.c_str());
          }));
    const std::string bag = "quantized::embedding_bag_" + suffix;
    r.add(bag + "(Any weight, " + kBagArgs, kern<9>([bag, bits](const IValue* a) {
            return runBag(quant::fusedRowsOf(packedWeight(a[0], bag.c_str()), bag.c_str()), bits, a + 1, bag);
          }));
    setParamsType(r, op, false);
    setParamsType(r, bag, false);
  }
  r.add("quantized::embedding_bag_prepack(Tensor weight) -> Any",
        kern<1>([](const IValue* a) { return makePacked(toTensor(a[0])); }));
  r.add("quantized::embedding_bag_unpack(Any W_prepack) -> Tensor W_origin",
        kern<1>([](const IValue* a) { return unpackPacked(a[0]); }));
  setParamsType(r, "quantized::embedding_bag_prepack", true);
  setParamsType(r, "quantized::embedding_bag_unpack", false);
}

/// The operators over fused uint8 tensors (torch.ops.quantized.* in user code).
void addFusedTensorOps(Registry& r) {
  for (int64_t bits : {8, 4, 2}) {
    const std::string suffix = bits == 8 ? "byte" : bits == 4 ? "4bit" : "2bit";
    const std::string bag = "quantized::embedding_bag_" + suffix + "_rowwise_offsets";
    r.add(bag + "(Tensor weight, " + kBagArgs, kern<9>([bag, bits](const IValue* a) {
            return runBag(quant::fusedRowsOfTensor(toTensor(a[0]), bag.c_str()), bits, a + 1, bag);
          }));
    const std::string prepack = "quantized::embedding_bag_" + suffix + "_prepack(Tensor weight";
    if (bits == 8) {
      r.add(prepack + ") -> Tensor", kern<1>([](const IValue* a) { return quant::prepackRowwise(toTensor(a[0]), 8); }));
    } else {
      r.add(prepack + ", bool optimized_qparams=False, int nbins=200, float ratio=0.16) -> Tensor",
            kern<4>([bits](const IValue* a) {
              if (toBool(a[1])) throw Error("embedding_bag prepack: optimized_qparams is not supported");
              return quant::prepackRowwise(toTensor(a[0]), bits);
            }));
    }
    r.add("quantized::embedding_bag_" + suffix + "_unpack(Tensor weight) -> Tensor",
          kern<1>([bits](const IValue* a) { return quant::unpackRowwise(toTensor(a[0]), bits); }));
  }
}

}  // namespace

void addQuantizedEmbeddingOps(Registry& r) {
  addPackedParamsOps(r);
  addFusedTensorOps(r);
}

}  // namespace ts::detail
