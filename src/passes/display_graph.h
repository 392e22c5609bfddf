// ===--- display_graph.h - the graph `.graph` shows -----------------------=== //
// PyTorch cleans a function's graph right after emitting it (exit
// transforms, constant propagation on immutable values, dead code
// elimination, constant pooling); `.graph` prints the result. These passes
// rebuild that form from our emitted graph, on a copy.
#pragma once

#include <memory>

#include "ir/ir.h"

namespace ts {

/// What `fn.graph` / `m.forward.graph` print: a cleaned copy of `g` (see
/// displayGraph) in PyTorch's text format.
std::string printScriptGraph(const Graph& g);

/// A copy of the emitted graph `g` in the form PyTorch's emitter leaves its
/// graphs in: no prim::ReturnStmt / BreakStmt / ContinueStmt nodes (their
/// values flow out as block outputs), dead nodes removed, constants pooled at
/// the top of the graph, `%self` for a method's receiver.
std::unique_ptr<Graph> displayGraph(const Graph& g);

/// Note [Exit transforms]: PyTorch's exit_transforms.cpp. Every
/// return/break/continue leaves its values as outputs of the block it exits
/// to; code that may run after an exit is guarded by an If on a "has exited"
/// flag, and consecutive Ifs on such a flag are merged. The graph's output
/// must be what a function that falls off its end returns (or be unused).
void transformExits(Graph& g);

/// PyTorch's ConstantPooling after its emitter's placement of numeric
/// literals: equal constants merge and every constant moves to the top.
void poolConstants(Graph& g);

/// Where PyTorch's emitter puts int and float literals: one node per value,
/// at the top of the graph, the latest first.
void placeNumericLiterals(Graph& g);

/// `range(n)` loops count with the loop counter itself; other ranges use
/// aten::__range_length / aten::__derive_index, as PyTorch's emitter does.
void displayRanges(Graph& g);

/// PyTorch's CanonicalizeModifiedLoops: a counted loop whose condition is
/// not always true (it breaks or continues) becomes a while-loop that
/// carries its counter: `for i in range(n)` runs while `i + 1 < n and c`.
void canonicalizeModifiedLoops(Graph& g);

/// PyTorch's EliminateDeadCode as far as `.graph` shows it: nodes whose
/// outputs are unused and that neither write nor act on the world go, as
/// do unused outputs of If and Loop nodes.
void eliminateDisplayDeadCode(Graph& g);
/// Inlines the taken branch of each If whose condition is constant, or an
/// operator on immutable constants PyTorch's constant propagation folds.
void foldConstantIfs(Block* b);
/// Replaces the unpacking of a constant tuple of scalars by constants.
void foldConstantTupleUnpacks(Graph& g, Block* b);
/// Note [Simple tuples]: PyTorch's LowerSimpleTuples, which its cleanup
/// runs before constant propagation: an index (by a constant) or unpack of
/// a prim::TupleConstruct is the constructed item itself, so `t = (1, x)`
/// then `t[0]` prints as `1` and the tuple, now unused, disappears.
void lowerSimpleTuples(Block* b);

/// Replaces `n` by a node of kind `kind` with the same inputs, outputs (as
/// new values that take over their uses), attributes and source range.
Node* replaceKind(Node* n, Symbol kind);

}  // namespace ts
