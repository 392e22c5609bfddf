// ===--- output_order.h - the order of If and Loop outputs ----------------=== //
#pragma once

#include "ir/ir.h"

namespace ts {

/// Note [Control-flow output order]: PyTorch's emitter gives an If or Loop
/// node one output per variable the statement (re)assigns and the code after
/// it still reads, in the order of their first reads in the rest of the
/// function (nested blocks included, in source order); variables never read
/// again come last. Our emitter adds outputs in assignment order, so this
/// pass reorders them (a Loop's carried inputs, block inputs and block
/// outputs move with its outputs). `.graph` and `.code` show the order.
void orderControlFlowOutputs(Graph& g);

}  // namespace ts
