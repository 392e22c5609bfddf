// ===--- big_range.h - range objects beyond int64 ------------------------=== //
// Note [Big ranges] (object.h): the operations on ranges whose bounds or
// length need Python's arbitrary-precision ints.
#pragma once

#include "python/interp.h"
#include "python/object.h"

namespace ts::py {

/// range(start, stop, step) of Python ints (or __index__ objects): a plain
/// int64 range when its bounds and length fit, else a big one.
IValue makeRange(Interp& in, const IValue& start, const IValue& stop, const IValue& step);
/// len(r) as a Python int.
IValue rangeLength(Interp& in, const PyRange& r);
/// len(r) for len(): OverflowError when it does not fit in int64.
int64_t rangeLen(Interp& in, const PyRange& r);
/// r.start (0), r.stop (1) or r.step (2).
IValue rangeField(const PyRange& r, size_t i);
/// r[key] of a big range (an int key).
IValue bigRangeItem(Interp& in, const PyRange& r, const IValue& key);
/// `x in r` for a big range.
bool bigRangeContains(Interp& in, const PyRange& r, const IValue& x);
/// Adds range.index and range.count.
void addRangeMethods(Interp& in);
/// iter(r) / reversed(r) of a big range.
IValue bigRangeIter(Interp& in, const PyRange& r, bool reversed);

}  // namespace ts::py
