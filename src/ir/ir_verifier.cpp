// ===--- ir_verifier.cpp - structural checks on graphs --------------------=== //
#include <algorithm>
#include <unordered_set>
#include <vector>

#include "ir/ir.h"
#include "support/error.h"

namespace ts {
namespace {

class Verifier {
 public:
  void verifyBlock(const Block* b) {
    size_t scope_start = added_.size();
    for (Value* v : b->inputs()) define(v);
    for (const Node* n : *b) verifyNode(n);
    for (Value* v : b->outputs()) checkDefined(v, b->returnNode());
    // Values defined inside a block are not visible after it. They are
    // undone one by one: copying the set per block was quadratic in the
    // nesting depth (20,000 early returns nest 20,000 blocks).
    for (; added_.size() > scope_start; added_.pop_back()) defined_.erase(added_.back());
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
      verifyBlock(b);
    }
    for (Value* o : n->outputs()) {
      if (!o->type()) fail(n, "output without a type");
      define(o);
    }
  }
  void define(const Value* v) {
    if (defined_.insert(v).second) added_.push_back(v);
  }
  void checkDefined(Value* v, const Node* user) {
    if (!defined_.count(v)) fail(user, "uses %" + v->displayName() + " before its definition");
  }
  [[noreturn]] void fail(const Node* n, const std::string& why) {
    throw Error("IR verification failed at " + n->kind().qualString() + ": " + why);
  }
  std::unordered_set<const Value*> defined_;
  std::vector<const Value*> added_;  ///< defined_ in insertion order, to undo by scope
};

}  // namespace

void verifyGraph(const Graph& g) { Verifier().verifyBlock(g.block()); }

}  // namespace ts
