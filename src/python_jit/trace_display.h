// ===--- trace_display.h - what `.graph` of a trace prints ----------------=== //
// See Note [Traced function calls] in trace_display.cpp.
#pragma once

#include <string>

#include "ir/ir.h"

namespace ts::py {

/// Inserts (at `g`'s insertion point) the unused `prim::Constant[name=...]`
/// of type Function PyTorch's trace has before a call of function `name`.
Node* recordFunctionConstant(Graph& g, const std::string& name);
/// Whether `n` is such a constant (dead code elimination keeps it).
bool isFunctionConstant(const Node* n);
/// `.graph` of a trace: as recorded, with calls of scripted functions
/// taking their Function constant as PyTorch's do.
std::string printTracedGraph(const Graph& g);

}  // namespace ts::py
