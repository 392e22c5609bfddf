// ===--- parser_expr.cpp - expression grammar -----------------------------=== //
// Python's precedence climbing written out as one function per level, from
// lambda/if-else down to atoms. Node ranges follow CPython's ast: a node
// spans from the first to the last token its rule consumed.
#include <algorithm>

#include "frontend/parser_impl.h"

namespace ts::detail {

using namespace ast;  // NOLINT: AST node names are the vocabulary of this file.

namespace {

constexpr int kFactorLevel = 6;  // levels 0..5 are | ^ & shifts +- */

bool binaryOp(TokenKind k, int level, BinOpKind* op) {
  switch (level) {
    case 0: if (k == TokenKind::Pipe) { *op = BinOpKind::BitOr; return true; } return false;
    case 1: if (k == TokenKind::Caret) { *op = BinOpKind::BitXor; return true; } return false;
    case 2: if (k == TokenKind::Ampersand) { *op = BinOpKind::BitAnd; return true; } return false;
    case 3:
      if (k == TokenKind::LeftShift) { *op = BinOpKind::LShift; return true; }
      if (k == TokenKind::RightShift) { *op = BinOpKind::RShift; return true; }
      return false;
    case 4:
      if (k == TokenKind::Plus) { *op = BinOpKind::Add; return true; }
      if (k == TokenKind::Minus) { *op = BinOpKind::Sub; return true; }
      return false;
    case 5:
      switch (k) {
        case TokenKind::Star: *op = BinOpKind::Mul; return true;
        case TokenKind::Slash: *op = BinOpKind::Div; return true;
        case TokenKind::DoubleSlash: *op = BinOpKind::FloorDiv; return true;
        case TokenKind::Percent: *op = BinOpKind::Mod; return true;
        case TokenKind::At: *op = BinOpKind::MatMul; return true;
        default: return false;
      }
    default: return false;
  }
}

}  // namespace

// Tokens that can begin an expression: used to tell a trailing comma from a
// separator and to spot a forgotten comma.
bool canStartExpression(TokenKind k) {
  switch (k) {
    case TokenKind::Identifier: case TokenKind::Number: case TokenKind::String:
    case TokenKind::LParen: case TokenKind::LBracket: case TokenKind::LBrace:
    case TokenKind::Minus: case TokenKind::Plus: case TokenKind::Tilde:
    case TokenKind::KwNot: case TokenKind::KwLambda: case TokenKind::KwAwait:
    case TokenKind::KwTrue: case TokenKind::KwFalse: case TokenKind::KwNone:
    case TokenKind::Ellipsis: case TokenKind::Star:
      return true;
    default:
      return false;
  }
}

// star_expressions: star_expression (',' star_expression)* [',']
ExprPtr Parser::parseStarExpressions() {
  uint32_t start = cur().start;
  ExprPtr first = parseStarExpression();
  if (!at(TokenKind::Comma)) return first;
  return finishTuple(std::move(first), start, true);
}

// The `(',' star_expression)* [',']` tail of an unparenthesized tuple.
ExprPtr Parser::finishTuple(ExprPtr first, uint32_t start, bool star_ok) {
  auto tuple = std::make_unique<TupleLiteral>(SourceRange());
  tuple->elts.push_back(std::move(first));
  while (accept(TokenKind::Comma)) {
    if (!canStartExpression(kind())) break;
    tuple->elts.push_back(star_ok ? parseStarExpression() : parseExpr());
  }
  tuple->range = range(start, prevEnd());
  return tuple;
}

// star_expression: '*' bitwise_or | expression
ExprPtr Parser::parseStarExpression() {
  if (!at(TokenKind::Star)) return parseExpr();
  uint32_t start = advance().start;
  auto node = std::make_unique<Starred>(SourceRange());
  node->value = parseBinary(0);
  node->range = range(start, prevEnd());
  return node;
}

// star_named_expression: '*' bitwise_or | named_expression
ExprPtr Parser::parseStarNamedExpression() {
  if (at(TokenKind::Star)) return parseStarExpression();
  return parseNamedExpression();
}

// named_expression: NAME ':=' expression | expression !':='
ExprPtr Parser::parseNamedExpression() {
  if (at(TokenKind::Identifier) && peekKind() == TokenKind::ColonEqual) {
    const Token& name = advance();
    advance();
    auto target = std::make_unique<Name>(tokRange(name));
    target->id = tokText(name);
    auto node = std::make_unique<NamedExpr>(SourceRange());
    node->target = std::move(target);
    node->value = parseExpr();
    node->range = range(name.start, prevEnd());
    return node;
  }
  ExprPtr e = parseExpr();
  if (at(TokenKind::ColonEqual)) {
    fail(std::string("cannot use assignment expressions with ") +
             (e->is<Subscript>() ? "subscript" : e->is<Attribute>() ? "attribute" : "expression"),
         e->range);
  }
  return e;
}

// expression: disjunction 'if' disjunction 'else' expression | disjunction | lambdef
ExprPtr Parser::parseExpr() {
  DepthGuard guard(*this, kExprCost);
  PegLevel peg(*this, 1);
  if (at(TokenKind::KwLambda)) return parseLambda();
  uint32_t start = cur().start;
  ExprPtr body = parseDisjunction();
  if (!at(TokenKind::KwIf)) return body;
  advance();
  auto node = std::make_unique<IfExp>(SourceRange());
  node->body = std::move(body);
  node->test = parseDisjunction();
  expect(TokenKind::KwElse, "expected 'else' after 'if' expression");
  node->orelse = parseExpr();
  node->range = range(start, prevEnd());
  return node;
}

// disjunction: conjunction ('or' conjunction)+ | conjunction
ExprPtr Parser::parseDisjunction() {
  uint32_t start = cur().start;
  ExprPtr left = parseConjunction();
  DepthGuard guard(*this, 0);
  while (accept(TokenKind::KwOr)) {
    if (!guard.step()) left = tooDeepStub(std::move(left));
    auto node = std::make_unique<BoolOp>(SourceRange());
    node->op = BoolOpKind::Or;
    node->left = std::move(left);
    node->right = parseConjunction();
    node->range = range(start, prevEnd());
    left = std::move(node);
  }
  return left;
}

// conjunction: inversion ('and' inversion)+ | inversion
ExprPtr Parser::parseConjunction() {
  uint32_t start = cur().start;
  ExprPtr left = parseInversion();
  DepthGuard guard(*this, 0);
  while (accept(TokenKind::KwAnd)) {
    if (!guard.step()) left = tooDeepStub(std::move(left));
    auto node = std::make_unique<BoolOp>(SourceRange());
    node->op = BoolOpKind::And;
    node->left = std::move(left);
    node->right = parseInversion();
    node->range = range(start, prevEnd());
    left = std::move(node);
  }
  return left;
}

// inversion: 'not' inversion | comparison
ExprPtr Parser::parseInversion() {
  if (!at(TokenKind::KwNot)) return parseComparison();
  DepthGuard guard(*this, 1);
  PegLevel peg(*this, 1);
  uint32_t start = advance().start;
  auto node = std::make_unique<UnaryOp>(SourceRange());
  node->op = UnaryOpKind::Not;
  node->operand = parseInversion();
  node->range = range(start, prevEnd());
  return node;
}

// comparison: bitwise_or compare_op_bitwise_or_pair+ | bitwise_or
// compare_op: '==' | '!=' | '<=' | '<' | '>=' | '>' | 'not' 'in' | 'in' | 'is' 'not' | 'is'
ExprPtr Parser::parseComparison() {
  uint32_t start = cur().start;
  ExprPtr left = parseBinary(0);
  std::unique_ptr<Compare> node;
  DepthGuard guard(*this, 0);
  while (true) {
    CmpOpKind op;
    switch (kind()) {
      case TokenKind::EqEqual: op = CmpOpKind::Eq; break;
      case TokenKind::NotEqual: op = CmpOpKind::NotEq; break;
      case TokenKind::Less: op = CmpOpKind::Lt; break;
      case TokenKind::LessEqual: op = CmpOpKind::LtE; break;
      case TokenKind::Greater: op = CmpOpKind::Gt; break;
      case TokenKind::GreaterEqual: op = CmpOpKind::GtE; break;
      case TokenKind::KwIn: op = CmpOpKind::In; break;
      case TokenKind::KwIs:
        op = peekKind() == TokenKind::KwNot ? CmpOpKind::IsNot : CmpOpKind::Is;
        break;
      case TokenKind::KwNot:
        if (peekKind() != TokenKind::KwIn) invalidSyntax();
        op = CmpOpKind::NotIn;
        break;
      default:
        if (node) {
          node->range = range(start, prevEnd());
          return node;
        }
        return left;
    }
    advance();
    if (op == CmpOpKind::IsNot || op == CmpOpKind::NotIn) advance();
    if (!node) {
      node = std::make_unique<Compare>(SourceRange());
      node->left = std::move(left);
    }
    guard.step();  // flat, but compiled as nested tests
    node->ops.push_back(op);
    node->comparators.push_back(parseBinary(0));
  }
}

// bitwise_or: bitwise_or '|' bitwise_xor | bitwise_xor      (level 0)
// bitwise_xor / bitwise_and / shift_expr / sum / term       (levels 1-5)
// term: term ('*' | '/' | '//' | '%' | '@') factor | factor
ExprPtr Parser::parseBinary(int level) {
  if (level == kFactorLevel) return parseFactor();
  uint32_t start = cur().start;
  ExprPtr left = parseBinary(level + 1);
  DepthGuard guard(*this, 0);
  BinOpKind op;
  while (binaryOp(kind(), level, &op)) {
    if (!guard.step()) left = tooDeepStub(std::move(left));
    advance();
    auto node = std::make_unique<BinOp>(SourceRange());
    node->op = op;
    node->left = std::move(left);
    node->right = parseBinary(level + 1);
    node->range = range(start, prevEnd());
    left = std::move(node);
  }
  return left;
}

// factor: '+' factor | '-' factor | '~' factor | power
ExprPtr Parser::parseFactor() {
  PegLevel peg(*this, 1);
  UnaryOpKind op;
  switch (kind()) {
    case TokenKind::Plus: op = UnaryOpKind::Pos; break;
    case TokenKind::Minus: op = UnaryOpKind::Neg; break;
    case TokenKind::Tilde: op = UnaryOpKind::Invert; break;
    default: return parsePower();
  }
  DepthGuard guard(*this, 1);
  uint32_t start = advance().start;
  auto node = std::make_unique<UnaryOp>(SourceRange());
  node->op = op;
  node->operand = parseFactor();
  node->range = range(start, prevEnd());
  return node;
}

// power: await_primary '**' factor | await_primary
// await_primary: 'await' primary | primary
ExprPtr Parser::parsePower() {
  uint32_t start = cur().start;
  ExprPtr base;
  if (at(TokenKind::KwAwait)) {
    const Token& t = advance();
    auto node = std::make_unique<Await>(SourceRange());
    node->value = parsePrimary();
    node->range = range(start, prevEnd());
    if (func_depth_ == 0) {
      noteSemanticError("'await' outside function", tokRange(t));
    } else if (!in_async_) {
      noteSemanticError("'await' outside async function", node->range);
    }
    base = std::move(node);
  } else {
    base = parsePrimary();
  }
  if (!at(TokenKind::DoubleStar)) return base;
  DepthGuard guard(*this, 1);
  PegLevel peg(*this, 1);
  advance();
  auto node = std::make_unique<BinOp>(SourceRange());
  node->op = BinOpKind::Pow;
  node->left = std::move(base);
  node->right = parseFactor();
  node->range = range(start, prevEnd());
  return node;
}

// primary: primary '.' NAME | primary genexp | primary '(' [arguments] ')'
//        | primary '[' slices ']' | atom
ExprPtr Parser::parsePrimary() {
  uint32_t start = cur().start;
  ExprPtr e = parseAtom();
  DepthGuard guard(*this, 0);
  while (true) {
    if (at(TokenKind::Dot)) {
      advance();
      const Token& name = expect(TokenKind::Identifier, "invalid syntax");
      auto node = std::make_unique<Attribute>(range(start, name.end));
      node->value = std::move(e);
      node->attr = tokText(name);
      node->attr_range = tokRange(name);
      e = std::move(node);
    } else if (at(TokenKind::LParen)) {
      advance();
      auto node = std::make_unique<Call>(SourceRange());
      node->func = std::move(e);
      CloserScope closer(*this, ")");
      parseCallArgs(*node);
      node->range = range(start, prevEnd());
      e = std::move(node);
    } else if (at(TokenKind::LBracket)) {
      advance();
      auto node = std::make_unique<Subscript>(SourceRange());
      node->value = std::move(e);
      CloserScope closer(*this, "]");
      parseSubscript(*node);
      node->range = range(start, prevEnd());
      e = std::move(node);
    } else {
      return e;
    }
    if (!guard.step()) e = tooDeepStub(std::move(e));
  }
}

// arguments: ','.(starred_expression | (assignment_expression | expression !':=') !'=')+
//            [',' kwargs] | kwargs     (after '('; consumes the closing ')')
// kwargs: ','.(NAME '=' expression | '*' expression | '**' expression)+
void Parser::parseCallArgs(Call& call) {
  PegLevel peg(*this, kPegTrailer);
  uint32_t paren = toks_[pos_ - 1].start;
  bool seen_kw = false, seen_kw_unpack = false;
  uint32_t last_start = cur().start;
  while (!at(TokenKind::RParen)) {
    uint32_t s = last_start = cur().start;
    if (at(TokenKind::Star)) {
      advance();
      auto node = std::make_unique<Starred>(SourceRange());
      node->value = parseExpr();
      node->range = range(s, prevEnd());
      if (seen_kw_unpack) fail("iterable argument unpacking follows keyword argument unpacking", node->range);
      call.args.push_back(std::move(node));
    } else if (at(TokenKind::DoubleStar)) {
      advance();
      ExprPtr value = parseExpr();
      call.keywords.push_back(Keyword{"", std::move(value), range(s, prevEnd())});
      seen_kw_unpack = true;
    } else if (at(TokenKind::Identifier) && peekKind() == TokenKind::Equal) {
      std::string name(tokText(advance()));
      advance();
      ExprPtr value = parseExpr();
      call.keywords.push_back(Keyword{std::move(name), std::move(value), range(s, prevEnd())});
      seen_kw = true;
    } else {
      ExprPtr e = parseNamedExpression();
      if (at(TokenKind::KwFor) || at(TokenKind::KwAsync)) {
        auto gen = std::make_unique<GeneratorExp>(SourceRange());
        gen->elt = std::move(e);
        parseComprehensions(gen->generators);
        bool sole = call.args.empty() && call.keywords.empty() && at(TokenKind::RParen);
        gen->range = sole ? range(paren, cur().end) : range(s, prevEnd());
        if (!sole) fail("Generator expression must be parenthesized", gen->range);
        e = std::move(gen);
      } else if (at(TokenKind::Equal)) {
        fail("expression cannot contain assignment, perhaps you meant \"==\"?",
             range(s, cur().end));
      }
      if (seen_kw_unpack) fail("positional argument follows keyword argument unpacking", e->range);
      if (seen_kw) fail("positional argument follows keyword argument", e->range);
      call.args.push_back(std::move(e));
    }
    if (!accept(TokenKind::Comma)) break;
  }
  if (!at(TokenKind::RParen) && canStartExpression(kind())) {
    fail("invalid syntax. Perhaps you forgot a comma?", range(last_start, cur().end));
  }
  expect(TokenKind::RParen, nullptr);
}

// slices: slice !',' | ','.(slice | starred_expression)+ [',']   (consumes ']')
void Parser::parseSubscript(Subscript& sub) {
  PegLevel peg(*this, kPegTrailer);
  if (at(TokenKind::RBracket)) invalidSyntax();
  do {
    if (at(TokenKind::RBracket)) break;
    sub.indices.push_back(parseSliceItem());
    if (at(TokenKind::Comma)) sub.is_tuple = true;
  } while (accept(TokenKind::Comma));
  if (!at(TokenKind::RBracket) && canStartExpression(kind())) {
    fail("invalid syntax. Perhaps you forgot a comma?", tokRange(cur()));
  }
  expect(TokenKind::RBracket, nullptr);
}

// slice: [expression] ':' [expression] [':' [expression]] | named_expression
ExprPtr Parser::parseSliceItem() {
  if (at(TokenKind::Star)) return parseStarExpression();
  uint32_t start = cur().start;
  ExprPtr lower;
  if (!at(TokenKind::Colon)) {
    lower = parseNamedExpression();
    if (!at(TokenKind::Colon)) return lower;
  }
  advance();
  auto node = std::make_unique<Slice>(SourceRange());
  node->lower = std::move(lower);
  auto bound = [&]() -> ExprPtr {
    if (at(TokenKind::Colon) || at(TokenKind::Comma) || at(TokenKind::RBracket)) return nullptr;
    return parseExpr();
  };
  node->upper = bound();
  if (accept(TokenKind::Colon)) node->step = bound();
  node->range = range(start, prevEnd());
  return node;
}

ExprPtr Parser::tooDeepStub(ExprPtr e) { return std::make_unique<Name>(e->range); }

// atom: NAME | 'True' | 'False' | 'None' | strings | NUMBER | (tuple | group | genexp)
//     | (list | listcomp) | (dict | set | dictcomp | setcomp) | '...'
ExprPtr Parser::parseAtom() {
  const Token& t = cur();
  switch (t.kind) {
    case TokenKind::Identifier: {
      advance();
      auto node = std::make_unique<Name>(tokRange(t));
      node->id = tokText(t);
      return node;
    }
    case TokenKind::Number: return parseNumber();
    case TokenKind::String: return parseStrings();
    case TokenKind::KwTrue:
    case TokenKind::KwFalse: {
      advance();
      auto node = std::make_unique<BoolLiteral>(tokRange(t));
      node->value = t.kind == TokenKind::KwTrue;
      return node;
    }
    case TokenKind::KwNone: advance(); return std::make_unique<NoneLiteral>(tokRange(t));
    case TokenKind::Ellipsis: advance(); return std::make_unique<EllipsisLiteral>(tokRange(t));
    case TokenKind::LParen: {
      CloserScope closer(*this, ")");
      return parseParenAtom();
    }
    case TokenKind::LBracket: {
      CloserScope closer(*this, "]");
      return parseListAtom();
    }
    case TokenKind::LBrace: {
      CloserScope closer(*this, "}");
      return parseBraceAtom();
    }
    default: invalidSyntax();
  }
}

// tuple: '(' [star_named_expression ',' [star_named_expressions]] ')'
// group: '(' (yield_expr | named_expression) ')'
// genexp: '(' (assignment_expression | expression !':=') for_if_clauses ')'
ExprPtr Parser::parseParenAtom() {
  PegLevel peg(*this, kPegBracket);
  uint32_t start = advance().start;
  if (accept(TokenKind::RParen)) return std::make_unique<TupleLiteral>(range(start, prevEnd()));
  if (at(TokenKind::KwYield)) {
    ExprPtr e = parseYield();
    expect(TokenKind::RParen, nullptr);
    return e;
  }
  ExprPtr first = parseStarNamedExpression();
  if (at(TokenKind::KwFor) || at(TokenKind::KwAsync)) {
    auto gen = std::make_unique<GeneratorExp>(SourceRange());
    gen->elt = std::move(first);
    parseComprehensions(gen->generators);
    expect(TokenKind::RParen, nullptr);
    gen->range = range(start, prevEnd());
    return gen;
  }
  if (at(TokenKind::Comma)) {
    auto tuple = std::make_unique<TupleLiteral>(SourceRange());
    tuple->elts.push_back(std::move(first));
    while (accept(TokenKind::Comma)) {
      if (at(TokenKind::RParen)) break;
      tuple->elts.push_back(parseStarNamedExpression());
    }
    if (!at(TokenKind::RParen) && canStartExpression(kind())) {
      fail("invalid syntax. Perhaps you forgot a comma?", tokRange(cur()));
    }
    expect(TokenKind::RParen, nullptr);
    tuple->range = range(start, prevEnd());
    return tuple;
  }
  if (!at(TokenKind::RParen) && canStartExpression(kind())) {
    fail("invalid syntax. Perhaps you forgot a comma?", range(first->range.start, cur().end));
  }
  expect(TokenKind::RParen, nullptr);
  if (first->is<Starred>()) fail("cannot use starred expression here", first->range);
  return first;
}

// list: '[' [star_named_expressions] ']'   listcomp: '[' named_expression for_if_clauses ']'
ExprPtr Parser::parseListAtom() {
  PegLevel peg(*this, kPegBracket);
  uint32_t start = advance().start;
  if (accept(TokenKind::RBracket)) return std::make_unique<ListLiteral>(range(start, prevEnd()));
  ExprPtr first = parseStarNamedExpression();
  if (at(TokenKind::KwFor) || at(TokenKind::KwAsync)) {
    auto comp = std::make_unique<ListComp>(SourceRange());
    comp->elt = std::move(first);
    parseComprehensions(comp->generators);
    expect(TokenKind::RBracket, nullptr);
    comp->range = range(start, prevEnd());
    return comp;
  }
  auto list = std::make_unique<ListLiteral>(SourceRange());
  list->elts.push_back(std::move(first));
  while (accept(TokenKind::Comma)) {
    if (at(TokenKind::RBracket)) break;
    list->elts.push_back(parseStarNamedExpression());
  }
  if (!at(TokenKind::RBracket) && canStartExpression(kind())) {
    fail("invalid syntax. Perhaps you forgot a comma?", tokRange(cur()));
  }
  expect(TokenKind::RBracket, nullptr);
  list->range = range(start, prevEnd());
  return list;
}

// dict: '{' [double_starred_kvpairs] '}'   set: '{' star_named_expressions '}'
// dictcomp: '{' kvpair for_if_clauses '}'  setcomp: '{' named_expression for_if_clauses '}'
ExprPtr Parser::parseBraceAtom() {
  PegLevel peg(*this, kPegBracket);
  uint32_t start = advance().start;
  if (accept(TokenKind::RBrace)) return std::make_unique<DictLiteral>(range(start, prevEnd()));
  ExprPtr first;
  bool is_dict = at(TokenKind::DoubleStar);
  if (!is_dict) {
    first = parseStarNamedExpression();
    is_dict = at(TokenKind::Colon);
  }
  if (!is_dict) {
    if (at(TokenKind::KwFor) || at(TokenKind::KwAsync)) {
      auto comp = std::make_unique<SetComp>(SourceRange());
      comp->elt = std::move(first);
      parseComprehensions(comp->generators);
      expect(TokenKind::RBrace, nullptr);
      comp->range = range(start, prevEnd());
      return comp;
    }
    auto set = std::make_unique<SetLiteral>(SourceRange());
    set->elts.push_back(std::move(first));
    while (accept(TokenKind::Comma)) {
      if (at(TokenKind::RBrace)) break;
      set->elts.push_back(parseStarNamedExpression());
    }
    expect(TokenKind::RBrace, nullptr);
    set->range = range(start, prevEnd());
    return set;
  }
  auto dict = std::make_unique<DictLiteral>(SourceRange());
  while (true) {
    if (accept(TokenKind::DoubleStar)) {
      dict->keys.push_back(nullptr);
      dict->values.push_back(parseBinary(0));
    } else {
      if (!first) first = parseExpr();
      expect(TokenKind::Colon, "':' expected after dictionary key");
      dict->keys.push_back(std::move(first));
      dict->values.push_back(parseExpr());
      if (dict->keys.size() == 1 && (at(TokenKind::KwFor) || at(TokenKind::KwAsync))) {
        auto comp = std::make_unique<DictComp>(SourceRange());
        comp->key = std::move(dict->keys[0]);
        comp->value = std::move(dict->values[0]);
        parseComprehensions(comp->generators);
        expect(TokenKind::RBrace, nullptr);
        comp->range = range(start, prevEnd());
        return comp;
      }
    }
    if (!accept(TokenKind::Comma) || at(TokenKind::RBrace)) break;
  }
  expect(TokenKind::RBrace, nullptr);
  dict->range = range(start, prevEnd());
  return dict;
}

// for_if_clauses: (['async'] 'for' star_targets 'in' disjunction ('if' disjunction)*)+
void Parser::parseComprehensions(std::vector<Comprehension>& gens) {
  while (at(TokenKind::KwFor) || (at(TokenKind::KwAsync) && peekKind() == TokenKind::KwFor)) {
    Comprehension c;
    uint32_t s = cur().start;
    c.is_async = accept(TokenKind::KwAsync);
    advance();
    c.target = parseTargetList(TokenKind::KwIn);
    expect(TokenKind::KwIn, "invalid syntax");
    c.iter = parseDisjunction();
    while (accept(TokenKind::KwIf)) {
      c.ifs.push_back(parseDisjunction());
      // PyTorch's parser reads `iter if cond` as a conditional expression.
      if (script_dialect_) failScriptToken("else", cur());
    }
    c.range = range(s, prevEnd());
    gens.push_back(std::move(c));
  }
}

// star_targets: star_target !',' | star_target (',' star_target)* [',']
// star_target: '*' target | target   (targets parsed at bitwise_or level so
// that `in` is left for the caller)
ExprPtr Parser::parseTargetList(TokenKind stop) {
  uint32_t start = cur().start;
  auto item = [&]() -> ExprPtr {
    if (!at(TokenKind::Star)) return parseBinary(0);
    uint32_t s = advance().start;
    auto node = std::make_unique<Starred>(SourceRange());
    node->value = parseBinary(0);
    node->range = range(s, prevEnd());
    return node;
  };
  ExprPtr first = item();
  if (at(TokenKind::Comma)) {
    auto tuple = std::make_unique<TupleLiteral>(SourceRange());
    tuple->elts.push_back(std::move(first));
    while (accept(TokenKind::Comma)) {
      if (at(stop)) break;
      tuple->elts.push_back(item());
    }
    tuple->range = range(start, prevEnd());
    first = std::move(tuple);
  }
  checkTarget(*first, "assign to");
  return first;
}

// lambdef: 'lambda' [lambda_params] ':' expression
ExprPtr Parser::parseLambda() {
  PegLevel peg(*this, 1);
  uint32_t start = advance().start;
  // PyTorch's lexer reads `lambda` as a name ending the expression.
  if (script_dialect_) failScriptToken(cur());
  auto node = std::make_unique<Lambda>(SourceRange());
  parseParams(node->params, TokenKind::Colon, false);
  expect(TokenKind::Colon, "expected ':'");
  ++func_depth_;
  bool saved_async = in_async_;
  in_async_ = false;
  node->body = parseExpr();
  in_async_ = saved_async;
  --func_depth_;
  node->range = range(start, prevEnd());
  return node;
}

// yield_expr: 'yield' 'from' expression | 'yield' [star_expressions]
ExprPtr Parser::parseYield() {
  uint32_t start = advance().start;
  auto node = std::make_unique<Yield>(SourceRange());
  if (accept(TokenKind::KwFrom)) {
    node->is_from = true;
    node->value = parseExpr();
  } else if (canStartExpression(kind())) {
    node->value = parseStarExpressions();
  }
  node->range = range(start, prevEnd());
  if (func_depth_ == 0) noteSemanticError("'yield' outside function", node->range);
  return node;
}

}  // namespace ts::detail
