// ===--- load_limits.h - resource caps for reading untrusted .pt files ----=== //
// Note [Load limits]: a `.pt` file or pickle may come from anyone, so every
// amount of memory or work it can ask for is capped. The caps are far above
// what any archive torch.jit.save writes; an embedder that loads larger
// trusted files raises them.
#pragma once

#include "torchscript/load_options.h"

namespace ts {

/// Caps on what loading one archive may allocate or build: the public
/// ts::LoadOptions, so an embedder's options reach the loader unchanged.
using LoadLimits = LoadOptions;

}  // namespace ts
