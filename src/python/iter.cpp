// ===--- iter.cpp - iterators of builtin containers and the iter protocol -=== //
// Native iterators for list/tuple/str/dict/set/range, iter()/next() over
// user classes (__iter__/__next__, or __getitem__ sequences), unpacking.
#include <algorithm>
#include <unordered_map>

#include "python/big_range.h"
#include "python/builtins.h"
#include "python/eval.h"

namespace ts::py {

namespace {

struct SeqIter : PyIterator {
  SeqIter(PyType* t, IValue s) : PyIterator(t), seq(std::move(s)) {}
  IValue seq;
  size_t i = 0;
  bool next(Interp&, IValue& out) override {
    auto& items = seq.isList() ? seq.toList()->items : seq.toTuple()->items;
    if (i >= items.size()) return false;
    out = items[i++];
    return true;
  }
};

struct StrIter : PyIterator {
  StrIter(PyType* t, IValue s) : PyIterator(t), str(std::move(s)) {}
  IValue str;
  size_t pos = 0;
  bool next(Interp& in, IValue& out) override {
    const std::string& s = str.toStr();
    if (pos >= s.size()) return false;
    if (isBytes(str)) {
      out = IValue(static_cast<int64_t>(static_cast<unsigned char>(s[pos++])));
      return true;
    }
    unsigned char c = s[pos];
    size_t n = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    n = std::min(n, s.size() - pos);
    out = n == 1 ? in.intern(std::string_view(&s[pos], 1)) : IValue(s.substr(pos, n));
    pos += n;
    return true;
  }
};

struct DictIter : PyIterator {
  enum Kind { Keys, Values, Items } kind;
  DictIter(PyType* t, Ref<PyDict> d, Kind k, bool reversed)
      : PyIterator(t), kind(k), dict(std::move(d)), size(dict->size()), reversed(reversed) {
    i = reversed ? dict->entries.size() : dict->live_begin;
  }
  Ref<PyDict> dict;
  size_t i = 0, size;
  bool reversed;  ///< reversed(d): i counts down, one past the next entry
  bool next(Interp& in, IValue& out) override {
    if (dict->size() != size) in.raise(in.e.RuntimeError, "dictionary changed size during iteration");
    const HashEntry* e = reversed ? previousEntry() : nextEntry();
    if (!e) return false;
    if (kind == Keys) out = e->key;
    else if (kind == Values) out = e->value;
    else out = in.newTuple({e->key, e->value});
    return true;
  }
  const HashEntry* nextEntry() {
    while (i < dict->entries.size() && dict->dead[i]) ++i;
    return i < dict->entries.size() ? &dict->entries[i++] : nullptr;
  }
  const HashEntry* previousEntry() {
    i = std::min(i, dict->entries.size());
    while (i > 0 && dict->dead[i - 1]) --i;
    return i > 0 ? &dict->entries[--i] : nullptr;
  }
};

/// reversed(list): reads the list as it is at each step, as CPython's.
struct ListReverseIter : PyIterator {
  ListReverseIter(PyType* t, IValue l) : PyIterator(t), list(std::move(l)), i(list.toList()->items.size()) {}
  IValue list;
  size_t i;  ///< one past the next item
  bool next(Interp&, IValue& out) override {
    auto& items = list.toList()->items;
    if (i == 0 || i > items.size()) return false;
    out = items[--i];
    return true;
  }
};

struct RangeIter : PyIterator {
  RangeIter(PyType* t, int64_t a, int64_t s, int64_t n) : PyIterator(t), cur(a), step(s), left(n) {}
  int64_t cur, step, left;
  bool next(Interp&, IValue& out) override {
    if (left <= 0) return false;
    out = IValue(cur);
    cur += step;
    --left;
    return true;
  }
};

struct VecIter : PyIterator {
  VecIter(PyType* t, std::vector<IValue> v) : PyIterator(t), items(std::move(v)) {}
  std::vector<IValue> items;
  size_t i = 0;
  bool next(Interp&, IValue& out) override {
    if (i >= items.size()) return false;
    out = std::move(items[i++]);
    return true;
  }
};

struct SetIter : PyIterator {
  SetIter(PyType* t, Ref<PySet> s) : PyIterator(t), set(std::move(s)), size(set->size()) {}
  Ref<PySet> set;
  size_t i = 0, size;
  bool next(Interp& in, IValue& out) override {
    if (set->size() != size) in.raise(in.e.RuntimeError, "Set changed size during iteration");
    while (i < set->table.size() && set->state[i] != 1) ++i;
    if (i >= set->table.size()) return false;
    out = set->table[i++].key;
    return true;
  }
};

/// Old-style iteration over __getitem__ until IndexError.
struct GetItemIter : PyIterator {
  GetItemIter(PyType* t, IValue s) : PyIterator(t), seq(std::move(s)) {}
  IValue seq;
  int64_t i = 0;
  bool next(Interp& in, IValue& out) override {
    try {
      out = getItem(in, seq, IValue(i++));
      return true;
    } catch (PyErr& e) {
      if (isInstance(in, e.exc, in.e.IndexError) || isInstance(in, e.exc, in.e.StopIteration)) return false;
      throw;
    }
  }
};

}  // namespace

// Note [Iterator type names]: CPython's builtin iterators are of distinct
// types programs print (`type(iter([])).__name__` is 'list_iterator'). Here
// they are one native layout; each name is a subclass of `iterator` (made
// once per Interp), so every iterator still has the iterator protocol.
PyType* iteratorType(Interp& in, const std::string& name) {
  static const char key = 0;
  std::shared_ptr<void>& slot = in.extension(&key);
  if (!slot) slot = std::make_shared<std::unordered_map<std::string, PyType*>>();
  PyType*& t = (*static_cast<std::unordered_map<std::string, PyType*>*>(slot.get()))[name];
  if (!t) t = in.newType(name, in.t.iterator, Layout::Iterator);
  return t;
}

IValue vectorIterator(Interp& in, std::vector<IValue> items) { return box(new VecIter(in.t.iterator, std::move(items))); }

IValue reversedIterator(Interp& in, std::vector<IValue> items) {
  return box(new VecIter(iteratorType(in, "reversed"), std::move(items)));
}

IValue dictIterator(Interp& in, PyDict* d, int kind, bool reversed) {
  static const char* const kNames[2][3] = {{"dict_keyiterator", "dict_valueiterator", "dict_itemiterator"},
                                           {"dict_reversekeyiterator", "dict_reversevalueiterator", "dict_reverseitemiterator"}};
  PyType* t = kind >= 0 && kind < 3 ? iteratorType(in, kNames[reversed][kind]) : in.t.iterator;
  return box(new DictIter(t, Ref<PyDict>(d), static_cast<DictIter::Kind>(kind), reversed));
}

IValue listReverseIterator(Interp& in, const IValue& list) {
  return box(new ListReverseIter(iteratorType(in, "list_reverseiterator"), list));
}

namespace {

bool isAscii(const std::string& s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

}  // namespace

IValue dictView(Interp& in, PyDict* d, int kind) {
  PyType* t = kind == 0 ? in.t.dict_keys : kind == 1 ? in.t.dict_values : in.t.dict_items;
  return box(new DictView(t, Ref<PyDict>(d), kind));
}

IValue getIter(Interp& in, const IValue& v) {
  if (v.isList() || v.isTuple()) return box(new SeqIter(iteratorType(in, v.isList() ? "list_iterator" : "tuple_iterator"), v));
  if (v.isStr()) return box(new StrIter(iteratorType(in, isAscii(v.toStr()) ? "str_ascii_iterator" : "str_iterator"), v));
  if (v.isTensor()) {
    // torch.Tensor's __iter__ comes from the torch bridge.
    if (const IValue* m = typeOf(in, v)->lookup(in, in.n.iter_, hashStr("__iter__"))) return callMethod(in, *m, v, {});
  }
  PyObject* p = asPy(v);
  if (p && !p->type->native) {
    if (const IValue* m = p->type->lookup(in, in.n.iter_, hashStr("__iter__")); m && asPy(*m)->type != in.t.native) {
      IValue it = callMethod(in, *m, v, {});
      PyObject* ip = asPy(it);
      if (!ip || (!pyCast<PyIterator>(ip) && !ip->type->lookup(in, in.n.next_, hashStr("__next__"))))
        in.raise(in.e.TypeError, "iter() returned non-iterator of type '" + typeName(in, it) + "'");
      return it;
    }
  }
  if (pyCast<PyIterator>(p)) return v;
  if (auto* d = pyCast<PyDict>(p)) return dictIterator(in, d, 0);
  if (auto* dv = pyCast<DictView>(p)) return dictIterator(in, dv->dict.get(), dv->kind);
  if (auto* s = pyCast<PySet>(p)) return box(new SetIter(iteratorType(in, "set_iterator"), Ref<PySet>(s)));
  if (auto* r = pyCast<PyRange>(p)) {
    if (r->isBig()) return bigRangeIter(in, *r, false);
    return box(new RangeIter(iteratorType(in, "range_iterator"), r->start, r->step, r->length()));
  }
  if (p && !p->type->native) {
    if (p->type->lookup(in, in.n.next_, hashStr("__next__")) && p->type->lookup(in, in.n.iter_, hashStr("__iter__"))) return v;
    if (p->type->lookup(in, in.n.getitem_, hashStr("__getitem__"))) return box(new GetItemIter(in.t.iterator, v));
  }
  if (const IValue* nv = nativeValue(v)) return getIter(in, *nv);
  in.raise(in.e.TypeError, "'" + typeName(in, v) + "' object is not iterable");
}

bool iterNext(Interp& in, const IValue& it, IValue& out) {
  checkNativeStack(in);  // builtin iterators wrap iterators (map(f, map(f, ...)))
  PyObject* p = asPy(it);
  if (auto* i = pyCast<PyIterator>(p)) return i->next(in, out);
  const IValue* m = p ? p->type->lookup(in, in.n.next_, hashStr("__next__")) : nullptr;
  if (!m) in.raise(in.e.TypeError, "'" + typeName(in, it) + "' object is not an iterator");
  try {
    out = callMethod(in, *m, it, {});
    return true;
  } catch (PyErr& e) {
    if (isInstance(in, e.exc, in.e.StopIteration)) return false;
    throw;
  }
}

void forEachItem(Interp& in, const IValue& iterable, const std::function<void(const IValue&)>& fn) {
  if (iterable.isList() || iterable.isTuple()) {
    auto& items = iterable.isList() ? iterable.toList()->items : iterable.toTuple()->items;
    for (size_t i = 0; i < items.size(); ++i) fn(items[i]);
    return;
  }
  IValue it = getIter(in, iterable);
  IValue v;
  while (iterNext(in, it, v)) fn(v);
}

namespace {

/// A range's length is its length hint, as in CPython's list_extend: the
/// whole vector is allocated first, so `list(range(2**62))` is a
/// MemoryError at once (an OverflowError past int64) rather than after
/// filling all memory item by item.
void reserveForRange(Interp& in, const IValue& iterable, std::vector<IValue>& out) {
  auto* r = pyCast<PyRange>(asPy(iterable));
  if (!r) return;
  int64_t n = r->isBig() ? rangeLen(in, *r) : r->length();
  constexpr int64_t kMaxItems = int64_t(1) << 32;  // as kMaxRepeatItems (operators.cpp)
  if (n > kMaxItems) in.raise(in.e.MemoryError, "");
  try {
    out.reserve(static_cast<size_t>(n));
  } catch (const std::bad_alloc&) {
    in.raise(in.e.MemoryError, "");
  }
}

}  // namespace

std::vector<IValue> toVector(Interp& in, const IValue& iterable) {
  if (iterable.isList()) return iterable.toList()->items;
  if (iterable.isTuple()) return iterable.toTuple()->items;
  std::vector<IValue> out;
  reserveForRange(in, iterable, out);
  IValue it = getIter(in, iterable);
  IValue v;
  while (iterNext(in, it, v)) out.push_back(std::move(v));
  return out;
}

void unpackInto(Interp& in, const IValue& v, size_t n, int star, std::vector<IValue>& out) {
  if (!v.isList() && !v.isTuple() && !asPy(v) && !v.isStr() && !v.isTensor())
    in.raise(in.e.TypeError, "cannot unpack non-iterable " + typeName(in, v) + " object");
  std::vector<IValue> items;
  try {
    items = toVector(in, v);
  } catch (PyErr& e) {
    if (isInstance(in, e.exc, in.e.TypeError) && !v.isList() && !v.isTuple())
      in.raise(in.e.TypeError, "cannot unpack non-iterable " + typeName(in, v) + " object");
    throw;
  }
  if (star < 0) {
    if (items.size() > n) in.raise(in.e.ValueError, "too many values to unpack (expected " + std::to_string(n) + ")");
    if (items.size() < n)
      in.raise(in.e.ValueError, "not enough values to unpack (expected " + std::to_string(n) + ", got " + std::to_string(items.size()) + ")");
    out = std::move(items);
    return;
  }
  size_t fixed = n - 1;
  if (items.size() < fixed)
    in.raise(in.e.ValueError, "not enough values to unpack (expected at least " + std::to_string(fixed) + ", got " + std::to_string(items.size()) + ")");
  size_t nstar = items.size() - fixed;
  out.clear();
  for (int i = 0; i < star; ++i) out.push_back(items[i]);
  out.push_back(in.newList(std::vector<IValue>(items.begin() + star, items.begin() + star + nstar)));
  for (size_t i = star + nstar; i < items.size(); ++i) out.push_back(items[i]);
}

}  // namespace ts::py
