// ===--- ir_verifier.cpp - structural checks on graphs --------------------=== //
#include <algorithm>
#include <unordered_set>

#include "ir/ir.h"
#include "support/error.h"

namespace ts {
namespace {

class Verifier {
 public:
  void verifyBlock(const Block* b) {
    for (Value* v : b->inputs()) defined_.insert(v);
    for (const Node* n : *b) verifyNode(n);
    for (Value* v : b->outputs()) checkDefined(v, b->returnNode());
  }

 private:
  void verifyNode(const Node* n) {
    for (size_t i = 0; i < n->inputs().size(); ++i) {
      Value* v = n->inputs()[i];
      checkDefined(v, n);
      const auto& uses = v->uses();
      if (std::find(uses.begin(), uses.end(), Use{const_cast<Node*>(n), i}) == uses.end())
        fail(n, "input " + std::to_string(i) + " is missing its use record");
    }
    if (n->kind() == prim::If && n->blocks().size() != 2) fail(n, "prim::If needs two blocks");
    if (n->kind() == prim::Loop && n->blocks().size() != 1) fail(n, "prim::Loop needs one block");
    for (const Block* b : n->blocks()) {
      if (n->kind() == prim::If && b->outputs().size() != n->outputs().size())
        fail(n, "prim::If block arity differs from its outputs");
      // Values defined inside a block are not visible after it.
      auto saved = defined_;
      verifyBlock(b);
      defined_ = std::move(saved);
    }
    for (Value* o : n->outputs()) {
      if (!o->type()) fail(n, "output without a type");
      defined_.insert(o);
    }
  }
  void checkDefined(Value* v, const Node* user) {
    if (!defined_.count(v)) fail(user, "uses %" + v->displayName() + " before its definition");
  }
  [[noreturn]] void fail(const Node* n, const std::string& why) {
    throw Error("IR verification failed at " + n->kind().qualString() + ": " + why);
  }
  std::unordered_set<const Value*> defined_;
};

}  // namespace

void verifyGraph(const Graph& g) { Verifier().verifyBlock(g.block()); }

}  // namespace ts
