// ===--- gc.cpp - the Python level's cycle collector ---------------------=== //
// Note [Cycle collector]: reference counting frees everything but cycles
// (an instance whose dict holds a bound method of itself, as CyclicLR's
// scale_fn does, made in a function that has returned). As CPython's gc
// does, the collector takes every tracked object and the lists and tuples
// they reach, and subtracts from each count the references the others hold
// (forEachReference). What is left over is held from outside the graph: by
// a frame, by C++ code, by a tensor or script object. Those objects and
// everything they reach are alive; the rest is garbage, whose references
// are dropped so the counts fall to zero. References the walk does not
// know count as outside ones: the collector may keep garbage, but never
// frees a live object.
#include "python/gc.h"

#include <unordered_map>
#include <vector>

#include "python/references.h"

namespace ts::py {

void ObjectRegistry::add(PyObject* o) {
  std::unique_lock<std::mutex> lock(mu_, std::defer_lock);
  if (refcountsShared()) lock.lock();
  o->gc_registry = this;
  o->gc_next = head_;
  if (head_) head_->gc_prev = o;
  head_ = o;
}

void ObjectRegistry::remove(PyObject* o) {
  std::unique_lock<std::mutex> lock(mu_, std::defer_lock);
  if (refcountsShared()) lock.lock();
  if (o->gc_prev) o->gc_prev->gc_next = o->gc_next;
  else head_ = o->gc_next;
  if (o->gc_next) o->gc_next->gc_prev = o->gc_prev;
  o->gc_registry = nullptr;
  o->gc_prev = o->gc_next = nullptr;
}

void ObjectRegistry::detachAll() {
  std::lock_guard<std::mutex> lock(mu_);
  for (PyObject* o = head_; o;) {
    PyObject* next = o->gc_next;
    o->gc_registry = nullptr;
    o->gc_prev = o->gc_next = nullptr;
    o = next;
  }
  head_ = nullptr;
}

namespace {

/// The candidates: tracked objects, then what they reach. `nodes` holds one
/// reference to each, which the counts below discount.
struct Graph {
  std::vector<IValue> nodes;
  std::unordered_map<const RefCounted*, size_t> index;

  void add(const IValue& v) {
    if (index.emplace(v.toRefCounted(), nodes.size()).second) nodes.push_back(v);
  }
  const size_t* find(const IValue& v) const {
    auto it = index.find(v.toRefCounted());
    return it == index.end() ? nullptr : &it->second;
  }
};

Graph candidates(ObjectRegistry& registry) {
  Graph g;
  // An object with no count yet is being made by native code: not touched.
  for (PyObject* p = registry.first(); p; p = p->gc_next)
    if (p->useCount() > 0) g.add(box(p));
  for (size_t i = 0; i < g.nodes.size(); ++i)
    forEachReference(g.nodes[i], [&](const IValue& x) { g.add(x); });
  return g;
}

/// Which candidates something outside the graph reaches, directly or not.
std::vector<bool> reachableFromOutside(const Graph& g) {
  std::vector<int64_t> outside(g.nodes.size());
  for (size_t i = 0; i < g.nodes.size(); ++i)
    outside[i] = static_cast<int64_t>(g.nodes[i].toRefCounted()->useCount()) - 1;
  for (const IValue& v : g.nodes)
    forEachReference(v, [&](const IValue& x) { --outside[*g.find(x)]; });
  std::vector<bool> alive(g.nodes.size());
  std::vector<size_t> stack;
  for (size_t i = 0; i < g.nodes.size(); ++i)
    if (outside[i] > 0) stack.push_back(i);
  while (!stack.empty()) {
    size_t i = stack.back();
    stack.pop_back();
    if (alive[i]) continue;
    alive[i] = true;
    forEachReference(g.nodes[i], [&](const IValue& x) { stack.push_back(*g.find(x)); });
  }
  return alive;
}

}  // namespace

size_t collectCycles(ObjectRegistry& registry) {
  Graph g = candidates(registry);
  std::vector<bool> alive = reachableFromOutside(g);
  size_t garbage = 0;
  for (size_t i = 0; i < g.nodes.size(); ++i) {
    if (alive[i]) continue;
    ++garbage;
    dropReferences(g.nodes[i]);
  }
  return garbage;  // `g` goes: the garbage's last counts with it
}

}  // namespace ts::py
