// ===--- graph_test.cpp - IR construction, use lists, printing, verifying --=== //
#include <gtest/gtest.h>

#include "ir/ir.h"
#include "support/error.h"

namespace ts {
namespace {

TEST(Graph, UsesFollowReplacement) {
  Graph g;
  Value* x = g.addInput("x")->setType(Type::int_());
  Node* c = g.insertNode(g.create(prim::Constant));
  c->setAttribute(attr::value, int64_t{3});
  c->output()->setType(Type::int_());
  Node* add = g.insertNode(g.create(Symbol::fromQualString("aten::add"), {x, c->output()}));
  add->output()->setType(Type::int_());
  g.registerOutput(add->output());
  EXPECT_EQ(x->uses().size(), 1u);
  Node* c2 = g.create(prim::Constant);
  c2->setAttribute(attr::value, int64_t{4});
  c2->output()->setType(Type::int_());
  c2->insertBefore(add);
  c->output()->replaceAllUsesWith(c2->output());
  EXPECT_FALSE(c->output()->hasUses());
  EXPECT_EQ(add->input(1), c2->output());
  c->destroy();
  verifyGraph(g);
  std::string text = printGraph(g);
  EXPECT_NE(text.find("graph(%x.1 : int):"), std::string::npos) << text;
  EXPECT_NE(text.find("prim::Constant[value=4]()"), std::string::npos) << text;
  EXPECT_NE(text.find("aten::add(%x.1, %"), std::string::npos) << text;
  EXPECT_NE(text.find("return ("), std::string::npos) << text;
}

TEST(Graph, VerifierRejectsUseBeforeDefinition) {
  Graph g;
  Node* c = g.create(prim::Constant);
  c->output()->setType(Type::none());
  Node* user = g.insertNode(g.create(Symbol::fromQualString("aten::len"), {c->output()}));
  user->output()->setType(Type::int_());
  c->insertAfter(user);  // defined after its use
  EXPECT_THROW(verifyGraph(g), Error);
}

TEST(Graph, NestedBlocksPrint) {
  Graph g;
  Value* b = g.addInput("b")->setType(Type::bool_());
  Node* n = g.insertNode(g.create(prim::If, {b}, 1));
  n->output()->setType(Type::int_());
  for (int i = 0; i < 2; ++i) {
    Block* blk = n->addBlock();
    Node* c = g.create(prim::Constant);
    c->setAttribute(attr::value, int64_t{i});
    c->output()->setType(Type::int_());
    blk->appendNode(c);
    blk->registerOutput(c->output());
  }
  g.registerOutput(n->output());
  verifyGraph(g);
  std::string text = printGraph(g);
  EXPECT_NE(text.find("block0():"), std::string::npos) << text;
  EXPECT_NE(text.find("block1():"), std::string::npos) << text;
  EXPECT_NE(text.find("-> ("), std::string::npos) << text;
}

}  // namespace
}  // namespace ts
