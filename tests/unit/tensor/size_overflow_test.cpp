// ===--- size_overflow_test.cpp - huge shapes raise PyTorch's errors -------=== //
// Each case used to wrap a size, numel or byte count (a 64-byte buffer for
// 2**62 floats, numel 0 for [2**62, 4]); the messages are PyTorch 1.13's.
#include "tensor/generator.h"
#include "tensor/nn_sample.h"
#include "tensor/nn_shape.h"
#include "test_util.h"

namespace ts::test {
namespace {

constexpr int64_t k61 = int64_t{1} << 61;
constexpr int64_t k62 = int64_t{1} << 62;
const std::string kStorage62 = "Storage size calculation overflowed with sizes=[4611686018427387904";
const std::string kNumel = "numel: integer multiplication overflow";

TEST(SizeOverflow, Creation) {
  EXPECT_EQ(errorOf([] { empty({k62}); }), kStorage62 + "]");
  EXPECT_EQ(errorOf([] { zeros({k62, 4}); }), kStorage62 + ", 4]");
  EXPECT_EQ(errorOf([] { ones({k61}, ScalarType::Int); }),
            "Storage size calculation overflowed with sizes=[2305843009213693952]");
  EXPECT_EQ(errorOf([] { full({k62, 4}, Scalar(1.5)); }), kStorage62 + ", 4]");
  EXPECT_EQ(errorOf([] { empty({2, -3}); }), "Trying to create tensor with negative dimension -3: [2, -3]");
  EXPECT_EQ(errorOf([] { empty({-1, k62}); }),
            "Trying to create tensor with negative dimension -1: [-1, 4611686018427387904]");
  // [0, 2**62, 2**62] is a valid empty tensor; [2**62, 2**62, 0] is not (c10's order).
  EXPECT_EQ(zeros({0, k62, k62}).numel(), 0);
  EXPECT_EQ(errorOf([] { zeros({k62, k62, 0}); }), kStorage62 + ", 4611686018427387904, 0]");
  EXPECT_EQ(errorOf([] { emptyStrided({4294967296, 4294967296}, {0, 0}, ScalarType::Float); }), kNumel);
  EXPECT_EQ(errorOf([] { emptyStrided({k62, 4}, {1, 1}, ScalarType::Float); }),
            kStorage62 + ", 4] and strides=[1, 1]");
}

TEST(SizeOverflow, RangesAndRandom) {
  EXPECT_EQ(errorOf([] { arange(Scalar(int64_t(0)), Scalar(k62)); }), kStorage62 + "]");
  EXPECT_EQ(errorOf([] { arange(Scalar(int64_t(0)), Scalar(INT64_MAX)); }),
            "IntArrayRef contains an int that cannot be represented as a SymInt: -9223372036854775808");
  EXPECT_EQ(errorOf([] { arange(Scalar(INT64_MIN), Scalar(INT64_MAX)); }), "invalid size, possible overflow?");
  EXPECT_EQ(errorOf([] { linspace(Scalar(0.0), Scalar(1.0), k62); }), kStorage62 + "]");
  EXPECT_EQ(errorOf([] { eye(4294967296); }), kNumel);
  EXPECT_EQ(errorOf([] { eye(2147483648); }),
            "Storage size calculation overflowed with sizes=[2147483648, 2147483648]");
  Generator gen(0);
  EXPECT_EQ(errorOf([&] { rand({k62, 4}, gen); }), kStorage62 + ", 4]");
  EXPECT_EQ(errorOf([&] { randperm(k61, gen); }),
            "Storage size calculation overflowed with sizes=[2305843009213693952]");
}

TEST(SizeOverflow, ViewsKeepNumelInRange) {
  Tensor one = ones({1});
  EXPECT_EQ(errorOf([&] { one.expand({k62, k62}); }), kNumel);
  EXPECT_EQ(errorOf([&] { one.expand({k62, 4}); }), kNumel);
  EXPECT_EQ(errorOf([&] { one.expand({-2}); }), kNumel);
  EXPECT_EQ(one.expand({k62}).numel(), k62);
  EXPECT_EQ(one.expand({INT64_MAX}).numel(), INT64_MAX);
  EXPECT_EQ(errorOf([] { ones({4}).view({int64_t{1} << 40, int64_t{1} << 40}); }),
            "shape '[1099511627776, 1099511627776]' is invalid for input of size 4");
  EXPECT_EQ(errorOf([] { empty({0}).view({k62, 4}); }), kNumel);
  EXPECT_EQ(shape(empty({0}).view({-1, k62})), (std::vector<int64_t>{0, k62}));
  EXPECT_EQ(shape(one.expand({k62}).reshape({-1, 2})), (std::vector<int64_t>{k62 / 2, 2}));
  EXPECT_EQ(errorOf([] { as_strided(ones({4}), {k62, 4}, {1, 1}); }), kStorage62 + ", 4] and strides=[1, 1]");
  EXPECT_EQ(errorOf([] { as_strided(ones({4}), {2}, {1}, k62); }),
            "Storage size calculation overflowed with sizes=[2] and strides=[1]");
  EXPECT_EQ(errorOf([] { as_strided(ones({4}), {5}, {1}); }),
            "setStorage: sizes [5], strides [1], storage offset 0, and itemsize 4 requiring a storage size of "
            "20 are out of bounds for storage of size 16");
  EXPECT_EQ(as_strided(ones({4}), {k62}, {0}).numel(), k62);
  Tensor x = ones({4});
  EXPECT_EQ(shape(x.slice(0, 0, std::nullopt, k62)), (std::vector<int64_t>{1}));
  EXPECT_EQ(shape(x.slice(0, k62, std::nullopt)), (std::vector<int64_t>{0}));
}

TEST(SizeOverflow, JoinsPadsAndBroadcasts) {
  Tensor a = ones({1}).expand({k62});
  EXPECT_EQ(errorOf([&] { cat({a, a}); }),
            "Trying to create tensor with negative dimension -9223372036854775808: [-9223372036854775808]");
  Tensor b = ones({1}).expand({k61});
  EXPECT_EQ(errorOf([&] { stack({b, b, b}); }),
            "Storage size calculation overflowed with sizes=[6917529027641081856]");
  EXPECT_EQ(errorOf([] { nn::constantPadNd(ones({4}), {k62, k62}, Scalar(0.0)); }),
            "The input size 4, plus negative padding 4611686018427387904 and 4611686018427387904 resulted in a "
            "negative output size, which is invalid. Check dimension 0 of your input.");
  EXPECT_EQ(errorOf([] { nn::constantPadNd(ones({4}), {k61, 0}, Scalar(0.0)); }),
            "Storage size calculation overflowed with sizes=[2305843009213693956]");
  EXPECT_EQ(errorOf([] { nn::pad(ones({1, 1, 4}), {k61, 0}, "replicate", std::nullopt); }),
            "Storage size calculation overflowed with sizes=[1, 1, 2305843009213693956]");
  EXPECT_EQ(errorOf([] { add(ones({1}).expand({k62, 1}), ones({1}).expand({1, 4})); }), kStorage62 + ", 4]");
  EXPECT_EQ(errorOf([] { nn::upsampleNearest(ones({1, 1, 4}), {k62}, {std::nullopt}, false); }),
            "Storage size calculation overflowed with sizes=[1, 1, 4611686018427387904]");
}

}  // namespace
}  // namespace ts::test
