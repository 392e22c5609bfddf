// ===--- references.cpp - the references a Python-level object holds -----=== //
#include "python/references.h"

namespace ts::py {

namespace {

void reportDict(const Ref<PyDict>& d, const std::function<void(const IValue&)>& fn) {
  if (d) fn(box(d.get()));
}

void report(const IValue& x, const std::function<void(const IValue&)>& fn) {
  if (mayRefer(x)) fn(x);
}

void objectReferences(PyObject* p, const std::function<void(const IValue&)>& fn) {
  if (auto* d = pyCast<PyDict>(p)) {
    d->forEach([&](const IValue& k, const IValue& x) {
      report(k, fn);
      report(x, fn);
    });
    reportDict(d->attrs, fn);
  } else if (auto* i = pyCast<PyInstance>(p)) {
    reportDict(i->dict, fn);
    for (const IValue* x : {&i->args, &i->cause, &i->context, &i->native_value}) report(*x, fn);
  } else if (auto* f = pyCast<PyFunction>(p)) {
    reportDict(f->globals, fn);
    reportDict(f->attrs, fn);
    for (const auto* list : {&f->defaults, &f->kwdefaults, &f->closure})
      for (const IValue& x : *list) report(x, fn);
  } else if (auto* m = pyCast<BoundMethod>(p)) {
    report(m->func, fn);
    report(m->self, fn);
  } else if (auto* t = pyCast<PyType>(p)) {
    reportDict(t->dict, fn);
  } else if (auto* mod = pyCast<PyModule>(p)) {
    reportDict(mod->dict, fn);
  } else if (auto* c = pyCast<Cell>(p)) {
    report(c->value, fn);
  } else if (auto* w = pyCast<PyWrapper>(p)) {
    for (const IValue* x : {&w->func, &w->fset, &w->fdel, &w->doc}) report(*x, fn);
  } else if (auto* n = pyCast<NativeFunction>(p)) {
    report(n->data, fn);
  } else if (auto* s = pyCast<PySet>(p)) {
    s->forEach([&](const IValue& k) { report(k, fn); });
  }
}

}  // namespace

void forEachReference(const IValue& v, const std::function<void(const IValue&)>& fn) {
  if (v.isList()) {
    for (const IValue& x : v.toList()->items) report(x, fn);
  } else if (v.isTuple()) {
    for (const IValue& x : v.toTuple()->items) report(x, fn);
  } else if (PyObject* p = asPy(v)) {
    objectReferences(p, fn);
  }
}

void dropReferences(const IValue& v) {
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

}  // namespace ts::py
