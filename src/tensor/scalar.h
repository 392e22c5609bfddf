// ===--- scalar.h - a number of any dtype category (like c10::Scalar) -----=== //
// Scalar carries a Python number into tensor ops: int64, double, bool or
// complex<double>. Its type() is the dtype a wrapped-number tensor gets.
#pragma once

#include <complex>
#include <cstdint>
#include <string>

#include "tensor/scalar_type.h"

namespace ts {

/// A Python number: int, float, bool or complex.
class Scalar {
 public:
  enum class Tag : uint8_t { Int, Double, Bool, Complex };

  Scalar() : Scalar(int64_t(0)) {}
  Scalar(int64_t v) : tag_(Tag::Int) { v_.i = v; }
  Scalar(int v) : Scalar(static_cast<int64_t>(v)) {}
  Scalar(double v) : tag_(Tag::Double) { v_.d = v; }
  Scalar(float v) : Scalar(static_cast<double>(v)) {}
  Scalar(bool v) : tag_(Tag::Bool) { v_.i = v ? 1 : 0; }
  Scalar(std::complex<double> v) : tag_(Tag::Complex) { v_.z[0] = v.real(); v_.z[1] = v.imag(); }

  Tag tag() const { return tag_; }
  /// isIntegral(false) is true for ints only; isIntegral(true) also for bools.
  bool isIntegral(bool include_bool) const {
    return tag_ == Tag::Int || (include_bool && tag_ == Tag::Bool);
  }
  bool isFloatingPoint() const { return tag_ == Tag::Double; }
  bool isBoolean() const { return tag_ == Tag::Bool; }
  bool isComplex() const { return tag_ == Tag::Complex; }

  /// The dtype of this number as a tensor: Long, Double, Bool or ComplexDouble.
  ScalarType type() const;

  int64_t toLong() const;
  double toDouble() const;
  bool toBool() const;
  std::complex<double> toComplexDouble() const;

  /// Converts to an element type with C++ (static_cast) semantics.
  template <typename T> T to() const;

  /// -x keeping the tag (bool negation is rejected like in c10).
  Scalar operator-() const;
  /// Python repr-like text, used in error messages.
  std::string str() const;

 private:
  Tag tag_;
  union {
    int64_t i;
    double d;
    double z[2];
  } v_;
};

template <typename T>
inline T Scalar::to() const {
  if constexpr (std::is_same_v<T, bool>) {
    return toBool();
  } else if constexpr (std::is_same_v<T, std::complex<float>>) {
    auto z = toComplexDouble();
    return T(static_cast<float>(z.real()), static_cast<float>(z.imag()));
  } else if constexpr (std::is_same_v<T, std::complex<double>>) {
    return toComplexDouble();
  } else if constexpr (std::is_same_v<T, ComplexHalf>) {
    auto z = toComplexDouble();
    return ComplexHalf{Half(static_cast<float>(z.real())), Half(static_cast<float>(z.imag()))};
  } else if constexpr (std::is_integral_v<T>) {
    if (tag_ == Tag::Int || tag_ == Tag::Bool) return static_cast<T>(v_.i);
    return static_cast<T>(static_cast<int64_t>(toDouble()));
  } else {
    if (tag_ == Tag::Int || tag_ == Tag::Bool) return static_cast<T>(static_cast<float>(v_.i));
    if constexpr (std::is_same_v<T, double>) return toDouble();
    return T(static_cast<float>(toDouble()));
  }
}

}  // namespace ts
