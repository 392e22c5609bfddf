// ===--- nn_packed_rnn_ops.cpp - packed sequences and RNNs over them -----=== //
// The `.data` overloads take a PackedSequence's flat data (time-major rows,
// batch_sizes[t] of them at step t, batch sorted by decreasing length).
// Every scripted nn.LSTM/GRU/RNN references them. Each sequence runs alone
// through nn::runRnn with its own length, which is exactly the packed
// semantics: a finished sequence's hidden state stops changing, and the
// reverse direction starts at each sequence's own last step.
#include "ops/generator_arg.h"
#include "ops/nn_ops.h"
#include "tensor/nn_rnn.h"
#include "tensor/ops_copy.h"
#include "tensor/ops_creation.h"
#include "tensor/ops_shape.h"
#include "tensor/ops_view.h"

namespace ts::detail {
namespace {

/// batch_sizes as a checked vector: 1-D int64, positive, non-increasing,
/// summing to the data's row count.
std::vector<int64_t> checkedBatchSizes(const Tensor& batch_sizes, const Tensor& data) {
  TS_CHECK(batch_sizes.dim() == 1 && batch_sizes.dtype() == ScalarType::Long,
           "batch_sizes must be a 1D int64 tensor");
  Tensor bs = contiguous(batch_sizes);
  const int64_t* p = bs.data_ptr<int64_t>();
  std::vector<int64_t> out(p, p + bs.numel());
  int64_t total = 0;
  for (size_t t = 0; t < out.size(); ++t) {
    TS_CHECK(out[t] > 0 && (t == 0 || out[t] <= out[t - 1]), "batch_sizes must be positive and non-increasing");
    total += out[t];
  }
  TS_CHECK(!out.empty(), "batch_sizes must not be empty");
  TS_CHECK(data.dim() >= 1 && data.size(0) == total,
           "packed data must have one row per batch_sizes entry (" + std::to_string(total) + " rows)");
  return out;
}

/// Runs a packed RNN: returns the packed output and the final hidden
/// states in the order of `hx`.
std::vector<Tensor> runPacked(nn::RnnKind kind, const IValue* a, const std::vector<Tensor>& hx) {
  Tensor data = toTensor(a[0]);
  std::vector<int64_t> sizes = checkedBatchSizes(toTensor(a[1]), data);
  TS_CHECK(data.dim() == 2, "input must have 2 dimensions, got " + std::to_string(data.dim()));
  nn::RnnOptions opts;
  opts.has_biases = toBool(a[4]);
  opts.num_layers = toInt(a[5]);
  opts.dropout = toDouble(a[6]);
  opts.train = toBool(a[7]);
  opts.bidirectional = toBool(a[8]);
  std::vector<int64_t> offsets(sizes.size(), 0);
  for (size_t t = 1; t < sizes.size(); ++t) offsets[t] = offsets[t - 1] + sizes[t - 1];
  int64_t batch = sizes.empty() ? 0 : sizes[0];
  std::vector<Tensor> rows(static_cast<size_t>(data.size(0)));
  std::vector<std::vector<Tensor>> finals(hx.size());
  std::vector<Tensor> params = toTensorVector(a[3]);
  return withGenerator(IValue(), [&](Generator& gen) {
    for (int64_t b = 0; b < batch; ++b) {
      std::vector<Tensor> steps, h0;
      for (size_t t = 0; t < sizes.size() && sizes[t] > b; ++t) steps.push_back(narrow(data, 0, offsets[t] + b, 1));
      for (const Tensor& h : hx) h0.push_back(narrow(h, 1, b, 1));
      std::vector<Tensor> out = nn::runRnn(kind, unsqueeze(cat(steps, 0), 1), h0, params, opts, gen);
      for (size_t t = 0; t < steps.size(); ++t) rows[offsets[t] + b] = select(out[0], 0, static_cast<int64_t>(t));
      for (size_t i = 0; i < hx.size(); ++i) finals[i].push_back(out[i + 1]);
    }
    std::vector<Tensor> result{cat(rows, 0)};
    for (auto& f : finals) result.push_back(cat(f, 1));
    return result;
  });
}

/// Lengths as a checked vector: 1-D, sorted by decreasing length, positive,
/// at most the time dimension.
std::vector<int64_t> checkedLengths(const Tensor& lengths, int64_t steps) {
  TS_CHECK(lengths.dim() == 1, "'lengths' argument should be a 1D tensor, but got a " +
                                   std::to_string(lengths.dim()) + "D tensor");
  Tensor l = contiguous(lengths.to(ScalarType::Long));
  const int64_t* p = l.data_ptr<int64_t>();
  std::vector<int64_t> out(p, p + l.numel());
  TS_CHECK(!out.empty() && out.back() > 0, "Length of all samples has to be greater than 0, but found an element in "
                                           "'lengths' that is <= 0");
  for (size_t i = 1; i < out.size(); ++i)
    TS_CHECK(out[i] <= out[i - 1], "`lengths` array must be sorted in decreasing order when `enforce_sorted` is "
                                   "True. You can pass `enforce_sorted=False` to pack_padded_sequence and/or "
                                   "pack_sequence to sidestep this requirement if you do not need ONNX "
                                   "exportability.");
  TS_CHECK(out[0] <= steps, "Expected the length of the longest sequence to be at most the sequence length");
  return out;
}

/// aten::_pack_padded_sequence: time-major rows of the sequences still
/// running at each step, and how many there are.
std::pair<Tensor, Tensor> packPadded(const Tensor& input, const Tensor& lengths_t, bool batch_first) {
  Tensor x = batch_first ? transpose(input, 0, 1) : input;
  TS_CHECK(x.dim() >= 2, "pack_padded_sequence expects a tensor of at least 2 dimensions");
  std::vector<int64_t> lengths = checkedLengths(lengths_t, x.size(0));
  TS_CHECK(static_cast<int64_t>(lengths.size()) == x.size(1),
           "Expected `len(lengths)` to be equal to batch_size, but got " + std::to_string(lengths.size()) +
               " (batch_size=" + std::to_string(x.size(1)) + ")");
  std::vector<Tensor> steps;
  std::vector<int64_t> sizes;
  for (int64_t t = 0; t < lengths[0]; ++t) {
    int64_t running = 0;
    while (running < static_cast<int64_t>(lengths.size()) && lengths[running] > t) ++running;
    steps.push_back(narrow(select(x, 0, t), 0, 0, running));
    sizes.push_back(running);
  }
  Tensor batch_sizes = empty({static_cast<int64_t>(sizes.size())}, ScalarType::Long);
  std::copy(sizes.begin(), sizes.end(), batch_sizes.data_ptr<int64_t>());
  return {cat(steps, 0), batch_sizes};
}

/// aten::_pad_packed_sequence: the inverse, padded with `padding_value` to
/// max(total_length, longest) steps; returns the lengths too.
std::pair<Tensor, Tensor> padPacked(const Tensor& data, const Tensor& batch_sizes_t, bool batch_first,
                                    const Scalar& padding, int64_t total_length) {
  std::vector<int64_t> sizes = checkedBatchSizes(batch_sizes_t, data);
  int64_t steps = std::max(static_cast<int64_t>(sizes.size()), total_length), batch = sizes[0];
  std::vector<int64_t> shape{steps, batch};
  for (int64_t d = 1; d < data.dim(); ++d) shape.push_back(data.size(d));
  Tensor out = full(shape, padding, data.dtype());
  Tensor lengths = zeros({batch}, ScalarType::Long);
  int64_t offset = 0;
  for (size_t t = 0; t < sizes.size(); ++t) {
    copy_(narrow(select(out, 0, static_cast<int64_t>(t)), 0, 0, sizes[t]), narrow(data, 0, offset, sizes[t]));
    offset += sizes[t];
    for (int64_t b = 0; b < sizes[t]; ++b) lengths.data_ptr<int64_t>()[b] = static_cast<int64_t>(t) + 1;
  }
  return {batch_first ? transpose(out, 0, 1) : out, lengths};
}

}  // namespace

void addPackedRnnOps(Registry& r) {
  r.add("aten::_pack_padded_sequence(Tensor input, Tensor lengths, bool batch_first) -> (Tensor, Tensor)",
        kern<3>([](const IValue* a) { return packPadded(toTensor(a[0]), toTensor(a[1]), toBool(a[2])); }));
  r.add("aten::_pad_packed_sequence(Tensor data, Tensor batch_sizes, bool batch_first, Scalar padding_value, "
        "int total_length) -> (Tensor, Tensor)",
        kern<5>([](const IValue* a) {
          return padPacked(toTensor(a[0]), toTensor(a[1]), toBool(a[2]), toScalar(a[3]), toInt(a[4]));
        }));
  r.add("aten::lstm.data(Tensor data, Tensor batch_sizes, Tensor[] hx, Tensor[] params, bool has_biases, "
        "int num_layers, float dropout, bool train, bool bidirectional) -> (Tensor, Tensor, Tensor)",
        kern<9>([](const IValue* a) {
          auto out = runPacked(nn::RnnKind::Lstm, a, toTensorVector(a[2]));
          return std::make_tuple(out[0], out[1], out[2]);
        }));
  const std::pair<const char*, nn::RnnKind> single[] = {
      {"gru", nn::RnnKind::Gru}, {"rnn_tanh", nn::RnnKind::Tanh}, {"rnn_relu", nn::RnnKind::Relu}};
  for (const auto& [name, kind] : single) {
    nn::RnnKind k = kind;
    r.add(std::string("aten::") + name +
              ".data(Tensor data, Tensor batch_sizes, Tensor hx, Tensor[] params, bool has_biases, int num_layers, "
              "float dropout, bool train, bool bidirectional) -> (Tensor, Tensor)",
          kern<9>([k](const IValue* a) {
            auto out = runPacked(k, a, {toTensor(a[2])});
            return std::make_pair(out[0], out[1]);
          }));
  }
}

}  // namespace ts::detail
