// ===--- pool_norm_kernels_test.cpp - vectorized max pool and batch norm --=== //
// max_pool sweeps kernel taps over whole output rows (Note [Max pool order]
// in nn_pool.cpp) and eval-mode batch norm applies one FMA run per channel;
// both are checked against the per-element loops of ATen's kernels,
// including NaN, -inf, dilation and ceil_mode corners where the index that
// max_pool reports depends on the scan order.
#include <cmath>
#include <limits>

#include "tensor/nn_norm.h"
#include "tensor/nn_pool.h"
#include "test_util.h"

namespace ts::test {
namespace {

using V = std::vector<double>;

struct PoolCase {
  int64_t kh, kw, sh, sw, ph, pw, dh, dw;
  bool ceil_mode;
};

int64_t poolOut(int64_t in, int64_t k, int64_t pad, int64_t stride, int64_t dil, bool ceil_mode) {
  const int64_t num = in + 2 * pad - dil * (k - 1) - 1 + (ceil_mode ? stride - 1 : 0);
  int64_t out = num / stride + 1;
  if (ceil_mode && (out - 1) * stride >= in + pad) --out;
  return out;
}

/// ATen's cpu_max_pool loop for one [H, W] plane: values and flat indices.
void referenceMaxPool(const std::vector<double>& in, int64_t ih, int64_t iw, const PoolCase& c,
                      std::vector<double>& vals_out, std::vector<double>& idx_out) {
  const int64_t oh = poolOut(ih, c.kh, c.ph, c.sh, c.dh, c.ceil_mode);
  const int64_t ow = poolOut(iw, c.kw, c.pw, c.sw, c.dw, c.ceil_mode);
  for (int64_t y = 0; y < oh; ++y) {
    for (int64_t x = 0; x < ow; ++x) {
      int64_t h0 = y * c.sh - c.ph, w0 = x * c.sw - c.pw;
      const int64_t h1 = std::min(h0 + (c.kh - 1) * c.dh + 1, ih), w1 = std::min(w0 + (c.kw - 1) * c.dw + 1, iw);
      while (h0 < 0) h0 += c.dh;
      while (w0 < 0) w0 += c.dw;
      int64_t best_i = h0 * iw + w0;
      double best = -std::numeric_limits<double>::infinity();
      for (int64_t h = h0; h < h1; h += c.dh) {
        for (int64_t w = w0; w < w1; w += c.dw) {
          const double v = in[h * iw + w];
          if (v > best || std::isnan(v)) {
            best = v;
            best_i = h * iw + w;
          }
        }
      }
      vals_out.push_back(best);
      idx_out.push_back(static_cast<double>(best_i));
    }
  }
}

/// Compares maxPoolWithIndices with the reference on every plane of x.
void checkMaxPool(const Tensor& x, const PoolCase& c) {
  auto [v, i] = nn::maxPoolWithIndices(x, {c.kh, c.kw}, {c.sh, c.sw}, {c.ph, c.pw}, {c.dh, c.dw}, c.ceil_mode, 2);
  const int64_t ih = x.size(-2), iw = x.size(-1), planes = x.numel() / (ih * iw);
  const std::vector<double> xv = vals(x);
  std::vector<double> want_v, want_i;
  for (int64_t p = 0; p < planes; ++p) {
    std::vector<double> plane(xv.begin() + p * ih * iw, xv.begin() + (p + 1) * ih * iw);
    referenceMaxPool(plane, ih, iw, c, want_v, want_i);
  }
  const std::vector<double> got_v = vals(v), got_i = vals(i);
  ASSERT_EQ(got_v.size(), want_v.size());
  for (size_t k = 0; k < got_v.size(); ++k) {
    if (std::isnan(want_v[k])) EXPECT_TRUE(std::isnan(got_v[k])) << "at " << k;
    else EXPECT_EQ(got_v[k], want_v[k]) << "at " << k;
  }
  EXPECT_EQ(got_i, want_i);
  // max_pool2d without indices takes the other kernel (maxTapValues): the
  // same values bit for bit, the sign of a zero included.
  const std::vector<double> only = vals(nn::maxPool(x, {c.kh, c.kw}, {c.sh, c.sw}, {c.ph, c.pw}, {c.dh, c.dw},
                                                    c.ceil_mode, 2));
  ASSERT_EQ(only.size(), got_v.size());
  for (size_t k = 0; k < only.size(); ++k) {
    if (std::isnan(got_v[k])) EXPECT_TRUE(std::isnan(only[k])) << "at " << k;
    else EXPECT_TRUE(only[k] == got_v[k] && std::signbit(only[k]) == std::signbit(got_v[k])) << "at " << k;
  }
}

TEST(MaxPoolKernel, MatchesAtenScanOnRandomData) {
  Generator gen(5);
  Tensor x = rand({2, 3, 17, 23}, gen);
  checkMaxPool(x, {3, 3, 2, 2, 1, 1, 1, 1, false});
  checkMaxPool(x, {2, 3, 1, 2, 0, 1, 1, 1, true});
  checkMaxPool(x, {3, 2, 3, 2, 1, 1, 2, 3, false});
  checkMaxPool(x, {3, 3, 2, 2, 1, 0, 1, 1, true});
  checkMaxPool(x.transpose(2, 3), {3, 3, 1, 1, 1, 1, 1, 1, false});  // non-contiguous input
  checkMaxPool(x.to(ScalarType::Double), {3, 3, 2, 2, 1, 1, 1, 1, false});
}

TEST(MaxPoolKernel, TiesNanAndInfinity) {
  // Integer-valued data has many ties: the first maximum in row-major
  // window order must win.
  Generator gen(11);
  Tensor ties = floor(mul(rand({1, 2, 9, 10}, gen), Scalar(3)));
  checkMaxPool(ties, {3, 3, 1, 1, 1, 1, 1, 1, false});
  checkMaxPool(ties, {3, 3, 2, 2, 1, 1, 1, 1, true});
  // NaN wins over everything and the last NaN in a window gives the index
  // (PyTorch: a window over [nan, 3, nan] reports the second NaN).
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  Tensor x = T({1, nan, 3, nan, 5, 6, 7, 8, 9, 10, 11, 12, 13, -inf, 15, nan}, {1, 1, 4, 4});
  checkMaxPool(x, {3, 3, 1, 1, 1, 1, 1, 1, false});
  checkMaxPool(x, {2, 2, 2, 2, 0, 0, 1, 1, false});
  // Tied zeros: the first one keeps its sign, with or without indices.
  checkMaxPool(T({-0.0, 0.0, -0.0, 0.0, 0.0, -0.0, 0.0, -0.0, -0.0}, {1, 1, 3, 3}), {2, 2, 1, 1, 0, 0, 1, 1, false});
  // All -inf: the value stays -inf and the index is the window's first
  // in-bounds position.
  checkMaxPool(full({1, 1, 3, 3}, Scalar(-inf)), {3, 3, 1, 1, 1, 1, 1, 1, false});
  auto [v, i] = nn::maxPoolWithIndices(full({1, 1, 3, 3}, Scalar(-inf)), {3}, {1}, {1}, {1}, false, 2);
  EXPECT_EQ(vals(i), (V{0, 0, 1, 0, 0, 1, 3, 3, 4}));
}

TEST(MaxPoolKernel, OneDimensional) {
  Generator gen(3);
  Tensor x = rand({2, 3, 19}, gen);
  auto [v, i] = nn::maxPoolWithIndices(x, {4}, {3}, {2}, {2}, true, 1);
  std::vector<double> want_v, want_i;
  const std::vector<double> xv = vals(x);
  for (int64_t p = 0; p < 6; ++p) {
    std::vector<double> row(xv.begin() + p * 19, xv.begin() + (p + 1) * 19);
    referenceMaxPool(row, 1, 19, {1, 4, 1, 3, 0, 2, 1, 2, true}, want_v, want_i);
  }
  EXPECT_EQ(vals(v), want_v);
  EXPECT_EQ(vals(i), want_i);
  EXPECT_EQ(vals(nn::maxPool(x, {4}, {3}, {2}, {2}, true, 1)), want_v);
}

TEST(BatchNormKernel, EvalIsOneFmaPerElement) {
  // y = fma(x, alpha, beta), alpha = invstd * weight and beta = bias - mean *
  // alpha (rounded once), all in float: compare bit for bit.
  Generator gen(21);
  const int64_t c = 5, l = 37;
  Tensor x = randn({3, c, l}, gen), w = randn({c}, gen), b = randn({c}, gen);
  Tensor rm = randn({c}, gen), rv = add(rand({c}, gen), Scalar(0.5));
  Tensor y = nn::batchNorm(x, w, b, rm, rv, false, 0.1, 1e-5);
  const std::vector<double> xv = vals(x), wv = vals(w), bv = vals(b), mv = vals(rm), vv = vals(rv), yv = vals(y);
  for (int64_t n = 0; n < 3; ++n) {
    for (int64_t ch = 0; ch < c; ++ch) {
      const float invstd = 1.0f / std::sqrt(static_cast<float>(vv[ch]) + 1e-5f);
      const float alpha = invstd * static_cast<float>(wv[ch]);
      const float beta = std::fma(-static_cast<float>(mv[ch]), alpha, static_cast<float>(bv[ch]));
      for (int64_t i = 0; i < l; ++i) {
        const size_t k = static_cast<size_t>((n * c + ch) * l + i);
        EXPECT_EQ(static_cast<float>(yv[k]), std::fma(static_cast<float>(xv[k]), alpha, beta)) << "at " << k;
      }
    }
  }
  // Without affine parameters and in double.
  Tensor yd = nn::batchNorm(x.to(ScalarType::Double), Tensor(), Tensor(), rm.to(ScalarType::Double),
                            rv.to(ScalarType::Double), false, 0.1, 1e-5);
  const std::vector<double> ydv = vals(yd);
  for (size_t k = 0; k < ydv.size(); ++k) {
    const int64_t ch = static_cast<int64_t>(k / l) % c;
    const double invstd = 1.0 / std::sqrt(vv[ch] + 1e-5);
    EXPECT_EQ(ydv[k], std::fma(xv[k], invstd, -mv[ch] * invstd)) << "at " << k;
  }
}

}  // namespace
}  // namespace ts::test
