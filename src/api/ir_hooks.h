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

/// registryIrHooks, plus: a nominal type name nothing defines
/// (`__torch__.M`, PyTorch's `Function`) becomes an attribute-less class
/// type of that name, the same one for every use in the text. For reading
/// a graph on its own (`torchscript ir`), away from the program that made it.
IrParseHooks standaloneIrHooks();

}  // namespace ts
