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
