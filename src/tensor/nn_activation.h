// ===--- nn_activation.h - activation functions of torch.nn --------------=== //
// ATen's activation kernels (aten::elu, gelu, softplus, ...) with their
// formulas evaluated in the input's precision, as PyTorch's CPU kernels do.
// In-place forms write the result into self and return it.
#pragma once

#include <string>

#include "tensor/tensor.h"

namespace ts::nn {

Tensor elu(const Tensor& self, const Scalar& alpha = 1, const Scalar& scale = 1,
           const Scalar& input_scale = 1);
Tensor selu(const Tensor& self);
Tensor celu(const Tensor& self, const Scalar& alpha = 1.0);
/// approximate is "none" or "tanh".
Tensor gelu(const Tensor& self, const std::string& approximate = "none");
Tensor silu(const Tensor& self);
Tensor mish(const Tensor& self);
Tensor softplus(const Tensor& self, const Scalar& beta = 1, const Scalar& threshold = 20);
Tensor leakyRelu(const Tensor& self, const Scalar& negative_slope = 0.01);
/// Clamp to [min_val, max_val]; integer inputs take integer bounds.
Tensor hardtanh(const Tensor& self, const Scalar& min_val = -1, const Scalar& max_val = 1);
Tensor relu6(const Tensor& self);
Tensor hardswish(const Tensor& self);
Tensor hardsigmoid(const Tensor& self);
Tensor hardshrink(const Tensor& self, const Scalar& lambd = 0.5);
Tensor softshrink(const Tensor& self, const Scalar& lambd = 0.5);
/// x <= threshold ? value : x.
Tensor threshold(const Tensor& self, const Scalar& threshold, const Scalar& value);
Tensor logSigmoid(const Tensor& self);
/// First half of dim times the sigmoid of the second half.
Tensor glu(const Tensor& self, int64_t dim = -1);
/// Per-channel (dim 1) or shared negative slope.
Tensor prelu(const Tensor& self, const Tensor& weight);

/// softmax (log=false) or log_softmax along dim of a floating tensor.
Tensor softmax(const Tensor& self, int64_t dim, bool log);

/// Writes result into self (self's dtype) and returns self.
Tensor assignResult(const Tensor& self, const Tensor& result);

}  // namespace ts::nn
