// ===--- vec_math_avx2.h - SLEEF's AVX2 functions over runs (internal) ----=== //
// Implemented in vec_math_avx2.cpp, the one file compiled with -mavx2 -mfma;
// vec_math.cpp calls these only after checking the CPU (Note [AVX2 file]).
#pragma once

#include <cstdint>

#include "tensor/vec_math.h"

namespace ts::detail {

/// fn through SLEEF's AVX2 function on in[0, n): full vectors, then one
/// partial vector padded with zeros (Vectorized<T>::loadu(ptr, count)).
void sleefRunAvx2(MathFn fn, const float* in, float* out, int64_t n);
void sleefRunAvx2(MathFn fn, const double* in, double* out, int64_t n);
/// fn(a[i * a_step], b[i * b_step]) on full vectors only; n must be a
/// multiple of the vector width.
void sleefRun2Avx2(MathFn2 fn, const float* a, int64_t a_step, const float* b, int64_t b_step, float* out,
                   int64_t n);
void sleefRun2Avx2(MathFn2 fn, const double* a, int64_t a_step, const double* b, int64_t b_step,
                   double* out, int64_t n);

}  // namespace ts::detail
