// ===--- ivalue.cpp - IValue construction, dict index, runtime types -------=== //
#include "runtime/ivalue.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <functional>

#include "runtime/function.h"
#include "tensor/generator.h"
#include "tensor/tensor.h"

namespace ts {

std::string Device::str() const {
  std::string s = type == Type::CPU ? "cpu" : type == Type::CUDA ? "cuda" : "meta";
  if (index >= 0) s += ":" + std::to_string(index);
  return s;
}

IValue::IValue(std::string s) : IValue(Tag::Str, new StrObj(std::move(s))) {}
IValue::IValue(std::complex<double> c) : IValue(Tag::Complex, new ComplexObj(c)) {}
// An undefined tensor (a backward op's masked-out gradient) is None, as
// PyTorch shows it; a Tensor-tagged IValue always holds a TensorImpl.
IValue::IValue(const Tensor& t) : IValue(t.defined() ? Tag::Tensor : Tag::None, t.impl()) {}
IValue::IValue(Ref<StrObj> v) : IValue(Tag::Str, v.get()) {}
IValue::IValue(Ref<ListObj> v) : IValue(Tag::List, v.get()) {}
IValue::IValue(Ref<DictObj> v) : IValue(Tag::Dict, v.get()) {}
IValue::IValue(Ref<TupleObj> v) : IValue(Tag::Tuple, v.get()) {}
IValue::IValue(Ref<Object> v) : IValue(Tag::Object, v.get()) {}
IValue::IValue(Ref<EnumObj> v) : IValue(Tag::Enum, v.get()) {}
IValue::IValue(Ref<FutureObj> v) : IValue(Tag::Future, reinterpret_cast<RefCounted*>(v.get())) {}
IValue::IValue(Ref<Function> v) : IValue(Tag::Function, v.get()) {}
IValue::IValue(Ref<Generator> v) : IValue(Tag::Generator, v.get()) {}
IValue::IValue(Ref<CapsuleObj> v) : IValue(Tag::Capsule, v.get()) {}

const std::string& IValue::toStr() const { return static_cast<StrObj*>(pl_.p)->value; }
std::complex<double> IValue::toComplex() const {
  if (tag_ == Tag::Complex) return static_cast<ComplexObj*>(pl_.p)->value;
  return {toNumber(), 0.0};
}
Generator* IValue::toGenerator() const { return static_cast<Generator*>(pl_.p); }
Tensor IValue::toTensor() const { return Tensor(Ref<TensorImpl>(static_cast<TensorImpl*>(pl_.p))); }

bool IValue::isSameIdentity(const IValue& o) const {
  if (tag_ != o.tag_) return false;
  if (isPtr()) return pl_.p == o.pl_.p;
  return valuesEqual(*this, o);
}

// ---- dict ----------------------------------------------------------------- //

size_t hashKey(const IValue& v) {
  switch (v.tag()) {
    case IValue::Tag::Int:
    case IValue::Tag::Dtype: return std::hash<int64_t>()(v.toInt());
    case IValue::Tag::Bool: return std::hash<int64_t>()(v.toBool());
    case IValue::Tag::Double: {
      double d = v.toDouble();
      // Integral floats hash like the equal int, as in Python.
      if (d == std::floor(d) && std::abs(d) < 9.2e18) return std::hash<int64_t>()(static_cast<int64_t>(d));
      return std::hash<double>()(d);
    }
    case IValue::Tag::Str: return std::hash<std::string>()(v.toStr());
    case IValue::Tag::Device: return std::hash<int>()(static_cast<int>(v.toDevice().type) * 256 + v.toDevice().index);
    case IValue::Tag::Complex: return std::hash<double>()(v.toComplex().real()) ^ std::hash<double>()(v.toComplex().imag());
    default: return std::hash<const void*>()(v.toRefCounted());
  }
}

bool keysEqual(const IValue& a, const IValue& b) {
  if (a.isPtr() && a.tag() == b.tag() && a.toRefCounted() == b.toRefCounted()) return true;
  if (a.isTensor() || b.isTensor()) return false;
  return valuesEqual(a, b);
}

namespace {

/// Where a key's search starts in a dict index. Python's int hash is the
/// int itself, so keys that are multiples of the table size (easy to put in
/// a hostile pickle) would all probe from slot 0 and make inserting
/// quadratic; mixing the bits spreads them (splitmix64's finalizer).
size_t indexSlot(const IValue& key) {
  uint64_t h = key.isInt() ? static_cast<uint64_t>(key.toInt()) : hashKey(key);
  h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9ull;
  h = (h ^ (h >> 27)) * 0x94d049bb133111ebull;
  return static_cast<size_t>(h ^ (h >> 31));
}

/// keysEqual with the int and str cases (dict keys of nearly every
/// program) decided inline.
inline bool keyMatches(const IValue& a, const IValue& key) {
  if (a.tag() == key.tag()) {
    if (a.isInt()) return a.toInt() == key.toInt();
    if (a.isStr()) return a.toRefCounted() == key.toRefCounted() || a.toStr() == key.toStr();
  }
  return keysEqual(a, key);
}

}  // namespace

// Note [Dict find hint]: `if k in d: d[k] += 1` looks the same key up three
// times in a row. find remembers the index it last returned and tries it
// first: keys are unique, so an entry that matches the key is the key's
// entry, whatever changed since (a stale or out-of-range hint just misses).
// Readers on several threads may write the hint concurrently, so it is a
// relaxed atomic (any value some find stored is a valid hint).
int64_t DictObj::find(const IValue& key) const {
  std::atomic_ref<int64_t> hint(hint_);
  const int64_t h = hint.load(std::memory_order_relaxed);
  if (h >= 0 && h < static_cast<int64_t>(entries.size()) && keyMatches(entries[h].first, key)) return h;
  int64_t found = -1;
  if (index_.empty()) {
    for (size_t i = 0; i < entries.size() && found < 0; ++i)
      if (keyMatches(entries[i].first, key)) found = static_cast<int64_t>(i);
  } else {
    size_t mask = index_.size() - 1;
    for (size_t slot = indexSlot(key) & mask;; slot = (slot + 1) & mask) {
      int64_t e = index_[slot];
      if (e < 0) break;
      if (keyMatches(entries[e].first, key)) {
        found = e;
        break;
      }
    }
  }
  if (found >= 0) hint.store(found, std::memory_order_relaxed);
  return found;
}

void DictObj::insert(const IValue& key, IValue value) {
  int64_t e = find(key);
  if (e >= 0) {
    entries[e].second = std::move(value);
    return;
  }
  entries.emplace_back(key, std::move(value));
  // Small dicts are scanned linearly; past 8 entries an index pays off.
  if (entries.size() > 8 && entries.size() * 2 > index_.size()) {
    rebuildIndex();
  } else if (!index_.empty()) {
    size_t mask = index_.size() - 1;
    size_t slot = indexSlot(key) & mask;
    while (index_[slot] >= 0) slot = (slot + 1) & mask;
    index_[slot] = static_cast<int64_t>(entries.size() - 1);
  }
}

bool DictObj::erase(const IValue& key) {
  int64_t e = find(key);
  if (e < 0) return false;
  entries.erase(entries.begin() + e);
  if (!index_.empty()) rebuildIndex();
  return true;
}

void DictObj::clear() {
  entries.clear();
  index_.clear();
}

void DictObj::rebuildIndex() {
  size_t cap = 16;
  while (cap < entries.size() * 2) cap *= 2;
  index_.assign(cap, -1);
  if (entries.size() <= 8) {
    index_.clear();
    return;
  }
  size_t mask = cap - 1;
  for (size_t i = 0; i < entries.size(); ++i) {
    size_t slot = indexSlot(entries[i].first) & mask;
    while (index_[slot] >= 0) slot = (slot + 1) & mask;
    index_[slot] = static_cast<int64_t>(i);
  }
}

// ---- destruction (Note [Iterative destruction]) --------------------------- //

namespace {

/// Whether dropping `v` deletes a container (this is its last reference).
bool isLastContainerRef(const IValue& v) {
  switch (v.tag()) {
    case IValue::Tag::List:
    case IValue::Tag::Tuple:
    case IValue::Tag::Dict:
    case IValue::Tag::Object: return v.toRefCounted()->useCount() == 1;
    default: return false;
  }
}

/// Moves the elements of a container about to die into `out`, so deleting
/// it does not recurse into them.
void moveElements(const IValue& v, std::vector<IValue>& out) {
  auto take = [&out](std::vector<IValue>& items) {
    for (IValue& x : items) out.push_back(std::move(x));
    items.clear();
  };
  if (v.isList()) return take(v.toList()->items);
  if (v.isTuple()) return take(v.toTuple()->items);
  if (v.isObject()) return take(v.toObject()->slots);
  DictObj* d = v.toDict();
  for (auto& [k, x] : d->entries) {
    out.push_back(std::move(k));
    out.push_back(std::move(x));
  }
  d->clear();
}

/// Drops the elements of a dying container. A container element whose last
/// reference this is gives its own elements to the worklist before it is
/// deleted, so every deletion below happens at depth one.
void releaseElements(std::vector<IValue>& work) {
  if (std::none_of(work.begin(), work.end(), isLastContainerRef)) return;  // plain decrefs
  while (!work.empty()) {
    IValue v = std::move(work.back());
    work.pop_back();
    if (isLastContainerRef(v)) moveElements(v, work);
  }
}

}  // namespace

ListObj::~ListObj() { releaseElements(items); }
TupleObj::~TupleObj() { releaseElements(items); }
Object::~Object() { releaseElements(slots); }

DictObj::~DictObj() {
  bool deep = std::any_of(entries.begin(), entries.end(),
                          [](const auto& e) { return isLastContainerRef(e.first) || isLastContainerRef(e.second); });
  if (!deep) return;
  std::vector<IValue> work;
  for (auto& [k, x] : entries) {
    work.push_back(std::move(k));
    work.push_back(std::move(x));
  }
  releaseElements(work);
}

// ---- helpers -------------------------------------------------------------- //

IValue makeList(TypePtr elem, std::vector<IValue> items) {
  return IValue(makeRef<ListObj>(elem, std::move(items)));
}
IValue makeTuple(std::vector<IValue> items) { return IValue(makeRef<TupleObj>(std::move(items))); }
IValue makeDict(TypePtr key, TypePtr value) { return IValue(makeRef<DictObj>(key, value)); }

TypePtr runtimeType(const IValue& v) {
  switch (v.tag()) {
    case IValue::Tag::None: return Type::none();
    case IValue::Tag::Int:
    case IValue::Tag::Dtype: return Type::int_();
    case IValue::Tag::Double: return Type::float_();
    case IValue::Tag::Bool: return Type::bool_();
    case IValue::Tag::Device: return Type::device();
    case IValue::Tag::Str: return Type::str_();
    case IValue::Tag::Complex: return Type::complex();
    case IValue::Tag::Tensor: return Type::tensor();
    case IValue::Tag::List: return Type::list(v.toList()->elem_type);
    case IValue::Tag::Dict: return Type::dict(v.toDict()->key_type, v.toDict()->value_type);
    case IValue::Tag::Tuple: {
      TupleObj* t = v.toTuple();
      if (t->named_type) return t->named_type;
      std::vector<TypePtr> items;
      for (const IValue& e : t->items) items.push_back(runtimeType(e));
      return Type::tuple(items);
    }
    case IValue::Tag::Object: return v.toObject()->type;
    case IValue::Tag::Enum: return v.toEnum()->type;
    case IValue::Tag::Future: return Type::future(Type::any());
    case IValue::Tag::Function: return Type::any();
    case IValue::Tag::Generator: return Type::generator();
    case IValue::Tag::Capsule: return Type::capsule();
  }
  return Type::any();
}

bool valueMatchesType(const IValue& v, TypePtr type) {
  switch (type->kind()) {
    case TypeKind::Any: return true;
    case TypeKind::Optional: return v.isNone() || valueMatchesType(v, type->elem());
    case TypeKind::Union:
      for (TypePtr m : type->contained())
        if (valueMatchesType(v, m)) return true;
      return false;
    case TypeKind::Number: return v.isInt() || v.isDouble() || v.isComplex();
    case TypeKind::Tuple: {
      if (!v.isTuple()) return false;
      TupleObj* t = v.toTuple();
      if (t->items.size() != type->contained().size()) return false;
      if (!type->name().empty()) return t->named_type == type;
      for (size_t i = 0; i < t->items.size(); ++i)
        if (!valueMatchesType(t->items[i], type->contained()[i])) return false;
      return true;
    }
    default: return runtimeType(v)->isSubtypeOf(type);
  }
}

bool valuesEqual(const IValue& a, const IValue& b) {
  using Tag = IValue::Tag;
  auto numeric = [](Tag t) { return t == Tag::Int || t == Tag::Double || t == Tag::Bool || t == Tag::Dtype; };
  if (numeric(a.tag()) && numeric(b.tag())) {
    if (a.isDouble() || b.isDouble()) return a.toNumber() == b.toNumber();
    return (a.isBool() ? int64_t{a.toBool()} : a.toInt()) == (b.isBool() ? int64_t{b.toBool()} : b.toInt());
  }
  if (a.isComplex() || b.isComplex()) {
    if (!(a.isComplex() || numeric(a.tag())) || !(b.isComplex() || numeric(b.tag()))) return false;
    return a.toComplex() == b.toComplex();
  }
  if (a.tag() != b.tag()) return false;
  switch (a.tag()) {
    case Tag::None: return true;
    case Tag::Device: return a.toDevice() == b.toDevice();
    case Tag::Str: return a.toStr() == b.toStr();
    case Tag::List: {
      auto& x = a.toList()->items;
      auto& y = b.toList()->items;
      if (x.size() != y.size()) return false;
      for (size_t i = 0; i < x.size(); ++i)
        if (!valuesEqual(x[i], y[i])) return false;
      return true;
    }
    case Tag::Tuple: {
      auto& x = a.toTuple()->items;
      auto& y = b.toTuple()->items;
      if (x.size() != y.size()) return false;
      for (size_t i = 0; i < x.size(); ++i)
        if (!valuesEqual(x[i], y[i])) return false;
      return true;
    }
    case Tag::Dict: {
      DictObj* x = a.toDict();
      DictObj* y = b.toDict();
      if (x->size() != y->size()) return false;
      for (auto& [k, v] : x->entries) {
        int64_t e = y->find(k);
        if (e < 0 || !valuesEqual(v, y->entries[e].second)) return false;
      }
      return true;
    }
    case Tag::Enum:
      return a.toEnum()->type == b.toEnum()->type && a.toEnum()->name == b.toEnum()->name;
    default: return a.toRefCounted() == b.toRefCounted();
  }
}

const char* pythonTypeName(const IValue& v) {
  switch (v.tag()) {
    case IValue::Tag::Int: return "int";
    case IValue::Tag::Double: return "float";
    case IValue::Tag::Bool: return "bool";
    case IValue::Tag::Str: return "str";
    case IValue::Tag::List: return "list";
    case IValue::Tag::Dict: return "dict";
    case IValue::Tag::Tuple: return "tuple";
    case IValue::Tag::None: return "NoneType";
    case IValue::Tag::Tensor: return "Tensor";
    default: return "object";
  }
}

}  // namespace ts
