// ===--- ir_parser.h - reads graph text back into a Graph ----------------=== //
// The inverse of printGraph: parses PyTorch's graph format (ours and the one
// `f.graph` prints in PyTorch) so tests and tools can write IR by hand, and
// so print(parse(print(g))) == print(g) holds for every graph we compile.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "ir/ir.h"

namespace ts {

/// What the IR layer cannot know by itself (it sits below the compiler and
/// the operator registry). Every hook is optional.
struct IrParseHooks {
  /// Resolves a nominal type by the name the printer shows for it
  /// (`__torch__.Point`, the name inside `Enum<...>`); nullptr if unknown.
  std::function<TypePtr(const std::string& name)> resolve_type;
  /// Output types of an operator node whose outputs were written without
  /// `: Type`, from its schema; nullopt when no schema fits (the outputs
  /// then default to Tensor, as in PyTorch's parser).
  std::function<std::optional<std::vector<TypePtr>>(Symbol kind, const std::vector<TypePtr>& inputs,
                                                    size_t num_outputs)>
      infer_outputs;
  /// The real source of a `# FILE:LINE:COL` comment; when null (or when the
  /// position lies outside it) the parser builds a placeholder source with
  /// that name, so the location still prints back identically.
  std::function<std::shared_ptr<const Source>(const std::string& filename)> resolve_source;
};

/// Parses a whole `graph(...): ... return (...)` text into `g`, which must
/// be freshly constructed, then runs verifyGraph. Throws ts::Error
/// `IR parse error at line L, column C: WHY` (with the offending line and a
/// caret) on malformed text.
void parseIR(const std::string& text, Graph& g, const IrParseHooks& hooks = {});
std::unique_ptr<Graph> parseIR(const std::string& text, const IrParseHooks& hooks = {});

/// Parses one type as graphs print it: `int[]`, `Dict(str, Tensor)`,
/// `(int, str)`, `Tensor?`, `Union(int, str)`, `Float(2, 3, strides=[3, 1])`
/// (a refined tensor type; the refinement is dropped).
TypePtr parseIRType(const std::string& text, const IrParseHooks& hooks = {});

}  // namespace ts
