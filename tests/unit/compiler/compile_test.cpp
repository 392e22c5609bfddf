// ===--- compile_test.cpp - source to IR to bytecode, end to end ----------=== //
// Golden checks on printed graphs use an ordered substring match (a small
// FileCheck): each CHECK line must appear after the previous one.
#include <gtest/gtest.h>

#include <sstream>

#include "compiler/program.h"
#include "frontend/parser.h"
#include "runtime/interpreter.h"

namespace ts {
namespace {

void fileCheck(const std::string& text, const std::vector<std::string>& checks) {
  size_t pos = 0;
  for (const std::string& c : checks) {
    size_t at = text.find(c, pos);
    ASSERT_NE(at, std::string::npos) << "missing '" << c << "' after offset " << pos << " in:\n" << text;
    pos = at + c.size();
  }
}

std::string graphOf(const std::string& src, const std::string& fn) {
  Program p(parseFile(Source::make("t.py", src)));
  return p.graphOf(fn);
}

TEST(Compiler, LoopCarriesReassignedVariables) {
  std::string g = graphOf(
      "import torch\n"
      "@torch.jit.script\n"
      "def f(n: int) -> int:\n"
      "    a, b = 0, 1\n"
      "    for _ in range(n):\n"
      "        a, b = b, a + b\n"
      "    return a\n",
      "f");
  fileCheck(g, {"graph(%n.1 : int):", "prim::Loop(", "block0(%i.1 : int, %a", "aten::add", "-> (", "return ("});
}

TEST(Compiler, OptionalRefinementInsertsCast) {
  std::string g = graphOf(
      "import torch\n"
      "from typing import Optional\n"
      "@torch.jit.script\n"
      "def f(x: Optional[int]) -> int:\n"
      "    if x is None:\n"
      "        return 0\n"
      "    return x + 1\n",
      "f");
  fileCheck(g, {"aten::__is__", "prim::If", "prim::unchecked_cast", "aten::add"});
}

TEST(Compiler, TypeMismatchAcrossBranchesIsAnError) {
  std::string src =
      "import torch\n"
      "@torch.jit.script\n"
      "def f(c: bool):\n"
      "    if c:\n"
      "        r = 1\n"
      "    else:\n"
      "        r = 'a'\n"
      "    return r\n";
  Program p(parseFile(Source::make("t.py", src)));
  try {
    p.check();
    FAIL() << "expected a compile error";
  } catch (const CompileError& e) {
    EXPECT_NE(std::string(e.what()).find("Type mismatch: r is set to type int in the true branch and type str"),
              std::string::npos)
        << e.what();
  }
}

TEST(Compiler, RecursionIsRejected) {
  std::string src =
      "import torch\n"
      "@torch.jit.script\n"
      "def fact(n: int) -> int:\n"
      "    if n <= 1:\n"
      "        return 1\n"
      "    return n * fact(n - 1)\n";
  Program p(parseFile(Source::make("t.py", src)));
  EXPECT_THROW(p.check(), CompileError);
}

}  // namespace
}  // namespace ts

namespace ts {
namespace {

/// `f0` calls `f1` ... calls `f{n}`: compiling f0 compiles the chain nested.
std::string callChain(int n) {
  std::string src = "def f" + std::to_string(n) + "(x: int) -> int:\n    return x\n";
  for (int i = n - 1; i >= 0; --i)
    src += "def f" + std::to_string(i) + "(x: int) -> int:\n    return f" + std::to_string(i + 1) + "(x) + 1\n";
  return src;
}

// Note [Compile depth]: PyTorch 1.13 scripts a chain of 328 functions and
// fails on 329 with Python's RecursionError; so do we (5,000 overflowed the
// C++ stack before).
TEST(CompileDepth, LongCallChainsAreARecursionError) {
  Program ok(parseFile(Source::make("t.py", callChain(327))));
  Stack stack{IValue(int64_t{1})};
  runFunction(*ok.scriptFunction("f0"), stack);
  EXPECT_EQ(stack.at(0).toInt(), 328);
  for (int n : {328, 5000}) {
    Program deep(parseFile(Source::make("t.py", callChain(n))));
    try {
      deep.scriptFunction("f0");
      FAIL() << "no exception for " << n;
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::RecursionError);
      EXPECT_EQ(e.message(), "maximum recursion depth exceeded while calling a Python object");
    }
  }
}

}  // namespace
}  // namespace ts

namespace ts {
namespace {

/// The error compiling `fn` of `src` gives: "Kind: message".
std::string compileError(const std::string& src, const std::string& fn) {
  Program p(parseFile(Source::make("t.py", src)));
  try {
    p.scriptFunction(fn);
  } catch (const CompileError& e) {
    return "CompileError: " + e.rawMessage();
  } catch (const Error& e) {
    return std::string(errorKindName(e.kind())) + ": " + e.message();
  }
  return "<no error>";
}

// A NamedTuple field of the NamedTuple's own type recursed forever (found
// by fuzzing); PyTorch 1.13 fails resolving the ForwardRef.
TEST(RecursiveTypes, SelfReferentialNamedTupleFields) {
  auto program = [](const std::string& field) {
    return "from typing import NamedTuple, List, Optional\n"
           "class Node(NamedTuple):\n    value: int\n    next: " + field + "\n"
           "def f(x: int) -> int:\n    return Node(x, None).value\n";
  };
  EXPECT_EQ(compileError(program("Optional['Node']"), "f"),
            "AssertionError: Unsupported annotation typing.Optional[ForwardRef('Node')] could not be resolved "
            "because ForwardRef('Node') could not be resolved.");
  EXPECT_EQ(compileError(program("List['Node']"), "f"),
            "ValueError: Unknown type annotation: 'typing.List[ForwardRef('Node')]' at ");
  EXPECT_EQ(compileError(program("'Node'"), "f"), "ValueError: Unknown type annotation: 'ForwardRef('Node')' at ");
  EXPECT_EQ(compileError(program("Optional[int]"), "f"), "<no error>");
}

// PyTorch rejects a script class attribute whose type contains the class.
TEST(RecursiveTypes, ClassesContainingThemselves) {
  std::string link =
      "from typing import Optional, List\n"
      "class Link(object):\n"
      "    def __init__(self, v: int, nxt: Optional['Link']):\n"
      "        self.v = v\n"
      "        self.nxt = nxt\n"
      "def f(x: int) -> int:\n    return Link(x, None).v\n";
  std::string e = compileError(link, "f");
  EXPECT_EQ(e.rfind("CompileError: Assignment to attribute 'nxt' cannot be of a type that contains class "
                    "'__torch__.Link (of Python compilation unit at: 0x", 0), 0u) << e;
  EXPECT_NE(e.find(")'.\nClasses that recursively contain instances of themselves are not yet supported"),
            std::string::npos) << e;
  std::string tree =
      "from typing import List, Dict\n"
      "class Tree(object):\n"
      "    def __init__(self, v: int):\n"
      "        self.kids: Dict[str, List[Tree]] = {}\n"
      "def f(x: int) -> int:\n    return len(Tree(x).kids)\n";
  EXPECT_NE(compileError(tree, "f").find("Assignment to attribute 'kids' cannot be of a type that contains class"),
            std::string::npos);
}

}  // namespace
}  // namespace ts
