// haswellGemm against OpenBLAS itself (Notes [One-row Haswell GEMM] and
// [Few-row Haswell GEMM]): wherever it claims to match, its bits are
// cblas_sgemm's. Runs where OpenBLAS picked its Haswell kernels on a CPU
// with AVX-512 (or under OPENBLAS_CORETYPE=Haswell there); skipped elsewhere.
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

struct Shape {
  int64_t rows, cols, k;
};

/// One product both ways; layouts and scales vary with the shape.
void expectSameBits(std::mt19937& gen, const Shape& s) {
  const auto [rows, cols, k] = s;
  const bool ta = (k + cols + rows) % 2 == 0, tb = (k / 2 + cols) % 2 == 0;
  const std::pair<float, float> scales[] = {{1.0f, 0.0f}, {1.0f, 1.0f}, {0.5f, -0.75f}, {-1.25f, 0.0f}};
  const auto [alpha, beta] = scales[(k + 3 * cols + rows) % 4];
  const std::vector<float> a = randomValues(gen, rows * k), b = randomValues(gen, k * cols);
  std::vector<float> want = randomValues(gen, rows * cols);
  if (beta == 0.0f) want[0] = std::nanf("");  // beta 0 ignores C, NaNs included
  std::vector<float> got = want;
  const int64_t lda = ta ? rows : k, ldb = tb ? k : cols;
  cblas_sgemm(CblasRowMajor, ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans, rows, cols, k, alpha,
              a.data(), lda, b.data(), ldb, beta, want.data(), cols);
  haswellGemm(ta, a.data(), lda, tb, b.data(), ldb, rows, cols, k, alpha, beta, got.data(), cols);
  EXPECT_EQ(std::memcmp(got.data(), want.data(), want.size() * sizeof(float)), 0)
      << rows << "x" << cols << "x" << k << " ta " << ta << " tb " << tb << " alpha " << alpha << " beta " << beta;
}

TEST(HaswellGemm, OneRowSameBitsAsOpenBlas) {
  openblas_set_num_threads(1);
  if (!haswellGemmMatches(1, 16, 1)) GTEST_SKIP() << "OpenBLAS does not run its Haswell kernels here";
  std::mt19937 gen(7);
  // K around the block size (320) and the two-halves rule (641 .. 1279);
  // column counts off the 16-lane and 64-output tiles.
  const int64_t ks[] = {1, 7, 16, 17, 319, 320, 321, 500, 639, 640, 641, 1000, 1279, 1280, 2049};
  const int64_t colss[] = {1, 5, 16, 17, 63, 64, 65, 130, 512};
  int checked = 0;
  for (int64_t k : ks)
    for (int64_t cols : colss)
      if (haswellGemmMatches(1, cols, k)) expectSameBits(gen, {1, cols, k}), ++checked;
  EXPECT_GT(checked, 100);
}

TEST(HaswellGemm, FewRowsSameBitsAsOpenBlas) {
  openblas_set_num_threads(1);
  if (!haswellGemmMatches(4, 16, 1)) GTEST_SKIP() << "OpenBLAS does not run its Haswell kernels here";
  std::mt19937 gen(11);
  // Every row count (4-row panels, 8-row panels in later column blocks,
  // 1-3 leftover rows); K with and without an odd tail past K/8*8 and
  // across the K blocks; columns in one block, in halves (321-639), in
  // 320-blocks, with and without an 8-column tail.
  const int64_t ks[] = {1, 7, 8, 13, 29, 256, 320, 333, 700};
  const int64_t colss[] = {1, 8, 15, 23, 300, 330, 640, 1024, 1030};
  int checked = 0;
  for (int64_t rows = 2; rows <= 11; ++rows)
    for (int64_t k : ks)
      for (int64_t cols : colss)
        if ((rows + k + cols) % 3 == 0 && haswellGemmMatches(rows, cols, k)) expectSameBits(gen, {rows, cols, k}), ++checked;
  expectSameBits(gen, {4, 1024, 256});  // a batch-4 LSTM step
  EXPECT_GT(checked, 200);
  EXPECT_FALSE(haswellGemmMatches(12, 16, 16)) << "12-row panels follow an order not modelled";
}

}  // namespace
}  // namespace ts
