// ===--- volume_kernels_test.cpp - 3-D convolution, pooling, upsampling ---=== //
// The volume kernels (conv3d.h, pool3d.h, upsample3d.h, upsample_aa.h)
// against plain loops written from the definitions, in double so sums in
// another order still agree to 1e-12; NaN, -inf, padding, dilation, groups
// and ceil_mode corners where ATen's scan order decides the result.
#include <cmath>
#include <limits>

#include "tensor/nn_conv.h"
#include "tensor/nn_sample.h"
#include "tensor/pool3d.h"
#include "tensor/upsample3d.h"
#include "tensor/upsample_aa.h"
#include "test_util.h"

namespace ts::test {
namespace {

using IntList = std::vector<int64_t>;

/// Deterministic values sin(0.37 * i + phase) in [N, C, D, H, W].
Tensor volume(const IntList& shape, double phase = 0.0, ScalarType dtype = ScalarType::Double) {
  int64_t n = 1;
  for (int64_t s : shape) n *= s;
  std::vector<double> v(n);
  for (int64_t i = 0; i < n; ++i) v[i] = std::sin(0.37 * static_cast<double>(i) + phase);
  return T(v, shape, dtype);
}

void expectNear(const std::vector<double>& got, const std::vector<double>& want, double tol = 1e-12) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    if (std::isnan(want[i])) {
      EXPECT_TRUE(std::isnan(got[i])) << "at " << i;
      continue;
    }
    EXPECT_NEAR(got[i], want[i], tol) << "at " << i;
  }
}

struct Conv3dCase {
  IntList stride, padding, dilation;
  int64_t groups;
};

/// out[n, o, z, y, x] = b[o] + sum w[o, c, k] * in[n, g*cg + c, z*s - p + k*d].
std::vector<double> referenceConv3d(const Tensor& in, const Tensor& w, const Tensor& b, const Conv3dCase& c,
                                    IntList& out_shape) {
  const std::vector<double> x = vals(in), wv = vals(w), bv = vals(b);
  const int64_t n = in.size(0), cin = in.size(1), cout = w.size(0), cg = w.size(1), og = cout / c.groups;
  IntList isz{in.size(2), in.size(3), in.size(4)}, k{w.size(2), w.size(3), w.size(4)}, osz(3);
  for (int i = 0; i < 3; ++i) osz[i] = (isz[i] + 2 * c.padding[i] - c.dilation[i] * (k[i] - 1) - 1) / c.stride[i] + 1;
  out_shape = {n, cout, osz[0], osz[1], osz[2]};
  std::vector<double> out;
  for (int64_t b0 = 0; b0 < n; ++b0)
    for (int64_t o = 0; o < cout; ++o)
      for (int64_t z = 0; z < osz[0]; ++z)
        for (int64_t y = 0; y < osz[1]; ++y)
          for (int64_t xx = 0; xx < osz[2]; ++xx) {
            double acc = bv[o];
            for (int64_t ci = 0; ci < cg; ++ci)
              for (int64_t kz = 0; kz < k[0]; ++kz)
                for (int64_t ky = 0; ky < k[1]; ++ky)
                  for (int64_t kx = 0; kx < k[2]; ++kx) {
                    const int64_t iz = z * c.stride[0] - c.padding[0] + kz * c.dilation[0];
                    const int64_t iy = y * c.stride[1] - c.padding[1] + ky * c.dilation[1];
                    const int64_t ix = xx * c.stride[2] - c.padding[2] + kx * c.dilation[2];
                    if (iz < 0 || iy < 0 || ix < 0 || iz >= isz[0] || iy >= isz[1] || ix >= isz[2]) continue;
                    const int64_t ch = (o / og) * cg + ci;
                    acc += wv[(((o * cg + ci) * k[0] + kz) * k[1] + ky) * k[2] + kx] *
                           x[(((b0 * cin + ch) * isz[0] + iz) * isz[1] + iy) * isz[2] + ix];
                  }
            out.push_back(acc);
          }
  return out;
}

TEST(VolumeKernels, Conv3dMatchesDirectSum) {
  const Conv3dCase cases[] = {{{1, 1, 1}, {0, 0, 0}, {1, 1, 1}, 1},
                              {{2, 1, 2}, {1, 2, 0}, {1, 1, 1}, 1},
                              {{1, 2, 1}, {2, 1, 1}, {2, 1, 2}, 2},
                              {{3, 2, 2}, {1, 1, 1}, {1, 2, 1}, 4}};
  for (const Conv3dCase& c : cases) {
    Tensor x = volume({2, 4, 5, 6, 7});
    Tensor w = volume({8, 4 / c.groups, 3, 2, 3}, 1.0);
    Tensor b = volume({8}, 2.0);
    IntList shape;
    std::vector<double> want = referenceConv3d(x, w, b, c, shape);
    Tensor got = nn::conv(x, w, b, c.stride, c.padding, c.dilation, c.groups, 3);
    EXPECT_EQ(got.sizes().vec(), shape);
    expectNear(vals(got), want);
  }
  // Unbatched input, no bias, and a float input (the fast 2-D path).
  Tensor x = volume({3, 4, 5, 6}, 0.5, ScalarType::Float), w = volume({2, 3, 2, 2, 2}, 0.3, ScalarType::Float);
  IntList shape;
  Conv3dCase c{{1, 1, 1}, {1, 0, 1}, {1, 1, 1}, 1};
  std::vector<double> want = referenceConv3d(x.unsqueeze(0), w, zeros({2}), c, shape);
  expectNear(vals(nn::conv(x, w, Tensor(), c.stride, c.padding, c.dilation, 1, 3)), want, 1e-5);
}

TEST(VolumeKernels, ConvTranspose3dIsTheAdjointScatter) {
  // out[n, g*og + o, z*s - p + k*d] += in[n, g*cg + c, z] * w[g*cg + c, o, k].
  for (int64_t groups : {1, 2}) {
    const IntList stride{2, 1, 3}, padding{1, 0, 1}, out_pad{1, 0, 2}, dil{1, 2, 1};
    Tensor x = volume({2, 4, 3, 4, 2});
    Tensor w = volume({4, 3, 2, 3, 2}, 0.7);
    Tensor b = volume({3 * groups}, 1.3);
    Tensor got = nn::convTranspose(x, w, b, stride, padding, out_pad, groups, dil, 3);
    const int64_t cg = 4 / groups, og = 3;
    IntList isz{3, 4, 2}, k{2, 3, 2}, osz(3);
    for (int i = 0; i < 3; ++i)
      osz[i] = (isz[i] - 1) * stride[i] - 2 * padding[i] + dil[i] * (k[i] - 1) + out_pad[i] + 1;
    ASSERT_EQ(got.sizes().vec(), (IntList{2, og * groups, osz[0], osz[1], osz[2]}));
    std::vector<double> want(got.numel()), xv = vals(x), wv = vals(w), bv = vals(b);
    const int64_t plane = osz[0] * osz[1] * osz[2];
    for (int64_t i = 0; i < static_cast<int64_t>(want.size()); ++i) want[i] = bv[(i / plane) % (og * groups)];
    for (int64_t n = 0; n < 2; ++n)
      for (int64_t ci = 0; ci < 4; ++ci)
        for (int64_t z = 0; z < isz[0]; ++z)
          for (int64_t y = 0; y < isz[1]; ++y)
            for (int64_t xx = 0; xx < isz[2]; ++xx)
              for (int64_t o = 0; o < og; ++o)
                for (int64_t kz = 0; kz < k[0]; ++kz)
                  for (int64_t ky = 0; ky < k[1]; ++ky)
                    for (int64_t kx = 0; kx < k[2]; ++kx) {
                      const int64_t oz = z * stride[0] - padding[0] + kz * dil[0];
                      const int64_t oy = y * stride[1] - padding[1] + ky * dil[1];
                      const int64_t ox = xx * stride[2] - padding[2] + kx * dil[2];
                      if (oz < 0 || oy < 0 || ox < 0 || oz >= osz[0] || oy >= osz[1] || ox >= osz[2]) continue;
                      const int64_t oc = (ci / cg) * og + o;
                      want[(((n * og * groups + oc) * osz[0] + oz) * osz[1] + oy) * osz[2] + ox] +=
                          xv[(((n * 4 + ci) * isz[0] + z) * isz[1] + y) * isz[2] + xx] *
                          wv[(((ci * og + o) * k[0] + kz) * k[1] + ky) * k[2] + kx];
                    }
    expectNear(vals(got), want);
  }
}

struct Pool3dCase {
  IntList k, s, p, d;
  bool ceil_mode;
};

int64_t pooledSize(int64_t in, int64_t k, int64_t p, int64_t s, int64_t d, bool ceil_mode) {
  const int64_t num = in + 2 * p - d * (k - 1) - 1 + (ceil_mode ? s - 1 : 0);
  int64_t out = num / s + 1;
  if (ceil_mode && (out - 1) * s >= in + p) --out;
  return out;
}

TEST(VolumeKernels, MaxPool3dMatchesAtenScan) {
  const Pool3dCase cases[] = {{{2, 2, 2}, {2, 2, 2}, {0, 0, 0}, {1, 1, 1}, false},
                              {{3, 3, 2}, {2, 1, 2}, {1, 1, 1}, {1, 2, 1}, true},
                              {{2, 3, 3}, {1, 2, 3}, {1, 0, 1}, {2, 1, 1}, true}};
  Tensor x = volume({2, 3, 5, 6, 7});
  // NaN and -inf where a window's result depends on the scan order.
  Tensor flat = x.reshape({-1});
  copy_(flat.narrow(0, 11, 1), S(std::nan(""), ScalarType::Double));
  copy_(flat.narrow(0, 50, 3), S(-std::numeric_limits<double>::infinity(), ScalarType::Double));
  const std::vector<double> xv = vals(x);
  for (const Pool3dCase& c : cases) {
    auto [vals_t, idx_t] = nn::maxPool3dWithIndices(x, c.k, c.s, c.p, c.d, c.ceil_mode);
    IntList o(3), in{5, 6, 7};
    for (int i = 0; i < 3; ++i) o[i] = pooledSize(in[i], c.k[i], c.p[i], c.s[i], c.d[i], c.ceil_mode);
    ASSERT_EQ(vals_t.sizes().vec(), (IntList{2, 3, o[0], o[1], o[2]}));
    std::vector<double> want_v, want_i;
    for (int64_t v = 0; v < 6; ++v)
      for (int64_t z = 0; z < o[0]; ++z)
        for (int64_t y = 0; y < o[1]; ++y)
          for (int64_t xx = 0; xx < o[2]; ++xx) {
            int64_t lo[3] = {z * c.s[0] - c.p[0], y * c.s[1] - c.p[1], xx * c.s[2] - c.p[2]}, hi[3];
            for (int i = 0; i < 3; ++i) {
              hi[i] = std::min(lo[i] + (c.k[i] - 1) * c.d[i] + 1, in[i]);
              while (lo[i] < 0) lo[i] += c.d[i];
            }
            double best = -std::numeric_limits<double>::infinity();
            int64_t arg = (lo[0] * in[1] + lo[1]) * in[2] + lo[2];
            for (int64_t a = lo[0]; a < hi[0]; a += c.d[0])
              for (int64_t b = lo[1]; b < hi[1]; b += c.d[1])
                for (int64_t e = lo[2]; e < hi[2]; e += c.d[2]) {
                  const int64_t pos = (a * in[1] + b) * in[2] + e;
                  const double val = xv[v * 210 + pos];
                  if (val > best || std::isnan(val)) best = val, arg = pos;
                }
            want_v.push_back(best);
            want_i.push_back(static_cast<double>(arg));
          }
    expectNear(vals(vals_t), want_v, 0);
    EXPECT_EQ(vals(idx_t), want_i);
  }
}

TEST(VolumeKernels, AvgPool3dDivisors) {
  Tensor x = volume({1, 2, 4, 5, 6});
  const std::vector<double> xv = vals(x);
  for (bool include_pad : {true, false}) {
    for (std::optional<int64_t> divisor : {std::optional<int64_t>(), std::optional<int64_t>(7)}) {
      const IntList k{2, 3, 3}, s{2, 2, 1}, p{1, 1, 0};
      Tensor got = nn::avgPool3d(x, k, s, p, true, include_pad, divisor);
      IntList in{4, 5, 6}, o(3);
      for (int i = 0; i < 3; ++i) o[i] = pooledSize(in[i], k[i], p[i], s[i], 1, true);
      ASSERT_EQ(got.sizes().vec(), (IntList{1, 2, o[0], o[1], o[2]}));
      std::vector<double> want;
      for (int64_t c = 0; c < 2; ++c)
        for (int64_t z = 0; z < o[0]; ++z)
          for (int64_t y = 0; y < o[1]; ++y)
            for (int64_t xx = 0; xx < o[2]; ++xx) {
              int64_t lo[3] = {z * s[0] - p[0], y * s[1] - p[1], xx * s[2] - p[2]}, hi[3];
              int64_t pool = 1, real = 1;
              for (int i = 0; i < 3; ++i) {
                hi[i] = std::min(lo[i] + k[i], in[i] + p[i]);
                pool *= hi[i] - lo[i];
                lo[i] = std::max<int64_t>(lo[i], 0);
                hi[i] = std::min(hi[i], in[i]);
                real *= hi[i] - lo[i];
              }
              double sum = 0;
              for (int64_t a = lo[0]; a < hi[0]; ++a)
                for (int64_t b = lo[1]; b < hi[1]; ++b)
                  for (int64_t e = lo[2]; e < hi[2]; ++e) sum += xv[c * 120 + (a * 5 + b) * 6 + e];
              want.push_back(sum / static_cast<double>(divisor ? *divisor : include_pad ? pool : real));
            }
      expectNear(vals(got), want);
    }
  }
}

TEST(VolumeKernels, AdaptivePools3d) {
  Tensor x = volume({2, 3, 5, 7, 4});
  const std::vector<double> xv = vals(x);
  const IntList out{3, 4, 6};
  Tensor avg = nn::adaptiveAvgPool3d(x, out);
  auto [mx, idx] = nn::adaptiveMaxPool3d(x, out);
  std::vector<double> want_avg, want_max, want_idx;
  const IntList in{5, 7, 4};
  for (int64_t v = 0; v < 6; ++v)
    for (int64_t z = 0; z < 3; ++z)
      for (int64_t y = 0; y < 4; ++y)
        for (int64_t xx = 0; xx < 6; ++xx) {
          const int64_t o[3] = {z, y, xx};
          int64_t lo[3], hi[3];
          for (int i = 0; i < 3; ++i) {
            lo[i] = o[i] * in[i] / out[i];
            hi[i] = ((o[i] + 1) * in[i] + out[i] - 1) / out[i];
          }
          double sum = 0, best = -INFINITY;
          int64_t arg = 0;
          bool first = true;
          for (int64_t a = lo[0]; a < hi[0]; ++a)
            for (int64_t b = lo[1]; b < hi[1]; ++b)
              for (int64_t e = lo[2]; e < hi[2]; ++e) {
                const int64_t pos = (a * 7 + b) * 4 + e;
                const double val = xv[v * 140 + pos];
                sum += val;
                if (first || val > best) best = val, arg = pos, first = false;
              }
          want_avg.push_back(sum / static_cast<double>((hi[0] - lo[0]) * (hi[1] - lo[1]) * (hi[2] - lo[2])));
          want_max.push_back(best);
          want_idx.push_back(static_cast<double>(arg));
        }
  expectNear(vals(avg), want_avg);
  expectNear(vals(mx), want_max, 0);
  EXPECT_EQ(vals(idx), want_idx);
  // A 1x1x1 output is the mean, without the rank check (as ATen).
  expectNear(vals(nn::adaptiveAvgPool3d(x, {1, 1, 1})), vals(mean(x, {-1, -2, -3}, true)), 0);
  expectNear(vals(nn::adaptiveAvgPool3d(volume({3, 4, 5}), {1, 1, 1})), {vals(mean(volume({3, 4, 5})))[0]}, 1e-15);
}

/// ATen's linear source index and weight along one dim (align_corners false).
void linearTap(int64_t o, int64_t in, int64_t out, int64_t& i0, int64_t& i1, double& w1) {
  const double scale = static_cast<double>(in) / static_cast<double>(out);
  double src = std::max(scale * (static_cast<double>(o) + 0.5) - 0.5, 0.0);
  i0 = static_cast<int64_t>(src);
  i1 = i0 + (i0 < in - 1 ? 1 : 0);
  w1 = src - static_cast<double>(i0);
}

TEST(VolumeKernels, TrilinearAndNearest3d) {
  Tensor x = volume({1, 2, 3, 4, 5});
  const std::vector<double> xv = vals(x);
  const IntList in{3, 4, 5}, out{5, 3, 8};
  Tensor tri = nn::upsampleTrilinear3d(x, out, false, {std::nullopt, std::nullopt, std::nullopt});
  Tensor near = nn::upsampleNearest3d(x, out, {std::nullopt, std::nullopt, std::nullopt});
  std::vector<double> want_tri, want_near;
  for (int64_t c = 0; c < 2; ++c)
    for (int64_t z = 0; z < out[0]; ++z)
      for (int64_t y = 0; y < out[1]; ++y)
        for (int64_t xx = 0; xx < out[2]; ++xx) {
          int64_t z0, z1, y0, y1, x0, x1;
          double wz, wy, wx;
          linearTap(z, in[0], out[0], z0, z1, wz);
          linearTap(y, in[1], out[1], y0, y1, wy);
          linearTap(xx, in[2], out[2], x0, x1, wx);
          auto at = [&](int64_t a, int64_t b, int64_t e) { return xv[c * 60 + (a * 4 + b) * 5 + e]; };
          auto plane = [&](int64_t a) {
            const double top = at(a, y0, x0) * (1 - wx) + at(a, y0, x1) * wx;
            const double bottom = at(a, y1, x0) * (1 - wx) + at(a, y1, x1) * wx;
            return top * (1 - wy) + bottom * wy;
          };
          want_tri.push_back(plane(z0) * (1 - wz) + plane(z1) * wz);
          auto nearest = [](int64_t o, int64_t i, int64_t n) {
            const float scale = static_cast<float>(i) / static_cast<float>(n);
            return std::min(static_cast<int64_t>(std::floor(static_cast<float>(o) * scale)), i - 1);
          };
          want_near.push_back(at(nearest(z, 3, 5), nearest(y, 4, 3), nearest(xx, 5, 8)));
        }
  expectNear(vals(tri), want_tri);
  expectNear(vals(near), want_near, 0);
  EXPECT_EQ(errorOf([&] { nn::upsampleTrilinear3d(x.squeeze(0), out, false, {{}, {}, {}}); }),
            "It is expected input_size equals to 5, but got size 4");
}

TEST(VolumeKernels, AntialiasKeepsConstantsAndSums) {
  // Normalized filter weights: a constant image stays constant at any scale.
  Tensor ones_img = full({1, 2, 13, 17}, Scalar(2.5), ScalarType::Double);
  for (bool cubic : {false, true}) {
    Tensor down = nn::upsampleAntialias2d(ones_img, {4, 6}, false, {std::nullopt, std::nullopt}, cubic);
    for (double v : vals(down)) EXPECT_NEAR(v, 2.5, 1e-12);
  }
  // Downsampling 4 -> 2 by the triangle filter of support 2: taps 1/6, 1/3, 1/3, 1/6 (clipped, renormalized).
  Tensor row = T({1, 2, 3, 4}, {1, 1, 1, 4}, ScalarType::Double);
  Tensor got = nn::upsampleAntialias2d(row, {1, 2}, false, {std::nullopt, std::nullopt}, false);
  expectNear(vals(got), {(1 * 0.75 + 2 * 0.75 + 3 * 0.25) / 1.75, (2 * 0.25 + 3 * 0.75 + 4 * 0.75) / 1.75});
}

TEST(VolumeKernels, Errors) {
  Tensor x = volume({1, 2, 4, 4, 4});
  EXPECT_EQ(errorOf([&] { nn::maxPool3dWithIndices(x, {2, 2}, {}, {0}, {1}, false); }),
            "max_pool3d: kernel_size must either be a single int, or a tuple of three ints");
  EXPECT_EQ(errorOf([&] { nn::maxPool3dWithIndices(x, {2}, {}, {2}, {1}, false); }),
            "pad should be at most half of kernel size, but got pad=2 and kernel_size=2");
  EXPECT_EQ(errorOf([&] { nn::maxPool3dWithIndices(volume({2, 4, 4}), {2}, {}, {0}, {1}, false); }),
            "non-empty 4D or 5D (batch mode) tensor expected for input");
  EXPECT_EQ(errorOf([&] { nn::avgPool3d(x, {5}, {}, {0}, false, true, std::nullopt); }),
            "input image (T: 4 H: 4 W: 4) smaller than kernel size (kT: 5 kH: 5 kW: 5)");
  EXPECT_EQ(errorOf([&] { nn::avgPool3d(x, {2}, {}, {0}, false, true, 0); }), "divisor must be not zero");
  EXPECT_EQ(errorOf([&] { nn::adaptiveAvgPool3d(x, {1, 2}); }), "adaptive_avg_pool3d: output_size must be 3");
  EXPECT_EQ(errorOf([&] { nn::adaptiveMaxPool3d(volume({4, 4, 4}), {1, 1, 1}); }),
            "adaptive_max_pool3d(): Expected 4D or 5D tensor, but got: [4, 4, 4]");
  Tensor w = volume({3, 2, 5, 5, 5});
  EXPECT_NE(errorOf([&] { nn::conv(x, w, Tensor(), {1}, {0}, {1}, 1, 3); }).find("Kernel size can't be greater"),
            std::string::npos);
  EXPECT_EQ(errorOf([&] { nn::maxPool3dWithIndices(x.to(ScalarType::Long), {2}, {}, {0}, {1}, false); }),
            "\"max_pool3d_with_indices_cpu\" not implemented for 'Long'");
}

}  // namespace
}  // namespace ts::test
