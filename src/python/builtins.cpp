// ===--- builtins.cpp - the builtins namespace: functions -----------------=== //
// print, len, isinstance, getattr, sorted/min/max, sum, round, iter/next,
// enumerate/zip/map/filter/reversed, chr/ord, hex/bin/oct, vars/dir, ...
#include <algorithm>
#include <cmath>
#include <cstring>
#include <cstdio>

#include "python/big_range.h"
#include "python/bigint.h"
#include "python/builtins.h"
#include "python/eval.h"

namespace ts::py {

void checkArgs(Interp& in, const Args& a, const char* fname, size_t min, size_t max) {
  if (a.n >= min && a.n <= max) return;
  std::string msg = std::string(fname) + "()";
  if (min == max) {
    if (min == 1) msg += " takes exactly one argument (" + std::to_string(a.n) + " given)";
    else msg += " takes exactly " + std::to_string(min) + " arguments (" + std::to_string(a.n) + " given)";
  } else if (a.n < min) {
    msg += " expected at least " + std::to_string(min) + " argument" + (min == 1 ? "" : "s") + ", got " + std::to_string(a.n);
  } else {
    msg += " expected at most " + std::to_string(max) + " argument" + (max == 1 ? "" : "s") + ", got " + std::to_string(a.n);
  }
  in.raise(in.e.TypeError, msg);
}

const std::string& strArg(Interp& in, const IValue& v, const char* what) {
  if (!isStrValue(v)) in.raise(in.e.TypeError, std::string(what) + " must be str, not " + typeName(in, v));
  return v.toStr();
}

IValue instantiateException(Interp& in, const IValue& v) {
  if (auto* t = asPyT<PyType>(v)) {
    if (!t->is_exception) in.raise(in.e.TypeError, "exceptions must derive from BaseException");
    IValue e = call(in, v, {});
    return e;
  }
  auto* p = asPyT<PyInstance>(v);
  if (!p || !p->type->is_exception) in.raise(in.e.TypeError, "exceptions must derive from BaseException");
  return v;
}

namespace {

// ---- iterators made by builtins ------------------------------------------ //

struct EnumerateIter : PyIterator {
  EnumerateIter(PyType* t, IValue i, IValue s) : PyIterator(t), it(std::move(i)), count(std::move(s)) {}
  IValue it, count;
  bool next(Interp& in, IValue& out) override {
    IValue v;
    if (!iterNext(in, it, v)) return false;
    out = in.newTuple({count, std::move(v)});
    count = count.isInt() && count.toInt() < INT64_MAX ? IValue(count.toInt() + 1) : binaryOp(in, BinOp::Add, count, IValue(int64_t{1}));
    return true;
  }
};

struct ZipIter : PyIterator {
  ZipIter(PyType* t, std::vector<IValue> i, bool s) : PyIterator(t), its(std::move(i)), strict(s) {}
  std::vector<IValue> its;
  bool strict;
  bool next(Interp& in, IValue& out) override {
    if (its.empty()) return false;
    std::vector<IValue> items;
    for (size_t k = 0; k < its.size(); ++k) {
      IValue v;
      if (!iterNext(in, its[k], v)) {
        if (strict && k > 0) in.raise(in.e.ValueError, "zip() argument " + std::to_string(k + 1) + " is shorter than argument 1");
        return false;
      }
      items.push_back(std::move(v));
    }
    out = in.newTuple(std::move(items));
    return true;
  }
};

struct MapIter : PyIterator {
  MapIter(PyType* t, IValue f, std::vector<IValue> i) : PyIterator(t), fn(std::move(f)), its(std::move(i)) {}
  IValue fn;
  std::vector<IValue> its;
  bool next(Interp& in, IValue& out) override {
    SmallPos args;
    for (auto& it : its) {
      IValue v;
      if (!iterNext(in, it, v)) return false;
      args.push_back(std::move(v));
    }
    Args a{args.data(), args.size(), nullptr, 0};
    out = call(in, fn, a);
    return true;
  }
};

/// iter(callable, sentinel): calls until the result equals the sentinel.
struct CallIter : PyIterator {
  CallIter(PyType* t, IValue f, IValue s) : PyIterator(t), fn(std::move(f)), sentinel(std::move(s)) {}
  IValue fn, sentinel;
  bool done = false;
  bool next(Interp& in, IValue& out) override {
    if (done) return false;
    Args a{nullptr, 0, nullptr, 0};
    IValue v = call(in, fn, a);
    if (equals(in, v, sentinel)) {
      done = true;
      return false;
    }
    out = std::move(v);
    return true;
  }
};

struct FilterIter : PyIterator {
  FilterIter(PyType* t, IValue f, IValue i) : PyIterator(t), fn(std::move(f)), it(std::move(i)) {}
  IValue fn, it;
  bool next(Interp& in, IValue& out) override {
    IValue v;
    while (iterNext(in, it, v)) {
      if (truthy(in, fn.isNone() ? v : call(in, fn, {v}))) {
        out = std::move(v);
        return true;
      }
    }
    return false;
  }
};

// ---- functions ------------------------------------------------------------- //

/// sys.stdout when a program replaced it (contextlib.redirect_stdout, a
/// plain assignment), else None: print() then writes to the interpreter's stream.
IValue redirectedStdout(Interp& in) {
  IValue* sys = in.modules->findStr(in, in.intern("sys"), hashStr("sys"));
  if (!sys) return IValue();
  PyModule* m = pyCast<PyModule>(asPy(*sys));
  if (!m) return IValue();
  IValue* cur = m->dict->findStr(in, in.intern("stdout"), hashStr("stdout"));
  IValue* orig = m->dict->findStr(in, in.intern("__stdout__"), hashStr("__stdout__"));
  if (!cur || !orig || cur->isNone() || asPy(*cur) == asPy(*orig)) return IValue();
  return *cur;
}

IValue bPrint(Interp& in, Args& a, PyObject*) {
  std::string sep = " ", end = "\n";
  IValue file;
  for (size_t i = 0; i < a.nkw; ++i) {
    const std::string& k = a.kw[i].name.toStr();
    const IValue& v = a.kw[i].value;
    if (k == "sep") sep = v.isNone() ? " " : strArg(in, v, "sep");
    else if (k == "end") end = v.isNone() ? "\n" : strArg(in, v, "end");
    else if (k == "file") file = v;
    else if (k != "flush") in.raise(in.e.TypeError, "'" + k + "' is an invalid keyword argument for print()");
  }
  if (file.isNone()) file = redirectedStdout(in);
  // CPython writes each piece as soon as it has it: a __str__ that prints
  // (a __torch_function__ logging Tensor.__repr__) lands after the items before it.
  auto write = [&](const std::string& piece) {
    if (file.isNone()) in.out << piece;
    else callAttr(in, file, "write", {IValue(piece)});
  };
  for (size_t i = 0; i < a.n; ++i) {
    if (i) write(sep);
    write(toStr(in, a[i]));
  }
  write(end);
  return IValue();
}

}  // namespace

std::string asciiRepr(Interp& in, const IValue& v) {
  std::string r = repr(in, v), out;
  for (char32_t c : decodeUtf8(r)) {
    if (c < 0x80) { out += static_cast<char>(c); continue; }
    char buf[16];
    if (c <= 0xff) std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned>(c));
    else if (c <= 0xffff) std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
    else std::snprintf(buf, sizeof buf, "\\U%08x", static_cast<unsigned>(c));
    out += buf;
  }
  return out;
}

namespace {

IValue bRepr(Interp& in, Args& a, PyObject*) { checkArgs(in, a, "repr", 1, 1); return IValue(repr(in, a[0])); }
IValue bAscii(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "ascii", 1, 1);
  return IValue(asciiRepr(in, a[0]));
}
IValue bLen(Interp& in, Args& a, PyObject*) { checkArgs(in, a, "len", 1, 1); return IValue(length(in, a[0])); }

IValue bFormat(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "format", 1, 2);
  return IValue(format(in, a[0], a.n > 1 ? strArg(in, a[1], "format_spec") : std::string()));
}

bool isInstanceOf(Interp& in, const IValue& v, const IValue& cls, const char* fname) {
  if (cls.isTuple()) {
    for (auto& c : cls.toTuple()->items)
      if (isInstanceOf(in, v, c, fname)) return true;
    return false;
  }
  auto* t = asPyT<PyType>(cls);
  if (!t) {
    IValue check;
    if (getAttrOpt(in, cls, "__instancecheck__", check)) return truthy(in, call(in, check, {v}));
    in.raise(in.e.TypeError, std::string(fname) + " arg 2 must be a type, a tuple of types, or a union");
  }
  if (t->type != in.t.type) {
    if (const IValue* m = t->type->lookup(in, in.n.instancecheck_, hashStr("__instancecheck__")); m && asPy(*m)->type != in.t.native)
      return truthy(in, callMethod(in, *m, cls, {v}));
  }
  return isInstance(in, v, t);
}

IValue bIsinstance(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "isinstance", 2, 2);
  return IValue(isInstanceOf(in, a[0], a[1], "isinstance()"));
}

bool isSubclassOf(Interp& in, PyType* t, const IValue& cls) {
  if (cls.isTuple()) {
    for (auto& c : cls.toTuple()->items)
      if (isSubclassOf(in, t, c)) return true;
    return false;
  }
  auto* c = asPyT<PyType>(cls);
  if (!c) {  // an object with __subclasscheck__: types.UnionType, typing's aliases
    IValue check;
    if (getAttrOpt(in, cls, "__subclasscheck__", check)) return truthy(in, call(in, check, {box(t)}));
    in.raise(in.e.TypeError, "issubclass() arg 2 must be a class, a tuple of classes, or a union");
  }
  if (c->type != in.t.type) {  // a metaclass's __subclasscheck__ (abc.ABCMeta)
    if (const IValue* m = c->type->lookup(in, in.intern("__subclasscheck__"), hashStr("__subclasscheck__"));
        m && asPy(*m)->type != in.t.native)
      return truthy(in, callMethod(in, *m, cls, {box(t)}));
  }
  return t->isSubtype(c);
}

IValue bIssubclass(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "issubclass", 2, 2);
  auto* t = asPyT<PyType>(a[0]);
  if (!t) in.raise(in.e.TypeError, "issubclass() arg 1 must be a class");
  return IValue(isSubclassOf(in, t, a[1]));
}

IValue bHasattr(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "hasattr", 2, 2);
  const std::string& n = strArg(in, a[1], "attribute name");
  IValue out;
  try {
    return IValue(getAttrOpt(in, a[0], in.intern(n), hashStr(n), out));
  } catch (PyErr& e) {
    if (isInstance(in, e.exc, in.e.AttributeError)) return IValue(false);
    throw;
  }
}

IValue bGetattr(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "getattr", 2, 3);
  const std::string& n = strArg(in, a[1], "attribute name");
  if (a.n == 2) return getAttr(in, a[0], in.intern(n), hashStr(n));
  try {
    IValue out;
    if (getAttrOpt(in, a[0], in.intern(n), hashStr(n), out)) return out;
    return a[2];
  } catch (PyErr& e) {
    if (isInstance(in, e.exc, in.e.AttributeError)) return a[2];
    throw;
  }
}

IValue bSetattr(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "setattr", 3, 3);
  const std::string& n = strArg(in, a[1], "attribute name");
  setAttr(in, a[0], in.intern(n), hashStr(n), a[2]);
  return IValue();
}

IValue bDelattr(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "delattr", 2, 2);
  const std::string& n = strArg(in, a[1], "attribute name");
  delAttr(in, a[0], in.intern(n), hashStr(n));
  return IValue();
}

IValue bCallable(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "callable", 1, 1);
  PyObject* p = asPy(a[0]);
  if (!p) return IValue(false);
  if (p->type == in.t.function || p->type == in.t.native || p->type == in.t.method || pyCast<PyType>(p)) return IValue(true);
  return IValue(p->type->lookup(in, in.n.call_, hashStr("__call__")) != nullptr);
}

IValue bCallable(Interp& in, Args& a, PyObject*);

IValue bIter(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "iter", 1, 2);
  if (a.n == 2) {
    Args one{a.pos, 1, nullptr, 0};
    if (!truthy(in, bCallable(in, one, nullptr))) in.raise(in.e.TypeError, "iter(v, w): v must be callable");
    return box(new CallIter(iteratorType(in, "callable_iterator"), a[0], a[1]));
  }
  return getIter(in, a[0]);
}

IValue bNext(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "next", 1, 2);
  PyObject* p = asPy(a[0]);
  if (!p || (!pyCast<PyIterator>(p) && !p->type->lookup(in, in.n.next_, hashStr("__next__"))))
    in.raise(in.e.TypeError, "'" + typeName(in, a[0]) + "' object is not an iterator");
  IValue out;
  if (iterNext(in, a[0], out)) return out;
  if (a.n == 2) return a[1];
  IValue returned = takeGeneratorReturn(a[0]);  // `return v` in a generator: StopIteration(v)
  if (!returned.isNone()) in.raiseArgs(in.e.StopIteration, {std::move(returned)});
  in.raiseArgs(in.e.StopIteration, {});
}

IValue bEnumerate(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "enumerate", 1, 2);
  IValue start = a.n > 1 ? a[1] : IValue(int64_t{0});
  if (IValue* s = a.kwarg("start")) start = *s;
  return box(new EnumerateIter(iteratorType(in, "enumerate"), getIter(in, a[0]), start));
}

IValue bZip(Interp& in, Args& a, PyObject*) {
  std::vector<IValue> its;
  for (size_t i = 0; i < a.n; ++i) its.push_back(getIter(in, a[i]));
  IValue* strict = a.kwarg("strict");
  return box(new ZipIter(iteratorType(in, "zip"), std::move(its), strict && truthy(in, *strict)));
}

IValue bMap(Interp& in, Args& a, PyObject*) {
  if (a.n < 2) in.raise(in.e.TypeError, "map() must have at least two arguments.");
  std::vector<IValue> its;
  for (size_t i = 1; i < a.n; ++i) its.push_back(getIter(in, a[i]));
  return box(new MapIter(iteratorType(in, "map"), a[0], std::move(its)));
}

IValue bFilter(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "filter", 2, 2);
  return box(new FilterIter(iteratorType(in, "filter"), a[0], getIter(in, a[1])));
}

IValue bReversed(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "reversed", 1, 1);
  if (const IValue* m = lookupSpecial(in, a[0], in.n.reversed_); m && asPy(*m)->type != in.t.native)
    return callMethod(in, *m, a[0], {});
  if (auto* r = asPyT<PyRange>(a[0])) {
    if (r->isBig()) return bigRangeIter(in, *r, true);
    int64_t n = r->length();
    return box(new PyRange(in.t.range, r->start + (n - 1) * r->step, r->start - r->step, -r->step));
  }
  // Lists, dicts and dict views are iterated from the end in place (a copy
  // made `next(reversed(d))` O(n)); dicts and their views are reversible
  // since Python 3.8.
  if (a[0].isList()) return listReverseIterator(in, a[0]);
  if (auto* d = asPyT<PyDict>(a[0])) return dictIterator(in, d, 0, true);
  if (auto* v = asPyT<DictView>(a[0])) return dictIterator(in, v->dict.get(), v->kind, true);
  std::vector<IValue> items;
  if (a[0].isTuple() || a[0].isStr()) {
    items = toVector(in, a[0]);
  } else if (lookupSpecial(in, a[0], in.n.getitem_) && lookupSpecial(in, a[0], in.n.len_)) {
    int64_t n = length(in, a[0]);
    for (int64_t i = 0; i < n; ++i) items.push_back(getItem(in, a[0], IValue(i)));
  } else {
    in.raise(in.e.TypeError, "'" + typeName(in, a[0]) + "' object is not reversible");
  }
  std::reverse(items.begin(), items.end());
  return reversedIterator(in, std::move(items));
}

bool allInts(const std::vector<IValue>& v) {
  for (auto& x : v)
    if (!x.isInt()) return false;
  return true;
}

bool allStrs(const std::vector<IValue>& v) {
  for (auto& x : v)
    if (!isStrValue(x)) return false;
  return true;
}

}  // namespace

void sortValues(Interp& in, std::vector<IValue>& items, const IValue& key, bool reverse) {
  std::vector<IValue> keys;
  if (!key.isNone()) {
    keys.reserve(items.size());
    for (auto& x : items) keys.push_back(call(in, key, {x}));
  }
  std::vector<size_t> idx(items.size());
  for (size_t i = 0; i < idx.size(); ++i) idx[i] = i;
  const std::vector<IValue>& k = key.isNone() ? items : keys;
  // Stable with the comparison reversed keeps equal keys in original order,
  // which is what reverse=True means in Python.
  if (allInts(k)) {
    std::stable_sort(idx.begin(), idx.end(), [&](size_t a, size_t b) {
      return reverse ? k[b].toInt() < k[a].toInt() : k[a].toInt() < k[b].toInt();
    });
  } else if (allStrs(k)) {
    std::stable_sort(idx.begin(), idx.end(), [&](size_t a, size_t b) {
      return reverse ? k[b].toStr() < k[a].toStr() : k[a].toStr() < k[b].toStr();
    });
  } else {
    std::stable_sort(idx.begin(), idx.end(), [&](size_t a, size_t b) {
      return reverse ? compareBool(in, k[b], k[a], CmpOp::Lt) : compareBool(in, k[a], k[b], CmpOp::Lt);
    });
  }
  std::vector<IValue> out;
  out.reserve(items.size());
  for (size_t i : idx) out.push_back(std::move(items[i]));
  items = std::move(out);
}

namespace {

IValue bSorted(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "sorted", 1, 1);
  std::vector<IValue> items = toVector(in, a[0]);
  IValue* key = a.kwarg("key");
  IValue* rev = a.kwarg("reverse");
  sortValues(in, items, key ? *key : IValue(), rev && truthy(in, *rev));
  return in.newList(std::move(items));
}

IValue minMax(Interp& in, Args& a, bool is_max) {
  const char* name = is_max ? "max" : "min";
  if (a.n == 0) in.raise(in.e.TypeError, std::string(name) + " expected at least 1 argument, got 0");
  std::vector<IValue> items = a.n == 1 ? toVector(in, a[0]) : std::vector<IValue>(a.pos, a.pos + a.n);
  IValue* key = a.kwarg("key");
  IValue* def = a.kwarg("default");
  if (items.empty()) {
    if (def) return *def;
    in.raise(in.e.ValueError, std::string(name) + "() arg is an empty sequence");
  }
  IValue best = items[0];
  IValue best_key = key && !key->isNone() ? call(in, *key, {best}) : best;
  for (size_t i = 1; i < items.size(); ++i) {
    IValue k = key && !key->isNone() ? call(in, *key, {items[i]}) : items[i];
    if (compareBool(in, k, best_key, is_max ? CmpOp::Gt : CmpOp::Lt)) {
      best = items[i];
      best_key = k;
    }
  }
  return best;
}

IValue bMin(Interp& in, Args& a, PyObject*) { return minMax(in, a, false); }
IValue bMax(Interp& in, Args& a, PyObject*) { return minMax(in, a, true); }

IValue bSum(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "sum", 1, 2);
  IValue acc = a.n > 1 ? a[1] : IValue(int64_t{0});
  if (IValue* s = a.kwarg("start")) acc = *s;
  if (isStrValue(acc)) in.raise(in.e.TypeError, "sum() can't sum strings [use ''.join(seq) instead]");
  forEachItem(in, a[0], [&](const IValue& x) {
    int64_t r;
    if (acc.isInt() && x.isInt() && !__builtin_add_overflow(acc.toInt(), x.toInt(), &r)) acc = IValue(r);
    else if (acc.isDouble() && x.isDouble()) acc = IValue(acc.toDouble() + x.toDouble());
    else acc = binaryOp(in, BinOp::Add, acc, x);
  });
  return acc;
}

IValue bAbs(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "abs", 1, 1);
  const IValue& v = a[0];
  if (v.isDouble()) return IValue(std::fabs(v.toDouble()));
  if (v.isComplex()) return IValue(std::abs(v.toComplex()));
  if (isIntValue(v)) return intSign(v) < 0 ? intNegate(in, v) : (v.isBool() ? IValue(static_cast<int64_t>(v.toBool())) : v);
  if (const IValue* m = lookupSpecial(in, v, in.n.abs_)) return callMethod(in, *m, v, {});
  in.raise(in.e.TypeError, "bad operand type for abs(): '" + typeName(in, v) + "'");
}

double roundHalfEven(double x, int64_t nd) {
  if (nd > 320) return x;
  if (nd < -320) return 0.0 * x;
  char buf[512];
  if (nd >= 0) {
    std::snprintf(buf, sizeof buf, "%.*f", static_cast<int>(nd), x);
    return std::strtod(buf, nullptr);
  }
  double p = std::pow(10.0, static_cast<double>(-nd));
  double y = x / p;
  double r = std::nearbyint(y);
  return r * p;
}

IValue bRound(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "round", 1, 2);
  const IValue& v = a[0];
  IValue nd = a.n > 1 ? a[1] : IValue();
  if (IValue* k = a.kwarg("ndigits")) nd = *k;
  if (v.isDouble()) {
    double x = v.toDouble();
    if (nd.isNone()) return intFromDouble(in, std::nearbyint(x));
    if (!std::isfinite(x)) return v;
    return IValue(roundHalfEven(x, toIndex(in, nd)));
  }
  if (isIntValue(v)) {
    if (nd.isNone() || toIndex(in, nd) >= 0) return v.isBool() ? IValue(static_cast<int64_t>(v.toBool())) : v;
    IValue p = intBinary(in, BinOp::Pow, IValue(int64_t{10}), IValue(-toIndex(in, nd)));
    IValue q = intBinary(in, BinOp::FloorDiv, v, p);
    IValue r = intBinary(in, BinOp::Mod, v, p);
    IValue twice = intBinary(in, BinOp::Mul, r, IValue(int64_t{2}));
    int c = intCompare(twice, p);
    if (c > 0 || (c == 0 && intBinary(in, BinOp::Mod, q, IValue(int64_t{2})).toInt() == 1)) q = intBinary(in, BinOp::Add, q, IValue(int64_t{1}));
    return intBinary(in, BinOp::Mul, q, p);
  }
  if (const IValue* m = lookupSpecial(in, v, in.n.round_)) {
    if (nd.isNone()) return callMethod(in, *m, v, {});
    return callMethod(in, *m, v, {nd});
  }
  in.raise(in.e.TypeError, "type " + typeName(in, v) + " doesn't define __round__ method");
}

IValue bDivmod(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "divmod", 2, 2);
  return in.newTuple({binaryOp(in, BinOp::FloorDiv, a[0], a[1]), binaryOp(in, BinOp::Mod, a[0], a[1])});
}

IValue bPow(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "pow", 2, 3);
  if (a.n == 2 || a[2].isNone()) return binaryOp(in, BinOp::Pow, a[0], a[1]);
  if (!isIntValue(a[0]) || !isIntValue(a[1]) || !isIntValue(a[2]))
    in.raise(in.e.TypeError, "pow() 3rd argument not allowed unless all arguments are integers");
  if (intSign(a[2]) == 0) in.raise(in.e.ValueError, "pow() 3rd argument cannot be 0");
  mpz_t b, e, m, r;
  mpz_inits(b, e, m, r, nullptr);
  auto load = [](mpz_t out, const IValue& v) {
    if (v.isPtr()) mpz_set(out, asBig(v)->value);
    else mpz_set_si(out, v.isBool() ? v.toBool() : v.toInt());
  };
  load(b, a[0]);
  load(e, a[1]);
  load(m, a[2]);
  if (mpz_sgn(e) < 0) {
    if (!mpz_invert(b, b, m)) {
      mpz_clears(b, e, m, r, nullptr);
      in.raise(in.e.ValueError, "base is not invertible for the given modulus");
    }
    mpz_neg(e, e);
  }
  mpz_powm(r, b, e, m);
  if (mpz_sgn(r) != 0 && mpz_sgn(m) < 0) mpz_add(r, r, m);
  std::string s(mpz_sizeinbase(r, 10) + 2, '\0');
  mpz_get_str(s.data(), 10, r);
  mpz_clears(b, e, m, r, nullptr);
  s.resize(std::strlen(s.c_str()));
  return bigFromString(in, s, 10);
}

IValue bHash(Interp& in, Args& a, PyObject*) { checkArgs(in, a, "hash", 1, 1); return IValue(hashValue(in, a[0])); }

IValue bId(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "id", 1, 1);
  if (a[0].isPtr()) return IValue(static_cast<int64_t>(reinterpret_cast<uintptr_t>(a[0].toRefCounted())));
  // Unsigned arithmetic: a large hash times 32 wraps instead of overflowing.
  uint64_t h = static_cast<uint64_t>(hashValue(in, a[0]));
  return IValue(static_cast<int64_t>(h * 32 + static_cast<uint64_t>(a[0].tag())));
}

IValue bAny(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "any", 1, 1);
  IValue it = getIter(in, a[0]);
  IValue v;
  while (iterNext(in, it, v))
    if (truthy(in, v)) return IValue(true);
  return IValue(false);
}

IValue bAll(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "all", 1, 1);
  IValue it = getIter(in, a[0]);
  IValue v;
  while (iterNext(in, it, v))
    if (!truthy(in, v)) return IValue(false);
  return IValue(true);
}

IValue bChr(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "chr", 1, 1);
  int64_t c = toIndex(in, a[0]);
  if (c < 0 || c > 0x10ffff) in.raise(in.e.ValueError, "chr() arg not in range(0x110000)");
  std::string s;
  appendUtf8(s, static_cast<char32_t>(c));
  return IValue(s);
}

IValue bOrd(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "ord", 1, 1);
  if (!a[0].isStr()) in.raise(in.e.TypeError, "ord() expected string of length 1, but " + typeName(in, a[0]) + " found");
  if (isBytes(a[0])) {
    if (a[0].toStr().size() != 1) in.raise(in.e.TypeError, "ord() expected a character, but string of length " + std::to_string(a[0].toStr().size()) + " found");
    return IValue(static_cast<int64_t>(static_cast<unsigned char>(a[0].toStr()[0])));
  }
  std::u32string u = decodeUtf8(a[0].toStr());
  if (u.size() != 1) in.raise(in.e.TypeError, "ord() expected a character, but string of length " + std::to_string(u.size()) + " found");
  return IValue(static_cast<int64_t>(u[0]));
}

IValue radix(Interp& in, Args& a, const char* name, int base, const char* prefix) {
  checkArgs(in, a, name, 1, 1);
  IValue v = a[0];
  if (!isIntValue(v)) v = IValue(toIndex(in, v));
  std::string digits = intToString(v, base);
  bool neg = !digits.empty() && digits[0] == '-';
  return IValue((neg ? "-" : "") + std::string(prefix) + (neg ? digits.substr(1) : digits));
}

IValue bHex(Interp& in, Args& a, PyObject*) { return radix(in, a, "hex", 16, "0x"); }
IValue bBin(Interp& in, Args& a, PyObject*) { return radix(in, a, "bin", 2, "0b"); }
IValue bOct(Interp& in, Args& a, PyObject*) { return radix(in, a, "oct", 8, "0o"); }

IValue bVars(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "vars", 1, 1);
  IValue d;
  if (!getAttrOpt(in, a[0], "__dict__", d)) in.raise(in.e.TypeError, "vars() argument must have __dict__ attribute");
  return d;
}

/// Note [dir of slot attributes]: CPython's object and classes hold C slots
/// (__class__, __lt__, __reduce_ex__, ...) and a class statement adds
/// __dict__, __weakref__ and __doc__ descriptors; this interpreter keeps
/// those outside the type dicts, so dir() adds their names. __qualname__
/// lives in the type, not in its __dict__.
void addSlotNames(Interp& in, PyType* t, PySet& names) {
  static const char* kObject[] = {"__class__", "__delattr__", "__dir__", "__doc__", "__eq__", "__format__",
                                  "__ge__", "__getattribute__", "__getstate__", "__gt__", "__hash__", "__init__",
                                  "__init_subclass__", "__le__", "__lt__", "__ne__", "__new__", "__reduce__",
                                  "__reduce_ex__", "__repr__", "__setattr__", "__sizeof__", "__str__",
                                  "__subclasshook__"};
  if (t->mro.empty() || t->mro.back() != in.t.object) return;
  for (const char* n : kObject) names.add(in, in.intern(n));
  for (PyType* m : t->mro) {
    if (m->native) continue;
    names.add(in, in.intern("__doc__"));
    names.add(in, in.intern("__module__"));
    if (!m->dict->findStr(in, in.n.slots_, hashStr("__slots__"))) {
      names.add(in, in.intern("__dict__"));
      names.add(in, in.intern("__weakref__"));
    }
  }
  names.discard(in, in.intern("__qualname__"), hashStr("__qualname__"));
}

IValue bDir(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "dir", 0, 1);
  if (a.n == 0) {  // the names of the current local scope, sorted
    if (!in.top) return in.newList({});
    std::vector<IValue> names;
    localsOf(in, *in.top)->forEach([&](const IValue& k, const IValue&) { names.push_back(k); });
    sortValues(in, names, IValue(), false);
    return in.newList(std::move(names));
  }
  PyType* type = typeOf(in, a[0]);
  if (!asPyT<PyType>(a[0]) && !type->native) {
    // A class's own __dir__ (nn.Module lists its parameters and submodules).
    const IValue* d = type->lookup(in, in.intern("__dir__"), hashStr("__dir__"));
    if (d && asPyT<PyFunction>(*d)) {
      std::vector<IValue> out = toVector(in, callMethod(in, *d, a[0], {}));
      sortValues(in, out, IValue(), false);
      return in.newList(std::move(out));
    }
  }
  Ref<PySet> names = in.newSet();
  auto addDict = [&](PyDict* d) {
    if (d) d->forEach([&](const IValue& k, const IValue&) { names->add(in, k); });
  };
  if (auto* m = asPyT<PyModule>(a[0])) {
    addDict(m->dict.get());
  } else {
    if (auto* i = asPyT<PyInstance>(a[0])) addDict(i->dict.get());
    PyType* t = asPyT<PyType>(a[0]) ? asPyT<PyType>(a[0]) : type;
    for (PyType* m : t->mro) addDict(m->dict.get());
    addSlotNames(in, t, *names);
  }
  std::vector<IValue> out;
  names->forEach([&](const IValue& k) { out.push_back(k); });
  sortValues(in, out, IValue(), false);
  return in.newList(std::move(out));
}

IValue bExit(Interp& in, Args& a, PyObject*) {
  in.raiseArgs(in.e.SystemExit, std::vector<IValue>(a.pos, a.pos + a.n));
}

}  // namespace

void initBuiltins(Interp& in) {
  initObjectModel(in);
  PyDict& b = *in.builtins;
  auto fn = [&](const char* name, NativeFn f) { b.set(in, in.intern(name), in.native(name, f)); };
  fn("print", bPrint);
  fn("repr", bRepr);
  fn("ascii", bAscii);
  fn("len", bLen);
  fn("format", bFormat);
  fn("isinstance", bIsinstance);
  fn("issubclass", bIssubclass);
  fn("hasattr", bHasattr);
  fn("getattr", bGetattr);
  fn("setattr", bSetattr);
  fn("delattr", bDelattr);
  fn("callable", bCallable);
  fn("iter", bIter);
  fn("next", bNext);
  fn("sorted", bSorted);
  fn("min", bMin);
  fn("max", bMax);
  fn("sum", bSum);
  fn("abs", bAbs);
  fn("round", bRound);
  fn("divmod", bDivmod);
  fn("pow", bPow);
  fn("hash", bHash);
  fn("id", bId);
  fn("any", bAny);
  fn("all", bAll);
  fn("chr", bChr);
  fn("ord", bOrd);
  fn("hex", bHex);
  fn("bin", bBin);
  fn("oct", bOct);
  fn("vars", bVars);
  fn("dir", bDir);
  fn("exit", bExit);
  fn("quit", bExit);
  // Iterator-returning builtins are classes in Python; functions suffice here.
  fn("enumerate", bEnumerate);
  fn("zip", bZip);
  fn("map", bMap);
  fn("filter", bFilter);
  fn("reversed", bReversed);
  for (PyType* t : {in.t.type, in.t.object, in.t.int_, in.t.float_, in.t.bool_, in.t.str, in.t.bytes, in.t.list,
                    in.t.tuple, in.t.dict, in.t.set, in.t.frozenset, in.t.range, in.t.slice, in.t.property,
                    in.t.staticmethod, in.t.classmethod, in.t.super_, in.t.complex})
    b.set(in, in.intern(t->name), box(t));
#define TS_PY_EXC_BUILTIN(x) b.set(in, in.intern(#x), box(in.e.x));
  TS_PY_EXCS(TS_PY_EXC_BUILTIN)
#undef TS_PY_EXC_BUILTIN
  b.set(in, in.intern("NotImplemented"), in.not_implemented);
  b.set(in, in.intern("Ellipsis"), in.ellipsis);
  b.set(in, in.intern("__debug__"), IValue(true));
}

}  // namespace ts::py
