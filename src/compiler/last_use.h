// ===--- last_use.h - which operand reads are a value's last --------------=== //
#pragma once

#include <functional>
#include <unordered_set>
#include <utility>

#include "ir/ir.h"

namespace ts {

/// (node, input index) pairs where the bytecode may move the value out of
/// its register instead of copying it (kMoveBit), so the callee holds the
/// only reference: kernels then reuse dead temporaries' buffers (Note
/// [Reusing dead temporaries]) and refcounts do not churn.
struct LastUses {
  struct Hash {
    size_t operator()(const std::pair<const Node*, size_t>& k) const {
      return std::hash<const Node*>()(k.first) * 31 + k.second;
    }
  };
  std::unordered_set<std::pair<const Node*, size_t>, Hash> moves;
  bool isMove(const Node* n, size_t input) const { return moves.count({n, input}) > 0; }
};

/// See Note [Last uses] in last_use.cpp.
LastUses computeLastUses(const Graph& g);

}  // namespace ts
