// ===--- classes.cpp - class creation, instantiation, super, descriptors --=== //
// `class` statements build a PyType with a C3 MRO; calling a class runs
// __new__ and __init__; object, type and BaseException get their methods.
#include <cerrno>
#include "python/builtins.h"
#include "python/eval.h"

namespace ts::py {

namespace {

/// C3 linearization of a class with `bases`; raises TypeError when none exists.
std::vector<PyType*> c3(Interp& in, PyType* cls, const std::vector<PyType*>& bases) {
  std::vector<std::vector<PyType*>> seqs;
  for (PyType* b : bases) seqs.push_back(b->mro);
  seqs.push_back(bases);
  std::vector<PyType*> out{cls};
  while (true) {
    bool any = false;
    for (auto& s : seqs) any |= !s.empty();
    if (!any) return out;
    PyType* pick = nullptr;
    for (auto& s : seqs) {
      if (s.empty()) continue;
      PyType* cand = s[0];
      bool in_tail = false;
      for (auto& t : seqs)
        for (size_t i = 1; i < t.size() && !in_tail; ++i) in_tail = t[i] == cand;
      if (!in_tail) {
        pick = cand;
        break;
      }
    }
    if (!pick) {
      std::string names;
      for (PyType* b : bases) names += (names.empty() ? "" : ", ") + b->name;
      in.raise(in.e.TypeError, "Cannot create a consistent method resolution\norder (MRO) for bases " + names);
    }
    out.push_back(pick);
    for (auto& s : seqs)
      if (!s.empty() && s[0] == pick) s.erase(s.begin());
  }
}

Layout nativeLayout(PyType* t) {
  for (PyType* m : t->mro)
    if (m->layout != Layout::Instance || m->is_exception) return m->layout;
  return Layout::Instance;
}

bool isUserFunction(Interp& in, const IValue* m) {
  PyObject* p = m ? asPy(*m) : nullptr;
  if (p && (p->type->isSubtype(in.t.staticmethod) || p->type->isSubtype(in.t.classmethod)))
    p = asPy(static_cast<PyWrapper*>(p)->func);
  return p && p->type != in.t.native;
}

}  // namespace

namespace {

IValue makeClass(Interp& in, PyType* meta, const std::string& name, std::vector<PyType*> base_types, Ref<PyDict> ns,
                 const std::vector<KwArg>& kws);

/// The class's bases as types (resolving __mro_entries__) and its metaclass.
PyType* resolveBases(Interp& in, const std::vector<IValue>& bases, const std::vector<KwArg>& kws,
                     std::vector<PyType*>& base_types) {
  PyType* meta = in.t.type;
  for (auto& b : bases) {
    auto* t = asPyT<PyType>(b);
    if (!t) {
      // typing constructs (Generic[T], NamedTuple) may stand in as bases.
      IValue entries;
      if (getAttrOpt(in, b, "__mro_entries__", entries)) {
        for (auto& e : toVector(in, call(in, entries, {in.newTuple(bases)})))
          if (auto* et = asPyT<PyType>(e)) base_types.push_back(et);
        continue;
      }
      in.raise(in.e.TypeError, "bases must be types");
    }
    if (t == in.t.bool_ || t == in.t.function || t == in.t.none)
      in.raise(in.e.TypeError, "type '" + t->name + "' is not an acceptable base type");
    base_types.push_back(t);
    if (t->type != in.t.type && t->type->isSubtype(meta)) meta = t->type;
  }
  for (auto& k : kws)
    if (k.name.toStr() == "metaclass") meta = asPyT<PyType>(k.value) ? asPyT<PyType>(k.value) : meta;
  if (base_types.empty()) base_types.push_back(in.t.object);
  return meta;
}

}  // namespace

IValue buildClass(Interp& in, const std::string& name, const std::vector<IValue>& bases, Ref<PyDict> ns,
                  const std::vector<KwArg>& kws) {
  std::vector<PyType*> base_types;
  PyType* meta = resolveBases(in, bases, kws, base_types);
  // A base replaced through __mro_entries__ (Generic[T]) leaves the bases as
  // written in __orig_bases__, and the metaclass sees the resolved ones.
  bool resolved = false;
  for (const IValue& b : bases) resolved = resolved || !asPyT<PyType>(b);
  if (resolved) ns->set(in, in.intern("__orig_bases__"), in.newTuple(bases));
  if (meta == in.t.type) return makeClass(in, meta, name, base_types, ns, kws);
  // A user metaclass: meta(name, bases, ns) runs its __new__ (or type's), then
  // its __init__ when __new__ returned an instance of meta, as type.__call__.
  std::vector<IValue> bvals = bases;
  if (resolved) {
    bvals.clear();
    for (PyType* t : base_types) bvals.push_back(box(t));
  }
  // The class keywords but metaclass= go to the metaclass's __new__ and
  // __init__ (and through type.__new__ to __init_subclass__).
  std::vector<KwArg> rest;
  for (const KwArg& k : kws)
    if (k.name.toStr() != "metaclass") rest.push_back(k);
  IValue cls;
  const IValue* mnew = meta->lookup(in, in.n.new_, hashStr("__new__"));
  if (isUserFunction(in, mnew)) {
    PyObject* np = asPy(*mnew);
    IValue fn = np->type->isSubtype(in.t.staticmethod) ? static_cast<PyWrapper*>(np)->func : *mnew;
    IValue pos[4] = {box(meta), IValue(name), in.newTuple(bvals), box(ns.get())};
    Args new_args{pos, 4, rest.data(), rest.size()};
    cls = call(in, fn, new_args);
  } else {
    cls = makeClass(in, meta, name, base_types, ns, kws);
  }
  const IValue* minit = meta->lookup(in, in.n.init_, hashStr("__init__"));
  auto* made = asPyT<PyType>(cls);
  if (isUserFunction(in, minit) && made && made->type->isSubtype(meta)) {
    IValue ipos[4] = {cls, IValue(name), in.newTuple(bvals), box(ns.get())};
    Args init_args{ipos, 4, rest.data(), rest.size()};
    call(in, *minit, init_args);
  }
  return cls;
}

namespace {

[[noreturn]] void initSubclassTakesNoKeywords(Interp& in, const PyType* cls) {
  in.raise(in.e.TypeError, typeQualname(in, cls) + ".__init_subclass__() takes no keyword arguments");
}

/// The attribute names instances of `cls` may have when every class on its
/// MRO declares `__slots__` (without "__dict__"); null when they have a dict.
std::shared_ptr<const std::vector<std::string>> slotNames(Interp& in, const PyType& cls) {
  auto names = std::make_shared<std::vector<std::string>>();
  for (PyType* m : cls.mro) {
    if (m->native) {
      if (m->is_exception) return nullptr;  // exceptions have a __dict__
      continue;                             // object, int, str, tuple...: no dict
    }
    IValue* slots = m->dict->findStr(in, in.n.slots_, hashStr("__slots__"));
    if (!slots) return nullptr;
    std::vector<IValue> items = isStrValue(*slots) ? std::vector<IValue>{*slots} : toVector(in, *slots);
    for (const IValue& s : items) {
      if (!isStrValue(s)) in.raise(in.e.TypeError, "__slots__ items must be strings, not '" + typeName(in, s) + "'");
      if (s.toStr() == "__dict__") return nullptr;
      names->push_back(s.toStr());
    }
  }
  return names;
}

IValue makeClass(Interp& in, PyType* meta, const std::string& name, std::vector<PyType*> base_types, Ref<PyDict> ns,
                 const std::vector<KwArg>& kws) {
  auto* cls = new PyType(meta, name, Layout::Instance);
  IValue result = box(cls);
  in.trackClass(result);
  cls->native = false;
  cls->dict = ns;
  // A class made by type(name, bases, ns) is qualified by its name alone,
  // not by a base's __qualname__ (which the lookup along the MRO would find).
  if (!ns->findStr(in, in.n.qualname_, hashStr("__qualname__"))) ns->set(in, in.n.qualname_, IValue(name));
  for (PyType* b : base_types) cls->bases.push_back(box(b));
  cls->mro = c3(in, cls, base_types);
  for (PyType* m : cls->mro) cls->is_exception |= m->is_exception;
  cls->layout = nativeLayout(cls);
  cls->slot_names = slotNames(in, *cls);
  if (IValue* m = ns->findStr(in, in.n.module_, hashStr("__module__")); m && isStrValue(*m)) cls->module = m->toStr();
  // type.__new__ gives every class its own __doc__ (None without a docstring),
  // so instances and subclasses never see a base's docstring.
  if (ns->find(in, in.n.doc_, hashStr("__doc__")) < 0) ns->set(in, in.n.doc_, IValue());
  for (PyType* m : cls->mro) {
    cls->has_getattr |= m->dict->find(in, in.n.getattr_, hashStr("__getattr__")) >= 0;
    cls->has_setattr |= !m->native && m->dict->find(in, in.n.setattr_, hashStr("__setattr__")) >= 0;
    cls->has_getattribute |= !m->native && m->dict->find(in, in.intern("__getattribute__"), hashStr("__getattribute__")) >= 0;
  }
  cls->has_getattr |= cls->has_getattribute;
  for (PyType* m : cls->mro) {
    if (m->native) continue;
    m->dict->forEach([&](const IValue&, const IValue& v) {
      PyObject* vp = asPy(v);
      if (vp && (vp->type->isSubtype(in.t.property) ||
                 (!vp->type->native && vp->type->lookup(in, in.n.set_, hashStr("__set__")))))
        cls->has_data_descr = true;
    });
  }
  // A class that defines __eq__ but not __hash__ is unhashable.
  if (ns->find(in, in.n.eq_, hashStr("__eq__")) >= 0 && ns->find(in, in.n.hash_, hashStr("__hash__")) < 0)
    ns->set(in, in.n.hash_, IValue());
  // Functions in the namespace become their class's (staticmethod-wrapped __new__, __init_subclass__ classmethod).
  if (IValue* nw = ns->findStr(in, in.n.new_, hashStr("__new__")); nw && asPyT<PyFunction>(*nw))
    *nw = box(new PyWrapper(in.t.staticmethod, *nw));
  // __init_subclass__ and __class_getitem__ are implicitly classmethods (as in CPython's type_new).
  for (const IValue* name : {&in.n.init_subclass_, &in.n.class_getitem_})
    if (IValue* is = ns->findStr(in, *name, hashStr(name->toStr())); is && asPyT<PyFunction>(*is))
      *is = box(new PyWrapper(in.t.classmethod, *is));
  std::vector<std::pair<IValue, IValue>> entries;
  ns->forEach([&](const IValue& k, const IValue& v) { entries.push_back({k, v}); });
  for (auto& [k, v] : entries) {
    PyObject* p = asPy(v);
    if (!p || p->type->native) continue;
    if (const IValue* sn = p->type->lookup(in, in.n.set_name_, hashStr("__set_name__"))) callMethod(in, *sn, v, {result, k});
  }
  if (cls->mro.size() > 1) {
    PyType* parent = cls->mro[1];
    std::vector<KwArg> rest;
    for (auto& k : kws)
      if (k.name.toStr() != "metaclass") rest.push_back(k);
    if (const IValue* is = parent->lookup(in, in.n.init_subclass_, hashStr("__init_subclass__")); isUserFunction(in, is)) {
      PyObject* isp = asPy(*is);
      IValue fn = isp->type->isSubtype(in.t.classmethod) ? static_cast<PyWrapper*>(isp)->func : *is;
      std::vector<IValue> pos{result};
      Args a{pos.data(), pos.size(), rest.data(), rest.size()};
      call(in, fn, a);
    } else if (!rest.empty()) {
      initSubclassTakesNoKeywords(in, cls);
    }
  }
  return result;
}

}  // namespace

IValue callType(Interp& in, PyType* t, Args& args) {
  if (t->type != in.t.type && !t->type->native) {
    const IValue* mc = t->type->lookup(in, in.n.call_, hashStr("__call__"));
    if (isUserFunction(in, mc)) {
      SmallPos pos;
      pos.push_back(box(t));
      for (size_t i = 0; i < args.n; ++i) pos.push_back(args.pos[i]);
      Args a{pos.data(), pos.size(), args.kw, args.nkw};
      return call(in, *mc, a);
    }
  }
  return callTypeDirect(in, t, args);
}

/// Note [Native-layout subclasses]: the builtin value a ctor made for class
/// `t` derived from `native` (int, float, str, bytes, tuple, list) goes into
/// a PyInstance of `t`; other ctors make objects of `t` themselves.
IValue wrapNativeLayout(Interp& in, PyType* t, PyType* native, IValue v) {
  if (t->native || asPy(v)) return v;
  switch (native->layout) {
    case Layout::Int: case Layout::Float: case Layout::Str: case Layout::Bytes: case Layout::Tuple:
    case Layout::List: break;
    default: return v;
  }
  auto* inst = new PyInstance(t);
  IValue out = box(inst);
  inst->native_value = std::move(v);
  return out;
}

PyType* osErrorType(Interp& in, int64_t err) {
  if (err == ENOENT) return in.e.FileNotFoundError;
  if (err == EEXIST) return in.e.FileExistsError;
  if (err == EISDIR) return in.e.IsADirectoryError;
  if (err == ENOTDIR) return in.e.NotADirectoryError;
  if (err == EACCES || err == EPERM) return in.e.PermissionError;
  return in.e.OSError;
}

std::string frameModuleName(Interp& in, const Frame* f) {
  if (!f || !f->globals) return "__main__";
  IValue* name = f->globals->findStr(in, in.n.name_, hashStr("__name__"));
  return name && isStrValue(*name) ? name->toStr() : "__main__";
}

/// type(name, bases, ns), or Meta(name, bases, ns) for a metaclass without
/// a __new__ of its own: a class whose metaclass is `meta`.
IValue classFromTypeCall(Interp& in, PyType* meta, Args& args) {
  auto* ns = asPyT<PyDict>(args[2]);
  Ref<PyDict> copy = in.newDict();
  if (ns) ns->forEach([&](const IValue& k, const IValue& v) { copy->set(in, k, v); });
  // As CPython: the module of the code calling type().
  if (copy->find(in, in.n.module_, hashStr("__module__")) < 0)
    copy->set(in, in.n.module_, IValue(frameModuleName(in, in.top)));
  std::vector<KwArg> kws;
  if (meta != in.t.type) kws.push_back(KwArg{IValue("metaclass"), box(meta)});
  // buildClass runs the metaclass's __init__ (the most derived one of meta
  // and the bases' metaclasses), as CPython's type_call does.
  return buildClass(in, strArg(in, args[0], "type() argument 1"), toVector(in, args[1]), copy, kws);
}

IValue callTypeDirect(Interp& in, PyType* t, Args& args) {
  // OSError(errno, strerror, ...) constructs the errno's subclass, as CPython's OSError.__new__ does.
  if (t == in.e.OSError && args.n >= 2 && args.n <= 5 && args[0].isInt()) t = osErrorType(in, args[0].toInt());
  if (t == in.t.type) {
    if (args.n == 1 && args.nkw == 0) return box(typeOf(in, args[0]));
    if (args.n == 3) return classFromTypeCall(in, t, args);
    in.raise(in.e.TypeError, "type() takes 1 or 3 arguments");
  }
  const IValue* new_fn = t->lookup(in, in.n.new_, hashStr("__new__"));
  IValue obj;
  if (isUserFunction(in, new_fn)) {
    // __new__ and then __init__ receive the arguments, and a call consumes
    // its Args (Note [Arguments are consumed]): __new__ gets copies.
    SmallPos pos;
    pos.push_back(box(t));
    for (size_t i = 0; i < args.n; ++i) pos.push_back(args.pos[i]);
    std::vector<KwArg> kws(args.kw, args.kw + args.nkw);
    Args a{pos.data(), pos.size(), kws.data(), kws.size()};
    PyObject* np = asPy(*new_fn);
    obj = call(in, np->type->isSubtype(in.t.staticmethod) ? static_cast<PyWrapper*>(np)->func : *new_fn, a);
    if (!isInstance(in, obj, t)) return obj;
  } else if (t->isSubtype(in.t.type) && args.n == 3 && args.nkw == 0) {
    // Meta(name, bases, ns): type.__new__ makes the class, then Meta.__init__.
    return classFromTypeCall(in, t, args);
  } else {
    PyType* native = nullptr;
    for (PyType* m : t->mro)
      if (m->ctor) {
        native = m;
        break;
      }
    if (native) {
      // A list subclass starts empty and its __init__ fills it, as in CPython.
      Args none{args.pos, 0, nullptr, 0};
      bool filled_by_init = !t->native && native->layout == Layout::List;
      if (t->native) return wrapNativeLayout(in, t, native, native->ctor(in, t, args));
      // A subclass's __init__ runs next with the same arguments: the native
      // constructor gets copies (Note [Arguments are consumed]).
      SmallPos pos(args.pos, args.pos + args.n);
      std::vector<KwArg> kws(args.kw, args.kw + args.nkw);
      Args copy{pos.data(), pos.size(), kws.data(), kws.size()};
      obj = wrapNativeLayout(in, t, native, native->ctor(in, t, filled_by_init ? none : copy));
    } else {
      if (t->layout == Layout::Instance && !t->is_exception && !t->lookup(in, in.n.init_, hashStr("__init__")) && (args.n || args.nkw))
        in.raise(in.e.TypeError, t->name + "() takes no arguments");
      auto* inst = new PyInstance(t);
      obj = box(inst);
      if (t->is_exception) inst->args = in.newTuple(std::vector<IValue>(args.pos, args.pos + args.n));
    }
  }
  const IValue* init = t->lookup(in, in.n.init_, hashStr("__init__"));
  const IValue* object_init = in.t.object->dict->findStr(in, in.n.init_, hashStr("__init__"));
  bool real_init = init && object_init && !isSame(*init, *object_init) && !(t->is_exception && !isUserFunction(in, init));
  if (real_init) {
    SmallPos pos;
    pos.push_back(obj);
    for (size_t i = 0; i < args.n; ++i) pos.push_back(args.pos[i]);
    Args a{pos.data(), pos.size(), args.kw, args.nkw};
    IValue r = call(in, *init, a);
    if (!r.isNone()) in.raise(in.e.TypeError, "__init__() should return None, not '" + typeName(in, r) + "'");
  } else if (t->layout == Layout::Instance && !t->is_exception && (args.n || args.nkw) && !isUserFunction(in, new_fn)) {
    in.raise(in.e.TypeError, t->name + "() takes no arguments");
  }
  return obj;
}

// ---- natives of object, type, BaseException, super, property ------------- //

namespace {

IValue objectInit(Interp&, Args&, PyObject*) { return IValue(); }

IValue objectNew(Interp& in, Args& a, PyObject*) {
  if (a.n < 1) in.raise(in.e.TypeError, "object.__new__(): not enough arguments");
  auto* t = asPyT<PyType>(a[0]);
  if (!t) in.raise(in.e.TypeError, "object.__new__(X): X is not a type object");
  for (PyType* m : t->mro)
    if (m->ctor) {
      // int.__new__(cls, 3) / str.__new__(cls, "x") reach here through super().
      bool value_layout = m->layout != Layout::List && m != in.t.object;
      Args rest{a.pos + 1, value_layout ? a.n - 1 : 0, value_layout ? a.kw : nullptr, value_layout ? a.nkw : 0};
      return wrapNativeLayout(in, t, m, m->ctor(in, t, rest));
    }
  auto* inst = new PyInstance(t);
  IValue v = box(inst);
  if (t->is_exception) inst->args = in.newTuple(std::vector<IValue>(a.pos + 1, a.pos + a.n));
  return v;
}

IValue objectSetattr(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__setattr__", 3, 3);
  genericSetAttr(in, a[0], a[1], hashStr(strArg(in, a[1], "attribute name")), a[2]);
  return IValue();
}

IValue objectGetattribute(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__getattribute__", 2, 2);
  IValue out;
  if (getAttrNoHook(in, a[0], a[1], hashStr(strArg(in, a[1], "attribute name")), out)) return out;
  in.raise(in.e.AttributeError, "'" + typeName(in, a[0]) + "' object has no attribute '" + a[1].toStr() + "'");
}

IValue objectDelattr(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__delattr__", 2, 2);
  PyType* t = typeOf(in, a[0]);
  auto* inst = asPyT<PyInstance>(a[0]);
  if (!inst || !inst->dict || !inst->dict->erase(in, a[1], hashStr(a[1].toStr())))
    in.raise(in.e.AttributeError, "'" + t->name + "' object has no attribute '" + a[1].toStr() + "'");
  return IValue();
}

IValue objectRepr(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__repr__", 1, 1);
  PyObject* p = asPy(a[0]);
  char buf[64];
  std::snprintf(buf, sizeof buf, " object at 0x%012llx>", static_cast<unsigned long long>(reinterpret_cast<uintptr_t>(p)));
  PyType* t = typeOf(in, a[0]);
  if (t->is_exception || t->native) return IValue(repr(in, a[0]));
  return IValue("<" + (t->module == "builtins" ? "" : t->module + ".") + t->name + buf);
}

IValue objectStr(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__str__", 1, 1);
  return IValue(repr(in, a[0]));
}

IValue objectEq(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__eq__", 2, 2);
  return isSame(a[0], a[1]) ? IValue(true) : in.not_implemented;
}

IValue objectNe(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__ne__", 2, 2);
  IValue r = compare(in, a[0], a[1], CmpOp::Eq);
  return IValue(!truthy(in, r));
}

IValue objectHash(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__hash__", 1, 1);
  return IValue(static_cast<int64_t>(reinterpret_cast<uintptr_t>(a[0].toRefCounted()) >> 4));
}

IValue objectFormat(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__format__", 2, 2);
  if (!a[1].toStr().empty()) in.raise(in.e.TypeError, "unsupported format string passed to " + typeName(in, a[0]) + ".__format__");
  return IValue(toStr(in, a[0]));
}

/// object.__init_subclass__: the end of the chain takes no class keywords.
IValue objectInitSubclass(Interp& in, Args& a, PyObject*) {
  if (a.nkw > 0) initSubclassTakesNoKeywords(in, a.n ? asPyT<PyType>(a[0]) : in.t.object);
  return IValue();
}

IValue excInit(Interp& in, Args& a, PyObject*) {
  auto* e = a.n ? asPyT<PyInstance>(a[0]) : nullptr;
  if (!e) in.raise(in.e.TypeError, "BaseException.__init__ needs an exception");
  e->args = in.newTuple(std::vector<IValue>(a.pos + 1, a.pos + a.n));
  return IValue();
}

IValue excStr(Interp& in, Args& a, PyObject*) {
  auto* e = a.n ? asPyT<PyInstance>(a[0]) : nullptr;
  if (!e || !e->args.isTuple()) in.raise(in.e.TypeError, "BaseException.__str__ needs an exception");
  auto& args = e->args.toTuple()->items;
  if (args.empty()) return IValue("");
  if (args.size() == 1) return IValue(toStr(in, args[0]));
  return IValue(repr(in, e->args));
}

IValue excWithTraceback(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "with_traceback", 2, 2);
  return a[0];
}

/// BaseException.add_note (3.11): appends to the __notes__ list, which the
/// traceback printer shows under the message.
IValue excAddNote(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "add_note", 2, 2);
  if (!isStrValue(a[1])) in.raise(in.e.TypeError, "note must be a str, not '" + typeName(in, a[1]) + "'");
  IValue notes;
  auto* inst = asPyT<PyInstance>(a[0]);
  if (inst && inst->dict) {
    if (IValue* v = inst->dict->findStr(in, in.intern("__notes__"), hashStr("__notes__"))) notes = *v;
  }
  if (notes.isNone()) {
    notes = in.newList();
    setAttr(in, a[0], "__notes__", notes);
  }
  if (!notes.isList()) in.raise(in.e.TypeError, "Cannot add note: __notes__ is not a list");
  notes.toList()->items.push_back(a[1]);
  return IValue();
}

IValue wrapperCtor(Interp& in, PyType* cls, Args& a) {
  if (cls->isSubtype(in.t.property)) {
    auto* w = new PyWrapper(cls, a.n > 0 ? a[0] : IValue());
    IValue v = box(w);
    if (a.n > 1) w->fset = a[1];
    if (a.n > 2) w->fdel = a[2];
    if (IValue* x = a.kwarg("fget")) w->func = *x;
    if (IValue* x = a.kwarg("fset")) w->fset = *x;
    if (IValue* x = a.kwarg("fdel")) w->fdel = *x;
    if (IValue* x = a.kwarg("doc")) w->doc = *x;
    return v;
  }
  checkArgs(in, a, cls->name.c_str(), 1, 1);
  return box(new PyWrapper(cls, a[0]));
}

PyWrapper* prop(Interp& in, Args& a) {
  auto* w = a.n ? asPyT<PyWrapper>(a[0]) : nullptr;
  if (!w) in.raise(in.e.TypeError, "descriptor needs a property");
  return w;
}

IValue propertyCopy(Interp& in, PyWrapper* w, int which, const IValue& f) {
  auto* n = new PyWrapper(w->type, w->func);
  IValue v = box(n);
  n->fset = w->fset;
  n->fdel = w->fdel;
  if (which == 0) n->func = f;
  if (which == 1) n->fset = f;
  if (which == 2) n->fdel = f;
  return v;
}

IValue propertyGetter(Interp& in, Args& a, PyObject*) { checkArgs(in, a, "getter", 2, 2); return propertyCopy(in, prop(in, a), 0, a[1]); }
IValue propertySetter(Interp& in, Args& a, PyObject*) { checkArgs(in, a, "setter", 2, 2); return propertyCopy(in, prop(in, a), 1, a[1]); }
IValue propertyDeleter(Interp& in, Args& a, PyObject*) { checkArgs(in, a, "deleter", 2, 2); return propertyCopy(in, prop(in, a), 2, a[1]); }

IValue wrapperFunc(Interp& in, Args& a, PyObject*) {
  auto* w = a.n ? asPyT<PyWrapper>(a[0]) : nullptr;
  if (!w) in.raise(in.e.TypeError, "descriptor needs a wrapper");
  return w->func;
}

IValue typeMro(Interp& in, Args& a, PyObject*) {
  auto* t = a.n ? asPyT<PyType>(a[0]) : nullptr;
  if (!t) in.raise(in.e.TypeError, "descriptor 'mro' requires a 'type' object");
  std::vector<IValue> m;
  for (PyType* x : t->mro) m.push_back(box(x));
  return in.newList(std::move(m));
}

IValue typeSubclasscheck(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__subclasscheck__", 2, 2);
  auto* t = asPyT<PyType>(a[0]);
  auto* s = asPyT<PyType>(a[1]);
  return IValue(t && s && s->isSubtype(t));
}

IValue typeInstancecheck(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__instancecheck__", 2, 2);
  auto* t = asPyT<PyType>(a[0]);
  return IValue(t && isInstance(in, a[1], t));
}

IValue typeNew(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "type.__new__", 4, 4);
  auto* meta = asPyT<PyType>(a[0]);
  auto* ns = asPyT<PyDict>(a[3]);
  if (!meta || !ns) in.raise(in.e.TypeError, "type.__new__(X): X is not a type object");
  std::vector<PyType*> base_types;
  std::vector<KwArg> kws(a.kw, a.kw + a.nkw);  // for __init_subclass__
  resolveBases(in, toVector(in, a[2]), kws, base_types);
  Ref<PyDict> copy = in.newDict();
  ns->forEach([&](const IValue& k, const IValue& v) { copy->set(in, k, v); });
  return makeClass(in, meta, strArg(in, a[1], "type.__new__() argument 1"), base_types, copy, kws);
}

IValue typeCall(Interp& in, Args& a, PyObject*) {
  auto* t = a.n ? asPyT<PyType>(a[0]) : nullptr;
  if (!t) in.raise(in.e.TypeError, "descriptor '__call__' requires a 'type' object");
  Args rest{a.pos + 1, a.n - 1, a.kw, a.nkw};
  return callTypeDirect(in, t, rest);
}

IValue typeSetattr(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__setattr__", 3, 3);
  genericSetAttr(in, a[0], a[1], hashStr(strArg(in, a[1], "attribute name")), a[2]);
  return IValue();
}

IValue typeDelattr(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__delattr__", 2, 2);
  auto* t = asPyT<PyType>(a[0]);
  if (!t || !t->dict->erase(in, a[1], hashStr(strArg(in, a[1], "attribute name"))))
    in.raise(in.e.AttributeError, "type object has no attribute '" + a[1].toStr() + "'");
  return IValue();
}

IValue dictRepr(Interp& in, Args& a, PyObject*) {
  auto* d = a.n ? asPyT<PyDict>(a[0]) : nullptr;
  if (!d) in.raise(in.e.TypeError, "descriptor '__repr__' requires a 'dict' object");
  std::string s = "{";
  bool first = true;
  d->forEach([&](const IValue& k, const IValue& v) {
    if (!first) s += ", ";
    first = false;
    s += repr(in, k) + ": " + repr(in, v);
  });
  return IValue(s + "}");
}

}  // namespace

/// method(function, instance): types.MethodType, a bound method made by hand.
IValue methodNew(Interp& in, PyType*, Args& a) {
  checkArgs(in, a, "method", 2, 2);
  PyObject* f = asPy(a[0]);
  bool callable = f && (f->type == in.t.function || f->type == in.t.native || f->type == in.t.method ||
                        pyCast<PyType>(f) || f->type->lookup(in, in.n.call_, hashStr("__call__")));
  if (!callable) in.raise(in.e.TypeError, "first argument must be callable");
  if (a[1].isNone()) in.raise(in.e.TypeError, "instance must not be None");
  return box(new BoundMethod(in.t.method, a[0], a[1]));
}

IValue superNew(Interp& in, PyType*, Args& a) {
  if (a.n != 1 && a.n != 2) in.raise(in.e.RuntimeError, "super(): no arguments");
  auto* cls = asPyT<PyType>(a[0]);
  if (!cls) in.raise(in.e.TypeError, "super() argument 1 must be a type, not " + typeName(in, a[0]));
  // super(T): an unbound super object, which proxies nothing (Note [Unbound super]).
  if (a.n == 1) {
    auto* sp = new PySuper(in.t.super_, cls, a[0]);
    sp->unbound = true;
    return box(sp);
  }
  bool instance = typeOf(in, a[1])->isSubtype(cls);
  auto* as_type = asPyT<PyType>(a[1]);
  if (!instance && !(as_type && as_type->isSubtype(cls)))
    in.raise(in.e.TypeError, "super(type, obj): obj must be an instance or subtype of type");
  auto* sp = new PySuper(in.t.super_, cls, a[1]);
  sp->bind_instance = instance;
  return box(sp);
}

void initObjectModel(Interp& in) {
  PyType* o = in.t.object;
  in.addMethod(o, "__init__", objectInit);
  in.addMethod(o, "__setattr__", objectSetattr);
  in.addMethod(o, "__getattribute__", objectGetattribute);
  in.addMethod(o, "__delattr__", objectDelattr);
  in.addMethod(o, "__repr__", objectRepr);
  in.addMethod(o, "__str__", objectStr);
  in.addMethod(o, "__eq__", objectEq);
  in.addMethod(o, "__ne__", objectNe);
  in.addMethod(o, "__hash__", objectHash);
  in.addMethod(o, "__format__", objectFormat);
  auto* nf = new NativeFunction(in.t.native, "__new__", objectNew);
  o->dict->set(in, in.n.new_, box(new PyWrapper(in.t.staticmethod, box(nf))));
  auto* isc = new NativeFunction(in.t.native, "__init_subclass__", objectInitSubclass);
  o->dict->set(in, in.n.init_subclass_, box(new PyWrapper(in.t.classmethod, box(isc))));
  in.addMethod(in.e.BaseException, "__init__", excInit);
  in.addMethod(in.e.BaseException, "__str__", excStr);
  in.addMethod(in.e.BaseException, "with_traceback", excWithTraceback);
  in.addMethod(in.e.BaseException, "add_note", excAddNote);
  in.addMethod(in.t.type, "mro", typeMro);
  in.addMethod(in.t.type, "__call__", typeCall);
  in.addMethod(in.t.type, "__setattr__", typeSetattr);
  in.addMethod(in.t.type, "__delattr__", typeDelattr);
  in.addMethod(in.t.dict, "__repr__", dictRepr);
  auto* tn = new NativeFunction(in.t.native, "__new__", typeNew);
  in.t.type->dict->set(in, in.n.new_, box(new PyWrapper(in.t.staticmethod, box(tn))));
  in.addMethod(in.t.type, "__subclasscheck__", typeSubclasscheck);
  in.addMethod(in.t.type, "__instancecheck__", typeInstancecheck);
  for (PyType* w : {in.t.property, in.t.staticmethod, in.t.classmethod}) w->ctor = wrapperCtor;
  in.addMethod(in.t.property, "getter", propertyGetter);
  in.addMethod(in.t.property, "setter", propertySetter);
  in.addMethod(in.t.property, "deleter", propertyDeleter);
  in.addMethod(in.t.staticmethod, "__func__", wrapperFunc);
  in.t.super_->ctor = superNew;
  in.t.method->ctor = methodNew;
}

}  // namespace ts::py
