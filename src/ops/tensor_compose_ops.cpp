// ===--- tensor_compose_ops.cpp - tensor operators composed of others -----=== //
// Operators ATen writes as compositions of other operators: addcmul/addcdiv,
// addr/addbmm, dist, renorm, trapezoid and friends, diag_embed,
// block_diag, cartesian_prod, combinations, vander, isin, the *_scatter
// functional forms, cov/corrcoef and lu_unpack.
#include <cmath>
#include <string>
#include <vector>

#include "ops/families.h"
#include "ops/op_callee.h"
#include "ops/registry.h"
#include "ops/tensor_arg_helpers.h"
#include "tensor/ops_copy.h"
#include "tensor/tensor_iterator.h"
#include "tensor/aten_lanes.h"

namespace ts {
namespace {

using detail::Callee;
using detail::kern;
using detail::toInt;
using detail::toOptInt;
using detail::toOptTensor;
using detail::toScalar;
using detail::toTensor;
using detail::toTensorVector;

/// Note [addcmul/addcdiv rounding]: ATen computes self + value * t1 * t2
/// and self + value * t1 / t2 in the common dtype, (value * t1) first; GCC
/// contracts the addcmul into fma(value * t1, t2, self) in its AVX2 kernels
/// (not at ATEN_CPU_CAPABILITY=default). Optimizers (Adam's second moment,
/// its step) use both on every parameter, so float/double run ATen's order
/// here; other dtypes are the composition.
template <bool Div>
bool pointwiseTernary(Tensor& out, const Tensor& self, const Tensor& t1, const Tensor& t2, const Scalar& value) {
  const ScalarType t = self.dtype();
  if ((t != ScalarType::Float && t != ScalarType::Double) || t1.dtype() != t || t2.dtype() != t) return false;
  TensorIter it;
  it.addOutput(Tensor()).addInput(self).addInput(t1).addInput(t2);
  it.build();
  auto run = [&](auto zero) {
    using T = decltype(zero);
    const T v = static_cast<T>(value.toDouble());
    it.parallelForEach([&](char** d, const int64_t* st, int64_t n) {
      for (int64_t i = 0; i < n; ++i) {
        const T a = *reinterpret_cast<const T*>(d[1] + i * st[1]);
        const T b = *reinterpret_cast<const T*>(d[2] + i * st[2]);
        const T c = *reinterpret_cast<const T*>(d[3] + i * st[3]);
        T r;
        if constexpr (Div) r = a + v * b / c;
        else r = atenMulAdd(v * b, c, a);
        *reinterpret_cast<T*>(d[0] + i * st[0]) = r;
      }
    });
  };
  if (t == ScalarType::Float) run(0.0f);
  else run(0.0);
  out = it.output();
  return true;
}

/// An operator that is defined by calling another registered one.
Tensor addcmul(const Tensor& self, const Tensor& t1, const Tensor& t2, const Scalar& value) {
  if (Tensor out; !value.isComplex() && pointwiseTernary<false>(out, self, t1, t2, value)) return out;
  return add(self, mul(mul(t1, t2), value));
}

Tensor addcdiv(const Tensor& self, const Tensor& t1, const Tensor& t2, const Scalar& value) {
  TS_CHECK(!(isIntegralType(t1.dtype(), true) && isIntegralType(t2.dtype(), true)),
           "Integer division with addcdiv is no longer supported, and in a future  release addcdiv will perform a "
           "true division of tensor1 and tensor2. The historic addcdiv behavior can be implemented as (input + "
           "value * torch.trunc(tensor1 / tensor2)).to(input.dtype) for integer inputs and as (input + value * "
           "tensor1 / tensor2) for float inputs. The future addcdiv behavior is just the latter implementation: "
           "(input + value * tensor1 / tensor2), for all dtypes.");
  if (Tensor out; !value.isComplex() && pointwiseTernary<true>(out, self, t1, t2, value)) return out;
  return add(self, mul(div(t1, t2), value));
}

/// beta * self + alpha * product, where beta == 0 ignores self (NaNs included).
Tensor scaledSum(const Tensor& self, const Tensor& product, const Scalar& beta, const Scalar& alpha) {
  Tensor scaled = mul(product, alpha);
  Tensor base = expand(self, scaled.sizes());
  if (beta.toComplexDouble() == std::complex<double>(0)) return add(mul(zeros_like(base), Scalar(0)), scaled);
  return add(mul(base, beta), scaled);
}

Tensor addr(const Tensor& self, const Tensor& v1, const Tensor& v2, const Scalar& beta, const Scalar& alpha) {
  TS_CHECK(v1.dim() == 1 && v2.dim() == 1, "addr: Expected 1-D argument vec1, but got " +
                                               std::to_string(v1.dim()) + "-D");
  return scaledSum(self, mul(unsqueeze(v1, 1), unsqueeze(v2, 0)), beta, alpha);
}

Tensor addbmm(const Tensor& self, const Tensor& b1, const Tensor& b2, const Scalar& beta, const Scalar& alpha) {
  TS_CHECK(b1.dim() == 3, "batch1 must be a 3D tensor");
  TS_CHECK(b2.dim() == 3, "batch2 must be a 3D tensor");
  return scaledSum(self, sum(bmm(b1, b2), {0}), beta, alpha);
}

/// renorm: every slice along dim whose p-norm exceeds maxnorm is scaled down to it.
Tensor renorm(const Tensor& self, const Scalar& p, int64_t dim, const Scalar& maxnorm) {
  TS_CHECK(p.toDouble() > 0, "renorm: non-positive-norm not supported");
  TS_CHECK(maxnorm.toDouble() >= 0, "renorm: expected maxnorm to be >= 0 but got " + std::to_string(maxnorm.toDouble()));
  TS_CHECK(self.dim() > 1, "renorm: input needs at least 2 dimensions, got " + std::to_string(self.dim()) +
                               " dimensions");
  int64_t d = dim < 0 ? dim + self.dim() : dim;
  std::vector<int64_t> others;
  for (int64_t i = 0; i < self.dim(); ++i)
    if (i != d) others.push_back(i);
  Tensor norms = detail::norm(self, p, others, true, std::nullopt);
  double maxn = maxnorm.toDouble();
  Tensor factor = where(gt(norms, Scalar(maxn)), mul(reciprocal(add(norms, Scalar(1e-7))), Scalar(maxn)), Scalar(1.0));
  return mul(self, factor.to(self.dtype()));
}

// ---- trapezoid rule ------------------------------------------------------- //

Tensor sliceAlong(const Tensor& t, int64_t dim, int64_t start, std::optional<int64_t> end) {
  return slice(t, dim, start, end, 1);
}

/// The trapezoid areas between neighbours along dim (spacing dx, or the diffs of x).
Tensor trapezoidAreas(const Tensor& y, const Tensor& x, const Scalar& dx, int64_t dim) {
  int64_t d = dim < 0 ? dim + y.dim() : dim;
  TS_CHECK(d >= 0 && d < y.dim(), "Dimension out of range (expected to be in range of [" +
                                      std::to_string(-y.dim()) + ", " + std::to_string(y.dim() - 1) + "], but got " +
                                      std::to_string(dim) + ")");
  Tensor sums = add(sliceAlong(y, d, 1, std::nullopt), sliceAlong(y, d, 0, -1));
  if (!x.defined()) return div(mul(sums, dx), Scalar(2.0));
  Tensor xs = x;
  if (x.dim() == 1) {
    TS_CHECK(x.size(0) == y.size(d), "trapezoid: There must be one `x` value for each sample point");
    DimVector shape(static_cast<size_t>(y.dim()), 1);
    shape[static_cast<size_t>(d)] = x.size(0);
    xs = reshape(x, shape);
  }
  int64_t xd = xs.dim() == y.dim() ? d : d - (y.dim() - xs.dim());
  Tensor dxs = sub(sliceAlong(xs, xd, 1, std::nullopt), sliceAlong(xs, xd, 0, -1));
  return div(mul(dxs, sums), Scalar(2.0));
}

Tensor trapezoid(const Tensor& y, const Tensor& x, const Scalar& dx, int64_t dim) {
  if (y.size(dim < 0 ? dim + y.dim() : dim) == 0) return sum(mul(y, Scalar(0)), {dim});
  return sum(trapezoidAreas(y, x, dx, dim), {dim});
}

Tensor cumulativeTrapezoid(const Tensor& y, const Tensor& x, const Scalar& dx, int64_t dim) {
  return detail::cumulative(trapezoidAreas(y, x, dx, dim), dim, std::nullopt, false);
}

// ---- building matrices ---------------------------------------------------- //

Tensor diagEmbed(const Tensor& self, int64_t offset, int64_t dim1, int64_t dim2) {
  const int64_t nd = self.dim() + 1;
  int64_t d1 = dim1 < 0 ? dim1 + nd : dim1, d2 = dim2 < 0 ? dim2 + nd : dim2;
  TS_CHECK(d1 >= 0 && d1 < nd && d2 >= 0 && d2 < nd, "Dimension out of range (expected to be in range of [" +
                                                        std::to_string(-nd) + ", " + std::to_string(nd - 1) + "])");
  TS_CHECK(d1 != d2, "diagonal dimensions cannot be identical " + std::to_string(dim1) + ", " + std::to_string(dim2));
  const int64_t n = self.dim() == 0 ? 1 : self.size(-1) + std::abs(offset);
  std::vector<int64_t> shape(self.sizes().begin(), self.sizes().end());
  if (!shape.empty()) shape.pop_back();
  shape.insert(shape.begin() + std::min(d1, d2), n);
  shape.insert(shape.begin() + std::max(d1, d2), n);
  Tensor out = zeros(shape, self.dtype());
  Tensor diag = detail::diagonal(out, offset, d1, d2);
  copy_(diag, self);
  return out;
}

Tensor blockDiag(const std::vector<Tensor>& ts) {
  ScalarType dt = ts.empty() ? defaultFloatType() : ts[0].dtype();
  int64_t rows = 0, cols = 0;
  std::vector<Tensor> mats;
  for (size_t i = 0; i < ts.size(); ++i) {
    const Tensor& t = ts[i];
    TS_CHECK(t.dim() <= 2, "torch.block_diag: Input tensors must have 2 or fewer dimensions. Input " +
                               std::to_string(i) + " has " + std::to_string(t.dim()) + " dimensions");
    dt = i ? promoteTypes(dt, t.dtype()) : dt;
    Tensor m = t.dim() == 0 ? reshape(t, {1, 1}) : (t.dim() == 1 ? unsqueeze(t, 0) : t);
    rows += m.size(0);
    cols += m.size(1);
    mats.push_back(m);
  }
  Tensor out = zeros({rows, cols}, dt);
  int64_t r = 0, c = 0;
  for (const Tensor& m : mats) {
    copy_(narrow(narrow(out, 0, r, m.size(0)), 1, c, m.size(1)), m);
    r += m.size(0);
    c += m.size(1);
  }
  return out;
}

Tensor cartesianProd(const std::vector<Tensor>& ts) {
  TS_CHECK(!ts.empty(), "cartesian_prod expects at least one tensor");
  for (const Tensor& t : ts) TS_CHECK(t.dim() == 1, "Expect a 1D vector, but got shape " + shapeStr(t.sizes()));
  if (ts.size() == 1) return ts[0];
  DimVector shape;
  for (const Tensor& t : ts) shape.push_back(t.size(0));
  std::vector<Tensor> cols;
  for (size_t i = 0; i < ts.size(); ++i) {
    DimVector view(ts.size(), 1);
    view[i] = ts[i].size(0);
    cols.push_back(flatten(contiguous(expand(reshape(ts[i], view), shape))));
  }
  return stack(cols, 1);
}

/// All r-element combinations of a 1-D tensor's entries (itertools order).
Tensor combinations(const Tensor& self, int64_t r, bool with_replacement) {
  TS_CHECK(self.dim() == 1, "Expect a 1D vector, but got shape " + shapeStr(self.sizes()));
  TS_CHECK(r >= 0, "Expect a non-negative number, but got " + std::to_string(r));
  if (r == 0) return empty({0}, self.dtype());
  const int64_t n = self.size(0);
  std::vector<int64_t> picks, idx(static_cast<size_t>(r), 0);
  if (!with_replacement)
    for (int64_t i = 0; i < r; ++i) idx[static_cast<size_t>(i)] = i;
  while (true) {
    bool valid = true;
    for (int64_t v : idx) valid = valid && v < n;
    if (!valid) break;
    picks.insert(picks.end(), idx.begin(), idx.end());
    // Advance the rightmost index that can still move.
    int64_t i = r - 1;
    while (i >= 0 && idx[static_cast<size_t>(i)] >= (with_replacement ? n - 1 : n - r + i)) --i;
    if (i < 0) break;
    idx[static_cast<size_t>(i)] += 1;
    for (int64_t j = i + 1; j < r; ++j)
      idx[static_cast<size_t>(j)] = idx[static_cast<size_t>(with_replacement ? i : j - 1)] + (with_replacement ? 0 : 1);
  }
  const int64_t count = static_cast<int64_t>(picks.size()) / r;
  Tensor index = emptyTensor({static_cast<int64_t>(picks.size())}, ScalarType::Long);
  std::copy(picks.begin(), picks.end(), index.data_ptr<int64_t>());
  return reshape(detail::indexSelect(self, 0, index), {count, r});
}

/// Columns x^(N-1) ... x^0 (increasing: x^0 ... x^(N-1)), by cumulative products.
Tensor vander(const Tensor& x, std::optional<int64_t> n_opt, bool increasing) {
  TS_CHECK(x.dim() == 1, "x must be a one-dimensional tensor.");
  const int64_t n = n_opt.value_or(x.size(0));
  TS_CHECK(n >= 0, "N must be non-negative.");
  ScalarType dt = promoteTypes(x.dtype(), ScalarType::Long);
  Tensor out = ones({x.size(0), n}, dt);
  if (n > 1) {
    Tensor powers = detail::cumulative(expand(unsqueeze(x, 1), {x.size(0), n - 1}), 1, std::nullopt, true);
    copy_(narrow(out, 1, 1, n - 1), powers);
  }
  return increasing ? out : detail::flip(out, std::vector<int64_t>{1});
}

Tensor isin(const Tensor& elements, const Tensor& test, bool invert) {
  Tensor flat = flatten(test);
  Tensor hits = any(eq(unsqueeze(elements, -1), flat), -1);
  if (flat.numel() == 0) hits = zeros_like(elements, ScalarType::Bool);
  return invert ? logical_not(hits) : hits;
}

// ---- covariance ----------------------------------------------------------- //

Tensor cov(const Tensor& self, int64_t correction, const Tensor& fweights, const Tensor& aweights) {
  TS_CHECK(self.dim() <= 2, "cov(): expected input to have two or fewer dimensions but got an input with " +
                                std::to_string(self.dim()) + " dimensions");
  Tensor x = self.dim() < 2 ? reshape(self, {1, -1}) : self;
  if (!isFloatingType(x.dtype()) && !isComplexType(x.dtype())) x = x.to(defaultFloatType());
  const int64_t num_obs = x.size(1);
  Tensor w;
  if (fweights.defined()) w = fweights;
  if (aweights.defined()) w = w.defined() ? mul(w, aweights) : aweights;
  Tensor avg, w_sum;
  if (w.defined()) {
    w_sum = sum(w);
    avg = div(sum(mul(x, w), {1}), w_sum);
  } else {
    w_sum = scalar_tensor(Scalar(num_obs), ScalarType::Long);
    avg = mean(x, {1});
  }
  Tensor norm_factor;
  if (w.defined() && aweights.defined() && correction != 0) {
    norm_factor = sub(w_sum, div(mul(sum(mul(w, aweights)), Scalar(correction)), w_sum));
  } else {
    norm_factor = sub(w_sum, Scalar(correction));
  }
  norm_factor = clamp_min(norm_factor, Scalar(0));
  Tensor centered = sub(x, unsqueeze(avg, 1));
  Tensor lhs = w.defined() ? mul(centered, w) : centered;
  Tensor c = div(mm(lhs, t(centered)), norm_factor);
  return self.dim() < 2 ? squeeze(c) : c;
}

Tensor corrcoef(const Tensor& self) {
  TS_CHECK(self.dim() <= 2, "corrcoef(): expected input to have two or fewer dimensions but got an input with " +
                                std::to_string(self.dim()) + " dimensions");
  Tensor c = cov(self, 1, Tensor(), Tensor());
  if (c.dim() == 0) return div(c, c);
  Tensor d = detail::diagonal(c, 0, 0, 1);
  Tensor stddev = sqrt(d);
  c = div(div(c, unsqueeze(stddev, 1)), unsqueeze(stddev, 0));
  return clamp(c, Scalar(-1), Scalar(1));
}

/// lu_unpack: P, L, U with A = P L U from LAPACK's packed LU and 1-based pivots.
std::tuple<Tensor, Tensor, Tensor> luUnpack(const Tensor& lu, const Tensor& pivots, bool unpack_data,
                                            bool unpack_pivots) {
  TS_CHECK(lu.dim() >= 2, "torch.lu_unpack: Expected tensor with 2 or more dimensions. Got size: " +
                              shapeStr(lu.sizes()) + " instead");
  const int64_t m = lu.size(-2), n = lu.size(-1), k = std::min(m, n);
  Tensor l = empty({0}, lu.dtype()), u = empty({0}, lu.dtype()), p = empty({0}, lu.dtype());
  if (unpack_data) {
    l = add(narrow(detail::triangle(lu, -1, true), -1, 0, k), expand(eye(m, k, lu.dtype()), {m, k}));
    u = narrow(detail::triangle(lu, 0, false), -2, 0, k);
  }
  if (unpack_pivots) {
    Tensor piv = contiguous(reshape(pivots.to(ScalarType::Long), {-1, pivots.size(-1)}));
    const int64_t batches = piv.size(0);
    std::vector<Tensor> mats;
    for (int64_t b = 0; b < batches; ++b) {
      std::vector<int64_t> perm(static_cast<size_t>(m));
      for (int64_t i = 0; i < m; ++i) perm[static_cast<size_t>(i)] = i;
      const int64_t* pp = piv.data_ptr<int64_t>() + b * piv.size(1);
      for (int64_t i = 0; i < piv.size(1); ++i) {
        const int64_t j = pp[i] - 1;
        TS_CHECK(j >= 0 && j < m, "torch.lu_unpack: pivots out of range");
        std::swap(perm[static_cast<size_t>(i)], perm[static_cast<size_t>(j)]);
      }
      Tensor pm = zeros({m, m}, lu.dtype());
      for (int64_t j = 0; j < m; ++j) fill_(select(select(pm, 0, perm[static_cast<size_t>(j)]), 0, j), Scalar(1));
      mats.push_back(pm);
    }
    std::vector<int64_t> shape(lu.sizes().begin(), lu.sizes().end() - 2);
    shape.push_back(m);
    shape.push_back(m);
    p = reshape(stack(mats, 0), shape);
  }
  return {p, l, u};
}

void addArithmetic(Registry& r) {
  r.add("aten::addcmul(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor",
        kern<4>([](const IValue* a) { return addcmul(toTensor(a[0]), toTensor(a[1]), toTensor(a[2]), toScalar(a[3])); }));
  r.add("aten::addcdiv(Tensor self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor",
        kern<4>([](const IValue* a) { return addcdiv(toTensor(a[0]), toTensor(a[1]), toTensor(a[2]), toScalar(a[3])); }));
  r.add("aten::addr(Tensor self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor",
        kern<5>([](const IValue* a) {
          return addr(toTensor(a[0]), toTensor(a[1]), toTensor(a[2]), toScalar(a[3]), toScalar(a[4]));
        }));
  r.add("aten::addbmm(Tensor self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor",
        kern<5>([](const IValue* a) {
          return addbmm(toTensor(a[0]), toTensor(a[1]), toTensor(a[2]), toScalar(a[3]), toScalar(a[4]));
        }));
  r.add("aten::dist(Tensor self, Tensor other, Scalar p=2) -> Tensor", kern<3>([](const IValue* a) {
    return detail::norm(sub(toTensor(a[0]), toTensor(a[1])), toScalar(a[2]), {}, false, std::nullopt);
  }));
  r.add("aten::renorm(Tensor self, Scalar p, int dim, Scalar maxnorm) -> Tensor", kern<4>([](const IValue* a) {
    return renorm(toTensor(a[0]), toScalar(a[1]), toInt(a[2]), toScalar(a[3]));
  }));
}

void addIntegration(Registry& r) {
  r.add("aten::trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor",
        kern<3>([](const IValue* a) { return trapezoid(toTensor(a[0]), toTensor(a[1]), Scalar(1), toInt(a[2])); }));
  r.add("aten::trapezoid.dx(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor",
        kern<3>([](const IValue* a) { return trapezoid(toTensor(a[0]), Tensor(), toScalar(a[1]), toInt(a[2])); }));
  r.add("aten::trapz.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor",
        kern<3>([](const IValue* a) { return trapezoid(toTensor(a[0]), toTensor(a[1]), Scalar(1), toInt(a[2])); }));
  r.add("aten::trapz.dx(Tensor y, *, float dx=1., int dim=-1) -> Tensor",
        kern<3>([](const IValue* a) { return trapezoid(toTensor(a[0]), Tensor(), toScalar(a[1]), toInt(a[2])); }));
  r.add("aten::cumulative_trapezoid.x(Tensor y, Tensor x, *, int dim=-1) -> Tensor", kern<3>([](const IValue* a) {
    return cumulativeTrapezoid(toTensor(a[0]), toTensor(a[1]), Scalar(1), toInt(a[2]));
  }));
  r.add("aten::cumulative_trapezoid.dx(Tensor y, *, Scalar dx=1, int dim=-1) -> Tensor", kern<3>([](const IValue* a) {
    return cumulativeTrapezoid(toTensor(a[0]), Tensor(), toScalar(a[1]), toInt(a[2]));
  }));
}

void addBuilders(Registry& r) {
  r.add("aten::diag_embed(Tensor self, int offset=0, int dim1=-2, int dim2=-1) -> Tensor", kern<4>([](const IValue* a) {
    return diagEmbed(toTensor(a[0]), toInt(a[1]), toInt(a[2]), toInt(a[3]));
  }));
  r.add("aten::diagflat(Tensor self, int offset=0) -> Tensor",
        kern<2>([](const IValue* a) { return detail::diag(flatten(contiguous(toTensor(a[0]))), toInt(a[1])); }));
  r.add("aten::block_diag(Tensor[] tensors) -> Tensor",
        kern<1>([](const IValue* a) { return blockDiag(toTensorVector(a[0])); }));
  r.add("aten::cartesian_prod(Tensor[] tensors) -> Tensor",
        kern<1>([](const IValue* a) { return cartesianProd(toTensorVector(a[0])); }));
  r.add("aten::combinations(Tensor self, int r=2, bool with_replacement=False) -> Tensor",
        kern<3>([](const IValue* a) { return combinations(toTensor(a[0]), toInt(a[1]), a[2].toBool()); }));
  r.add("aten::vander(Tensor x, int? N=None, bool increasing=False) -> Tensor",
        kern<3>([](const IValue* a) { return vander(toTensor(a[0]), toOptInt(a[1]), a[2].toBool()); }));
  r.add("aten::linalg_vander(Tensor x, *, int? N=None) -> Tensor", kern<2>([](const IValue* a) {
    Tensor x = toTensor(a[0]);
    TS_CHECK(x.dim() >= 1, "linalg.vander: x must have at least one dimension");
    std::optional<int64_t> n = toOptInt(a[1]);
    TS_CHECK(!n || *n > 1, "N must be greater than 1.");
    Tensor flat = reshape(x, {-1, x.size(-1)});
    std::vector<Tensor> rows;
    for (const Tensor& row : unbind(flat, 0)) rows.push_back(vander(row, n.value_or(x.size(-1)), true));
    std::vector<int64_t> shape(x.sizes().begin(), x.sizes().end());
    shape.push_back(rows.empty() ? n.value_or(x.size(-1)) : rows[0].size(1));
    if (rows.empty()) return empty(shape, promoteTypes(x.dtype(), ScalarType::Long));
    return reshape(stack(rows, 0), shape);
  }));
  r.add("aten::cov(Tensor self, *, int correction=1, Tensor? fweights=None, Tensor? aweights=None) -> Tensor",
        kern<4>([](const IValue* a) {
          return cov(toTensor(a[0]), toInt(a[1]), toOptTensor(a[2]), toOptTensor(a[3]));
        }));
  r.add("aten::corrcoef(Tensor self) -> Tensor", kern<1>([](const IValue* a) { return corrcoef(toTensor(a[0])); }));
  r.add("aten::lu_unpack(Tensor LU_data, Tensor LU_pivots, bool unpack_data=True, bool unpack_pivots=True) -> "
        "(Tensor P, Tensor L, Tensor U)",
        kern<4>([](const IValue* a) {
          return luUnpack(toTensor(a[0]), toTensor(a[1]), a[2].toBool(), a[3].toBool());
        }));
}

void addSetOps(Registry& r) {
  r.add("aten::isin.Tensor_Tensor(Tensor elements, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor",
        kern<4>([](const IValue* a) { return isin(toTensor(a[0]), toTensor(a[1]), a[3].toBool()); }));
  r.add("aten::isin.Tensor_Scalar(Tensor elements, Scalar test_element, *, bool assume_unique=False, bool invert=False) -> Tensor",
        kern<4>([](const IValue* a) {
          return isin(toTensor(a[0]), scalar_tensor(toScalar(a[1])), a[3].toBool());
        }));
  r.add("aten::isin.Scalar_Tensor(Scalar element, Tensor test_elements, *, bool assume_unique=False, bool invert=False) -> Tensor",
        kern<4>([](const IValue* a) {
          return isin(scalar_tensor(toScalar(a[0])), toTensor(a[1]), a[3].toBool());
        }));
  r.add("aten::argwhere(Tensor self) -> Tensor", kern<1>([](const IValue* a) { return detail::nonzero(toTensor(a[0])); }));
  r.add("aten::nonzero_numpy(Tensor self) -> Tensor[]",
        kern<1>([](const IValue* a) { return detail::tensorListValue(detail::nonzeroTuple(toTensor(a[0]))); }));
}

/// `*_scatter(self, src, view args...)`: a copy of self with src written into that view.
void addScatterViews(Registry& r) {
  struct ScatterView {
    const char* schema;
    const char* view;
    size_t nargs;
  };
  const ScatterView views[] = {
      {"aten::slice_scatter(Tensor self, Tensor src, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor",
       "aten::slice.Tensor", 6},
      {"aten::select_scatter(Tensor self, Tensor src, int dim, int index) -> Tensor", "aten::select.int", 4},
      {"aten::diagonal_scatter(Tensor self, Tensor src, int offset=0, int dim1=0, int dim2=1) -> Tensor",
       "aten::diagonal", 5},
      {"aten::as_strided_scatter(Tensor self, Tensor src, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor",
       "aten::as_strided", 5},
  };
  for (const ScatterView& v : views) {
    Callee view(r, v.view);
    size_t n = v.nargs;
    r.add(v.schema, [view, n](Stack& s) {
      Tensor out = clone(peek(s, 0, n).toTensor());
      Tensor src = peek(s, 1, n).toTensor();
      Stack args{IValue(out)};
      for (size_t i = 2; i < n; ++i) args.push_back(peek(s, i, n));
      drop(s, n);
      Tensor slot = view(std::move(args)).toTensor();
      TS_CHECK(DimVector(slot.sizes()) == DimVector(src.sizes()),
               "expected src to have a size equal to the slice of self. src size = " + shapeStr(src.sizes()) +
                   ", slice size = " + shapeStr(slot.sizes()));
      copy_(slot, src);
      push(s, IValue(out));
    });
  }
}

}  // namespace

void registerTensorComposeOps(Registry& r) {
  addArithmetic(r);
  addIntegration(r);
  addBuilders(r);
  addSetOps(r);
  addScatterViews(r);
}

}  // namespace ts
