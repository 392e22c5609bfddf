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
  return functionCode(*f, [&](const Node* n) { return p.opaqueConstant(n); });
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

}  // namespace
}  // namespace ts
