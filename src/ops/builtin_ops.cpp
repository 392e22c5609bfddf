// ===--- builtin_ops.cpp - Python builtins that compile to operators ------=== //
// abs, min/max, sum, any/all, divmod, ord/chr, bin/hex/oct, str, hash and
// str.format: the builtins TorchScript resolves to aten::/prim:: schemas.
#include <cmath>
#include <functional>
#include <string>

#include "ops/families.h"
#include "ops/op_helpers.h"
#include "runtime/printing.h"
#include "support/py_float.h"
#include "support/py_int.h"

namespace ts {
namespace {

using detail::binaryKernel;
using detail::Complex;
using detail::getAs;
using detail::unaryKernel;

void registerAbs(Registry& r) {
  r.add("prim::abs.int(int a) -> int", unaryKernel<int64_t>(pyAbs));
  r.add("prim::abs.float(float a) -> float", unaryKernel<double>([](double a) { return std::fabs(a); }));
  r.add("prim::abs.complex(complex a) -> float", unaryKernel<Complex>([](Complex a) { return std::abs(a); }));
  r.add("prim::abs.Scalar(Scalar a) -> Scalar", [](Stack& s) {
    IValue& a = s.back();
    if (a.isComplex()) a = IValue(std::abs(a.toComplex()));
    else if (a.isDouble()) a = IValue(std::fabs(a.toDouble()));
    else a = IValue(pyAbs(getAs<int64_t>(a)));
  });
}

// min/max of two scalars: `a < b ? a : b` (so a NaN on the left loses and a
// NaN on the right wins, exactly like PyTorch).
template <class T>
T pick(bool is_min, T a, T b) {
  return is_min ? (a < b ? a : b) : (a > b ? a : b);
}

// min/max of two lists: the first differing element decides, then length.
IValue pickList(bool is_min, IValue a, IValue b) {
  const auto& x = a.toList()->items;
  const auto& y = b.toList()->items;
  for (size_t i = 0; i < x.size() && i < y.size(); ++i) {
    if (valuesEqual(x[i], y[i])) continue;
    bool a_less = detail::valueLess(x[i], y[i]);
    return (a_less == is_min) ? a : b;
  }
  bool a_shorter = x.size() < y.size();
  if (is_min) return a_shorter ? a : b;
  return x.size() > y.size() ? a : b;
}

// min/max of one list's elements; an empty list is an error.
IValue pickSelf(bool is_min, const IValue& list) {
  const auto& x = list.toList()->items;
  TS_CHECK(!x.empty(), std::string(is_min ? "min" : "max") + "() arg is an empty sequence");
  IValue best = x[0];
  for (size_t i = 1; i < x.size(); ++i) {
    bool better = is_min ? detail::valueLess(x[i], best) : detail::valueLess(best, x[i]);
    if (better) best = x[i];
  }
  return best;
}

void registerMinMax(Registry& r, bool is_min) {
  std::string n = is_min ? "prim::min" : "prim::max";
  r.add(n + ".int(int a, int b) -> int",
        binaryKernel<int64_t, int64_t>([is_min](int64_t a, int64_t b) { return pick(is_min, a, b); }));
  auto f = [is_min](double a, double b) { return pick(is_min, a, b); };
  r.add(n + ".float(float a, float b) -> float", binaryKernel<double, double>(f));
  r.add(n + ".int_float(int a, float b) -> float", binaryKernel<double, double>(f));
  r.add(n + ".float_int(float a, int b) -> float", binaryKernel<double, double>(f));
  r.add(n + "(Scalar a, Scalar b) -> Scalar", [is_min](Stack& s) {
    IValue b = pop(s);
    IValue& a = s.back();
    if (a.isDouble() || b.isDouble()) a = IValue(pick(is_min, a.toNumber(), b.toNumber()));
    else a = IValue(pick(is_min, getAs<int64_t>(a), getAs<int64_t>(b)));
  });
  for (const char* t : {"int", "float", "bool"}) {
    std::string ty = t;
    r.add(n + "." + ty + "_list(" + ty + "[] l, " + ty + "[] r) -> " + ty + "[]", [is_min](Stack& s) {
      IValue b = pop(s);
      IValue& a = s.back();
      a = pickList(is_min, a, std::move(b));
    });
    r.add(n + ".self_" + ty + "(" + ty + "[] self) -> " + ty,
          [is_min](Stack& s) { s.back() = pickSelf(is_min, s.back()); });
  }
}

void registerSumAnyAll(Registry& r) {
  r.add("aten::sum.int(int[] self) -> int", [](Stack& s) {
    int64_t total = 0;
    for (const IValue& v : s.back().toList()->items) total = pyAdd(total, v.toInt());
    s.back() = IValue(total);
  });
  r.add("aten::sum.float(float[] self) -> float", [](Stack& s) {
    double total = 0;
    for (const IValue& v : s.back().toList()->items) total += v.toNumber();
    s.back() = IValue(total);
  });
  r.add("aten::sum.bool(bool[] self) -> int", [](Stack& s) {
    int64_t total = 0;
    for (const IValue& v : s.back().toList()->items) total += v.toBool() ? 1 : 0;
    s.back() = IValue(total);
  });
  r.add("aten::sum.complex(complex[] self) -> complex", [](Stack& s) {
    Complex total = 0;
    for (const IValue& v : s.back().toList()->items) total += v.toComplex();
    s.back() = IValue(total);
  });
  auto truthy = [](const IValue& v) {
    if (v.isStr()) return !v.toStr().empty();
    if (v.isDouble()) return v.toDouble() != 0.0;
    return getAs<bool>(v);
  };
  for (const char* t : {"bool", "int", "float", "str"}) {
    std::string ty = t;
    r.add("aten::any." + ty + "(" + ty + "[] self) -> bool", [truthy](Stack& s) {
      bool any = false;
      for (const IValue& v : s.back().toList()->items) any = any || truthy(v);
      s.back() = IValue(any);
    });
    if (ty == "str") continue;  // PyTorch has no all.str
    r.add("aten::all." + ty + "(" + ty + "[] self) -> bool", [truthy](Stack& s) {
      bool all = true;
      for (const IValue& v : s.back().toList()->items) all = all && truthy(v);
      s.back() = IValue(all);
    });
  }
}

void registerDivmod(Registry& r) {
  r.add("aten::divmod.int(int x, int y) -> (int, int)", [](Stack& s) {
    int64_t y = s.back().toInt();
    s.pop_back();
    auto [q, m] = pyDivmod(s.back().toInt(), y);
    s.back() = IValue(q);
    s.emplace_back(m);
  });
  OpKernel fdivmod = [](Stack& s) {
    double y = s.back().toNumber();
    s.pop_back();
    auto [q, m] = pyFloatDivmod(s.back().toNumber(), y);
    s.back() = IValue(q);
    s.emplace_back(m);
  };
  r.add("aten::divmod.float(float x, float y) -> (float, float)", fdivmod);
  // Note [Mixed divmod]: PyTorch's mixed overloads pop the `float` operand
  // into a C++ float (single precision) and compute floor(a / b) and
  // a - quot * b without Python's sign fix-ups: divmod(5.3, -10) is
  // (-1.0, -4.699999809265137), divmod(-1024, -2.0) is (512.0, 0.0).
  r.add("aten::divmod.int_float(int x, float y) -> (float, float)", [](Stack& s) {
    float b = static_cast<float>(pop(s).toDouble());
    int64_t a = pop(s).toInt();
    TS_CHECK(b != 0, "ZeroDivisionError: float divmod()");
    double quot = std::floor(static_cast<float>(a) / b);
    s.emplace_back(quot);
    s.emplace_back(static_cast<double>(a) - quot * b);
  });
  r.add("aten::divmod.float_int(float x, int y) -> (float, float)", [](Stack& s) {
    int64_t b = pop(s).toInt();
    float a = static_cast<float>(pop(s).toDouble());
    TS_CHECK(b != 0, "ZeroDivisionError: float divmod()");
    double quot = std::floor(a / static_cast<float>(b));
    s.emplace_back(quot);
    s.emplace_back(static_cast<double>(a) - quot * static_cast<double>(b));
  });
}

// bin/hex/oct: Python's spelling, with the sign before the prefix.
std::string radixString(int64_t v, unsigned bits_per_digit, const char* prefix) {
  uint64_t mag = v < 0 ? 0 - static_cast<uint64_t>(v) : static_cast<uint64_t>(v);
  std::string digits;
  uint64_t mask = (1u << bits_per_digit) - 1;
  do {
    digits.insert(digits.begin(), "0123456789abcdef"[mag & mask]);
    mag >>= bits_per_digit;
  } while (mag != 0);
  return (v < 0 ? "-" : "") + std::string(prefix) + digits;
}

// UTF-8 encoding of one code point. PyTorch's chr() emits a single byte even
// above 127 (invalid UTF-8); a proper encoding is what users expect.
std::string utf8Encode(int64_t cp) {
  std::string out;
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
  return out;
}

// ord() of a one-character string: one byte, or one whole UTF-8 sequence
// (so ord(chr(x)) == x); anything else is PyTorch's length error.
int64_t ordOf(const std::string& s) {
  auto lengthError = [&] {
    throw Error("String for ord() must be 1 character, found " + std::to_string(s.size()));
  };
  if (s.size() == 1) return static_cast<unsigned char>(s[0]);
  if (s.size() < 2 || s.size() > 4) lengthError();
  auto lead = static_cast<unsigned char>(s[0]);
  size_t need = lead >= 0xF0 && lead < 0xF8 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0;
  if (need != s.size()) lengthError();
  int64_t cp = lead & (0x3F >> (need - 1));
  for (size_t i = 1; i < need; ++i) {
    auto c = static_cast<unsigned char>(s[i]);
    if ((c & 0xC0) != 0x80) lengthError();
    cp = (cp << 6) | (c & 0x3F);
  }
  return cp;
}

void registerCharsAndRadix(Registry& r) {
  r.add("aten::ord(str string) -> int",
        unaryKernel<IValue>([](const IValue& v) { return ordOf(v.toStr()); }));
  r.add("aten::chr(int i) -> str", unaryKernel<int64_t>([](int64_t i) {
          TS_CHECK(i >= 0 && i < 0x110000, "chr() arg not in range(0x110000), found " + std::to_string(i));
          return utf8Encode(i);
        }));
  r.add("aten::bin(int i) -> str", unaryKernel<int64_t>([](int64_t i) { return radixString(i, 1, "0b"); }));
  r.add("aten::oct(int i) -> str", unaryKernel<int64_t>([](int64_t i) { return radixString(i, 3, "0o"); }));
  r.add("aten::hex(int i) -> str", unaryKernel<int64_t>([](int64_t i) { return radixString(i, 4, "0x"); }));
}

// hash(): ints hash to themselves and bools to 0/1 (as in CPython and
// PyTorch); integral floats hash like the equal int; containers combine.
int64_t hashValue(const IValue& v) {
  switch (v.tag()) {
    case IValue::Tag::Int: return v.toInt();
    case IValue::Tag::Bool: return v.toBool() ? 1 : 0;
    case IValue::Tag::None: return 0;
    // PyTorch's c10::hash<double>, which is std::hash (20.0 does not hash to 20).
    case IValue::Tag::Double: return static_cast<int64_t>(std::hash<double>()(v.toDouble()));
    case IValue::Tag::Str: return static_cast<int64_t>(std::hash<std::string>()(v.toStr()));
    case IValue::Tag::Tuple: {
      uint64_t h = 0x345678;
      for (const IValue& x : v.toTuple()->items) h = (h ^ static_cast<uint64_t>(hashValue(x))) * 1000003u;
      return static_cast<int64_t>(h);
    }
    // IValue::hash rejects objects and enums ("unhashable type").
    case IValue::Tag::Object: throw Error("unhashable type: '" + v.toObject()->type->str() + "'");
    case IValue::Tag::Enum: throw Error("unhashable type: '" + v.toEnum()->type->str() + "'");
    default: return static_cast<int64_t>(hashKey(v));
  }
}

// "{}".format(args...): each `{}` takes the next argument in script format;
// any other brace text (`{0}`, `{:.2f}`) is left as written, like PyTorch.
void formatKernel(Stack& s) {
  size_t n = static_cast<size_t>(pop(s).toInt());
  const std::string& fmt = peek(s, 0, n).toStr();
  std::string out;
  size_t used = 1;
  for (size_t begin = 0;;) {
    size_t loc = fmt.find("{}", begin);
    if (loc == std::string::npos) {
      out.append(fmt, begin, std::string::npos);
      break;
    }
    out.append(fmt, begin, loc - begin);
    TS_CHECK(used < n, "Too few arguments for format string: " + fmt);
    out += scriptStr(peek(s, used++, n));
    begin = loc + 2;
  }
  drop(s, n);
  s.emplace_back(std::move(out));
}

}  // namespace

void registerBuiltinOps(Registry& r) {
  registerAbs(r);
  registerMinMax(r, true);
  registerMinMax(r, false);
  registerSumAnyAll(r);
  registerDivmod(r);
  registerCharsAndRadix(r);
  r.add("aten::str(t elem) -> str", [](Stack& s) { s.back() = IValue(scriptStr(s.back())); });
  r.add("aten::hash.generic(t value) -> int", [](Stack& s) { s.back() = IValue(hashValue(s.back())); });
  r.add("aten::format(str self, ...) -> str", formatKernel);
}

}  // namespace ts
