// ===--- function.h - a compiled TorchScript function --------------------=== //
#pragma once

#include <memory>
#include <string>

#include "ir/ir.h"
#include "runtime/code.h"
#include "types/schema.h"

namespace ts {

/// A script function: its schema (for call matching and messages), its
/// graph (for `graph` dumps and passes) and its bytecode.
class Function : public RefCounted {
 public:
  std::string name;            ///< unqualified name, used in tracebacks
  std::string qualified_name;  ///< `__torch__.f`
  FunctionSchema schema;
  std::unique_ptr<Graph> graph;
  std::unique_ptr<Code> code;
  /// The function's source window for highlights (inspect.getsource).
  SourceRange source_extent;
  /// Made by torch.jit.trace: `.graph` prints the recorded graph as it is
  /// (script functions print a cleaned copy, passes/display_graph.h).
  bool traced = false;
};

}  // namespace ts
