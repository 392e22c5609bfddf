// ===--- nn_rnn.cpp - LSTM, GRU and Elman RNN layers ----------------------=== //
#include "tensor/nn_rnn.h"

#include "tensor/nn_activation.h"
#include "tensor/nn_lstm_gates.h"
#include "tensor/nn_recurrent_linear.h"
#include "tensor/nn_sample.h"
#include "support/error.h"
#include "tensor/nn_util.h"
#include "tensor/ops_copy.h"
#include "tensor/ops_linalg.h"

namespace ts::nn {
namespace {

/// An LSTM layer in one direction through the fused gate kernel (Note
/// [Fused LSTM gates]): h of step t is written straight into row t of the
/// output and c is updated in a buffer of our own. Undefined when the
/// operands do not suit the kernel.
Tensor runLstmFused(const Tensor& xw, std::vector<Tensor>& state, const RecurrentLinear& hh_linear, bool reverse) {
  const int64_t steps = xw.size(0);
  if (steps == 0 || !xw.is_contiguous() || state[0].dim() != 2) return Tensor();
  Tensor c = emptyTensor(state[1].sizes(), state[1].dtype());  // contiguous, ours to update
  copy_(c, state[1]);
  if (!lstmGatesSupported(xw.select(0, 0), xw.select(0, 0), c)) return Tensor();
  Tensor out = emptyTensor({steps, c.size(0), c.size(1)}, c.dtype());
  Tensor h = state[0];
  for (int64_t s = 0; s < steps; ++s) {
    const int64_t t = reverse ? steps - 1 - s : s;
    Tensor hh = hh_linear(h);
    if (!lstmGatesSupported(hh, xw.select(0, t), c)) return Tensor();
    h = out.select(0, t);
    lstmGatesStep(hh, xw.select(0, t), c, h);
  }
  state[0] = h;
  state[1] = c;
  return out;
}

/// One layer in one direction. State holds h (and c for an LSTM); `xw` is
/// the precomputed input projection [T, B, gates * H]. An LSTM with
/// proj_size projects each new h by `w_hr` (ATen: h = matmul(h, w_hr^T)).
Tensor runDirection(RnnKind kind, const Tensor& xw, std::vector<Tensor>& state, const Tensor& w_hh,
                    const Tensor& b_hh, bool reverse, const Tensor& w_hr = Tensor()) {
  const RecurrentLinear hh_linear(w_hh, b_hh, xw.size(0));
  if (kind == RnnKind::Lstm && !w_hr.defined()) {
    Tensor fused = runLstmFused(xw, state, hh_linear, reverse);
    if (fused.defined()) return fused;
  }
  const int64_t steps = xw.size(0);
  std::vector<Tensor> outs(steps);
  for (int64_t s = 0; s < steps; ++s) {
    const int64_t t = reverse ? steps - 1 - s : s;
    Tensor ih = xw.select(0, t);
    Tensor hh = hh_linear(state[0]);
    if (kind == RnnKind::Lstm) {
      std::vector<Tensor> g = chunk(add(hh, ih), 4, 1);
      Tensor i = sigmoid(g[0]), f = sigmoid(g[1]), c = tanh(g[2]), o = sigmoid(g[3]);
      state[1] = add(mul(f, state[1]), mul(i, c));
      state[0] = mul(o, tanh(state[1]));
      if (w_hr.defined()) state[0] = matmul(state[0], w_hr.t());
    } else if (kind == RnnKind::Gru) {
      std::vector<Tensor> gi = chunk(ih, 3, 1), gh = chunk(hh, 3, 1);
      Tensor r = sigmoid(add(gh[0], gi[0]));
      Tensor z = sigmoid(add(gh[1], gi[1]));
      Tensor n = tanh(add(gi[2], mul(gh[2], r)));
      state[0] = add(mul(sub(state[0], n), z), n);
    } else {
      Tensor pre = add(hh, ih);
      state[0] = kind == RnnKind::Tanh ? tanh(pre) : relu(pre);
    }
    outs[t] = state[0];
  }
  return stack(outs, 0);
}

int64_t gateCount(RnnKind kind) {
  switch (kind) {
    case RnnKind::Lstm: return 4;
    case RnnKind::Gru: return 3;
    case RnnKind::Tanh:
    case RnnKind::Relu: return 1;
  }
  return 1;
}

}  // namespace

std::vector<Tensor> rnnCell(RnnKind kind, const Tensor& input, const std::vector<Tensor>& hx, const Tensor& w_ih,
                            const Tensor& w_hh, const Tensor& b_ih, const Tensor& b_hh) {
  TS_CHECK(hx.size() == (kind == RnnKind::Lstm ? 2u : 1u), "rnn cell: wrong number of hidden states");
  TS_CHECK(input.dim() == 2 && hx[0].dim() == 2, "rnn cell: expected 2-D input and hidden state");
  // The state layout runDirection steps through: the same gate arithmetic.
  std::vector<Tensor> state = hx;
  runDirection(kind, linear(input, w_ih, b_ih).unsqueeze(0), state, w_hh, b_hh, false);
  return state;
}

std::vector<Tensor> runRnn(RnnKind kind, const Tensor& input, const std::vector<Tensor>& hx,
                           const std::vector<Tensor>& params, const RnnOptions& opts, Generator& gen) {
  const int64_t dirs = opts.bidirectional ? 2 : 1;
  const size_t states = kind == RnnKind::Lstm ? 2 : 1;
  TS_CHECK(hx.size() == states, kind == RnnKind::Lstm ? "lstm expects two hidden states" : "expected one hidden state");
  // As ATen: an LSTM has projections when h and c differ in size, and then
  // each layer and direction also holds w_hr, after the biases.
  const bool proj = kind == RnnKind::Lstm && hx[0].dim() > 0 && hx[1].dim() > 0 && hx[0].size(-1) != hx[1].size(-1);
  const int64_t per = (opts.has_biases ? 4 : 2) + (proj ? 1 : 0);
  TS_CHECK(static_cast<int64_t>(params.size()) == opts.num_layers * dirs * per,
           "got " + std::to_string(params.size()) + " parameters, but expected " +
               std::to_string(opts.num_layers * dirs * per));
  TS_CHECK(input.dim() == 3, "input must have 3 dimensions, got " + std::to_string(input.dim()));
  Tensor layer_input = opts.batch_first ? input.transpose(0, 1) : input;
  std::vector<std::vector<Tensor>> finals(states);
  for (int64_t layer = 0; layer < opts.num_layers; ++layer) {
    std::vector<Tensor> dir_outs;
    for (int64_t d = 0; d < dirs; ++d) {
      const int64_t base = (layer * dirs + d) * per;
      const Tensor& w_ih = params[base];
      const Tensor& w_hh = params[base + 1];
      Tensor b_ih = opts.has_biases ? params[base + 2] : Tensor();
      Tensor b_hh = opts.has_biases ? params[base + 3] : Tensor();
      Tensor w_hr = proj ? params[base + per - 1] : Tensor();
      TS_CHECK(w_ih.size(0) == gateCount(kind) * (proj ? w_hr.size(1) : w_hh.size(1)),
               "RNN weight shapes do not match the cell kind");
      std::vector<Tensor> state;
      for (size_t k = 0; k < states; ++k) state.push_back(hx[k].select(0, layer * dirs + d));
      Tensor xw = linear(layer_input, w_ih, b_ih);
      dir_outs.push_back(runDirection(kind, xw, state, w_hh, b_hh, d == 1, w_hr));
      for (size_t k = 0; k < states; ++k) finals[k].push_back(state[k]);
    }
    layer_input = dirs == 1 ? dir_outs[0] : cat(dir_outs, 2);
    // Dropout applies between layers, never after the last one.
    if (opts.dropout > 0 && opts.train && layer + 1 < opts.num_layers)
      layer_input = dropout(layer_input, opts.dropout, true, false, false, gen);
  }
  std::vector<Tensor> out{opts.batch_first ? layer_input.transpose(0, 1) : layer_input};
  for (size_t k = 0; k < states; ++k) out.push_back(stack(finals[k], 0));
  return out;
}

}  // namespace ts::nn
