// ===--- aten_order_test.cpp - kernels that round as PyTorch 1.13's -------=== //
// Expected bits come from PyTorch 1.13.1 (AVX2 kernels, one thread) on the
// inputs below (each input is sin(i * a) * 2 + b, rounded to float). Note [Batch-norm backward order], Note [Softmax backward order],
// Note [NLL cascade sum]. The AVX2 path only: elsewhere (a CPU without
// AVX2/FMA, ATEN_CPU_CAPABILITY=default) PyTorch's own bits differ.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <vector>

#include "tensor/nn_activation.h"
#include "tensor/nn_loss.h"
#include "tensor/nn_norm.h"
#include "tensor/nn_norm_backward.h"
#include "tensor/nn_softmax_backward.h"
#include "tensor/parallel.h"
#include "tensor/vec_math.h"
#include "test_util.h"

namespace ts::test {
namespace {

Tensor wave(std::vector<int64_t> shape, double a, double b) {
  int64_t n = 1;
  for (int64_t s : shape) n *= s;
  std::vector<double> v;
  for (int64_t i = 0; i < n; ++i) v.push_back(std::sin(static_cast<double>(i) * a) * 2 + b);
  return T(v, shape);
}

/// The float bits of every `step`-th element.
std::vector<uint32_t> bits(const Tensor& t, int64_t step = 1) {
  Tensor c = t.contiguous();
  const float* p = static_cast<const float*>(c.data_ptr());
  std::vector<uint32_t> out;
  for (int64_t i = 0; i < c.numel(); i += step) {
    uint32_t u;
    std::memcpy(&u, p + i, 4);
    out.push_back(u);
  }
  return out;
}

class AtenOrder : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!vecMathUsesAvx2()) GTEST_SKIP() << "PyTorch's AVX2 kernels are not the ones in use";
    saved_ = getNumThreads();
    setNumThreads(1);
  }
  void TearDown() override {
    if (saved_) setNumThreads(saved_);
  }
  int saved_ = 0;
};

TEST_F(AtenOrder, BatchNormRowsStatsAndBackward) {
  Tensor x = wave({8, 3}, 0.37, 0.1), g = wave({8, 3}, 0.91, -0.2), w = T({0.5, 1.5, -1.25});
  auto [mean, invstd] = nn::batchNormSaveStats(x, 1e-5);
  EXPECT_EQ(bits(mean), (std::vector<uint32_t>{0x3ed18a5c, 0x3f028d90, 0x3f0e2180}));
  EXPECT_EQ(bits(invstd), (std::vector<uint32_t>{0x3f3a1a41, 0x3f38be90, 0x3f3805e3}));
  auto [gx, gw, gb] = nn::batchNormBackward(g, x, w, Tensor(), Tensor(), mean, invstd, true, 1e-5, {true, true, true});
  EXPECT_EQ(bits(gx, 7), (std::vector<uint32_t>{0xbc51da89, 0xbd7515c7, 0xbe0e5160, 0x3e37c7e5}));
  EXPECT_EQ(bits(gw), (std::vector<uint32_t>{0xbd9e1b8c, 0x3e20ca04, 0x3e687a68}));
  EXPECT_EQ(bits(gb), (std::vector<uint32_t>{0xbfaaf00a, 0x3e20f600, 0x3e95b368}));
}

TEST_F(AtenOrder, BatchNormPlanesStatsAndBackward) {
  Tensor x = wave({4, 3, 5, 5}, 0.37, 0.1), g = wave({4, 3, 5, 5}, 0.91, -0.2), w = T({0.5, 1.5, -1.25});
  auto [mean, invstd] = nn::batchNormSaveStats(x, 1e-5);
  EXPECT_EQ(bits(mean), (std::vector<uint32_t>{0x3e3d2d00, 0x3c077d1d, 0x3e48a046}));
  EXPECT_EQ(bits(invstd), (std::vector<uint32_t>{0x3f35bd33, 0x3f35fea1, 0x3f362885}));
  auto [gx, gw, gb] = nn::batchNormBackward(g, x, w, Tensor(), Tensor(), mean, invstd, true, 1e-5, {true, true, true});
  EXPECT_EQ(bits(gx, 7)[0], 0xbbe26680u);
  EXPECT_EQ(bits(gx, 7)[4], 0x3f4af122u);
  EXPECT_EQ(bits(gx, 7)[42], 0x3f6b7f17u);
  EXPECT_EQ(bits(gw), (std::vector<uint32_t>{0x3e192f8a, 0xbfdcd95e, 0xc02095fa}));
  EXPECT_EQ(bits(gb), (std::vector<uint32_t>{0xc1905b30, 0xc1e11914, 0xc1225720}));
}

TEST_F(AtenOrder, SoftmaxBackward) {
  Tensor x = wave({4, 10}, 0.53, 0.3), g = wave({4, 10}, 0.29, -0.1);
  Tensor log_grad = nn::softmaxBackwardData(g, nn::softmax(x, 1, true), 1, true);
  EXPECT_EQ(bits(log_grad, 3), (std::vector<uint32_t>{0xbf0ffcec, 0xbffe5bb1, 0x3fb8b9ce, 0x3f59dc6a, 0xbe49b234,
                                                      0x3fcb93ca, 0xbfbb0ebb, 0xbf082542, 0x3f2e5b7b, 0xbf17440a,
                                                      0x3fbfd802, 0xbeaa6ef5, 0xbf9584f0, 0x3f460b03}));
  Tensor grad = nn::softmaxBackwardData(g, nn::softmax(x, 1, false), 1, false);
  EXPECT_EQ(bits(grad, 3), (std::vector<uint32_t>{0xbd589e0a, 0x3d10c630, 0x3ca30794, 0xbb024268, 0x3d2fe145,
                                                  0xbd77a4e6, 0xbb3ffab7, 0xbc3bb654, 0xbce3744a, 0x3d6fdb78,
                                                  0x3dc85a4f, 0x3c1ccbbf, 0x3b266d93, 0xbd6063de}));
}

TEST_F(AtenOrder, NllLossCascadeSum) {
  Tensor logp = nn::softmax(wave({40, 3}, 0.77, 0.0), 1, true);
  std::vector<int64_t> t;
  for (int64_t i = 0; i < 40; ++i) t.push_back((i * 7) % 3);
  Tensor loss = nn::nllLoss(logp, L(t), Tensor(), 1, -100);
  EXPECT_EQ(bits(loss), (std::vector<uint32_t>{0x3fa8bcbc}));
}

}  // namespace
}  // namespace ts::test
