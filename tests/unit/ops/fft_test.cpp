// ===--- fft_test.cpp - torch.fft kernels against a plain DFT -------------=== //
// FFTW's results are compared with an O(n^2) DFT for even, odd and prime
// sizes, through views and along inner dims; inverse pairs round-trip; the
// input is never overwritten; complex views alias their storage.
#include <cmath>
#include <complex>

#include "op_test_util.h"
#include "tensor/ops.h"

namespace ts::test {
namespace {

using C = std::complex<double>;

Tensor signal(int64_t n, double seed = 0.4) {
  std::vector<Scalar> v;
  for (int64_t i = 0; i < n; ++i) v.emplace_back(std::cos(seed + 2.3 * static_cast<double>(i)) + 0.1 * i);
  return tensorFromScalars(v, {n}, ScalarType::Double);
}

std::vector<C> values(const Tensor& t) {
  Tensor c = contiguous(to(t, ScalarType::ComplexDouble));
  const C* p = c.data_ptr<C>();
  return std::vector<C>(p, p + c.numel());
}

std::vector<C> dft(const std::vector<C>& x, bool inverse) {
  size_t n = x.size();
  std::vector<C> out(n);
  for (size_t k = 0; k < n; ++k)
    for (size_t j = 0; j < n; ++j)
      out[k] += x[j] * std::polar(1.0, (inverse ? 2 : -2) * M_PI * static_cast<double>(j * k) / static_cast<double>(n));
  return out;
}

double maxDiff(const std::vector<C>& a, const std::vector<C>& b) {
  EXPECT_EQ(a.size(), b.size());
  double m = 0;
  for (size_t i = 0; i < std::min(a.size(), b.size()); ++i) m = std::max(m, std::abs(a[i] - b[i]));
  return m;
}

const IValue kNone;

TEST(Fft, MatchesPlainDftForEvenOddAndPrimeSizes) {
  for (int64_t n : {1, 2, 6, 7, 9, 16}) {
    Tensor x = signal(n);
    std::vector<C> want = dft(values(x), false);
    Tensor y = call1("aten::fft_fft", {x, kNone, -1, kNone}).toTensor();
    EXPECT_EQ(y.dtype(), ScalarType::ComplexDouble);
    EXPECT_LT(maxDiff(values(y), want), 1e-12) << n;
    Tensor yf = call1("aten::fft_fft", {to(x, ScalarType::Float), kNone, -1, kNone}).toTensor();
    EXPECT_EQ(yf.dtype(), ScalarType::ComplexFloat);
    EXPECT_LT(maxDiff(values(yf), want), 1e-4) << n;
    // rfft is the first n/2+1 entries; irfft(rfft(x), n) gives x back.
    Tensor r = call1("aten::fft_rfft", {x, kNone, -1, kNone}).toTensor();
    EXPECT_EQ(r.size(0), n / 2 + 1);
    EXPECT_LT(maxDiff(values(r), std::vector<C>(want.begin(), want.begin() + n / 2 + 1)), 1e-12);
    Tensor back = call1("aten::fft_irfft", {r, n, -1, kNone}).toTensor();
    EXPECT_LT(maxDiff(values(back), values(x)), 1e-12);
  }
}

TEST(Fft, NormModesPaddingAndInverse) {
  Tensor x = signal(5);
  std::vector<C> want = dft(values(x), false);
  Tensor ortho = call1("aten::fft_fft", {x, kNone, 0, std::string("ortho")}).toTensor();
  std::vector<C> scaled = want;
  for (C& v : scaled) v /= std::sqrt(5.0);
  EXPECT_LT(maxDiff(values(ortho), scaled), 1e-12);
  Tensor inv = call1("aten::fft_ifft", {call1("aten::fft_fft", {x, kNone, -1, kNone}).toTensor(), kNone, -1, kNone}).toTensor();
  EXPECT_LT(maxDiff(values(inv), values(x)), 1e-12);
  // n=8 zero-pads, n=3 truncates.
  std::vector<C> padded = values(x);
  padded.resize(8);
  EXPECT_LT(maxDiff(values(call1("aten::fft_fft", {x, 8, -1, kNone}).toTensor()), dft(padded, false)), 1e-12);
  std::vector<C> cut(padded.begin(), padded.begin() + 3);
  EXPECT_LT(maxDiff(values(call1("aten::fft_fft", {x, 3, -1, kNone}).toTensor()), dft(cut, false)), 1e-12);
  EXPECT_EQ(errorOf([&] { call1("aten::fft_fft", {x, kNone, -1, std::string("none")}); }),
            "Invalid normalization mode: \"none\"");
  EXPECT_EQ(errorOf([&] { call1("aten::fft_fft", {x, 0, -1, kNone}); }), "Invalid number of data points (0) specified");
  Tensor c = call1("aten::fft_fft2", {reshape(signal(4), {2, 2}), kNone, intList({-2, -1}), kNone}).toTensor();
  EXPECT_EQ(errorOf([&] { call1("aten::fft_rfft2", {c, kNone, intList({-2, -1}), kNone}); }),
            "rfftn expects a real-valued input tensor, but got ComplexDouble");
  EXPECT_EQ(errorOf([&] { call1("aten::fft_rfft", {c, kNone, -1, kNone}); }),
            "rfft expects a real input tensor, but got ComplexDouble");
}

TEST(Fft, InnerDimsAndViewsLeaveTheInputIntact) {
  // A 3x4 matrix transformed along dim 0 (a strided axis) and through a transpose.
  Tensor m = reshape(signal(12), {3, 4});
  Tensor before = clone(m);
  Tensor y = call1("aten::fft_fft", {m, kNone, 0, kNone}).toTensor();
  for (int64_t j = 0; j < 4; ++j)
    EXPECT_LT(maxDiff(values(select(y, 1, j)), dft(values(select(m, 1, j)), false)), 1e-12) << j;
  Tensor yt = call1("aten::fft_fft", {transpose(m, 0, 1), kNone, -1, kNone}).toTensor();
  EXPECT_LT(maxDiff(values(yt), values(transpose(y, 0, 1))), 1e-12);
  EXPECT_LT(maxDiff(values(m), values(before)), 0.0 + 1e-300);
  // fft2 = fft along each dim in turn.
  Tensor f2 = call1("aten::fft_fft2", {m, kNone, intList({-2, -1}), kNone}).toTensor();
  Tensor seq = call1("aten::fft_fft", {y, kNone, 1, kNone}).toTensor();
  EXPECT_LT(maxDiff(values(f2), values(seq)), 1e-12);
  Tensor rn = call1("aten::fft_rfftn", {m, kNone, kNone, kNone}).toTensor();
  EXPECT_EQ(rn.sizes().vec(), (std::vector<int64_t>{3, 3}));
  Tensor back = call1("aten::fft_irfftn", {rn, intList({3, 4}), kNone, kNone}).toTensor();
  EXPECT_LT(maxDiff(values(back), values(m)), 1e-12);
}

TEST(Fft, HermitianPairsFrequenciesAndShifts) {
  Tensor x = signal(6);
  Tensor h = call1("aten::fft_ihfft", {x, kNone, -1, kNone}).toTensor();
  Tensor back = call1("aten::fft_hfft", {h, 6, -1, kNone}).toTensor();
  EXPECT_LT(maxDiff(values(back), values(x)), 1e-12);
  Tensor f = call1("aten::fft_fftfreq", {5, 1.0, kNone, kNone, kNone, kNone}).toTensor();
  std::vector<C> want = {0.0, 0.2, 0.4, -0.4, -0.2};
  EXPECT_LT(maxDiff(values(f), want), 1e-7);
  Tensor rf = call1("aten::fft_rfftfreq", {6, 0.5, kNone, kNone, kNone, kNone}).toTensor();
  EXPECT_LT(maxDiff(values(rf), {0.0, 1.0 / 3, 2.0 / 3, 1.0}), 1e-7);
  Tensor sh = call1("aten::fft_fftshift", {arange(Scalar(5)), kNone}).toTensor();
  EXPECT_LT(maxDiff(values(sh), {3.0, 4.0, 0.0, 1.0, 2.0}), 0.5);
  Tensor ish = call1("aten::fft_ifftshift", {sh, kNone}).toTensor();
  EXPECT_LT(maxDiff(values(ish), values(arange(Scalar(5)))), 0.5);
}

TEST(ComplexViews, RealImagAliasAndRoundTrip) {
  Tensor y = call1("aten::fft_fft", {signal(4), kNone, -1, kNone}).toTensor();
  Tensor vr = call1("aten::view_as_real", {y}).toTensor();
  EXPECT_EQ(vr.sizes().vec(), (std::vector<int64_t>{4, 2}));
  Tensor im = call1("aten::imag", {y}).toTensor();
  fill_(im, Scalar(0.0));  // a view: writes reach y
  for (const C& v : values(y)) EXPECT_EQ(v.imag(), 0.0);
  Tensor back = call1("aten::view_as_complex", {vr}).toTensor();
  EXPECT_EQ(back.dtype(), ScalarType::ComplexDouble);
  EXPECT_EQ(errorOf([&] { call1("aten::view_as_real", {signal(2)}); }),
            "view_as_real is only supported for complex tensors");
  EXPECT_EQ(errorOf([&] { call1("aten::view_as_complex", {ones({3})}); }), "Tensor must have a last dimension of size 2");
  Tensor a = call1("aten::abs", {call1("aten::complex", {full({1}, 3.0), full({1}, -4.0)}).toTensor()}).toTensor();
  EXPECT_EQ(a.item().toDouble(), 5.0);
}

}  // namespace
}  // namespace ts::test
