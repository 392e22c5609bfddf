// ===--- script_module.cpp - torch.jit.script of module instances ---------=== //
// PyTorch's infer_concrete_type_builder over this layer's objects: the
// parameters, buffers and submodules of the live instance (submodules
// scripted first, already scripted ones reused), its plain attributes with
// their types inferred (class annotations win), `__constants__` and `Final`
// attributes as constants; attributes that cannot be typed are recorded and
// reported only if script code uses them (Note [Failed attributes]). The
// script module shares the instance's tensors.
#include "python_jit/script_module.h"

#include <map>
#include <set>

#include "compiler/module_hooks.h"
#include "compiler/module_types.h"
#include "python/builtins.h"
#include "python/eval.h"
#include "python_jit/boundary.h"
#include "python_jit/jit_state.h"
#include "python_jit/script_objects.h"
#include "python_torch/bridge_state.h"

namespace ts::py {
namespace {

/// nn.Module's own bookkeeping, never attributes of the script type.
const char* const kIgnoredAttributes[] = {
    "_version", "_parameters", "_buffers", "_non_persistent_buffers_set", "_backward_hooks", "_forward_hooks",
    "_forward_pre_hooks", "_state_dict_hooks", "_load_state_dict_pre_hooks", "_load_state_dict_post_hooks",
    "_modules", "_initializing", "dump_patches"};

bool isIgnoredAttribute(const std::string& name) {
  if (name.rfind("__", 0) == 0) return true;
  for (const char* n : kIgnoredAttributes)
    if (name == n) return true;
  return false;
}

PyDict* dictEntry(Interp& in, PyDict* d, const char* name) {
  IValue* v = d ? d->findStr(in, in.intern(name), hashStr(name)) : nullptr;
  return v ? asPyT<PyDict>(*v) : nullptr;
}

/// torch.typename(type(v)): `list`, `__main__.Foo`.
std::string torchTypename(Interp& in, const IValue& v) {
  PyType* t = typeOf(in, v);
  return t->module == "builtins" ? t->name : t->module + "." + t->name;
}

/// PyTorch's `_jit_try_infer_type`: the script type of a Python value, or
/// nullptr with `reason` set.
class TypeInference {
 public:
  TypeInference(Interp& in, JitState& st) : in_(in), st_(st) {}

  TypePtr infer(const IValue& v, std::string& reason) {
    if (v.isTensor()) return Type::tensor();
    if (v.isNone()) return Type::none();
    if (v.isBool()) return Type::bool_();
    if (v.isInt() || asPyT<BigInt>(v)) return Type::int_();
    if (v.isDouble()) return Type::float_();
    if (v.isComplex()) return Type::complex();
    if (isStrValue(v)) return Type::str_();
    if (dtypeCode(in_, v) >= 0) return Type::int_();
    Device d;
    if (deviceValue(in_, v, d)) return Type::device();
    // A container that holds itself, or one nested past the recursion
    // limit, is a RecursionError, as in PyTorch, not a native stack overflow.
    RecursionGuard guard(in_);
    if (v.isTuple()) {
      std::vector<TypePtr> items;
      for (const IValue& x : v.toTuple()->items) {
        TypePtr t = infer(x, reason);
        if (!t) return nullptr;
        items.push_back(t);
      }
      return Type::tuple(items);
    }
    if (v.isList()) return inferList(v.toList()->items, reason);
    if (auto* d = asPyT<PyDict>(v)) return inferDict(*d, reason);
    if (TypePtr t = scriptClassType(v)) return t;
    if (TypePtr t = enumType(v)) return t;
    reason = "Only tensors and (possibly nested) tuples of tensors, lists, or dictsare supported as inputs or "
             "outputs of traced functions, but instead got value of type " + typeName(in_, v) + ".";
    return nullptr;
  }

 private:
  TypePtr inferList(const std::vector<IValue>& items, std::string& reason) {
    if (items.empty()) {
      reason = "List trace inputs must have elements";
      return nullptr;
    }
    TypePtr elem = nullptr;
    for (const IValue& x : items) {
      TypePtr t = infer(x, reason);
      if (!t) return nullptr;
      if (!elem) {
        elem = t;
        continue;
      }
      auto u = unifyTypes(elem, t);
      if (!u) {
        reason = "List inputs to traced functions must have consistent element type. Found " + elem->str() + " and " +
                 t->str();
        return nullptr;
      }
      elem = *u;
    }
    return Type::list(elem);
  }

  TypePtr inferDict(const PyDict& d, std::string& reason) {
    if (d.size() == 0) {
      reason = "Dictionary inputs must have entries";
      return nullptr;
    }
    TypePtr kt = nullptr, vt = nullptr;
    bool ok = true;
    d.forEach([&](const IValue& k, const IValue& x) {
      if (!ok) return;
      TypePtr tk = infer(k, reason), tv = tk ? infer(x, reason) : nullptr;
      if (!tv) {
        ok = false;
        return;
      }
      for (auto [have, got] : {std::pair<TypePtr*, TypePtr>{&kt, tk}, {&vt, tv}}) {
        if (!*have) {
          *have = got;
        } else if (auto u = unifyTypes(*have, got)) {
          *have = *u;
        } else {
          reason = "Dictionary inputs to traced functions must have consistent type. Found " + (*have)->str() +
                   " and " + got->str();
          ok = false;
          return;
        }
      }
    });
    if (!ok) return nullptr;
    if (!isValidDictKey(kt)) {
      reason = "Dictionary inputs must have keys of type str, int, float, bool or Tensor";
      return nullptr;
    }
    return Type::dict(kt, vt);
  }

  /// An instance of a class torch.jit.script has compiled: its class type.
  TypePtr scriptClassType(const IValue& v) {
    auto* inst = asPyT<PyInstance>(v);
    if (!inst || !inst->type->body || !inst->type->body->def) return nullptr;
    const auto* def = inst->type->body->def->as<ast::ClassDef>();
    if (!def || !st_.class_defs.count(def)) return nullptr;
    ClassInfo* info = st_.compileClass(*inst->type);
    return info && !info->is_module ? info->type : nullptr;
  }

  /// A member of a Python Enum class: its script enum type.
  TypePtr enumType(const IValue& v) {
    auto* inst = asPyT<PyInstance>(v);
    if (!inst || !inst->type->body || !isEnumClass(*inst->type)) return nullptr;
    ClassInfo* info = st_.compileClass(*inst->type);
    return info ? info->enum_type : nullptr;
  }

  Interp& in_;
  JitState& st_;
};

/// The script type a Python typing object denotes (`int`, `torch.Tensor`,
/// `List[float]`, `Dict[str, int]`, `Optional[int]`, `Tuple[...]`), as
/// torch.jit.Attribute's second field; nullptr for other objects.
TypePtr typeFromPython(Interp& in, const IValue& t) {
  if (t.isNone()) return Type::none();
  if (auto* pt = asPyT<PyType>(t)) {
    if (pt == in.t.int_) return Type::int_();
    if (pt == in.t.float_) return Type::float_();
    if (pt == in.t.bool_) return Type::bool_();
    if (pt == in.t.str) return Type::str_();
    if (pt == in.t.none) return Type::none();
    if (pt->layout == Layout::Tensor) return Type::tensor();
    return nullptr;
  }
  IValue args;
  if (!getAttrOpt(in, t, "__args__", args) || !args.isTuple()) return nullptr;
  std::vector<TypePtr> items;
  for (const IValue& a : args.toTuple()->items) {
    TypePtr x = typeFromPython(in, a);
    if (!x) return nullptr;
    items.push_back(x);
  }
  std::string r = repr(in, t);
  std::string name = r.substr(0, r.find('['));
  if (name.rfind("typing.", 0) == 0) name = name.substr(7);
  if (name == "List" && items.size() == 1) return Type::list(items[0]);
  if (name == "Dict" && items.size() == 2) return Type::dict(items[0], items[1]);
  if (name == "Tuple") return Type::tuple(items);
  // Optional[T] is Union[T, NoneType] (printed typing.Optional[T]).
  if (name == "Optional" && items.size() == 2)
    return Type::optional(items[0]->is(TypeKind::None) ? items[1] : items[0]);
  return nullptr;
}

/// A value as a script value of `type` (dtype and device objects become
/// their script forms); false if it does not fit.
bool convertAttribute(Interp& in, const IValue& v, TypePtr type, IValue& out) {
  int64_t code = dtypeCode(in, v);
  if (code >= 0 && type->is(TypeKind::Int)) {
    out = IValue(code);
    return true;
  }
  Device d;
  if (deviceValue(in, v, d) && type->is(TypeKind::Device)) {
    out = IValue(d);
    return true;
  }
  return toScript(in, v, type, out);
}

/// A valid constant (`__constants__`, `Final`) as its script value; false otherwise.
bool constantValue(Interp& in, const IValue& v, IValue& out) {
  if (v.isNone() || v.isBool() || v.isInt() || v.isDouble() || isStrValue(v)) {
    out = v;
    return true;
  }
  int64_t code = dtypeCode(in, v);
  Device d;
  if (code >= 0) out = IValue(code);
  else if (deviceValue(in, v, d)) out = IValue(d);
  if (code >= 0 || !out.isNone()) return true;
  if (!v.isTuple() && !v.isList()) return false;
  std::vector<IValue> items;
  for (const IValue& x : v.isTuple() ? v.toTuple()->items : v.toList()->items) {
    IValue c;
    if (!constantValue(in, x, c)) return false;
    items.push_back(c);
  }
  out = makeTuple(std::move(items));
  return true;
}

struct Scripted {
  IValue object;   ///< the runtime Object
  IValue wrapper;  ///< its RecursiveScriptModule
};

/// The forward hooks and pre-hooks of an instance (PyTorch's get_hook_stubs).
struct HookStubs {
  std::vector<HookDef> hooks, pre_hooks;
  std::string identity;  ///< which Python functions they are, for the type's key
};

/// Runs compiled hook `fn` (the native's data) for a script module called
/// from Python: nn.Module.__call__ passes (module, input[, output]).
/// One torch.jit.script call. As in PyTorch, a submodule instance reached
/// twice is scripted twice (two Objects sharing its tensors); an already
/// scripted submodule is reused as it is.
class ModuleScripter {
 public:
  explicit ModuleScripter(Interp& in) : in_(in), st_(JitState::of(in)), infer_(in, st_) {}

  Scripted script(const IValue& module) {
    // A module among its own submodules (`self.m = self`) recurses here
    // without end: RecursionError, as in PyTorch, not a stack overflow.
    RecursionGuard guard(in_);
    IValue existing = scriptModuleObject(in_, module);
    if (!existing.isNone()) return {existing, module};
    auto* inst = asPyT<PyInstance>(module);
    if (!inst || !isInstance(in_, module, nnType("Module")))
      in_.raise(in_.e.RuntimeError, "torch.jit.script: expected an nn.Module instance, got '" +
                                        typeName(in_, module) + "'");
    ModuleTypeSpec spec;
    std::vector<IValue> values;
    std::vector<std::pair<std::string, IValue>> subs;
    HookStubs hooks = hookStubs(*inst);
    describe(module, *inst, spec, values, subs);
    spec.hooks = hooks.identity;
    ProgramShared& shared = st_.session.root().sharedState();
    ClassType* t = scriptModuleType(shared, spec);
    auto obj = makeRef<Object>(t);
    obj->slots = std::move(values);
    IValue object(obj);
    if (spec.info) {
      try {
        compileModuleMethods(*spec.info, t);
        compileModuleHooks(shared, t, hooks.hooks, hooks.pre_hooks);
      } catch (const Error& e) {
        raiseCompileError(in_, e);
      }
    }
    IValue wrapper = constructScriptModule(in_, object, subs);
    call(in_, getAttr(in_, in_.importModule("torch.jit._script"), "_copy_python_methods"), {wrapper, module});
    return {object, wrapper};
  }

 private:
  PyType* nnType(const char* name) {
    auto* t = asPyT<PyType>(getAttr(in_, in_.importModule("torch.nn"), name));
    if (!t) in_.raise(in_.e.RuntimeError, std::string("torch.nn.") + name + " is not a class");
    return t;
  }

  PyType* attributeClass() {
    auto* t = asPyT<PyType>(getAttr(in_, in_.importModule("torch.jit._script"), "Attribute"));
    if (!t) in_.raise(in_.e.RuntimeError, "torch.jit.Attribute is not a class");
    return t;
  }

  HookStubs hookStubs(PyInstance& inst) {
    HookStubs out;
    std::map<std::string, const PyFunction*> seen;
    auto collect = [&](const char* dict_name, const char* kind, std::vector<HookDef>& list) {
      PyDict* d = dictEntry(in_, inst.dict.get(), dict_name);
      if (!d) return;
      d->forEach([&](const IValue&, const IValue& v) {
        auto* fn = asPyT<PyFunction>(v);
        if (!fn || !fn->code->def || !fn->code->def->is<ast::FunctionDef>())
          in_.raise(in_.e.RuntimeError, std::string(kind) + " '" + typeName(in_, v) + "' on " + inst.type->name +
                                            " is not a def; only Python functions can be scripted as hooks");
        auto [it, fresh] = seen.emplace(fn->name, fn);
        if (!fresh && it->second != fn)
          in_.raise(in_.e.RuntimeError, std::string(kind) + " '" + fn->name + "' on " + inst.type->name +
                                            " has at least two different python definitions. Please use unique "
                                            "names for all hooks.");
        list.push_back({&st_.namespaceFor(*fn).program(), fn->code->def->as<ast::FunctionDef>()});
        out.identity += std::string(kind) + std::to_string(reinterpret_cast<uintptr_t>(fn)) + ",";
      });
    };
    collect("_forward_hooks", "Hook", out.hooks);
    collect("_forward_pre_hooks", "Pre-hook", out.pre_hooks);
    return out;
  }

  ModuleContainer containerKind(const IValue& module) {
    if (isInstance(in_, module, nnType("ModuleList"))) return ModuleContainer::List;
    if (isInstance(in_, module, nnType("Sequential"))) return ModuleContainer::Sequential;
    if (isInstance(in_, module, nnType("ModuleDict"))) return ModuleContainer::Dict;
    if (isInstance(in_, module, nnType("ParameterList"))) return ModuleContainer::ParamList;
    if (isInstance(in_, module, nnType("ParameterDict"))) return ModuleContainer::ParamDict;
    return ModuleContainer::None;
  }

  /// Whether a class of the program (not torch.nn's) in `cls`'s MRO defines
  /// a method other than `__init__`.
  static bool definesMethods(const PyType& cls) {
    for (const PyType* t : cls.mro) {
      if (!t->dict || t->module.rfind("torch.", 0) == 0) continue;
      bool found = false;
      t->dict->forEach([&](const IValue& k, const IValue& v) {
        found = found || (asPyT<PyFunction>(v) && !(k.isStr() && k.toStr() == "__init__"));
      });
      if (found) return true;
    }
    return false;
  }

  /// Compiles the interface's methods on a scripted submodule and checks
  /// that their signatures fit (the cast of attribute `name`).
  void checkInterfaceModule(const std::string& name, const IValue& object, const InterfaceType* iface) {
    auto* t = const_cast<ClassType*>(object.toObject()->type);
    ProgramShared& shared = st_.session.root().sharedState();
    auto info = shared.class_by_type.find(t);
    if (info != shared.class_by_type.end()) {
      try {
        for (const InterfaceMethod& m : iface->methods)
          if (!t->findMethod(m.name) && info->second->method_defs.count(m.name)) compileAndRecord(*info->second, t, m.name);
      } catch (const Error& e) {
        raiseCompileError(in_, e);
      }
    }
    std::string why = interfaceMismatchReason(t, iface, t->str() + compilationUnitSuffix(in_));
    if (!why.empty())
      in_.raise(in_.e.RuntimeError, "Could not cast attribute '" + name + "' to type " + iface->str() +
                                        ": Object of type " + t->str() + compilationUnitSuffix(in_) +
                                        " is not compatible with interface " + iface->str() + "\n" + why);
  }

  void describe(const IValue& module, PyInstance& inst, ModuleTypeSpec& spec, std::vector<IValue>& values,
                std::vector<std::pair<std::string, IValue>>& subs) {
    PyDict* dict = inst.dict.get();
    PyDict* params = dictEntry(in_, dict, "_parameters");
    PyDict* buffers = dictEntry(in_, dict, "_buffers");
    PyDict* modules = dictEntry(in_, dict, "_modules");
    if (!params || !buffers || !modules)
      in_.raise(in_.e.RuntimeError, "'" + toStr(in_, callAttr(in_, in_.importModule("torch"), "typename", {box(inst.type)})) +
                                        "' has not been initialized, did you forget to call 'super()'?");
    spec.container = containerKind(module);
    // A container subclass with methods of its own (a `forward`, an
    // overridden `__len__`) compiles as its class, iterating and indexing
    // as its container kind.
    // nn.Sequential has a forward of its own (PyTorch's `.code` calls
    // `(body).forward(x, )` and prints the unrolled loop in the Sequential's
    // own forward), so only ModuleList/ModuleDict/Parameter* are plain.
    bool plain_container = spec.container != ModuleContainer::None &&
                           spec.container != ModuleContainer::Sequential && !definesMethods(*inst.type);
    std::vector<ScriptAttr> module_attrs;
    std::vector<IValue> module_values;
    auto addModule = [&](const std::string& name, const IValue& child, TypePtr annotated) {
      const auto* iface = annotated && annotated->is(TypeKind::Interface)
                              ? static_cast<const InterfaceType*>(annotated) : nullptr;
      // PyTorch scripts a submodule typed by a module interface by the
      // interface's methods (getattr of each: AttributeError if missing).
      if (iface)
        for (const InterfaceMethod& m : iface->methods) getAttr(in_, child, m.name);
      Scripted s = script(child);
      if (iface) checkInterfaceModule(name, s.object, iface);
      TypePtr type = iface ? annotated : s.object.toObject()->type;
      module_attrs.push_back({name, type, AttributeKind::Plain});
      module_values.push_back(s.object);
      subs.emplace_back(name, s.wrapper);
    };
    if (plain_container) {
      std::string name = inst.type->name;
      for (PyType* t : inst.type->mro)
        if (t->module == "torch.nn.modules.container") name = t->name;
      spec.name = "__torch__.torch.nn.modules.container." + name;
      spec.python_name = name;
      spec.attrs.push_back({"training", Type::bool_(), AttributeKind::Plain});
      IValue* training = dict->findStr(in_, in_.intern("training"), hashStr("training"));
      values.push_back(IValue(training ? truthy(in_, *training) : true));
      // ParameterList/ParameterDict hold parameters, as PyTorch's PARAMLIST
      // and PARAMDICT module kinds.
      params->forEach([&](const IValue& k, const IValue& p) {
        if (p.isNone()) return;
        spec.attrs.push_back({toStr(in_, k), Type::tensor(), AttributeKind::Parameter});
        values.push_back(p);
      });
      modules->forEach([&](const IValue& k, const IValue& child) {
        if (!child.isNone()) addModule(toStr(in_, k), child, nullptr);
      });
    } else {
      ClassInfo* info = st_.compileClass(*inst.type);
      if (!info->is_module) in_.raise(in_.e.RuntimeError, "'" + inst.type->name + "' is not an nn.Module subclass");
      spec.info = info;
      spec.name = info->type->name();
      spec.python_name = inst.type->name;
      describeAttributes(module, *info, *dict, *params, *buffers, *modules, spec, values, addModule);
    }
    spec.attrs.insert(spec.attrs.end(), module_attrs.begin(), module_attrs.end());
    values.insert(values.end(), module_values.begin(), module_values.end());
  }

  /// The declared type of attribute `name`: the class annotation (nn.Module's
  /// own when the class annotates nothing, as `__annotations__` resolves).
  TypePtr annotation(ClassInfo& info, const std::string& name, const PyType* cls = nullptr) {
    // `Cls.__annotations__ = {...}` after the class statement: the class's
    // runtime annotations, which PyTorch's concrete type inference reads.
    if (!info.annotated_attributes.count(name))
      if (TypePtr t = runtimeAnnotation(cls, name)) return t;
    if (info.annotated_attributes.empty()) {
      if (name == "training") return Type::bool_();
      if (name == "_is_full_backward_hook") return Type::optional(Type::bool_());
      return nullptr;
    }
    try {
      return annotatedAttributeType(info, name);
    } catch (const Error& e) {
      if (e.kind() == ErrorKind::ValueError) throw convertError(in_, e);  // ann_to_type's own error
      raiseCompileError(in_, e);
    }
  }

  TypePtr runtimeAnnotation(const PyType* cls, const std::string& name) {
    const IValue* anns = cls ? cls->dict->findStr(in_, in_.intern("__annotations__"), hashStr("__annotations__")) : nullptr;
    auto* d = anns ? asPyT<PyDict>(*anns) : nullptr;
    const IValue* t = d ? d->findStr(in_, in_.intern(name), hashStr(name)) : nullptr;
    auto* pt = t ? asPyT<PyType>(*t) : nullptr;
    if (!pt) return nullptr;
    if (pt->body && pt->body->def) {
      // A class statement's class: its interface or script class type.
      ClassInfo* c = st_.compileClass(*pt);
      if (!c) return nullptr;
      if (c->interface_type) return c->interface_type;
      if (c->enum_type) return c->enum_type;
      return c->is_module ? nullptr : c->type;
    }
    return typeFromPython(in_, *t);
  }

  template <class AddModule>
  void describeAttributes(const IValue& module, ClassInfo& info, PyDict& dict, PyDict& params, PyDict& buffers,
                          PyDict& modules, ModuleTypeSpec& spec, std::vector<IValue>& values, AddModule& addModule) {
    std::set<std::string> added, ignored = userIgnored(module);
    const PyType* cls = asPyT<PyInstance>(module)->type;
    auto addTensor = [&](const IValue& k, const IValue& v, AttributeKind kind) {
      std::string name = toStr(in_, k);
      if (ignored.count(name)) return;
      TypePtr ann = annotation(info, name, cls);
      spec.attrs.push_back({name, ann ? ann : v.isNone() ? Type::none() : Type::tensor(), kind});
      values.push_back(v);
      added.insert(name);
    };
    params.forEach([&](const IValue& k, const IValue& v) { addTensor(k, v, AttributeKind::Parameter); });
    buffers.forEach([&](const IValue& k, const IValue& v) { addTensor(k, v, AttributeKind::Buffer); });
    modules.forEach([&](const IValue& k, const IValue& child) {
      std::string name = toStr(in_, k);
      if (ignored.count(name)) return;
      added.insert(name);
      if (child.isNone()) {
        spec.attrs.push_back({name, Type::none(), AttributeKind::Plain});
        values.push_back(child);
        return;
      }
      addModule(name, child, annotation(info, name, cls));
    });
    for (const std::string& name : info.constant_attributes) {
      IValue v, c;
      if (added.count(name) || !getAttrOpt(in_, module, name, v)) continue;
      added.insert(name);
      if (constantValue(in_, v, c)) spec.constants.emplace_back(name, c);
      else spec.unconvertible.emplace_back(name, invalidConstantHint(v, info, name));
    }
    dict.forEach([&](const IValue& k, const IValue& v) {
      std::string name = isStrValue(k) ? k.toStr() : "";
      if (name.empty() || isIgnoredAttribute(name) || ignored.count(name) || added.count(name)) return;
      addPlain(info, cls, name, v, spec, values);
    });
  }

  void addPlain(ClassInfo& info, const PyType* cls, const std::string& name, const IValue& attr, ModuleTypeSpec& spec,
                std::vector<IValue>& values) {
    TypePtr type = annotation(info, name, cls);
    IValue v = attr;
    if (isInstance(in_, attr, attributeClass())) {
      // torch.jit.Attribute(value, type): the type is given.
      v = getAttr(in_, attr, "value");
      IValue t = getAttr(in_, attr, "type");
      type = typeFromPython(in_, t);
      if (!type) in_.raise(in_.e.RuntimeError, "Unknown type annotation: '" + repr(in_, t) + "'");
    }
    if (!type && addFunction(name, v, spec)) return;
    std::string reason;
    if (!type) type = infer_.infer(v, reason);
    if (!type) {
      spec.unconvertible.emplace_back(
          name, "(This attribute exists on the Python module, but we failed to convert Python type: '" +
                    torchTypename(in_, v) + "' to a TorchScript type. " + reason +
                    ". Its type was inferred; try adding a type annotation for the attribute.)");
      return;
    }
    IValue out;
    const ClassType* impl = type->is(TypeKind::Interface) ? scriptClassOf(in_, v) : nullptr;
    if (impl && !convertAttribute(in_, v, type, out))
      in_.raise(in_.e.RuntimeError, "Could not cast attribute '" + name + "' to type " + type->str() + ": " +
                                        interfaceMismatch(in_, impl, static_cast<const InterfaceType*>(type)));
    if (!convertAttribute(in_, v, type, out))
      in_.raise(in_.e.RuntimeError,
                "Could not cast attribute '" + name + "' to type " + type->str() +
                    ": Unable to cast Python instance to C++ type (#define PYBIND11_DETAILED_ERROR_MESSAGES or "
                    "compile in debug mode for details)");
    spec.attrs.push_back({name, type, AttributeKind::Plain});
    values.push_back(out);
  }

  /// An attribute holding a function (Note [Function attributes]): a def
  /// compiles now, as PyTorch scripts it while inferring the module's type,
  /// and one that fails (a lambda too) is a failed attribute.
  bool addFunction(const std::string& name, const IValue& v, ModuleTypeSpec& spec) {
    Resolved fn = st_.describeFunction(v);
    auto* def = asPyT<PyFunction>(v);
    if (fn.kind == Resolved::Kind::Undefined && !def) return false;
    std::string error = def && fn.kind == Resolved::Kind::Undefined ? "lambda functions cannot be compiled" : "";
    if (fn.kind == Resolved::Kind::Function) {
      try {
        fn.compiled = st_.namespaceFor(*def).compileFunction(*fn.function);
        fn.kind = Resolved::Kind::Compiled;
      } catch (const Error& e) {
        error = e.what();
      }
    }
    if (!error.empty()) {
      spec.unconvertible.emplace_back(name,
                                      "(This function exists as an attribute on the Python module, but we failed to "
                                      "compile it to a TorchScript function. \nThe error stack is reproduced here:\n" +
                                          error);
      return true;
    }
    spec.functions.emplace_back(name, std::move(fn));
    return true;
  }

  std::string invalidConstantHint(const IValue& v, ClassInfo& info, const std::string& name) {
    return "'" + typeName(in_, v) + "' object in attribute '" + info.type->python_name + "." + name +
           "' is not a valid constant.\nValid constants are:\n1. a nn.ModuleList\n2. a value of type {bool, float, "
           "int, str, NoneType, torch.device, torch.layout, torch.dtype}\n3. a list or tuple of (2)\n";
  }

  /// `__jit_ignored_attributes__` of the module's class.
  std::set<std::string> userIgnored(const IValue& module) {
    std::set<std::string> out;
    IValue names;
    if (!getAttrOpt(in_, module, "__jit_ignored_attributes__", names)) return out;
    forEachItem(in_, names, [&](const IValue& n) {
      if (isStrValue(n)) out.insert(n.toStr());
    });
    return out;
  }

  Interp& in_;
  JitState& st_;
  TypeInference infer_;
};

}  // namespace

IValue scriptModuleInstance(Interp& in, const IValue& module) {
  ModuleScripter s(in);
  return s.script(module).wrapper;
}

}  // namespace ts::py
