// ===--- value_constant.h - prim::Constant nodes that hold a runtime value -=== //
// The IR's attribute kinds spell ints, floats, strings and types; every other
// constant (tensors, tuples, enum members, script objects, Python callbacks)
// is a ValueConstant attribute carrying the value itself.
#pragma once

#include <string>

#include "ir/ir.h"
#include "runtime/ivalue.h"
#include "types/schema.h"

namespace ts {

/// Note [Value constants]: the value travels with the node (and with every
/// clone of it: clones share the attribute), so any program, printer or pass
/// that meets the node can read it; there is no side table to keep in sync.
struct ValueConstant : OpaqueConstant {
  explicit ValueConstant(IValue v) : value(std::move(v)) {}
  /// As PyTorch prints such constants in graphs: `{2}` for a one-element
  /// tensor, `<Tensor>` for a large one, `__torch__.Color.RED` for an enum.
  std::string str() const override;
  IValue value;
};

/// A schema default holding `v` (types/schema.h), spelled `shown`.
OpaqueDefault makeValueDefault(IValue v, std::string shown);
/// The value an OpaqueDefault holds.
const IValue& valueDefault(const OpaqueDefault& d);

/// Sets `n`'s `value` attribute to `v`.
void setValueConstant(Node* n, IValue v);
/// The value a node's ValueConstant attribute holds; None if it has none.
IValue valueConstant(const Node* n);
/// The value of a prim::Constant whose attribute is a plain scalar (None,
/// bool, int, float, str, device); None for other types.
IValue scalarConstant(const Node* n);

}  // namespace ts
