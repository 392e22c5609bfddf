// ===--- float_format.cpp - Python- and TorchScript-exact number text ------=== //
// Python's repr is rebuilt from std::to_chars' shortest round-trip digits; the
// script formats follow c10's IValue printers (`%.17g` plus an integral form).
#include "support/float_format.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace ts {
namespace {

/// Python's float_repr_style 'r' for a finite value. add_dot_0 appends `.0`
/// to integral fixed-notation results (repr(float) does, complex parts don't).
std::string shortestRepr(double value, bool add_dot_0) {
  char buf[64];
  auto res = std::to_chars(buf, buf + sizeof(buf), value, std::chars_format::scientific);
  std::string sci(buf, res.ptr);  // e.g. "-1.25e+02", "5e-324", "0e+00"
  std::string out;
  size_t i = 0;
  if (sci[0] == '-') {
    out += '-';
    i = 1;
  }
  size_t e_pos = sci.find('e');
  std::string digits;
  for (size_t k = i; k < e_pos; ++k)
    if (sci[k] != '.') digits += sci[k];
  int exp = std::atoi(sci.c_str() + e_pos + 1);
  // Python switches to exponent notation when the decimal exponent is < -4 or >= 16.
  if (exp < -4 || exp >= 16) {
    out += digits[0];
    if (digits.size() > 1) out += '.' + digits.substr(1);
    char ebuf[16];
    std::snprintf(ebuf, sizeof(ebuf), "e%c%02d", exp < 0 ? '-' : '+', std::abs(exp));
    return out + ebuf;
  }
  if (exp < 0) return out + "0." + std::string(static_cast<size_t>(-exp - 1), '0') + digits;
  size_t int_len = static_cast<size_t>(exp) + 1;
  if (digits.size() <= int_len) {
    out += digits + std::string(int_len - digits.size(), '0');
    return add_dot_0 ? out + ".0" : out;
  }
  return out + digits.substr(0, int_len) + '.' + digits.substr(int_len);
}

/// Python repr of one component; NaN prints without a sign whatever its bit.
std::string pythonComponent(double value, bool add_dot_0, bool force_sign) {
  std::string s;
  if (std::isnan(value)) {
    s = "nan";
  } else if (std::isinf(value)) {
    s = value < 0 ? "-inf" : "inf";
  } else {
    s = shortestRepr(value, add_dot_0);
  }
  if (force_sign && s[0] != '-') s = '+' + s;
  return s;
}

std::string printfG(double value, int precision) {
  char buf[64];
  std::snprintf(buf, sizeof(buf), "%.*g", precision, value);
  return buf;
}

/// The value as an int64 if it is integral and inside int64's range. c10
/// converts with a plain cast; out-of-range doubles there produce INT64_MIN on
/// x86, which only compares equal for -2^63 itself, so this is equivalent.
bool integralInt64(double value, int64_t* out) {
  int c = std::fpclassify(value);
  if (c != FP_NORMAL && c != FP_ZERO) return false;
  if (!(value >= -9223372036854775808.0 && value < 9223372036854775808.0)) return false;
  auto i = static_cast<int64_t>(value);
  if (static_cast<double>(i) != value) return false;
  *out = i;
  return true;
}

}  // namespace

std::string pythonFloatRepr(double value) { return pythonComponent(value, true, false); }

std::string scriptFloatRepr(double value) {
  int64_t i = 0;
  if (integralInt64(value, &i)) return std::to_string(i) + ".";
  return printfG(value, 17);
}

std::string scriptFloatCodeRepr(double value) {
  int64_t i = 0;
  if (std::fabs(value) < 1e10 && integralInt64(value, &i)) {
    // -0.0 must read back as -0.0, so the sign survives here.
    if (i == 0 && std::signbit(value)) return "-0.";
    return std::to_string(i) + ".";
  }
  return printfG(value, 17);
}

std::string pythonComplexRepr(double real, double imag) {
  // A +0.0 real part is omitted together with the parentheses (CPython's complex_repr).
  if (real == 0.0 && !std::signbit(real)) return pythonComponent(imag, false, false) + "j";
  return "(" + pythonComponent(real, false, false) + pythonComponent(imag, false, true) + "j)";
}

std::string scriptComplexRepr(double real, double imag) {
  const char* sign = imag >= 0 ? "+" : "-";
  return scriptFloatRepr(real) + sign + scriptFloatRepr(std::fabs(imag)) + "j";
}

std::string formatCppStream(double value, int precision) { return printfG(value, precision); }

}  // namespace ts
