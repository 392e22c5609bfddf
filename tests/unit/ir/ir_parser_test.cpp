// ===--- ir_parser_test.cpp - graph text in, Graph out, same text back ---=== //
#include "ir/ir_parser.h"

#include <gtest/gtest.h>

#include "support/error.h"

namespace ts {
namespace {

/// Parses `text` and checks that printing gives it back unchanged.
void expectRoundTrip(const std::string& text, const IrParseHooks& hooks = {}) {
  std::unique_ptr<Graph> g = parseIR(text, hooks);
  EXPECT_EQ(printGraph(*g), text);
}

std::string parseError(const std::string& text) {
  try {
    parseIR(text);
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

TEST(IrParser, StraightLineRoundTrips) {
  expectRoundTrip(
      "graph(%x.1 : Tensor,\n"
      "      %n.1 : int):\n"
      "  %2 : int = prim::Constant[value=1]() # f.py:3:8\n"
      "  %3 : int = aten::add(%n.1, %2) # f.py:3:4\n"
      "  %4 : float = prim::Constant[value=1.5]()\n"
      "  %5 : str = prim::Constant[value=\"a\\\"b\\n\\\\\"]()\n"
      "  %6 : NoneType = prim::Constant()\n"
      "  %7 : (int, float) = prim::TupleConstruct(%3, %4)\n"
      "  return (%7)\n");
}

TEST(IrParser, BlocksOfIfAndLoopRoundTrip) {
  expectRoundTrip(
      "graph(%c.1 : bool,\n"
      "      %n.1 : int):\n"
      "  %x.3 : int = prim::If(%c.1) # f.py:2:4\n"
      "    block0():\n"
      "      %x.1 : int = prim::Constant[value=1]()\n"
      "      -> (%x.1)\n"
      "    block1():\n"
      "      -> (%n.1)\n"
      "  %5 : bool = prim::Constant[value=1]()\n"
      "  %x.4 : int = prim::Loop(%n.1, %5, %x.3)\n"
      "    block0(%i.1 : int, %x.5 : int):\n"
      "      %x.2 : int = aten::add(%x.5, %i.1)\n"
      "      -> (%5, %x.2)\n"
      "  return (%x.4)\n");
}

TEST(IrParser, ContainerTypesAndAttributes) {
  expectRoundTrip(
      "graph(%d.1 : Dict(str, Tensor),\n"
      "      %o.1 : int?,\n"
      "      %u.1 : Union(int, str),\n"
      "      %l.1 : int[][],\n"
      "      %t.1 : (int, (str, float)?)):\n"
      "  %5 : int[] = prim::ListConstruct[types=int]()\n"
      "  %6 : Tensor = prim::Constant[value=<constant>]()\n"
      "  %7 : float = prim::Constant[value=inf]()\n"
      "  %8 : float = prim::Constant[value=-1.0000000000000001e-05]()\n"
      "  %9 : int = prim::Constant[value=-9223372036854775808]()\n"
      "   = prim::Print[name=\"x\", index=3](%d.1, %o.1, %u.1, %l.1, %t.1, %5, %6, %7, %8, %9)\n"
      "  return ()\n");
}

TEST(IrParser, ReadsPyTorchsSpelling) {
  // As PyTorch 1.13 prints it: ` = prim::Print` for no outputs, refined
  // tensor types, anonymous NamedTuples, comments on lines of their own.
  auto g = parseIR(
      "graph(%x.1 : Float(2, 3, strides=[3, 1], requires_grad=0, device=cpu),\n"
      "      %p : NamedTuple(x : int, y : float)):\n"
      "  # a comment\n"
      "  %2 : Tensor = prim::Constant[value={1}]()\n"
      "   = prim::Print(%x.1, %p, %2) # /tmp/a.py:15:4\n"
      "  %3 : int = prim::TupleIndex[index=0](%p)\n"
      "  return (%3)\n");
  EXPECT_EQ(g->inputs()[0]->type(), Type::tensor());
  EXPECT_EQ(g->inputs()[1]->type()->kind(), TypeKind::Tuple);
  const Node* print = g->block()->paramNode()->next()->next();
  EXPECT_EQ(print->kind(), prim::Print);
  EXPECT_EQ(print->sourceRange().line(), 15u);
  EXPECT_EQ(print->sourceRange().column(), 4u);
  EXPECT_EQ(print->sourceRange().source->filename(), "/tmp/a.py");
}

TEST(IrParser, MissingTypesUseTheHookThenTensor) {
  IrParseHooks hooks;
  hooks.infer_outputs = [](Symbol kind, const std::vector<TypePtr>& ins,
                           size_t) -> std::optional<std::vector<TypePtr>> {
    if (kind.qualString() == "aten::len") return std::vector<TypePtr>{Type::int_()};
    return std::nullopt;
  };
  auto g = parseIR("graph(%l : int[]):\n  %n = aten::len(%l)\n  %t = aten::foo(%l)\n  return (%n, %t)\n", hooks);
  EXPECT_EQ(g->outputs()[0]->type(), Type::int_());
  EXPECT_EQ(g->outputs()[1]->type(), Type::tensor());
}

TEST(IrParser, NamedTypesComeFromTheHook) {
  ClassType* cls = ClassType::create("__torch__.Point", false);
  IrParseHooks hooks;
  hooks.resolve_type = [&](const std::string& name) -> TypePtr { return name == "__torch__.Point" ? cls : nullptr; };
  expectRoundTrip("graph(%p.1 : __torch__.Point):\n  return (%p.1)\n", hooks);
  EXPECT_NE(parseError("graph(%p.1 : __torch__.Point):\n  return (%p.1)\n").find("unknown type '__torch__.Point'"),
            std::string::npos);
}

TEST(IrParser, TypesParseOnTheirOwn) {
  EXPECT_EQ(parseIRType("int[]"), Type::list(Type::int_()));
  EXPECT_EQ(parseIRType("Dict(str, Tensor)"), Type::dict(Type::str_(), Type::tensor()));
  EXPECT_EQ(parseIRType("(int, str)"), Type::tuple({Type::int_(), Type::str_()}));
  EXPECT_EQ(parseIRType("Tensor?"), Type::optional(Type::tensor()));
  EXPECT_EQ(parseIRType("Long(2, strides=[1], requires_grad=0, device=cpu)"), Type::tensor());
  EXPECT_EQ(parseIRType("()"), Type::tuple({}));
  // Annotation spellings PyTorch prints in places.
  EXPECT_EQ(parseIRType("Future[Tensor][]"), Type::list(Type::future(Type::tensor())));
  EXPECT_EQ(parseIRType("List[Optional[int]]"), Type::list(Type::optional(Type::int_())));
  EXPECT_EQ(parseIRType("Tuple[int, str]"), Type::tuple({Type::int_(), Type::str_()}));
  EXPECT_EQ(parseIRType("Tuple[()]"), Type::tuple({}));
  TypePtr nt = parseIRType("NamedTuple(a : int = 4, b : str = \"x, y\", c : int[]? = None)");
  EXPECT_EQ(nt->contained(), (std::vector<TypePtr>{Type::int_(), Type::str_(), Type::optional(Type::list(Type::int_()))}));
  EXPECT_THROW(parseIRType("Dict(int)"), Error);
  EXPECT_THROW(parseIRType("List[]"), Error);
  EXPECT_THROW(parseIRType("int]"), Error);
}

TEST(IrParser, ErrorsNameLineAndColumn) {
  std::string e = parseError("graph(%x : int):\n  %y : int = aten::neg(%z)\n  return (%y)\n");
  EXPECT_NE(e.find("IR parse error at line 2, column 24: use of undefined value '%z'"), std::string::npos) << e;
  EXPECT_NE(e.find("\n  %y : int = aten::neg(%z)\n                       ^"), std::string::npos) << e;
  e = parseError("graph(%x : int):\n  %x : int = prim::Constant[value=1]()\n  return (%x)\n");
  EXPECT_NE(e.find("line 2, column 3: value '%x' is defined twice"), std::string::npos) << e;
  e = parseError("graph(%x : int):\n  %y : int = aten::neg(%x)\n");
  EXPECT_NE(e.find("unexpected end of text"), std::string::npos) << e;
  e = parseError("graph(%x : int):\n  %y : str = prim::Constant[value=\"abc]()\n  return (%y)\n");
  EXPECT_NE(e.find("unterminated string"), std::string::npos) << e;
  e = parseError("graph(%c : bool):\n  prim::If(%c)\n    block1():\n      -> ()\n  return ()\n");
  EXPECT_NE(e.find("expected block0, found block1"), std::string::npos) << e;
  e = parseError("graph(%x : int):\n  %y : int = aten::neg(%x)\n  return (%y)\n  junk\n");
  EXPECT_NE(e.find("unexpected text after the graph's return"), std::string::npos) << e;
  e = parseError("graph(%x : int):\n  %y : int = prim::Constant[value=99999999999999999999]()\n  return (%y)\n");
  EXPECT_NE(e.find("out of range"), std::string::npos) << e;
}

TEST(IrParser, VerifierRunsOnTheResult) {
  // %a is defined inside block0 and used after the If: the verifier rejects it.
  std::string e = parseError(
      "graph(%c : bool):\n"
      "  prim::If(%c)\n"
      "    block0():\n"
      "      %a : int = prim::Constant[value=1]()\n"
      "      -> ()\n"
      "    block1():\n"
      "      -> ()\n"
      "  return (%a)\n");
  EXPECT_NE(e.find("IR verification failed"), std::string::npos) << e;
}

TEST(IrParser, GarbageNeverCrashes) {
  const char* inputs[] = {"", "graph", "graph(", "graph(%", "graph(%x : ", "graph(%x : Dict(", "graph():\n  %",
                          "graph():\n  %a : int = prim::Constant[value=", "graph():\n  %a = x::y[a=<]()",
                          "graph():\n  return (", "graph():\n  prim::If()\n    block0(", "graph():\n  %a : int = ::(",
                          "graph():\n  %a : str = prim::Constant[value=\"\\x\"]()\n  return (%a)\n"};
  for (const char* in : inputs) EXPECT_THROW(parseIR(in), Error) << in;
}

TEST(IrParser, DeepNestingIsAnErrorNotAStackOverflow) {
  std::string e = parseError("graph(%x : " + std::string(100000, '(') + "int):\n  return ()\n");
  EXPECT_NE(e.find("nested more than 500 levels deep"), std::string::npos) << e.substr(0, 200);
  std::string blocks = "graph(%c : bool):\n";
  for (int i = 0; i < 2000; ++i) blocks += "prim::If(%c)\nblock0():\n";
  e = parseError(blocks);
  EXPECT_NE(e.find("nested more than 500 levels deep"), std::string::npos) << e.substr(0, 200);
  // Compiled graphs nest far less: 100 levels (of 1-tuples) parse.
  TypePtr t = parseIRType(std::string(100, '(') + "int" + std::string(100, ')'));
  for (int i = 0; i < 100; ++i) t = t->elem();
  EXPECT_EQ(t, Type::int_());
}

TEST(IrParser, DisplayNamesKeepCountersAhead) {
  auto g = parseIR("graph(%x.7 : int):\n  return (%x.7)\n");
  Node* n = g->create(prim::Constant);
  n->output()->setDebugName("x");
  EXPECT_EQ(n->output()->displayName(), "x.8");
}

}  // namespace
}  // namespace ts

namespace ts {
namespace {

const char* kSample =
    "graph(%c.1 : bool,\n"
    "      %d.1 : Dict(str, int[]?)):\n"
    "  %x.3 : int = prim::If(%c.1) # f.py:2:4\n"
    "    block0():\n"
    "      %x.1 : int = prim::Constant[value=1]()\n"
    "      -> (%x.1)\n"
    "    block1():\n"
    "      %s : str = prim::Constant[value=\"a\\\"\\n\"]()\n"
    "      %4 : float = prim::Constant[value=-1.4999999999999999e-07]()\n"
    "      %x.2 : int = prim::Constant[value=2]()\n"
    "      -> (%x.2)\n"
    "  %5 : bool = prim::Constant[value=1]()\n"
    "  %x.4 : int = prim::Loop(%x.3, %5, %x.3) # f.py:5:4\n"
    "    block0(%i.1 : int, %x.5 : int):\n"
    "      %l : int[] = prim::ListConstruct[types=int](%i.1, %x.5)\n"
    "      -> (%5, %x.5)\n"
    "  return (%x.4)\n";

/// Parsing either succeeds or throws ts::Error; anything else fails.
void parseOrError(const std::string& text) {
  try {
    parseIR(text);
  } catch (const Error&) {
  }
}

TEST(IrParserRobustness, EveryPrefixAndMutationIsHandled) {
  std::string text = kSample;
  ASSERT_EQ(printGraph(*parseIR(text)), text);
  for (size_t n = 0; n < text.size(); ++n) parseOrError(text.substr(0, n));
  const char replacements[] = {'%', '(', ')', '[', ']', '"', '\\', ':', ',', '#', '\n', 'x', '0', '-', '<', '{'};
  for (size_t i = 0; i < text.size(); ++i) {
    for (char r : replacements) {
      std::string mutated = text;
      mutated[i] = r;
      parseOrError(mutated);
    }
    std::string dropped = text;
    dropped.erase(i, 1);
    parseOrError(dropped);
  }
}

}  // namespace
}  // namespace ts
