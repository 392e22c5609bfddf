// ===--- autograd.cpp - the backward graph of Python-level tensor ops ----=== //
// Note [Python-level autograd]: the runtime marks results that require grad
// (requires_grad, grad_fn names) but keeps no graph. The bridge records, on
// each such result, a GradNode: the callee and the Python-level arguments of
// the op that made it (tensor inputs are kept alive, as PyTorch's saved
// tensors). Leaves keep their `.grad` in the same slot. The backward pass
// (torch.autograd.backward/grad, autograd_py.cpp) walks these nodes and runs
// each op's derivative formula as ordinary tensor ops.
#include "python/builtins.h"
#include "python_torch/bridge_state.h"
#include "tensor/grad_mode.h"

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

InPlaceState inPlaceBefore(const Tensor& t) {
  InPlaceState s;
  s.meta = Ref<RefCounted>(t.impl()->autogradMeta());
  s.grad_fn = t.grad_fn();
  s.requires_grad = t.requires_grad();
  return s;
}

void recordInPlaceNode(Interp&, int callee, Args& args, const InPlaceState& before) {
  Tensor self = args[0].toTensor();
  if (!self.requires_grad() || self.is_leaf()) return;
  // The old version: same storage, the old node (or leaf grad slot).
  Tensor old = self.alias();
  old.impl()->setRequiresGrad(before.requires_grad);
  old.impl()->setGradFn(before.grad_fn);
  if (before.meta) old.impl()->setAutogradMeta(before.meta);
  auto node = makeRef<GradNode>();
  node->callee = callee;
  node->args.assign(args.pos, args.pos + args.n);
  node->args[0] = IValue(old);
  node->kwargs.assign(args.kw, args.kw + args.nkw);
  auto meta = makeRef<AutogradMeta>();
  meta->node = node;
  self.impl()->setAutogradMeta(meta);
}

void initAutogradNatives(Interp& in, PyModule& m) {
  m.dict->set(in, in.intern("_node"), in.native("_node", nodeInfo));
  m.dict->set(in, in.intern("_leaf_grad"), in.native("_leaf_grad", leafGrad));
  m.dict->set(in, in.intern("_set_leaf_grad"), in.native("_set_leaf_grad", setLeafGrad));
  m.dict->set(in, in.intern("_hooks"), in.native("_hooks", tensorHooks));
  m.dict->set(in, in.intern("_set_hooks"), in.native("_set_hooks", setTensorHooks));
}

}  // namespace ts::py
