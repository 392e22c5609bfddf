// ===--- ir_hooks.h - the IR parser's view of the operator registry ------=== //
// The IR layer sits below the registry, so the parser asks through hooks;
// these are the hooks that answer from the registry (schemas by name).
#pragma once

#include <vector>

#include "ir/ir_parser.h"
#include "ops/registry.h"

namespace ts {

/// The first overload of `kind` whose arguments accept `inputs` (all
/// arguments given, as in compiled graphs, where defaults are explicit),
/// or nullptr.
const Operator* matchOperator(Symbol kind, const std::vector<TypePtr>& inputs);

/// Hooks whose infer_outputs takes return types from the matching schema.
IrParseHooks registryIrHooks();

}  // namespace ts
