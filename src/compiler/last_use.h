// ===--- last_use.h - which operand reads are a value's last --------------=== //
#pragma once

#include <unordered_set>
#include <utility>

#include "ir/ir.h"

namespace ts {

/// (node, input index) pairs where the bytecode may move the value out of
/// its register instead of copying it (kMoveBit), so the callee holds the
/// only reference: kernels then reuse dead temporaries' buffers (Note
/// [Reusing dead temporaries]) and refcounts do not churn.
struct LastUses {
  std::unordered_set<uint64_t> moves;
  bool isMove(const Node* n, size_t input) const;
};

/// See Note [Last uses] in last_use.cpp.
LastUses computeLastUses(const Graph& g);

}  // namespace ts
