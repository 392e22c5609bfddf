// ===--- list_sort_ops.cpp - list.sort() and sorted() ---------------------=== //
// Stable sorts (Python's list.sort is stable) over the Python `<` of the
// elements; `reverse=True` sorts with the flipped comparison as PyTorch does.
#include <algorithm>
#include <string>

#include "ops/families.h"
#include "ops/op_helpers.h"

namespace ts {
namespace {

void sortItems(std::vector<IValue>& items, bool reverse) {
  if (reverse) {
    std::stable_sort(items.begin(), items.end(),
                     [](const IValue& a, const IValue& b) { return detail::valueLess(b, a); });
  } else {
    std::stable_sort(items.begin(), items.end(), detail::valueLess);
  }
}

}  // namespace

void registerListSortOps(Registry& r) {
  for (const char* t : {"int", "float", "bool", "str", "any"}) {
    std::string ty = t;
    std::string list = ty == "any" ? "t[]" : ty + "[]";
    r.add("aten::sort." + ty + "(" + list + "(a!) self, bool reverse=False) -> ()", [](Stack& s) {
      bool reverse = detail::getAs<bool>(s.back());
      s.pop_back();
      IValue l = pop(s);
      sortItems(l.toList()->items, reverse);
    });
    std::string arg = ty == "any" ? "self" : "input";
    r.add("aten::sorted." + ty + "(" + list + "(a) " + arg + ") -> " + list, [](Stack& s) {
      std::vector<IValue> items = s.back().toList()->items;
      sortItems(items, false);
      s.back() = makeList(detail::listElemType(s.back()), std::move(items));
    });
  }
}

}  // namespace ts
