// ===--- trace_numbering.h - PyTorch's value numbers in module traces ----=== //
// Note [Module trace numbering]: PyTorch traces a module into ONE graph
// (submodule calls are scope blocks), then lifts the blocks into methods
// (FixupTraceScopeBlocks). The numbers unnamed values print with are that
// graph's creation counter; a method's graph is a clone numbered afresh.
// Our tracer traces each submodule call into a graph of its own, so the
// numbers are computed here from the recorded graphs, before dead code
// elimination (PyTorch counts the values of dead nodes too).
#pragma once

#include <functional>
#include <map>
#include <vector>

#include "ir/ir.h"

namespace ts::py {

/// What one traced submodule call (a scope block in PyTorch) added to the
/// root graph's counter: while tracing (`inner`) and in the fix-up passes.
struct TraceCallStats {
  unsigned inner = 0;     ///< values recorded inside the block (nested blocks included)
  unsigned blocks = 1;    ///< this block and the blocks inside it
  unsigned getattrs = 0;  ///< prim::GetAttr nodes emitted in them
  unsigned lifts = 0;     ///< block outputs lifted into the enclosing blocks
  unsigned tuples = 0;    ///< values made by convertReturnsToTuples
};

/// Shared by the traces of one torch.jit.trace of a module.
struct TraceNumbering {
  /// TracedAttr values: one per attribute of every module in the tree.
  unsigned attributes = 0;
  std::map<const void*, TraceCallStats> calls;  ///< by the callee Function
  /// The `self` input of each submodule call's graph, in the order the
  /// calls began (PyTorch's block inputs, all named "self").
  std::vector<Value*> block_selves;
};

/// Whether a node is a traced submodule call (prim::CallMethod lifted from
/// a block).
using LiftedCall = std::function<bool(const Node*)>;

/// Numbers the graph of a submodule call (a clone of its block) and returns
/// what the call adds to the root graph's counter. `self` is input 0.
/// `nested`: the call is inside another submodule's block, whose lifting
/// copies this graph (Graph::copy numbers all inputs first).
TraceCallStats numberCallTrace(Graph& g, const LiftedCall& lifted, const TraceNumbering& numbering, bool nested);

class NameTable;

/// Numbers the root method's graph, names the `self` of every graph and
/// the attribute reads of all of them (in `names`, the trace's names).
void numberRootTrace(Graph& g, const LiftedCall& lifted, TraceNumbering& numbering, NameTable& names);

}  // namespace ts::py
