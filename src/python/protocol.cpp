// ===--- protocol.cpp - type, hash, ==, ordering, truth, repr, attributes --=== //
// Python's object protocol over IValues: builtin representations are handled
// directly, class instances through their dunder methods found on the MRO.
#include <cmath>
#include <cstdio>

#include "python/big_range.h"
#include "python/bigint.h"
#include "python/builtins.h"
#include "python/eval.h"
#include "python/tensor_state.h"
#include "support/float_format.h"
#include "tensor/tensor.h"

namespace ts::py {

PyType* typeOf(Interp& in, const IValue& v) {
  switch (v.tag()) {
    case IValue::Tag::None: return in.t.none;
    case IValue::Tag::Int: return in.t.int_;
    case IValue::Tag::Double: return in.t.float_;
    case IValue::Tag::Bool: return in.t.bool_;
    case IValue::Tag::Str: return isBytes(v) ? in.t.bytes : in.t.str;
    case IValue::Tag::List: return in.t.list;
    case IValue::Tag::Tuple: {
      // torch.Size and named tuples: tagged tuples typed by the bridge.
      const TupleObj* tup = v.toTuple();
      if (!tup->named_type) return in.t.tuple;
      if (tup->named_type == in.size_tag) return in.size_type;
      return in.named_tuple_type ? in.named_tuple_type(in, *tup) : in.t.tuple;
    }
    case IValue::Tag::Tensor: {
      const auto* impl = static_cast<const TensorImpl*>(v.toRefCounted());
      if (const auto* s = static_cast<const TensorPyState*>(impl->pyState()); s && s->type) return s->type;
      if (in.parameter_type && impl->isParameter()) return in.parameter_type;
      return in.t.tensor;
    }
    case IValue::Tag::Complex: return in.t.complex;
    case IValue::Tag::Capsule:
      if (PyObject* p = asPy(v)) return p->type;
      return in.t.other;
    default: return in.t.other;
  }
}

bool isInstance(Interp& in, const IValue& v, const PyType* t) { return typeOf(in, v)->isSubtype(t); }

const std::string& typeName(Interp& in, const IValue& v) { return typeOf(in, v)->tpName(); }

const IValue* lookupSpecial(Interp& in, const IValue& obj, const IValue& name) {
  PyType* t = typeOf(in, obj);
  return t->lookup(in, name, hashStr(name.toStr()));
}

namespace {

/// A dunder defined by a class statement (not a builtin's native method).
const IValue* userSpecial(Interp& in, const IValue& obj, const IValue& name) {
  PyType* t = typeOf(in, obj);
  if (t->native) return nullptr;
  const IValue* m = t->lookup(in, name, hashStr(name.toStr()));
  if (!m) return nullptr;
  PyObject* p = asPy(*m);
  if (p && p->type == in.t.native) return nullptr;
  return m;
}

int64_t floatHash(double v) {
  constexpr uint64_t kMod = (1ull << 61) - 1;
  if (!std::isfinite(v)) return std::isinf(v) ? (v > 0 ? 314159 : -314159) : 0;
  int e;
  double m = std::frexp(v, &e);
  int sign = 1;
  if (m < 0) { sign = -1; m = -m; }
  uint64_t x = 0;
  while (m) {
    x = ((x << 28) & kMod) | x >> (61 - 28);
    m *= 268435456.0;
    e -= 28;
    uint64_t y = static_cast<uint64_t>(m);
    m -= static_cast<double>(y);
    x += y;
    if (x >= kMod) x -= kMod;
  }
  e = e >= 0 ? e % 61 : 61 - 1 - ((-1 - e) % 61);
  x = ((x << e) & kMod) | x >> (61 - e);
  x = x * static_cast<uint64_t>(sign);
  if (x == static_cast<uint64_t>(-1)) x = static_cast<uint64_t>(-2);
  return static_cast<int64_t>(x);
}

int64_t tupleHash(Interp& in, const std::vector<IValue>& items) {
  constexpr uint64_t kP1 = 11400714785074694791ULL, kP2 = 14029467366897019727ULL, kP5 = 2870177450012600261ULL;
  uint64_t acc = kP5;
  for (auto& x : items) {
    uint64_t lane = static_cast<uint64_t>(hashValue(in, x));
    acc += lane * kP2;
    acc = (acc << 31) | (acc >> 33);
    acc *= kP1;
  }
  acc += items.size() ^ (kP5 ^ 3527539UL);
  if (acc == static_cast<uint64_t>(-1)) return 1546275796;
  return static_cast<int64_t>(acc);
}

[[noreturn]] void unhashable(Interp& in, const IValue& v) {
  in.raise(in.e.TypeError, "unhashable type: '" + typeName(in, v) + "'");
}

int64_t pointerHash(const void* p) {
  uint64_t y = reinterpret_cast<uintptr_t>(p);
  y = (y >> 4) | (y << 60);
  return static_cast<int64_t>(y == static_cast<uint64_t>(-1) ? -2 : y);
}

}  // namespace

int64_t hashValue(Interp& in, const IValue& v) {
  checkNativeStack(in);  // a tuple nested deep hashes recursively
  switch (v.tag()) {
    case IValue::Tag::Int: return intHash(v);
    case IValue::Tag::Bool: return v.toBool();
    case IValue::Tag::Str: return hashStr(strOf(v));
    case IValue::Tag::Double: return floatHash(v.toDouble());
    case IValue::Tag::None: return 0xFCA86420;
    case IValue::Tag::Tuple: return tupleHash(in, v.toTuple()->items);
    case IValue::Tag::Tensor: return pointerHash(v.toRefCounted());
    case IValue::Tag::Complex: {
      auto c = v.toComplex();
      uint64_t h = static_cast<uint64_t>(floatHash(c.real())) + 1000003ULL * static_cast<uint64_t>(floatHash(c.imag()));
      return h == static_cast<uint64_t>(-1) ? -2 : static_cast<int64_t>(h);
    }
    case IValue::Tag::List: unhashable(in, v);
    case IValue::Tag::Capsule: break;
    default: return pointerHash(v.toRefCounted());
  }
  PyObject* p = asPy(v);
  if (!p) return pointerHash(v.toRefCounted());
  if (pyCast<BigInt>(p)) return intHash(v);
  if (auto* s = pyCast<PySet>(p)) {
    if (s->type->isSubtype(in.t.set)) unhashable(in, v);
    if (s->cached_hash != -1) return s->cached_hash;
    uint64_t h = 0;
    s->forEach([&](const IValue& k) {
      uint64_t x = static_cast<uint64_t>(hashValue(in, k));
      h ^= ((x ^ 89869747UL) ^ (x << 16)) * 3644798167UL;
    });
    h ^= (s->size() + 1) * 1927868237UL;
    h = h * 69069U + 907133923UL;
    s->cached_hash = h == static_cast<uint64_t>(-1) ? 590923713 : static_cast<int64_t>(h);
    return s->cached_hash;
  }
  if (pyCast<PyDict>(p)) unhashable(in, v);
  if (!p->type->native || p->type->is_exception) {
    const IValue* m = p->type->lookup(in, in.n.hash_, hashStr("__hash__"));
    if (m && m->isNone()) unhashable(in, v);
    if (m && asPy(*m) && asPy(*m)->type != in.t.native) {
      IValue h = callMethod(in, *m, v, {});
      if (!isIntValue(h)) in.raise(in.e.TypeError, "__hash__ method should return an integer");
      // CPython's slot_tp_hash: an int that fits a Py_ssize_t is the hash
      // as it is (-1 becomes -2); only a bigger one is hashed as an int.
      if (h.isInt()) return h.toInt() == -1 ? -2 : h.toInt();
      if (h.isBool()) return h.toBool() ? 1 : 0;
      return intHash(h);
    }
  }
  if (const IValue* nv = nativeValue(v)) return hashValue(in, *nv);
  return pointerHash(p);
}

// ---- equality and ordering ------------------------------------------------- //

namespace {

bool isNumber(const IValue& v) {
  return v.isInt() || v.isDouble() || v.isBool() || (v.tag() == IValue::Tag::Capsule && asPyT<BigInt>(v));
}

/// Three-way numeric compare (2: unordered, NaN).
int numCompare(const IValue& a, const IValue& b) {
  if (a.isDouble() || b.isDouble()) {
    if (a.isDouble() && b.isDouble()) {
      double x = a.toDouble(), y = b.toDouble();
      if (std::isnan(x) || std::isnan(y)) return 2;
      return x < y ? -1 : x > y;
    }
    if (a.isDouble()) {
      int c = intCompareDouble(b, a.toDouble());
      return c == 2 ? 2 : -c;
    }
    return intCompareDouble(a, b.toDouble());
  }
  return intCompare(a, b);
}

bool cmpResult(int c, CmpOp op) {
  if (c == 2) return op == CmpOp::Ne;
  switch (op) {
    case CmpOp::Lt: return c < 0;
    case CmpOp::Le: return c <= 0;
    case CmpOp::Eq: return c == 0;
    case CmpOp::Ne: return c != 0;
    case CmpOp::Gt: return c > 0;
    case CmpOp::Ge: return c >= 0;
  }
  return false;
}

const char* cmpSymbol(CmpOp op) {
  switch (op) {
    case CmpOp::Lt: return "<";
    case CmpOp::Le: return "<=";
    case CmpOp::Eq: return "==";
    case CmpOp::Ne: return "!=";
    case CmpOp::Gt: return ">";
    case CmpOp::Ge: return ">=";
  }
  return "?";
}

CmpOp reflected(CmpOp op) {
  switch (op) {
    case CmpOp::Lt: return CmpOp::Gt;
    case CmpOp::Le: return CmpOp::Ge;
    case CmpOp::Gt: return CmpOp::Lt;
    case CmpOp::Ge: return CmpOp::Le;
    default: return op;
  }
}

const IValue& cmpName(Interp& in, CmpOp op) {
  switch (op) {
    case CmpOp::Lt: return in.n.lt_;
    case CmpOp::Le: return in.n.le_;
    case CmpOp::Eq: return in.n.eq_;
    case CmpOp::Ne: return in.n.ne_;
    case CmpOp::Gt: return in.n.gt_;
    case CmpOp::Ge: return in.n.ge_;
  }
  return in.n.eq_;
}

bool isNotImpl(Interp& in, const IValue& v) { return v.isPtr() && v.toRefCounted() == in.not_implemented.toRefCounted(); }

/// Sequence comparison (list/tuple): first differing element decides.
IValue seqCompare(Interp& in, const std::vector<IValue>& a, const std::vector<IValue>& b, CmpOp op) {
  RecursionGuard depth(in, " in comparison");  // nested lists compare recursively
  size_t n = std::min(a.size(), b.size());
  if ((op == CmpOp::Eq || op == CmpOp::Ne) && a.size() != b.size()) return IValue(op == CmpOp::Ne);
  for (size_t i = 0; i < n; ++i) {
    if (isSame(a[i], b[i]) || equals(in, a[i], b[i])) continue;
    if (op == CmpOp::Eq) return IValue(false);
    if (op == CmpOp::Ne) return IValue(true);
    return compare(in, a[i], b[i], op);
  }
  int64_t c = static_cast<int64_t>(a.size()) - static_cast<int64_t>(b.size());
  return IValue(cmpResult(c < 0 ? -1 : c > 0, op));
}

bool setSubset(Interp& in, const PySet& a, const PySet& b) {
  if (a.size() > b.size()) return false;
  bool ok = true;
  a.forEach([&](const IValue& k) { ok = ok && b.contains(in, k); });
  return ok;
}

}  // namespace

IValue compare(Interp& in, const IValue& a, const IValue& b, CmpOp op) {
  if (isNumber(a) && isNumber(b)) return IValue(cmpResult(numCompare(a, b), op));
  if (a.isStr() && b.isStr() && isBytes(a) == isBytes(b)) {
    int c = a.toStr().compare(b.toStr());
    return IValue(cmpResult(c < 0 ? -1 : c > 0, op));
  }
  if (a.isList() && b.isList()) return seqCompare(in, a.toList()->items, b.toList()->items, op);
  if (a.isTuple() && b.isTuple()) return seqCompare(in, a.toTuple()->items, b.toTuple()->items, op);
  if (a.isNone() && b.isNone() && (op == CmpOp::Eq || op == CmpOp::Ne)) return IValue(op == CmpOp::Eq);
  PyObject* pa = asPy(a);
  PyObject* pb = asPy(b);
  // User-defined rich comparison, reflected operand first when it is a subclass.
  const IValue* ma = userSpecial(in, a, cmpName(in, op));
  const IValue* mb = userSpecial(in, b, cmpName(in, reflected(op)));
  bool b_first = mb && typeOf(in, b) != typeOf(in, a) && typeOf(in, b)->isSubtype(typeOf(in, a));
  if (b_first) {
    IValue r = callMethod(in, *mb, b, {a});
    if (!isNotImpl(in, r)) return r;
    mb = nullptr;
  }
  if (ma) {
    IValue r = callMethod(in, *ma, a, {b});
    if (!isNotImpl(in, r)) return r;
  }
  if (mb) {
    IValue r = callMethod(in, *mb, b, {a});
    if (!isNotImpl(in, r)) return r;
  }
  if (op == CmpOp::Ne && userSpecial(in, a, in.n.eq_)) return IValue(!truthy(in, compare(in, a, b, CmpOp::Eq)));
  if (nativeValue(a) || nativeValue(b)) {
    const IValue* na = nativeValue(a);
    const IValue* nb = nativeValue(b);
    return compare(in, na ? *na : a, nb ? *nb : b, op);
  }
  auto* da = pyCast<PyDict>(pa);
  auto* db = pyCast<PyDict>(pb);
  if (da && db && (op == CmpOp::Eq || op == CmpOp::Ne)) {
    bool eq = da->size() == db->size();
    if (eq) {
      da->forEach([&](const IValue& k, const IValue& v) {
        if (!eq) return;
        int64_t i = db->find(in, k);
        eq = i >= 0 && (isSame(db->entries[i].value, v) || equals(in, db->entries[i].value, v));
      });
    }
    return IValue(eq == (op == CmpOp::Eq));
  }
  auto* sa = pyCast<PySet>(pa);
  auto* sb = pyCast<PySet>(pb);
  // dict.keys() and dict.items() compare equal to any set-like with the same
  // elements (CPython's dictview_richcompare); values views only by identity.
  Ref<PySet> view_a, view_b;
  auto* va = pyCast<DictView>(pa);
  auto* vb = pyCast<DictView>(pb);
  bool view_set_a = va && va->kind != 1, view_set_b = vb && vb->kind != 1;
  if ((view_set_a || view_set_b) && (view_set_a || sa) && (view_set_b || sb)) {
    auto asSet = [&](const IValue& v) {
      Ref<PySet> r = in.newSet(false);
      forEachItem(in, v, [&](const IValue& x) { r->add(in, x); });
      return r;
    };
    if (view_set_a) view_a = asSet(a), sa = view_a.get();
    if (view_set_b) view_b = asSet(b), sb = view_b.get();
  }
  if (sa && sb) {
    switch (op) {
      case CmpOp::Eq: return IValue(sa->size() == sb->size() && setSubset(in, *sa, *sb));
      case CmpOp::Ne: return IValue(!(sa->size() == sb->size() && setSubset(in, *sa, *sb)));
      case CmpOp::Le: return IValue(setSubset(in, *sa, *sb));
      case CmpOp::Lt: return IValue(sa->size() < sb->size() && setSubset(in, *sa, *sb));
      case CmpOp::Ge: return IValue(setSubset(in, *sb, *sa));
      case CmpOp::Gt: return IValue(sb->size() < sa->size() && setSubset(in, *sb, *sa));
    }
  }
  if (auto* ra = pyCast<PyRange>(pa); ra && pyCast<PyRange>(pb) && (op == CmpOp::Eq || op == CmpOp::Ne) &&
      (ra->isBig() || static_cast<PyRange*>(pb)->isBig())) {
    // Equal when they hold the same items: same length, first item, step.
    auto* rb = static_cast<PyRange*>(pb);
    IValue na = rangeLength(in, *ra), nb = rangeLength(in, *rb);
    bool eq = intCompare(na, nb) == 0 &&
              (intSign(na) == 0 || (intCompare(rangeField(*ra, 0), rangeField(*rb, 0)) == 0 &&
                                    (intCompare(na, IValue(int64_t{1})) == 0 ||
                                     intCompare(rangeField(*ra, 2), rangeField(*rb, 2)) == 0)));
    return IValue(eq == (op == CmpOp::Eq));
  }
  if (auto* ra = pyCast<PyRange>(pa); ra && pyCast<PyRange>(pb) && (op == CmpOp::Eq || op == CmpOp::Ne)) {
    auto* rb = static_cast<PyRange*>(pb);
    bool eq = ra->length() == rb->length() &&
              (ra->length() == 0 || (ra->start == rb->start && (ra->length() == 1 || ra->step == rb->step)));
    return IValue(eq == (op == CmpOp::Eq));
  }
  if (op == CmpOp::Eq) return IValue(isSame(a, b));
  if (op == CmpOp::Ne) return IValue(!isSame(a, b));
  in.raise(in.e.TypeError, std::string("'") + cmpSymbol(op) + "' not supported between instances of '" +
                               typeName(in, a) + "' and '" + typeName(in, b) + "'");
}

bool compareBool(Interp& in, const IValue& a, const IValue& b, CmpOp op) {
  IValue r = compare(in, a, b, op);
  return r.isBool() ? r.toBool() : truthy(in, r);
}

bool equals(Interp& in, const IValue& a, const IValue& b) {
  if (a.isInt() && b.isInt()) return a.toInt() == b.toInt();
  if (a.isStr() && b.isStr()) return isBytes(a) == isBytes(b) && a.toStr() == b.toStr();
  return compareBool(in, a, b, CmpOp::Eq);
}

bool truthy(Interp& in, const IValue& v) {
  switch (v.tag()) {
    case IValue::Tag::None: return false;
    case IValue::Tag::Bool: return v.toBool();
    case IValue::Tag::Int: return v.toInt() != 0;
    case IValue::Tag::Double: return v.toDouble() != 0;
    case IValue::Tag::Str: return !v.toStr().empty();
    case IValue::Tag::List: return !v.toList()->items.empty();
    case IValue::Tag::Tuple: return !v.toTuple()->items.empty();
    case IValue::Tag::Complex: return v.toComplex() != std::complex<double>(0, 0);
    case IValue::Tag::Tensor:
      if (const IValue* m = userSpecial(in, v, in.n.bool_)) return truthy(in, callMethod(in, *m, v, {}));
      return true;
    case IValue::Tag::Capsule: break;
    default: return true;
  }
  PyObject* p = asPy(v);
  if (!p) return true;
  if (auto* d = pyCast<PyDict>(p); d && !userSpecial(in, v, in.n.len_)) return d->size() != 0;
  if (auto* s = pyCast<PySet>(p)) return s->size() != 0;
  if (pyCast<BigInt>(p)) return true;
  if (auto* r = pyCast<PyRange>(p)) return r->isBig() ? intSign(rangeLength(in, *r)) != 0 : r->length() != 0;
  if (p->type == in.t.none) return false;
  if (const IValue* m = userSpecial(in, v, in.n.bool_)) {
    IValue r = callMethod(in, *m, v, {});
    if (!r.isBool()) in.raise(in.e.TypeError, "__bool__ should return bool, returned " + typeName(in, r));
    return r.toBool();
  }
  if (const IValue* m = userSpecial(in, v, in.n.len_)) return toIndex(in, callMethod(in, *m, v, {})) != 0;
  if (const IValue* nv = nativeValue(v)) return truthy(in, *nv);
  return true;
}

}  // namespace ts::py
