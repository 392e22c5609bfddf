// ===--- grad_hook.h - autograd metadata around a kernel call ------------=== //
// Note [Recording grad_fn]: the compiler binds a differentiable operator's
// kernel through withAutograd. While grad mode is on and some differentiable
// tensor argument requires grad, each floating result requires grad and gets
// the rule's grad_fn; an in-place op first refuses leaves that require grad
// (PyTorch's errors), then renames the tensor's node (CopySlices on the base
// of a view). Otherwise the call costs one flag test per tensor argument,
// plus, for view ops, noting which tensor a result views.
#pragma once

#include "ops/registry.h"

namespace ts {

/// `inner` (op's kernel, or a wrapper of it) with op.grad applied; op.grad
/// must be set. `python_names`: the call site is Python-level code, which
/// binds some overloads differently (GradRule::python_name).
OpKernel withAutograd(const Operator& op, OpKernel inner, bool python_names);

/// Note [Grad tape]: this layer marks results but keeps no backward graph;
/// the Python level keeps one (Note [Python-level autograd]). When Python
/// code calls script code, it installs a tape on its thread: every
/// differentiable operator that script code runs while recording (grad mode
/// on, some tensor argument requiring grad) is reported to it with all its
/// schema arguments, so gradients flow through scripted and traced code.
/// Calls made by Python-level code itself (`python_names`) are never
/// reported: the Python level records those at its own call site.
class GradTape {
 public:
  virtual ~GradTape() = default;
  /// After op ran on `args` (its schema arguments, in order) and returned
  /// `results`.
  virtual void record(const Operator& op, const IValue* args, size_t num_args, const IValue* results,
                      size_t num_results) = 0;
  /// Before in-place op changes args[0]: whatever recordInPlace needs of its
  /// old autograd state.
  virtual Ref<RefCounted> beforeInPlace(const Operator& op, const IValue* args) = 0;
  /// After in-place op changed args[0].
  virtual void recordInPlace(const Operator& op, const IValue* args, size_t num_args, Ref<RefCounted> before) = 0;
  /// `t.grad` read by script code: the gradient the Python level keeps for
  /// t (None when it has none; the default: a tape that keeps none).
  virtual IValue gradOf(const Tensor& t);
  /// Operator `op` ("aten::grad", "aten::backward" or
  /// "aten::backward.TensorList") called by script code, on its schema
  /// arguments in order: runs the Python level's backward pass and returns
  /// aten::grad's list (None for backward). The default raises: no graph.
  virtual IValue runBackward(const std::string& op, const IValue* args, size_t num_args);
};

/// The tape of this thread, or null.
GradTape* activeGradTape();

/// Installs `tape` (null: none) on this thread for a scope; forked tasks
/// take their forking thread's tape along.
class GradTapeScope {
 public:
  explicit GradTapeScope(GradTape* tape);
  ~GradTapeScope();
  GradTapeScope(const GradTapeScope&) = delete;
  GradTapeScope& operator=(const GradTapeScope&) = delete;

 private:
  GradTape* prev_;
};

}  // namespace ts
