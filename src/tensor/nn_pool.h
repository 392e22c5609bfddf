// ===--- nn_pool.h - max, average and adaptive pooling --------------------=== //
// 2-D kernels over [N, C, H, W] or [C, H, W]; the 1-D forms run them with a
// unit height. Indices are flat positions within each H*W plane, as ATen's.
#pragma once

#include <tuple>
#include <vector>

#include "tensor/tensor.h"

namespace ts::nn {

using IntList = std::vector<int64_t>;

/// One dim's pooled size (ATen's pooling_output_shape): floor or ceil of the
/// window count, a ceil-mode window starting in the right padding dropped.
int64_t poolOutputSize(int64_t in, int64_t k, int64_t pad, int64_t stride, int64_t dil, bool ceil_mode);
/// aten::max_pool{1,2}d_with_indices; an empty stride means stride = kernel.
std::tuple<Tensor, Tensor> maxPoolWithIndices(const Tensor& self, IntList kernel, IntList stride, IntList padding,
                                              IntList dilation, bool ceil_mode, int64_t spatial_dims);
/// aten::max_pool{1,2}d: maxPoolWithIndices's values, without computing the indices.
Tensor maxPool(const Tensor& self, IntList kernel, IntList stride, IntList padding, IntList dilation, bool ceil_mode,
               int64_t spatial_dims);
/// aten::avg_pool{1,2}d.
Tensor avgPool(const Tensor& self, IntList kernel, IntList stride, IntList padding, bool ceil_mode,
               bool count_include_pad, std::optional<int64_t> divisor_override, int64_t spatial_dims);
/// aten::adaptive_avg_pool{1,2}d.
Tensor adaptiveAvgPool(const Tensor& self, IntList output_size, int64_t spatial_dims);
/// aten::adaptive_max_pool{1,2}d: (values, indices).
std::tuple<Tensor, Tensor> adaptiveMaxPool(const Tensor& self, IntList output_size, int64_t spatial_dims);

}  // namespace ts::nn
