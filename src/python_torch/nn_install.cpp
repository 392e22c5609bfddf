// ===--- nn_install.cpp - torch.nn at the Python level --------------------=== //
// Registers torch.nn and its submodules: nn.Parameter (a tensor type: a tensor
// whose TensorImpl carries the parameter mark), nn.Module and the containers
// (nn_sources.h), and the stdlib sources (src/stdlib/nn_*.py), which run here
// with Python's semantics and are scripted from the same text.
#include "python_torch/nn_install.h"

#include <cctype>
#include <set>
#include <string_view>

#include "ops/registry.h"
#include "python/builtins.h"
#include "python/interp.h"
#include "python/interpreter_impl.h"
#include "python/tensor_state.h"
#include "python_torch/bridge_state.h"
#include "python_torch/dispatch.h"
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
IValue parameterNew(Interp& in, PyType* t, Args& a) {
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
  IValue out(p);
  if (t != in.parameter_type) setTensorSubclass(out, t);  // a Parameter subclass keeps its class
  return out;
}

/// copy.deepcopy of tensors and parameters, as PyTorch's Tensor.__deepcopy__
/// (Tensor's only when the bridge has none).
const char* kParameterPy = R"PY(
import torch


def _storage_copy(self, memo):
    # Note [deepcopy shares storages]: as PyTorch's Tensor.__deepcopy__, one
    # copy of each storage per deepcopy call (memo["torch"], keyed by the
    # storage), and each tensor a view of it with its own offset and
    # strides: a view and its base copied together stay a view and a base.
    flat = self._storage_flat()
    key = flat.data_ptr()
    storages = memo.setdefault("torch", {})
    copied = storages.get(key) if key else None
    if copied is None:
        copied = flat.clone()
        if key:
            storages[key] = copied
    return copied.as_strided(self.size(), self.stride(), self.storage_offset()).detach()


def _tensor_deepcopy(self, memo):
    if not self.is_leaf:
        raise RuntimeError("Only Tensors created explicitly by the user (graph leaves) support the deepcopy "
                           "protocol at the moment")
    with torch.no_grad():
        new = self.clone() if self.is_sparse or self.is_meta else _storage_copy(self, memo)
    if type(self) is not torch.Tensor and type(new) is not type(self):
        new = new.as_subclass(type(self))
    if self.requires_grad:
        new.requires_grad_(True)
    if self.grad is not None:
        new.grad = self.grad.__deepcopy__(memo)
    if self.__dict__:
        import copy
        new.__dict__.update(copy.deepcopy(self.__dict__, memo))
    return new


def _parameter_deepcopy(self, memo):
    with torch.no_grad():
        data = self.detach().clone()
    return type(self)(data, self.requires_grad)


if getattr(torch.Tensor, '__deepcopy__', None) is None:
    torch.Tensor.__deepcopy__ = _tensor_deepcopy
Parameter.__deepcopy__ = _parameter_deepcopy
# Ops on parameters give plain tensors (torch/nn/parameter.py).
from torch._C import _disabled_torch_function_impl
Parameter.__torch_function__ = _disabled_torch_function_impl
del _disabled_torch_function_impl
del _tensor_deepcopy, _parameter_deepcopy


# Lazy modules' placeholders (torch/nn/parameter.py): materialize() gives the
# tensor its shape and turns it into `cls_to_become` (Note [Parameters are
# marked tensors]: a class assignment sets or clears the mark).
class UninitializedTensorMixin:
    def materialize(self, shape, device=None, dtype=None):
        if device is None:
            device = self.data.device
        if dtype is None:
            dtype = self.data.dtype
        self.data = torch.empty(shape, device=device, dtype=dtype)
        self.__class__ = self.cls_to_become

    @property
    def shape(self):
        raise RuntimeError("Can't access the shape of an uninitialized parameter or buffer. "
                           "This error usually happens in `load_state_dict` when trying to load "
                           "an uninitialized parameter into an initialized one. "
                           "Call `forward` to initialize the parameters before accessing their attributes.")

    def share_memory_(self):
        raise RuntimeError("Can't share memory on an uninitialized parameter or buffer. "
                           "Call `forward` to initialize the parameters before calling `module.share_memory()`.")

    def __repr__(self):
        return f'<{self.__class__.__name__}>'

    def __reduce_ex__(self, proto):
        return (self.__class__, (self.requires_grad,))


def is_lazy(param):
    return isinstance(param, UninitializedTensorMixin)


class UninitializedParameter(UninitializedTensorMixin, Parameter):
    cls_to_become = Parameter

    def __new__(cls, requires_grad=True, device=None, dtype=None):
        data = torch.empty(0, device=device, dtype=dtype)
        return torch.Tensor._make_subclass(cls, data, requires_grad)

    def __deepcopy__(self, memo):
        if id(self) in memo:
            return memo[id(self)]
        result = type(self)(self.requires_grad, self.data.device, self.data.dtype)
        memo[id(self)] = result
        return result


class UninitializedBuffer(UninitializedTensorMixin, torch.Tensor):
    cls_to_become = torch.Tensor

    def __new__(cls, requires_grad=False, device=None, dtype=None):
        data = torch.empty(0, device=device, dtype=dtype)
        return torch.Tensor._make_subclass(cls, data, requires_grad)
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
  runSourceModule(in, m, m.name, kParameterPy);
}

// Note [Native Module fast paths]: Module.__getattr__ and Module.__call__
// run for nearly every attribute and call of a model's forward. Native
// versions with the Python source's behaviour replace them; the source's
// definitions stay the reference, and __call__ hands every call with a
// forward hook or pre-hook (module or global) to the Python _call_impl.

bool nonEmptyDict(const IValue* v) {
  auto* d = v ? asPyT<PyDict>(*v) : nullptr;
  return d && d->size() > 0;
}

IValue instanceEntry(Interp& in, PyInstance* inst, const IValue& key) {
  if (!inst || !inst->dict) return IValue();
  IValue* v = inst->dict->findStr(in, key, hashStr(key.toStr()));
  return v ? *v : IValue();
}

/// Module.__getattr__: parameters, then buffers, then submodules.
IValue moduleGetattr(Interp& in, Args& a, PyObject* fn) {
  checkArgs(in, a, "__getattr__", 2, 2);
  if (!isStrValue(a[1])) in.raise(in.e.TypeError, "attribute name must be string, not '" + typeName(in, a[1]) + "'");
  const auto& keys = static_cast<NativeFunction*>(fn)->data.toTuple()->items;
  auto* inst = asPyT<PyInstance>(a[0]);
  int64_t hash = hashStr(a[1].toStr());
  for (const IValue& key : keys) {
    IValue d = instanceEntry(in, inst, key);
    if (auto* dict = asPyT<PyDict>(d))
      if (IValue* v = dict->findStr(in, a[1], hash)) return *v;
  }
  in.raise(in.e.AttributeError, "'" + typeName(in, a[0]) + "' object has no attribute '" + a[1].toStr() + "'");
}

/// Module.__call__: forward(*args, **kwargs) when no hook is registered.
IValue moduleCall(Interp& in, Args& a, PyObject* fn) {
  // data: (_call_impl, global pre-hooks, global hooks, "_forward_hooks", "_forward_pre_hooks", "forward",
  //        "_backward_hooks", global backward hooks)
  const auto& d = static_cast<NativeFunction*>(fn)->data.toTuple()->items;
  if (a.n == 0) in.raise(in.e.TypeError, "__call__() needs an argument");
  auto* inst = asPyT<PyInstance>(a[0]);
  bool hooks = !inst || nonEmptyDict(&d[1]) || nonEmptyDict(&d[2]);
  hooks = hooks || nonEmptyDict(&d[7]);
  for (size_t i : {3, 4, 6}) {
    if (hooks) break;
    IValue h = instanceEntry(in, inst, d[i]);
    hooks = nonEmptyDict(&h);
  }
  // While a tracer observes ops, calls go through _call_impl as in PyTorch: the
  // tracer names values from the innermost Python frame's locals.
  if (hooks || opObserver(in)) return call(in, d[0], a);
  const IValue& name = d[5];
  int64_t hash = hashStr("forward");
  const IValue* f = inst->type->lookup(in, name, hash);
  if (f && asPyT<PyFunction>(*f) && instanceEntry(in, inst, name).isNone()) return call(in, *f, a);
  IValue bound = getAttr(in, a[0], name, hash);
  Args rest{a.pos + 1, a.n - 1, a.kw, a.nkw};
  return call(in, bound, rest);
}

void setNativeMethod(Interp& in, PyType* t, const char* name, NativeFn fn, IValue data) {
  auto* f = new NativeFunction(in.t.native, name, fn, std::move(data));
  f->is_method = true;
  t->dict->set(in, in.intern(name), box(f));
}

void initModuleModule(Interp& in, PyModule& m) {
  runSourceModule(in, m, m.name, nnModuleSource());
  auto* module = asPyT<PyType>(lookupName(in, m, "Module"));
  setNativeMethod(in, module, "__getattr__", moduleGetattr,
                  in.newTuple({in.intern("_parameters"), in.intern("_buffers"), in.intern("_modules")}));
  IValue* call_impl = module->dict->findStr(in, in.intern("_call_impl"), hashStr("_call_impl"));
  setNativeMethod(in, module, "__call__", moduleCall,
                  in.newTuple({*call_impl,
                               lookupName(in, m, "_global_forward_pre_hooks"), lookupName(in, m, "_global_forward_hooks"),
                               in.intern("_forward_hooks"), in.intern("_forward_pre_hooks"), in.intern("forward"),
                               in.intern("_backward_hooks"), lookupName(in, m, "_global_backward_hooks")}));
  in.type_epoch++;
}
void initContainerModule(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, nnContainerSource()); }
void initUtils(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, nnUtilsSource()); }
void initUtilsRnn(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, nnUtilsRnnSource()); }
void initWeightNorm(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, nnWeightNormSource()); }
void initSpectralNorm(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, nnSpectralNormSource()); }
void initParametrize(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, nnParametrizeSource()); }
void initParametrizations(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, nnParametrizationsSource()); }
void initLazy(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, nnLazySource()); }
void initStateless(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, nnStatelessSource()); }
void initPrune(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, nnPruneSource()); }
void initModulesUtils(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, nnModulesUtilsSource()); }
void initModulesPackage(Interp&, PyModule&) {}

// torch.nn.common_types: the annotation aliases of torch.nn's signatures.
// Written out per element type (PyTorch substitutes a TypeVar); script reads
// the `_size_N_t` names as BroadcastingListN[int] (Note in compiler/builtins.cpp).
const char* kCommonTypesPy = R"PY(
from typing import TypeVar, Union, Tuple, Optional
from torch import Tensor

T = TypeVar('T')
_scalar_or_tuple_any_t = Union[T, Tuple[T, ...]]
_scalar_or_tuple_1_t = Union[T, Tuple[T]]
_scalar_or_tuple_2_t = Union[T, Tuple[T, T]]
_scalar_or_tuple_3_t = Union[T, Tuple[T, T, T]]
_size_any_t = Union[int, Tuple[int, ...]]
_size_1_t = Union[int, Tuple[int]]
_size_2_t = Union[int, Tuple[int, int]]
_size_3_t = Union[int, Tuple[int, int, int]]
_size_4_t = Union[int, Tuple[int, int, int, int]]
_size_5_t = Union[int, Tuple[int, int, int, int, int]]
_size_6_t = Union[int, Tuple[int, int, int, int, int, int]]
_size_any_opt_t = Union[Optional[int], Tuple[Optional[int], ...]]
_size_2_opt_t = Union[Optional[int], Tuple[Optional[int], Optional[int]]]
_size_3_opt_t = Union[Optional[int], Tuple[Optional[int], Optional[int], Optional[int]]]
_ratio_2_t = Union[float, Tuple[float, float]]
_ratio_3_t = Union[float, Tuple[float, float, float]]
_ratio_any_t = Union[float, Tuple[float, ...]]
_tensor_list_t = Union[Tensor, Tuple[Tensor, ...]]
_maybe_indices_t = Union[Tensor, Tuple[Tensor, Tensor]]
)PY";

void initCommonTypes(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, kCommonTypesPy); }
void initExtras(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, nnExtrasSource()); }

/// torch.nn.functional and torch.nn.init: the stdlib's TorchScript sources.
void initStdlibModule(Interp& in, PyModule& m) {
  const StdlibFile* f = stdlibFileForModule(m.name);
  if (!f) in.raise(in.e.ModuleNotFoundError, "No module named '" + m.name + "'");
  runSourceModule(in, m, m.name, f->text);
}

/// The torch.X operators the stdlib sources call that the bridge does not
/// bind (in-place torch.relu_, private torch._upsample_nearest_exact2d): the
/// compiler resolves any torch.X to aten::X, so they exist for script code.
void bindSourceOperators(Interp& in, PyModule& torch) {
  std::set<std::string> ops;
  for (const Operator* op : Registry::global().all())
    if (op->schema.name.rfind("aten::", 0) == 0) ops.insert(op->schema.name.substr(6));
  for (const char* module : {"torch.nn.functional", "torch.nn", "torch.nn.init"}) {
    std::string_view text = stdlibFileForModule(module)->text;
    for (size_t pos = text.find("torch."); pos != std::string_view::npos; pos = text.find("torch.", pos + 1)) {
      size_t end = pos + 6;
      while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_')) ++end;
      if (end >= text.size() || text[end] != '(') continue;
      std::string n(text.substr(pos + 6, end - pos - 6));
      if (!ops.count(n) || torch.dict->findStr(in, in.intern(n), hashStr(n))) continue;
      setName(in, torch, n, opFunction(in, CallKind::Function, "torch." + n, n));
    }
  }
}

/// torch.nn.init's deprecated names without the trailing underscore: each
/// warns and calls the in-place initializer.
const char* kInitAliasesPy = R"PY(
import warnings

def _deprecated_alias(meth):
    new_name = meth.__name__
    old_name = new_name[:-1]

    def deprecated_init(*args, **kwargs):
        warnings.warn("nn.init.{} is now deprecated in favor of nn.init.{}.".format(old_name, new_name), stacklevel=2)
        return meth(*args, **kwargs)
    deprecated_init.__name__ = old_name
    return deprecated_init

uniform = _deprecated_alias(uniform_)
normal = _deprecated_alias(normal_)
constant = _deprecated_alias(constant_)
eye = _deprecated_alias(eye_)
dirac = _deprecated_alias(dirac_)
xavier_uniform = _deprecated_alias(xavier_uniform_)
xavier_normal = _deprecated_alias(xavier_normal_)
kaiming_uniform = _deprecated_alias(kaiming_uniform_)
kaiming_normal = _deprecated_alias(kaiming_normal_)
orthogonal = _deprecated_alias(orthogonal_)
sparse = _deprecated_alias(sparse_)
del _deprecated_alias
)PY";

void initInit(Interp& in, PyModule& m) {
  initStdlibModule(in, m);
  runSourceModule(in, m, m.name, kInitAliasesPy);
}

/// torch.nn.functional: the stdlib source, and for every other name the torch
/// operator of that name (F.linear is aten::linear), as the compiler resolves
/// `F.x` in script code.
void initFunctional(Interp& in, PyModule& m) {
  PyModule& torch = moduleOf(in.importModule("torch"));
  bindSourceOperators(in, torch);
  initStdlibModule(in, m);
  torch.dict->forEach([&](const IValue& k, const IValue& v) {
    auto* f = asPyT<NativeFunction>(v);
    if (!f || f->name != k.toStr() || m.dict->findStr(in, k, hashStr(k.toStr()))) return;
    // min, max, abs, ... stay Python's builtins for the module's own code.
    if (in.builtins->findStr(in, k, hashStr(k.toStr()))) return;
    m.dict->set(in, k, v);
  });
}

/// Every class defined in torch.nn's namespace, by name.
std::vector<std::pair<std::string, PyType*>> nnClasses(PyModule& nn) {
  std::vector<std::pair<std::string, PyType*>> out;
  nn.dict->forEach([&](const IValue& k, const IValue& v) {
    PyObject* p = asPy(v);
    if (k.isStr() && p && p->kind == PyKind::Type) out.emplace_back(k.toStr(), static_cast<PyType*>(p));
  });
  return out;
}

/// torch.nn.modules.<file>: the classes nnClassModule() places in that file.
void initClassFileModule(Interp& in, PyModule& m) {
  PyModule& nn = moduleOf(in.importModule("torch.nn"));
  for (const auto& [name, cls] : nnClasses(nn))
    if (nnClassModule(name) == m.name) setName(in, m, name, box(cls));
}

/// Gives each stdlib class PyTorch's `__module__` (torch.nn.modules.linear)
/// and makes those modules importable.
void placeClasses(Interp& in, PyModule& nn) {
  PyModule& modules = moduleOf(in.importModule("torch.nn.modules"));
  std::set<std::string> files;
  for (const auto& [name, cls] : nnClasses(nn)) {
    setName(in, modules, name, box(cls));
    std::string file = nnClassModule(name);
    if (file.empty() || (cls->module != "torch.nn" && cls->module != "torch.nn._extras")) continue;
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
  // The Python-level extras attach to the classes; their module stays in
  // sys.modules so that teardown clears its namespace (functions <-> globals).
  PyModule& extras = moduleOf(in.importModule("torch.nn._extras"));
  call(in, lookupName(in, extras, "_install"), {box(nn.dict.get())});
  PyModule& lazy = moduleOf(in.importModule("torch.nn.modules.lazy"));
  for (const char* n : {"LazyLinear", "LazyConv1d", "LazyConv2d", "LazyConv3d", "LazyConvTranspose1d",
                        "LazyConvTranspose2d", "LazyConvTranspose3d", "LazyBatchNorm1d", "LazyBatchNorm2d",
                        "LazyBatchNorm3d", "LazyInstanceNorm1d", "LazyInstanceNorm2d", "LazyInstanceNorm3d"}) setName(in, nn, n, lookupName(in, lazy, n));
  for (const char* n : {"UninitializedParameter", "UninitializedBuffer"})
    setName(in, nn, n, lookupName(in, moduleOf(param), n));
  placeClasses(in, nn);
  setName(in, nn, "utils", in.importModule("torch.nn.utils"));
  in.importModule("torch.nn.utils.rnn");
  // torch.nn.utils binds the functions under the modules' names, as PyTorch's
  // `from .weight_norm import weight_norm` does (the function shadows the module).
  PyModule& utils = moduleOf(in.importModule("torch.nn.utils"));
  PyModule& wn = moduleOf(in.importModule("torch.nn.utils.weight_norm"));
  PyModule& sn = moduleOf(in.importModule("torch.nn.utils.spectral_norm"));
  in.importModule("torch.nn.utils.parametrize");
  in.importModule("torch.nn.utils.parametrizations");
  in.importModule("torch.nn.utils.stateless");  // torch/nn/utils/__init__.py: `from . import stateless`
  for (const char* n : {"weight_norm", "remove_weight_norm"}) setName(in, utils, n, lookupName(in, wn, n));
  for (const char* n : {"spectral_norm", "remove_spectral_norm"}) setName(in, utils, n, lookupName(in, sn, n));
}

}  // namespace

void installNn(Interp& in) {
  in.registerModule("torch.nn", initNn);
  in.registerModule("torch.nn.parameter", initParameter);
  in.registerModule("torch.nn.modules", initModulesPackage);
  in.registerModule("torch.nn.modules.module", initModuleModule);
  in.registerModule("torch.nn.modules.container", initContainerModule);
  in.registerModule("torch.nn.modules.utils", initModulesUtils);
  in.registerModule("torch.nn.common_types", initCommonTypes);
  in.registerModule("torch.nn.functional", initFunctional);
  in.registerModule("torch.nn.init", initInit);
  in.registerModule("torch.nn._extras", initExtras);
  in.registerModule("torch.nn.utils", initUtils);
  in.registerModule("torch.nn.utils.rnn", initUtilsRnn);
  in.registerModule("torch.nn.utils.weight_norm", initWeightNorm);
  in.registerModule("torch.nn.utils.spectral_norm", initSpectralNorm);
  in.registerModule("torch.nn.utils.parametrize", initParametrize);
  in.registerModule("torch.nn.utils.parametrizations", initParametrizations);
  in.registerModule("torch.nn.utils.prune", initPrune);
  in.registerModule("torch.nn.utils.stateless", initStateless);
  in.registerModule("torch.nn.modules.lazy", initLazy);
  // torch.fx is built on nn.Module, so it is there exactly when torch.nn is.
  registerFx(in);
}

}  // namespace ts::py
