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

/// Convolution, pooling and upsampling of volumes, [N, C, D, H, W] (nn_3d_ops.cpp).
void addNn3dOps(Registry& r);
/// torchvision::nms and torchvision::roi_align (torchvision_ops.cpp).
void addTorchvisionOps(Registry& r);
/// torchvision::roi_pool, ps_roi_pool and ps_roi_align (torchvision_roi_ops.cpp).
void addTorchvisionRoiOps(Registry& r);
/// torchvision::deform_conv2d (torchvision_deform_conv.cpp).
void addTorchvisionDeformConvOps(Registry& r);
/// max_unpool2d/3d, affine_grid_generator, rrelu (nn_saved_code_ops.cpp).
void addNnSavedCodeOps(Registry& r);
/// aten::ctc_loss (both overloads) and _ctc_loss (nn_ctc_loss_ops.cpp).
void addNnCtcLossOps(Registry& r);
/// aten::grid_sampler of a 5-D input [N, C, D, H, W] with a grid
/// [N, D', H', W', 3] (nn_grid_sample3d.cpp).
Tensor gridSampler3d(const Tensor& input, const Tensor& grid, int64_t mode, int64_t padding, bool align_corners);
/// prepacked::*_clamp_run, optimize_for_mobile's XNNPACK ops (prepacked_ops.cpp).
void addPrepackedOps(Registry& r);
/// quantized::linear_dynamic and friends of quantized models (quantized_ops.cpp).
void addQuantizedOps(Registry& r);
/// Quantized norms, ELU, scalar add/mul, per-channel quantization,
/// interpolation and cat (quantized_layer_ops.cpp).
void addQuantizedLayerOps(Registry& r);
/// Weight-only quantized embeddings (quantized_embedding_ops.cpp).
void addQuantizedEmbeddingOps(Registry& r);
/// Dynamically quantized LSTM/GRU/RNN cells and layers (quantized_rnn_ops.cpp).
void addQuantizedRnnOps(Registry& r);

/// A `float[]?` argument.
inline std::optional<std::vector<double>> toOptDoubleVector(const IValue& v) {
  if (v.isNone()) return std::nullopt;
  std::vector<double> out;
  for (const IValue& e : v.toList()->items) out.push_back(e.toNumber());
  return out;
}

/// Scales of the .vec overloads: one optional per spatial dim.
inline std::vector<std::optional<double>> vecScales(const std::optional<std::vector<double>>& s, size_t n) {
  std::vector<std::optional<double>> out(n);
  if (s) for (size_t i = 0; i < n && i < s->size(); ++i) out[i] = (*s)[i];
  return out;
}

/// A `float?` argument.
inline std::optional<double> toOptDouble(const IValue& v) {
  return v.isNone() ? std::nullopt : std::optional<double>(v.toNumber());
}

}  // namespace ts::detail
