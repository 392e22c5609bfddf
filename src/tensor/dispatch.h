// ===--- dispatch.h - switch from a runtime dtype to a template argument --=== //
// TS_DISPATCH_*(dtype, "name", [&] { ... scalar_t ... }) instantiates the
// lambda body once per dtype of the family, like ATen's AT_DISPATCH macros.
#pragma once

#include <complex>
#include <string>
#include <type_traits>

#include "support/error.h"
#include "tensor/scalar_type.h"

namespace ts {

namespace detail {
[[noreturn]] void throwNotImplemented(const char* name, ScalarType t);
}  // namespace detail

/// Type used for arithmetic on scalar_t (float for Half/BFloat16).
template <typename T> struct OpMath { using type = T; };
template <> struct OpMath<Half> { using type = float; };
template <> struct OpMath<BFloat16> { using type = float; };
template <> struct OpMath<ComplexHalf> { using type = std::complex<float>; };
template <typename T> using opmath_t = typename OpMath<T>::type;

template <typename T> struct IsComplex : std::false_type {};
template <typename T> struct IsComplex<std::complex<T>> : std::true_type {};

/// Note [Complex division]: PyTorch 1.13 divides complex numbers with the
/// textbook formula (c10::complex and Vectorized<complex> alike), not the
/// scaled C99 one std::complex uses, so x / 0 is nan+nanj and a divisor
/// whose squared magnitude underflows gives inf/nan parts.
template <typename T>
std::complex<T> complexDivide(std::complex<T> x, std::complex<T> y) {
  const T a = x.real(), b = x.imag(), c = y.real(), d = y.imag();
  const T denominator = c * c + d * d;
  return {(a * c + b * d) / denominator, (b * c - a * d) / denominator};
}

/// 1 / z as ATen's Vectorized<complex>::reciprocal: (c, -d) / |z|^2.
template <typename T>
std::complex<T> complexReciprocal(std::complex<T> z) {
  const T denominator = z.real() * z.real() + z.imag() * z.imag();
  return {z.real() / denominator, -z.imag() / denominator};
}

#define TS_CASE(ST, T, ...) \
  case ::ts::ScalarType::ST: { using scalar_t = T; __VA_ARGS__(); break; }

#define TS_CASES_INTEGRAL(...)          \
  TS_CASE(Byte, uint8_t, __VA_ARGS__)   \
  TS_CASE(Char, int8_t, __VA_ARGS__)    \
  TS_CASE(Short, int16_t, __VA_ARGS__)  \
  TS_CASE(Int, int32_t, __VA_ARGS__)    \
  TS_CASE(Long, int64_t, __VA_ARGS__)

#define TS_CASES_FLOATING(...)              \
  TS_CASE(Half, ::ts::Half, __VA_ARGS__)    \
  TS_CASE(Float, float, __VA_ARGS__)        \
  TS_CASE(Double, double, __VA_ARGS__)      \
  TS_CASE(BFloat16, ::ts::BFloat16, __VA_ARGS__)

#define TS_CASES_COMPLEX(...)                                  \
  TS_CASE(ComplexFloat, std::complex<float>, __VA_ARGS__)      \
  TS_CASE(ComplexDouble, std::complex<double>, __VA_ARGS__)

#define TS_DISPATCH_SWITCH(TYPE, NAME, ...)                     \
  do {                                                          \
    ::ts::ScalarType ts_st_ = (TYPE);                           \
    switch (ts_st_) {                                           \
      __VA_ARGS__                                               \
      default: ::ts::detail::throwNotImplemented(NAME, ts_st_); \
    }                                                           \
  } while (0)

/// Every real dtype: integral, Bool, floating (incl. Half/BFloat16).
#define TS_DISPATCH_ALL(TYPE, NAME, ...)                                   \
  TS_DISPATCH_SWITCH(TYPE, NAME, TS_CASES_INTEGRAL(__VA_ARGS__)           \
                     TS_CASES_FLOATING(__VA_ARGS__) TS_CASE(Bool, bool, __VA_ARGS__))
/// Every real dtype plus complex64/complex128.
#define TS_DISPATCH_ALL_AND_COMPLEX(TYPE, NAME, ...)                          \
  TS_DISPATCH_SWITCH(TYPE, NAME, TS_CASES_INTEGRAL(__VA_ARGS__)              \
                     TS_CASES_FLOATING(__VA_ARGS__) TS_CASE(Bool, bool, __VA_ARGS__) \
                     TS_CASES_COMPLEX(__VA_ARGS__))
/// Every storage type including ComplexHalf (copies only).
#define TS_DISPATCH_STORAGE(TYPE, NAME, ...)                                  \
  TS_DISPATCH_SWITCH(TYPE, NAME, TS_CASES_INTEGRAL(__VA_ARGS__)              \
                     TS_CASES_FLOATING(__VA_ARGS__) TS_CASE(Bool, bool, __VA_ARGS__) \
                     TS_CASES_COMPLEX(__VA_ARGS__)                              \
                     TS_CASE(ComplexHalf, ::ts::ComplexHalf, __VA_ARGS__))
/// Integral and floating, no Bool.
#define TS_DISPATCH_NUMERIC(TYPE, NAME, ...) \
  TS_DISPATCH_SWITCH(TYPE, NAME, TS_CASES_INTEGRAL(__VA_ARGS__) TS_CASES_FLOATING(__VA_ARGS__))
#define TS_DISPATCH_FLOATING(TYPE, NAME, ...) \
  TS_DISPATCH_SWITCH(TYPE, NAME, TS_CASES_FLOATING(__VA_ARGS__))
/// Integral types and Bool.
#define TS_DISPATCH_INTEGRAL_AND_BOOL(TYPE, NAME, ...) \
  TS_DISPATCH_SWITCH(TYPE, NAME, TS_CASES_INTEGRAL(__VA_ARGS__) TS_CASE(Bool, bool, __VA_ARGS__))

}  // namespace ts
