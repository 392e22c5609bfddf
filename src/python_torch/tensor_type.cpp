// ===--- tensor_type.cpp - torch.Tensor at the Python level --------------=== //
// Methods are the registry's operators whose first argument is `self`
// (dispatched by op signature, dispatch.h); properties, operators, indexing,
// conversions and printing are protocol slots (native_slots.h).
#include <algorithm>
#include <cmath>
#include <optional>
#include <set>

#include "ops/registry.h"
#include "python/bigint.h"
#include "python/builtins.h"
#include "python/tensor_state.h"
#include "python_torch/bridge_state.h"
#include "python_torch/native_slots.h"
#include "runtime/printing.h"
#include "tensor/tensor_print.h"
#include "tensor/type_promotion.h"
#include "tensor/view_dtype.h"
#include "tensor/meta_device.h"
#include "tensor/sparse_coo.h"
#include "tensor/quantized_tensor.h"

namespace ts::py {

namespace {

Tensor self(Interp& in, Args& a) {
  if (a.n == 0 || !a[0].isTensor()) in.raise(in.e.TypeError, "descriptor requires a 'torch.Tensor' object");
  return a[0].toTensor();
}

/// Whether `v` can be the other operand of a tensor operator.
bool operand(const IValue& v) {
  return v.isTensor() || v.isInt() || v.isDouble() || v.isBool() || v.isComplex() || asPyT<BigInt>(v);
}

struct BinarySpec {
  const char* name;
  const char* text;  ///< the operator, or a torch function's name when `function`
  bool reflected;
  bool function = false;
  /// `7 // t`: PyTorch's `__rfloordiv__` is torch.floor_divide(other, self),
  /// the number bound to a Tensor parameter (a wrapped 0-dim tensor).
  bool wrap = false;
};
constexpr BinarySpec kBinary[] = {
    {"__add__", "+", false}, {"__radd__", "+", true}, {"__sub__", "-", false}, {"__rsub__", "torch.rsub", false, true},
    {"__mul__", "*", false}, {"__rmul__", "*", true}, {"__truediv__", "/", false},
    {"__floordiv__", "//", false}, {"__rfloordiv__", "//", true, false, true}, {"__mod__", "%", false}, {"__rmod__", "%", true},
    {"__pow__", "**", false}, {"__matmul__", "@", false}, {"__rmatmul__", "@", true},
    {"__and__", "&", false}, {"__rand__", "&", false}, {"__or__", "|", false}, {"__ror__", "|", false},
    {"__xor__", "^", false}, {"__rxor__", "^", false}, {"__lshift__", "<<", false},
    {"__rlshift__", "torch.bitwise_left_shift", true, true}, {"__rshift__", ">>", false},
    {"__rrshift__", "torch.bitwise_right_shift", true, true}, {"__eq__", "==", false}, {"__ne__", "!=", false},
    {"__lt__", "<", false}, {"__le__", "<=", false}, {"__gt__", ">", false}, {"__ge__", ">=", false},
    {"__iadd__", "+=", false}, {"__isub__", "-=", false}, {"__imul__", "*=", false}, {"__itruediv__", "/=", false},
    {"__ifloordiv__", "//=", false}, {"__imod__", "%=", false}, {"__ipow__", "**=", false}, {"__iand__", "&=", false},
    {"__ior__", "|=", false}, {"__ixor__", "^=", false}, {"__ilshift__", "<<=", false}, {"__irshift__", ">>=", false},
};

/// A Python number as a Scalar (operand() checked it is one).
Scalar numberScalar(const IValue& v) {
  return v.isInt() ? Scalar(v.toInt()) : v.isDouble() ? Scalar(v.toDouble()) : v.isBool() ? Scalar(v.toBool())
                                                                                    : Scalar(v.toComplex());
}

/// Operators torch/_tensor.py defines in Python (a wrapper frame between the
/// caller and the op: a trace names no value from the caller's locals there).
bool pythonDefined(const BinarySpec& spec) {
  static const std::set<std::string> kNames = {"__pow__",       "__ipow__",    "__rsub__",    "__rmod__",
                                               "__floordiv__",  "__rfloordiv__", "__rlshift__", "__rrshift__",
                                               "__rmatmul__"};
  return kNames.count(spec.name) > 0;
}

/// Runs an operator as PyTorch's binary dunders do: a TypeError becomes
/// NotImplemented, so Python reports `unsupported operand type(s) for @:
/// 'int' and 'Tensor'`.
template <class F>
IValue notImplementedOnTypeError(Interp& in, F op) {
  try {
    return op();
  } catch (const PyErr& e) {
    if (isInstance(in, e.exc, in.e.TypeError)) return in.not_implemented;
    throw;
  }
}

/// A binary slot; NativeFunction::data is its index in kBinary times 2^20
/// plus its callee id.
IValue binarySlotFn(Interp& in, Args& a, PyObject* f) {
  int64_t data = static_cast<NativeFunction*>(f)->data.toInt();
  const BinarySpec& spec = kBinary[data >> 20];
  if (a.n != 2) in.raise(in.e.TypeError, std::string(spec.name) + "() takes exactly one argument");
  if (!operand(a[1])) return in.not_implemented;
  IValue other = a[1];
  if (spec.wrap && !other.isTensor() && !asPyT<BigInt>(other)) other = IValue(wrappedScalarTensor(numberScalar(other)));
  IValue pos[2] = {spec.reflected ? other : a[0], spec.reflected ? a[0] : other};
  Args b{pos, 2, nullptr, 0};
  std::optional<LibraryCall> library;
  if (pythonDefined(spec)) library.emplace(in);
  return notImplementedOnTypeError(in, [&] { return callOp(in, static_cast<int>(data & 0xfffff), b); });
}

/// `scalar - t` is torch.rsub(t, scalar) in PyTorch (grad_fn RsubBackward1),
/// not the neg-and-add that script code compiles it to.
int binaryCallee(Interp& in, const BinarySpec& spec) {
  if (spec.function) return calleeId(in, CallKind::Function, spec.text);
  std::string text = spec.text;
  bool inplace = text.size() >= 2 && text.back() == '=' && text != "==" && text != "!=" && text != "<=" && text != ">=";
  return calleeId(in, inplace ? CallKind::InPlace : CallKind::Binary, text);
}

/// `2 ** t`: torch/_tensor.py's __rpow__ makes the number a tensor of the
/// result type on t's device first (a trace records it as torch.tensor).
IValue rpowSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__rpow__", 2, 2);
  if (!operand(a[1])) return in.not_implemented;
  LibraryCall library(in);
  return notImplementedOnTypeError(in, [&] {
    IValue base = a[1];
    if (!base.isTensor() && !asPyT<BigInt>(base)) {
      IValue dtype = dtypeObject(in, static_cast<int64_t>(resultType(numberScalar(base), a[0].toTensor())));
      KwArg kw[2] = {{in.intern("dtype"), dtype}, {in.intern("device"), deviceObject(in, Device())}};
      IValue data[1] = {a[1]};
      Args t{data, 1, kw, 2};
      base = callOp(in, calleeId(in, CallKind::Function, "torch.tensor"), t);
    }
    return callOp(in, CallKind::Binary, "**", {base, a[0]});
  });
}

/// `1 / t` is torch/_tensor.py's `self.reciprocal() * other`.
IValue rtruedivSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__rtruediv__", 2, 2);
  if (!operand(a[1])) {
    // Any other object meets `reciprocal() * other` with Python's operator
    // protocol: a numpy array answers through its __rmul__.
    if (!asPyT<PyInstance>(a[1])) return in.not_implemented;
    IValue recip = callOp(in, CallKind::Method, "reciprocal", {a[0]});
    return notImplementedOnTypeError(in, [&] { return binaryOp(in, BinOp::Mul, recip, a[1]); });
  }
  LibraryCall library(in);
  return notImplementedOnTypeError(in, [&] {
    return callOp(in, CallKind::Binary, "*", {callOp(in, CallKind::Method, "reciprocal", {a[0]}), a[1]});
  });
}

IValue negSlot(Interp& in, Args& a, PyObject*) { return callOp(in, CallKind::Unary, "-", {IValue(self(in, a))}); }
IValue invertSlot(Interp& in, Args& a, PyObject*) { return callOp(in, CallKind::Unary, "~", {IValue(self(in, a))}); }
IValue posSlot(Interp& in, Args& a, PyObject*) { return IValue(self(in, a)); }
IValue absSlot(Interp& in, Args& a, PyObject*) { return callOp(in, CallKind::Method, "abs", {IValue(self(in, a))}); }

/// Note [List indices as tuples]: PyTorch's treatSequenceAsTuple (NumPy's
/// old rule) reads a list index shorter than 32 items holding a tensor, a
/// sequence, a slice, None or `...` as a tuple of indices: prune's
/// `mask[[slice(None), idx]] = 1` and `x[[[0, 1], [1, 0]]]` index two dims.
/// A list of numbers stays one advanced index.
IValue sequenceIndexAsTuple(Interp& in, const IValue& index) {
  if (!index.isList()) return index;
  const auto& items = index.toList()->items;
  if (items.size() >= 32) return index;
  for (const IValue& v : items) {
    PyType* t = typeOf(in, v);
    if (v.isTensor() || v.isList() || v.isTuple() || v.isNone() || t == in.t.slice || t == in.t.ellipsis)
      return in.newTuple(std::vector<IValue>(items.begin(), items.end()));
  }
  return index;
}

/// A numpy array index (an instance, not a numpy scalar, which is an int or
/// float subclass) as its tensor, as PyTorch's indexing reads arrays.
IValue numpyIndexItem(Interp& in, const IValue& v) {
  if (!asPyT<PyInstance>(v)) return v;
  PyType* t = typeOf(in, v);
  if (t->isSubtype(in.t.int_) || t->isSubtype(in.t.float_)) return v;
  const IValue* m = lookupSpecial(in, v, in.intern("__ts_tensor__"));
  if (!m) return v;
  IValue r = callMethod(in, *m, v, {});
  return r.isTensor() ? r : v;
}

/// Note [numpy array indices]: t[np.array([0, 2])] and t[a, b] with arrays
/// index as the arrays' tensors would.
IValue numpyIndex(Interp& in, const IValue& index) {
  if (!index.isTuple()) return numpyIndexItem(in, index);
  std::vector<IValue> items;
  bool changed = false;
  for (const IValue& v : index.toTuple()->items) {
    items.push_back(numpyIndexItem(in, v));
    changed = changed || !items.back().isSameIdentity(v);
  }
  return changed ? in.newTuple(std::move(items)) : index;
}

IValue getItemSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__getitem__", 2, 2);
  return callOp(in, CallKind::GetItem, "", {a[0], numpyIndex(in, sequenceIndexAsTuple(in, a[1]))});
}
/// An index of ints, slices, None and Ellipsis only: PyTorch's applySlicing
/// turns it into a view of the tensor.
bool isBasicIndex(Interp& in, const IValue& index) {
  auto basic = [&in](const IValue& v) {
    PyType* t = typeOf(in, v);
    return t == in.t.int_ || t == in.t.slice || t == in.t.none || t == in.t.ellipsis;
  };
  if (!index.isTuple()) return basic(index);
  for (const IValue& v : index.toTuple()->items)
    if (!basic(v)) return false;
  return true;
}

/// Note [Indexing assignment shapes]: PyTorch assigns a tensor to a basic
/// index by expanding it to the view's shape (copy_to's expand_inplace), so
/// a value that does not fit fails in `expand`, with its message; our
/// assignment copies with broadcasting, whose message differs. After a
/// failed assignment the expand is redone to raise PyTorch's error (only
/// then: the successful path costs nothing extra).
void raiseSetItemShapeError(Interp& in, const IValue& tensor, const IValue& index, const IValue& value) {
  if (!value.isTensor() || !isBasicIndex(in, index)) return;
  IValue view;
  try {
    view = callOp(in, CallKind::GetItem, "", {tensor, index});
  } catch (const Error&) {
    return;
  }
  if (!view.isTensor()) return;
  std::vector<IValue> sizes;
  for (int64_t d : view.toTensor().sizes()) sizes.emplace_back(d);
  callOp(in, CallKind::Method, "expand", {value, makeList(Type::int_(), std::move(sizes))});
}

/// Under a tracer, a basic-index assignment runs as PyTorch's copy_to does
/// (view, then copy_ of a same-shaped value or fill_ of a 0-dim one) so the
/// trace records those ops; false for the other cases.
bool tracedBasicSetItem(Interp& in, const IValue& tensor, const IValue& index, const IValue& value) {
  if (!opObserver(in) || !value.isTensor() || !isBasicIndex(in, index)) return false;
  IValue view = callOp(in, CallKind::GetItem, "", {tensor, index});
  if (!view.isTensor()) return false;
  const Tensor& v = value.toTensor();
  if (view.toTensor().sizes().vec() == v.sizes().vec())
    callOp(in, CallKind::Method, "copy_", {view, value});
  else if (v.dim() == 0)
    callOp(in, CallKind::Method, "fill_", {view, value});
  else
    return false;
  return true;
}

IValue setItemSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__setitem__", 3, 3);
  // PyTorch's indexing assignment drops the value's leading size-1 dims
  // first (slicePrefix1sDims), so `x[i] = row.unsqueeze(0)` works.
  IValue value = a[2];
  IValue index = numpyIndex(in, sequenceIndexAsTuple(in, a[1]));
  while (value.isTensor() && value.toTensor().dim() > 0 && value.toTensor().size(0) == 1)
    value = callOp(in, CallKind::Method, "squeeze", {value, IValue(int64_t{0})});
  // PyTorch assigns a Python number as a 0-dim tensor of the target's dtype
  // (valueToTensor): a tracer records it as a constant tensor.
  if (opObserver(in) && a[0].isTensor() && (value.isInt() || value.isDouble() || value.isBool())) {
    Scalar s = value.isDouble() ? Scalar(value.toDouble()) : Scalar(value.isBool() ? int64_t(value.toBool()) : value.toInt());
    value = IValue(scalarTensor(s, a[0].toTensor().dtype()));
  }
  try {
    if (tracedBasicSetItem(in, a[0], index, value)) return IValue();
    callOp(in, CallKind::SetItem, "", {a[0], index, value});
  } catch (const Error& e) {
    if (e.kind() == ErrorKind::RuntimeError) raiseSetItemShapeError(in, a[0], index, value);
    throw;
  }
  return IValue();
}

/// x.view(dtype) reinterprets the bytes; x.view(*shape) is the operator.
IValue viewMethod(Interp& in, Args& a, PyObject*) {
  const IValue* dtype = a.n == 2 && a.nkw == 0 ? &a[1] : nullptr;
  if (a.n == 1 && a.nkw == 1 && a.kw[0].name.toStr() == "dtype") dtype = &a.kw[0].value;
  PyObject* p = dtype ? asPy(*dtype) : nullptr;
  if (!p || p->type != torchState(in).dtype_type) return callOp(in, CallKind::Method, "view", a);
  auto type = static_cast<ScalarType>(static_cast<PyInstance*>(p)->native_value.toInt());
  return IValue(viewDtype(self(in, a), type));  // a ts::Error is a RuntimeError
}

/// The name a tensor prints with: its class's for a torch.Tensor subclass
/// (not a Parameter's, which prints "Parameter containing:").
std::string printName(Interp& in, const IValue& t) {
  PyType* cls = tensorSubclass(t);
  return cls && !cls->isSubtype(in.parameter_type) ? cls->name : "tensor";
}

/// Tensor.__repr__(self, *, tensor_contents=None); str() is repr(), and both
/// reach a __torch_function__ override as Tensor.__repr__ (torch/_tensor.py).
IValue reprSlot(Interp& in, Args& a, PyObject*) {
  if (a.n == 1 && a.nkw == 0 && tensorSubclass(a[0])) {
    KwArg kw{in.intern("tensor_contents"), IValue()};
    Args with_kw{a.pos, 1, &kw, 1};
    IValue out;
    if (dispatchTorchFunction(in, "__repr__", with_kw, out)) return out;
  }
  for (size_t i = 0; i < a.nkw; ++i)
    if (a.kw[i].name.toStr() != "tensor_contents")
      in.raise(in.e.TypeError, "__repr__() got an unexpected keyword argument '" + a.kw[i].name.toStr() + "'");
  Args plain{a.pos, a.n, nullptr, 0};
  Tensor t = self(in, plain);
  return IValue(pythonRepr(t, torchState(in).print_options, printName(in, a[0])));
}

/// Tensor.as_subclass(cls): a tensor of class `cls` on the same data, in
/// the same autograd graph (Note [Tensor Python state]).
IValue asSubclassMethod(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "as_subclass", 2, 2);
  Tensor t = self(in, a);
  auto* cls = asPyT<PyType>(a[1]);
  if (!cls || !cls->isSubtype(in.t.tensor))
    in.raise(in.e.TypeError, "as_subclass(): argument 'cls' must be a subclass of torch.Tensor");
  IValue out = t.requires_grad() ? callOp(in, CallKind::Method, "view_as", {a[0], a[0]}) : IValue(t.alias());
  setTensorSubclass(out, cls == in.t.tensor ? nullptr : cls);
  return out;
}

/// torch.Tensor._make_subclass(cls, data, require_grad=False): a detached
/// alias of `data` of class `cls` (what nn.Parameter.__new__ uses).
IValue makeSubclassFn(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_make_subclass", 2, 3);
  auto* cls = asPyT<PyType>(a[0]);
  if (!cls || !cls->isSubtype(in.t.tensor))
    in.raise(in.e.TypeError, "_make_subclass(): argument 'cls' must be a subclass of torch.Tensor");
  if (!a[1].isTensor())
    in.raise(in.e.TypeError, "_make_subclass(): argument 'data' (position 2) must be Tensor, not " + typeName(in, a[1]));
  Tensor p = a[1].toTensor().alias();
  bool requires_grad = a.n > 2 && truthy(in, a[2]);
  if (requires_grad && !p.is_floating_point() && !p.is_complex())
    in.raise(in.e.RuntimeError, "Only Tensors of floating point and complex dtype can require gradients");
  p.set_requires_grad(requires_grad);
  if (in.parameter_type && cls->isSubtype(in.parameter_type)) p.impl()->setParameter(true);
  IValue out(p);
  setTensorSubclass(out, cls == in.t.tensor || cls == in.parameter_type ? nullptr : cls);
  return out;
}

/// Tensor.__format__ as PyTorch's: a 0-dim tensor formats its item; any
/// other takes only the empty spec (object.__format__: its str).
IValue formatSlot(Interp& in, Args& a, PyObject*) {
  Tensor t = self(in, a);
  std::string spec = a.n > 1 && a[1].isStr() ? a[1].toStr() : "";
  if (t.dim() == 0) return IValue(format(in, callOp(in, CallKind::Method, "item", {a[0]}), spec));
  if (!spec.empty()) in.raise(in.e.TypeError, "unsupported format string passed to Tensor.__format__");
  return IValue(pythonRepr(t, torchState(in).print_options, printName(in, a[0])));
}

IValue hashSlot(Interp& in, Args& a, PyObject*) {
  return IValue(static_cast<int64_t>(reinterpret_cast<uintptr_t>(self(in, a).impl()) >> 4));
}

/// Tells the observer (the tracer) a tensor is becoming a Python value.
void notePythonValue(Interp& in, const char* what) {
  if (OpObserver* o = opObserver(in)) o->onPythonValue(what);
}

IValue lenSlot(Interp& in, Args& a, PyObject*) {
  Tensor t = self(in, a);
  notePythonValue(in, "len");
  if (t.dim() == 0) in.raise(in.e.TypeError, "len() of a 0-d tensor");
  // PyTorch's Tensor.__len__ returns `self.shape[0]`: a tracer records the
  // whole shape (left unused), which shows in the trace's value numbering.
  if (OpObserver* o = opObserver(in))
    for (int64_t d = 0; d < t.dim(); ++d) o->sizeValue(a[0], d, t.sizes()[static_cast<size_t>(d)]);
  return IValue(t.sizes()[0]);
}

IValue iterSlot(Interp& in, Args& a, PyObject*) {
  Tensor t = self(in, a);
  if (t.dim() == 0) in.raise(in.e.TypeError, "iteration over a 0-d tensor");
  notePythonValue(in, "iterate");
  IValue parts = callOp(in, CallKind::Method, "unbind", {a[0]});
  return getIter(in, parts);
}

constexpr const char* kOneElement = "only one element tensors can be converted to Python scalars";

IValue scalarOf(Interp& in, const IValue& v, PyType* error, const char* what) {
  Tensor t = v.toTensor();
  if (t.numel() != 1) in.raise(error, std::string(what));
  return callOp(in, CallKind::Method, "item", {v});
}

/// t.item(): PyTorch's Python binding raises ValueError for several elements.
IValue itemMethod(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "item", 1, 1);
  self(in, a);
  return scalarOf(in, a[0], in.e.ValueError, kOneElement);
}

/// Tensor.data_ptr(): the address of the first element (views of one
/// storage compare by it; programs print comparisons, never the value).
IValue dataPtrMethod(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "data_ptr", 1, 1);
  self(in, a);
  const Tensor& t = a[0].toTensor();
  return IValue(static_cast<int64_t>(reinterpret_cast<intptr_t>(t.defined() ? t.data_ptr() : nullptr)));
}

/// Tensor._storage_flat(): a 1-d tensor over the tensor's whole storage
/// (what torch.storage.TypedStorage reads and compares).
IValue storageFlatMethod(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_storage_flat", 1, 1);
  Tensor t = self(in, a);
  int64_t n = static_cast<int64_t>(t.storage()->nbytes() / t.element_size());
  return IValue(Tensor(Ref<TensorImpl>(new TensorImpl(t.storage(), t.dtype(), DimVector{n}, DimVector{1}, 0))));
}

IValue boolSlot(Interp& in, Args& a, PyObject*) {
  self(in, a);
  notePythonValue(in, "boolean");
  IValue x = scalarOf(in, a[0], in.e.RuntimeError, "Boolean value of Tensor with more than one value is ambiguous");
  return IValue(truthy(in, x));
}
/// float()/int() of a complex tensor: PyTorch's item conversion message.
void rejectComplex(Interp& in, const IValue& x, const char* type) {
  if (x.isComplex())
    in.raise(in.e.RuntimeError, std::string("value cannot be converted to type ") + type + " without overflow");
}
IValue floatSlot(Interp& in, Args& a, PyObject*) {
  self(in, a);
  notePythonValue(in, "float");
  IValue x = scalarOf(in, a[0], in.e.ValueError, kOneElement);
  rejectComplex(in, x, "double");
  return x.isDouble() ? x : IValue(x.isBool() ? static_cast<double>(x.toBool()) : static_cast<double>(x.toInt()));
}
/// complex(t): the one element as a Python complex.
IValue complexSlot(Interp& in, Args& a, PyObject*) {
  self(in, a);
  IValue x = scalarOf(in, a[0], in.e.ValueError, kOneElement);
  if (x.isComplex()) return x;
  if (x.isDouble()) return IValue(std::complex<double>(x.toDouble(), 0));
  return IValue(std::complex<double>(x.isBool() ? static_cast<double>(x.toBool()) : static_cast<double>(x.toInt()), 0));
}
IValue intValue(Interp& in, Args& a) {
  IValue x = scalarOf(in, a[0], in.e.ValueError, kOneElement);
  rejectComplex(in, x, "int64_t");
  if (x.isDouble()) return intFromDouble(in, std::trunc(x.toDouble()));
  return x.isBool() ? IValue(static_cast<int64_t>(x.toBool())) : x;
}
IValue intSlot(Interp& in, Args& a, PyObject*) {
  self(in, a);
  notePythonValue(in, "integer");
  return intValue(in, a);
}
IValue indexSlot(Interp& in, Args& a, PyObject*) {
  Tensor t = self(in, a);
  if (t.numel() != 1 || t.is_floating_point() || t.is_complex())
    in.raise(in.e.TypeError, "only integer tensors of a single element can be converted to an index");
  notePythonValue(in, "index");
  return intValue(in, a);
}

IValue containsSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__contains__", 2, 2);
  IValue eq = callOp(in, CallKind::Binary, "==", {a[0], a[1]});
  return callOp(in, CallKind::Method, "item", {callOp(in, CallKind::Method, "any", {eq})});
}

/// t.tolist(): nested lists of Python scalars.
IValue toList(Interp& in, const IValue& t) {
  Tensor x = t.toTensor();
  if (x.dim() == 0) return callOp(in, CallKind::Method, "item", {t});
  std::vector<IValue> items;
  IValue parts = callOp(in, CallKind::Method, "unbind", {t});
  for (const IValue& p : parts.toTuple()->items) items.push_back(toList(in, p));
  return in.newList(std::move(items));
}
IValue tolistMethod(Interp& in, Args& a, PyObject*) {
  if (a.n == 1 && a.nkw == 0 && tensorSubclass(a[0])) {
    IValue out;
    if (dispatchTorchFunction(in, "tolist", a, out)) return out;
  }
  Tensor t = self(in, a);
  if (isMeta(t)) in.raise(in.e.NotImplementedError, "Cannot copy out of meta tensor; no data!");
  notePythonValue(in, "list");
  return toList(in, IValue(t));
}

const char* const kLeafOnly = "you can only change requires_grad flags of leaf variables.";
const char* const kLeafOnlyDetach =
    "you can only change requires_grad flags of leaf variables. If you want to use a computed variable in a "
    "subgraph that doesn't require differentiation use var_no_grad = var.detach().";

/// `t.requires_grad = v`: any change on a non-leaf is refused (PyTorch's property setter).
IValue requiresGradSet(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "requires_grad", 2, 2);
  Tensor t = self(in, a);
  bool v = truthy(in, a[1]);
  if (v && !t.is_floating_point() && !t.is_complex())
    in.raise(in.e.RuntimeError, "only Tensors of floating point and complex dtype can require gradients");
  if (!t.is_leaf()) in.raise(in.e.RuntimeError, v ? kLeafOnly : kLeafOnlyDetach);
  checkInferenceRequiresGrad(in, t, v);
  t.set_requires_grad(v);
  return IValue();
}
/// `t.requires_grad_(v)`: a non-leaf may keep requiring grad (aten's requires_grad_).
IValue requiresGradMethod(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "requires_grad_", 1, 2);
  IValue flag = a.n > 1 ? a[1] : (a.kwarg("requires_grad") ? *a.kwarg("requires_grad") : IValue(true));
  Tensor t = self(in, a);
  bool v = truthy(in, flag);
  if (v && !t.is_floating_point() && !t.is_complex())
    in.raise(in.e.RuntimeError, "only Tensors of floating point dtype can require gradients");
  if (!t.is_leaf()) {
    if (!v) in.raise(in.e.RuntimeError, kLeafOnlyDetach);
    return a[0];
  }
  checkInferenceRequiresGrad(in, t, v);
  t.set_requires_grad(v);
  return a[0];
}

/// t.grad_fn: an object of torch.autograd's node classes (Note [grad_fn
/// objects] in autograd_py.cpp), which reads the graph through the tensor.
IValue gradFnGet(Interp& in, Args& a, PyObject*) {
  Tensor t = self(in, a);
  const char* name = t.grad_fn();
  if (!name) return IValue();
  IValue autograd = getAttr(in, torchState(in).torch_module, "autograd");
  return callAttr(in, autograd, "_grad_fn", {a[0], IValue(std::string(name))});
}

IValue isLeafGet(Interp& in, Args& a, PyObject*) { return IValue(self(in, a).is_leaf()); }
IValue requiresGradGet(Interp& in, Args& a, PyObject*) { return IValue(self(in, a).requires_grad()); }
IValue ndimGet(Interp& in, Args& a, PyObject*) { return IValue(self(in, a).dim()); }
IValue versionGet(Interp& in, Args& a, PyObject*) {
  return IValue(static_cast<int64_t>(self(in, a).storage()->version()));
}
/// `t._base`: the tensor a view looks into (the root of a view chain), or None.
IValue baseGet(Interp& in, Args& a, PyObject*) {
  TensorImpl* base = self(in, a).impl()->viewBase();
  return base ? IValue(Tensor(Ref<TensorImpl>(base))) : IValue();
}
IValue layoutGet(Interp& in, Args& a, PyObject*) {
  if (isSparse(self(in, a))) return getAttr(in, torchState(in).torch_module, "sparse_coo");
  return torchState(in).strided;
}
IValue isSparseGet(Interp& in, Args& a, PyObject*) { return IValue(isSparse(self(in, a))); }
IValue isMetaGet(Interp& in, Args& a, PyObject*) { return IValue(isMeta(self(in, a))); }
IValue isQuantizedGet(Interp& in, Args& a, PyObject*) { return IValue(quant::isQuantized(self(in, a))); }
IValue falseGet(Interp& in, Args& a, PyObject*) {
  self(in, a);
  return IValue(false);
}
/// `t.data`: PyTorch's variable_data(), a new tensor over the same memory
/// with a version counter of its own (so `p.data.add_(1)` leaves
/// `p._version` alone). Not a dispatched op: a trace sees an unknown tensor.
IValue dataGet(Interp& in, Args& a, PyObject*) {
  Tensor t = self(in, a);
  Ref<Storage> base = t.storage();
  auto release = [](void* ctx, void*) { static_cast<Storage*>(ctx)->decref(); };
  base->incref();
  Ref<Storage> alias(new Storage(base->data(), base->nbytes(), release, base.get()));
  return IValue(Tensor(Ref<TensorImpl>(
      new TensorImpl(alias, t.dtype(), DimVector(t.sizes()), DimVector(t.strides()), t.storage_offset()))));
}
/// `x.data = y`: x keeps its identity and autograd state over y's storage.
IValue dataSet(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "data", 2, 2);
  Tensor t = self(in, a);
  if (!a[1].isTensor()) in.raise(in.e.TypeError, "Variable data has to be a tensor, but got " + typeName(in, a[1]));
  Tensor src = a[1].toTensor();
  if (t.requires_grad() && !src.is_floating_point() && !src.is_complex())
    in.raise(in.e.RuntimeError, "data set to a tensor that requires gradients must be floating point or complex dtype");
  t.impl()->setData(*src.impl());
  return IValue();
}
IValue tGet(Interp& in, Args& a, PyObject*) {
  Tensor t = self(in, a);
  if (t.dim() < 2) return a[0];
  return callOp(in, CallKind::Method, "permute",
                {a[0], [&] {
                   std::vector<IValue> dims;
                   for (int64_t i = t.dim() - 1; i >= 0; --i) dims.push_back(IValue(i));
                   return in.newList(std::move(dims));
                 }()});
}
IValue mTGet(Interp& in, Args& a, PyObject*) { return callOp(in, CallKind::Method, "transpose", {a[0], IValue(int64_t{-2}), IValue(int64_t{-1})}); }

/// Attribute properties dispatched as ops (`a0.shape`).
IValue attrGet(Interp& in, Args& a, PyObject* f) {
  return callOp(in, static_cast<int>(static_cast<NativeFunction*>(f)->data.toInt()), a);
}

void addAttr(Interp& in, const char* name, ResultHint hint) {
  auto* w = new PyWrapper(in.t.property,
                          in.native(name, attrGet, IValue(static_cast<int64_t>(calleeId(in, CallKind::Attribute, name, hint)))));
  in.t.tensor->dict->set(in, in.intern(name), box(w));
}

/// x.float() & co.: x.to(dtype) (the compiler has no sugar for all of them).
struct ConvMethod {
  const char* name;
  ScalarType type;
};
constexpr ConvMethod kConvMethods[] = {
    {"float", ScalarType::Float}, {"double", ScalarType::Double}, {"int", ScalarType::Int}, {"long", ScalarType::Long},
    {"half", ScalarType::Half}, {"bool", ScalarType::Bool}, {"byte", ScalarType::Byte}, {"char", ScalarType::Char},
    {"short", ScalarType::Short}, {"bfloat16", ScalarType::BFloat16}, {"chalf", ScalarType::ComplexHalf},
};
IValue convMethod(Interp& in, Args& a, PyObject* f) {
  self(in, a);
  const std::string& name = static_cast<NativeFunction*>(f)->name;
  for (const ConvMethod& m : kConvMethods)
    if (name == m.name) return callOp(in, CallKind::Method, "to", {a[0], dtypeObject(in, static_cast<int64_t>(m.type))});
  return IValue();
}

void addMethods(Interp& in) {
  std::set<std::string> names;
  for (const Operator* op : Registry::global().all()) {
    const FunctionSchema& s = op->schema;
    // A method is an op with a Tensor argument named `self`, at any position:
    // `x.where(cond, y)` is aten::where.self(Tensor condition, Tensor self, Tensor other).
    auto tensor_self = [](const SchemaArgument& arg) { return arg.name == "self" && arg.type->kind() == TypeKind::Tensor; };
    bool has_self = (!s.arguments.empty() && s.arguments[0].name == "self") ||
                    std::any_of(s.arguments.begin(), s.arguments.end(), tensor_self);
    if (!has_self || s.name.rfind("aten::", 0) != 0) continue;
    std::string n = s.name.substr(6);
    if (n.empty() || n[0] == '_') continue;
    names.insert(n);
  }
  // Methods the compiler writes as sugar (no operator of that name).
  for (const char* n : {"cpu", "cuda", "dim", "numel", "element_size", "is_contiguous", "type_as", "view_as",
                        "reshape_as", "expand_as", "new_zeros", "new_ones", "new_full", "new_empty"})
    names.insert(n);
  // The private methods of sparse tensors that user code calls.
  for (const char* n : {"_nnz", "_indices", "_values", "_coalesced_"}) names.insert(n);
  for (const std::string& n : names) {
    ResultHint hint = n == "size"     ? ResultHint::Size
                      : n == "numel"  ? ResultHint::Numel
                      : n == "stride" ? ResultHint::Tuple
                                      : ResultHint::None;
    in.t.tensor->dict->set(in, in.intern(n), opFunction(in, CallKind::Method, n, n, hint));
  }
  // PyTorch binds nelement to numel's own C function (a traced call too).
  in.t.tensor->dict->set(in, in.intern("nelement"), opFunction(in, CallKind::Method, "numel", "nelement", ResultHint::Numel));
  for (const ConvMethod& m : kConvMethods) in.addMethod(in.t.tensor, m.name, convMethod);
  in.addMethod(in.t.tensor, "tolist", tolistMethod);
  in.addMethod(in.t.tensor, "view", viewMethod);
  in.addMethod(in.t.tensor, "item", itemMethod);
  in.addMethod(in.t.tensor, "data_ptr", dataPtrMethod);
  in.addMethod(in.t.tensor, "_storage_flat", storageFlatMethod);
  in.addMethod(in.t.tensor, "requires_grad_", requiresGradMethod);
  in.addMethod(in.t.tensor, "as_subclass", asSubclassMethod);
  in.t.tensor->dict->set(in, in.intern("_make_subclass"), in.native("_make_subclass", makeSubclassFn));
}

/// torch.Tensor(...): the legacy constructor (float32 data or an empty shape).
IValue tensorNew(Interp& in, PyType* cls, Args& a) {
  IValue fn = getAttr(in, torchState(in).torch_module, "FloatTensor");
  IValue out = call(in, fn, a);
  if (cls != in.t.tensor && out.isTensor()) setTensorSubclass(out, cls);
  return out;
}

}  // namespace

void initTensorType(Interp& in) {
  PyType* t = in.t.tensor;
  t->native = false;
  t->ctor = tensorNew;
  addMethods(in);
  for (size_t i = 0; i < sizeof kBinary / sizeof kBinary[0]; ++i) {
    int64_t data = (static_cast<int64_t>(i) << 20) | binaryCallee(in, kBinary[i]);
    auto* f = new NativeFunction(slotType(in), kBinary[i].name, binarySlotFn, IValue(data));
    f->is_method = true;
    t->dict->set(in, in.intern(kBinary[i].name), box(f));
  }
  addSlot(in, t, "__rpow__", rpowSlot);
  addSlot(in, t, "__rtruediv__", rtruedivSlot);
  addSlot(in, t, "__neg__", negSlot);
  addSlot(in, t, "__pos__", posSlot);
  addSlot(in, t, "__invert__", invertSlot);
  addSlot(in, t, "__abs__", absSlot);
  addSlot(in, t, "__getitem__", getItemSlot);
  addSlot(in, t, "__setitem__", setItemSlot);
  addSlot(in, t, "__repr__", reprSlot);
  addSlot(in, t, "__str__", reprSlot);
  addSlot(in, t, "__format__", formatSlot);
  addSlot(in, t, "__hash__", hashSlot);
  addSlot(in, t, "__len__", lenSlot);
  addSlot(in, t, "__iter__", iterSlot);
  addSlot(in, t, "__bool__", boolSlot);
  addSlot(in, t, "__float__", floatSlot);
  addSlot(in, t, "__complex__", complexSlot);
  addSlot(in, t, "__int__", intSlot);
  addSlot(in, t, "__index__", indexSlot);
  addSlot(in, t, "__contains__", containsSlot);
  addAttr(in, "shape", ResultHint::Size);
  addAttr(in, "dtype", ResultHint::Dtype);
  addAttr(in, "device", ResultHint::None);
  addAttr(in, "real", ResultHint::None);
  addAttr(in, "imag", ResultHint::None);
  addProperty(in, t, "grad_fn", gradFnGet);
  addProperty(in, t, "is_leaf", isLeafGet);
  addProperty(in, t, "requires_grad", requiresGradGet, requiresGradSet);
  addProperty(in, t, "ndim", ndimGet);
  addProperty(in, t, "_version", versionGet);
  addProperty(in, t, "_base", baseGet);
  addProperty(in, t, "layout", layoutGet);
  addProperty(in, t, "is_cuda", falseGet);
  addProperty(in, t, "is_sparse", isSparseGet);
  addProperty(in, t, "is_quantized", isQuantizedGet);
  addProperty(in, t, "is_meta", isMetaGet);
  addProperty(in, t, "data", dataGet, dataSet);
  addProperty(in, t, "T", tGet);
  addProperty(in, t, "mT", mTGet);
}

}  // namespace ts::py
