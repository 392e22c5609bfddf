// ===--- jit_module.cpp - the torch.jit module at the Python level --------=== //
// torch.jit.script of functions and classes compiles them through the
// compiler's ScriptSession (Note [Script name resolution]); the decorators
// that only mark functions set `_torchscript_modifier` as PyTorch does.
#include "python_jit/jit_module.h"

#include <cstdlib>
#include <cstring>
#include <map>

#include "frontend/parser.h"
#include "python/builtins.h"
#include "python/eval.h"
#include "python/interpreter_impl.h"
#include "python_jit/jit_state.h"
#include "python_jit/script_containers.h"
#include "python_jit/script_fn.h"
#include "python_torch/nn_install.h"
#include "python_torch/vision_install.h"
#include "python_jit/script_module.h"
#include "python_jit/trace.h"
#include "python_torch/torch_module.h"

namespace ts::py {
void addFreezeEntries(Interp& in, PyModule& jit);  // freeze_api.cpp

namespace {

/// PYTORCH_JIT=0 turns torch.jit.script into the identity.
bool jitDisabled() {
  const char* v = std::getenv("PYTORCH_JIT");
  return v && std::strcmp(v, "0") == 0;
}

bool isModuleClass(const PyType& t) {
  for (const PyType* m : t.mro)
    if (m->name == "Module" && m->module.rfind("torch.nn", 0) == 0) return true;
  return false;
}

IValue jitScript(Interp& in, Args& a, PyObject*) {
  if (a.n < 1) in.raise(in.e.TypeError, "script() missing 1 required positional argument: 'obj'");
  const IValue& obj = a[0];
  JitState& st = JitState::of(in);
  if (jitDisabled() || scriptFunctionOf(in, obj)) return obj;
  if (auto* f = asPyT<PyFunction>(obj)) {
    IValue fn = makeScriptFunction(in, st.compileFunction(*f));
    // torch.jit.script forwards the docstring (`fn.__doc__ = obj.__doc__`).
    IValue doc;
    if (getAttrOpt(in, obj, "__doc__", doc)) setAttr(in, fn, "__doc__", doc);
    return fn;
  }
  if (auto* t = asPyT<PyType>(obj)) {
    if (isModuleClass(*t))
      in.raise(in.e.RuntimeError, "Type '" + repr(in, obj) +
                                      "' cannot be compiled since it inherits from nn.Module, pass an instance instead");
    if (t->body) {
      st.compileClass(*t);
      return obj;
    }
  }
  // An instance of a plain class: its class compiles as a script class
  // (PyTorch's create_script_class); the instance is then a script object.
  if (auto* inst = asPyT<PyInstance>(obj); inst && inst->type->body && !isModuleClass(*inst->type)) {
    st.compileClass(*inst->type);
    return obj;
  }
  if (isScriptableContainer(in, obj)) return makeScriptContainer(in, obj);
  if (st.script_instance) return st.script_instance(in, obj);
  in.raise(in.e.RuntimeError, "torch.jit.script cannot compile a value of type '" + typeName(in, obj) + "'");
}

/// Marks `fn` with a `_torchscript_modifier` (ignore, unused, export).
IValue mark(Interp& in, const IValue& fn, const char* modifier) {
  setAttr(in, fn, "_torchscript_modifier", IValue(std::string(modifier)));
  return fn;
}

IValue markUnused(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "unused", 1, 1);
  // A property is marked through its accessors, as torch.jit.unused does.
  if (auto* w = asPyT<PyWrapper>(a[0]); w && w->type->isSubtype(in.t.property)) {
    if (!w->func.isNone()) mark(in, w->func, "unused");
    if (!w->fset.isNone()) mark(in, w->fset, "unused");
    return a[0];
  }
  return mark(in, a[0], "unused");
}

IValue markExport(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "export", 1, 1);
  return mark(in, a[0], "export");
}

IValue markIgnoreDrop(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "ignore", 1, 1);
  return mark(in, a[0], "unused");
}

/// `@torch.jit.ignore`, `@torch.jit.ignore()` and `@torch.jit.ignore(drop=True)`.
IValue jitIgnore(Interp& in, Args& a, PyObject*) {
  bool drop = false;
  if (IValue* d = a.kwarg("drop")) drop = truthy(in, *d);
  if (a.n == 1 && !drop) return mark(in, a[0], "ignore");
  if (a.n == 0) return drop ? in.native("ignore", markIgnoreDrop) : in.native("ignore", jitIgnore);
  in.raise(in.e.TypeError, "ignore() takes at most 1 positional argument");
}

IValue jitIsScripting(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "is_scripting", 0, 0);
  return IValue(false);
}

/// annotate(T, value): the value (the type only matters in script code).
IValue jitAnnotate(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "annotate", 2, 2);
  return a[1];
}

/// `@torch.jit.interface`: the class itself at the Python level, which
/// inherits from object or directly from nn.Module (PyTorch's check).
IValue jitInterface(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "interface", 1, 1);
  auto* cls = asPyT<PyType>(a[0]);
  if (!cls) in.raise(in.e.RuntimeError, "interface must be applied to a class");
  IValue module = getAttr(in, in.importModule("torch.nn"), "Module");
  bool module_interface = cls->mro.size() == 3 && asPyT<PyType>(module) == cls->mro[1];
  if (!module_interface && cls->mro.size() > 2)
    in.raise(in.e.RuntimeError,
             "TorchScript interface does not support inheritance yet. Please directly inherit from 'object' or "
             "'nn.Module'.");
  return a[0];
}

/// Note [Function overloads]: `@torch.jit._overload` stubs, by the globals
/// and qualified name of the function they declare (PyTorch's
/// _overloaded_fns); script code calling the implementation compiles one
/// function per stub (Program::compileOverload). The body of a stub, as
/// PyTorch checks when decorating, is `pass` or `...`.
std::map<std::pair<const PyDict*, std::string>, std::vector<IValue>>& overloadTable() {
  static std::map<std::pair<const PyDict*, std::string>, std::vector<IValue>> table;
  return table;
}

/// The stub's def, or nullptr; raises when its body is not a stub's.
const ast::FunctionDef* checkOverloadBody(Interp& in, const IValue& fn) {
  auto* f = asPyT<PyFunction>(fn);
  const ast::FunctionDef* def = f && f->code->def ? f->code->def->as<ast::FunctionDef>() : nullptr;
  if (!def) return nullptr;
  const ast::ExprStmt* e = def->body.size() == 1 ? def->body[0]->as<ast::ExprStmt>() : nullptr;
  bool stub = def->body.size() == 1 && (def->body[0]->is<ast::Pass>() || (e && e->value->is<ast::EllipsisLiteral>()));
  if (!stub)
    in.raise(in.e.RuntimeError, "Only `pass` statement or `...` can be the body of overload declaration:\n" +
                                    def->range.highlight(def->source_extent));
  return def;
}

IValue jitOverload(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_overload", 1, 1);
  if (checkOverloadBody(in, a[0])) {
    auto* f = asPyT<PyFunction>(a[0]);
    overloadTable()[{f->globals.get(), f->qualname}].push_back(a[0]);
  }
  return a[0];
}

/// `@torch.jit._overload_method`: the class body's stubs compile with the
/// class (Note [Overloaded methods]); decorating checks the body.
IValue jitOverloadMethod(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_overload_method", 1, 1);
  checkOverloadBody(in, a[0]);
  return a[0];
}

/// torch.jit.Attribute(value, type): at the Python level, the value.
IValue jitAttribute(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "Attribute", 2, 2);
  return a[0];
}

// torch.jit.fork from Python runs the call on the spot, as PyTorch's
// torch._C.fork does, and returns a finished Future (forks inside script
// code run on the inter-op pool).
const char* kForkPy = R"PY(
class Future:
    def __init__(self, value):
        self._value = value

    def wait(self):
        return self._value

    def value(self):
        return self._value

    def done(self):
        return True

    def __class_getitem__(cls, item):
        return cls

def fork(func, *args, **kwargs):
    if not is_tracing():
        return Future(func(*args, **kwargs))
    # A trace records the call inside a prim::fork (Note [Traced forks]).
    # (The result is held by the Future only: a trace names values after
    # the local variables holding them, and PyTorch's fork has none.)
    _trace_fork_begin()
    try:
        future = Future(func(*args, **kwargs))
    except BaseException:
        _trace_fork_abort()
        raise
    _trace_fork_end(future)
    return future

def wait(future):
    if is_tracing():
        _trace_wait(future, future.wait())
    return future.wait()

_fork = fork
_wait = wait

# torch.jit.isinstance(obj, T) at the Python level: torch._jit_internal's
# container_checker, which checks the elements of containers too (and, as
# it does, settles a Union by its first container member).
_builtin_isinstance = isinstance

def _type_origin(t):
    return "Union" if getattr(t, "_name", None) == "Union" else getattr(t, "__origin__", None)

def _check_args_exist(t):
    import typing
    for alias, origin, name in ((typing.List, list, "List"), (typing.Tuple, tuple, "Tuple"),
                                (typing.Dict, dict, "Dict"), (typing.Optional, None, "Optional")):
        if t is alias or t is origin:
            raise RuntimeError("Attempted to use " + name + " without a contained type. Please add a contained "
                               "type, e.g. " + name + "[int]")

def _check_empty_container(obj):
    if obj == [] or obj == {} or obj == ():
        import warnings
        warnings.warn("The inner type of a container is lost when calling torch.jit.isinstance in eager mode. "
                      "For example, List[int] would become list and therefore falsely return True for "
                      "List[float] or List[str].")

def _element_ok(el, t):
    return _container_checker(el, t) if _type_origin(t) else _builtin_isinstance(el, t)

def _container_checker(obj, t):
    origin = _type_origin(t)
    _check_args_exist(t)
    args = t.__args__
    if origin is list or origin is dict or origin is tuple:
        _check_empty_container(obj)
        if not _builtin_isinstance(obj, origin):
            return False
        if origin is list:
            return all(_element_ok(el, args[0]) for el in obj)
        if origin is dict:
            return all(_builtin_isinstance(k, args[0]) and _element_ok(v, args[1]) for k, v in obj.items())
        return len(obj) == len(args) and all(_element_ok(el, a) for el, a in zip(obj, args))
    if origin == "Union":
        if obj is None:
            return True
        for a in args:
            if _type_origin(a):
                return _container_checker(obj, a)
            if _builtin_isinstance(obj, a):
                return True
    return False

def isinstance(obj, target_type):
    if _builtin_isinstance(target_type, (list, tuple, set, dict)):
        if not _builtin_isinstance(target_type, tuple):
            raise RuntimeError("The second argument to `torch.jit.isinstance` must be a type or a tuple of types")
        return any(isinstance(obj, t) for t in target_type)
    if _type_origin(target_type):
        return _container_checker(obj, target_type)
    _check_args_exist(target_type)
    return _builtin_isinstance(obj, target_type)

# torch.jit.CompilationUnit: each `def` of the source compiles (eagerly, as
# PyTorch does) as a script function whose free names resolve through the
# globals of the frame that made the unit.
class CompilationUnit:
    def __init__(self, lang=None, _frames_up=0):
        if lang is not None:
            self.define(lang, _frames_up=_frames_up + 1)

    def define(self, src, rcb=None, _frames_up=0):
        import textwrap
        src = textwrap.dedent(src)
        # Python evaluates the annotations, which script code resolves itself.
        import typing
        import torch
        ns = {n: getattr(typing, n) for n in ("Any", "Dict", "List", "Optional", "Tuple", "Union")}
        ns["Tensor"] = torch.Tensor
        ns.update(_caller_globals(_frames_up + 1))
        try:
            _check_unit_source(src, None)
            try:
                exec(src, ns)
            except Exception:
                # Python is stricter than PyTorch's parser (and evaluates
                # annotations): the script compiler reports what PyTorch does.
                _check_unit_source(src, ns)
                raise
            for line in src.splitlines():
                if line.startswith("def "):
                    name = line[4:line.index("(")].strip()
                    setattr(self, name, script(ns[name]))
        finally:
            # The defs are compiled (or failed to); their namespace, which
            # holds them and which they hold as globals, would otherwise be
            # a cycle out of the teardown walk's reach.
            ns.clear()

    def find_function(self, name):
        return getattr(self, name, None)
)PY";

/// _check_unit_source(src, globals): parses CompilationUnit source `src` as
/// PyTorch's parser does (Note [Script dialect]), raising its errors; with a
/// globals dict, also compiles each def of it in that namespace.
IValue jitCheckUnitSource(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_check_unit_source", 2, 2);
  if (!isStrValue(a[0])) in.raise(in.e.TypeError, "_check_unit_source() expects a str");
  std::unique_ptr<ast::Module> m;
  try {
    m = parseScriptFile(Source::make("<string>", a[0].toStr()));
    auto* globals = asPyT<PyDict>(a[1]);
    if (!globals) return IValue();
    JitState& st = JitState::of(in);
    ScriptNamespace& ns = st.namespaceFor(Ref<PyDict>(globals));
    for (const ast::StmtPtr& s : m->body)
      if (s->is<ast::FunctionDef>()) ns.compileFunction(*s->as<ast::FunctionDef>());
    st.unit_sources.push_back(std::move(m));
  } catch (const Error& e) {
    raiseCompileError(in, e);
  }
  return IValue();
}

/// _caller_globals(n): the globals of the frame n calls above the caller.
IValue jitCallerGlobals(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_caller_globals", 1, 1);
  Frame* f = in.top;
  if (!a[0].isInt()) in.raise(in.e.TypeError, "_caller_globals() expects an int");
  for (int64_t n = a[0].toInt(); f && n > 0; --n) f = f->back;
  while (f && f->ns) f = f->back;
  if (!f) in.raise(in.e.ValueError, "call stack is not deep enough");
  return box(f->globals);
}

// torch._jit_internal's annotation helpers; the script compiler reads the
// annotation's source, so at the Python level they only need to subscript.
const char* kJitInternalPy = R"PY(
class BroadcastingListCls:
    def __getitem__(self, types):
        return

BroadcastingList1 = BroadcastingListCls()
BroadcastingList2 = BroadcastingList1
BroadcastingList3 = BroadcastingList1
BroadcastingList4 = BroadcastingList1
BroadcastingList5 = BroadcastingList1
BroadcastingList6 = BroadcastingList1
)PY";

void initJitInternal(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, kJitInternalPy); }

void setFn(Interp& in, PyModule& m, const char* name, NativeFn fn) {
  m.dict->set(in, in.intern(name), in.native(name, fn));
}

void initJit(Interp& in, PyModule& m) {
  JitState& st = JitState::of(in);
  setFn(in, m, "script", jitScript);
  setFn(in, m, "ignore", jitIgnore);
  setFn(in, m, "unused", markUnused);
  setFn(in, m, "export", markExport);
  setFn(in, m, "is_scripting", jitIsScripting);
  setFn(in, m, "annotate", jitAnnotate);
  setFn(in, m, "interface", jitInterface);
  setFn(in, m, "Attribute", jitAttribute);
  setFn(in, m, "_overload", jitOverload);
  setFn(in, m, "_overload_method", jitOverloadMethod);
  setFn(in, m, "_caller_globals", jitCallerGlobals);
  setFn(in, m, "_check_unit_source", jitCheckUnitSource);
  m.dict->set(in, in.intern("ScriptFunction"), box(st.script_function));
  m.dict->set(in, in.intern("Error"), box(st.jit_error));
  // torch.jit.Error is torch._C.JITException: both names, one class.
  setAttr(in, in.importModule("torch._C"), "JITException", box(st.jit_error));
  IValue typing = in.importModule("typing");
  IValue final_type;
  if (getAttrOpt(in, typing, "Final", final_type)) m.dict->set(in, in.intern("Final"), final_type);
  addScriptModuleEntries(in, m);
  addFreezeEntries(in, m);
  installTrace(in, m);
  runSourceModule(in, m, m.name, kForkPy);
  in.importModule("torch.jit.frontend");  // torch/jit/__init__.py imports it too
}

}  // namespace

std::vector<const ast::FunctionDef*> overloadStubs(const PyFunction& fn) {
  std::vector<const ast::FunctionDef*> out;
  auto it = overloadTable().find({fn.globals.get(), fn.qualname});
  if (it == overloadTable().end()) return out;
  for (const IValue& stub : it->second) out.push_back(asPyT<PyFunction>(stub)->code->def->as<ast::FunctionDef>());
  return out;
}

void installJit(Interp& in) {
  installTorch(in);
  installNn(in);
  registerVision(in);  // lazy: runs only on `import torchvision`
  JitState& st = JitState::install(in);
  st.script_function = makeScriptFunctionType(in);
  st.jit_error = in.newType("Error", in.e.Exception, Layout::Instance);
  st.jit_error->module = "torch.jit";
  // torch.jit.frontend's errors: FrontendError(Exception) > NotSupportedError.
  st.frontend_error = in.newType("FrontendError", in.e.Exception, Layout::Instance);
  st.frontend_error->module = "torch.jit.frontend";
  st.not_supported_error = in.newType("NotSupportedError", st.frontend_error, Layout::Instance);
  st.not_supported_error->module = "torch.jit.frontend";
  st.unsupported_node_error = in.newType("UnsupportedNodeError", st.not_supported_error, Layout::Instance);
  st.unsupported_node_error->module = "torch.jit.frontend";
  in.registerModule("torch.jit.frontend", [](Interp& in, PyModule& m) {
    const JitState& st = JitState::of(in);
    m.dict->set(in, in.intern("FrontendError"), box(st.frontend_error));
    m.dict->set(in, in.intern("NotSupportedError"), box(st.not_supported_error));
    m.dict->set(in, in.intern("UnsupportedNodeError"), box(st.unsupported_node_error));
  });
  in.registerModule("torch.jit", initJit);
  in.registerModule("torch._jit_internal", initJitInternal);
  installScriptModules(in);
}

void setScriptInstanceHook(Interp& in, ScriptInstanceHook hook) {
  JitState::install(in).script_instance = std::move(hook);
}

}  // namespace ts::py
