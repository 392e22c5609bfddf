// ===--- passes.h - graph optimizations before bytecode generation --------=== //
// Passes run on a copy of a function's graph (cloneGraph) just before it is
// lowered to bytecode, so `.graph` and `.code` still show the program as
// written, as PyTorch's do (its optimizations run in the graph executor).
// Every pass preserves observable behaviour exactly: printed values, error
// messages and the order in which side effects and errors happen.
#pragma once

#include "ir/ir.h"

namespace ts {

/// Runs the pipeline below, in order (nothing if disabled).
void optimizeGraph(Graph& g);

/// Turns the pipeline off process-wide (`torchscript run --no-opt`), e.g.
/// to time kernels without loop peeling lifting work out of a loop.
void setPassesEnabled(bool enabled);

/// Whether the pipeline (and the bytecode peephole) runs.
bool passesEnabled();

/// Note [Loop peeling]: a for-loop whose body computes values that do not
/// change between iterations (pure operators on values from outside the
/// loop) runs its first iteration separately; later iterations reuse the
/// values the first one computed. Nothing moves ahead of code that ran
/// before it, so errors and side effects keep their order.
void peelLoopInvariants(Graph& g);

/// Note [Elementwise fusion]: chains of elementwise tensor operators become
/// one prim::FusionGroup node whose block holds the chain; its kernel
/// (compiler/fusion_kernel.cpp) runs the chain over cache-sized chunks.
void fuseElementwise(Graph& g);

}  // namespace ts
