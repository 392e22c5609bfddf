// ===--- generator_state.cpp - the CPUGeneratorImplState byte layout -------=== //
// Note [RNG state layout]: PyTorch memcpys a POD struct into the state
// tensor, so the bytes are that struct's x86-64 layout, padding included
// (zero, since it value-initializes the struct):
//   legacy part (5048 bytes): u64 the_initial_seed, i32 left, i32 seeded,
//     u64 next, u64 state[624] (each holding a 32-bit word), f64 normal_x,
//     f64 normal_y, f64 normal_rho, i32 normal_is_valid, 4 bytes padding;
//   then f32 next_float_normal_sample, u8 is_next_float_normal_sample_valid,
//     3 bytes padding.
// get_state stores the cached double normal sample in normal_y (x and rho
// are zero); a legacy 5048-byte state instead caches rho * sin(2 pi x).
#include "tensor/generator_state.h"

#include <cmath>
#include <cstddef>
#include <cstring>

namespace ts {
namespace {

struct LegacyState {
  uint64_t the_initial_seed;
  int32_t left;
  int32_t seeded;
  uint64_t next;
  uint64_t state[Mt19937::kStateSize];
  double normal_x;
  double normal_y;
  double normal_rho;
  int32_t normal_is_valid;
};

struct State {
  LegacyState legacy;
  float next_float_normal_sample;
  uint8_t is_next_float_normal_sample_valid;  // a C++ bool; any byte value may arrive
};

static_assert(sizeof(LegacyState) == kLegacyRngStateSize, "legacy RNG state must match PyTorch's layout");
static_assert(sizeof(State) == kRngStateSize, "RNG state must match PyTorch's layout");
static_assert(offsetof(State, next_float_normal_sample) == kLegacyRngStateSize, "float sample follows the legacy part");

}  // namespace

Tensor getRngState(const Generator& gen) {
  State s;
  std::memset(&s, 0, sizeof s);  // padding bytes are zero, as in PyTorch
  const Mt19937::Data& d = gen.engine().data();
  s.legacy.the_initial_seed = d.seed;
  s.legacy.left = d.left;
  s.legacy.seeded = d.seeded ? 1 : 0;
  s.legacy.next = d.next;
  for (int i = 0; i < Mt19937::kStateSize; ++i) s.legacy.state[i] = d.state[static_cast<size_t>(i)];
  if (gen.next_double_normal) {
    s.legacy.normal_is_valid = 1;
    s.legacy.normal_y = *gen.next_double_normal;
  }
  if (gen.next_float_normal) {
    s.is_next_float_normal_sample_valid = 1;
    s.next_float_normal_sample = *gen.next_float_normal;
  }
  Tensor out = emptyTensor({kRngStateSize}, ScalarType::Byte);
  std::memcpy(out.data_ptr(), &s, sizeof s);
  return out;
}

void setRngState(Generator& gen, const Tensor& state) {
  TS_CHECK(state.dtype() == ScalarType::Byte, "RNG state must be a torch.ByteTensor", ErrorKind::TypeError);
  TS_CHECK(state.is_contiguous(), "RNG state must be contiguous");
  int64_t n = state.numel();
  TS_CHECK(n == kLegacyRngStateSize || n == kRngStateSize,
           "Expected either a CPUGeneratorImplStateLegacy of size " + std::to_string(kLegacyRngStateSize) +
               " or a CPUGeneratorImplState of size " + std::to_string(kRngStateSize) +
               " but found the input RNG state size to be " + std::to_string(n));
  // Copy out first: the tensor's bytes need not be aligned for the struct.
  State s;
  std::memset(&s, 0, sizeof s);
  std::memcpy(&s, state.data_ptr(), static_cast<size_t>(n));
  const LegacyState& l = s.legacy;
  std::optional<double> double_sample;
  std::optional<float> float_sample;
  if (n == kLegacyRngStateSize) {
    // The legacy state cached Box-Muller's intermediates, not the sample.
    if (l.normal_is_valid != 0) double_sample = l.normal_rho * std::sin(2.0 * M_PI * l.normal_x);
  } else {
    if (l.normal_is_valid != 0) double_sample = l.normal_y;
    if (s.is_next_float_normal_sample_valid != 0) float_sample = s.next_float_normal_sample;
  }
  Mt19937::Data d;
  d.seed = l.the_initial_seed;
  d.left = l.left;
  d.seeded = l.seeded != 0;
  d.next = static_cast<uint32_t>(l.next);
  for (int i = 0; i < Mt19937::kStateSize; ++i) d.state[static_cast<size_t>(i)] = static_cast<uint32_t>(l.state[i]);
  TS_CHECK(gen.engine().setData(d), "Invalid mt19937 state");
  gen.next_double_normal = double_sample;
  gen.next_float_normal = float_sample;
}

}  // namespace ts
