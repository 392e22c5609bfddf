// ===--- list_ops.cpp - list methods and list operators -------------------=== //
// Lists are shared, mutable ListObj values: methods that PyTorch marks `(a!)`
// mutate in place; everything else builds a new list of the same element
// type. Sorting lives in list_sort_ops.cpp.
#include <algorithm>
#include <optional>
#include <string>

#include "ops/families.h"
#include "ops/op_helpers.h"
#include "runtime/printing.h"
#include "support/allocation_bound.h"
#include "support/slice_indices.h"
#include "tensor/ops_binary.h"
#include "tensor/tensor.h"
#include "tensor/tensor_print.h"

namespace ts {
namespace {

using detail::listElemType;
using detail::normalizeListIndex;

std::vector<IValue>& itemsOf(const IValue& v) { return v.toList()->items; }

// Python's list.insert index rule: negative counts from the end, and any
// index past either end clamps to it.
size_t insertPosition(int64_t idx, size_t size) {
  int64_t n = static_cast<int64_t>(size);
  if (idx < 0) idx = std::max<int64_t>(0, idx + n);
  return static_cast<size_t>(std::min(idx, n));
}

// `l * n`: n <= 0 gives an empty list (PyTorch raises a vector error).
IValue repeatList(const IValue& list, int64_t n) {
  const auto& src = itemsOf(list);
  std::vector<IValue> out;
  if (n > 0 && !src.empty()) {
    checkAllocationSize(static_cast<uint64_t>(n), src.size() * sizeof(IValue));  // Note [Allocation bound]
    out.reserve(src.size() * static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) out.insert(out.end(), src.begin(), src.end());
  }
  return makeList(listElemType(list), std::move(out));
}

void appendAll(std::vector<IValue>& dst, const std::vector<IValue>& src) {
  if (&dst == &src) {
    std::vector<IValue> copy = src;  // x.extend(x): src grows while we read it
    dst.insert(dst.end(), copy.begin(), copy.end());
  } else {
    dst.insert(dst.end(), src.begin(), src.end());
  }
}

void registerAccess(Registry& r) {
  OpKernel get = [](Stack& s) {
    int64_t idx = s.back().toInt();
    s.pop_back();
    IValue& list = s.back();
    list = IValue(itemsOf(list)[normalizeListIndex(idx, itemsOf(list).size())]);
  };
  r.add("aten::__getitem__.t(t[](a) list, int idx) -> t(*)", get);
  r.add("aten::select.t(t[](a) list, int idx) -> t(*)", get);
  r.add("aten::_set_item.t(t[](a!) l, int idx, t(b -> *) el) -> t[](a!)", [](Stack& s) {
    IValue el = pop(s);
    int64_t idx = s.back().toInt();
    s.pop_back();
    auto& items = itemsOf(s.back());
    items[normalizeListIndex(idx, items.size())] = std::move(el);
  });
  r.add("aten::Delete.t(t[](a!) self, int idx) -> ()", [](Stack& s) {
    int64_t idx = s.back().toInt();
    s.pop_back();
    IValue list = pop(s);
    auto& items = itemsOf(list);
    items.erase(items.begin() + static_cast<std::ptrdiff_t>(normalizeListIndex(idx, items.size())));
  });
  r.add("aten::slice.t(t[] l, int? start=None, int? end=None, int step=1) -> t[]", [](Stack& s) {
    int64_t step = s.back().toInt();
    s.pop_back();
    IValue end = pop(s);
    IValue start = pop(s);
    auto opt = [](const IValue& v) { return v.isNone() ? std::nullopt : std::optional<int64_t>(v.toInt()); };
    const auto& items = itemsOf(s.back());
    SliceRange sr = adjustSlice(static_cast<int64_t>(items.size()), opt(start), opt(end), step);
    std::vector<IValue> out;
    out.reserve(static_cast<size_t>(sr.length));
    for (int64_t i = 0, j = sr.start; i < sr.length; ++i, j += sr.step) out.push_back(items[j]);
    IValue sliced = makeList(listElemType(s.back()), std::move(out));
    // Python-level slices of a torch.Size or tuple keep their kind.
    sliced.toList()->python_size = s.back().toList()->python_size;
    sliced.toList()->python_tuple = s.back().toList()->python_tuple;
    s.back() = std::move(sliced);
  });
  OpKernel len = [](Stack& s) { s.back() = IValue(static_cast<int64_t>(itemsOf(s.back()).size())); };
  r.add("aten::len.t(t[] a) -> int", len);
  r.add("aten::len.any(Any[] a) -> int", len);
}

void registerBuild(Registry& r) {
  r.add("aten::add.t(t[] a, t[] b) -> t[]", [](Stack& s) {
    IValue b = pop(s);
    IValue& a = s.back();
    std::vector<IValue> out;
    out.reserve(itemsOf(a).size() + itemsOf(b).size());
    out.insert(out.end(), itemsOf(a).begin(), itemsOf(a).end());
    out.insert(out.end(), itemsOf(b).begin(), itemsOf(b).end());
    a = makeList(listElemType(a), std::move(out));
  });
  r.add("aten::add_.t(t[](a!) self, t[] b) -> t[]", [](Stack& s) {
    IValue b = pop(s);
    appendAll(itemsOf(s.back()), itemsOf(b));
  });
  r.add("aten::mul.left_t(t[] l, int n) -> t[]", [](Stack& s) {
    int64_t n = s.back().toInt();
    s.pop_back();
    s.back() = repeatList(s.back(), n);
  });
  r.add("aten::mul.right_(int n, t[] l) -> t[]", [](Stack& s) {
    IValue list = pop(s);
    s.back() = repeatList(list, s.back().toInt());
  });
  r.add("aten::mul_.t(t[](a!) l, int n) -> t[](a!)", [](Stack& s) {
    int64_t n = s.back().toInt();
    s.pop_back();
    IValue repeated = repeatList(s.back(), n);
    itemsOf(s.back()) = std::move(itemsOf(repeated));
  });
  OpKernel copy = [](Stack& s) { s.back() = makeList(listElemType(s.back()), itemsOf(s.back())); };
  r.add("aten::list.t(t[] l) -> t[]", copy);
  r.add("aten::copy.t(t[](a) self) -> t[]", copy);
}

void registerMutation(Registry& r) {
  r.add("aten::append.t(t[](a!) self, t(c -> *) el) -> t[](a!)", [](Stack& s) {
    IValue el = pop(s);
    itemsOf(s.back()).push_back(std::move(el));
  });
  r.add("aten::pop.t(t[](a!) self, int idx=-1) -> t(*)", [](Stack& s) {
    int64_t idx = s.back().toInt();
    s.pop_back();
    auto& items = itemsOf(s.back());
    TS_CHECK(!items.empty(), "pop from empty list");
    size_t i = normalizeListIndex(idx, items.size());
    IValue out = std::move(items[i]);
    items.erase(items.begin() + static_cast<std::ptrdiff_t>(i));
    s.back() = std::move(out);
  });
  r.add("aten::insert.t(t[](a!) self, int idx, t(b -> *) el) -> ()", [](Stack& s) {
    IValue el = pop(s);
    int64_t idx = s.back().toInt();
    s.pop_back();
    IValue list = pop(s);
    auto& items = itemsOf(list);
    items.insert(items.begin() + static_cast<std::ptrdiff_t>(insertPosition(idx, items.size())), std::move(el));
  });
  r.add("aten::extend.t(t[](a!) self, t[] other) -> ()", [](Stack& s) {
    IValue other = pop(s);
    IValue list = pop(s);
    appendAll(itemsOf(list), itemsOf(other));
  });
  r.add("aten::clear.t(t[](a!) self) -> ()", [](Stack& s) { itemsOf(pop(s)).clear(); });
  r.add("aten::reverse.t(t[](a!) self) -> ()", [](Stack& s) {
    IValue list = pop(s);
    std::reverse(itemsOf(list).begin(), itemsOf(list).end());
  });
}

/// Element equality of the search operators: Python's `==` for numbers
/// and strings; for tensors `bool(a == b)` (is_nonzero of eq, as PyTorch,
/// so a multi-element tensor raises).
using ElemEq = bool (*)(const IValue&, const IValue&);

bool tensorElemEq(const IValue& a, const IValue& b) {
  Tensor t = eq(a.toTensor(), b.toTensor());
  TS_CHECK(t.numel() != 0, "Boolean value of Tensor with no values is ambiguous");
  TS_CHECK(t.numel() == 1, "Boolean value of Tensor with more than one value is ambiguous");
  return t.item().toBool();
}

int64_t findIndex(const std::vector<IValue>& items, const IValue& el, ElemEq same) {
  for (size_t i = 0; i < items.size(); ++i)
    if (same(items[i], el)) return static_cast<int64_t>(i);
  return -1;
}

// count / index / remove / __contains__ / == / != for one element type.
void registerSearchFor(Registry& r, const std::string& t, ElemEq same) {
  r.add("aten::count." + t + "(" + t + "[] self, " + t + " el) -> int", [same](Stack& s) {
    IValue el = pop(s);
    int64_t n = 0;
    for (const IValue& v : itemsOf(s.back())) n += same(v, el) ? 1 : 0;
    s.back() = IValue(n);
  });
  r.add("aten::index.list_" + t + "(" + t + "[] self, " + t + " el) -> int", [same](Stack& s) {
    IValue el = pop(s);
    int64_t i = findIndex(itemsOf(s.back()), el, same);
    // PyTorch streams the element itself (an at::Tensor prints its legacy
    // type name there, unlike str() of an IValue).
    if (i < 0) throw Error("'" + (el.isTensor() ? cppPrint(el.toTensor(), 80, true) : scriptStr(el)) + "' is not in list");
    s.back() = IValue(i);
  });
  r.add("aten::remove." + t + "(" + t + "[](a!) self, " + t + " el) -> ()", [same](Stack& s) {
    IValue el = pop(s);
    IValue list = pop(s);
    auto& items = itemsOf(list);
    int64_t i = findIndex(items, el, same);
    if (i < 0) throw Error("list.remove(x): x not in list");
    items.erase(items.begin() + i);
  });
  if (t != "bool" && t != "Tensor") {
    r.add("aten::__contains__." + t + "_list(" + t + "[] l, " + t + " item) -> bool", [same](Stack& s) {
      IValue el = pop(s);
      s.back() = IValue(findIndex(itemsOf(s.back()), el, same) >= 0);
    });
  }
  for (bool want : {true, false}) {
    std::string name = want ? "aten::eq." : "aten::ne.";
    r.add(name + t + "_list(" + t + "[] a, " + t + "[] b) -> bool", [want, same](Stack& s) {
      IValue b = pop(s);
      const auto& x = itemsOf(s.back());
      const auto& y = itemsOf(b);
      bool equal = x.size() == y.size();
      for (size_t i = 0; equal && i < x.size(); ++i) equal = same(x[i], y[i]);
      s.back() = IValue(equal == want);
    });
  }
}

}  // namespace

void registerListOps(Registry& r) {
  registerAccess(r);
  registerBuild(r);
  registerMutation(r);
  for (const char* t : {"int", "float", "bool", "str"}) registerSearchFor(r, t, valuesEqual);
  registerSearchFor(r, "Tensor", tensorElemEq);
}

}  // namespace ts
