// ===--- slot_wrappers.cpp - dunder methods of the builtin value types ----=== //
// `[1, 2].__len__()`, `(5).__index__()`, `int.__add__(1, 2)`: the builtin
// types' special methods as attributes, each calling the object protocol.
// Note [Slot wrappers are natives]: the protocol (protocol.cpp, operators.cpp)
// only dispatches to dunders defined by class statements and skips native
// methods, so these never recurse into themselves for subclasses.
#include "python/bigint.h"
#include "python/builtins.h"
#include "python/interpreter_impl.h"

namespace ts::py {

namespace {

IValue callBuiltinName(Interp& in, const char* name, std::initializer_list<IValue> pos) {
  IValue* fn = in.builtins->findStr(in, in.intern(name), hashStr(name));
  return call(in, *fn, pos);
}

/// a op b, or NotImplemented where the operands do not support it (what the
/// slot of a builtin type returns for a foreign operand).
template <BinOp kOp, bool kReflected>
IValue binarySlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "binary slot", 2, 2);
  try {
    return kReflected ? binaryOp(in, kOp, a[1], a[0]) : binaryOp(in, kOp, a[0], a[1]);
  } catch (PyErr& e) {
    if (isInstance(in, e.exc, in.e.TypeError)) return in.not_implemented;
    throw;
  }
}

template <BinOp kOp>
IValue inplaceSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "inplace slot", 2, 2);
  return inplaceOp(in, kOp, a[0], a[1]);
}

bool comparable(Interp& in, const IValue& a, const IValue& b) {
  auto number = [](const IValue& v) { return v.isInt() || v.isDouble() || v.isBool() || isIntValue(v); };
  return (number(a) && number(b)) || typeOf(in, a) == typeOf(in, b) || isInstance(in, b, typeOf(in, a));
}

template <CmpOp kOp>
IValue compareSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "comparison slot", 2, 2);
  if (!comparable(in, a[0], a[1])) return in.not_implemented;
  return compare(in, a[0], a[1], kOp);
}

IValue lenSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__len__", 1, 1);
  return IValue(length(in, a[0]));
}
IValue getitemSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__getitem__", 2, 2);
  return getItem(in, a[0], a[1]);
}
IValue setitemSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__setitem__", 3, 3);
  setItem(in, a[0], a[1], a[2]);
  return in.none;
}
IValue delitemSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__delitem__", 2, 2);
  delItem(in, a[0], a[1]);
  return in.none;
}
IValue containsSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__contains__", 2, 2);
  return IValue(contains(in, a[0], a[1]));
}
IValue iterSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__iter__", 1, 1);
  return getIter(in, a[0]);
}
IValue nextSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__next__", 1, 1);
  IValue out;
  if (!iterNext(in, a[0], out)) in.raiseArgs(in.e.StopIteration, {});
  return out;
}
IValue hashSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__hash__", 1, 1);
  return IValue(hashValue(in, a[0]));
}
IValue boolSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__bool__", 1, 1);
  return IValue(truthy(in, a[0]));
}
IValue reprSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__repr__", 1, 1);
  return IValue(repr(in, a[0]));
}
IValue strSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__str__", 1, 1);
  return IValue(toStr(in, a[0]));
}
IValue formatSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__format__", 2, 2);
  if (!isStrValue(a[1])) in.raise(in.e.TypeError, "format spec must be a str");
  return IValue(format(in, a[0], a[1].toStr()));
}
IValue negSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__neg__", 1, 1);
  return negate(in, a[0]);
}
IValue posSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__pos__", 1, 1);
  return positive(in, a[0]);
}
IValue invertSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__invert__", 1, 1);
  return invert(in, a[0]);
}

/// A slot that calls a builtin of the same meaning (`__abs__` -> abs).
template <const char* kBuiltin>
IValue builtinSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, kBuiltin, 1, 2);
  if (a.n == 2) return callBuiltinName(in, kBuiltin, {a[0], a[1]});
  return callBuiltinName(in, kBuiltin, {a[0]});
}
constexpr char kAbs[] = "abs", kInt[] = "int", kFloat[] = "float", kRound[] = "round", kReversed[] = "reversed";

IValue indexSlot(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "__index__", 1, 1);
  return isIntValue(a[0]) && !a[0].isBool() ? a[0] : IValue(a[0].toBool() ? int64_t{1} : int64_t{0});
}

struct Slot {
  const char* name;
  NativeFn fn;
};

const Slot kArithmetic[] = {
    {"__add__", binarySlot<BinOp::Add, false>},       {"__radd__", binarySlot<BinOp::Add, true>},
    {"__sub__", binarySlot<BinOp::Sub, false>},       {"__rsub__", binarySlot<BinOp::Sub, true>},
    {"__mul__", binarySlot<BinOp::Mul, false>},       {"__rmul__", binarySlot<BinOp::Mul, true>},
    {"__truediv__", binarySlot<BinOp::TrueDiv, false>}, {"__rtruediv__", binarySlot<BinOp::TrueDiv, true>},
    {"__floordiv__", binarySlot<BinOp::FloorDiv, false>}, {"__rfloordiv__", binarySlot<BinOp::FloorDiv, true>},
    {"__mod__", binarySlot<BinOp::Mod, false>},       {"__rmod__", binarySlot<BinOp::Mod, true>},
    {"__pow__", binarySlot<BinOp::Pow, false>},       {"__rpow__", binarySlot<BinOp::Pow, true>},
    {"__neg__", negSlot}, {"__pos__", posSlot}, {"__abs__", builtinSlot<kAbs>}, {"__bool__", boolSlot},
    {"__int__", builtinSlot<kInt>}, {"__float__", builtinSlot<kFloat>}, {"__round__", builtinSlot<kRound>},
};
const Slot kBitwise[] = {
    {"__and__", binarySlot<BinOp::And, false>}, {"__rand__", binarySlot<BinOp::And, true>},
    {"__or__", binarySlot<BinOp::Or, false>},   {"__ror__", binarySlot<BinOp::Or, true>},
    {"__xor__", binarySlot<BinOp::Xor, false>}, {"__rxor__", binarySlot<BinOp::Xor, true>},
    {"__lshift__", binarySlot<BinOp::LShift, false>}, {"__rlshift__", binarySlot<BinOp::LShift, true>},
    {"__rshift__", binarySlot<BinOp::RShift, false>}, {"__rrshift__", binarySlot<BinOp::RShift, true>},
    {"__invert__", invertSlot}, {"__index__", indexSlot},
};
const Slot kCompare[] = {
    {"__eq__", compareSlot<CmpOp::Eq>}, {"__ne__", compareSlot<CmpOp::Ne>}, {"__lt__", compareSlot<CmpOp::Lt>},
    {"__le__", compareSlot<CmpOp::Le>}, {"__gt__", compareSlot<CmpOp::Gt>}, {"__ge__", compareSlot<CmpOp::Ge>},
};
// Which of __repr__/__str__/__format__ each type defines follows CPython:
// a tuple subclass's __repr__ must serve str() too.
const Slot kRepr[] = {{"__repr__", reprSlot}};
const Slot kStr[] = {{"__str__", strSlot}};
const Slot kFormat[] = {{"__format__", formatSlot}};
const Slot kSequence[] = {
    {"__len__", lenSlot}, {"__getitem__", getitemSlot}, {"__contains__", containsSlot}, {"__iter__", iterSlot},
    {"__add__", binarySlot<BinOp::Add, false>}, {"__mul__", binarySlot<BinOp::Mul, false>},
    {"__rmul__", binarySlot<BinOp::Mul, true>},
};
const Slot kMutable[] = {
    {"__setitem__", setitemSlot}, {"__delitem__", delitemSlot}, {"__iadd__", inplaceSlot<BinOp::Add>},
    {"__imul__", inplaceSlot<BinOp::Mul>}, {"__reversed__", builtinSlot<kReversed>},
};
const Slot kMapping[] = {{"__len__", lenSlot}, {"__getitem__", getitemSlot}, {"__contains__", containsSlot},
                         {"__iter__", iterSlot}, {"__setitem__", setitemSlot}, {"__delitem__", delitemSlot}};
const Slot kSet[] = {
    {"__len__", lenSlot}, {"__contains__", containsSlot}, {"__iter__", iterSlot},
    {"__and__", binarySlot<BinOp::And, false>}, {"__or__", binarySlot<BinOp::Or, false>},
    {"__xor__", binarySlot<BinOp::Xor, false>}, {"__sub__", binarySlot<BinOp::Sub, false>},
};
const Slot kIterator[] = {{"__iter__", iterSlot}, {"__next__", nextSlot}};
const Slot kHash[] = {{"__hash__", hashSlot}};

template <size_t N>
void add(Interp& in, PyType* t, const Slot (&slots)[N]) {
  for (const Slot& s : slots)
    if (!t->dict->findStr(in, in.intern(s.name), hashStr(s.name))) in.addMethod(t, s.name, s.fn);
}

}  // namespace

void addSlotWrappers(Interp& in) {
  for (PyType* t : {in.t.int_, in.t.float_}) {
    add(in, t, kArithmetic);
    add(in, t, kCompare);
    add(in, t, kRepr);
    add(in, t, kFormat);
    add(in, t, kHash);
  }
  add(in, in.t.int_, kBitwise);
  for (PyType* t : {in.t.str, in.t.bytes, in.t.tuple, in.t.list, in.t.range}) {
    add(in, t, kSequence);
    add(in, t, kCompare);
    add(in, t, kRepr);
  }
  add(in, in.t.str, kStr);
  add(in, in.t.bytes, kStr);
  add(in, in.t.str, kFormat);
  add(in, in.t.str, {{"__mod__", binarySlot<BinOp::Mod, false>}});
  for (PyType* t : {in.t.str, in.t.bytes, in.t.tuple, in.t.range}) add(in, t, kHash);
  add(in, in.t.list, kMutable);
  add(in, in.t.dict, kMapping);
  add(in, in.t.dict, kCompare);
  add(in, in.t.dict, {{"__or__", binarySlot<BinOp::Or, false>}});
  for (PyType* t : {in.t.set, in.t.frozenset}) {
    add(in, t, kSet);
    add(in, t, kCompare);
  }
  add(in, in.t.frozenset, kHash);
  for (PyType* t : {in.t.iterator, in.t.generator}) add(in, t, kIterator);
}

}  // namespace ts::py
