// ===--- generator.cpp - Generator ------------------------------------------=== //
// at::mt19937 seeds with the low 32 bits of the seed using the standard
// initialization, which is what std::mt19937 does too.
#include "tensor/generator.h"

namespace ts {

void Generator::manualSeed(uint64_t seed) {
  seed_ = seed;
  engine_.seed(static_cast<std::mt19937::result_type>(seed & 0xffffffffULL));
  next_double_normal.reset();
  next_float_normal.reset();
}

}  // namespace ts
