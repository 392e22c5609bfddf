// ===--- gemm_haswell.h - one-row float GEMM rounded as OpenBLAS's Haswell kernel //
// See Note [One-row Haswell GEMM] in gemm_haswell.cpp.
#pragma once

#include <cstdint>

namespace ts {

/// Whether haswellRowGemm computes exactly what cblas_sgemm would for this
/// product (rows x cols, inner k) here: one row, OpenBLAS runs its Haswell
/// kernels on one thread for it, and the CPU has AVX-512.
bool haswellRowGemmMatches(int64_t rows, int64_t cols, int64_t k);

/// c[cols] = alpha * A B + beta * c for one row of A, as row-major
/// cblas_sgemm: A(0, p) = a[p * (ta ? lda : 1)], B(p, j) = tb ? b[j * ldb + p]
/// : b[p * ldb + j].
void haswellRowGemm(bool ta, const float* a, int64_t lda, bool tb, const float* b, int64_t ldb, int64_t cols,
                    int64_t k, float alpha, float beta, float* c);

}  // namespace ts
