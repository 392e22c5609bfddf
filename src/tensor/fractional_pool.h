// ===--- fractional_pool.h - fractional max pooling (Graham 2014) --------=== //
// aten::fractional_max_pool2d / fractional_max_pool3d: max pooling over
// windows whose starts follow a pseudo-random sequence drawn from one
// uniform sample per plane and spatial dim (ATen's generate_intervals).
#pragma once

#include <utility>
#include <vector>

#include "tensor/tensor.h"

namespace ts::nn {

/// Pools the last `spatial` (2 or 3) dims of a [N,] C, spatial... input with
/// windows `kernel` to `output_size`; `samples` is [N, C, spatial] of the
/// input's dtype (entry 0 the first spatial dim for 3-d, the last for 2-d,
/// as ATen reads them). Returns (values, int64 flat indices into each plane).
std::pair<Tensor, Tensor> fractionalMaxPool(const Tensor& input, const std::vector<int64_t>& kernel,
                                            const std::vector<int64_t>& output_size, const Tensor& samples,
                                            int64_t spatial);

}  // namespace ts::nn
