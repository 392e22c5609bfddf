// ===--- tensor_convert_ops.cpp - item, int(t), to(), size, dtype, ... ----=== //
// Tensor <-> number conversions, dtype/device conversions, copies, and the
// metadata queries (dim, size, stride, dtype, device, requires_grad).
#include <sstream>

#include "ops/autograd_ops.h"
#include "ops/tensor_arg_helpers.h"
#include "ops/tensor_families.h"
#include "tensor/tensor_iterator.h"
#include "tensor/memory_format.h"
#include "tensor/meta_device.h"
#include "tensor/sparse_coo.h"

namespace ts::detail {
namespace {

/// Tensor.item() with c10's message for the wrong element count.
Scalar checkedItem(const Tensor& t) {
  TS_CHECK(t.numel() == 1, "a Tensor with " + std::to_string(t.numel()) + " elements cannot be converted to Scalar");
  return t.item();
}

/// PyTorch's checkImplicitTensorToNum: a Tensor passed where a number is expected.
void checkImplicitTensorToNum(const Tensor& t, bool to_int) {
  TS_CHECK(!t.requires_grad(), "Cannot input a tensor that requires grad as a scalar argument");
  TS_CHECK(t.dim() == 0, "Cannot input a tensor of dimension other than 0 as a scalar argument");
  TS_CHECK(!to_int || isIntegralType(t.dtype(), false),
           std::string("Cannot input a tensor of type ") + scalarTypeName(t.dtype()) + " as an integral argument");
}

void addNumberKernels(KernelTable& k) {
  k["aten::item"] = kern<1>([](const IValue* a) { return scalarToIValue(checkedItem(toTensor(a[0]))); });
  k["aten::Int.Tensor"] = kern<1>([](const IValue* a) { return checkedItem(toTensor(a[0])).toLong(); });
  k["aten::Float.Tensor"] = kern<1>([](const IValue* a) { return checkedItem(toTensor(a[0])).toDouble(); });
  k["aten::Bool.Tensor"] = kern<1>([](const IValue* a) {
    Tensor t = toTensor(a[0]);
    TS_CHECK(t.numel() != 0, "Boolean value of Tensor with no values is ambiguous");
    TS_CHECK(t.numel() == 1, "Boolean value of Tensor with more than one value is ambiguous");
    return t.item().toBool();
  });
  k["aten::Complex.Tensor_Tensor"] = kern<2>([](const IValue* a) {
    return std::complex<double>(checkedItem(toTensor(a[0])).toDouble(), checkedItem(toTensor(a[1])).toDouble());
  });
  k["aten::IntImplicit"] = kern<1>([](const IValue* a) {
    Tensor t = toTensor(a[0]);
    checkImplicitTensorToNum(t, true);
    return t.item().toLong();
  });
  k["aten::FloatImplicit"] = kern<1>([](const IValue* a) {
    Tensor t = toTensor(a[0]);
    checkImplicitTensorToNum(t, false);
    return t.item().toDouble();
  });
  k["aten::ComplexImplicit"] = kern<1>([](const IValue* a) {
    Tensor t = toTensor(a[0]);
    checkImplicitTensorToNum(t, false);
    return t.item().toComplexDouble();
  });
  k["aten::ScalarImplicit"] = kern<1>([](const IValue* a) {
    Tensor t = toTensor(a[0]);
    checkImplicitTensorToNum(t, false);
    return scalarToIValue(t.item());
  });
}

/// aten::to with an optional dtype (prim_* overloads keep self's dtype on None).
Tensor toDtype(const Tensor& self, std::optional<ScalarType> dtype, bool non_blocking, bool copy) {
  return to(self, dtype.value_or(self.dtype()), non_blocking, copy);
}

std::optional<int64_t> optFormat(const IValue& v) {
  return v.isNone() ? std::nullopt : std::optional<int64_t>(v.toInt());
}

/// aten::to with its `memory_format`: a copy keeps (preserve) or takes the layout.
Tensor toWithFormat(const Tensor& self, ScalarType dtype, bool non_blocking, bool copy, const IValue& format) {
  return matchFormat(to(self, dtype, non_blocking, copy), &self, optFormat(format));
}

void addToKernels(KernelTable& k) {
  k["aten::to.device"] = kern<6>([](const IValue* a) {
    checkCpuDevice(a[1]);
    return toWithFormat(toTensor(a[0]), toScalarType(a[2]), toBool(a[3]), toBool(a[4]), a[5]);
  });
  k["aten::to.dtype"] = kern<5>([](const IValue* a) {
    return toWithFormat(toTensor(a[0]), toScalarType(a[1]), toBool(a[2]), toBool(a[3]), a[4]);
  });
  k["aten::to.other"] = kern<5>([](const IValue* a) {
    return toWithFormat(toTensor(a[0]), toTensor(a[1]).dtype(), toBool(a[2]), toBool(a[3]), a[4]);
  });
  k["aten::to.prim_Device"] = kern<5>([](const IValue* a) {
    checkCpuDevice(a[1]);
    return toDtype(toTensor(a[0]), toOptScalarType(a[2]), toBool(a[3]), toBool(a[4]));
  });
  k["aten::to.prim_dtype"] = kern<4>([](const IValue* a) {
    return toDtype(toTensor(a[0]), toOptScalarType(a[1]), toBool(a[2]), toBool(a[3]));
  });
  k["aten::to.prim_other"] = kern<3>([](const IValue* a) {
    return toDtype(toTensor(a[0]), std::nullopt, toBool(a[1]), toBool(a[2]));
  });
  k["aten::type_as"] = kern<2>([](const IValue* a) { return to(toTensor(a[0]), toTensor(a[1]).dtype()); });
  k["aten::contiguous"] = kern<2>([](const IValue* a) {
    return contiguousAs(toTensor(a[0]), memoryFormatFromInt(a[1].toInt()));
  });
  k["aten::clone"] = kern<2>([](const IValue* a) {
    Tensor t = toTensor(a[0]);
    return a[1].isNone() ? cloneAs(t, MemoryFormat::Preserve) : cloneAs(t, memoryFormatFromInt(a[1].toInt()));
  });
  k["aten::detach"] = kern<1>([](const IValue* a) { return detach(toTensor(a[0])); });
  k["aten::detach_"] = kern<1>([](const IValue* a) {
    Tensor t = toTensor(a[0]);
    detachInplace(t);
    return t;
  });
  k["aten::alias"] = kern<1>([](const IValue* a) { return alias(toTensor(a[0])); });
  k["prim::data"] = kern<1>([](const IValue* a) { return detach(toTensor(a[0])); });
}

void addCopyKernels(KernelTable& k) {
  k["aten::copy_"] = kern<3>([](const IValue* a) { return copy_(toTensor(a[0]), toTensor(a[1])); });
  k["aten::copy_.Tensor"] = kern<2>([](const IValue* a) { return copy_(toTensor(a[0]), toTensor(a[1])); });
  k["aten::copy_.int"] = kern<2>([](const IValue* a) { return fill_(toTensor(a[0]), Scalar(toInt(a[1]))); });
  k["aten::copy_.float"] = kern<2>([](const IValue* a) { return fill_(toTensor(a[0]), Scalar(toDouble(a[1]))); });
  k["aten::fill_.Scalar"] = kern<2>([](const IValue* a) { return fill_(toTensor(a[0]), toScalar(a[1])); });
  k["aten::fill_.Tensor"] = kern<2>([](const IValue* a) {
    Tensor v = toTensor(a[1]);
    TS_CHECK(v.dim() == 0, "fill_ only supports 0-dimension value tensor but got tensor with " +
                               std::to_string(v.dim()) + " dimensions.");
    return fill_(toTensor(a[0]), v);
  });
  k["aten::zero_"] = kern<1>([](const IValue* a) { return zero_(toTensor(a[0])); });
  k["aten::requires_grad_"] = kern<2>([](const IValue* a) {
    Tensor t = toTensor(a[0]);
    setRequiresGradChecked(t, toBool(a[1]), kRequiresGradDtypeError);
    return t;
  });
}

void addMetadataKernels(KernelTable& k) {
  k["aten::dim"] = kern<1>([](const IValue* a) { return toTensor(a[0]).dim(); });
  k["aten::numel"] = kern<1>([](const IValue* a) { return toTensor(a[0]).numel(); });
  k["aten::size"] = kern<1>([](const IValue* a) { return intListValue(toTensor(a[0]).sizes()); });
  k["aten::size.int"] = kern<2>([](const IValue* a) { return toTensor(a[0]).size(toInt(a[1])); });
  k["aten::stride"] = kern<1>([](const IValue* a) { return intListValue(toTensor(a[0]).strides()); });
  k["aten::stride.int"] = kern<2>([](const IValue* a) { return toTensor(a[0]).stride(toInt(a[1])); });
  k["aten::len.Tensor"] = kern<1>([](const IValue* a) {
    Tensor t = toTensor(a[0]);
    TS_CHECK(t.dim() > 0, "len() of a 0-d tensor");  // RuntimeError in script code
    return t.size(0);
  });
  k["aten::element_size"] = kern<1>([](const IValue* a) { return static_cast<int64_t>(toTensor(a[0]).element_size()); });
  k["aten::storage_offset"] = kern<1>([](const IValue* a) { return toTensor(a[0]).storage_offset(); });
  k["aten::is_contiguous"] = kern<1>([](const IValue* a) { return toTensor(a[0]).is_contiguous(); });
  k["aten::is_contiguous.memory_format"] = kern<2>([](const IValue* a) {
    return isContiguousAs(toTensor(a[0]), memoryFormatFromInt(a[1].toInt()));
  });
  k["aten::is_floating_point"] = kern<1>([](const IValue* a) { return toTensor(a[0]).is_floating_point(); });
  k["aten::is_complex"] = kern<1>([](const IValue* a) { return toTensor(a[0]).is_complex(); });
  k["aten::is_same_size"] = kern<2>([](const IValue* a) { return toTensor(a[0]).sizes().equals(toTensor(a[1]).sizes()); });
  k["prim::dtype"] = kern<1>([](const IValue* a) { return static_cast<int64_t>(toTensor(a[0]).dtype()); });
  k["prim::device"] = kern<1>([](const IValue* a) {
    return Device{isMeta(toTensor(a[0])) ? Device::Type::Meta : Device::Type::CPU, -1};
  });
  k["prim::is_meta"] = kern<1>([](const IValue* a) { return isMeta(toTensor(a[0])); });
  // torch.strided is layout 0, torch.sparse_coo 1.
  k["prim::layout"] = kern<1>([](const IValue* a) { return int64_t{isSparse(toTensor(a[0])) ? 1 : 0}; });
  k["aten::cpu"] = kern<1>([](const IValue* a) { return toTensor(a[0]); });  // every tensor is on the CPU
  k["prim::is_cuda"] = kern<1>([](const IValue* a) { return (void)toTensor(a[0]), false; });
  k["prim::requires_grad"] = kern<1>([](const IValue* a) { return toTensor(a[0]).requires_grad(); });
}

void addPromotionKernels(KernelTable& k) {
  auto st = [](ScalarType t) { return static_cast<int64_t>(t); };
  k["aten::result_type.Tensor"] = kern<2>([st](const IValue* a) { return st(resultType(toTensor(a[0]), toTensor(a[1]))); });
  k["aten::result_type.Scalar"] = kern<2>([st](const IValue* a) { return st(resultType(toTensor(a[0]), toScalar(a[1]))); });
  k["aten::result_type.Scalar_Tensor"] = kern<2>([st](const IValue* a) { return st(resultType(toScalar(a[0]), toTensor(a[1]))); });
  k["aten::result_type.Scalar_Scalar"] = kern<2>([st](const IValue* a) { return st(resultType(toScalar(a[0]), toScalar(a[1]))); });
  k["aten::promote_types"] = kern<2>([st](const IValue* a) { return st(promoteTypes(toScalarType(a[0]), toScalarType(a[1]))); });
  k["aten::equal"] = kern<2>([](const IValue* a) { return equal(toTensor(a[0]), toTensor(a[1])); });
  k["aten::allclose"] = kern<5>([](const IValue* a) {
    return allclose(toTensor(a[0]), toTensor(a[1]), toDouble(a[2]), toDouble(a[3]), toBool(a[4]));
  });
  k["aten::isclose"] = kern<5>([](const IValue* a) {
    return isclose(toTensor(a[0]), toTensor(a[1]), toDouble(a[2]), toDouble(a[3]), toBool(a[4]));
  });
  k["aten::broadcast_tensors"] = kern<1>([](const IValue* a) {
    std::vector<Tensor> ts = toTensorVector(a[0]);
    DimVector shape;
    for (const Tensor& t : ts) shape = inferSize(shape, t.sizes());
    for (Tensor& t : ts) t = expand(t, shape);
    return tensorListValue(ts);
  });
}

// ---- prim::tolist ----------------------------------------------------------- //

/// One element of a tolist() result (at storage offset `off`), as the
/// annotated element type.
IValue tolistElement(const Tensor& t, int64_t off, int64_t elem_ty) {
  Scalar s = as_strided(t, {}, {}, off).item();
  if (elem_ty == 0) return IValue(s.toLong());
  if (elem_ty == 1) return IValue(s.toDouble());
  if (elem_ty == 2) return IValue(s.toBool());
  return IValue(s.toComplexDouble());
}

IValue tolistRecursive(const Tensor& t, int64_t off, int64_t d, int64_t elem_ty, TypePtr elem_type) {
  if (d == t.dim()) return tolistElement(t, off, elem_ty);
  std::vector<IValue> items;
  items.reserve(static_cast<size_t>(t.size(d)));
  TypePtr inner = elem_type;
  for (int64_t i = d + 1; i < t.dim(); ++i) inner = Type::list(inner);
  for (int64_t i = 0; i < t.size(d); ++i)
    items.push_back(tolistRecursive(t, off + i * t.stride(d), d + 1, elem_ty, elem_type));
  return makeList(inner, std::move(items));
}

/// prim::tolist(Tensor self, int dim, int elem_ty): the compiler passes the
/// annotated list depth and element type (0 int, 1 float, 2 bool, 3 complex).
void tolistKernel(Stack& s) {
  int64_t n = toInt(pop(s));
  TS_CHECK(n == 3, "internal: prim::tolist expects 3 inputs");
  int64_t elem_ty = toInt(pop(s));
  int64_t dim = toInt(pop(s));
  Tensor t = toTensor(pop(s));
  TypePtr out_ty;
  ScalarType want = ScalarType::Undefined;
  if (elem_ty == 0) out_ty = Type::int_(), want = ScalarType::Long;
  else if (elem_ty == 1) out_ty = Type::float_(), want = ScalarType::Double;
  else if (elem_ty == 2) out_ty = Type::bool_(), want = ScalarType::Bool;
  else if (elem_ty == 3) out_ty = Type::complex(), want = ScalarType::ComplexDouble;
  else throw Error("Unsupported element type for tolist; only int, float, complex and bool are supported");
  TS_CHECK((elem_ty == 1 && t.is_floating_point()) || (elem_ty == 3 && t.is_complex()) || t.dtype() == want,
           "Output annotation element type and runtime tensor element type must match for tolist()");
  TS_CHECK(dim == t.dim(), "Output annotation list dimension and runtime tensor dimension must match for tolist()");
  s.push_back(tolistRecursive(t, t.storage_offset(), 0, elem_ty, out_ty));
}

}  // namespace

void addConvertKernels(KernelTable& k) {
  addNumberKernels(k);
  addToKernels(k);
  addCopyKernels(k);
  addMetadataKernels(k);
  addPromotionKernels(k);
  k["prim::tolist"] = tolistKernel;
}

}  // namespace ts::detail
