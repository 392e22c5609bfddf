// ===--- reduce_complex.cpp - sum, mean and prod of complex tensors ------=== //
// ATen's cascade sum adds complex values component-wise, so a complex sum is
// the real sum of the (..., 2) real view over the same dims: the real and
// imaginary parts accumulate in the same order as two real tensors would.
#include "tensor/reduce_complex.h"

#include <complex>

#include "tensor/kernel_utils.h"
#include "tensor/ops_binary.h"
#include "tensor/ops_reduce.h"
#include "tensor/ops_view.h"

namespace ts {
namespace {

/// The (..., 2) real view of a complex tensor (as torch.view_as_real).
Tensor realView(const Tensor& t) {
  DimVector sizes(t.sizes()), strides;
  for (int64_t s : t.strides()) strides.push_back(2 * s);
  sizes.push_back(2);
  strides.push_back(1);
  return Tensor(makeRef<TensorImpl>(t.storage(), toRealValueType(t.dtype()), sizes, strides, 2 * t.storage_offset()));
}

/// The complex view of a contiguous (..., 2) real tensor.
Tensor complexView(const Tensor& r) {
  DimVector sizes(r.sizes().data(), static_cast<size_t>(r.dim() - 1)), strides;
  for (int64_t i = 0; i + 1 < r.dim(); ++i) strides.push_back(r.stride(i) / 2);
  return Tensor(makeRef<TensorImpl>(r.storage(), toComplexType(r.dtype()), sizes, strides, r.storage_offset() / 2));
}

DimVector maskDims(uint64_t mask, int64_t ndim) {
  DimVector dims;
  for (int64_t d = 0; d < ndim; ++d)
    if (mask & (uint64_t(1) << d)) dims.push_back(d);
  return dims;
}

}  // namespace

Tensor complexSumMean(const Tensor& self, uint64_t mask, bool keepdim, bool mean) {
  DimVector dims = maskDims(mask, self.dim());
  Tensor r = realView(self);
  int64_t count = 1;
  for (int64_t d : dims) count *= self.sizes()[d];
  // An empty dim list would mean "all dims" to sum, the trailing pair included.
  Tensor s = dims.empty() ? r.clone() : sum(r, IntArrayRef(dims.data(), dims.size()), keepdim);
  if (mean) s = div(s, Scalar(static_cast<double>(count)));
  return complexView(s.contiguous());
}

Tensor complexProd(const Tensor& self, uint64_t mask, bool keepdim) {
  DimVector dims = maskDims(mask, self.dim());
  // Move the reduced dims last and multiply along each row in order.
  DimVector perm, kept_sizes;
  for (int64_t d = 0; d < self.dim(); ++d)
    if (!(mask & (uint64_t(1) << d))) perm.push_back(d), kept_sizes.push_back(self.sizes()[d]);
  int64_t inner = 1;
  for (int64_t d : dims) perm.push_back(d), inner *= self.sizes()[d];
  Tensor x = self.permute(IntArrayRef(perm.data(), perm.size())).contiguous();
  Tensor out = emptyTensor(IntArrayRef(kept_sizes.data(), kept_sizes.size()), self.dtype());
  int64_t rows = out.numel();
  auto run = [&](auto tag) {
    using C = std::complex<typename decltype(tag)::type>;
    const C* in = static_cast<const C*>(x.data_ptr());
    C* o = static_cast<C*>(out.data_ptr());
    for (int64_t i = 0; i < rows; ++i) {
      C acc(1);
      for (int64_t j = 0; j < inner; ++j) acc *= in[i * inner + j];
      o[i] = acc;
    }
  };
  if (self.dtype() == ScalarType::ComplexFloat) run(TypeTag<float>{});
  else run(TypeTag<double>{});
  if (!keepdim) return out;
  DimVector keep_shape(self.sizes());
  for (int64_t d : dims) keep_shape[d] = 1;
  return out.reshape(IntArrayRef(keep_shape.data(), keep_shape.size()));
}

}  // namespace ts
