// ===--- jit_services.h - `.code`, torch.jit.save and load for a Program --=== //
// The implementations behind the compiler's JitHooks: they read a Program's
// compiled classes and methods to print code and write archives.
#pragma once

#include "compiler/jit_hooks.h"

namespace ts {

/// Hooks for Program::jitHooks() backed by this layer.
JitHooks serializationJitHooks();

}  // namespace ts
