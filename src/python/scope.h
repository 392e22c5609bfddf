// ===--- scope.h - symbol tables of the Python level (CPython's symtable) --=== //
// A pre-pass over the AST decides, for every function, lambda, comprehension
// and class body, which names are fast locals, cells, free variables, globals
// or class-namespace names, so frames are slot vectors and closures share cells.
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "frontend/ast.h"

namespace ts::py {

/// How a name is reached in one scope.
enum class NameKind : uint8_t {
  Local,      ///< fast slot
  Cell,       ///< a local captured by an inner scope: slot holds a Cell
  Free,       ///< captured from an enclosing function: slot holds a Cell
  Global,     ///< module globals, then builtins
  ClassName,  ///< class body namespace, then globals/builtins
  ClassFree,  ///< class body: namespace, then the enclosing cell
};

enum class ScopeKind : uint8_t { Module, Function, Class, Comprehension };

/// The symbol table of one scope.
struct Scope {
  ScopeKind kind = ScopeKind::Function;
  Scope* parent = nullptr;
  std::string name;
  /// Slot layout: params first (in order), then other locals, then cells that
  /// are not params, then free variables.
  std::vector<std::string> slots;
  std::unordered_map<std::string, int> slot_of;
  std::unordered_map<std::string, NameKind> kinds;
  /// Params that are also cells: copied into their cell on entry.
  std::vector<std::pair<int, int>> param_cells;  ///< (param slot, cell slot)
  std::vector<int> cell_slots;                   ///< slots that get a fresh Cell on entry
  std::vector<int> free_slots;                   ///< slots filled from the closure, in order
  std::vector<std::string> free_names;           ///< names of free_slots (closure order)
  bool is_generator = false;
  bool needs_class_cell = false;  ///< class body: methods use super()/__class__
  int nparams = 0;

  /// How `name` is resolved here.
  NameKind kindOf(const std::string& name) const;
  int slotOf(const std::string& name) const { return slot_of.at(name); }
};

/// All scopes of a module, keyed by the AST node that opens them
/// (ast::Module, FunctionDef, Lambda, ClassDef, or a comprehension Expr).
class ScopeTable {
 public:
  /// Analyzes a module. Throws ts::SyntaxError for e.g. `nonlocal` at module level.
  explicit ScopeTable(const ast::Module& module);
  const Scope& of(const void* node) const { return *scopes_.at(node); }

 private:
  std::unordered_map<const void*, std::unique_ptr<Scope>> scopes_;
  friend class ScopeBuilder;
};

}  // namespace ts::py
