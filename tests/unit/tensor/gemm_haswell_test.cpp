// haswellRowGemm against OpenBLAS itself (Note [One-row Haswell GEMM]):
// wherever it claims to match, its bits are cblas_sgemm's. Runs where
// OpenBLAS picked its Haswell kernels on a CPU with AVX-512 (or under
// OPENBLAS_CORETYPE=Haswell there); skipped elsewhere.
#include <cblas.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "tensor/gemm_haswell.h"

namespace ts {
namespace {

std::vector<float> randomValues(std::mt19937& gen, int64_t n) {
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> v(static_cast<size_t>(n));
  for (float& x : v) x = dist(gen);
  return v;
}

TEST(HaswellRowGemm, SameBitsAsOpenBlas) {
  openblas_set_num_threads(1);
  if (!haswellRowGemmMatches(1, 16, 1)) GTEST_SKIP() << "OpenBLAS does not run its Haswell kernels here";
  std::mt19937 gen(7);
  // K around the block size (320) and the two-halves rule (641 .. 1279);
  // column counts off the 16-lane and 64-output tiles.
  const int64_t ks[] = {1, 7, 16, 17, 319, 320, 321, 500, 639, 640, 641, 1000, 1279, 1280, 2049};
  const int64_t colss[] = {1, 5, 16, 17, 63, 64, 65, 130, 512};
  const std::pair<float, float> scales[] = {{1.0f, 0.0f}, {1.0f, 1.0f}, {0.5f, -0.75f}, {-1.25f, 0.0f}};
  int checked = 0;
  for (int64_t k : ks) {
    for (int64_t cols : colss) {
      if (!haswellRowGemmMatches(1, cols, k)) continue;
      const bool ta = (k + cols) % 2 == 0, tb = (k / 2 + cols) % 2 == 0;
      const auto [alpha, beta] = scales[(k + 3 * cols) % 4];
      const std::vector<float> a = randomValues(gen, k), b = randomValues(gen, k * cols);
      std::vector<float> want = randomValues(gen, cols);
      if (beta == 0.0f) want[0] = std::nanf("");  // beta 0 ignores C, NaNs included
      std::vector<float> got = want;
      const int64_t lda = ta ? 1 : k, ldb = tb ? k : cols;
      cblas_sgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans, 1, cols, k, alpha,
                  a.data(), lda, b.data(), ldb, beta, want.data(), cols);
      haswellRowGemm(ta, a.data(), lda, tb, b.data(), ldb, cols, k, alpha, beta, got.data());
      EXPECT_EQ(std::memcmp(got.data(), want.data(), want.size() * sizeof(float)), 0)
          << "1x" << cols << "x" << k << " ta " << ta << " tb " << tb << " alpha " << alpha << " beta " << beta;
      ++checked;
    }
  }
  EXPECT_GT(checked, 100);
}

}  // namespace
}  // namespace ts
