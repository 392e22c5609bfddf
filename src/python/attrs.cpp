// ===--- attrs.cpp - repr/str, attribute access, descriptors, calls ------=== //
// getattr follows Python: data descriptors on the type, the instance dict,
// then other class attributes (bound as methods), then __getattr__.
#include <algorithm>
#include <cstdio>

#include "python/big_range.h"
#include "python/attr_cache.h"
#include "python/bigint.h"
#include "python/builtins.h"
#include "python/eval.h"
#include "python/tensor_state.h"
#include "support/float_format.h"
#include "support/small_vector.h"

namespace ts::py {

IValue functionCode(Interp& in, const PyFunction& f);  // code_object.cpp

namespace {

/// __kwdefaults__: a dict of the keyword-only parameters with defaults, or None.
IValue kwDefaults(Interp& in, const PyFunction& f) {
  const auto& names = f.code->param_names;
  size_t first = names.size() - static_cast<size_t>(f.code->nkwonly);
  Ref<PyDict> d = in.newDict();
  bool any = false;
  for (size_t i = 0; i < f.kwdefaults.size() && i < f.has_kwdefault.size(); ++i) {
    if (!f.has_kwdefault[i] || first + i >= names.size()) continue;
    d->set(in, names[first + i], f.kwdefaults[i]);
    any = true;
  }
  return any ? box(d.get()) : IValue();
}

}  // namespace

// CPython names classes by __qualname__ in reprs and tracebacks; natives
// have none and go by their name.
std::string typeQualname(Interp& in, const PyType* t) {
  IValue* q = t->dict ? t->dict->findStr(in, in.n.qualname_, hashStr("__qualname__")) : nullptr;
  return q && isStrValue(*q) ? q->toStr() : t->name;
}

namespace {

std::string addr(const void* p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%012llx", static_cast<unsigned long long>(reinterpret_cast<uintptr_t>(p)));
  return buf;
}

/// Guards container repr against self-reference ([...]).
struct ReprGuard {
  static std::vector<const void*>& active() {
    thread_local std::vector<const void*> v;
    return v;
  }
  const void* p;
  bool recursive;
  explicit ReprGuard(const void* x) : p(x) {
    auto& a = active();
    recursive = std::find(a.begin(), a.end(), x) != a.end();
    if (!recursive) a.push_back(x);
  }
  ~ReprGuard() {
    if (!recursive) active().pop_back();
  }
};

std::string joinRepr(Interp& in, const std::vector<IValue>& items) {
  std::string s;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i) s += ", ";
    s += repr(in, items[i]);
  }
  return s;
}

std::string typeRepr(Interp& in, const PyType* t) {
  if (t->module == "builtins") return "<class '" + t->name + "'>";
  return "<class '" + t->module + "." + typeQualname(in, t) + "'>";
}

std::string exceptionStr(Interp& in, PyInstance* e) {
  auto& args = e->args.toTuple()->items;
  if (args.empty()) return "";
  if (args.size() == 1) {
    if (e->type->isSubtype(in.e.KeyError)) return repr(in, args[0]);
    return toStr(in, args[0]);
  }
  // SyntaxError(msg, (filename, lineno, ...)) prints as "msg (basename,
  // line N)", leaving out what is not a str filename or an int lineno.
  if (e->type->isSubtype(in.e.SyntaxError) && args.size() == 2 && args[1].isTuple() &&
      args[1].toTuple()->items.size() >= 2) {
    const auto& where = args[1].toTuple()->items;
    std::string file = where[0].isStr() ? where[0].toStr() : "";
    if (size_t slash = file.rfind('/'); slash != std::string::npos) file = file.substr(slash + 1);
    std::string place = where[0].isStr() ? file : "";
    if (where[1].isInt()) place += (place.empty() ? "line " : ", line ") + std::to_string(where[1].toInt());
    return place.empty() ? toStr(in, args[0]) : toStr(in, args[0]) + " (" + place + ")";
  }
  // OSError(errno, strerror[, filename]) prints as "[Errno 2] strerror: 'filename'".
  if (e->type->isSubtype(in.e.OSError) && args.size() <= 3 && args[0].isInt()) {
    std::string s = "[Errno " + std::to_string(args[0].toInt()) + "] " + toStr(in, args[1]);
    return args.size() == 3 ? s + ": " + repr(in, args[2]) : s;
  }
  return repr(in, e->args);
}

std::string pyRepr(Interp& in, const IValue& v, PyObject* p) {
  if (auto* t = pyCast<PyType>(p)) return typeRepr(in, t);
  if (auto* d = pyCast<PyDict>(p)) {
    ReprGuard g(p);
    if (g.recursive) return "{...}";
    std::string s = "{";
    bool first = true;
    d->forEach([&](const IValue& k, const IValue& val) {
      if (!first) s += ", ";
      first = false;
      s += repr(in, k) + ": " + repr(in, val);
    });
    s += "}";
    if (d->type != in.t.dict) {
      if (d->type->name == "defaultdict") return "defaultdict(" + repr(in, d->attrs ? *d->attrs->findStr(in, in.intern("default_factory"), hashStr("default_factory")) : IValue()) + ", " + s + ")";
      if (d->type->name == "OrderedDict" || d->type->name == "Counter") return d->type->name + "(" + (d->size() ? s : "") + ")";
    }
    return s;
  }
  if (auto* st = pyCast<PySet>(p)) {
    bool frozen = st->type->isSubtype(in.t.frozenset);
    if (st->size() == 0) return frozen ? "frozenset()" : "set()";
    ReprGuard g(p);
    if (g.recursive) return st->type->name + "(...)";
    std::string s = "{";
    bool first = true;
    st->forEach([&](const IValue& k) {
      if (!first) s += ", ";
      first = false;
      s += repr(in, k);
    });
    s += "}";
    return frozen ? "frozenset(" + s + ")" : s;
  }
  if (pyCast<BigInt>(p)) return intToDecimal(in, v);
  if (auto* dv = pyCast<DictView>(p)) {
    std::vector<IValue> items;
    IValue it = dictIterator(in, dv->dict.get(), dv->kind), x;
    while (iterNext(in, it, x)) items.push_back(x);
    // An OrderedDict's views are odict_keys / odict_values / odict_items.
    bool ordered = false;
    for (const PyType* t : dv->dict->type->mro) ordered = ordered || t->name == "OrderedDict";
    std::string name = ordered ? "o" + dv->type->name : dv->type->name;
    return name + "([" + joinRepr(in, items) + "])";
  }
  if (auto* f = pyCast<PyFunction>(p)) return "<function " + f->qualname + " at " + addr(p) + ">";
  if (auto* f = pyCast<NativeFunction>(p)) return "<built-in function " + f->name + ">";
  if (auto* m = pyCast<BoundMethod>(p)) {
    std::string name = "?";
    if (auto* f = asPyT<PyFunction>(m->func)) name = f->qualname;
    if (auto* f = asPyT<NativeFunction>(m->func))
      return "<built-in method " + f->name + " of " + typeName(in, m->self) + " object at " + addr(m->self.toRefCounted()) + ">";
    return "<bound method " + name + " of " + repr(in, m->self) + ">";
  }
  if (auto* m = pyCast<PyModule>(p)) return "<module '" + m->name + "' (built-in)>";
  if (auto* r = pyCast<PyRange>(p)) {
    std::string s = "range(" + intToString(rangeField(*r, 0)) + ", " + intToString(rangeField(*r, 1));
    IValue step = rangeField(*r, 2);
    if (!step.isInt() || step.toInt() != 1) s += ", " + intToString(step);
    return s + ")";
  }
  if (auto* sl = pyCast<PySlice>(p)) return "slice(" + repr(in, sl->start) + ", " + repr(in, sl->stop) + ", " + repr(in, sl->step) + ")";
  if (p->type == in.t.not_implemented) return "NotImplemented";
  if (p->type == in.t.ellipsis) return "Ellipsis";
  if (auto* e = pyCast<PyInstance>(p); e && e->type->is_exception) {
    auto& args = e->args.toTuple()->items;
    return e->type->name + (args.size() == 1 ? "(" + repr(in, args[0]) + ")" : repr(in, e->args));
  }
  std::string mod = p->type->module;
  return "<" + (mod == "builtins" ? "" : mod + ".") + p->type->name + " object at " + addr(p) + ">";
}

}  // namespace

std::string floatStr(double d) { return pythonFloatRepr(d); }

std::string bytesRepr(const std::string& s) {
  char q = s.find('\'') != std::string::npos && s.find('"') == std::string::npos ? '"' : '\'';
  std::string out = "b";
  out += q;
  for (unsigned char c : s) {
    if (c == q || c == '\\') { out += '\\'; out += static_cast<char>(c); }
    else if (c == '\n') out += "\\n";
    else if (c == '\r') out += "\\r";
    else if (c == '\t') out += "\\t";
    else if (c < 0x20 || c >= 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  out += q;
  return out;
}

/// repr of a runtime value whose type (torch.Tensor, torch.Size: set up by
/// the torch bridge) may define `__repr__` natively.
std::string reprByType(Interp& in, const IValue& v, PyType* t) {
  const IValue* m = t->lookup(in, in.n.repr_, hashStr("__repr__"));
  if (!m) return "<" + t->name + " object>";
  // A Python-level __repr__ of a value subclass (a torch.Tensor subclass's mixin) runs too.
  IValue r = callMethod(in, *m, v, {});
  if (!r.isStr()) in.raise(in.e.TypeError, "__repr__ returned non-string (type " + typeName(in, r) + ")");
  return r.toStr();
}

/// CPython's RecursionError message for a too deeply nested repr.
constexpr const char* kReprDepth = " while getting the repr of an object";

std::string repr(Interp& in, const IValue& v) {
  switch (v.tag()) {
    case IValue::Tag::None: return "None";
    case IValue::Tag::Bool: return v.toBool() ? "True" : "False";
    case IValue::Tag::Int: return std::to_string(v.toInt());
    case IValue::Tag::Double: return pythonFloatRepr(v.toDouble());
    case IValue::Tag::Str: return isBytes(v) ? bytesRepr(v.toStr()) : strRepr(v.toStr());
    case IValue::Tag::Complex: return pythonComplexRepr(v.toComplex().real(), v.toComplex().imag());
    case IValue::Tag::List: {
      RecursionGuard depth(in, kReprDepth);
      ReprGuard g(v.toRefCounted());
      if (g.recursive) return "[...]";
      return "[" + joinRepr(in, v.toList()->items) + "]";
    }
    case IValue::Tag::Tuple: {
      if (PyType* t = typeOf(in, v); t != in.t.tuple) return reprByType(in, v, t);
      RecursionGuard depth(in, kReprDepth);
      auto& items = v.toTuple()->items;
      if (items.size() == 1) return "(" + repr(in, items[0]) + ",)";
      return "(" + joinRepr(in, items) + ")";
    }
    case IValue::Tag::Capsule: break;
    case IValue::Tag::Tensor: return reprByType(in, v, typeOf(in, v));
    default: return "<" + typeName(in, v) + " object>";
  }
  PyObject* p = asPy(v);
  if (!p) return "<" + v.toCapsule()->className() + " object>";
  if (const IValue* m = p->type->native ? nullptr : p->type->lookup(in, in.n.repr_, hashStr("__repr__"))) {
    if (asPy(*m) && asPy(*m)->type != in.t.native) {
      IValue r = callMethod(in, *m, v, {});
      if (!isStrValue(r)) in.raise(in.e.TypeError, "__repr__ returned non-string (type " + typeName(in, r) + ")");
      return r.toStr();
    }
  }
  if (const IValue* nv = nativeValue(v)) return repr(in, *nv);
  RecursionGuard depth(in, kReprDepth);  // dicts, sets and views nest too
  return pyRepr(in, v, p);
}

std::string toStr(Interp& in, const IValue& v) {
  if (v.isStr() && !isBytes(v)) return v.toStr();
  PyObject* p = asPy(v);
  if (p && !p->type->native) {
    const IValue* m = p->type->lookup(in, in.n.str_, hashStr("__str__"));
    if (m && asPy(*m) && asPy(*m)->type != in.t.native) {
      IValue r = callMethod(in, *m, v, {});
      if (!isStrValue(r)) in.raise(in.e.TypeError, "__str__ returned non-string (type " + typeName(in, r) + ")");
      return r.toStr();
    }
  }
  if (auto* e = pyCast<PyInstance>(p); e && e->type->is_exception) {
    const IValue* m = p->type->lookup(in, in.n.repr_, hashStr("__repr__"));
    if (m && asPy(*m) && asPy(*m)->type != in.t.native && !e->type->lookup(in, in.n.str_, hashStr("__str__"))) return repr(in, v);
    return exceptionStr(in, e);
  }
  // str and bytes define __str__; other data types reach repr (object.__str__).
  if (const IValue* nv = nativeValue(v); nv && nv->isStr()) return toStr(in, *nv);
  return repr(in, v);
}

// ---- attributes ----------------------------------------------------------- //

namespace {

PyDict* instanceDict(const IValue& obj, bool create, Interp& in) {
  PyObject* p = asPy(obj);
  if (auto* i = pyCast<PyInstance>(p)) {
    if (!i->dict && create) i->dict = in.newDict();
    return i->dict.get();
  }
  if (auto* f = pyCast<PyFunction>(p)) {
    if (!f->attrs && create) f->attrs = in.newDict();
    return f->attrs.get();
  }
  if (auto* d = pyCast<PyDict>(p); d && d->type != in.t.dict) {
    if (!d->attrs && create) d->attrs = in.newDict();
    return d->attrs.get();
  }
  if (auto* m = pyCast<PyModule>(p)) return m->dict.get();
  if (auto* t = pyCast<PyType>(p)) return t->dict.get();
  if (obj.isTensor()) {
    // Note [Tensor Python state]
    TensorPyState* s = create ? &ensureTensorPyState(obj) : tensorPyState(obj);
    if (s && !s->dict && create) s->dict = in.newDict();
    return s ? s->dict.get() : nullptr;
  }
  return nullptr;
}

/// Keeps a function a class namespace is about to drop alive while method
/// calls borrow (Note [Borrowed method calls]).
void retireEntry(Interp& in, PyDict& d, const IValue& name, int64_t hash) {
  if (in.borrowed_calls == 0) return;
  if (IValue* v = d.findStr(in, name, hash)) {
    PyObject* p = asPy(*v);
    if (p && (p->kind == PyKind::Function || p->kind == PyKind::Native)) in.retired.push_back(*v);
  }
}

bool isProperty(Interp& in, const IValue& v) {
  PyObject* p = asPy(v);
  return p && p->type->isSubtype(in.t.property);
}

/// Special attributes every object kind answers without a dict entry.
/// function.__get__(obj, type=None): the function binds as a method to an
/// instance and is itself when obj is None (descriptors like partialmethod use it).
static IValue functionGet(Interp& in, Args& a, PyObject* self) {
  checkArgs(in, a, "__get__", 1, 2);
  IValue fn = static_cast<NativeFunction*>(self)->data;
  if (a[0].isNone()) return fn;
  return box(new BoundMethod(in.t.method, fn, a[0]));
}

bool specialAttr(Interp& in, const IValue& obj, const std::string& name, IValue& out) {
  PyObject* p = asPy(obj);
  if (name == "__class__") { out = box(typeOf(in, obj)); return true; }
  if (name == "__dict__") {
    // Instances of a class whose MRO declares __slots__ (no "__dict__") keep
    // their slot values internally but have no __dict__, as in CPython.
    if (auto* i = pyCast<PyInstance>(p); i && (i->type->slot_names || i->type == in.t.object)) return false;
    if (PyDict* d = instanceDict(obj, true, in)) { out = box(d); return true; }
    return false;
  }
  if (auto* t = pyCast<PyType>(p)) {
    if (name == "__name__") { out = IValue(t->name); return true; }
    if (name == "__qualname__") {
      if (IValue* q = t->dict->findStr(in, in.n.qualname_, hashStr("__qualname__"))) out = *q;
      else out = IValue(t->name);
      return true;
    }
    if (name == "__module__") { out = IValue(t->module); return true; }
    if (name == "__mro__") {
      std::vector<IValue> m;
      for (PyType* x : t->mro) m.push_back(box(x));
      out = in.newTuple(std::move(m));
      return true;
    }
    if (name == "__bases__") { out = in.newTuple(t->bases); return true; }
    if (name == "__base__") { out = t->bases.empty() ? IValue() : t->bases[0]; return true; }
    if (name == "__doc__") {
      IValue* d = t->dict->findStr(in, in.n.doc_, hashStr("__doc__"));
      out = d ? *d : IValue();
      return true;
    }
    return false;
  }
  if (auto* w = pyCast<PyWrapper>(p)) {
    // A property or static/class method over an abstract function is abstract
    // (abc counts `@property @abstractmethod` members).
    if (name == "__isabstractmethod__") {
      bool abstract = false;
      for (const IValue* fn : {&w->func, &w->fset, &w->fdel}) {
        IValue v;
        if (!fn->isNone() && getAttrOpt(in, *fn, "__isabstractmethod__", v) && truthy(in, v)) abstract = true;
      }
      out = IValue(abstract);
      return true;
    }
    if (w->type->isSubtype(in.t.property)) {
      if (name == "fget") { out = w->func; return true; }
      if (name == "fset") { out = w->fset; return true; }
      if (name == "fdel") { out = w->fdel; return true; }
      if (name == "__doc__") {
        out = w->doc;
        if (out.isNone() && !w->func.isNone() && !getAttrOpt(in, w->func, "__doc__", out)) out = IValue();
        return true;
      }
    } else if (name == "__func__" || name == "__wrapped__") {
      out = w->func;
      return true;
    }
    return false;
  }
  if (auto* f = pyCast<PyFunction>(p)) {
    if (name == "__name__") { out = IValue(f->name); return true; }
    if (name == "__qualname__") { out = IValue(f->qualname); return true; }
    if (name == "__doc__") { out = f->code->doc; return true; }
    if (name == "__module__") {
      // The __name__ of the defining module's globals, as CPython records it.
      IValue* m = f->globals ? f->globals->findStr(in, in.n.name_, hashStr("__name__")) : nullptr;
      out = m ? *m : IValue("__main__");
      return true;
    }
    if (name == "__globals__" && f->globals) { out = box(f->globals.get()); return true; }
    if (name == "__defaults__") { out = f->defaults.empty() ? IValue() : in.newTuple(f->defaults); return true; }
    if (name == "__closure__") { out = f->closure.empty() ? IValue() : in.newTuple(f->closure); return true; }
    if (name == "__code__") { out = functionCode(in, *f); return true; }
    if (name == "__kwdefaults__") { out = kwDefaults(in, *f); return true; }
    if (name == "__get__") { out = in.native("__get__", functionGet, box(f)); return true; }
    return false;
  }
  if (p && p->type == in.t.generator && generatorGetAttr(in, p, name, out)) return true;
  if (auto* c = pyCast<Cell>(p); c && name == "cell_contents") {
    if (!c->bound) in.raise(in.e.ValueError, "Cell is empty");
    out = c->value;
    return true;
  }
  if (auto* f = pyCast<NativeFunction>(p)) {
    if (name == "__name__" || name == "__qualname__") { out = IValue(f->name); return true; }
    if (name == "__doc__") { out = IValue(); return true; }
    return false;
  }
  if (auto* m = pyCast<BoundMethod>(p)) {
    if (name == "__self__") { out = m->self; return true; }
    if (name == "__func__") { out = m->func; return true; }
    return getAttrOpt(in, m->func, name, out);
  }
  if (auto* e = pyCast<PyInstance>(p); e && e->type->is_exception) {
    if (name == "args") { out = e->args; return true; }
    if (name == "__cause__") { out = e->cause; return true; }
    if (name == "__context__") { out = e->context; return true; }
    if (name == "__traceback__") { out = IValue(); return true; }
    if (name == "__suppress_context__") { out = IValue(e->suppress_context); return true; }
    if (name == "value" && e->type->isSubtype(in.e.StopIteration)) {  // a generator's return value
      auto& items = e->args.toTuple()->items;
      out = items.empty() ? IValue() : items[0];
      return true;
    }
    if (name == "code" && e->type->isSubtype(in.e.SystemExit)) {  // None, the one argument, or the tuple
      auto& items = e->args.toTuple()->items;
      out = items.empty() ? IValue() : items.size() == 1 ? items[0] : e->args;
      return true;
    }
    return false;
  }
  if (auto* s = pyCast<PySlice>(p)) {
    if (name == "start") { out = s->start; return true; }
    if (name == "stop") { out = s->stop; return true; }
    if (name == "step") { out = s->step; return true; }
  }
  if (auto* r = pyCast<PyRange>(p)) {
    if (name == "start") { out = rangeField(*r, 0); return true; }
    if (name == "stop") { out = rangeField(*r, 1); return true; }
    if (name == "step") { out = rangeField(*r, 2); return true; }
  }
  if (obj.isInt() || obj.isBool() || pyCast<BigInt>(p) || obj.isDouble()) {
    if (name == "real") { out = obj.isBool() ? IValue(static_cast<int64_t>(obj.toBool())) : obj; return true; }
    if (name == "imag") { out = obj.isDouble() ? IValue(0.0) : IValue(int64_t{0}); return true; }
    if (name == "numerator" && !obj.isDouble()) { out = obj; return true; }
    if (name == "denominator" && !obj.isDouble()) { out = IValue(int64_t{1}); return true; }
  }
  if (obj.isComplex()) {
    if (name == "real") { out = IValue(obj.toComplex().real()); return true; }
    if (name == "imag") { out = IValue(obj.toComplex().imag()); return true; }
  }
  return false;
}

/// Attribute of a class object: its MRO, then the metaclass.
bool typeGetAttr(Interp& in, PyType* t, const IValue& name, int64_t hash, IValue& out) {
  if (const IValue* d = t->lookup(in, name, hash)) {
    PyObject* p = asPy(*d);
    if (p && p->type->isSubtype(in.t.classmethod)) { out = box(new BoundMethod(in.t.method, static_cast<PyWrapper*>(p)->func, box(t))); return true; }
    if (p && p->type->isSubtype(in.t.staticmethod)) { out = static_cast<PyWrapper*>(p)->func; return true; }
    if (p && !p->type->native && !p->type->isSubtype(in.t.property)) {
      if (const IValue* get = p->type->lookup(in, in.n.get_, hashStr("__get__"))) {
        out = callMethod(in, *get, *d, {IValue(), box(t)});
        return true;
      }
    }
    out = *d;
    return true;
  }
  if (specialAttr(in, box(t), name.toStr(), out)) return true;
  PyType* meta = t->type;
  if (meta != in.t.type) {
    if (const IValue* d = meta->lookup(in, name, hash)) {
      out = bindDescriptor(in, *d, box(t), meta);
      return true;
    }
  }
  if (const IValue* d = in.t.type->lookup(in, name, hash)) {
    out = bindDescriptor(in, *d, box(t), in.t.type);
    return true;
  }
  return false;
}

}  // namespace

IValue bindDescriptor(Interp& in, const IValue& desc, const IValue& obj, PyType* owner) {
  PyObject* p = asPy(desc);
  if (!p) return desc;
  if (p->type == in.t.function) return box(new BoundMethod(in.t.method, desc, obj));
  if (p->kind == PyKind::Native) {
    if (static_cast<NativeFunction*>(p)->is_method) return box(new BoundMethod(in.t.method, desc, obj));
    return desc;
  }
  if (p->type->isSubtype(in.t.classmethod)) return box(new BoundMethod(in.t.method, static_cast<PyWrapper*>(p)->func, box(owner)));
  if (p->type->isSubtype(in.t.staticmethod)) return static_cast<PyWrapper*>(p)->func;
  if (p->type->isSubtype(in.t.property)) {
    auto* w = static_cast<PyWrapper*>(p);
    if (w->func.isNone()) in.raise(in.e.AttributeError, "property object has no getter");  // refined by caller
    return call(in, w->func, {obj});
  }
  if (!p->type->native) {
    if (const IValue* get = p->type->lookup(in, in.n.get_, hashStr("__get__")))
      return callMethod(in, *get, desc, {obj, box(owner)});
  }
  return desc;
}

bool loadLazyBuiltin(Interp& in, const IValue& name);  // compile_expr.cpp

namespace {

/// getattr without raising; `hook`: fall back to __getattr__. (Not a flag
/// on the type: a property getter run from here must still see the hook.)
bool lookupAttr(Interp& in, const IValue& obj, const IValue& name, int64_t hash, IValue& out, bool hook) {
  PyObject* p = asPy(obj);
  if (auto* t = pyCast<PyType>(p)) return typeGetAttr(in, t, name, hash, out);
  if (auto* m = pyCast<PyModule>(p)) {
    if (IValue* v = m->dict->findStr(in, name, hash)) { out = *v; return true; }
    // `builtins.ExceptionGroup` / hasattr(builtins, ...) sees the lazy builtins too.
    if (m->dict.get() == in.builtins.get() && name.isStr() && loadLazyBuiltin(in, name)) {
      out = *m->dict->findStr(in, name, hash);
      return true;
    }
    // A module's namespace is its __dict__ (vars(module), module.__dict__[k] = v).
    if (name.isStr() && name.toStr() == "__dict__") { out = box(m->dict.get()); return true; }
    return false;
  }
  if (auto* s = pyCast<PySuper>(p)) {
    // Note [Unbound super]: super(T) is bound to nothing. CPython looks its
    // attributes up on the super object itself; the one code calls is
    // __init__ (PyTorch's IterableDataset example runs
    // `super(MyIterableDataset).__init__()`), which re-binds a temporary
    // and changes nothing, so here it is a no-op.
    if (s->unbound) {
      if (name.isStr() && name.toStr() == "__init__") {
        out = in.native("__init__", [](Interp&, Args&, PyObject*) { return IValue(); });
        return true;
      }
      if (name.isStr() && name.toStr() == "__thisclass__") {
        out = box(s->cls);
        return true;
      }
      return false;
    }
    // Look up along the MRO of the object's type after `cls`.
    PyType* t = s->bind_instance ? typeOf(in, s->obj) : asPyT<PyType>(s->obj);
    bool after = false;
    for (PyType* m : t->mro) {
      if (after) {
        int64_t i = m->dict->find(in, name, hash);
        if (i >= 0) {
          const IValue& d = m->dict->entries[i].value;
          if (!s->bind_instance) {
            PyObject* dp = asPy(d);
            if (dp && dp->type->isSubtype(in.t.classmethod)) { out = box(new BoundMethod(in.t.method, static_cast<PyWrapper*>(dp)->func, s->obj)); return true; }
            if (dp && dp->type->isSubtype(in.t.staticmethod)) { out = static_cast<PyWrapper*>(dp)->func; return true; }
            out = d;
            return true;
          }
          out = bindDescriptor(in, d, s->obj, t);
          return true;
        }
      }
      if (m == s->cls) after = true;
    }
    return false;
  }
  PyType* t = typeOf(in, obj);
  if (p && p->kind == PyKind::Instance && !t->has_data_descr && !in.any_late_descr) {
    // No data descriptor can shadow the instance dict: look there first.
    if (PyDict* d = static_cast<PyInstance*>(p)->dict.get())
      if (IValue* v = d->findStr(in, name, hash)) {
        out = *v;
        return true;
      }
  }
  const IValue* desc = t->lookup(in, name, hash);
  if (desc && isProperty(in, *desc)) {
    auto* w = static_cast<PyWrapper*>(asPy(*desc));
    if (w->func.isNone()) in.raise(in.e.AttributeError, "property '" + name.toStr() + "' of '" + t->name + "' object has no getter");
    out = call(in, w->func, {obj});
    return true;
  }
  if (p || obj.isTensor()) {
    if (PyDict* d = instanceDict(obj, false, in)) {
      if (IValue* v = d->findStr(in, name, hash)) { out = *v; return true; }
    }
  }
  if (desc) {
    out = bindDescriptor(in, *desc, obj, t);
    return true;
  }
  if (specialAttr(in, obj, name.toStr(), out)) return true;
  if (hook && t->has_getattr) {
    if (const IValue* ga = t->lookup(in, in.n.getattr_, hashStr("__getattr__"))) {
      try {
        out = callMethod(in, *ga, obj, {name});
        return true;
      } catch (PyErr& e) {
        if (isInstance(in, e.exc, in.e.AttributeError)) return false;
        throw;
      }
    }
  }
  return false;
}

}  // namespace

/// Lookup through a user-defined __getattribute__, then __getattr__ when
/// it raises AttributeError (CPython's slot_tp_getattr_hook).
static IValue userGetattribute(Interp& in, PyType* t, const IValue& obj, const IValue& name) {
  const IValue* gab = t->lookup(in, in.intern("__getattribute__"), hashStr("__getattribute__"));
  try {
    return callMethod(in, *gab, obj, {name});
  } catch (PyErr& e) {
    if (!isInstance(in, e.exc, in.e.AttributeError)) throw;
    const IValue* ga = t->lookup(in, in.n.getattr_, hashStr("__getattr__"));
    if (!ga) throw;
    return callMethod(in, *ga, obj, {name});
  }
}

bool getAttrOpt(Interp& in, const IValue& obj, const IValue& name, int64_t hash, IValue& out) {
  if (PyType* t = typeOf(in, obj); t->has_getattribute && !t->native) {
    try {
      out = userGetattribute(in, t, obj, name);
      return true;
    } catch (PyErr& e) {
      if (isInstance(in, e.exc, in.e.AttributeError)) return false;
      throw;
    }
  }
  return lookupAttr(in, obj, name, hash, out, true);
}

bool getAttrOpt(Interp& in, const IValue& obj, std::string_view name, IValue& out) {
  return getAttrOpt(in, obj, in.intern(name), hashStr(name), out);
}

IValue getAttr(Interp& in, const IValue& obj, const IValue& name, int64_t hash) {
  IValue out;
  PyType* t = typeOf(in, obj);
  if (t->has_getattribute && !t->native) return userGetattribute(in, t, obj, name);
  if (t->has_getattr && !t->native) {
    // __getattr__ may raise its own AttributeError message; call it directly.
    // As in CPython, it also runs when normal lookup raised AttributeError
    // (a property whose getter failed).
    try {
      if (getAttrNoHook(in, obj, name, hash, out)) return out;
    } catch (PyErr& e) {
      if (!isInstance(in, e.exc, in.e.AttributeError)) throw;
    }
    const IValue* ga = t->lookup(in, in.n.getattr_, hashStr("__getattr__"));
    return callMethod(in, *ga, obj, {name});
  }
  if (getAttrOpt(in, obj, name, hash, out)) return out;
  PyObject* p = asPy(obj);
  if (auto* m = pyCast<PyModule>(p))
    in.raise(in.e.AttributeError, "module '" + m->name + "' has no attribute '" + name.toStr() + "'");
  if (auto* ty = pyCast<PyType>(p))
    in.raise(in.e.AttributeError, "type object '" + ty->name + "' has no attribute '" + name.toStr() + "'");
  in.raise(in.e.AttributeError, "'" + t->tpName() + "' object has no attribute '" + name.toStr() + "'");
}

IValue getAttr(Interp& in, const IValue& obj, std::string_view name) { return getAttr(in, obj, in.intern(name), hashStr(name)); }

bool getAttrNoHook(Interp& in, const IValue& obj, const IValue& name, int64_t hash, IValue& out) {
  return lookupAttr(in, obj, name, hash, out, false);
}

/// `t.__class__ = cls` for a tensor: torch.Tensor and its subclasses are
/// interchangeable (an UninitializedParameter's materialize() becomes a
/// Parameter so); a Parameter is a tensor with the parameter mark.
void setTensorClass(Interp& in, const IValue& obj, PyType* type) {
  if (type->native && type != in.t.tensor)
    in.raise(in.e.TypeError, "__class__ assignment only supported for mutable types or ModuleType subclasses");
  if (!type->isSubtype(in.t.tensor))
    in.raise(in.e.TypeError, "__class__ assignment: '" + type->name + "' object layout differs from '" +
                                 typeName(in, obj) + "'");
  bool parameter = in.parameter_type && type->isSubtype(in.parameter_type);
  tensorImplOf(obj)->setParameter(parameter);
  setTensorSubclass(obj, type == in.t.tensor || type == in.parameter_type ? nullptr : type);
}

void setInstanceClass(Interp& in, const IValue& obj, const IValue& cls) {
  auto* type = asPyT<PyType>(cls);
  if (!type) in.raise(in.e.TypeError, "__class__ must be set to a class, not '" + typeName(in, cls) + "' object");
  if (obj.isTensor()) return setTensorClass(in, obj, type);
  auto* inst = asPyT<PyInstance>(obj);
  if (!inst || inst->type->native || type->native || type->layout != inst->type->layout)
    in.raise(in.e.TypeError, "__class__ assignment only supported for mutable types or ModuleType subclasses");
  type->incref();
  PyType* old = inst->type;
  inst->type = type;
  old->decref();
}

void genericSetAttr(Interp& in, const IValue& obj, const IValue& name, int64_t hash, IValue value) {
  static const int64_t kClassHash = hashStr("__class__");
  if (hash == kClassHash && name.toStr() == "__class__") return setInstanceClass(in, obj, value);
  PyType* t = typeOf(in, obj);
  if (const IValue* desc = t->lookup(in, name, hash)) {
    PyObject* dp = asPy(*desc);
    if (dp && dp->type->isSubtype(in.t.property)) {
      auto* w = static_cast<PyWrapper*>(dp);
      if (w->fset.isNone()) in.raise(in.e.AttributeError, "property '" + name.toStr() + "' of '" + t->name + "' object has no setter");
      call(in, w->fset, {obj, value});
      return;
    }
    if (dp && !dp->type->native) {
      if (const IValue* set = dp->type->lookup(in, in.n.set_, hashStr("__set__"))) {
        callMethod(in, *set, *desc, {obj, value});
        return;
      }
    }
  }
  // A bare object() has no __dict__: no attribute can be set on it.
  bool no_dict = t == in.t.object ||
                 (t->slot_names && std::find(t->slot_names->begin(), t->slot_names->end(), name.toStr()) == t->slot_names->end());
  if (no_dict && asPyT<PyInstance>(obj))
    in.raise(in.e.AttributeError, "'" + t->tpName() + "' object has no attribute '" + name.toStr() + "'");
  PyDict* d = instanceDict(obj, true, in);
  if (!d) {
    if (t->native)
      in.raise(in.e.AttributeError, "'" + t->tpName() + "' object has no attribute '" + name.toStr() + "'");
    in.raise(in.e.AttributeError, "'" + t->name + "' object attribute '" + name.toStr() + "' is read-only");
  }
  if (auto* ty = asPyT<PyType>(obj)) {
    const std::string& s = name.toStr();
    ++in.type_epoch;
    retireEntry(in, *d, name, hash);
    if (PyObject* vp = asPy(value); vp && (vp->type->isSubtype(in.t.property) || !vp->type->native)) in.any_late_descr = true;
    if (s == "__getattr__") ty->has_getattr = true;
    if (s == "__getattribute__" && !ty->native) ty->has_getattr = ty->has_getattribute = true;
    if (s == "__setattr__") ty->has_setattr = true;
    if (s == "__name__" && isStrValue(value)) ty->name = value.toStr();
  }
  if (auto* fn = asPyT<PyFunction>(obj)) {
    const std::string& s = name.toStr();
    if (s == "__name__" && isStrValue(value)) fn->name = value.toStr();
    if (s == "__qualname__" && isStrValue(value)) fn->qualname = value.toStr();
  }
  d->set(in, name, hash, std::move(value));
}

void setAttr(Interp& in, const IValue& obj, const IValue& name, int64_t hash, IValue value) {
  PyType* t = typeOf(in, obj);
  if (t->has_setattr) {
    const IValue* sa = t->lookup(in, in.n.setattr_, hashStr("__setattr__"));
    callMethod(in, *sa, obj, {name, std::move(value)});
    return;
  }
  if (auto* e = asPyT<PyInstance>(obj); e && e->type->is_exception) {
    const std::string& s = name.toStr();
    if (s == "__cause__") { e->cause = value; e->suppress_context = true; return; }
    if (s == "__context__") { e->context = value; return; }
    if (s == "args") { e->args = in.newTuple(toVector(in, value)); return; }
  }
  genericSetAttr(in, obj, name, hash, std::move(value));
}

void setAttr(Interp& in, const IValue& obj, std::string_view name, IValue value) {
  setAttr(in, obj, in.intern(name), hashStr(name), std::move(value));
}

void delAttr(Interp& in, const IValue& obj, const IValue& name, int64_t hash) {
  PyType* t = typeOf(in, obj);
  if (!t->native) {
    if (const IValue* da = t->lookup(in, in.n.delattr_, hashStr("__delattr__")); da && asPy(*da)->type != in.t.native) {
      callMethod(in, *da, obj, {name});
      return;
    }
  }
  if (const IValue* desc = t->lookup(in, name, hash); desc && isProperty(in, *desc)) {
    auto* w = static_cast<PyWrapper*>(asPy(*desc));
    if (w->fdel.isNone()) in.raise(in.e.AttributeError, "property '" + name.toStr() + "' of '" + t->name + "' object has no deleter");
    call(in, w->fdel, {obj});
    return;
  }
  PyDict* d = instanceDict(obj, false, in);
  if (asPyT<PyType>(obj)) {
    ++in.type_epoch;
    if (d) retireEntry(in, *d, name, hash);
  }
  if (!d || !d->erase(in, name, hash))
    in.raise(in.e.AttributeError, "'" + t->tpName() + "' object has no attribute '" + name.toStr() + "'");
}

// ---- calls ------------------------------------------------------------------ //

IValue call(Interp& in, const IValue& callee, Args& args) {
  PyObject* p = asPy(callee);
  if (!p) in.raise(in.e.TypeError, "'" + typeName(in, callee) + "' object is not callable");
  if (p->type == in.t.function) return callFunction(in, *static_cast<PyFunction*>(p), args);
  if (p->kind == PyKind::Native) {
    auto* nf = static_cast<NativeFunction*>(p);
    if (nf->self_is_value && args.n)
      if (const IValue* nv = nativeValue(args.pos[0])) args.pos[0] = *nv;
    return nf->fn(in, args, nf);
  }
  if (p->type == in.t.method) {
    auto* m = static_cast<BoundMethod*>(p);
    SmallVector<IValue, 8> pos;
    pos.push_back(m->self);
    for (size_t i = 0; i < args.n; ++i) pos.push_back(std::move(args.pos[i]));  // Note [Arguments are consumed]
    Args a{pos.data(), pos.size(), args.kw, args.nkw};
    if (auto* f = asPyT<PyFunction>(m->func); f && f->type == in.t.function) return callFunction(in, *f, a);
    return call(in, m->func, a);
  }
  if (auto* t = pyCast<PyType>(p)) return callType(in, t, args);
  if (p->type->isSubtype(in.t.staticmethod) || p->type->isSubtype(in.t.classmethod))
    return call(in, static_cast<PyWrapper*>(p)->func, args);
  if (const IValue* m = p->type->lookup(in, in.n.call_, hashStr("__call__")); m && !p->type->native) {
    SmallVector<IValue, 8> pos;
    pos.push_back(callee);
    for (size_t i = 0; i < args.n; ++i) pos.push_back(args.pos[i]);
    Args a{pos.data(), pos.size(), args.kw, args.nkw};
    return call(in, *m, a);
  }
  in.raise(in.e.TypeError, "'" + p->type->name + "' object is not callable");
}

IValue call(Interp& in, const IValue& callee, std::initializer_list<IValue> pos) {
  SmallVector<IValue, 8> v;
  for (auto& x : pos) v.push_back(x);
  Args a{v.data(), v.size(), nullptr, 0};
  return call(in, callee, a);
}

IValue callMethod(Interp& in, const IValue& method, const IValue& self, std::initializer_list<IValue> rest) {
  SmallVector<IValue, 8> v;
  PyObject* p = asPy(method);
  bool is_static = p && p->type->isSubtype(in.t.staticmethod);
  bool is_class = p && p->type->isSubtype(in.t.classmethod);
  IValue fn = (is_static || is_class) ? static_cast<PyWrapper*>(p)->func : method;
  if (is_class) v.push_back(box(typeOf(in, self)));
  else if (!is_static) v.push_back(self);
  for (auto& x : rest) v.push_back(x);
  Args a{v.data(), v.size(), nullptr, 0};
  return call(in, fn, a);
}

IValue callAttr(Interp& in, const IValue& obj, std::string_view name, std::initializer_list<IValue> pos) {
  return call(in, getAttr(in, obj, name), pos);
}


bool dictFirstSlow(Interp& in, AttrCache& c, PyType* t, const IValue& name, int64_t hash) {
  const IValue* desc = t->lookup(in, name, hash);
  if (desc && isProperty(in, *desc)) return false;
  c.type = t;
  c.type_serial = t->serial;
  c.epoch = in.type_epoch;
  return true;
}

void cachedStoreSlow(Interp& in, AttrCache& c, const IValue& obj, const IValue& name, int64_t hash, IValue v) {
  auto* p = asPyT<PyInstance>(obj);
  if (!p) return setAttr(in, obj, name, hash, std::move(v));
  PyType* t = p->type;
  if (!c.holds(t) || c.epoch != in.type_epoch) {
    // Plain when setAttr would reach genericSetAttr's dict store.
    const IValue* desc = t->has_setattr || t->is_exception ? nullptr : t->lookup(in, name, hash);
    PyObject* dp = desc ? asPy(*desc) : nullptr;
    bool plain = !t->has_setattr && !t->is_exception && !t->slot_names && t != in.t.object &&  // checks in genericSetAttr
                 (!dp || (dp->type->native && !dp->type->isSubtype(in.t.property)));
    if (!plain) return setAttr(in, obj, name, hash, std::move(v));
    c.type = t;
    c.type_serial = t->serial;
    c.epoch = in.type_epoch;
  }
  if (!p->dict) p->dict = in.newDict();
  if (IValue* slot = cachedEntry(in, c, *p->dict, name, hash)) {
    *slot = std::move(v);
    return;
  }
  p->dict->set(in, name, hash, std::move(v));
}

}  // namespace ts::py
