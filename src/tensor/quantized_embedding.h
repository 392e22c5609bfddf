// ===--- quantized_embedding.h - weight-only quantized embeddings ---------=== //
// nnq.Embedding and nnq.EmbeddingBag (float_qparams_weight_only_qconfig):
// quantized::embedding_byte and embedding_bag_byte over a quint8 weight
// quantized per row with float scales and zero points.
#pragma once

#include <optional>

#include "tensor/tensor.h"

namespace ts::quant {

/// embedding_bag_byte_rowwise as ATen's reference kernel: each row keeps
/// its scale s and bias b = zero_point * s * -1 (floats, as prepacking
/// stores them), and a bag accumulates out = fma(w * s, q, out + w * b)
/// over its rows in float, w the per-sample weight or 1; mode 1 divides by
/// the bag's size.
/// `offsets` are the bags' starts (with a final end when
/// `include_last_offset`).
Tensor embeddingBagByte(const Tensor& weight, const Tensor& indices, const Tensor& offsets, int64_t mode,
                        const std::optional<Tensor>& per_sample_weights, bool include_last_offset);

/// quantized::embedding_byte: one bag per index, shaped indices + [dim].
Tensor embeddingByte(const Tensor& weight, const Tensor& indices);

}  // namespace ts::quant
