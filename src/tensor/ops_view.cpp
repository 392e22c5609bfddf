// ===--- ops_view.cpp - view ops -------------------------------------------=== //
// Every function here returns a TensorImpl sharing self's Storage; only
// reshape may copy (when no view is possible), as in ATen.
#include "tensor/ops_view.h"

#include "tensor/checked_math.h"
#include "tensor/ops_copy.h"

namespace ts {

namespace {
Tensor makeView(const Tensor& self, DimVector sizes, DimVector strides, int64_t offset) {
  auto impl = makeRef<TensorImpl>(self.storage(), self.dtype(), std::move(sizes),
                                  std::move(strides), offset);
  return Tensor(std::move(impl));
}
}  // namespace

// Order of checks as in ATen's setStrided: offset, negative strides, the
// (checked) storage extent, then numel in the TensorImpl.
Tensor as_strided(const Tensor& self, IntArrayRef size, IntArrayRef stride,
                  std::optional<int64_t> storage_offset) {
  TS_CHECK(size.size() == stride.size(), "mismatch in length of strides and shape");
  int64_t offset = storage_offset.value_or(self.storage_offset());
  TS_CHECK(offset >= 0, "Tensor: invalid storage offset " + std::to_string(offset));
  for (int64_t st : stride) {
    TS_CHECK(st >= 0, "as_strided: Negative strides are not supported at the moment, got strides: " +
                          shapeStr(stride));
  }
  size_t need = storageNbytes(size, stride, self.element_size(), offset);
  TS_CHECK(need <= self.storage()->nbytes(),
           "setStorage: sizes " + shapeStr(size) + ", strides " + shapeStr(stride) +
               ", storage offset " + std::to_string(offset) + ", and itemsize " +
               std::to_string(self.element_size()) + " requiring a storage size of " +
               std::to_string(need) + " are out of bounds for storage of size " +
               std::to_string(self.storage()->nbytes()));
  return makeView(self, DimVector(size.data(), size.size()), DimVector(stride.data(), stride.size()), offset);
}

DimVector inferViewShape(IntArrayRef shape, int64_t numel) {
  int64_t newsize = 1;
  int64_t infer_dim = -1;
  for (size_t d = 0; d < shape.size(); ++d) {
    if (shape[d] == -1) {
      TS_CHECK(infer_dim < 0, "only one dimension can be inferred");
      infer_dim = static_cast<int64_t>(d);
    } else if (shape[d] >= 0) {
      newsize = wrappingMul(newsize, shape[d]);  // wraps as in ATen; see below
    } else {
      throw Error("invalid shape dimension " + std::to_string(shape[d]));
    }
  }
  DimVector res(shape.data(), shape.size());
  if (numel == newsize || (infer_dim >= 0 && newsize > 0 && numel % newsize == 0)) {
    if (infer_dim >= 0) {
      TS_CHECK(newsize != 0, "cannot reshape tensor of 0 elements into shape " + shapeStr(shape) +
                                 " because the unspecified dimension size -1 can be any value "
                                 "and is ambiguous");
      res[infer_dim] = numel / newsize;
    }
    // A product that wrapped onto numel is caught here, with c10's message
    // (ATen catches it in the view's TensorImpl).
    checkedNumel(res);
    return res;
  }
  throw Error("shape '" + shapeStr(shape) + "' is invalid for input of size " +
              std::to_string(numel));
}

std::optional<DimVector> computeViewStrides(IntArrayRef oldshape, IntArrayRef oldstride,
                                            IntArrayRef newshape) {
  if (oldshape.empty()) return DimVector(newshape.size(), 1);
  int64_t numel = 1;
  for (int64_t s : oldshape) numel *= s;
  if (numel == 0 && oldshape.equals(newshape)) return DimVector(oldstride.data(), oldstride.size());
  int64_t nd = static_cast<int64_t>(newshape.size());
  DimVector newstride(nd);
  if (numel == 0) {
    for (int64_t d = nd - 1; d >= 0; --d) {
      newstride[d] = d == nd - 1 ? 1 : std::max<int64_t>(newshape[d + 1], 1) * newstride[d + 1];
    }
    return newstride;
  }
  int64_t view_d = nd - 1;
  int64_t chunk_base_stride = oldstride[oldstride.size() - 1];
  int64_t tensor_numel = 1, view_numel = 1;
  for (int64_t tensor_d = static_cast<int64_t>(oldshape.size()) - 1; tensor_d >= 0; --tensor_d) {
    tensor_numel *= oldshape[tensor_d];
    if (tensor_d == 0 || (oldshape[tensor_d - 1] != 1 &&
                          oldstride[tensor_d - 1] != tensor_numel * chunk_base_stride)) {
      while (view_d >= 0 && (view_numel < tensor_numel || newshape[view_d] == 1)) {
        newstride[view_d] = view_numel * chunk_base_stride;
        view_numel *= newshape[view_d];
        --view_d;
      }
      if (view_numel != tensor_numel) return std::nullopt;
      if (tensor_d > 0) {
        chunk_base_stride = oldstride[tensor_d - 1];
        tensor_numel = 1;
        view_numel = 1;
      }
    }
  }
  if (view_d != -1) return std::nullopt;
  return newstride;
}

Tensor view(const Tensor& self, IntArrayRef size) {
  DimVector shape = inferViewShape(size, self.numel());
  auto strides = computeViewStrides(self.sizes(), self.strides(), shape);
  TS_CHECK(strides.has_value(),
           "view size is not compatible with input tensor's size and stride (at least one "
           "dimension spans across two contiguous subspaces). Use .reshape(...) instead.");
  return makeView(self, std::move(shape), std::move(*strides), self.storage_offset());
}

Tensor reshape(const Tensor& self, IntArrayRef shape_in) {
  DimVector shape = inferViewShape(shape_in, self.numel());
  auto strides = computeViewStrides(self.sizes(), self.strides(), shape);
  if (strides) return makeView(self, std::move(shape), std::move(*strides), self.storage_offset());
  return view(contiguous(self), shape);
}

Tensor select(const Tensor& self, int64_t dim, int64_t index) {
  TS_CHECK(self.dim() > 0, "select() cannot be applied to a 0-dim tensor.", ErrorKind::IndexError);
  dim = maybeWrapDim(dim, self.dim());
  int64_t size = self.sizes()[dim];
  if (index < -size || index >= size) {
    throw Error("select(): index " + std::to_string(index) + " out of range for tensor of size " +
                    shapeStr(self.sizes()) + " at dimension " + std::to_string(dim),
                ErrorKind::IndexError);
  }
  if (index < 0) index += size;
  DimVector sizes(self.sizes().data(), self.sizes().size());
  DimVector strides(self.strides().data(), self.strides().size());
  int64_t offset = self.storage_offset() + index * strides[dim];
  sizes.erase(dim);
  strides.erase(dim);
  return makeView(self, std::move(sizes), std::move(strides), offset);
}

Tensor narrow(const Tensor& self, int64_t dim, int64_t start, int64_t length) {
  TS_CHECK(self.dim() > 0, "narrow() cannot be applied to a 0-dim tensor.");
  dim = maybeWrapDim(dim, self.dim());
  int64_t cur = self.sizes()[dim];
  // PyTorch 1.13 wraps start as a dimension index ("Dimension out of range"
  // past the size); start == size is the one position past the end allowed.
  if (start != cur) start = maybeWrapDim(start, cur);
  TS_CHECK(length >= 0 && start <= cur - length,
           "start (" + std::to_string(start) + ") + length (" + std::to_string(length) +
               ") exceeds dimension size (" + std::to_string(cur) + ").");
  return slice(self, dim, start, start + length, 1);
}

Tensor slice(const Tensor& self, int64_t dim, std::optional<int64_t> start_opt,
             std::optional<int64_t> end_opt, int64_t step) {
  TS_CHECK(self.dim() > 0, "slice() cannot be applied to a 0-dim tensor.");
  dim = maybeWrapDim(dim, self.dim());
  TS_CHECK(step > 0, "slice step must be positive");
  int64_t size = self.sizes()[dim];
  int64_t start = start_opt.value_or(0);
  int64_t end = end_opt.value_or(INT64_MAX);
  if (start < 0) start += size;
  if (end < 0) end += size;
  if (start < 0) start = 0;
  else if (start >= size) start = size;
  if (end < start) end = start;
  else if (end >= size) end = size;
  DimVector sizes(self.sizes().data(), self.sizes().size());
  DimVector strides(self.strides().data(), self.strides().size());
  int64_t offset = self.storage_offset() + start * strides[dim];
  sizes[dim] = (end - start) / step + ((end - start) % step != 0);
  // A step past the end leaves at most one element, whose stride is never
  // used; the product may wrap, as in ATen, without UB.
  strides[dim] = wrappingMul(strides[dim], step);
  return makeView(self, std::move(sizes), std::move(strides), offset);
}

Tensor transpose(const Tensor& self, int64_t dim0, int64_t dim1) {
  int64_t nd = self.dim();
  dim0 = maybeWrapDim(dim0, nd);
  dim1 = maybeWrapDim(dim1, nd);
  if (nd == 0 || dim0 == dim1) return makeView(self, self.sizes(), self.strides(), self.storage_offset());
  DimVector sizes(self.sizes().data(), nd), strides(self.strides().data(), nd);
  std::swap(sizes[dim0], sizes[dim1]);
  std::swap(strides[dim0], strides[dim1]);
  return makeView(self, std::move(sizes), std::move(strides), self.storage_offset());
}

Tensor permute(const Tensor& self, IntArrayRef dims) {
  int64_t nd = self.dim();
  TS_CHECK(static_cast<int64_t>(dims.size()) == nd,
           "permute(sparse_coo): number of dimensions in the tensor input does not match the "
           "length of the desired ordering of dimensions i.e. input.dim() = " +
               std::to_string(nd) + " is not equal to len(dims) = " + std::to_string(dims.size()));
  DimVector sizes(nd), strides(nd);
  std::vector<bool> seen(nd, false);
  for (int64_t i = 0; i < nd; ++i) {
    int64_t d = maybeWrapDim(dims[i], nd);
    TS_CHECK(!seen[d], "permute(): duplicate dims are not allowed.");
    seen[d] = true;
    sizes[i] = self.sizes()[d];
    strides[i] = self.strides()[d];
  }
  return makeView(self, std::move(sizes), std::move(strides), self.storage_offset());
}

Tensor movedim(const Tensor& self, int64_t source, int64_t destination) {
  int64_t nd = self.dim();
  source = maybeWrapDim(source, nd);
  destination = maybeWrapDim(destination, nd);
  DimVector order;
  for (int64_t i = 0; i < nd; ++i) {
    if (i != source) order.push_back(i);
  }
  if (nd > 0) order.insert(destination, source);
  return permute(self, order);
}

Tensor expand(const Tensor& self, IntArrayRef size, bool implicit) {
  int64_t nd = self.dim();
  int64_t n = static_cast<int64_t>(size.size());
  if (n < nd) {
    throw Error("expand(torch." + std::string(scalarTypeName(self.dtype())) + "Tensor{" +
                shapeStr(self.sizes()) + "}, size=" + shapeStr(size) +
                "): the number of sizes provided (" + std::to_string(n) +
                ") must be greater or equal to the number of dimensions in the tensor (" +
                std::to_string(nd) + ")");
  }
  DimVector sizes(n), strides(n);
  for (int64_t i = n - 1; i >= 0; --i) {
    int64_t off = n - 1 - i;
    int64_t d = nd - 1 - off;
    int64_t target = size[i];
    if (d >= 0) {
      int64_t cur = self.sizes()[d];
      int64_t st = self.strides()[d];
      if (target == -1) target = cur;
      if (cur != target) {
        TS_CHECK(cur == 1, "The expanded size of the tensor (" + std::to_string(target) +
                               ") must match the existing size (" + std::to_string(cur) +
                               ") at non-singleton dimension " + std::to_string(i) +
                               ".  Target sizes: " + shapeStr(size) +
                               ".  Tensor sizes: " + shapeStr(self.sizes()));
        st = 0;
      }
      sizes[i] = target;
      strides[i] = st;
    } else {
      TS_CHECK(target >= 0, "The expanded size of the tensor (" + std::to_string(target) +
                                ") isn't allowed in a leading, non-existing dimension " +
                                std::to_string(i));
      sizes[i] = target;
      strides[i] = 0;
    }
  }
  return makeView(self, std::move(sizes), std::move(strides), self.storage_offset());
}

Tensor expand_as(const Tensor& self, const Tensor& other) { return expand(self, other.sizes()); }

Tensor unsqueeze(const Tensor& self, int64_t dim) {
  int64_t nd = self.dim();
  dim = maybeWrapDim(dim, nd + 1);
  DimVector sizes(self.sizes().data(), nd), strides(self.strides().data(), nd);
  int64_t st = dim >= nd ? 1 : wrappingMul(sizes[dim], strides[dim]);
  sizes.insert(dim, 1);
  strides.insert(dim, st);
  return makeView(self, std::move(sizes), std::move(strides), self.storage_offset());
}

Tensor squeeze(const Tensor& self) {
  DimVector sizes, strides;
  for (int64_t d = 0; d < self.dim(); ++d) {
    if (self.sizes()[d] != 1) {
      sizes.push_back(self.sizes()[d]);
      strides.push_back(self.strides()[d]);
    }
  }
  return makeView(self, std::move(sizes), std::move(strides), self.storage_offset());
}

Tensor squeeze(const Tensor& self, int64_t dim) {
  int64_t nd = self.dim();
  dim = maybeWrapDim(dim, nd);
  if (nd == 0 || self.sizes()[dim] != 1) {
    return makeView(self, self.sizes(), self.strides(), self.storage_offset());
  }
  DimVector sizes(self.sizes().data(), nd), strides(self.strides().data(), nd);
  sizes.erase(dim);
  strides.erase(dim);
  return makeView(self, std::move(sizes), std::move(strides), self.storage_offset());
}

Tensor t(const Tensor& self) {
  TS_CHECK(self.dim() <= 2, "t() expects a tensor with <= 2 dimensions, but self is " +
                                std::to_string(self.dim()) + "D");
  return self.dim() < 2 ? transpose(self, 0, 0) : transpose(self, 0, 1);
}

Tensor flatten(const Tensor& self, int64_t start_dim, int64_t end_dim) {
  int64_t nd = self.dim();
  start_dim = maybeWrapDim(start_dim, nd);
  end_dim = maybeWrapDim(end_dim, nd);
  TS_CHECK(start_dim <= end_dim,
           "flatten() has invalid args: start_dim cannot come after end_dim");
  if (nd == 0) return reshape(self, {1});
  if (start_dim == end_dim) return self;
  DimVector shape;
  for (int64_t d = 0; d < start_dim; ++d) shape.push_back(self.sizes()[d]);
  int64_t prod = 1;
  for (int64_t d = start_dim; d <= end_dim; ++d) prod *= self.sizes()[d];
  shape.push_back(prod);
  for (int64_t d = end_dim + 1; d < nd; ++d) shape.push_back(self.sizes()[d]);
  return reshape(self, shape);
}

Tensor unflatten(const Tensor& self, int64_t dim, IntArrayRef sizes) {
  dim = maybeWrapDim(dim, self.dim());
  TS_CHECK(!sizes.empty(), "unflatten: sizes must be non-empty");
  int64_t known = 1, inferred_dims = 0, n = self.sizes()[dim];
  for (int64_t s : sizes) {
    if (s == -1) ++inferred_dims;
    else known *= s;
  }
  TS_CHECK(inferred_dims > 1 || (inferred_dims == 0 ? known == n : known != 0 && n % known == 0),
           "unflatten: Provided sizes " + shapeStr(sizes) + " don't multiply up to the size of dim " +
               std::to_string(dim) + " (" + std::to_string(n) + ") in the input tensor");
  DimVector inferred = inferViewShape(sizes, self.sizes()[dim]);
  DimVector shape;
  for (int64_t d = 0; d < dim; ++d) shape.push_back(self.sizes()[d]);
  for (int64_t s : inferred) shape.push_back(s);
  for (int64_t d = dim + 1; d < self.dim(); ++d) shape.push_back(self.sizes()[d]);
  return view(self, shape);
}

Tensor detach(const Tensor& self) {
  return makeView(self, self.sizes(), self.strides(), self.storage_offset());
}

Tensor alias(const Tensor& self) { return detach(self); }

std::vector<Tensor> unbind(const Tensor& self, int64_t dim) {
  TS_CHECK(self.dim() > 0, "Dimension specified as 0 but tensor has no dimensions",
           ErrorKind::IndexError);
  dim = maybeWrapDim(dim, self.dim());
  std::vector<Tensor> out;
  for (int64_t i = 0; i < self.sizes()[dim]; ++i) out.push_back(select(self, dim, i));
  return out;
}

std::vector<Tensor> split(const Tensor& self, int64_t split_size, int64_t dim) {
  TS_CHECK(self.dim() != 0, "split expects at least a 1-dimensional tensor");
  TS_CHECK(split_size >= 0, "split expects split_size be non-negative, but got split_size=" +
                                std::to_string(split_size));
  dim = maybeWrapDim(dim, self.dim());
  int64_t size = self.sizes()[dim];
  TS_CHECK(split_size > 0 || size == 0,
           "split_size can only be 0 if dimension size is 0, but got dimension size of " +
               std::to_string(size));
  int64_t n = split_size == 0 ? 1 : std::max<int64_t>((size + split_size - 1) / split_size, 1);
  std::vector<Tensor> out;
  for (int64_t i = 0; i < n; ++i) {
    int64_t len = std::min(split_size, size - i * split_size);
    out.push_back(narrow(self, dim, i * split_size, len));
  }
  return out;
}

std::vector<Tensor> chunk(const Tensor& self, int64_t chunks, int64_t dim) {
  TS_CHECK(self.dim() > 0, "chunk expects at least a 1-dimensional tensor");
  TS_CHECK(chunks > 0, "chunk expects `chunks` to be greater than 0, got: " + std::to_string(chunks));
  dim = maybeWrapDim(dim, self.dim());
  int64_t size = self.sizes()[dim];
  int64_t split_size = (size + chunks - 1) / chunks;
  if (split_size == 0 && size == 0) {
    std::vector<Tensor> out;
    for (int64_t i = 0; i < chunks; ++i) out.push_back(narrow(self, dim, 0, 0));
    return out;
  }
  return split(self, split_size, dim);
}

// Tensor member forms.
Tensor Tensor::view(IntArrayRef sizes) const { return ts::view(*this, sizes); }
Tensor Tensor::reshape(IntArrayRef sizes) const { return ts::reshape(*this, sizes); }
Tensor Tensor::select(int64_t dim, int64_t index) const { return ts::select(*this, dim, index); }
Tensor Tensor::narrow(int64_t dim, int64_t start, int64_t length) const {
  return ts::narrow(*this, dim, start, length);
}
Tensor Tensor::slice(int64_t dim, std::optional<int64_t> start, std::optional<int64_t> end,
                     int64_t step) const {
  return ts::slice(*this, dim, start, end, step);
}
Tensor Tensor::transpose(int64_t dim0, int64_t dim1) const { return ts::transpose(*this, dim0, dim1); }
Tensor Tensor::permute(IntArrayRef dims) const { return ts::permute(*this, dims); }
Tensor Tensor::expand(IntArrayRef sizes, bool implicit) const { return ts::expand(*this, sizes, implicit); }
Tensor Tensor::expand_as(const Tensor& other) const { return ts::expand_as(*this, other); }
Tensor Tensor::unsqueeze(int64_t dim) const { return ts::unsqueeze(*this, dim); }
Tensor Tensor::squeeze() const { return ts::squeeze(*this); }
Tensor Tensor::squeeze(int64_t dim) const { return ts::squeeze(*this, dim); }
Tensor Tensor::t() const { return ts::t(*this); }
Tensor Tensor::flatten(int64_t start_dim, int64_t end_dim) const {
  return ts::flatten(*this, start_dim, end_dim);
}
Tensor Tensor::detach() const { return ts::detach(*this); }
Tensor Tensor::alias() const { return ts::alias(*this); }

}  // namespace ts
