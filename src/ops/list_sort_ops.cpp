// ===--- list_sort_ops.cpp - list.sort() and sorted() ---------------------=== //
// Stable sorts (Python's list.sort is stable) over the Python `<` of the
// elements (tensors by `bool(a < b)`); `reverse=True` sorts with the
// flipped comparison as PyTorch does.
#include <algorithm>
#include <string>
#include <type_traits>

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
// PyTorch sorts int, float and str lists with std::sort (not stable) and
// the comparison `a == b ? false : (a < b) != reverse`; with NaN that is no
// strict weak ordering, so where NaNs end up is whatever std::sort does with
// that comparison. Sorting the raw values with the same algorithm and the
// same comparison gives PyTorch's order, NaN and -0.0 included, without a
// call through a function pointer per comparison. Equal ints or strs are
// indistinguishable, so their order needs no care.
/// Ints spanning fewer values than there are elements (histograms, ids,
/// bucket numbers) sort by counting, in linear time; equal ints are
/// indistinguishable, so the result is the comparison sort's. False if the
/// span is too wide.
bool countingSort(std::vector<IValue>& items, const std::vector<int64_t>& keys, bool reverse) {
  if (keys.size() < 256) return false;
  auto [lo, hi] = std::minmax_element(keys.begin(), keys.end());
  int64_t min = *lo;
  uint64_t span = static_cast<uint64_t>(*hi) - static_cast<uint64_t>(min);
  if (span >= keys.size()) return false;
  std::vector<size_t> counts(span + 1, 0);
  for (int64_t k : keys) ++counts[static_cast<uint64_t>(k) - static_cast<uint64_t>(min)];
  size_t at = 0;
  for (size_t j = 0; j <= span; ++j) {
    size_t bucket = reverse ? span - j : j;
    int64_t value = static_cast<int64_t>(static_cast<uint64_t>(min) + bucket);
    for (size_t c = counts[bucket]; c > 0; --c) items[at++] = value;
  }
  return true;
}

template <class T>
bool sortRaw(std::vector<IValue>& items, bool reverse, bool (IValue::*is)() const, T (IValue::*get)() const) {
  std::vector<T> keys;
  keys.reserve(items.size());
  for (const IValue& v : items) {
    if (!(v.*is)()) return false;
    keys.push_back((v.*get)());
  }
  if constexpr (std::is_same_v<T, int64_t>) {
    if (countingSort(items, keys, reverse)) return true;
  }
  std::sort(keys.begin(), keys.end(), [reverse](T a, T b) { return a == b ? false : (a < b) != reverse; });
  for (size_t i = 0; i < keys.size(); ++i) items[i] = keys[i];
  return true;
}

bool sortStrs(std::vector<IValue>& items, bool reverse) {
  for (const IValue& v : items)
    if (!v.isStr()) return false;
  std::stable_sort(items.begin(), items.end(), [reverse](const IValue& a, const IValue& b) {
    return reverse ? b.toStr() < a.toStr() : a.toStr() < b.toStr();
  });
  return true;
}

/// `typed`: the list is int[], float[], bool[] or str[] (PyTorch's listSort).
void sortItems(std::vector<IValue>& items, bool reverse, Less less, bool typed) {
  if (typed && (sortRaw<int64_t>(items, reverse, &IValue::isInt, &IValue::toInt) ||
                                    sortRaw<double>(items, reverse, &IValue::isDouble, &IValue::toDouble) ||
                                    sortStrs(items, reverse)))
    return;
  if (reverse) {
    std::stable_sort(items.begin(), items.end(), [less](const IValue& a, const IValue& b) { return less(b, a); });
  } else {
    std::stable_sort(items.begin(), items.end(), less);
  }
}

/// PyTorch's isSortableTupleType: the fields of a tuple element type must be
/// int, bool, float, str, Tensor, classes or tuples of those.
void checkSortableTuple(const Type& tuple) {
  for (const TypePtr& field : tuple.contained()) {
    switch (field->kind()) {
      case TypeKind::Int: case TypeKind::Bool: case TypeKind::Float: case TypeKind::Str:
      case TypeKind::Tensor: case TypeKind::Class:
        continue;
      case TypeKind::Tuple:
        checkSortableTuple(*field);
        continue;
      default:
        throw Error("Contained elements in " + tuple.schemaStr() +
                    " are not sortable. Only Int, Bool, Float, String, Tensor, a User Defined Class with __lt__ "
                    "method defined or Tuples of aforementionted types can be sorted.");
    }
  }
}

/// The run-time check of PyTorch's generic `t[]` sort (a non-empty list of
/// tuples or objects); typed lists never reach it.
void checkSortableList(const IValue& list) {
  if (list.toList()->items.empty()) return;
  TypePtr elem = detail::listElemType(list);
  if (elem->is(TypeKind::Tuple)) return checkSortableTuple(*elem);
  if (elem->is(TypeKind::Class) || elem->is(TypeKind::Any)) return;
  throw Error("Only list of Tensors, ints, floats, bools, strs, a User Defined Class that defines the __lt__ compare "
              "method or Tuples of aforementioned types can be sorted, got list of " + elem->str() + "\n");
}

}  // namespace

void registerListSortOps(Registry& r) {
  for (const char* t : {"int", "float", "bool", "str", "Tensor", "any"}) {
    std::string ty = t;
    std::string list = ty == "any" ? "t[]" : ty + "[]";
    Less less = ty == "Tensor" ? tensorLess : detail::valueLess;
    bool typed = ty != "Tensor" && ty != "any";
    r.add("aten::sort." + ty + "(" + list + "(a!) self, bool reverse=False) -> ()", [less, typed](Stack& s) {
      bool reverse = detail::getAs<bool>(s.back());
      s.pop_back();
      IValue l = pop(s);
      if (!typed && less != tensorLess) checkSortableList(l);
      sortItems(l.toList()->items, reverse, less, typed);
    });
    std::string arg = ty == "any" ? "self" : "input";
    r.add("aten::sorted." + ty + "(" + list + "(a) " + arg + ") -> " + list, [less, typed](Stack& s) {
      if (!typed && less != tensorLess) checkSortableList(s.back());
      std::vector<IValue> items = s.back().toList()->items;
      sortItems(items, false, less, typed);
      s.back() = makeList(detail::listElemType(s.back()), std::move(items));
    });
  }
}

}  // namespace ts
