// ===--- parser.cpp - statements and the parser's public entry points -----=== //
// Recursive descent over the token vector, following CPython 3.11's grammar
// (python.gram) for statements; expressions live in parser_expr.cpp.
#include "frontend/parser.h"

#include <algorithm>
#include <unordered_set>

#include "frontend/parser_impl.h"

namespace ts {

using namespace ast;  // NOLINT: AST node names are the vocabulary of this file.

namespace detail {

namespace {

// Python's name for an expression that cannot be a target
// (_PyPegen_get_expr_name).
const char* targetName(const Expr& e) {
  switch (e.kind) {
    case ExprKind::Call: return "function call";
    case ExprKind::IntLiteral:
    case ExprKind::FloatLiteral:
    case ExprKind::ImagLiteral:
    case ExprKind::StringLiteral: return "literal";
    case ExprKind::BoolLiteral: return e.as<BoolLiteral>()->value ? "True" : "False";
    case ExprKind::NoneLiteral: return "None";
    case ExprKind::EllipsisLiteral: return "ellipsis";
    case ExprKind::Compare: return "comparison";
    case ExprKind::IfExp: return "conditional expression";
    case ExprKind::Lambda: return "lambda";
    case ExprKind::ListComp: return "list comprehension";
    case ExprKind::SetComp: return "set comprehension";
    case ExprKind::DictComp: return "dict comprehension";
    case ExprKind::GeneratorExp: return "generator expression";
    case ExprKind::DictLiteral: return "dict literal";
    case ExprKind::SetLiteral: return "set display";
    case ExprKind::JoinedStr: return "f-string expression";
    case ExprKind::NamedExpr: return "named expression";
    case ExprKind::Await: return "await expression";
    case ExprKind::Yield: return "yield expression";
    default: return "expression";
  }
}

bool isAugAssign(TokenKind k, BinOpKind* op) {
  switch (k) {
    case TokenKind::PlusEqual: *op = BinOpKind::Add; return true;
    case TokenKind::MinusEqual: *op = BinOpKind::Sub; return true;
    case TokenKind::StarEqual: *op = BinOpKind::Mul; return true;
    case TokenKind::AtEqual: *op = BinOpKind::MatMul; return true;
    case TokenKind::SlashEqual: *op = BinOpKind::Div; return true;
    case TokenKind::DoubleSlashEqual: *op = BinOpKind::FloorDiv; return true;
    case TokenKind::PercentEqual: *op = BinOpKind::Mod; return true;
    case TokenKind::DoubleStarEqual: *op = BinOpKind::Pow; return true;
    case TokenKind::LeftShiftEqual: *op = BinOpKind::LShift; return true;
    case TokenKind::RightShiftEqual: *op = BinOpKind::RShift; return true;
    case TokenKind::PipeEqual: *op = BinOpKind::BitOr; return true;
    case TokenKind::CaretEqual: *op = BinOpKind::BitXor; return true;
    case TokenKind::AmpersandEqual: *op = BinOpKind::BitAnd; return true;
    default: return false;
  }
}

uint32_t stmtEnd(const StmtList& body, uint32_t fallback) {
  return body.empty() ? fallback : body.back()->range.end;
}

}  // namespace

// ----------------------------------------------------------------------------
// Infrastructure
// ----------------------------------------------------------------------------

DepthGuard::DepthGuard(Parser& p, int cost) : p_(p), cost_(cost) {
  p_.depth_ += cost;
  if (p_.depth_ > kMaxParseDepth) p_.too_deep_ = true;
}

bool DepthGuard::step() {
  if (p_.too_deep_) return false;
  ++cost_;
  if (++p_.depth_ > kMaxParseDepth) p_.too_deep_ = true;
  return !p_.too_deep_;
}

PegLevel::PegLevel(Parser& p, int cost) : p_(p), cost_(cost) {
  p_.peg_ += cost;
  if (p_.peg_ > kMaxPegLevel) throw ParserStackOverflow();
}

// CPython 3.11 compiles a tree this deep only to fail in its compiler with
// this RecursionError (Note [Parser depth limit]).
void Parser::checkTooDeep() const {
  if (too_deep_) throw Error("maximum recursion depth exceeded during compilation", ErrorKind::RecursionError);
}

Parser::Parser(std::shared_ptr<const Source> source, std::vector<Token> tokens, int depth)
    : src_(std::move(source)), toks_(std::move(tokens)), depth_(depth) {}

void Parser::fail(const std::string& message, const SourceRange& r) const {
  SourceRange rr = r;
  if (rr.end <= rr.start) rr.end = std::min(rr.start + 1, std::max(src_->size(), rr.start));
  throw SyntaxError(message, rr);
}

void Parser::failHere(const std::string& message) const { fail(message, tokRange(cur())); }

// PyTorch's parser names a token by its kind (`ident`, `string_literal`,
// `number`, `newline`) or, for punctuation and keywords, its text.
void Parser::failScriptToken(const char* expected, const Token& found) const {
  std::string name;
  switch (found.kind) {
    case TokenKind::Identifier: name = "ident"; break;
    case TokenKind::String: name = "string_literal"; break;
    case TokenKind::Number: name = "number"; break;
    case TokenKind::Newline: name = "newline"; break;
    default: name = tokText(found);
  }
  fail(std::string("expected ") + expected + " but found '" + name + "' here", tokRange(found));
}

void Parser::failScriptToken(const Token& found) const {
  failScriptToken(closers_.empty() ? "newline" : closers_.back(), found);
}

// CPython raises IndentationError here, with one caret at the token.
void Parser::failIndentation(const std::string& message) const {
  uint32_t start = cur().start;
  throw SyntaxError(message, SourceRange(src_, start, start + 1)).as(SyntaxError::PythonClass::IndentationError);
}

void Parser::invalidSyntax() const {
  if (at(TokenKind::Indent)) failIndentation("unexpected indent");
  if (at(TokenKind::Dedent)) failIndentation("unindent does not match any outer indentation level");
  failHere("invalid syntax");
}

void Parser::noteSemanticError(const std::string& message, const SourceRange& r) {
  if (!semantic_error_ && !script_dialect_) semantic_error_.emplace(message, r);
}

const Token& Parser::expect(TokenKind k, const char* message) {
  if (kind() != k) {
    if (message == nullptr) invalidSyntax();
    failHere(message);
  }
  return advance();
}

// file: [statements] ENDMARKER
std::unique_ptr<Module> Parser::parseModule() {
  auto module = std::make_unique<Module>();
  module->source = src_;
  while (!at(TokenKind::EndOfFile)) parseStatement(module->body);
  checkTooDeep();
  if (semantic_error_) throw *semantic_error_;
  return module;
}

// expressions: star_expressions ENDMARKER
// CPython offers "Perhaps you forgot a comma?" only inside brackets: an
// f-string's expression is parsed parenthesized, eval's text is not.
ExprPtr Parser::parseStandaloneExpression(bool bracketed) {
  if (at(TokenKind::EndOfFile)) failHere("expected an expression");
  PegLevel peg(*this, kPegEval);
  ExprPtr e = at(TokenKind::KwYield) ? parseYield() : parseStarExpressions();
  if (bracketed && !at(TokenKind::EndOfFile) && canStartExpression(kind())) {
    fail("invalid syntax. Perhaps you forgot a comma?", range(e->range.start, cur().end));
  }
  if (!at(TokenKind::EndOfFile)) invalidSyntax();
  checkTooDeep();
  return e;
}

// func_type: '(' [type_expressions] ')' '->' expression ENDMARKER
SignatureTypeComment Parser::parseSignature() {
  SignatureTypeComment sig;
  uint32_t start = cur().start;
  expect(TokenKind::LParen, "expected '(' to start a signature type comment");
  while (!at(TokenKind::RParen)) {
    if (at(TokenKind::Star) || at(TokenKind::DoubleStar)) advance();  // `*args` types
    sig.param_types.push_back(parseExpr());
    if (!accept(TokenKind::Comma)) break;
  }
  expect(TokenKind::RParen, "expected ')'");
  if (accept(TokenKind::Arrow)) sig.return_type = parseExpr();
  if (!at(TokenKind::EndOfFile)) invalidSyntax();
  sig.range = range(start, prevEnd());
  return sig;
}

// ----------------------------------------------------------------------------
// Statements
// ----------------------------------------------------------------------------

// statement: compound_stmt | simple_stmts
void Parser::parseStatement(StmtList& out) {
  PegLevel peg(*this, kPegStatement);
  switch (kind()) {
    case TokenKind::Indent: failIndentation("unexpected indent");
    case TokenKind::TypeComment: advance(); return;  // stray own-line type comment
    case TokenKind::KwDef:
    case TokenKind::KwClass:
    case TokenKind::KwIf:
    case TokenKind::KwWhile:
    case TokenKind::KwFor:
    case TokenKind::KwTry:
    case TokenKind::KwWith:
    case TokenKind::KwAsync:
    case TokenKind::At: out.push_back(parseCompound()); return;
    case TokenKind::Identifier:
      if (atMatchStatement()) return out.push_back(parseMatch());
      parseSimpleStatements(out);
      return;
    default: parseSimpleStatements(out); return;
  }
}

// simple_stmts: simple_stmt (';' simple_stmt)* [';'] [TYPE_COMMENT] NEWLINE
void Parser::parseSimpleStatements(StmtList& out) {
  size_t first = out.size();
  while (true) {
    out.push_back(parseSmallStatement());
    if (!accept(TokenKind::Semicolon)) break;
    if (at(TokenKind::Newline) || at(TokenKind::TypeComment) || at(TokenKind::EndOfFile)) break;
  }
  if (!at(TokenKind::Newline) && !at(TokenKind::TypeComment) && !at(TokenKind::EndOfFile)) {
    auto* es = out.back()->as<ExprStmt>();
    auto* name = es ? es->value->as<Name>() : nullptr;
    if (name && (name->id == "print" || name->id == "exec") && canStartExpression(kind())) {
      fail("Missing parentheses in call to '" + name->id + "'. Did you mean " + name->id + "(...)?",
           range(es->range.start, cur().end));
    }
  }
  std::optional<Token> tc;
  endOfLine(&tc);
  if (tc && out.size() > first) {
    if (auto* assign = out.back()->as<Assign>()) {
      assign->type_comment = std::string(
          std::string_view(src_->text()).substr(tc->aux, tc->end - tc->aux));
      assign->type_comment_range = tokRange(*tc);
    }
  }
}

// [TYPE_COMMENT] NEWLINE (or end of input)
void Parser::endOfLine(std::optional<Token>* type_comment) {
  if (at(TokenKind::TypeComment)) {
    if (type_comment) *type_comment = cur();
    advance();
  }
  if (accept(TokenKind::Newline) || at(TokenKind::EndOfFile)) return;
  if (at(TokenKind::Identifier) || at(TokenKind::Number) || at(TokenKind::String)) {
    failHere("invalid syntax");
  }
  invalidSyntax();
}

// simple_stmt: assignment | star_expressions | return_stmt | import_stmt
//   | raise_stmt | 'pass' | del_stmt | yield_stmt | assert_stmt | 'break'
//   | 'continue' | global_stmt | nonlocal_stmt
StmtPtr Parser::parseSmallStatement() {
  const Token& t = cur();
  switch (t.kind) {
    case TokenKind::KwPass: advance(); return std::make_unique<Pass>(tokRange(t));
    case TokenKind::KwBreak:
      advance();
      if (loop_depth_ == 0) noteSemanticError("'break' outside loop", tokRange(t));
      return std::make_unique<Break>(tokRange(t));
    case TokenKind::KwContinue:
      advance();
      if (loop_depth_ == 0) noteSemanticError("'continue' not properly in loop", tokRange(t));
      return std::make_unique<Continue>(tokRange(t));
    case TokenKind::KwReturn: return parseReturn();
    case TokenKind::KwRaise: return parseRaise();
    case TokenKind::KwAssert: return parseAssert();
    case TokenKind::KwDel: return parseDel();
    case TokenKind::KwGlobal: return parseNames(true);
    case TokenKind::KwNonlocal: return parseNames(false);
    case TokenKind::KwImport: return parseImport();
    case TokenKind::KwFrom: return parseImportFrom();
    default: return parseExprOrAssign();
  }
}

// assignment:
//   | NAME ':' expression ['=' annotated_rhs]
//   | ('(' single_target ')' | single_subscript_attribute_target) ':' expression ['=' annotated_rhs]
//   | (star_targets '=')+ (yield_expr | star_expressions) [TYPE_COMMENT]
//   | single_target augassign (yield_expr | star_expressions)
// star_expressions (expression statement)
StmtPtr Parser::parseExprOrAssign() {
  uint32_t start = cur().start;
  bool parenthesized = at(TokenKind::LParen);
  ExprPtr first = at(TokenKind::KwYield) ? parseYield() : parseStarExpressions();
  auto rhs = [&]() { return at(TokenKind::KwYield) ? parseYield() : parseStarExpressions(); };

  if (at(TokenKind::Colon)) {
    if (first->is<TupleLiteral>()) fail("only single target (not tuple) can be annotated", first->range);
    if (first->is<ListLiteral>()) fail("only single target (not list) can be annotated", first->range);
    if (!first->is<Name>() && !first->is<Attribute>() && !first->is<Subscript>()) {
      fail("illegal target for annotation", first->range);
    }
    advance();
    auto node = std::make_unique<AnnAssign>(SourceRange());
    node->simple = first->is<Name>() && !parenthesized;
    node->target = std::move(first);
    node->annotation = parseExpr();
    if (accept(TokenKind::Equal)) node->value = rhs();
    node->range = range(start, prevEnd());
    return node;
  }
  BinOpKind op;
  if (isAugAssign(kind(), &op)) {
    if (script_dialect_ && first->is<TupleLiteral>())
      fail("augmented assignment can only have one LHS expression", first->range);
    if (!first->is<Name>() && !first->is<Attribute>() && !first->is<Subscript>()) {
      std::string what = first->is<TupleLiteral>() ? "tuple"
                         : first->is<ListLiteral>() ? "list" : targetName(*first);
      fail("'" + what + "' is an illegal expression for augmented assignment", first->range);
    }
    advance();
    auto node = std::make_unique<AugAssign>(SourceRange());
    node->target = std::move(first);
    node->op = op;
    node->value = rhs();
    node->range = range(start, prevEnd());
    return node;
  }
  if (!at(TokenKind::Equal)) {
    auto node = std::make_unique<ExprStmt>(range(start, prevEnd()));
    node->value = std::move(first);
    return node;
  }
  auto node = std::make_unique<Assign>(SourceRange());
  node->targets.push_back(std::move(first));
  while (accept(TokenKind::Equal)) node->targets.push_back(rhs());
  node->value = std::move(node->targets.back());
  node->targets.pop_back();
  for (const ExprPtr& target : node->targets) checkTarget(*target, "assign");
  node->range = range(start, prevEnd());
  return node;
}

// Rejects expressions that cannot be assigned to / deleted (`verb` is
// "assign" for `=`, "assign to" in for/with/comprehension targets, "delete").
void Parser::checkTarget(const Expr& e, const char* verb) {
  if (script_dialect_ && std::string_view(verb) != "delete") return;
  switch (e.kind) {
    case ExprKind::Name:
    case ExprKind::Attribute:
    case ExprKind::Subscript: return;
    case ExprKind::Starred:
      if (std::string_view(verb) == "delete") fail("cannot delete starred", e.range);
      checkTarget(*e.as<Starred>()->value, verb);
      return;
    case ExprKind::TupleLiteral:
      for (const ExprPtr& x : e.as<TupleLiteral>()->elts) checkTarget(*x, verb);
      return;
    case ExprKind::ListLiteral:
      for (const ExprPtr& x : e.as<ListLiteral>()->elts) checkTarget(*x, verb);
      return;
    default: break;
  }
  std::string v = verb;
  if (v == "assign") {
    fail(std::string("cannot assign to ") + targetName(e) +
             " here. Maybe you meant '==' instead of '='?", e.range);
  }
  if (v == "delete") fail(std::string("cannot delete ") + targetName(e), e.range);
  fail(std::string("cannot assign to ") + targetName(e), e.range);
}

// return_stmt: 'return' [star_expressions]
StmtPtr Parser::parseReturn() {
  const Token& t = advance();
  auto node = std::make_unique<Return>(SourceRange());
  if (!at(TokenKind::Newline) && !at(TokenKind::Semicolon) && !at(TokenKind::EndOfFile) &&
      !at(TokenKind::TypeComment)) {
    node->value = parseStarExpressions();
  }
  node->range = range(t.start, prevEnd());
  if (func_depth_ == 0) noteSemanticError("'return' outside function", node->range);
  return node;
}

// raise_stmt: 'raise' expression ['from' expression] | 'raise'
StmtPtr Parser::parseRaise() {
  const Token& t = advance();
  auto node = std::make_unique<Raise>(SourceRange());
  if (!at(TokenKind::Newline) && !at(TokenKind::Semicolon) && !at(TokenKind::EndOfFile) &&
      !at(TokenKind::TypeComment)) {
    node->exc = parseExpr();
    if (accept(TokenKind::KwFrom)) node->cause = parseExpr();
  }
  node->range = range(t.start, prevEnd());
  return node;
}

// assert_stmt: 'assert' expression [',' expression]
StmtPtr Parser::parseAssert() {
  const Token& t = advance();
  auto node = std::make_unique<Assert>(SourceRange());
  node->test = parseExpr();
  if (accept(TokenKind::Comma)) node->msg = parseExpr();
  node->range = range(t.start, prevEnd());
  return node;
}

// del_stmt: 'del' del_targets   del_targets: ','.del_target+ [',']
StmtPtr Parser::parseDel() {
  const Token& t = advance();
  auto node = std::make_unique<Delete>(SourceRange());
  do {
    if (at(TokenKind::Newline) || at(TokenKind::Semicolon) || at(TokenKind::EndOfFile)) break;
    ExprPtr target = parseBinary(0);
    checkTarget(*target, "delete");
    node->targets.push_back(std::move(target));
  } while (accept(TokenKind::Comma));
  if (node->targets.empty()) invalidSyntax();
  node->range = range(t.start, prevEnd());
  return node;
}

// global_stmt: 'global' ','.NAME+   nonlocal_stmt: 'nonlocal' ','.NAME+
StmtPtr Parser::parseNames(bool global) {
  const Token& t = advance();
  std::vector<std::string> names;
  do {
    names.emplace_back(tokText(expect(TokenKind::Identifier, "invalid syntax")));
  } while (accept(TokenKind::Comma));
  SourceRange r = range(t.start, prevEnd());
  if (global) {
    auto node = std::make_unique<Global>(r);
    node->names = std::move(names);
    return node;
  }
  if (func_depth_ == 0) noteSemanticError("nonlocal declaration not allowed at module level", r);
  auto node = std::make_unique<Nonlocal>(r);
  node->names = std::move(names);
  return node;
}

// dotted_name: dotted_name '.' NAME | NAME
std::string Parser::parseDottedName() {
  std::string name(tokText(expect(TokenKind::Identifier, "invalid syntax")));
  while (accept(TokenKind::Dot)) {
    name += '.';
    name += tokText(expect(TokenKind::Identifier, "invalid syntax"));
  }
  return name;
}

// import_name: 'import' ','.(dotted_name ['as' NAME])+
StmtPtr Parser::parseImport() {
  const Token& t = advance();
  auto node = std::make_unique<Import>(SourceRange());
  do {
    Alias alias;
    uint32_t s = cur().start;
    alias.name = parseDottedName();
    if (accept(TokenKind::KwAs)) alias.asname = tokText(expect(TokenKind::Identifier, "invalid syntax"));
    alias.range = range(s, prevEnd());
    node->names.push_back(std::move(alias));
  } while (accept(TokenKind::Comma));
  node->range = range(t.start, prevEnd());
  return node;
}

// import_from: 'from' ('.' | '...')* dotted_name 'import' import_from_targets
//            | 'from' ('.' | '...')+ 'import' import_from_targets
// import_from_targets: '(' import_from_as_names [','] ')' | import_from_as_names | '*'
StmtPtr Parser::parseImportFrom() {
  const Token& t = advance();
  auto node = std::make_unique<ImportFrom>(SourceRange());
  while (at(TokenKind::Dot) || at(TokenKind::Ellipsis)) {
    node->level += at(TokenKind::Dot) ? 1 : 3;
    advance();
  }
  if (!at(TokenKind::KwImport)) node->module = parseDottedName();
  expect(TokenKind::KwImport, "invalid syntax");
  if (at(TokenKind::Star)) {
    const Token& star = advance();
    node->names.push_back(Alias{"*", "", tokRange(star)});
  } else {
    bool paren = accept(TokenKind::LParen);
    do {
      if (paren && at(TokenKind::RParen)) break;
      Alias alias;
      const Token& n = expect(TokenKind::Identifier, "invalid syntax");
      alias.name = tokText(n);
      if (accept(TokenKind::KwAs)) alias.asname = tokText(expect(TokenKind::Identifier, "invalid syntax"));
      alias.range = range(n.start, prevEnd());
      node->names.push_back(std::move(alias));
    } while (accept(TokenKind::Comma));
    if (paren) expect(TokenKind::RParen, "invalid syntax");
    if (node->names.empty()) invalidSyntax();
    if (!paren && toks_[pos_ - 1].kind == TokenKind::Comma) {
      fail("trailing comma not allowed without surrounding parentheses", tokRange(toks_[pos_ - 1]));
    }
  }
  node->range = range(t.start, prevEnd());
  return node;
}

// ----------------------------------------------------------------------------
// Compound statements
// ----------------------------------------------------------------------------

// compound_stmt: function_def | if_stmt | class_def | with_stmt | for_stmt
//   | try_stmt | while_stmt
StmtPtr Parser::parseCompound() {
  uint32_t line_start = src_->lineStart(src_->lineOf(cur().start));
  switch (kind()) {
    case TokenKind::At: return parseDecorated();
    case TokenKind::KwDef: return parseFunctionDef({}, line_start);
    case TokenKind::KwClass: return parseClassDef({}, line_start);
    case TokenKind::KwIf: return parseIf(false);
    case TokenKind::KwWhile: return parseWhile();
    case TokenKind::KwFor: return parseFor(cur().start, false);
    case TokenKind::KwWith: return parseWith(cur().start, false);
    case TokenKind::KwTry: return parseTry();
    case TokenKind::KwAsync: {
      uint32_t start = cur().start;
      TokenKind next = peekKind();
      if (next == TokenKind::KwDef) return parseFunctionDef({}, line_start);
      advance();
      if (next == TokenKind::KwFor) return parseFor(start, true);
      if (next == TokenKind::KwWith) return parseWith(start, true);
      invalidSyntax();
    }
    default: invalidSyntax();
  }
}

// decorators: ('@' named_expression NEWLINE)+
// decorated: decorators (class_def_raw | function_def_raw)
StmtPtr Parser::parseDecorated() {
  uint32_t extent_start = src_->lineStart(src_->lineOf(cur().start));
  ExprList decorators;
  while (accept(TokenKind::At)) {
    decorators.push_back(parseNamedExpression());
    expect(TokenKind::Newline, "invalid syntax");
  }
  if (at(TokenKind::KwDef) || (at(TokenKind::KwAsync) && peekKind() == TokenKind::KwDef)) {
    return parseFunctionDef(std::move(decorators), extent_start);
  }
  if (at(TokenKind::KwClass)) return parseClassDef(std::move(decorators), extent_start);
  invalidSyntax();
}

// block: NEWLINE [TYPE_COMMENT] INDENT statements DEDENT | simple_stmts
void Parser::parseBlock(StmtList& out, const char* what, uint32_t header_start,
                        std::optional<Token>* type_comment) {
  if (!at(TokenKind::Newline) && !at(TokenKind::TypeComment)) {
    if (at(TokenKind::EndOfFile)) {
      failIndentation(std::string("expected an indented block after ") + what + " on line " +
                      std::to_string(src_->lineOf(header_start)));
    }
    parseSimpleStatements(out);
    return;
  }
  endOfLine(type_comment);
  if (at(TokenKind::TypeComment)) {
    if (type_comment && !*type_comment) *type_comment = cur();
    advance();
  }
  if (!at(TokenKind::Indent)) {
    failIndentation(std::string("expected an indented block after ") + what + " on line " +
                    std::to_string(src_->lineOf(header_start)));
  }
  advance();
  // Each statement charges kPegStatement again; a block is kPegBlock deeper.
  PegLevel peg(*this, kPegBlock - kPegStatement);
  while (!at(TokenKind::Dedent) && !at(TokenKind::EndOfFile)) parseStatement(out);
  accept(TokenKind::Dedent);
}

// The end of what inspect.getsource returns for a def/class: the whole line
// of its last token, extended over following comment lines indented at
// least like the body (inspect.BlockFinder keeps those).
uint32_t Parser::sourceExtentEnd(const StmtList& body, uint32_t body_col) const {
  const std::string& text = src_->text();
  uint32_t n = src_->size();
  uint32_t p = body.empty() ? prevEnd() : body.back()->range.end;
  while (p < n && text[p] != '\n') ++p;
  uint32_t extent = p < n ? p + 1 : n;
  if (body_col == UINT32_MAX) return extent;
  uint32_t q = extent;
  while (q < n) {
    uint32_t line_end = q;
    while (line_end < n && text[line_end] != '\n') ++line_end;
    uint32_t c = q;
    while (c < line_end && (text[c] == ' ' || text[c] == '\t')) ++c;
    if (c < line_end && text[c] == '#') {
      if (c - q >= body_col) extent = line_end < n ? line_end + 1 : n;
    } else if (c < line_end && text[c] != '\r' && text[c] != '\f') {
      break;  // a code line ends the block
    }
    q = line_end < n ? line_end + 1 : n;
  }
  return extent;
}

// function_def_raw: ['async'] 'def' NAME '(' [params] ')' ['->' expression] ':'
//                   [func_type_comment] block
StmtPtr Parser::parseFunctionDef(ExprList decorators, uint32_t extent_start) {
  auto node = std::make_unique<FunctionDef>(SourceRange());
  uint32_t start = cur().start;
  node->is_async = accept(TokenKind::KwAsync);
  expect(TokenKind::KwDef, nullptr);
  const Token& name = expect(TokenKind::Identifier, "invalid syntax");
  node->name = tokText(name);
  node->name_range = tokRange(name);
  node->decorators = std::move(decorators);
  expect(TokenKind::LParen, "expected '('");
  parseParams(node->params, TokenKind::RParen, true);
  expect(TokenKind::RParen, "invalid syntax");
  if (accept(TokenKind::Arrow)) node->returns = parseExpr();
  expect(TokenKind::Colon, "expected ':'");

  int saved_loop = loop_depth_, saved_func = func_depth_;
  bool saved_async = in_async_, saved_class = in_class_body_;
  loop_depth_ = 0;
  ++func_depth_;
  in_async_ = node->is_async;
  in_class_body_ = false;
  std::optional<Token> tc;
  bool block = at(TokenKind::Newline) || at(TokenKind::TypeComment);
  parseBlock(node->body, "function definition", start, &tc);
  loop_depth_ = saved_loop;
  func_depth_ = saved_func;
  in_async_ = saved_async;
  in_class_body_ = saved_class;

  if (tc) {
    node->type_comment = std::string(std::string_view(src_->text()).substr(tc->aux, tc->end - tc->aux));
    node->type_comment_range = tokRange(*tc);
  }
  node->range = range(start, stmtEnd(node->body, prevEnd()));
  uint32_t body_col = block && !node->body.empty() ? node->body.front()->range.column() : UINT32_MAX;
  node->source_extent = range(extent_start, sourceExtentEnd(node->body, body_col));
  return node;
}

// class_def_raw: 'class' NAME ['(' [arguments] ')'] ':' block
StmtPtr Parser::parseClassDef(ExprList decorators, uint32_t extent_start) {
  auto node = std::make_unique<ClassDef>(SourceRange());
  uint32_t start = advance().start;
  const Token& name = expect(TokenKind::Identifier, "invalid syntax");
  node->name = tokText(name);
  node->name_range = tokRange(name);
  node->decorators = std::move(decorators);
  if (accept(TokenKind::LParen)) {
    Call args(SourceRange{});
    parseCallArgs(args);
    node->bases = std::move(args.args);
    node->keywords = std::move(args.keywords);
  }
  expect(TokenKind::Colon, "expected ':'");
  int saved_loop = loop_depth_, saved_func = func_depth_;
  bool saved_class = in_class_body_;
  loop_depth_ = 0;
  func_depth_ = 0;
  in_class_body_ = true;
  bool block = at(TokenKind::Newline) || at(TokenKind::TypeComment);
  parseBlock(node->body, "class definition", start);
  loop_depth_ = saved_loop;
  func_depth_ = saved_func;
  in_class_body_ = saved_class;
  node->range = range(start, stmtEnd(node->body, prevEnd()));
  uint32_t body_col = block && !node->body.empty() ? node->body.front()->range.column() : UINT32_MAX;
  node->source_extent = range(extent_start, sourceExtentEnd(node->body, body_col));
  return node;
}

// if_stmt: 'if' named_expression ':' block (elif_stmt | [else_block])
// elif_stmt: 'elif' named_expression ':' block (elif_stmt | [else_block])
StmtPtr Parser::parseIf(bool is_elif) {
  // Each `elif` nests one If deeper (in the AST and in every pass after it).
  DepthGuard guard(*this, 1);
  PegLevel peg(*this, 1);
  uint32_t start = advance().start;
  auto node = std::make_unique<If>(SourceRange());
  node->test = parseNamedExpression();
  expect(TokenKind::Colon, "expected ':'");
  parseBlock(node->body, is_elif ? "'elif' statement" : "'if' statement", start);
  if (at(TokenKind::KwElif)) {
    node->orelse.push_back(parseIf(true));
  } else if (at(TokenKind::KwElse)) {
    uint32_t else_start = advance().start;
    expect(TokenKind::Colon, "expected ':'");
    parseBlock(node->orelse, "'else' statement", else_start);
  }
  node->range = range(start, stmtEnd(node->orelse, stmtEnd(node->body, prevEnd())));
  return node;
}

// while_stmt: 'while' named_expression ':' block [else_block]
StmtPtr Parser::parseWhile() {
  uint32_t start = advance().start;
  auto node = std::make_unique<While>(SourceRange());
  node->test = parseNamedExpression();
  expect(TokenKind::Colon, "expected ':'");
  ++loop_depth_;
  parseBlock(node->body, "'while' statement", start);
  --loop_depth_;
  // PyTorch's own parser has no loop `else`: the keyword starts a statement
  // it reads as an expression.
  if (script_dialect_ && at(TokenKind::KwElse)) failScriptToken("ident", cur());
  if (at(TokenKind::KwElse)) {
    uint32_t else_start = advance().start;
    expect(TokenKind::Colon, "expected ':'");
    parseBlock(node->orelse, "'else' statement", else_start);
  }
  node->range = range(start, stmtEnd(node->orelse, stmtEnd(node->body, prevEnd())));
  return node;
}

// for_stmt: ['async'] 'for' star_targets 'in' star_expressions ':' [TYPE_COMMENT]
//           block [else_block]
StmtPtr Parser::parseFor(uint32_t start, bool is_async) {
  uint32_t for_start = advance().start;
  auto node = std::make_unique<For>(SourceRange());
  node->is_async = is_async;
  node->target = parseTargetList(TokenKind::KwIn);
  expect(TokenKind::KwIn, "invalid syntax");
  node->iter = parseStarExpressions();
  expect(TokenKind::Colon, "expected ':'");
  ++loop_depth_;
  parseBlock(node->body, "'for' statement", for_start);
  --loop_depth_;
  // PyTorch's own parser has no loop `else`: the keyword starts a statement
  // it reads as an expression.
  if (script_dialect_ && at(TokenKind::KwElse)) failScriptToken("ident", cur());
  if (at(TokenKind::KwElse)) {
    uint32_t else_start = advance().start;
    expect(TokenKind::Colon, "expected ':'");
    parseBlock(node->orelse, "'else' statement", else_start);
  }
  node->range = range(start, stmtEnd(node->orelse, stmtEnd(node->body, prevEnd())));
  // PyTorch's grammar reads `for x in a, b:` as a list of iterables, which
  // its compiler rejects (Python's reads one tuple, which unrolls).
  if (const auto* t = node->iter->as<TupleLiteral>();
      script_dialect_ && t && t->elts.size() > 1 && t->range.start == t->elts[0]->range.start)
    fail("List of iterables is not supported currently", node->range);
  return node;
}

// with_stmt: ['async'] 'with' '(' ','.with_item+ ','? ')' ':' block
//          | ['async'] 'with' ','.with_item+ ':' [TYPE_COMMENT] block
StmtPtr Parser::parseWith(uint32_t start, bool is_async) {
  uint32_t with_start = advance().start;
  auto node = std::make_unique<With>(SourceRange());
  node->is_async = is_async;
  bool parenthesized = false;
  if (at(TokenKind::LParen)) {
    // Parenthesized items only if the matching ')' is followed by ':'.
    size_t depth = 0, i = pos_;
    for (; i < toks_.size(); ++i) {
      TokenKind k = toks_[i].kind;
      if (k == TokenKind::LParen || k == TokenKind::LBracket || k == TokenKind::LBrace) ++depth;
      if (k == TokenKind::RParen || k == TokenKind::RBracket || k == TokenKind::RBrace) {
        if (--depth == 0) break;
      }
      if (k == TokenKind::Newline || k == TokenKind::EndOfFile) break;
    }
    parenthesized = i + 1 < toks_.size() && toks_[i].kind == TokenKind::RParen &&
                    toks_[i + 1].kind == TokenKind::Colon;
  }
  if (parenthesized) advance();
  parseWithItems(node->items, parenthesized);
  if (parenthesized) expect(TokenKind::RParen, "invalid syntax");
  expect(TokenKind::Colon, "expected ':'");
  parseBlock(node->body, "'with' statement", with_start);
  node->range = range(start, stmtEnd(node->body, prevEnd()));
  return node;
}

// with_item: expression 'as' star_target | expression
void Parser::parseWithItems(std::vector<WithItem>& items, bool parenthesized) {
  do {
    if (parenthesized && at(TokenKind::RParen)) break;
    WithItem item;
    uint32_t s = cur().start;
    item.context_expr = parseExpr();
    if (accept(TokenKind::KwAs)) {
      item.optional_vars = parseBinary(0);
      checkTarget(*item.optional_vars, "assign to");
    }
    item.range = range(s, prevEnd());
    items.push_back(std::move(item));
  } while (accept(TokenKind::Comma));
  if (items.empty()) invalidSyntax();
}

// try_stmt: 'try' ':' block finally_block
//         | 'try' ':' block except_block+ [else_block] [finally_block]
// except_block: 'except' ['*'] expression ['as' NAME] ':' block | 'except' ':' block
StmtPtr Parser::parseTry() {
  uint32_t start = advance().start;
  auto node = std::make_unique<Try>(SourceRange());
  expect(TokenKind::Colon, "expected ':'");
  parseBlock(node->body, "'try' statement", start);
  while (at(TokenKind::KwExcept)) {
    ExceptHandler h;
    uint32_t hs = advance().start;
    if (accept(TokenKind::Star)) node->is_star = true;
    if (!at(TokenKind::Colon)) {
      h.type = parseExpr();
      if (at(TokenKind::Comma)) fail("multiple exception types must be parenthesized", h.type->range);
      if (accept(TokenKind::KwAs)) h.name = tokText(expect(TokenKind::Identifier, "invalid syntax"));
    }
    expect(TokenKind::Colon, "expected ':'");
    parseBlock(h.body, node->is_star ? "'except*' statement" : "'except' statement", hs);
    h.range = range(hs, stmtEnd(h.body, prevEnd()));
    node->handlers.push_back(std::move(h));
  }
  if (!node->handlers.empty() && at(TokenKind::KwElse)) {
    uint32_t es = advance().start;
    expect(TokenKind::Colon, "expected ':'");
    parseBlock(node->orelse, "'else' statement", es);
  }
  if (at(TokenKind::KwFinally)) {
    uint32_t fs = advance().start;
    expect(TokenKind::Colon, "expected ':'");
    parseBlock(node->finalbody, "'finally' statement", fs);
  }
  if (node->handlers.empty() && node->finalbody.empty()) {
    failHere("expected 'except' or 'finally' block");
  }
  uint32_t end = stmtEnd(node->body, prevEnd());
  if (!node->handlers.empty()) end = node->handlers.back().range.end;
  end = stmtEnd(node->finalbody, stmtEnd(node->orelse, end));
  node->range = range(start, end);
  return node;
}

// params (def, annotations allowed) / lambda_params (no annotations):
//   [posonly ',' '/'] [positional] ['*' [NAME [':' ann]]] [kwonly] ['**' NAME [':' ann]]
void Parser::parseParams(std::vector<Param>& params, TokenKind end, bool annotations) {
  bool seen_default = false, seen_star = false, seen_slash = false, seen_kwargs = false;
  std::unordered_set<std::string_view> names;
  while (!at(end)) {
    if (seen_kwargs) failHere("arguments cannot follow var-keyword argument");
    if (at(TokenKind::Slash)) {
      if (params.empty()) failHere("at least one argument must precede /");
      if (seen_slash) failHere("/ may appear only once");
      if (seen_star) failHere("/ must be ahead of *");
      seen_slash = true;
      for (Param& p : params) p.kind = ParamKind::PositionalOnly;
      advance();
    } else {
      Param p;
      p.kind = seen_star ? ParamKind::KeywordOnly : ParamKind::Positional;
      if (at(TokenKind::Star)) {
        if (seen_star) failHere("* argument may appear only once");
        seen_star = true;
        const Token& star = advance();
        if (!at(TokenKind::Identifier)) {
          if (at(end) || at(TokenKind::DoubleStar) ||
              (at(TokenKind::Comma) && (peekKind() == end || peekKind() == TokenKind::DoubleStar))) {
            fail("named arguments must follow bare *", tokRange(star));
          }
          if (!accept(TokenKind::Comma)) invalidSyntax();
          continue;
        }
        p.kind = ParamKind::VarArgs;
      } else if (accept(TokenKind::DoubleStar)) {
        seen_kwargs = true;
        p.kind = ParamKind::VarKwargs;
      }
      const Token& name = expect(TokenKind::Identifier, "invalid syntax");
      p.name = tokText(name);
      if (!names.insert(tokText(name)).second) {
        noteSemanticError("duplicate argument '" + p.name + "' in function definition", tokRange(name));
      }
      if (annotations && accept(TokenKind::Colon)) p.annotation = parseExpr();
      p.range = range(name.start, prevEnd());
      if (at(TokenKind::Equal)) {
        if (p.kind == ParamKind::VarArgs || p.kind == ParamKind::VarKwargs) {
          failHere(p.kind == ParamKind::VarArgs ? "var-positional argument cannot have default value"
                                                : "var-keyword argument cannot have default value");
        }
        advance();
        p.default_value = parseExpr();
        if (p.kind == ParamKind::Positional) seen_default = true;
      } else if (p.kind == ParamKind::Positional && seen_default) {
        fail("non-default argument follows default argument", p.range);
      }
      params.push_back(std::move(p));
    }
    if (!accept(TokenKind::Comma)) break;
  }
}

}  // namespace detail

// ----------------------------------------------------------------------------
// Public entry points
// ----------------------------------------------------------------------------

std::unique_ptr<Module> parseFile(std::shared_ptr<const Source> source) {
  std::vector<Token> tokens = tokenize(source);
  detail::Parser parser(std::move(source), std::move(tokens));
  return parser.parseModule();
}

std::unique_ptr<Module> parseScriptFile(std::shared_ptr<const Source> source) {
  std::vector<Token> tokens;
  try {
    tokens = tokenize(source);
  } catch (const SyntaxError& e) {
    // PyTorch's lexer names the character it cannot start a token with, in
    // a plain error (its text does not start on a line of its own).
    if (e.rawMessage().find("unterminated") == std::string::npos) throw;
    uint32_t quote = e.range().end - 1;
    CompileError located("expected a valid token but found '" + source->text().substr(quote, 1) + "' here",
                         SourceRange(source, quote, quote + 1));
    throw Error(located.what(), ErrorKind::RuntimeError);
  }
  detail::Parser parser(std::move(source), std::move(tokens));
  parser.setScriptDialect();
  return parser.parseModule();
}

ExprPtr parseExpression(std::shared_ptr<const Source> source) {
  uint32_t size = source->size();
  return parseExpression(std::move(source), 0, size);
}

ExprPtr parseExpression(std::shared_ptr<const Source> source, uint32_t start, uint32_t end) {
  std::vector<Token> tokens = tokenizeExpression(source, start, end);
  detail::Parser parser(std::move(source), std::move(tokens));
  return parser.parseStandaloneExpression();
}

SignatureTypeComment parseSignatureTypeComment(std::shared_ptr<const Source> source,
                                               uint32_t start, uint32_t end) {
  std::vector<Token> tokens = tokenizeExpression(source, start, end);
  detail::Parser parser(std::move(source), std::move(tokens));
  return parser.parseSignature();
}

}  // namespace ts
