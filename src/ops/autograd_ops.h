// ===--- autograd_ops.h - requires_grad, grad mode and grad_fn operators --=== //
#pragma once

#include "tensor/tensor.h"

namespace ts {

/// Sets t.requires_grad as PyTorch does: only leaves may change it (turning
/// it on for a computed tensor is a no-op), and only floating and complex
/// tensors may require grad; `dtype_error` is the message of the caller's
/// binding (TorchScript, Tensor.requires_grad_ and the attribute differ).
void setRequiresGradChecked(const Tensor& t, bool requires_grad, const char* dtype_error);

/// The message factories and TorchScript's requires_grad_ give.
inline constexpr const char* kRequiresGradDtypeError =
    "Only Tensors of floating point and complex dtype can require gradients";

/// Tensor.detach_(): a computed tensor becomes a leaf that does not require
/// grad; views cannot (their base would still record them).
void detachInplace(const Tensor& t);

}  // namespace ts
