// ===--- grad_hook.cpp - autograd metadata around a kernel call ----------=== //
// See Note [Recording grad_fn] in grad_hook.h.
#include "ops/grad_hook.h"

#include <vector>

#include "ops/grad_rules.h"
#include "ops/registry.h"
#include "support/small_vector.h"
#include "tensor/grad_mode.h"
#include "tensor/tensor.h"

namespace ts {
namespace {

thread_local GradTape* active_tape = nullptr;

/// A schema argument that can hold tensors.
struct TensorArg {
  uint32_t pos;
  bool list;  ///< Tensor[] or Tensor?[]
};

bool isTensorType(TypePtr t) {
  if (t->is(TypeKind::Optional)) t = t->elem();
  return t->is(TypeKind::Tensor);
}

TensorImpl* implOf(const IValue& v) {
  return static_cast<TensorImpl*>(v.toRefCounted());
}

bool isDifferentiable(ScalarType t) { return isFloatingType(t) || isComplexType(t); }

/// The tensor a view looks into: its own base when it is a view already.
Ref<TensorImpl> baseOf(TensorImpl* t) { return Ref<TensorImpl>(t->viewBase() ? t->viewBase() : t); }

class AutogradKernel {
 public:
  AutogradKernel(const Operator& op, OpKernel inner, bool python_names)
      : op_(&op), rule_(op.grad), inner_(std::move(inner)), python_names_(python_names) {
    const FunctionSchema& s = op.schema;
    num_args_ = s.arguments.size();
    num_results_ = s.returns.size();
    inplace_ = !s.arguments.empty() && s.arguments[0].is_write;
    for (size_t i = 0; i < s.arguments.size(); ++i) {
      if (rule_->self_only && i > 0) break;
      TypePtr t = s.arguments[i].type;
      if (isTensorType(t)) tensor_args_.push_back({static_cast<uint32_t>(i), false});
      else if (t->is(TypeKind::List) && isTensorType(t->elem()))
        tensor_args_.push_back({static_cast<uint32_t>(i), true});
    }
    self_is_tensor_ = !s.arguments.empty() && s.arguments[0].type->is(TypeKind::Tensor);
    // Note [Wrapped-number operands]: in TorchScript (traced graphs hold a
    // Python number as a wrapped-number tensor constant), `x + 1` records the
    // Scalar overload's node (AddBackward1), as PyTorch's do.
    if (!python_names && s.overload == "Tensor" && num_args_ >= 2) {
      const Operator* scalar = Registry::global().find(s.name + ".Scalar");
      if (scalar && scalar->grad && scalar->grad->name && !scalar->grad->pick) wrapped_name_ = scalar->grad->name;
    }
  }

  void operator()(Stack& s) const {
    size_t first = s.size() - num_args_;
    if (isGradEnabled() && anyRequiresGrad(s.data() + first)) return record(s, first);
    if (!rule_->view || !self_is_tensor_) return inner_(s);
    // Views always remember their base: `a[0] = w` on a tensor `a` that does
    // not require grad still makes `a` a CopySlices result.
    Ref<TensorImpl> self(implOf(s[first]));
    inner_(s);
    auto note_base = [&](TensorImpl* t) {
      if (t != self.get() && t->storage() == self->storage()) t->setViewBase(baseOf(self.get()));
    };
    for (size_t i = s.size() - num_results_; i < s.size(); ++i) forEachTensor(s[i], note_base);
  }

 private:
  template <typename F>
  static void forEachTensor(const IValue& v, F f) {
    if (v.isTensor()) {
      f(implOf(v));
    } else if (v.isList()) {
      for (const IValue& x : v.toList()->items)
        if (x.isTensor()) f(implOf(x));
    }
  }

  bool anyRequiresGrad(const IValue* args) const {
    for (const TensorArg& a : tensor_args_) {
      const IValue& v = args[a.pos];
      if (v.isTensor()) {
        if (implOf(v)->requiresGrad()) return true;
      } else if (a.list && v.isList()) {
        for (const IValue& x : v.toList()->items)
          if (x.isTensor() && implOf(x)->requiresGrad()) return true;
      }
    }
    return false;
  }

  const char* nodeFor(const IValue* args, size_t result) const {
    if (wrapped_name_ && args[1].isTensor() && args[1].toTensor().is_wrapped_number()) return wrapped_name_;
    if (rule_->pick) return rule_->pick(args, result);
    if (python_names_ && rule_->python_name) return rule_->python_name;
    return rule_->name;
  }

  void record(Stack& s, size_t first) const {
    const IValue* args = s.data() + first;
    SmallVector<const char*, 4> nodes;
    for (size_t i = 0; i < num_results_; ++i) nodes.push_back(nodeFor(args, i));
    // The arguments stay alive through the call: a result that is one of
    // them was returned unchanged (x.contiguous(), dropout in eval mode).
    std::vector<Ref<TensorImpl>> inputs;
    for (const TensorArg& a : tensor_args_) forEachTensor(args[a.pos], [&](TensorImpl* t) { inputs.emplace_back(t); });
    Ref<TensorImpl> self = self_is_tensor_ && args[0].isTensor() ? Ref<TensorImpl>(implOf(args[0])) : nullptr;
    // Note [Grad tape]: the kernel consumes its arguments; the tape gets a copy.
    GradTape* tape = python_names_ ? nullptr : active_tape;
    std::vector<IValue> taped;
    if (tape) taped.assign(args, args + num_args_);
    if (inplace_) {
      if (!self || nodes.empty() || !nodes[0]) return inner_(s);
      checkInplace(*self);
      Ref<RefCounted> before = tape ? tape->beforeInPlace(*op_, taped.data()) : nullptr;
      inner_(s);
      markInplace(*self, nodes[0]);
      if (tape) tape->recordInPlace(*op_, taped.data(), taped.size(), std::move(before));
      return;
    }
    inner_(s);
    size_t out = s.size() - num_results_;
    for (size_t i = 0; i < num_results_; ++i) {
      if (!nodes[i]) continue;
      forEachTensor(s[out + i], [&](TensorImpl* t) { markResult(t, nodes[i], inputs, self.get()); });
    }
    if (tape) tape->record(*op_, taped.data(), taped.size(), s.data() + out, num_results_);
  }

  void markResult(TensorImpl* t, const char* node, const std::vector<Ref<TensorImpl>>& inputs,
                  TensorImpl* self) const {
    for (const Ref<TensorImpl>& in : inputs)
      if (in.get() == t) return;
    if (!isDifferentiable(t->dtype())) return;
    bool views_self = self && t->storage() == self->storage();
    t->setRequiresGrad(true);
    t->setGradFn(rule_->copy_name && !views_self ? rule_->copy_name : node);
    if (rule_->view && views_self) t->setViewBase(baseOf(self));
  }

  static void checkInplace(const TensorImpl& self) {
    if (self.requiresGrad() && self.isLeaf())
      throw Error("a leaf Variable that requires grad is being used in an in-place operation.");
    if (TensorImpl* base = self.viewBase(); base && base->requiresGrad() && base->isLeaf())
      throw Error("a view of a leaf Variable that requires grad is being used in an in-place operation.");
  }

  // An in-place op on a view rewrites part of its base: the base's node
  // becomes CopySlices and the view is regenerated from it by as_strided.
  static void markInplace(TensorImpl& self, const char* node) {
    if (!isDifferentiable(self.dtype())) return;
    self.setRequiresGrad(true);
    if (TensorImpl* base = self.viewBase()) {
      base->setRequiresGrad(true);
      base->setGradFn("CopySlices");
      self.setGradFn("AsStridedBackward0");
    } else {
      self.setGradFn(node);
    }
  }

  const Operator* op_;
  const GradRule* rule_;
  OpKernel inner_;
  bool python_names_;
  const char* wrapped_name_ = nullptr;  ///< Note [Wrapped-number operands]
  bool inplace_ = false;
  bool self_is_tensor_ = false;
  size_t num_args_ = 0;
  size_t num_results_ = 0;
  SmallVector<TensorArg, 4> tensor_args_;
};

}  // namespace

GradTape* activeGradTape() { return active_tape; }

IValue GradTape::gradOf(const Tensor&) { return IValue(); }

IValue GradTape::runBackward(const std::string& op, const IValue*, size_t) {
  throw Error(op + ": this grad tape runs no backward pass");
}

GradTapeScope::GradTapeScope(GradTape* tape) : prev_(active_tape) { active_tape = tape; }

GradTapeScope::~GradTapeScope() { active_tape = prev_; }

OpKernel withAutograd(const Operator& op, OpKernel inner, bool python_names) {
  TS_CHECK(op.grad != nullptr, "internal: withAutograd on an operator without a grad rule");
  return AutogradKernel(op, std::move(inner), python_names);
}

}  // namespace ts
