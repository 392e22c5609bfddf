// ===--- random_test.cpp - generator streams against torch.manual_seed ----=== //
// Values captured from PyTorch 1.13.1 (CPU, AVX2 capability).
#include "test_util.h"

namespace ts::test {
namespace {

std::vector<float> f32(const Tensor& t) {
  const float* p = t.data_ptr<float>();
  return std::vector<float>(p, p + t.numel());
}

TEST(Random, DefaultSeed) { EXPECT_EQ(Generator().initialSeed(), 67280421310721ULL); }

TEST(Random, Uniform) {
  Generator g(0);
  EXPECT_EQ(f32(rand({3}, g)), (std::vector<float>{0.49625658988952637f, 0.7682217955589294f, 0.08847743272781372f}));
  g.manualSeed(0);
  EXPECT_EQ(vals(rand({3}, g, ScalarType::Double)),
            (std::vector<double>{0.9700530018065531, 0.707819864399788, 0.45938294312745087}));
  g.manualSeed(0);
  Tensor u = uniform_(empty({3}), -1, 1, g);
  EXPECT_EQ(f32(u)[0], -0.007486820220947266f);
  g.manualSeed(0);
  EXPECT_EQ(vals(rand({2}, g, ScalarType::Half)), (std::vector<double>{0.333984375, 0.27294921875}));
}

TEST(Random, NormalScalarPath) {
  Generator g(0);
  EXPECT_EQ(f32(randn({3}, g)), (std::vector<float>{1.5409960746765137f, -0.293428897857666f, -2.1787893772125244f}));
  g.manualSeed(0);
  EXPECT_EQ(vals(randn({3}, g, ScalarType::Double)),
            (std::vector<double>{1.5409961082440433, -0.2934289057609464, -2.1787893820745574}));
  g.manualSeed(0);
  float a = f32(randn({1}, g))[0];
  float b = f32(randn({1}, g))[0];  // the cached second Box-Muller sample
  EXPECT_EQ(a, 1.5409960746765137f);
  EXPECT_EQ(b, -0.293428897857666f);
  g.manualSeed(0);
  EXPECT_EQ(f32(normal_(empty({3}), 2, 3, g))[0], 6.622988224029541f);
}

TEST(Random, NormalVectorPath) {
  Generator g(0);
  std::vector<float> v = f32(randn({16}, g));
  EXPECT_EQ(v[0], -1.1258398294448853f);
  EXPECT_EQ(v[1], -1.152360200881958f);
  EXPECT_EQ(v[2], -0.2505785822868347f);
  EXPECT_EQ(v[3], -0.4338788092136383f);
  g.manualSeed(0);
  std::vector<float> w = f32(randn({17}, g));
  EXPECT_EQ(w[0], -1.1258398294448853f);
  EXPECT_EQ(w[1], -1.6959311962127686f);
  EXPECT_EQ(w[2], 0.5666506290435791f);
  std::vector<float> w2 = f32(randn({17}, g));
  EXPECT_EQ(w2[15], -1.3253259658813477f);
  EXPECT_EQ(w2[16], 0.1885535717010498f);
  g.manualSeed(0);
  EXPECT_EQ(vals(randn({16}, g, ScalarType::Double))[0], -2.310411800234176);
}

TEST(Random, IntegersAndPermutations) {
  Generator g(0);
  EXPECT_EQ(vals(randint(0, 10, {5}, g)), (std::vector<double>{4, 9, 3, 0, 3}));
  g.manualSeed(0);
  EXPECT_EQ(vals(randperm(10, g)), (std::vector<double>{4, 1, 7, 5, 3, 9, 0, 8, 6, 2}));
  g.manualSeed(0);
  EXPECT_EQ(vals(randint(0, int64_t(1) << 40, {3}, g)),
            (std::vector<double>{741280623151, 506137267392, 291447657211}));
  g.manualSeed(0);
  EXPECT_EQ(vals(randint(-5, 5, {3}, g, ScalarType::Int)), (std::vector<double>{-1, 4, -2}));
}

TEST(Random, Bernoulli) {
  Generator g(0);
  EXPECT_EQ(vals(bernoulli_(empty({5}), 0.5, g)), (std::vector<double>{0, 0, 1, 0, 0}));
  g.manualSeed(0);
  EXPECT_EQ(vals(bernoulli_(empty({5}), full({5}, Scalar(0.5)), g)), (std::vector<double>{1, 0, 1, 1, 1}));
  EXPECT_EQ(errorOf([&] { bernoulli_(empty({1}), 1.5, g); }),
            "bernoulli_ expects p to be in [0, 1], but got p=1.5");
}

}  // namespace
}  // namespace ts::test
