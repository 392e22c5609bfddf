// ===--- tensor_ops.cpp - registerTensorOps -------------------------------=== //
// Builds the kernel table of every tensor family, then adds each schema of
// tensor_schemas.cpp (PyTorch's order) with its kernel.
#include "ops/registry.h"
#include "ops/tensor_arg_helpers.h"
#include "ops/tensor_families.h"
#include "tensor/tensor_iterator.h"

namespace ts {
namespace detail {

namespace {

// Note [Reusing dead temporaries]: the interpreter moves a value's last use
// onto the stack, so an argument whose TensorImpl and Storage each have one
// reference is a temporary nobody else can observe. When an elementwise op's
// result would have that tensor's dtype and shape (and it is contiguous, like
// the output the op would allocate), writing the result into it in place
// gives the same values and saves an allocation and a memory stream:
// `y + exp(-x) * 0.5` then allocates once instead of three times.
bool isDeadTemporary(const IValue& v) {
  if (!v.isTensor()) return false;
  const auto* impl = static_cast<const TensorImpl*>(v.toRefCounted());
  return impl->useCount() == 1 && impl->storage()->useCount() == 1 && impl->isContiguous() &&
         !impl->requiresGrad() && !impl->isWrappedNumber() && impl->numel() > 0;
}

bool sameShape(IntArrayRef a, IntArrayRef b) { return DimVector(a) == DimVector(b); }

/// other is a Tensor that broadcasts into self without changing self's dtype.
/// It must not require grad: the grad hook takes a result that is one of the
/// arguments for that argument returned unchanged (Note [Recording grad_fn]).
bool keepsSelfWithTensor(const IValue* a) {
  if (!a[1].isTensor()) return false;
  Tensor self = a[0].toTensor(), other = a[1].toTensor();
  if (other.requires_grad()) return false;
  return resultType(self, other) == self.dtype() && sameShape(inferSize(self.sizes(), other.sizes()), self.sizes());
}
bool keepsSelfWithScalar(const IValue* a) {
  Tensor self = a[0].toTensor();
  return resultType(self, toScalar(a[1])) == self.dtype();
}
bool isFloatSelf(const IValue* a) { return a[0].toTensor().is_floating_point(); }
// True division of integers gives floats: only a floating self keeps its dtype.
bool divKeepsSelfWithTensor(const IValue* a) { return isFloatSelf(a) && keepsSelfWithTensor(a); }
bool divKeepsSelfWithScalar(const IValue* a) { return isFloatSelf(a) && keepsSelfWithScalar(a); }
bool isNumericSelf(const IValue* a) { return a[0].toTensor().dtype() != ScalarType::Bool; }
// abs of a complex tensor is real: only a real self keeps its dtype.
bool isRealNumericSelf(const IValue* a) { return isNumericSelf(a) && !a[0].toTensor().is_complex(); }

OpKernel reuseFirstArgument(OpKernel functional, OpKernel inplace, size_t nargs, bool (*ok)(const IValue*)) {
  return [functional = std::move(functional), inplace = std::move(inplace), nargs, ok](Stack& s) {
    const IValue* args = s.data() + (s.size() - nargs);
    if (isDeadTemporary(args[0]) && ok(args)) {
      inplace(s);
    } else {
      functional(s);
    }
  };
}

void reuseDeadTemporaries(KernelTable& k) {
  struct Pair {
    const char* functional;
    const char* inplace;
    size_t nargs;
    bool (*ok)(const IValue*);
  };
  static const Pair pairs[] = {
      {"aten::add.Tensor", "aten::add_.Tensor", 3, keepsSelfWithTensor},
      {"aten::add.Scalar", "aten::add_.Scalar", 3, keepsSelfWithScalar},
      {"aten::sub.Tensor", "aten::sub_.Tensor", 3, keepsSelfWithTensor},
      {"aten::sub.Scalar", "aten::sub_.Scalar", 3, keepsSelfWithScalar},
      {"aten::mul.Tensor", "aten::mul_.Tensor", 2, keepsSelfWithTensor},
      {"aten::mul.Scalar", "aten::mul_.Scalar", 2, keepsSelfWithScalar},
      {"aten::div.Tensor", "aten::div_.Tensor", 2, divKeepsSelfWithTensor},
      {"aten::div.Scalar", "aten::div_.Scalar", 2, divKeepsSelfWithScalar},
      {"aten::exp", "aten::exp_", 1, isFloatSelf},
      {"aten::sqrt", "aten::sqrt_", 1, isFloatSelf},
      {"aten::sigmoid", "aten::sigmoid_", 1, isFloatSelf},
      {"aten::tanh", "aten::tanh_", 1, isFloatSelf},
      {"aten::neg", "aten::neg_", 1, isNumericSelf},
      {"aten::abs", "aten::abs_", 1, isRealNumericSelf},
      {"aten::relu", "aten::relu_", 1, isNumericSelf},
      {"aten::clamp", "aten::clamp_", 3, isFloatSelf},
  };
  for (const Pair& p : pairs) {
    auto f = k.find(p.functional), i = k.find(p.inplace);
    TS_CHECK(f != k.end() && i != k.end(), std::string("internal: missing kernel for ") + p.functional);
    f->second = reuseFirstArgument(f->second, i->second, p.nargs, p.ok);
  }
}

}  // namespace

KernelTable buildTensorKernelTable() {
  KernelTable k;
  addCreationKernels(k);
  addRandomKernels(k);
  addConvertKernels(k);
  addArithKernels(k);
  addUnaryKernels(k);
  addReduceKernels(k);
  addShapeKernels(k);
  addIndexKernels(k);
  addMoreKernels(k);
  addEinsumKernels(k);
  addUniqueKernels(k);
  reuseDeadTemporaries(k);
  return k;
}

std::string schemaKey(const std::string& schema) { return schema.substr(0, schema.find('(')); }

}  // namespace detail

void registerTensorOps(Registry& r) {
  detail::KernelTable k = detail::buildTensorKernelTable();
  for (size_t i = 0; i < detail::kNumTensorSchemas; ++i) {
    std::string schema = detail::kTensorSchemas[i];
    auto it = k.find(detail::schemaKey(schema));
    TS_CHECK(it != k.end(), "internal: no kernel for tensor operator " + schema);
    r.add(schema, std::move(it->second));
  }
}

}  // namespace ts
