// ===--- compiler.h - AST -> node tree (internal to the python layer) -----=== //
// The Compiler walks one scope's AST with its symbol table and builds the
// node tree of eval.h; nested defs, lambdas, comprehensions and class bodies
// become FuncCode objects of their own.
#pragma once

#include "python/eval.h"

namespace ts::py {

class Compiler {
 public:
  /// `defer_bodies`: function bodies wait for their first call (Note [Deferred bodies]).
  Compiler(Interp& in, std::shared_ptr<const ScopeTable> table, std::shared_ptr<const ast::Module> m,
           bool defer_bodies = false)
      : in_(in),
        table_(*table),
        tables_(std::move(table)),
        module_(std::move(m)),
        defer_bodies_(defer_bodies),
        postponed_annotations_(postponesAnnotations(*module_)) {}

  std::shared_ptr<FuncCode> compileModuleBody();
  /// Expression / statement / block in scope `s`.
  ENodePtr expr(const ast::Expr& e, const Scope& s);
  SNodePtr stmt(const ast::Stmt& st, const Scope& s);
  SBlock block(const ast::StmtList& list, const Scope& s);
  /// An assignment target node (Store context).
  std::unique_ptr<struct Target> target(const ast::Expr& e, const Scope& s);
  std::shared_ptr<FuncCode> function(const void* node, const std::string& name, const std::vector<ast::Param>& params,
                                     const ast::StmtList* body, const ast::Expr* lambda_body, const SourceRange& r,
                                     const std::string& qualname);
  ENodePtr comprehension(const ast::Expr& e, const Scope& s);
  /// An annotation's value: the evaluated expression, or its source text
  /// under `from __future__ import annotations` (Note [Postponed annotations]).
  ENodePtr annotation(const ast::Expr& e, const Scope& s);
  Interp& in() { return in_; }
  std::string qualPrefix(const Scope& s) const;

 private:
  Interp& in_;
  const ScopeTable& table_;
  std::shared_ptr<const ScopeTable> tables_;  ///< every FuncCode keeps its scopes alive
  std::shared_ptr<const ast::Module> module_;
  bool defer_bodies_;
  bool postponed_annotations_;

  static bool postponesAnnotations(const ast::Module& m);
};

/// A match statement (compile_match.cpp).
SNodePtr compileMatch(Compiler& c, const ast::Match& m, const Scope& s);

/// An assignment target: stores a value (Name, Attribute, Subscript, unpacking).
struct Target {
  explicit Target(SourceRange r) : range(std::move(r)) {}
  virtual ~Target() = default;
  virtual void store(Interp& in, Frame& f, IValue v) const = 0;
  virtual void del(Interp& in, Frame& f) const = 0;
  SourceRange range;
};

/// Name access nodes shared by expression and statement compilation.
ENodePtr makeNameLoad(Compiler& c, const std::string& name, const Scope& s, const SourceRange& r);
std::unique_ptr<Target> makeNameTarget(Compiler& c, const std::string& name, const Scope& s, const SourceRange& r);
/// Function-object creation node for def/lambda (defaults evaluated at def time).
ENodePtr makeFunctionNode(Compiler& c, std::shared_ptr<FuncCode> code, const std::vector<ast::Param>& params,
                          const ast::Expr* returns, const Scope& s, const SourceRange& r);
/// The evaluator's operator for an AST operator.
BinOp binOpOf(ast::BinOpKind k);
/// A node that evaluates to `v`.
ENodePtr makeConstNode(const SourceRange& r, IValue v);
/// A node building a tuple from parts (subscript indices `a[i, j]`).
ENodePtr makeTupleNode(const SourceRange& r, std::vector<ENodePtr> parts);
/// Records `range` as the failing expression of frame f for exception e.
inline void noteError(Frame& f, PyErr& e, const SourceRange& range, uint32_t left = 0, uint32_t right = 0) {
  const RefCounted* p = e.exc.toRefCounted();
  if (f.err_exc != p) {
    f.err_exc = p;
    f.err_range = &range;
    f.err_left = left;
    f.err_right = right;
  }
}

/// Unpacks an iterable into n targets (with an optional starred index).
void unpackInto(Interp& in, const IValue& v, size_t n, int star, std::vector<IValue>& out);

}  // namespace ts::py
