// ===--- complex_ops.cpp - complex tensor views and constructors ---------=== //
// real/imag/view_as_real/view_as_complex (views sharing the storage, as in
// ATen), conj, angle, torch.complex and torch.polar: what torch.fft results
// need to be read. Conjugation is physical (no conj bit), so is_conj is False.
#include <cmath>

#include "ops/complex_views.h"
#include "ops/families.h"
#include "ops/tensor_arg_helpers.h"
#include "tensor/ops_copy.h"
#include "tensor/tensor_iterator.h"

namespace ts {
namespace detail {
namespace {

Tensor reinterpret(const Tensor& t, ScalarType dtype, DimVector sizes, DimVector strides, int64_t offset) {
  return Tensor(makeRef<TensorImpl>(t.storage(), dtype, std::move(sizes), std::move(strides), offset));
}

}  // namespace

Tensor viewAsReal(const Tensor& t) {
  TS_CHECK(t.is_complex(), "view_as_real is only supported for complex tensors");
  DimVector sizes(t.sizes()), strides;
  for (int64_t s : t.strides()) strides.push_back(2 * s);
  sizes.push_back(2);
  strides.push_back(1);
  return reinterpret(t, toRealValueType(t.dtype()), sizes, strides, 2 * t.storage_offset());
}

Tensor viewAsComplex(const Tensor& t) {
  TS_CHECK(t.dtype() == ScalarType::Float || t.dtype() == ScalarType::Double,
           "view_as_complex is only supported for float and double tensors, but got a tensor of scalar type: " +
               std::string(scalarTypeName(t.dtype())));
  TS_CHECK(t.dim() != 0, "Input tensor must have one or more dimensions");
  TS_CHECK(t.size(-1) == 2, "Tensor must have a last dimension of size 2");
  TS_CHECK(t.stride(-1) == 1, "Tensor must have a last dimension with stride 1");
  DimVector sizes(t.sizes().data(), static_cast<size_t>(t.dim() - 1)), strides;
  for (int64_t i = 0; i + 1 < t.dim(); ++i) {
    TS_CHECK(t.stride(i) % 2 == 0, "Tensor must have a stride divisible by 2 for all but last dimension");
    strides.push_back(t.stride(i) / 2);
  }
  TS_CHECK(t.storage_offset() % 2 == 0, "Tensor must have a storage_offset divisible by 2");
  return reinterpret(t, toComplexType(t.dtype()), sizes, strides, t.storage_offset() / 2);
}

namespace {

Tensor realPart(const Tensor& t) { return t.is_complex() ? select(viewAsReal(t), -1, 0) : t; }

Tensor imagPart(const Tensor& t) {
  TS_CHECK(t.is_complex(), "imag is not implemented for tensors with non-complex dtypes.");
  return select(viewAsReal(t), -1, 1);
}

Tensor angle(const Tensor& t) {
  // ATen computes complex angle into a resized empty output: contiguous whatever self's layout.
  if (t.is_complex()) return contiguous(atan2(imagPart(t), realPart(t)));
  Tensor x = isFloatingType(t.dtype()) ? t : to(t, defaultFloatType());
  Tensor pi = mul(to(lt(x, Scalar(0)), x.dtype()), Scalar(M_PI));
  return where(isnan(x), x, pi);
}

Tensor makeComplex(const Tensor& re, const Tensor& im) {
  TS_CHECK(re.dtype() == im.dtype(), "Expected object of scalar type " + std::string(scalarTypeName(re.dtype())) +
                                         " but got scalar type " + scalarTypeName(im.dtype()) +
                                         " for second argument");
  TS_CHECK(re.dtype() == ScalarType::Float || re.dtype() == ScalarType::Double,
           "Expected both inputs to be Half, Float or Double tensors but got " +
               std::string(scalarTypeName(re.dtype())) + " and " + scalarTypeName(im.dtype()));
  DimVector shape = inferSize(re.sizes(), im.sizes());
  return withElementwiseLayout(viewAsComplex(stack(std::vector<Tensor>{expand(re, shape), expand(im, shape)}, -1)),
                               {re, im});
}

}  // namespace

/// A fresh conjugated copy (real tensors: self for conj, a copy for conj_physical).
Tensor conjugate(const Tensor& t, bool copy_real) {
  if (!t.is_complex()) return copy_real ? clone(t) : t;
  Tensor c = clone(t);
  Tensor im = imagPart(c);
  copy_(im, neg(im));
  return c;
}
}  // namespace detail

void registerComplexOps(Registry& r) {
  using namespace detail;
  r.add("aten::real(Tensor(a) self) -> Tensor(a)", kern<1>([](const IValue* a) { return realPart(toTensor(a[0])); }));
  r.add("aten::imag(Tensor(a) self) -> Tensor(a)", kern<1>([](const IValue* a) { return imagPart(toTensor(a[0])); }));
  r.add("aten::view_as_real(Tensor(a) self) -> Tensor(a)",
        kern<1>([](const IValue* a) { return viewAsReal(toTensor(a[0])); }));
  r.add("aten::view_as_complex(Tensor(a) self) -> Tensor(a)",
        kern<1>([](const IValue* a) { return viewAsComplex(toTensor(a[0])); }));
  r.add("aten::conj(Tensor(a) self) -> Tensor(a)",
        kern<1>([](const IValue* a) { return conjugate(toTensor(a[0]), false); }));
  // What tracing records for `.conj()` (the view's underlying op).
  r.add("aten::_conj(Tensor(a) self) -> Tensor(a)",
        kern<1>([](const IValue* a) { return conjugate(toTensor(a[0]), false); }));
  r.add("aten::conj_physical(Tensor self) -> Tensor",
        kern<1>([](const IValue* a) { return conjugate(toTensor(a[0]), true); }));
  r.add("aten::resolve_conj(Tensor(a) self) -> Tensor(a)", kern<1>([](const IValue* a) { return toTensor(a[0]); }));
  r.add("aten::resolve_neg(Tensor(a) self) -> Tensor(a)", kern<1>([](const IValue* a) { return toTensor(a[0]); }));
  r.add("aten::is_conj(Tensor self) -> bool", kern<1>([](const IValue*) { return false; }));
  r.add("aten::angle(Tensor self) -> Tensor", kern<1>([](const IValue* a) { return angle(toTensor(a[0])); }));
  r.add("aten::complex(Tensor real, Tensor imag) -> Tensor",
        kern<2>([](const IValue* a) { return makeComplex(toTensor(a[0]), toTensor(a[1])); }));
  r.add("aten::polar(Tensor abs, Tensor angle) -> Tensor", kern<2>([](const IValue* a) {
          Tensor m = toTensor(a[0]), th = toTensor(a[1]);
          return makeComplex(mul(m, cos(th)), mul(m, sin(th)));
        }));
}

}  // namespace ts
