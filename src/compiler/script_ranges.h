// ===--- script_ranges.h - the ranges torch/jit/frontend.py gives nodes ---=== //
// Note [Script ranges]: PyTorch does not compile Python's syntax tree: its
// frontend.py rebuilds each script def as a TorchScript tree, and errors,
// "called from" excerpts and run-time tracebacks point at that tree's ranges.
// Those differ from Python's: a leaf spans what frontend.py computes from
// its col_offset (a string literal's decoded length + 1, a number's
// str(value)), a compound node spans its own token merged with its
// subtrees' ranges (so `f(a, b)` is `f(a, b`, `(1, 2)` is `(1, 2`), and a
// subscript reaches one character past its last index (`x[i]`, `x[:]` is
// `x[`). ScriptRanges computes that range for every node of a def once and
// maps the Python range the compiler carries to it.
#pragma once

#include <cstdint>
#include <memory>
#include <unordered_map>

#include "frontend/ast.h"

namespace ts {

class ScriptRanges {
 public:
  /// The ranges of every statement, expression, parameter and keyword
  /// argument of `def` (nested defs included).
  explicit ScriptRanges(const ast::FunctionDef& def);

  /// PyTorch's range for the node whose Python range is `python`; any other
  /// range (one the compiler made itself) is returned unchanged.
  SourceRange map(const SourceRange& python) const;

  /// PyTorch's range of one expression, computed on its own.
  /// With python_frontend false, leaves keep their whole token (PyTorch's
  /// own parser) instead of frontend.py's literal lengths.
  static SourceRange of(const ast::Expr& e, bool python_frontend = true);

 private:
  ScriptRanges() = default;
  friend class ScriptRangeBuilder;

  static uint64_t key(const SourceRange& r) { return (uint64_t{r.start} << 32) | r.end; }

  const Source* source_ = nullptr;
  std::unordered_map<uint64_t, SourceRange> ranges_;
};

}  // namespace ts
