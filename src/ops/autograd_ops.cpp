// ===--- autograd_ops.cpp - requires_grad, grad mode and grad_fn operators -=== //
// torch.is_grad_enabled / set_grad_enabled (the with-statement forms compile
// to these), Tensor.is_leaf and .grad, torch.autograd.grad and backward.
// This layer keeps no backward graph (Note [Autograd metadata] in
// tensor/tensor.h): .grad and the backward pass are the Python level's,
// reached through the grad tape it installs (Note [Grad tape]).
#include "ops/autograd_ops.h"

#include "ops/families.h"
#include "ops/grad_hook.h"
#include "ops/registry.h"
#include "tensor/grad_mode.h"

namespace ts {

void setRequiresGradChecked(const Tensor& t, bool requires_grad, const char* dtype_error) {
  if (!t.is_leaf()) {
    TS_CHECK(requires_grad,
             "you can only change requires_grad flags of leaf variables. If you want to use a computed variable in "
             "a subgraph that doesn't require differentiation use var_no_grad = var.detach().");
    return;
  }
  TS_CHECK(!requires_grad || t.is_floating_point() || t.is_complex(), dtype_error);
  t.impl()->setRequiresGrad(requires_grad);
}

void detachInplace(const Tensor& t) {
  TS_CHECK(!t.impl()->viewBase(),
           "Can't detach views in-place. Use detach() instead. If you are using DistributedDataParallel (DDP) for "
           "training, and gradient_as_bucket_view is set as True, gradients are views of DDP buckets, and hence "
           "detach_() cannot be called on these gradients. To fix this error, please refer to the "
           "Optimizer.zero_grad() function in torch/optim/optimizer.py as the solution.");
  t.impl()->setRequiresGrad(false);
  t.impl()->setGradFn(nullptr);
}

namespace {

Tensor tensorArg(const IValue& v) { return v.toTensor(); }

void registerGradMode(Registry& r) {
  r.add("aten::is_grad_enabled() -> bool", [](Stack& s) { push(s, IValue(isGradEnabled())); });
  r.add("aten::set_grad_enabled(bool val) -> ()", [](Stack& s) { setGradEnabled(pop(s).toBool()); });
  // Autocast is a CUDA/bfloat16 feature this CPU runtime never turns on.
  r.add("aten::is_autocast_enabled() -> bool", [](Stack& s) { push(s, IValue(false)); });
}

void registerTensorState(Registry& r) {
  r.add("aten::is_leaf(Tensor self) -> bool", [](Stack& s) { push(s, IValue(tensorArg(pop(s)).is_leaf())); });
  // Without a Python level above (a model run by the CLI or the C++ API)
  // no backward pass ever filled a gradient in: .grad is None.
  r.add("prim::grad(Tensor a) -> Tensor(*)", [](Stack& s) {
    Tensor t = tensorArg(pop(s));
    GradTape* tape = activeGradTape();
    push(s, tape ? tape->gradOf(t) : IValue());
  });
}

/// Registers backward operator `schema`, named `name`, with `n` arguments.
void addBackwardOp(Registry& r, const std::string& name, const std::string& schema, size_t n, bool returns) {
  r.add(schema, [name, n, returns](Stack& s) {
    std::vector<IValue> args(s.end() - static_cast<std::ptrdiff_t>(n), s.end());
    s.resize(s.size() - n);
    GradTape* tape = activeGradTape();
    TS_CHECK(tape, name + ": there is no backward graph to run (only code called from Python records one)");
    IValue result = tape->runBackward(name, args.data(), n);
    if (returns) push(s, std::move(result));
  });
}

void registerBackward(Registry& r) {
  addBackwardOp(r, "aten::grad",
                "aten::grad(Tensor[] outputs, Tensor[] inputs, Tensor?[]? grad_outputs=None, bool? retain_graph=None, "
                "bool create_graph=False, bool allow_unused=False) -> Tensor?[]",
                6, true);
  addBackwardOp(r, "aten::backward",
                "aten::backward(Tensor self, Tensor? gradient=None, bool? retain_graph=None, bool create_graph=False) "
                "-> ()",
                4, false);
  addBackwardOp(r, "aten::backward.TensorList",
                "aten::backward.TensorList(Tensor[] tensors, Tensor?[]? grad_tensors=None, bool? retain_graph=None, "
                "bool create_graph=False) -> ()",
                4, false);
}

}  // namespace

void registerAutogradOps(Registry& r) {
  registerGradMode(r);
  registerTensorState(r);
  registerBackward(r);
}

}  // namespace ts
