// ===--- tensor_math_kernels.cpp - numeric ops the tensor library lacks ---=== //
// Scans (cumsum/cumprod/cummax), softmax, logsumexp, var/std, norm, sorting
// (sort/topk/kthvalue/median) and diagonals, composed from the library's
// public ops or run row by row on a contiguous copy with the dim moved last.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>

#include "ops/tensor_arg_helpers.h"
#include "tensor/checked_math.h"
#include "tensor/dispatch.h"
#include "tensor/nn_activation.h"

namespace ts::detail {
namespace {

/// A contiguous copy of self in dtype `acc` with `dim` moved last, viewed as
/// rows x n (a 0-dim tensor is one row of one element).
struct Rows {
  Tensor buf;
  int64_t rows = 0, n = 0;
};

Rows rowsOf(const Tensor& self, int64_t dim, ScalarType acc) {
  Tensor x = self.dim() == 0 ? reshape(self, {1}) : movedim(self, dim, -1);
  Rows r;
  r.buf = emptyTensor(x.sizes(), acc);
  copy_(r.buf, x);
  r.n = x.dim() == 0 ? 1 : x.size(-1);
  r.rows = r.n == 0 ? 0 : x.numel() / r.n;
  return r;
}

/// Undoes rowsOf's dim move on a rows-layout result shaped like `like`.
Tensor fromRows(const Tensor& buf, const Tensor& self, int64_t dim) {
  if (self.dim() == 0) return reshape(buf, {});
  return contiguous(movedim(buf, -1, dim));
}

/// The accumulation dtype of real ops on dtype t (double or int64).
ScalarType realAcc(ScalarType t) { return isFloatingType(t) ? ScalarType::Double : ScalarType::Long; }

template <class T>
void scanRows(T* p, int64_t rows, int64_t n, bool product) {
  for (int64_t r = 0; r < rows; ++r, p += n) {
    for (int64_t i = 1; i < n; ++i) {
      if constexpr (std::is_same_v<T, int64_t>) {
        // Integer overflow wraps, as in ATen (computed unsigned to avoid UB).
        auto a = static_cast<uint64_t>(p[i - 1]), b = static_cast<uint64_t>(p[i]);
        p[i] = static_cast<int64_t>(product ? a * b : a + b);
      } else {
        p[i] = product ? p[i - 1] * p[i] : p[i - 1] + p[i];
      }
    }
  }
}

/// NaN-aware orderings: NaN is the largest value.
template <class T> bool isNan(T v) {
  if constexpr (std::is_floating_point_v<T>) return std::isnan(v);
  else return false;
}

// Note [sort tie order]: ATen's CPU sort runs std::stable_sort when asked
// for stability and std::sort otherwise, over (value, index) pairs with NaN
// as the largest value. std::sort is an introsort whose order of equal
// values depends on the exact sequence of swaps, so the unstable path runs
// the same algorithm on the same pairs to report the same indices on ties.
template <class T>
void sortRow(const T* p, int64_t n, bool descending, bool stable, int64_t* out) {
  auto less = [](T a, T b) { return !isNan(a) && (isNan(b) || a < b); };
  auto greater = [](T a, T b) { return (isNan(a) && !isNan(b)) || a > b; };
  if (stable) {
    std::vector<int64_t> order(static_cast<size_t>(n));
    std::iota(order.begin(), order.end(), 0);
    if (descending) std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) { return greater(p[a], p[b]); });
    else std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) { return less(p[a], p[b]); });
    std::copy(order.begin(), order.end(), out);
    return;
  }
  std::vector<std::pair<T, int64_t>> queue(static_cast<size_t>(n));
  for (int64_t j = 0; j < n; ++j) queue[static_cast<size_t>(j)] = {p[j], j};
  using Item = std::pair<T, int64_t>;
  if (descending) std::sort(queue.begin(), queue.end(), [&](const Item& a, const Item& b) { return greater(a.first, b.first); });
  else std::sort(queue.begin(), queue.end(), [&](const Item& a, const Item& b) { return less(a.first, b.first); });
  for (int64_t j = 0; j < n; ++j) out[j] = queue[static_cast<size_t>(j)].second;
}

}  // namespace

// ---- scans -------------------------------------------------------------------- //

Tensor cumulative(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype, bool product) {
  ScalarType out_t = dtype ? *dtype : isIntegralType(self.dtype(), true) ? ScalarType::Long : self.dtype();
  dim = maybeWrapDim(dim, self.dim());
  ScalarType acc = isComplexType(out_t) ? ScalarType::ComplexDouble : realAcc(out_t);
  Rows r = rowsOf(self, dim, acc);
  if (acc == ScalarType::Double) scanRows(r.buf.data_ptr<double>(), r.rows, r.n, product);
  else if (acc == ScalarType::Long) scanRows(r.buf.data_ptr<int64_t>(), r.rows, r.n, product);
  else scanRows(r.buf.data_ptr<std::complex<double>>(), r.rows, r.n, product);
  return to(fromRows(r.buf, self, dim), out_t);
}

std::tuple<Tensor, Tensor> cumExtreme(const Tensor& self, int64_t dim, bool max) {
  dim = maybeWrapDim(dim, self.dim());
  TS_CHECK(!self.is_complex(), std::string(max ? "cummax" : "cummin") + "(): not implemented for complex");
  Rows r = rowsOf(self, dim, realAcc(self.dtype()));
  Tensor idx = emptyTensor(r.buf.sizes(), ScalarType::Long);
  int64_t* ip = idx.data_ptr<int64_t>();
  auto run = [&](auto* p) {
    for (int64_t row = 0; row < r.rows; ++row, p += r.n, ip += r.n) {
      auto best = p[0];
      int64_t bi = 0;
      for (int64_t i = 0; i < r.n; ++i) {
        // ATen: x >= out (cummax) or x <= out (cummin), NaN always wins.
        if (isNan(p[i]) || (!isNan(best) && (max ? p[i] >= best : p[i] <= best))) best = p[i], bi = i;
        p[i] = best;
        ip[i] = bi;
      }
    }
  };
  if (r.rows > 0) {
    if (r.buf.dtype() == ScalarType::Double) run(r.buf.data_ptr<double>());
    else run(r.buf.data_ptr<int64_t>());
  }
  return {to(fromRows(r.buf, self, dim), self.dtype()), fromRows(idx, self, dim)};
}

// ---- softmax family ------------------------------------------------------------ //

Tensor softmax(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype, bool log) {
  Tensor x = dtype ? to(self, *dtype) : self;
  int64_t d = maybeWrapDim(dim, x.dim());
  bool last = x.dim() == 0 || d == x.dim() - 1;
  TS_CHECK(isFloatingType(x.dtype()), std::string("\"") + (log ? "log_softmax" : "softmax") +
                                          (last ? "_lastdim_kernel_impl" : "_kernel_impl") +
                                          "\" not implemented for '" + scalarTypeName(x.dtype()) + "'");
  if (x.dim() == 0) return log ? zeros_like(x) : ones_like(x);
  return nn::softmax(x, d, log);
}

Tensor logsumexp(const Tensor& self, IntArrayRef dims, bool keepdim) {
  Tensor x = isFloatingType(self.dtype()) ? self : to(self, defaultFloatType());
  if (x.numel() == 0) return ts::log(sum(exp(x), dims, keepdim));
  Tensor m = amax(x, dims, true);
  Tensor safe = where(isinf(m), scalarTensor(Scalar(0.0), m.dtype()), m);
  Tensor r = add(ts::log(sum(exp(sub(x, safe)), dims, true)), safe);
  if (keepdim) return r;
  DimVector out_sizes;
  uint64_t mask = makeDimMask(dims, x.dim());
  for (int64_t d = 0; d < x.dim(); ++d)
    if (!(dims.empty() || (mask >> d & 1))) out_sizes.push_back(x.size(d));
  return reshape(r, out_sizes);
}

// ---- moments and norms ----------------------------------------------------------- //

Tensor variance(const Tensor& self, const std::optional<std::vector<int64_t>>& dims_opt, int64_t correction,
                bool keepdim, bool take_sqrt) {
  TS_CHECK(self.is_floating_point() || self.is_complex(), "std and var only support floating point and complex dtypes");
  std::vector<int64_t> dims = dims_opt.value_or(std::vector<int64_t>{});
  if (auto v = varianceOfAll(self, dims, correction, keepdim, take_sqrt)) return *v;
  uint64_t mask = makeDimMask(dims, self.dim());
  int64_t count = 1;
  for (int64_t d = 0; d < self.dim(); ++d)
    if (dims.empty() || (mask >> d & 1)) count *= self.size(d);
  Tensor x = to(self, self.is_complex() ? ScalarType::ComplexDouble : ScalarType::Double);
  Tensor dev = sub(x, mean(x, dims, true));
  Tensor sq = self.is_complex() ? square(abs(dev)) : mul(dev, dev);
  Tensor v = div(sum(sq, dims, keepdim), Scalar(static_cast<double>(std::max<int64_t>(0, count - correction))));
  if (take_sqrt) v = ts::sqrt(v);
  return to(v, toRealValueType(self.dtype()));
}

namespace {

/// sqrt(sum x*x) of one contiguous row as ATen's vectorized last-dim 2-norm
/// computes it: per-lane fused multiply-adds over whole 32-byte registers,
/// lanes summed in order, then the tail.
template <typename T>
T twoNormRow(const T* x, int64_t n) {
  constexpr int64_t kLanes = 32 / static_cast<int64_t>(sizeof(T));
  T acc[kLanes] = {};
  int64_t d = 0;
  for (; d + kLanes <= n; d += kLanes)
    for (int64_t j = 0; j < kLanes; ++j) acc[j] = std::fma(x[d + j], x[d + j], acc[j]);
  T total = acc[0];
  for (int64_t j = 1; j < kLanes; ++j) total = total + acc[j];
  for (; d < n; ++d) total = std::fma(x[d], x[d], total);
  return std::sqrt(total);
}

/// The 2-norm over the innermost dim (or everything) of a contiguous float32
/// tensor, PyTorch's vectorized path; nullopt when that path does not apply.
std::optional<Tensor> twoNormLastDim(const Tensor& self, IntArrayRef dims, bool keepdim) {
  if (!self.is_contiguous() || self.numel() == 0 || self.dim() == 0) return std::nullopt;
  // Float only: PyTorch's double path rounds differently (not yet matched).
  if (self.dtype() != ScalarType::Float) return std::nullopt;
  uint64_t mask = makeDimMask(dims, self.dim());
  bool all = mask == makeDimMask({}, self.dim());
  bool last = mask == (uint64_t(1) << (self.dim() - 1));
  if (!all && !last) return std::nullopt;
  int64_t row = all ? self.numel() : self.size(-1), rows = self.numel() / row;
  DimVector shape(self.sizes());
  if (all) {
    for (auto& v : shape) v = 1;
  } else {
    shape[shape.size() - 1] = 1;
  }
  Tensor out = emptyTensor(shape, self.dtype());
  for (int64_t r = 0; r < rows; ++r) out.data_ptr<float>()[r] = twoNormRow(self.data_ptr<float>() + r * row, row);
  if (keepdim) return out;
  return all ? reshape(out, {}) : squeeze(out, -1);
}

}  // namespace

Tensor norm(const Tensor& self, const std::optional<Scalar>& p, IntArrayRef dims, bool keepdim,
            std::optional<ScalarType> dtype) {
  TS_CHECK(self.is_floating_point() || self.is_complex(),
           std::string("norm(): input dtype should be either floating point or complex. Got ") +
               scalarTypeName(self.dtype()) + " instead.");
  ScalarType out_t = toRealValueType(dtype.value_or(self.dtype()));
  if ((!p || p->toDouble() == 2.0) && out_t == self.dtype()) {
    if (std::optional<Tensor> fast = twoNormLastDim(self, dims, keepdim)) return *fast;
  }
  Tensor a = to(abs(self), ScalarType::Double);
  double pv = p ? p->toDouble() : 2.0;
  Tensor r;
  if (pv == 2.0) r = ts::sqrt(sum(mul(a, a), dims, keepdim));
  else if (pv == 1.0) r = sum(a, dims, keepdim);
  else if (std::isinf(pv)) r = pv > 0 ? amax(a, dims, keepdim) : amin(a, dims, keepdim);
  else if (pv == 0.0) r = sum(to(ne(a, Scalar(0.0)), ScalarType::Double), dims, keepdim);
  else r = pow(sum(pow(a, Scalar(pv)), dims, keepdim), Scalar(1.0 / pv));
  return to(r, out_t);
}

// ---- sorting --------------------------------------------------------------------- //

std::tuple<Tensor, Tensor> sort(const Tensor& self, int64_t dim, bool descending, bool stable) {
  TS_CHECK(!self.is_complex(), "sort(): not implemented for complex tensors");
  dim = maybeWrapDim(dim, self.dim());
  Rows r = rowsOf(self, dim, realAcc(self.dtype()));
  Tensor idx = emptyTensor(r.buf.sizes(), ScalarType::Long);
  int64_t* ip = idx.data_ptr<int64_t>();
  for (int64_t row = 0; row < r.rows; ++row) {
    if (r.buf.dtype() == ScalarType::Double)
      sortRow(r.buf.data_ptr<double>() + row * r.n, r.n, descending, stable, ip + row * r.n);
    else
      sortRow(r.buf.data_ptr<int64_t>() + row * r.n, r.n, descending, stable, ip + row * r.n);
  }
  // ATen's sort gives both results self's strides when self is dense,
  // else dense strides in self's order: empty_like(self)'s layout.
  Tensor indices = inLayoutOf(fromRows(idx, self, dim), self);
  Tensor values = self.dim() == 0 ? clone(self) : inLayoutOf(gather(self, dim, indices), self);
  return {values, indices};
}

namespace {

// Note [topk tie order]: which of equal values topk reports (and in which
// order) is whatever PyTorch's CPU loop leaves: std::partial_sort when
// k * 64 <= n, else std::nth_element of the k-th and, when sorted, std::sort
// of the k - 1 before it; NaN counts as the largest. Running the same
// standard algorithms on the same (value, index) queue reproduces it.
template <class T>
void topkRow(const T* p, int64_t n, int64_t k, bool largest, bool sorted, T* vals, int64_t* idx) {
  std::vector<std::pair<T, int64_t>> queue(static_cast<size_t>(n));
  for (int64_t j = 0; j < n; ++j) queue[static_cast<size_t>(j)] = {p[j], j};
  auto isnan = [](T v) { return v != v; };
  auto cmp = [&](const std::pair<T, int64_t>& x, const std::pair<T, int64_t>& y) {
    return largest ? (isnan(x.first) && !isnan(y.first)) || x.first > y.first
                   : (!isnan(x.first) && isnan(y.first)) || x.first < y.first;
  };
  if (k * 64 <= n) {
    std::partial_sort(queue.begin(), queue.begin() + k, queue.end(), cmp);
  } else {
    std::nth_element(queue.begin(), queue.begin() + k - 1, queue.end(), cmp);
    if (sorted) std::sort(queue.begin(), queue.begin() + k - 1, cmp);
  }
  for (int64_t j = 0; j < k; ++j) {
    vals[j] = queue[static_cast<size_t>(j)].first;
    idx[j] = queue[static_cast<size_t>(j)].second;
  }
}

}  // namespace

std::tuple<Tensor, Tensor> topk(const Tensor& self, int64_t k, int64_t dim, bool largest, bool sorted) {
  int64_t d = maybeWrapDim(dim, self.dim());
  int64_t n = self.dim() == 0 ? 1 : self.size(d);
  TS_CHECK(k >= 0 && k <= n, "selected index k out of range");
  TS_CHECK(self.dtype() != ScalarType::Bool && !self.is_complex(),
           std::string("\"topk_cpu\" not implemented for '") + scalarTypeName(self.dtype()) + "'");
  if (self.dim() == 0) return {clone(self), zeros({}, ScalarType::Long)};  // even for k == 0, as PyTorch
  Rows r = rowsOf(self, d, realAcc(self.dtype()));
  DimVector shape(r.buf.sizes());
  shape[shape.size() - 1] = k;
  Tensor vals = emptyTensor(shape, r.buf.dtype()), idx = emptyTensor(shape, ScalarType::Long);
  for (int64_t row = 0; k > 0 && row < r.rows; ++row) {
    if (r.buf.dtype() == ScalarType::Double)
      topkRow(r.buf.data_ptr<double>() + row * n, n, k, largest, sorted, vals.data_ptr<double>() + row * k,
              idx.data_ptr<int64_t>() + row * k);
    else
      topkRow(r.buf.data_ptr<int64_t>() + row * n, n, k, largest, sorted, vals.data_ptr<int64_t>() + row * k,
              idx.data_ptr<int64_t>() + row * k);
  }
  return {fromRows(vals, self, d).to(self.dtype()), fromRows(idx, self, d)};
}

namespace {

// Note [kthvalue selection]: ATen's kthvalue runs TH's quickselect (median
// of three, Sedgewick's partition) on a copy of the row with its indices;
// which of tied values it reports is whatever that leaves at k - 1, so the
// same steps are repeated here. NaN compares greater than everything.
template <class T>
std::pair<T, int64_t> quickSelect(std::vector<T>& arr, std::vector<int64_t>& idx, int64_t k) {
  auto gt = [](T x, T y) { return (x != x && y == y) || x > y; };
  auto swap = [&](int64_t a, int64_t b) {
    std::swap(arr[static_cast<size_t>(a)], arr[static_cast<size_t>(b)]);
    std::swap(idx[static_cast<size_t>(a)], idx[static_cast<size_t>(b)]);
  };
  auto at = [&](int64_t i) { return arr[static_cast<size_t>(i)]; };
  int64_t L = 0, R = static_cast<int64_t>(arr.size()) - 1;
  while (R > L) {
    if (R == L + 1) {
      if (gt(at(L), at(R))) swap(L, R);
      break;
    }
    swap((L + R) >> 1, L + 1);  // median of three
    if (gt(at(L + 1), at(R))) swap(L + 1, R);
    if (gt(at(L), at(R))) swap(L, R);
    if (gt(at(L + 1), at(L))) swap(L + 1, L);
    int64_t i = L + 1, j = R;
    const T piv = at(L);
    while (true) {
      do ++i; while (gt(piv, at(i)));
      do --j; while (gt(at(j), piv));
      if (j < i) break;
      swap(i, j);
    }
    swap(L, j);
    if (j <= k) L = i;
    if (j >= k) R = j - 1;
  }
  return {arr[static_cast<size_t>(k)], idx[static_cast<size_t>(k)]};
}

template <class T>
void kthRows(const Tensor& buf, int64_t rows, int64_t n, int64_t k, Tensor& vals, Tensor& idx) {
  std::vector<T> arr(static_cast<size_t>(n));
  std::vector<int64_t> order(static_cast<size_t>(n));
  for (int64_t r = 0; r < rows; ++r) {
    const T* p = buf.data_ptr<T>() + r * n;
    std::copy(p, p + n, arr.begin());
    std::iota(order.begin(), order.end(), 0);
    auto [v, i] = quickSelect(arr, order, k - 1);
    vals.data_ptr<T>()[r] = v;
    idx.data_ptr<int64_t>()[r] = i;
  }
}

}  // namespace

std::tuple<Tensor, Tensor> kthvalue(const Tensor& self, int64_t k, int64_t dim, bool keepdim) {
  int64_t d = maybeWrapDim(dim, self.dim());
  int64_t n = self.dim() == 0 ? 1 : self.size(d);
  TS_CHECK(k >= 1 && k <= n, "kthvalue(): selected number k out of range for dimension " + std::to_string(d));
  if (self.dim() == 0) return {clone(self), zeros({}, ScalarType::Long)};
  Rows r = rowsOf(self, d, realAcc(self.dtype()));
  DimVector shape(r.buf.sizes());
  shape[shape.size() - 1] = 1;
  Tensor vals = emptyTensor(shape, r.buf.dtype()), idx = emptyTensor(shape, ScalarType::Long);
  if (r.buf.dtype() == ScalarType::Double) kthRows<double>(r.buf, r.rows, n, k, vals, idx);
  else kthRows<int64_t>(r.buf, r.rows, n, k, vals, idx);
  Tensor v = fromRows(vals, self, d).to(self.dtype()), i = fromRows(idx, self, d);
  if (!keepdim) v = squeeze(v, d), i = squeeze(i, d);
  return {contiguous(v), contiguous(i)};
}

Tensor median(const Tensor& self) {
  TS_CHECK(self.numel() > 0, "median() input tensor cannot be empty");
  Tensor flat = reshape(self, {self.numel()});
  auto [values, indices] = sort(flat, 0, false);
  (void)indices;
  Tensor last = select(values, 0, self.numel() - 1);
  bool has_nan = self.is_floating_point() && std::isnan(last.item().toDouble());
  return contiguous(has_nan ? last : select(values, 0, (self.numel() - 1) / 2));
}

std::tuple<Tensor, Tensor> median(const Tensor& self, int64_t dim, bool keepdim) {
  int64_t d = maybeWrapDim(dim, self.dim());
  int64_t n = self.dim() == 0 ? 1 : self.size(d);
  TS_CHECK(n > 0, "median() cannot compute median for a dimension of size 0 because the operation does not have an identity");
  auto [values, indices] = sort(self, d, false);
  if (self.dim() == 0) return {values, indices};
  // Rows whose largest sorted value is NaN report their first NaN instead.
  Rows r = rowsOf(values, d, realAcc(values.dtype()));
  Tensor pick = emptyTensor({r.rows}, ScalarType::Long);
  for (int64_t row = 0; row < r.rows; ++row) {
    int64_t k = (n - 1) / 2;
    if (r.buf.dtype() == ScalarType::Double) {
      const double* p = r.buf.data_ptr<double>() + row * n;
      if (std::isnan(p[n - 1])) for (k = 0; !std::isnan(p[k]); ++k) {}
    }
    pick.data_ptr<int64_t>()[row] = k;
  }
  DimVector keep_sizes = r.buf.sizes();
  keep_sizes[keep_sizes.size() - 1] = 1;
  Tensor pick_idx = reshape(pick, keep_sizes);
  Tensor moved_v = gather(contiguous(movedim(values, d, -1)), -1, pick_idx);
  Tensor moved_i = gather(contiguous(movedim(indices, d, -1)), -1, pick_idx);
  Tensor v = contiguous(movedim(moved_v, -1, d)), i = contiguous(movedim(moved_i, -1, d));
  if (!keepdim) v = squeeze(v, d), i = squeeze(i, d);
  return {contiguous(v), contiguous(i)};
}

// ---- diagonals ----------------------------------------------------------------------- //

Tensor diagonal(const Tensor& self, int64_t offset, int64_t dim1, int64_t dim2) {
  int64_t d1 = maybeWrapDim(dim1, self.dim()), d2 = maybeWrapDim(dim2, self.dim());
  TS_CHECK(d1 != d2, "diagonal dimensions cannot be identical " + std::to_string(dim1) + ", " + std::to_string(dim2));
  int64_t len = offset >= 0 ? std::min(self.size(d1), self.size(d2) - offset)
                            : std::min(self.size(d1) + offset, self.size(d2));
  len = std::max<int64_t>(len, 0);
  int64_t start = self.storage_offset();
  if (len > 0) start += offset >= 0 ? offset * self.stride(d2) : -offset * self.stride(d1);
  DimVector sizes, strides;
  for (int64_t d = 0; d < self.dim(); ++d) {
    if (d == d1 || d == d2) continue;
    sizes.push_back(self.size(d));
    strides.push_back(self.stride(d));
  }
  sizes.push_back(len);
  strides.push_back(self.stride(d1) + self.stride(d2));
  return as_strided(self, sizes, strides, start);
}

Tensor diag(const Tensor& self, int64_t k) {
  TS_CHECK(self.dim() == 1 || self.dim() == 2, "diag(): Supports 1D or 2D tensors. Got " + std::to_string(self.dim()) + "D");
  if (self.dim() == 2) return contiguous(diagonal(self, k, 0, 1));
  int64_t n = self.size(0) + (k < 0 ? -k : k);
  Tensor out = zeros({n, n}, self.dtype());
  copy_(diagonal(out, k, 0, 1), self);
  return out;
}

Tensor repeatInterleave(const Tensor& self, const Tensor& repeats, std::optional<int64_t> dim) {
  TS_CHECK(repeats.dim() <= 1, "repeats must be 0-dim or 1-dim tensor");
  TS_CHECK(isIntegralType(repeats.dtype(), false), "repeats has to be Long or Int tensor");
  Tensor input = self.defined() && !dim ? reshape(self, {self.numel()}) : self;
  int64_t d = self.defined() ? maybeWrapDim(dim.value_or(0), input.dim()) : 0;
  int64_t n = self.defined() ? input.size(d) : repeats.numel();
  Tensor reps = contiguous(to(repeats, ScalarType::Long));
  TS_CHECK(reps.numel() == 1 || reps.numel() == n, "repeats must have the same size as input along dim");
  const int64_t* rp = reps.data_ptr<int64_t>();
  auto rep = [&](int64_t i) { return rp[reps.numel() == 1 ? 0 : i]; };
  // The total is ATen's cumsum (wrapping), so an overflow gives its SymInt or
  // storage error; the index tensor is allocated before it is filled.
  int64_t total = 0;
  bool overflowed = false;
  for (int64_t i = 0; i < n; ++i) {
    TS_CHECK(rep(i) >= 0, "repeats can not be negative");
    overflowed |= addOverflows(total, rep(i), &total);
  }
  checkSymIntRange({total});
  Tensor idx = emptyTensor({total}, ScalarType::Long);
  TS_CHECK(!overflowed, "repeat_interleave: integer addition overflow");
  int64_t* out = idx.data_ptr<int64_t>();
  for (int64_t i = 0; i < n; ++i) out = std::fill_n(out, rep(i), i);
  return self.defined() ? indexSelect(input, d, idx) : idx;
}

}  // namespace ts::detail
