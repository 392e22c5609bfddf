// ===--- code_printer_impl.h - state of one CodePrinter (internal) --------=== //
// Split out so statement printing (code_printer.cpp) and expression printing
// (code_printer_expr.cpp) stay in files of one purpose each.
#pragma once

#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "ir/ir.h"
#include "serialization/code_printer.h"

namespace ts {

class CodePrinterImpl {
 public:
  explicit CodePrinterImpl(std::vector<IValue>* shared)
      : for_file_(shared != nullptr), constant_table_(shared ? *shared : own_constants_) {}

  void printFunction(const Function& fn, bool first_arg_type);
  /// `fn.graph`, or a copy with its loop exits transformed (Note [Loop exits in .code]).
  const Graph& graphToPrint(const Function& fn);
  void printClass(const CodePrinter::ClassInfo& cls);
  void printNamedType(TypePtr t);

  /// Printing a saved file's code (a shared constant table), not `.code`:
  /// only files need code PyTorch's importer accepts beyond what it prints.
  bool for_file_;
  std::string body_;
  /// Note [File format version]: the `version` record the printed code needs.
  uint64_t min_version_ = 3;
  std::vector<IValue> own_constants_;
  std::vector<IValue>& constant_table_;
  std::vector<TypePtr> type_deps_;
  std::vector<const Function*> fn_deps_;
  std::vector<std::unique_ptr<Graph>> transformed_;  ///< see graphToPrint

  // ---- statements (code_printer.cpp) ----
  bool canInline(Value* v);
  Node* scanValue(Node* block_point, Value* v);
  Node* previousNonConstant(Node* n);
  Node* scanNode(Node* n);
  void scanBlock(Block* b);
  void buildConstantList(Block* b, std::vector<Node*>& out);
  std::string genName(const std::string& candidate);
  std::string genUniqueNameFor(Value* v);
  void assignUniqueNames(const std::vector<Value*>& vs);
  std::string& indent();
  void printValueList(std::string& out, const std::vector<Value*>& vs, const char* begin = "",
                      const char* end = "");
  void printAssignment(const std::vector<Value*>& lhs, const std::vector<Value*>& rhs);
  bool splitForAnnotation(const std::vector<Value*>& lhs, const std::vector<Value*>& rhs);
  void printIf(Node* n);
  void printLoop(Node* n);
  void printFork(Node* n);
  bool isForLoop(Node* n);

  void printNode(Node* n, bool print_const);
  void printOutputDefinition(Node* n, const std::string& expr);
  void splitLongInlines(Value* v);
  Use throughTransparent(Use u) const;
  void scanLongInlines(Node* user, int64_t offset, std::vector<Value*>& to_split);
  bool isLongLine(const std::string& s) const { return s.size() + level_ * 2 >= 40; }
  void printBlock(Block* b, bool has_other_statements);
  void printBody(Block* b);
  void addTypeDep(TypePtr t);

  // ---- constant folding (code_printer_expr.cpp) ----
  void foldConstants(Block* b);
  std::unordered_map<const Node*, IValue> folded_;

  // ---- dead code (code_printer.cpp) ----
  void markDead(Block* b);
  bool isDead(const Node* n) const { return dead_.count(n) != 0; }
  size_t liveUses(const Value* v) const;
  std::unordered_set<const Node*> dead_;

  // ---- expressions (code_printer_expr.cpp) ----
  std::string useOf(Value* v);
  Value* resolveAlias(Value* v) const;
  bool isTransparent(const Node* n) const;
  bool isConstantNode(const Node* n) const;
  /// Nodes whose only effect is their outputs (dead when those are unused).
  bool isPure(const Node* n) const;
  std::string printRHS(Node* n);
  std::string printLiteral(Node* n);
  std::string printRaise(Node* n);
  std::string printTyped(Node* n);
  std::string printConstantNode(const Node* n);
  std::string printConstant(const IValue& v);
  std::string printCall(Node* n);
  std::string printFunctionCall(Node* n);
  /// Whether call `n` prints as `f(args)` rather than `(self).f(args)`.
  bool isFreeFunctionCall(const Node* n) const;
  /// Note [Function references]: PyTorch's graphs call a function through
  /// a constant; a reference too long to inline prints `_0 = __torch__.f`
  /// at the top of the body, as long constants do.
  void printFunctionReference(const Function* fn);
  std::unordered_map<const Function*, std::string> fn_refs_;
  std::string annotation(TypePtr t);
  std::string printDefault(const SchemaArgument& arg);
  /// Constant value of a node output (for default elision), if it is a literal.
  bool constantValue(Value* v, IValue& out);

  std::unordered_set<Node*> output_inline_;
  std::unordered_map<Node*, int64_t> visited_split_inline_uses_;
  std::unordered_set<std::string> used_names_;
  /// Optional/Union values whose first assignment carried their annotation.
  std::unordered_set<const Value*> annotated_unions_;
  std::unordered_map<std::string, size_t> next_id_;
  std::unordered_map<Value*, std::string> expr_table_;
  std::unordered_map<Value*, std::string> ident_refs_;
  std::unordered_set<Node*> seen_constants_;
  size_t level_ = 0;
};

}  // namespace ts
