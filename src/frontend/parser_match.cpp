// ===--- parser_match.cpp - the match statement and its patterns ----------=== //
// PEP 634's grammar. `match` and `case` are soft keywords: a line is a match
// statement when it starts with the name `match`, an expression follows, and
// the logical line ends with ':' (`match(x)` alone stays a call).
#include "frontend/parser_impl.h"

namespace ts::detail {

using namespace ast;

namespace {

ExprPtr nameExpr(const SourceRange& r, std::string id) {
  auto n = std::make_unique<Name>(r);
  n->id = std::move(id);
  return n;
}

PatternPtr makePattern(PatternKind kind, SourceRange r) {
  auto p = std::make_unique<Pattern>();
  p->kind = kind;
  p->range = std::move(r);
  return p;
}

}  // namespace

bool Parser::atSoftKeyword(const char* word) const {
  return at(TokenKind::Identifier) && tokText(cur()) == word;
}

bool Parser::atMatchStatement() const {
  if (!atSoftKeyword("match") || !canStartExpression(peekKind())) return false;
  size_t i = pos_ + 1;
  while (i < toks_.size() && toks_[i].kind != TokenKind::Newline && toks_[i].kind != TokenKind::EndOfFile) ++i;
  return toks_[i - 1].kind == TokenKind::Colon;
}

// match_stmt: "match" subject_expr ':' NEWLINE INDENT case_block+ DEDENT
StmtPtr Parser::parseMatch() {
  uint32_t start = advance().start;
  auto node = std::make_unique<Match>(SourceRange());
  node->subject = parseStarExpressions();
  expect(TokenKind::Colon, "expected ':'");
  endOfLine(nullptr);
  if (!at(TokenKind::Indent))
    failIndentation("expected an indented block after 'match' statement on line " + std::to_string(src_->lineOf(start)));
  advance();
  while (atSoftKeyword("case")) node->cases.push_back(parseCase());
  if (node->cases.empty()) invalidSyntax();
  if (!at(TokenKind::Dedent) && !at(TokenKind::EndOfFile)) invalidSyntax();
  accept(TokenKind::Dedent);
  node->range = range(start, node->cases.back().range.end);
  return node;
}

// case_block: "case" patterns guard? ':' block
MatchCase Parser::parseCase() {
  uint32_t start = advance().start;
  MatchCase c;
  c.pattern = parsePatterns();
  if (accept(TokenKind::KwIf)) c.guard = parseNamedExpression();
  expect(TokenKind::Colon, "expected ':'");
  parseBlock(c.body, "'case' statement", start);
  c.range = range(start, c.body.empty() ? prevEnd() : c.body.back()->range.end);
  return c;
}

// patterns: open_sequence_pattern | pattern
PatternPtr Parser::parsePatterns() {
  uint32_t start = cur().start;
  PatternPtr first = parseMaybeStarPattern();
  if (!at(TokenKind::Comma)) {
    if (first->kind == PatternKind::Star) fail("can't use starred expression here", first->range);
    return first;
  }
  auto seq = makePattern(PatternKind::Sequence, SourceRange());
  seq->items.push_back(std::move(first));
  while (accept(TokenKind::Comma) && !at(TokenKind::Colon) && !at(TokenKind::KwIf))
    seq->items.push_back(parseMaybeStarPattern());
  seq->range = range(start, prevEnd());
  return seq;
}

// maybe_star_pattern: '*' (capture_pattern | '_') | pattern
PatternPtr Parser::parseMaybeStarPattern() {
  if (!at(TokenKind::Star)) return parsePattern();
  uint32_t start = advance().start;
  const Token& name = expect(TokenKind::Identifier, "invalid syntax");
  auto p = makePattern(PatternKind::Star, range(start, name.end));
  if (tokText(name) != "_") p->target = nameExpr(tokRange(name), std::string(tokText(name)));
  return p;
}

// pattern: or_pattern ['as' NAME]
// or_pattern: closed_pattern ('|' closed_pattern)*
PatternPtr Parser::parsePattern() {
  DepthGuard guard(*this, kExprCost);
  uint32_t start = cur().start;
  PatternPtr p = parseClosedPattern();
  if (at(TokenKind::Pipe)) {
    auto alt = makePattern(PatternKind::Or, SourceRange());
    alt->items.push_back(std::move(p));
    while (accept(TokenKind::Pipe)) alt->items.push_back(parseClosedPattern());
    alt->range = range(start, prevEnd());
    p = std::move(alt);
  }
  if (!accept(TokenKind::KwAs)) return p;
  const Token& name = expect(TokenKind::Identifier, "invalid pattern target");
  if (tokText(name) == "_") fail("cannot use '_' as a target", tokRange(name));
  auto as = makePattern(PatternKind::As, range(start, name.end));
  as->items.push_back(std::move(p));
  as->target = nameExpr(tokRange(name), std::string(tokText(name)));
  return as;
}

// closed_pattern: literal | capture | wildcard | value | group | sequence | mapping | class
PatternPtr Parser::parseClosedPattern() {
  uint32_t start = cur().start;
  switch (kind()) {
    case TokenKind::Number: case TokenKind::Minus: {
      ExprPtr v = parseFactor();
      if (at(TokenKind::Plus) || at(TokenKind::Minus)) {  // a complex literal: 1 + 2j
        auto sum = std::make_unique<BinOp>(SourceRange());
        sum->op = advance().kind == TokenKind::Plus ? BinOpKind::Add : BinOpKind::Sub;
        sum->left = std::move(v);
        sum->right = parseFactor();
        sum->range = range(start, prevEnd());
        v = std::move(sum);
      }
      auto p = makePattern(PatternKind::Value, range(start, prevEnd()));
      p->value = std::move(v);
      return p;
    }
    case TokenKind::String: case TokenKind::KwNone: case TokenKind::KwTrue: case TokenKind::KwFalse: {
      ExprPtr v = parseAtom();
      auto p = makePattern(PatternKind::Value, range(start, prevEnd()));
      p->value = std::move(v);
      return p;
    }
    case TokenKind::Identifier: return parseNamePattern();
    case TokenKind::LParen: case TokenKind::LBracket: return parseSequencePattern();
    case TokenKind::LBrace: return parseMappingPattern();
    default: invalidSyntax();
  }
}

// capture_pattern | wildcard_pattern | value_pattern | class_pattern
PatternPtr Parser::parseNamePattern() {
  const Token& first = advance();
  ExprPtr name = nameExpr(tokRange(first), std::string(tokText(first)));
  bool dotted = false;
  while (accept(TokenKind::Dot)) {
    const Token& attr = expect(TokenKind::Identifier, "invalid syntax");
    auto a = std::make_unique<Attribute>(range(first.start, attr.end));
    a->value = std::move(name);
    a->attr = std::string(tokText(attr));
    a->attr_range = tokRange(attr);
    name = std::move(a);
    dotted = true;
  }
  if (at(TokenKind::LParen)) return parseClassPattern(std::move(name));
  if (dotted) {
    auto p = makePattern(PatternKind::Value, name->range);
    p->value = std::move(name);
    return p;
  }
  auto p = makePattern(PatternKind::Capture, name->range);
  if (name->as<Name>()->id != "_") p->target = std::move(name);
  return p;
}

// class_pattern: name_or_attr '(' [pattern (',' pattern)*] [NAME '=' pattern (',' ...)*] [','] ')'
PatternPtr Parser::parseClassPattern(ExprPtr cls) {
  uint32_t start = cls->range.start;
  auto p = makePattern(PatternKind::Class, SourceRange());
  p->value = std::move(cls);
  advance();  // '('
  while (!at(TokenKind::RParen)) {
    if (at(TokenKind::Identifier) && peekKind() == TokenKind::Equal) {
      p->kw_names.emplace_back(tokText(advance()));
      advance();  // '='
      p->kw_items.push_back(parsePattern());
    } else {
      if (!p->kw_items.empty()) fail("positional patterns follow keyword patterns", range(cur().start, cur().end));
      p->items.push_back(parsePattern());
    }
    if (!accept(TokenKind::Comma)) break;
  }
  expect(TokenKind::RParen, "expected ')'");
  p->range = range(start, prevEnd());
  return p;
}

// sequence_pattern: '[' maybe_sequence_pattern? ']' | '(' open_sequence_pattern? ')'
// group_pattern: '(' pattern ')'
PatternPtr Parser::parseSequencePattern() {
  uint32_t start = cur().start;
  bool paren = advance().kind == TokenKind::LParen;
  TokenKind close = paren ? TokenKind::RParen : TokenKind::RBracket;
  auto seq = makePattern(PatternKind::Sequence, SourceRange());
  bool comma = false;
  while (!at(close)) {
    seq->items.push_back(parseMaybeStarPattern());
    if (!accept(TokenKind::Comma)) break;
    comma = true;
  }
  expect(close, paren ? "expected ')'" : "expected ']'");
  if (paren && seq->items.size() == 1 && !comma && seq->items[0]->kind != PatternKind::Star)
    return std::move(seq->items[0]);  // a group: (p)
  seq->range = range(start, prevEnd());
  return seq;
}

// mapping_pattern: '{' [key ':' pattern (',' ...)*] [',' '**' NAME] [','] '}'
PatternPtr Parser::parseMappingPattern() {
  uint32_t start = advance().start;
  auto p = makePattern(PatternKind::Mapping, SourceRange());
  while (!at(TokenKind::RBrace)) {
    if (accept(TokenKind::DoubleStar)) {
      const Token& name = expect(TokenKind::Identifier, "invalid syntax");
      p->target = nameExpr(tokRange(name), std::string(tokText(name)));
      accept(TokenKind::Comma);
      break;
    }
    PatternPtr key = parseClosedPattern();
    if (key->kind != PatternKind::Value) fail("mapping pattern keys may only match literals and attribute lookups", key->range);
    p->keys.push_back(std::move(key->value));
    expect(TokenKind::Colon, "expected ':'");
    p->items.push_back(parsePattern());
    if (!accept(TokenKind::Comma)) break;
  }
  expect(TokenKind::RBrace, "expected '}'");
  p->range = range(start, prevEnd());
  return p;
}

}  // namespace ts::detail
