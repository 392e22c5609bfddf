// ===--- nn_rnn.h - multi-layer LSTM, GRU and Elman RNN ------------------=== //
// aten::lstm/gru/rnn_tanh/rnn_relu (the `.input` overloads): the flat weight
// list holds, per layer and direction, w_ih, w_hh[, b_ih, b_hh]. Cells follow
// ATen's RNN.cpp: the input projection of a whole layer is computed first,
// then each step adds the hidden projection (hh + ih) and applies the gates.
#pragma once

#include <tuple>
#include <vector>

#include "tensor/generator.h"
#include "tensor/tensor.h"

namespace ts::nn {

/// Which recurrence an RNN layer runs.
enum class RnnKind { Lstm, Gru, Tanh, Relu };

/// Options shared by every aten RNN operator.
struct RnnOptions {
  bool has_biases = true;
  int64_t num_layers = 1;
  double dropout = 0.0;
  bool train = false;
  bool bidirectional = false;
  bool batch_first = false;
};

/// Runs the network. `hx` holds h0 (and c0 for an LSTM), each
/// [layers * directions, batch, hidden]. Returns the output sequence and the
/// final hidden states (h_n, and c_n for an LSTM).
std::vector<Tensor> runRnn(RnnKind kind, const Tensor& input, const std::vector<Tensor>& hx,
                           const std::vector<Tensor>& params, const RnnOptions& opts, Generator& gen);

/// One step of a cell (aten::lstm_cell, gru_cell, rnn_tanh_cell,
/// rnn_relu_cell): `hx` is {h} or, for an LSTM, {h, c}; returns the new
/// state in the same shape. Biases may be undefined.
std::vector<Tensor> rnnCell(RnnKind kind, const Tensor& input, const std::vector<Tensor>& hx, const Tensor& w_ih,
                            const Tensor& w_hh, const Tensor& b_ih, const Tensor& b_hh);

}  // namespace ts::nn
