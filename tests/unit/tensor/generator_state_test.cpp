// ===--- generator_state_test.cpp - the mt19937 engine and RNG state bytes -=== //
// The engine must be the standard MT19937 (checked against std::mt19937
// across many twists), keep at::mt19937's lazy-twist representation, and
// round-trip through PyTorch's 5056-byte state (byte values from 1.13.1).
#include <cstring>
#include <random>

#include "tensor/generator_state.h"
#include "test_util.h"

namespace ts::test {
namespace {

std::vector<uint8_t> bytes(const Tensor& t) {
  const uint8_t* p = t.data_ptr<uint8_t>();
  return std::vector<uint8_t>(p, p + t.numel());
}

TEST(Mt19937, MatchesStandardEngineAcrossTwists) {
  for (uint64_t seed : {0ULL, 5489ULL, 100ULL, (1ULL << 40) + 3}) {
    Mt19937 ours(seed);
    std::mt19937 ref(static_cast<uint32_t>(seed));
    for (int i = 0; i < 3 * Mt19937::kStateSize + 7; ++i) ASSERT_EQ(ours(), ref()) << "seed " << seed << " draw " << i;
  }
}

TEST(Mt19937, LazyTwistCounters) {
  Mt19937 e(7);
  EXPECT_EQ(e.data().left, 1);  // seeded, not yet twisted
  EXPECT_EQ(e.data().next, 0u);
  e();
  EXPECT_EQ(e.data().left, 624);
  EXPECT_EQ(e.data().next, 1u);
  for (int i = 0; i < 623; ++i) e();
  EXPECT_EQ(e.data().left, 1);
  EXPECT_EQ(e.data().next, 624u);
  e();  // twists again
  EXPECT_EQ(e.data().left, 624);
  EXPECT_EQ(e.data().next, 1u);
}

TEST(Mt19937, RejectsStatesThatWouldReadPastTheArray) {
  Mt19937 e(1);
  Mt19937::Data d = e.data();
  d.left = 10;
  d.next = 620;  // would read words 620..628
  EXPECT_FALSE(e.setData(d));
  EXPECT_EQ(e.data().left, 1);  // unchanged
  d.next = 615;
  EXPECT_TRUE(e.setData(d));
  d.seeded = false;
  EXPECT_FALSE(e.setData(d));
}

TEST(RngState, LayoutAfterSeed) {
  // torch.manual_seed(100); torch.get_rng_state()[:40] in PyTorch 1.13.1.
  Generator g(100);
  Tensor s = getRngState(g);
  EXPECT_EQ(s.dtype(), ScalarType::Byte);
  ASSERT_EQ(s.numel(), kRngStateSize);
  std::vector<uint8_t> b = bytes(s);
  std::vector<uint8_t> head(b.begin(), b.begin() + 40);
  EXPECT_EQ(head, (std::vector<uint8_t>{100, 0, 0, 0, 0, 0, 0, 0, 1,   0,   0,   0,  1, 0, 0, 0, 0, 0, 0, 0,
                                         0,   0, 0, 0, 100, 0, 0, 0, 0, 0, 0, 0, 117, 171, 241, 50, 0, 0, 0, 0}));
  for (int64_t i = 5016; i < kRngStateSize; ++i) EXPECT_EQ(b[static_cast<size_t>(i)], 0) << i;
}

TEST(RngState, CachedDoubleNormal) {
  // torch.manual_seed(100); torch.randn(1): bytes 8..23 and 5024..5055.
  Generator g(100);
  randn({1}, g);
  std::vector<uint8_t> b = bytes(getRngState(g));
  EXPECT_EQ(std::vector<uint8_t>(b.begin() + 8, b.begin() + 24),
            (std::vector<uint8_t>{109, 2, 0, 0, 1, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0}));
  EXPECT_EQ(std::vector<uint8_t>(b.begin() + 5024, b.begin() + 5032),
            (std::vector<uint8_t>{158, 68, 231, 69, 136, 76, 210, 191}));
  EXPECT_EQ(b[5040], 1);
}

TEST(RngState, RoundTripRestoresStreamAndCaches) {
  Generator g(5);
  rand({1000}, g);
  randn({1}, g);
  g.next_float_normal = 0.25f;
  Tensor s = getRngState(g);
  std::vector<float> want;
  {
    Tensor t = randn({3}, g);
    want.assign(t.data_ptr<float>(), t.data_ptr<float>() + 3);
  }
  Generator h;
  setRngState(h, s);
  EXPECT_EQ(h.initialSeed(), 5u);
  ASSERT_TRUE(h.next_float_normal.has_value());
  EXPECT_EQ(*h.next_float_normal, 0.25f);
  EXPECT_EQ(bytes(getRngState(h)), bytes(s));
  Tensor t = randn({3}, h);
  EXPECT_EQ(std::vector<float>(t.data_ptr<float>(), t.data_ptr<float>() + 3), want);
}

TEST(RngState, FlagBytesAreBooleansOfAnyValue) {
  // PyTorch reads C++ bools; any non-zero byte counts as true (no UB here).
  Generator g(3);
  Tensor s = getRngState(g);
  s.data_ptr<uint8_t>()[5052] = 7;  // is_next_float_normal_sample_valid
  Generator h;
  setRngState(h, s);
  EXPECT_TRUE(h.next_float_normal.has_value());
}

TEST(RngState, LegacySizeUsesRhoAndX) {
  Generator g(3);
  Tensor s = getRngState(g).slice(0, 0, kLegacyRngStateSize).clone();
  uint8_t* p = s.data_ptr<uint8_t>();
  double x = 0.25, rho = 2.0;  // sample = 2 * sin(pi / 2) = 2
  int32_t valid = 1;
  std::memcpy(p + 5016, &x, 8);
  std::memcpy(p + 5032, &rho, 8);
  std::memcpy(p + 5040, &valid, 4);
  Generator h;
  h.next_float_normal = 1.0f;
  setRngState(h, s);
  ASSERT_TRUE(h.next_double_normal.has_value());
  EXPECT_DOUBLE_EQ(*h.next_double_normal, 2.0);
  EXPECT_FALSE(h.next_float_normal.has_value());  // the legacy state has none
}

TEST(RngState, BadStatesLeaveTheGeneratorUnchanged) {
  Generator g(9);
  Tensor before = getRngState(g);
  auto expectError = [&](const Tensor& t, ErrorKind kind, const std::string& msg) {
    try {
      setRngState(g, t);
      ADD_FAILURE() << "accepted a bad state: " << msg;
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), kind);
      EXPECT_NE(std::string(e.what()).find(msg), std::string::npos) << e.what();
    }
    EXPECT_EQ(bytes(getRngState(g)), bytes(before));
  };
  expectError(zeros({kRngStateSize}), ErrorKind::TypeError, "RNG state must be a torch.ByteTensor");
  expectError(zeros({10}, ScalarType::Byte), ErrorKind::RuntimeError, "found the input RNG state size to be 10");
  expectError(zeros({kRngStateSize}, ScalarType::Byte), ErrorKind::RuntimeError, "Invalid mt19937 state");
  Tensor two = zeros({2 * kRngStateSize}, ScalarType::Byte);
  expectError(two.slice(0, 0, 2 * kRngStateSize, 2), ErrorKind::RuntimeError, "RNG state must be contiguous");
}

TEST(Generator, NondeterministicSeedsFitAnInt64) {
  for (int i = 0; i < 64; ++i) EXPECT_LE(nondeterministicSeed(), static_cast<uint64_t>(INT64_MAX));
  Generator g;
  uint64_t s = g.seed();
  EXPECT_EQ(g.initialSeed(), s);
}

}  // namespace
}  // namespace ts::test
