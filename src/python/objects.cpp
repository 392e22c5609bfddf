// ===--- objects.cpp - PyObject basics, dict and set tables, types --------=== //
// The dict keeps insertion order over an open-addressing index; the set
// reproduces CPython 3.11's setobject.c (Note [Python dict and set tables]).
#include <algorithm>
#include <atomic>
#include "python/big_range.h"
#include "python/object.h"

#include "python/interp.h"

namespace ts::py {

void clearWeakRefs(PyObject* p);  // stdlib_weakref.cpp

PyObject::PyObject(PyType* t, PyKind k) : type(t), kind(k) {
  if (!type) return;
  type->incref();
  if (type->instance_registry) type->instance_registry->add(this);
}
PyObject::~PyObject() {
  if (weakly_referenced) clearWeakRefs(this);
  if (gc_registry) gc_registry->remove(this);
  if (type && type != this) type->decref();
}
std::string PyObject::className() const { return type ? type->name : "type"; }

IValue* Args::kwarg(std::string_view name) const {
  for (size_t i = 0; i < nkw; ++i)
    if (kw[i].name.toStr() == name) return &kw[i].value;
  return nullptr;
}

namespace {

/// Key equality for table lookups: identity, then str fast path, then ==.
inline bool keyEq(Interp& in, const IValue& a, const IValue& b) {
  if (a.isStr() && b.isStr()) {
    if (a.toRefCounted() == b.toRefCounted()) return true;
    return strOf(a) == strOf(b) && isBytes(a) == isBytes(b);
  }
  if (a.isInt() && b.isInt()) return a.toInt() == b.toInt();
  if (a.isPtr() && b.isPtr() && a.toRefCounted() == b.toRefCounted()) return true;
  return equals(in, a, b);
}

}  // namespace

// ---- dict ------------------------------------------------------------------ //

PyDict::PyDict(PyType* t) : PyObject(t, kKind) {}

// Note [Iterative teardown of Python objects]: dropping the head of a long
// chain of instances (`node.next = Node(...)` 100,000 deep) or of nested
// dicts must not recurse once per link, as the C++ destructors would: a
// dying dict or instance hands the values it holds the last reference to
// to a worklist, emptied one value at a time, as Note [Iterative
// destruction] does for lists and tuples (CPython's trashcan).
namespace {

/// The entries of `d` (dying with the value being dropped) go to `work`.
void takeEntries(PyDict& d, std::vector<IValue>& work) {
  for (HashEntry& e : d.entries) {
    work.push_back(std::move(e.key));
    work.push_back(std::move(e.value));
  }
  d.clear();
}

/// The dict that dies with `v` when this reference goes, or nullptr.
PyDict* dyingDict(const IValue& v) {
  PyObject* p = asPy(v);
  if (!p || p->useCount() != 1) return nullptr;
  if (auto* d = pyCast<PyDict>(p)) return d;
  auto* inst = pyCast<PyInstance>(p);
  return inst && inst->dict && inst->dict->useCount() == 1 ? inst->dict.get() : nullptr;
}

void releaseDeep(std::vector<IValue>& work) {
  while (!work.empty()) {
    IValue v = std::move(work.back());
    work.pop_back();
    if (PyDict* d = dyingDict(v)) takeEntries(*d, work);
  }
}

}  // namespace

PyDict::~PyDict() {
  bool deep = std::any_of(entries.begin(), entries.end(), [](const HashEntry& e) { return dyingDict(e.value) != nullptr; });
  if (!deep) return;
  std::vector<IValue> work;
  takeEntries(*this, work);
  releaseDeep(work);
}

PyInstance::~PyInstance() {
  if (!dict || dict->useCount() != 1) return;
  std::vector<IValue> work;
  takeEntries(*dict, work);
  releaseDeep(work);
}

int64_t PyDict::find(Interp& in, const IValue& key, int64_t hash) const {
  if (index.empty()) return -1;
  size_t mask = index.size() - 1;
  uint64_t perturb = static_cast<uint64_t>(hash);
  size_t i = static_cast<size_t>(hash) & mask;
  while (true) {
    int32_t idx = index[i];
    if (idx == -1) return -1;
    if (idx >= 0) {
      const HashEntry& e = entries[idx];
      if (e.hash == hash && keyEq(in, e.key, key)) return idx;
    }
    perturb >>= 5;
    i = (i * 5 + 1 + perturb) & mask;
  }
}

int64_t PyDict::find(Interp& in, const IValue& key) const { return find(in, key, hashOf(in, key)); }

IValue* PyDict::findStr(Interp& in, const IValue& key, int64_t hash) {
  int64_t i = find(in, key, hash);
  return i < 0 ? nullptr : &entries[i].value;
}

void PyDict::rebuild(size_t min_slots) {
  size_t n = 8;
  while (n < min_slots) n <<= 1;
  // Room for every entry the new index admits before the next rebuild
  // (set() rebuilds at 2/3 load), so inserts in between never reallocate.
  size_t room = std::max(used, n * 2 / 3);
  std::vector<HashEntry> live;
  live.reserve(room);
  for (size_t i = 0; i < entries.size(); ++i)
    if (!dead[i]) live.push_back(std::move(entries[i]));
  entries = std::move(live);
  dead.assign(entries.size(), false);
  live_begin = 0;
  dead.reserve(room);
  ++version;
  index.assign(n, -1);
  size_t mask = n - 1;
  for (size_t k = 0; k < entries.size(); ++k) {
    uint64_t perturb = static_cast<uint64_t>(entries[k].hash);
    size_t i = static_cast<size_t>(entries[k].hash) & mask;
    while (index[i] != -1) {
      perturb >>= 5;
      i = (i * 5 + 1 + perturb) & mask;
    }
    index[i] = static_cast<int32_t>(k);
  }
}

void PyDict::set(Interp& in, const IValue& key, int64_t hash, IValue value) {
  int64_t i = find(in, key, hash);
  if (i >= 0) {
    entries[i].value = std::move(value);
    return;
  }
  if ((entries.size() + 1) * 3 >= index.size() * 2) rebuild((used + 1) * 3);
  size_t mask = index.size() - 1;
  uint64_t perturb = static_cast<uint64_t>(hash);
  size_t s = static_cast<size_t>(hash) & mask;
  while (index[s] >= 0) {
    perturb >>= 5;
    s = (s * 5 + 1 + perturb) & mask;
  }
  index[s] = static_cast<int32_t>(entries.size());
  ++version;
  entries.push_back({key, std::move(value), hash});
  dead.push_back(false);
  ++used;
}

void PyDict::set(Interp& in, const IValue& key, IValue value) { set(in, key, hashOf(in, key), std::move(value)); }

bool PyDict::erase(Interp& in, const IValue& key, int64_t hash) {
  if (index.empty()) return false;
  size_t mask = index.size() - 1;
  uint64_t perturb = static_cast<uint64_t>(hash);
  size_t i = static_cast<size_t>(hash) & mask;
  while (true) {
    int32_t idx = index[i];
    if (idx == -1) return false;
    if (idx >= 0 && entries[idx].hash == hash && keyEq(in, entries[idx].key, key)) {
      index[i] = -2;
      ++version;
      dead[idx] = true;
      entries[idx].key = IValue();
      entries[idx].value = IValue();
      --used;
      dropDeadEntries();
      return true;
    }
    perturb >>= 5;
    i = (i * 5 + 1 + perturb) & mask;
  }
}

void PyDict::dropDeadEntries() {
  // Trailing erased entries go at once (no index slot points at them: erase
  // left a dummy), so popitem() and `del d[last]` stay O(1); `live_begin`
  // skips the erased ones at the front, so deleting the first key
  // (OrderedDict.popitem(last=False), an LRU cache) does not leave the next
  // iteration scanning a growing dead prefix.
  while (!entries.empty() && dead.back()) {
    entries.pop_back();
    dead.pop_back();
  }
  live_begin = std::min(live_begin, entries.size());
  while (live_begin < entries.size() && dead[live_begin]) ++live_begin;
}

void PyDict::clear() {
  ++version;
  live_begin = 0;
  entries.clear();
  dead.clear();
  index.clear();
  used = 0;
}

// ---- set ------------------------------------------------------------------- //

namespace {
constexpr size_t kLinearProbes = 9;
constexpr int kPerturbShift = 5;
}  // namespace

PySet::PySet(PyType* t) : PyObject(t, kKind) {
  table.resize(8);
  state.assign(8, 0);
}

int64_t PySet::lookup(Interp& in, const IValue& key, int64_t hash) const {
  size_t mask = table.size() - 1;
  size_t perturb = static_cast<size_t>(hash);
  size_t i = static_cast<size_t>(hash) & mask;
  while (true) {
    size_t probes = (i + kLinearProbes <= mask) ? kLinearProbes : 0;
    size_t j = i;
    while (true) {
      if (state[j] == 0) return -1;
      if (state[j] == 1 && table[j].hash == hash && keyEq(in, table[j].key, key)) return static_cast<int64_t>(j);
      if (probes-- == 0) break;
      ++j;
    }
    perturb >>= kPerturbShift;
    i = (i * 5 + 1 + perturb) & mask;
  }
}

bool PySet::contains(Interp& in, const IValue& key, int64_t hash) const { return lookup(in, key, hash) >= 0; }
bool PySet::contains(Interp& in, const IValue& key) const { return contains(in, key, hashOf(in, key)); }

void PySet::insertClean(const IValue& key, int64_t hash) {
  size_t mask = table.size() - 1;
  size_t perturb = static_cast<size_t>(hash);
  size_t i = static_cast<size_t>(hash) & mask;
  // The probe sequence must be lookup()'s: the linear run advances a
  // cursor, the perturbed step starts again from i (as setobject.c does).
  size_t j = i;
  while (true) {
    if (state[j] == 0) break;
    bool found = false;
    if (i + kLinearProbes <= mask) {
      for (size_t k = 0; k < kLinearProbes; ++k) {
        ++j;
        if (state[j] == 0) { found = true; break; }
      }
    }
    if (found) break;
    perturb >>= kPerturbShift;
    i = (i * 5 + 1 + perturb) & mask;
    j = i;
  }
  table[j].key = key;
  table[j].hash = hash;
  state[j] = 1;
}

void PySet::resize(size_t minused) {
  size_t n = 8;
  while (n <= minused) n <<= 1;
  std::vector<HashEntry> old = std::move(table);
  std::vector<uint8_t> old_state = std::move(state);
  table.assign(n, HashEntry{});
  state.assign(n, 0);
  fill = used;
  for (size_t i = 0; i < old.size(); ++i)
    if (old_state[i] == 1) insertClean(old[i].key, old[i].hash);
}

void PySet::add(Interp& in, const IValue& key, int64_t hash) {
  size_t mask = table.size() - 1;
  size_t perturb = static_cast<size_t>(hash);
  size_t i = static_cast<size_t>(hash) & mask;
  int64_t freeslot = -1;
  while (true) {
    size_t probes = (i + kLinearProbes <= mask) ? kLinearProbes : 0;
    size_t j = i;
    while (true) {
      if (state[j] == 0) {
        if (freeslot >= 0) {
          table[freeslot] = {key, IValue(), hash};
          state[freeslot] = 1;
          ++used;
          return;
        }
        table[j] = {key, IValue(), hash};
        state[j] = 1;
        ++fill;
        ++used;
        if (fill * 5 >= mask * 3) resize(used > 50000 ? used * 2 : used * 4);
        return;
      }
      if (state[j] == 1 && table[j].hash == hash && keyEq(in, table[j].key, key)) return;
      if (state[j] == 2 && freeslot < 0) freeslot = static_cast<int64_t>(j);
      if (probes-- == 0) break;
      ++j;
    }
    perturb >>= kPerturbShift;
    i = (i * 5 + 1 + perturb) & mask;
  }
}

void PySet::add(Interp& in, const IValue& key) { add(in, key, hashOf(in, key)); }

void PySet::merge(Interp& in, const PySet& other) {
  if (&other == this || other.used == 0) return;
  size_t mask = table.size() - 1;
  if ((fill + other.used) * 5 >= mask * 3) resize((used + other.used) * 2);
  if (fill == 0) {
    fill = used = other.used;
    for (size_t i = 0; i < other.table.size(); ++i)
      if (other.state[i] == 1) insertClean(other.table[i].key, other.table[i].hash);
    return;
  }
  for (size_t i = 0; i < other.table.size(); ++i)
    if (other.state[i] == 1) add(in, other.table[i].key, other.table[i].hash);
}

bool PySet::discard(Interp& in, const IValue& key, int64_t hash) {
  int64_t j = lookup(in, key, hash);
  if (j < 0) return false;
  table[j].key = IValue();
  table[j].hash = -1;
  state[j] = 2;
  --used;
  return true;
}

void PySet::clear() {
  table.assign(8, HashEntry{});
  state.assign(8, 0);
  fill = used = 0;
}

// ---- types, instances, functions ------------------------------------------ //

namespace {
std::atomic<uint64_t> next_type_serial{1};
}  // namespace

PyType::PyType(PyType* meta, std::string n, Layout l)
    : PyObject(meta, kKind), serial(next_type_serial.fetch_add(1, std::memory_order_relaxed)), name(std::move(n)), layout(l),
      instance_registry(meta ? meta->instance_registry : nullptr) {}

const IValue* PyType::lookup(Interp& in, const IValue& key, int64_t hash) const {
  constexpr size_t kMaxCached = 256;  // names built at run time must not grow it without bound
  if (cache_epoch_ != in.type_epoch || cache_.size() > kMaxCached) {
    cache_.clear();
    cache_names_.clear();
    cache_epoch_ = in.type_epoch;
  }
  auto it = cache_.find(key.toRefCounted());
  if (it != cache_.end()) return it->second.first ? &it->second.second : nullptr;
  const IValue* found = nullptr;
  for (PyType* t : mro) {
    int64_t i = t->dict->find(in, key, hash);
    if (i >= 0) {
      found = &t->dict->entries[i].value;
      break;
    }
  }
  auto& slot = cache_[key.toRefCounted()];
  slot = {found != nullptr, found ? *found : IValue()};
  // Keep the name alive: the cache is keyed by its address.
  cache_names_.push_back(key);
  return found ? &slot.second : nullptr;
}

const IValue* PyType::lookupUncached(Interp& in, const IValue& key, int64_t hash) const {
  for (PyType* t : mro) {
    int64_t i = t->dict->find(in, key, hash);
    if (i >= 0) return &t->dict->entries[i].value;
  }
  return nullptr;
}

const IValue* PyType::lookup(Interp& in, std::string_view key) const {
  return lookup(in, in.intern(key), hashStr(key));
}

bool PyType::isSubtype(const PyType* other) const {
  if (this == other) return true;
  for (PyType* t : mro)
    if (t == other) return true;
  return false;
}

// Only exceptions use `args`: other instances skip the empty tuple's allocation.
PyInstance::PyInstance(PyType* t) : PyObject(t, kKind) {
  if (t->is_exception) args = IValue(Ref<TupleObj>(new TupleObj({})));
}

// Note [Cell cycles]: a recursive inner function holds the cell that holds
// it; no count ever drops to zero. The Interp empties every live cell at
// teardown, which frees such function/cell rings.
Cell::Cell(Interp& in) : PyObject(in.t.cell, kKind), head(&in.cells) {
  next = *head;
  if (next) next->prev = this;
  *head = this;
}

Cell::~Cell() {
  if (prev) prev->next = next;
  else *head = next;
  if (next) next->prev = prev;
}

PyFunction::PyFunction(PyType* t, std::shared_ptr<const FuncCode> c, Ref<PyDict> g)
    : PyObject(t, kKind), code(std::move(c)), globals(std::move(g)) {}

PyModule::PyModule(PyType* t, std::string n) : PyObject(t, kKind), name(std::move(n)) {}

int64_t PyRange::length() const {
  // (In __int128: the span of an int64 range may not fit in int64.)
  __int128 span = static_cast<__int128>(stop) - start;
  if (step > 0 && span > 0) return static_cast<int64_t>((span + step - 1) / step);
  if (step < 0 && span < 0) return static_cast<int64_t>((-span - step - 1) / -static_cast<__int128>(step));
  return 0;
}

}  // namespace ts::py
