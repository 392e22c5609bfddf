// ===--- conv3d.h - 3-D convolution over the 2-D kernels ------------------=== //
// Note [3-D convolution]: a 3-D convolution is the sum over its depth taps
// of 2-D convolutions: tap kd of output depth od reads input depth
// od*stride - pad + kd*dil. Gathering those input slices of every output
// depth into one batch makes each tap a single call of the 2-D im2col+GEMM
// path (nn_conv.h), which carries the speed work; the transposed form
// scatters each tap's 2-D transposed result to depth id*stride + kd*dil.
#pragma once

#include <vector>

#include "tensor/tensor.h"

namespace ts::nn {

/// aten::convolution for 5-D input [N, C, D, H, W] and weight, after
/// convolution()'s argument and shape checks; parameters have 3 entries.
Tensor convolution3d(const Tensor& input, const Tensor& weight, const Tensor& bias,
                     const std::vector<int64_t>& stride, const std::vector<int64_t>& padding,
                     const std::vector<int64_t>& dilation, bool transposed,
                     const std::vector<int64_t>& output_padding, int64_t groups);

}  // namespace ts::nn
