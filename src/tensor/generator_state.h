// ===--- generator_state.h - torch.get_rng_state / set_rng_state bytes ----=== //
// A generator's state as the uint8 tensor PyTorch 1.13 uses: the legacy
// THGeneratorState layout followed by the cached float normal sample, so a
// state saved by PyTorch restores here and the other way round.
#pragma once

#include "tensor/generator.h"
#include "tensor/tensor.h"

namespace ts {

/// Size in bytes of CPUGeneratorImplState (what get_state returns).
constexpr int64_t kRngStateSize = 5056;
/// Size in bytes of CPUGeneratorImplStateLegacy, which set_state also accepts.
constexpr int64_t kLegacyRngStateSize = 5048;

/// Generator.get_state(): a new contiguous uint8 tensor of kRngStateSize bytes.
Tensor getRngState(const Generator& gen);
/// Generator.set_state(t): t must be a contiguous uint8 tensor of either
/// size; throws PyTorch's TypeError/RuntimeError otherwise (gen unchanged).
void setRngState(Generator& gen, const Tensor& state);

}  // namespace ts
