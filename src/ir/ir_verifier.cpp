// ===--- ir_verifier.cpp - structural checks on graphs --------------------=== //
#include <unordered_set>
#include <vector>

#include "ir/ir.h"
#include "support/error.h"

namespace ts {
namespace {

class Verifier {
 public:
  void verify(const Graph& g) {
    verifyBlock(g.block());
    if (use_records_ != input_slots_)  // Note [Use records]
      throw Error("IR verification failed: " + std::to_string(input_slots_) + " inputs but " +
                  std::to_string(use_records_) + " use records");
  }

 private:
  void verifyBlock(const Block* b) {
    size_t scope_start = added_.size();
    for (Value* v : b->inputs()) define(v);
    for (const Node* n : *b) verifyNode(n);
    for (Value* v : b->outputs()) checkDefined(v, b->returnNode());
    input_slots_ += b->outputs().size();
    // Values defined inside a block are not visible after it. They are
    // undone one by one: copying the set per block was quadratic in the
    // nesting depth (20,000 early returns nest 20,000 blocks).
    for (; added_.size() > scope_start; added_.pop_back()) defined_.erase(added_.back());
  }

  void verifyNode(const Node* n) {
    for (Value* v : n->inputs()) checkDefined(v, n);
    input_slots_ += n->inputs().size();
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
  // Note [Use records]: every use record of a value must name an input
  // slot holding that value, and there must be as many records as input
  // slots; together these say each input has exactly its one record. Each
  // record is checked once, where its value is defined (searching the use
  // list per input was quadratic: 70,000 uses of one value took minutes).
  void define(const Value* v) {
    if (!defined_.insert(v).second) return;
    added_.push_back(v);
    for (const Use& u : v->uses()) {
      const auto& in = u.user->inputs();
      if (u.offset >= in.size() || in[u.offset] != v)
        fail(u.user, "a use record of %" + v->displayName() + " names no input holding it");
    }
    use_records_ += v->uses().size();
  }
  void checkDefined(Value* v, const Node* user) {
    if (!defined_.count(v)) fail(user, "uses %" + v->displayName() + " before its definition");
  }
  [[noreturn]] void fail(const Node* n, const std::string& why) {
    throw Error("IR verification failed at " + n->kind().qualString() + ": " + why);
  }
  std::unordered_set<const Value*> defined_;
  std::vector<const Value*> added_;  ///< defined_ in insertion order, to undo by scope
  size_t use_records_ = 0, input_slots_ = 0;  ///< Note [Use records]
};

}  // namespace

void verifyGraph(const Graph& g) { Verifier().verify(g); }

}  // namespace ts
