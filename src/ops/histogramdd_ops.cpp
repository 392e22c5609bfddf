// ===--- histogramdd_ops.cpp - torch.histogramdd ---------------------------=== //
// N-dimensional histograms of the rows of a (..., N) tensor, as ATen 1.13's
// HistogramKernel: bin edges given per dim (binary search) or spread evenly
// over a range / the data's extent (linear position, then a local search on
// the edges so values on an edge land as the edge tensor says). The last
// edge of each dim is inclusive; values outside the edges and NaN are skipped.
#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "ops/families.h"
#include "ops/tensor_arg_helpers.h"

namespace ts {
namespace detail {
namespace {

const std::string kName = "torch.histogramdd: ";

/// c10's C++ name of a floating dtype ("float", "double").
std::string cppName(ScalarType t) {
  if (t == ScalarType::Float) return "float";
  if (t == ScalarType::Double) return "double";
  return scalarTypeName(t);
}

std::string shapeText(IntArrayRef s) {
  std::string out = "[";
  for (size_t i = 0; i < s.size(); ++i) out += (i ? ", " : "") + std::to_string(s[i]);
  return out + "]";
}

void checkInputs(const Tensor& self, const std::vector<Tensor>& edges, const Tensor& weight) {
  TS_CHECK(self.dim() >= 2, kName + "input tensor should have at least 2 dimensions");
  int64_t n = self.size(-1);
  TS_CHECK(static_cast<int64_t>(edges.size()) == n,
           kName + "expected " + std::to_string(n) + " sequences of bin edges for a " + std::to_string(n) +
               "-dimensional histogram but got " + std::to_string(edges.size()));
  for (size_t d = 0; d < edges.size(); ++d) {
    const Tensor& e = edges[d];
    std::string dim = std::to_string(d);
    TS_CHECK(e.dtype() == self.dtype(), kName + "input tensor and bins tensors should have the same dtype, but got "
                                                "input with dtype " + cppName(self.dtype()) +
                                                " and bins for dimension " + dim + " with dtype " + cppName(e.dtype()));
    TS_CHECK(e.dim() == 1, kName + "bins tensor should have one dimension, but got " + std::to_string(e.dim()) +
                               " dimensions in the bins tensor for dimension " + dim);
    TS_CHECK(e.numel() > 0, kName + "bins tensor should have at least 1 element, but got " +
                                std::to_string(e.numel()) + " elements in the bins tensor for dimension " + dim);
  }
  if (!weight.defined()) return;
  TS_CHECK(weight.dtype() == self.dtype(), kName + "if weight tensor is provided, input tensor and weight tensor "
                                                   "should have the same dtype, but got input(" +
                                                   cppName(self.dtype()) + "), and weight(" + cppName(weight.dtype()) +
                                                   ")");
  std::vector<int64_t> want(self.sizes().begin(), self.sizes().end() - 1);
  TS_CHECK(weight.sizes().vec() == want, kName + "if weight tensor is provided it should have the same shape as the "
                                                 "input tensor excluding its innermost dimension, but got input with "
                                                 "shape " + shapeText(self.sizes()) + " and weight with shape " +
                                                 shapeText(weight.sizes()));
}

void checkDtype(const Tensor& self) {
  ScalarType t = self.dtype();
  TS_CHECK(t == ScalarType::Float || t == ScalarType::Double,
           std::string("\"histogramdd\" not implemented for '") + scalarTypeName(t) + "'");
}

/// Bins of value v in dim's edges e (k edges): -1 when outside them.
template <typename T>
int64_t binOf(T v, const T* e, int64_t k, bool linear) {
  T lo = e[0], hi = e[k - 1];
  if (!(v >= lo && v <= hi)) return -1;
  int64_t pos;
  if (linear) {
    pos = static_cast<int64_t>((v - lo) * static_cast<T>(k - 1) / (hi - lo));
    int64_t a = std::max<int64_t>(0, pos - 1), b = std::min<int64_t>(pos + 2, k);
    pos = std::upper_bound(e + a, e + b, v) - e - 1;
  } else {
    pos = std::upper_bound(e, e + k, v) - e - 1;
  }
  return pos == k - 1 ? pos - 1 : pos;
}

template <typename T>
void count(const Tensor& rows, const std::vector<Tensor>& edges, const Tensor& weight, bool linear, Tensor& hist) {
  int64_t n = rows.size(1), count = rows.size(0);
  const T* x = rows.data_ptr<T>();
  const T* w = weight.defined() ? weight.data_ptr<T>() : nullptr;
  T* h = hist.data_ptr<T>();
  std::vector<int64_t> strides(static_cast<size_t>(n));
  for (int64_t d = 0; d < n; ++d) strides[static_cast<size_t>(d)] = hist.stride(d);
  for (int64_t i = 0; i < count; ++i) {
    int64_t at = 0;
    bool skip = false;
    for (int64_t d = 0; d < n && !skip; ++d) {
      const Tensor& e = edges[static_cast<size_t>(d)];
      int64_t pos = binOf<T>(x[i * n + d], e.data_ptr<T>(), e.numel(), linear);
      skip = pos < 0;
      at += strides[static_cast<size_t>(d)] * pos;
    }
    if (!skip) h[at] += w ? w[i] : T(1);
  }
}

std::tuple<Tensor, std::vector<Tensor>> histogramdd(const Tensor& self, std::vector<Tensor> edges, const Tensor& weight,
                                                    bool density, bool linear) {
  checkInputs(self, edges, weight);
  checkDtype(self);
  int64_t n = self.size(-1);
  std::vector<int64_t> shape;
  for (const Tensor& e : edges) {
    shape.push_back(std::max<int64_t>(0, e.numel() - 1));
  }
  for (Tensor& e : edges) e = contiguous(e);
  Tensor hist = zeros(shape, self.dtype());
  Tensor rows = contiguous(reshape(self, {-1, n}));
  Tensor w = weight.defined() ? contiguous(reshape(weight, {-1})) : Tensor();
  if (hist.numel() > 0) {
    if (self.dtype() == ScalarType::Double) count<double>(rows, edges, w, linear, hist);
    else count<float>(rows, edges, w, linear, hist);
  }
  if (density) {
    hist = div(hist, sum(hist));
    for (int64_t d = 0; d < n; ++d) {
      const Tensor& e = edges[static_cast<size_t>(d)];
      Tensor len = sub(narrow(e, 0, 1, e.numel() - 1), narrow(e, 0, 0, e.numel() - 1));
      std::vector<int64_t> s(static_cast<size_t>(n), 1);
      s[static_cast<size_t>(d)] = -1;
      hist = div(hist, reshape(len, s));
    }
  }
  return {hist, edges};
}

/// Evenly spaced edges over `range` (2 values per dim) or each dim's data extent.
std::vector<Tensor> evenEdges(const Tensor& self, const std::vector<int64_t>& bins,
                              const std::optional<std::vector<double>>& range) {
  TS_CHECK(self.dim() >= 2, kName + "input tensor should have at least 2 dimensions");
  int64_t n = self.size(-1);
  for (int64_t d = 0; d < n; ++d) {
    int64_t b = d < static_cast<int64_t>(bins.size()) ? bins[static_cast<size_t>(d)] : 0;
    TS_CHECK(b > 0, "torch.histogram(): bins must be > 0, but got " + std::to_string(b) + " for dimension " +
                        std::to_string(d));
  }
  if (range)
    TS_CHECK(static_cast<int64_t>(range->size()) == 2 * n,
             kName + "for a " + std::to_string(n) + "-dimensional histogram range should have " +
                 std::to_string(2 * n) + " elements, but got " + std::to_string(range->size()));
  checkDtype(self);
  Tensor rows = reshape(self, {-1, n});
  std::vector<Tensor> edges;
  for (int64_t d = 0; d < n; ++d) {
    double lo = 0, hi = 1;
    if (range) {
      lo = (*range)[static_cast<size_t>(2 * d)], hi = (*range)[static_cast<size_t>(2 * d + 1)];
    } else if (rows.size(0) > 0) {
      Tensor col = select(rows, 1, d);
      lo = min(col).item().toDouble(), hi = max(col).item().toDouble();
    }
    std::string ds = std::to_string(d);
    if (!(lo <= hi)) {
      std::ostringstream msg;  // c10 prints doubles as ostream does: 1, 0.5
      msg << kName << "min should not exceed max, but got min " << lo << " max " << hi << " for dimension " << ds;
      throw Error(msg.str());
    }
    if (lo == hi) lo -= 0.5, hi += 0.5;
    edges.push_back(linspace(Scalar(lo), Scalar(hi), bins[static_cast<size_t>(d)] + 1, self.dtype()));
  }
  return edges;
}

std::optional<std::vector<double>> optDoubles(const IValue& v) {
  if (v.isNone()) return std::nullopt;
  std::vector<double> out;
  for (const IValue& e : v.toList()->items) out.push_back(e.toNumber());
  return out;
}

/// Replaces the 5 arguments on the stack by the two results (hist, bin_edges).
void pushResult(Stack& s, const std::tuple<Tensor, std::vector<Tensor>>& r) {
  s.resize(s.size() - 5);
  s.emplace_back(std::get<0>(r));
  s.push_back(tensorListValue(std::get<1>(r)));
}

}  // namespace
}  // namespace detail

void registerHistogramddOps(Registry& r) {
  using namespace detail;
  const std::string tail = ", float[]? range=None, Tensor? weight=None, bool density=False) -> (Tensor hist, Tensor[] bin_edges)";
  r.add("aten::histogramdd(Tensor self, int[] bins" + tail, [](Stack& s) {
    IValue* a = &s[s.size() - 5];
    Tensor self = toTensor(a[0]);
    auto edges = evenEdges(self, toIntVector(a[1]), optDoubles(a[2]));
    pushResult(s, histogramdd(self, edges, toOptTensor(a[3]), toBool(a[4]), true));
  });
  r.add("aten::histogramdd.int_bins(Tensor self, int bins" + tail, [](Stack& s) {
    IValue* a = &s[s.size() - 5];
    Tensor self = toTensor(a[0]);
    std::vector<int64_t> bins(static_cast<size_t>(self.dim() > 0 ? self.size(-1) : 0), toInt(a[1]));
    auto edges = evenEdges(self, bins, optDoubles(a[2]));
    pushResult(s, histogramdd(self, edges, toOptTensor(a[3]), toBool(a[4]), true));
  });
  r.add("aten::histogramdd.TensorList_bins(Tensor self, Tensor[] bins" + tail, [](Stack& s) {
    IValue* a = &s[s.size() - 5];
    pushResult(s, histogramdd(toTensor(a[0]), toTensorVector(a[1]), toOptTensor(a[3]), toBool(a[4]), false));
  });
}

}  // namespace ts
