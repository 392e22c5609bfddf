// ===--- nn_ops.h - the torch.nn operator families -----------------------=== //
// registerNnOps (families.h) binds the nn kernels of src/tensor/nn_*.h to
// PyTorch 1.13's schema strings; each nn_*_ops.cpp file adds one family.
// Internal to src/ops/nn_*.cpp.
#pragma once

#include <optional>
#include <vector>

#include "ops/tensor_arg_helpers.h"

namespace ts::detail {

/// Activations, bilinear, dropout, LSTM/GRU/RNN (nn_activation_ops.cpp).
void addNnActivationOps(Registry& r);
/// Convolution, pooling, normalization, im2col (nn_layer_ops.cpp).
void addNnLayerOps(Registry& r);
/// Losses, distances, padding, upsampling, embeddings (nn_misc_ops.cpp).
void addNnMiscOps(Registry& r);
/// LSTM/GRU/RNN over packed sequences, the `.data` overloads (nn_packed_rnn_ops.cpp).
void addPackedRnnOps(Registry& r);
/// The Transformer fast-path operators (nn_transformer_ops.cpp).
void addNnTransformerOps(Registry& r);

/// A `float[]?` argument.
inline std::optional<std::vector<double>> toOptDoubleVector(const IValue& v) {
  if (v.isNone()) return std::nullopt;
  std::vector<double> out;
  for (const IValue& e : v.toList()->items) out.push_back(e.toNumber());
  return out;
}

}  // namespace ts::detail
