// ===--- tensor.h - TensorImpl and the Tensor handle ----------------------=== //
// A TensorImpl is a strided view (sizes, strides, offset, dtype) of a shared
// Storage. Tensor is the cheap-to-copy handle every op takes and returns;
// view methods return new handles aliasing the same storage.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "support/error.h"
#include "support/ref.h"
#include "tensor/dim_vector.h"
#include "tensor/scalar.h"
#include "tensor/scalar_type.h"
#include "tensor/storage.h"

namespace ts {

/// The state of one tensor: a typed, strided window on a Storage.
class TensorImpl : public RefCounted {
 public:
  TensorImpl(Ref<Storage> storage, ScalarType dtype, DimVector sizes, DimVector strides,
             int64_t storage_offset);

  const Ref<Storage>& storage() const { return storage_; }
  ScalarType dtype() const { return dtype_; }
  const DimVector& sizes() const { return sizes_; }
  const DimVector& strides() const { return strides_; }
  int64_t storageOffset() const { return storage_offset_; }
  int64_t numel() const { return numel_; }
  int64_t dim() const { return static_cast<int64_t>(sizes_.size()); }
  bool isContiguous() const { return is_contiguous_; }

  bool requiresGrad() const { return requires_grad_; }
  void setRequiresGrad(bool v) { requires_grad_ = v; }
  /// Note [Autograd metadata]: there is no autograd graph, only what PyTorch
  /// shows of one. gradFn() names the backward node of the op that made this
  /// tensor ("MulBackward0", a static string), or is null for a leaf.
  /// viewBase() is the tensor a view made by a registry view op looks into
  /// (the root when views are chained), so an in-place op on the view can
  /// mark the base the way PyTorch's CopySlices does. detach() makes no base.
  const char* gradFn() const { return grad_fn_; }
  void setGradFn(const char* name) { grad_fn_ = name; }
  bool isLeaf() const { return grad_fn_ == nullptr; }
  TensorImpl* viewBase() const { return view_base_.get(); }
  void setViewBase(Ref<TensorImpl> base) { view_base_ = std::move(base); }
  /// Note [Wrapped numbers]: a 0-dim tensor made from a Python number takes
  /// part in type promotion with the lowest priority (see resultType).
  bool isWrappedNumber() const { return is_wrapped_number_; }
  /// An nn.Parameter (only printing tells it from a plain tensor).
  bool isParameter() const { return is_parameter_; }
  void setParameter(bool v) { is_parameter_ = v; }
  void setWrappedNumber(bool v) { is_wrapped_number_ = v; }
  /// State of a layer above (the Python level's backward graph node or a
  /// leaf's .grad), opaque here; dies with the tensor.
  RefCounted* autogradMeta() const { return autograd_meta_.get(); }
  void setAutogradMeta(Ref<RefCounted> m) { autograd_meta_ = std::move(m); }
  /// Note [Tensor Python state]: what the Python level keeps on this one
  /// tensor object for its whole life (its __dict__, a Tensor subclass),
  /// opaque here. Unlike autogradMeta it survives in-place ops, and views
  /// and results never share it, as each is a new Python object in PyTorch.
  RefCounted* pyState() const { return py_state_.get(); }
  void setPyState(Ref<RefCounted> s) { py_state_ = std::move(s); }

  /// Address of element 0 (storage data + offset * element size).
  void* data() const {
    return static_cast<char*>(storage_->data()) + storage_offset_ * static_cast<int64_t>(elementSize(dtype_));
  }
  /// `x.data = y`: this tensor becomes a view of `src`'s storage with its
  /// dtype and geometry; autograd state and flags stay (PyTorch's set_data).
  void setData(const TensorImpl& src);
  /// Replaces the geometry (used by in-place view ops such as resize_/t_).
  void setGeometry(DimVector sizes, DimVector strides, int64_t storage_offset);
  /// Gives the tensor new contiguous memory of `sizes` (resize_ of an out=
  /// argument whose shape differs; the old storage stays with its views).
  void resizeStorage(IntArrayRef sizes);
  /// resize_: contiguous geometry of `sizes` over the same data, the
  /// storage grown (contents kept) when it is too small.
  void resizeKeepingData(IntArrayRef sizes);

 private:
  void refresh();

  Ref<Storage> storage_;
  DimVector sizes_;
  DimVector strides_;
  int64_t storage_offset_;
  int64_t numel_ = 1;
  ScalarType dtype_;
  bool is_contiguous_ = true;
  const char* grad_fn_ = nullptr;
  Ref<TensorImpl> view_base_;
  Ref<RefCounted> autograd_meta_;
  Ref<RefCounted> py_state_;
  bool requires_grad_ = false;
  bool is_wrapped_number_ = false;
  bool is_parameter_ = false;
};

/// Handle to a TensorImpl (like at::Tensor). Default-constructed = undefined.
class Tensor {
 public:
  Tensor() = default;
  explicit Tensor(Ref<TensorImpl> impl) : impl_(std::move(impl)) {}

  bool defined() const { return static_cast<bool>(impl_); }
  TensorImpl* impl() const { return impl_.get(); }
  const Ref<TensorImpl>& implRef() const { return impl_; }
  /// Same TensorImpl (Python `is`).
  bool is_same(const Tensor& o) const { return impl_ == o.impl_; }
  uint32_t use_count() const { return impl_ ? impl_->useCount() : 0; }

  IntArrayRef sizes() const { return impl_->sizes(); }
  IntArrayRef strides() const { return impl_->strides(); }
  /// size(d) with Python-style negative d; IndexError when out of range.
  int64_t size(int64_t d) const;
  int64_t stride(int64_t d) const;
  int64_t dim() const { return impl_->dim(); }
  int64_t numel() const { return impl_->numel(); }
  ScalarType dtype() const { return impl_->dtype(); }
  ScalarType scalar_type() const { return impl_->dtype(); }
  size_t element_size() const { return elementSize(impl_->dtype()); }
  bool is_contiguous() const { return impl_->isContiguous(); }
  int64_t storage_offset() const { return impl_->storageOffset(); }
  const Ref<Storage>& storage() const { return impl_->storage(); }
  bool is_floating_point() const { return isFloatingType(dtype()); }
  bool is_complex() const { return isComplexType(dtype()); }

  bool requires_grad() const { return impl_->requiresGrad(); }
  Tensor& set_requires_grad(bool v) { impl_->setRequiresGrad(v); return *this; }
  /// Name of the backward node that made this tensor, null for leaves.
  const char* grad_fn() const { return impl_->gradFn(); }
  bool is_leaf() const { return impl_->isLeaf(); }
  bool is_wrapped_number() const { return impl_->isWrappedNumber(); }

  void* data_ptr() const { return impl_->data(); }
  /// Typed pointer to element 0; throws if T does not match the dtype.
  template <typename T> T* data_ptr() const {
    checkDtype(CppTypeToScalarType<T>::value);
    return static_cast<T*>(impl_->data());
  }
  /// Value of a one-element tensor as a Scalar (Long/Double/Bool/Complex).
  Scalar item() const;

  // Views (share storage; see ops_view.h for the free-function forms).
  Tensor view(IntArrayRef sizes) const;
  Tensor reshape(IntArrayRef sizes) const;
  Tensor select(int64_t dim, int64_t index) const;
  Tensor narrow(int64_t dim, int64_t start, int64_t length) const;
  Tensor slice(int64_t dim, std::optional<int64_t> start, std::optional<int64_t> end,
               int64_t step = 1) const;
  Tensor transpose(int64_t dim0, int64_t dim1) const;
  Tensor permute(IntArrayRef dims) const;
  Tensor expand(IntArrayRef sizes, bool implicit = false) const;
  Tensor expand_as(const Tensor& other) const;
  Tensor unsqueeze(int64_t dim) const;
  Tensor squeeze() const;
  Tensor squeeze(int64_t dim) const;
  Tensor t() const;
  Tensor flatten(int64_t start_dim = 0, int64_t end_dim = -1) const;
  Tensor detach() const;
  Tensor alias() const;
  // Copies.
  Tensor contiguous() const;
  Tensor clone() const;
  Tensor to(ScalarType dtype, bool copy = false) const;

  /// Python repr (`tensor([1., 2.])`); see tensor_print.h.
  std::string repr() const;

 private:
  void checkDtype(ScalarType t) const;
  Ref<TensorImpl> impl_;
};

/// Contiguous strides for sizes (stride of size-1 dims follows PyTorch).
DimVector contiguousStrides(IntArrayRef sizes);
/// Throws PyTorch's "Trying to create tensor with negative dimension" when a size is < 0.
void checkSizeNonnegative(IntArrayRef sizes);
/// Product of sizes; throws on negative sizes and on int64 overflow.
int64_t computeNumel(IntArrayRef sizes);
/// Wraps a possibly negative dim into [0, ndim) with PyTorch's IndexError text.
int64_t maybeWrapDim(int64_t dim, int64_t ndim, bool wrap_scalar = true);
/// "[2, 3]" as PyTorch prints an IntArrayRef in messages.
std::string shapeStr(IntArrayRef sizes);

/// Allocates an uninitialized contiguous tensor.
Tensor emptyTensor(IntArrayRef sizes, ScalarType dtype);
/// Allocates an uninitialized tensor with explicit strides (must be non-overlapping).
Tensor emptyStrided(IntArrayRef sizes, IntArrayRef strides, ScalarType dtype);
/// A 0-dim tensor holding s, flagged as a wrapped number (a Python scalar operand).
Tensor wrappedScalarTensor(const Scalar& s);
/// A 0-dim tensor of dtype holding s (not a wrapped number).
Tensor scalarTensor(const Scalar& s, ScalarType dtype);

}  // namespace ts
