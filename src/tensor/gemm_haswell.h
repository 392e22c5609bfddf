// ===--- gemm_haswell.h - few-row float GEMM rounded as OpenBLAS's Haswell kernel //
// See Notes [One-row Haswell GEMM] and [Few-row Haswell GEMM] in gemm_haswell.cpp.
#pragma once

#include <cstdint>

namespace ts {

/// Whether haswellGemm computes exactly what cblas_sgemm would for this
/// product (rows x cols, inner k) here: 1 to 11 rows, OpenBLAS runs its
/// Haswell kernels on one thread for it, and the CPU has AVX-512.
bool haswellGemmMatches(int64_t rows, int64_t cols, int64_t k);

/// c[rows x cols] = alpha * A B + beta * c, as row-major cblas_sgemm:
/// A(r, p) = ta ? a[p * lda + r] : a[r * lda + p], B(p, j) = tb ? b[j * ldb + p]
/// : b[p * ldb + j], C(r, j) = c[r * ldc + j].
void haswellGemm(bool ta, const float* a, int64_t lda, bool tb, const float* b, int64_t ldb, int64_t rows,
                 int64_t cols, int64_t k, float alpha, float beta, float* c, int64_t ldc);

}  // namespace ts
