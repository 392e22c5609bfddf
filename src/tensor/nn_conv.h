// ===--- nn_conv.h - convolution and transposed convolution ---------------=== //
// aten::convolution and the conv1d/conv2d/conv_transpose wrappers, lowered
// to im2col + OpenBLAS GEMM per image and group (nn_im2col.h), in row
// slices for large images. 1-D convolutions run
// as 2-D ones with a unit height.
#pragma once

#include <string>
#include <vector>

#include "tensor/tensor.h"

namespace ts::nn {

using IntList = std::vector<int64_t>;

/// aten::convolution: batched input [N, C, *spatial], weight [O, C/groups, *k]
/// (transposed: [C, O/groups, *k]); bias may be undefined.
Tensor convolution(const Tensor& input, const Tensor& weight, const Tensor& bias, const IntList& stride,
                   const IntList& padding, const IntList& dilation, bool transposed, const IntList& output_padding,
                   int64_t groups);

/// aten::conv1d/conv2d: also accepts an unbatched input (one dim fewer).
Tensor conv(const Tensor& input, const Tensor& weight, const Tensor& bias, const IntList& stride,
            const IntList& padding, const IntList& dilation, int64_t groups, int64_t spatial_dims);
/// aten::conv1d.padding/conv2d.padding with padding "valid" or "same".
Tensor convPadding(const Tensor& input, const Tensor& weight, const Tensor& bias, const IntList& stride,
                   const std::string& padding, const IntList& dilation, int64_t groups, int64_t spatial_dims);
/// aten::conv_transpose1d/conv_transpose2d (batched or unbatched input).
Tensor convTranspose(const Tensor& input, const Tensor& weight, const Tensor& bias, const IntList& stride,
                     const IntList& padding, const IntList& output_padding, int64_t groups, const IntList& dilation,
                     int64_t spatial_dims);

}  // namespace ts::nn
