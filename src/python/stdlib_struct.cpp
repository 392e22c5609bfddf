// ===--- stdlib_struct.cpp - _struct: IEEE float <-> bytes ----------------=== //
// struct (Python source in stdlib_binary_py.cpp) packs integers with
// int.to_bytes; the float formats 'e', 'f' and 'd' need the bit patterns,
// which only C++ can read. Half floats round to nearest even as CPython's
// PyFloat_Pack2 does.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>

#include "python/builtins.h"
#include "python/interp.h"

namespace ts::py {

namespace {

double toFloat(Interp& in, const IValue& v) {
  if (v.isDouble()) return v.toDouble();
  if (v.isInt()) return static_cast<double>(v.toInt());
  if (v.isBool()) return v.toBool() ? 1.0 : 0.0;
  IValue f;
  if (getAttrOpt(in, v, "__float__", f)) return call(in, f, {}).toDouble();
  in.raise(in.e.TypeError, "required argument is not a float");
}

/// Note [Half rounding]: the binary16 value nearest to x, ties to even,
/// computed on the double's bits: exactly what PyFloat_Pack2 produces.
uint16_t toHalf(Interp& in, double x) {
  uint16_t sign = std::signbit(x) ? 0x8000 : 0;
  if (std::isnan(x)) return sign | 0x7e00;
  double ax = std::fabs(x);
  if (std::isinf(x)) return sign | 0x7c00;
  if (ax >= 65520.0) in.raise(in.e.OverflowError, "float too large to pack with e format");
  if (ax < 0x1p-14) {  // subnormal: units of 2^-24
    double q = std::nearbyint(ax * 0x1p24);  // default rounding mode is to-nearest-even
    return sign | static_cast<uint16_t>(q);
  }
  int e;
  double m = std::frexp(ax, &e);  // ax = m * 2^e, m in [0.5, 1)
  double q = std::nearbyint(m * 2048.0);  // 11 significant bits
  if (q == 2048.0) { q = 1024.0; ++e; }
  int biased = e - 1 + 15;
  if (biased >= 31) in.raise(in.e.OverflowError, "float too large to pack with e format");
  return sign | static_cast<uint16_t>(biased << 10) | static_cast<uint16_t>(static_cast<int>(q) - 1024);
}

double fromHalf(uint16_t h) {
  int e = (h >> 10) & 31, f = h & 1023;
  double v = e == 0 ? std::ldexp(f, -24) : e == 31 ? (f ? NAN : INFINITY) : std::ldexp(f + 1024, e - 25);
  return (h & 0x8000) ? -v : v;
}

std::string ordered(std::string bytes, bool little) {
  // The host is little-endian (x86-64, aarch64 as Debian builds them).
  if (!little) std::reverse(bytes.begin(), bytes.end());
  return bytes;
}

IValue packFloat(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "pack_float", 3, 3);
  double x = toFloat(in, a[0]);
  int64_t size = a[1].toInt();
  bool little = a[2].toBool();
  std::string out;
  if (size == 8) {
    out.assign(reinterpret_cast<const char*>(&x), 8);
  } else if (size == 4) {
    float f = static_cast<float>(x);
    if (std::isinf(f) && !std::isinf(x)) in.raise(in.e.OverflowError, "float too large to pack with f format");
    out.assign(reinterpret_cast<const char*>(&f), 4);
  } else {
    uint16_t h = toHalf(in, x);
    out.assign(reinterpret_cast<const char*>(&h), 2);
  }
  return makeBytes(ordered(std::move(out), little));
}

IValue unpackFloat(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "unpack_float", 2, 2);
  std::string b = ordered(a[0].toStr(), a[1].toBool());
  if (b.size() == 8) {
    double d;
    std::memcpy(&d, b.data(), 8);
    return IValue(d);
  }
  if (b.size() == 4) {
    float f;
    std::memcpy(&f, b.data(), 4);
    return IValue(static_cast<double>(f));
  }
  if (b.size() != 2) in.raise(in.e.ValueError, "bad float size");
  uint16_t h;
  std::memcpy(&h, b.data(), 2);
  return IValue(fromHalf(h));
}

void initStructNative(Interp& in, PyModule& m) {
  auto fn = [&](const char* name, NativeFn f) { m.dict->set(in, in.intern(name), in.native(name, f)); };
  fn("pack_float", packFloat);
  fn("unpack_float", unpackFloat);
}

}  // namespace

void registerStructModule(Interp& in) { in.registerModule("_struct", initStructNative); }

}  // namespace ts::py
