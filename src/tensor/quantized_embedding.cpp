// ===--- quantized_embedding.cpp - weight-only quantized embeddings -------=== //
#include "tensor/quantized_embedding.h"

#include <cmath>
#include <vector>

#include "support/error.h"
#include "tensor/ops.h"
#include "tensor/quantized_tensor.h"

namespace ts::quant {

Tensor embeddingBagByte(const Tensor& weight, const Tensor& indices, const Tensor& offsets, int64_t mode,
                        const std::optional<Tensor>& per_sample_weights, bool include_last_offset) {
  const Quantizer& q = quantizerOf(weight, "quantized::embedding_bag_byte");
  if (weight.dtype() != ScalarType::QUInt8 || weight.dim() != 2)
    throw Error("quantized::embedding_bag_byte: expected a 2-D quint8 weight");
  if (mode != 0 && mode != 1) throw Error("quantized::embedding_bag_byte: only the sum and mean modes are supported");
  const int64_t rows = weight.sizes()[0], dim = weight.sizes()[1];
  // The per-row scale and bias prepacking stores (per-tensor: the same for every row).
  std::vector<float> scale(static_cast<size_t>(rows)), bias(static_cast<size_t>(rows));
  Tensor s = q.scales.to(ScalarType::Float).contiguous(), z = q.zero_points.to(ScalarType::Float).contiguous();
  for (int64_t r = 0; r < rows; ++r) {
    const int64_t k = q.perTensor() ? 0 : r;
    scale[static_cast<size_t>(r)] = static_cast<const float*>(s.data_ptr())[k];
    bias[static_cast<size_t>(r)] = static_cast<const float*>(z.data_ptr())[k] * scale[static_cast<size_t>(r)] * -1.0f;
  }
  Tensor ints = intView(weight).contiguous();
  Tensor idx = indices.to(ScalarType::Long).contiguous().reshape({-1});
  Tensor off = offsets.to(ScalarType::Long).contiguous().reshape({-1});
  const int64_t n_idx = idx.numel();
  std::vector<int64_t> starts(static_cast<const int64_t*>(off.data_ptr()),
                              static_cast<const int64_t*>(off.data_ptr()) + off.numel());
  if (!include_last_offset) starts.push_back(n_idx);
  if (starts.empty()) throw Error("quantized::embedding_bag_byte: expected offsets");
  const int64_t bags = static_cast<int64_t>(starts.size()) - 1;
  Tensor psw;
  if (per_sample_weights) {
    psw = per_sample_weights->to(ScalarType::Float).contiguous();
    if (psw.numel() != n_idx) throw Error("quantized::embedding_bag_byte: one per_sample_weight per index expected");
  }
  Tensor out = zeros({bags, dim}, ScalarType::Float);
  float* op = static_cast<float*>(out.data_ptr());
  const uint8_t* wp = static_cast<const uint8_t*>(ints.data_ptr());
  const int64_t* ip = static_cast<const int64_t*>(idx.data_ptr());
  for (int64_t b = 0; b < bags; ++b) {
    const int64_t begin = starts[static_cast<size_t>(b)], end = starts[static_cast<size_t>(b) + 1];
    if (begin < 0 || end < begin || end > n_idx) throw Error("quantized::embedding_bag_byte: offsets out of range");
    float* row_out = op + b * dim;
    for (int64_t i = begin; i < end; ++i) {
      const int64_t r = ip[i];
      if (r < 0 || r >= rows) throw Error("quantized::embedding_bag_byte: index " + std::to_string(r) + " out of range");
      const float w = psw.defined() ? static_cast<const float*>(psw.data_ptr())[i] : 1.0f;
      const float sc = w * scale[static_cast<size_t>(r)], bi = w * bias[static_cast<size_t>(r)];
      for (int64_t j = 0; j < dim; ++j) row_out[j] = std::fma(sc, static_cast<float>(wp[r * dim + j]), row_out[j] + bi);
    }
    if (mode == 1 && end > begin)
      for (int64_t j = 0; j < dim; ++j) row_out[j] /= static_cast<float>(end - begin);
  }
  return out;
}

Tensor embeddingByte(const Tensor& weight, const Tensor& indices) {
  const int64_t n = indices.numel();
  Tensor offsets = arange(Scalar(int64_t{0}), Scalar(n), Scalar(int64_t{1}), ScalarType::Long);
  Tensor bags = embeddingBagByte(weight, indices, offsets, 0, std::nullopt, false);
  DimVector shape(indices.sizes());
  shape.push_back(weight.sizes()[1]);
  return bags.reshape(shape);
}

}  // namespace ts::quant
