// ===--- quantized_tensor.cpp - quantized tensors and their quantizers ----=== //
#include "tensor/quantized_tensor.h"

#include <cmath>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <unordered_map>

#include "support/error.h"
#include "tensor/ops.h"

namespace ts::quant {
namespace {

struct QuantizerTable {
  std::mutex mu;
  std::unordered_map<const void*, Quantizer> entries;  ///< by storage data pointer
};

QuantizerTable& table() {
  static QuantizerTable* t = new QuantizerTable();  // never destroyed: storages may die at exit
  return *t;
}

void freeQuantized(void* /*ctx*/, void* data) {
  {
    QuantizerTable& t = table();
    std::lock_guard<std::mutex> lock(t.mu);
    t.entries.erase(data);
  }
  std::free(data);
}

}  // namespace

double Quantizer::scale() const { return static_cast<const double*>(scales.data_ptr())[0]; }
int64_t Quantizer::zeroPoint() const { return static_cast<const int64_t*>(zero_points.data_ptr())[0]; }

ScalarType underlyingType(ScalarType t) {
  switch (t) {
    case ScalarType::QUInt8: return ScalarType::Byte;
    case ScalarType::QInt8: return ScalarType::Char;
    case ScalarType::QInt32: return ScalarType::Int;
    case ScalarType::QUInt4x2:
    case ScalarType::QUInt2x4: return ScalarType::Byte;
    default: throw Error("expected a quantized dtype");
  }
}

int64_t valuesPerByte(ScalarType qtype) {
  return qtype == ScalarType::QUInt4x2 ? 2 : qtype == ScalarType::QUInt2x4 ? 4 : 1;
}

int64_t bitWidth(ScalarType qtype) {
  return qtype == ScalarType::QInt32 ? 32 : 8 / valuesPerByte(qtype);
}

int64_t qmin(ScalarType qtype) {
  return qtype == ScalarType::QInt8 ? -128 : qtype == ScalarType::QInt32 ? INT32_MIN : 0;
}
int64_t qmax(ScalarType qtype) {
  switch (qtype) {
    case ScalarType::QInt8: return 127;
    case ScalarType::QInt32: return INT32_MAX;
    case ScalarType::QUInt4x2: return 15;
    case ScalarType::QUInt2x4: return 3;
    default: return 255;
  }
}

std::vector<uint8_t> packSubByte(const Tensor& q) {
  const int64_t per = valuesPerByte(q.dtype()), bits = 8 / per;
  Tensor ints = intView(q).contiguous();
  const int64_t n = ints.numel();
  std::vector<uint8_t> out(static_cast<size_t>((n + per - 1) / per), 0);
  const uint8_t* p = static_cast<const uint8_t*>(ints.data_ptr());
  for (int64_t i = 0; i < n; ++i)
    out[static_cast<size_t>(i / per)] |= static_cast<uint8_t>((p[i] & ((1 << bits) - 1)) << ((i % per) * bits));
  return out;
}

Tensor unpackSubByte(const uint8_t* bytes, size_t nbytes, IntArrayRef sizes, ScalarType qtype, Quantizer q) {
  const int64_t per = valuesPerByte(qtype), bits = 8 / per;
  Tensor out = emptyQuantized(sizes, qtype, std::move(q));
  const int64_t n = out.numel();
  if (static_cast<uint64_t>((n + per - 1) / per) > nbytes)
    throw Error("quantized tensor: " + std::to_string(n) + " packed values do not fit " + std::to_string(nbytes) +
                " bytes");
  uint8_t* p = static_cast<uint8_t*>(out.data_ptr());
  for (int64_t i = 0; i < n; ++i)
    p[i] = static_cast<uint8_t>((bytes[i / per] >> ((i % per) * bits)) & ((1 << bits) - 1));
  return out;
}

int64_t subByteStorageBytes(IntArrayRef sizes, ScalarType qtype) {
  const int64_t per = valuesPerByte(qtype);
  if (sizes.empty()) return 1;
  int64_t rows = 1;
  for (size_t d = 0; d + 1 < sizes.size(); ++d) rows *= sizes[d];
  return rows * ((sizes[sizes.size() - 1] + per - 1) / per);
}

Tensor emptyQuantized(IntArrayRef sizes, ScalarType qtype, Quantizer q) {
  checkSizeNonnegative(sizes);
  const size_t nbytes = static_cast<size_t>(computeNumel(sizes)) * elementSize(qtype);
  void* data = std::malloc(nbytes ? nbytes : 1);  // one byte minimum keeps data pointers unique
  TS_CHECK(data, "quantized tensor: cannot allocate " + std::to_string(nbytes) + " bytes");
  q.scales = q.scales.to(ScalarType::Double).contiguous();
  const bool float_zp = !q.perTensor() && isFloatingType(q.zero_points.dtype());
  q.zero_points = q.zero_points.to(float_zp ? ScalarType::Float : ScalarType::Long).contiguous();
  {
    QuantizerTable& t = table();
    std::lock_guard<std::mutex> lock(t.mu);
    t.entries[data] = std::move(q);
  }
  Ref<Storage> s = makeRef<Storage>(data, nbytes, freeQuantized, nullptr);
  return Tensor(makeRef<TensorImpl>(std::move(s), qtype, DimVector(sizes), contiguousStrides(sizes), 0));
}

Tensor emptyQuantized(IntArrayRef sizes, ScalarType qtype, double scale, int64_t zero_point) {
  Quantizer q;
  q.scales = full({1}, Scalar(scale), ScalarType::Double);
  q.zero_points = full({1}, Scalar(zero_point), ScalarType::Long);
  return emptyQuantized(sizes, qtype, std::move(q));
}

Tensor fromIntRepr(const Tensor& ints, ScalarType qtype, Quantizer q) {
  TS_CHECK(ints.dtype() == underlyingType(qtype), "quantized tensor: integer representation of the wrong type");
  Tensor c = ints.contiguous();
  Tensor out = emptyQuantized(c.sizes(), qtype, std::move(q));
  if (c.numel() > 0) std::memcpy(out.data_ptr(), c.data_ptr(), static_cast<size_t>(c.numel()) * elementSize(qtype));
  return out;
}

bool isQuantized(const Tensor& t) {
  if (!t.defined() || !isQuantizedType(t.dtype())) return false;
  QuantizerTable& tb = table();
  std::lock_guard<std::mutex> lock(tb.mu);
  return tb.entries.count(t.storage()->data()) > 0;
}

const Quantizer& quantizerOf(const Tensor& t, const char* op) {
  if (t.defined() && isQuantizedType(t.dtype())) {
    QuantizerTable& tb = table();
    std::lock_guard<std::mutex> lock(tb.mu);
    auto it = tb.entries.find(t.storage()->data());
    // The entry lives as long as the storage `t` holds.
    if (it != tb.entries.end()) return it->second;
  }
  throw Error(std::string(op) + ": expected a quantized tensor");
}

const Quantizer& perTensorQuint8(const Tensor& x, const char* op) {
  const Quantizer& q = quantizerOf(x, op);
  if (x.dtype() != ScalarType::QUInt8 || !q.perTensor())
    throw Error(std::string(op) + ": expected a per-tensor quint8 tensor");
  return q;
}

Tensor intView(const Tensor& t) {
  quantizerOf(t, "int_repr");
  return Tensor(makeRef<TensorImpl>(t.storage(), underlyingType(t.dtype()), DimVector(t.sizes()),
                                    DimVector(t.strides()), t.storage_offset()));
}

Tensor intRepr(const Tensor& t) {
  if (valuesPerByte(t.dtype()) == 1) return intView(t).clone();
  // Sub-byte types: the packed bytes, flat (Note [Sub-byte quantized tensors]).
  std::vector<uint8_t> packed = packSubByte(t);
  Tensor out = empty({static_cast<int64_t>(packed.size())}, ScalarType::Byte);
  if (!packed.empty()) std::memcpy(out.data_ptr(), packed.data(), packed.size());
  return out;
}

Tensor rewrapInts(const Tensor& ints, const Tensor& like) {
  Quantizer q = quantizerOf(like, "quantized tensor");
  if (ints.dtype() != underlyingType(like.dtype())) throw Error("quantized tensor: the operator changed the dtype");
  if (!q.perTensor() && (ints.dim() != like.dim() || ints.sizes()[q.axis] != like.sizes()[q.axis]))
    throw Error("quantized tensor: the operator does not support per-channel quantized tensors");
  if (ints.storage().get() == like.storage().get())
    return Tensor(makeRef<TensorImpl>(ints.storage(), like.dtype(), DimVector(ints.sizes()), DimVector(ints.strides()),
                                      ints.storage_offset()));
  return fromIntRepr(ints, like.dtype(), std::move(q));
}

int64_t quantizeVal(double scale, int64_t zero_point, float x, int64_t lo, int64_t hi) {
  const float inv_scale = 1.0f / static_cast<float>(scale);
  int64_t q = static_cast<int64_t>(zero_point + std::nearbyint(x * inv_scale));
  return std::min(std::max(q, lo), hi);
}

namespace {

template <typename T>
void quantizeInto(const float* x, T* out, int64_t n, double scale, int64_t zp, int64_t lo, int64_t hi) {
  for (int64_t i = 0; i < n; ++i) out[i] = static_cast<T>(quantizeVal(scale, zp, x[i], lo, hi));
}

template <typename T>
void dequantizeInto(const T* q, float* out, int64_t n, double scale, int64_t zp) {
  // All in float, as PyTorch 1.13's per-tensor dequantization.
  for (int64_t i = 0; i < n; ++i) out[i] = (static_cast<float>(q[i]) - static_cast<float>(zp)) * static_cast<float>(scale);
}

}  // namespace

Tensor quantizePerTensor(const Tensor& x, double scale, int64_t zero_point, ScalarType qtype) {
  if (!isQuantizedType(qtype)) throw Error("quantize_per_tensor: dtype must be a quantized type");
  if (x.dtype() != ScalarType::Float) throw Error("Quantize only works on Float Tensor, got " + dtypeName(x.dtype()));
  if (!(scale > 0) || !std::isfinite(scale)) throw Error("quantize_per_tensor: scale must be a finite positive number");
  const int64_t lo = qmin(qtype), hi = qmax(qtype);
  if (zero_point < lo || zero_point > hi) throw Error("`zero_point` must be between `qmin` and `qmax`.");
  Tensor xc = x.contiguous();
  Tensor out = emptyQuantized(xc.sizes(), qtype, scale, zero_point);
  const float* xp = static_cast<const float*>(xc.data_ptr());
  const int64_t n = xc.numel();
  switch (qtype) {
    case ScalarType::QInt8: quantizeInto(xp, static_cast<int8_t*>(out.data_ptr()), n, scale, zero_point, lo, hi); break;
    case ScalarType::QInt32: quantizeInto(xp, static_cast<int32_t*>(out.data_ptr()), n, scale, zero_point, lo, hi); break;
    default: quantizeInto(xp, static_cast<uint8_t*>(out.data_ptr()), n, scale, zero_point, lo, hi); break;
  }
  return out;
}

Tensor dequantize(const Tensor& q) {
  const Quantizer& qz = quantizerOf(q, "dequantize");
  Tensor ints = intView(q).contiguous();
  Tensor out = empty(ints.sizes(), ScalarType::Float);
  const int64_t n = ints.numel();
  float* op = static_cast<float*>(out.data_ptr());
  auto run = [&](auto* p) {
    if (qz.perTensor()) return dequantizeInto(p, op, n, qz.scale(), qz.zeroPoint());
    // Per channel: the scale and zero point of each element's index along axis.
    const double* s = static_cast<const double*>(qz.scales.data_ptr());
    Tensor zf = qz.zero_points.to(ScalarType::Float).contiguous();
    const float* z = static_cast<const float*>(zf.data_ptr());
    int64_t inner = 1;
    for (int64_t d = qz.axis + 1; d < ints.dim(); ++d) inner *= ints.sizes()[d];
    const int64_t channels = ints.sizes()[qz.axis];
    // Affine: the float difference times the double scale (ATen's
    // per-channel kernel); float_qparams: all in float.
    const bool float_qparams = qz.floatZeroPoints();
    for (int64_t i = 0; i < n; ++i) {
      const int64_t c = (i / inner) % channels;
      const float diff = static_cast<float>(p[i]) - z[c];
      op[i] = float_qparams ? diff * static_cast<float>(s[c]) : static_cast<float>(diff * s[c]);
    }
  };
  switch (q.dtype()) {
    case ScalarType::QInt8: run(static_cast<const int8_t*>(ints.data_ptr())); break;
    case ScalarType::QInt32: run(static_cast<const int32_t*>(ints.data_ptr())); break;
    default: run(static_cast<const uint8_t*>(ints.data_ptr())); break;  // quint8 and the sub-byte types
  }
  return out;
}

}  // namespace ts::quant
