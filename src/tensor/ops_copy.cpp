// ===--- ops_copy.cpp - copy/convert kernels -------------------------------=== //
// copy_ is the one kernel with two dtypes: it dispatches on the destination
// and then the source; same-dtype contiguous copies become memcpy.
#include "tensor/ops_copy.h"

#include <algorithm>
#include <cstring>

#include "tensor/cast.h"
#include "tensor/dispatch.h"
#include "tensor/loops.h"
#include "tensor/sparse_coo.h"
#include "tensor/tensor_iterator.h"

namespace ts {

namespace {

bool isNonOverlappingAndDense(const Tensor& t) {
  if (t.is_contiguous()) return true;
  int64_t nd = t.dim();
  DimVector perm(nd);
  for (int64_t i = 0; i < nd; ++i) perm[i] = i;
  std::sort(perm.begin(), perm.end(), [&](int64_t a, int64_t b) {
    if (t.sizes()[a] < 2) return false;
    if (t.sizes()[b] < 2) return true;
    return t.strides()[a] < t.strides()[b];
  });
  int64_t expected = 1;
  for (int64_t i = 0; i < nd; ++i) {
    int64_t d = perm[i];
    if (t.sizes()[d] == 1) continue;
    if (t.strides()[d] != expected) return false;
    expected *= t.sizes()[d];
  }
  return true;
}

/// ATen's infer_dense_strides: dense strides that keep the layout order of
/// `t`'s strides (a stable insertion sort; zero strides keep their place).
DimVector inferDenseStrides(const Tensor& t) {
  const int64_t nd = t.dim();
  DimVector perm(nd), out(nd);
  for (int64_t i = 0; i < nd; ++i) perm[i] = nd - 1 - i;
  auto order = [&](int64_t a, int64_t b) {
    int64_t sa = t.strides()[a], sb = t.strides()[b];
    if (sa == 0 || sb == 0) return 0;
    if (sa != sb) return sa < sb ? -1 : 1;
    return t.sizes()[a] > t.sizes()[b] ? 1 : 0;
  };
  for (int64_t i = 1; i < nd; ++i) {
    int64_t d1 = i;
    for (int64_t d0 = i - 1; d0 >= 0; --d0) {
      int c = order(perm[d0], perm[d1]);
      if (c < 0) break;
      if (c > 0) {
        std::swap(perm[d0], perm[d1]);
        d1 = d0;
      }
    }
  }
  int64_t stride = 1;
  for (int64_t i = 0; i < nd; ++i) {
    out[perm[i]] = stride;
    if (t.sizes()[perm[i]] > 1) stride *= t.sizes()[perm[i]];
  }
  return out;
}

/// A strided copy of n elements of `Size` bytes; the constant size lets the
/// compiler turn each memcpy into one move (a call per element made copies
/// of permuted tensors twice as slow as PyTorch's).
template <size_t Size>
void stridedCopy(char* dst, const char* src, int64_t dst_stride, int64_t src_stride, int64_t n) {
  for (int64_t i = 0; i < n; ++i) std::memcpy(dst + i * dst_stride, src + i * src_stride, Size);
}

void copyKernel(TensorIter& it) {
  ScalarType dst = it.dtype(0), src = it.dtype(1);
  if (dst == src) {
    size_t es = elementSize(dst);
    it.parallelForEach([&](char** data, const int64_t* s, int64_t n) {
      if (s[0] == static_cast<int64_t>(es) && s[1] == static_cast<int64_t>(es)) {
        std::memcpy(data[0], data[1], static_cast<size_t>(n) * es);
        return;
      }
      switch (es) {
        case 1: return stridedCopy<1>(data[0], data[1], s[0], s[1], n);
        case 2: return stridedCopy<2>(data[0], data[1], s[0], s[1], n);
        case 4: return stridedCopy<4>(data[0], data[1], s[0], s[1], n);
        case 8: return stridedCopy<8>(data[0], data[1], s[0], s[1], n);
        case 16: return stridedCopy<16>(data[0], data[1], s[0], s[1], n);
        default:
          for (int64_t i = 0; i < n; ++i) std::memcpy(data[0] + i * s[0], data[1] + i * s[1], es);
      }
    });
    return;
  }
  TS_DISPATCH_STORAGE(dst, "copy_", [&] {
    using dst_t = scalar_t;
    TS_DISPATCH_STORAGE(src, "copy_", [&] {
      unaryKernel<dst_t, scalar_t>(it, [](scalar_t v) { return castValue<dst_t>(v); });
    });
  });
}

}  // namespace

Tensor copy_(const Tensor& self, const Tensor& src) {
  if (self.is_same(src) || self.numel() == 0) return self;
  Tensor source = src;
  if (!src.sizes().equals(self.sizes())) {
    DimVector shape = inferSize(self.sizes(), src.sizes());
    if (!IntArrayRef(shape).equals(self.sizes())) {
      throw Error("output with shape " + shapeStr(self.sizes()) +
                  " doesn't match the broadcast shape " + shapeStr(shape));
    }
    source = src.expand(self.sizes());
  }
  if (self.storage().get() == source.storage().get() &&
      self.data_ptr() == source.data_ptr() && self.strides().equals(source.strides()) &&
      self.dtype() == source.dtype()) {
    return self;
  }
  TensorIter it;
  it.addOutput(self).addInput(source).commonDtype(self.dtype()).build();
  copyKernel(it);
  return self;
}

Tensor& copy_(Tensor& self, const Tensor& src) {
  copy_(static_cast<const Tensor&>(self), src);
  return self;
}

Tensor fill_(const Tensor& self, const Scalar& value) {
  if (self.numel() == 0) return self;
  assertNoInternalOverlap(self);
  TS_DISPATCH_STORAGE(self.dtype(), "fill_", [&] {
    scalar_t v = value.to<scalar_t>();
    if (self.is_contiguous()) {
      scalar_t* TS_RESTRICT p = static_cast<scalar_t*>(self.data_ptr());
      int64_t n = self.numel();
      for (int64_t i = 0; i < n; ++i) p[i] = v;
      return;
    }
    TensorIter it;
    it.addOutput(self).commonDtype(self.dtype()).build();
    it.parallelForEach([&](char** data, const int64_t* s, int64_t n) {
      for (int64_t i = 0; i < n; ++i) *reinterpret_cast<scalar_t*>(data[0] + i * s[0]) = v;
    });
  });
  return self;
}

Tensor fill_(const Tensor& self, const Tensor& value) {
  TS_CHECK(value.dim() == 0,
           "fill_ only supports 0-dimension value tensor but got tensor with " +
               std::to_string(value.dim()) + " dimensions.");
  return fill_(self, value.item());
}

Tensor zero_(const Tensor& self) { return fill_(self, Scalar(int64_t(0))); }

Tensor empty_like(const Tensor& self, std::optional<ScalarType> dtype) {
  ScalarType dt = dtype.value_or(self.dtype());
  // PyTorch's preserve_format: a dense tensor's strides are kept verbatim
  // (size-1 dimensions included), others get dense strides in their order.
  if (isNonOverlappingAndDense(self)) return emptyStrided(self.sizes(), self.strides(), dt);
  return emptyStrided(self.sizes(), inferDenseStrides(self), dt);
}

Tensor to(const Tensor& self, ScalarType dtype, bool non_blocking, bool copy) {
  if (self.dtype() == dtype && !copy) return self;
  Tensor out = empty_like(self, dtype);
  copy_(out, self);
  return out;
}

Tensor clone(const Tensor& self) {
  if (isSparse(self)) return cloneSparse(self);
  Tensor out = empty_like(self);
  copy_(out, self);
  return out;
}

Tensor contiguous(const Tensor& self) {
  if (self.is_contiguous()) return self;
  Tensor out = emptyTensor(self.sizes(), self.dtype());
  copy_(out, self);
  return out;
}

Tensor Tensor::contiguous() const { return ts::contiguous(*this); }
Tensor Tensor::clone() const { return ts::clone(*this); }
Tensor Tensor::to(ScalarType dtype, bool copy) const { return ts::to(*this, dtype, false, copy); }

// Note [Composite elementwise layout]: ATen computes elementwise ops through
// a TensorIterator, whose output follows the inputs' layout (a channels-last
// input gives a channels-last result, `d[:, :1] + 1` keeps the channel dim
// innermost). An op computed here as a composite (over contiguous copies, or
// by stacking) gets that layout back from this one place.
Tensor withElementwiseLayout(const Tensor& result, std::initializer_list<Tensor> inputs) {
  bool all_contiguous = result.is_contiguous();
  for (const Tensor& in : inputs) all_contiguous = all_contiguous && in.is_contiguous();
  if (all_contiguous) return result;
  TensorIter it;
  it.addOutput(Tensor());
  for (const Tensor& in : inputs) it.addInput(in);
  it.commonDtype(result.dtype()).outputDtype(result.dtype());
  it.build();
  Tensor out = it.output();
  if (!out.sizes().equals(result.sizes()) || out.strides().equals(result.strides())) return result;
  copy_(out, result);
  return out;
}

Tensor inLayoutOf(const Tensor& result, const Tensor& self) {
  if (self.is_contiguous() || !result.sizes().equals(self.sizes())) return result;
  Tensor out = empty_like(self, result.dtype());
  if (out.strides().equals(result.strides())) return result;
  copy_(out, result);
  return out;
}

}  // namespace ts
