// ===--- raise_kind.h - prim::RaiseException without a class -------------=== //
//
// Note [Unclassed raise]: PyTorch's prim::RaiseException takes the message
// and, for a `raise` statement, the exception's qualified class. The
// one-argument form (what a call to a dropped @torch.jit.unused function
// compiles to, and `ops.prim.RaiseException(msg)` in imported code) raises a
// RuntimeError and prints without a class.
#pragma once

#include "ir/ir.h"
#include "torchscript/error.h"

namespace ts {

inline Symbol unclassedRaiseAttr() {
  static const Symbol s = Symbol::fromQualString("attr::unclassed");
  return s;
}

/// Makes raise node `n` the one-argument form.
inline void markUnclassedRaise(Node* n) {
  n->setAttribute(attr::value, static_cast<int64_t>(ErrorKind::RuntimeError));
  n->setAttribute(unclassedRaiseAttr(), int64_t{1});
}

inline bool isUnclassedRaise(const Node* n) { return n->hasAttribute(unclassedRaiseAttr()); }

}  // namespace ts
