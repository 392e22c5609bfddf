// ===--- effects.h - what a node may do besides computing its outputs -----=== //
#pragma once

#include "ir/ir.h"

namespace ts {

struct Operator;

/// The registry operator a node calls, or nullptr.
inline const Operator* nodeOperator(const Node* n) { return static_cast<const Operator*>(n->op); }

/// True if running `n` twice on equal inputs gives equal outputs and does
/// nothing else (no writes, no I/O, no random numbers, no calls). Such a
/// node may still raise an error.
bool isPure(const Node* n);

/// True if `n` (or anything in its blocks) may write to a tensor's data or
/// call code that might (functions, methods, unknown prims).
bool mayWriteTensors(const Node* n);

/// True if `n` (or anything in its blocks) is a return/break/continue.
bool hasEarlyExit(const Node* n, bool count_nested_loop_exits);

/// True for the elementwise operators fusion groups may hold: each output
/// element depends only on the inputs' elements at the same position.
bool isFusibleElementwise(const Node* n);

}  // namespace ts
