// ===--- quantized_embedding.h - weight-only quantized embeddings ---------=== //
// nnq.Embedding and nnq.EmbeddingBag (float_qparams_weight_only_qconfig and
// its _4bit variant): quantized::embedding_{byte,4bit} and
// embedding_bag_{byte,4bit,2bit}, over a packed-params object's quantized
// weight or over a row-wise packed uint8 tensor (the *_rowwise_offsets ops).
//
// Note [Row-wise packed embeddings]: PyTorch's kernels read each row in
// fbgemm's fused layout: the row's values (8-bit: one per byte; n-bit:
// 8 / n per byte, first in the low bits) followed by its scale and bias =
// -zero_point * scale (8-bit: two floats; n-bit: two halves). An operator
// reads a row with its own bit rate, whatever the weight was packed with,
// so we build each row a kernel touches in exactly that layout.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "tensor/tensor.h"

namespace ts::quant {

/// Row `r`'s bytes in the fused layout (Note [Row-wise packed embeddings]).
using RowBytes = std::function<const uint8_t*(int64_t r)>;

/// The rows of a packed table: `rows` rows of `row_bytes` bytes each.
struct PackedRows {
  int64_t rows = 0;
  int64_t row_bytes = 0;
  RowBytes row;
};

/// The fused rows of a per-row quantized weight (quint8 / quint4x2 /
/// quint2x4 with float qparams along dim 0), made as rows are asked for.
PackedRows fusedRowsOf(const Tensor& qweight, const char* op);
/// The rows of a uint8 tensor that already is in the fused layout.
PackedRows fusedRowsOfTensor(const Tensor& packed, const char* op);

/// The embedding-bag options every variant takes.
struct BagOptions {
  int64_t mode = 0;  ///< 0 sum, 1 mean
  bool include_last_offset = false;
  std::optional<Tensor> per_sample_weights;
  /// pruned weights: indices map through this table first (-1: skipped).
  std::optional<Tensor> compressed_indices_mapping;
};

/// embedding_bag_{byte,4bit,2bit}_rowwise as ATen's reference kernel, with
/// `bit_rate` the operator's: each bag accumulates
/// out = fma(w * scale, q, out + w * bias) over its rows in float, w the
/// per-sample weight or 1; mode 1 divides by the bag's size. `offsets` are
/// the bags' starts (with a final end when include_last_offset).
Tensor embeddingBagRowwise(const PackedRows& rows, int64_t bit_rate, const Tensor& indices, const Tensor& offsets,
                           const BagOptions& options, const char* op);

/// quantized::embedding_{byte,4bit}: one bag per index, shaped indices + [dim].
Tensor embeddingRowwise(const PackedRows& rows, int64_t bit_rate, const Tensor& indices, const char* op);

/// quantized::embedding_bag_{byte,4bit,2bit}_prepack of a float weight:
/// each row quantized over its own min and max, fused.
Tensor prepackRowwise(const Tensor& weight, int64_t bit_rate);
/// quantized::embedding_bag_{byte,4bit,2bit}_unpack: the float rows back.
Tensor unpackRowwise(const Tensor& packed, int64_t bit_rate);

}  // namespace ts::quant
