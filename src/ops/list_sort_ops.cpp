// ===--- list_sort_ops.cpp - list.sort() and sorted() ---------------------=== //
// Stable sorts (Python's list.sort is stable) over the Python `<` of the
// elements (tensors by `bool(a < b)`); `reverse=True` sorts with the
// flipped comparison as PyTorch does.
#include <algorithm>
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

void sortItems(std::vector<IValue>& items, bool reverse, Less less) {
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
