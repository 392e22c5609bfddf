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

/// The operator's name with its overload, `aten::add.int`, or "".
std::string operatorFullName(const Node* n);

/// True unless `n` is known never to raise: constants, attribute access on
/// objects, object and tuple construction and the scalar operators whose
/// every input gives a result (int/float arithmetic without division,
/// comparisons, min/max, conversions to float/bool). Inlining and
/// hoisting move only such code (its traceback frame and timing would
/// otherwise show).
bool mayRaise(const Node* n);

/// True if every input and output of `n` is an int, float, bool, str or
/// None: values nothing can change behind the program's back.
bool hasOnlyScalarValues(const Node* n);

/// True if `n` (or anything in its blocks) may write to a tensor's data or
/// call code that might (functions, methods, unknown prims).
bool mayWriteTensors(const Node* n);

/// True if `n` (or anything in its blocks) is a return/break/continue.
bool hasEarlyExit(const Node* n, bool count_nested_loop_exits);

/// True for the elementwise operators fusion groups may hold: each output
/// element depends only on the inputs' elements at the same position.
bool isFusibleElementwise(const Node* n);

}  // namespace ts
