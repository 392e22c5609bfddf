// ===--- eager_autograd.h - Python-level autograd attributes ---------------=== //
// What Python's Tensor binding offers beyond TorchScript: `t.grad_fn` (a node
// object with name()), `t.requires_grad_()` and `t.requires_grad = b` with
// Python's own error messages. Eager code only; the nodes' kernels are here.
#pragma once

#include <vector>

#include "compiler/sugared_value.h"
#include "runtime/code.h"

namespace ts {

class Emitter;

/// `t.grad_fn`: None for a leaf, else the node object (Optional[Capsule]).
Value* emitEagerGradFn(Emitter& e, Value* tensor, const SourceRange& loc);
/// The `name` method of a grad_fn value.
SugaredPtr gradFnNameMethod(Value* grad_fn);
/// `t.requires_grad_(args)`.
Value* emitPythonRequiresGrad(Emitter& e, Value* self, std::vector<NamedValue>& args, const SourceRange& loc);
/// `t.requires_grad = v`.
void emitPythonSetRequiresGrad(Emitter& e, Value* self, Value* v, const SourceRange& loc);
/// Kernels of the nodes above; false if `n` is not one of them.
bool eagerAutogradNodeKernel(const Node* n, BoundKernel& out);

}  // namespace ts
