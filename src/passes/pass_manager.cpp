// ===--- pass_manager.cpp - the optimization pipeline ---------------------=== //
#include "passes/passes.h"

namespace ts {

namespace {
bool passes_enabled = true;
}

void setPassesEnabled(bool enabled) { passes_enabled = enabled; }
bool passesEnabled() { return passes_enabled; }

// The order matters: inlining exposes constants, stores and loads to the
// passes after it; forwarding leaves dead objects; hoisting and CSE leave
// dead nodes; self-comparison folding follows CSE as PyTorch's peephole does; peeling and fusion want the smallest loop bodies. In debug
// builds the verifier checks the graph after every pass.
void optimizeGraph(Graph& g) {
  scalarizeTensorConstants(g);  // a semantic rewrite PyTorch always makes
  if (!passes_enabled) return;
  using Pass = void (*)(Graph&);
  static constexpr Pass kPipeline[] = {inlineCalls,         foldConstants,      forwardAttributes,
                                       eliminateCommonSubexpressions, foldSelfComparisons, hoistLoopInvariants, eliminateDeadCode,
                                       peelLoopInvariants,  fuseElementwise};
  for (Pass pass : kPipeline) {
    pass(g);
#if defined(TS_VERIFY_PASSES)
    verifyGraph(g);
#endif
  }
}

}  // namespace ts
