// ===--- ast.h - the Python syntax tree the parser builds -----------------=== //
// Plain structs in two hierarchies (Expr, Stmt) tagged by a kind enum, each
// node carrying its SourceRange and owning its children. The tree mirrors
// Python's `ast` module closely; TorchScript restrictions are the compiler's.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "frontend/source.h"

namespace ts::ast {

// ----------------------------------------------------------------------------
// Kinds and operators
// ----------------------------------------------------------------------------

/// Every expression node kind; the struct of the same name has `kKind`.
enum class ExprKind : uint8_t {
  Name, IntLiteral, FloatLiteral, ImagLiteral, StringLiteral, BoolLiteral,
  NoneLiteral, EllipsisLiteral, BinOp, UnaryOp, BoolOp, Compare, IfExp, Call,
  Attribute, Subscript, Slice, Starred, ListLiteral, TupleLiteral, DictLiteral,
  SetLiteral, ListComp, DictComp, SetComp, GeneratorExp, JoinedStr, Lambda,
  Await, Yield, NamedExpr,
};

/// Every statement node kind; the struct of the same name has `kKind`.
enum class StmtKind : uint8_t {
  FunctionDef, ClassDef, Return, Assign, AnnAssign, AugAssign, For, While, If,
  With, Raise, Assert, Delete, Pass, Break, Continue, ExprStmt, Global,
  Nonlocal, Import, ImportFrom, Try, Match,
};

/// Binary arithmetic/bitwise operators (also the operator of AugAssign).
enum class BinOpKind : uint8_t {
  Add, Sub, Mul, MatMul, Div, FloorDiv, Mod, Pow, LShift, RShift, BitOr, BitXor, BitAnd,
};
enum class UnaryOpKind : uint8_t { Not, Neg, Pos, Invert };
enum class BoolOpKind : uint8_t { And, Or };
enum class CmpOpKind : uint8_t { Eq, NotEq, Lt, LtE, Gt, GtE, Is, IsNot, In, NotIn };

/// Source spelling: "+", "//", "**", "@" ...
const char* binOpSymbol(BinOpKind op);
/// Python `ast` class name ("Add", "Mult", "MatMult", "FloorDiv", ...), which
/// PyTorch uses in messages such as "unsupported kind of augumented assignment: FloorDiv".
const char* binOpPythonName(BinOpKind op);
/// "not", "-", "+", "~".
const char* unaryOpSymbol(UnaryOpKind op);
/// Python `ast` class name: "Not", "USub", "UAdd", "Invert".
const char* unaryOpPythonName(UnaryOpKind op);
/// "and" / "or".
const char* boolOpSymbol(BoolOpKind op);
/// "==", "!=", "<", "<=", ">", ">=", "is", "is not", "in", "not in".
const char* cmpOpSymbol(CmpOpKind op);
/// Python `ast` class name: "Eq", "NotEq", "Lt", ..., "IsNot", "NotIn".
const char* cmpOpPythonName(CmpOpKind op);
const char* exprKindName(ExprKind kind);
const char* stmtKindName(StmtKind kind);

// ----------------------------------------------------------------------------
// Base classes
// ----------------------------------------------------------------------------

struct Expr;
struct Stmt;
using ExprPtr = std::unique_ptr<Expr>;
using StmtPtr = std::unique_ptr<Stmt>;
using ExprList = std::vector<ExprPtr>;
using StmtList = std::vector<StmtPtr>;

/// Base of all expressions. Downcast with `e.as<Call>()` (nullptr on
/// mismatch) or `e.is<Call>()`; `T::classof(&e)` works too.
struct Expr {
  const ExprKind kind;
  SourceRange range;

  Expr(ExprKind k, SourceRange r) : kind(k), range(std::move(r)) {}
  Expr(const Expr&) = delete;
  Expr& operator=(const Expr&) = delete;
  virtual ~Expr() = default;

  template <class T> bool is() const { return kind == T::kKind; }
  template <class T> const T* as() const { return is<T>() ? static_cast<const T*>(this) : nullptr; }
  template <class T> T* as() { return is<T>() ? static_cast<T*>(this) : nullptr; }
};

/// Base of all statements; same downcasting helpers as Expr.
struct Stmt {
  const StmtKind kind;
  SourceRange range;

  Stmt(StmtKind k, SourceRange r) : kind(k), range(std::move(r)) {}
  Stmt(const Stmt&) = delete;
  Stmt& operator=(const Stmt&) = delete;
  virtual ~Stmt() = default;

  template <class T> bool is() const { return kind == T::kKind; }
  template <class T> const T* as() const { return is<T>() ? static_cast<const T*>(this) : nullptr; }
  template <class T> T* as() { return is<T>() ? static_cast<T*>(this) : nullptr; }
};

// Declares kKind, classof and the (range) constructor of a node struct.
#define TS_AST_NODE(Base, Name)                                              \
  static constexpr Base##Kind kKind = Base##Kind::Name;                      \
  static bool classof(const Base* n) { return n->kind == kKind; }            \
  explicit Name(SourceRange r) : Base(kKind, std::move(r)) {}

// ----------------------------------------------------------------------------
// Helper records (not nodes)
// ----------------------------------------------------------------------------

/// `name=value` in a call or class header; `**value` has an empty name.
struct Keyword {
  std::string name;
  ExprPtr value;
  SourceRange range;  ///< whole `name=value` / `**value`
};

enum class ParamKind : uint8_t {
  Positional,      ///< ordinary `x`, `x=1`
  PositionalOnly,  ///< before a `/`
  VarArgs,         ///< `*args`
  KeywordOnly,     ///< after `*` or `*args`
  VarKwargs,       ///< `**kwargs`
};

/// One parameter of a def or lambda, in source order.
struct Param {
  std::string name;
  ExprPtr annotation;     ///< nullable (always null in lambdas)
  ExprPtr default_value;  ///< nullable
  ParamKind kind = ParamKind::Positional;
  SourceRange range;      ///< name through annotation, like Python's `arg` node
                          ///< (excludes a leading `*`/`**` and the default)
};

/// `for target in iter if cond ...` inside a comprehension.
struct Comprehension {
  ExprPtr target;
  ExprPtr iter;
  ExprList ifs;
  bool is_async = false;
  SourceRange range;
};

/// One piece of an f-string: literal text when `value` is null, otherwise a
/// replacement field `{value!conversion:format_spec}`.
struct FStringPart {
  std::string literal;       ///< decoded text (UTF-8); only when value is null
  ExprPtr value;             ///< the expression, or null for literal text
  char conversion = 0;       ///< 's', 'r', 'a' or 0
  ExprPtr format_spec;       ///< nullable; always a JoinedStr when present
  SourceRange range;         ///< literal text, or the `{...}` field
  bool isLiteral() const { return value == nullptr; }
};

// ----------------------------------------------------------------------------
// Expressions
// ----------------------------------------------------------------------------

struct Name : Expr { TS_AST_NODE(Expr, Name)
  std::string id;
};

/// Integer literal. Python ints are unbounded: literals that do not fit in
/// int64 set too_big (value is then unspecified; the text is range.text()).
struct IntLiteral : Expr { TS_AST_NODE(Expr, IntLiteral)
  int64_t value = 0;
  bool too_big = false;
};

struct FloatLiteral : Expr { TS_AST_NODE(Expr, FloatLiteral)
  double value = 0;
};

/// `2.5j`: the imaginary part.
struct ImagLiteral : Expr { TS_AST_NODE(Expr, ImagLiteral)
  double value = 0;
};

/// A string or bytes literal, after escape decoding and implicit
/// concatenation ("a" "b"). str values are UTF-8.
struct StringLiteral : Expr { TS_AST_NODE(Expr, StringLiteral)
  std::string value;
  bool is_bytes = false;
};

struct BoolLiteral : Expr { TS_AST_NODE(Expr, BoolLiteral)
  bool value = false;
};

struct NoneLiteral : Expr { TS_AST_NODE(Expr, NoneLiteral) };
struct EllipsisLiteral : Expr { TS_AST_NODE(Expr, EllipsisLiteral) };

struct BinOp : Expr { TS_AST_NODE(Expr, BinOp)
  BinOpKind op = BinOpKind::Add;
  ExprPtr left, right;
};

struct UnaryOp : Expr { TS_AST_NODE(Expr, UnaryOp)
  UnaryOpKind op = UnaryOpKind::Not;
  ExprPtr operand;
};

/// `a and b and c` is And(And(a, b), c): always two operands, left-nested.
struct BoolOp : Expr { TS_AST_NODE(Expr, BoolOp)
  BoolOpKind op = BoolOpKind::And;
  ExprPtr left, right;
};

/// Chained comparison `left ops[0] comparators[0] ops[1] comparators[1] ...`.
struct Compare : Expr { TS_AST_NODE(Expr, Compare)
  ExprPtr left;
  std::vector<CmpOpKind> ops;
  ExprList comparators;  ///< same length as ops
};

/// `body if test else orelse`.
struct IfExp : Expr { TS_AST_NODE(Expr, IfExp)
  ExprPtr test, body, orelse;
};

/// `func(args..., keywords...)`; args may contain Starred (`*xs`).
struct Call : Expr { TS_AST_NODE(Expr, Call)
  ExprPtr func;
  ExprList args;
  std::vector<Keyword> keywords;
};

/// `value.attr`.
struct Attribute : Expr { TS_AST_NODE(Expr, Attribute)
  ExprPtr value;
  std::string attr;
  SourceRange attr_range;
};

/// `value[i]`, `value[a, b:c]` (indices has 2 entries, is_tuple true),
/// `value[a,]` (1 entry, is_tuple true). Entries may be Slice or Starred.
struct Subscript : Expr { TS_AST_NODE(Expr, Subscript)
  ExprPtr value;
  ExprList indices;
  bool is_tuple = false;
};

/// `lower:upper:step` inside a subscript; every part nullable.
struct Slice : Expr { TS_AST_NODE(Expr, Slice)
  ExprPtr lower, upper, step;
};

/// `*value` in calls, displays and assignment targets.
struct Starred : Expr { TS_AST_NODE(Expr, Starred)
  ExprPtr value;
};

struct ListLiteral : Expr { TS_AST_NODE(Expr, ListLiteral)
  ExprList elts;
};

/// Parenthesized or bare tuple (`a, b`); range excludes parentheses unless
/// they are needed to delimit it (Python's ast convention is the same).
struct TupleLiteral : Expr { TS_AST_NODE(Expr, TupleLiteral)
  ExprList elts;
};

/// `{k: v, **d}`: keys[i] is null for a `**values[i]` unpacking entry.
struct DictLiteral : Expr { TS_AST_NODE(Expr, DictLiteral)
  ExprList keys;
  ExprList values;
  bool isUnpack(size_t i) const { return keys[i] == nullptr; }
};

struct SetLiteral : Expr { TS_AST_NODE(Expr, SetLiteral)
  ExprList elts;
};

struct ListComp : Expr { TS_AST_NODE(Expr, ListComp)
  ExprPtr elt;
  std::vector<Comprehension> generators;
};

struct SetComp : Expr { TS_AST_NODE(Expr, SetComp)
  ExprPtr elt;
  std::vector<Comprehension> generators;
};

struct GeneratorExp : Expr { TS_AST_NODE(Expr, GeneratorExp)
  ExprPtr elt;
  std::vector<Comprehension> generators;
};

struct DictComp : Expr { TS_AST_NODE(Expr, DictComp)
  ExprPtr key, value;
  std::vector<Comprehension> generators;
};

/// An f-string (possibly implicitly concatenated with plain strings).
struct JoinedStr : Expr { TS_AST_NODE(Expr, JoinedStr)
  std::vector<FStringPart> parts;
};

/// `lambda params: body`.
struct Lambda : Expr { TS_AST_NODE(Expr, Lambda)
  std::vector<Param> params;
  ExprPtr body;
};

struct Await : Expr { TS_AST_NODE(Expr, Await)
  ExprPtr value;
};

/// `yield [value]` or `yield from value` (is_from).
struct Yield : Expr { TS_AST_NODE(Expr, Yield)
  ExprPtr value;  ///< nullable for bare `yield`
  bool is_from = false;
};

/// `target := value`; target is always a Name.
struct NamedExpr : Expr { TS_AST_NODE(Expr, NamedExpr)
  ExprPtr target, value;
};

// ----------------------------------------------------------------------------
// Statements
// ----------------------------------------------------------------------------

/// `[@decorators] [async] def name(params) [-> returns]: body`.
/// range spans `def` (or `async`) to the end of the body; decorators have
/// their own ranges.
struct FunctionDef : Stmt { TS_AST_NODE(Stmt, FunctionDef)
  std::string name;
  SourceRange name_range;
  ExprList decorators;
  std::vector<Param> params;
  ExprPtr returns;  ///< nullable
  StmtList body;
  /// Text after `type:` of a `# type: (int) -> int` comment at the end of the
  /// def line or alone on the line(s) before the first body statement.
  std::optional<std::string> type_comment;
  SourceRange type_comment_range;  ///< the whole `# type: ...` comment
  bool is_async = false;
  /// What Python's inspect.getsource returns for this function (first
  /// decorator line start .. end of last body line incl. its newline and
  /// trailing comments indented at least like the body). PyTorch clips
  /// highlight context to this window: pass it to SourceRange::highlight.
  SourceRange source_extent;
};

/// `[@decorators] class name(bases, keywords): body`.
struct ClassDef : Stmt { TS_AST_NODE(Stmt, ClassDef)
  std::string name;
  SourceRange name_range;
  ExprList bases;
  std::vector<Keyword> keywords;
  ExprList decorators;
  StmtList body;
  SourceRange source_extent;  ///< as FunctionDef::source_extent
};

struct Return : Stmt { TS_AST_NODE(Stmt, Return)
  ExprPtr value;  ///< nullable
};

/// `t1 = t2 = value  # type: T`; targets in source order. A bare tuple
/// target (`a, b = ...`) is a TupleLiteral.
struct Assign : Stmt { TS_AST_NODE(Stmt, Assign)
  ExprList targets;
  ExprPtr value;
  std::optional<std::string> type_comment;  ///< text after `type:`, trimmed
  SourceRange type_comment_range;
};

/// `target: annotation [= value]`. simple is true when target is a bare
/// Name not in parentheses (Python's AnnAssign.simple).
struct AnnAssign : Stmt { TS_AST_NODE(Stmt, AnnAssign)
  ExprPtr target, annotation;
  ExprPtr value;  ///< nullable
  bool simple = true;
};

/// `target op= value`.
struct AugAssign : Stmt { TS_AST_NODE(Stmt, AugAssign)
  ExprPtr target;
  BinOpKind op = BinOpKind::Add;
  ExprPtr value;
};

struct For : Stmt { TS_AST_NODE(Stmt, For)
  ExprPtr target, iter;
  StmtList body, orelse;
  bool is_async = false;
};

struct While : Stmt { TS_AST_NODE(Stmt, While)
  ExprPtr test;
  StmtList body, orelse;
};

/// `elif` becomes a single nested If in orelse.
struct If : Stmt { TS_AST_NODE(Stmt, If)
  ExprPtr test;
  StmtList body, orelse;
};

struct WithItem {
  ExprPtr context_expr;
  ExprPtr optional_vars;  ///< nullable (`as` target)
  SourceRange range;
};

struct With : Stmt { TS_AST_NODE(Stmt, With)
  std::vector<WithItem> items;
  StmtList body;
  bool is_async = false;
};

struct Raise : Stmt { TS_AST_NODE(Stmt, Raise)
  ExprPtr exc;    ///< nullable (bare `raise`)
  ExprPtr cause;  ///< nullable (`from cause`)
};

struct Assert : Stmt { TS_AST_NODE(Stmt, Assert)
  ExprPtr test;
  ExprPtr msg;  ///< nullable
};

struct Delete : Stmt { TS_AST_NODE(Stmt, Delete)
  ExprList targets;
};

struct Pass : Stmt { TS_AST_NODE(Stmt, Pass) };
struct Break : Stmt { TS_AST_NODE(Stmt, Break) };
struct Continue : Stmt { TS_AST_NODE(Stmt, Continue) };

/// An expression evaluated for its effect (calls, docstrings).
struct ExprStmt : Stmt { TS_AST_NODE(Stmt, ExprStmt)
  ExprPtr value;
};

struct Global : Stmt { TS_AST_NODE(Stmt, Global)
  std::vector<std::string> names;
};

struct Nonlocal : Stmt { TS_AST_NODE(Stmt, Nonlocal)
  std::vector<std::string> names;
};

/// `name [as asname]` in imports. name is dotted ("torch.nn") or "*".
struct Alias {
  std::string name;
  std::string asname;  ///< empty when absent
  SourceRange range;
};

/// `import a.b as c, d`.
struct Import : Stmt { TS_AST_NODE(Stmt, Import)
  std::vector<Alias> names;
};

/// `from ..module import a as b, c` (level = number of leading dots; module
/// empty for `from . import x`).
struct ImportFrom : Stmt { TS_AST_NODE(Stmt, ImportFrom)
  std::string module;
  int level = 0;
  std::vector<Alias> names;
};

struct ExceptHandler {
  ExprPtr type;      ///< nullable (bare `except:`)
  std::string name;  ///< empty when no `as name`
  StmtList body;
  SourceRange range;  ///< from `except` to the end of its body
};

struct Try : Stmt { TS_AST_NODE(Stmt, Try)
  StmtList body;
  std::vector<ExceptHandler> handlers;
  StmtList orelse, finalbody;
  bool is_star = false;  ///< `except*` (Python 3.11)
};

/// A `case` pattern (PEP 634). Which fields are used depends on the kind.
enum class PatternKind : uint8_t {
  Value,     ///< a literal or dotted name, compared with == (None/True/False with `is`)
  Capture,   ///< NAME: binds the subject (`_`: a wildcard, target null)
  Star,      ///< `*NAME` / `*_` inside a sequence pattern
  Sequence,  ///< [p, ...] or (p, ...)
  Mapping,   ///< {key: p, ..., **rest}
  Class,     ///< Cls(p, ..., name=p, ...)
  Or,        ///< p | p | ...
  As,        ///< p as NAME
};

struct Pattern {
  PatternKind kind;
  SourceRange range;
  /// Value: the literal/name expression; Class: the class expression.
  ExprPtr value;
  /// Capture/Star/As, a Mapping's `**rest`: the Name bound (null for `_`).
  ExprPtr target;
  /// Sequence/Or elements, Class positionals, Mapping values, As: [inner].
  std::vector<std::unique_ptr<Pattern>> items;
  ExprList keys;                       ///< Mapping keys
  std::vector<std::string> kw_names;   ///< Class keyword attribute names
  std::vector<std::unique_ptr<Pattern>> kw_items;
};
using PatternPtr = std::unique_ptr<Pattern>;

struct MatchCase {
  PatternPtr pattern;
  ExprPtr guard;  ///< nullable
  StmtList body;
  SourceRange range;
};

/// `match subject:` with its `case` blocks (Python 3.10).
struct Match : Stmt { TS_AST_NODE(Stmt, Match)
  ExprPtr subject;
  std::vector<MatchCase> cases;
};

#undef TS_AST_NODE

/// The root: a parsed file.
struct Module {
  std::shared_ptr<const Source> source;
  StmtList body;
};

// ----------------------------------------------------------------------------
// Dumps for golden tests
// ----------------------------------------------------------------------------

/// Indented S-expression dump of a whole module, one node per line, e.g.
///   (Module
///     (Assign @1:0
///       (Name x)
///       (Int 1)))
std::string dumpAst(const Module& module);
/// Same format for a single expression / statement.
std::string dumpExpr(const Expr& expr);
std::string dumpStmt(const Stmt& stmt);

}  // namespace ts::ast
