// ===--- references.h - the references a Python-level object holds -------=== //
// One description of which owned references each kind of object holds, for
// the two walks over the object graph: the cycle collector (gc.cpp) and
// the Interp's teardown (teardown.cpp).
#pragma once

#include <functional>

#include "python/object.h"

namespace ts::py {

/// Whether `v` can hold references that form a cycle: lists, tuples and
/// PyObjects. (Strings, numbers and tensors never refer back to them.)
inline bool mayRefer(const IValue& v) { return v.isList() || v.isTuple() || asPy(v) != nullptr; }

/// Calls fn once for every owned reference `v` holds to a value that
/// mayRefer(). Each call stands for exactly one reference count, so the
/// collector can subtract them: a reference that is not owned must never be
/// reported. References the walk omits (a type's lookup cache, a frame's
/// stack) only make the collector keep more alive.
void forEachReference(const IValue& v, const std::function<void(const IValue&)>& fn);

/// Drops the references `v` holds (the ones forEachReference reports), so
/// that cycles through it fall apart. Types and modules are left alone.
void dropReferences(const IValue& v);

}  // namespace ts::py
