// ===--- generator.cpp - Mt19937 and Generator ------------------------------=== //
// The engine follows the reference mt19937ar code (init_genrand and the
// Cokus-style twist), which is what at::mt19937 runs.
#include "tensor/generator.h"

#include <random>

namespace ts {

namespace {
constexpr int kShift = 397;  // MT19937's middle word offset (M)
constexpr uint32_t kMatrixA = 0x9908b0dfu;

inline uint32_t twistWord(uint32_t u, uint32_t v) {
  uint32_t mixed = (u & 0x80000000u) | (v & 0x7fffffffu);
  return (mixed >> 1) ^ ((v & 1u) ? kMatrixA : 0u);
}
}  // namespace

void Mt19937::seed_(uint64_t seed) {
  // at::mt19937 keeps the full 64-bit seed for initial_seed() but seeds the
  // state from its low 32 bits.
  data_.seed = seed;
  data_.seeded = true;
  data_.state[0] = static_cast<uint32_t>(seed & 0xffffffffu);
  for (int j = 1; j < kStateSize; ++j) {
    uint32_t prev = data_.state[j - 1];
    data_.state[j] = 1812433253u * (prev ^ (prev >> 30)) + static_cast<uint32_t>(j);
  }
  data_.left = 1;
  data_.next = 0;
}

void Mt19937::twist() {
  auto& s = data_.state;
  int k = 0;
  for (; k < kStateSize - kShift; ++k) s[k] = s[k + kShift] ^ twistWord(s[k], s[k + 1]);
  for (; k < kStateSize - 1; ++k) s[k] = s[k + kShift - kStateSize] ^ twistWord(s[k], s[k + 1]);
  s[kStateSize - 1] = s[kShift - 1] ^ twistWord(s[kStateSize - 1], s[0]);
  data_.left = kStateSize;
  data_.next = 0;
}

// Note [Valid mt19937 states]
// at::mt19937::is_valid accepts seeded states with 0 < left <= 624 and
// next <= 624. Between twists each draw decrements `left` and increments
// `next`, so a state reads words next .. next + left - 2 before it twists;
// with next + left > 625 PyTorch reads past its array (undefined behaviour).
// We reject those states too, with the same message, instead of reading
// out of bounds. Every state PyTorch itself produces has next + left <= 625.
bool Mt19937::setData(const Data& d) {
  if (!d.seeded || d.left <= 0 || d.left > kStateSize || d.next > static_cast<uint32_t>(kStateSize)) return false;
  if (static_cast<int64_t>(d.next) + d.left > kStateSize + 1) return false;
  data_ = d;
  return true;
}

void Generator::manualSeed(uint64_t seed) {
  engine_ = Mt19937(seed);
  next_double_normal.reset();
  next_float_normal.reset();
}

uint64_t Generator::seed() {
  uint64_t s = nondeterministicSeed();
  manualSeed(s);
  return s;
}

uint64_t nondeterministicSeed() {
  std::random_device rd;
  uint64_t hi = rd();
  uint64_t lo = rd();
  return ((hi << 32) | lo) & 0x7fffffffffffffffULL;
}

}  // namespace ts
