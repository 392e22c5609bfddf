// ===--- quantized_rnn.h - dynamically quantized LSTM, GRU and RNN --------=== //
// torch.quantization.quantize_dynamic's nn.LSTM/GRU and cells run
// aten::quantized_lstm / quantized_gru and quantized::quantized_*_cell_dynamic:
// ATen's RNN.cpp recurrences over cell parameters whose projections are
// quantized::linear_dynamic with the bias packed in (Note [Quantized RNNs]).
#pragma once

#include <functional>
#include <vector>

#include "tensor/nn_rnn.h"
#include "tensor/tensor.h"

namespace ts::quant {

/// Note [Quantized RNNs]: a cell's two projections x -> W_ih x + b_ih and
/// h -> W_hh h + b_hh each quantize their input per call (its own min and
/// max, Note [Quantized engines]). A layer projects its whole input
/// sequence [T, B, I] at once, as ATen's FullLayer does on the CPU, so one
/// set of quantization parameters covers every time step; the hidden
/// projection is quantized step by step. The gate arithmetic is float:
/// LSTM gates = hh(h) + ih(x), c' = f * c + i * g, h' = o * tanh(c'); GRU
/// r, z = sigmoid(hh + ih), n = tanh(ih_n + hh_n * r), h' = (h - n) * z + n.
struct QuantizedCell {
  std::function<Tensor(const Tensor&)> ih, hh;
};

/// One step (the *_cell_dynamic operators): `hx` is {h} or {h, c}.
std::vector<Tensor> quantizedCellStep(nn::RnnKind kind, const Tensor& input, const std::vector<Tensor>& hx,
                                      const QuantizedCell& cell);

/// The whole network; `cells` holds one cell per layer and direction.
/// Returns the output and the final h (and c).
std::vector<Tensor> runQuantizedRnn(nn::RnnKind kind, const Tensor& input, const std::vector<Tensor>& hx,
                                    const std::vector<QuantizedCell>& cells, const nn::RnnOptions& opts);

/// The `.data` overloads: a PackedSequence's rows (`batch_sizes[t]` at
/// step t) as ATen's PackedLayer runs them: the layer's input projection
/// over all rows at once, the hidden projection over the sequences still
/// running; the reverse direction lets each sequence join with its h0 at
/// its own last step. Returns the packed output and the final h (and c).
std::vector<Tensor> runQuantizedPackedRnn(nn::RnnKind kind, const Tensor& data, const std::vector<int64_t>& batch_sizes,
                                          const std::vector<Tensor>& hx, const std::vector<QuantizedCell>& cells,
                                          const nn::RnnOptions& opts);

}  // namespace ts::quant
