// ===--- reduce_minmax_test.cpp - max/min in ATen's lane order ------------=== //
// Which zero survives a max/min over signed zeros depends on the reduction
// order (Note [ATen max/min lanes]); expected signs were captured from
// PyTorch 1.13.1. Values on ordinary data are checked against a plain loop
// across shapes, dims, dtypes and non-contiguous views.
#include <cmath>
#include <limits>

#include "test_util.h"

namespace ts::test {
namespace {

/// 0. or -0. from arithmetic on arange, as tests/programs/tensor/minmax_zero_order.py.
Tensor zeros01(int64_t n, int64_t a, int64_t m) {
  std::vector<double> v;
  for (int64_t i = 0; i < n; ++i) v.push_back((i * a + 3) % m % 2 == 0 ? 0.0 : -0.0);
  return T(v);
}

std::vector<int> signs(const Tensor& t) {
  std::vector<int> s;
  for (double v : vals(t)) s.push_back(std::signbit(v) ? -1 : 1);
  return s;
}

TEST(LaneMinMax, SignedZeroTiesFollowAten) {
  Tensor x = zeros01(5, 7, 3);
  EXPECT_EQ(signs(max(x)), (std::vector<int>{-1}));
  EXPECT_EQ(signs(max(x.to(ScalarType::Double))), (std::vector<int>{1}));
  EXPECT_EQ(signs(amax(x)), (std::vector<int>{1}));
  Tensor y = zeros01(101, 5, 11);
  EXPECT_EQ(signs(max(y)), (std::vector<int>{-1}));
  EXPECT_EQ(signs(amin(y)), (std::vector<int>{-1}));
  EXPECT_EQ(signs(amax(y.to(ScalarType::Double))), (std::vector<int>{-1}));
  Tensor z = zeros01(5 * 33, 7, 5).reshape({5, 33});
  EXPECT_EQ(signs(amax(z, {0})), (std::vector<int>{1, 1, -1, -1, 1, 1, 1, -1, -1, 1, 1, 1, -1, -1, 1, 1, 1,
                                                   -1, -1, 1, 1, 1, -1, -1, 1, 1, 1, -1, -1, 1, 1, 1, 1}));
  EXPECT_EQ(signs(amin(z, {1})), (std::vector<int>{-1, 1, -1, 1, 1}));
  Tensor w = zeros01(40 * 3, 7, 5).reshape({40, 3});
  EXPECT_EQ(signs(amax(w, {0})), (std::vector<int>{-1, 1, 1}));
  EXPECT_EQ(signs(amax(w.t(), {1})), (std::vector<int>{-1, 1, 1}));
}

/// Plain max/min over one dim of a 3-D tensor, as doubles.
std::vector<double> plainExtreme(const Tensor& t, int64_t dim, bool is_max) {
  Tensor c = movedim(t, dim, 2).contiguous().to(ScalarType::Double);
  const int64_t a = c.size(0), b = c.size(1), n = c.size(2);
  const std::vector<double> v = vals(c);
  std::vector<double> out;
  for (int64_t i = 0; i < a * b; ++i) {
    double r = v[i * n];
    for (int64_t k = 1; k < n; ++k) r = is_max ? std::max(r, v[i * n + k]) : std::min(r, v[i * n + k]);
    out.push_back(r);
  }
  return out;
}

TEST(LaneMinMax, ValuesMatchPlainLoop) {
  Generator gen(17);
  for (ScalarType dt : {ScalarType::Float, ScalarType::Double}) {
    for (std::vector<int64_t> shape : {std::vector<int64_t>{3, 5, 70}, {7, 66, 2}, {40, 3, 33}, {1, 1, 9}}) {
      Tensor x = randn(shape, gen, dt);
      for (int64_t d = 0; d < 3; ++d) {
        EXPECT_EQ(vals(amax(x, {d})), plainExtreme(x, d, true)) << "dim " << d;
        EXPECT_EQ(vals(amin(x, {d})), plainExtreme(x, d, false)) << "dim " << d;
        // Through a permuted, non-contiguous view.
        Tensor p = x.permute({2, 0, 1});
        EXPECT_EQ(vals(amax(p, {d})), plainExtreme(p, d, true)) << "permuted dim " << d;
      }
      const std::vector<double> all = vals(x);
      EXPECT_EQ(vals(max(x))[0], *std::max_element(all.begin(), all.end()));
      EXPECT_EQ(vals(min(x.transpose(0, 2)))[0], *std::min_element(all.begin(), all.end()));
    }
  }
}

TEST(LaneMinMax, NanPropagates) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  for (int64_t n : {3, 9, 40, 100}) {
    std::vector<double> v(static_cast<size_t>(n), 1.0);
    v[static_cast<size_t>(n - 2)] = nan;
    Tensor x = T(v);
    EXPECT_TRUE(std::isnan(vals(max(x))[0])) << n;
    EXPECT_TRUE(std::isnan(vals(amin(x))[0])) << n;
    Tensor m = x.reshape({1, n}).expand({3, n}).contiguous();
    const std::vector<double> cols = vals(amax(m, {0}));
    EXPECT_TRUE(std::isnan(cols[static_cast<size_t>(n - 2)])) << n;
    EXPECT_EQ(cols[0], 1.0);
  }
}

}  // namespace
}  // namespace ts::test
