// ===--- tensor_index_kernels.cpp - indexing ops the tensor library lacks -=== //
// Advanced indexing, index_put_, gather/scatter, index_select, masked ops,
// nonzero, flip, roll, repeat and tril/triu, written on the library's public
// API: each op computes source element offsets and moves raw elements.
#include <cstring>

#include <limits>
#include <unordered_map>

#include "ops/tensor_arg_helpers.h"
#include "tensor/checked_math.h"
#include "tensor/dispatch.h"
#include "tensor/nn_shape.h"
#include "tensor/parallel.h"
#include "tensor/tensor_iterator.h"

namespace ts::detail {
namespace {

/// Calls f(idx) for every multi-index of `sizes` in row-major order.
template <class F>
void forEachIndex(IntArrayRef sizes, F f) {
  int64_t n = computeNumel(sizes);
  DimVector idx(sizes.size(), 0);
  for (int64_t i = 0; i < n; ++i) {
    f(static_cast<const DimVector&>(idx));
    for (size_t d = sizes.size(); d-- > 0;) {
      if (++idx[d] < sizes[d]) break;
      idx[d] = 0;
    }
  }
}

/// Calls f(lin, idx) for every multi-index idx of `sizes` (lin its row-major
/// position), split across threads for large shapes: each task starts at
/// its first position's multi-index. f must only write entry lin of its
/// outputs; a failure raised by f is the first in row-major order, as on one
/// thread (parallelFor rethrows the earliest task's).
template <class F>
void forEachIndexParallel(IntArrayRef sizes, F f) {
  parallelFor(0, computeNumel(sizes), kGrainSize, [&](int64_t begin, int64_t end) {
    DimVector idx(sizes.size(), 0);
    for (size_t d = sizes.size(), rest = static_cast<size_t>(begin); d-- > 0;) {
      idx[d] = static_cast<int64_t>(rest % static_cast<size_t>(sizes[d]));
      rest /= static_cast<size_t>(sizes[d]);
    }
    for (int64_t i = begin; i < end; ++i) {
      f(i, static_cast<const DimVector&>(idx));
      for (size_t d = sizes.size(); d-- > 0;) {
        if (++idx[d] < sizes[d]) break;
        idx[d] = 0;
      }
    }
  });
}

/// Gathers elements of `src` at element offsets (relative to src.data_ptr())
/// into a new contiguous tensor of `sizes`.
Tensor gatherOffsets(const Tensor& src, IntArrayRef sizes, const std::vector<int64_t>& offsets) {
  Tensor out = emptyTensor(sizes, src.dtype());
  const int64_t es = static_cast<int64_t>(src.element_size());
  const char* s = static_cast<const char*>(src.data_ptr());
  char* o = static_cast<char*>(out.data_ptr());
  parallelFor(0, static_cast<int64_t>(offsets.size()), kGrainSize, [&](int64_t b, int64_t e) {
    for (int64_t i = b; i < e; ++i)
      std::memcpy(o + i * es, s + offsets[static_cast<size_t>(i)] * es, static_cast<size_t>(es));
  });
  return out;
}

/// Element offset of multi-index idx in t.
int64_t offsetOf(const Tensor& t, IntArrayRef idx) {
  int64_t off = 0;
  for (size_t d = 0; d < idx.size(); ++d) off += idx[d] * t.stride(static_cast<int64_t>(d));
  return off;
}

/// Index tensors as contiguous int64, with ATen's dtype message.
Tensor longIndex(const Tensor& index, const char* op, bool allow_int) {
  bool ok = index.dtype() == ScalarType::Long || (allow_int && index.dtype() == ScalarType::Int);
  TS_CHECK(ok, std::string(op) + (allow_int ? "(): Expected dtype int32 or int64 for index"
                                            : "(): Expected dtype int64 for index"));
  return contiguous(to(index, ScalarType::Long));
}

int64_t wrapIndex(int64_t v, int64_t size, int64_t dim) {
  TS_CHECK(v >= -size && v < size, "index " + std::to_string(v) + " is out of bounds for dimension " +
                                       std::to_string(dim) + " with size " + std::to_string(size),
           ErrorKind::IndexError);
  return v < 0 ? v + size : v;
}

/// The plan of an advanced-indexing expression: result sizes and, for each
/// result element, the element offset into self.
struct IndexPlan {
  DimVector sizes;
  std::vector<int64_t> offsets;
};

/// Replaces bool/uint8 masks by the nonzero() columns they select.
std::vector<Tensor> expandMasks(const Tensor& self, const std::vector<Tensor>& indices) {
  std::vector<Tensor> out;
  for (const Tensor& ix : indices) {
    if (!ix.defined() || (ix.dtype() != ScalarType::Bool && ix.dtype() != ScalarType::Byte)) {
      out.push_back(ix);
      continue;
    }
    size_t start = out.size();
    for (int64_t j = 0; j < ix.dim(); ++j) {
      TS_CHECK(static_cast<int64_t>(start) + j < self.dim(), "too many indices for tensor of dimension " +
                                                                 std::to_string(self.dim()), ErrorKind::IndexError);
      TS_CHECK(ix.size(j) == self.size(static_cast<int64_t>(start) + j),
               "The shape of the mask " + shapeStr(ix.sizes()) + " at index " + std::to_string(j) +
                   " does not match the shape of the indexed tensor " + shapeStr(self.sizes()) + " at index " +
                   std::to_string(start + static_cast<size_t>(j)), ErrorKind::IndexError);
    }
    for (const Tensor& col : nonzeroTuple(ix)) out.push_back(col);
  }
  return out;
}

IndexPlan planIndex(const Tensor& self, const std::vector<Tensor>& raw) {
  std::vector<Tensor> indices = expandMasks(self, raw);
  TS_CHECK(static_cast<int64_t>(indices.size()) <= self.dim(),
           "too many indices for tensor of dimension " + std::to_string(self.dim()), ErrorKind::IndexError);
  indices.resize(static_cast<size_t>(self.dim()));
  DimVector bshape;
  std::vector<int64_t> idx_dims, rest_dims;
  for (int64_t d = 0; d < self.dim(); ++d) {
    const Tensor& ix = indices[static_cast<size_t>(d)];
    if (!ix.defined()) { rest_dims.push_back(d); continue; }
    TS_CHECK(ix.dtype() == ScalarType::Long || ix.dtype() == ScalarType::Byte || ix.dtype() == ScalarType::Bool,
             "tensors used as indices must be long, byte or bool tensors",
             ErrorKind::IndexError);
    bshape = idx_dims.empty() ? DimVector(ix.sizes()) : inferSize(bshape, ix.sizes());
    idx_dims.push_back(d);
  }
  TS_CHECK(!idx_dims.empty(), "internal: advanced indexing without index tensors");
  std::vector<Tensor> ixs;
  for (int64_t d : idx_dims) ixs.push_back(contiguous(to(expand(indices[static_cast<size_t>(d)], bshape), ScalarType::Long)));
  bool adjacent = idx_dims.back() - idx_dims.front() + 1 == static_cast<int64_t>(idx_dims.size());
  // Result dims: [rest before] + bshape + [rest after] when adjacent, else bshape + rest.
  size_t before = 0;
  if (adjacent) while (before < rest_dims.size() && rest_dims[before] < idx_dims.front()) ++before;
  IndexPlan plan;
  for (size_t i = 0; i < before; ++i) plan.sizes.push_back(self.size(rest_dims[i]));
  for (int64_t s : bshape) plan.sizes.push_back(s);
  for (size_t i = before; i < rest_dims.size(); ++i) plan.sizes.push_back(self.size(rest_dims[i]));
  DimVector bstrides = contiguousStrides(bshape);
  size_t nb = bshape.size();
  plan.offsets.resize(static_cast<size_t>(computeNumel(plan.sizes)));
  forEachIndexParallel(plan.sizes, [&](int64_t lin, const DimVector& r) {
    int64_t off = 0, blin = 0;
    for (size_t i = 0; i < before; ++i) off += r[i] * self.stride(rest_dims[i]);
    for (size_t j = 0; j < nb; ++j) blin += r[before + j] * bstrides[j];
    for (size_t i = before; i < rest_dims.size(); ++i) off += r[nb + i] * self.stride(rest_dims[i]);
    for (size_t j = 0; j < idx_dims.size(); ++j) {
      int64_t d = idx_dims[j];
      off += wrapIndex(ixs[j].data_ptr<int64_t>()[blin], self.size(d), d) * self.stride(d);
    }
    plan.offsets[static_cast<size_t>(lin)] = off;
  });
  return plan;
}

/// dst[offsets[i]] = dst[offsets[i]] (+ or *) src[i], computed in opmath.
template <class T>
void combineElements(T* dst, const T* src, const std::vector<int64_t>& offsets, bool multiply) {
  for (size_t i = 0; i < offsets.size(); ++i) {
    T& d = dst[offsets[i]];
    if constexpr (std::is_same_v<T, bool>) {
      d = multiply ? (d && src[i]) : (d || src[i]);
    } else {
      using M = opmath_t<T>;
      d = static_cast<T>(multiply ? static_cast<M>(d) * static_cast<M>(src[i]) : static_cast<M>(d) + static_cast<M>(src[i]));
    }
  }
}

/// dst[off] (+)= src[i] for raw elements of one dtype.
void writeElements(const Tensor& dst, const std::vector<int64_t>& offsets, const Tensor& src, bool accumulate) {
  size_t es = dst.element_size();
  char* d = static_cast<char*>(dst.data_ptr());
  const char* s = static_cast<const char*>(src.data_ptr());
  if (!accumulate) {
    for (size_t i = 0; i < offsets.size(); ++i) std::memcpy(d + offsets[i] * static_cast<int64_t>(es), s + i * es, es);
    return;
  }
  TS_DISPATCH_ALL_AND_COMPLEX(dst.dtype(), "index_put_", [&] {
    combineElements(reinterpret_cast<scalar_t*>(d), reinterpret_cast<const scalar_t*>(s), offsets, false);
  });
}

/// Source tensor as a contiguous tensor of dtype broadcast to sizes.
Tensor materialize(const Tensor& src, ScalarType dtype, IntArrayRef sizes) {
  return contiguous(to(expand(src, sizes), dtype));
}

}  // namespace

// ---- nonzero / advanced indexing -------------------------------------------- //

Tensor nonzero(const Tensor& self) {
  Tensor flags = contiguous(to(ne(self, Scalar(0)), ScalarType::Bool));
  const bool* f = flags.data_ptr<bool>();
  std::vector<int64_t> coords;
  int64_t count = 0, lin = 0;
  forEachIndex(self.sizes(), [&](const DimVector& idx) {
    if (f[lin++]) {
      coords.insert(coords.end(), idx.begin(), idx.end());
      ++count;
    }
  });
  Tensor out = emptyTensor({count, self.dim()}, ScalarType::Long);
  if (!coords.empty()) std::memcpy(out.data_ptr(), coords.data(), coords.size() * sizeof(int64_t));
  return out;
}

std::vector<Tensor> nonzeroTuple(const Tensor& self) {
  Tensor nz = nonzero(self);
  std::vector<Tensor> out;
  if (self.dim() == 0) {
    out.push_back(contiguous(select(nonzero(unsqueeze(self, 0)), 1, 0)));
    return out;
  }
  for (int64_t d = 0; d < self.dim(); ++d) out.push_back(contiguous(select(nz, 1, d)));
  return out;
}

/// Note [Scalar bool index]: as in Python indexing, a 0-dim bool mask adds a
/// dim of size 1 at its position, selected once (true) or not at all (false):
/// `x[True]` is `x.unsqueeze(0)[[0]]`. Returns self's view with those dims.
Tensor liftScalarMasks(const Tensor& self, std::vector<Tensor>& indices) {
  Tensor view = self;
  int64_t dim = 0;
  for (Tensor& ix : indices) {
    bool mask = ix.defined() && (ix.dtype() == ScalarType::Bool || ix.dtype() == ScalarType::Byte);
    if (mask && ix.dim() == 0) {
      view = unsqueeze(view, dim);
      bool take = to(ix, ScalarType::Bool).item().toBool();
      ix = zeros({take ? int64_t(1) : int64_t(0)}, ScalarType::Long);
    }
    dim += mask ? std::max<int64_t>(ix.dim(), 1) : 1;
  }
  return view;
}

Tensor indexTensor(const Tensor& self_in, const std::vector<Tensor>& indices_in) {
  std::vector<Tensor> indices = indices_in;
  Tensor self = liftScalarMasks(self_in, indices);
  IndexPlan plan = planIndex(self, indices);
  return gatherOffsets(self, plan.sizes, plan.offsets);
}

Tensor indexPut_(const Tensor& self_in, const std::vector<Tensor>& indices_in, const Tensor& values, bool accumulate) {
  std::vector<Tensor> indices = indices_in;
  Tensor self = liftScalarMasks(self_in, indices);
  IndexPlan plan = planIndex(self, indices);
  DimVector vsizes = values.sizes();
  bool ok = vsizes.size() <= plan.sizes.size();
  for (size_t i = 0; ok && i < vsizes.size(); ++i) {
    int64_t v = vsizes[vsizes.size() - 1 - i], p = plan.sizes[plan.sizes.size() - 1 - i];
    ok = v == p || v == 1;
  }
  TS_CHECK(ok, "shape mismatch: value tensor of shape " + shapeStr(values.sizes()) +
                   " cannot be broadcast to indexing result of shape " + shapeStr(plan.sizes));
  TS_CHECK(values.dtype() == self.dtype(),
           std::string("Index put requires the source and destination dtypes match, got ") +
               scalarTypeName(self.dtype()) + " for the destination and " + scalarTypeName(values.dtype()) +
               " for the source.");
  writeElements(self, plan.offsets, materialize(values, self.dtype(), plan.sizes), accumulate);
  return self_in;
}

// ---- dim-wise gather / scatter -------------------------------------------------- //

Tensor indexSelect(const Tensor& self, int64_t dim, const Tensor& index) {
  TS_CHECK(index.dim() <= 1, "index_select(): Index is supposed to be a vector", ErrorKind::IndexError);
  Tensor ix = longIndex(index, "index_select", true);
  if (self.dim() == 0) {
    TS_CHECK(ix.numel() <= 1, "index_select(): Index to scalar can have only 1 value, got " +
                                  std::to_string(ix.numel()) + " value(s)", ErrorKind::IndexError);
  }
  dim = maybeWrapDim(dim, self.dim());
  DimVector sizes = self.sizes();
  if (self.dim() > 0) sizes[static_cast<size_t>(dim)] = ix.numel();
  std::vector<int64_t> offsets(static_cast<size_t>(computeNumel(sizes)));
  const int64_t* iv = ix.data_ptr<int64_t>();
  forEachIndexParallel(sizes, [&](int64_t lin, const DimVector& idx) {
    if (self.dim() == 0) { wrapIndex(iv[0], 1, 0); offsets[static_cast<size_t>(lin)] = 0; return; }
    DimVector src = idx;
    int64_t v = iv[idx[static_cast<size_t>(dim)]];
    // Unlike subscripts, index_select takes no negative indices.
    TS_CHECK(v >= 0 && v < self.size(dim), "index out of range in self", ErrorKind::IndexError);
    src[static_cast<size_t>(dim)] = v;
    offsets[static_cast<size_t>(lin)] = offsetOf(self, src);
  });
  Tensor out = gatherOffsets(self, sizes, offsets);
  return self.dim() == 0 && index.dim() == 1 ? out.reshape({ix.numel()}) : out;
}

/// Offsets in `t` of the elements gather/scatter address: index element
/// idx names t[idx with idx[dim] replaced by the index value], bounds
/// checked with PyTorch's message.
std::vector<int64_t> indexedOffsets(const Tensor& t, const Tensor& ix, int64_t dim) {
  std::vector<int64_t> offsets(static_cast<size_t>(ix.numel()));
  const int64_t* iv = ix.data_ptr<int64_t>();
  int64_t bound = t.dim() == 0 ? 1 : t.size(dim);
  forEachIndexParallel(ix.sizes(), [&](int64_t lin, const DimVector& idx) {
    int64_t v = iv[lin];
    TS_CHECK(v >= -bound && v < bound, "index " + std::to_string(v) + " is out of bounds for dimension " +
                                           std::to_string(dim) + " with size " + std::to_string(bound));
    DimVector at = idx;
    if (t.dim() > 0) at[static_cast<size_t>(dim)] = v < 0 ? v + bound : v;
    offsets[static_cast<size_t>(lin)] = offsetOf(t, at);
  });
  return offsets;
}

Tensor gather(const Tensor& self, int64_t dim, const Tensor& index) {
  Tensor ix = longIndex(index, "gather", false);
  dim = maybeWrapDim(dim, self.dim());
  TS_CHECK(std::max<int64_t>(index.dim(), 1) == std::max<int64_t>(self.dim(), 1),
           "Index tensor must have the same number of dimensions as input tensor");
  for (int64_t d = 0; d < index.dim(); ++d)
    TS_CHECK(d == dim || index.size(d) <= self.size(d),
             "Size does not match at dimension " + std::to_string(d) + " expected index " + shapeStr(index.sizes()) +
                 " to be smaller than self " + shapeStr(self.sizes()) + " apart from dimension " + std::to_string(dim));
  std::vector<int64_t> offsets = indexedOffsets(self, ix, dim);
  return gatherOffsets(self, index.sizes(), offsets);
}

Tensor scatter_(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src,
                const std::optional<Scalar>& value, const std::string& reduce) {
  Tensor ix = longIndex(index, "scatter", false);
  dim = maybeWrapDim(dim, self.dim());
  TS_CHECK(reduce.empty() || reduce == "add" || reduce == "multiply",
           "reduce argument must be either add or multiply.");
  TS_CHECK(value || src.dtype() == self.dtype(), std::string("scatter(): Expected self.dtype to be equal to src.dtype"));
  Tensor vals = value ? full(index.sizes(), *value, self.dtype())
                      : contiguous(as_strided(src, index.sizes(), src.strides(), src.storage_offset()));
  std::vector<int64_t> offsets = indexedOffsets(self, ix, dim);
  if (reduce != "multiply") {
    writeElements(self, offsets, vals, reduce == "add");
    return self;
  }
  TS_DISPATCH_ALL_AND_COMPLEX(self.dtype(), "scatter_", [&] {
    combineElements(static_cast<scalar_t*>(self.data_ptr()), static_cast<const scalar_t*>(vals.data_ptr()), offsets, true);
  });
  return self;
}

Tensor indexFill(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& value) {
  TS_CHECK(value.dim() == 0, "index_fill_ only supports a 0-dimensional value tensor, but got tensor with " +
                                 std::to_string(value.dim()) + " dimension(s).");
  Tensor ix = longIndex(index, "index_fill", false);
  Tensor out = clone(self);
  dim = maybeWrapDim(dim, self.dim());
  for (int64_t i = 0; i < ix.numel(); ++i) {
    int64_t v = self.dim() == 0 ? wrapIndex(ix.data_ptr<int64_t>()[i], 1, 0)
                                : wrapIndex(ix.data_ptr<int64_t>()[i], self.size(dim), dim);
    fill_(self.dim() == 0 ? out : select(out, dim, v), value);
  }
  return out;
}

/// ATen's index_func_meta_impl checks (index_add, index_reduce), in its order.
void checkIndexFunc(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, const std::string& func) {
  const int64_t n = index.numel();
  TS_CHECK(index.dim() <= 1, func + "_(): Index is supposed to be a vector, but got dim: " + std::to_string(index.dim()) +
                                 " with type: " + scalarTypeName(index.dtype()) + " and size: " + shapeStr(index.sizes()),
           ErrorKind::IndexError);
  TS_CHECK(index.dtype() == ScalarType::Long || index.dtype() == ScalarType::Int,
           func + "_(): Expected dtype int32/int64 for index but got: " + scalarTypeName(index.dtype()));
  TS_CHECK(self.dtype() == source.dtype(), func + "_(): self (" + scalarTypeName(self.dtype()) + ") and source (" +
                                               scalarTypeName(source.dtype()) + ") must have the same scalar type");
  TS_CHECK(dim == 0 || dim < source.dim(), func + "_(): Indexing dim " + std::to_string(dim) +
                                               " is out of bounds of the source tensor with dim " + std::to_string(source.dim()));
  const int64_t src_n = source.dim() == 0 ? 1 : source.size(dim);
  TS_CHECK(n == src_n, func + "_(): Number of indices (" + std::to_string(n) + ") should be equal to source.size(dim): (" +
                           std::to_string(src_n) + "), for dim: " + std::to_string(dim));
}

Tensor indexAdd(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, const Scalar& alpha) {
  dim = maybeWrapDim(dim, self.dim());
  checkIndexFunc(self, dim, index, source, "index_add");
  Tensor ix = longIndex(index, "index_add", true);
  Tensor out = clone(self);
  for (int64_t i = 0; i < ix.numel(); ++i) {
    int64_t v = ix.data_ptr<int64_t>()[i];
    TS_CHECK(v >= -self.size(dim) && v < self.size(dim), "index out of range in self", ErrorKind::IndexError);
    v = v < 0 ? v + self.size(dim) : v;
    add_(select(out, dim, v), select(source, dim, i), alpha);
  }
  return out;
}

// ---- masks ------------------------------------------------------------------------ //

Tensor maskedFill(const Tensor& self, const Tensor& mask, const Tensor& value) {
  // PyTorch 1.13 accepts integer masks here too (nonzero = true).
  Tensor bool_mask = mask.dtype() == ScalarType::Bool ? mask : ne(mask, Scalar(0));
  TS_CHECK(value.dim() == 0, "masked_fill_ only supports a 0-dimensional value tensor, but got tensor with " +
                                 std::to_string(value.dim()) + " dimension(s).");
  Tensor m = expand(bool_mask, self.sizes());
  return where(m, to(value, self.dtype()), self);
}

Tensor maskedSelect(const Tensor& self, const Tensor& mask) {
  TS_CHECK(mask.dtype() == ScalarType::Bool, std::string("masked_select: expected BoolTensor for mask"));
  DimVector shape = inferSize(self.sizes(), mask.sizes());
  return indexTensor(expand(self, shape), {expand(mask, shape)});
}

// ---- reordering ops ------------------------------------------------------------------ //

Tensor flip(const Tensor& self, IntArrayRef dims) {
  uint64_t mask = makeDimMask(dims, self.dim());
  if (dims.empty()) mask = 0;
  std::vector<int64_t> offsets;
  forEachIndex(self.sizes(), [&](const DimVector& idx) {
    DimVector src = idx;
    for (int64_t d = 0; d < self.dim(); ++d)
      if (mask >> d & 1) src[static_cast<size_t>(d)] = self.size(d) - 1 - idx[static_cast<size_t>(d)];
    offsets.push_back(offsetOf(self, src));
  });
  return inLayoutOf(gatherOffsets(self, self.sizes(), offsets), self);  // ATen: empty_like(self)
}

Tensor roll(const Tensor& self, IntArrayRef shifts, IntArrayRef dims) {
  if (dims.empty()) {
    TS_CHECK(shifts.size() == 1, "shifts and dimensions must align. shifts: " + std::to_string(shifts.size()) +
                                     ", dims:0");
    Tensor flat = reshape(contiguous(self), {self.numel()});
    return reshape(roll(flat, shifts, {0}), self.sizes());
  }
  TS_CHECK(shifts.size() == dims.size(), "shifts and dimensions must align. shifts: " +
                                             std::to_string(shifts.size()) + ", dims:" + std::to_string(dims.size()));
  DimVector shift(static_cast<size_t>(self.dim()), 0);
  for (size_t i = 0; i < dims.size(); ++i) {
    int64_t d = maybeWrapDim(dims[i], self.dim());
    shift[static_cast<size_t>(d)] += shifts[i];
  }
  std::vector<int64_t> offsets;
  forEachIndex(self.sizes(), [&](const DimVector& idx) {
    DimVector src = idx;
    for (size_t d = 0; d < src.size(); ++d) {
      int64_t n = self.size(static_cast<int64_t>(d));
      if (n > 0) src[d] = ((idx[d] - shift[d]) % n + n) % n;
    }
    offsets.push_back(offsetOf(self, src));
  });
  // ATen rolls one dim at a time, each into empty_like(self).
  return inLayoutOf(gatherOffsets(self, self.sizes(), offsets), self);
}

// ATen's algorithm: the result is allocated first, then viewed as windows of
// the input's size (unfold) and filled by one broadcast copy. Note [Repeat
// overflow]: target sizes are formed as ATen forms them (wrapping int64
// products), so the errors are PyTorch's; a product that wrapped to a value
// ATen would accept (leaving elements uninitialized) is refused instead.
Tensor repeat(const Tensor& self, IntArrayRef repeats) {
  TS_CHECK(static_cast<int64_t>(repeats.size()) >= self.dim(),
           "Number of dimensions of repeat dims can not be smaller than number of dimensions of tensor");
  size_t pad = repeats.size() - static_cast<size_t>(self.dim());
  DimVector padded(pad, 1), target;
  for (int64_t s : self.sizes()) padded.push_back(s);
  bool zero = false, overflowed = false;
  for (size_t i = 0; i < repeats.size(); ++i) {
    zero |= repeats[i] == 0;
    int64_t t;
    overflowed |= mulOverflows(padded[i], repeats[i], &t);
    target.push_back(t);
  }
  checkSymIntRange(target);
  Tensor result = emptyTensor(target, self.dtype());
  if (zero) return result;
  Tensor windows = result;
  for (size_t i = 0; i < padded.size(); ++i) {
    windows = nn::unfoldWindows(windows, static_cast<int64_t>(i), padded[i], std::max<int64_t>(padded[i], 1));
  }
  TS_CHECK(!overflowed, "repeat: integer multiplication overflow");
  copy_(windows, expand(reshape(self, padded), windows.sizes()));
  return result;
}

Tensor triangle(const Tensor& self, int64_t diagonal, bool lower) {
  TS_CHECK(self.dim() >= 2, std::string(lower ? "tril" : "triu") + ": input tensor must have at least 2 dimensions");
  int64_t rows = self.size(-2), cols = self.size(-1);
  Tensor r = unsqueeze(arange(Scalar(rows)), 1);
  Tensor c = unsqueeze(arange(Scalar(cols)), 0);
  Tensor diff = sub(c, r);
  Tensor keep = lower ? le(diff, Scalar(diagonal)) : ge(diff, Scalar(diagonal));
  return contiguous(where(keep, self, scalarTensor(Scalar(0), self.dtype())));
}


namespace {

/// One scatter_reduce combine step on opmath values.
template <typename C>
C reduceStep(const std::string& reduce, C acc, C v) {
  if (reduce == "prod") return acc * v;
  if (reduce == "amax") return (acc != acc || acc > v) ? acc : v;
  if (reduce == "amin") return (acc != acc || acc < v) ? acc : v;
  return acc + v;  // sum, mean
}

template <typename C>
C reduceIdentity(const std::string& reduce) {
  if (reduce == "prod") return C(1);
  if (reduce == "amax") {
    return std::numeric_limits<C>::has_infinity ? -std::numeric_limits<C>::infinity() : std::numeric_limits<C>::lowest();
  }
  if (reduce == "amin") {
    return std::numeric_limits<C>::has_infinity ? std::numeric_limits<C>::infinity() : std::numeric_limits<C>::max();
  }
  return C(0);
}

/// sum / count; integer means round down (ATen divides with rounding_mode="floor").
template <typename C>
C meanDivide(C x, C total) {
  if constexpr (std::is_integral_v<C>) {
    C q = x / total;
    if (x % total != 0 && ((x < 0) != (total < 0))) --q;
    return q;
  } else {
    return x / total;
  }
}

}  // namespace

Tensor scatterReduce(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src,
                     const std::string& reduce, bool include_self, bool inplace) {
  TS_CHECK(reduce == "sum" || reduce == "prod" || reduce == "mean" || reduce == "amax" || reduce == "amin",
           "reduce argument must be either sum, prod, mean, amax or amin.");
  TS_CHECK(src.dtype() == self.dtype(), "scatter(): Expected self.dtype to be equal to src.dtype");
  Tensor ix = longIndex(index, "scatter", false);
  dim = maybeWrapDim(dim, self.dim());
  Tensor out = inplace ? self : clone(self);
  Tensor vals = contiguous(as_strided(src, index.sizes(), src.strides(), src.storage_offset()));
  std::vector<int64_t> offsets = indexedOffsets(out, ix, dim);
  TS_DISPATCH_NUMERIC(self.dtype(), "scatter_reduce", [&] {
    using C = opmath_t<scalar_t>;
    scalar_t* d = static_cast<scalar_t*>(out.data_ptr());
    const scalar_t* sv = static_cast<const scalar_t*>(vals.data_ptr());
    std::unordered_map<int64_t, int64_t> counts;  // contributions per target (mean)
    if (!include_self) {
      for (int64_t off : offsets) d[off] = static_cast<scalar_t>(reduceIdentity<C>(reduce));
    }
    for (size_t i = 0; i < offsets.size(); ++i) {
      d[offsets[i]] = static_cast<scalar_t>(reduceStep<C>(reduce, static_cast<C>(d[offsets[i]]), static_cast<C>(sv[i])));
      ++counts[offsets[i]];
    }
    if (reduce != "mean") return;
    for (auto& [off, n] : counts) {
      C total = static_cast<C>(n + (include_self ? 1 : 0));
      d[off] = static_cast<scalar_t>(meanDivide<C>(static_cast<C>(d[off]), total));
    }
  });
  return out;
}

/// Sizes without dim `dim` (none removed from a 0-dim shape), printed as c10
/// prints a vector: "2 4".
std::string slicedSizes(const Tensor& t, int64_t dim) {
  std::string out;
  for (int64_t i = 0; i < t.dim(); ++i)
    if (i != dim) out += (out.empty() ? "" : " ") + std::to_string(t.size(i));
  return out;
}

void checkIndexCopy(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source) {
  const int64_t n = index.numel();
  TS_CHECK(index.dim() <= 1, "index_copy_(): Index should have dimension 1 or 0 (got " + std::to_string(index.dim()) + ")",
           ErrorKind::IndexError);
  TS_CHECK(source.dim() != 0 || n == 1,
           "index_copy_(): When source is scalar, index should have one element (got " + std::to_string(n) + ")",
           ErrorKind::IndexError);
  TS_CHECK(source.dim() == self.dim() || source.dim() == 0 || self.dim() == 0,
           "index_copy_(): When source and destination are not scalars, their dimensionality must match. Source "
           "dimensionality (" + std::to_string(source.dim()) + "), destination dimensionality (" +
               std::to_string(self.dim()) + ")",
           ErrorKind::IndexError);
  TS_CHECK(index.dtype() == ScalarType::Long,
           std::string("index_copy_(): Expected a long tensor for index, but got ") + scalarTypeName(index.dtype()));
  TS_CHECK(self.dtype() == source.dtype(), std::string("index_copy_(): self and source expected to have the same dtype, but got (self) ") +
                                               scalarTypeName(self.dtype()) + " and (source) " + scalarTypeName(source.dtype()));
  std::string self_sliced = slicedSizes(self, dim), source_sliced = slicedSizes(source, dim);
  TS_CHECK(self_sliced == source_sliced,
           "index_copy_(): Source/destination tensor must have same slice shapes. Destination slice shape: " + self_sliced +
               " at dimension " + std::to_string(dim) + " and source slice shape: " + source_sliced + " at dimension 0.");
  TS_CHECK(source.dim() == 0 || n == source.size(dim),
           "index_copy_(): Number of indices (" + std::to_string(n) + ") should be equal to source.size(dim) (" +
               std::to_string(source.size(dim)) + ")",
           ErrorKind::IndexError);
}

Tensor indexCopy(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, bool inplace) {
  dim = maybeWrapDim(dim, self.dim());
  checkIndexCopy(self, dim, index, source);
  int64_t n = index.numel();
  Tensor out = inplace ? self : clone(self);
  Tensor ix = contiguous(index);
  int64_t size = self.dim() == 0 ? 1 : self.size(dim);
  for (int64_t i = 0; i < n; ++i) {
    int64_t v = ix.data_ptr<int64_t>()[i];
    TS_CHECK(v >= 0 && v < size, "index_copy_(): index " + std::to_string(v) + " is out of bounds for dimension " +
                                     std::to_string(dim) + " with size " + std::to_string(size), ErrorKind::IndexError);
    Tensor dst = self.dim() == 0 ? out : select(out, dim, v);
    copy_(dst, source.dim() == 0 ? source : select(source, dim, i));
  }
  return out;
}

}  // namespace ts::detail
