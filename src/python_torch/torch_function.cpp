// ===--- torch_function.cpp - __torch_function__ overrides ----------------=== //
// Note [__torch_function__]: before an op runs, callOp asks
// dispatchTorchFunction whether an argument (a torch.Tensor subclass
// instance, or any object whose class defines __torch_function__; items of a
// list/tuple argument too) overrides the protocol, as PyTorch's
// handle_torch_function does. If so, each overriding argument's
// `__torch_function__(func, types, args, kwargs)` runs in turn (subclasses
// before their bases) until one returns something other than NotImplemented;
// `func` is the public API object (torch.add, Tensor.add for `t + 1`,
// Tensor.__getitem__ for indexing). torch.Tensor's own __torch_function__
// (the default, which runs func with the protocol disabled and converts the
// result to the subclass) and torch._C._disabled_torch_function_impl do not
// count as overrides: ops on such subclasses keep their class in callOp
// (Note [Tensor Python state]) without a Python-level round trip.
#include <algorithm>

#include "python/builtins.h"
#include "python/interp.h"
#include "python/interpreter_impl.h"
#include "python/tensor_state.h"
#include "python_torch/bridge_state.h"
#include "python_torch/dispatch.h"
#include "python_torch/torch_module.h"

namespace ts::py {

namespace {

const char* kTorchFunctionName = "__torch_function__";

/// The class of `v` when it overrides __torch_function__, else null.
PyType* overridingType(Interp& in, TorchState& st, const IValue& v) {
  PyType* t = nullptr;
  if (v.isTensor()) {
    t = tensorSubclass(v);
  } else if (PyObject* p = asPy(v)) {
    if (p->kind == PyKind::Instance && !p->type->native) t = p->type;
  }
  if (!t) return nullptr;
  const IValue* f = t->lookup(in, in.intern(kTorchFunctionName), hashStr(kTorchFunctionName));
  if (!f || isSame(*f, st.default_torch_function) || isSame(*f, st.disabled_torch_function)) return nullptr;
  return t;
}

struct Overloaded {
  std::vector<IValue> args;
  std::vector<PyType*> types;
};

/// PyTorch's append_overloaded_arg: one entry per type, a subclass placed
/// before the first of its bases already collected.
void addOverloaded(Interp& in, TorchState& st, const IValue& v, Overloaded& o) {
  PyType* t = overridingType(in, st, v);
  if (!t || std::find(o.types.begin(), o.types.end(), t) != o.types.end()) return;
  size_t at = o.types.size();
  for (size_t i = 0; i < o.types.size(); ++i)
    if (t->isSubtype(o.types[i])) {
      at = i;
      break;
    }
  o.types.insert(o.types.begin() + static_cast<std::ptrdiff_t>(at), t);
  o.args.insert(o.args.begin() + static_cast<std::ptrdiff_t>(at), v);
}

void scanValue(Interp& in, TorchState& st, const IValue& v, Overloaded& o) {
  if (v.isList() || v.isTuple()) {
    for (const IValue& x : v.isList() ? v.toList()->items : v.toTuple()->items) addOverloaded(in, st, x, o);
    return;
  }
  addOverloaded(in, st, v, o);
}

/// The Tensor method PyTorch passes as `func` for operator syntax.
const char* operatorMethod(CallKind kind, const std::string& text) {
  static const std::pair<const char*, const char*> kOps[] = {
      {"+", "add"}, {"-", "sub"}, {"*", "mul"}, {"/", "div"}, {"@", "matmul"}, {"**", "pow"},
      {"%", "remainder"}, {"//", "__floordiv__"}, {"==", "eq"}, {"!=", "ne"}, {"<", "lt"}, {"<=", "le"},
      {">", "gt"}, {">=", "ge"}, {"&", "__and__"}, {"|", "__or__"}, {"^", "__xor__"}, {"<<", "__lshift__"},
      {">>", "__rshift__"}};
  static const std::pair<const char*, const char*> kInPlace[] = {
      {"+=", "add_"}, {"-=", "sub_"}, {"*=", "mul_"}, {"/=", "div_"}, {"**=", "pow_"}, {"%=", "remainder_"},
      {"//=", "__ifloordiv__"}, {"&=", "__iand__"}, {"|=", "__ior__"}, {"^=", "__ixor__"},
      {"<<=", "__ilshift__"}, {">>=", "__irshift__"}, {"@=", "__imatmul__"}};
  if (kind == CallKind::Unary) return text == "-" ? "neg" : text == "~" ? "bitwise_not" : nullptr;
  if (kind == CallKind::InPlace) {
    for (const auto& [op, name] : kInPlace)
      if (text == op) return name;
    return nullptr;
  }
  for (const auto& [op, name] : kOps)
    if (text == op) return name;
  return nullptr;
}

/// The public API object of callee `c` (None when the protocol does not
/// cover it, as for attributes here).
IValue publicApi(Interp& in, const Callee& c) {
  IValue tensor = box(in.t.tensor);
  switch (c.kind) {
    case CallKind::Function: {
      IValue obj = in.importModule("torch");
      size_t start = c.text.find('.') + 1;
      while (start > 0 && start <= c.text.size()) {
        size_t dot = c.text.find('.', start);
        std::string part = c.text.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
        IValue next;
        if (!getAttrOpt(in, obj, in.intern(part), hashStr(part), next)) return IValue();
        obj = next;
        start = dot == std::string::npos ? 0 : dot + 1;
      }
      return obj;
    }
    case CallKind::Method: return getAttr(in, tensor, c.text);
    case CallKind::GetItem: return getAttr(in, tensor, "__getitem__");
    case CallKind::SetItem: return getAttr(in, tensor, "__setitem__");
    case CallKind::Binary:
    case CallKind::Unary:
    case CallKind::InPlace: {
      const char* name = operatorMethod(c.kind, c.text);
      return name ? getAttr(in, tensor, name) : IValue();
    }
    case CallKind::Attribute: return IValue();
  }
  return IValue();
}

std::string apiName(const Callee& c, const IValue& func) {
  if (c.kind == CallKind::Function) return c.text;
  auto* f = asPyT<NativeFunction>(func);
  return "torch._C._TensorBase." + (f ? f->name : c.text);
}

/// Runs the overrides in order; NotImplemented from all of them is a TypeError.
IValue runOverrides(Interp& in, const IValue& func, const std::string& name, Overloaded& o, Args& args) {
  std::vector<IValue> pos(args.pos, args.pos + args.n);
  IValue kwargs;
  if (args.nkw) {
    Ref<PyDict> d = in.newDict();
    for (size_t i = 0; i < args.nkw; ++i) d->set(in, args.kw[i].name, args.kw[i].value);
    kwargs = box(d.get());
  }
  std::vector<IValue> types;
  for (PyType* t : o.types) types.push_back(box(t));
  IValue type_tuple = in.newTuple(types);
  IValue arg_tuple = in.newTuple(std::move(pos));
  for (const IValue& arg : o.args) {
    IValue tf = getAttr(in, arg, kTorchFunctionName);
    IValue r = call(in, tf, {func, type_tuple, arg_tuple, kwargs});
    if (!isSame(r, in.not_implemented)) return r;
  }
  std::string list;
  for (PyType* t : o.types) list += (list.empty() ? "" : ", ") + repr(in, box(t));
  in.raise(in.e.TypeError, "no implementation found for '" + name +
                               "' on types that implement __torch_function__: [" + list + "]");
}

IValue isEnabledFn(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_is_torch_function_enabled", 0, 0);
  return IValue(torchState(in).torch_function_enabled);
}

/// _set_torch_function_enabled(flag) -> the previous flag (DisableTorchFunction's state).
IValue setEnabledFn(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_set_torch_function_enabled", 1, 1);
  TorchState& st = torchState(in);
  bool prev = st.torch_function_enabled;
  st.torch_function_enabled = truthy(in, a[0]);
  return IValue(prev);
}

/// _disabled_torch_function_impl(func, types, args=(), kwargs=None): func
/// with the protocol off (a class setting it as its __torch_function__
/// opts out of the protocol, as nn.Parameter does).
IValue disabledImplFn(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_disabled_torch_function_impl", 2, 4);
  std::vector<IValue> pos;
  if (a.n > 2 && (a[2].isTuple() || a[2].isList()))
    for (const IValue& x : a[2].isTuple() ? a[2].toTuple()->items : a[2].toList()->items) pos.push_back(x);
  std::vector<KwArg> kw;
  if (auto* d = a.n > 3 ? asPyT<PyDict>(a[3]) : nullptr)
    d->forEach([&](const IValue& k, const IValue& v) { kw.push_back(KwArg{k, v}); });
  TorchState& st = torchState(in);
  struct Restore {
    TorchState& st;
    bool prev;
    ~Restore() { st.torch_function_enabled = prev; }
  } restore{st, st.torch_function_enabled};
  st.torch_function_enabled = false;
  Args call_args{pos.data(), pos.size(), kw.data(), kw.size()};
  return call(in, a[0], call_args);
}

/// _get_overloaded_args(relevant_args): the items overriding the protocol, in dispatch order.
IValue overloadedArgsFn(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_get_overloaded_args", 1, 1);
  Overloaded o;
  TorchState& st = torchState(in);
  if (a[0].isTuple() || a[0].isList())
    for (const IValue& x : a[0].isTuple() ? a[0].toTuple()->items : a[0].toList()->items) addOverloaded(in, st, x, o);
  return in.newList(o.args);
}

/// torch._C's protocol objects and torch.Tensor.__torch_function__ (torch/_tensor.py).
const char* kTorchCPy = R"PY(
import torch


class DisableTorchFunction:
    def __enter__(self):
        self._prev = _set_torch_function_enabled(False)

    def __exit__(self, exc_type, exc_value, traceback):
        _set_torch_function_enabled(self._prev)
        return False


def _convert(ret, cls):
    if cls is torch.Tensor:
        return ret
    if isinstance(ret, torch.Tensor) and not isinstance(ret, cls):
        ret = ret.as_subclass(cls)
    if isinstance(ret, (tuple, list)):
        items = [_convert(r, cls) for r in ret]
        if type(ret) in (tuple, list):
            ret = type(ret)(items)
        elif hasattr(type(ret), '_make'):
            ret = type(ret)._make(items)
    return ret


def _tensor_torch_function(cls, func, types, args=(), kwargs=None):
    if kwargs is None:
        kwargs = {}
    if not all(issubclass(cls, t) for t in types):
        return NotImplemented
    with DisableTorchFunction():
        ret = func(*args, **kwargs)
        return _convert(ret, cls)


torch.Tensor.__torch_function__ = classmethod(_tensor_torch_function)
del _tensor_torch_function
)PY";

/// torch.overrides: the helpers Python code uses to join the protocol.
const char* kOverridesPy = R"PY(
import torch
from torch._C import _get_overloaded_args, _is_torch_function_enabled, _disabled_torch_function_impl


def has_torch_function(relevant_args):
    return _is_torch_function_enabled() and len(_get_overloaded_args(relevant_args)) > 0


def has_torch_function_unary(arg):
    return has_torch_function((arg,))


def has_torch_function_variadic(*args):
    return has_torch_function(args)


def handle_torch_function(public_api, relevant_args, *args, **kwargs):
    overloaded_args = _get_overloaded_args(relevant_args)
    types = tuple(map(type, overloaded_args))
    for overloaded_arg in overloaded_args:
        result = overloaded_arg.__torch_function__(public_api, types, args, kwargs)
        if result is not NotImplemented:
            return result
    func_name = '{}.{}'.format(public_api.__module__, public_api.__name__)
    raise TypeError("no implementation found for '{}' on types that implement "
                    '__torch_function__: {}'.format(func_name, [type(arg) for arg in overloaded_args]))


def is_tensor_like(inp):
    return type(inp) is torch.Tensor or hasattr(type(inp), "__torch_function__")


def get_default_nowrap_functions():
    return set()
)PY";

void initOverrides(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, kOverridesPy); }

void setNative(Interp& in, PyModule& m, const char* name, NativeFn fn) { m.dict->set(in, in.intern(name), in.native(name, fn)); }

}  // namespace

void initTorchFunction(Interp& in, PyModule& c) {
  setNative(in, c, "_is_torch_function_enabled", isEnabledFn);
  setNative(in, c, "_set_torch_function_enabled", setEnabledFn);
  setNative(in, c, "_disabled_torch_function_impl", disabledImplFn);
  setNative(in, c, "_get_overloaded_args", overloadedArgsFn);
  runSourceModule(in, c, c.name, kTorchCPy);
  TorchState& st = torchState(in);
  st.disabled_torch_function = *c.dict->findStr(in, in.intern("_disabled_torch_function_impl"),
                                                hashStr("_disabled_torch_function_impl"));
  st.default_torch_function = *in.t.tensor->dict->findStr(in, in.intern(kTorchFunctionName), hashStr(kTorchFunctionName));
  in.type_epoch++;
  if (!in.hasModule("torch.overrides")) in.registerModule("torch.overrides", initOverrides);
}

namespace {

/// The overriding arguments of a call; empty when the protocol is off.
Overloaded collectOverloaded(Interp& in, Args& args) {
  Overloaded o;
  TorchState& st = torchState(in);
  if (!st.torch_function_enabled || st.engine_depth > 0 || st.default_torch_function.isNone()) return o;
  for (size_t i = 0; i < args.n; ++i) scanValue(in, st, args.pos[i], o);
  for (size_t i = 0; i < args.nkw; ++i) scanValue(in, st, args.kw[i].value, o);
  return o;
}

}  // namespace

bool dispatchTorchFunction(Interp& in, int id, Args& args, IValue& out) {
  Overloaded o = collectOverloaded(in, args);
  if (o.args.empty()) return false;
  const Callee& c = torchState(in).callees[static_cast<size_t>(id)];
  IValue func = publicApi(in, c);
  if (func.isNone()) return false;
  out = runOverrides(in, func, apiName(c, func), o, args);
  return true;
}

bool dispatchTorchFunction(Interp& in, const char* method, Args& args, IValue& out) {
  Overloaded o = collectOverloaded(in, args);
  if (o.args.empty()) return false;
  out = runOverrides(in, getAttr(in, box(in.t.tensor), method), std::string("torch.Tensor.") + method, o, args);
  return true;
}

namespace {

/// `Tensor.<name>.__get__(t)`: the property's own getter (data).
IValue plainPropertyGet(Interp& in, Args& a, PyObject* fn) { return call(in, static_cast<NativeFunction*>(fn)->data, a); }

/// A property getter that first offers the read to __torch_function__
/// overrides; data is the original getter.
IValue overridablePropertyGet(Interp& in, Args& a, PyObject* fn) {
  auto* self_fn = static_cast<NativeFunction*>(fn);
  if (a.n == 1 && a.nkw == 0 && tensorSubclass(a[0])) {
    Overloaded o = collectOverloaded(in, a);
    if (!o.args.empty()) {
      IValue get = box(new NativeFunction(in.t.native, "__get__", plainPropertyGet, self_fn->data));
      return runOverrides(in, get, "torch.Tensor." + self_fn->name + ".__get__", o, a);
    }
  }
  return call(in, self_fn->data, a);
}

}  // namespace

void dispatchTensorPropertyGetters(Interp& in) {
  in.t.tensor->dict->forEach([&](const IValue& key, const IValue& v) {
    auto* w = asPyT<PyWrapper>(v);
    auto* get = w ? asPyT<NativeFunction>(w->func) : nullptr;
    // Idempotent: a getter already wrapped stays as it is.
    if (!get || !w->type->isSubtype(in.t.property) || get->fn == overridablePropertyGet) return;
    w->func = box(new NativeFunction(in.t.native, key.toStr(), overridablePropertyGet, w->func));
  });
}

}  // namespace ts::py
