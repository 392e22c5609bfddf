// ===--- tensor_index_extra_ops.cpp - put, masked_scatter, index_reduce ---=== //
// The indexing writes not covered by tensor_index_ops.cpp: put_ (flat
// indices), masked_scatter_, index_reduce_, fill_diagonal_, and the Scalar
// overloads of bucketize/searchsorted. Values are moved in double, which
// holds every value of the dtypes these kernels accept exactly except
// 64-bit integers beyond 2^53.
#include <algorithm>
#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "ops/families.h"
#include "ops/op_callee.h"
#include "ops/registry.h"
#include "ops/tensor_arg_helpers.h"
#include "tensor/ops_copy.h"
#include "tensor/tensor_iterator.h"

namespace ts {
namespace {

using detail::Callee;
using detail::kern;
using detail::toInt;
using detail::toScalar;
using detail::toTensor;

/// A tensor's elements as doubles, in row-major order.
std::vector<double> doubles(const Tensor& t) {
  Tensor d = contiguous(t.to(ScalarType::Double));
  return std::vector<double>(d.data_ptr<double>(), d.data_ptr<double>() + d.numel());
}

/// Writes row-major doubles back into self (any layout), converting to its dtype.
Tensor writeBack(const Tensor& self, const std::vector<double>& values) {
  Tensor d = emptyTensor(self.sizes(), ScalarType::Double);
  std::copy(values.begin(), values.end(), d.data_ptr<double>());
  return copy_(self, d);
}

Tensor put_(const Tensor& self, const Tensor& index, const Tensor& source, bool accumulate) {
  TS_CHECK(index.dtype() == ScalarType::Long, "put_(): Expected a long tensor for index, but got " +
                                                  std::string(scalarTypeName(index.dtype())));
  TS_CHECK(self.dtype() == source.dtype(), "put_(): self and source expected to have the same dtype, but got self.dtype = " +
                                               std::string(scalarTypeName(self.dtype())) + " and source.dtype = " +
                                               scalarTypeName(source.dtype()));
  TS_CHECK(index.numel() == source.numel(), "put_(): Expected source and index to have the same number of elements, "
                                            "but got source.numel() = " + std::to_string(source.numel()) +
                                                ", index.numel() = " + std::to_string(index.numel()));
  std::vector<double> v = doubles(self), src = doubles(source), idx = doubles(index);
  const auto n = static_cast<int64_t>(v.size());
  for (size_t i = 0; i < idx.size(); ++i) {
    auto k = static_cast<int64_t>(idx[i]);
    TS_CHECK(k >= -n && k < n,
             "out of range: tried to access index " + std::to_string(k) + " on a tensor of " + std::to_string(n) +
                 " elements.",
             ErrorKind::IndexError);
    if (k < 0) k += n;
    v[static_cast<size_t>(k)] = accumulate ? v[static_cast<size_t>(k)] + src[i] : src[i];
  }
  return writeBack(self, v);
}

Tensor maskedScatter_(const Tensor& self, const Tensor& mask, const Tensor& source) {
  TS_CHECK(self.dtype() == source.dtype(), "masked_scatter: expected self and source to have same dtypes but got" +
                                               std::string(scalarTypeName(self.dtype())) + " and " +
                                               scalarTypeName(source.dtype()));
  std::vector<double> v = doubles(self), m = doubles(expand(mask, self.sizes())), src = doubles(source);
  size_t next = 0;
  for (size_t i = 0; i < v.size(); ++i) {
    if (m[i] == 0) continue;
    TS_CHECK(next < src.size(), "Number of elements of source < number of ones in mask");
    v[i] = src[next++];
  }
  return writeBack(self, v);
}

/// index_reduce_ along dim with prod, mean, amax or amin.
Tensor indexReduce_(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source,
                    const std::string& reduce, bool include_self) {
  TS_CHECK(reduce == "prod" || reduce == "mean" || reduce == "amax" || reduce == "amin",
           "index_reduce(): Expected reduce to be one of prod, mean, amax or amin but got " + reduce + ".");
  const int64_t nd = std::max<int64_t>(self.dim(), 1);
  int64_t d = dim < 0 ? dim + nd : dim;
  TS_CHECK(d >= 0 && d < nd, "index_reduce(): Indexing dim " + std::to_string(dim) + " is out of bounds of the tensor");
  TS_CHECK(index.dim() <= 1, "index_reduce_(): Index is supposed to be a vector");
  Tensor s = self.dim() == 0 ? reshape(self, {1}) : self, src = source.dim() == 0 ? reshape(source, {1}) : source;
  // Move dim to the front: rows of self / source are then contiguous blocks.
  Tensor sf = contiguous(movedim(s, d, 0)), srcf = contiguous(movedim(src, d, 0));
  std::vector<double> v = doubles(sf), sv = doubles(srcf), idx = doubles(index);
  const int64_t rows = sf.size(0), inner = rows == 0 ? 0 : sf.numel() / rows;
  TS_CHECK(static_cast<int64_t>(idx.size()) == srcf.size(0),
           "index_reduce_(): Index should have the same number of elements as source");
  std::vector<double> counts(v.size(), include_self ? 1.0 : 0.0);
  std::vector<char> touched(static_cast<size_t>(rows), 0);
  const double init = reduce == "prod" ? 1.0 : reduce == "mean" ? 0.0 : reduce == "amax" ? -INFINITY : INFINITY;
  for (size_t i = 0; i < idx.size(); ++i) {
    auto row = static_cast<int64_t>(idx[i]);
    TS_CHECK(row >= -rows && row < rows, "index out of range in self");
    if (row < 0) row += rows;
    for (int64_t j = 0; j < inner; ++j) {
      const size_t at = static_cast<size_t>(row * inner + j);
      double& out = v[at];
      if (!include_self && !touched[static_cast<size_t>(row)]) out = init;
      const double x = sv[static_cast<size_t>(static_cast<int64_t>(i) * inner + j)];
      if (reduce == "prod") out *= x;
      else if (reduce == "mean") out += x;
      else if (reduce == "amax") out = std::isnan(x) || x > out ? x : out;
      else out = std::isnan(x) || x < out ? x : out;
      counts[at] += 1;
    }
    touched[static_cast<size_t>(row)] = 1;
  }
  if (reduce == "mean") {
    const bool integral = isIntegralType(self.dtype(), true);
    for (size_t i = 0; i < v.size(); ++i) {
      double c = std::max(counts[i], 1.0);
      v[i] = integral ? std::floor(v[i] / c) : v[i] / c;
    }
  }
  Tensor result = emptyTensor(sf.sizes(), ScalarType::Double);
  std::copy(v.begin(), v.end(), result.data_ptr<double>());
  Tensor back = movedim(result, 0, d);
  copy_(s, self.dim() == 0 ? reshape(back, {1}) : back);
  return self;
}

Tensor fillDiagonal_(const Tensor& self, const Scalar& value, bool wrap) {
  const int64_t nd = self.dim();
  TS_CHECK(nd >= 2, "dimensions must larger than 1");
  const int64_t h = self.size(0), w = self.size(1);
  if (nd > 2) {
    for (int64_t i = 1; i < nd; ++i)
      TS_CHECK(self.size(i) == h, "all dimensions of input must be of equal length");
  }
  int64_t count = std::min(h, w);
  // A tall matrix with wrap restarts the diagonal every w + 1 rows.
  if (nd == 2 && wrap && h > w + 1) count = (h * w + w) / (w + 1);
  int64_t step = 0;
  for (int64_t i = 0; i < nd; ++i) step += self.stride(i);
  if (nd == 2 && wrap && h > w + 1) {
    for (int64_t k = 0; k < count; ++k) {
      const int64_t flat = k * (w + 1), row = flat / w, col = flat % w;
      if (row < h) fill_(select(select(self, 0, row), 0, col), value);
    }
    return self;
  }
  Tensor diag = as_strided(self, {count}, {step}, self.storage_offset());
  fill_(diag, value);
  return self;
}

void addWrites(Registry& r) {
  r.add("aten::put_(Tensor(a!) self, Tensor index, Tensor source, bool accumulate=False) -> Tensor(a!)",
        kern<4>([](const IValue* a) { return put_(toTensor(a[0]), toTensor(a[1]), toTensor(a[2]), a[3].toBool()); }));
  r.add("aten::put(Tensor self, Tensor index, Tensor source, bool accumulate=False) -> Tensor",
        kern<4>([](const IValue* a) { return put_(clone(toTensor(a[0])), toTensor(a[1]), toTensor(a[2]), a[3].toBool()); }));
  r.add("aten::masked_scatter_(Tensor(a!) self, Tensor mask, Tensor source) -> Tensor(a!)",
        kern<3>([](const IValue* a) { return maskedScatter_(toTensor(a[0]), toTensor(a[1]), toTensor(a[2])); }));
  r.add("aten::masked_scatter(Tensor self, Tensor mask, Tensor source) -> Tensor", kern<3>([](const IValue* a) {
    Tensor self = toTensor(a[0]), mask = toTensor(a[1]);
    // ATen scatters into a contiguous clone of the expanded self.
    Tensor expanded = expand(self, inferSize(self.sizes(), mask.sizes()));
    Tensor out = emptyTensor(expanded.sizes(), expanded.dtype());
    copy_(out, expanded);
    return maskedScatter_(out, mask, toTensor(a[2]));
  }));
  r.add("aten::index_reduce_(Tensor(a!) self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor(a!)",
        kern<6>([](const IValue* a) {
          return indexReduce_(toTensor(a[0]), toInt(a[1]), toTensor(a[2]), toTensor(a[3]), a[4].toStr(), a[5].toBool());
        }));
  r.add("aten::index_reduce(Tensor self, int dim, Tensor index, Tensor source, str reduce, *, bool include_self=True) -> Tensor",
        kern<6>([](const IValue* a) {
          return indexReduce_(clone(toTensor(a[0])), toInt(a[1]), toTensor(a[2]), toTensor(a[3]), a[4].toStr(),
                              a[5].toBool());
        }));
  r.add("aten::fill_diagonal_(Tensor(a!) self, Scalar fill_value, bool wrap=False) -> Tensor(a!)",
        kern<3>([](const IValue* a) { return fillDiagonal_(toTensor(a[0]), toScalar(a[1]), a[2].toBool()); }));
}

/// bucketize/searchsorted of one Scalar: the Tensor overload on a 0-dim tensor.
void addScalarSearches(Registry& r) {
  Callee bucketize(r, "aten::bucketize.Tensor"), searchsorted(r, "aten::searchsorted.Tensor");
  r.add("aten::bucketize.Scalar(Scalar self, Tensor boundaries, *, bool out_int32=False, bool right=False) -> Tensor",
        kern<4>([bucketize](const IValue* a) {
          return bucketize({IValue(scalar_tensor(toScalar(a[0]))), a[1], a[2], a[3]}).toTensor();
        }));
  r.add("aten::searchsorted.Scalar(Tensor sorted_sequence, Scalar self, *, bool out_int32=False, bool right=False, "
        "str? side=None, Tensor? sorter=None) -> Tensor",
        kern<6>([searchsorted](const IValue* a) {
          Tensor seq = toTensor(a[0]);
          TS_CHECK(seq.dim() == 1, "torch.searchsorted(): input value can be a scalar only when boundaries tensor "
                                   "dimension is 1, but we got boundaries tensor dim(" +
                                       std::to_string(seq.dim()) + ") and input value's dim(0) numel(1)");
          return searchsorted({a[0], IValue(scalar_tensor(toScalar(a[1]), seq.dtype())), a[2], a[3], a[4], a[5]})
              .toTensor();
        }));
  Callee unique(r, "aten::unique_consecutive");
  r.add("aten::unique_dim_consecutive(Tensor self, int dim, bool return_inverse=False, bool return_counts=False) -> (Tensor, Tensor, Tensor)",
        [unique](Stack& s) {
          IValue counts = pop(s), inverse = pop(s), dim = pop(s), self = pop(s);
          Stack args{self, inverse, counts, dim};
          unique.kernel(args);
          for (IValue& v : args) s.push_back(std::move(v));
        });
}

}  // namespace

void registerTensorIndexExtraOps(Registry& r) {
  addWrites(r);
  addScalarSearches(r);
}

}  // namespace ts
