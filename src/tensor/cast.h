// ===--- cast.h - element conversions with PyTorch's semantics ------------=== //
// castValue<To>(from) converts one element the way c10::convert does:
// bool targets test != 0, complex to real keeps the real part, Half and
// BFloat16 go through float.
#pragma once

#include <complex>
#include <type_traits>

#include "tensor/dispatch.h"
#include "tensor/scalar_type.h"

namespace ts {

template <typename T> struct IsHalfLike : std::false_type {};
template <> struct IsHalfLike<Half> : std::true_type {};
template <> struct IsHalfLike<BFloat16> : std::true_type {};

/// Converts one element between storage types.
template <typename To, typename From>
inline To castValue(From v) {
  if constexpr (std::is_same_v<To, From>) {
    return v;
  } else if constexpr (std::is_same_v<From, ComplexHalf>) {
    return castValue<To>(std::complex<float>(float(v.re), float(v.im)));
  } else if constexpr (std::is_same_v<To, ComplexHalf>) {
    auto z = castValue<std::complex<float>>(v);
    return ComplexHalf{Half(z.real()), Half(z.imag())};
  } else if constexpr (IsComplex<From>::value) {
    if constexpr (IsComplex<To>::value) {
      return To(static_cast<typename To::value_type>(v.real()),
                static_cast<typename To::value_type>(v.imag()));
    } else if constexpr (std::is_same_v<To, bool>) {
      return v.real() != 0 || v.imag() != 0;
    } else {
      return castValue<To>(v.real());
    }
  } else if constexpr (IsComplex<To>::value) {
    return To(static_cast<typename To::value_type>(castValue<double>(v)), 0);
  } else if constexpr (std::is_same_v<To, bool>) {
    return static_cast<opmath_t<From>>(v) != 0;
  } else if constexpr (IsHalfLike<From>::value) {
    return castValue<To>(static_cast<float>(v));
  } else if constexpr (IsHalfLike<To>::value) {
    return To(static_cast<float>(v));
  } else if constexpr (std::is_integral_v<To> && std::is_floating_point_v<From>) {
    // Out-of-range float->int is UB in C++; PyTorch's result on x86 is the
    // "integer indefinite" value, which an int64 conversion reproduces.
    if constexpr (sizeof(To) == 8) {
      if (!(v >= -9223372036854775808.0 && v < 9223372036854775808.0))
        return static_cast<To>(INT64_MIN);
      return static_cast<To>(v);
    } else {
      if (!(v >= -9223372036854775808.0 && v < 9223372036854775808.0))
        return static_cast<To>(INT64_MIN);
      return static_cast<To>(static_cast<int64_t>(v));
    }
  } else {
    return static_cast<To>(v);
  }
}

}  // namespace ts
