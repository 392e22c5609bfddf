// ===--- vec_math.cpp - transcendental functions rounded as PyTorch's kernels === //
// Chooses, per element, SLEEF's AVX2 function (vec_math_avx2.cpp) or the C
// library's, exactly where PyTorch 1.13's CPU kernels do.
//
// Note [PyTorch's math paths]: for a float32/float64 tensor PyTorch's AVX2
// kernels compute each element one of three ways (measured against PyTorch
// 1.13.1 on millions of random, bit-pattern and special inputs in contiguous,
// row-sliced, strided and broadcast layouts: tests/unit/tensor/
// check_math_paths.py; goldens in gen_unary_golden.py):
//  - vml (IMPLEMENT_FLOAT/COMPLEX_KERNEL -> vml::vFN -> vec::map): every
//    element through Vectorized<T>::fn, i.e. SLEEF; the last partial vector
//    is loaded padded with zeros, and strided elements are gathered into a
//    buffer first. acos asin atan erf erfc exp expm1 lgamma log log10 log1p
//    log2 sin cos tan tanh (and sqrt). Elements are independent of their
//    position.
//  - cpu_kernel_vec (sinh, cosh, sigmoid, atan2, pow, hypot; reciprocal and
//    rsqrt, which round exactly either way): a contiguous inner run, or one
//    whose only non-contiguous operand is a broadcast number, goes through
//    SLEEF in blocks of two vectors (16 floats or 8 doubles) counted from
//    the run's first element; the remaining tail, and every element of any
//    other strided run, through the scalar lambda (std::sinh,
//    1 / (1 + std::exp(-x)), std::pow, ...). For pow(tensor, number) the
//    vector path uses the exponent rounded to the dtype and the scalar path
//    std::pow(x, double exponent) cast back.
//  - cpu_kernel (exp2, asinh, acosh, atanh, ...): std:: everywhere; those
//    ops need nothing from this file.
// SLEEF's results differ from glibc's in the last bit for a few percent of
// inputs (and in the sign of some NaNs), so the split matters. (bfloat16
// computes in float with blocks of 32 elements: ops_unary.cpp.)
//
// Because the cpu_kernel_vec split counts from the start of a run, a caller
// that cuts a contiguous run into pieces gets PyTorch's results only if every
// piece but the last starts at a multiple of 16 elements from the run's
// start (32 for bfloat16); the elementwise fusion kernel's chunks of 16384
// elements do.
//
// Without AVX2 and FMA (or with ATEN_CPU_CAPABILITY=default, PyTorch's switch
// to them) PyTorch runs its DEFAULT kernels, whose generic Vectorized<T> maps
// std:: over its lanes: the same split, with std:: in place of SLEEF. Only
// sigmoid (a NaN's sign) and pow(tensor, number) (float exponent on blocks)
// then still differ between vector blocks and the tail; vecRun mirrors that.
#include "tensor/vec_math.h"

#include <cmath>
#include <cstdlib>
#include <cstring>

#include "tensor/vec_math_avx2.h"

namespace ts {
namespace {

bool useAvx2() {
  static const bool ok = [] {
    const char* cap = std::getenv("ATEN_CPU_CAPABILITY");
    if (cap != nullptr && std::strcmp(cap, "default") == 0) return false;
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
  }();
  return ok;
}

/// What PyTorch's scalar path computes (the C library).
template <typename T>
T stdMath(MathFn fn, T x) {
  switch (fn) {
    case MathFn::Acos: return std::acos(x);
    case MathFn::Asin: return std::asin(x);
    case MathFn::Atan: return std::atan(x);
    case MathFn::Erf: return std::erf(x);
    case MathFn::Erfc: return std::erfc(x);
    case MathFn::Exp: return std::exp(x);
    case MathFn::Expm1: return std::expm1(x);
    case MathFn::Lgamma: return std::lgamma(x);
    case MathFn::Log: return std::log(x);
    case MathFn::Log10: return std::log10(x);
    case MathFn::Log1p: return std::log1p(x);
    case MathFn::Log2: return std::log2(x);
    case MathFn::Sin: return std::sin(x);
    case MathFn::Cos: return std::cos(x);
    case MathFn::Tan: return std::tan(x);
    case MathFn::Tanh: return std::tanh(x);
    case MathFn::Sinh: return std::sinh(x);
    case MathFn::Cosh: return std::cosh(x);
    case MathFn::Sqrt: return std::sqrt(x);
    case MathFn::Sigmoid: return T(1) / (T(1) + std::exp(-x));
    case MathFn::Reciprocal: return T(1) / x;
  }
  return x;
}

/// The scalar loop of one function, so the switch is outside the loop.
template <typename T>
void stdRun(MathFn fn, const T* in, int64_t in_stride, T* out, int64_t out_stride, int64_t n) {
  switch (fn) {
#define TS_STD_CASE(E)                                                                      \
  case MathFn::E:                                                                          \
    for (int64_t i = 0; i < n; ++i) out[i * out_stride] = stdMath(MathFn::E, in[i * in_stride]); \
    return;
    TS_STD_CASE(Acos) TS_STD_CASE(Asin) TS_STD_CASE(Atan) TS_STD_CASE(Erf) TS_STD_CASE(Erfc)
    TS_STD_CASE(Exp) TS_STD_CASE(Expm1) TS_STD_CASE(Lgamma) TS_STD_CASE(Log) TS_STD_CASE(Log10)
    TS_STD_CASE(Log1p) TS_STD_CASE(Log2) TS_STD_CASE(Sin) TS_STD_CASE(Cos) TS_STD_CASE(Tan)
    TS_STD_CASE(Tanh) TS_STD_CASE(Sqrt) TS_STD_CASE(Sinh) TS_STD_CASE(Cosh) TS_STD_CASE(Sigmoid)
    TS_STD_CASE(Reciprocal)
#undef TS_STD_CASE
  }
}

/// Vector width of T in PyTorch's AVX2 kernels (the DEFAULT kernels'
/// generic Vectorized<T> has the same 32 bytes); cpu_kernel_vec blocks are
/// two vectors.
template <typename T> constexpr int64_t kBlock = 2 * 32 / sizeof(T);

/// Vectorized<T>::fn over a contiguous run: SLEEF with AVX2; otherwise the
/// generic Vectorized<T>, which maps std:: over its lanes and differs from
/// the scalar lambdas only in sigmoid's 0 - x (-x flips a NaN's sign).
template <typename T>
void vecRun(MathFn fn, const T* in, T* out, int64_t n) {
  if (useAvx2()) {
    detail::sleefRunAvx2(fn, in, out, n);
  } else if (fn == MathFn::Sigmoid) {
    for (int64_t i = 0; i < n; ++i) out[i] = T(1) / (T(1) + std::exp(T(0) - in[i]));
  } else {
    stdRun(fn, in, 1, out, 1, n);
  }
}

template <typename T>
void mathRunImpl(MathFn fn, const T* in, T* out, int64_t n) {
  int64_t done = mathFnIsVml(fn) ? n : n / kBlock<T> * kBlock<T>;
  if (done > 0) vecRun(fn, in, out, done);
  stdRun(fn, in + done, 1, out + done, 1, n - done);
}

template <typename T>
void mathRunStridedImpl(MathFn fn, const T* in, int64_t in_stride, T* out, int64_t out_stride, int64_t n) {
  if (!mathFnIsVml(fn)) {
    // cpu_kernel_vec vectorizes a broadcast input into a contiguous output
    // (its "contiguous scalar" case): blocks get the vector function's
    // value, the tail the scalar lambda's; other strided runs are scalar.
    int64_t done = 0;
    if (in_stride == 0 && out_stride == 1 && n >= kBlock<T>) {
      T v;
      vecRun(fn, in, &v, 1);
      done = n / kBlock<T> * kBlock<T>;
      for (int64_t i = 0; i < done; ++i) out[i] = v;
    }
    stdRun(fn, in + done * in_stride, in_stride, out + done * out_stride, out_stride, n - done);
    return;
  }
  if (!useAvx2()) {
    stdRun(fn, in, in_stride, out, out_stride, n);
    return;
  }
  // vml gathers strided elements into a buffer and maps SLEEF over it; the
  // buffer's size does not matter, as vml elements are independent.
  constexpr int64_t kBuf = 256;
  T buf[kBuf];
  for (int64_t start = 0; start < n; start += kBuf) {
    int64_t len = n - start < kBuf ? n - start : kBuf;
    for (int64_t i = 0; i < len; ++i) buf[i] = in[(start + i) * in_stride];
    detail::sleefRunAvx2(fn, buf, buf, len);
    for (int64_t i = 0; i < len; ++i) out[(start + i) * out_stride] = buf[i];
  }
}

template <typename T>
T stdMath2(MathFn2 fn, T a, T b) {
  switch (fn) {
    case MathFn2::Atan2: return std::atan2(a, b);
    case MathFn2::Pow: return std::pow(a, b);
    case MathFn2::Hypot: return std::hypot(a, b);
  }
  return a;
}

/// Vectorized<T>::fn(b) over whole blocks (generic: std:: on the lanes).
template <typename T>
void vecRun2(MathFn2 fn, const T* a, int64_t a_step, const T* b, int64_t b_step, T* out, int64_t n) {
  if (useAvx2()) {
    detail::sleefRun2Avx2(fn, a, a_step, b, b_step, out, n);
    return;
  }
  for (int64_t i = 0; i < n; ++i) out[i] = stdMath2(fn, a[i * a_step], b[i * b_step]);
}

template <typename T>
void mathRun2Impl(MathFn2 fn, const T* a, int64_t a_step, const T* b, int64_t b_step, T* out, int64_t n) {
  int64_t done = n / kBlock<T> * kBlock<T>;
  if (done > 0) vecRun2(fn, a, a_step, b, b_step, out, done);
  for (int64_t i = done; i < n; ++i) out[i] = stdMath2(fn, a[i * a_step], b[i * b_step]);
}

template <typename T>
void powScalarRunImpl(const T* in, int64_t in_step, T* out, int64_t n, double exponent) {
  // The vector path raises to the exponent rounded to T.
  int64_t done = n / kBlock<T> * kBlock<T>;
  T e = static_cast<T>(exponent);
  if (done > 0) vecRun2(MathFn2::Pow, in, in_step, &e, 0, out, done);
  for (int64_t i = done; i < n; ++i) out[i] = powScalarElement(in[i * in_step], exponent);
}

}  // namespace

void mathRun(MathFn fn, const float* in, float* out, int64_t n) { mathRunImpl(fn, in, out, n); }
void mathRun(MathFn fn, const double* in, double* out, int64_t n) { mathRunImpl(fn, in, out, n); }

void mathRunStrided(MathFn fn, const float* in, int64_t in_stride, float* out, int64_t out_stride, int64_t n) {
  mathRunStridedImpl(fn, in, in_stride, out, out_stride, n);
}
void mathRunStrided(MathFn fn, const double* in, int64_t in_stride, double* out, int64_t out_stride,
                    int64_t n) {
  mathRunStridedImpl(fn, in, in_stride, out, out_stride, n);
}

void mathRun2(MathFn2 fn, const float* a, int64_t a_step, const float* b, int64_t b_step, float* out,
              int64_t n) {
  mathRun2Impl(fn, a, a_step, b, b_step, out, n);
}
void mathRun2(MathFn2 fn, const double* a, int64_t a_step, const double* b, int64_t b_step, double* out,
              int64_t n) {
  mathRun2Impl(fn, a, a_step, b, b_step, out, n);
}

float mathScalar(MathFn fn, float x) { return stdMath(fn, x); }
double mathScalar(MathFn fn, double x) { return stdMath(fn, x); }

float mathScalar2(MathFn2 fn, float a, float b) { return stdMath2(fn, a, b); }
double mathScalar2(MathFn2 fn, double a, double b) { return stdMath2(fn, a, b); }

void powScalarRun(const float* in, int64_t in_step, float* out, int64_t n, double exponent) {
  powScalarRunImpl(in, in_step, out, n, exponent);
}
void powScalarRun(const double* in, int64_t in_step, double* out, int64_t n, double exponent) {
  powScalarRunImpl(in, in_step, out, n, exponent);
}

// std::pow(float, double) computes in double.
float powScalarElement(float x, double exponent) {
  return static_cast<float>(std::pow(static_cast<double>(x), exponent));
}
double powScalarElement(double x, double exponent) { return std::pow(x, exponent); }

bool vecMathUsesAvx2() { return useAvx2(); }

}  // namespace ts
