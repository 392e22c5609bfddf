// ===--- tensor_creation_ops.cpp - torch.tensor, zeros, arange, ... -------=== //
// Factory operators. The TensorOptions keywords arrive as separate arguments
// (`ScalarType? dtype, Layout? layout, Device? device, bool? pin_memory`):
// layout and pin_memory are accepted and ignored, device must be the CPU.
#include <cmath>

#include "ops/tensor_arg_helpers.h"
#include "ops/tensor_families.h"
#include "support/float_format.h"
#include "tensor/memory_format.h"

namespace ts::detail {
namespace {

/// Reads the trailing (dtype, layout, device, pin_memory) group at args[i..i+4).
std::optional<ScalarType> factoryDtype(const IValue* args, size_t i) {
  checkCpuDevice(args[i + 2]);
  return toOptScalarType(args[i]);
}

/// The *_like group (dtype, layout, device, pin_memory, memory_format).
ScalarType likeDtype(const Tensor& self, const IValue* args, size_t i) {
  checkCpuDevice(args[i + 2]);
  return toOptScalarType(args[i]).value_or(self.dtype());
}

/// A factory's `MemoryFormat? memory_format` applied to its fresh result
/// (`like`: the *_like source, whose layout None/preserve keeps).
Tensor laidOut(const Tensor& fresh, const Tensor* like, const IValue& format) {
  std::optional<int64_t> f = format.isNone() ? std::nullopt : std::optional<int64_t>(format.toInt());
  if (!like && !f) return fresh;
  return matchFormat(fresh, like, f);
}

// ---- torch.tensor --------------------------------------------------------- //

/// The scalar element type at the bottom of a (nested) list type.
TypePtr innermostElemType(TypePtr t) {
  while (t && t->kind() == TypeKind::List) t = t->elem();
  return t;
}

/// Shape of a nested list, taken from the first element at each level.
void nestedShape(const IValue& v, DimVector& shape) {
  const IValue* cur = &v;
  while (cur->isList()) {
    const auto& items = cur->toList()->items;
    shape.push_back(static_cast<int64_t>(items.size()));
    if (items.empty()) break;
    cur = &items[0];
  }
}

/// Flattens a nested list, checking that it is not ragged (PyTorch's message).
void flattenNested(const IValue& v, const DimVector& shape, size_t dim, std::vector<Scalar>& out) {
  if (dim == shape.size()) {
    TS_CHECK(!v.isList(), "Expected sequence of length 0 at dim " + std::to_string(dim) + " (got 1)");
    TS_CHECK(!v.isTensor(), "Input must be of ints, floats, or bools, got Tensor");
    out.push_back(toScalar(v));
    return;
  }
  TS_CHECK(v.isList(), "Expected sequence of length " + std::to_string(shape[dim]) + " at dim " +
                           std::to_string(dim) + " (got 1)");
  const auto& items = v.toList()->items;
  TS_CHECK(static_cast<int64_t>(items.size()) == shape[dim],
           "Expected sequence of length " + std::to_string(shape[dim]) + " at dim " + std::to_string(dim) +
               " (got " + std::to_string(items.size()) + ")");
  for (const IValue& e : items) flattenNested(e, shape, dim + 1, out);
}

/// aten::tensor(t[] data, ...): the dtype comes from the list's static
/// element type (float -> default float, int -> int64, bool -> bool,
/// complex -> default complex), as in PyTorch's script implementation.
Tensor tensorFromList(const IValue& data, std::optional<ScalarType> dtype) {
  // PyTorch's checkListInputType: numbers and bools only, whatever the values.
  TypePtr elem = innermostElemType(runtimeType(data));
  TypeKind kind = elem ? elem->kind() : TypeKind::Float;
  if (kind != TypeKind::Int && kind != TypeKind::Float && kind != TypeKind::Bool && kind != TypeKind::Complex &&
      kind != TypeKind::Number && kind != TypeKind::Any)
    throw Error("Input must be of ints, floats, or bools, got " + elem->str() +
                (kind == TypeKind::Tensor && data.toList()->items.empty()
                     ? "\nEmpty lists default to List[Tensor]. Add a variable annotation to the assignment to create "
                       "an empty list of another type (torch.jit.annotate(List[T, []]) where T is the type of "
                       "elements in the list for Python 2)"
                     : ""));
  DimVector shape;
  nestedShape(data, shape);
  std::vector<Scalar> values;
  values.reserve(static_cast<size_t>(std::max<int64_t>(1, computeNumel(shape))));
  // As PyTorch's createTensorFromList, data of no elements (a 0 in the
  // first-element shape) is not walked: [[], [1]] is an empty (2, 0) tensor.
  if (computeNumel(shape) != 0) flattenNested(data, shape, 0, values);
  ScalarType inferred = defaultFloatType();
  if (kind == TypeKind::Int) inferred = ScalarType::Long;
  else if (kind == TypeKind::Bool) inferred = ScalarType::Bool;
  else if (kind == TypeKind::Complex) inferred = defaultComplexType();
  return tensorFromScalars(values, shape, dtype.value_or(inferred));
}

void addTensorCtorKernels(KernelTable& k) {
  auto scalar_form = [](const IValue* a) {
    checkCpuDevice(a[2]);
    Scalar s = toScalar(a[0]);
    ScalarType def = s.isFloatingPoint() ? defaultFloatType() : s.isComplex() ? defaultComplexType() : s.type();
    return applyRequiresGrad(scalarTensor(s, toOptScalarType(a[1]).value_or(def)), toBool(a[3]));
  };
  for (const char* name : {"aten::tensor.float", "aten::tensor.int", "aten::tensor.bool", "aten::tensor.complex"})
    k[name] = kern<4>(scalar_form);
  k["aten::tensor"] = kern<4>([](const IValue* a) {
    checkCpuDevice(a[2]);
    return applyRequiresGrad(tensorFromList(a[0], toOptScalarType(a[1])), toBool(a[3]));
  });
  // as_tensor: the tensor itself when dtype and device already match (an
  // alias, as in PyTorch), else a converted copy; numbers and lists as
  // torch.tensor makes them.
  for (const char* name : {"aten::as_tensor.float", "aten::as_tensor.int", "aten::as_tensor.bool", "aten::as_tensor.complex"})
    k[name] = kern<3>([](const IValue* a) {
      checkCpuDevice(a[2]);
      Scalar s = toScalar(a[0]);
      ScalarType def = s.isFloatingPoint() ? defaultFloatType() : s.isComplex() ? defaultComplexType() : s.type();
      return scalarTensor(s, toOptScalarType(a[1]).value_or(def));
    });
  k["aten::as_tensor"] = kern<3>([](const IValue* a) {
    checkCpuDevice(a[2]);
    Tensor t = toTensor(a[0]);
    std::optional<ScalarType> dtype = toOptScalarType(a[1]);
    return dtype && *dtype != t.dtype() ? t.to(*dtype) : t;
  });
  k["aten::as_tensor.list"] = kern<3>([](const IValue* a) {
    checkCpuDevice(a[2]);
    return tensorFromList(a[0], toOptScalarType(a[1]));
  });
  k["aten::scalar_tensor"] = kern<5>([](const IValue* a) {
    return scalarTensor(toScalar(a[0]), factoryDtype(a, 1).value_or(defaultFloatType()));
  });
  k["prim::NumToTensor.Scalar"] = kern<1>([](const IValue* a) {
    Scalar s = toScalar(a[0]);
    return scalarTensor(s, s.type());
  });
  k["prim::NumToTensor.bool"] = kern<1>([](const IValue* a) { return scalarTensor(Scalar(toBool(a[0])), ScalarType::Bool); });
}

// ---- zeros / ones / full / arange / ... ------------------------------------ //

void addFillKernels(KernelTable& k) {
  k["aten::zeros"] = kern<5>([](const IValue* a) { return zeros(toIntVector(a[0]), factoryDtype(a, 1)); });
  k["aten::ones"] = kern<5>([](const IValue* a) { return ones(toIntVector(a[0]), factoryDtype(a, 1)); });
  // Zero-filled so that reading an "uninitialized" tensor is never undefined behaviour.
  k["aten::empty.memory_format"] = kern<6>([](const IValue* a) {
    return laidOut(zeros(toIntVector(a[0]), factoryDtype(a, 1)), nullptr, a[5]);
  });
  k["aten::empty_strided"] = kern<6>([](const IValue* a) {
    return zero_(emptyStrided(toIntVector(a[0]), toIntVector(a[1]), factoryDtype(a, 2).value_or(defaultFloatType())));
  });
  k["aten::full"] = kern<6>([](const IValue* a) { return full(toIntVector(a[0]), toScalar(a[1]), factoryDtype(a, 2)); });
  k["aten::zeros_like"] = kern<6>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    return laidOut(zeros_like(s, likeDtype(s, a, 1)), &s, a[5]);
  });
  k["aten::ones_like"] = kern<6>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    return laidOut(ones_like(s, likeDtype(s, a, 1)), &s, a[5]);
  });
  k["aten::empty_like"] = kern<6>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    return laidOut(zeros_like(s, likeDtype(s, a, 1)), &s, a[5]);
  });
  k["aten::full_like"] = kern<7>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    return laidOut(full_like(s, toScalar(a[1]), likeDtype(s, a, 2)), &s, a[6]);
  });
  k["aten::new_zeros"] = kern<6>([](const IValue* a) { Tensor s = toTensor(a[0]); return zeros(toIntVector(a[1]), likeDtype(s, a, 2)); });
  k["aten::new_ones"] = kern<6>([](const IValue* a) { Tensor s = toTensor(a[0]); return ones(toIntVector(a[1]), likeDtype(s, a, 2)); });
  k["aten::new_empty"] = kern<6>([](const IValue* a) { Tensor s = toTensor(a[0]); return zeros(toIntVector(a[1]), likeDtype(s, a, 2)); });
  k["aten::new_full"] = kern<7>([](const IValue* a) {
    Tensor s = toTensor(a[0]);
    return full(toIntVector(a[1]), toScalar(a[2]), likeDtype(s, a, 3));
  });
}

/// torch.range (deprecated): both ends included, start + i * step in double,
/// the default float dtype unless one is given.
Tensor inclusiveRange(const Scalar& start, const Scalar& end, const Scalar& step, std::optional<ScalarType> dtype) {
  const double lo = start.toDouble(), hi = end.toDouble(), st = step.toDouble();
  TS_CHECK(st > 0 || st < 0, "step must be nonzero");
  TS_CHECK(std::isfinite(lo) && std::isfinite(hi), "unsupported range: " + formatCppStream(lo) + " -> " + formatCppStream(hi));
  TS_CHECK((st > 0 && hi >= lo) || (st < 0 && hi <= lo), "upper bound and lower bound inconsistent with step sign");
  const double steps = std::floor((hi - lo) / st);
  TS_CHECK(steps < 0x1p62, "invalid size, possible overflow?");  // before the int64 cast; emptyTensor bounds the rest
  const auto n = static_cast<int64_t>(steps) + 1;
  Tensor out = emptyTensor({n}, ScalarType::Double);
  for (int64_t i = 0; i < n; ++i) out.data_ptr<double>()[i] = lo + static_cast<double>(i) * st;
  return out.to(dtype.value_or(defaultFloatType()));
}

void addRangeKernels(KernelTable& k) {
  k["aten::range.step"] = kern<7>([](const IValue* a) {
    return inclusiveRange(toScalar(a[0]), toScalar(a[1]), toScalar(a[2]), factoryDtype(a, 3));
  });
  k["aten::range"] = kern<6>([](const IValue* a) {
    return inclusiveRange(toScalar(a[0]), toScalar(a[1]), Scalar(int64_t{1}), factoryDtype(a, 2));
  });
  k["aten::arange"] = kern<5>([](const IValue* a) { return arange(toScalar(a[0]), factoryDtype(a, 1)); });
  k["aten::arange.start"] = kern<6>([](const IValue* a) {
    return arange(toScalar(a[0]), toScalar(a[1]), factoryDtype(a, 2));
  });
  k["aten::arange.start_step"] = kern<7>([](const IValue* a) {
    return arange(toScalar(a[0]), toScalar(a[1]), toScalar(a[2]), factoryDtype(a, 3));
  });
  k["aten::linspace"] = kern<7>([](const IValue* a) {
    return linspace(toScalar(a[0]), toScalar(a[1]), toInt(a[2]), factoryDtype(a, 3));
  });
  k["aten::eye"] = kern<5>([](const IValue* a) { return eye(toInt(a[0]), std::nullopt, factoryDtype(a, 1)); });
  k["aten::eye.m"] = kern<6>([](const IValue* a) { return eye(toInt(a[0]), toInt(a[1]), factoryDtype(a, 2)); });
}

}  // namespace

void addCreationKernels(KernelTable& k) {
  addTensorCtorKernels(k);
  addFillKernels(k);
  addRangeKernels(k);
}

}  // namespace ts::detail
