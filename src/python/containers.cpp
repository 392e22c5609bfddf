// ===--- containers.cpp - constructors and methods of builtin types -------=== //
// int/float/bool/list/tuple/dict/set/frozenset/range/slice/complex/object
// constructors and the methods of list, tuple, dict and set.
#include <algorithm>
#include <cerrno>
#include <cfloat>
#include <cmath>
#include <cstdlib>

#include "python/big_range.h"
#include "python/bigint.h"
#include "python/builtins.h"

namespace ts::py {

namespace {

// ---- numbers ------------------------------------------------------------- //

IValue parseIntText(Interp& in, std::string text, int base) {
  std::string orig = text;
  size_t b = text.find_first_not_of(" \t\n\r\f\v"), e = text.find_last_not_of(" \t\n\r\f\v");
  text = b == std::string::npos ? "" : text.substr(b, e - b + 1);
  bool neg = false;
  size_t i = 0;
  if (!text.empty() && (text[0] == '+' || text[0] == '-')) { neg = text[0] == '-'; i = 1; }
  if (base == 0 || base == 16 || base == 8 || base == 2) {
    if (text.size() > i + 1 && text[i] == '0') {
      char p = static_cast<char>(std::tolower(text[i + 1]));
      int pb = p == 'x' ? 16 : p == 'o' ? 8 : p == 'b' ? 2 : 0;
      if (pb && (base == 0 || base == pb)) { base = pb; i += 2; }
    }
    if (base == 0) base = 10;
  }
  std::string digits;
  bool bad = i >= text.size();
  for (size_t k = i; k < text.size(); ++k) {
    char c = text[k];
    if (c == '_' && k > i && k + 1 < text.size() && text[k + 1] != '_') continue;
    int d = std::isdigit(static_cast<unsigned char>(c)) ? c - '0' : std::isalpha(static_cast<unsigned char>(c)) ? std::tolower(c) - 'a' + 10 : 99;
    if (d >= base) { bad = true; break; }
    digits += c;
  }
  if (bad || digits.empty())
    in.raise(in.e.ValueError, "invalid literal for int() with base " + std::to_string(base) + ": " + strRepr(orig));
  if ((base & (base - 1)) != 0) checkIntParseDigits(in, digits.size());  // Note [Int string limit]
  IValue v = bigFromString(in, digits, base);
  return neg ? intNegate(in, v) : v;
}

IValue intCtor(Interp& in, PyType*, Args& a) {
  checkArgs(in, a, "int", 0, 2);
  if (a.n == 0) return IValue(int64_t{0});
  const IValue& v = a[0];
  IValue* kb = a.kwarg("base");
  if (a.n == 2 || kb) {
    if (!v.isStr()) in.raise(in.e.TypeError, "int() can't convert non-string with explicit base");
    return parseIntText(in, v.toStr(), static_cast<int>(toIndex(in, kb ? *kb : a[1])));
  }
  if (v.isBool()) return IValue(static_cast<int64_t>(v.toBool()));
  if (isIntValue(v)) return v;
  if (v.isDouble()) return intFromDouble(in, v.toDouble());
  if (v.isStr()) return parseIntText(in, v.toStr(), 10);
  for (const char* m : {"__int__", "__index__", "__trunc__"}) {
    IValue fn;
    if (!typeOf(in, v)->native && getAttrOpt(in, v, m, fn)) return call(in, fn, {});
  }
  in.raise(in.e.TypeError, "int() argument must be a string, a bytes-like object or a real number, not '" + typeName(in, v) + "'");
}

IValue floatCtor(Interp& in, PyType*, Args& a) {
  checkArgs(in, a, "float", 0, 1);
  if (a.n == 0) return IValue(0.0);
  const IValue& v = a[0];
  if (v.isDouble()) return v;
  if (isIntValue(v)) return IValue(intToDouble(in, v));
  if (v.isStr()) {
    std::string t = v.toStr();
    size_t b = t.find_first_not_of(" \t\n\r"), e = t.find_last_not_of(" \t\n\r");
    std::string s = b == std::string::npos ? "" : t.substr(b, e - b + 1);
    std::string low;
    for (char c : s) if (c != '_') low += static_cast<char>(std::tolower(c));
    std::string body = (!low.empty() && (low[0] == '+' || low[0] == '-')) ? low.substr(1) : low;
    bool neg = !low.empty() && low[0] == '-';
    if (body == "inf" || body == "infinity") return IValue(neg ? -INFINITY : INFINITY);
    if (body == "nan") return IValue(neg ? -NAN : NAN);
    char* end = nullptr;
    double d = std::strtod(low.c_str(), &end);
    if (low.empty() || *end || body.find_first_of("x") != std::string::npos)
      in.raise(in.e.ValueError, "could not convert string to float: " + strRepr(t));
    return IValue(d);
  }
  IValue fn;
  if (!typeOf(in, v)->native && getAttrOpt(in, v, "__float__", fn)) return call(in, fn, {});
  in.raise(in.e.TypeError, "float() argument must be a string or a real number, not '" + typeName(in, v) + "'");
}

IValue boolCtor(Interp& in, PyType*, Args& a) {
  checkArgs(in, a, "bool", 0, 1);
  return IValue(a.n ? truthy(in, a[0]) : false);
}

/// complex("1+2j"): CPython's complex_from_string (surrounding blanks and
/// one pair of parentheses allowed; "j" alone is 1j).
std::complex<double> parseComplexText(Interp& in, const std::string& text) {
  auto malformed = [&]() -> std::complex<double> { in.raise(in.e.ValueError, "complex() arg is a malformed string"); };
  size_t b = text.find_first_not_of(" \t\n\r"), e = text.find_last_not_of(" \t\n\r");
  if (b == std::string::npos) return malformed();
  std::string s = text.substr(b, e - b + 1);
  if (s.size() >= 2 && s.front() == '(' && s.back() == ')') s = s.substr(1, s.size() - 2);
  const char* p = s.c_str();
  const char* end = p + s.size();
  // One signed number, or a bare sign, before an optional 'j'.
  auto number = [&](const char*& q, double& out) {
    char* stop = nullptr;
    out = std::strtod(q, &stop);
    if (stop != q && !(stop > q && (stop[-1] == 'x' || stop[-1] == 'X'))) { q = stop; return true; }
    if (*q == '+' || *q == '-') { out = *q == '-' ? -1.0 : 1.0; ++q; return *q == 'j' || *q == 'J'; }
    if (*q == 'j' || *q == 'J') { out = 1.0; return true; }
    return false;
  };
  auto isJ = [](const char* q) { return *q == 'j' || *q == 'J'; };
  double first = 0;
  if (!number(p, first)) return malformed();
  if (p == end) return {first, 0};
  if (isJ(p) && p + 1 == end) return {0, first};
  if (*p != '+' && *p != '-') return malformed();
  double second = 0;
  if (!number(p, second) || !isJ(p) || p + 1 != end) return malformed();
  return {first, second};
}

/// One argument of complex(): a number, or an object converted through
/// __complex__, __float__ or __index__, as CPython's try_complex_special_method.
std::complex<double> complexPart(Interp& in, const IValue& v, bool first) {
  if (v.isComplex()) return v.toComplex();
  if (v.isDouble()) return v.toDouble();
  if (v.isBool()) return v.toBool() ? 1.0 : 0.0;
  if (isIntValue(v)) return intToDouble(in, v);
  if (!typeOf(in, v)->native) {
    for (const char* m : {"__complex__", "__float__", "__index__"}) {
      IValue fn;
      if (getAttrOpt(in, v, m, fn)) return complexPart(in, call(in, fn, {}), first);
    }
  }
  in.raise(in.e.TypeError, first ? "complex() first argument must be a string or a number, not '" + typeName(in, v) + "'"
                                 : "complex() second argument must be a number, not '" + typeName(in, v) + "'");
}

IValue complexCtor(Interp& in, PyType*, Args& a) {
  checkArgs(in, a, "complex", 0, 2);
  if (a.n > 0 && a[0].isStr()) {
    if (a.n > 1) in.raise(in.e.TypeError, "complex() can't take second arg if first is a string");
    return IValue(parseComplexText(in, a[0].toStr()));
  }
  if (a.n > 1 && a[1].isStr()) in.raise(in.e.TypeError, "complex() second arg can't be a string");
  std::complex<double> r = a.n > 0 ? complexPart(in, a[0], true) : 0.0;
  if (a.n < 2) return IValue(r);
  std::complex<double> i = complexPart(in, a[1], false);
  // CPython combines the parts without a complex product, so infinities
  // and NaNs stay where they were given: complex(-inf, nan) is (-inf+nanj);
  // a part's imaginary 0 is added only when that part was complex.
  double re = r.real(), im = i.real();
  if (a[1].isComplex() || i.imag() != 0) re -= i.imag();
  if (a[0].isComplex() || r.imag() != 0) im += r.imag();
  return IValue(std::complex<double>(re, im));
}

IValue complexConjugate(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "conjugate", 1, 1);
  if (!a[0].isComplex()) in.raise(in.e.TypeError, "descriptor 'conjugate' requires a 'complex' object");
  return IValue(std::conj(a[0].toComplex()));
}

IValue floatIsInteger(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "is_integer", 1, 1);
  double d = a[0].toDouble();
  return IValue(std::isfinite(d) && d == std::floor(d));
}

/// float.hex(): CPython's float_hex (13 hex digits after the point).
IValue floatHex(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "hex", 1, 1);
  if (!a[0].isDouble()) in.raise(in.e.TypeError, "descriptor 'hex' requires a 'float' object");
  double x = a[0].toDouble();
  if (std::isnan(x) || std::isinf(x)) return IValue(repr(in, a[0]));
  if (x == 0) return IValue(std::string(std::signbit(x) ? "-0x0.0p+0" : "0x0.0p+0"));
  int e = 0;
  double m = std::frexp(std::fabs(x), &e);
  int shift = 1 - std::max(DBL_MIN_EXP - e, 0);
  m = std::ldexp(m, shift);
  e -= shift;
  const char* hex = "0123456789abcdef";
  std::string s = x < 0 ? "-0x" : "0x";
  s += hex[static_cast<int>(m)];
  m -= static_cast<int>(m);
  s += '.';
  for (int i = 0; i < (DBL_MANT_DIG - 2) / 4 + 1; ++i) {
    m *= 16.0;
    s += hex[static_cast<int>(m)];
    m -= static_cast<int>(m);
  }
  s += 'p';
  s += e < 0 ? '-' : '+';
  return IValue(s + std::to_string(std::abs(e)));
}

/// float.fromhex(s): Python's grammar ([sign] ['0x'] hex digits ['.' digits]
/// ['p' exponent], or inf/nan), rounded by strtod.
IValue floatFromHex(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "fromhex", 2, 2);
  if (!isStrValue(a[1])) in.raise(in.e.TypeError, "must be str, not " + typeName(in, a[1]));
  std::string t = a[1].toStr();
  size_t b = t.find_first_not_of(" \t\n\r\f\v"), e = t.find_last_not_of(" \t\n\r\f\v");
  t = b == std::string::npos ? "" : t.substr(b, e - b + 1);
  auto invalid = [&] { in.raise(in.e.ValueError, "invalid hexadecimal floating-point string"); };
  std::string sign;
  if (!t.empty() && (t[0] == '+' || t[0] == '-')) { sign = t.substr(0, 1); t = t.substr(1); }
  std::string low = t;
  for (char& c : low) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (low == "inf" || low == "infinity" || low == "nan") {
    double v = low == "nan" ? NAN : INFINITY;
    return IValue(sign == "-" ? -v : v);
  }
  if (low.rfind("0x", 0) == 0) low = low.substr(2);
  size_t i = 0, digits = 0;
  while (i < low.size() && std::isxdigit(static_cast<unsigned char>(low[i]))) ++i, ++digits;
  if (i < low.size() && low[i] == '.') {
    ++i;
    while (i < low.size() && std::isxdigit(static_cast<unsigned char>(low[i]))) ++i, ++digits;
  }
  if (digits == 0) invalid();
  if (i < low.size() && low[i] == 'p') {
    ++i;
    if (i < low.size() && (low[i] == '+' || low[i] == '-')) ++i;
    size_t start = i;
    while (i < low.size() && std::isdigit(static_cast<unsigned char>(low[i]))) ++i;
    if (i == start) invalid();
  }
  if (i != low.size()) invalid();
  std::string text = sign + "0x" + low;
  errno = 0;
  double v = std::strtod(text.c_str(), nullptr);
  if (errno == ERANGE && std::isinf(v))
    in.raise(in.e.OverflowError, "hexadecimal value too large to represent as a float");
  return IValue(v);
}

IValue intBitLength(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "bit_length", 1, 1);
  if (intSign(a[0]) == 0) return IValue(int64_t{0});
  std::string bits = intToString(intSign(a[0]) < 0 ? intNegate(in, a[0]) : a[0], 2);
  return IValue(static_cast<int64_t>(bits.size()));
}

/// int.bit_count(): the ones in the binary form of abs(self).
IValue intBitCount(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "bit_count", 1, 1);
  if (intSign(a[0]) == 0) return IValue(int64_t{0});
  std::string bits = intToString(intSign(a[0]) < 0 ? intNegate(in, a[0]) : a[0], 2);
  return IValue(static_cast<int64_t>(std::count(bits.begin(), bits.end(), '1')));
}

/// int.to_bytes / int.from_bytes arguments: (length,) byteorder and signed,
/// positional or keyword.
struct BytesArgs {
  IValue first;
  bool little = false, is_signed = false;
};
BytesArgs bytesArgs(Interp& in, Args& a, const char* fn) {
  BytesArgs r;
  IValue order = a.n > 2 ? a[2] : IValue(std::string("big"));
  if (a.n > 1) r.first = a[1];
  for (size_t i = 0; i < a.nkw; ++i) {
    const std::string& k = a.kw[i].name.toStr();
    if (k == "length" || k == "bytes") r.first = a.kw[i].value;
    else if (k == "byteorder") order = a.kw[i].value;
    else if (k == "signed") r.is_signed = truthy(in, a.kw[i].value);
    else in.raise(in.e.TypeError, std::string(fn) + "() got an unexpected keyword argument '" + k + "'");
  }
  if (!order.isStr() || (order.toStr() != "big" && order.toStr() != "little"))
    in.raise(in.e.ValueError, "byteorder must be either 'little' or 'big'");
  r.little = order.toStr() == "little";
  return r;
}

IValue intToBytes(Interp& in, Args& a, PyObject*) {
  BytesArgs b = bytesArgs(in, a, "to_bytes");
  if (!b.first.isInt()) in.raise(in.e.TypeError, "'" + typeName(in, b.first) + "' object cannot be interpreted as an integer");
  int64_t length = b.first.toInt();
  if (length < 0 || length > (int64_t{1} << 24)) in.raise(in.e.ValueError, "length argument must be non-negative");
  IValue v = a[0];
  if (intSign(v) < 0) {
    if (!b.is_signed) in.raise(in.e.OverflowError, "can't convert negative int to unsigned");
    v = intBinary(in, BinOp::Add, v, intBinary(in, BinOp::LShift, IValue(int64_t{1}), IValue(length * 8)));
  }
  std::string hex = intSign(v) == 0 ? "" : intToString(v, 16);
  bool sign_bit = !hex.empty() && hex.size() == static_cast<size_t>(length * 2) && hex[0] >= '8';
  if (hex.size() > static_cast<size_t>(length * 2) || (b.is_signed && intSign(a[0]) >= 0 && sign_bit) ||
      (b.is_signed && intSign(a[0]) < 0 && !sign_bit))
    in.raise(in.e.OverflowError, "int too big to convert");
  hex.insert(0, static_cast<size_t>(length * 2) - hex.size(), '0');
  std::string out(static_cast<size_t>(length), '\0');
  for (size_t i = 0; i < out.size(); ++i)
    out[b.little ? out.size() - 1 - i : i] = static_cast<char>(std::stoi(hex.substr(2 * i, 2), nullptr, 16));
  return makeBytes(std::move(out));
}

IValue intFromBytes(Interp& in, Args& a, PyObject*) {
  BytesArgs b = bytesArgs(in, a, "from_bytes");
  std::vector<IValue> items;
  if (b.first.isStr()) {
    for (unsigned char c : b.first.toStr()) items.push_back(IValue(int64_t{c}));
  } else {
    IValue it = getIter(in, b.first);
    IValue x;
    while (iterNext(in, it, x)) items.push_back(x);
  }
  if (b.little) std::reverse(items.begin(), items.end());
  static const char kHex[] = "0123456789abcdef";
  std::string hex = "0";
  for (const IValue& x : items) {
    if (!x.isInt() || x.toInt() < 0 || x.toInt() > 255) in.raise(in.e.ValueError, "bytes must be in range(0, 256)");
    hex += kHex[x.toInt() >> 4];
    hex += kHex[x.toInt() & 15];
  }
  IValue v = bigFromString(in, hex, 16);
  if (b.is_signed && !items.empty() && items[0].toInt() >= 128)
    v = intBinary(in, BinOp::Sub, v,
                  intBinary(in, BinOp::LShift, IValue(int64_t{1}), IValue(static_cast<int64_t>(items.size() * 8))));
  return v;
}

IValue floatAsIntegerRatio(Interp& in, Args& a, PyObject*) {
  double d = a[0].toDouble();
  if (!std::isfinite(d)) in.raise(in.e.OverflowError, "cannot convert Infinity to integer ratio");
  int e;
  double m = std::frexp(d, &e);
  for (int i = 0; i < 300 && m != std::floor(m); ++i) { m *= 2; --e; }
  IValue num = intFromDouble(in, m), den(int64_t{1});
  IValue p = intBinary(in, BinOp::LShift, IValue(int64_t{1}), IValue(static_cast<int64_t>(std::abs(e))));
  if (e > 0) num = intBinary(in, BinOp::Mul, num, p);
  else den = p;
  return in.newTuple({num, den});
}

// ---- sequences ------------------------------------------------------------- //

IValue listCtor(Interp& in, PyType*, Args& a) {
  checkArgs(in, a, "list", 0, 1);
  return in.newList(a.n ? toVector(in, a[0]) : std::vector<IValue>());
}

IValue tupleCtor(Interp& in, PyType*, Args& a) {
  checkArgs(in, a, "tuple", 0, 1);
  // A tuple subclass (torch.Size, named tuples) gives a plain tuple, as in CPython.
  if (a.n && a[0].isTuple() && !a[0].toTuple()->named_type) return a[0];
  return in.newTuple(a.n ? toVector(in, a[0]) : std::vector<IValue>());
}

IValue rangeCtor(Interp& in, PyType*, Args& a) {
  checkArgs(in, a, "range", 1, 3);
  if (a.n == 1) return makeRange(in, IValue(int64_t{0}), a[0], IValue(int64_t{1}));
  return makeRange(in, a[0], a[1], a.n == 3 ? a[2] : IValue(int64_t{1}));
}

IValue sliceCtor(Interp& in, PyType*, Args& a) {
  checkArgs(in, a, "slice", 1, 3);
  if (a.n == 1) return box(new PySlice(in.t.slice, IValue(), a[0], IValue()));
  return box(new PySlice(in.t.slice, a[0], a[1], a.n > 2 ? a[2] : IValue()));
}

/// slice.indices(length): the bounds clamped as CPython's PySlice_AdjustIndices
/// clamps them, as the (start, stop, step) a range over the sequence uses.
IValue sliceIndices(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "indices", 2, 2);
  auto* sl = asPyT<PySlice>(a[0]);
  if (!sl) in.raise(in.e.TypeError, "descriptor 'indices' requires a 'slice' object");
  int64_t length = toIndex(in, a[1]);
  if (length < 0) in.raise(in.e.ValueError, "length should not be negative");
  int64_t step = sl->step.isNone() ? 1 : toIndex(in, sl->step);
  if (step == 0) in.raise(in.e.ValueError, "slice step cannot be zero");
  auto bound = [&](const IValue& v, int64_t missing) {
    if (v.isNone()) return missing;
    int64_t i = toIndex(in, v);
    if (i < 0) {
      i += length;
      if (i < 0) i = step < 0 ? -1 : 0;
    } else if (i >= length) {
      i = step < 0 ? length - 1 : length;
    }
    return i;
  };
  int64_t start = bound(sl->start, step < 0 ? length - 1 : 0);
  int64_t stop = bound(sl->stop, step < 0 ? -1 : length);
  return in.newTuple({IValue(start), IValue(stop), IValue(step)});
}

IValue objectCtor(Interp& in, PyType* cls, Args& a) {
  if (cls == in.t.object && (a.n || a.nkw)) in.raise(in.e.TypeError, "object() takes no arguments");
  auto* inst = new PyInstance(cls);
  IValue v = box(inst);
  // BaseException.__new__ keeps the arguments as args.
  if (cls->is_exception) inst->args = in.newTuple(std::vector<IValue>(a.pos, a.pos + a.n));
  return v;
}

std::vector<IValue>& listSelf(Interp& in, Args& a, const char* name) {
  if (a.n == 0 || !a[0].isList()) in.raise(in.e.TypeError, std::string("descriptor '") + name + "' requires a 'list' object");
  return a[0].toList()->items;
}

IValue lAppend(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "append", 2, 2);
  listSelf(in, a, "append").push_back(a[1]);
  return IValue();
}

IValue lExtend(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "extend", 2, 2);
  auto& items = listSelf(in, a, "extend");
  std::vector<IValue> extra = toVector(in, a[1]);
  items.insert(items.end(), extra.begin(), extra.end());
  return IValue();
}

IValue lInsert(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "insert", 3, 3);
  auto& items = listSelf(in, a, "insert");
  int64_t n = static_cast<int64_t>(items.size()), i = toIndex(in, a[1]);
  if (i < 0) i = std::max<int64_t>(0, i + n);
  i = std::min(i, n);
  items.insert(items.begin() + i, a[2]);
  return IValue();
}

IValue lPop(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "pop", 1, 2);
  auto& items = listSelf(in, a, "pop");
  if (items.empty()) in.raise(in.e.IndexError, "pop from empty list");
  int64_t n = static_cast<int64_t>(items.size()), i = a.n > 1 ? toIndex(in, a[1]) : n - 1;
  if (i < 0) i += n;
  if (i < 0 || i >= n) in.raise(in.e.IndexError, "pop index out of range");
  IValue v = std::move(items[i]);
  items.erase(items.begin() + i);
  return v;
}

int64_t seqFind(Interp& in, const std::vector<IValue>& items, const IValue& x, Args& a, size_t first) {
  int64_t n = static_cast<int64_t>(items.size());
  int64_t b = a.n > first ? toIndex(in, a[first]) : 0, e = a.n > first + 1 ? toIndex(in, a[first + 1]) : n;
  if (b < 0) b = std::max<int64_t>(0, b + n);
  if (e < 0) e = std::max<int64_t>(0, e + n);
  for (int64_t i = b; i < std::min(e, n); ++i)
    if (isSame(items[i], x) || equals(in, items[i], x)) return i;
  return -1;
}

IValue lRemove(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "remove", 2, 2);
  auto& items = listSelf(in, a, "remove");
  int64_t i = seqFind(in, items, a[1], a, 99);
  if (i < 0) in.raise(in.e.ValueError, "list.remove(x): x not in list");
  items.erase(items.begin() + i);
  return IValue();
}

IValue lIndex(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "index", 2, 4);
  int64_t i = seqFind(in, listSelf(in, a, "index"), a[1], a, 2);
  if (i < 0) in.raise(in.e.ValueError, repr(in, a[1]) + " is not in list");
  return IValue(i);
}

IValue lCount(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "count", 2, 2);
  int64_t n = 0;
  for (auto& x : listSelf(in, a, "count")) n += isSame(x, a[1]) || equals(in, x, a[1]);
  return IValue(n);
}

IValue lClear(Interp& in, Args& a, PyObject*) { listSelf(in, a, "clear").clear(); return IValue(); }
/// list.__init__(iterable=()): what a list subclass's __init__ reaches through super().
IValue lInit(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "list", 1, 2);
  std::vector<IValue>& items = listSelf(in, a, "__init__");
  std::vector<IValue> fresh = a.n == 2 ? toVector(in, a[1]) : std::vector<IValue>();
  items = std::move(fresh);
  return IValue();
}
IValue lCopy(Interp& in, Args& a, PyObject*) { return in.newList(listSelf(in, a, "copy")); }
IValue lReverse(Interp& in, Args& a, PyObject*) {
  auto& items = listSelf(in, a, "reverse");
  std::reverse(items.begin(), items.end());
  return IValue();
}

IValue lSort(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "sort", 1, 1);
  auto& items = listSelf(in, a, "sort");
  IValue* key = a.kwarg("key");
  IValue* rev = a.kwarg("reverse");
  std::vector<IValue> work = std::move(items);
  items.clear();
  try {
    sortValues(in, work, key ? *key : IValue(), rev && truthy(in, *rev));
  } catch (...) {
    items = std::move(work);
    throw;
  }
  if (!items.empty()) in.raise(in.e.ValueError, "list modified during sort");
  items = std::move(work);
  return IValue();
}

const std::vector<IValue>& tupleSelf(Interp& in, Args& a) {
  if (a.n == 0 || !a[0].isTuple()) in.raise(in.e.TypeError, "descriptor requires a 'tuple' object");
  return a[0].toTuple()->items;
}

IValue tIndex(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "index", 2, 4);
  int64_t i = seqFind(in, tupleSelf(in, a), a[1], a, 2);
  if (i < 0) in.raise(in.e.ValueError, "tuple.index(x): x not in tuple");
  return IValue(i);
}

IValue tCount(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "count", 2, 2);
  int64_t n = 0;
  for (auto& x : tupleSelf(in, a)) n += isSame(x, a[1]) || equals(in, x, a[1]);
  return IValue(n);
}

// ---- dict ------------------------------------------------------------------ //

PyDict* dictSelf(Interp& in, Args& a, const char* name) {
  auto* d = a.n ? asPyT<PyDict>(a[0]) : nullptr;
  if (!d) in.raise(in.e.TypeError, std::string("descriptor '") + name + "' requires a 'dict' object");
  return d;
}

void dictUpdate(Interp& in, PyDict* d, const IValue& src) {
  if (auto* o = asPyT<PyDict>(src)) {
    std::vector<std::pair<IValue, IValue>> items;
    o->forEach([&](const IValue& k, const IValue& v) { items.push_back({k, v}); });
    for (auto& [k, v] : items) d->set(in, k, v);
    return;
  }
  IValue keys;
  if (!src.isList() && !src.isTuple() && getAttrOpt(in, src, "keys", keys)) {
    for (auto& k : toVector(in, call(in, keys, {}))) d->set(in, k, getItem(in, src, k));
    return;
  }
  size_t i = 0;
  forEachItem(in, src, [&](const IValue& kv) {
    std::vector<IValue> pair = toVector(in, kv);
    if (pair.size() != 2)
      in.raise(in.e.ValueError, "dictionary update sequence element #" + std::to_string(i) + " has length " +
                                    std::to_string(pair.size()) + "; 2 is required");
    d->set(in, pair[0], pair[1]);
    ++i;
  });
}

IValue dictCtor(Interp& in, PyType* cls, Args& a) {
  Ref<PyDict> d(new PyDict(cls));
  if (cls != in.t.dict && cls->native == false) {
    // A subclass's __init__ fills it (defaultdict, OrderedDict, Counter).
    return box(d.get());
  }
  checkArgs(in, a, "dict", 0, 1);
  if (a.n) dictUpdate(in, d.get(), a[0]);
  for (size_t i = 0; i < a.nkw; ++i) d->set(in, a.kw[i].name, a.kw[i].value);
  return box(d.get());
}

IValue dInit(Interp& in, Args& a, PyObject*) {
  PyDict* d = dictSelf(in, a, "__init__");
  if (a.n > 2) in.raise(in.e.TypeError, "dict expected at most 1 argument, got " + std::to_string(a.n - 1));
  if (a.n == 2) dictUpdate(in, d, a[1]);
  for (size_t i = 0; i < a.nkw; ++i) d->set(in, a.kw[i].name, a.kw[i].value);
  return IValue();
}

IValue dGet(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "get", 2, 3);
  PyDict* d = dictSelf(in, a, "get");
  int64_t i = d->find(in, a[1]);
  return i >= 0 ? d->entries[i].value : (a.n > 2 ? a[2] : IValue());
}

IValue dSetdefault(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "setdefault", 2, 3);
  PyDict* d = dictSelf(in, a, "setdefault");
  int64_t i = d->find(in, a[1]);
  if (i >= 0) return d->entries[i].value;
  IValue v = a.n > 2 ? a[2] : IValue();
  d->set(in, a[1], v);
  return v;
}

IValue dPop(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "pop", 2, 3);
  PyDict* d = dictSelf(in, a, "pop");
  int64_t h = hashValue(in, a[1]);
  int64_t i = d->find(in, a[1], h);
  if (i < 0) {
    if (a.n > 2) return a[2];
    in.raiseArgs(in.e.KeyError, {a[1]});
  }
  IValue v = d->entries[i].value;
  d->erase(in, a[1], h);
  return v;
}

IValue dPopitem(Interp& in, Args& a, PyObject*) {
  PyDict* d = dictSelf(in, a, "popitem");
  for (size_t i = d->entries.size(); i-- > 0;) {
    if (d->dead[i]) continue;
    IValue k = d->entries[i].key, v = d->entries[i].value;
    d->erase(in, k, d->entries[i].hash);
    return in.newTuple({k, v});
  }
  in.raise(in.e.KeyError, "popitem(): dictionary is empty");
}

IValue dKeys(Interp& in, Args& a, PyObject*) { return dictView(in, dictSelf(in, a, "keys"), 0); }
IValue dValues(Interp& in, Args& a, PyObject*) { return dictView(in, dictSelf(in, a, "values"), 1); }
IValue dItems(Interp& in, Args& a, PyObject*) { return dictView(in, dictSelf(in, a, "items"), 2); }

IValue dUpdate(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "update", 1, 2);
  PyDict* d = dictSelf(in, a, "update");
  if (a.n > 1) dictUpdate(in, d, a[1]);
  for (size_t i = 0; i < a.nkw; ++i) d->set(in, a.kw[i].name, a.kw[i].value);
  return IValue();
}

IValue dClear(Interp& in, Args& a, PyObject*) { dictSelf(in, a, "clear")->clear(); return IValue(); }

IValue dCopy(Interp& in, Args& a, PyObject*) {
  PyDict* d = dictSelf(in, a, "copy");
  Ref<PyDict> c(new PyDict(d->type));
  d->forEach([&](const IValue& k, const IValue& v) { c->set(in, k, v); });
  if (d->attrs) {
    c->attrs = in.newDict();
    d->attrs->forEach([&](const IValue& k, const IValue& v) { c->attrs->set(in, k, v); });
  }
  return box(c.get());
}

IValue dFromkeys(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "fromkeys", 2, 3);
  auto* cls = asPyT<PyType>(a[0]);
  Ref<PyDict> d(new PyDict(cls ? cls : in.t.dict));
  IValue v = a.n > 2 ? a[2] : IValue();
  forEachItem(in, a[1], [&](const IValue& k) { d->set(in, k, v); });
  return box(d.get());
}

IValue dGetitem(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__getitem__", 2, 2);
  PyDict* d = dictSelf(in, a, "__getitem__");
  int64_t i = d->find(in, a[1]);
  if (i < 0) in.raiseArgs(in.e.KeyError, {a[1]});
  return d->entries[i].value;
}

IValue dSetitem(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__setitem__", 3, 3);
  dictSelf(in, a, "__setitem__")->set(in, a[1], a[2]);
  return IValue();
}

IValue dContains(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__contains__", 2, 2);
  return IValue(dictSelf(in, a, "__contains__")->find(in, a[1]) >= 0);
}

IValue dDelitem(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__delitem__", 2, 2);
  if (!dictSelf(in, a, "__delitem__")->erase(in, a[1], hashValue(in, a[1]))) in.raiseArgs(in.e.KeyError, {a[1]});
  return IValue();
}

IValue dLen(Interp& in, Args& a, PyObject*) { return IValue(static_cast<int64_t>(dictSelf(in, a, "__len__")->size())); }
IValue dIter(Interp& in, Args& a, PyObject*) { return dictIterator(in, dictSelf(in, a, "__iter__"), 0); }

// ---- set ------------------------------------------------------------------- //

PySet* setSelf(Interp& in, Args& a, const char* name) {
  auto* s = a.n ? asPyT<PySet>(a[0]) : nullptr;
  if (!s) in.raise(in.e.TypeError, std::string("descriptor '") + name + "' requires a 'set' object");
  return s;
}

IValue setCtor(Interp& in, PyType* cls, Args& a) {
  checkArgs(in, a, cls->name.c_str(), 0, 1);
  if (cls == in.t.frozenset && a.n && asPyT<PySet>(a[0]) && asPy(a[0])->type == in.t.frozenset) return a[0];
  Ref<PySet> s(new PySet(cls));
  if (a.n && asPyT<PySet>(a[0])) s->merge(in, *asPyT<PySet>(a[0]));
  else if (a.n) forEachItem(in, a[0], [&](const IValue& x) { s->add(in, x); });
  return box(s.get());
}

IValue stAdd(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "add", 2, 2);
  setSelf(in, a, "add")->add(in, a[1]);
  return IValue();
}

IValue stDiscard(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "discard", 2, 2);
  setSelf(in, a, "discard")->discard(in, a[1], hashValue(in, a[1]));
  return IValue();
}

IValue stRemove(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "remove", 2, 2);
  if (!setSelf(in, a, "remove")->discard(in, a[1], hashValue(in, a[1]))) in.raiseArgs(in.e.KeyError, {a[1]});
  return IValue();
}

IValue stPop(Interp& in, Args& a, PyObject*) {
  PySet* s = setSelf(in, a, "pop");
  for (size_t i = 0; i < s->table.size(); ++i) {
    if (s->state[i] != 1) continue;
    IValue k = s->table[i].key;
    s->discard(in, k, s->table[i].hash);
    return k;
  }
  in.raise(in.e.KeyError, "pop from an empty set");
}

IValue stClear(Interp& in, Args& a, PyObject*) { setSelf(in, a, "clear")->clear(); return IValue(); }
IValue stCopy(Interp& in, Args& a, PyObject*) {
  PySet* s = setSelf(in, a, "copy");
  Ref<PySet> c(new PySet(s->type));
  c->merge(in, *s);
  return box(c.get());
}

/// set.union/intersection/difference/symmetric_difference with any iterables.
IValue setAlgebra(Interp& in, Args& a, BinOp op, bool update) {
  PySet* s = setSelf(in, a, "set operation");
  IValue acc = a[0];
  if (!update) {
    Args c{a.pos, 1, nullptr, 0};
    acc = stCopy(in, c, nullptr);
  }
  for (size_t i = 1; i < a.n; ++i) {
    IValue other = asPyT<PySet>(a[i]) ? a[i] : [&] {
      Ref<PySet> t = in.newSet();
      forEachItem(in, a[i], [&](const IValue& x) { t->add(in, x); });
      return box(t.get());
    }();
    IValue r = binaryOp(in, op, acc, other);
    if (update) {
      s->clear();
      asPyT<PySet>(r)->forEach([&](const IValue& k) { s->add(in, k); });
    } else {
      acc = r;
    }
  }
  return update ? IValue() : acc;
}

IValue stUnion(Interp& in, Args& a, PyObject*) { return setAlgebra(in, a, BinOp::Or, false); }
IValue stIntersection(Interp& in, Args& a, PyObject*) { return setAlgebra(in, a, BinOp::And, false); }
IValue stDifference(Interp& in, Args& a, PyObject*) { return setAlgebra(in, a, BinOp::Sub, false); }
IValue stSymDiff(Interp& in, Args& a, PyObject*) { return setAlgebra(in, a, BinOp::Xor, false); }
IValue stUpdate(Interp& in, Args& a, PyObject*) { return setAlgebra(in, a, BinOp::Or, true); }
IValue stIntersectionUpdate(Interp& in, Args& a, PyObject*) { return setAlgebra(in, a, BinOp::And, true); }
IValue stDifferenceUpdate(Interp& in, Args& a, PyObject*) { return setAlgebra(in, a, BinOp::Sub, true); }

IValue setRelation(Interp& in, Args& a, CmpOp op) {
  checkArgs(in, a, "set relation", 2, 2);
  setSelf(in, a, "relation");
  Ref<PySet> t = in.newSet();
  forEachItem(in, a[1], [&](const IValue& x) { t->add(in, x); });
  return compare(in, a[0], box(t.get()), op);
}

IValue stIssubset(Interp& in, Args& a, PyObject*) { return setRelation(in, a, CmpOp::Le); }
IValue stIssuperset(Interp& in, Args& a, PyObject*) { return setRelation(in, a, CmpOp::Ge); }
IValue stIsdisjoint(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "isdisjoint", 2, 2);
  PySet* s = setSelf(in, a, "isdisjoint");
  bool disjoint = true;
  forEachItem(in, a[1], [&](const IValue& x) { disjoint = disjoint && !s->contains(in, x); });
  return IValue(disjoint);
}

}  // namespace

void initContainerMethods(Interp& in) {
  in.t.int_->ctor = intCtor;
  in.t.float_->ctor = floatCtor;
  in.t.bool_->ctor = boolCtor;
  in.t.complex->ctor = complexCtor;
  in.addMethod(in.t.complex, "conjugate", complexConjugate);
  in.t.list->ctor = listCtor;
  in.t.tuple->ctor = tupleCtor;
  in.t.dict->ctor = dictCtor;
  in.t.set->ctor = setCtor;
  in.t.frozenset->ctor = setCtor;
  in.t.range->ctor = rangeCtor;
  in.t.slice->ctor = sliceCtor;
  in.addMethod(in.t.slice, "indices", sliceIndices);
  in.t.object->ctor = objectCtor;
  in.addMethod(in.t.float_, "is_integer", floatIsInteger);
  in.addMethod(in.t.float_, "as_integer_ratio", floatAsIntegerRatio);
  in.addMethod(in.t.float_, "hex", floatHex);
  auto* from_hex = new NativeFunction(in.t.native, "fromhex", floatFromHex);
  in.t.float_->dict->set(in, in.intern("fromhex"), box(new PyWrapper(in.t.classmethod, box(from_hex))));
  in.addMethod(in.t.int_, "bit_length", intBitLength);
  in.addMethod(in.t.int_, "bit_count", intBitCount);
  in.addMethod(in.t.int_, "to_bytes", intToBytes);
  addRangeMethods(in);
  auto* from_bytes = new NativeFunction(in.t.native, "from_bytes", intFromBytes);
  in.t.int_->dict->set(in, in.intern("from_bytes"), box(new PyWrapper(in.t.classmethod, box(from_bytes))));
  struct M {
    PyType* t;
    const char* name;
    NativeFn fn;
  };
  const M methods[] = {
      {in.t.list, "append", lAppend}, {in.t.list, "extend", lExtend}, {in.t.list, "insert", lInsert},
      {in.t.list, "pop", lPop}, {in.t.list, "remove", lRemove}, {in.t.list, "index", lIndex},
      {in.t.list, "count", lCount}, {in.t.list, "clear", lClear}, {in.t.list, "__init__", lInit}, {in.t.list, "copy", lCopy},
      {in.t.list, "reverse", lReverse}, {in.t.list, "sort", lSort},
      {in.t.tuple, "index", tIndex}, {in.t.tuple, "count", tCount},
      {in.t.dict, "__init__", dInit}, {in.t.dict, "get", dGet}, {in.t.dict, "setdefault", dSetdefault},
      {in.t.dict, "pop", dPop}, {in.t.dict, "popitem", dPopitem}, {in.t.dict, "keys", dKeys},
      {in.t.dict, "values", dValues}, {in.t.dict, "items", dItems}, {in.t.dict, "update", dUpdate},
      {in.t.dict, "clear", dClear}, {in.t.dict, "copy", dCopy}, {in.t.dict, "__getitem__", dGetitem},
      {in.t.dict, "__setitem__", dSetitem}, {in.t.dict, "__contains__", dContains},
      {in.t.dict, "__delitem__", dDelitem}, {in.t.dict, "__len__", dLen}, {in.t.dict, "__iter__", dIter},
      {in.t.set, "add", stAdd}, {in.t.set, "discard", stDiscard}, {in.t.set, "remove", stRemove},
      {in.t.set, "pop", stPop}, {in.t.set, "clear", stClear}, {in.t.set, "update", stUpdate},
      {in.t.set, "intersection_update", stIntersectionUpdate}, {in.t.set, "difference_update", stDifferenceUpdate},
  };
  for (const M& m : methods) in.addMethod(m.t, m.name, m.fn);
  for (PyType* t : {in.t.set, in.t.frozenset}) {
    in.addMethod(t, "copy", stCopy);
    in.addMethod(t, "union", stUnion);
    in.addMethod(t, "intersection", stIntersection);
    in.addMethod(t, "difference", stDifference);
    in.addMethod(t, "symmetric_difference", stSymDiff);
    in.addMethod(t, "issubset", stIssubset);
    in.addMethod(t, "issuperset", stIssuperset);
    in.addMethod(t, "isdisjoint", stIsdisjoint);
  }
  auto* fk = new NativeFunction(in.t.native, "fromkeys", dFromkeys);
  in.t.dict->dict->set(in, in.intern("fromkeys"), box(new PyWrapper(in.t.classmethod, box(fk))));
}

}  // namespace ts::py
