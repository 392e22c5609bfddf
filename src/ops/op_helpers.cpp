// ===--- op_helpers.cpp - value ordering and key text for kernels ---------=== //
#include "ops/op_helpers.h"

#include "runtime/printing.h"

namespace ts::detail {
namespace {

bool isNumeric(const IValue& v) { return v.isInt() || v.isDouble() || v.isBool(); }

// Lexicographic `<` of two sequences, as Python compares lists and tuples.
bool sequenceLess(const std::vector<IValue>& a, const std::vector<IValue>& b) {
  for (size_t i = 0; i < a.size() && i < b.size(); ++i) {
    if (valuesEqual(a[i], b[i])) continue;
    return valueLess(a[i], b[i]);
  }
  return a.size() < b.size();
}

}  // namespace

bool valueLess(const IValue& a, const IValue& b) {
  if (isNumeric(a) && isNumeric(b)) {
    if (a.isDouble() || b.isDouble()) return a.toNumber() < b.toNumber();
    return getAs<int64_t>(a) < getAs<int64_t>(b);
  }
  if (a.isStr() && b.isStr()) return a.toStr() < b.toStr();
  if (a.isTuple() && b.isTuple()) return sequenceLess(a.toTuple()->items, b.toTuple()->items);
  if (a.isList() && b.isList()) return sequenceLess(a.toList()->items, b.toList()->items);
  throw Error("'<' is not supported between values of type '" + runtimeType(a)->str() + "' and '" +
              runtimeType(b)->str() + "'");
}

std::string keyErrorText(const IValue& key) { return scriptStr(key); }

}  // namespace ts::detail
