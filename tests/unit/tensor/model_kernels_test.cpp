// ===--- model_kernels_test.cpp - fused model kernels equal their references === //
// The LSTM gate step equals the composed elementwise ops bit for bit;
// softmax over the last dim gives PyTorch 1.13's bits (goldens printed by
// PyTorch) at any thread count; linear rounds as PyTorch's addmm or
// matmul + add, by input layout; the recurrent GEMM of RNN layers is one
// FMA chain per output at any thread count.
#include <cmath>
#include <cstring>
#include <limits>

#include "tensor/nn_activation.h"
#include "tensor/nn_lstm_gates.h"
#include "tensor/nn_recurrent_linear.h"
#include "tensor/ops_linalg.h"
#include "tensor/ops_unary.h"
#include "tensor/ops_shape.h"
#include "tensor/parallel.h"
#include "tensor/vec_math.h"
#include "test_util.h"

namespace ts::test {
namespace {

bool sameBits(const Tensor& a, const Tensor& b) {
  if (!a.sizes().equals(b.sizes()) || a.dtype() != b.dtype()) return false;
  Tensor ca = a.contiguous(), cb = b.contiguous();
  return std::memcmp(ca.data_ptr(), cb.data_ptr(), static_cast<size_t>(ca.numel()) * ca.element_size()) == 0;
}

/// PyTorch's ((arange(n) * 37 % m).float() / s - m / s / 2).reshape(shape):
/// values both implementations compute exactly alike.
Tensor det(std::vector<int64_t> shape, int m = 101, float s = 7.0f, ScalarType dtype = ScalarType::Float) {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  std::vector<double> v;
  const float shift = static_cast<float>(m / static_cast<double>(s) / 2);
  for (int64_t i = 0; i < n; ++i) v.push_back(static_cast<float>(i * 37 % m) / s - shift);
  return T(v, shape, dtype);
}

Tensor fromBits(const std::vector<uint32_t>& bits, std::vector<int64_t> shape) {
  std::vector<double> v;
  for (uint32_t b : bits) {
    float f;
    std::memcpy(&f, &b, sizeof f);
    v.push_back(f);
  }
  return T(v, shape);
}

/// The gate arithmetic of ATen's LSTMCell, one op at a time.
std::pair<Tensor, Tensor> composedGates(const Tensor& hh, const Tensor& ih, const Tensor& c) {
  std::vector<Tensor> g = chunk(add(hh, ih), 4, 1);
  Tensor i = sigmoid(g[0]), f = sigmoid(g[1]), cg = tanh(g[2]), o = sigmoid(g[3]);
  Tensor cy = add(mul(f, c), mul(i, cg));
  return {mul(o, tanh(cy)), cy};
}

void expectGatesMatch(ScalarType dtype, int64_t batch, int64_t hidden) {
  Tensor hh = det({batch, 4 * hidden}, 97, 9.0f, dtype), ih = det({batch, 4 * hidden}, 89, 11.0f, dtype);
  Tensor c = det({batch, hidden}, 53, 13.0f, dtype);
  auto [h_ref, c_ref] = composedGates(hh, ih, c);
  Tensor hh_buf = hh.clone(), c_buf = c.clone(), h = emptyTensor({batch, hidden}, dtype);
  ASSERT_TRUE(nn::lstmGatesSupported(hh_buf, ih, c_buf));
  nn::lstmGatesStep(hh_buf, ih, c_buf, h);
  EXPECT_TRUE(sameBits(h, h_ref)) << "h, hidden " << hidden;
  EXPECT_TRUE(sameBits(c_buf, c_ref)) << "c, hidden " << hidden;
}

TEST(LstmGates, EqualComposedOpsBitForBit) {
  // Hidden sizes with and without a tail after the two-vector blocks.
  for (int64_t hidden : {1, 7, 16, 20, 256}) {
    expectGatesMatch(ScalarType::Float, 3, hidden);
    expectGatesMatch(ScalarType::Double, 2, hidden);
  }
}

TEST(LstmGates, RejectsUnsupportedOperands) {
  Tensor hh = det({2, 8}), c = det({2, 2});
  EXPECT_TRUE(nn::lstmGatesSupported(hh, hh, c));
  EXPECT_FALSE(nn::lstmGatesSupported(hh, hh, det({2, 3})));
  EXPECT_FALSE(nn::lstmGatesSupported(hh.to(ScalarType::Half), hh.to(ScalarType::Half), c.to(ScalarType::Half)));
  EXPECT_FALSE(nn::lstmGatesSupported(det({8, 2}).t(), hh, c));
  EXPECT_NE(errorOf([&] { nn::lstmGatesStep(hh, hh, det({2, 3}), det({2, 3})); }), "");
}

TEST(SoftmaxLastDim, PyTorchBits) {
  // torch.softmax(det(...), -1) printed by PyTorch 1.13.1 as float bits.
  // Its exp is SLEEF's on AVX2 and std:: under ATEN_CPU_CAPABILITY=default.
  if (!vecMathUsesAvx2()) GTEST_SKIP() << "goldens are PyTorch's AVX2 results";
  EXPECT_TRUE(sameBits(nn::softmax(det({2, 5}), -1, false),
                       fromBits({0x37d18d60, 0x3ba1a98e, 0x3f796f10, 0x38da99fc, 0x3ca8a4be, 0x3e45227e, 0x37acc45e,
                                 0x3b8548a9, 0x3f4da5d4, 0x38b43a45},
                                {2, 5})));
  EXPECT_TRUE(sameBits(
      nn::softmax(det({2, 13}), 1, false),
      fromBits({0x35951d36, 0x396612a1, 0x3d317e43, 0x369b8dac, 0x3a700218, 0x3e392875, 0x37a24552,
                0x3b7a5f64, 0x3f412763, 0x38a94730, 0x3c82979b, 0x35e4e64c, 0x39b09691, 0x3d2674cf,
                0x3691e16f, 0x3a611575, 0x3e2da4fd, 0x37982e26, 0x3b6acdbc, 0x3f352497, 0x389ec082,
                0x3c74f181, 0x35d6aa78, 0x39a59b7f, 0x3d7f855c, 0x36dfef9c},
               {2, 13})));
  EXPECT_TRUE(sameBits(nn::softmax(det({2, 37}), -1, false), fromBits(
                         {0x346c57ba, 0x38365489, 0x3c0ca957, 0x35768c82, 0x393e3435, 0x3d12bc5c, 0x36809907,
                          0x3a466aea, 0x3e191288, 0x378626ae, 0x3b4efc62, 0x34b5667c, 0x388bf1b9, 0x3c57ec9f,
                          0x35bd3bdf, 0x3991fccb, 0x3d613fac, 0x36c567dc, 0x3a984aac, 0x3e6af9c0, 0x37cdee30,
                          0x3b9ede43, 0x350b3b02, 0x38d6d2c2, 0x3ca5ba8f, 0x36113e35, 0x39e0199d, 0x3dace2a7,
                          0x371783e0, 0x3ae9c703, 0x3eb459e9, 0x381e0ee1, 0x3bf3df70, 0x3555ba48, 0x3924e233,
                          0x3cfe6766, 0x365ef50c, 0x3a34680a, 0x3e0b2d65, 0x3773f28b, 0x3b3c3270, 0x34a4ef19,
                          0x387e7b63, 0x3c4452ea, 0x35ac0e73, 0x3984bc51, 0x3d4ccd49, 0x36b37c8a, 0x3a8a77b6,
                          0x3e55a561, 0x37bb3cc5, 0x3b907271, 0x34fd2f22, 0x38c352a3, 0x3c96af50, 0x36040f0c,
                          0x39cbc1eb, 0x3d9d3123, 0x3709c2ee, 0x3ad48e70, 0x3ea3fae7, 0x380fb5e2, 0x3bddbc42,
                          0x354253ab, 0x3915ea97, 0x3ce74f8d, 0x364ab7e9, 0x3a1c63ed, 0x3df14cb4, 0x375378f8,
                          0x3b2324cf, 0x348efa4a, 0x385c9ac2, 0x3c2a305d}, {2, 37})));
}

TEST(SoftmaxLastDim, LogSoftmaxPyTorchBits) {
  // torch.log_softmax(det(2, 13), -1) printed by PyTorch 1.13.1.
  EXPECT_TRUE(sameBits(
      nn::softmax(det({2, 13}), -1, true),
      fromBits({0xc15b5d3c, 0xc106caf3, 0xc048e2a7, 0xc14481ce, 0xc0dfdf0a, 0xbfdae9de, 0xc12da660,
                0xc0b2282e, 0xbe9039b8, 0xc116caf3, 0xc0847154, 0xc15481ce, 0xc0ffdf0a, 0xc04cfe80,
                0xc14588c5, 0xc0e1ecf7, 0xbfe32190, 0xc12ead57, 0xc0b4361c, 0xbeb118a2, 0xc117d1e9,
                0xc0867f40, 0xc15588c5, 0xc100f67c, 0xc03190c8, 0xc13ead57},
               {2, 13})));
}

TEST(SoftmaxLastDim, ThreadCountInvariantAndNonContiguous) {
  const int saved = getNumThreads();
  Tensor x = det({300, 130}, 211, 5.0f);
  setNumThreads(1);
  Tensor one = nn::softmax(x, -1, false);
  setNumThreads(4);
  Tensor four = nn::softmax(x, -1, false);
  setNumThreads(saved);
  EXPECT_TRUE(sameBits(one, four));
  // A transposed input is made contiguous first, as ATen does.
  Tensor xt = det({130, 300}, 211, 5.0f).t();
  EXPECT_TRUE(sameBits(nn::softmax(xt, 1, false), nn::softmax(xt.contiguous(), 1, false)));
}

TEST(SoftmaxLastDim, RowMaxNanAndSignedZeros) {
  // Rows of 100 take the four-chain maximum (Note in nn_softmax.cpp), rows
  // under 32 the scalar loop: a NaN anywhere, in the first vectors, the
  // middle or the tail, makes the whole row NaN.
  for (int64_t n : {9, 100}) {
    for (int64_t at : {int64_t{0}, int64_t{5}, n / 2, n - 1}) {
      Tensor x = det({1, n}, 31, 4.0f);
      x.data_ptr<float>()[at] = std::numeric_limits<float>::quiet_NaN();
      Tensor y = nn::softmax(x, -1, false);
      for (int64_t i = 0; i < n; ++i) EXPECT_TRUE(std::isnan(y.data_ptr<float>()[i])) << n << " " << at << " " << i;
    }
  }
  // A maximum of tied zeros: the sign of the surviving zero changes nothing.
  Tensor neg = ts::neg(abs(det({1, 100}, 37, 4.0f))).contiguous(), pos = neg.clone();
  for (int64_t at : {3, 40, 97}) {
    neg.data_ptr<float>()[at] = -0.0f;
    pos.data_ptr<float>()[at] = 0.0f;
  }
  neg.data_ptr<float>()[60] = 0.0f;
  pos.data_ptr<float>()[60] = 0.0f;
  EXPECT_TRUE(sameBits(nn::softmax(neg, -1, false), nn::softmax(pos, -1, false)));
}

TEST(Relu, ContiguousLoopEqualsClamp) {
  // Note [Contiguous relu]: the select loop against clamp(min=0) through
  // TensorIter (the path of non-contiguous inputs), special values included,
  // below and above one parallel grain.
  const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
  for (int64_t n : {int64_t{7}, kGrainSize * 3 + 5}) {
    for (ScalarType dtype : {ScalarType::Float, ScalarType::Double}) {
      Tensor x = det({n}, 101, 7.0f, dtype);
      const float special[] = {nan, -0.0f, 0.0f, inf, -inf, 1e-40f, -1e-40f};
      for (int64_t i = 0; i < 7; ++i) {
        if (dtype == ScalarType::Float) x.data_ptr<float>()[i * (n / 7)] = special[i];
        else x.data_ptr<double>()[i * (n / 7)] = special[i];
      }
      Tensor want = clamp(x, Scalar(int64_t(0)), std::nullopt);
      EXPECT_TRUE(sameBits(relu(x), want)) << n;
      // A strided input takes clampImpl itself.
      Tensor strided = stack({x, x}, 1).select(1, 0);
      ASSERT_FALSE(strided.is_contiguous());
      EXPECT_TRUE(sameBits(relu(strided).contiguous(), want)) << n;
    }
  }
}

TEST(Linear, RoundsAsPyTorchByLayout) {
  // K = 1024 exceeds OpenBLAS's K block, so addmm and matmul + add differ.
  Tensor x = det({4, 16, 1024}, 103, 50.0f), w = det({32, 1024}, 97, 300.0f), b = det({32}, 89, 3.0f);
  Tensor folded = addmm(b, x.view({64, 1024}), w.t()).view({4, 16, 32});
  EXPECT_TRUE(sameBits(linear(x, w, b), folded));
  EXPECT_TRUE(sameBits(linear(x.select(0, 1), w, b), addmm(b, x.select(0, 1), w.t())));
  Tensor xt = x.transpose(0, 1);
  EXPECT_TRUE(sameBits(linear(xt, w, b), add(matmul(xt, w.t()), b)));
  Tensor x4 = x.view({2, 2, 16, 1024});
  EXPECT_TRUE(sameBits(linear(x4, w, b), add(matmul(x4, w.t()), b)));
  EXPECT_TRUE(sameBits(linear(x, w, Tensor()), matmul(x, w.t())));
  Tensor empty = linear(det({2, 3, 0}), det({5, 0}), det({5}));
  EXPECT_EQ(shape(empty), (std::vector<int64_t>{2, 3, 5}));
  EXPECT_EQ(vals(empty), vals(det({5}).expand({2, 3, 5})));
  EXPECT_NE(errorOf([&] { linear(x, w, det({31})); }).find("The expanded size of the tensor (32)"), std::string::npos);
}

/// recurrentGemm's definition: bias + one fma chain over k from 0.
std::vector<float> chainGemm(const std::vector<float>& h, const std::vector<float>& wt, const std::vector<float>& bias,
                             int64_t rows, int64_t kdim, int64_t cols) {
  std::vector<float> out(static_cast<size_t>(rows * cols));
  for (int64_t r = 0; r < rows; ++r) {
    for (int64_t n = 0; n < cols; ++n) {
      float acc = 0.0f;
      for (int64_t k = 0; k < kdim; ++k) acc = std::fma(h[r * kdim + k], wt[k * cols + n], acc);
      out[r * cols + n] = bias.empty() ? acc : bias[n] + acc;
    }
  }
  return out;
}

TEST(RecurrentGemm, OneFmaChainPerOutputAtAnyThreadCount) {
  if (!nn::recurrentGemmAvailable()) GTEST_SKIP() << "needs AVX-512F";
  const int saved = getNumThreads();
  auto vec = [](int64_t n, int m, float s) {
    std::vector<float> v;
    for (int64_t i = 0; i < n; ++i) v.push_back(static_cast<float>(i * 37 % m) / s - 3.0f);
    return v;
  };
  for (int64_t rows : {1, 2, 3, 4, 5, 9}) {
    for (int64_t cols : {1, 15, 16, 17, 64, 100, 130, 1024}) {
      for (int64_t kdim : {1, 7, 300}) {
        const std::vector<float> h = vec(rows * kdim, 101, 7.0f), wt = vec(kdim * cols, 97, 13.0f);
        for (bool with_bias : {false, true}) {
          const std::vector<float> bias = with_bias ? vec(cols, 89, 3.0f) : std::vector<float>();
          const std::vector<float> want = chainGemm(h, wt, bias, rows, kdim, cols);
          for (int threads : {1, 3}) {
            setNumThreads(threads);
            std::vector<float> got(want.size(), -1.0f);
            nn::recurrentGemm(h.data(), wt.data(), with_bias ? bias.data() : nullptr, got.data(), rows, kdim, cols);
            EXPECT_EQ(std::memcmp(got.data(), want.data(), want.size() * sizeof(float)), 0)
                << rows << "x" << kdim << "x" << cols << " bias " << with_bias << " threads " << threads;
          }
        }
      }
    }
  }
  setNumThreads(saved);
}

// The fast path is taken only where it computes what OpenBLAS's own kernel
// does: on a machine where OpenBLAS runs another kernel (its Prescott
// fallback for an unknown CPU model, or OPENBLAS_CORETYPE=Haswell) an LSTM's
// shapes must give linear()'s bits too.
TEST(RecurrentGemm, MatchesOpenBlasWhateverItsKernel) {
  Tensor w = det({1024, 256}, 97, 90.0f), b = det({1024}, 89, 30.0f), h = det({4, 256}, 101, 70.0f);
  nn::RecurrentLinear lin(w, b, 4);
  EXPECT_TRUE(sameBits(lin(h), linear(h, w, b)));
}

TEST(RecurrentGemm, LinearForOtherOperands) {
  Tensor w = det({12, 5}, 97, 9.0f), b = det({12}, 89, 3.0f);
  // A double weight, one-row and small-matrix inputs go through linear().
  nn::RecurrentLinear lin(w, b, 4);
  for (const Tensor& h : {det({1, 5}), det({3, 5})}) EXPECT_TRUE(sameBits(lin(h), linear(h, w, b)));
  Tensor wd = det({12, 5}, 97, 9.0f, ScalarType::Double), bd = det({12}, 89, 3.0f, ScalarType::Double);
  Tensor hd = det({40, 5}, 101, 7.0f, ScalarType::Double);
  EXPECT_TRUE(sameBits(nn::RecurrentLinear(wd, bd, 4)(hd), linear(hd, wd, bd)));
  // Shapes the fast path takes agree with linear() to rounding.
  Tensor w2 = det({64, 40}, 97, 90.0f), h2 = det({30, 40}, 101, 70.0f);
  std::vector<double> got = vals(nn::RecurrentLinear(w2, Tensor(), 4)(h2)), want = vals(linear(h2, w2, Tensor()));
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) EXPECT_NEAR(got[i], want[i], 1e-4 * (1 + std::fabs(want[i])));
}

}  // namespace
}  // namespace ts::test
