// ===--- quantized_embedding.cpp - weight-only quantized embeddings -------=== //
#include "tensor/quantized_embedding.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <memory>

#include "support/error.h"
#include "tensor/half.h"
#include "tensor/ops.h"
#include "tensor/quantized_tensor.h"

namespace ts::quant {
namespace {

/// Bytes of a row's scale and bias for a bit rate: two floats at 8 bits,
/// two halves below.
int64_t scaleBiasBytes(int64_t bit_rate) { return bit_rate == 8 ? 8 : 4; }

int64_t checkedBitRate(int64_t bit_rate, const char* op) {
  if (bit_rate != 8 && bit_rate != 4 && bit_rate != 2)
    throw Error(std::string(op) + ": unsupported bit rate " + std::to_string(bit_rate));
  return bit_rate;
}

/// Row-wise state of a quantized weight: PackedEmbeddingBagWeight::prepack
/// copies the values as the storage holds them (so a sub-byte row starts
/// at byte row * ceil(cols / per byte) of the flat packing) and appends the
/// float scale and bias = zero_point * scale * -1. Rows are built as they
/// are read, so a lookup costs what its rows cost.
struct WeightRows {
  Tensor ints;  ///< contiguous, one value per byte
  Tensor scales, zero_points;  ///< float
  int64_t per = 1;  ///< values per byte
  int64_t value_bytes = 0;  ///< per row
  int64_t bit_rate = 8;
  std::vector<uint8_t> buffer;  ///< the row being read

  const uint8_t* row(int64_t r) {
    uint8_t* b = buffer.data();
    const uint8_t* v = static_cast<const uint8_t*>(ints.data_ptr());
    const int64_t n = ints.numel();
    for (int64_t k = 0; k < value_bytes; ++k) {
      uint8_t byte = 0;
      for (int64_t e = 0; e < per; ++e) {
        const int64_t i = (r * value_bytes + k) * per + e;
        if (i < n) byte |= static_cast<uint8_t>(v[i] << (e * bit_rate));
      }
      b[k] = byte;
    }
    const float scale = static_cast<const float*>(scales.data_ptr())[r];
    const float bias = static_cast<const float*>(zero_points.data_ptr())[r] * scale * -1.0f;
    uint8_t* sb = b + value_bytes;
    if (bit_rate == 8) {
      std::memcpy(sb, &scale, 4);
      std::memcpy(sb + 4, &bias, 4);
    } else {
      const Half hs(scale), hb(bias);
      std::memcpy(sb, &hs, 2);
      std::memcpy(sb + 2, &hb, 2);
    }
    return b;
  }
};

}  // namespace

PackedRows fusedRowsOf(const Tensor& qweight, const char* op) {
  const Quantizer& q = quantizerOf(qweight, op);
  const ScalarType t = qweight.dtype();
  if (qweight.dim() != 2) throw Error(std::string(op) + ": weight tensor rank should be 2");
  if (t != ScalarType::QUInt8 && t != ScalarType::QUInt4x2 && t != ScalarType::QUInt2x4)
    throw Error(std::string(op) + ": only quint8 and quint4x2 weights are supported");
  if (q.perTensor() || !q.floatZeroPoints() || q.axis != 0)
    throw Error("Expect embedding_bag weights to be quantized using kPerChannelAffineFloatQParams");
  auto w = std::make_shared<WeightRows>();
  const int64_t rows = qweight.sizes()[0], cols = qweight.sizes()[1];
  w->per = valuesPerByte(t);
  w->bit_rate = bitWidth(t);
  w->value_bytes = (cols + w->per - 1) / w->per;
  w->ints = intView(qweight).contiguous();
  w->scales = q.scales.to(ScalarType::Float).contiguous();
  w->zero_points = q.zero_points.to(ScalarType::Float).contiguous();
  PackedRows out;
  out.rows = rows;
  out.row_bytes = w->value_bytes + scaleBiasBytes(w->bit_rate);
  w->buffer.resize(static_cast<size_t>(out.row_bytes));
  out.row = [w](int64_t r) { return w->row(r); };
  return out;
}

PackedRows fusedRowsOfTensor(const Tensor& packed, const char* op) {
  if (packed.dtype() != ScalarType::Byte || packed.dim() != 2)
    throw Error(std::string(op) + ": expected a 2-D uint8 packed weight");
  Tensor c = packed.contiguous();
  PackedRows out;
  out.rows = c.sizes()[0];
  out.row_bytes = c.sizes()[1];
  const uint8_t* base = static_cast<const uint8_t*>(c.data_ptr());
  const int64_t rb = out.row_bytes;
  out.row = [c, base, rb](int64_t r) { return base + r * rb; };
  return out;
}

Tensor embeddingBagRowwise(const PackedRows& rows, int64_t bit_rate, const Tensor& indices, const Tensor& offsets,
                           const BagOptions& options, const char* op) {
  checkedBitRate(bit_rate, op);
  const int64_t per = 8 / bit_rate, sb = scaleBiasBytes(bit_rate);
  const int64_t dim = std::max<int64_t>(0, (rows.row_bytes - sb) * per);
  Tensor idx = indices.to(ScalarType::Long).contiguous().reshape({-1});
  Tensor off = offsets.to(ScalarType::Long).contiguous().reshape({-1});
  const int64_t n_idx = idx.numel();
  const int64_t* ip = static_cast<const int64_t*>(idx.data_ptr());
  std::vector<int64_t> starts(static_cast<const int64_t*>(off.data_ptr()),
                              static_cast<const int64_t*>(off.data_ptr()) + off.numel());
  if (!options.include_last_offset) starts.push_back(n_idx);
  if (starts.empty()) throw Error(std::string(op) + ": expected offsets");
  const int64_t bags = static_cast<int64_t>(starts.size()) - 1;
  Tensor psw, mapping;
  if (options.per_sample_weights) {
    psw = options.per_sample_weights->to(ScalarType::Float).contiguous();
    if (psw.numel() != n_idx) throw Error(std::string(op) + ": one per_sample_weight per index expected");
  }
  if (options.compressed_indices_mapping) mapping = options.compressed_indices_mapping->to(ScalarType::Long).contiguous();
  Tensor out = zeros({bags, dim}, ScalarType::Float);
  float* op_data = static_cast<float*>(out.data_ptr());
  for (int64_t b = 0; b < bags; ++b) {
    const int64_t begin = starts[static_cast<size_t>(b)], end = starts[static_cast<size_t>(b) + 1];
    if (begin < 0 || end < begin || end > n_idx) throw Error(std::string(op) + ": offsets out of range");
    float* row_out = op_data + b * dim;
    for (int64_t i = begin; i < end; ++i) {
      int64_t r = ip[i];
      if (mapping.defined()) {
        if (r < 0 || r >= mapping.numel()) throw Error("Invalid indices data for Sparse Op.");
        r = static_cast<const int64_t*>(mapping.data_ptr())[r];
        if (r == -1) continue;
      }
      if (r < 0 || r >= rows.rows) throw Error(std::string(op) + ": index " + std::to_string(r) + " out of range");
      const uint8_t* row = rows.row(r);
      const float w = psw.defined() ? static_cast<const float*>(psw.data_ptr())[i] : 1.0f;
      float scale = 0, bias = 0;
      if (bit_rate == 8) {
        std::memcpy(&scale, row + rows.row_bytes - 8, 4);
        std::memcpy(&bias, row + rows.row_bytes - 4, 4);
      } else {
        Half hs(0.0f), hb(0.0f);
        std::memcpy(&hs, row + rows.row_bytes - 4, 2);
        std::memcpy(&hb, row + rows.row_bytes - 2, 2);
        scale = static_cast<float>(hs);
        bias = static_cast<float>(hb);
      }
      const float sc = w * scale, bi = w * bias;
      for (int64_t j = 0; j < dim; ++j) {
        const int q = (row[j / per] >> ((j % per) * bit_rate)) & ((1 << bit_rate) - 1);
        row_out[j] = std::fma(sc, static_cast<float>(q), row_out[j] + bi);
      }
    }
  }
  return out;
}

Tensor embeddingRowwise(const PackedRows& rows, int64_t bit_rate, const Tensor& indices, const char* op) {
  const int64_t n = indices.numel();
  Tensor offsets = arange(Scalar(int64_t{0}), Scalar(n), Scalar(int64_t{1}), ScalarType::Long);
  Tensor bags = embeddingBagRowwise(rows, bit_rate, indices, offsets, BagOptions{}, op);
  DimVector shape(indices.sizes());
  shape.push_back(bags.sizes()[1]);
  return bags.reshape(shape);
}

Tensor prepackRowwise(const Tensor& weight, int64_t bit_rate) {
  const char* op = bit_rate == 8 ? "embedding_bag_byte_prepack" : "qembeddingbag_nbit_prepack";
  checkedBitRate(bit_rate, op);
  if (weight.dtype() != ScalarType::Float && weight.dtype() != ScalarType::Half)
    throw Error(std::string("'") + op + "' only support float32 or float16.");
  if (weight.dim() < 1 || (bit_rate != 8 && weight.dim() != 2))
    throw Error(std::string(op) + ": expected a 2-D weight");
  const int64_t per = 8 / bit_rate, cols = weight.sizes()[weight.dim() - 1];
  if (cols % per != 0)
    throw Error("qembeddingbag_" + std::to_string(bit_rate) + "bit_prepack only works for the number of columns a multiple of " +
                std::to_string(per));
  Tensor w = weight.to(ScalarType::Float).contiguous();
  const int64_t rows = cols ? w.numel() / cols : 0, row_bytes = (cols + per - 1) / per + scaleBiasBytes(bit_rate);
  DimVector shape(weight.sizes());
  shape[shape.size() - 1] = row_bytes;
  Tensor out = zeros(shape, ScalarType::Byte);
  const float* in = static_cast<const float*>(w.data_ptr());
  uint8_t* o = static_cast<uint8_t*>(out.data_ptr());
  for (int64_t r = 0; r < rows; ++r) {
    const float* x = in + r * cols;
    uint8_t* row = o + r * row_bytes;
    float lo = cols ? *std::min_element(x, x + cols) : 0.0f, hi = cols ? *std::max_element(x, x + cols) : 0.0f;
    if (bit_rate == 8) {
      // The reference kernel: scale = range / 255, bias = min.
      const float range = hi - lo, scale = range / 255.0f, inv = 255.0f / (range + 1e-8f);
      std::memcpy(row + cols, &scale, 4);
      std::memcpy(row + cols + 4, &lo, 4);
      for (int64_t c = 0; c < cols; ++c) row[c] = static_cast<uint8_t>(std::lrint((x[c] - lo) * inv));
      continue;
    }
    // n-bit: the minimum rounded to half first, the scale a half.
    lo = static_cast<float>(Half(lo));
    const float range = hi - lo;
    Half scale(range == 0 ? 1.0f : range / static_cast<float>((1 << bit_rate) - 1));
    float inv = static_cast<float>(scale) == 0 ? 1.0f : 1.0f / static_cast<float>(scale);
    if (static_cast<float>(scale) == 0 || std::isinf(inv)) {
      scale = Half(1.0f);
      inv = 1.0f;
    }
    const Half bias(lo);
    std::memcpy(row + row_bytes - 4, &scale, 2);
    std::memcpy(row + row_bytes - 2, &bias, 2);
    for (int64_t c = 0; c < cols; ++c) {
      const long q = std::max(0L, std::min<long>(std::lrint((x[c] - lo) * inv), (1L << bit_rate) - 1));
      row[c / per] |= static_cast<uint8_t>(q << ((c % per) * bit_rate));
    }
  }
  return out;
}

Tensor unpackRowwise(const Tensor& packed, int64_t bit_rate) {
  const char* op = "embedding_bag_unpack";
  checkedBitRate(bit_rate, op);
  if (packed.dtype() != ScalarType::Byte || packed.dim() < 1) throw Error(std::string(op) + ": expected a uint8 packed weight");
  const int64_t per = 8 / bit_rate, sb = scaleBiasBytes(bit_rate), row_bytes = packed.sizes()[packed.dim() - 1];
  if (row_bytes < sb) throw Error(std::string(op) + ": packed rows are too short");
  const int64_t cols = (row_bytes - sb) * per;
  Tensor c = packed.contiguous();
  DimVector shape(packed.sizes());
  shape[shape.size() - 1] = cols;
  Tensor out = empty(shape, ScalarType::Float);
  const int64_t rows = row_bytes ? c.numel() / row_bytes : 0;
  const uint8_t* in = static_cast<const uint8_t*>(c.data_ptr());
  float* o = static_cast<float*>(out.data_ptr());
  for (int64_t r = 0; r < rows; ++r) {
    const uint8_t* row = in + r * row_bytes;
    float scale = 0, bias = 0;
    if (bit_rate == 8) {
      std::memcpy(&scale, row + cols, 4);
      std::memcpy(&bias, row + cols + 4, 4);
      for (int64_t j = 0; j < cols; ++j) o[r * cols + j] = static_cast<float>(row[j]) * scale + bias;
      continue;
    }
    Half hs(0.0f), hb(0.0f);
    std::memcpy(&hs, row + row_bytes - 4, 2);
    std::memcpy(&hb, row + row_bytes - 2, 2);
    scale = static_cast<float>(hs);
    bias = static_cast<float>(hb);
    for (int64_t j = 0; j < cols; ++j) {
      const int q = (row[j / per] >> ((j % per) * bit_rate)) & ((1 << bit_rate) - 1);
      o[r * cols + j] = scale * static_cast<float>(q) + bias;
    }
  }
  return out;
}

}  // namespace ts::quant
