// ===--- vec_fma.h - fused multiply-add over contiguous runs --------------=== //
// PyTorch's CPU kernels are compiled with FMA contraction (Note
// [Normalization numerics]), so x * a + b rounds once there. std::fma gives
// the same bits, but without -mfma each call goes through libm; these runs
// are compiled for AVX2+FMA as well and picked at load time (ifunc).
#pragma once

#include <cstdint>

namespace ts {

/// y[i] = fma(x[i], a, b) for i < n (x == y allowed).
void fmaRun(const float* x, float* y, int64_t n, float a, float b);
void fmaRun(const double* x, double* y, int64_t n, double a, double b);

/// o[i] = fma(al, y[i * sy], x[i * sx]) for i < n, with element strides sx
/// and sy each 0 (a broadcast number) or 1: add/sub with an alpha other
/// than 1 (x + alpha * y rounded once, as ATen's vectorized add).
void axpyRun(const float* x, int64_t sx, const float* y, int64_t sy, float* o, int64_t n, float al);
void axpyRun(const double* x, int64_t sx, const double* y, int64_t sy, double* o, int64_t n, double al);

/// y[i] = fma(fma(x[i], a, b), g[i], c[i]) for i < n, a null g reading as
/// all ones and a null c as all zeros (layer norm's affine step).
void affineRun(const float* x, float* y, int64_t n, float a, float b, const float* g, const float* c);
void affineRun(const double* x, double* y, int64_t n, double a, double b, const double* g, const double* c);

}  // namespace ts
