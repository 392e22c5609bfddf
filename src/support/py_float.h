// ===--- py_float.h - float `//`, `%`, divmod as TorchScript computes them ---=== //
// These differ from CPython at the edges: `x // 0.0` is +-inf and `x % 0.0` is
// nan instead of ZeroDivisionError (only divmod raises), matching PyTorch 1.13.
#pragma once

#include <cmath>
#include <utility>

#include "support/error.h"

namespace ts {

/// `a // b` on floats: floor(a / b).
inline double pyFloatFloorDiv(double a, double b) { return std::floor(a / b); }

/// `a % b` on floats: a - b * floor(a / b) (so `-2.0 % inf` is nan).
inline double pyFloatMod(double a, double b) { return a - b * std::floor(a / b); }

/// `divmod(a, b)` on floats; a zero divisor raises RuntimeError
/// "ZeroDivisionError: float divmod()" like PyTorch.
inline std::pair<double, double> pyFloatDivmod(double a, double b) {
  TS_CHECK(b != 0.0, "ZeroDivisionError: float divmod()");
  double rem = std::fmod(a, b);
  if (rem != 0.0 && ((a < 0) != (b < 0))) rem += b;
  return {(a - rem) / b, rem};
}

}  // namespace ts
