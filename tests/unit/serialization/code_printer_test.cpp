// ===--- code_printer_test.cpp - `.code` of compiled functions ------------=== //
// Expected texts are what PyTorch 1.13.1 prints for the same source.
#include <gtest/gtest.h>

#include "compiler/program.h"
#include "frontend/parser.h"
#include "serialization/code_printer.h"

namespace ts {
namespace {

std::string codeOf(const std::string& src, const std::string& fn) {
  Program p(parseFile(Source::make("t.py", src)));
  Function* f = p.scriptFunction(fn);
  return functionCode(*f);
}

TEST(CodePrinter, DocExampleLoopAndIf) {
  std::string src =
      "import torch\n"
      "@torch.jit.script\n"
      "def foo(len):\n"
      "    # type: (int) -> torch.Tensor\n"
      "    rv = torch.zeros(3, 4)\n"
      "    for i in range(len):\n"
      "        if i < 10:\n"
      "            rv = rv - 1.0\n"
      "        else:\n"
      "            rv = rv + 1.0\n"
      "    return rv\n";
  EXPECT_EQ(codeOf(src, "foo"),
            "def foo(len: int) -> Tensor:\n"
            "  rv = torch.zeros([3, 4])\n"
            "  rv0 = rv\n"
            "  for i in range(len):\n"
            "    if torch.lt(i, 10):\n"
            "      rv1 = torch.sub(rv0, 1.)\n"
            "    else:\n"
            "      rv1 = torch.add(rv0, 1.)\n"
            "    rv0 = rv1\n"
            "  return rv0\n");
}

TEST(CodePrinter, DefaultsAndLongLineSplit) {
  std::string src =
      "import torch\n"
      "@torch.jit.script\n"
      "def clamp_add(x: torch.Tensor, k: float = 1.0) -> torch.Tensor:\n"
      "    return torch.clamp(x + k, max=3.0)\n";
  EXPECT_EQ(codeOf(src, "clamp_add"),
            "def clamp_add(x: Tensor,\n"
            "    k: float=1.) -> Tensor:\n"
            "  _0 = torch.clamp(torch.add(x, k), None, 3.)\n"
            "  return _0\n");
}

// Note [Constant folding in .code] and Note [Dead code in .code].
TEST(CodePrinter, FoldsImmutableConstantsAndDropsDeadCode) {
  std::string src =
      "import torch\n"
      "@torch.jit.script\n"
      "def f(x: int) -> int:\n"
      "    unused = x * 2\n"
      "    return x + int(2.7) + 3 * 4\n";
  EXPECT_EQ(codeOf(src, "f"),
            "def f(x: int) -> int:\n"
            "  return torch.add(torch.add(x, 2), 12)\n");
}

// Note [Exits in .code]: our IR keeps break/continue as nodes, so they print
// as statements (PyTorch prints its exit-transformed graph); the top-level
// early return takes PyTorch's form (Note [Early returns in .code]).
TEST(CodePrinter, ExitsPrintAsStatements) {
  std::string src =
      "import torch\n"
      "from typing import List\n"
      "@torch.jit.script\n"
      "def f(xs: List[int]) -> int:\n"
      "    s = 0\n"
      "    for v in xs:\n"
      "        if v < 0:\n"
      "            continue\n"
      "        if v > 100:\n"
      "            break\n"
      "        s += v\n"
      "    if s > 10:\n"
      "        return -1\n"
      "    return s\n";
  EXPECT_EQ(codeOf(src, "f"),
            "def f(xs: List[int]) -> int:\n"
            "  s = 0\n"
            "  for _0 in range(torch.len(xs)):\n"
            "    v = xs[_0]\n"
            "    if torch.lt(v, 0):\n"
            "      continue\n"
            "    else:\n"
            "      pass\n"
            "    if torch.gt(v, 100):\n"
            "      break\n"
            "    else:\n"
            "      pass\n"
            "    s = torch.add(s, v)\n"
            "  if torch.gt(s, 10):\n"
            "    _1 = -1\n"
            "  else:\n"
            "    _1 = s\n"
            "  return _1\n");
}

TEST(CodePrinter, WhileContinueReassignsTheCondition) {
  std::string src =
      "import torch\n"
      "@torch.jit.script\n"
      "def f(n: int) -> int:\n"
      "    i = 0\n"
      "    while i < n:\n"
      "        i += 1\n"
      "        if i == 2:\n"
      "            continue\n"
      "    return i\n";
  std::string code = codeOf(src, "f");
  EXPECT_NE(code.find("      _0, i = torch.lt(i0, n), i0\n      continue\n"), std::string::npos) << code;
}

// The saved grad mode is run-time state, never folded into a constant.
TEST(CodePrinter, NoGradSavesTheModeAtRunTime) {
  std::string src =
      "import torch\n"
      "@torch.jit.script\n"
      "def f(x: torch.Tensor) -> torch.Tensor:\n"
      "    with torch.no_grad():\n"
      "        y = x * 2\n"
      "    return y\n";
  EXPECT_EQ(codeOf(src, "f"),
            "def f(x: Tensor) -> Tensor:\n"
            "  _0 = torch.is_grad_enabled()\n"
            "  torch.set_grad_enabled(False)\n"
            "  y = torch.mul(x, 2)\n"
            "  torch.set_grad_enabled(_0)\n"
            "  return y\n");
}

}  // namespace
}  // namespace ts
