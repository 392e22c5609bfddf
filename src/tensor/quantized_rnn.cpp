// ===--- quantized_rnn.cpp - dynamically quantized LSTM, GRU and RNN ------=== //
#include "tensor/quantized_rnn.h"

#include "support/error.h"
#include "tensor/ops.h"

namespace ts::quant {
namespace {

/// One step given the input projection `ih` (Note [Quantized RNNs]).
std::vector<Tensor> step(nn::RnnKind kind, const Tensor& ih, const std::vector<Tensor>& hx, const QuantizedCell& cell) {
  const Tensor& h = hx[0];
  if (kind == nn::RnnKind::Lstm) {
    std::vector<Tensor> g = chunk(add(cell.hh(h), ih), 4, 1);
    Tensor i = ts::sigmoid(g[0]), f = ts::sigmoid(g[1]), c = ts::tanh(g[2]), o = ts::sigmoid(g[3]);
    Tensor cy = add(mul(f, hx[1]), mul(i, c));
    return {mul(o, ts::tanh(cy)), cy};
  }
  if (kind == nn::RnnKind::Gru) {
    std::vector<Tensor> gi = chunk(ih, 3, 1), gh = chunk(cell.hh(h), 3, 1);
    Tensor r = ts::sigmoid(add(gh[0], gi[0])), z = ts::sigmoid(add(gh[1], gi[1]));
    Tensor n = ts::tanh(add(gi[2], mul(gh[2], r)));
    return {add(mul(sub(h, n), z), n)};
  }
  Tensor pre = add(cell.hh(h), ih);
  return {kind == nn::RnnKind::Tanh ? ts::tanh(pre) : ts::relu(pre)};
}

/// One direction of one packed layer; `state` is h0 (and c0) of the whole
/// batch, replaced by the final states.
Tensor packedDirection(nn::RnnKind kind, const Tensor& data, const std::vector<int64_t>& sizes,
                       std::vector<Tensor>& state, const QuantizedCell& cell, bool reverse) {
  const Tensor inputs_w = cell.ih(data);
  std::vector<int64_t> offsets(sizes.size(), 0);
  for (size_t t = 1; t < sizes.size(); ++t) offsets[t] = offsets[t - 1] + sizes[t - 1];
  std::vector<Tensor> rows(sizes.size());
  const size_t n = state.size();
  if (!reverse) {
    std::vector<std::vector<Tensor>> done(n);  // finished sequences' states, last first
    std::vector<Tensor> h = state;
    int64_t last = sizes[0];
    for (size_t t = 0; t < sizes.size(); ++t) {
      const int64_t bs = sizes[t];
      for (size_t s = 0; s < n && bs < last; ++s) {
        done[s].push_back(h[s].narrow(0, bs, last - bs));
        h[s] = h[s].narrow(0, 0, bs);
      }
      last = bs;
      h = step(kind, inputs_w.narrow(0, offsets[t], bs), h, cell);
      rows[t] = h[0];
    }
    for (size_t s = 0; s < n; ++s) {
      std::vector<Tensor> parts{h[s]};
      parts.insert(parts.end(), done[s].rbegin(), done[s].rend());
      state[s] = cat(parts, 0);
    }
  } else {
    std::vector<Tensor> h;
    int64_t last = sizes.back();
    for (const Tensor& s : state) h.push_back(s.narrow(0, 0, last));
    for (size_t k = sizes.size(); k-- > 0;) {
      const int64_t bs = sizes[k];
      for (size_t s = 0; s < n && bs > last; ++s) h[s] = cat({h[s], state[s].narrow(0, last, bs - last)}, 0);
      last = bs;
      h = step(kind, inputs_w.narrow(0, offsets[k], bs), h, cell);
      rows[k] = h[0];
    }
    state = h;
  }
  return cat(rows, 0);
}

}  // namespace

std::vector<Tensor> runQuantizedPackedRnn(nn::RnnKind kind, const Tensor& data, const std::vector<int64_t>& batch_sizes,
                                          const std::vector<Tensor>& hx, const std::vector<QuantizedCell>& cells,
                                          const nn::RnnOptions& opts) {
  const int64_t dirs = opts.bidirectional ? 2 : 1;
  const size_t n_state = kind == nn::RnnKind::Lstm ? 2 : 1;
  if (static_cast<int64_t>(cells.size()) != opts.num_layers * dirs)
    throw Error("quantized rnn: expected one set of cell parameters per layer and direction");
  if (hx.size() != n_state) throw Error("quantized rnn: expected " + std::to_string(n_state) + " hidden states");
  if (data.dim() != 2 || batch_sizes.empty()) throw Error("quantized rnn: expected 2-D packed data");
  Tensor layer_data = data;
  std::vector<std::vector<Tensor>> finals(n_state);
  for (int64_t layer = 0; layer < opts.num_layers; ++layer) {
    std::vector<Tensor> dir_outputs;
    for (int64_t d = 0; d < dirs; ++d) {
      std::vector<Tensor> state;
      for (const Tensor& t : hx) state.push_back(t.select(0, layer * dirs + d));
      dir_outputs.push_back(
          packedDirection(kind, layer_data, batch_sizes, state, cells[static_cast<size_t>(layer * dirs + d)], d == 1));
      for (size_t s = 0; s < n_state; ++s) finals[s].push_back(state[s]);
    }
    layer_data = dirs == 1 ? dir_outputs[0] : cat(dir_outputs, 1);
  }
  std::vector<Tensor> out{layer_data};
  for (const std::vector<Tensor>& f : finals) out.push_back(stack(f, 0));
  return out;
}

std::vector<Tensor> quantizedCellStep(nn::RnnKind kind, const Tensor& input, const std::vector<Tensor>& hx,
                                      const QuantizedCell& cell) {
  const size_t n = kind == nn::RnnKind::Lstm ? 2 : 1;
  if (hx.size() != n) throw Error("quantized rnn cell: expected " + std::to_string(n) + " hidden state tensors");
  const bool unbatched = input.dim() == 1;
  std::vector<Tensor> h;
  for (const Tensor& t : hx) h.push_back(unbatched ? t.unsqueeze(0) : t);
  std::vector<Tensor> out = step(kind, cell.ih(unbatched ? input.unsqueeze(0) : input), h, cell);
  if (unbatched)
    for (Tensor& t : out) t = t.squeeze(0);
  return out;
}

std::vector<Tensor> runQuantizedRnn(nn::RnnKind kind, const Tensor& input, const std::vector<Tensor>& hx,
                                    const std::vector<QuantizedCell>& cells, const nn::RnnOptions& opts) {
  const int64_t dirs = opts.bidirectional ? 2 : 1;
  const size_t n_state = kind == nn::RnnKind::Lstm ? 2 : 1;
  if (static_cast<int64_t>(cells.size()) != opts.num_layers * dirs)
    throw Error("quantized rnn: expected one set of cell parameters per layer and direction");
  if (hx.size() != n_state) throw Error("quantized rnn: expected " + std::to_string(n_state) + " hidden states");
  if (input.dim() != 3) throw Error("quantized rnn: expected a 3-D input");
  Tensor layer_input = opts.batch_first ? input.transpose(0, 1) : input;
  const int64_t T = layer_input.sizes()[0];
  std::vector<std::vector<Tensor>> finals(n_state);
  for (int64_t layer = 0; layer < opts.num_layers; ++layer) {
    std::vector<Tensor> dir_outputs;
    for (int64_t d = 0; d < dirs; ++d) {
      const QuantizedCell& cell = cells[static_cast<size_t>(layer * dirs + d)];
      std::vector<Tensor> state;
      for (const Tensor& t : hx) state.push_back(t.select(0, layer * dirs + d));
      std::vector<Tensor> inputs_w = unbind(cell.ih(layer_input), 0);
      std::vector<Tensor> steps(static_cast<size_t>(T));
      for (int64_t k = 0; k < T; ++k) {
        const int64_t t = d == 0 ? k : T - 1 - k;
        state = step(kind, inputs_w[static_cast<size_t>(t)], state, cell);
        steps[static_cast<size_t>(t)] = state[0];
      }
      dir_outputs.push_back(stack(steps, 0));
      for (size_t s = 0; s < n_state; ++s) finals[s].push_back(state[s]);
    }
    layer_input = dirs == 1 ? dir_outputs[0] : cat(dir_outputs, 2);
  }
  std::vector<Tensor> out{opts.batch_first ? layer_input.transpose(0, 1) : layer_input};
  for (const std::vector<Tensor>& f : finals) out.push_back(stack(f, 0));
  return out;
}

}  // namespace ts::quant
