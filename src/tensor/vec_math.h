// ===--- vec_math.h - float32 exp/sigmoid rounded like PyTorch's SLEEF path --=== //
// PyTorch 1.13 (AVX2 build, no MKL) computes every float32 exp with SLEEF's
// expf8_u10, and sigmoid with it in blocks of 16 (std::exp for the tail).
// These reproduce that split and SLEEF's algorithm (same constants, FMA
// steps), so results match bit for bit and run vectorized.
#pragma once

#include <cstdint>

namespace ts {

/// SLEEF's expf_u10 of one value (what PyTorch's exp gives every float element).
float sleefExpf(float x);
/// out[i] = exp(in[i]) for a contiguous run of n floats (in == out allowed).
void expFloatRun(const float* in, float* out, int64_t n);
/// out[i] = 1 / (1 + exp(-in[i])) for a contiguous run, as PyTorch's sigmoid.
void sigmoidFloatRun(const float* in, float* out, int64_t n);

}  // namespace ts
