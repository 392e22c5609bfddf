// ===--- autograd.cpp - the backward graph of Python-level tensor ops ----=== //
// Note [Python-level autograd]: the runtime marks results that require grad
// (requires_grad, grad_fn names) but keeps no graph. The bridge records, on
// each such result, a GradNode: the callee and the Python-level arguments of
// the op that made it (tensor inputs are kept alive, as PyTorch's saved
// tensors). Leaves keep their `.grad` in the same slot. The backward pass
// (torch.autograd.backward/grad, autograd_py.cpp) walks these nodes and runs
// each op's derivative formula as ordinary tensor ops.
#include <algorithm>
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
  /// The results, detached (they share storage but not this node, so no
  /// cycle): formulas that need the output (dropout's mask, max's indices).
  IValue out;
  int64_t num_outputs = 0;  ///< 0: a single result
};

/// TensorImpl::autogradMeta of a Python-level tensor.
struct AutogradMeta : RefCounted {
  Ref<GradNode> node;  ///< null for leaves
  int64_t output = 0;  ///< which result of node this tensor is
  IValue grad;         ///< leaves: .grad (None until a backward pass)
  IValue hooks;        ///< Tensor.register_hook's {handle id: hook} dict, or None
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
  return in.newTuple({IValue(opName(torchState(in).callees[static_cast<size_t>(n.callee)])), in.newTuple(n.args),
                      box(kw.get()), IValue(static_cast<int64_t>(reinterpret_cast<uintptr_t>(m->node.get()))),
                      IValue(m->output), IValue(n.num_outputs)});
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

/// Replaces `self` among the node's arguments (top level and inside lists
/// or tuples) by `old`; tuples are copied, lists edited in place would
/// change the caller's list, so they are copied too.
void replaceSelf(IValue& v, const TensorImpl* self, const IValue& old) {
  if (v.isTensor() && v.toTensor().impl() == self) {
    v = old;
  } else if (v.isTuple() || v.isList()) {
    const std::vector<IValue>& items = v.isTuple() ? v.toTuple()->items : v.toList()->items;
    bool found = false;
    for (const IValue& x : items) found = found || (x.isTensor() && x.toTensor().impl() == self);
    if (!found) return;
    std::vector<IValue> copy = items;
    for (IValue& x : copy) replaceSelf(x, self, old);
    v = IValue(Ref<TupleObj>(new TupleObj(std::move(copy))));
  }
}

void replaceSelf(GradNode& node, const TensorImpl* self, const IValue& old) {
  for (IValue& v : node.args) replaceSelf(v, self, old);
  for (KwArg& k : node.kwargs) replaceSelf(k.value, self, old);
}

/// Whether `v` (a node argument) is or contains the tensor `self`.
bool holds(const IValue& v, const TensorImpl* self) {
  if (v.isTensor()) return v.toTensor().impl() == self;
  if (v.isTuple() || v.isList())
    for (const IValue& x : v.isTuple() ? v.toTuple()->items : v.toList()->items)
      if (x.isTensor() && x.toTensor().impl() == self) return true;
  return false;
}

bool holds(const GradNode& node, const TensorImpl* self) {
  for (const IValue& v : node.args)
    if (holds(v, self)) return true;
  for (const KwArg& k : node.kwargs)
    if (holds(k.value, self)) return true;
  return false;
}

/// A result that is also an argument (Note [No self cycles]): before the op
/// it had the meta it still has; it required grad if it had a node.
void saveOldVersion(GradNode& node, const Tensor& result) {
  const TensorImpl* self = result.impl();
  if (!holds(node, self)) return;
  InPlaceState before;
  before.meta = Ref<RefCounted>(result.impl()->autogradMeta());
  before.grad_fn = result.grad_fn();
  before.requires_grad = metaOf(result) && metaOf(result)->node;
  replaceSelf(node, self, IValue(oldVersion(result, before)));
  result.impl()->setAutogradMeta(makeRef<AutogradMeta>());  // the old version keeps the old one
}

}  // namespace

void recordGradNode(Interp&, int callee, Args& args, const IValue& result) {
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
  auto node = makeRef<GradNode>();
  node->callee = callee;
  node->args.assign(args.pos, args.pos + args.n);
  node->kwargs.assign(args.kw, args.kw + args.nkw);
  // A list argument is the caller's object, which it may change after the
  // call (DenseNet appends to the list it just concatenated): keep its items.
  for (IValue& v : node->args) {
    if (!v.isList()) continue;
    const ListObj& l = *v.toList();
    auto* copy = new ListObj(l.elem_type, l.items);
    copy->python_size = l.python_size;
    copy->python_tuple = l.python_tuple;
    v = IValue(Ref<ListObj>(copy));
  }
  auto detached = [](const IValue& v) { return v.isTensor() ? IValue(v.toTensor().alias()) : v; };
  if (multi) {
    std::vector<IValue> outs;
    for (const IValue& x : *items) outs.push_back(detached(x));
    node->out = IValue(Ref<TupleObj>(new TupleObj(std::move(outs))));
    node->num_outputs = static_cast<int64_t>(items->size());
  } else {
    node->out = detached(result);
  }
  auto attach = [&](const IValue& v, int64_t i) {
    if (!needs(v)) return;
    saveOldVersion(*node, v.toTensor());
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
  // x += y, x *= y ...: the result and y suffice; x **= y reads x.
  if (c.kind == CallKind::InPlace) return c.text == "**=";
  const std::string& op = c.text;
  static const std::set<std::string> kNot = {"add_", "sub_", "mul_", "div_", "relu_", "copy_", "zero_", "fill_",
                                             "masked_fill_", "index_put_", "__setitem__", "hardtanh_", "relu6_",
                                             "leaky_relu_", "dropout_", "requires_grad_", "detach_", "resize_"};
  std::string name = op.substr(op.rfind('.') + 1);
  return name.empty() || kNot.count(name) == 0;
}

/// x.mul_(w) / x /= w with w requiring grad: w's derivative reads x's old values.
bool multipliesByGradTensor(const Callee& c, Args& args) {
  if (args.n < 2 || !args[1].isTensor() || !args[1].toTensor().requires_grad()) return false;
  if (c.kind == CallKind::InPlace) return c.text == "*=" || c.text == "/=";
  std::string name = c.text.substr(c.text.rfind('.') + 1);
  return name == "mul_" || name == "div_";
}

InPlaceState inPlaceBefore(const Tensor& t, const Callee& c, Args& args) {
  InPlaceState s;
  if ((t.requires_grad() && needsOldValues(c)) || multipliesByGradTensor(c, args)) s.values = clone(t);
  s.meta = Ref<RefCounted>(t.impl()->autogradMeta());
  s.grad_fn = t.grad_fn();
  s.requires_grad = t.requires_grad();
  return s;
}

void recordInPlaceNode(Interp&, int callee, Args& args, const InPlaceState& before) {
  Tensor self = args[0].toTensor();
  if (!self.requires_grad() || self.is_leaf()) return;
  // The old version: same storage, the old node (or leaf grad slot); it
  // stands for self wherever self is an argument (`y.add_(y)`).
  auto node = makeRef<GradNode>();
  node->callee = callee;
  node->args.assign(args.pos, args.pos + args.n);
  node->kwargs.assign(args.kw, args.kw + args.nkw);
  replaceSelf(*node, self.impl(), IValue(oldVersion(self, before)));
  auto meta = makeRef<AutogradMeta>();
  meta->node = node;
  self.impl()->setAutogradMeta(meta);
}

/// torch.autograd._attach_custom(outputs, name, args): makes the results of
/// a torch.autograd.Function's forward (a tensor or a tuple of them) the
/// outputs of one node named `name` whose arguments are `args` ((ctx, cls),
/// then the inputs); its backward calls cls.backward (autograd_py.cpp).
IValue attachCustom(Interp& in, Args& a, PyObject*) {
  if (a.n != 3 || !a[1].isStr() || !a[2].isTuple()) in.raise(in.e.TypeError, "_attach_custom(outputs, name, args)");
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
    Tensor t = outs[i].toTensor();
    t.impl()->setRequiresGrad(true);
    t.impl()->setGradFn(name);
    AutogradMeta& m = ensureMeta(t);
    m.node = node;
    m.output = static_cast<int64_t>(i);
  }
  return IValue();
}

void initAutogradNatives(Interp& in, PyModule& m) {
  m.dict->set(in, in.intern("_attach_custom"), in.native("_attach_custom", attachCustom));
  m.dict->set(in, in.intern("_node"), in.native("_node", nodeInfo));
  m.dict->set(in, in.intern("_leaf_grad"), in.native("_leaf_grad", leafGrad));
  m.dict->set(in, in.intern("_set_leaf_grad"), in.native("_set_leaf_grad", setLeafGrad));
  m.dict->set(in, in.intern("_hooks"), in.native("_hooks", tensorHooks));
  m.dict->set(in, in.intern("_set_hooks"), in.native("_set_hooks", setTensorHooks));
}

}  // namespace ts::py
