// ===--- vec_math.h - transcendental functions rounded as PyTorch's kernels -=== //
// PyTorch 1.13 (AVX2 build, no MKL) computes float32/float64 transcendental
// functions with SLEEF's AVX2 vector functions on some elements and with the
// C library (std::) on others; these runs reproduce its choice per element
// (Note [PyTorch's math paths] in vec_math.cpp) so results match bit for bit.
#pragma once

#include <cstdint>

namespace ts {

/// Unary functions whose float32/float64 results depend on the path.
/// (sqrt and reciprocal are exactly rounded in float and double; their path
/// shows only in the bits bfloat16 NaNs get.)
enum class MathFn : uint8_t {
  // vml style: SLEEF on every element, a partial last vector too.
  Acos, Asin, Atan, Erf, Erfc, Exp, Expm1, Lgamma, Log, Log10, Log1p, Log2, Sin, Cos, Tan, Tanh, Sqrt,
  // cpu_kernel_vec style: SLEEF on blocks of two vectors, std:: on the tail.
  Sinh, Cosh, Sigmoid, Reciprocal,
};

/// Whether every element of fn goes through the vector function (vml style).
inline bool mathFnIsVml(MathFn fn) { return fn < MathFn::Sinh; }

/// Binary functions (cpu_kernel_vec style).
enum class MathFn2 : uint8_t { Atan2, Pow, Hypot };

/// out[i] = fn(in[i]) for a contiguous run of n elements (in == out allowed),
/// each element computed as PyTorch computes it at that position of a run.
void mathRun(MathFn fn, const float* in, float* out, int64_t n);
void mathRun(MathFn fn, const double* in, double* out, int64_t n);
/// The same for a strided run (strides in elements, not bytes).
void mathRunStrided(MathFn fn, const float* in, int64_t in_stride, float* out, int64_t out_stride, int64_t n);
void mathRunStrided(MathFn fn, const double* in, int64_t in_stride, double* out, int64_t out_stride,
                    int64_t n);

/// fn(x) as PyTorch's scalar lambda computes it (cpu_kernel_vec tails,
/// strided elements): the C library.
float mathScalar(MathFn fn, float x);
double mathScalar(MathFn fn, double x);

/// out[i] = fn(a[i * a_step], b[i * b_step]) for a_step, b_step in {0, 1}
/// (0: a broadcast number), as cpu_kernel_vec computes a contiguous run.
void mathRun2(MathFn2 fn, const float* a, int64_t a_step, const float* b, int64_t b_step, float* out,
              int64_t n);
void mathRun2(MathFn2 fn, const double* a, int64_t a_step, const double* b, int64_t b_step, double* out,
              int64_t n);
/// fn(a, b) as PyTorch's scalar lambda computes it (strided elements, tails).
float mathScalar2(MathFn2 fn, float a, float b);
double mathScalar2(MathFn2 fn, double a, double b);

/// out[i] = pow(in[i * in_step], exponent) for in_step in {0, 1} and a
/// contiguous out, as ATen's pow_tensor_scalar_optimized_kernel: SLEEF pow
/// with the exponent rounded to the dtype on blocks, powScalarElement on the tail.
void powScalarRun(const float* in, int64_t in_step, float* out, int64_t n, double exponent);
void powScalarRun(const double* in, int64_t in_step, double* out, int64_t n, double exponent);
/// One element of a strided pow(tensor, number) run (the scalar lambda).
float powScalarElement(float x, double exponent);
double powScalarElement(double x, double exponent);

/// Whether runs use SLEEF's AVX2 functions (the CPU has AVX2 and FMA and
/// ATEN_CPU_CAPABILITY is not "default"); otherwise they compute what
/// PyTorch's DEFAULT-capability kernels do (std:: in place of SLEEF).
bool vecMathUsesAvx2();

}  // namespace ts
