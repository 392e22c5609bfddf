// ===--- operators.cpp - arithmetic, items, membership, len, iteration ----=== //
// Builtin operand kinds are handled directly; otherwise the dunder protocol
// (__add__ / __radd__ with NotImplemented, __getitem__, __iter__ ...).
#include <complex>
#include <cstring>
#include <cmath>
#include <cstdint>

#include "python/big_range.h"
#include "python/bigint.h"
#include "python/builtins.h"
#include "python/eval.h"
#include "support/float_format.h"
#include "support/py_format.h"
#include "support/slice_indices.h"

namespace ts::py {

namespace {

/// CPython's complex power (complexobject.c): an integral exponent of at most
/// 100 multiplies by squaring (`(2j) ** 2 == (-4+0j)`), others go polar.
std::complex<double> complexPow(Interp& in, std::complex<double> a, std::complex<double> b) {
  auto powu = [](std::complex<double> x, int64_t n) {
    std::complex<double> r(1, 0), p = x;
    auto prod = [](std::complex<double> u, std::complex<double> v) {
      return std::complex<double>(u.real() * v.real() - u.imag() * v.imag(), u.real() * v.imag() + u.imag() * v.real());
    };
    for (int64_t mask = 1; mask > 0 && n >= mask; mask <<= 1) {
      if (n & mask) r = prod(r, p);
      p = prod(p, p);
    }
    return r;
  };
  if (b.imag() == 0 && b.real() == std::floor(b.real()) && std::fabs(b.real()) <= 100) {
    auto n = static_cast<int64_t>(b.real());
    if (n >= 0) return powu(a, n);
    std::complex<double> d = powu(a, -n);
    if (d == std::complex<double>(0, 0)) in.raise(in.e.ZeroDivisionError, "0.0 to a negative or complex power");
    return std::complex<double>(1, 0) / d;
  }
  if (b == std::complex<double>(0, 0)) return {1, 0};
  if (a == std::complex<double>(0, 0)) {
    if (b.imag() != 0 || b.real() < 0) in.raise(in.e.ZeroDivisionError, "0.0 to a negative or complex power");
    return {0, 0};
  }
  double vabs = std::hypot(a.real(), a.imag()), len = std::pow(vabs, b.real());
  double at = std::atan2(a.imag(), a.real()), phase = at * b.real();
  if (b.imag() != 0) {
    len /= std::exp(at * b.imag());
    phase += b.imag() * std::log(vabs);
  }
  return {len * std::cos(phase), len * std::sin(phase)};
}


bool isNotImpl(Interp& in, const IValue& v) { return v.isPtr() && v.toRefCounted() == in.not_implemented.toRefCounted(); }

const char* opSymbol(BinOp op) {
  static const char* kSyms[] = {"+", "-", "*", "@", "/", "//", "%", "**", "<<", ">>", "|", "^", "&"};
  return kSyms[static_cast<int>(op)];
}

const IValue& opName(Interp& in, BinOp op, int kind) {  // 0 normal, 1 reflected, 2 inplace
  // A constant table of member pointers (a table of addresses built per
  // call showed up in profiles of float arithmetic).
  static constexpr IValue Names::*kNames[13][3] = {
      {&Names::add_, &Names::radd_, &Names::iadd_},          {&Names::sub_, &Names::rsub_, &Names::isub_},
      {&Names::mul_, &Names::rmul_, &Names::imul_},          {&Names::matmul_, &Names::rmatmul_, &Names::imatmul_},
      {&Names::truediv_, &Names::rtruediv_, &Names::itruediv_}, {&Names::floordiv_, &Names::rfloordiv_, &Names::ifloordiv_},
      {&Names::mod_, &Names::rmod_, &Names::imod_},          {&Names::pow_, &Names::rpow_, &Names::ipow_},
      {&Names::lshift_, &Names::rlshift_, &Names::ilshift_}, {&Names::rshift_, &Names::rrshift_, &Names::irshift_},
      {&Names::or_, &Names::ror_, &Names::ior_},             {&Names::xor_, &Names::rxor_, &Names::ixor_},
      {&Names::and_, &Names::rand_, &Names::iand_}};
  return in.n.*kNames[static_cast<int>(op)][kind];
}

const IValue* userMethod(Interp& in, const IValue& v, const IValue& name) {
  PyType* t = typeOf(in, v);
  if (t->native) return nullptr;
  const IValue* m = t->lookup(in, name, hashStr(name.toStr()));
  if (!m || (asPy(*m) && asPy(*m)->type == in.t.native)) return nullptr;
  return m;
}

double floatMod(double a, double b) {
  double m = std::fmod(a, b);
  if (m != 0) {
    if ((b < 0) != (m < 0)) m += b;
  } else {
    m = std::copysign(0.0, b);
  }
  return m;
}

double floatFloorDiv(double a, double b) {
  double m = std::fmod(a, b);
  double div = (a - m) / b;
  if (m != 0 && ((b < 0) != (m < 0))) div -= 1.0;
  double fl;
  if (div != 0) {
    fl = std::floor(div);
    if (div - fl > 0.5) fl += 1.0;
  } else {
    fl = std::copysign(0.0, a / b);
  }
  return fl;
}

bool numericOp(Interp& in, BinOp op, const IValue& a, const IValue& b, IValue& out) {
  bool ai = isIntValue(a), bi = isIntValue(b);
  if (ai && bi) {
    if (op == BinOp::TrueDiv) {
      if (intSign(b) == 0) in.raise(in.e.ZeroDivisionError, "division by zero");
      if (!a.isPtr() && !b.isPtr()) {
        int64_t x = a.isBool() ? a.toBool() : a.toInt(), y = b.isBool() ? b.toBool() : b.toInt();
        constexpr int64_t kExact = int64_t{1} << 53;  // both exact as doubles: one rounding
        if (x > -kExact && x < kExact && y > -kExact && y < kExact) {
          out = IValue(static_cast<double>(x) / static_cast<double>(y));
          return true;
        }
      }
      out = IValue(intTrueDivide(in, a, b));
      return true;
    }
    if (op == BinOp::Pow && intSign(b) < 0) {
      double x = intToDouble(in, a);
      if (x == 0) in.raise(in.e.ZeroDivisionError, "0.0 cannot be raised to a negative power");
      out = IValue(std::pow(x, intToDouble(in, b)));
      return true;
    }
    if (op == BinOp::MatMul) return false;
    out = intBinary(in, op, a, b);
    return true;
  }
  bool af = a.isDouble(), bf = b.isDouble();
  if (!((af || ai) && (bf || bi))) {
    if ((a.isComplex() || af || ai) && (b.isComplex() || bf || bi)) {
      auto c = [&](const IValue& v) {
        return v.isComplex() ? v.toComplex() : std::complex<double>(v.isDouble() ? v.toDouble() : intToDouble(in, v), 0);
      };
      std::complex<double> x = c(a), y = c(b);
      switch (op) {
        case BinOp::Add: out = IValue(x + y); return true;
        case BinOp::Sub: out = IValue(x - y); return true;
        case BinOp::Mul: out = IValue(x * y); return true;
        case BinOp::TrueDiv:
          if (y == std::complex<double>(0, 0)) in.raise(in.e.ZeroDivisionError, "complex division by zero");
          out = IValue(x / y);
          return true;
        case BinOp::Pow: out = IValue(complexPow(in, x, y)); return true;
        default: return false;
      }
    }
    return false;
  }
  double x = af ? a.toDouble() : intToDouble(in, a);
  double y = bf ? b.toDouble() : intToDouble(in, b);
  switch (op) {
    case BinOp::Add: out = IValue(x + y); return true;
    case BinOp::Sub: out = IValue(x - y); return true;
    case BinOp::Mul: out = IValue(x * y); return true;
    case BinOp::TrueDiv:
      if (y == 0) in.raise(in.e.ZeroDivisionError, "float division by zero");
      out = IValue(x / y);
      return true;
    case BinOp::FloorDiv:
      if (y == 0) in.raise(in.e.ZeroDivisionError, "float floor division by zero");
      out = IValue(floatFloorDiv(x, y));
      return true;
    case BinOp::Mod:
      if (y == 0) in.raise(in.e.ZeroDivisionError, "float modulo");
      out = IValue(floatMod(x, y));
      return true;
    case BinOp::Pow: {
      if (x == 0 && y < 0) in.raise(in.e.ZeroDivisionError, "0.0 cannot be raised to a negative power");
      if (x < 0 && y != std::floor(y)) {
        out = IValue(std::pow(std::complex<double>(x, 0), std::complex<double>(y, 0)));
        return true;
      }
      double r = std::pow(x, y);
      if (std::isinf(r) && std::isfinite(x) && std::isfinite(y)) in.raise(in.e.OverflowError, "(34, 'Numerical result out of range')");
      out = IValue(r);
      return true;
    }
    default: return false;
  }
}

// Repetition bounds: past Py_ssize_t CPython raises OverflowError; below
// that, sizes no machine holds give MemoryError before any allocation.
constexpr uint64_t kMaxRepeatItems = uint64_t(1) << 32;

/// The count of `seq * n`: a count past Py_ssize_t is an OverflowError
/// here (as a subscript it is an IndexError); negative counts repeat zero times.
int64_t repeatCount(Interp& in, const IValue& n) {
  if (isIntValue(n) && !n.isInt() && !n.isBool())
    in.raise(in.e.OverflowError, "cannot fit 'int' into an index-sized integer");
  return std::max<int64_t>(0, toIndex(in, n));
}

void checkStrRepeat(Interp& in, size_t len, int64_t k, bool bytes) {
  if (k <= 0) return;
  const uint64_t count = static_cast<uint64_t>(k);
  if (count > static_cast<uint64_t>(INT64_MAX) / len)
    in.raise(in.e.OverflowError, bytes ? "repeated bytes are too long" : "repeated string is too long");
  if (count > kMaxRepeatItems / len) in.raise(in.e.MemoryError, "");
}

IValue repeatSeq(Interp& in, const std::vector<IValue>& items, const IValue& n, bool tuple) {
  int64_t k = repeatCount(in, n);
  if (items.empty()) k = 0;  // `[] * 10**18` is empty at once, not after 10**18 steps
  if (k > 0 && static_cast<uint64_t>(k) > kMaxRepeatItems / items.size()) in.raise(in.e.MemoryError, "");
  std::vector<IValue> out;
  out.reserve(items.size() * k);
  for (int64_t i = 0; i < k; ++i) out.insert(out.end(), items.begin(), items.end());
  return tuple ? in.newTuple(std::move(out)) : in.newList(std::move(out));
}

/// A torch.Size stays a torch.Size through its own slicing, + and *
/// (a tuple + a Size is a tuple: tuple.__add__ runs).
void keepSizeType(Interp& in, const IValue& from, IValue& result) {
  if (from.isTuple() && from.toTuple()->named_type && from.toTuple()->named_type == in.size_tag && result.isTuple())
    result.toTuple()->named_type = from.toTuple()->named_type;
}

bool seqOp(Interp& in, BinOp op, const IValue& a, const IValue& b, IValue& out) {
  if (op == BinOp::Add) {
    if (isStrValue(a) && isStrValue(b)) { out = IValue(a.toStr() + b.toStr()); return true; }
    if (isBytes(a) && isBytes(b)) { out = makeBytes(a.toStr() + b.toStr()); return true; }
    if (a.isList() && b.isList()) {
      std::vector<IValue> v = a.toList()->items;
      v.insert(v.end(), b.toList()->items.begin(), b.toList()->items.end());
      out = in.newList(std::move(v));
      return true;
    }
    if (a.isTuple() && b.isTuple()) {
      std::vector<IValue> v = a.toTuple()->items;
      v.insert(v.end(), b.toTuple()->items.begin(), b.toTuple()->items.end());
      out = in.newTuple(std::move(v));
      keepSizeType(in, a, out);  // torch.Size's own __add__
      return true;
    }
    return false;
  }
  if (op == BinOp::Mul) {
    const IValue* seq = isIntValue(b) ? &a : isIntValue(a) ? &b : nullptr;
    IValue index;
    if (!seq) {
      // CPython's sequence_repeat: a count with __index__ (a 0-dim int tensor)
      // converts through it, and its error is the one raised.
      bool sa = a.isStr() || a.isList() || a.isTuple(), sb = b.isStr() || b.isList() || b.isTuple();
      const IValue& other = sa ? b : a;
      if (sa == sb || !lookupSpecial(in, other, in.intern("__index__"))) return false;
      index = IValue(toIndex(in, other));
      seq = sa ? &a : &b;
    }
    const IValue* n = !index.isNone() ? &index : seq == &a ? &b : &a;
    if (seq->isStr()) {
      const size_t len = seq->toStr().size();
      int64_t k = repeatCount(in, *n);
      if (len == 0) k = 0;
      checkStrRepeat(in, len, k, isBytes(*seq));
      std::string s;
      s.reserve(seq->toStr().size() * k);
      for (int64_t i = 0; i < k; ++i) s += seq->toStr();
      out = isBytes(*seq) ? makeBytes(std::move(s)) : IValue(std::move(s));
      return true;
    }
    if (seq->isList()) { out = repeatSeq(in, seq->toList()->items, *n, false); return true; }
    if (seq->isTuple()) {
      out = repeatSeq(in, seq->toTuple()->items, *n, true);
      keepSizeType(in, *seq, out);
      return true;
    }
    return false;
  }
  if (op == BinOp::Mod && isStrValue(a)) {
    out = IValue(percentFormat(in, a.toStr(), b));
    return true;
  }
  if (op == BinOp::Mod && isBytes(a)) {
    out = makeBytes(percentFormat(in, a.toStr(), b, true));
    return true;
  }
  auto* sa = asPyT<PySet>(a);
  auto* sb = asPyT<PySet>(b);
  // dict.keys() and dict.items() are set-like: with any iterable they give
  // a set (CPython's dictviews_and/or/sub/xor).
  Ref<PySet> view_a, view_b;
  bool set_op = op == BinOp::Or || op == BinOp::And || op == BinOp::Sub || op == BinOp::Xor;
  auto* va = asPyT<DictView>(a);
  auto* vb = asPyT<DictView>(b);
  if (set_op && ((va && va->kind != 1) || (vb && vb->kind != 1))) {
    auto asSet = [&](const IValue& v) {
      Ref<PySet> r = in.newSet(false);
      forEachItem(in, v, [&](const IValue& x) { r->add(in, x); });
      return r;
    };
    view_a = asSet(a);
    view_b = asSet(b);
    sa = view_a.get();
    sb = view_b.get();
  }
  if (sa && sb && (op == BinOp::Or || op == BinOp::And || op == BinOp::Sub || op == BinOp::Xor)) {
    Ref<PySet> r = in.newSet(!view_a && sa->type->isSubtype(in.t.frozenset));
    switch (op) {
      case BinOp::Or:
        r->merge(in, *sa);
        r->merge(in, *sb);
        break;
      case BinOp::And:
        sa->forEach([&](const IValue& k) { if (sb->contains(in, k)) r->add(in, k); });
        break;
      case BinOp::Sub:
        sa->forEach([&](const IValue& k) { if (!sb->contains(in, k)) r->add(in, k); });
        break;
      default:
        sa->forEach([&](const IValue& k) { if (!sb->contains(in, k)) r->add(in, k); });
        sb->forEach([&](const IValue& k) { if (!sa->contains(in, k)) r->add(in, k); });
        break;
    }
    out = box(r.get());
    return true;
  }
  auto* da = asPyT<PyDict>(a);
  auto* db = asPyT<PyDict>(b);
  if (da && db && op == BinOp::Or) {
    Ref<PyDict> r = in.newDict();
    da->forEach([&](const IValue& k, const IValue& v) { r->set(in, k, v); });
    db->forEach([&](const IValue& k, const IValue& v) { r->set(in, k, v); });
    out = box(r.get());
    return true;
  }
  return false;
}

/// `int | str`, `int | None` (PEP 604): a types.UnionType, which the types
/// module builds (and which also handles its own and GenericAlias's `|`).
bool typeUnionOp(Interp& in, BinOp op, const IValue& a, const IValue& b, IValue& out) {
  if (op != BinOp::Or) return false;
  auto operand = [](const IValue& v) { return v.isNone() || asPyT<PyType>(v) != nullptr; };
  if (!operand(a) || !operand(b) || (a.isNone() && b.isNone())) return false;
  out = call(in, getAttr(in, in.importModule("types"), "_union"), {a, b});
  return !isNotImpl(in, out);
}

[[noreturn]] void unsupported(Interp& in, BinOp op, const IValue& a, const IValue& b) {
  if (op == BinOp::Add && (a.isStr() || a.isList() || a.isTuple()) && !isBytes(a))
    in.raise(in.e.TypeError, "can only concatenate " + typeName(in, a) + " (not \"" + typeName(in, b) + "\") to " + typeName(in, a));
  if (op == BinOp::Pow)
    in.raise(in.e.TypeError, "unsupported operand type(s) for ** or pow(): '" + typeName(in, a) + "' and '" + typeName(in, b) + "'");
  if (op == BinOp::Mul && (a.isStr() || a.isList() || a.isTuple() || b.isStr() || b.isList() || b.isTuple()))
    in.raise(in.e.TypeError, "can't multiply sequence by non-int of type '" + typeName(in, (a.isStr() || a.isList() || a.isTuple()) ? b : a) + "'");
  in.raise(in.e.TypeError, std::string("unsupported operand type(s) for ") + opSymbol(op) + ": '" + typeName(in, a) + "' and '" + typeName(in, b) + "'");
}

}  // namespace

/// v, or the builtin value inside a native-layout subclass instance.
const IValue& unwrapped(const IValue& v) {
  const IValue* nv = nativeValue(v);
  return nv ? *nv : v;
}

IValue binaryOp(Interp& in, BinOp op, const IValue& a, const IValue& b) {
  IValue out;
  const IValue* ma = userMethod(in, a, opName(in, op, 0));
  const IValue* mb = typeOf(in, a) != typeOf(in, b) ? userMethod(in, b, opName(in, op, 1)) : nullptr;
  if (!ma && !mb) {
    if (numericOp(in, op, a, b, out)) return out;
    if (seqOp(in, op, a, b, out)) return out;
    if (nativeValue(a) || nativeValue(b)) return binaryOp(in, op, unwrapped(a), unwrapped(b));
    if (typeUnionOp(in, op, a, b, out)) return out;
    unsupported(in, op, a, b);
  }
  // A subclass's reflected method goes first only when it overrides the
  // left type's (CPython's method_is_overloaded): nn.Parameter inherits
  // Tensor.__rsub__, so `x - param` is x.__sub__(param).
  const IValue* ra = mb && typeOf(in, b)->isSubtype(typeOf(in, a)) ? userMethod(in, a, opName(in, op, 1)) : nullptr;
  if (mb && typeOf(in, b)->isSubtype(typeOf(in, a)) && !(ra && (ra == mb || isSame(*ra, *mb)))) {
    out = callMethod(in, *mb, b, {a});
    if (!isNotImpl(in, out)) return out;
    mb = nullptr;
  }
  if (ma) {
    out = callMethod(in, *ma, a, {b});
    if (!isNotImpl(in, out)) return out;
  } else if (numericOp(in, op, a, b, out) || seqOp(in, op, a, b, out)) {
    return out;
  }
  if (mb) {
    out = callMethod(in, *mb, b, {a});
    if (!isNotImpl(in, out)) return out;
  }
  // CPython tries the sequence slots last: `t * (1, 2)` repeats the tuple
  // by t.__index__() once Tensor.__mul__ gave NotImplemented.
  if (ma && seqOp(in, op, a, b, out)) return out;
  if (nativeValue(a) || nativeValue(b)) return binaryOp(in, op, unwrapped(a), unwrapped(b));
  if (typeUnionOp(in, op, a, b, out)) return out;
  unsupported(in, op, a, b);
}

IValue inplaceOp(Interp& in, BinOp op, const IValue& a, const IValue& b) {
  if (const IValue* nv = nativeValue(a); nv && nv->isList() && (op == BinOp::Add || op == BinOp::Mul) &&
                                         !userMethod(in, a, opName(in, op, 2))) {
    inplaceOp(in, op, *nv, b);  // list.__iadd__ of a list subclass: in place, returns self
    return a;
  }
  if (a.isList() && op == BinOp::Add) {
    std::vector<IValue> extra = toVector(in, b);
    auto& items = a.toList()->items;
    items.insert(items.end(), extra.begin(), extra.end());
    return a;
  }
  if (a.isList() && op == BinOp::Mul) {
    auto& items = a.toList()->items;
    IValue r = repeatSeq(in, items, b, false);
    items = r.toList()->items;
    return a;
  }
  if (auto* s = asPyT<PySet>(a); s && s->type->isSubtype(in.t.set) && asPyT<PySet>(b)) {
    IValue r = binaryOp(in, op, a, b);
    auto* rs = asPyT<PySet>(r);
    s->clear();
    rs->forEach([&](const IValue& k) { s->add(in, k); });
    return a;
  }
  if (auto* d = asPyT<PyDict>(a); d && op == BinOp::Or) {
    if (auto* o = asPyT<PyDict>(b)) {
      o->forEach([&](const IValue& k, const IValue& v) { d->set(in, k, v); });
      return a;
    }
  }
  if (const IValue* m = userMethod(in, a, opName(in, op, 2))) {
    IValue out = callMethod(in, *m, a, {b});
    if (!isNotImpl(in, out)) return out;
  }
  return binaryOp(in, op, a, b);
}

IValue negate(Interp& in, const IValue& v) {
  if (isIntValue(v)) return intNegate(in, v);
  if (v.isDouble()) return IValue(-v.toDouble());
  if (v.isComplex()) return IValue(-v.toComplex());
  if (const IValue* m = userMethod(in, v, in.n.neg_)) return callMethod(in, *m, v, {});
  if (const IValue* nv = nativeValue(v)) return negate(in, *nv);
  in.raise(in.e.TypeError, "bad operand type for unary -: '" + typeName(in, v) + "'");
}

IValue positive(Interp& in, const IValue& v) {
  if (v.isBool()) return IValue(static_cast<int64_t>(v.toBool()));
  if (isIntValue(v) || v.isDouble() || v.isComplex()) return v;
  if (const IValue* m = userMethod(in, v, in.n.pos_)) return callMethod(in, *m, v, {});
  if (const IValue* nv = nativeValue(v)) return positive(in, *nv);
  in.raise(in.e.TypeError, "bad operand type for unary +: '" + typeName(in, v) + "'");
}

IValue invert(Interp& in, const IValue& v) {
  if (isIntValue(v)) return intInvert(in, v);
  if (const IValue* m = userMethod(in, v, in.n.invert_)) return callMethod(in, *m, v, {});
  if (const IValue* nv = nativeValue(v)) return invert(in, *nv);
  in.raise(in.e.TypeError, "bad operand type for unary ~: '" + typeName(in, v) + "'");
}

int64_t toIndex(Interp& in, const IValue& v) {
  if (v.isInt()) return v.toInt();
  if (v.isBool()) return v.toBool();
  if (isIntValue(v)) in.raise(in.e.IndexError, "cannot fit 'int' into an index-sized integer");
  if (const IValue* m = userMethod(in, v, in.n.index_)) return toIndex(in, callMethod(in, *m, v, {}));
  if (const IValue* nv = nativeValue(v)) return toIndex(in, *nv);
  in.raise(in.e.TypeError, "'" + typeName(in, v) + "' object cannot be interpreted as an integer");
}

// ---- items ---------------------------------------------------------------- //

namespace {

SliceRange resolveSlice(Interp& in, PySlice* s, int64_t len) {
  auto bound = [&](const IValue& v) -> std::optional<int64_t> {
    if (v.isNone()) return std::nullopt;
    if (!isIntValue(v) && !userMethod(in, v, in.n.index_))
      in.raise(in.e.TypeError, "slice indices must be integers or None or have an __index__ method");
    if (!v.isPtr() || !isIntValue(v)) return toIndex(in, v);
    return intSign(v) < 0 ? INT64_MIN + 1 : INT64_MAX - 1;
  };
  int64_t step = s->step.isNone() ? 1 : *bound(s->step);
  if (step == 0) in.raise(in.e.ValueError, "slice step cannot be zero");
  return adjustSlice(len, bound(s->start), bound(s->stop), step);
}

int64_t seqIndex(Interp& in, const IValue& key, int64_t len, const char* what) {
  int64_t i;
  if (key.isInt()) i = key.toInt();
  else if (isIntValue(key) || userMethod(in, key, in.n.index_)) i = toIndex(in, key);
  else in.raise(in.e.TypeError, std::string(what) + " indices must be integers or slices, not " + typeName(in, key));
  if (i < 0) i += len;
  if (i < 0 || i >= len) in.raise(in.e.IndexError, std::string(what) + " index out of range");
  return i;
}

IValue strItem(Interp& in, const IValue& c, const IValue& key) {
  const std::string& s = c.toStr();
  bool bytes = isBytes(c);
  bool ascii = static_cast<const StrObj*>(c.toRefCounted())->isAscii();
  if (auto* sl = asPyT<PySlice>(key)) {
    if (bytes || ascii) {
      SliceRange r = resolveSlice(in, sl, static_cast<int64_t>(s.size()));
      std::string out;
      for (int64_t i = 0, j = r.start; i < r.length; ++i, j += r.step) out += s[j];
      return bytes ? makeBytes(std::move(out)) : IValue(std::move(out));
    }
    std::u32string u = decodeUtf8(s);
    SliceRange r = resolveSlice(in, sl, static_cast<int64_t>(u.size()));
    std::u32string out;
    for (int64_t i = 0, j = r.start; i < r.length; ++i, j += r.step) out += u[j];
    return IValue(encodeUtf8(out));
  }
  if (bytes) return IValue(static_cast<int64_t>(static_cast<unsigned char>(s[seqIndex(in, key, s.size(), "index")])));
  if (ascii) return in.intern(std::string(1, s[seqIndex(in, key, s.size(), "string")]));
  std::u32string u = decodeUtf8(s);
  return IValue(encodeUtf8(std::u32string(1, u[seqIndex(in, key, u.size(), "string")])));
}

std::vector<IValue> sliceItems(Interp& in, const std::vector<IValue>& items, PySlice* sl) {
  SliceRange r = resolveSlice(in, sl, static_cast<int64_t>(items.size()));
  std::vector<IValue> out;
  out.reserve(r.length);
  for (int64_t i = 0, j = r.start; i < r.length; ++i, j += r.step) out.push_back(items[j]);
  return out;
}

}  // namespace

IValue getItem(Interp& in, const IValue& c, const IValue& key) {
  if (c.isList()) {
    auto& items = c.toList()->items;
    if (auto* sl = asPyT<PySlice>(key)) return in.newList(sliceItems(in, items, sl));
    return items[seqIndex(in, key, items.size(), "list")];
  }
  if (c.isTuple()) {
    auto& items = c.toTuple()->items;
    if (auto* sl = asPyT<PySlice>(key)) {
      IValue r = in.newTuple(sliceItems(in, items, sl));
      keepSizeType(in, c, r);
      return r;
    }
    return items[seqIndex(in, key, items.size(), "tuple")];
  }
  if (c.isStr()) return strItem(in, c, key);
  PyObject* p = asPy(c);
  if (auto* d = pyCast<PyDict>(p); d && (d->type == in.t.dict || !userMethod(in, c, in.n.getitem_))) {
    int64_t i = d->find(in, key);
    if (i >= 0) return d->entries[i].value;
    if (d->type != in.t.dict) {
      if (const IValue* m = d->type->lookup(in, in.n.missing_, hashStr("__missing__"))) return callMethod(in, *m, c, {key});
    }
    in.raiseArgs(in.e.KeyError, {key});
  }
  if (auto* r = pyCast<PyRange>(p)) {
    if (r->isBig() && !asPyT<PySlice>(key)) return bigRangeItem(in, *r, key);
    if (r->isBig()) in.raise(in.e.OverflowError, "Python int too large to convert to C ssize_t");
    if (auto* sl = asPyT<PySlice>(key)) {
      SliceRange s = resolveSlice(in, sl, r->length());
      return box(new PyRange(in.t.range, r->start + s.start * r->step, r->start + (s.start + s.length * s.step) * r->step, s.step * r->step));
    }
    return IValue(r->start + seqIndex(in, key, r->length(), "range object") * r->step);
  }
  if (const IValue* m = userMethod(in, c, in.n.getitem_)) return callMethod(in, *m, c, {key});
  if (auto* t = pyCast<PyType>(p)) {
    if (const IValue* m = t->lookup(in, in.n.class_getitem_, hashStr("__class_getitem__"))) {
      PyObject* mp = asPy(*m);
      IValue fn = mp && mp->type->isSubtype(in.t.classmethod) ? static_cast<PyWrapper*>(mp)->func : *m;
      if (mp && mp->type->isSubtype(in.t.classmethod)) return call(in, fn, {c, key});
      return call(in, fn, {key});
    }
    // list[int], dict[str, int]: a types.GenericAlias (PEP 585); other
    // classes subscripted in annotations act as the class.
    if (t == in.t.list || t == in.t.dict || t == in.t.tuple || t == in.t.set || t == in.t.frozenset || t == in.t.type)
      return call(in, getAttr(in, in.importModule("types"), "GenericAlias"), {c, key});
    return c;
  }
  if (p && p->type->native && p->type->lookup(in, in.n.getitem_, hashStr("__getitem__"))) {
    return callMethod(in, *p->type->lookup(in, in.n.getitem_, hashStr("__getitem__")), c, {key});
  }
  if (const IValue* nv = nativeValue(c)) return getItem(in, *nv, key);
  in.raise(in.e.TypeError, "'" + typeName(in, c) + "' object is not subscriptable");
}

void setItem(Interp& in, const IValue& c, const IValue& key, IValue v) {
  if (c.isList()) {
    auto& items = c.toList()->items;
    if (auto* sl = asPyT<PySlice>(key)) {
      std::vector<IValue> vals = toVector(in, v);
      SliceRange r = resolveSlice(in, sl, static_cast<int64_t>(items.size()));
      if (r.step == 1) {
        int64_t stop = std::max(r.start, r.start + r.length);
        items.erase(items.begin() + r.start, items.begin() + stop);
        items.insert(items.begin() + r.start, vals.begin(), vals.end());
        return;
      }
      if (static_cast<int64_t>(vals.size()) != r.length)
        in.raise(in.e.ValueError, "attempt to assign sequence of size " + std::to_string(vals.size()) +
                                      " to extended slice of size " + std::to_string(r.length));
      for (int64_t i = 0, j = r.start; i < r.length; ++i, j += r.step) items[j] = vals[i];
      return;
    }
    items[seqIndex(in, key, items.size(), "list assignment")] = std::move(v);
    return;
  }
  PyObject* p = asPy(c);
  if (const IValue* m = userMethod(in, c, in.n.setitem_)) {
    callMethod(in, *m, c, {key, v});
    return;
  }
  if (auto* d = pyCast<PyDict>(p)) {
    d->set(in, key, std::move(v));
    return;
  }
  if (const IValue* nv = nativeValue(c)) return setItem(in, *nv, key, std::move(v));
  in.raise(in.e.TypeError, "'" + typeName(in, c) + "' object does not support item assignment");
}

void delItem(Interp& in, const IValue& c, const IValue& key) {
  if (c.isList()) {
    auto& items = c.toList()->items;
    if (auto* sl = asPyT<PySlice>(key)) {
      SliceRange r = resolveSlice(in, sl, static_cast<int64_t>(items.size()));
      std::vector<bool> drop(items.size());
      for (int64_t i = 0, j = r.start; i < r.length; ++i, j += r.step) drop[j] = true;
      std::vector<IValue> kept;
      for (size_t i = 0; i < items.size(); ++i)
        if (!drop[i]) kept.push_back(std::move(items[i]));
      items = std::move(kept);
      return;
    }
    items.erase(items.begin() + seqIndex(in, key, items.size(), "list assignment"));
    return;
  }
  if (const IValue* m = userMethod(in, c, in.n.delitem_)) {
    callMethod(in, *m, c, {key});
    return;
  }
  if (auto* d = asPyT<PyDict>(c)) {
    if (!d->erase(in, key, hashValue(in, key))) in.raiseArgs(in.e.KeyError, {key});
    return;
  }
  if (const IValue* nv = nativeValue(c)) return delItem(in, *nv, key);
  in.raise(in.e.TypeError, "'" + typeName(in, c) + "' object does not support item deletion");
}

bool contains(Interp& in, const IValue& c, const IValue& x) {
  if (c.isList() || c.isTuple()) {
    auto& items = c.isList() ? c.toList()->items : c.toTuple()->items;
    for (size_t i = 0; i < items.size(); ++i)
      if (isSame(items[i], x) || equals(in, items[i], x)) return true;
    return false;
  }
  if (c.isStr()) {
    if (!x.isStr()) {
      if (isBytes(c) && x.isInt()) return c.toStr().find(static_cast<char>(x.toInt())) != std::string::npos;
      in.raise(in.e.TypeError, "'in <string>' requires string as left operand, not " + typeName(in, x));
    }
    return c.toStr().find(x.toStr()) != std::string::npos;
  }
  PyObject* p = asPy(c);
  if (const IValue* m = userMethod(in, c, in.n.contains_)) return truthy(in, callMethod(in, *m, c, {x}));
  if (const IValue* nv = nativeValue(c)) return contains(in, *nv, x);
  if (auto* d = pyCast<PyDict>(p)) return d->find(in, x) >= 0;
  if (auto* s = pyCast<PySet>(p)) return s->contains(in, x);
  if (auto* dv = pyCast<DictView>(p); dv && dv->kind == 0) return dv->dict->find(in, x) >= 0;
  if (auto* r = pyCast<PyRange>(p); r && r->isBig()) return bigRangeContains(in, *r, x);
  if (auto* r = pyCast<PyRange>(p); r && x.isInt()) {
    int64_t v = x.toInt();
    if (r->step > 0 ? (v < r->start || v >= r->stop) : (v > r->start || v <= r->stop)) return false;
    return (v - r->start) % r->step == 0;
  }
  IValue it = getIter(in, c);
  IValue v;
  while (iterNext(in, it, v))
    if (isSame(v, x) || equals(in, v, x)) return true;
  return false;
}

int64_t length(Interp& in, const IValue& v) {
  if (v.isList()) return static_cast<int64_t>(v.toList()->items.size());
  if (v.isTuple()) return static_cast<int64_t>(v.toTuple()->items.size());
  if (v.isStr()) {
    bool bytes_or_ascii = isBytes(v) || static_cast<const StrObj*>(v.toRefCounted())->isAscii();
    return bytes_or_ascii ? static_cast<int64_t>(v.toStr().size()) : utf8Length(v.toStr());
  }
  PyObject* p = asPy(v);
  if (const IValue* m = userMethod(in, v, in.n.len_)) {
    IValue r = callMethod(in, *m, v, {});
    int64_t n = toIndex(in, r);
    if (n < 0) in.raise(in.e.ValueError, "__len__() should return >= 0");
    return n;
  }
  if (auto* d = pyCast<PyDict>(p)) return static_cast<int64_t>(d->size());
  if (auto* s = pyCast<PySet>(p)) return static_cast<int64_t>(s->size());
  if (auto* r = pyCast<PyRange>(p)) return rangeLen(in, *r);
  if (auto* dv = pyCast<DictView>(p)) return static_cast<int64_t>(dv->dict->size());
  if (const IValue* nv = nativeValue(v)) return length(in, *nv);
  in.raise(in.e.TypeError, "object of type '" + typeName(in, v) + "' has no len()");
}

namespace {

/// A big int's sign, base prefix and digits laid out by the rest of the
/// spec ([[fill]align][sign][0][width]) as int.__format__ does: a leading
/// '0' pads with zeros between the sign/prefix and the digits.
std::string padBigInt(bool neg, const std::string& prefix, const std::string& digits, std::string rest) {
  char fill = ' ', align = '>', sign = '-';
  if (rest.size() >= 2 && std::strchr("<>^=", rest[1])) {
    fill = rest[0];
    align = rest[1];
    rest.erase(0, 2);
  } else if (!rest.empty() && std::strchr("<>^=", rest[0])) {
    align = rest[0];
    rest.erase(0, 1);
  }
  if (!rest.empty() && std::strchr("+- ", rest[0])) {
    sign = rest[0];
    rest.erase(0, 1);
  }
  if (size_t p = rest.find('#'); p != std::string::npos) rest.erase(p, 1);
  if (!rest.empty() && rest[0] == '0') {
    fill = '0';
    align = '=';
    rest.erase(0, 1);
  }
  size_t width = 0;
  for (char c : rest)
    if (std::isdigit(static_cast<unsigned char>(c))) width = width * 10 + static_cast<size_t>(c - '0');
  std::string head = (neg ? "-" : sign == '+' ? "+" : sign == ' ' ? " " : "") + prefix;
  size_t len = head.size() + digits.size();
  if (len >= width) return head + digits;
  size_t pad = width - len;
  switch (align) {
    case '<': return head + digits + std::string(pad, fill);
    case '^': return std::string(pad / 2, fill) + head + digits + std::string(pad - pad / 2, fill);
    case '=': return head + std::string(pad, fill) + digits;
    default: return std::string(pad, fill) + head + digits;
  }
}

/// One part of a formatted complex: repr style ("1.5", "2") when the spec
/// has no type or precision, else the float spec applied to the part.
std::string complexPart(double x, const std::string& sign, const std::string& grouping, const std::string& prec, char type) {
  if (!type && prec.empty()) {
    std::string r = pythonFloatRepr(x);
    if (r.size() > 2 && r.compare(r.size() - 2, 2, ".0") == 0) r.resize(r.size() - 2);
    if (sign == "+" && !std::signbit(x)) r = "+" + r;
    if (sign == " " && !std::signbit(x)) r = " " + r;
    return r;
  }
  return pyFormatFloat(x, sign + grouping + (prec.empty() ? "" : "." + prec) + std::string(1, type ? type : 'g'));
}

/// complex.__format__: [[fill]align][sign][width][grouping][.precision][type];
/// without a type the result is repr-like (parenthesised unless the real
/// part is +0), with one both parts are always shown (CPython's format_complex_internal).
std::string formatComplex(Interp& in, std::complex<double> z, const std::string& spec) {
  size_t i = 0;
  char fill = ' ', align = '>';
  if (spec.size() >= 2 && std::strchr("<>^=", spec[1])) { fill = spec[0]; align = spec[1]; i = 2; }
  else if (!spec.empty() && std::strchr("<>^=", spec[0])) { align = spec[0]; i = 1; }
  std::string sign = "-";
  if (i < spec.size() && std::strchr("+- ", spec[i])) sign = std::string(1, spec[i++]);
  if (i < spec.size() && spec[i] == '0') in.raise(in.e.ValueError, "Zero padding is not allowed in complex format specifier");
  if (align == '=') in.raise(in.e.ValueError, "'=' alignment flag is not allowed in complex format specifier");
  size_t width = 0;
  while (i < spec.size() && std::isdigit(static_cast<unsigned char>(spec[i]))) width = width * 10 + static_cast<size_t>(spec[i++] - '0');
  std::string grouping;
  if (i < spec.size() && (spec[i] == ',' || spec[i] == '_')) grouping = std::string(1, spec[i++]);
  std::string prec;
  if (i < spec.size() && spec[i] == '.') {
    ++i;
    while (i < spec.size() && std::isdigit(static_cast<unsigned char>(spec[i]))) prec += spec[i++];
  }
  char type = 0;
  if (i < spec.size() && std::strchr("eEfFgGn", spec[i])) type = spec[i++];
  if (i != spec.size()) in.raise(in.e.ValueError, "Invalid format specifier '" + spec + "' for object of type 'complex'");
  if (type == 'n') type = 'g';
  bool skip_re = !type && z.real() == 0 && !std::signbit(z.real());
  std::string body = complexPart(z.imag(), skip_re ? sign : "+", grouping, prec, type) + "j";
  if (!skip_re) body = complexPart(z.real(), sign, grouping, prec, type) + body;
  if (!type && !skip_re) body = "(" + body + ")";
  size_t len = 0;
  for (unsigned char c : body) len += (c & 0xC0) != 0x80;
  if (len >= width) return body;
  size_t pad = width - len;
  std::string f(1, fill);
  auto rep = [&](size_t n) { std::string r; for (size_t k = 0; k < n; ++k) r += f; return r; };
  if (align == '<') return body + rep(pad);
  if (align == '^') return rep(pad / 2) + body + rep(pad - pad / 2);
  return rep(pad) + body;
}

}  // namespace

std::string format(Interp& in, const IValue& v, const std::string& spec) {
  if (const IValue* m = userMethod(in, v, in.n.format_)) {
    IValue r = callMethod(in, *m, v, {IValue(spec)});
    return r.toStr();
  }
  // int, float and str define __format__; other data types use object's (str()).
  if (const IValue* nv = nativeValue(v); nv && (nv->isStr() || nv->isInt() || nv->isDouble() || isIntValue(*nv)))
    return format(in, *nv, spec);
  if (v.isBool() && spec.empty()) return v.toBool() ? "True" : "False";
  if (v.isInt() || v.isBool()) {
    char last = spec.empty() ? 0 : spec.back();
    if (last == 'e' || last == 'E' || last == 'f' || last == 'F' || last == 'g' || last == 'G' || last == '%')
      return pyFormatFloat(static_cast<double>(v.isBool() ? v.toBool() : v.toInt()), spec);
    return pyFormatInt(v.isBool() ? v.toBool() : v.toInt(), spec);
  }
  if (isIntValue(v)) {
    // Big ints: digits (with , or _ grouping) padded by the rest of the spec.
    std::string rest = spec;
    char group = 0;
    for (char g : {',', '_'})
      if (size_t p = rest.find(g); p != std::string::npos) {
        group = g;
        rest.erase(p, 1);
      }
    if (!rest.empty() && (rest.back() == 'd' || rest.back() == 'n')) rest.pop_back();
    int base = 10;
    std::string prefix;
    if (!rest.empty() && std::string("xXob").find(rest.back()) != std::string::npos) {
      char code = rest.back();
      rest.pop_back();
      base = code == 'b' ? 2 : code == 'o' ? 8 : 16;
      if (size_t p = rest.find('#'); p != std::string::npos) {
        rest.erase(p, 1);
        prefix = std::string("0") + code;
      }
    }
    if (!rest.empty() && std::string("eEfFgG%c").find(rest.back()) != std::string::npos)
      return pyFormatFloat(intToDouble(in, v), spec);
    std::string digits = base == 10 ? intToDecimal(in, v) : intToString(v, base);
    if (!spec.empty() && spec.back() == 'X')
      for (char& ch : digits) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    bool neg = digits[0] == '-';
    if (neg) digits.erase(0, 1);
    if (group) {
      std::string g;
      for (size_t i = 0; i < digits.size(); ++i) {
        if (i && (digits.size() - i) % (base == 10 ? 3 : 4) == 0) g += group;
        g += digits[i];
      }
      digits = g;
    }
    return padBigInt(neg, prefix, digits, rest);
  }
  if (v.isDouble()) return spec.empty() ? pythonFloatRepr(v.toDouble()) : pyFormatFloat(v.toDouble(), spec);
  if (isStrValue(v)) return pyFormatStr(v.toStr(), spec);
  if (v.isComplex() && !spec.empty()) return formatComplex(in, v.toComplex(), spec);
  if (!spec.empty())
    in.raise(in.e.TypeError, "unsupported format string passed to " + typeName(in, v) + ".__format__");
  return toStr(in, v);
}

}  // namespace ts::py
