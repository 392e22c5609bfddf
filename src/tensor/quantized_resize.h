// ===--- quantized_resize.h - upsampling quantized tensors ----------------=== //
// F.interpolate on quantized tensors (ATen's QuantizedCPU upsample kernels):
// the output keeps the input's quantizer.
#pragma once

#include <optional>
#include <vector>

#include "tensor/tensor.h"

namespace ts::quant {

/// upsample_nearest{1,2}d: the nearest input integers (exactly the float
/// kernel's choice of source index).
Tensor upsampleNearest(const Tensor& x, const std::vector<int64_t>& output_size,
                       const std::vector<std::optional<double>>& scales);
/// upsample_bilinear2d as ATen's quantized kernel: the four integers
/// weighted in float, h0 * (w0 * a + w1 * b) + h1 * (w0 * c + w1 * d), less
/// the zero point, rounded to nearest even and offset by it again.
Tensor upsampleBilinear(const Tensor& x, const std::vector<int64_t>& output_size, bool align_corners,
                        const std::vector<std::optional<double>>& scales);

}  // namespace ts::quant
