// ===--- jit_state.cpp - torch.jit's state and the live-value Resolver ----=== //
// PyResolver describes the live value of a global name to the compiler
// (Note [Script name resolution]); the compiler never sees Python objects.
#include "python_jit/jit_state.h"
#include "python_jit/jit_module.h"

#include <cmath>

#include "python/eval.h"
#include "python_jit/boundary.h"
#include "serialization/jit_services.h"

namespace ts::py {

bool isEnumClass(const PyType& t) {
  for (const PyType* m : t.mro)
    if (m->name == "Enum" && m->module == "enum") return true;
  return false;
}

namespace {

/// The key of this layer's Interp extension (its address).
const char kStateKey = 0;

/// Modules whose members script code knows by path (`typing.List`,
/// `torch.relu`): a global bound to one of their members resolves to it.
const char* const kKnownModules[] = {"typing", "typing_extensions", "math", "torch", "torch.nn.functional",
                                     "torch.nn", "torch.nn.init", "torch.jit", "collections", "enum",
                                     "warnings", "copy"};
/// Modules whose Python functions script code calls as builtins, private
/// names included (PyTorch's _builtin_table: torch.nn.modules.utils._pair,
/// torch.autograd.grad).
const char* const kBuiltinTableModules[] = {"torch.nn.modules.utils", "torch.autograd"};

bool sameObject(const IValue& a, const IValue& b) {
  if (a.tag() != b.tag()) return false;
  const RefCounted* pa = a.toRefCounted();
  return pa && pa == b.toRefCounted();
}

class PyResolver : public Resolver {
 public:
  PyResolver(JitState& st, Ref<PyDict> globals, Ref<PyFunction> closure_of = nullptr)
      : st_(st), globals_(std::move(globals)), closure_of_(std::move(closure_of)) {}

  Resolved resolve(const std::string& name) override {
    Interp& in = st_.in;
    IValue* v = closureValue(name);
    if (!v) v = globals_->findStr(in, in.intern(name), hashStr(name));
    // Unbound names (and None, as PyTorch's resolution callback cannot tell
    // them apart) fall to the compiler's builtins, else `undefined value`.
    if (!v || v->isNone()) return {};
    Resolved r = describe(*v);
    // PyTorch's toSugaredValue knows math.inf itself (`from math import
    // inf`); floats are unboxed here, so any +inf global passes as it.
    bool math_inf = v->isDouble() && std::isinf(v->toDouble()) && v->toDouble() > 0;
    if (r.kind == Resolved::Kind::Constant && !math_inf && !r.constant.isEnum()) {
      // PyTorch 1.13 takes constants only from module attributes (`math.pi`);
      // a global int is "python value of type 'int' cannot be used as a
      // value". Its value still serves as an evaluated default argument.
      r.kind = Resolved::Kind::Unsupported;
      r.path = typeName(in, *v);
    }
    return r;
  }

  Resolved resolveMember(const std::string& module, const std::string& name) override {
    Interp& in = st_.in;
    IValue* m = in.modules->findStr(in, in.intern(module), hashStr(module));
    IValue v;
    if (!m || !getAttrOpt(in, *m, name, v)) return {};
    return describe(v);
  }

  bool liveDefault(const ast::FunctionDef& def, size_t index, TypePtr type, LiveDefault& out) override {
    auto it = st_.live_functions.find(&def);
    if (it == st_.live_functions.end()) return false;
    auto* fn = asPyT<PyFunction>(it->second);
    // Python keeps the defaults of the last positional parameters in order.
    size_t positional = 0;
    for (const ast::Param& p : def.params)
      if (p.kind == ast::ParamKind::Positional || p.kind == ast::ParamKind::PositionalOnly) ++positional;
    size_t first = positional - std::min(positional, fn->defaults.size());
    if (index < first || index >= positional) return false;
    const IValue& v = fn->defaults[index - first];
    out.mutable_class = mutableClass(v);
    out.fits = toScript(st_.in, v, type, out.value);
    return true;
  }

  /// The class PyTorch names when it rejects default `v` as mutable, or "".
  std::string mutableClass(const IValue& v) {
    if (v.isList()) return "list";
    if (asPyT<PyDict>(v)) return "dict";
    if (v.isTuple())
      for (const IValue& item : v.toTuple()->items)
        if (!mutableClass(item).empty()) return "tuple";
    return "";
  }

  SugaredPtr ignoredMethod(ClassInfo& c, const ast::FunctionDef& def, Value* self) override {
    auto it = st_.class_defs.find(c.def);
    IValue fn;
    if (it == st_.class_defs.end() || !getAttrOpt(st_.in, it->second, def.name, fn)) return nullptr;
    return ignoredMethodValue(st_.in, fn, def, hasDecorator(def, "unused"), self);
  }

  Resolved describeValue(const IValue& v) { return describe(v); }

 private:
  Resolved describe(const IValue& v) {
    Interp& in = st_.in;
    if (v.isNone() || v.isBool() || v.isInt() || v.isDouble() || isStrValue(v)) return Resolved::constantValue(v);
    if (v.isTuple()) return describeTuple(v);
    if (IValue e = enumMember(v); e.isEnum()) return Resolved::constantValue(e);
    PyObject* p = asPy(v);
    if (auto* m = pyCast<PyModule>(p)) return Resolved::module(m->name);
    if (p && p->type == st_.script_function) {
      Resolved r;
      r.kind = Resolved::Kind::Compiled;
      r.compiled = static_cast<PyInstance*>(p)->native_value.toFunction();
      return r;
    }
    // Classes with a class statement (torch.nn's RNNCellBase included) and
    // private helpers of the stdlib sources (_batch_norm_forward) are no
    // builtin-module members: they compile from their def.
    auto* fn = pyCast<PyFunction>(p);
    if (std::string builtin = memberOf(v, kBuiltinTableModules); fn && !builtin.empty())
      return Resolved::module(builtin);
    auto* cls = pyCast<PyType>(p);
    bool from_def = (fn && !fn->name.empty() && fn->name[0] == '_') || (cls && cls->body);
    std::string path = from_def ? "" : knownMember(v);
    if (!path.empty()) return Resolved::module(path);
    if (auto* f = pyCast<PyFunction>(p); f && f->code->def && f->code->def->is<ast::FunctionDef>()) {
      const auto* def = f->code->def->as<ast::FunctionDef>();
      st_.noteFunction(v);
      std::string modifier = modifierOf(v);
      if (modifier == "ignore" || modifier == "unused") {
        Resolved r;
        r.kind = Resolved::Kind::Sugared;
        r.sugared = ignoredFunctionValue(in, v, *def, modifier == "unused");
        return r;
      }
      Resolved r;
      r.kind = Resolved::Kind::Function;
      r.function = f->code->def->as<ast::FunctionDef>();
      r.owner = &st_.namespaceFor(*f).program();
      r.overloads = overloadStubs(*f);
      return r;
    }
    if (auto* t = pyCast<PyType>(p); t && t->body && t->body->def && !isLibraryClass(*t)) {
      Resolved r;
      if (std::string m = modifierOf(v); m == "ignore" || m == "unused") {
        r.kind = Resolved::Kind::Sugared;
        r.sugared = ignoredClassValue(t->name);
        return r;
      }
      r.kind = Resolved::Kind::Class;
      r.cls = t->body->def->as<ast::ClassDef>();
      r.owner = &st_.namespaceFor(classGlobals(in, *t)).program();
      r.is_enum = isEnumClass(*t);
      st_.class_defs[r.cls] = v;
      return r;
    }
    if (Resolved r; st_.describe_value && st_.describe_value(in, v, r)) return r;
    if (isGlobalScriptModule(v)) {
      Resolved r;
      r.kind = Resolved::Kind::Sugared;
      r.sugared = foreignScriptModuleValue();
      return r;
    }
    if (auto* t = pyCast<PyType>(p)) {
      Resolved r;
      if (describeNamedTuple(*t, r)) {
        st_.class_defs_by_name[t->name] = v;
        return r;
      }
    }
    Resolved r;
    r.kind = Resolved::Kind::Unsupported;
    r.path = typeName(in, v);
    return r;
  }

  /// A class of a built-in Python library module (io.BytesIO): CPython's
  /// are written in C, which PyTorch's can_compile_class refuses, so script
  /// code sees a plain Python value.
  bool isLibraryClass(const PyType& t) {
    return t.module.rfind("torch", 0) != 0 && t.module != "__main__" && st_.in.hasModule(t.module);
  }

  /// A torch.jit.ScriptModule reached through a global: script code calls
  /// modules only as its own submodules.
  bool isGlobalScriptModule(const IValue& v) {
    IValue jit = st_.in.importModule("torch.jit"), cls;
    auto* t = getAttrOpt(st_.in, jit, "ScriptModule", cls) ? asPyT<PyType>(cls) : nullptr;
    return t && asPyT<PyInstance>(v) && isInstance(st_.in, v, t);
  }

  /// A member of a Python Enum class as its script enum value (PyTorch's
  /// toSugaredValue makes a closed-over `Color.RED` a constant), else None.
  IValue enumMember(const IValue& v) {
    auto* inst = asPyT<PyInstance>(v);
    if (!inst || !inst->type->body || !isEnumClass(*inst->type)) return IValue();
    ClassInfo* info = st_.compileClass(*inst->type);
    IValue out;
    if (!info || !info->enum_type || !toScript(st_.in, v, info->enum_type, out)) return IValue();
    return out;
  }

  /// The value of free variable `name` of the function being resolved for
  /// (its closure comes before the globals), or nullptr.
  IValue* closureValue(const std::string& name) {
    if (!closure_of_) return nullptr;
    const auto& names = closure_of_->code->scope->free_names;
    for (size_t i = 0; i < names.size() && i < closure_of_->closure.size(); ++i) {
      auto* cell = asPyT<Cell>(closure_of_->closure[i]);
      if (names[i] == name && cell && cell->bound) return &cell->value;
    }
    return nullptr;
  }

  /// A namedtuple class made by collections.namedtuple or typing.NamedTuple's
  /// functional form: its fields and their annotations.
  bool describeNamedTuple(PyType& t, Resolved& r) {
    Interp& in = st_.in;
    IValue fields, annotations;
    if (!getAttrOpt(in, box(&t), "_fields", fields) || !fields.isTuple()) return false;
    getAttrOpt(in, box(&t), "__annotations__", annotations);
    auto* ann = asPyT<PyDict>(annotations);
    r.kind = Resolved::Kind::NamedTuple;
    // Qualified by its module as PyTorch's _qualified_name (__main__ dropped):
    // __torch__.torchvision.models.googlenet.GoogLeNetOutputs.
    IValue module;
    r.path = t.name;
    if (getAttrOpt(in, box(&t), "__module__", module) && isStrValue(module) && module.toStr() != "__main__")
      r.path = "__torch__." + module.toStr() + "." + t.name;
    for (const IValue& f : fields.toTuple()->items) {
      if (!isStrValue(f)) return false;
      std::string type;
      if (ann) {
        int64_t i = ann->find(in, f);
        if (i >= 0) type = annotationText(ann->entries[static_cast<size_t>(i)].value);
      }
      r.fields.emplace_back(f.toStr(), type);
    }
    return true;
  }

  /// An annotation object as type-expression text (`int`, `List[int]`).
  std::string annotationText(const IValue& a) {
    Interp& in = st_.in;
    if (auto* t = asPyT<PyType>(a)) return t->name;
    std::string text = repr(in, a);
    for (size_t at; (at = text.find("typing.")) != std::string::npos;) text.erase(at, 7);
    return text;
  }

  Resolved describeTuple(const IValue& v) {
    std::vector<IValue> items;
    for (const IValue& x : v.toTuple()->items) {
      Resolved r = describe(x);
      if (r.kind != Resolved::Kind::Constant) {
        Resolved u;
        u.kind = Resolved::Kind::Unsupported;
        u.path = "tuple";
        return u;
      }
      items.push_back(r.constant);
    }
    return Resolved::constantValue(makeTuple(std::move(items)));
  }

  /// The `_torchscript_modifier` torch.jit.ignore/unused/export set, or "".
  std::string modifierOf(const IValue& fn) {
    IValue m;
    return getAttrOpt(st_.in, fn, "_torchscript_modifier", m) && isStrValue(m) ? m.toStr() : "";
  }

  /// `module.name` when v is a member of a known module, else "".
  std::string knownMember(const IValue& v) { return memberOf(v, kKnownModules); }

  /// `module.name` when v is a member of one of `modules` (already
  /// imported), else "".
  template <size_t N>
  std::string memberOf(const IValue& v, const char* const (&modules)[N]) {
    Interp& in = st_.in;
    if (!v.toRefCounted()) return "";
    for (const char* mod : modules) {
      IValue* m = in.modules->findStr(in, in.intern(mod), hashStr(mod));
      auto* pm = m ? asPyT<PyModule>(*m) : nullptr;
      if (!pm) continue;
      std::string found;
      pm->dict->forEach([&](const IValue& k, const IValue& x) {
        if (found.empty() && sameObject(x, v) && isStrValue(k)) found = std::string(mod) + "." + k.toStr();
      });
      if (!found.empty()) return found;
    }
    return "";
  }

  JitState& st_;
  Ref<PyDict> globals_;
  Ref<PyFunction> closure_of_;
};

}  // namespace

JitState::JitState(Interp& i) : in(i) {}

JitState& JitState::of(Interp& in) {
  std::shared_ptr<void>& p = in.extension(&kStateKey);
  if (!p) in.raise(in.e.RuntimeError, "torch.jit is not installed");
  return *static_cast<JitState*>(p.get());
}

JitState& JitState::install(Interp& in) {
  std::shared_ptr<void>& p = in.extension(&kStateKey);
  if (!p) p = std::make_shared<JitState>(in);
  return *static_cast<JitState*>(p.get());
}

Resolved JitState::describeFunction(const IValue& v) {
  PyObject* p = asPy(v);
  bool callable = p && (pyCast<PyFunction>(p) || p->type == script_function ||
                        typeName(in, v) == "builtin_function_or_method");
  if (!callable) return {};
  Resolved r = PyResolver(*this, nullptr).describeValue(v);
  switch (r.kind) {
    case Resolved::Kind::Module:
    case Resolved::Kind::Function:
    case Resolved::Kind::Compiled:
    case Resolved::Kind::Sugared: return r;
    default: return {};
  }
}

ScriptNamespace& JitState::namespaceFor(const Ref<PyDict>& globals) {
  auto it = namespaces.find(globals.get());
  if (it != namespaces.end()) return *it->second;
  std::string module = "__main__";
  if (IValue* n = globals->findStr(in, in.n.name_, hashStr("__name__")); n && isStrValue(*n)) module = n->toStr();
  ScriptNamespace& ns = session.addNamespace(module, std::make_unique<PyResolver>(*this, globals));
  namespaces[globals.get()] = &ns;
  return ns;
}

ScriptNamespace& JitState::namespaceFor(PyFunction& fn) {
  if (fn.closure.empty()) return namespaceFor(fn.globals);
  // A nested def sees its closure first: a namespace of its own.
  auto it = closure_namespaces.find(&fn);
  if (it != closure_namespaces.end()) return *it->second;
  std::string module = "__main__";
  if (IValue* n = fn.globals->findStr(in, in.n.name_, hashStr("__name__")); n && isStrValue(*n)) module = n->toStr();
  ScriptNamespace& ns =
      session.addNamespace(module, std::make_unique<PyResolver>(*this, fn.globals, Ref<PyFunction>(&fn)));
  closure_namespaces[&fn] = &ns;
  return ns;
}

void forEachClassFunction(Interp& in, PyType& cls, const std::function<void(const IValue&)>& f) {
  if (!cls.dict) return;
  cls.dict->forEach([&](const IValue&, const IValue& v) { f(v); });
  // A ScriptModule subclass keeps its @script_method's out of the class
  // dict (Note [ScriptModule subclasses]).
  if (IValue* m = cls.dict->findStr(in, in.intern("_script_methods"), hashStr("_script_methods")))
    if (auto* d = asPyT<PyDict>(*m)) d->forEach([&](const IValue&, const IValue& v) { f(v); });
}

Ref<PyDict> classGlobals(Interp& in, PyType& cls) {
  // The globals of a method defined in the class body, else its module's.
  // A function put on the class from elsewhere (ScriptModule's
  // init_then_script replacing __init__) has its own module's globals.
  Ref<PyDict> found;
  std::string own = "." + cls.name + ".";
  forEachClassFunction(in, cls, [&](const IValue& v) {
    auto* f = asPyT<PyFunction>(v);
    if (!f || found) return;
    std::string q = "." + f->qualname;
    if (q.size() >= own.size() + f->name.size() && q.compare(q.size() - own.size() - f->name.size(), own.size(), own) == 0)
      found = f->globals;
  });
  if (found) return found;
  if (IValue* m = cls.dict->findStr(in, in.n.module_, hashStr("__module__")); m && isStrValue(*m)) {
    std::string name = m->toStr();
    if (IValue* mod = in.modules->findStr(in, in.intern(name), hashStr(name)))
      if (auto* pm = asPyT<PyModule>(*mod)) return pm->dict;
  }
  Frame* f = in.top;
  if (!f) in.raise(in.e.RuntimeError, "no globals for class '" + cls.name + "'");
  return Ref<PyDict>(f->globals);
}

void raiseCompileError(Interp& in, const Error& e) {
  if (e.kind() == ErrorKind::RecursionError) throw convertError(in, e);
  const JitState& st = JitState::of(in);
  if (auto* ce = dynamic_cast<const CompileError*>(&e)) {
    switch (ce->frontendClass()) {
      case CompileError::FrontendClass::FrontendError: in.raise(st.frontend_error, e.what());
      case CompileError::FrontendClass::NotSupported: in.raise(st.not_supported_error, e.what());
      case CompileError::FrontendClass::UnsupportedNode: in.raise(st.unsupported_node_error, e.what());
      case CompileError::FrontendClass::None: break;
    }
  } else if (e.kind() != ErrorKind::RuntimeError) {
    // Python-level errors of torch.jit.frontend (a ValueError, ...).
    throw convertError(in, e);
  }
  // A located compile error starts on its own line, as PyTorch's ErrorReport
  // does; a plain error (one Python code raises in PyTorch) does not.
  in.raise(in.e.RuntimeError, dynamic_cast<const CompileError*>(&e) ? std::string("\n") + e.what() : e.what());
}

void JitState::noteFunction(const IValue& fn) {
  auto* f = asPyT<PyFunction>(fn);
  if (f && f->code->def && f->code->def->is<ast::FunctionDef>())
    live_functions[f->code->def->as<ast::FunctionDef>()] = fn;
}

Function* JitState::compileFunction(PyFunction& fn) {
  if (!fn.code->def || !fn.code->def->is<ast::FunctionDef>())
    in.raise(in.e.RuntimeError, "torch.jit.script: '" + fn.name + "' is not a def (lambdas cannot be scripted)");
  noteFunction(box(&fn));
  try {
    return namespaceFor(fn).compileFunction(*fn.code->def->as<ast::FunctionDef>());
  } catch (const Error& e) {
    raiseCompileError(in, e);
  }
}

ClassInfo* JitState::compileClass(PyType& cls) {
  if (!cls.body || !cls.body->def) in.raise(in.e.RuntimeError, "torch.jit.script: '" + cls.name + "' has no class statement");
  const auto* def = cls.body->def->as<ast::ClassDef>();
  class_defs[def] = box(&cls);
  for (PyType* t : cls.mro)
    forEachClassFunction(in, *t, [&](const IValue& v) { noteFunction(v); });
  try {
    return namespaceFor(classGlobals(in, cls)).compileClass(*def);
  } catch (const Error& e) {
    raiseCompileError(in, e);
  }
}

}  // namespace ts::py
