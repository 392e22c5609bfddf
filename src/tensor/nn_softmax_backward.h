// ===--- nn_softmax_backward.h - softmax gradients in ATen's order --------=== //
#pragma once

#include "tensor/tensor.h"

namespace ts::nn {

/// aten::_softmax_backward_data (log = false: grad_input = y * (dy - sum(dy
/// * y))) and aten::_log_softmax_backward_data (log = true: grad_input = dy
/// - exp(y) * sum(dy)) along dim, for float and double; `output` is y.
Tensor softmaxBackwardData(const Tensor& grad_output, const Tensor& output, int64_t dim, bool log);

}  // namespace ts::nn
