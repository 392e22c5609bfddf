// ===--- fft_kernels.h - 1-D FFTW transforms along one dim ---------------=== //
// The transforms of fft_ops.cpp, for the operators built on them (stft,
// istft). Unnormalized: callers scale. Internal to src/ops.
#pragma once

#include "tensor/tensor.h"

namespace ts::detail {

/// Complex-to-complex transform of complex x (ComplexFloat/ComplexDouble)
/// along dim; forward uses e^{-i...}.
Tensor c2c(const Tensor& x, int64_t dim, bool forward);
/// One-sided real-to-complex transform of real x (Float/Double) along dim.
Tensor r2c(const Tensor& x, int64_t dim);
/// Complex-to-real transform of complex x (n/2+1 entries along dim) to n.
Tensor c2r(const Tensor& x, int64_t dim, int64_t n);

}  // namespace ts::detail
