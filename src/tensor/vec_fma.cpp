// ===--- vec_fma.cpp - fused multiply-add over contiguous runs ------------=== //
// One clone per ISA level: x86-64-v4 (AVX-512) and v3 (AVX2+FMA) turn std::fma
// into vfmadd and vectorize; the default clone keeps the exact libm fma.
#include "tensor/vec_fma.h"

#include <cmath>

namespace ts {

#define TS_FMA_CLONES __attribute__((target_clones("arch=x86-64-v4", "arch=x86-64-v3", "default")))

TS_FMA_CLONES void fmaRun(const float* x, float* y, int64_t n, float a, float b) {
  for (int64_t i = 0; i < n; ++i) y[i] = std::fma(x[i], a, b);
}

TS_FMA_CLONES void fmaRun(const double* x, double* y, int64_t n, double a, double b) {
  for (int64_t i = 0; i < n; ++i) y[i] = std::fma(x[i], a, b);
}

template <typename T>
inline void affine(const T* x, T* y, int64_t n, T a, T b, const T* g, const T* c) {
  if (g != nullptr && c != nullptr) {
    for (int64_t i = 0; i < n; ++i) y[i] = std::fma(std::fma(x[i], a, b), g[i], c[i]);
  } else {
    for (int64_t i = 0; i < n; ++i) y[i] = std::fma(std::fma(x[i], a, b), g ? g[i] : T(1), c ? c[i] : T(0));
  }
}

TS_FMA_CLONES void affineRun(const float* x, float* y, int64_t n, float a, float b, const float* g, const float* c) {
  affine(x, y, n, a, b, g, c);
}

TS_FMA_CLONES void affineRun(const double* x, double* y, int64_t n, double a, double b, const double* g,
                             const double* c) {
  affine(x, y, n, a, b, g, c);
}

template <typename T>
inline void axpy(const T* x, int64_t sx, const T* y, int64_t sy, T* o, int64_t n, T al) {
  // One loop per stride pattern, so each vectorizes.
  if (sx == 1 && sy == 1) {
    for (int64_t i = 0; i < n; ++i) o[i] = std::fma(al, y[i], x[i]);
  } else if (sx == 1) {
    const T yv = *y;
    for (int64_t i = 0; i < n; ++i) o[i] = std::fma(al, yv, x[i]);
  } else if (sy == 1) {
    const T xv = *x;
    for (int64_t i = 0; i < n; ++i) o[i] = std::fma(al, y[i], xv);
  } else {
    const T v = std::fma(al, *y, *x);
    for (int64_t i = 0; i < n; ++i) o[i] = v;
  }
}

TS_FMA_CLONES void axpyRun(const float* x, int64_t sx, const float* y, int64_t sy, float* o, int64_t n,
                           float al) {
  axpy(x, sx, y, sy, o, n, al);
}

TS_FMA_CLONES void axpyRun(const double* x, int64_t sx, const double* y, int64_t sy, double* o, int64_t n,
                           double al) {
  axpy(x, sx, y, sy, o, n, al);
}

#undef TS_FMA_CLONES

}  // namespace ts
