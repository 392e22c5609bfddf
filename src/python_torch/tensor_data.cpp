// ===--- tensor_data.cpp - torch.tensor's data with tensors inside -------=== //
// torch.tensor([torch.tensor(1), 2]) reads one-element tensors as scalars and
// infers the dtype from theirs (PyTorch's infer_scalar_type); script code's
// aten::tensor takes only Python scalars, so the data is rewritten first;
// other sequences become lists; a tensor itself is copied, as PyTorch does.
#include <optional>

#include "python/builtins.h"
#include "python_torch/bridge_state.h"
#include "python_torch/dispatch.h"

namespace ts::py {

namespace {

/// Any sequence (a range, a deque, a user class with __len__ and
/// __getitem__) is data as its list of items, as PySequence_Check lets it be.
bool isOtherSequence(Interp& in, const IValue& v) {
  return asPy(v) && !asPyT<PyDict>(v) && lookupSpecial(in, v, in.n.len_) && lookupSpecial(in, v, in.n.getitem_);
}

/// A numpy array or scalar (Note [ndarray over a tensor]) as its tensor:
/// numpy's types define __ts_tensor__; false for anything else.
bool numpyTensor(Interp& in, const IValue& v, IValue& out) {
  if (!asPyT<PyInstance>(v)) return false;
  const IValue* m = lookupSpecial(in, v, in.intern("__ts_tensor__"));
  if (!m) return false;
  out = callMethod(in, *m, v, {});
  return out.isTensor();
}

// Note [Tensor data depth]: data nested deeper than a tensor's 128
// dimensions is an error ("too many dimensions") whatever it holds, so the
// recursive walks below stop there instead of following a 100k-deep list
// into a stack overflow.
constexpr int kMaxDataDepth = 128;

/// Whether the data holds a tensor (`tensors`) or a sequence that is not a
/// list or tuple within the first kMaxDataDepth levels.
void scan(Interp& in, const IValue& v, bool& tensors, bool& sequences, int depth = 0) {
  if (v.isTensor()) { tensors = true; return; }
  if (asPyT<PyInstance>(v) && lookupSpecial(in, v, in.intern("__ts_tensor__"))) { tensors = true; return; }
  if (isOtherSequence(in, v)) { sequences = true; return; }
  const std::vector<IValue>* items = v.isList() ? &v.toList()->items : v.isTuple() ? &v.toTuple()->items : nullptr;
  if (!items || depth > kMaxDataDepth) return;
  for (const IValue& x : *items) scan(in, x, tensors, sequences, depth + 1);
}

void merge(std::optional<ScalarType>& dtype, ScalarType t) { dtype = dtype ? promoteTypes(*dtype, t) : t; }

/// `v` with its tensors replaced by their items; `dtype` collects the
/// inferred element type.
IValue scalarize(Interp& in, const IValue& v, std::optional<ScalarType>& dtype, int depth = 0) {
  if (v.isTensor()) {
    Tensor t = v.toTensor();
    if (t.numel() != 1) in.raise(in.e.TypeError, "only integer tensors of a single element can be converted to an index");
    merge(dtype, t.scalar_type());
    return callOp(in, CallKind::Method, "item", {v});
  }
  IValue np;
  if (numpyTensor(in, v, np)) {
    // numpy data is a sequence of its values; its dtype counts, as a tensor's does
    merge(dtype, np.toTensor().scalar_type());
    if (np.toTensor().dim() == 0) return callOp(in, CallKind::Method, "item", {np});
    return callAttr(in, np, "tolist", {});
  }
  if (isOtherSequence(in, v)) return scalarize(in, in.newList(toVector(in, v)), dtype, depth);
  const std::vector<IValue>* items = v.isList() ? &v.toList()->items : v.isTuple() ? &v.toTuple()->items : nullptr;
  if (items) {
    if (depth > kMaxDataDepth) in.raise(in.e.ValueError, std::string("too many dimensions '") + (v.isList() ? "list" : "tuple") + "'");
    std::vector<IValue> out;
    out.reserve(items->size());
    for (const IValue& x : *items) out.push_back(scalarize(in, x, dtype, depth + 1));
    return in.newList(std::move(out));
  }
  if (v.isBool()) merge(dtype, ScalarType::Bool);
  else if (v.isInt()) merge(dtype, ScalarType::Long);
  else if (v.isDouble()) merge(dtype, defaultFloatType());
  else if (v.isComplex()) merge(dtype, defaultComplexType());
  return v;
}

const std::vector<IValue>* seqItems(const IValue& v) {
  return v.isList() ? &v.toList()->items : v.isTuple() ? &v.toTuple()->items : nullptr;
}

/// Whether plain nested lists/tuples of numbers hold a float (false when a
/// tensor or another sequence is inside: those are checked elsewhere).
bool plainData(const IValue& v, bool& has_float, int depth = 0) {
  if (v.isTensor() || asPy(v) || depth > kMaxDataDepth) return false;
  if (const std::vector<IValue>* items = seqItems(v)) {
    for (const IValue& x : *items)
      if (!plainData(x, has_float, depth + 1)) return false;
    return true;
  }
  has_float = has_float || v.isDouble() || v.isComplex();
  return true;
}

/// Note [Ragged tensor data]: PyTorch's compute_sizes reads the shape from
/// the first element at each depth, then recursive_store walks the data
/// depth first: a shorter or longer sequence is a ValueError, a number where
/// a sequence belongs "not a sequence" and a sequence where a number belongs
/// the unpacking error of the data's dtype (both TypeErrors). Data whose
/// first-element shape has a 0 is not walked at all.
void checkNesting(Interp& in, const IValue& v, const std::vector<int64_t>& sizes, size_t dim, bool has_float) {
  const std::vector<IValue>* items = seqItems(v);
  if (dim == sizes.size()) {
    if (items) in.raise(in.e.TypeError, has_float ? std::string("must be real number, not ") + (v.isList() ? "list" : "tuple")
                                                  : std::string("'") + (v.isList() ? "list" : "tuple") +
                                                        "' object cannot be interpreted as an integer");
    return;
  }
  if (!items) in.raise(in.e.TypeError, "not a sequence");
  if (static_cast<int64_t>(items->size()) != sizes[dim])
    in.raise(in.e.ValueError, "expected sequence of length " + std::to_string(sizes[dim]) + " at dim " +
                                  std::to_string(dim) + " (got " + std::to_string(items->size()) + ")");
  for (const IValue& x : *items) checkNesting(in, x, sizes, dim + 1, has_float);
}

void checkRaggedData(Interp& in, const IValue& data) {
  bool has_float = false;
  if (!seqItems(data) || !plainData(data, has_float)) return;
  std::vector<int64_t> sizes;
  for (const IValue* cur = &data; const std::vector<IValue>* items = seqItems(*cur); cur = &(*items)[0]) {
    sizes.push_back(static_cast<int64_t>(items->size()));
    if (items->empty()) return;  // no elements: PyTorch stores (and checks) nothing
  }
  checkNesting(in, data, sizes, 0, has_float);
}

/// `torch.tensor(t)`: PyTorch warns, then copies `t` detached, converted to
/// `dtype`/`device` when given, with `requires_grad` as given. A numpy
/// array's tensor (`src`) is copied without the warning; torch.as_tensor
/// (`copy` false) shares it unless the dtype changes.
IValue copyConstruct(Interp& in, Args& args, const IValue* src = nullptr, bool copy = true) {
  if (!src)
    warnUser(in, "To copy construct from a tensor, it is recommended to use sourceTensor.clone().detach() or "
                 "sourceTensor.clone().detach().requires_grad_(True), rather than torch.tensor(sourceTensor).");
  IValue r = callOp(in, CallKind::Method, "detach", {src ? *src : args.pos[0]});
  if (copy) r = callOp(in, CallKind::Method, "clone", {r});
  IValue requires_grad(false);
  for (size_t i = 0; i < args.nkw; ++i) {
    std::string name = args.kw[i].name.toStr();
    const IValue& v = args.kw[i].value;
    if ((name == "dtype" || name == "device") && !v.isNone()) r = callOp(in, CallKind::Method, "to", {r, v});
    else if (name == "requires_grad") requires_grad = v;
  }
  if (requires_grad.isBool() && requires_grad.toBool()) r = callOp(in, CallKind::Method, "requires_grad_", {r});
  return r;
}

}  // namespace

bool callWithTensorData(Interp& in, int id, Args& args, IValue& out) {
  const Callee& c = torchState(in).callees[static_cast<size_t>(id)];
  if (c.text == "torch.tensor" && args.n == 1 && args.pos[0].isTensor()) {
    out = copyConstruct(in, args);
    return true;
  }
  if (args.n == 0 || args.pos[0].isTensor()) return false;
  IValue np;
  if ((c.text == "torch.tensor" || c.text == "torch.as_tensor") && args.n == 1 && numpyTensor(in, args.pos[0], np)) {
    out = copyConstruct(in, args, &np, c.text == "torch.tensor");
    return true;
  }
  checkRaggedData(in, args.pos[0]);  // Note [Ragged tensor data]
  bool tensors = false, sequences = false;
  scan(in, args.pos[0], tensors, sequences);
  if (!tensors && !sequences) return false;
  std::optional<ScalarType> dtype;
  SmallVector<IValue, 4> pos(args.pos, args.pos + args.n);
  pos[0] = scalarize(in, args.pos[0], dtype);
  SmallVector<KwArg, 4> kw(args.kw, args.kw + args.nkw);
  bool has_dtype = false;
  for (const KwArg& k : kw) has_dtype = has_dtype || (k.name.toStr() == "dtype" && !k.value.isNone());
  if (tensors && !has_dtype && dtype) kw.push_back(KwArg{in.intern("dtype"), dtypeObject(in, static_cast<int64_t>(*dtype))});
  Args a{pos.data(), pos.size(), kw.data(), kw.size()};
  out = callOp(in, id, a);
  return true;
}

}  // namespace ts::py
