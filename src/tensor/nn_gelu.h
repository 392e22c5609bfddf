// ===--- nn_gelu.h - GELU (erf form) as PyTorch 1.13 computes it ----------=== //
// See Note [GELU paths] in nn_gelu.cpp.
#pragma once

#include <cstdint>

#include "tensor/tensor.h"

namespace ts::nn {

/// out[i] = gelu(in[i]) for a contiguous float run, as oneDNN's eltwise
/// gelu_erf kernel computes it (in == out allowed).
void geluErfOneDnnRun(const float* in, float* out, int64_t n);

/// gelu(x) with approximate="none" for a float or double tensor, each
/// element computed on the path PyTorch 1.13 takes for that layout.
Tensor geluErf(const Tensor& self);

}  // namespace ts::nn
