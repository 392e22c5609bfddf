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

// Note [Loop exits in .code]: loops that break or continue, and returns,
// print as PyTorch's exit-transformed graph: flags carried by the loop.
TEST(CodePrinter, LoopExitsPrintAsCarriedFlags) {
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
            "  _0 = uninitialized(int)\n"
            "  _1 = uninitialized(bool)\n"
            "  _2 = torch.len(xs)\n"
            "  s = 0\n"
            "  _3 = 0\n"
            "  _4 = torch.gt(_2, 0)\n"
            "  while _4:\n"
            "    v = xs[_3]\n"
            "    if torch.lt(v, 0):\n"
            "      _5, _6, _7, _8, _9 = True, True, s, _1, _0\n"
            "    else:\n"
            "      if torch.gt(v, 100):\n"
            "        _10, _11, _12, _13, _14 = True, False, s, _1, _0\n"
            "      else:\n"
            "        _10, _11, _12, _13, _14 = False, _1, _0, True, torch.add(s, v)\n"
            "      _5, _6, _7, _8, _9 = _10, _11, _12, _13, _14\n"
            "    if _5:\n"
            "      _15, _16 = _6, _7\n"
            "    else:\n"
            "      _15, _16 = _8, _9\n"
            "    _17 = torch.add(_3, 1)\n"
            "    _18 = torch.__and__(torch.lt(_17, _2), _15)\n"
            "    _4, s, _3 = _18, _16, _17\n"
            "  if torch.gt(s, 10):\n"
            "    _19 = -1\n"
            "  else:\n"
            "    _19 = s\n"
            "  return _19\n");
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
  EXPECT_EQ(codeOf(src, "f"),
            "def f(n: int) -> int:\n"
            "  i = 0\n"
            "  _0 = torch.lt(0, n)\n"
            "  while _0:\n"
            "    i0 = torch.add(i, 1)\n"
            "    if torch.eq(i0, 2):\n"
            "      _1 = torch.lt(i0, n)\n"
            "    else:\n"
            "      _1 = torch.lt(i0, n)\n"
            "    _0, i = _1, i0\n"
            "  return i\n");
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
