// ===--- direct_call.h - the evaluator's call and condition fast paths ----=== //
// Internal to the evaluator (call.cpp, compile_expr.cpp, compile_stmt.cpp):
// frames filled in place for exact positional calls, and inline truth tests.
#pragma once

#include <new>

#include "python/eval.h"

namespace ts::py {

/// Note [Direct calls]: a call with exactly a plain function's positional
/// parameters (no keywords, no unpacking; the function takes no *args,
/// **kwargs or keyword-only parameters and is no generator) binds argument
/// i to slot i. The call node then evaluates its arguments straight into
/// the callee's slots and enters it, skipping the argument buffer and
/// bindArgs; nothing else differs from callFunction.
inline bool takesExactly(const FuncCode& c, size_t n) {
  return static_cast<size_t>(c.nargs) == n && c.varargs < 0 && c.varkw < 0 && c.nkwonly == 0 && !c.is_generator;
}

/// Runs fn (not a generator) in a frame whose slots hold its bound
/// arguments, the other slots unbound: cells, recursion check, body.
IValue enterFunction(Interp& in, PyFunction& fn, IValue* slots);

/// Slots constructed in caller-provided (alloca) memory, destroyed at scope
/// exit: `count` unbound ones, or values pushed one by one and then the
/// rest filled with unbound.
struct SlotArray {
  IValue* s;
  int n = 0;  ///< constructed so far
  explicit SlotArray(void* mem) : s(static_cast<IValue*>(mem)) {}
  SlotArray(void* mem, int count) : SlotArray(mem) { fillUnbound(count); }
  void push(IValue v) { new (&s[n++]) IValue(std::move(v)); }
  void fillUnbound(int count) {
    while (n < count) new (&s[n++]) IValue(unboundValue());
  }
  ~SlotArray() {
    for (int i = 0; i < n; ++i) s[i].~IValue();
  }
  SlotArray(const SlotArray&) = delete;
  SlotArray& operator=(const SlotArray&) = delete;
};

/// bool(v), with the kinds that conditions test most often inline.
inline bool isTrue(Interp& in, const IValue& v) {
  if (v.isBool()) return v.toBool();
  if (v.isStr()) return !strOf(v).empty();
  if (v.isInt()) return v.toInt() != 0;
  return truthy(in, v);
}

}  // namespace ts::py
