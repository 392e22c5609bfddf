// ===--- big_range.cpp - range objects beyond int64 ----------------------=== //
// Note [Big ranges]: range(2**70), range(0, 2**70, 2**60) keep their bounds
// as Python ints; they index, iterate, compare and test membership with
// arbitrary-precision arithmetic, and len() raises OverflowError when the
// length does not fit, as CPython's does.
#include "python/big_range.h"

#include "python/bigint.h"
#include "python/builtins.h"

namespace ts::py {

namespace {

IValue add(Interp& in, const IValue& a, const IValue& b) { return binaryOp(in, BinOp::Add, a, b); }
IValue sub(Interp& in, const IValue& a, const IValue& b) { return binaryOp(in, BinOp::Sub, a, b); }
IValue mul(Interp& in, const IValue& a, const IValue& b) { return binaryOp(in, BinOp::Mul, a, b); }

const IValue& part(const PyRange& r, size_t i) { return r.big.toTuple()->items[i]; }

/// A range argument as a Python int (bool as int, __index__ for others).
IValue rangeArg(Interp& in, const IValue& v) {
  if (v.isBool()) return IValue(int64_t{v.toBool()});
  if (isIntValue(v)) return v;
  return IValue(toIndex(in, v));
}

/// max(0, ceil((stop - start) / step)) as a Python int.
IValue lengthOf(Interp& in, const IValue& start, const IValue& stop, const IValue& step) {
  bool up = intSign(step) > 0;
  IValue span = up ? sub(in, stop, start) : sub(in, start, stop);
  if (intSign(span) <= 0) return IValue(int64_t{0});
  IValue s = up ? step : intNegate(in, step);
  return binaryOp(in, BinOp::FloorDiv, add(in, span, sub(in, s, IValue(int64_t{1}))), s);
}

struct BigRangeIter : PyIterator {
  BigRangeIter(PyType* t, IValue a, IValue s, IValue n) : PyIterator(t), cur(std::move(a)), step(std::move(s)), left(std::move(n)) {}
  IValue cur, step, left;
  bool next(Interp& in, IValue& out) override {
    if (intSign(left) <= 0) return false;
    out = cur;
    cur = add(in, cur, step);
    left = sub(in, left, IValue(int64_t{1}));
    return true;
  }
};

}  // namespace

IValue makeRange(Interp& in, const IValue& a, const IValue& b, const IValue& c) {
  IValue start = rangeArg(in, a), stop = rangeArg(in, b), step = rangeArg(in, c);
  if (intSign(step) == 0) in.raise(in.e.ValueError, "range() arg 3 must not be zero");
  if (start.isInt() && stop.isInt() && step.isInt()) {
    __int128 span = static_cast<__int128>(stop.toInt()) - start.toInt();
    __int128 n = step.toInt() > 0 ? (span + step.toInt() - 1) / step.toInt() : (-span - step.toInt() - 1) / -static_cast<__int128>(step.toInt());
    if (n <= INT64_MAX) return box(new PyRange(in.t.range, start.toInt(), stop.toInt(), step.toInt()));
  }
  auto* r = new PyRange(in.t.range, 0, 0, 1);
  IValue out = box(r);
  r->big = in.newTuple({start, stop, step});
  return out;
}

IValue rangeLength(Interp& in, const PyRange& r) {
  if (!r.isBig()) return IValue(r.length());
  return lengthOf(in, part(r, 0), part(r, 1), part(r, 2));
}

int64_t rangeLen(Interp& in, const PyRange& r) {
  IValue n = rangeLength(in, r);
  if (!n.isInt()) in.raise(in.e.OverflowError, "Python int too large to convert to C ssize_t");
  return n.toInt();
}

IValue rangeField(const PyRange& r, size_t i) {
  if (r.isBig()) return part(r, i);
  return IValue(i == 0 ? r.start : i == 1 ? r.stop : r.step);
}

IValue bigRangeItem(Interp& in, const PyRange& r, const IValue& key) {
  if (!isIntValue(key) && !key.isBool())
    in.raise(in.e.TypeError, "range indices must be integers or slices, not " + typeName(in, key));
  IValue n = rangeLength(in, r), i = rangeArg(in, key);
  if (intSign(i) < 0) i = add(in, i, n);
  if (intSign(i) < 0 || intCompare(i, n) >= 0) in.raise(in.e.IndexError, "range object index out of range");
  return add(in, part(r, 0), mul(in, i, part(r, 2)));
}

bool bigRangeContains(Interp& in, const PyRange& r, const IValue& x) {
  if (!isIntValue(x)) return false;
  const IValue &start = part(r, 0), &stop = part(r, 1), &step = part(r, 2);
  bool up = intSign(step) > 0;
  if (up ? (intCompare(x, start) < 0 || intCompare(x, stop) >= 0) : (intCompare(x, start) > 0 || intCompare(x, stop) <= 0))
    return false;
  return intSign(binaryOp(in, BinOp::Mod, sub(in, x, start), step)) == 0;
}

IValue bigRangeIter(Interp& in, const PyRange& r, bool reversed) {
  IValue n = rangeLength(in, r), step = part(r, 2), start = part(r, 0);
  if (reversed && intSign(n) > 0) {
    start = add(in, start, mul(in, sub(in, n, IValue(int64_t{1})), step));
    step = intNegate(in, step);
  }
  return box(new BigRangeIter(in.t.iterator, start, step, n));
}

namespace {

/// range.index(x): CPython's ValueError when x is not in the range.
IValue rangeIndex(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "index", 2, 2);
  auto* r = asPyT<PyRange>(a[0]);
  if (!r) in.raise(in.e.TypeError, "descriptor 'index' requires a 'range' object");
  if (!contains(in, a[0], a[1])) in.raise(in.e.ValueError, repr(in, a[1]) + " is not in range");
  if (isIntValue(a[1]) || a[1].isBool())
    return binaryOp(in, BinOp::FloorDiv, sub(in, rangeArg(in, a[1]), rangeField(*r, 0)), rangeField(*r, 2));
  // An equal non-int (1.0) is found by iteration, as CPython's sequence search.
  IValue it = getIter(in, a[0]), x;
  for (int64_t i = 0; iterNext(in, it, x); ++i)
    if (equals(in, x, a[1])) return IValue(i);
  return IValue(int64_t{0});
}

IValue rangeCount(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "count", 2, 2);
  if (!asPyT<PyRange>(a[0])) in.raise(in.e.TypeError, "descriptor 'count' requires a 'range' object");
  return IValue(int64_t{contains(in, a[0], a[1]) ? 1 : 0});
}

}  // namespace

void addRangeMethods(Interp& in) {
  in.addMethod(in.t.range, "index", rangeIndex);
  in.addMethod(in.t.range, "count", rangeCount);
}

}  // namespace ts::py
