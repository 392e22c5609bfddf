// ===--- clone_test.cpp - cloneGraph copies nodes, blocks and names -------=== //
#include <gtest/gtest.h>

#include "ir/ir_parser.h"

namespace ts {
namespace {

TEST(CloneGraph, CopyPrintsTheSameAndIsIndependent) {
  const std::string text =
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
      "  return (%x.4)\n";
  std::unique_ptr<Graph> g = parseIR(text);
  std::unique_ptr<Graph> copy = cloneGraph(*g);
  EXPECT_EQ(printGraph(*copy), text);
  verifyGraph(*copy);
  // Every copied node remembers its original; the original is untouched
  // when the copy changes.
  for (const Node* n : *copy->block()) {
    ASSERT_NE(n->origin, nullptr);
    EXPECT_EQ(n->origin->owningGraph(), g.get());
  }
  Node* loop = copy->block()->returnNode()->prev();
  copy->block()->returnNode()->replaceInput(0, copy->inputs()[1]);
  loop->destroy();
  EXPECT_EQ(printGraph(*g), text);
}

}  // namespace
}  // namespace ts
