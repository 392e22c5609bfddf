// ===--- sparse_kernels.cpp - the sparse COO paths of aten operators -------=== //
// See sparse_kernels.h. Indices are handled as int64 vectors; value rows
// move through the dense index kernels (index_select/index_add/index_put),
// which add in the order they are given, as ATen's loops do.
#include "ops/sparse_kernels.h"

#include <string>

#include "ops/tensor_arg_helpers.h"
#include "tensor/dispatch.h"
#include "tensor/ops_binary.h"
#include "tensor/ops_copy.h"
#include "tensor/ops_creation.h"
#include "tensor/ops_reduce.h"
#include "tensor/ops_view.h"

namespace ts::sparse {

namespace {

std::string sizesStr(IntArrayRef sizes) {
  std::string s = "[";
  for (size_t i = 0; i < sizes.size(); ++i) s += (i ? ", " : "") + std::to_string(sizes[i]);
  return s + "]";
}

Tensor longTensor(const std::vector<int64_t>& v) {
  Tensor t = empty({static_cast<int64_t>(v.size())}, ScalarType::Long);
  std::copy(v.begin(), v.end(), t.data_ptr<int64_t>());
  return t;
}

/// Row-major position of each entry among the sparse dims (the order
/// coalesce sorts by). Fits int64: the sizes' product does (Note [Numel invariant]).
std::vector<int64_t> linearKeys(const SparseCoo& p, IntArrayRef sizes) {
  Tensor idx = p.indices.contiguous();
  const int64_t nnz = p.nnz(), sparse_dim = p.sparseDim();
  std::vector<int64_t> keys(static_cast<size_t>(nnz), 0);
  int64_t mult = 1;
  for (int64_t d = sparse_dim; d-- > 0;) {
    const int64_t* row = idx.data_ptr<int64_t>() + d * nnz;
    for (int64_t k = 0; k < nnz; ++k) keys[k] += row[k] * mult;
    mult *= sizes[d];
  }
  return keys;
}

/// The index tensors of each sparse dim (indices[d]), for index/index_put.
std::vector<Tensor> indexRows(const SparseCoo& p) {
  std::vector<Tensor> rows;
  for (int64_t d = 0; d < p.sparseDim(); ++d) rows.push_back(select(p.indices, 0, d));
  return rows;
}

/// -1 / 0 / 1 as column i of a sorts before, with, or after column j of b
/// (inverted as ATen's merge compares them).
int compareColumns(const Tensor& a, int64_t i, const Tensor& b, int64_t j) {
  const int64_t na = a.size(1), nb = b.size(1);
  for (int64_t d = 0; d < a.size(0); ++d) {
    int64_t x = a.data_ptr<int64_t>()[d * na + i], y = b.data_ptr<int64_t>()[d * nb + j];
    if (x < y) return 1;
    if (x > y) return -1;
  }
  return 0;
}

DimVector valueSizes(int64_t nnz, const Tensor& like) {
  DimVector s{nnz};
  for (int64_t d = 1; d < like.dim(); ++d) s.push_back(like.size(d));
  return s;
}

}  // namespace

Tensor fromDense(const Tensor& self, std::optional<int64_t> sparse_dim_opt) {
  const int64_t dims = self.dim();
  const int64_t sparse_dim = sparse_dim_opt.value_or(dims);
  TS_CHECK(sparse_dim <= dims, "sparse_dim must be less than or equal to self.dim()");
  TS_CHECK(sparse_dim > 0 || dims == 0, "sparse_dim must be >0 if dimensionality > 0");
  TS_CHECK(sparse_dim >= 0, "sparse_dim must be non-negative");
  if (dims == 0) {
    bool nonzero = ne(self, Scalar(0)).item().toBool();
    Tensor values = nonzero ? reshape(self, {1}).clone() : empty({0}, self.dtype());
    return makeSparseCoo(empty({0, nonzero ? 1 : 0}, ScalarType::Long), values, self.sizes(), true);
  }
  DimVector sparse_sizes(self.sizes().data(), static_cast<size_t>(sparse_dim));
  Tensor mask = ne(self, Scalar(0));
  if (sparse_dim < dims) {
    DimVector flat = sparse_sizes;
    flat.push_back(-1);
    mask = any(reshape(mask, flat), -1);
  }
  Tensor indices = detail::nonzero(mask).t().contiguous();
  std::vector<Tensor> rows;
  for (int64_t d = 0; d < sparse_dim; ++d) rows.push_back(select(indices, 0, d));
  Tensor values = detail::indexTensor(self, rows).contiguous();
  return makeSparseCoo(indices, values, self.sizes(), true);
}

Tensor fromParts(const Tensor& indices_in, const Tensor& values_in, std::optional<std::vector<int64_t>> size,
                 std::optional<ScalarType> dtype) {
  Tensor indices = indices_in.dtype() == ScalarType::Long ? indices_in : to(indices_in, ScalarType::Long);
  Tensor values = dtype ? to(values_in, *dtype) : values_in;
  DimVector sizes = size ? DimVector(*size) : inferSparseSizes(indices, values);
  checkSizeNonnegative(sizes);
  validateSparseCoo(indices, values, sizes);
  return makeSparseCoo(indices, values, sizes, false);
}

Tensor toDense(const Tensor& self, std::optional<ScalarType> dtype) {
  const SparseCoo& p = sparseParts(self, "to_dense");
  ScalarType st = dtype.value_or(self.dtype());
  Tensor out = zeros(self.sizes(), st);
  if (p.nnz() == 0) return out;
  Tensor values = to(p.values, st);
  if (p.sparseDim() == 0) return ts::add_(out, ts::sum(values, IntArrayRef{0}));
  return detail::indexPut_(out, indexRows(p), values, /*accumulate=*/true);
}

Tensor withValues(const Tensor& self, Tensor values, bool coalesced) {
  const SparseCoo& p = sparseParts(self, "values");
  DimVector sizes(self.sizes().data(), static_cast<size_t>(p.sparseDim()));
  for (int64_t d = 1; d < values.dim(); ++d) sizes.push_back(values.size(d));
  return makeSparseCoo(p.indices, std::move(values), sizes, coalesced);
}

Tensor withValues(const Tensor& self, Tensor values) {
  return withValues(self, std::move(values), sparseParts(self, "values").coalesced);
}

// _coalesce_sparse_cpu: a sort of the linear indices, then each run of equal
// ones becomes its first entry plus the others in sorted order.
Tensor coalesce(const Tensor& self) {
  const SparseCoo& p = sparseParts(self, "coalesce");
  if (p.coalesced) return self;
  if (p.nnz() < 2) return makeSparseCoo(p.indices.clone(), p.values.clone(), self.sizes(), true);
  auto [sorted, perm] = detail::sort(longTensor(linearKeys(p, self.sizes())), 0, false);
  const int64_t* key = sorted.data_ptr<int64_t>();
  const int64_t* pos = perm.data_ptr<int64_t>();
  std::vector<int64_t> first, rest, rest_group;
  for (int64_t j = 0; j < p.nnz(); ++j) {
    if (j == 0 || key[j] != key[j - 1]) {
      first.push_back(pos[j]);
    } else {
      rest.push_back(pos[j]);
      rest_group.push_back(static_cast<int64_t>(first.size()) - 1);
    }
  }
  Tensor firsts = longTensor(first);
  Tensor indices = detail::indexSelect(p.indices, 1, firsts);
  Tensor values = detail::indexSelect(p.values, 0, firsts);
  if (!rest.empty())
    values = detail::indexAdd(values, 0, longTensor(rest_group), detail::indexSelect(p.values, 0, longTensor(rest)), 1);
  return makeSparseCoo(indices, values, self.sizes(), true);
}

// add_out_sparse_contiguous: one pass over both entry lists; equal indices
// meet in one entry, the rest keep the order of the walk.
Tensor add(const Tensor& self, const Tensor& other, const Scalar& alpha) {
  TS_CHECK(self.sizes().equals(other.sizes()), "add: expected sizes of 'self' and 'other' to match, but " +
                                              sizesStr(self.sizes()) + " != " + sizesStr(other.sizes()));
  const SparseCoo& a = sparseParts(self, "add");
  const SparseCoo& b = sparseParts(other, "add");
  TS_CHECK(a.sparseDim() == b.sparseDim(), "add: expected 'self' and 'other' to have same sparse dimensions");
  ScalarType rt = promoteTypes(self.dtype(), other.dtype());
  if (b.nnz() == 0) return withValues(self, to(a.values, rt).clone(), a.coalesced);
  if (a.nnz() == 0) return withValues(other, ts::mul(to(b.values, rt), alpha), b.coalesced);
  Tensor ai = a.indices.contiguous(), bi = b.indices.contiguous();
  std::vector<int64_t> pos_a, row_a, pos_b, row_b, cols;  // cols: (source, position) of each result index
  int64_t i = 0, j = 0, r = 0;
  for (; i < a.nnz() || j < b.nnz(); ++r) {
    int cmp = i >= a.nnz() ? -1 : j >= b.nnz() ? 1 : compareColumns(ai, i, bi, j);
    cols.push_back(cmp >= 0 ? i : -1 - j);
    if (cmp >= 0) pos_a.push_back(i++), row_a.push_back(r);
    if (cmp <= 0) pos_b.push_back(j++), row_b.push_back(r);
  }
  Tensor indices = empty({a.sparseDim(), r}, ScalarType::Long);
  for (int64_t d = 0; d < a.sparseDim(); ++d)
    for (int64_t k = 0; k < r; ++k) {
      int64_t c = cols[k];
      indices.data_ptr<int64_t>()[d * r + k] =
          c >= 0 ? ai.data_ptr<int64_t>()[d * a.nnz() + c] : bi.data_ptr<int64_t>()[d * b.nnz() + (-1 - c)];
    }
  Tensor values = zeros(valueSizes(r, a.values), rt);
  values = detail::indexCopy(values, 0, longTensor(row_a), detail::indexSelect(to(a.values, rt), 0, longTensor(pos_a)), true);
  values = detail::indexAdd(values, 0, longTensor(row_b), detail::indexSelect(to(b.values, rt), 0, longTensor(pos_b)), alpha);
  return makeSparseCoo(indices, values, self.sizes(), a.coalesced && b.coalesced);
}

Tensor addToDense(const Tensor& dense, const Tensor& sparse_t, const Scalar& alpha) {
  TS_CHECK(dense.sizes().equals(sparse_t.sizes()),
           "add: expected 'self' and 'other' to have same size, but self has size " + sizesStr(dense.sizes()) +
               " while other has size " + sizesStr(sparse_t.sizes()) +
               " (FYI: dense-sparse addition does not currently support broadcasting)");
  const SparseCoo& p = sparseParts(sparse_t, "add");
  ScalarType rt = promoteTypes(dense.dtype(), sparse_t.dtype());
  Tensor out = to(dense, rt).clone();
  if (p.nnz() == 0) return out;
  Tensor values = to(p.values, rt);
  if (!(alpha.isIntegral(false) && alpha.toLong() == 1)) values = ts::mul(values, alpha);
  if (p.sparseDim() == 0) return ts::add_(out, ts::sum(values, IntArrayRef{0}));
  return detail::indexPut_(out, indexRows(p), values, /*accumulate=*/true);
}

Tensor mul(const Tensor& self, const Tensor& other) {
  TS_CHECK(self.sizes().equals(other.sizes()), "mul operands have incompatible sizes");
  Tensor x = coalesce(self), y = coalesce(other);
  const SparseCoo& a = sparseParts(x, "mul");
  const SparseCoo& b = sparseParts(y, "mul");
  TS_CHECK(a.sparseDim() == b.sparseDim(), "mul operands have incompatible sparse dimensions");
  std::vector<int64_t> ka = linearKeys(a, self.sizes()), kb = linearKeys(b, self.sizes()), pa, pb;
  for (size_t i = 0, j = 0; i < ka.size() && j < kb.size();) {
    if (ka[i] < kb[j]) {
      ++i;
    } else if (ka[i] > kb[j]) {
      ++j;
    } else {
      pa.push_back(static_cast<int64_t>(i++));
      pb.push_back(static_cast<int64_t>(j++));
    }
  }
  Tensor ia = longTensor(pa), ib = longTensor(pb);
  Tensor values = ts::mul(detail::indexSelect(a.values, 0, ia), detail::indexSelect(b.values, 0, ib));
  return makeSparseCoo(detail::indexSelect(a.indices, 1, ia), values, self.sizes(), true);
}

Tensor transpose(const Tensor& self, int64_t dim0, int64_t dim1) {
  const SparseCoo& p = sparseParts(self, "transpose");
  dim0 = maybeWrapDim(dim0, self.dim());
  dim1 = maybeWrapDim(dim1, self.dim());
  DimVector sizes(self.sizes());
  std::swap(sizes[dim0], sizes[dim1]);
  const int64_t sd = p.sparseDim();
  if (dim0 < sd && dim1 < sd) {
    std::vector<int64_t> order;
    for (int64_t d = 0; d < sd; ++d) order.push_back(d == dim0 ? dim1 : d == dim1 ? dim0 : d);
    Tensor indices = detail::indexSelect(p.indices, 0, longTensor(order));
    return makeSparseCoo(indices, p.values, sizes, dim0 == dim1 && p.coalesced);
  }
  TS_CHECK(dim0 >= sd && dim1 >= sd, "transpose(): can't transpose sparse dimension with dense dimension");
  return makeSparseCoo(p.indices, ts::transpose(p.values, dim0 - sd + 1, dim1 - sd + 1), sizes, p.coalesced);
}

// _sparse_sum: on the coalesced input; summing every sparse dim leaves a
// dense tensor, else the kept dims' indices re-coalesce.
Tensor sum(const Tensor& self, const std::optional<std::vector<int64_t>>& dims, std::optional<ScalarType> dtype) {
  Tensor c = coalesce(self);
  const SparseCoo& p = sparseParts(c, "sum");
  Tensor values = dtype ? to(p.values, *dtype) : p.values;
  if (!dims) return ts::sum(values);
  const int64_t sd = p.sparseDim();
  std::vector<bool> summed(static_cast<size_t>(self.dim()), false);
  for (int64_t d : *dims) {
    int64_t w = maybeWrapDim(d, self.dim());
    TS_CHECK(!summed[w], "dim " + std::to_string(w) + " appears multiple times in the list of dims");
    summed[w] = true;
  }
  std::vector<int64_t> kept_sparse, value_dims;
  for (int64_t d = 0; d < self.dim(); ++d) {
    if (d < sd && !summed[d]) kept_sparse.push_back(d);
    if (d >= sd && summed[d]) value_dims.push_back(d - sd + 1);
  }
  if (kept_sparse.empty()) {
    value_dims.insert(value_dims.begin(), 0);
    return ts::sum(values, value_dims);
  }
  if (!value_dims.empty()) values = ts::sum(values, value_dims);
  DimVector sizes;
  for (int64_t d = 0; d < self.dim(); ++d)
    if (!summed[d]) sizes.push_back(self.size(d));
  Tensor indices = detail::indexSelect(p.indices, 0, longTensor(kept_sparse));
  return coalesce(makeSparseCoo(indices, values.clone(), sizes, false));
}

// s_addmm_out_sparse_dense_worker: r = beta * t, then for each entry
// r[row] += (alpha * value) * dense[col], entry by entry.
Tensor addmm(const Tensor& t, const Tensor& sparse_t, const Tensor& dense_in, const Scalar& beta, const Scalar& alpha) {
  const SparseCoo& p = sparseParts(sparse_t, "addmm");
  TS_CHECK(p.sparseDim() == 2 && p.denseDim() == 0,
           "addmm: matrices expected, got " + std::to_string(p.sparseDim()) + "D tensor");
  TS_CHECK(dense_in.dim() == 2, "addmm: matrices expected, got " + std::to_string(dense_in.dim()) + "D tensor");
  const int64_t m = sparse_t.size(0), k = sparse_t.size(1), n = dense_in.size(1);
  TS_CHECK(dense_in.size(0) == k, "addmm: Argument #3 (dense): Expected dim 0 size " + std::to_string(k) +
                                      ", got " + std::to_string(dense_in.size(0)));
  TS_CHECK(sparse_t.dtype() == dense_in.dtype(), std::string("expected scalar type ") +
                                                     scalarTypeName(sparse_t.dtype()) + " but found " +
                                                     scalarTypeName(dense_in.dtype()));
  Tensor base = expand(t, {m, n});
  Tensor r = beta.toDouble() == 0 ? zeros({m, n}, dense_in.dtype())
                                  : to(ts::mul(base, beta), dense_in.dtype()).contiguous().clone();
  Tensor dense = dense_in.contiguous(), idx = p.indices.contiguous(), values = p.values.contiguous();
  const int64_t nnz = p.nnz();
  TS_DISPATCH_NUMERIC(r.dtype(), "addmm_sparse_dense", [&] {
    using acc_t = opmath_t<scalar_t>;
    const acc_t a = static_cast<acc_t>(alpha.to<scalar_t>());
    const int64_t* rows = idx.data_ptr<int64_t>();
    const int64_t* cols = rows + nnz;
    for (int64_t e = 0; e < nnz; ++e) {
      const acc_t v = a * static_cast<acc_t>(values.data_ptr<scalar_t>()[e]);
      const scalar_t* x = dense.data_ptr<scalar_t>() + cols[e] * n;
      scalar_t* y = r.data_ptr<scalar_t>() + rows[e] * n;
      for (int64_t j = 0; j < n; ++j) y[j] = static_cast<scalar_t>(static_cast<acc_t>(y[j]) + v * static_cast<acc_t>(x[j]));
    }
  });
  return r;
}

}  // namespace ts::sparse
