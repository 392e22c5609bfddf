// ===--- op_helpers.h - shared building blocks of kernel families --------=== //
// Typed stack access and kernel factories (unary / binary over int, float,
// bool, complex, str) so each family file states only the operation itself.
// Internal to src/ops/.
#pragma once

#include <complex>
#include <string>
#include <type_traits>
#include <utility>

#include "ops/registry.h"

namespace ts::detail {

using Complex = std::complex<double>;

/// Reads a stack entry as the C++ type a schema argument declares. Float
/// arguments accept ints and bools too (toNumber), so a kernel never
/// misreads a payload the compiler did not convert.
template <class T>
inline T getAs(const IValue& v) {
  if constexpr (std::is_same_v<T, int64_t>) {
    return v.isBool() ? static_cast<int64_t>(v.toBool()) : v.toInt();
  } else if constexpr (std::is_same_v<T, double>) {
    return v.toNumber();
  } else if constexpr (std::is_same_v<T, bool>) {
    return v.isBool() ? v.toBool() : v.toInt() != 0;
  } else if constexpr (std::is_same_v<T, Complex>) {
    return v.toComplex();
  } else {
    static_assert(std::is_same_v<T, IValue>, "unsupported kernel argument type");
    return v;
  }
}

/// Type names as they appear in schema overload names and argument types.
template <class T>
constexpr const char* schemaTypeName() {
  if constexpr (std::is_same_v<T, int64_t>) return "int";
  if constexpr (std::is_same_v<T, double>) return "float";
  if constexpr (std::is_same_v<T, bool>) return "bool";
  if constexpr (std::is_same_v<T, Complex>) return "complex";
  return "Scalar";
}

/// Kernel for `(A a) -> R`: replaces the top entry with f(a).
template <class A, class F>
OpKernel unaryKernel(F f) {
  return [f](Stack& s) {
    IValue& a = s.back();
    a = IValue(f(getAs<A>(a)));
  };
}

/// Kernel for `(A a, B b) -> R`: pops b and replaces a with f(a, b).
template <class A, class B, class F>
OpKernel binaryKernel(F f) {
  return [f](Stack& s) {
    B b = getAs<B>(s.back());
    s.pop_back();
    IValue& a = s.back();
    a = IValue(f(getAs<A>(a), b));
  };
}

/// Element `i` of a list value, with PyTorch's negative-index rule and its
/// "list index out of range" error.
inline size_t normalizeListIndex(int64_t idx, size_t size) {
  int64_t n = static_cast<int64_t>(size);
  if (idx < 0) idx += n;
  TS_CHECK(idx >= 0 && idx < n, "list index out of range");
  return static_cast<size_t>(idx);
}

/// The element type of the list in `v` (Any when the list is untyped).
inline TypePtr listElemType(const IValue& v) {
  TypePtr t = v.toList()->elem_type;
  return t ? t : Type::any();
}

/// Python `<` for the values builtin sorts and min/max compare: numbers,
/// bools, strings, and tuples/lists of those (lexicographic). Throws for
/// anything else.
bool valueLess(const IValue& a, const IValue& b);

/// `key` as TorchScript prints it in "KeyError: ..." messages.
std::string keyErrorText(const IValue& key);

}  // namespace ts::detail
