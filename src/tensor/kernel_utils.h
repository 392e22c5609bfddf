// ===--- kernel_utils.h - compile-time dtype dispatch for kernel files ----=== //
// dispatchFamily<F>(dtype, name, g) calls g(TypeTag<T>{}) for the T matching
// dtype, instantiating g only for the types in family F, so a generic lambda
// may use operations that only some dtypes support. Also wrapping integer
// arithmetic (PyTorch wraps on overflow; C++ signed overflow is UB).
#pragma once

#include <cmath>
#include <type_traits>

#include "tensor/cast.h"
#include "tensor/dispatch.h"

namespace ts {

template <typename T> struct TypeTag { using type = T; };

/// Which dtypes a kernel supports.
/// AllComplexHalf is AllComplex plus ComplexHalf (computed in complex<float>).
enum class Family { All, AllComplex, AllComplexHalf, Numeric, IntegralBool, Integral, Floating };

template <Family F, typename G>
void dispatchFamily(ScalarType t, const char* name, G&& g) {
  auto call = [&](auto tag) { g(tag); };
  switch (t) {
#define TS_FAM_CASE(ST, T, OK)                         \
  case ScalarType::ST:                                 \
    if constexpr (OK) { call(TypeTag<T>{}); return; }  \
    break;
    TS_FAM_CASE(Byte, uint8_t, F != Family::Floating)
    TS_FAM_CASE(Char, int8_t, F != Family::Floating)
    TS_FAM_CASE(Short, int16_t, F != Family::Floating)
    TS_FAM_CASE(Int, int32_t, F != Family::Floating)
    TS_FAM_CASE(Long, int64_t, F != Family::Floating)
    TS_FAM_CASE(Bool, bool,
                F == Family::All || F == Family::AllComplex || F == Family::AllComplexHalf ||
                    F == Family::IntegralBool)
    TS_FAM_CASE(Half, Half, F != Family::IntegralBool && F != Family::Integral)
    TS_FAM_CASE(Float, float, F != Family::IntegralBool && F != Family::Integral)
    TS_FAM_CASE(Double, double, F != Family::IntegralBool && F != Family::Integral)
    TS_FAM_CASE(BFloat16, BFloat16, F != Family::IntegralBool && F != Family::Integral)
    TS_FAM_CASE(ComplexFloat, std::complex<float>, F == Family::AllComplex || F == Family::AllComplexHalf)
    TS_FAM_CASE(ComplexDouble, std::complex<double>, F == Family::AllComplex || F == Family::AllComplexHalf)
    TS_FAM_CASE(ComplexHalf, ComplexHalf, F == Family::AllComplexHalf)
#undef TS_FAM_CASE
    default: break;
  }
  detail::throwNotImplemented(name, t);
}

/// Wrapping +, -, * for signed integers; plain ops otherwise.
template <typename T> inline T wrapAdd(T a, T b) {
  if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
    using U = std::make_unsigned_t<T>;
    return static_cast<T>(static_cast<U>(a) + static_cast<U>(b));
  } else {
    return a + b;
  }
}
template <typename T> inline T wrapSub(T a, T b) {
  if constexpr (std::is_integral_v<T> && std::is_signed_v<T>) {
    using U = std::make_unsigned_t<T>;
    return static_cast<T>(static_cast<U>(a) - static_cast<U>(b));
  } else {
    return a - b;
  }
}
template <typename T> inline T wrapMul(T a, T b) {
  if constexpr (std::is_same_v<T, bool>) {
    return a && b;
  } else if constexpr (std::is_integral_v<T>) {
    // Narrow types promote to int, where 65535 * 65535 overflows: multiply
    // as unsigned int at least.
    using U = std::conditional_t<(sizeof(T) < sizeof(unsigned)), unsigned, std::make_unsigned_t<T>>;
    return static_cast<T>(static_cast<U>(a) * static_cast<U>(b));
  } else {
    return a * b;
  }
}

/// Arithmetic type used for an element type: int for small ints avoids
/// promotion surprises; float for Half/BFloat16.
template <typename T> using calc_t = opmath_t<T>;

}  // namespace ts
