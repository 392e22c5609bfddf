// ===--- trace_function.h - a finished trace as a script Function --------=== //
// Turns a recorded trace graph into a Function with a schema, the graph as
// recorded (refined tensor types, for `.graph`) and bytecode compiled from a
// copy with plain types, plus `.code` for traced functions.
#pragma once

#include <memory>
#include <string>

#include "ir/ir.h"
#include "runtime/function.h"
#include "serialization/code_printer.h"

namespace ts::py {

/// Recomputes a traced function's schema and code after its graph changed.
void refreshTracedFunction(Function& fn);
/// A Function named `name` (qualified `qualified_name`) running `graph`.
/// Graph inputs named `self.1` of class type make it a method. Throws
/// ts::Error if a node has no kernel.
Ref<Function> makeTracedFunction(std::unique_ptr<Graph> graph, const std::string& name,
                                 const std::string& qualified_name);

/// `.code` of a traced function or method.
std::string tracedCode(const Function& fn, bool as_method);

/// `t` with refined tensor types replaced by Tensor (inside containers too).
TypePtr unrefinedType(TypePtr t);

}  // namespace ts::py
