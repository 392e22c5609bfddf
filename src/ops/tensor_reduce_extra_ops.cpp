// ===--- tensor_reduce_extra_ops.cpp - gradient, mode, nanmedian, norms ---=== //
// torch.gradient (every spacing overload), logcumsumexp, nanmedian, mode,
// the legacy norm operators (frobenius_norm, nuclear_norm, native_norm,
// norm_except_dim) and matrix_exp. Per-slice work runs on double copies.
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <tuple>
#include <variant>
#include <vector>

#include "ops/families.h"
#include "ops/op_callee.h"
#include "ops/registry.h"
#include "ops/tensor_arg_helpers.h"
#include "support/float_format.h"
#include "tensor/ops_copy.h"

namespace ts {
namespace {

using detail::Callee;
using detail::kern;
using detail::tensorListValue;
using detail::toInt;
using detail::toScalar;
using detail::toTensor;

/// Runs f(row, n, out_row) on every 1-D slice of `self` along dim (as doubles)
/// and returns the results in self's shape with dtype `dt`.
template <class F>
Tensor mapRows(const Tensor& self, int64_t dim, ScalarType dt, F f) {
  Tensor moved = contiguous(movedim(self, dim, -1).to(ScalarType::Double));
  const int64_t n = self.dim() == 0 ? 1 : moved.size(-1), rows = n == 0 ? 0 : moved.numel() / n;
  Tensor out = emptyTensor(moved.sizes(), ScalarType::Double);
  const double* p = moved.data_ptr<double>();
  double* o = out.data_ptr<double>();
  for (int64_t r = 0; r < rows; ++r) f(p + r * n, n, o + r * n);
  return movedim(out, -1, dim).to(dt);
}

int64_t wrapDim(int64_t dim, int64_t ndim) {
  const int64_t n = std::max<int64_t>(ndim, 1);
  TS_CHECK(dim >= -n && dim < n, "Dimension out of range (expected to be in range of [" + std::to_string(-n) + ", " +
                                     std::to_string(n - 1) + "], but got " + std::to_string(dim) + ")",
           ErrorKind::IndexError);
  return dim < 0 ? dim + n : dim;
}

// ---- torch.gradient --------------------------------------------------------- //

/// A dim's spacing: a uniform step or the coordinates of its samples.
using Spacing = std::variant<double, std::vector<double>>;

void gradientRow(const double* f, int64_t n, double* out, const Spacing& spacing, int64_t edge_order) {
  auto x = [&](int64_t i) {
    return std::holds_alternative<double>(spacing) ? static_cast<double>(i) * std::get<double>(spacing)
                                                   : std::get<std::vector<double>>(spacing)[static_cast<size_t>(i)];
  };
  for (int64_t i = 1; i + 1 < n; ++i) {
    const double hl = x(i) - x(i - 1), hr = x(i + 1) - x(i);
    out[i] = (hl * hl * f[i + 1] - hr * hr * f[i - 1] + (hr * hr - hl * hl) * f[i]) / (hl * hr * (hl + hr));
  }
  if (edge_order == 1) {
    out[0] = (f[1] - f[0]) / (x(1) - x(0));
    out[n - 1] = (f[n - 1] - f[n - 2]) / (x(n - 1) - x(n - 2));
    return;
  }
  double d1 = x(1) - x(0), d2 = x(2) - x(1);
  out[0] = -(2 * d1 + d2) / (d1 * (d1 + d2)) * f[0] + (d1 + d2) / (d1 * d2) * f[1] - d1 / (d2 * (d1 + d2)) * f[2];
  d1 = x(n - 2) - x(n - 3);
  d2 = x(n - 1) - x(n - 2);
  out[n - 1] = d2 / (d1 * (d1 + d2)) * f[n - 3] - (d2 + d1) / (d1 * d2) * f[n - 2] +
               (2 * d2 + d1) / (d2 * (d1 + d2)) * f[n - 1];
}

std::vector<Tensor> gradient(const Tensor& self, const std::vector<Spacing>& spacing, std::vector<int64_t> dims,
                             int64_t edge_order) {
  TS_CHECK(edge_order == 1 || edge_order == 2, "torch.gradient only supports edge_order=1 and edge_order=2.");
  for (int64_t& d : dims) d = wrapDim(d, self.dim());
  for (int64_t d : dims)
    TS_CHECK(self.size(d) >= edge_order + 1, "torch.gradient expected each dimension size to be at least edge_order+1");
  ScalarType dt = isFloatingType(self.dtype()) || isComplexType(self.dtype()) ? self.dtype() : defaultFloatType();
  std::vector<Tensor> out;
  for (size_t k = 0; k < dims.size(); ++k) {
    const Spacing& s = spacing.size() == 1 ? spacing[0] : spacing[k];
    if (const auto* coords = std::get_if<std::vector<double>>(&s))
      TS_CHECK(static_cast<int64_t>(coords->size()) == self.size(dims[k]),
               "torch.gradient expected each tensor to be on the same device, and each tensor in spacing to have "
               "the same size as the corresponding dimension of input");
    out.push_back(mapRows(self, dims[k], dt,
                          [&](const double* f, int64_t n, double* o) { gradientRow(f, n, o, s, edge_order); }));
  }
  return out;
}

std::vector<int64_t> allDims(const Tensor& t) {
  std::vector<int64_t> d;
  for (int64_t i = 0; i < t.dim(); ++i) d.push_back(i);
  return d;
}

/// The spacing list checked against the dims it describes.
std::vector<Spacing> spacingList(const IValue& v, size_t ndims, bool tensors) {
  std::vector<Spacing> out;
  for (const IValue& e : v.toList()->items) {
    if (tensors) {
      Tensor c = contiguous(e.toTensor().to(ScalarType::Double));
      out.emplace_back(std::vector<double>(c.data_ptr<double>(), c.data_ptr<double>() + c.numel()));
    } else {
      out.emplace_back(toScalar(e).toDouble());
    }
  }
  TS_CHECK(out.size() == ndims, "torch.gradient expected spacing to be unspecified, a scalar or a list of length " +
                                    std::to_string(ndims) + " but got a list of length " + std::to_string(out.size()));
  return out;
}

void addGradient(Registry& r) {
  auto dimsOf = [](const Tensor& self, const IValue& dim) {
    if (dim.isNone()) return allDims(self);
    if (dim.isInt()) return std::vector<int64_t>{dim.toInt()};
    return detail::toIntVector(dim);
  };
  auto bind = [dimsOf](bool list_spacing, bool tensors) {
    return kern<4>([dimsOf, list_spacing, tensors](const IValue* a) {
      Tensor self = toTensor(a[0]);
      std::vector<int64_t> dims = dimsOf(self, a[2]);
      std::vector<Spacing> spacing;
      if (list_spacing) spacing = spacingList(a[1], dims.size(), tensors);
      else spacing.emplace_back(a[1].isNone() ? 1.0 : toScalar(a[1]).toDouble());
      return tensorListValue(gradient(self, spacing, dims, toInt(a[3])));
    });
  };
  r.add("aten::gradient.scalarint(Tensor self, *, Scalar? spacing=None, int? dim=None, int edge_order=1) -> Tensor[]",
        bind(false, false));
  r.add("aten::gradient.scalararray(Tensor self, *, Scalar spacing, int[] dim, int edge_order=1) -> Tensor[]",
        bind(false, false));
  r.add("aten::gradient.array(Tensor self, *, int[] dim, int edge_order=1) -> Tensor[]", kern<3>([dimsOf](const IValue* a) {
    Tensor self = toTensor(a[0]);
    return tensorListValue(gradient(self, {Spacing(1.0)}, dimsOf(self, a[1]), toInt(a[2])));
  }));
  r.add("aten::gradient.scalarrayint(Tensor self, *, Scalar[] spacing, int? dim=None, int edge_order=1) -> Tensor[]",
        bind(true, false));
  r.add("aten::gradient.scalarrayarray(Tensor self, *, Scalar[] spacing, int[] dim, int edge_order=1) -> Tensor[]",
        bind(true, false));
  r.add("aten::gradient.tensorarrayint(Tensor self, *, Tensor[] spacing, int? dim=None, int edge_order=1) -> Tensor[]",
        bind(true, true));
  r.add("aten::gradient.tensorarray(Tensor self, *, Tensor[] spacing, int[] dim, int edge_order=1) -> Tensor[]",
        bind(true, true));
}

// ---- order statistics ------------------------------------------------------- //

// Note [Packed order statistics]: mode and nanmedian run mapRows with a row
// function that writes the chosen value to slot 0 of its output row and the
// chosen index to slot 1; unpackOrderStatistic cuts those two slots out.
std::tuple<Tensor, Tensor> unpackOrderStatistic(const Tensor& packed, const Tensor& self, int64_t d, bool keepdim) {
  Tensor v = self.dim() == 0 ? packed : narrow(packed, d, 0, 1);
  Tensor i = self.dim() == 0 || self.size(d) == 1 ? zeros_like(v, ScalarType::Long)
                                                   : narrow(packed, d, 1, 1).to(ScalarType::Long);
  v = v.to(self.dtype());
  if (!keepdim && self.dim() > 0) {
    v = squeeze(v, d);
    i = squeeze(i, d);
  }
  return {v, i};
}

/// mode: the most frequent value (the smallest among ties) and an index of
/// it. Note [Mode index]: ATen sorts (value, index) pairs by value with
/// std::sort, which is not stable, and takes the index that ends the run; the
/// same sort of the same pairs picks the same index here (for rows longer
/// than 16 it is not always the last occurrence).
std::tuple<Tensor, Tensor> mode(const Tensor& self, int64_t dim, bool keepdim) {
  const int64_t d = wrapDim(dim, self.dim());
  Tensor values = mapRows(self, d, ScalarType::Double, [](const double* f, int64_t n, double* o) {
    std::vector<std::pair<double, int64_t>> elements(static_cast<size_t>(n));
    for (int64_t i = 0; i < n; ++i) elements[static_cast<size_t>(i)] = {f[i], i};
    std::sort(elements.begin(), elements.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    double best = 0;
    int64_t best_count = 0, best_index = 0, run = 0;
    for (size_t i = 0; i < elements.size(); ++i) {
      ++run;
      if (i + 1 == elements.size() || elements[i].first != elements[i + 1].first) {
        if (run > best_count) {
          best = elements[i].first;
          best_index = elements[i].second;
          best_count = run;
        }
        run = 0;
      }
    }
    // Note [Packed order statistics].
    o[0] = best;
    if (n > 1) o[1] = static_cast<double>(best_index);
  });
  TS_CHECK(self.dim() == 0 || self.size(d) > 0, "mode(): Expected reduction dim " + std::to_string(d) +
                                                    " to have non-zero size.");
  return unpackOrderStatistic(values, self, d, keepdim);
}

/// nanmedian along dim: the lower median of the non-NaN values (NaN if none).
std::tuple<Tensor, Tensor> nanmedian(const Tensor& self, int64_t dim, bool keepdim) {
  const int64_t d = wrapDim(dim, self.dim());
  TS_CHECK(self.dim() == 0 || self.size(d) > 0, "nanmedian(): Expected reduction dim " + std::to_string(d) +
                                                    " to have non-zero size.");
  Tensor packed = mapRows(self, d, ScalarType::Double, [](const double* f, int64_t n, double* o) {
    std::vector<int64_t> order;
    for (int64_t i = 0; i < n; ++i)
      if (!std::isnan(f[i])) order.push_back(i);
    std::stable_sort(order.begin(), order.end(), [f](int64_t a, int64_t b) { return f[a] < f[b]; });
    if (order.empty()) {
      o[0] = NAN;
      if (n > 1) o[1] = 0;
      return;
    }
    const int64_t k = order[(order.size() - 1) / 2];
    o[0] = f[k];
    if (n > 1) o[1] = static_cast<double>(k);
  });
  return unpackOrderStatistic(packed, self, d, keepdim);
}

Tensor logcumsumexp(const Tensor& self, int64_t dim) {
  const int64_t d = wrapDim(dim, self.dim());
  ScalarType dt = isFloatingType(self.dtype()) ? self.dtype() : defaultFloatType();
  return mapRows(self, d, dt, [](const double* f, int64_t n, double* o) {
    double acc = -INFINITY;
    for (int64_t i = 0; i < n; ++i) {
      const double x = f[i];
      const double m = std::max(acc, x);
      acc = std::isinf(m) && m < 0 ? m : m + std::log(std::exp(acc - m) + std::exp(x - m));
      if (std::isnan(x)) acc = NAN;
      o[i] = acc;
    }
  });
}

/// exp(A) by scaling and squaring with a degree-18 Taylor polynomial, in double.
Tensor matrixExp(const Tensor& self) {
  TS_CHECK(self.dim() >= 2 && self.size(-1) == self.size(-2),
           "linalg.matrix_exp: A must be batches of square matrices, but they are " + std::to_string(self.size(-2)) +
               " by " + std::to_string(self.size(-1)) + " matrices");
  TS_CHECK(isFloatingType(self.dtype()) || isComplexType(self.dtype()),
           "matrix_exp: Expected a floating point or complex tensor as input. Got " +
               std::string(scalarTypeName(self.dtype())));
  ScalarType work = isComplexType(self.dtype()) ? ScalarType::ComplexDouble : ScalarType::Double;
  Tensor a = self.to(work);
  const int64_t n = self.size(-1);
  double norm1 = self.numel() == 0 ? 0 : amax(sum(abs(a), {-2})).to(ScalarType::Double).item().toDouble();
  int64_t s = norm1 > 0.5 ? static_cast<int64_t>(std::ceil(std::log2(norm1 / 0.5))) : 0;
  a = mul(a, Scalar(std::ldexp(1.0, static_cast<int>(-s))));
  Tensor eye_n = expand(eye(n, std::nullopt, work), a.sizes());
  Tensor result = add(eye_n, Scalar(0)), term = add(eye_n, Scalar(0));
  for (int k = 1; k <= 18; ++k) {
    term = div(matmul(term, a), Scalar(static_cast<double>(k)));
    result = add(result, term);
  }
  for (int64_t i = 0; i < s; ++i) result = matmul(result, result);
  return result.to(self.dtype());
}

void addOrderAndNorms(Registry& r) {
  r.add("aten::logcumsumexp(Tensor self, int dim) -> Tensor",
        kern<2>([](const IValue* a) { return logcumsumexp(toTensor(a[0]), toInt(a[1])); }));
  r.add("aten::nanmedian(Tensor self) -> Tensor", kern<1>([](const IValue* a) {
    Tensor self = toTensor(a[0]);
    if (self.numel() == 0) return full({}, Scalar(NAN), self.dtype());
    return std::get<0>(nanmedian(flatten(self), 0, false));
  }));
  r.add("aten::nanmedian.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)",
        kern<3>([](const IValue* a) { return nanmedian(toTensor(a[0]), toInt(a[1]), a[2].toBool()); }));
  r.add("aten::mode(Tensor self, int dim=-1, bool keepdim=False) -> (Tensor values, Tensor indices)",
        kern<3>([](const IValue* a) { return mode(toTensor(a[0]), toInt(a[1]), a[2].toBool()); }));
  auto norm = [](const Tensor& t, const Scalar& p, const std::vector<int64_t>& dims, bool keepdim) {
    return detail::norm(t, p, dims, keepdim, std::nullopt);
  };
  r.add("aten::frobenius_norm(Tensor self) -> Tensor",
        kern<1>([norm](const IValue* a) { return norm(toTensor(a[0]), Scalar(2.0), {}, false); }));
  r.add("aten::frobenius_norm.dim(Tensor self, int[1] dim, bool keepdim=False) -> Tensor", kern<3>([norm](const IValue* a) {
    return norm(toTensor(a[0]), Scalar(2.0), detail::toIntVector(a[1]), a[2].toBool());
  }));
  r.add("aten::native_norm(Tensor self, Scalar p=2) -> Tensor",
        kern<2>([norm](const IValue* a) { return norm(toTensor(a[0]), toScalar(a[1]), {}, false); }));
  r.add("aten::native_norm.ScalarOpt_dim_dtype(Tensor self, Scalar? p, int[1] dim, bool keepdim, ScalarType? dtype) -> Tensor",
        kern<5>([](const IValue* a) {
          return detail::norm(toTensor(a[0]), a[1].isNone() ? Scalar(2.0) : toScalar(a[1]), detail::toIntVector(a[2]),
                              a[3].toBool(), detail::toOptScalarType(a[4]));
        }));
  r.add("aten::norm_except_dim(Tensor v, int pow=2, int dim=0) -> Tensor", kern<3>([norm](const IValue* a) {
    Tensor v = toTensor(a[0]);
    const int64_t p = toInt(a[1]), dim = toInt(a[2]);
    if (dim == -1) return norm(v, Scalar(p), {}, false);
    std::vector<int64_t> others;
    for (int64_t i = 0; i < v.dim(); ++i)
      if (i != dim) others.push_back(i);
    return norm(v, Scalar(p), others, true);
  }));
  Callee matrix_norm(r, "aten::linalg_matrix_norm.str_ord");
  r.add("aten::nuclear_norm(Tensor self, bool keepdim=False) -> Tensor", kern<2>([matrix_norm](const IValue* a) {
    Tensor self = toTensor(a[0]);
    TS_CHECK(self.dim() == 2, "Expected a tensor with 2 dimensions, but got a tensor with " +
                                  std::to_string(self.dim()) + " dimension" + (self.dim() == 1 ? "" : "s") +
                                  " instead.");
    return matrix_norm({a[0], IValue(std::string("nuc")), detail::intListValue({0, 1}), a[1], IValue()});
  }));
  r.add("aten::nuclear_norm.dim(Tensor self, int[2] dim, bool keepdim=False) -> Tensor",
        kern<3>([matrix_norm](const IValue* a) {
          return matrix_norm({a[0], IValue(std::string("nuc")), a[1], a[2], IValue()});
        }));
  r.add("aten::matrix_exp(Tensor self) -> Tensor", kern<1>([](const IValue* a) { return matrixExp(toTensor(a[0])); }));
  r.add("aten::linalg_matrix_exp(Tensor self) -> Tensor", kern<1>([](const IValue* a) { return matrixExp(toTensor(a[0])); }));
}

// ---- torch.histogram -------------------------------------------------------- //

/// Counts (weighted) of `self` in the bins of `edges` (the last bin closed),
/// divided into a density when asked.
Tensor histogramCounts(const Tensor& self, const Tensor& edges, const Tensor& weight, bool density) {
  std::vector<double> e;
  {
    Tensor c = contiguous(edges.to(ScalarType::Double));
    e.assign(c.data_ptr<double>(), c.data_ptr<double>() + c.numel());
  }
  Tensor x = contiguous(self.to(ScalarType::Double));
  Tensor w = weight.defined() ? contiguous(weight.to(ScalarType::Double)) : Tensor();
  TS_CHECK(!weight.defined() || weight.numel() == self.numel(),
           "torch.histogramdd(): if weight tensor is provided it should have the same shape as the input tensor "
           "excluding its innermost dimension");
  const size_t nbins = e.size() - 1;
  std::vector<double> hist(nbins, 0.0);
  const double* xp = x.data_ptr<double>();
  for (int64_t i = 0; i < x.numel(); ++i) {
    const double v = xp[i];
    if (!(v >= e.front() && v <= e.back())) continue;
    size_t b = static_cast<size_t>(std::upper_bound(e.begin(), e.end(), v) - e.begin());
    b = b == 0 ? 0 : b - 1;
    if (b >= nbins) b = nbins - 1;
    hist[b] += w.defined() ? w.data_ptr<double>()[i] : 1.0;
  }
  if (density) {
    double total = 0;
    for (double h : hist) total += h;
    for (size_t b = 0; b < nbins; ++b) hist[b] /= total * (e[b + 1] - e[b]);
  }
  Tensor out = emptyTensor({static_cast<int64_t>(nbins)}, ScalarType::Double);
  std::copy(hist.begin(), hist.end(), out.data_ptr<double>());
  return out.to(self.dtype());
}

void checkHistogramInput(const Tensor& self) {
  TS_CHECK(isFloatingType(self.dtype()),
           std::string("\"histogramdd\" not implemented for '") + scalarTypeName(self.dtype()) + "'");
}

std::tuple<Tensor, Tensor> histogramBins(const Tensor& self, int64_t bins, const IValue& range, const Tensor& weight,
                                         bool density) {
  checkHistogramInput(self);
  TS_CHECK(bins > 0, "torch.histogramdd(): bins must be > 0, but got " + std::to_string(bins) + " for dimension 0");
  double lo = 0, hi = 0;
  if (!range.isNone()) {
    std::vector<double> rv;
    for (const IValue& v : range.toList()->items) rv.push_back(v.toNumber());
    TS_CHECK(rv.size() == 2, "torch.histogramdd(): for a 1-dimensional input tensor, range should have 2 elements, "
                             "but got " + std::to_string(rv.size()));
    lo = rv[0];
    hi = rv[1];
  } else if (self.numel() > 0) {
    lo = min(self).to(ScalarType::Double).item().toDouble();
    hi = max(self).to(ScalarType::Double).item().toDouble();
  }
  TS_CHECK(lo <= hi, "torch.histogramdd(): min should not exceed max, but got min " + std::to_string(lo) + " max " +
                         std::to_string(hi) + " for dimension 0");
  if (lo == hi) {
    lo -= 0.5;
    hi += 0.5;
  }
  Tensor edges = linspace(Scalar(lo), Scalar(hi), bins + 1, self.dtype());
  return {histogramCounts(self, edges, weight, density), edges};
}

// ---- quantile ----------------------------------------------------------------- //

enum class QuantileMode { Linear, Lower, Higher, Midpoint, Nearest };

QuantileMode quantileMode(const std::string& s) {
  static const std::pair<const char*, QuantileMode> modes[] = {{"linear", QuantileMode::Linear},
                                                               {"lower", QuantileMode::Lower},
                                                               {"higher", QuantileMode::Higher},
                                                               {"midpoint", QuantileMode::Midpoint},
                                                               {"nearest", QuantileMode::Nearest}};
  for (const auto& [name, m] : modes)
    if (s == name) return m;
  throw Error("quantile() interpolation must be one of linear, lower, higher, midpoint or nearest, but got " + s);
}

/// One quantile of a sorted row (NaNs last, `valid` non-NaN values) the way
/// PyTorch computes it: rank = q * (last index) in the input's dtype, then a
/// lerp between the neighbouring order statistics.
template <class T>
T quantileOfSorted(const T* sorted, int64_t n, int64_t valid, T q, QuantileMode mode, bool ignore_nan) {
  if (ignore_nan && valid == 0) return static_cast<T>(NAN);
  T rank = ignore_nan ? q * static_cast<T>(valid - 1) : (valid < n ? static_cast<T>(n - 1) : q * static_cast<T>(n - 1));
  if (mode == QuantileMode::Lower) rank = std::floor(rank);
  if (mode == QuantileMode::Higher) rank = std::ceil(rank);
  if (mode == QuantileMode::Nearest) rank = std::nearbyint(rank);
  const auto below = static_cast<int64_t>(rank);
  const T lo = sorted[below];
  if (mode != QuantileMode::Linear && mode != QuantileMode::Midpoint) return lo;
  const T hi = sorted[static_cast<int64_t>(std::ceil(rank))];
  const T w = mode == QuantileMode::Midpoint ? static_cast<T>(0.5) : rank - static_cast<T>(below);
  return w < static_cast<T>(0.5) ? lo + w * (hi - lo) : hi - (hi - lo) * (static_cast<T>(1) - w);
}

/// Rows of `moved` (reduced dim last) -> out[qi * rows + r].
template <class T>
void quantileRows(const Tensor& moved, const Tensor& q, Tensor& out, QuantileMode mode, bool ignore_nan) {
  const int64_t n = moved.size(-1), rows = moved.numel() / n, nq = q.numel();
  const T* p = moved.data_ptr<T>();
  const T* qp = q.data_ptr<T>();
  T* o = out.data_ptr<T>();
  std::vector<T> row(static_cast<size_t>(n));
  for (int64_t r = 0; r < rows; ++r) {
    std::copy(p + r * n, p + (r + 1) * n, row.begin());
    auto mid = std::partition(row.begin(), row.end(), [](T v) { return !std::isnan(v); });
    std::sort(row.begin(), mid);
    const auto valid = static_cast<int64_t>(mid - row.begin());
    for (int64_t i = 0; i < nq; ++i) o[i * rows + r] = quantileOfSorted(row.data(), n, valid, qp[i], mode, ignore_nan);
  }
}

/// torch.quantile / torch.nanquantile; `q` is a 0-d (scalar overload) or 1-D tensor.
Tensor quantile(const Tensor& self, const Tensor& q, std::optional<int64_t> dim, bool keepdim, const std::string& how,
                bool ignore_nan) {
  const QuantileMode mode = quantileMode(how);
  TS_CHECK(self.numel() > 0, "quantile() input tensor must be non-empty");
  TS_CHECK(self.dtype() == ScalarType::Float || self.dtype() == ScalarType::Double,
           "quantile() input tensor must be either float or double dtype");
  TS_CHECK(q.dim() <= 1, "quantile() q must be a scalar or 1D tensor");
  TS_CHECK(q.dtype() == self.dtype(), "quantile() q tensor must be same dtype as the input tensor");
  Tensor qc = contiguous(q.to(ScalarType::Double));
  for (int64_t i = 0; i < qc.numel(); ++i) {
    const double v = qc.data_ptr<double>()[i];
    TS_CHECK(v >= 0 && v <= 1, "quantile() q values must be in the range [0, 1]");
  }
  // The reduced dim goes last; the output is q's dims followed by the kept dims.
  Tensor moved = dim ? movedim(self, wrapDim(*dim, self.dim()), -1) : flatten(self);
  if (moved.dim() == 0) moved = reshape(moved, {1});
  moved = contiguous(moved);
  DimVector shape;
  for (int64_t i = 0; i < q.dim(); ++i) shape.push_back(q.size(i));
  if (dim) {
    const int64_t d = wrapDim(*dim, self.dim());
    for (int64_t i = 0; i < self.dim(); ++i)
      if (i != d || keepdim) shape.push_back(i == d ? 1 : self.size(i));
  } else if (keepdim) {
    for (int64_t i = 0; i < self.dim(); ++i) shape.push_back(1);
  }
  Tensor qs = contiguous(q);
  Tensor out = emptyTensor(shape, self.dtype());
  if (self.dtype() == ScalarType::Float) quantileRows<float>(moved, qs, out, mode, ignore_nan);
  else quantileRows<double>(moved, qs, out, mode, ignore_nan);
  return out;
}

void addQuantile(Registry& r) {
  for (bool ignore_nan : {false, true}) {
    const std::string name = ignore_nan ? "aten::nanquantile" : "aten::quantile";
    const std::string tail = "int? dim=None, bool keepdim=False, *, str interpolation=\"linear\") -> Tensor";
    r.add(name + "(Tensor self, Tensor q, " + tail, kern<5>([ignore_nan](const IValue* a) {
      return quantile(toTensor(a[0]), toTensor(a[1]), detail::toOptInt(a[2]), a[3].toBool(), a[4].toStr(), ignore_nan);
    }));
    r.add(name + ".scalar(Tensor self, float q, " + tail, kern<5>([ignore_nan](const IValue* a) {
      Tensor self = toTensor(a[0]);
      const double q = a[1].toDouble();
      TS_CHECK(q >= 0 && q <= 1, "quantile() q must be in the range [0, 1] but got " + formatCppStream(q));
      ScalarType dt = self.dtype() == ScalarType::Double ? ScalarType::Double : ScalarType::Float;
      return quantile(self, full({}, Scalar(q), dt), detail::toOptInt(a[2]), a[3].toBool(), a[4].toStr(), ignore_nan);
    }));
  }
}

}  // namespace

void registerTensorReduceExtraOps(Registry& r) {
  addGradient(r);
  addOrderAndNorms(r);
  addQuantile(r);
  r.add("aten::histogram.bins_tensor(Tensor self, Tensor bins, *, Tensor? weight=None, bool density=False) -> "
        "(Tensor hist, Tensor bin_edges)",
        kern<4>([](const IValue* a) {
          Tensor self = toTensor(a[0]), bins = toTensor(a[1]);
          checkHistogramInput(self);
          TS_CHECK(bins.dim() == 1 && bins.numel() > 0,
                   "torch.histogramdd(): bins tensor should have one dimension and at least 1 element, but got " +
                       std::to_string(bins.dim()) + " dimensions");
          return std::make_tuple(histogramCounts(self, bins, detail::toOptTensor(a[2]), a[3].toBool()), clone(bins));
        }));
  r.add("aten::histogram.bin_ct(Tensor self, int bins=100, *, float[]? range=None, Tensor? weight=None, "
        "bool density=False) -> (Tensor hist, Tensor bin_edges)",
        kern<5>([](const IValue* a) {
          return histogramBins(toTensor(a[0]), toInt(a[1]), a[2], detail::toOptTensor(a[3]), a[4].toBool());
        }));
}

}  // namespace ts
