// ===--- ops_shape.cpp - cat, stack, where ---------------------------------=== //
#include "tensor/ops_shape.h"

#include <algorithm>
#include <utility>
#include <vector>

#include "tensor/checked_math.h"
#include "tensor/kernel_utils.h"
#include "tensor/loops.h"
#include "tensor/memory_format.h"
#include "tensor/ops_copy.h"
#include "tensor/ops_view.h"
#include "tensor/parallel.h"
#include "tensor/tensor_iterator.h"
#include "tensor/type_promotion.h"

namespace ts {

namespace {
bool isLegacyEmpty(const Tensor& t) { return t.dim() == 1 && t.numel() == 0; }

/// ATen's cat_compute_output_memory_format: the inputs' common suggested
/// format, contiguous when any input is or when they disagree.
MemoryFormat catFormat(const std::vector<Tensor>& tensors) {
  MemoryFormat format = suggestMemoryFormat(tensors[0]);
  for (const Tensor& t : tensors)
    if (suggestMemoryFormat(t) != format) return MemoryFormat::Contiguous;
  return format;
}
}  // namespace

Tensor cat(const std::vector<Tensor>& tensors, int64_t dim) {
  TS_CHECK(!tensors.empty(), "torch.cat(): expected a non-empty list of Tensors");
  for (size_t i = 0; i < tensors.size(); ++i) {
    TS_CHECK(tensors[i].dim() > 0, "zero-dimensional tensor (at position " + std::to_string(i) +
                                       ") cannot be concatenated");
  }
  ResultTypeState st;
  for (const Tensor& t : tensors) st.update(t);
  ScalarType dtype = st.result();
  // The reference tensor fixes the shape; legacy empty 1-D tensors are skipped.
  const Tensor* ref = nullptr;
  for (const Tensor& t : tensors) {
    if (!isLegacyEmpty(t)) { ref = &t; break; }
  }
  if (!ref) {
    maybeWrapDim(dim, tensors[0].dim());
    return emptyTensor({0}, dtype);
  }
  int64_t nd = ref->dim();
  dim = maybeWrapDim(dim, nd);
  int64_t total = 0;
  bool overflowed = false;
  for (size_t i = 0; i < tensors.size(); ++i) {
    const Tensor& t = tensors[i];
    if (isLegacyEmpty(t)) continue;
    TS_CHECK(t.dim() == nd, "Tensors must have same number of dimensions: got " +
                                std::to_string(nd) + " and " + std::to_string(t.dim()));
    for (int64_t d = 0; d < nd; ++d) {
      if (d == dim) continue;
      TS_CHECK(t.sizes()[d] == ref->sizes()[d],
               "Sizes of tensors must match except in dimension " + std::to_string(dim) +
                   ". Expected size " + std::to_string(ref->sizes()[d]) + " but got size " +
                   std::to_string(t.sizes()[d]) + " for tensor number " + std::to_string(i) +
                   " in the list.");
    }
    overflowed |= addOverflows(total, t.sizes()[dim], &total);
  }
  DimVector shape(ref->sizes());
  shape[dim] = total;
  // The total wraps as in ATen, so the negative-size and storage errors are
  // PyTorch's; a wrap back to a plausible size is refused after them.
  Tensor out = emptyWithFormat(shape, dtype, catFormat(tensors));
  TS_CHECK(!overflowed, "torch.cat(): integer addition overflow");
  // Note [Parallel cat]: a piece above the grain splits its own copy; many
  // small pieces (an RNN's time steps) are split between threads instead.
  // Pieces write disjoint slices, so the result is the same either way.
  std::vector<std::pair<const Tensor*, int64_t>> pieces;  // (tensor, offset along dim)
  int64_t offset = 0, largest = 0;
  for (const Tensor& t : tensors) {
    if (isLegacyEmpty(t)) continue;
    int64_t len = t.sizes()[dim];
    if (len > 0) pieces.emplace_back(&t, offset);
    largest = std::max(largest, t.numel());
    offset += len;
  }
  const int64_t count = static_cast<int64_t>(pieces.size());
  const int64_t grain = largest > kGrainSize ? count : grainFor(largest);
  parallelFor(0, count, grain, [&](int64_t b, int64_t e) {
    for (int64_t i = b; i < e; ++i) {
      const Tensor& t = *pieces[static_cast<size_t>(i)].first;
      copy_(narrow(out, dim, pieces[static_cast<size_t>(i)].second, t.sizes()[dim]), t);
    }
  });
  return out;
}

Tensor stack(const std::vector<Tensor>& tensors, int64_t dim) {
  TS_CHECK(!tensors.empty(), "stack expects a non-empty TensorList");
  dim = maybeWrapDim(dim, tensors[0].dim() + 1);
  for (size_t i = 1; i < tensors.size(); ++i) {
    if (!tensors[i].sizes().equals(tensors[0].sizes())) {
      throw Error("stack expects each tensor to be equal size, but got " +
                  shapeStr(tensors[0].sizes()) + " at entry 0 and " + shapeStr(tensors[i].sizes()) +
                  " at entry " + std::to_string(i));
    }
  }
  // As ATen: below the last dim, cat along dim and split it with a view (so
  // an overflowing total reports the joined size, as PyTorch does).
  if (dim < tensors[0].dim()) {
    DimVector sizes(tensors[0].sizes());
    sizes.insert(dim, static_cast<int64_t>(tensors.size()));
    return cat(tensors, dim).view(sizes);
  }
  std::vector<Tensor> parts;
  parts.reserve(tensors.size());
  for (const Tensor& t : tensors) parts.push_back(unsqueeze(t, dim));
  return cat(parts, dim);
}

Tensor where(const Tensor& condition, const Tensor& self, const Tensor& other) {
  TS_CHECK(condition.dtype() == ScalarType::Bool || condition.dtype() == ScalarType::Byte,
           std::string("where expected condition to be a boolean tensor, but got a tensor with dtype ") +
               scalarTypeName(condition.dtype()));
  ScalarType common = resultType(self, other);
  Tensor a = self.dtype() == common ? self : self.to(common);
  Tensor b = other.dtype() == common ? other : other.to(common);
  Tensor cond = condition.dtype() == ScalarType::Bool ? condition : condition.to(ScalarType::Bool);
  TensorIter it;
  it.addOutput(Tensor()).addInput(cond).addInput(a).addInput(b).commonDtype(common);
  it.build();
  dispatchFamily<Family::AllComplex>(common, "where_cpu", [&](auto tag) {
    using T = typename decltype(tag)::type;
    ternaryKernel<T, bool, T, T>(it, [](bool c, T x, T y) { return c ? x : y; });
  });
  return it.output();
}

Tensor where(const Tensor& condition, const Tensor& self, const Scalar& other) {
  return where(condition, self, wrappedScalarTensor(other));
}
Tensor where(const Tensor& condition, const Scalar& self, const Tensor& other) {
  return where(condition, wrappedScalarTensor(self), other);
}
Tensor where(const Tensor& condition, const Scalar& self, const Scalar& other) {
  return where(condition, wrappedScalarTensor(self), wrappedScalarTensor(other));
}

}  // namespace ts
