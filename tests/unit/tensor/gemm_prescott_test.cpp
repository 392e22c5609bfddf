// prescottGemm against OpenBLAS itself (Note [Prescott GEMM]): wherever it
// claims to match, its bits are cblas_sgemm's. Runs on a machine where
// OpenBLAS picked its Prescott kernels, or anywhere with AVX-512 under
// OPENBLAS_CORETYPE=Prescott; skipped elsewhere.
#include <cblas.h>
#include <gtest/gtest.h>

#include <cstring>
#include <vector>

#include "tensor/gemm_prescott.h"

namespace ts {
namespace {

std::vector<float> values(int64_t n, int m, float s) {
  std::vector<float> v;
  for (int64_t i = 0; i < n; ++i) v.push_back(static_cast<float>(i * 37 % m) / s - 3.0f);
  return v;
}

TEST(PrescottGemm, SameBitsAsOpenBlas) {
  if (!prescottGemmMatches(2, 16, 1)) GTEST_SKIP() << "OpenBLAS does not run its Prescott kernels here";
  struct Case { int64_t rows, cols, k; };
  const Case cases[] = {{2, 16, 1}, {6, 64, 40}, {8, 80, 129}, {12, 48, 200}, {32, 32, 256}, {10, 112, 300}, {4, 16, 1024},
                        // one row (Note [One-row Prescott GEMM]): K tails of 0..7, panels cut short
                        {1, 16, 1}, {1, 4, 7}, {1, 36, 100}, {1, 512, 256}, {1, 1000, 512}, {1, 20, 17},
                        {1, 12, 300}, {1, 64, 1024}, {1, 8, 3}};
  int checked = 0;
  for (const Case& c : cases) {
    if (!prescottGemmMatches(c.rows, c.cols, c.k)) continue;
    for (bool ta : {false, true}) {
      for (bool tb : {false, true}) {
        for (auto [alpha, beta] : {std::pair{1.0f, 0.0f}, std::pair{1.0f, 1.0f}, std::pair{0.5f, 0.25f}}) {
          const std::vector<float> a = values(c.rows * c.k, 101, 7.0f), b = values(c.k * c.cols, 97, 13.0f);
          const int64_t lda = ta ? c.rows : c.k, ldb = tb ? c.k : c.cols;
          std::vector<float> want = values(c.rows * c.cols, 89, 3.0f), got = want;
          cblas_sgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans, c.rows, c.cols,
                      c.k, alpha, a.data(), lda, b.data(), ldb, beta, want.data(), c.cols);
          prescottGemm(ta, a.data(), lda, tb, b.data(), ldb, c.rows, c.cols, c.k, alpha, beta, got.data(), c.cols);
          EXPECT_EQ(std::memcmp(got.data(), want.data(), want.size() * sizeof(float)), 0)
              << c.rows << "x" << c.cols << "x" << c.k << " ta " << ta << " tb " << tb << " alpha " << alpha;
          ++checked;
        }
      }
    }
  }
  EXPECT_GT(checked, 0);
}

}  // namespace
}  // namespace ts
