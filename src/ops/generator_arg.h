// ===--- generator_arg.h - which generator a random op draws from --------=== //
// Random operators take PyTorch's `Generator? generator` argument: None means
// the process-wide default generator (torch.default_generator).
#pragma once

#include <mutex>

#include "runtime/ivalue.h"
#include "tensor/generator.h"

namespace ts {

/// The default CPU generator, which torch.manual_seed reseeds. Like
/// PyTorch's, it starts from a non-deterministic seed.
Generator& defaultGenerator();
/// The default generator as a value (torch.default_generator).
Ref<Generator> defaultGeneratorRef();

/// Runs f(gen) holding gen's lock, where gen is `gen_arg` (a Generator
/// value) or the default generator when `gen_arg` is None.
template <class F>
auto withGenerator(const IValue& gen_arg, F f) {
  Generator& gen = gen_arg.isNone() ? defaultGenerator() : *gen_arg.toGenerator();
  std::lock_guard<std::mutex> lock(gen.mutex());
  return f(gen);
}

}  // namespace ts
