// ===--- value_impl.h - ts::Value's representation -----------------------=== //
// Private to src/api: a public ts::Value wraps one runtime IValue. This
// header must not pull in the IR, whose ts::Value is a different class
// (Note [Public names] in torchscript/value.h); the runtime's ivalue.h does not.
#pragma once

#include "runtime/ivalue.h"
#include "torchscript/value.h"

namespace ts::api {

struct ValueImpl {
  IValue value;
};

inline Value wrap(IValue v) { return Value(std::make_unique<ValueImpl>(ValueImpl{std::move(v)})); }
inline const IValue& unwrap(const Value& v) { return v.impl().value; }

}  // namespace ts::api
