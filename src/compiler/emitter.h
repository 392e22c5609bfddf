// ===--- emitter.h - AST to typed SSA IR ---------------------------------=== //
// One Emitter compiles one function body (or one top-level statement) into a
// Graph. Names resolve first in the local environment, then through the
// Program (globals, imports, builtins).
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "compiler/script_ranges.h"
#include "compiler/sugared_value.h"
#include "frontend/ast.h"
#include "ir/ir.h"
#include "ops/registry.h"
#include "runtime/function.h"

namespace ts {

class Program;

/// One entry of PyTorch's ErrorReport::CallStack: what is being compiled
/// and where it is (Note [Pending range]).
struct CompileFrame {
  std::string name;     ///< `f`, `M.forward`, `__torch__.C`
  SourceRange pending;  ///< the statement or value expression begun last
  SourceRange extent;   ///< the source window its highlights clip to
};

/// Type refinements implied by a condition being true or false.
struct Refinements {
  std::map<std::string, TypePtr> when_true, when_false;
};

/// A boolean condition with its refinements and, when known at compile time,
/// its value (`x is None` on a None-typed x, `torch.jit.is_scripting()`).
struct CondValue {
  Value* value;
  Refinements refinements;
  std::optional<bool> static_value;
};

/// How control leaves a block.
enum class ExitKind { None, Return, Raise, Break, Continue };

class Emitter {
 public:
  Emitter(Program& program, Graph& graph, SourceRange extent);

  /// Compiles a function definition (a method when `self_type` is given:
  /// the type of its first parameter). Fills fn.graph and fn.schema.
  /// `signature`, when given, declares the parameters and return type in
  /// place of def's (an overload stub, Note [Overloaded methods]).
  void emitFunction(const ast::FunctionDef& def, Function& fn, TypePtr self_type = nullptr,
                    const ast::FunctionDef* signature = nullptr);
  /// The state parameter's type of an unannotated __setstate__ (Note
  /// [setstate type]), or nullptr.
  TypePtr setStateType(const ast::FunctionDef& def, TypePtr self_type, bool no_comment);

  // ---- used by SugaredValues ----
  /// The statements of a serialized fork closure, inline; its return value.
  Value* emitClosureBody(const ast::FunctionDef& def);
  void checkClosureLoopExits(const ast::FunctionDef& def) const;
  Program& program() { return program_; }
  Graph& graph() { return graph_; }
  Node* insert(Symbol kind, const std::vector<Value*>& inputs, size_t num_outputs,
               const SourceRange& loc);
  Value* constant(const IValue& v, const SourceRange& loc);
  Value* noneValue(const SourceRange& loc) { return constant(IValue(), loc); }
  /// Emits a call to the best-matching overload of `symbol`; throws the
  /// "Arguments for call are not valid" error when none matches.
  Value* emitBuiltinCall(Symbol symbol, std::vector<NamedValue> args, const SourceRange& loc);
  /// Like emitBuiltinCall, but returns nullptr instead of throwing.
  Value* tryEmitBuiltinCall(Symbol symbol, std::vector<NamedValue>& args, const SourceRange& loc,
                            std::string* failure);
  std::string listFailures(Symbol symbol, std::vector<std::pair<size_t, std::string>>& failures,
                           std::vector<NamedValue>& args, const SourceRange& loc);
  /// Matches args against `schema` (defaults filled, conversions applied);
  /// throws the schema's error message when they do not fit.
  std::vector<Value*> matchArguments(const FunctionSchema& schema, std::vector<NamedValue>& args,
                                     const SourceRange& loc);
  Value* emitFunctionCall(Function* fn, std::vector<NamedValue>& args, const SourceRange& loc);
  /// Like emitFunctionCall, but returns nullptr when the arguments do not
  /// match, with or without the implicit conversions.
  Value* tryEmitFunctionCall(Function* fn, std::vector<NamedValue>& args, const SourceRange& loc,
                             bool allow_conversions);
  /// Calls the first of `overloads` that `args` match; throws PyTorch's
  /// "Arguments for call are not valid" listing them when none does.
  Value* emitOverloadedFunctionCall(const std::vector<Function*>& overloads, std::vector<NamedValue>& args,
                                    const SourceRange& loc);
  /// Replaces the prim::CallFunction `call` (just emitted) by a copy of
  /// its callee's body; returns the copy's result.
  Value* inlineFunctionCall(Node* call);
  Value* emitListConstruct(TypePtr elem, const std::vector<Value*>& items, const SourceRange& loc);
  Value* emitTupleConstruct(const std::vector<Value*>& items, const SourceRange& loc);
  Value* emitPrint(std::vector<NamedValue>& args, const SourceRange& loc);
  /// Converts v to `type` for an argument or assignment when allowed
  /// (tuple literal -> list, int -> float where allowed); nullptr if not.
  Value* tryConvert(Value* v, TypePtr type, bool allow_int_to_float, const SourceRange& loc);
  /// tryConvert, then the implicit conversions of calls and returns (Note
  /// [Implicit conversions]); nullptr if v does not convert.
  Value* tryConvertImplicitly(Value* v, TypePtr type, const SourceRange& loc);
  /// How messages name `v`'s type: `Tensor (inferred)` for an unannotated
  /// parameter (PyTorch's repr_str of an inferred TensorType).
  std::string typeRepr(const Value* v) const;
  bool isInferred(const Value* v) const { return inferred_params_.count(v) != 0; }
  /// Note [Empty literal hints]: an empty `[]`/`{}` written where a type is
  /// expected (a call's argument, a return) takes that type, as PyTorch emits
  /// it with the type as hint; one a name holds keeps its default type.
  bool isHintableEmptyLiteral(const Value* v) const;
  /// Raises `message` at loc.
  [[noreturn]] void fail(const std::string& message, const SourceRange& loc) const;
  /// PyTorch's error for a list or dict default (Python shares one object
  /// across calls), `cls` naming its class.
  [[noreturn]] void failMutableDefault(const ast::FunctionDef& def, const ast::Param& p, const std::string& cls);
  /// fail() for what PyTorch's Python frontend rejects (NotSupportedError).
  [[noreturn]] void failNotSupported(const std::string& message, const SourceRange& loc) const;
  /// Turns `[a, b]` of a type annotation into a TypePtr.
  TypePtr parseTypeExpr(const ast::Expr& e);
  /// Whether `name` is a variable of the code being emitted (not a global).
  bool isLocal(const std::string& name) { return lookupVar(name) != nullptr; }
  /// Set while compiling a class's `__init__`: assignments to `self.x`
  /// declare attributes.
  void setInitClass(ClassType* c) { init_class_ = c; }
  ClassType* initClass() const { return init_class_; }
  /// The function definition being compiled (nullptr for top-level code).
  const ast::FunctionDef* currentDef() const { return current_def_; }
  /// The source window of the code being compiled (highlights clip to it).
  const SourceRange& extent() const { return extent_; }
  /// The range PyTorch's tree gives the node whose Python range is `loc`
  /// (Note [Script ranges]); `loc` itself outside Python-sourced defs.
  SourceRange scriptRange(const SourceRange& loc) const { return ranges_ ? ranges_->map(loc) : loc; }
  /// PyTorch's range of a whole expression (Note [Apply ranges]): a Python
  /// def's node range, which scriptRange maps; for source PyTorch's own
  /// parser reads (CompilationUnit, saved code), the same merge of subtrees
  /// over whole tokens.
  SourceRange treeRange(const ast::Expr& e) const {
    return ranges_ ? e.range : ScriptRanges::of(e, /*python_frontend=*/false);
  }
  /// Note [Pending range]: PyTorch's ErrorReport::CallStack remembers the
  /// range of the statement, or of the expression emitted as a value
  /// (emitExpr, not emitSugaredExpr), that the emitter began last; a
  /// function compiled from there names it as the call site in "is being
  /// compiled since it was called from".
  const SourceRange& pendingRange() const { return frame_.pending; }
  /// Iterates a sugared value: calls body(index Value, element SugaredValue).
  std::vector<Value*> unpackTuple(Value* v, const SourceRange& loc);

 private:
  friend struct SimpleValue;
  friend struct PythonBuiltin;
  struct Var {
    Value* value = nullptr;
    SugaredPtr sugared;           ///< for names bound to non-values
    TypePtr declared = nullptr;   ///< annotation, if any
    std::string undefined_error;  ///< set when defined on some paths only
    SourceRange error_range;      ///< where the variable became unusable (the if)
    bool refined = false;         ///< set by a refinement (an `is None` test, isinstance)
  };
  struct Frame {
    std::unordered_map<std::string, Var> vars;
    std::vector<std::string> order;  ///< definition order, for deterministic merges
    /// Pushed by an expression (comprehension, conditional), whose names
    /// never reach the module's globals.
    bool expression = false;
    /// The body of an emitted if branch or loop: assigning a variable of an
    /// enclosing frame must keep its type (PyTorch's setSugaredVar).
    bool block = false;
  };
  struct LoopContext {
    size_t frame_depth;  ///< frames_.size() at the loop body
    /// Re-evaluates a while loop's condition (at `continue`); may be empty.
    std::function<Value*()> cond_fn;
    std::vector<std::pair<Node*, std::unordered_map<std::string, Value*>>> exits;
  };

  void checkParamKinds(const ast::FunctionDef& def);
  void checkStarredTargets(const ast::ExprList& elts, const SourceRange& loc);
  // statements (emit_stmt.cpp)
  ExitKind emitStatements(const ast::StmtList& stmts);
  /// The body of an @unused script-class method (Note [Unused class methods]).
  ExitKind emitUnusedBody(const ast::FunctionDef& def);
  ExitKind emitStatement(const ast::Stmt& s);
  void emitAssign(const ast::Assign& s);
  void emitAnnAssign(const ast::AnnAssign& s);
  void emitAugAssign(const ast::AugAssign& s);
  /// The value `lhs <op>= rhs` stores (in place for tensors and lists).
  Value* emitObjectAugOp(const ast::AugAssign& s, Value* lhs, Value* rhs);
  Value* emitAugOp(const ast::AugAssign& s, Value* lhs, Value* rhs);
  /// `value_loc` (the right-hand side) locates what unpacking `v` reports,
  /// as PyTorch's asTuple(rhs_loc); the statement's `loc` by default.
  void assignTo(const ast::Expr& target, Value* v, const SourceRange& loc, TypePtr declared,
                const SourceRange* value_loc = nullptr);
  ExitKind emitIf(const ast::If& s);
  ExitKind emitIfBranches(const CondValue& cond, const ast::StmtList& body,
                          const ast::StmtList& orelse, const SourceRange& loc);
  void emitWhile(const ast::While& s);
  void emitFor(const ast::For& s);
  void emitLoop(Value* max_trip, const std::function<Value*()>& cond_fn,
                const std::function<void(Value* index)>& body_fn, const SourceRange& loc,
                const ast::StmtList* body);
  ExitKind emitReturn(const ast::Return& s);
  void emitRaise(const ast::Raise& s);
  void emitAssert(const ast::Assert& s);
  void emitDelete(const ast::Delete& s);
  ExitKind emitWith(const ast::With& s);
  // with-statements (emit_with.cpp)
  bool openGradModeWith(const ast::Expr& item, const ast::Expr* target, const SourceRange& loc);
  void emitWithExits(size_t first, const SourceRange& loc);
  size_t firstWithInLoop() const;
  /// Note [Loop-carried aliases]: the (copy, original) pairs made.
  std::vector<std::pair<Value*, Value*>> separateLoopVariables(const ast::StmtList& body, const SourceRange& loc);
  void checkUnsupportedStatement(const ast::Stmt& s);

  // expressions (emit_expr.cpp)
 public:
  SugaredPtr emitSugared(const ast::Expr& e, TypePtr hint = nullptr);
  /// The `slice(...)` object an index expression denotes (a call of `slice`
  /// or a name bound to one), or nullptr.
  std::shared_ptr<SliceValue> sliceObject(const ast::Expr& idx);
  Value* emitExpr(const ast::Expr& e, TypePtr type_hint = nullptr);
  /// emitExpr leaving the pending range alone, for what PyTorch emits with
  /// emitSugaredExpr (Note [Pending range]).
  Value* emitExprAt(const ast::Expr& e, TypePtr type_hint = nullptr);
  CondValue emitCondition(const ast::Expr& e);
  Value* toBool(Value* v, const SourceRange& loc);
  /// `[_elem for _elem in iter]`: `list(x)` of what a for loop iterates.
  Value* emitListFromIterable(const ast::Expr& iter, const SourceRange& loc);
  /// The same over a value already emitted.
  Value* emitListFromValue(Value* iterable, const SourceRange& loc);

 private:
  Value* emitBinOp(ast::BinOpKind op, Value* lhs, Value* rhs, const SourceRange& loc);
  Value* emitUnaryOp(const ast::UnaryOp& e);
  CondValue emitCompare(const ast::Compare& e);
  CondValue emitCompareOp(ast::CmpOpKind op, Value* lhs, Value* rhs, const ast::Expr& lhs_expr,
                          const SourceRange& loc);
  CondValue emitBoolOp(const ast::BoolOp& e);
  Value* emitIfExp(const ast::IfExp& e, TypePtr hint);
  Value* emitSubscript(const ast::Subscript& e, TypePtr hint = nullptr);
  Value* emitSlice(Value* base, Value* lo, Value* hi, Value* step, const SourceRange& loc);
  Value* castToUnionHint(Value* v, TypePtr hint, const SourceRange& loc);
  Value* emitListLiteral(const ast::ListLiteral& e, TypePtr hint);
  Value* emitDictLiteral(const ast::DictLiteral& e, TypePtr hint);
  /// PyTorch supports one generator without ifs (NotSupportedError otherwise).
  void checkComprehensionShape(const std::vector<ast::Comprehension>& generators, const SourceRange& range) const;
  Value* emitListComp(const ast::Expr& elt, const std::vector<ast::Comprehension>& generators,
                      const SourceRange& range, TypePtr hint);
  /// A list of `element(item)` for each item a for loop over `iter` yields.
  Value* emitListLoop(const ast::Expr& iter, const SourceRange& range, TypePtr elem_hint,
                      const std::function<Value*(SugaredPtr)>& element);
  Value* emitDictComp(const ast::DictComp& e, TypePtr hint);
  Value* emitJoinedStr(const ast::JoinedStr& e);
  std::vector<NamedValue> emitCallArgs(const ast::Call& c);
  Value* emitIsInstance(Value* v, const ast::Expr& types, const SourceRange& loc,
                        Refinements* refinements, const std::string& var);
  void iterate(const ast::Expr& iter_expr, const SourceRange& loc,
               const std::function<void(SugaredPtr)>& body, const ast::StmtList* stmts);

  // environment (emitter.cpp)
  void pushFrame(bool expression = false);
  Frame popFrame();
  Var* lookupVar(const std::string& name);
  /// The variable of an enclosing frame (not the innermost one), or null.
  Var* lookupOuterVar(const std::string& name);
  void checkFirstClass(const std::string& name, const Var& outer, const SugaredPtr& value, const SourceRange& loc);
  void setVar(const std::string& name, Value* v, const SourceRange& loc, TypePtr declared = nullptr);
  /// `v` as the value of `name`, a variable of an enclosing block, may be
  /// assigned in a nested one (converted to its type), or fails.
  Value* checkReassignment(const std::string& name, const Var& outer, Value* v, const SourceRange& loc);
  /// Binds `name` to a value with no IR form (a module, torch.iinfo(...)).
  void checkImmutableDefault(const ast::FunctionDef& def, const ast::Param& p);
  void bindSugared(const std::string& name, SugaredPtr value, const SourceRange& loc = SourceRange());
  SugaredPtr lookupName(const std::string& name, const SourceRange& loc);
  void applyRefinements(const std::map<std::string, TypePtr>& refs, const SourceRange& loc);
  std::unordered_map<std::string, Value*> snapshotLoopVars();
  void mergeIf(Node* if_node, Frame& t, ExitKind te, Frame& f, ExitKind fe,
               const SourceRange& loc);

  /// Note [Compile depth]: compiling a function compiles the functions it
  /// calls first, recursively, so a long call chain in the source nests
  /// emitters on the C++ stack. Each emitter charges the Program's budget
  /// (Program::enterCompile) while it lives; past it, a RecursionError.
  struct DepthCharge {
    explicit DepthCharge(Program& p);
    ~DepthCharge();
    DepthCharge(const DepthCharge&) = delete;
    DepthCharge& operator=(const DepthCharge&) = delete;
    Program& program;
  };

  Program& program_;
  Graph& graph_;
  SourceRange extent_;
  std::vector<Frame> frames_;
  std::vector<LoopContext> loops_;
  /// loops_.size() at each unrolled loop body being emitted, innermost last
  /// (break and continue cannot leave one).
  std::vector<size_t> unrolled_loops_;
  /// Parameters typed Tensor for want of an annotation.
  std::unordered_set<const Value*> inferred_params_;
  /// Values assigned to a name (Note [Empty literal hints]).
  std::unordered_set<const Value*> named_values_;
  /// Note [With exits]: the with-items whose body is being emitted, outermost
  /// first. Leaving a body early (return, break, continue) runs the exits of
  /// the items it leaves, as Python does, so a `return` inside
  /// `with torch.no_grad():` still restores the grad mode.
  struct OpenWith {
    Value* saved_grad_mode = nullptr;  ///< a grad-mode item: the mode to restore
    Value* context = nullptr;          ///< an object item: whose __exit__ to call
    size_t loop_depth = 0;             ///< loops_.size() at the with
  };
  std::vector<OpenWith> open_withs_;
  /// Return type: annotated (fixed) or inferred from the first return.
  TypePtr return_type_ = nullptr;
  bool return_annotated_ = false;
  std::vector<Node*> return_nodes_;
  /// Unannotated `[]` literals, replaced when the function is done (Note
  /// [Empty list literals] in emit_expr.cpp).
  std::vector<Node*> empty_list_literals_;
  void replaceEmptyListLiterals();
  /// Note [Annotated assignments]: `r: Union[int, str] = a` types the
  /// variable r, not the value: PyTorch's prim::Store/Load carry the declared
  /// type while the body is emitted, and SSA conversion leaves `a` itself.
  /// These casts give reads the declared type; they are folded at the end.
  std::vector<Node*> annotation_casts_;
  void foldAnnotationCasts();
  void emitFunctionBody(const ast::FunctionDef& def, Function& fn, TypePtr self_type,
                        const ast::FunctionDef* signature);
  std::string function_name_;
  const ast::FunctionDef* current_def_ = nullptr;
  std::shared_ptr<const ScriptRanges> ranges_;
  /// This function's call-stack entry; its name is `M.forward` for a method.
  CompileFrame frame_;
  void setPending(const SourceRange& python) { frame_.pending = scriptRange(python); }
  ClassType* init_class_ = nullptr;
  DepthCharge depth_charge_;
};

}  // namespace ts
