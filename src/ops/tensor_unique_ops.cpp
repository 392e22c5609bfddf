// ===--- tensor_unique_ops.cpp - _unique2, unique_dim, unique_consecutive --=== //
// The operators behind torch.unique and torch.unique_consecutive (whose
// Python-level dispatch lives in the stdlib's torch_functional.py). They
// follow ATen's CPU algorithms so results agree element for element: an
// unordered_set over the flat data, whose iteration order is what an
// unsorted unique returns (the same libstdc++ hash table as PyTorch's), a
// lexicographic row sort for `dim`, and a single pass for consecutive runs.
#include <algorithm>
#include <numeric>
#include <unordered_map>
#include <unordered_set>

#include "ops/families.h"
#include "ops/tensor_arg_helpers.h"
#include "tensor/dispatch.h"
#include "tensor/ops_copy.h"
#include "tensor/ops_creation.h"
#include "tensor/ops_shape.h"
#include "tensor/ops_view.h"

// ATen's AT_DISPATCH_ALL_TYPES (no Half/BFloat16), with Bool where ATen adds it.
#define TS_DISPATCH_UNIQUE(TYPE, NAME, ...)                                                         \
  TS_DISPATCH_SWITCH(TYPE, NAME, TS_CASES_INTEGRAL(__VA_ARGS__) TS_CASE(Float, float, __VA_ARGS__) \
                     TS_CASE(Double, double, __VA_ARGS__) TS_CASE(Bool, bool, __VA_ARGS__))

namespace ts::detail {
namespace {

using Triple = std::tuple<Tensor, Tensor, Tensor>;

Tensor longVector(const std::vector<int64_t>& v) {
  Tensor t = empty({static_cast<int64_t>(v.size())}, ScalarType::Long);
  std::copy(v.begin(), v.end(), t.data_ptr<int64_t>());
  return t;
}

Tensor emptyLong() { return empty({0}, ScalarType::Long); }

template <typename T>
Tensor valuesTensor(const std::vector<T>& v, ScalarType dtype) {
  Tensor t = empty({static_cast<int64_t>(v.size())}, dtype);
  std::copy(v.begin(), v.end(), t.data_ptr<T>());
  return t;
}

/// ATen's _unique_cpu_template: inverse indices are computed when either
/// flag asks for them, counts only when return_counts.
template <typename T>
Triple uniqueFlat(const Tensor& self, bool sorted, bool return_inverse, bool return_counts) {
  Tensor input = contiguous(self);
  const T* data = input.data_ptr<T>();
  int64_t n = input.numel();
  std::unordered_set<T> set(data, data + n);
  std::vector<T> out(set.begin(), set.end());
  if (sorted) std::sort(out.begin(), out.end());
  Tensor inverse = emptyLong(), counts = emptyLong();
  if (return_inverse || return_counts) {
    std::unordered_map<T, int64_t> index;
    index.reserve(out.size());
    for (size_t i = 0; i < out.size(); ++i) index[out[i]] = static_cast<int64_t>(i);
    std::vector<int64_t> inv(static_cast<size_t>(n)), cnt(out.size(), 0);
    for (int64_t i = 0; i < n; ++i) {
      inv[static_cast<size_t>(i)] = index[data[i]];  // NaN is never found: index 0, as in ATen
      if (return_counts) ++cnt[static_cast<size_t>(inv[static_cast<size_t>(i)])];
    }
    inverse = reshape(longVector(inv), self.sizes());
    if (return_counts) counts = longVector(cnt);
  }
  return {valuesTensor(out, self.dtype()), inverse, counts};
}

/// Booleans: False (if present) then True (if present), sorted or not.
Triple uniqueBool(const Tensor& self, bool return_inverse, bool return_counts) {
  Tensor input = contiguous(self);
  const bool* data = input.data_ptr<bool>();
  int64_t n = input.numel(), trues = 0;
  for (int64_t i = 0; i < n; ++i) trues += data[i] ? 1 : 0;
  std::vector<bool> out;
  std::vector<int64_t> cnt;
  if (trues < n) out.push_back(false), cnt.push_back(n - trues);
  if (trues > 0) out.push_back(true), cnt.push_back(trues);
  Tensor values = empty({static_cast<int64_t>(out.size())}, ScalarType::Bool);
  for (size_t i = 0; i < out.size(); ++i) values.data_ptr<bool>()[i] = out[i];
  Tensor inverse = emptyLong();
  if (return_inverse || return_counts) {
    std::vector<int64_t> inv(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) inv[static_cast<size_t>(i)] = data[i] && trues < n ? 1 : 0;
    inverse = reshape(longVector(inv), self.sizes());
  }
  return {values, inverse, return_counts ? longVector(cnt) : emptyLong()};
}

Triple unique2(const Tensor& self, bool sorted, bool return_inverse, bool return_counts) {
  if (self.dtype() == ScalarType::Bool) return uniqueBool(self, return_inverse, return_counts);
  Triple r;
  TS_DISPATCH_UNIQUE(self.dtype(), "unique", [&] { r = uniqueFlat<scalar_t>(self, sorted, return_inverse, return_counts); });
  return r;
}

/// Slices of `self` along `dim` as rows of a [size(dim), -1] matrix.
Tensor rowsAlong(const Tensor& self, int64_t dim) {
  Tensor t = contiguous(transpose(self, dim, 0));
  return reshape(t, {t.size(0), -1});
}

/// Back from rows to `self`'s layout with `rows` slices along `dim`.
Tensor fromRows(const Tensor& rows, const Tensor& self, int64_t dim) {
  std::vector<int64_t> sizes = transpose(self, dim, 0).sizes().vec();
  sizes[0] = rows.size(0);
  return transpose(reshape(rows, sizes), 0, dim);
}

/// Groups equal neighbouring rows of `rows` (taken in `order`): the kept
/// row indices, each original row's group, each group's size.
template <typename T>
void groupRuns(const Tensor& rows, const std::vector<int64_t>& order, std::vector<int64_t>& kept,
               std::vector<int64_t>& inverse, std::vector<int64_t>& counts) {
  const T* p = rows.data_ptr<T>();
  int64_t width = rows.size(1);
  auto same = [&](int64_t a, int64_t b) { return std::equal(p + a * width, p + (a + 1) * width, p + b * width); };
  inverse.assign(order.size(), 0);
  for (size_t i = 0; i < order.size(); ++i) {
    if (i == 0 || !same(kept.back(), order[i])) {
      kept.push_back(order[i]);
      counts.push_back(0);
    }
    inverse[static_cast<size_t>(order[i])] = static_cast<int64_t>(kept.size()) - 1;
    ++counts.back();
  }
}

/// unique_dim (sorted rows) and unique_consecutive with a dim (rows in
/// order): both always return the inverse indices and the counts.
Triple uniqueRows(const Tensor& self, int64_t dim, bool sort_rows, const char* name) {
  dim = maybeWrapDim(dim, self.dim());
  Tensor rows = rowsAlong(self, dim);
  std::vector<int64_t> order(static_cast<size_t>(rows.size(0))), kept, inverse, counts;
  std::iota(order.begin(), order.end(), 0);
  TS_DISPATCH_UNIQUE(self.dtype(), name, [&] {
    const scalar_t* p = rows.data_ptr<scalar_t>();
    int64_t width = rows.size(1);
    if (sort_rows)
      std::sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
        return std::lexicographical_compare(p + a * width, p + (a + 1) * width, p + b * width, p + (b + 1) * width);
      });
    groupRuns<scalar_t>(rows, order, kept, inverse, counts);
  });
  Tensor out = indexSelect(rows, 0, longVector(kept));
  return {fromRows(out, self, dim), longVector(inverse), longVector(counts)};
}

/// unique_consecutive without a dim: one pass over the flat data.
template <typename T>
Triple consecutiveFlat(const Tensor& self, bool return_inverse, bool return_counts) {
  Tensor input = contiguous(self);
  const T* data = input.data_ptr<T>();
  std::vector<T> out;
  std::vector<int64_t> inv(static_cast<size_t>(input.numel())), cnt;
  for (int64_t i = 0; i < input.numel(); ++i) {
    if (out.empty() || !(data[i] == out.back())) {
      out.push_back(data[i]);
      cnt.push_back(0);
    }
    inv[static_cast<size_t>(i)] = static_cast<int64_t>(out.size()) - 1;
    ++cnt.back();
  }
  return {valuesTensor(out, self.dtype()), return_inverse ? reshape(longVector(inv), self.sizes()) : emptyLong(),
          return_counts ? longVector(cnt) : emptyLong()};
}

Triple uniqueConsecutive(const Tensor& self, bool return_inverse, bool return_counts, const IValue& dim) {
  if (!dim.isNone()) return uniqueRows(self, dim.toInt(), false, "unique_consecutive");
  Triple r;
  TS_DISPATCH_UNIQUE(self.dtype(), "unique_consecutive",
                  [&] { r = consecutiveFlat<scalar_t>(self, return_inverse, return_counts); });
  return r;
}

}  // namespace

void addUniqueKernels(KernelTable& k) {
  k["aten::_unique2"] = kern<4>([](const IValue* a) {
    return unique2(toTensor(a[0]), toBool(a[1]), toBool(a[2]), toBool(a[3]));
  });
  k["aten::unique_dim"] = kern<5>([](const IValue* a) {
    return uniqueRows(toTensor(a[0]), toInt(a[1]), true, "unique_dim");
  });
  k["aten::unique_consecutive"] = kern<4>([](const IValue* a) {
    return uniqueConsecutive(toTensor(a[0]), toBool(a[1]), toBool(a[2]), a[3]);
  });
}

}  // namespace ts::detail
