// ===--- autograd.cpp - the backward graph of Python-level tensor ops ----=== //
// Note [Python-level autograd]: the runtime marks results that require grad
// (requires_grad, grad_fn names) but keeps no graph. The bridge records, on
// each such result, a GradNode: the callee and the Python-level arguments of
// the op that made it (tensor inputs are kept alive, as PyTorch's saved
// tensors). Leaves keep their `.grad` in the same slot. The backward pass
// (torch.autograd.backward/grad, autograd_py.cpp) walks these nodes and runs
// each op's derivative formula as ordinary tensor ops.
#include <algorithm>
#include <mutex>
#include <set>

#include "python/builtins.h"
#include "python_torch/bridge_state.h"
#include "tensor/grad_mode.h"
#include "tensor/ops_copy.h"

namespace ts::py {

namespace {

struct GradNode : RefCounted {
  int callee = 0;
  std::vector<IValue> args;
  std::vector<KwArg> kwargs;
  /// Note [Saved tensor versions]: each argument's version when the node was
  /// made (an int per tensor, a tuple for a list of tensors, else None), and
  /// the results' versions; backward compares them with the current ones
  /// (PyTorch's SavedVariable check, autograd_py's _check_saved).
  std::vector<IValue> arg_versions;
  std::vector<KwArg> kw_versions;
  IValue out_versions;
  /// Set when a backward pass without retain_graph ran the node: its saved
  /// tensors count as freed (PyTorch's release_variables).
  bool released = false;
  /// The results, detached (they share storage but not this node, so no
  /// cycle): formulas that need the output (dropout's mask, max's indices).
  IValue out;
  int64_t num_outputs = 0;  ///< 0: a single result
};

/// The grad_fn name a tensor has now, shared by the metas of all its
/// versions: a saved alias keeps the meta of its version, and PyTorch's
/// message about a modified saved input names the input's current grad_fn.
struct CurrentFn : RefCounted {
  std::string name;
};

/// TensorImpl::autogradMeta of a Python-level tensor.
struct AutogradMeta : RefCounted {
  Ref<GradNode> node;  ///< null for leaves
  int64_t output = 0;  ///< which result of node this tensor is
  IValue grad;         ///< leaves: .grad (None until a backward pass)
  IValue hooks;        ///< Tensor.register_hook's {handle id: hook} dict, or None
  Ref<CurrentFn> current;  ///< set once an in-place op made a newer version
  bool inference = false;  ///< made in inference mode (Note [Inference tensors])
};

AutogradMeta* metaOf(const Tensor& t) { return static_cast<AutogradMeta*>(t.impl()->autogradMeta()); }

AutogradMeta& ensureMeta(const Tensor& t) {
  if (!metaOf(t)) t.impl()->setAutogradMeta(makeRef<AutogradMeta>());
  return *metaOf(t);
}

Tensor tensorArg(Interp& in, Args& a, size_t i) {
  if (a.n <= i || !a[i].isTensor()) in.raise(in.e.TypeError, "expected a Tensor");
  return a[i].toTensor();
}

/// The op name formulas are keyed by: `add` for `+`, `sum` for torch.sum
/// and Tensor.sum, `linear` for torch.nn.functional.linear.
std::string opName(const Callee& c) {
  static const std::pair<const char*, const char*> kOps[] = {
      {"+", "add"}, {"-", "sub"}, {"*", "mul"}, {"/", "div"}, {"@", "matmul"}, {"**", "pow"}, {"//", "floor_divide"},
      {"%", "remainder"},
  };
  switch (c.kind) {
    case CallKind::Binary:
      for (auto& [op, name] : kOps)
        if (c.text == op) return name;
      return c.text;
    case CallKind::Unary: return c.text == "-" ? "neg" : c.text;
    case CallKind::InPlace:
      for (auto& [op, name] : kOps)
        if (c.text.size() == std::string(op).size() + 1 && c.text.compare(0, c.text.size() - 1, op) == 0)
          return std::string(name) + "_";
      return c.text;
    case CallKind::GetItem: return "getitem";
    case CallKind::SetItem: return "setitem";
    default: {
      size_t dot = c.text.rfind('.');
      return dot == std::string::npos ? c.text : c.text.substr(dot + 1);
    }
  }
}

/// torch.autograd._node(t): (name, args, kwargs, node id, output index,
/// number of results or 0) or None; kwargs["_out"] holds the detached results.
IValue nodeInfo(Interp& in, Args& a, PyObject*) {
  Tensor t = tensorArg(in, a, 0);
  AutogradMeta* m = metaOf(t);
  if (!m || !m->node) return IValue();
  const GradNode& n = *m->node;
  Ref<PyDict> kw = in.newDict();
  for (const KwArg& k : n.kwargs) kw->set(in, k.name, k.value);
  kw->set(in, in.intern("_out"), n.out);
  Ref<PyDict> versions = in.newDict();
  for (const KwArg& k : n.kw_versions) versions->set(in, k.name, k.value);
  return in.newTuple({IValue(opName(torchState(in).callees[static_cast<size_t>(n.callee)])), in.newTuple(n.args),
                      box(kw.get()), IValue(static_cast<int64_t>(reinterpret_cast<uintptr_t>(m->node.get()))),
                      IValue(m->output), IValue(n.num_outputs), IValue(n.released), in.newTuple(n.arg_versions),
                      box(versions.get()), n.out_versions});
}

/// torch.autograd._version_alias(t): t as a node saves it (Note [Saved
/// versions]): an alias keeping t's autograd state of this moment.
IValue savedArgument(const IValue& v, const TensorImpl* self, const IValue& old);
IValue versionAlias(Interp& in, Args& a, PyObject*) {
  return savedArgument(IValue(tensorArg(in, a, 0)), nullptr, IValue());
}

/// torch.autograd._release(t): marks t's node as run by a backward pass
/// that did not retain the graph.
IValue releaseNode(Interp& in, Args& a, PyObject*) {
  AutogradMeta* m = metaOf(tensorArg(in, a, 0));
  if (m && m->node) m->node->released = true;
  return IValue();
}

/// torch.autograd._current_fn(t): the grad_fn name t's tensor has now if an
/// in-place op gave it a newer version since t was saved, else None.
IValue currentFn(Interp& in, Args& a, PyObject*) {
  AutogradMeta* m = metaOf(tensorArg(in, a, 0));
  return m && m->current ? IValue(m->current->name) : IValue();
}

IValue leafGrad(Interp& in, Args& a, PyObject*) {
  Tensor t = tensorArg(in, a, 0);
  AutogradMeta* m = metaOf(t);
  return m ? m->grad : IValue();
}

IValue setLeafGrad(Interp& in, Args& a, PyObject*) {
  Tensor t = tensorArg(in, a, 0);
  if (a.n < 2 || (!a[1].isNone() && !a[1].isTensor()))
    in.raise(in.e.TypeError, "assigned grad expected to be a Tensor or None but got grad of type " + typeName(in, a.n > 1 ? a[1] : IValue()));
  if (a[1].isTensor() && !(a[1].toTensor().impl()->sizes() == t.impl()->sizes()))
    in.raise(in.e.RuntimeError, "assigned grad has data of a different size");
  ensureMeta(t).grad = a[1];
  return IValue();
}

IValue tensorHooks(Interp& in, Args& a, PyObject*) {
  AutogradMeta* m = metaOf(tensorArg(in, a, 0));
  return m ? m->hooks : IValue();
}

IValue setTensorHooks(Interp& in, Args& a, PyObject*) {
  Tensor t = tensorArg(in, a, 0);
  ensureMeta(t).hooks = a.n > 1 ? a[1] : IValue();
  return IValue();
}

/// Note [No self cycles]: a node must not hold the tensor it is attached to:
/// tensor -> meta -> node -> args -> tensor is a reference cycle (never freed)
/// and cuts the tensor's history out of the backward graph. So where an
/// argument is the tensor the node goes on (an in-place op: `y.add_(y)`, or
/// a function returning its argument: `F.relu(x, inplace=True)`,
/// `x.contiguous()`), the node saves an alias of the old version instead,
/// which keeps the old node, as PyTorch's SavedVariable keeps the version
/// it saved. Ownership then flows one way: newer versions to older ones.
Tensor oldVersion(const Tensor& self, const InPlaceState& before) {
  Tensor old = before.values.defined() ? before.values : self.alias();
  old.impl()->setRequiresGrad(before.requires_grad);
  old.impl()->setGradFn(before.grad_fn);
  if (before.meta) old.impl()->setAutogradMeta(before.meta);
  return old;
}

/// Note [Saved versions]: a node keeps each non-leaf argument that requires
/// grad as an alias sharing the AutogradMeta the argument has when the node is made,
/// as PyTorch's SavedVariable keeps the edge it saw: an in-place op later
/// gives the tensor a new meta (a new version), and the node still reaches
/// the version it used. `self`, when given, is the tensor an in-place op
/// changed: its references become `old`. A list argument is the caller's
/// object, which it may change after the call (DenseNet appends to the list
/// it just concatenated), so lists and tuples are copied.
IValue savedArgument(const IValue& v, const TensorImpl* self, const IValue& old) {
  if (v.isTensor()) {
    const Tensor& t = v.toTensor();
    if (t.impl() == self) return old;
    // A leaf never changes version: in-place ops refuse it.
    if (!t.requires_grad() || t.is_leaf()) return v;
    Tensor a = t.alias();
    a.impl()->setRequiresGrad(true);
    a.impl()->setGradFn(t.grad_fn());
    a.impl()->setAutogradMeta(Ref<RefCounted>(&ensureMeta(t)));
    return IValue(a);
  }
  if (v.isTuple()) {
    std::vector<IValue> items;
    for (const IValue& x : v.toTuple()->items) items.push_back(savedArgument(x, self, old));
    return IValue(Ref<TupleObj>(new TupleObj(std::move(items))));
  }
  if (v.isList()) {
    const ListObj& l = *v.toList();
    auto* copy = new ListObj(l.elem_type);
    for (const IValue& x : l.items) copy->items.push_back(savedArgument(x, self, old));
    copy->python_size = l.python_size;
    copy->python_tuple = l.python_tuple;
    return IValue(Ref<ListObj>(copy));
  }
  return v;
}

/// An argument's version record (Note [Saved tensor versions]).
IValue versionOf(const IValue& v) {
  if (v.isTensor()) {
    const Ref<Storage>& st = v.toTensor().storage();
    return IValue(static_cast<int64_t>(st ? st->version() : 0));
  }
  if (v.isTuple() || v.isList()) {
    const std::vector<IValue>& items = v.isTuple() ? v.toTuple()->items : v.toList()->items;
    bool any = false;
    std::vector<IValue> out;
    for (const IValue& x : items) {
      out.push_back(versionOf(x));
      any = any || x.isTensor();
    }
    if (any) return IValue(Ref<TupleObj>(new TupleObj(std::move(out))));
  }
  return IValue();
}

void saveArguments(GradNode& node, const Args& args, const TensorImpl* self = nullptr, const IValue& old = IValue()) {
  for (size_t i = 0; i < args.n; ++i) {
    node.args.push_back(savedArgument(args[i], self, old));
    node.arg_versions.push_back(versionOf(node.args.back()));
  }
  for (size_t i = 0; i < args.nkw; ++i) {
    node.kwargs.push_back(KwArg{args.kw[i].name, savedArgument(args.kw[i].value, self, old)});
    node.kw_versions.push_back(KwArg{args.kw[i].name, versionOf(node.kwargs.back().value)});
  }
}

/// An in-place op gave the tensor of `old_meta` a new version whose grad_fn
/// is `name`: every older version's meta now reports that name.
void noteNewVersion(const Ref<RefCounted>& old_meta, AutogradMeta& fresh, const char* name) {
  auto* old = static_cast<AutogradMeta*>(old_meta.get());
  if (old && !old->current) old->current = makeRef<CurrentFn>();
  fresh.current = old ? old->current : makeRef<CurrentFn>();
  fresh.current->name = name ? name : "";
}

/// Whether `v` (an argument) is or contains the tensor `self`.
bool holds(const IValue& v, const TensorImpl* self) {
  if (v.isTensor()) return v.toTensor().impl() == self;
  if (v.isTuple() || v.isList())
    for (const IValue& x : v.isTuple() ? v.toTuple()->items : v.toList()->items)
      if (x.isTensor() && x.toTensor().impl() == self) return true;
  return false;
}

bool holds(const Args& args, const TensorImpl* self) {
  for (size_t i = 0; i < args.n; ++i)
    if (holds(args[i], self)) return true;
  for (size_t i = 0; i < args.nkw; ++i)
    if (holds(args.kw[i].value, self)) return true;
  return false;
}

IValue intTuple(IntArrayRef v) {
  std::vector<IValue> items;
  for (int64_t x : v) items.emplace_back(x);
  return IValue(Ref<TupleObj>(new TupleObj(std::move(items))));
}

/// An in-place op on a view rewrote part of its base: the base's new
/// version is a CopySlices node over its old version and the view's new
/// version, with the view's geometry inside the base (PyTorch's CopySlices).
void recordCopySlices(Interp& in, const Tensor& view, const InPlaceState& before) {
  Tensor base(Ref<TensorImpl>(view.impl()->viewBase()));
  InPlaceState old_base;
  old_base.meta = before.base_meta;
  old_base.grad_fn = before.base_grad_fn;
  old_base.requires_grad = before.base_requires_grad;
  auto node = makeRef<GradNode>();
  node->callee = calleeId(in, CallKind::Function, "torch.autograd._copy_slices");
  node->args = {IValue(oldVersion(base, old_base)), savedArgument(IValue(view), nullptr, IValue()),
                intTuple(view.sizes()), intTuple(view.strides()),
                IValue(view.storage_offset() - base.storage_offset())};
  auto meta = makeRef<AutogradMeta>();
  meta->node = node;
  noteNewVersion(before.base_meta, *meta, "CopySlices");
  base.impl()->setAutogradMeta(meta);
}

}  // namespace

bool isInferenceTensor(const Tensor& t) {
  const AutogradMeta* m = metaOf(t);
  return m && m->inference;
}

void markInferenceTensor(const Tensor& t) { ensureMeta(t).inference = true; }


void recordGradNode(Interp& in, int callee, Args& args, const IValue& result) {
  auto needs = [](const IValue& v) {
    if (!v.isTensor()) return false;
    const auto* t = static_cast<const TensorImpl*>(v.toRefCounted());  // no Tensor handle: hot path
    return t->requiresGrad() && !t->isLeaf();
  };
  bool multi = result.isTuple() || result.isList();
  const std::vector<IValue>* items =
      result.isTuple() ? &result.toTuple()->items : result.isList() ? &result.toList()->items : nullptr;
  bool any = needs(result);
  if (items)
    for (const IValue& x : *items) any = any || needs(x);
  if (!any) return;
  checkInferenceSaved(in, opName(torchState(in).callees[static_cast<size_t>(callee)]), args.pos, args.n);
  auto node = makeRef<GradNode>();
  node->callee = callee;
  saveArguments(*node, args);
  auto detached = [](const IValue& v) { return v.isTensor() ? IValue(v.toTensor().alias()) : v; };
  if (multi) {
    std::vector<IValue> outs;
    for (const IValue& x : *items) outs.push_back(detached(x));
    node->out = IValue(Ref<TupleObj>(new TupleObj(std::move(outs))));
    node->num_outputs = static_cast<int64_t>(items->size());
  } else {
    node->out = detached(result);
  }
  node->out_versions = versionOf(result);
  auto attach = [&](const IValue& v, int64_t i) {
    if (!needs(v)) return;
    // A result that is an argument (x.contiguous(), F.relu(x, inplace=True)):
    // the node saved its old version, which keeps the old meta.
    if (holds(args, v.toTensor().impl())) v.toTensor().impl()->setAutogradMeta(makeRef<AutogradMeta>());
    AutogradMeta& m = ensureMeta(v.toTensor());
    m.node = node;
    m.output = i;
  };
  if (multi) {
    for (size_t i = 0; i < items->size(); ++i) attach((*items)[i], static_cast<int64_t>(i));
  } else {
    attach(result, 0);
  }
}

/// In-place ops whose derivative needs only the result or the other
/// arguments (relu_'s mask is the result's): no copy of self is kept.
bool needsOldValues(const Callee& c) {
  if (c.kind == CallKind::SetItem) return false;
  // x += y, x *= y ...: the result and y suffice; x **= y reads x.
  if (c.kind == CallKind::InPlace) return c.text == "**=";
  const std::string& op = c.text;
  static const std::set<std::string> kNot = {"add_", "sub_", "mul_", "div_", "relu_", "copy_", "zero_", "fill_",
                                             "masked_fill_", "index_put_", "__setitem__", "hardtanh_", "relu6_",
                                             "leaky_relu_", "dropout_", "feature_dropout_", "requires_grad_", "detach_", "resize_"};
  std::string name = op.substr(op.find_last_of(".:") + 1);  // Tensor.add_, aten::add_
  return name.empty() || kNot.count(name) == 0;
}

/// x.mul_(w) / x /= w with w requiring grad: w's derivative reads x's old values.
bool multipliesByGradTensor(const Callee& c, Args& args) {
  if (args.n < 2 || !args[1].isTensor() || !args[1].toTensor().requires_grad()) return false;
  if (c.kind == CallKind::InPlace) return c.text == "*=" || c.text == "/=";
  std::string name = c.text.substr(c.text.find_last_of(".:") + 1);
  return name == "mul_" || name == "div_";
}

/// Another argument requires grad (`torch.zeros(n).index_add_(0, i, src)`):
/// its derivative may read self's old values (atan2_, xlogy_, div_).
bool otherArgRequiresGrad(Args& args) {
  for (size_t i = 1; i < args.n; ++i)
    if (args[i].isTensor() && args[i].toTensor().requires_grad()) return true;
  return false;
}

InPlaceState inPlaceBefore(const Tensor& t, const Callee& c, Args& args) {
  InPlaceState s;
  if (((t.requires_grad() || otherArgRequiresGrad(args)) && needsOldValues(c)) || multipliesByGradTensor(c, args))
    s.values = clone(t);
  s.meta = Ref<RefCounted>(t.impl()->autogradMeta());
  s.grad_fn = t.grad_fn();
  s.requires_grad = t.requires_grad();
  if (const TensorImpl* base = t.impl()->viewBase()) {
    s.base_meta = Ref<RefCounted>(base->autogradMeta());
    s.base_grad_fn = base->gradFn();
    s.base_requires_grad = base->requiresGrad();
  }
  return s;
}

/// Note [Saved indices]: `x[flag] = v` with a 0-dim bool tensor keeps a
/// copy of the flag for the backward pass: PyTorch turns it into a fresh
/// index tensor, so a later in-place change of the flag (Wishart.rsample's
/// `is_singular[...] = ...`) does not reach the gradient. Other index
/// tensors are saved as they are (PyTorch's version check applies).
IValue snapshotIndex(const IValue& v) {
  if (v.isTensor()) {
    const Tensor& t = v.toTensor();
    bool flag = t.dim() == 0 && (t.dtype() == ScalarType::Bool || t.dtype() == ScalarType::Byte);
    return flag ? IValue(clone(t)) : v;
  }
  if (v.isTuple()) {
    std::vector<IValue> items;
    for (const IValue& x : v.toTuple()->items) items.push_back(snapshotIndex(x));
    return IValue(Ref<TupleObj>(new TupleObj(std::move(items))));
  }
  return v;
}

void recordInPlaceNode(Interp& in, int callee, Args& args, const InPlaceState& before) {
  Tensor self = args[0].toTensor();
  if (!self.requires_grad() || self.is_leaf()) return;
  // The old version: same storage, the old node (or leaf grad slot); it
  // stands for self wherever self is an argument (`y.add_(y)`).
  auto node = makeRef<GradNode>();
  node->callee = callee;
  saveArguments(*node, args, self.impl(), IValue(oldVersion(self, before)));
  if (torchState(in).callees[static_cast<size_t>(callee)].kind == CallKind::SetItem && node->args.size() > 1)
    node->args[1] = snapshotIndex(node->args[1]);
  // The result, for formulas that read it (cumprod_, copysign_).
  node->out = IValue(self.alias());
  node->out_versions = versionOf(args[0]);
  auto meta = makeRef<AutogradMeta>();
  meta->node = node;
  noteNewVersion(before.meta, *meta, self.grad_fn());
  self.impl()->setAutogradMeta(meta);
  if (self.impl()->viewBase()) recordCopySlices(in, self, before);
}

/// torch.autograd._attach_custom(outputs, name, args): makes the results of
/// a torch.autograd.Function's forward (a tensor or a tuple of them) the
/// outputs of one node named `name` whose arguments are `args` ((ctx, cls),
/// then the inputs); its backward calls cls.backward (autograd_py.cpp).
IValue attachCustom(Interp& in, Args& a, PyObject*) {
  if (a.n < 3 || a.n > 4 || !a[1].isStr() || !a[2].isTuple() || (a.n == 4 && !a[3].isTuple()))
    in.raise(in.e.TypeError, "_attach_custom(outputs, name, args[, differentiable])");
  TorchState& st = torchState(in);
  auto known = std::find(st.custom_grad_fns.begin(), st.custom_grad_fns.end(), a[1].toStr());
  const char* name = known != st.custom_grad_fns.end() ? known->c_str() : st.custom_grad_fns.emplace_back(a[1].toStr()).c_str();
  auto node = makeRef<GradNode>();
  node->callee = calleeId(in, CallKind::Function, "torch.autograd._custom_function");
  node->args = a[2].toTuple()->items;
  std::vector<IValue> outs = a[0].isTuple() ? a[0].toTuple()->items : std::vector<IValue>{a[0]};
  std::vector<IValue> detached;
  for (const IValue& x : outs) detached.push_back(x.isTensor() ? IValue(x.toTensor().alias()) : x);
  node->out = a[0].isTuple() ? IValue(Ref<TupleObj>(new TupleObj(std::move(detached)))) : detached[0];
  node->num_outputs = a[0].isTuple() ? static_cast<int64_t>(outs.size()) : 0;
  for (size_t i = 0; i < outs.size(); ++i) {
    if (!outs[i].isTensor()) continue;
    // ctx.mark_non_differentiable outputs (the 4th argument's False entries)
    // and integer results stay outside the graph, as in PyTorch.
    if (a.n == 4 && i < a[3].toTuple()->items.size() && !a[3].toTuple()->items[i].toBool()) continue;
    Tensor t = outs[i].toTensor();
    if (!isFloatingType(t.dtype()) && !isComplexType(t.dtype())) continue;
    t.impl()->setRequiresGrad(true);
    t.impl()->setGradFn(name);
    // A fresh meta: a mark_dirty input's old version (saved by the node as
    // an alias sharing the old meta) must keep its own node.
    t.impl()->setAutogradMeta(makeRef<AutogradMeta>());
    AutogradMeta& m = ensureMeta(t);
    m.node = node;
    m.output = static_cast<int64_t>(i);
  }
  return IValue();
}

/// torch.autograd._output_alias(holder, t, i): t (the detached data of
/// output i of holder's node) as that output again: an alias whose node is
/// holder's. A custom Function's ctx keeps its saved outputs detached (Note
/// [No self cycles]); under create_graph, saved_tensors gives them back with
/// their node, as PyTorch's SavedVariable::unpack does, so the backward's
/// own graph reaches the function again (double backward).
IValue outputAlias(Interp& in, Args& a, PyObject*) {
  Tensor holder = tensorArg(in, a, 0), t = tensorArg(in, a, 1);
  if (a.n < 3 || !a[2].isInt()) in.raise(in.e.TypeError, "_output_alias(holder, tensor, index)");
  AutogradMeta* hm = metaOf(holder);
  if (!hm || !hm->node) return IValue(t);
  Tensor alias = t.alias();
  alias.impl()->setRequiresGrad(true);
  alias.impl()->setGradFn(holder.grad_fn());
  auto meta = makeRef<AutogradMeta>();
  meta->node = hm->node;
  meta->output = a[2].toInt();
  alias.impl()->setAutogradMeta(meta);
  return IValue(alias);
}

namespace {

/// Note [Grad tape]: script code's ops join the Python-level backward graph
/// as nodes named `aten::op`, whose arguments are the schema's arguments in
/// order (formulas read them by position, see _formula_of in autograd_py).
class ScriptGradTape final : public GradTape {
 public:
  explicit ScriptGradTape(Interp& in) : in_(in) {}

  void record(const Operator& op, const IValue* args, size_t n, const IValue* results, size_t num_results) override {
    std::lock_guard<std::mutex> lock(mu_);  // forked tasks record from pool threads
    std::vector<IValue> copy(args, args + n);
    Args a{copy.data(), copy.size(), nullptr, 0};
    IValue result = num_results == 1 ? results[0]
                                     : IValue(Ref<TupleObj>(new TupleObj(std::vector<IValue>(results, results + num_results))));
    recordGradNode(in_, calleeOf(op), a, result);
  }

  Ref<RefCounted> beforeInPlace(const Operator& op, const IValue* args) override {
    std::lock_guard<std::mutex> lock(mu_);
    std::vector<IValue> copy(args, args + op.schema.arguments.size());
    Args a{copy.data(), copy.size(), nullptr, 0};
    auto state = makeRef<Before>();
    state->state = inPlaceBefore(args[0].toTensor(), torchState(in_).callees[static_cast<size_t>(calleeOf(op))], a);
    return state;
  }

  void recordInPlace(const Operator& op, const IValue* args, size_t n, Ref<RefCounted> before) override {
    std::lock_guard<std::mutex> lock(mu_);
    std::vector<IValue> copy(args, args + n);
    Args a{copy.data(), copy.size(), nullptr, 0};
    recordInPlaceNode(in_, calleeOf(op), a, static_cast<Before*>(before.get())->state);
  }

 private:
  struct Before : RefCounted {
    InPlaceState state;
  };

  int calleeOf(const Operator& op) {
    auto it = callees_.find(&op);
    if (it == callees_.end()) it = callees_.emplace(&op, calleeId(in_, CallKind::Function, op.schema.name)).first;
    return it->second;
  }

  Interp& in_;
  std::mutex mu_;
  std::unordered_map<const Operator*, int> callees_;
};

}  // namespace

GradTape& scriptGradTape(Interp& in) {
  TorchState& st = torchState(in);
  if (!st.script_tape) st.script_tape = std::make_unique<ScriptGradTape>(in);
  return *st.script_tape;
}

static IValue engineDepth(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "_engine_depth", 1, 1);
  torchState(in).engine_depth += static_cast<int>(a[0].toInt());
  return IValue();
}

void initAutogradNatives(Interp& in, PyModule& m) {
  m.dict->set(in, in.intern("_engine_depth"), in.native("_engine_depth", engineDepth));
  m.dict->set(in, in.intern("_attach_custom"), in.native("_attach_custom", attachCustom));
  m.dict->set(in, in.intern("_output_alias"), in.native("_output_alias", outputAlias));
  m.dict->set(in, in.intern("_node"), in.native("_node", nodeInfo));
  m.dict->set(in, in.intern("_release"), in.native("_release", releaseNode));
  m.dict->set(in, in.intern("_version_alias"), in.native("_version_alias", versionAlias));
  m.dict->set(in, in.intern("_current_fn"), in.native("_current_fn", currentFn));
  m.dict->set(in, in.intern("_leaf_grad"), in.native("_leaf_grad", leafGrad));
  m.dict->set(in, in.intern("_set_leaf_grad"), in.native("_set_leaf_grad", setLeafGrad));
  m.dict->set(in, in.intern("_hooks"), in.native("_hooks", tensorHooks));
  m.dict->set(in, in.intern("_set_hooks"), in.native("_set_hooks", setTensorHooks));
}

}  // namespace ts::py
