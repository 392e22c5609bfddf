// ===--- grad_rules.h - how each operator's results join autograd --------=== //
// There is no backward pass (Note [Autograd metadata] in tensor/tensor.h),
// but results must carry what PyTorch shows: requires_grad, is_leaf and the
// grad_fn name. A GradRule says which backward node an operator's results
// get; grad_hook.h applies it around the kernel.
#pragma once

#include <cstddef>

#include "runtime/ivalue.h"

namespace ts {

class Registry;

/// Picks the backward node of result `output` from the call's arguments
/// (all schema arguments, before the kernel consumes them); nullptr means
/// the result does not take part in autograd.
using GradNamePicker = const char* (*)(const IValue* args, size_t output);

struct GradRule {
  /// The node of every result when TorchScript calls the operator.
  const char* name = nullptr;
  /// The node when Python-level code calls it, if different: Python binds
  /// `x * 2` to mul.Tensor (MulBackward0) where TorchScript picks
  /// mul.Scalar (MulBackward1), see gen_python_functions.py.
  const char* python_name = nullptr;
  /// For may-alias operators (reshape): the node when the kernel had to
  /// copy instead of returning a view.
  const char* copy_name = nullptr;
  /// When the node depends on the arguments (matmul's ranks).
  GradNamePicker pick = nullptr;
  /// Results view the first argument's storage (select, transpose, split).
  bool view = false;
  /// Only the first argument is differentiable; the others give a shape or
  /// dtype (expand_as, type_as).
  bool self_only = false;
};

/// Attaches a rule to every differentiable operator of `r`; throws if the
/// table names an operator the registry does not have.
void attachGradRules(Registry& r);

}  // namespace ts
