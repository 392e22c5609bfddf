// ===--- stdlib_weakref.cpp - _weakref: references that do not own ------=== //
// Note [Weak references]: a weak reference is a handle (an int) in the
// Interp's WeakRegistry, which maps it to the target's address without
// holding a count. When the target's count reaches zero, ~PyObject (which
// checks PyObject::weakly_referenced) calls clearWeakRefs: the handles die
// first, so get() answers None from then on, and then the callbacks run,
// each with its ref object, as CPython runs them while deallocating. So
// refs die exactly when our reference counting frees the object (at once
// for acyclic garbage, at gc.collect() for cycles). A ref with a callback
// is kept alive by the registry until the callback has run. The registry is
// an Interp extension: the Interp drops it first thing at teardown, so no
// callback runs while the interpreter is being taken apart.
// The Python side (weakref's ref, proxy, WeakValueDictionary, ...) is in
// stdlib_weakref_py.cpp.
#include <cstdio>
#include <memory>
#include <unordered_map>
#include <vector>

#include "python/builtins.h"
#include "python/interp.h"

namespace ts::py {

namespace {

struct WeakEntry {
  int64_t handle;
  IValue callback;  ///< None when there is none
  IValue ref;       ///< the ref object handed to the callback (None without one)
};

struct WeakRegistry {
  Interp* in = nullptr;
  int64_t next = 1;
  std::unordered_map<int64_t, PyObject*> targets;
  std::unordered_map<PyObject*, std::vector<WeakEntry>> by_target;
  ~WeakRegistry();
};

WeakRegistry* current = nullptr;  // the registry of the Interp that made the refs

WeakRegistry::~WeakRegistry() {
  if (current == this) current = nullptr;
  for (auto& entry : by_target) entry.first->weakly_referenced = false;
  auto dying = std::move(by_target);  // callbacks and refs die after the flags are off
  by_target.clear();
  targets.clear();
}

WeakRegistry& registry(Interp& in) {
  static const char key = 0;
  std::shared_ptr<void>& slot = in.extension(&key);
  if (!slot) {
    auto r = std::make_shared<WeakRegistry>();
    r->in = &in;
    slot = r;
  }
  auto* r = static_cast<WeakRegistry*>(slot.get());
  current = r;
  return *r;
}

PyObject* referent(Interp& in, const IValue& v) {
  PyObject* p = asPy(v);
  if (!p || pyCast<PyDict>(p))
    in.raise(in.e.TypeError, "cannot create weak reference to '" + typeName(in, v) + "' object");
  return p;
}

/// new(obj, callback, ref) -> handle
IValue wrNew(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "new", 3, 3);
  PyObject* p = referent(in, a[0]);
  WeakRegistry& r = registry(in);
  int64_t h = r.next++;
  r.targets[h] = p;
  bool has_callback = !a[1].isNone();
  r.by_target[p].push_back(WeakEntry{h, a[1], has_callback ? a[2] : IValue()});
  p->weakly_referenced = true;
  return IValue(h);
}

/// get(handle) -> the object, or None once it is gone
IValue wrGet(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "get", 1, 1);
  WeakRegistry& r = registry(in);
  auto it = r.targets.find(a[0].toInt());
  if (it == r.targets.end() || it->second->useCount() == 0) return IValue();
  return box(it->second);
}

/// count(obj) -> how many refs point at obj
IValue wrCount(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "count", 1, 1);
  WeakRegistry& r = registry(in);
  PyObject* p = asPy(a[0]);
  auto it = p ? r.by_target.find(p) : r.by_target.end();
  return IValue(static_cast<int64_t>(it == r.by_target.end() ? 0 : it->second.size()));
}

void runCallback(Interp& in, const WeakEntry& e) {
  try {
    call(in, e.callback, {e.ref});
  } catch (PyErr& err) {
    // As CPython: an exception in a callback is reported and ignored.
    std::string msg = "Exception ignored in: " + repr(in, e.callback) + "\n" + typeName(in, err.exc) + ": " +
                      toStr(in, err.exc) + "\n";
    std::fputs(msg.c_str(), stderr);
  } catch (...) {
    // A destructor must not throw (an out-of-memory here loses the callback).
  }
}

void initWeakrefNative(Interp& in, PyModule& m) {
  auto fn = [&](const char* name, NativeFn f) { m.dict->set(in, in.intern(name), in.native(name, f)); };
  fn("new", wrNew);
  fn("get", wrGet);
  fn("count", wrCount);
}

}  // namespace

void clearWeakRefs(PyObject* p) {
  p->weakly_referenced = false;
  if (!current) return;
  auto it = current->by_target.find(p);
  if (it == current->by_target.end()) return;
  std::vector<WeakEntry> entries = std::move(it->second);
  current->by_target.erase(it);
  for (const WeakEntry& e : entries) current->targets.erase(e.handle);
  Interp& in = *current->in;
  for (const WeakEntry& e : entries)
    if (!e.callback.isNone()) runCallback(in, e);
}

void registerWeakrefModule(Interp& in) { in.registerModule("_weakref", initWeakrefNative); }

}  // namespace ts::py
