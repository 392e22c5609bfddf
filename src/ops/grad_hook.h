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

}  // namespace ts
