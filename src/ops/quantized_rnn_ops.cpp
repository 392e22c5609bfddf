// ===--- quantized_rnn_ops.cpp - dynamically quantized RNN operators ------=== //
// aten::quantized_lstm/quantized_gru over torch.classes.rnn.CellParamsBase
// objects and the quantized::quantized_*_cell_dynamic cells (Note
// [Quantized RNNs], Note [Custom classes]).
#include "ops/custom_classes.h"
#include "ops/nn_ops.h"
#include "ops/quantized_path.h"
#include "tensor/quantized_rnn.h"

namespace ts::detail {
namespace {

const char* const kCellParams = "__torch__.torch.classes.rnn.CellParamsBase";
const char* const kLinearParams = "__torch__.torch.classes.quantized.LinearPackedParamsBase";

const IValue& field(Object* o, const char* name) { return o->slot(static_cast<size_t>(o->type->attributeIndex(name))); }

/// The projections of a CellParamsBase: its packed weights hold the biases.
quant::QuantizedCell cellOf(const IValue& v) {
  if (!v.isObject() || v.toObject()->type->name() != kCellParams)
    throw Error(std::string("quantized rnn: expected a ") + kCellParams);
  Object* o = v.toObject();
  const std::string kind = field(o, "type").toStr();
  if (kind != "quantized_dynamic" && kind != "quantized_fp16")
    throw Error("quantized rnn: cell parameters of kind '" + kind + "' are not supported");
  const auto& packed = field(o, "packed").toList()->items;
  const auto& longs = field(o, "longs").toList()->items;
  if (packed.size() != 2) throw Error("quantized rnn: expected two packed weights in the cell parameters");
  const bool reduce_range = kind == "quantized_dynamic" && !longs.empty() && longs[0].toInt() != 0;
  IValue ih = packed[0], hh = packed[1];
  return {[ih, reduce_range](const Tensor& x) { return applyLinearDynamic(ih, x, reduce_range); },
          [hh, reduce_range](const Tensor& x) { return applyLinearDynamic(hh, x, reduce_range); }};
}

std::vector<quant::QuantizedCell> cellsOf(const IValue& v) {
  std::vector<quant::QuantizedCell> out;
  for (const IValue& item : v.toList()->items) out.push_back(cellOf(item));
  return out;
}

nn::RnnOptions rnnOptions(const IValue* a, bool batch_first) {
  nn::RnnOptions o;
  o.has_biases = toBool(a[0]);
  o.num_layers = toInt(a[1]);
  o.dropout = toDouble(a[2]);
  o.train = toBool(a[3]);
  o.bidirectional = toBool(a[4]);
  o.batch_first = batch_first;
  return o;
}

/// A PackedSequence's batch_sizes: positive and non-increasing.
std::vector<int64_t> batchSizes(const IValue& v) {
  Tensor t = toTensor(v).to(ScalarType::Long).contiguous();
  if (t.dim() != 1 || t.numel() == 0) throw Error("batch_sizes must be a non-empty 1D int64 tensor");
  const int64_t* p = static_cast<const int64_t*>(t.data_ptr());
  std::vector<int64_t> out(p, p + t.numel());
  for (size_t i = 0; i < out.size(); ++i)
    if (out[i] <= 0 || (i > 0 && out[i] > out[i - 1])) throw Error("batch_sizes must be positive and non-increasing");
  return out;
}

/// A cell operator's projections: (w_ih, w_hh) packed with their biases.
/// PyTorch's cells (RNN.cpp's DEFINE_QUANTIZED_RNN_CELL_DYNAMIC) build
/// QuantizedCellParamsDynamic with reduce_range=true: the input is
/// quantized to 7 bits, whatever the engine.
quant::QuantizedCell cellFromArgs(const IValue& w_ih, const IValue& w_hh) {
  for (const IValue* w : {&w_ih, &w_hh})
    if (!w->isObject() || w->toObject()->type->name() != kLinearParams)
      throw Error(std::string("quantized rnn cell: expected a ") + kLinearParams);
  return {[w_ih](const Tensor& x) { return applyLinearDynamic(w_ih, x, true); },
          [w_hh](const Tensor& x) { return applyLinearDynamic(w_hh, x, true); }};
}

void setArgType(Registry& r, const std::string& name, size_t index, TypePtr type) {
  auto* op = const_cast<Operator*>(r.find(name));
  TS_CHECK(op, "internal: no operator " + name);
  op->schema.arguments.at(index).type = std::move(type);
}

}  // namespace

void addQuantizedRnnOps(Registry& r) {
  // The schema language has no torch.classes types: Any, retyped below.
  r.add("aten::quantized_lstm.input(Tensor input, Tensor[] hx, Any params, bool has_biases, int num_layers, "
        "float dropout, bool train, bool bidirectional, bool batch_first, *, ScalarType? dtype=None, "
        "bool use_dynamic=False) -> (Tensor, Tensor, Tensor)",
        kern<11>([](const IValue* a) {
          auto out = quant::runQuantizedRnn(nn::RnnKind::Lstm, toTensor(a[0]), toTensorVector(a[1]), cellsOf(a[2]),
                                            rnnOptions(a + 3, toBool(a[8])));
          return std::make_tuple(out[0], out[1], out[2]);
        }));
  r.add("aten::quantized_gru.input(Tensor input, Tensor hx, Any params, bool has_biases, int num_layers, "
        "float dropout, bool train, bool bidirectional, bool batch_first) -> (Tensor, Tensor)",
        kern<9>([](const IValue* a) {
          auto out = quant::runQuantizedRnn(nn::RnnKind::Gru, toTensor(a[0]), {toTensor(a[1])}, cellsOf(a[2]),
                                            rnnOptions(a + 3, toBool(a[8])));
          return std::make_tuple(out[0], out[1]);
        }));
  r.add("aten::quantized_lstm.data(Tensor data, Tensor batch_sizes, Tensor[] hx, Any params, bool has_biases, "
        "int num_layers, float dropout, bool train, bool bidirectional, *, ScalarType? dtype=None, "
        "bool use_dynamic=False) -> (Tensor, Tensor, Tensor)",
        kern<11>([](const IValue* a) {
          auto out = quant::runQuantizedPackedRnn(nn::RnnKind::Lstm, toTensor(a[0]), batchSizes(a[1]),
                                                  toTensorVector(a[2]), cellsOf(a[3]), rnnOptions(a + 4, false));
          return std::make_tuple(out[0], out[1], out[2]);
        }));
  r.add("aten::quantized_gru.data(Tensor data, Tensor batch_sizes, Tensor hx, Any params, bool has_biases, "
        "int num_layers, float dropout, bool train, bool bidirectional) -> (Tensor, Tensor)",
        kern<9>([](const IValue* a) {
          auto out = quant::runQuantizedPackedRnn(nn::RnnKind::Gru, toTensor(a[0]), batchSizes(a[1]),
                                                  {toTensor(a[2])}, cellsOf(a[3]), rnnOptions(a + 4, false));
          return std::make_tuple(out[0], out[1]);
        }));
  const TypePtr cells = Type::list(customClass(kCellParams));
  for (const char* name : {"aten::quantized_lstm.input", "aten::quantized_gru.input"}) setArgType(r, name, 2, cells);
  for (const char* name : {"aten::quantized_lstm.data", "aten::quantized_gru.data"}) setArgType(r, name, 3, cells);
  const std::string packed = "Any w_ih, Any w_hh, Tensor b_ih, Tensor b_hh)";
  r.add("quantized::quantized_lstm_cell_dynamic(Tensor input, Tensor[] hx, " + packed + " -> (Tensor, Tensor)",
        kern<6>([](const IValue* a) {
          auto out = quant::quantizedCellStep(nn::RnnKind::Lstm, toTensor(a[0]), toTensorVector(a[1]),
                                              cellFromArgs(a[2], a[3]));
          return std::make_tuple(out[0], out[1]);
        }));
  const std::pair<const char*, nn::RnnKind> cells1[] = {{"quantized::quantized_gru_cell_dynamic", nn::RnnKind::Gru},
                                                        {"quantized::quantized_rnn_tanh_cell_dynamic", nn::RnnKind::Tanh},
                                                        {"quantized::quantized_rnn_relu_cell_dynamic", nn::RnnKind::Relu}};
  for (const auto& [name, kind] : cells1)
    r.add(std::string(name) + "(Tensor input, Tensor hx, " + packed + " -> Tensor",
          kern<6>([kind = kind](const IValue* a) {
            return quant::quantizedCellStep(kind, toTensor(a[0]), {toTensor(a[1])}, cellFromArgs(a[2], a[3]))[0];
          }));
}

}  // namespace ts::detail
