// ===--- teardown.cpp - breaking reference cycles when an Interp ends ------=== //
// Note [Teardown cycles]: reference counting cannot free cycles (an instance
// whose dict holds a bound method of itself, a list that contains itself,
// a function in the globals it closes over). There is no cycle collector
// while a program runs; when the Interp ends, everything reachable from the
// module table and builtins is collected first and then emptied, so the
// counts reach zero and no memory outlives the interpreter (LeakSanitizer
// checks this in CI).
#include <unordered_set>

#include "python/interp.h"

namespace ts::py {

namespace {

class Reachable {
 public:
  void add(const IValue& v) {
    if (v.isList()) return visitList(v);
    if (v.isTuple()) return visitTuple(v);
    if (PyObject* p = asPy(v)) visitObject(p, v);
  }
  std::vector<IValue>& found() { return found_; }

 private:
  // Only values that can refer to others are walked: a list of a hundred
  // million ints adds nothing to `pending_` (teardown after a MemoryError
  // must not need memory in proportion to the data).
  void push(const IValue& x) {
    if (x.isList() || x.isTuple() || asPy(x)) pending_.push_back(x);
  }
  bool first(const void* p, const IValue& v) {
    if (!seen_.insert(p).second) return false;
    found_.push_back(v);
    return true;
  }
  void visitList(const IValue& v) {
    if (!first(v.toRefCounted(), v)) return;
    for (const IValue& x : v.toList()->items) push(x);
  }
  void visitTuple(const IValue& v) {
    if (!first(v.toRefCounted(), v)) return;
    for (const IValue& x : v.toTuple()->items) push(x);
  }
  void dict(PyDict* d) {
    if (!d || !seen_.insert(d).second) return;
    found_.push_back(box(d));
    d->forEach([&](const IValue& k, const IValue& x) {
      push(k);
      push(x);
    });
    dict(d->attrs.get());
  }
  void visitObject(PyObject* p, const IValue& v);

 public:
  void run() {
    while (!pending_.empty()) {
      IValue v = std::move(pending_.back());
      pending_.pop_back();
      add(v);
    }
  }

 private:
  std::unordered_set<const void*> seen_;
  std::vector<IValue> found_, pending_;
};

void Reachable::visitObject(PyObject* p, const IValue& v) {
  if (!first(p, v)) return;
  if (auto* d = pyCast<PyDict>(p)) {
    seen_.erase(d);
    found_.pop_back();
    return dict(d);
  }
  if (auto* i = pyCast<PyInstance>(p)) {
    dict(i->dict.get());
    for (const IValue* x : {&i->args, &i->cause, &i->context, &i->native_value}) push(*x);
  } else if (auto* f = pyCast<PyFunction>(p)) {
    dict(f->globals.get());
    dict(f->attrs.get());
    for (const auto* list : {&f->defaults, &f->kwdefaults, &f->closure})
      for (const IValue& x : *list) push(x);
  } else if (auto* m = pyCast<BoundMethod>(p)) {
    push(m->func);
    push(m->self);
  } else if (auto* t = pyCast<PyType>(p)) {
    dict(t->dict.get());
  } else if (auto* mod = pyCast<PyModule>(p)) {
    dict(mod->dict.get());
  } else if (auto* c = pyCast<Cell>(p)) {
    push(c->value);
  } else if (auto* w = pyCast<PyWrapper>(p)) {
    for (const IValue* x : {&w->func, &w->fset, &w->fdel, &w->doc}) push(*x);
  } else if (auto* n = pyCast<NativeFunction>(p)) {
    push(n->data);
  } else if (auto* s = pyCast<PySet>(p)) {
    s->forEach([&](const IValue& k) { push(k); });
  }
}

/// Drops what `v` refers to (the objects themselves stay alive in `found`).
void empty(const IValue& v) {
  if (v.isList()) return v.toList()->items.clear();
  if (v.isTuple()) return;  // immutable: its items are emptied where they are containers
  PyObject* p = asPy(v);
  if (auto* d = pyCast<PyDict>(p)) {
    d->clear();
    d->attrs = nullptr;
  } else if (auto* i = pyCast<PyInstance>(p)) {
    i->dict = nullptr;
    i->cause = i->context = i->native_value = IValue();
  } else if (auto* f = pyCast<PyFunction>(p)) {
    f->defaults.clear();
    f->kwdefaults.clear();
    f->closure.clear();
    f->attrs = nullptr;
  } else if (auto* m = pyCast<BoundMethod>(p)) {
    m->func = m->self = IValue();
  } else if (auto* c = pyCast<Cell>(p)) {
    c->value = IValue();
  } else if (auto* w = pyCast<PyWrapper>(p)) {
    w->func = w->fset = w->fdel = w->doc = IValue();
  } else if (auto* n = pyCast<NativeFunction>(p)) {
    n->data = IValue();
  } else if (auto* s = pyCast<PySet>(p)) {
    s->clear();
  }
}

}  // namespace

void breakCyclesAtExit(const std::vector<IValue>& roots) {
  Reachable r;
  for (const IValue& v : roots) r.add(v);
  r.run();
  for (const IValue& v : r.found())
    if (!pyCast<PyType>(asPy(v)) && !pyCast<PyModule>(asPy(v))) empty(v);
}

}  // namespace ts::py
