// ===--- bytecode_peephole.h - typed opcodes and superinstructions -------=== //
#pragma once

#include "runtime/code.h"

namespace ts {

/// Note [Bytecode peephole]: rewrites calls of int/float scalar operators
/// into typed opcodes, and a constant load feeding such an opcode into its
/// `K` form (one dispatch instead of two). Behaviour is unchanged.
void peepholeBytecode(Code& code);

}  // namespace ts
