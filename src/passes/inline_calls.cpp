// ===--- inline_calls.cpp - Note [Inlining] -------------------------------=== //
//
// Note [Inlining]
// A call of a small script function or method costs a frame, a scratch
// stack and operand copies, far more than a body like `return max(lo,
// min(v, hi))`. A call whose callee is straight-line code of at most
// kMaxInlineNodes nodes that cannot raise (mayRaise) is replaced by a copy
// of the callee's body. Only non-raising bodies move: an error inside a
// callee shows the callee's frame in the TorchScript traceback, which an
// inlined copy would lose. Side effects (attribute stores) keep their order
// because the body runs exactly where the call ran; arguments are the same
// values, so aliasing is unchanged.
#include "passes/effects.h"
#include "passes/passes.h"
#include "runtime/function.h"

namespace ts {
namespace {

constexpr size_t kMaxInlineNodes = 24;
constexpr int kMaxInlineDepth = 4;

const Graph* inlinableBody(const Node* call, int depth) {
  if (call->kind() != prim::CallFunction || !call->callee || depth > kMaxInlineDepth) return nullptr;
  const auto* fn = static_cast<const Function*>(call->callee);
  const Graph* body = fn->graph.get();
  if (!body || fn->traced || body->inputs().size() != call->inputs().size() ||
      body->outputs().size() != call->outputs().size())
    return nullptr;
  for (size_t i = 0; i < body->outputs().size(); ++i)
    if (body->outputs()[i]->type()->str() != call->output(i)->type()->str()) return nullptr;
  size_t count = 0;
  for (const Node* n : *body->block()) {
    if (++count > kMaxInlineNodes) return nullptr;
    if (n->kind() == prim::CallFunction ? !inlinableBody(n, depth + 1) : mayRaise(n)) return nullptr;
  }
  return body;
}

/// Copies `body` in place of `call`; the copies of nested calls are
/// inlined in turn by the caller's walk, which visits them next.
void inlineCall(Graph& g, Node* call, const Graph& body) {
  ValueMap map;
  for (size_t i = 0; i < body.inputs().size(); ++i) map[body.inputs()[i]] = call->input(i);
  g.setInsertionPointBefore(call);
  for (const Node* n : *body.block()) cloneNode(n, g, map);
  for (size_t i = 0; i < call->outputs().size(); ++i) {
    Value* out = body.outputs()[i];
    call->output(i)->replaceAllUsesWith(map.count(out) ? map.at(out) : out);
  }
  call->destroy();
}

void inlineBlock(Graph& g, Block* b) {
  for (Node* n = *b->begin(); n != b->returnNode();) {
    for (Block* inner : n->blocks()) inlineBlock(g, inner);
    const Graph* body = inlinableBody(n, 0);
    if (!body) {
      n = n->next();
      continue;
    }
    // Restart at the first copied node so nested calls are inlined too.
    Node* before = n->prev();
    inlineCall(g, n, *body);
    n = before->next();
  }
}

}  // namespace

void inlineCalls(Graph& g) {
  inlineBlock(g, g.block());
  g.setInsertionPoint(g.block());
}

}  // namespace ts
