// ===--- deep_copy.h - Python's copy.deepcopy for run-time values ---------=== //
#pragma once

#include "runtime/ivalue.h"

namespace ts {

/// A deep copy of `v`: objects, containers and tensors (cloned, keeping
/// requires_grad and Parameter-ness) are copied, each once even when shared,
/// so the copy has the same aliasing structure as the original.
IValue deepCopy(const IValue& v);

}  // namespace ts
