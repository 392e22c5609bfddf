// ===--- conv_gemm_test.cpp - convolution kernels against a direct loop ---=== //
// nn::convolution runs float convolutions through the AVX-512 phase-plane
// GEMM where the CPU has it (nn_conv_avx512.cpp), and everything else
// through im2col (whole or in row slices) + OpenBLAS, or a direct GEMM for
// 1x1 stride-1 kernels; double always takes the OpenBLAS path. Every path
// is checked here against the defining sum, computed in double, across
// strides, padding, dilation, groups, bias, dtypes and non-contiguous inputs.
#include <cmath>
#include <cstring>

#include "tensor/nn_conv.h"
#include "tensor/nn_conv_avx512.h"
#include "tensor/parallel.h"
#include "test_util.h"

namespace ts::test {
namespace {

/// A convolution case: input [n, cin, h, w], weight [cout, cin/groups, kh, kw].
struct ConvCase {
  int64_t n, cin, h, w, cout, kh, kw;
  int64_t stride_h, stride_w, pad_h, pad_w, dil_h, dil_w, groups;
  bool bias;
};

/// The defining sum of a 2-D convolution, in double.
std::vector<double> directConv(const Tensor& x, const Tensor& wt, const Tensor& b, const ConvCase& c) {
  const std::vector<double> xv = vals(x), wv = vals(wt), bv = b.defined() ? vals(b) : std::vector<double>();
  const int64_t oh = (c.h + 2 * c.pad_h - c.dil_h * (c.kh - 1) - 1) / c.stride_h + 1;
  const int64_t ow = (c.w + 2 * c.pad_w - c.dil_w * (c.kw - 1) - 1) / c.stride_w + 1;
  const int64_t cin_g = c.cin / c.groups, cout_g = c.cout / c.groups;
  std::vector<double> out;
  for (int64_t n = 0; n < c.n; ++n) {
    for (int64_t co = 0; co < c.cout; ++co) {
      const int64_t g = co / cout_g;
      for (int64_t y = 0; y < oh; ++y) {
        for (int64_t x0 = 0; x0 < ow; ++x0) {
          double acc = bv.empty() ? 0.0 : bv[co];
          for (int64_t ci = 0; ci < cin_g; ++ci) {
            for (int64_t ki = 0; ki < c.kh; ++ki) {
              for (int64_t kj = 0; kj < c.kw; ++kj) {
                const int64_t ih = y * c.stride_h - c.pad_h + ki * c.dil_h;
                const int64_t iw = x0 * c.stride_w - c.pad_w + kj * c.dil_w;
                if (ih < 0 || ih >= c.h || iw < 0 || iw >= c.w) continue;
                acc += xv[((n * c.cin + g * cin_g + ci) * c.h + ih) * c.w + iw] *
                       wv[((co * cin_g + ci) * c.kh + ki) * c.kw + kj];
              }
            }
          }
          out.push_back(acc);
        }
      }
    }
  }
  return out;
}

/// Largest |got - want| relative to max(1, |want|).
double maxRelError(const std::vector<double>& got, const std::vector<double>& want) {
  EXPECT_EQ(got.size(), want.size());
  double worst = 0;
  for (size_t i = 0; i < got.size() && i < want.size(); ++i)
    worst = std::max(worst, std::abs(got[i] - want[i]) / std::max(1.0, std::abs(want[i])));
  return worst;
}

void checkConv(const ConvCase& c, ScalarType dtype = ScalarType::Float, bool strided_input = false) {
  Generator gen(1234);
  Tensor x = sub(rand({c.n, c.cin, c.h, c.w}, gen, dtype), Scalar(0.5));
  if (strided_input) {
    // The same values reached through a transposed, non-contiguous view.
    x = x.transpose(2, 3).contiguous().transpose(2, 3);
    EXPECT_FALSE(x.is_contiguous());
  }
  Tensor w = sub(rand({c.cout, c.cin / c.groups, c.kh, c.kw}, gen, dtype), Scalar(0.5));
  Tensor b = c.bias ? rand({c.cout}, gen, dtype) : Tensor();
  Tensor y = nn::convolution(x, w, b, {c.stride_h, c.stride_w}, {c.pad_h, c.pad_w}, {c.dil_h, c.dil_w}, false,
                             {0, 0}, c.groups);
  const double tol = dtype == ScalarType::Double ? 1e-12 : 1e-5;
  EXPECT_LT(maxRelError(vals(y), directConv(x, w, b, c)), tol);
}

TEST(ConvGemm, Im2colPathsMatchDirectSum) {
  // n, cin, h, w, cout, kh, kw, sh, sw, ph, pw, dh, dw, groups, bias
  checkConv({1, 3, 9, 11, 4, 3, 3, 1, 1, 1, 1, 1, 1, 1, true});
  checkConv({2, 3, 10, 7, 5, 3, 2, 2, 1, 0, 1, 1, 1, 1, false});
  checkConv({1, 2, 12, 12, 3, 5, 5, 3, 2, 2, 1, 1, 1, 1, true});
  checkConv({1, 2, 13, 9, 2, 3, 3, 1, 2, 2, 3, 2, 3, 1, true});  // dilation, padding wider than the kernel
  checkConv({1, 3, 6, 6, 2, 7, 7, 2, 2, 3, 3, 1, 1, 1, false});  // kernel larger than the stride window
}

TEST(ConvGemm, PointwiseKernels) {
  checkConv({2, 8, 5, 6, 4, 1, 1, 1, 1, 0, 0, 1, 1, 1, true});   // direct GEMM on the image
  checkConv({1, 8, 7, 7, 4, 1, 1, 2, 2, 0, 0, 1, 1, 1, false});  // strided: im2col
  checkConv({1, 4, 5, 5, 4, 1, 1, 1, 1, 1, 1, 1, 1, 1, true});   // padded: im2col
}

TEST(ConvGemm, GroupedAndDepthwise) {
  checkConv({2, 6, 8, 8, 4, 3, 3, 1, 1, 1, 1, 1, 1, 2, true});
  checkConv({1, 4, 9, 9, 4, 3, 3, 2, 2, 1, 1, 1, 1, 4, true});  // depthwise
  checkConv({1, 4, 6, 6, 8, 1, 1, 1, 1, 0, 0, 1, 1, 4, false}); // depthwise pointwise, multiplier 2
}

TEST(ConvGemm, DoubleAndNonContiguous) {
  checkConv({1, 3, 8, 9, 4, 3, 3, 2, 1, 1, 0, 1, 2, 1, true}, ScalarType::Double);
  checkConv({2, 4, 7, 10, 6, 3, 3, 1, 1, 1, 1, 1, 1, 2, true}, ScalarType::Float, true);
  checkConv({1, 4, 7, 7, 2, 1, 1, 1, 1, 0, 0, 1, 1, 1, false}, ScalarType::Double, true);
}

TEST(ConvGemm, LargeImageRunsInRowSlices) {
  // 16 channels x 3x3 over 130x130 is a 9.7 MB float patch matrix: several
  // im2col slices (the last one shorter), or several row chunks of the
  // AVX-512 path; double always slices.
  checkConv({1, 16, 130, 130, 3, 3, 3, 1, 1, 1, 1, 1, 1, 1, true});
  checkConv({1, 16, 131, 97, 2, 3, 3, 1, 1, 1, 1, 1, 1, 2, false});
  checkConv({1, 16, 95, 90, 2, 3, 3, 1, 1, 1, 1, 1, 1, 1, true}, ScalarType::Double);
}

TEST(ConvGemm, Avx512TilesAndPhases) {
  if (!nn::convGemmAvx512Available()) GTEST_SKIP() << "no AVX-512 on this CPU";
  // Output rows that are not a multiple of any tile height (29 = 8+8+8+5,
  // 13, 1) and images whose q range picks several panel widths (Note
  // [Panel widths]; plane widths per Note [Shared pad column]).
  checkConv({1, 5, 3, 3, 29, 3, 3, 1, 1, 1, 1, 1, 1, 1, true});    // 3x4 plane: 2 units, the scratch tile
  checkConv({1, 5, 4, 6, 13, 3, 3, 1, 1, 1, 1, 1, 1, 1, false});   // 4x7: 4 units
  checkConv({2, 7, 7, 7, 1, 3, 3, 1, 1, 1, 1, 1, 1, 1, true});     // 7x8: 7 units, direct stores
  checkConv({1, 3, 20, 21, 29, 3, 3, 1, 1, 1, 1, 1, 1, 1, true});  // many 48-wide panels
  checkConv({1, 4, 14, 14, 13, 3, 3, 1, 1, 1, 1, 1, 1, 1, true});  // 14x15: 48-wide panels + a 3-unit tail, 8 + 5 rows
  // Note [Direct tile stores]: plane width 8 stores straight into the output
  // (vectors spanning three output rows, as the 7x7 case above), widths 7
  // and 6 through the scratch tile.
  checkConv({1, 3, 6, 6, 9, 3, 3, 1, 1, 1, 1, 1, 1, 1, true});    // 6x7
  checkConv({1, 3, 9, 5, 9, 3, 3, 1, 1, 1, 1, 1, 1, 1, false});   // 9x6
  checkConv({1, 4, 28, 28, 5, 3, 3, 2, 2, 1, 1, 1, 1, 1, false});  // 14x15 strided: 48-wide panels + a tail
  // Strides 2 and 3 with dilation: taps reading different phase planes.
  checkConv({1, 4, 23, 19, 9, 7, 7, 2, 2, 3, 3, 1, 1, 1, true});
  checkConv({1, 3, 17, 20, 6, 3, 4, 3, 2, 2, 0, 2, 3, 1, false});
  checkConv({1, 6, 15, 15, 10, 1, 1, 2, 3, 0, 1, 1, 1, 2, true});  // strided 1x1: one phase stored
  // Column stride 2 fills plane rows through copyEven: rows of 16 and 17
  // columns (no vector step, then one plus a tail), 38 and a ResNet stem.
  checkConv({1, 2, 5, 32, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1, false});
  checkConv({1, 2, 5, 35, 3, 3, 3, 2, 2, 1, 1, 1, 1, 1, true});
  checkConv({1, 3, 6, 75, 4, 3, 3, 1, 2, 1, 1, 1, 1, 1, true});
  checkConv({1, 3, 21, 64, 8, 7, 7, 2, 2, 3, 3, 1, 1, 1, false});
  // Deep reduction (k = 300 * 9) and a single output position.
  checkConv({1, 300, 5, 5, 7, 3, 3, 1, 1, 1, 1, 1, 1, 1, true});
  checkConv({1, 4, 3, 3, 3, 3, 3, 1, 1, 0, 0, 1, 1, 1, false});
}

/// The AVX-512 path's definition, in float: per output one fma chain from
/// +0 over (channel, kernel row, kernel column), padding taps reading 0,
/// then + bias.
std::vector<float> chainConv(const Tensor& x, const Tensor& wt, const Tensor& b, const ConvCase& c) {
  const Tensor xc = x.contiguous(), wc = wt.contiguous();
  const float* xv = static_cast<const float*>(xc.data_ptr());
  const float* wv = static_cast<const float*>(wc.data_ptr());
  const float* bv = b.defined() ? static_cast<const float*>(b.data_ptr()) : nullptr;
  const int64_t oh = (c.h + 2 * c.pad_h - c.dil_h * (c.kh - 1) - 1) / c.stride_h + 1;
  const int64_t ow = (c.w + 2 * c.pad_w - c.dil_w * (c.kw - 1) - 1) / c.stride_w + 1;
  std::vector<float> out;
  for (int64_t co = 0; co < c.cout; ++co) {
    for (int64_t y = 0; y < oh; ++y) {
      for (int64_t x0 = 0; x0 < ow; ++x0) {
        float acc = 0.0f;
        for (int64_t ci = 0; ci < c.cin; ++ci) {
          for (int64_t ki = 0; ki < c.kh; ++ki) {
            for (int64_t kj = 0; kj < c.kw; ++kj) {
              const int64_t ih = y * c.stride_h - c.pad_h + ki * c.dil_h;
              const int64_t iw = x0 * c.stride_w - c.pad_w + kj * c.dil_w;
              const bool inside = ih >= 0 && ih < c.h && iw >= 0 && iw < c.w;
              const float xi = inside ? xv[(ci * c.h + ih) * c.w + iw] : 0.0f;
              acc = std::fma(wv[((co * c.cin + ci) * c.kh + ki) * c.kw + kj], xi, acc);
            }
          }
        }
        out.push_back(bv ? acc + bv[co] : acc);
      }
    }
  }
  return out;
}

// Note [Panel widths] and Note [Shared pad column] change which columns a
// panel computes, never an output's chain: the result is the chain's bits
// whatever the panel width (8-column steps, a ymm half vector), the plane
// layout and the thread count.
TEST(ConvGemm, Avx512OneFmaChainPerOutput) {
  if (!nn::convGemmAvx512Available()) GTEST_SKIP() << "no AVX-512 on this CPU";
  const int saved = getNumThreads();
  const ConvCase cases[] = {
      {1, 16, 7, 7, 40, 3, 3, 1, 1, 1, 1, 1, 1, 1, true},      // 7x8 shared-pad plane: one 56-wide panel
      {1, 9, 14, 14, 30, 3, 3, 1, 1, 1, 1, 1, 1, 1, false},    // 14x15: 48-wide panels + a 24-wide tail
      {1, 6, 14, 14, 20, 3, 3, 2, 2, 1, 1, 1, 1, 1, true},     // stride 2: 7x8 phase planes, 56 wide
      {1, 5, 10, 13, 11, 3, 3, 1, 1, 2, 2, 2, 2, 1, true},     // dilation 2: a wrap two columns deep
      {1, 5, 10, 13, 11, 1, 1, 1, 1, 1, 1, 1, 1, 1, false},    // 1x1 padded: wq = out_w > width + pad
      {1, 4, 5, 3, 7, 3, 3, 1, 1, 1, 1, 1, 1, 1, true},        // plane width 4: the scratch tile, odd units
      {1, 3, 31, 29, 21, 5, 5, 1, 1, 2, 2, 1, 1, 1, true},     // 5x5 kernel, many panels
      {1, 2, 3, 70, 9, 3, 3, 1, 1, 1, 1, 1, 1, 1, false},      // wide rows: vectors spanning one row
      {1, 6, 11, 12, 8, 3, 3, 1, 1, 0, 1, 1, 1, 1, true},      // padding only across
  };
  for (const ConvCase& c : cases) {
    Generator gen(99);
    Tensor x = sub(rand({c.n, c.cin, c.h, c.w}, gen), Scalar(0.5));
    Tensor w = sub(rand({c.cout, c.cin, c.kh, c.kw}, gen), Scalar(0.5));
    Tensor b = c.bias ? rand({c.cout}, gen) : Tensor();
    const std::vector<float> want = chainConv(x, w, b, c);
    for (int threads : {1, 2, 3}) {
      setNumThreads(threads);
      Tensor y = nn::convolution(x, w, b, {c.stride_h, c.stride_w}, {c.pad_h, c.pad_w}, {c.dil_h, c.dil_w}, false,
                                 {0, 0}, 1)
                     .contiguous();
      ASSERT_EQ(y.numel(), static_cast<int64_t>(want.size()));
      EXPECT_EQ(std::memcmp(y.data_ptr(), want.data(), want.size() * sizeof(float)), 0)
          << c.cin << "x" << c.h << "x" << c.w << " -> " << c.cout << " k" << c.kh << " threads " << threads;
    }
  }
  setNumThreads(saved);
}

TEST(ConvGemm, OneDimensional) {
  Generator gen(7);
  Tensor x = rand({2, 3, 20}, gen), w = rand({4, 3, 5}, gen), b = rand({4}, gen);
  Tensor y = nn::conv(x, w, b, {2}, {1}, {2}, 1, 1);
  ConvCase c{2, 3, 1, 20, 4, 1, 5, 1, 2, 0, 1, 1, 2, 1, true};
  EXPECT_LT(maxRelError(vals(y), directConv(x.unsqueeze(2), w.unsqueeze(2), b, c)), 1e-5);
}

/// The defining sum of a transposed convolution: every input element
/// scatters weight * value into the output window it maps to.
std::vector<double> directConvTranspose(const Tensor& x, const Tensor& w, const Tensor& b, int64_t stride,
                                        int64_t pad, int64_t out_pad, int64_t groups) {
  const int64_t n = x.size(0), cin = x.size(1), h = x.size(2), wd = x.size(3);
  const int64_t cout_g = w.size(1), kh = w.size(2), kw = w.size(3), cin_g = cin / groups;
  const int64_t oh = (h - 1) * stride - 2 * pad + kh + out_pad, ow = (wd - 1) * stride - 2 * pad + kw + out_pad;
  const int64_t cout = cout_g * groups;
  const std::vector<double> xv = vals(x), wv = vals(w), bv = vals(b);
  std::vector<double> out(static_cast<size_t>(n * cout * oh * ow));
  for (int64_t b0 = 0; b0 < n; ++b0)
    for (int64_t co = 0; co < cout; ++co)
      for (int64_t i = 0; i < oh * ow; ++i) out[(b0 * cout + co) * oh * ow + i] = bv[co];
  for (int64_t b0 = 0; b0 < n; ++b0) {
    for (int64_t ci = 0; ci < cin; ++ci) {
      const int64_t g = ci / cin_g;
      for (int64_t co = 0; co < cout_g; ++co)
        for (int64_t ih = 0; ih < h; ++ih)
          for (int64_t iw = 0; iw < wd; ++iw)
            for (int64_t ki = 0; ki < kh; ++ki)
              for (int64_t kj = 0; kj < kw; ++kj) {
                const int64_t y = ih * stride - pad + ki, x0 = iw * stride - pad + kj;
                if (y < 0 || y >= oh || x0 < 0 || x0 >= ow) continue;
                out[((b0 * cout + g * cout_g + co) * oh + y) * ow + x0] +=
                    xv[((b0 * cin + ci) * h + ih) * wd + iw] * wv[((ci * cout_g + co) * kh + ki) * kw + kj];
              }
    }
  }
  return out;
}

TEST(ConvGemm, TransposedMatchesScatterSum) {
  Generator gen(99);
  Tensor x = rand({2, 4, 5, 6}, gen), w = rand({4, 3, 3, 3}, gen), b = rand({6}, gen);
  Tensor y = nn::convTranspose(x, w, b, {2}, {1}, {1}, 2, {1}, 2);
  EXPECT_LT(maxRelError(vals(y), directConvTranspose(x, w, b, 2, 1, 1, 2)), 1e-5);
}

}  // namespace
}  // namespace ts::test
