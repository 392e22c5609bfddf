// ===--- py_int.h - Python int semantics on int64 ---------------------------=== //
// TorchScript ints are int64 that wrap on overflow (PyTorch does plain C++
// arithmetic); division and modulo round like Python. Where PyTorch 1.13 dies
// with SIGFPE (`a % 0`, `INT64_MIN // -1`) these give an error or wrap instead.
#pragma once

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <utility>

#include "support/error.h"

namespace ts {

/// a + b, a - b, a * b, -a, abs(a) wrapping modulo 2^64 like PyTorch's int64.
inline int64_t pyAdd(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b));
}
inline int64_t pySub(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) - static_cast<uint64_t>(b));
}
inline int64_t pyMul(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b));
}
inline int64_t pyNeg(int64_t a) { return static_cast<int64_t>(0 - static_cast<uint64_t>(a)); }
inline int64_t pyAbs(int64_t a) { return a < 0 ? pyNeg(a) : a; }

/// Iterations of range(lo, hi, step): PyTorch's aten::__range_length
/// formula, wrapping as it does (range(-2**63, 2**63 - 1, 2**62) runs once
/// there, so it runs once here).
inline int64_t rangeLength(int64_t lo, int64_t hi, int64_t step) {
  TS_CHECK(step != 0, "range() arg 3 must not be zero");
  if (step > 0 && lo < hi) return 1 + pySub(pySub(hi, 1), lo) / step;
  if (step < 0 && lo > hi) return 1 + pySub(pySub(lo, 1), hi) / pyNeg(step);
  return 0;
}

namespace detail {
/// Truncating division that wraps INT64_MIN / -1 to INT64_MIN instead of trapping.
inline int64_t truncDiv(int64_t a, int64_t b) { return b == -1 ? pyNeg(a) : a / b; }
inline int64_t truncRem(int64_t a, int64_t b) { return b == -1 ? 0 : a % b; }
}  // namespace detail

/// `a // b`, rounding toward -inf. PyTorch's aten::floordiv.int message for a
/// zero divisor is "division by 0" (a RuntimeError).
inline int64_t pyFloorDiv(int64_t a, int64_t b) {
  TS_CHECK(b != 0, "division by 0");
  int64_t q = detail::truncDiv(a, b);
  if (detail::truncRem(a, b) != 0 && ((a < 0) != (b < 0))) --q;
  return q;
}

/// `a % b` with the sign of the divisor. PyTorch 1.13 crashes on `a % 0`;
/// this raises Python's ZeroDivisionError instead.
inline int64_t pyMod(int64_t a, int64_t b) {
  TS_CHECK(b != 0, "integer modulo by zero", ErrorKind::ZeroDivisionError);
  int64_t r = detail::truncRem(a, b);
  if (r != 0 && ((r < 0) != (b < 0))) r += b;
  return r;
}

/// `divmod(a, b)`; PyTorch raises RuntimeError
/// "ZeroDivisionError: integer division or modulo by zero".
inline std::pair<int64_t, int64_t> pyDivmod(int64_t a, int64_t b) {
  TS_CHECK(b != 0, "ZeroDivisionError: integer division or modulo by zero");
  return {pyFloorDiv(a, b), pyMod(a, b)};
}

/// `a / b` on ints is true division in doubles (x / 0 gives inf or nan).
inline double pyTrueDiv(int64_t a, int64_t b) {
  return static_cast<double>(a) / static_cast<double>(b);
}

/// `a ** b` and `pow(a, b)` on ints return float in TorchScript. A zero base
/// with a negative exponent is an error (PyTorch's powWrapper text).
inline double pyPow(double a, double b) {
  TS_CHECK(!(a == 0.0 && b < 0.0), "0.0 cannot be raised to a negative power");
  return std::pow(a, b);
}

/// `a << b`, `a >> b` as PyTorch computes them on x86: the shift count is
/// taken modulo 64 (so `1 << 64` is 1 and `1 << -1` is INT64_MIN); right
/// shifts are arithmetic.
inline int64_t pyShiftLeft(int64_t a, int64_t b) {
  return static_cast<int64_t>(static_cast<uint64_t>(a) << (static_cast<uint64_t>(b) & 63));
}
inline int64_t pyShiftRight(int64_t a, int64_t b) { return a >> (static_cast<uint64_t>(b) & 63); }

/// `int(x)` for a float: truncation; NaN, infinities and values outside the
/// int64 range give INT64_MIN, as PyTorch's cast does on x86.
inline int64_t pyFloatToInt(double x) {
  if (!(x >= -9223372036854775808.0 && x < 9223372036854775808.0))
    return std::numeric_limits<int64_t>::min();
  return static_cast<int64_t>(x);
}

/// `str(i)` / `repr(i)`: plain decimal.
inline std::string pythonIntToString(int64_t i) { return std::to_string(i); }

namespace detail {
inline std::string intInBase(int64_t i, unsigned shift, const char* prefix) {
  uint64_t mag = i < 0 ? 0 - static_cast<uint64_t>(i) : static_cast<uint64_t>(i);
  std::string digits;
  do {
    digits.insert(digits.begin(), "0123456789abcdef"[mag & ((1u << shift) - 1)]);
    mag >>= shift;
  } while (mag);
  return (i < 0 ? "-" : "") + std::string(prefix) + digits;
}
}  // namespace detail

/// `hex(i)`, `oct(i)`, `bin(i)`: `0xff`, `-0o377`, `0b101`.
inline std::string pythonIntHex(int64_t i) { return detail::intInBase(i, 4, "0x"); }
inline std::string pythonIntOct(int64_t i) { return detail::intInBase(i, 3, "0o"); }
inline std::string pythonIntBin(int64_t i) { return detail::intInBase(i, 1, "0b"); }

}  // namespace ts
