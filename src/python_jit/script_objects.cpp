// ===--- script_objects.cpp - ScriptModule and ScriptMethod objects -------=== //
// Note [Script module wrappers]: as in PyTorch, a script module at the Python
// level is two objects: `torch._C.ScriptModule` (native: the runtime Object,
// its slots, methods, save) and `torch.jit.RecursiveScriptModule`, an
// nn.Module subclass written in Python (script_module_py.cpp) whose
// `_parameters`/`_buffers`/`_modules` are live views of the Object, so
// nn.Module's own parameters(), state_dict(), train(), repr() work on it.
#include "python_jit/script_objects.h"

#include <cstdio>

#include "compiler/module_hooks.h"
#include "compiler/module_types.h"
#include "ir/ir.h"
#include "python/builtins.h"
#include "python/eval.h"
#include "python/interpreter_impl.h"
#include "python_jit/boundary.h"
#include "python_torch/bridge_state.h"
#include "python_jit/jit_state.h"
#include "python_jit/script_fn.h"
#include "python_jit/script_module.h"
#include "runtime/deep_copy.h"
#include "runtime/module_reflection.h"
#include "runtime/printing.h"
#include "serialization/code_printer.h"
#include "serialization/jit_services.h"

namespace ts::py {
namespace {

/// The Object a `torch._C.ScriptModule` holds (TypeError for other values).
Object& cobj(Interp& in, const IValue& v) {
  auto* o = asPyT<PyInstance>(v);
  if (!o || o->type != scriptTypes(in).cmodule || !o->native_value.isObject())
    in.raise(in.e.TypeError, "expected a torch._C.ScriptModule");
  return *o->native_value.toObject();
}

/// The Object of a native method's self argument.
Object& cobj(Interp& in, Args& a) {
  if (a.n == 0) in.raise(in.e.TypeError, "expected a torch._C.ScriptModule");
  return cobj(in, a[0]);
}

Program& root(Interp& in) { return JitState::of(in).session.root(); }

const std::string& nameArg(Interp& in, Args& a, size_t i, const char* fname) {
  if (a.n <= i) in.raise(in.e.TypeError, std::string(fname) + "() missing an argument");
  return strArg(in, a[i], fname);
}

/// Slot of attribute `name` usable from Python (named, not a failed one), or -1.
int slotOf(const Object& o, const std::string& name) {
  int slot = o.type->attributeIndex(name);
  if (slot < 0 || name.empty()) return -1;
  for (const auto& [n, hint] : o.type->unconvertible)
    if (n == name) return -1;
  return slot;
}

const IValue* constantOf(Interp& in, const Object& o, const std::string& name) {
  auto& consts = root(in).sharedState().module_constants;
  auto it = consts.find({o.type, name});
  return it == consts.end() ? nullptr : &it->second;
}

/// A compiled method of the object's type, or nullptr.
Function* methodOf(Interp& in, const Object& o, const std::string& name) {
  ClassInfo* info = root(in).classInfo(o.type);
  if (!info) return nullptr;
  auto it = info->methods.find({o.type, name});
  return it != info->methods.end() && it->second->code ? it->second.get() : nullptr;
}

IValue cHasattr(Interp& in, Args& a, PyObject*) {
  const Object& o = cobj(in, a);
  const std::string& name = nameArg(in, a, 1, "hasattr");
  return IValue(slotOf(o, name) >= 0 || constantOf(in, o, name));
}

IValue cGetattr(Interp& in, Args& a, PyObject*) {
  Object& o = cobj(in, a);
  const std::string& name = nameArg(in, a, 1, "getattr");
  if (const IValue* c = constantOf(in, o, name)) return fromScript(in, *c);
  int slot = slotOf(o, name);
  if (slot < 0) in.raise(in.e.AttributeError, "'ScriptModule' object has no attribute '" + name + "'");
  const IValue& v = o.slot(slot);
  if (v.isDevice()) return deviceObject(in, v.toDevice());
  return v.isObject() && v.toObject()->type->isModule() ? wrapScriptModule(in, v) : fromScript(in, v);
}

IValue cSetattr(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "setattr", 3, 3);
  Object& o = cobj(in, a);
  const std::string& name = nameArg(in, a, 1, "setattr");
  int slot = slotOf(o, name);
  if (slot < 0) {
    if (const IValue* c = constantOf(in, o, name); c)
      // c10's IValue printer, as PyTorch's message uses: `2.`, not `2.0`.
      in.raise(in.e.RuntimeError, "Can't set constant '" + name + "' which has value:" + scriptStr(*c));
    in.raise(in.e.AttributeError, "'ScriptModule' object has no attribute '" + name + "'");
  }
  TypePtr type = o.type->attributes()[slot].type;
  IValue v = a[2], out;
  IValue inner = scriptModuleObject(in, v);
  if (!inner.isNone()) v = inner;
  if (v.isObject() && !v.toObject()->type->isSubtypeOf(type)) {
    if (type->is(TypeKind::Interface))
      in.raise(in.e.RuntimeError, interfaceMismatch(in, v.toObject()->type, static_cast<const InterfaceType*>(type)));
    // PyTorch's Object::setattr check, with its types' repr_str.
    std::string unit = compilationUnitSuffix(in);
    in.raise(in.e.RuntimeError, "Expected a value of type '" + type->str() + unit + "' for field '" + name +
                                    "', but found '" + v.toObject()->type->str() + unit + "'");
  }
  if (!toScript(in, v, type, out))
    in.raise(in.e.RuntimeError, "Could not cast attribute '" + name + "' to type " + type->str() +
                                    ": Unable to cast Python instance of type " + typeName(in, a[2]) +
                                    " to C++ type '" + type->str() + "'");
  o.slot(slot) = out;
  return in.none;
}

IValue cHasMethod(Interp& in, Args& a, PyObject*) {
  return IValue(methodOf(in, cobj(in, a), nameArg(in, a, 1, "_has_method")) != nullptr);
}

IValue cGetMethod(Interp& in, Args& a, PyObject*) {
  const std::string& name = nameArg(in, a, 1, "_get_method");
  Function* fn = methodOf(in, cobj(in, a), name);
  if (!fn) in.raise(in.e.RuntimeError, "Method '" + name + "' is not defined");
  auto* m = new PyInstance(scriptTypes(in).method);
  IValue v = box(m);
  m->dict = in.newDict();
  m->dict->set(in, in.intern("owner"), a[0]);
  m->native_value = IValue(Ref<Function>(fn));
  return v;
}

IValue cMethodNames(Interp& in, Args& a, PyObject*) {
  const Object& o = cobj(in, a);
  std::vector<IValue> names;
  for (const InterfaceMethod& m : o.type->methods) names.push_back(IValue(m.name));
  return in.newList(std::move(names));
}

/// `_slot_items(kind)`: (name, value) of the parameters (1) or buffers (2).
IValue cSlotItems(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_slot_items", 2, 2);
  const Object& o = cobj(in, a);
  auto kind = static_cast<AttributeKind>(toIndex(in, a[1]));
  std::vector<IValue> items;
  for (size_t i = 0; i < o.type->attributes().size() && i < o.slots.size(); ++i)
    if (o.type->attributeKind(static_cast<int>(i)) == kind && !o.type->attributes()[i].name.empty())
      items.push_back(in.newTuple({IValue(o.type->attributes()[i].name), o.slots[i]}));
  return in.newList(std::move(items));
}

IValue cConstantNames(Interp& in, Args& a, PyObject*) {
  const Object& o = cobj(in, a);
  std::vector<IValue> names;
  for (const auto& [key, value] : root(in).sharedState().module_constants)
    if (key.first == o.type) names.push_back(IValue(key.second));
  return in.newList(std::move(names));
}

IValue cOriginalName(Interp& in, Args& a, PyObject*) {
  const ClassType* t = cobj(in, a).type;
  if (!t->python_name.empty()) return IValue(t->python_name);
  return IValue(t->name().substr(t->name().rfind('.') + 1));
}

IValue cQualifiedName(Interp& in, Args& a, PyObject*) { return IValue(cobj(in, a).type->name()); }

}  // namespace

IValue saveExtraFiles(Interp& in, Args& a) {
  IValue extra;
  if (IValue* e = a.kwarg("_extra_files"); e && !e->isNone()) {
    // File contents may be str or bytes (both are text payloads here).
    auto* d = asPyT<PyDict>(*e);
    if (!d) in.raise(in.e.TypeError, "save(): _extra_files must be a dict");
    extra = IValue(makeRef<DictObj>(Type::str_(), Type::str_()));
    d->forEach([&](const IValue& k, const IValue& v) {
      if (!k.isStr() || !v.isStr()) in.raise(in.e.TypeError, "save(): _extra_files must map str to str or bytes");
      extra.toDict()->insert(IValue(k.toStr()), IValue(v.toStr()));
    });
  }
  return extra;
}

namespace {

/// PyTorch refuses to save a module whose code calls Python functions.
void checkExportable(Interp& in, Program& p, Object& o) {
  if (const Node* n = findPythonCall(p.sharedState(), IValue(Ref<Object>(&o))))
    in.raise(in.e.RuntimeError, "\nCould not export Python function call '" + n->s(attr::name) +
                                    "'. Remove calls to Python functions before export. Did you forget to add "
                                    "@script or @script_method annotation? If this is a nn.ModuleList, add it to "
                                    "__constants__:\n" + n->sourceRange().highlight());
}

IValue cSave(Interp& in, Args& a, PyObject*) {
  Object& o = cobj(in, a);
  const std::string& path = nameArg(in, a, 1, "save");
  IValue extra = saveExtraFiles(in, a);
  Program& p = root(in);
  checkExportable(in, p, o);
  try {
    saveModuleFile(p, IValue(Ref<Object>(&o)), path, extra);
  } catch (const Error& e) {
    throw convertError(in, e);
  }
  return in.none;
}

/// m.save_to_buffer(_extra_files=None): the archive save() writes, as bytes.
IValue cSaveToBuffer(Interp& in, Args& a, PyObject*) {
  Object& o = cobj(in, a);
  IValue extra = saveExtraFiles(in, a);
  checkExportable(in, root(in), o);
  try {
    return makeBytes(saveModuleBytes(root(in), IValue(Ref<Object>(&o)), extra));
  } catch (const Error& e) {
    throw convertError(in, e);
  }
}

IValue cDeepcopy(Interp& in, Args& a, PyObject*) {
  return makeCModule(in, deepCopy(IValue(Ref<Object>(&cobj(in, a)))));
}

IValue cSubmodules(Interp& in, Args& a, PyObject*) {
  Object& o = cobj(in, a);
  std::vector<IValue> items;
  for (const auto& [name, child] : namedChildren(IValue(Ref<Object>(&o))))
    items.push_back(in.newTuple({IValue(name), makeCModule(in, child)}));
  return in.newList(std::move(items));
}

/// 0 for a plain module, else the ModuleContainer kind (1 list, 2 sequential, 3 dict).
IValue cContainer(Interp& in, Args& a, PyObject*) {
  return IValue(static_cast<int64_t>(cobj(in, a).type->container));
}

IValue cIsSame(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_is_same", 2, 2);
  return IValue(&cobj(in, a) == &cobj(in, a[1]));
}

// ---- ScriptMethod ---------------------------------------------------------- //

Function& methodFn(Interp& in, Args& a) {
  auto* o = a.n ? asPyT<PyInstance>(a[0]) : nullptr;
  if (!o || o->type != scriptTypes(in).method || !o->native_value.isFunction())
    in.raise(in.e.TypeError, "expected a torch._C.ScriptMethod");
  return *o->native_value.toFunction();
}

IValue methodOwner(Interp& in, const IValue& v) {
  return *asPyT<PyInstance>(v)->dict->findStr(in, in.intern("owner"), hashStr("owner"));
}

IValue smCall(Interp& in, Args& a, PyObject*) {
  Function& fn = methodFn(in, a);
  IValue self = asPyT<PyInstance>(methodOwner(in, a[0]))->native_value;
  return callScript(in, fn, a, 1, self);
}

IValue smGraph(Interp& in, Args& a, PyObject*) { return graphObject(in, graphText(methodFn(in, a))); }

IValue smCode(Interp& in, Args& a, PyObject*) {
  Function& fn = methodFn(in, a);
  return IValue(methodCode(fn));
}

IValue smSchema(Interp& in, Args& a, PyObject*) {
  Function& fn = methodFn(in, a);
  FunctionSchema s = fn.schema;
  s.name = fn.name;
  return schemaObject(in, s);
}

IValue smName(Interp& in, Args& a, PyObject*) { return IValue(methodFn(in, a).name); }

/// The docstring of the method's def (None without one), as Python's `__doc__`.
IValue smDoc(Interp& in, Args& a, PyObject*) {
  Function& fn = methodFn(in, a);
  auto* owner = asPyT<PyInstance>(methodOwner(in, a[0]));
  if (!owner || !owner->native_value.isObject()) return in.none;
  ClassInfo* info = root(in).classInfo(owner->native_value.toObject()->type);
  auto it = info ? info->method_defs.find(fn.name) : decltype(info->method_defs)::iterator();
  if (!info || it == info->method_defs.end() || it->second->body.empty()) return in.none;
  const auto* e = it->second->body[0]->as<ast::ExprStmt>();
  const auto* doc = e ? e->value->as<ast::StringLiteral>() : nullptr;
  return doc && !doc->is_bytes ? IValue(doc->value) : in.none;
}

void addProperty(Interp& in, PyType* t, const char* name, NativeFn fn) {
  t->dict->set(in, in.intern(name), box(new PyWrapper(in.t.property, in.native(name, fn))));
}

PyType* makeMethodType(Interp& in) {
  PyType* t = in.newType("ScriptMethod", in.t.object, Layout::Instance);
  t->module = "torch._C";
  t->native = false;
  t->has_data_descr = true;
  in.addMethod(t, "__call__", smCall);
  addProperty(in, t, "graph", smGraph);
  addProperty(in, t, "inlined_graph", smGraph);
  addProperty(in, t, "code", smCode);
  addProperty(in, t, "schema", smSchema);
  addProperty(in, t, "name", smName);
  addProperty(in, t, "__doc__", smDoc);
  return t;
}

PyType* makeCModuleType(Interp& in) {
  PyType* t = in.newType("ScriptModule", in.t.object, Layout::Instance);
  t->module = "torch._C";
  t->native = false;
  const std::pair<const char*, NativeFn> methods[] = {
      {"hasattr", cHasattr},         {"getattr", cGetattr},
      {"setattr", cSetattr},         {"_has_method", cHasMethod},
      {"_get_method", cGetMethod},   {"_method_names", cMethodNames},
      {"_slot_items", cSlotItems},   {"_constant_names", cConstantNames},
      {"_original_name", cOriginalName}, {"_qualified_name", cQualifiedName},
      {"save", cSave},               {"save_to_buffer", cSaveToBuffer},
      {"__deepcopy__", cDeepcopy},
      {"_submodules", cSubmodules},  {"_is_same", cIsSame},
      {"_container", cContainer},
  };
  for (const auto& [name, fn] : methods) in.addMethod(t, name, fn);
  return t;
}

/// The Python-level classes of torch.jit._script (made on first use).
IValue scriptClass(Interp& in, const char* name) {
  return getAttr(in, in.importModule("torch.jit._script"), name);
}

}  // namespace

ScriptTypes& scriptTypes(Interp& in) {
  static const char kKey = 0;
  std::shared_ptr<void>& p = in.extension(&kKey);
  if (!p) {
    auto t = std::make_shared<ScriptTypes>();
    t->cmodule = makeCModuleType(in);
    t->method = makeMethodType(in);
    p = t;
  }
  return *static_cast<ScriptTypes*>(p.get());
}

IValue makeCModule(Interp& in, IValue object) {
  auto* o = new PyInstance(scriptTypes(in).cmodule);
  IValue v = box(o);
  o->dict = in.newDict();
  o->native_value = std::move(object);
  return v;
}

namespace {

IValue callCompiledHook(Interp& in, Args& a, PyObject* data) {
  const Function& fn = *static_cast<NativeFunction*>(data)->data.toFunction();
  if (a.n == 0) in.raise(in.e.TypeError, fn.name + "() missing the module argument");
  return callScript(in, fn, a, 1, scriptModuleObject(in, a[0]));
}

/// The compiled hooks of the module's type as the wrapper's own
/// `_forward_pre_hooks` and `_forward_hooks`, so calling it from Python runs
/// them too (PyTorch's RecursiveScriptModule._construct copies them).
void installCompiledHooks(Interp& in, const IValue& wrapper, const IValue& object) {
  if (!object.isObject()) return;
  const ModuleHooks* h = moduleHooks(JitState::of(in).session.root().sharedState(), object.toObject()->type);
  if (!h) return;
  auto fill = [&](const char* name, const std::vector<Ref<Function>>& fns) {
    auto* d = asPyT<PyDict>(getAttr(in, wrapper, name));
    if (!d) return;
    for (size_t i = 0; i < fns.size(); ++i)
      d->set(in, IValue(int64_t(i)), in.native(fns[i]->name.c_str(), callCompiledHook, IValue(fns[i])));
  };
  fill("_forward_pre_hooks", h->pre_hooks);
  fill("_forward_hooks", h->hooks);
}

}  // namespace

IValue constructScriptModule(Interp& in, const IValue& object, const std::vector<std::pair<std::string, IValue>>& subs) {
  std::vector<IValue> items;
  for (const auto& [name, wrapper] : subs) items.push_back(in.newTuple({IValue(name), wrapper}));
  IValue construct = getAttr(in, scriptClass(in, "RecursiveScriptModule"), "_construct");
  IValue wrapper = call(in, construct, {makeCModule(in, object), in.newList(std::move(items))});
  installCompiledHooks(in, wrapper, object);
  return wrapper;
}

IValue wrapScriptModule(Interp& in, IValue object) {
  std::vector<std::pair<std::string, IValue>> subs;
  for (const auto& [name, child] : namedChildren(object)) subs.emplace_back(name, wrapScriptModule(in, child));
  return constructScriptModule(in, object, subs);
}

IValue wrapScriptFunction(Interp& in, Ref<Function> fn) { return makeScriptFunction(in, fn.get()); }

IValue scriptModuleObject(Interp& in, const IValue& v) {
  auto* inst = asPyT<PyInstance>(v);
  if (!inst || !inst->dict) return IValue();
  // A constructed torch.jit.ScriptModule subclass instance forwards to its script module.
  if (IValue* actual = inst->dict->findStr(in, in.intern("_actual_script_module"), hashStr("_actual_script_module")))
    return scriptModuleObject(in, *actual);
  IValue* c = inst->dict->findStr(in, in.intern("_c"), hashStr("_c"));
  auto* co = c ? asPyT<PyInstance>(*c) : nullptr;
  if (!co || co->type != scriptTypes(in).cmodule) return IValue();
  return co->native_value;
}

}  // namespace ts::py
