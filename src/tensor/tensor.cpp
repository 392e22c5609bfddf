// ===--- tensor.cpp - TensorImpl, Tensor basics and allocation ------------=== //
#include "tensor/tensor.h"

#include <cstring>

#include "tensor/cast.h"
#include "tensor/checked_math.h"
#include "tensor/dispatch.h"
#include "tensor/tensor_print.h"

namespace ts {

namespace detail {
void throwNotImplemented(const char* name, ScalarType t) {
  throw Error(std::string("\"") + name + "\" not implemented for '" + scalarTypeName(t) + "'");
}
}  // namespace detail

TensorImpl::TensorImpl(Ref<Storage> storage, ScalarType dtype, DimVector sizes,
                       DimVector strides, int64_t storage_offset)
    : storage_(std::move(storage)),
      sizes_(std::move(sizes)),
      strides_(std::move(strides)),
      storage_offset_(storage_offset),
      dtype_(dtype) {
  refresh();
}

void TensorImpl::setData(const TensorImpl& src) {
  storage_ = src.storage_;
  dtype_ = src.dtype_;
  setGeometry(src.sizes_, src.strides_, src.storage_offset_);
}

void TensorImpl::setGeometry(DimVector sizes, DimVector strides, int64_t storage_offset) {
  sizes_ = std::move(sizes);
  strides_ = std::move(strides);
  storage_offset_ = storage_offset;
  refresh();
}

// Recomputes numel and the contiguity flag (c10's compute_contiguous: size-1
// dims may have any stride; empty tensors are contiguous). Note [Numel
// invariant]: numel is checked here, as in c10's safe_compute_numel, so no
// TensorImpl exists whose element count overflows int64; kernels rely on it.
void TensorImpl::refresh() {
  int64_t n = checkedNumel(sizes_);
  numel_ = n;
  is_contiguous_ = true;
  if (n == 0) return;
  int64_t expected = 1;
  for (size_t i = sizes_.size(); i-- > 0;) {
    if (sizes_[i] == 1) continue;
    if (strides_[i] != expected) {
      is_contiguous_ = false;
      return;
    }
    expected *= sizes_[i];  // cannot overflow: a prefix of the checked numel
  }
}

int64_t Tensor::size(int64_t d) const { return impl_->sizes()[maybeWrapDim(d, dim(), false)]; }

int64_t Tensor::stride(int64_t d) const {
  return impl_->strides()[maybeWrapDim(d, dim(), false)];
}

void Tensor::checkDtype(ScalarType t) const {
  TS_CHECK(t == dtype(), std::string("expected scalar type ") + scalarTypeName(t) +
                             " but found " + scalarTypeName(dtype()));
}

namespace {
template <typename T>
Scalar toScalar(T v) {
  if constexpr (std::is_same_v<T, bool>) {
    return Scalar(v);
  } else if constexpr (std::is_same_v<T, ComplexHalf>) {
    return Scalar(std::complex<double>(static_cast<float>(v.re), static_cast<float>(v.im)));
  } else if constexpr (IsComplex<T>::value) {
    return Scalar(std::complex<double>(v.real(), v.imag()));
  } else if constexpr (std::is_integral_v<T>) {
    return Scalar(static_cast<int64_t>(v));
  } else {
    return Scalar(static_cast<double>(static_cast<opmath_t<T>>(v)));
  }
}
}  // namespace

Scalar Tensor::item() const {
  TS_CHECK(numel() == 1, "only one element tensors can be converted to Python scalars",
           ErrorKind::ValueError);
  Scalar result;
  TS_DISPATCH_STORAGE(dtype(), "item", [&] {
    result = toScalar(*static_cast<const scalar_t*>(data_ptr()));
  });
  return result;
}

std::string Tensor::repr() const { return pythonRepr(*this); }

DimVector contiguousStrides(IntArrayRef sizes) {
  DimVector strides(sizes.size());
  int64_t acc = 1;
  for (size_t i = sizes.size(); i-- > 0;) {
    strides[i] = acc;
    // Wraps (defined) only for shapes that the numel check rejects anyway.
    acc = wrappingMul(acc, sizes[i] > 1 ? sizes[i] : 1);
  }
  return strides;
}

void checkSizeNonnegative(IntArrayRef sizes) {
  for (int64_t s : sizes) {
    if (s < 0) {
      throw Error("Trying to create tensor with negative dimension " + std::to_string(s) +
                  ": " + shapeStr(sizes));
    }
  }
}

int64_t computeNumel(IntArrayRef sizes) {
  checkSizeNonnegative(sizes);
  return checkedNumel(sizes);
}

int64_t maybeWrapDim(int64_t dim, int64_t ndim, bool wrap_scalar) {
  if (ndim <= 0) {
    TS_CHECK(wrap_scalar, "dimension specified as " + std::to_string(dim) +
                              " but tensor has no dimensions", ErrorKind::IndexError);
    ndim = 1;
  }
  int64_t lo = -ndim, hi = ndim - 1;
  if (dim < lo || dim > hi) {
    throw Error("Dimension out of range (expected to be in range of [" + std::to_string(lo) +
                    ", " + std::to_string(hi) + "], but got " + std::to_string(dim) + ")",
                ErrorKind::IndexError);
  }
  return dim < 0 ? dim + ndim : dim;
}

std::string shapeStr(IntArrayRef sizes) {
  std::string s = "[";
  for (size_t i = 0; i < sizes.size(); ++i) {
    if (i) s += ", ";
    s += std::to_string(sizes[i]);
  }
  return s + "]";
}

Tensor emptyTensor(IntArrayRef sizes, ScalarType dtype) {
  checkSizeNonnegative(sizes);
  TS_CHECK(dtype != ScalarType::Undefined, "empty(): dtype is undefined");
  auto storage = makeRef<Storage>(storageNbytesContiguous(sizes, elementSize(dtype)));
  return Tensor(makeRef<TensorImpl>(std::move(storage), dtype, DimVector(sizes.data(), sizes.size()),
                                    contiguousStrides(sizes), 0));
}

Tensor emptyStrided(IntArrayRef sizes, IntArrayRef strides, ScalarType dtype) {
  TS_CHECK(sizes.size() == strides.size(), "mismatch in length of strides and shape");
  checkSizeNonnegative(sizes);
  auto storage = makeRef<Storage>(storageNbytes(sizes, strides, elementSize(dtype)));
  return Tensor(makeRef<TensorImpl>(std::move(storage), dtype, DimVector(sizes.data(), sizes.size()),
                                    DimVector(strides.data(), strides.size()), 0));
}

Tensor scalarTensor(const Scalar& s, ScalarType dtype) {
  Tensor t = emptyTensor({}, dtype);
  TS_DISPATCH_ALL_AND_COMPLEX(dtype, "scalar_tensor", [&] {
    *static_cast<scalar_t*>(t.data_ptr()) = s.to<scalar_t>();
  });
  return t;
}

Tensor wrappedScalarTensor(const Scalar& s) {
  Tensor t = scalarTensor(s, s.type());
  t.impl()->setWrappedNumber(true);
  return t;
}

void TensorImpl::resizeKeepingData(IntArrayRef sizes) {
  DimVector dims(sizes.size());
  for (size_t i = 0; i < sizes.size(); ++i) {
    if (sizes[i] < 0) throw Error("Trying to create tensor with negative dimension " + std::to_string(sizes[i]));
    dims[i] = sizes[i];
  }
  size_t itemsize = elementSize(dtype_);
  int64_t offset_bytes = checkedMul(storage_offset_, static_cast<int64_t>(itemsize), "resize_");
  int64_t need = checkedAdd(static_cast<int64_t>(storageNbytesContiguous(dims, itemsize)), offset_bytes, "resize_");
  if (static_cast<size_t>(need) > storage_->nbytes()) {
    Ref<Storage> grown(new Storage(static_cast<size_t>(need)));
    std::memcpy(grown->data(), storage_->data(), storage_->nbytes());
    storage_ = std::move(grown);
  }
  setGeometry(dims, contiguousStrides(dims), storage_offset_);
}

void TensorImpl::resizeStorage(IntArrayRef sizes) {
  DimVector dims(sizes.size());
  for (size_t i = 0; i < sizes.size(); ++i) dims[i] = sizes[i];
  storage_ = Ref<Storage>(new Storage(storageNbytesContiguous(dims, elementSize(dtype_))));
  setGeometry(dims, contiguousStrides(dims), 0);
}

}  // namespace ts
