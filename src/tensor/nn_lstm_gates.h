// ===--- nn_lstm_gates.h - one LSTM step's gate arithmetic in one pass ----=== //
// The elementwise part of ATen's LSTMCell fused into one kernel (Note [Fused
// LSTM gates]); the two matrix products stay with the caller.
#pragma once

#include "tensor/tensor.h"

namespace ts::nn {

/// Whether lstmGatesStep takes these operands: float or double, hh and ih
/// contiguous [batch, 4 * hidden], c contiguous [batch, hidden].
bool lstmGatesSupported(const Tensor& hh, const Tensor& ih, const Tensor& c);

/// One step: gates = hh + ih; i, f, o = sigmoid and g = tanh of the four
/// hidden-wide chunks of each row; c = f * c + i * g (in place);
/// h = o * tanh(c). Values equal the composed ops' bit for bit. hh is
/// overwritten with the activated gates; h must be contiguous [batch, hidden].
void lstmGatesStep(const Tensor& hh, const Tensor& ih, const Tensor& c, const Tensor& h);

}  // namespace ts::nn
