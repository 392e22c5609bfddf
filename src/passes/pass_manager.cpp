// ===--- pass_manager.cpp - the optimization pipeline ---------------------=== //
#include "passes/passes.h"

namespace ts {

namespace {
bool passes_enabled = true;
}

void setPassesEnabled(bool enabled) { passes_enabled = enabled; }
bool passesEnabled() { return passes_enabled; }

// No dead-code elimination: an unused `x + y` may still raise, and
// TorchScript programs rely on such errors.
void optimizeGraph(Graph& g) {
  if (!passes_enabled) return;
  peelLoopInvariants(g);
  fuseElementwise(g);
}

}  // namespace ts
