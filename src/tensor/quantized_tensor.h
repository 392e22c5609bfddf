// ===--- quantized_tensor.h - quantized tensors and their quantizers ------=== //
// Note [Quantized storages]: a quantized tensor is a tensor of dtype
// QUInt8/QInt8/QInt32 whose storage was made here; the storage's affine
// quantizer (one scale and zero point, or one per index of dimension
// `axis`) lives in a table keyed by the storage's data pointer, as meta
// storages do (meta_device.cpp), and leaves it when the storage dies. Views
// (flatten, view, chunk, transpose) share the storage and so the quantizer,
// as PyTorch's share their QTensorImpl's quantizer. A QUInt8 tensor whose
// storage another kernel made has no quantizer: quantizerOf throws.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "tensor/tensor.h"

namespace ts::quant {

struct Quantizer {
  Tensor scales;       ///< double, [1] (per tensor) or [size(axis)]
  Tensor zero_points;  ///< long, same size; float for per_channel_affine_float_qparams
  int64_t axis = -1;   ///< -1: per tensor

  bool perTensor() const { return axis < 0; }
  /// per_channel_affine_float_qparams (weight-only quantized embeddings).
  bool floatZeroPoints() const { return zero_points.dtype() == ScalarType::Float; }
  /// q_per_channel_scales(): float for float_qparams, else double (a copy).
  Tensor publicScales() const { return scales.to(floatZeroPoints() ? ScalarType::Float : ScalarType::Double).clone(); }
  double scale() const;
  int64_t zeroPoint() const;
};

/// The plain integer type a quantized type stores (QUInt8 -> Byte ...;
/// the sub-byte types store one value per byte here, Note [Sub-byte
/// quantized tensors]).
ScalarType underlyingType(ScalarType t);

/// Note [Sub-byte quantized tensors]: PyTorch's quint4x2 / quint2x4 pack 2
/// / 4 values into each byte, the first in the low bits, in the tensor's
/// flat (contiguous) order; their storage has get_sub_byte_tensor_size
/// bytes (rows times ceil(cols / values per byte)). Here such a tensor keeps
/// one value per byte (so every integer kernel works on it unchanged) and is
/// packed only where PyTorch shows the bytes: int_repr and serialization.
/// Values per byte: 2 for quint4x2, 4 for quint2x4, else 1.
int64_t valuesPerByte(ScalarType qtype);
/// Bits per value of a quantized type (4 for quint4x2 ...).
int64_t bitWidth(ScalarType qtype);
/// `q`'s values packed PyTorch's way: ceil(numel / valuesPerByte) bytes.
std::vector<uint8_t> packSubByte(const Tensor& q);
/// A quantized tensor of `sizes` unpacked from PyTorch's packed `bytes`.
Tensor unpackSubByte(const uint8_t* bytes, size_t nbytes, IntArrayRef sizes, ScalarType qtype, Quantizer q);
/// The storage bytes PyTorch allocates for a sub-byte tensor of `sizes`
/// (at::get_sub_byte_tensor_size).
int64_t subByteStorageBytes(IntArrayRef sizes, ScalarType qtype);

/// An uninitialized contiguous quantized tensor.
Tensor emptyQuantized(IntArrayRef sizes, ScalarType qtype, Quantizer q);
Tensor emptyQuantized(IntArrayRef sizes, ScalarType qtype, double scale, int64_t zero_point);
/// A quantized tensor holding a copy of `ints` (Byte/Char/Int) with quantizer `q`.
Tensor fromIntRepr(const Tensor& ints, ScalarType qtype, Quantizer q);

/// Whether `t` is a quantized tensor with a quantizer.
bool isQuantized(const Tensor& t);
/// `t`'s quantizer; throws ts::Error when `t` is not a quantized tensor.
const Quantizer& quantizerOf(const Tensor& t, const char* op);
/// `x`'s quantizer, which the generic (non-QNNPACK) kernels need to be
/// per-tensor quint8; throws ts::Error naming `op` otherwise.
const Quantizer& perTensorQuint8(const Tensor& x, const char* op);

/// t.int_repr(): a plain integer tensor with `t`'s values (a copy).
Tensor intRepr(const Tensor& t);
/// A plain integer view over `t`'s storage (same geometry).
Tensor intView(const Tensor& t);

/// The integers `ints` (Byte/Char/Int, made from intView(like) by a shape
/// or copy kernel) as a quantized tensor with `like`'s quantizer: a view
/// when they share `like`'s storage, else a copy with its own storage. A
/// per-channel quantizer needs its axis' extent kept.
Tensor rewrapInts(const Tensor& ints, const Tensor& like);

/// torch.quantize_per_tensor as ATen's quantize_val: round(x / scale) with
/// the float reciprocal, plus the zero point, clamped to the type's range.
Tensor quantizePerTensor(const Tensor& x, double scale, int64_t zero_point, ScalarType qtype);
/// torch.dequantize: (q - zero_point) * scale in float.
Tensor dequantize(const Tensor& q);

/// ATen's quantize_val for one value.
int64_t quantizeVal(double scale, int64_t zero_point, float x, int64_t qmin, int64_t qmax);
int64_t qmin(ScalarType qtype);
int64_t qmax(ScalarType qtype);

}  // namespace ts::quant
