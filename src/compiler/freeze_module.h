// ===--- freeze_module.h - torch.jit.freeze and optimize_for_inference ----=== //
// Lives in the compiler layer, not passes/: a frozen module is a new class
// type whose methods are rewritten graphs compiled to bytecode, which needs
// the Program (class table, constants, code generation).
#pragma once

#include <string>
#include <vector>

#include "runtime/ivalue.h"

namespace ts {

class Program;

/// torch.jit.freeze(module, preserved_attrs, optimize_numerics): a copy of
/// the script module whose forward (and the preserved methods) read its
/// parameters, buffers, submodules and other attributes as constants; only
/// the preserved attributes and methods stay visible. `optimize_numerics`
/// (and optimize_for_inference) also folds a BatchNorm into the Conv before
/// it. Throws ts::Error for a module in training mode or not scripted.
IValue freezeModule(Program& program, const IValue& module, const std::vector<std::string>& preserved,
                    bool optimize_numerics);

}  // namespace ts
