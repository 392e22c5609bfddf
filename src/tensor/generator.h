// ===--- generator.h - the CPU random generator (bit-exact with PyTorch) --=== //
// An mt19937 engine plus the cached Box-Muller samples, exactly the state of
// c10's CPUGeneratorImpl. The engine keeps at::mt19937's representation
// (lazy twist counted by `left`/`next`) so torch.get_rng_state can expose it
// byte for byte. The default generator lives in the ops layer.
#pragma once

#include <array>
#include <cstdint>
#include <mutex>
#include <optional>

#include "support/ref.h"

namespace ts {

/// The Mersenne Twister as at::mt19937 implements it. Seeding fills the
/// state without twisting (`left` = 1); the first draw twists. Keeping that
/// shape, rather than std::mt19937's, makes the saved state PyTorch's.
class Mt19937 {
 public:
  static constexpr int kStateSize = 624;
  /// Raw engine state, field for field at::mt19937_data_pod.
  struct Data {
    uint64_t seed = 0;
    int32_t left = 1;  ///< draws until the next twist, plus one
    bool seeded = false;
    uint32_t next = 0;  ///< index of the next word of `state` to temper
    std::array<uint32_t, kStateSize> state{};
  };

  explicit Mt19937(uint64_t seed = 5489) { seed_(seed); }

  uint32_t operator()() {
    if (--data_.left == 0) twist();
    uint32_t y = data_.state[data_.next++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= y >> 18;
    return y;
  }

  const Data& data() const { return data_; }
  /// Installs a saved state; false (and no change) if drawing from it could
  /// read past the state array. See Note [Valid mt19937 states].
  bool setData(const Data& d);

 private:
  void seed_(uint64_t seed);
  void twist();
  Data data_;
};

/// PyTorch's CPU generator state (torch.Generator on CPU). Reference counted
/// so Python-level code can hold it as a `torch.Generator` value.
class Generator : public RefCounted {
 public:
  /// c10::default_rng_seed_val: the seed of every new torch.Generator().
  static constexpr uint64_t kDefaultSeed = 67280421310721ULL;

  explicit Generator(uint64_t seed = kDefaultSeed) { manualSeed(seed); }

  /// torch.manual_seed / Generator.manual_seed: reseeds and drops cached normals.
  void manualSeed(uint64_t seed);
  /// Generator.seed(): reseeds from a non-deterministic source and returns
  /// the new seed (see nondeterministicSeed).
  uint64_t seed();
  /// torch.initial_seed(): the last seed given.
  uint64_t initialSeed() const { return engine_.data().seed; }
  /// 32 random bits (CPUGeneratorImpl::random).
  uint32_t random() { return engine_(); }
  /// 64 random bits from two draws, first draw in the high half.
  uint64_t random64() {
    uint64_t hi = random();
    uint64_t lo = random();
    return (hi << 32) | lo;
  }

  Mt19937& engine() { return engine_; }
  const Mt19937& engine() const { return engine_; }

  /// Held while a random op draws, so forked tasks sharing a generator
  /// stay consistent (PyTorch's generator mutex).
  std::mutex& mutex() const { return mutex_; }

  /// Second sample of the last scalar Box-Muller draw (at::normal_distribution).
  std::optional<double> next_double_normal;
  std::optional<float> next_float_normal;

 private:
  Mt19937 engine_;
  mutable std::mutex mutex_;
};

/// A non-deterministic seed (c10::detail::getNonDeterministicRandom reads 64
/// bits of /dev/urandom). We keep 63 bits so every seed is a non-negative
/// TorchScript int, which is what Python-level code sees.
uint64_t nondeterministicSeed();

}  // namespace ts
