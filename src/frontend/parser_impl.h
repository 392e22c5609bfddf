// ===--- parser_impl.h - the recursive-descent parser's internals ---------=== //
// Shared by parser.cpp (statements), parser_expr.cpp (expressions) and
// parser_literal.cpp (numbers, strings, f-strings). Not a public header.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "frontend/ast.h"
#include "frontend/lexer.h"
#include "frontend/parser.h"

namespace ts::detail {

/// Note [Parser depth limit]: the parser is recursive, so nesting must be
/// bounded or hostile input overflows the C++ stack. CPython 3.11 has two
/// limits, and so do we:
///  - Its PEG parser fails with a bare MemoryError when its rule recursion
///    passes 6000 levels. `peg_` models that level (PegLevel charges what
///    CPython's rules cost: 1 per `-`, `not`, `if`-expression or `elif`, 2
///    per `lambda` or `**`, ~28 per bracket, a statement's ~30); past
///    kMaxPegLevel, ParserStackOverflow. Every recursion of this parser
///    charges it, so it also bounds the native stack.
///  - A tree that parsed but nests deeper than ~3000 fails in its compiler
///    with RecursionError ("maximum recursion depth exceeded during
///    compilation"). `depth_` is that budget (DepthGuard): a full
///    expression costs kExprCost, other steps 1 (so later recursive passes
///    over the AST are safe). Exceeding it only marks the parse too deep:
///    parsing goes on (a later syntax error or the PEG limit still wins, as
///    in CPython), loops stop nesting their left-nested trees deeper, and
///    the RecursionError is raised when the parse ends.
/// Brackets are capped at 200 by the lexer, as in CPython.
constexpr int kMaxParseDepth = 3000;
constexpr int kExprCost = 10;
constexpr int kMaxPegLevel = 6000;
constexpr int kPegStatement = 31;   // file/statement rules above an expression statement's operand
constexpr int kPegEval = 22;        // eval's rules above its expression
constexpr int kPegBlock = 6;        // a nested block
constexpr int kPegBracket = 26;     // atom -> group/list/dict -> ... -> expression
constexpr int kPegTrailer = 4;      // primary '(' arguments ')' / '[' slices ']'

class Parser {
 public:
  Parser(std::shared_ptr<const Source> source, std::vector<Token> tokens, int depth = 0);

  std::unique_ptr<ast::Module> parseModule();
  /// Note [Script dialect]: parses as PyTorch's own parser does
  /// (torch.jit.CompilationUnit source): checks CPython makes while compiling
  /// (assignment targets, 'break' outside loop) are left to the script
  /// compiler, which reports them in PyTorch's words.
  void setScriptDialect() { script_dialect_ = true; }
  /// star_expressions EOF (what sits inside an f-string field or a string
  /// annotation).
  ast::ExprPtr parseStandaloneExpression(bool bracketed = false);
  SignatureTypeComment parseSignature();

 private:
  friend class DepthGuard;
  friend class PegLevel;
  /// Raises the deferred RecursionError of a too-deep tree (Note [Parser
  /// depth limit]) once the whole input parsed.
  void checkTooDeep() const;

  // ---- tokens -------------------------------------------------------------
  const Token& cur() const { return toks_[pos_]; }
  TokenKind kind() const { return toks_[pos_].kind; }
  TokenKind peekKind(size_t k = 1) const {
    return pos_ + k < toks_.size() ? toks_[pos_ + k].kind : TokenKind::EndOfFile;
  }
  bool at(TokenKind k) const { return kind() == k; }
  bool accept(TokenKind k) {
    if (kind() != k) return false;
    ++pos_;
    return true;
  }
  const Token& advance() { return toks_[pos_++]; }
  const Token& expect(TokenKind k, const char* message);
  uint32_t prevEnd() const { return toks_[pos_ - 1].end; }
  SourceRange range(uint32_t start, uint32_t end) const { return SourceRange(src_, start, end); }
  SourceRange tokRange(const Token& t) const { return range(t.start, t.end); }
  std::string_view tokText(const Token& t) const {
    return std::string_view(src_->text()).substr(t.start, t.end - t.start);
  }
  [[noreturn]] void fail(const std::string& message, const SourceRange& r) const;
  [[noreturn]] void failHere(const std::string& message) const;
  [[noreturn]] void failIndentation(const std::string& message) const;
  [[noreturn]] void invalidSyntax() const;
  void noteSemanticError(const std::string& message, const SourceRange& r);

  // ---- statements (parser.cpp) -------------------------------------------
  void parseStatement(ast::StmtList& out);
  void parseSimpleStatements(ast::StmtList& out);
  ast::StmtPtr parseSmallStatement();
  ast::StmtPtr parseExprOrAssign();
  ast::StmtPtr parseAssignRest(ast::ExprPtr first, std::optional<uint32_t> first_line);
  ast::StmtPtr parseReturn();
  ast::StmtPtr parseRaise();
  ast::StmtPtr parseAssert();
  ast::StmtPtr parseDel();
  ast::StmtPtr parseNames(bool global);
  ast::StmtPtr parseImport();
  ast::StmtPtr parseImportFrom();
  std::string parseDottedName();
  ast::StmtPtr parseCompound();
  ast::StmtPtr parseDecorated();
  ast::StmtPtr parseFunctionDef(ast::ExprList decorators, uint32_t extent_start);
  ast::StmtPtr parseClassDef(ast::ExprList decorators, uint32_t extent_start);
  ast::StmtPtr parseIf(bool is_elif);
  ast::StmtPtr parseWhile();
  ast::StmtPtr parseFor(uint32_t start, bool is_async);
  ast::StmtPtr parseWith(uint32_t start, bool is_async);
  void parseWithItems(std::vector<ast::WithItem>& items, bool parenthesized);
  ast::StmtPtr parseTry();

  // ---- match statements (parser_match.cpp) -------------------------------
  bool atSoftKeyword(const char* word) const;
  bool atMatchStatement() const;
  ast::StmtPtr parseMatch();
  ast::MatchCase parseCase();
  ast::PatternPtr parsePatterns();
  ast::PatternPtr parseMaybeStarPattern();
  ast::PatternPtr parsePattern();
  ast::PatternPtr parseClosedPattern();
  ast::PatternPtr parseNamePattern();
  ast::PatternPtr parseClassPattern(ast::ExprPtr cls);
  ast::PatternPtr parseSequencePattern();
  ast::PatternPtr parseMappingPattern();
  void parseBlock(ast::StmtList& out, const char* what, uint32_t header_start,
                  std::optional<Token>* type_comment = nullptr);
  void endOfLine(std::optional<Token>* type_comment);
  void parseParams(std::vector<ast::Param>& params, TokenKind end, bool annotations);
  uint32_t sourceExtentEnd(const ast::StmtList& body, uint32_t body_col) const;
  void checkTarget(const ast::Expr& e, const char* verb);

  // ---- expressions (parser_expr.cpp) -------------------------------------
  ast::ExprPtr parseStarExpressions();
  ast::ExprPtr parseStarExpression();
  ast::ExprPtr parseNamedExpression();
  ast::ExprPtr parseStarNamedExpression();
  ast::ExprPtr parseExpr();
  ast::ExprPtr parseDisjunction();
  ast::ExprPtr parseConjunction();
  ast::ExprPtr parseInversion();
  ast::ExprPtr parseComparison();
  ast::ExprPtr parseBinary(int level);
  ast::ExprPtr parseFactor();
  ast::ExprPtr parsePower();
  ast::ExprPtr parsePrimary();
  ast::ExprPtr parseAtom();
  ast::ExprPtr parseParenAtom();
  ast::ExprPtr parseListAtom();
  ast::ExprPtr parseBraceAtom();
  ast::ExprPtr parseLambda();
  /// What a loop nests on in place of `e` once the tree is too deep (Note
  /// [Parser depth limit]): a leaf, so the doomed tree stops growing.
  static ast::ExprPtr tooDeepStub(ast::ExprPtr e);
  ast::ExprPtr parseYield();
  ast::ExprPtr parseTargetList(TokenKind stop);
  void parseCallArgs(ast::Call& call);
  void parseSubscript(ast::Subscript& sub);
  ast::ExprPtr parseSliceItem();
  void parseComprehensions(std::vector<ast::Comprehension>& gens);
  ast::ExprPtr finishTuple(ast::ExprPtr first, uint32_t start, bool star_ok);

  // ---- literals (parser_literal.cpp) -------------------------------------
  ast::ExprPtr parseNumber();
  ast::ExprPtr parseStrings();
  void parseFString(const Token& t, std::vector<ast::FStringPart>& parts);
  uint32_t parseFStringBody(uint32_t p, uint32_t end, bool raw, int nesting,
                            std::vector<ast::FStringPart>& parts);
  uint32_t parseFStringField(uint32_t p, uint32_t end, bool raw, int nesting,
                             std::vector<ast::FStringPart>& parts);
  ast::ExprPtr parseSubExpression(uint32_t start, uint32_t end);

  std::shared_ptr<const Source> src_;
  std::vector<Token> toks_;
  size_t pos_ = 0;
  int depth_ = 0;
  int peg_ = 0;             // CPython's parser level (Note [Parser depth limit])
  bool too_deep_ = false;   // depth_ passed kMaxParseDepth somewhere
  int loop_depth_ = 0;      // loops enclosing the current statement (reset by def/class)
  int func_depth_ = 0;      // enclosing defs
  bool in_async_ = false;   // innermost def is async
  bool in_class_body_ = false;
  bool script_dialect_ = false;
  /// Note [Script dialect closers]: what PyTorch's parser expects after an
  /// expression here (the innermost open bracket's closer, else a newline).
  /// Constructs its lexer cannot read (f-strings, lambda, comprehension
  /// ifs) end that expression early, and it reports the next token.
  std::vector<const char*> closers_;
  struct CloserScope {
    Parser& p;
    CloserScope(Parser& parser, const char* closer) : p(parser) { p.closers_.push_back(closer); }
    ~CloserScope() { p.closers_.pop_back(); }
  };
  [[noreturn]] void failScriptToken(const char* expected, const Token& found) const;
  [[noreturn]] void failScriptToken(const Token& found) const;
  std::optional<SyntaxError> semantic_error_;  // first compile-time check failure
};

/// True for tokens that can begin an expression.
bool canStartExpression(TokenKind k);

/// RAII charge against the parse-depth budget.
class DepthGuard {
 public:
  DepthGuard(Parser& p, int cost);
  ~DepthGuard() { p_.depth_ -= cost_; }
  DepthGuard(const DepthGuard&) = delete;
  DepthGuard& operator=(const DepthGuard&) = delete;
  /// Charges one more level of a left-nested chain; false once the tree is
  /// too deep (the loop then parses its operand but nests no deeper).
  bool step();

 private:
  Parser& p_;
  int cost_;
};

/// RAII charge against CPython's parser level (Note [Parser depth limit]).
class PegLevel {
 public:
  PegLevel(Parser& p, int cost);
  ~PegLevel() { p_.peg_ -= cost_; }
  PegLevel(const PegLevel&) = delete;
  PegLevel& operator=(const PegLevel&) = delete;

 private:
  Parser& p_;
  int cost_;
};

/// Decodes a string literal body (between the quotes) into `out`.
/// Throws SyntaxError for malformed escapes; `r` locates errors.
void decodeStringBody(std::string_view body, bool raw, bool is_bytes, const SourceRange& r,
                      std::string& out);

}  // namespace ts::detail
