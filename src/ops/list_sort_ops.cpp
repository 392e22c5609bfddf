// ===--- list_sort_ops.cpp - list.sort() and sorted() ---------------------=== //
// Stable sorts (Python's list.sort is stable) over the Python `<` of the
// elements (tensors by `bool(a < b)`); `reverse=True` sorts with the
// flipped comparison as PyTorch does.
#include <algorithm>
#include <functional>
#include <string>

#include "ops/families.h"
#include "ops/op_helpers.h"
#include "tensor/ops_binary.h"
#include "tensor/tensor.h"

namespace ts {
namespace {

using Less = bool (*)(const IValue&, const IValue&);

/// Tensors order by `bool(a < b)`, as PyTorch's list sort does.
bool tensorLess(const IValue& a, const IValue& b) {
  Tensor t = lt(a.toTensor(), b.toTensor());
  TS_CHECK(t.numel() == 1, "Boolean value of Tensor with more than one value is ambiguous");
  return t.item().toBool();
}

// Note [Typed sorts]
// A sort through `less` calls a function pointer that re-dispatches on both
// tags for every comparison. When every element is an int, equal elements
// are indistinguishable, so an unstable sort of the raw values gives exactly
// the stable result; floats (NaN, and -0.0 == 0.0 but prints differently)
// and strs keep the stable sort, with the comparison inlined.
bool sortInts(std::vector<IValue>& items, bool reverse) {
  std::vector<int64_t> keys;
  keys.reserve(items.size());
  for (const IValue& v : items) {
    if (!v.isInt()) return false;
    keys.push_back(v.toInt());
  }
  if (reverse) {
    std::sort(keys.begin(), keys.end(), std::greater<int64_t>());
  } else {
    std::sort(keys.begin(), keys.end());
  }
  for (size_t i = 0; i < keys.size(); ++i) items[i] = keys[i];
  return true;
}

template <class Get>
bool sortTyped(std::vector<IValue>& items, bool reverse, bool (IValue::*is)() const, Get get) {
  for (const IValue& v : items)
    if (!(v.*is)()) return false;
  if (reverse) {
    std::stable_sort(items.begin(), items.end(), [&](const IValue& a, const IValue& b) { return get(b) < get(a); });
  } else {
    std::stable_sort(items.begin(), items.end(), [&](const IValue& a, const IValue& b) { return get(a) < get(b); });
  }
  return true;
}

void sortItems(std::vector<IValue>& items, bool reverse, Less less) {
  if (less == detail::valueLess) {
    if (sortInts(items, reverse)) return;
    if (sortTyped(items, reverse, &IValue::isDouble, [](const IValue& v) { return v.toDouble(); })) return;
    if (sortTyped(items, reverse, &IValue::isStr, [](const IValue& v) -> const std::string& { return v.toStr(); }))
      return;
  }
  if (reverse) {
    std::stable_sort(items.begin(), items.end(), [less](const IValue& a, const IValue& b) { return less(b, a); });
  } else {
    std::stable_sort(items.begin(), items.end(), less);
  }
}

}  // namespace

void registerListSortOps(Registry& r) {
  for (const char* t : {"int", "float", "bool", "str", "Tensor", "any"}) {
    std::string ty = t;
    std::string list = ty == "any" ? "t[]" : ty + "[]";
    Less less = ty == "Tensor" ? tensorLess : detail::valueLess;
    r.add("aten::sort." + ty + "(" + list + "(a!) self, bool reverse=False) -> ()", [less](Stack& s) {
      bool reverse = detail::getAs<bool>(s.back());
      s.pop_back();
      IValue l = pop(s);
      sortItems(l.toList()->items, reverse, less);
    });
    std::string arg = ty == "any" ? "self" : "input";
    r.add("aten::sorted." + ty + "(" + list + "(a) " + arg + ") -> " + list, [less](Stack& s) {
      std::vector<IValue> items = s.back().toList()->items;
      sortItems(items, false, less);
      s.back() = makeList(detail::listElemType(s.back()), std::move(items));
    });
  }
}

}  // namespace ts
