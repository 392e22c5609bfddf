// ===--- nn_install.cpp - torch.nn at the Python level --------------------=== //
// Registers torch.nn and its submodules: nn.Parameter (a tensor type: a tensor
// whose TensorImpl carries the parameter mark), nn.Module and the containers
// (nn_sources.h), and the stdlib sources (src/stdlib/nn_*.py), which run here
// with Python's semantics and are scripted from the same text.
#include "python_torch/nn_install.h"

#include <set>

#include "python/builtins.h"
#include "python/interp.h"
#include "python/interpreter_impl.h"
#include "python_torch/dispatch.h"
#include "ops/registry.h"
#include "python_torch/nn_sources.h"
#include "stdlib/stdlib.h"
#include "tensor/tensor.h"

namespace ts::py {

namespace {

PyModule& moduleOf(const IValue& m) { return *static_cast<PyModule*>(asPy(m)); }

IValue lookupName(Interp& in, PyModule& m, const std::string& name) {
  IValue* v = m.dict->findStr(in, in.intern(name), hashStr(name));
  return v ? *v : IValue();
}

void setName(Interp& in, PyModule& m, const std::string& name, IValue v) { m.dict->set(in, in.intern(name), std::move(v)); }

/// nn.Parameter(data=None, requires_grad=True): a new tensor sharing `data`'s
/// storage, marked as a parameter (Note [Parameters are marked tensors]).
IValue parameterNew(Interp& in, PyType*, Args& a) {
  if (a.n > 2) in.raise(in.e.TypeError, "Parameter() takes at most 2 arguments (" + std::to_string(a.n) + " given)");
  IValue data = a.n > 0 ? a[0] : IValue();
  IValue rg = a.n > 1 ? a[1] : IValue(true);
  for (size_t i = 0; i < a.nkw; ++i) {
    const std::string& k = a.kw[i].name.toStr();
    if (k == "data") data = a.kw[i].value;
    else if (k == "requires_grad") rg = a.kw[i].value;
    else in.raise(in.e.TypeError, "Parameter.__new__() got an unexpected keyword argument '" + k + "'");
  }
  if (data.isNone()) data = call(in, getAttr(in, in.importModule("torch"), "empty"), {IValue(int64_t{0})});
  if (!data.isTensor())
    in.raise(in.e.TypeError, "_make_subclass(): argument 'data' (position 2) must be Tensor, not " + typeName(in, data));
  Tensor p = data.toTensor().alias();
  bool requires_grad = truthy(in, rg);
  if (requires_grad && !p.is_floating_point() && !p.is_complex())
    in.raise(in.e.RuntimeError, "Only Tensors of floating point and complex dtype can require gradients");
  p.set_requires_grad(requires_grad);
  p.impl()->setParameter(true);
  return IValue(p);
}

IValue isLazyFn(Interp&, Args&, PyObject*) { return IValue(false); }

/// copy.deepcopy of tensors and parameters, as PyTorch's Tensor.__deepcopy__
/// (Tensor's only when the bridge has none).
const char* kParameterPy = R"PY(
import torch


def _tensor_deepcopy(self, memo):
    with torch.no_grad():
        new = self.clone()
    if self.is_leaf and self.requires_grad:
        new.requires_grad_(True)
    return new


def _parameter_deepcopy(self, memo):
    with torch.no_grad():
        data = self.detach().clone()
    return Parameter(data, self.requires_grad)


if getattr(torch.Tensor, '__deepcopy__', None) is None:
    torch.Tensor.__deepcopy__ = _tensor_deepcopy
Parameter.__deepcopy__ = _parameter_deepcopy
del _tensor_deepcopy, _parameter_deepcopy
)PY";

// Note [Parameters are marked tensors]: a Parameter is an ordinary runtime
// tensor whose TensorImpl has the parameter mark (the mark script code and
// saved modules already use); typeOf() answers nn.Parameter for it, so
// isinstance(p, nn.Parameter) and isinstance(p, torch.Tensor) both hold and
// every Tensor method applies. Results of operations are unmarked tensors.
void initParameter(Interp& in, PyModule& m) {
  PyType* t = in.newType("Parameter", in.t.tensor, Layout::Tensor);
  t->module = "torch.nn.parameter";
  t->ctor = parameterNew;
  t->native = false;  // operators dispatch through the inherited Tensor slots
  in.parameter_type = t;
  setName(in, m, "Parameter", box(t));
  setName(in, m, "is_lazy", in.native("is_lazy", isLazyFn));
  runSourceModule(in, m, m.name, kParameterPy);
}

void initModuleModule(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, nnModuleSource()); }
void initContainerModule(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, nnContainerSource()); }
void initUtils(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, nnUtilsSource()); }
void initModulesPackage(Interp&, PyModule&) {}

/// torch.nn.functional and torch.nn.init: the stdlib's TorchScript sources.
void initStdlibModule(Interp& in, PyModule& m) {
  const StdlibFile* f = stdlibFileForModule(m.name);
  if (!f) in.raise(in.e.ModuleNotFoundError, "No module named '" + m.name + "'");
  runSourceModule(in, m, m.name, f->text);
}

/// torch.relu_ & co.: the in-place operators the stdlib source calls as
/// torch functions (the compiler resolves torch.X_ to aten::X_).
void addInPlaceTorchFunctions(Interp& in, PyModule& torch) {
  std::set<std::string> names;
  for (const Operator* op : Registry::global().all()) {
    const std::string& s = op->schema.name;
    if (s.rfind("aten::", 0) != 0 || s.size() < 8 || s[6] == '_' || s.back() != '_') continue;
    if (op->schema.arguments.empty() || op->schema.arguments[0].name != "self") continue;
    names.insert(s.substr(6));
  }
  for (const std::string& n : names)
    if (!torch.dict->findStr(in, in.intern(n), hashStr(n)))
      setName(in, torch, n, opFunction(in, CallKind::Function, "torch." + n, n));
}

/// torch.nn.functional: the stdlib source, and for every other name the torch
/// operator of that name (F.linear is aten::linear), as the compiler resolves
/// `F.x` in script code.
void initFunctional(Interp& in, PyModule& m) {
  PyModule& torch = moduleOf(in.importModule("torch"));
  addInPlaceTorchFunctions(in, torch);
  initStdlibModule(in, m);
  torch.dict->forEach([&](const IValue& k, const IValue& v) {
    auto* f = asPyT<NativeFunction>(v);
    if (!f || f->name != k.toStr() || m.dict->findStr(in, k, hashStr(k.toStr()))) return;
    m.dict->set(in, k, v);
  });
}

/// Every class defined in torch.nn's namespace, by name.
std::vector<std::pair<std::string, PyType*>> nnClasses(Interp& in, PyModule& nn) {
  std::vector<std::pair<std::string, PyType*>> out;
  nn.dict->forEach([&](const IValue& k, const IValue& v) {
    PyObject* p = asPy(v);
    if (k.isStr() && p && p->kind == PyKind::Type) out.emplace_back(k.toStr(), static_cast<PyType*>(p));
  });
  (void)in;
  return out;
}

/// torch.nn.modules.<file>: the classes nnClassModule() places in that file.
void initClassFileModule(Interp& in, PyModule& m) {
  PyModule& nn = moduleOf(in.importModule("torch.nn"));
  for (const auto& [name, cls] : nnClasses(in, nn))
    if (nnClassModule(name) == m.name) setName(in, m, name, box(cls));
}

/// Gives each stdlib class PyTorch's `__module__` (torch.nn.modules.linear)
/// and makes those modules importable.
void placeClasses(Interp& in, PyModule& nn) {
  PyModule& modules = moduleOf(in.importModule("torch.nn.modules"));
  std::set<std::string> files;
  for (const auto& [name, cls] : nnClasses(in, nn)) {
    setName(in, modules, name, box(cls));
    std::string file = nnClassModule(name);
    if (file.empty() || cls->module != "torch.nn") continue;
    cls->module = file;
    cls->dict->set(in, in.n.module_, IValue(file));
    files.insert(file);
  }
  in.type_epoch++;
  for (const std::string& f : files)
    if (!in.hasModule(f)) in.registerModule(f, initClassFileModule);
}

void initNn(Interp& in, PyModule& nn) {
  // `class Linear(torch.nn.Module)` in the stdlib source looks torch.nn up on
  // torch while this module is still being filled.
  IValue torch = in.importModule("torch");
  setName(in, moduleOf(torch), "nn", box(&nn));
  IValue param = in.importModule("torch.nn.parameter");
  setName(in, nn, "Parameter", lookupName(in, moduleOf(param), "Parameter"));
  setName(in, nn, "parameter", param);
  in.importModule("torch.nn.modules");
  PyModule& module = moduleOf(in.importModule("torch.nn.modules.module"));
  PyModule& container = moduleOf(in.importModule("torch.nn.modules.container"));
  setName(in, nn, "Module", lookupName(in, module, "Module"));
  for (const char* n : {"Container", "Sequential", "ModuleList", "ModuleDict", "ParameterList", "ParameterDict"})
    setName(in, nn, n, lookupName(in, container, n));
  in.importModule("torch.nn.functional");
  in.importModule("torch.nn.init");
  const StdlibFile* classes = stdlibFileForModule("torch.nn");
  runSourceModule(in, nn, "torch.nn", classes->text);
  // The extra_repr texts run in a scratch module and attach to the classes.
  Ref<PyModule> reprs(new PyModule(in.t.module, "torch.nn._reprs"));
  reprs->dict = in.newDict();
  setName(in, *reprs, "__name__", IValue("torch.nn._reprs"));
  runSourceModule(in, *reprs, reprs->name, nnReprSource());
  call(in, lookupName(in, *reprs, "_install_reprs"), {box(nn.dict.get())});
  placeClasses(in, nn);
  setName(in, nn, "utils", in.importModule("torch.nn.utils"));
}

}  // namespace

void installNn(Interp& in) {
  in.registerModule("torch.nn", initNn);
  in.registerModule("torch.nn.parameter", initParameter);
  in.registerModule("torch.nn.modules", initModulesPackage);
  in.registerModule("torch.nn.modules.module", initModuleModule);
  in.registerModule("torch.nn.modules.container", initContainerModule);
  in.registerModule("torch.nn.functional", initFunctional);
  in.registerModule("torch.nn.init", initStdlibModule);
  in.registerModule("torch.nn.utils", initUtils);
}

}  // namespace ts::py
