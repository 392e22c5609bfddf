// ===--- passes.h - graph optimizations before bytecode generation --------=== //
// Passes run on a copy of a function's graph (cloneGraph) just before it is
// lowered to bytecode, so `.graph` and `.code` still show the program as
// written, as PyTorch's do (its optimizations run in the graph executor).
// Every pass preserves observable behaviour exactly: printed values, error
// messages and the order in which side effects and errors happen.
#pragma once

#include "ir/ir.h"
#include "runtime/ivalue.h"

namespace ts {

/// Runs the pipeline below, in order (nothing if disabled).
void optimizeGraph(Graph& g);

/// Turns the pipeline off process-wide (`torchscript run --no-opt`), e.g.
/// to time kernels without loop peeling lifting work out of a loop.
void setPassesEnabled(bool enabled);

/// Whether the pipeline (and the bytecode peephole) runs.
bool passesEnabled();

/// Note [Zero-dim tensor constants]: add/sub/mul/div with a 0-dim tensor
/// constant as `other` take its value as a Scalar, as PyTorch's executor
/// rewrites them (this changes type promotion; it runs even when the
/// pipeline is off).
void scalarizeTensorConstants(Graph& g);

/// Note [Inlining]: calls of small straight-line script functions and
/// methods that cannot raise are replaced by a copy of the callee's body.
void inlineCalls(Graph& g);

/// Note [Constant folding]: non-raising scalar operators on constants
/// become constants.
void foldConstants(Graph& g);
/// Replaces `n` (one int, float or bool output) by a prim::Constant of
/// value `v` at n's source location, and destroys `n` (constant folding,
/// self comparison).
void replaceByScalarConstant(Graph& g, Node* n, const IValue& v);

/// Note [Attribute forwarding]: a read of an attribute just stored in the
/// same block becomes the stored value.
void forwardAttributes(Graph& g);

/// Note [CSE]: a repeated pure scalar computation reuses the first result.
void eliminateCommonSubexpressions(Graph& g);

/// Note [Self comparison]: `v == v` / `v != v` on an immutable non-tensor
/// value become True / False, as PyTorch's peephole does (even for NaN).
void foldSelfComparisons(Graph& g);

/// Note [Loop-invariant code motion]: constants and non-raising pure scalar
/// operators on values from outside a loop move in front of it.
void hoistLoopInvariants(Graph& g);

/// Note [Dead code]: unused nodes that cannot raise or act, and objects
/// that are only written to, are removed.
void eliminateDeadCode(Graph& g);

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
