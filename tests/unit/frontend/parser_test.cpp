// ===--- parser_test.cpp - parser structure, precedence and errors --------=== //
#include "frontend/parser.h"

#include <gtest/gtest.h>

namespace ts {
namespace {

using namespace ast;  // NOLINT: test vocabulary

std::unique_ptr<Module> parse(const std::string& text) {
  return parseFile(Source::make("t.py", text));
}

// dumpExpr of the value of the first statement (an expression statement).
std::string exprDump(const std::string& text) {
  auto m = parse(text);
  return dumpExpr(*m->body.at(0)->as<ExprStmt>()->value);
}

// Compact structural rendering: (op a b) for the handful of node kinds used
// in precedence tests.
std::string sexp(const Expr& e) {
  if (auto* n = e.as<Name>()) return n->id;
  if (auto* n = e.as<IntLiteral>()) return std::to_string(n->value);
  if (auto* n = e.as<BinOp>()) return std::string("(") + binOpSymbol(n->op) + " " + sexp(*n->left) + " " + sexp(*n->right) + ")";
  if (auto* n = e.as<UnaryOp>()) return std::string("(") + unaryOpSymbol(n->op) + " " + sexp(*n->operand) + ")";
  if (auto* n = e.as<BoolOp>()) return std::string("(") + boolOpSymbol(n->op) + " " + sexp(*n->left) + " " + sexp(*n->right) + ")";
  if (auto* n = e.as<IfExp>()) return "(if " + sexp(*n->test) + " " + sexp(*n->body) + " " + sexp(*n->orelse) + ")";
  if (auto* n = e.as<Compare>()) {
    std::string s = "(cmp " + sexp(*n->left);
    for (size_t i = 0; i < n->ops.size(); ++i) s += std::string(" ") + cmpOpSymbol(n->ops[i]) + " " + sexp(*n->comparators[i]);
    return s + ")";
  }
  if (auto* n = e.as<Call>()) {
    std::string s = "(call " + sexp(*n->func);
    for (auto& a : n->args) s += " " + sexp(*a);
    return s + ")";
  }
  if (auto* n = e.as<Attribute>()) return "(. " + sexp(*n->value) + " " + n->attr + ")";
  if (auto* n = e.as<Subscript>()) {
    std::string s = "([] " + sexp(*n->value);
    for (auto& a : n->indices) s += " " + sexp(*a);
    return s + ")";
  }
  if (auto* n = e.as<Await>()) return "(await " + sexp(*n->value) + ")";
  if (auto* n = e.as<Lambda>()) return "(lambda " + sexp(*n->body) + ")";
  if (auto* n = e.as<TupleLiteral>()) {
    std::string s = "(tuple";
    for (auto& a : n->elts) s += " " + sexp(*a);
    return s + ")";
  }
  return exprKindName(e.kind);
}

std::string prec(const std::string& text) {
  auto m = parse(text);
  return sexp(*m->body.at(0)->as<ExprStmt>()->value);
}

std::string syntaxError(const std::string& text) {
  try {
    parse(text);
  } catch (const SyntaxError& e) {
    return e.rawMessage() + " @" + std::to_string(e.range().line()) + ":" + std::to_string(e.range().column());
  }
  return "<no error>";
}

// The message of the RecursionError CPython gives for `text` nested too deeply.
std::string recursionError(const std::string& text) {
  try {
    parse(text);
  } catch (const SyntaxError& e) {
    return "SyntaxError: " + e.rawMessage();
  } catch (const ParserStackOverflow&) {
    return "MemoryError";
  } catch (const Error& e) {
    return std::string(errorKindName(e.kind())) + ": " + e.what();
  }
  return "<no error>";
}

TEST(Parser, Precedence) {
  EXPECT_EQ(prec("-2 ** -3"), "(- (** 2 (- 3)))");
  EXPECT_EQ(prec("a ** b ** c"), "(** a (** b c))");
  EXPECT_EQ(prec("a < b < c"), "(cmp a < b < c)");
  EXPECT_EQ(prec("not a in b"), "(not (cmp a in b))");
  EXPECT_EQ(prec("a not in b is not c"), "(cmp a not in b is not c)");
  EXPECT_EQ(prec("x if c else y"), "(if c x y)");
  EXPECT_EQ(prec("a if b else c if d else e"), "(if b a (if d c e))");
  EXPECT_EQ(prec("a or b and not c"), "(or a (and b (not c)))");
  EXPECT_EQ(prec("a and b and c"), "(and (and a b) c)");
  EXPECT_EQ(prec("a | b ^ c & d << e + f * g"), "(| a (^ b (& c (<< d (+ e (* f g))))))");
  EXPECT_EQ(prec("a - b - c"), "(- (- a b) c)");
  EXPECT_EQ(prec("a @ b // c % d / e"), "(/ (% (// (@ a b) c) d) e)");
  EXPECT_EQ(prec("~a.b(c)[d] ** 2"), "(~ (** ([] (call (. a b) c) d) 2))");
  EXPECT_EQ(prec("-x.y"), "(- (. x y))");
  EXPECT_EQ(prec("lambda x, y=1: x + y"), "(lambda (+ x y))");
  EXPECT_EQ(prec("a == b or c"), "(or (cmp a == b) c)");
  EXPECT_EQ(prec("(a, b)"), "(tuple a b)");
  EXPECT_EQ(prec("a, b,"), "(tuple a b)");
  EXPECT_EQ(prec("()"), "(tuple)");
  EXPECT_EQ(prec("(a)"), "a");
}

TEST(Parser, Literals) {
  auto m = parse("1\n0xFF\n9223372036854775808\n1.5e3\n2j\n'a' 'b'\nb'\\x00\\n'\nTrue\nNone\n...\n"
                 "'\\u00e9\\n\\t\\101'\nr'\\n'\n");
  auto val = [&](size_t i) -> const Expr& { return *m->body.at(i)->as<ExprStmt>()->value; };
  EXPECT_EQ(val(0).as<IntLiteral>()->value, 1);
  EXPECT_EQ(val(1).as<IntLiteral>()->value, 255);
  EXPECT_TRUE(val(2).as<IntLiteral>()->too_big);
  EXPECT_DOUBLE_EQ(val(3).as<FloatLiteral>()->value, 1500.0);
  EXPECT_DOUBLE_EQ(val(4).as<ImagLiteral>()->value, 2.0);
  EXPECT_EQ(val(5).as<StringLiteral>()->value, "ab");
  EXPECT_EQ(val(5).range.text(), "'a' 'b'");
  EXPECT_EQ(val(6).as<StringLiteral>()->value, std::string("\0\n", 2));
  EXPECT_TRUE(val(6).as<StringLiteral>()->is_bytes);
  EXPECT_TRUE(val(7).as<BoolLiteral>()->value);
  EXPECT_TRUE(val(8).is<NoneLiteral>());
  EXPECT_TRUE(val(9).is<EllipsisLiteral>());
  EXPECT_EQ(val(10).as<StringLiteral>()->value, "\xc3\xa9\n\tA");
  EXPECT_EQ(val(11).as<StringLiteral>()->value, "\\n");
  EXPECT_EQ(syntaxError("x = b'a' 'b'"), "cannot mix bytes and nonbytes literals @1:4");
}

TEST(Parser, Containers) {
  EXPECT_EQ(exprDump("{**a, 'k': 1}"),
            "(DictLiteral @1:0\n  (**: Name a @1:3)\n  (key: StringLiteral \"k\" @1:6)\n"
            "  (value: IntLiteral 1 @1:11))\n");
  auto m = parse("[x for x in y if x if z for w in x]\n{k: v for k, v in d}\n{1, *a}\n(x for x in y)\nf(x for x in y)\n");
  auto* lc = m->body[0]->as<ExprStmt>()->value->as<ListComp>();
  ASSERT_NE(lc, nullptr);
  ASSERT_EQ(lc->generators.size(), 2u);
  EXPECT_EQ(lc->generators[0].ifs.size(), 2u);
  auto* dc = m->body[1]->as<ExprStmt>()->value->as<DictComp>();
  ASSERT_NE(dc, nullptr);
  EXPECT_TRUE(dc->generators[0].target->is<TupleLiteral>());
  auto* set = m->body[2]->as<ExprStmt>()->value->as<SetLiteral>();
  ASSERT_NE(set, nullptr);
  EXPECT_TRUE(set->elts[1]->is<Starred>());
  EXPECT_TRUE(m->body[3]->as<ExprStmt>()->value->is<GeneratorExp>());
  auto* call = m->body[4]->as<ExprStmt>()->value->as<Call>();
  ASSERT_EQ(call->args.size(), 1u);
  EXPECT_EQ(call->args[0]->range.text(), "(x for x in y)");
}

TEST(Parser, CallsAndSubscripts) {
  auto m = parse("f(a, *b, c=1, **d)\nx[1:2, ::3]\nx[..., 0]\nx[a,]\nx[i]\n");
  auto* call = m->body[0]->as<ExprStmt>()->value->as<Call>();
  ASSERT_EQ(call->args.size(), 2u);
  EXPECT_TRUE(call->args[1]->is<Starred>());
  ASSERT_EQ(call->keywords.size(), 2u);
  EXPECT_EQ(call->keywords[0].name, "c");
  EXPECT_EQ(call->keywords[0].range.text(), "c=1");
  EXPECT_EQ(call->keywords[1].name, "");
  auto* s1 = m->body[1]->as<ExprStmt>()->value->as<Subscript>();
  ASSERT_EQ(s1->indices.size(), 2u);
  EXPECT_TRUE(s1->is_tuple);
  auto* sl = s1->indices[1]->as<Slice>();
  ASSERT_NE(sl, nullptr);
  EXPECT_EQ(sl->lower, nullptr);
  EXPECT_EQ(sl->upper, nullptr);
  EXPECT_EQ(sl->step->as<IntLiteral>()->value, 3);
  auto* s2 = m->body[2]->as<ExprStmt>()->value->as<Subscript>();
  EXPECT_TRUE(s2->indices[0]->is<EllipsisLiteral>());
  auto* s3 = m->body[3]->as<ExprStmt>()->value->as<Subscript>();
  EXPECT_TRUE(s3->is_tuple);
  EXPECT_EQ(s3->indices.size(), 1u);
  EXPECT_FALSE(m->body[4]->as<ExprStmt>()->value->as<Subscript>()->is_tuple);
}

TEST(Parser, Statements) {
  auto m = parse(
      "import torch.nn as nn, math\nfrom ..a.b import (c as d, e,)\nfrom . import *\n"
      "a, *b = c = 1, 2\nx: List[int] = []\n(y): int\nx.a += 1\nx[0] //= 2\n"
      "for i, j in z:\n  continue\nelse:\n  pass\nwhile x:\n  break\n"
      "if a:\n  pass\nelif b:\n  pass\nelse:\n  pass\n"
      "with open(f) as g, h:\n  pass\nwith (a as b, c as d,):\n  pass\n"
      "try:\n  raise E from x\nexcept (A, B) as e:\n  pass\nexcept:\n  raise\nelse:\n  pass\nfinally:\n  pass\n"
      "assert x, 'm'\ndel a, b[0]\nglobal g1, g2\nclass C(B, metaclass=M):\n  x: int\n  def f(self): return self\n"
      "def g():\n  nonlocal_x = 1\n  yield x\n  return\nasync def h():\n  await x\n  async for a in b: pass\n"
      "x = yield_ = 3; y = 4;\n");
  std::vector<std::string> kinds;
  for (auto& s : m->body) kinds.push_back(stmtKindName(s->kind));
  std::vector<std::string> expected = {"Import", "ImportFrom", "ImportFrom", "Assign", "AnnAssign",
                                       "AnnAssign", "AugAssign", "AugAssign", "For", "While", "If",
                                       "With", "With", "Try", "Assert", "Delete", "Global",
                                       "ClassDef", "FunctionDef", "FunctionDef", "Assign", "Assign"};
  EXPECT_EQ(kinds, expected);
  auto* imp = m->body[0]->as<Import>();
  EXPECT_EQ(imp->names[0].name, "torch.nn");
  EXPECT_EQ(imp->names[0].asname, "nn");
  auto* from = m->body[1]->as<ImportFrom>();
  EXPECT_EQ(from->level, 2);
  EXPECT_EQ(from->module, "a.b");
  EXPECT_EQ(from->names.size(), 2u);
  EXPECT_EQ(m->body[2]->as<ImportFrom>()->names[0].name, "*");
  auto* assign = m->body[3]->as<Assign>();
  ASSERT_EQ(assign->targets.size(), 2u);
  EXPECT_TRUE(assign->targets[0]->as<TupleLiteral>()->elts[1]->is<Starred>());
  EXPECT_TRUE(m->body[4]->as<AnnAssign>()->simple);
  EXPECT_FALSE(m->body[5]->as<AnnAssign>()->simple);
  EXPECT_EQ(m->body[5]->as<AnnAssign>()->value, nullptr);
  EXPECT_EQ(m->body[7]->as<AugAssign>()->op, BinOpKind::FloorDiv);
  EXPECT_EQ(m->body[8]->as<For>()->orelse.size(), 1u);
  auto* ifs = m->body[10]->as<If>();
  ASSERT_EQ(ifs->orelse.size(), 1u);
  auto* elif = ifs->orelse[0]->as<If>();
  ASSERT_NE(elif, nullptr);
  EXPECT_EQ(elif->orelse.size(), 1u);
  EXPECT_EQ(m->body[11]->as<With>()->items.size(), 2u);
  EXPECT_EQ(m->body[12]->as<With>()->items.size(), 2u);
  auto* tr = m->body[13]->as<Try>();
  ASSERT_EQ(tr->handlers.size(), 2u);
  EXPECT_EQ(tr->handlers[0].name, "e");
  EXPECT_EQ(tr->handlers[1].type, nullptr);
  EXPECT_EQ(tr->finalbody.size(), 1u);
  auto* cls = m->body[17]->as<ClassDef>();
  EXPECT_EQ(cls->bases.size(), 1u);
  EXPECT_EQ(cls->keywords[0].name, "metaclass");
  EXPECT_TRUE(m->body[19]->as<FunctionDef>()->is_async);
}

TEST(Parser, FunctionParams) {
  auto m = parse("def f(a, b: int = 1, /, c=2, *args: int, d, e=3, **kw) -> Tuple[int, int]:\n  pass\n"
                 "def g(*, k):\n  pass\n");
  auto* f = m->body[0]->as<FunctionDef>();
  ASSERT_EQ(f->params.size(), 7u);
  EXPECT_EQ(f->params[0].kind, ParamKind::PositionalOnly);
  EXPECT_EQ(f->params[1].kind, ParamKind::PositionalOnly);
  EXPECT_EQ(f->params[1].range.text(), "b: int");
  EXPECT_EQ(f->params[2].kind, ParamKind::Positional);
  EXPECT_EQ(f->params[3].kind, ParamKind::VarArgs);
  EXPECT_NE(f->params[3].annotation, nullptr);
  EXPECT_EQ(f->params[4].kind, ParamKind::KeywordOnly);
  EXPECT_EQ(f->params[4].default_value, nullptr);
  EXPECT_EQ(f->params[6].kind, ParamKind::VarKwargs);
  EXPECT_NE(f->returns, nullptr);
  auto* g = m->body[1]->as<FunctionDef>();
  ASSERT_EQ(g->params.size(), 1u);
  EXPECT_EQ(g->params[0].kind, ParamKind::KeywordOnly);
}

TEST(Parser, TypeComments) {
  auto m = parse("def f(a, b):\n    # type: (int, float) -> int\n    x = []  # type: List[int]\n"
                 "    return a\n"
                 "def g(a):  # type: (int) -> int\n    return a\n");
  auto* f = m->body[0]->as<FunctionDef>();
  ASSERT_TRUE(f->type_comment.has_value());
  EXPECT_EQ(*f->type_comment, "(int, float) -> int");
  EXPECT_EQ(f->type_comment_range.text(), "# type: (int, float) -> int");
  auto* assign = f->body[0]->as<Assign>();
  ASSERT_TRUE(assign->type_comment.has_value());
  EXPECT_EQ(*assign->type_comment, "List[int]");
  EXPECT_EQ(*m->body[1]->as<FunctionDef>()->type_comment, "(int) -> int");

  // The signature text parses with parseSignatureTypeComment; ranges stay in the file.
  auto src = m->source;
  uint32_t s = static_cast<uint32_t>(src->text().find("(int, float)"));
  SignatureTypeComment sig = parseSignatureTypeComment(src, s, f->type_comment_range.end);
  ASSERT_EQ(sig.param_types.size(), 2u);
  EXPECT_EQ(sig.param_types[1]->range.text(), "float");
  EXPECT_EQ(sig.return_type->as<Name>()->id, "int");
}

TEST(Parser, ParseExpressionString) {
  auto e = parseExpression(Source::make("", "  Dict[str, List[int]]\n"));
  auto* sub = e->as<Subscript>();
  ASSERT_NE(sub, nullptr);
  EXPECT_TRUE(sub->is_tuple);
  EXPECT_EQ(sub->indices[1]->range.text(), "List[int]");
  EXPECT_THROW(parseExpression(Source::make("", "List[")), SyntaxError);
  EXPECT_THROW(parseExpression(Source::make("", "a b")), SyntaxError);
}

TEST(Parser, FStrings) {
  auto m = parse("f'a{x!r:>{w}.3} {{b}} {y=} {z + 1:d}' 'tail'\nf'{a[\"k\"]}' f\"{'q'}\"\nrf'\\n{x}'\n");
  auto* js = m->body[0]->as<ExprStmt>()->value->as<JoinedStr>();
  ASSERT_NE(js, nullptr);
  ASSERT_EQ(js->parts.size(), 7u);
  EXPECT_EQ(js->parts[0].literal, "a");
  EXPECT_EQ(js->parts[1].conversion, 'r');
  EXPECT_EQ(js->parts[1].value->range.text(), "x");
  auto* spec = js->parts[1].format_spec->as<JoinedStr>();
  ASSERT_NE(spec, nullptr);
  ASSERT_EQ(spec->parts.size(), 3u);
  EXPECT_EQ(spec->parts[0].literal, ">");
  EXPECT_EQ(spec->parts[1].value->as<Name>()->id, "w");
  EXPECT_EQ(spec->parts[2].literal, ".3");
  EXPECT_EQ(js->parts[2].literal, " {b} y=");
  EXPECT_EQ(js->parts[3].conversion, 'r');  // `{y=}` defaults to repr
  EXPECT_EQ(js->parts[4].literal, " ");
  EXPECT_TRUE(js->parts[5].value->is<BinOp>());
  EXPECT_EQ(js->parts[5].conversion, 0);
  EXPECT_EQ(js->parts[5].format_spec->as<JoinedStr>()->parts[0].literal, "d");
  EXPECT_EQ(js->parts[6].literal, "tail");
  EXPECT_EQ(js->range.text().substr(js->range.text().size() - 6), "'tail'");
  auto* js2 = m->body[1]->as<ExprStmt>()->value->as<JoinedStr>();
  ASSERT_EQ(js2->parts.size(), 2u);
  EXPECT_EQ(js2->parts[0].value->as<Subscript>()->indices[0]->as<StringLiteral>()->value, "k");
  EXPECT_EQ(js2->parts[1].value->as<StringLiteral>()->value, "q");
  auto* js3 = m->body[2]->as<ExprStmt>()->value->as<JoinedStr>();
  EXPECT_EQ(js3->parts[0].literal, "\\n");
}

TEST(Parser, FStringErrors) {
  EXPECT_EQ(syntaxError("f'{}'"), "f-string: empty expression not allowed @1:2");
  EXPECT_EQ(syntaxError("f'a}'"), "f-string: single '}' is not allowed @1:3");
  EXPECT_EQ(syntaxError("f'{a'"), "f-string: expecting '}' @1:2");
  EXPECT_EQ(syntaxError("f'{a!x}'"), "f-string: invalid conversion character: expected 's', 'r', or 'a' @1:4");
  EXPECT_EQ(syntaxError("f'{a b}'"), "f-string: invalid syntax. Perhaps you forgot a comma? @1:3");
}

TEST(Parser, Ranges) {
  auto m = parse("x = (a + b) * c\ny = f(1)(2).z[3]\nreturn_ = 1\n");
  auto* v = m->body[0]->as<Assign>()->value.get();
  EXPECT_EQ(v->range.text(), "(a + b) * c");
  EXPECT_EQ(v->as<BinOp>()->left->range.text(), "a + b");
  auto* w = m->body[1]->as<Assign>()->value.get();
  EXPECT_EQ(w->range.text(), "f(1)(2).z[3]");
  EXPECT_EQ(w->as<Subscript>()->value->as<Attribute>()->attr_range.text(), "z");
  EXPECT_EQ(m->body[0]->range.text(), "x = (a + b) * c");
}

TEST(Parser, SyntaxErrors) {
  EXPECT_EQ(syntaxError("x = f(a b)"), "invalid syntax. Perhaps you forgot a comma? @1:6");
  EXPECT_EQ(syntaxError("if x\n  pass\n"), "expected ':' @1:4");
  EXPECT_EQ(syntaxError("if x:\npass\n"), "expected an indented block after 'if' statement on line 1 @2:0");
  EXPECT_EQ(syntaxError("def f():\n\n"), "expected an indented block after function definition on line 1 @2:1");
  EXPECT_EQ(syntaxError("  x = 1\n"), "unexpected indent @1:0");
  EXPECT_EQ(syntaxError("x = 1\n    y = 2\n"), "unexpected indent @2:0");
  EXPECT_EQ(syntaxError("f() = 1"), "cannot assign to function call here. Maybe you meant '==' instead of '='? @1:0");
  EXPECT_EQ(syntaxError("for 1 in x: pass"), "cannot assign to literal @1:4");
  EXPECT_EQ(syntaxError("del f()"), "cannot delete function call @1:4");
  EXPECT_EQ(syntaxError("a, b += 1"), "'tuple' is an illegal expression for augmented assignment @1:0");
  EXPECT_EQ(syntaxError("f(a=1, b)"), "positional argument follows keyword argument @1:7");
  EXPECT_EQ(syntaxError("def f(a=1, b): pass"), "non-default argument follows default argument @1:11");
  EXPECT_EQ(syntaxError("def f(*): pass"), "named arguments must follow bare * @1:6");
  EXPECT_EQ(syntaxError("try:\n  pass\nx = 1\n"), "expected 'except' or 'finally' block @3:0");
  EXPECT_EQ(syntaxError("x = 1 +\n"), "invalid syntax @1:7");
  EXPECT_EQ(syntaxError("x = = 1"), "invalid syntax @1:4");
  EXPECT_EQ(syntaxError("print 'x'"), "Missing parentheses in call to 'print'. Did you mean print(...)? @1:0");
  EXPECT_EQ(syntaxError("x = 12abc"), "invalid decimal literal @1:4");
  EXPECT_EQ(syntaxError("x = (1]"), "closing parenthesis ']' does not match opening parenthesis '(' @1:6");
  // Compile-time checks run after the whole file parsed.
  EXPECT_EQ(syntaxError("def f(x):\n  if x:\n    break\n"), "'break' outside loop @3:4");
  EXPECT_EQ(syntaxError("while x:\n  def f():\n    continue\n"), "'continue' not properly in loop @3:4");
  EXPECT_EQ(syntaxError("return 1\n"), "'return' outside function @1:0");
  EXPECT_EQ(syntaxError("class A:\n  return 1\n"), "'return' outside function @2:2");
  EXPECT_EQ(syntaxError("def f(a, a): pass"), "duplicate argument 'a' in function definition @1:9");
  EXPECT_EQ(syntaxError("break\nx = (\n"), "'(' was never closed @2:4");  // parse errors win
  EXPECT_EQ(syntaxError("for x in y:\n  pass\nelse:\n  break\n"), "'break' outside loop @4:2");
}

TEST(Parser, ErrorHighlight) {
  try {
    parseFile(Source::make("/tmp/x.py", "def f(x):\n    return f(a b)\n"));
    FAIL() << "expected a syntax error";
  } catch (const SyntaxError& e) {
    EXPECT_EQ(std::string(e.what()),
              "invalid syntax. Perhaps you forgot a comma?:\n"
              "  File \"/tmp/x.py\", line 2\n"
              "def f(x):\n"
              "    return f(a b)\n"
              "             ~~~ <--- HERE\n");
    EXPECT_EQ(e.pythonFormat(),
              "  File \"/tmp/x.py\", line 2\n"
              "    return f(a b)\n"
              "             ^^^\n"
              "SyntaxError: invalid syntax. Perhaps you forgot a comma?\n");
  }
}

TEST(Parser, DeepNesting) {
  const std::string kTooDeep = "RecursionError: maximum recursion depth exceeded during compilation";
  std::string parens = "x = " + std::string(10000, '(') + "1" + std::string(10000, ')') + "\n";
  EXPECT_EQ(syntaxError(parens), "too many nested parentheses @1:204");
  // Note [Parser depth limit]: past ~3000 levels the compiler's RecursionError,
  // past CPython's 6000 parser levels its MemoryError; a later syntax error wins
  // over the compiler's limit.
  std::string unary = "x = " + std::string(20000, '-') + "1\n";
  EXPECT_EQ(recursionError(unary), "MemoryError");
  EXPECT_EQ(recursionError("x = " + std::string(5967, '-') + "1\n"), kTooDeep);
  EXPECT_EQ(recursionError("x = " + std::string(5968, '-') + "1\n"), "MemoryError");
  EXPECT_EQ(recursionError("x = " + std::string(4000, '-') + "1 +\n"), "SyntaxError: invalid syntax");
  std::string nots;
  for (int i = 0; i < 10000; ++i) nots += "not ";
  EXPECT_EQ(recursionError("x = " + nots + "1\n"), "MemoryError");
  std::string chain = "x = 1";
  for (int i = 0; i < 10000; ++i) chain += " + 1";
  EXPECT_EQ(recursionError(chain + "\n"), kTooDeep);
  std::string lambdas;
  for (int i = 0; i < 5000; ++i) lambdas += "lambda: ";
  EXPECT_EQ(recursionError("x = " + lambdas + "1\n"), "MemoryError");
  std::string blocks;
  for (int i = 0; i < 150; ++i) blocks += std::string(static_cast<size_t>(i), ' ') + "if x:\n";
  blocks += std::string(150, ' ') + "pass\n";
  EXPECT_NE(syntaxError(blocks).find("too many levels of indentation"), std::string::npos);
  // Moderate nesting is fine.
  std::string ok = "x = " + std::string(150, '[') + "1" + std::string(150, ']') + "\n";
  EXPECT_EQ(syntaxError(ok), "<no error>");
  std::string okchain = "x = 1";
  for (int i = 0; i < 500; ++i) okchain += " + 1";
  EXPECT_EQ(syntaxError(okchain + "\n"), "<no error>");
}

// An elif chain nests Ifs: CPython 3.11 compiles 2,000 elifs, gives a
// RecursionError for 5,000 and a MemoryError (its parser's stack) for 20,000
// (this crashed the emitter before).
TEST(Parser, LongElifChain) {
  auto chain = [](int n) {
    std::string text = "if x == 0:\n    y = 0\n";
    for (int i = 1; i < n; ++i) text += "elif x == " + std::to_string(i) + ":\n    y = 1\n";
    return text;
  };
  EXPECT_EQ(recursionError(chain(2000)), "<no error>");
  EXPECT_EQ(recursionError(chain(5000)), "RecursionError: maximum recursion depth exceeded during compilation");
  EXPECT_EQ(recursionError(chain(20000)), "MemoryError");
}

TEST(Parser, DumpAst) {
  auto m = parse("x = 1\n");
  EXPECT_EQ(dumpAst(*m),
            "(Module\n  (Assign @1:0\n    (target: Name x @1:0)\n    (value: IntLiteral 1 @1:4)))\n");
  EXPECT_EQ(dumpAst(*parse("")), "(Module)\n");
}

TEST(Parser, SourceExtent) {
  auto m = parse("class A:\n    @dec\n    def f(self):\n        return 1\n            # deep comment\n"
                 "    # shallow comment\n    def g(self): return 2\n\nx = 1\n");
  auto* cls = m->body[0]->as<ClassDef>();
  auto* f = cls->body[0]->as<FunctionDef>();
  EXPECT_EQ(f->source_extent.text(), "    @dec\n    def f(self):\n        return 1\n            # deep comment\n");
  auto* g = cls->body[1]->as<FunctionDef>();
  EXPECT_EQ(g->source_extent.text(), "    def g(self): return 2\n");
  EXPECT_EQ(cls->source_extent.text().substr(0, 9), "class A:\n");
  EXPECT_EQ(cls->range.text().substr(cls->range.text().size() - 8), "return 2");
}

}  // namespace
}  // namespace ts
