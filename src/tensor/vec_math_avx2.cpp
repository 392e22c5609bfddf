// ===--- vec_math_avx2.cpp - SLEEF's AVX2 functions over runs -------------=== //
// The vector half of vec_math: loops calling SLEEF's AVX2+FMA variants
// (Sleef_*f8_*avx2, Sleef_*d4_*avx2), the ones PyTorch's AVX2 kernels reach
// through SLEEF's dispatcher on a CPU with AVX2 and FMA.
//
// Note [AVX2 file]: this file alone is compiled with -mavx2 -mfma (see
// src/tensor/extra.cmake), and vec_math.cpp calls it only when the CPU has
// both. It includes no header that defines inline functions other files also
// instantiate (only the intrinsics, sleef.h and our declarations), and its
// helpers have internal linkage: the linker must never pick an AVX2 copy of
// a shared inline function for code that runs on any CPU.
#include "tensor/vec_math_avx2.h"

#include <immintrin.h>
#include <sleef.h>

namespace ts::detail {
namespace {

/// Vectorized<float>::sigmoid as sigmoid_kernel writes it: 1 / (1 + exp(0 - x)).
__m256 sigmoidF8(__m256 x) {
  __m256 one = _mm256_set1_ps(1.0f);
  __m256 e = Sleef_expf8_u10avx2(_mm256_sub_ps(_mm256_setzero_ps(), x));
  return _mm256_div_ps(one, _mm256_add_ps(one, e));
}
__m256d sigmoidD4(__m256d x) {
  __m256d one = _mm256_set1_pd(1.0);
  __m256d e = Sleef_expd4_u10avx2(_mm256_sub_pd(_mm256_setzero_pd(), x));
  return _mm256_div_pd(one, _mm256_add_pd(one, e));
}

__m256 sqrtF8(__m256 x) { return _mm256_sqrt_ps(x); }
__m256d sqrtD4(__m256d x) { return _mm256_sqrt_pd(x); }
__m256 reciprocalF8(__m256 x) { return _mm256_div_ps(_mm256_set1_ps(1.0f), x); }
__m256d reciprocalD4(__m256d x) { return _mm256_div_pd(_mm256_set1_pd(1.0), x); }

template <typename F>
void runF8(F f, const float* in, float* out, int64_t n) {
  int64_t i = 0;
  for (; i + 8 <= n; i += 8) _mm256_storeu_ps(out + i, f(_mm256_loadu_ps(in + i)));
  if (i == n) return;
  // Zero padding, as Vectorized<float>::loadu(ptr, count) pads.
  alignas(32) float buf[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  for (int64_t k = 0; k < n - i; ++k) buf[k] = in[i + k];
  _mm256_store_ps(buf, f(_mm256_load_ps(buf)));
  for (int64_t k = 0; k < n - i; ++k) out[i + k] = buf[k];
}

template <typename F>
void runD4(F f, const double* in, double* out, int64_t n) {
  int64_t i = 0;
  for (; i + 4 <= n; i += 4) _mm256_storeu_pd(out + i, f(_mm256_loadu_pd(in + i)));
  if (i == n) return;
  alignas(32) double buf[4] = {0, 0, 0, 0};
  for (int64_t k = 0; k < n - i; ++k) buf[k] = in[i + k];
  _mm256_store_pd(buf, f(_mm256_load_pd(buf)));
  for (int64_t k = 0; k < n - i; ++k) out[i + k] = buf[k];
}

/// A step of 0 broadcasts the operand's one value, as cpu_kernel_vec does
/// for a scalar operand.
template <typename F>
void run2F8(F f, const float* a, int64_t a_step, const float* b, int64_t b_step, float* out, int64_t n) {
  __m256 a0 = _mm256_set1_ps(*a), b0 = _mm256_set1_ps(*b);
  for (int64_t i = 0; i < n; i += 8) {
    __m256 va = a_step ? _mm256_loadu_ps(a + i) : a0;
    __m256 vb = b_step ? _mm256_loadu_ps(b + i) : b0;
    _mm256_storeu_ps(out + i, f(va, vb));
  }
}

template <typename F>
void run2D4(F f, const double* a, int64_t a_step, const double* b, int64_t b_step, double* out, int64_t n) {
  __m256d a0 = _mm256_set1_pd(*a), b0 = _mm256_set1_pd(*b);
  for (int64_t i = 0; i < n; i += 4) {
    __m256d va = a_step ? _mm256_loadu_pd(a + i) : a0;
    __m256d vb = b_step ? _mm256_loadu_pd(b + i) : b0;
    _mm256_storeu_pd(out + i, f(va, vb));
  }
}

}  // namespace

// Each case names the variant Vectorized<float>/<double> calls in PyTorch
// 1.13's vec256_float.h / vec256_double.h (u10 = 1.0-ulp bound, ...).
void sleefRunAvx2(MathFn fn, const float* in, float* out, int64_t n) {
  switch (fn) {
    case MathFn::Acos: return runF8(Sleef_acosf8_u10avx2, in, out, n);
    case MathFn::Asin: return runF8(Sleef_asinf8_u10avx2, in, out, n);
    case MathFn::Atan: return runF8(Sleef_atanf8_u10avx2, in, out, n);
    case MathFn::Erf: return runF8(Sleef_erff8_u10avx2, in, out, n);
    case MathFn::Erfc: return runF8(Sleef_erfcf8_u15avx2, in, out, n);
    case MathFn::Exp: return runF8(Sleef_expf8_u10avx2, in, out, n);
    case MathFn::Expm1: return runF8(Sleef_expm1f8_u10avx2, in, out, n);
    case MathFn::Lgamma: return runF8(Sleef_lgammaf8_u10avx2, in, out, n);
    case MathFn::Log: return runF8(Sleef_logf8_u10avx2, in, out, n);
    case MathFn::Log10: return runF8(Sleef_log10f8_u10avx2, in, out, n);
    case MathFn::Log1p: return runF8(Sleef_log1pf8_u10avx2, in, out, n);
    case MathFn::Log2: return runF8(Sleef_log2f8_u10avx2, in, out, n);
    case MathFn::Sin: return runF8(Sleef_sinf8_u10avx2, in, out, n);
    case MathFn::Cos: return runF8(Sleef_cosf8_u10avx2, in, out, n);
    case MathFn::Tan: return runF8(Sleef_tanf8_u10avx2, in, out, n);
    case MathFn::Tanh: return runF8(Sleef_tanhf8_u10avx2, in, out, n);
    case MathFn::Sinh: return runF8(Sleef_sinhf8_u10avx2, in, out, n);
    case MathFn::Cosh: return runF8(Sleef_coshf8_u10avx2, in, out, n);
    case MathFn::Sqrt: return runF8(sqrtF8, in, out, n);
    case MathFn::Sigmoid: return runF8(sigmoidF8, in, out, n);
    case MathFn::Reciprocal: return runF8(reciprocalF8, in, out, n);
  }
}

void sleefRunAvx2(MathFn fn, const double* in, double* out, int64_t n) {
  switch (fn) {
    case MathFn::Acos: return runD4(Sleef_acosd4_u10avx2, in, out, n);
    case MathFn::Asin: return runD4(Sleef_asind4_u10avx2, in, out, n);
    case MathFn::Atan: return runD4(Sleef_atand4_u10avx2, in, out, n);
    case MathFn::Erf: return runD4(Sleef_erfd4_u10avx2, in, out, n);
    case MathFn::Erfc: return runD4(Sleef_erfcd4_u15avx2, in, out, n);
    case MathFn::Exp: return runD4(Sleef_expd4_u10avx2, in, out, n);
    case MathFn::Expm1: return runD4(Sleef_expm1d4_u10avx2, in, out, n);
    case MathFn::Lgamma: return runD4(Sleef_lgammad4_u10avx2, in, out, n);
    case MathFn::Log: return runD4(Sleef_logd4_u10avx2, in, out, n);
    case MathFn::Log10: return runD4(Sleef_log10d4_u10avx2, in, out, n);
    case MathFn::Log1p: return runD4(Sleef_log1pd4_u10avx2, in, out, n);
    case MathFn::Log2: return runD4(Sleef_log2d4_u10avx2, in, out, n);
    case MathFn::Sin: return runD4(Sleef_sind4_u10avx2, in, out, n);
    case MathFn::Cos: return runD4(Sleef_cosd4_u10avx2, in, out, n);
    case MathFn::Tan: return runD4(Sleef_tand4_u10avx2, in, out, n);
    case MathFn::Tanh: return runD4(Sleef_tanhd4_u10avx2, in, out, n);
    case MathFn::Sinh: return runD4(Sleef_sinhd4_u10avx2, in, out, n);
    case MathFn::Cosh: return runD4(Sleef_coshd4_u10avx2, in, out, n);
    case MathFn::Sqrt: return runD4(sqrtD4, in, out, n);
    case MathFn::Sigmoid: return runD4(sigmoidD4, in, out, n);
    case MathFn::Reciprocal: return runD4(reciprocalD4, in, out, n);
  }
}

void sleefRun2Avx2(MathFn2 fn, const float* a, int64_t a_step, const float* b, int64_t b_step, float* out,
                   int64_t n) {
  switch (fn) {
    case MathFn2::Atan2: return run2F8(Sleef_atan2f8_u10avx2, a, a_step, b, b_step, out, n);
    case MathFn2::Pow: return run2F8(Sleef_powf8_u10avx2, a, a_step, b, b_step, out, n);
    case MathFn2::Hypot: return run2F8(Sleef_hypotf8_u05avx2, a, a_step, b, b_step, out, n);
  }
}

void sleefRun2Avx2(MathFn2 fn, const double* a, int64_t a_step, const double* b, int64_t b_step,
                   double* out, int64_t n) {
  switch (fn) {
    case MathFn2::Atan2: return run2D4(Sleef_atan2d4_u10avx2, a, a_step, b, b_step, out, n);
    case MathFn2::Pow: return run2D4(Sleef_powd4_u10avx2, a, a_step, b, b_step, out, n);
    case MathFn2::Hypot: return run2D4(Sleef_hypotd4_u05avx2, a, a_step, b, b_step, out, n);
  }
}

}  // namespace ts::detail
