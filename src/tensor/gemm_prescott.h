// ===--- gemm_prescott.h - float GEMM rounded as OpenBLAS's Prescott kernel === //
// See Note [Prescott GEMM] in gemm_prescott.cpp.
#pragma once

#include <cstdint>

namespace ts {

/// Whether prescottGemm computes exactly what cblas_sgemm would for this
/// product (rows x cols, inner k) here: OpenBLAS runs its Prescott kernels,
/// the CPU has AVX-512, and the shape and thread count are ones whose order
/// of operations is known.
bool prescottGemmMatches(int64_t rows, int64_t cols, int64_t k);

/// c[rows x cols] (leading dimension ldc) = alpha * A B + beta * c, as
/// row-major cblas_sgemm: A(i, p) = ta ? a[p * lda + i] : a[i * lda + p],
/// B(p, j) = tb ? b[j * ldb + p] : b[p * ldb + j].
void prescottGemm(bool ta, const float* a, int64_t lda, bool tb, const float* b, int64_t ldb, int64_t rows,
                  int64_t cols, int64_t k, float alpha, float beta, float* c, int64_t ldc);

}  // namespace ts
