// ===--- pass_manager.cpp - the optimization pipeline ---------------------=== //
#include "passes/passes.h"

namespace ts {

// No dead-code elimination: an unused `x + y` may still raise, and
// TorchScript programs rely on such errors.
void optimizeGraph(Graph& g) {
  peelLoopInvariants(g);
  fuseElementwise(g);
}

}  // namespace ts
