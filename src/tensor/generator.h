// ===--- generator.h - the CPU random generator (bit-exact with PyTorch) --=== //
// An mt19937 engine plus the cached second Box-Muller sample, exactly the
// state of c10's CPUGeneratorImpl. No global generator lives here: the
// runtime owns the default one and passes it to the random ops.
#pragma once

#include <cstdint>
#include <optional>
#include <random>

#include "support/ref.h"

namespace ts {

/// PyTorch's CPU generator state (torch.Generator on CPU).
class Generator : public RefCounted {
 public:
  /// c10::default_rng_seed_val.
  static constexpr uint64_t kDefaultSeed = 67280421310721ULL;

  explicit Generator(uint64_t seed = kDefaultSeed) { manualSeed(seed); }

  /// torch.manual_seed / Generator.manual_seed: reseeds and drops cached normals.
  void manualSeed(uint64_t seed);
  /// torch.initial_seed().
  uint64_t initialSeed() const { return seed_; }
  /// 32 random bits (CPUGeneratorImpl::random).
  uint32_t random() { return static_cast<uint32_t>(engine_()); }
  /// 64 random bits from two draws, first draw in the high half.
  uint64_t random64() {
    uint64_t hi = random();
    uint64_t lo = random();
    return (hi << 32) | lo;
  }

  /// Second sample of the last scalar Box-Muller draw (at::normal_distribution).
  std::optional<double> next_double_normal;
  std::optional<float> next_float_normal;

 private:
  uint64_t seed_ = kDefaultSeed;
  std::mt19937 engine_;
};

}  // namespace ts
