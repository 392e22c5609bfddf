// ===--- scalar_type.h - dtypes numbered exactly like c10::ScalarType -----=== //
// In TorchScript a dtype is this integer, so the numbering is part of the
// language contract. Also: element sizes, names, categories and c10's
// promoteTypes table.
#pragma once

#include <complex>
#include <cstdint>
#include <string>

#include "tensor/half.h"

namespace ts {

/// Element types, numbered like c10::ScalarType in PyTorch 1.13.
enum class ScalarType : int8_t {
  Byte = 0,
  Char = 1,
  Short = 2,
  Int = 3,
  Long = 4,
  Half = 5,
  Float = 6,
  Double = 7,
  ComplexHalf = 8,
  ComplexFloat = 9,
  ComplexDouble = 10,
  Bool = 11,
  QInt8 = 12,
  QUInt8 = 13,
  QInt32 = 14,
  BFloat16 = 15,
  QUInt4x2 = 16,
  QUInt2x4 = 17,
  Undefined = 18,
};

constexpr int kNumScalarTypes = 18;

/// Storage type of a ComplexHalf element (two halves). Kernels that support
/// it (add, sub, mul, neg, eq, ne, as in ATen 1.13) compute in
/// std::complex<float>, its opmath type, and round each result to halves.
struct ComplexHalf {
  Half re, im;
  explicit operator std::complex<float>() const { return {static_cast<float>(re), static_cast<float>(im)}; }
};

/// Element size in bytes (0 for Undefined).
size_t elementSize(ScalarType t);
/// Python spelling: "torch.float32".
std::string dtypeName(ScalarType t);
/// c10 spelling used by C++ printing: "Float", "Long".
const char* scalarTypeName(ScalarType t);
/// Checked conversion from a TorchScript dtype integer.
ScalarType scalarTypeFromInt(int64_t v);

inline bool isFloatingType(ScalarType t) {
  return t == ScalarType::Half || t == ScalarType::Float || t == ScalarType::Double ||
         t == ScalarType::BFloat16;
}
inline bool isComplexType(ScalarType t) {
  return t == ScalarType::ComplexHalf || t == ScalarType::ComplexFloat ||
         t == ScalarType::ComplexDouble;
}
/// Integral types; Bool counts only when include_bool is set (c10::isIntegralType).
inline bool isIntegralType(ScalarType t, bool include_bool) {
  bool integral = t == ScalarType::Byte || t == ScalarType::Char || t == ScalarType::Short ||
                  t == ScalarType::Int || t == ScalarType::Long;
  return integral || (include_bool && t == ScalarType::Bool);
}
inline bool isQuantizedType(ScalarType t) {
  return t == ScalarType::QInt8 || t == ScalarType::QUInt8 || t == ScalarType::QInt32 ||
         t == ScalarType::QUInt4x2 || t == ScalarType::QUInt2x4;
}
/// Whether the type is signed (Bool and Byte are not).
inline bool isSignedType(ScalarType t) {
  return !(t == ScalarType::Byte || t == ScalarType::Bool);
}
/// Float for ComplexFloat etc. (c10::toRealValueType).
ScalarType toRealValueType(ScalarType t);
/// ComplexFloat for Float etc. (c10::toComplexType).
ScalarType toComplexType(ScalarType t);

/// c10::promoteTypes: the lattice used by type promotion. Throws for
/// quantized mixes exactly like PyTorch.
ScalarType promoteTypes(ScalarType a, ScalarType b);

/// Note [Default dtype]: the dtype of floating tensors made without one
/// (torch.get_default_dtype(); Float until torch.set_default_dtype changes
/// it, process-wide as in PyTorch). Python floats promote to it, integer
/// true division and int->float math produce it, and a tensor of it prints
/// without `dtype=`. The default complex dtype is its complex counterpart.
ScalarType defaultFloatType();
ScalarType defaultComplexType();
/// Only floating types (Half, BFloat16, Float, Double) are accepted.
void setDefaultFloatType(ScalarType t);

/// Maps a C++ element type to its ScalarType.
template <typename T> struct CppTypeToScalarType;
#define TS_CPP_TO_ST(T, ST) \
  template <> struct CppTypeToScalarType<T> { static constexpr ScalarType value = ScalarType::ST; };
TS_CPP_TO_ST(uint8_t, Byte)
TS_CPP_TO_ST(int8_t, Char)
TS_CPP_TO_ST(int16_t, Short)
TS_CPP_TO_ST(int32_t, Int)
TS_CPP_TO_ST(int64_t, Long)
TS_CPP_TO_ST(Half, Half)
TS_CPP_TO_ST(float, Float)
TS_CPP_TO_ST(double, Double)
TS_CPP_TO_ST(ComplexHalf, ComplexHalf)
TS_CPP_TO_ST(std::complex<float>, ComplexFloat)
TS_CPP_TO_ST(std::complex<double>, ComplexDouble)
TS_CPP_TO_ST(bool, Bool)
TS_CPP_TO_ST(BFloat16, BFloat16)
#undef TS_CPP_TO_ST

}  // namespace ts
