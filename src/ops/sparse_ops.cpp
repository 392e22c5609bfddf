// ===--- sparse_ops.cpp - sparse COO operators and sparse paths ------------=== //
// See Note [Sparse COO tensors] (tensor/sparse_coo.h). The sparse-only
// operators (to_sparse, indices, _nnz, torch.sparse.*) are added here; the
// dense operators PyTorch runs on sparse inputs (add, mul, mm, t, neg, ...)
// get a second path, taken when an argument is sparse, in front of the
// kernel that refuses them (sparse_dispatch.h).
#include <string>

#include "ops/families.h"
#include "ops/sparse_kernels.h"
#include "ops/tensor_arg_helpers.h"
#include "tensor/ops_binary.h"
#include "tensor/ops_copy.h"
#include "tensor/ops_linalg.h"

namespace ts {

namespace {

using detail::kern;
using detail::toInt;
using detail::toIntVector;
using detail::toOptScalarType;
using detail::toScalar;
using detail::toTensor;

bool sparseArg(const IValue& v) { return v.isTensor() && isSparse(v.toTensor()); }

const SparseCoo& partsOf(const IValue& v, const char* op) { return sparseParts(toTensor(v), op); }

Operator& mutableOp(Registry& r, const char* name) {
  auto* op = const_cast<Operator*>(r.find(name));
  TS_CHECK(op, std::string("internal: no operator ") + name);
  return *op;
}

/// The registered operator `name` runs `sparse_kernel` when any argument is sparse.
void addSparsePath(Registry& r, const char* name, OpKernel sparse_kernel) {
  Operator& op = mutableOp(r, name);
  const size_t n = op.schema.arguments.size();
  OpKernel plain = op.kernel;
  op.kernel = [plain, sparse_kernel, n](Stack& s) {
    if (sparseTensorsAlive() && s.size() >= n)
      for (size_t i = s.size() - n; i < s.size(); ++i)
        if (sparseArg(s[i])) return sparse_kernel(s);
    plain(s);
  };
}

/// Ops that act on each stored value and keep zeros zero (neg, abs, to, *
/// a scalar): the operator itself runs on the values. Non-linear ones see
/// the coalesced values, as ATen's coalesced_unary_ufunc does.
void addValuesPath(Registry& r, const char* name, bool coalesce_first) {
  Operator& op = mutableOp(r, name);
  const size_t n = op.schema.arguments.size();
  OpKernel plain = op.kernel;
  addSparsePath(r, name, [plain, n, coalesce_first](Stack& s) {
    IValue& self_slot = s[s.size() - n];
    Tensor self = toTensor(self_slot);
    if (!isSparse(self)) return plain(s);  // a sparse argument elsewhere: refused there
    if (coalesce_first) self = sparse::coalesce(self);
    self_slot = IValue(sparseParts(self, "values").values);
    plain(s);
    Tensor values = pop(s).toTensor();
    push(s, IValue(sparse::withValues(self, values)));
  });
}

[[noreturn]] void denseBackend(const char* op) {
  throw Error(std::string("Could not run '") + op + "' with arguments from the 'CPU' backend. This could be "
              "because the operator doesn't exist for this backend, or was omitted during the selective/custom "
              "build process (if using custom build).",
              ErrorKind::NotImplementedError);
}

/// A sparse-only operator: its dense kernel is PyTorch's CPU-backend error.
template <size_t N, class F>
void addSparseOnly(Registry& r, const std::string& schema, const char* name, F f) {
  r.add(schema, [name](Stack&) { denseBackend(name); });
  addSparsePath(r, name, kern<N>(f));
}

void addCreation(Registry& r) {
  r.add("aten::to_sparse(Tensor self) -> Tensor",
        kern<1>([](const IValue* a) { return sparse::fromDense(toTensor(a[0]), std::nullopt); }));
  r.add("aten::to_sparse.sparse_dim(Tensor self, int sparse_dim) -> Tensor",
        kern<2>([](const IValue* a) { return sparse::fromDense(toTensor(a[0]), toInt(a[1])); }));
  const std::string options = "ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=None)";
  const std::string size_options = "ScalarType? dtype=None, Layout? layout=None, Device? device=None, bool? pin_memory=False)";
  r.add("aten::sparse_coo_tensor.size(int[] size, *, " + size_options + " -> Tensor", kern<5>([](const IValue* a) {
          std::vector<int64_t> size = toIntVector(a[0]);
          ScalarType st = toOptScalarType(a[1]).value_or(ScalarType::Float);
          return sparse::fromParts(zeros({static_cast<int64_t>(size.size()), 0}, ScalarType::Long),
                                   zeros({0}, st), size, std::nullopt);
        }));
  r.add("aten::sparse_coo_tensor.indices(Tensor indices, Tensor values, *, " + options + " -> Tensor",
        kern<6>([](const IValue* a) {
          return sparse::fromParts(toTensor(a[0]), toTensor(a[1]), std::nullopt, toOptScalarType(a[2]));
        }));
  for (const char* name : {"aten::sparse_coo_tensor.indices_size(", "aten::_sparse_coo_tensor_unsafe("})
    r.add(std::string(name) + "Tensor indices, Tensor values, int[] size, *, " + options + " -> Tensor",
          kern<7>([](const IValue* a) {
            return sparse::fromParts(toTensor(a[0]), toTensor(a[1]), toIntVector(a[2]), toOptScalarType(a[3]));
          }));
  addSparsePath(r, "aten::to_dense", kern<2>([](const IValue* a) {
                  return sparse::toDense(toTensor(a[0]), toOptScalarType(a[1]));
                }));
}

void addAccessors(Registry& r) {
  addSparseOnly<1>(r, "aten::indices(Tensor(a) self) -> Tensor(a)", "aten::indices", [](const IValue* a) {
    const SparseCoo& p = partsOf(a[0], "indices");
    TS_CHECK(p.coalesced, "Cannot get indices on an uncoalesced tensor, please call .coalesce() first");
    return p.indices.alias();
  });
  addSparseOnly<1>(r, "aten::values(Tensor(a) self) -> Tensor(a)", "aten::values", [](const IValue* a) {
    const SparseCoo& p = partsOf(a[0], "values");
    TS_CHECK(p.coalesced, "Cannot get values on an uncoalesced tensor, please call .coalesce() first");
    return p.values.alias();
  });
  addSparseOnly<1>(r, "aten::_indices(Tensor(a) self) -> Tensor(a)", "aten::_indices",
                   [](const IValue* a) { return partsOf(a[0], "_indices").indices.alias(); });
  addSparseOnly<1>(r, "aten::_values(Tensor(a) self) -> Tensor(a)", "aten::_values",
                   [](const IValue* a) { return partsOf(a[0], "_values").values.alias(); });
  addSparseOnly<1>(r, "aten::_nnz(Tensor self) -> int", "aten::_nnz",
                   [](const IValue* a) { return partsOf(a[0], "_nnz").nnz(); });
  addSparseOnly<1>(r, "aten::is_coalesced(Tensor self) -> bool", "aten::is_coalesced",
                   [](const IValue* a) { return partsOf(a[0], "is_coalesced").coalesced; });
  addSparseOnly<1>(r, "aten::coalesce(Tensor(a) self) -> Tensor(a)", "aten::coalesce",
                   [](const IValue* a) { return sparse::coalesce(toTensor(a[0])); });
  addSparseOnly<2>(r, "aten::_coalesced_(Tensor(a!) self, bool coalesced) -> Tensor(a!)", "aten::_coalesced_",
                   [](const IValue* a) {
                     const_cast<SparseCoo&>(partsOf(a[0], "_coalesced_")).coalesced = a[1].toBool();
                     return toTensor(a[0]);
                   });
  // A strided tensor is all dense dims (sparse_dim_strided / dense_dim_strided).
  r.add("aten::sparse_dim(Tensor self) -> int", kern<1>([](const IValue* a) { return (void)toTensor(a[0]), int64_t{0}; }));
  r.add("aten::dense_dim(Tensor self) -> int", kern<1>([](const IValue* a) { return toTensor(a[0]).dim(); }));
  addSparsePath(r, "aten::sparse_dim", kern<1>([](const IValue* a) { return partsOf(a[0], "sparse_dim").sparseDim(); }));
  addSparsePath(r, "aten::dense_dim", kern<1>([](const IValue* a) { return partsOf(a[0], "dense_dim").denseDim(); }));
  r.add("prim::is_sparse(Tensor a) -> bool", kern<1>([](const IValue* a) { return isSparse(toTensor(a[0])); }));
}

/// add/sub: sparse + sparse stays sparse, dense + sparse is dense; PyTorch
/// has no sparse + dense.
Tensor addAny(const Tensor& self, const Tensor& other, const Scalar& alpha) {
  if (isSparse(self) && isSparse(other)) return sparse::add(self, other, alpha);
  TS_CHECK(!isSparse(self), "add(sparse, dense) is not supported. Use add(dense, sparse) instead.");
  return sparse::addToDense(self, other, alpha);
}

Scalar negated(const Scalar& s) {
  if (s.isIntegral(false)) return Scalar(-s.toLong());
  if (s.isComplex()) return Scalar(-s.toComplexDouble());
  return Scalar(-s.toDouble());
}

/// sparse * a 0-dim tensor (either side), or sparse * sparse.
Tensor mulAny(const Tensor& self, const Tensor& other) {
  if (isSparse(self) && isSparse(other)) return sparse::mul(self, other);
  const Tensor& s = isSparse(self) ? self : other;
  const Tensor& d = isSparse(self) ? other : self;
  TS_CHECK(d.dim() == 0, "mul(sparse, dense) is only supported for a 0-dim dense operand");
  return sparse::withValues(s, ts::mul(sparseParts(s, "mul").values, d));
}

void addArithmetic(Registry& r) {
  addSparsePath(r, "aten::add.Tensor", kern<3>([](const IValue* a) {
                  return addAny(toTensor(a[0]), toTensor(a[1]), toScalar(a[2]));
                }));
  addSparsePath(r, "aten::sub.Tensor", kern<3>([](const IValue* a) {
                  return addAny(toTensor(a[0]), toTensor(a[1]), negated(toScalar(a[2])));
                }));
  addSparsePath(r, "aten::add_.Tensor", kern<3>([](const IValue* a) {
                  Tensor self = toTensor(a[0]);
                  TS_CHECK(!isSparse(self), "in-place add on a sparse tensor is not supported");
                  return copy_(self, sparse::addToDense(self, toTensor(a[1]), toScalar(a[2])));
                }));
  addSparsePath(r, "aten::mul.Tensor", kern<2>([](const IValue* a) { return mulAny(toTensor(a[0]), toTensor(a[1])); }));
  addSparsePath(r, "aten::div.Tensor", kern<2>([](const IValue* a) {
                  Tensor self = toTensor(a[0]), other = toTensor(a[1]);
                  TS_CHECK(isSparse(self) && !isSparse(other) && other.dim() == 0,
                           "div(): sparse division only supports division by a scalar");
                  return sparse::withValues(self, ts::div(sparseParts(self, "div").values, other));
                }));
  for (const char* name : {"aten::mul.Scalar", "aten::div.Scalar", "aten::neg", "aten::to.dtype", "aten::to.device",
                           "aten::to.prim_dtype", "aten::to.prim_Device"})
    addValuesPath(r, name, /*coalesce_first=*/false);
  // ATen's zero-preserving unary ops on sparse tensors.
  for (const char* name : {"aten::abs", "aten::sqrt", "aten::sin", "aten::sinh", "aten::tan", "aten::tanh", "aten::asin",
                           "aten::asinh", "aten::atan", "aten::atanh", "aten::ceil", "aten::floor", "aten::round",
                           "aten::trunc", "aten::frac", "aten::expm1", "aten::log1p", "aten::sign", "aten::sgn",
                           "aten::erf", "aten::deg2rad", "aten::rad2deg", "aten::nan_to_num"})
    addValuesPath(r, name, /*coalesce_first=*/true);
  addSparsePath(r, "aten::clone", kern<2>([](const IValue* a) { return cloneSparse(toTensor(a[0])); }));
  addSparsePath(r, "aten::detach", kern<1>([](const IValue* a) {
                  Tensor self = toTensor(a[0]);
                  return sparse::withValues(self, sparseParts(self, "detach").values.detach());
                }));
}

void addLinearAlgebra(Registry& r) {
  addSparsePath(r, "aten::t", kern<1>([](const IValue* a) {
                  Tensor self = toTensor(a[0]);
                  TS_CHECK(self.dim() <= 2, "t() expects a tensor with <= 2 sparse and 0 dense dimensions, but got " +
                                                std::to_string(self.dim()) + " dimensions");
                  return self.dim() < 2 ? self : sparse::transpose(self, 0, 1);
                }));
  addSparsePath(r, "aten::transpose.int", kern<3>([](const IValue* a) {
                  return sparse::transpose(toTensor(a[0]), toInt(a[1]), toInt(a[2]));
                }));
  auto mm = [](const IValue* a) {
    Tensor self = toTensor(a[0]), mat2 = toTensor(a[1]);
    TS_CHECK(isSparse(self) && !isSparse(mat2), "mm: only sparse @ dense is supported here");
    return sparse::addmm(zeros({1}, mat2.dtype()), self, mat2, Scalar(int64_t{0}), Scalar(int64_t{1}));
  };
  addSparsePath(r, "aten::mm", kern<2>(mm));
  addSparsePath(r, "aten::matmul", kern<2>(mm));
  addSparseOnly<2>(r, "aten::_sparse_mm(Tensor sparse, Tensor dense) -> Tensor", "aten::_sparse_mm", mm);
  // PyTorch's result is coalesced: here the dense product's nonzeros.
  addSparseOnly<2>(r, "aten::_sparse_sparse_matmul(Tensor self, Tensor other) -> Tensor", "aten::_sparse_sparse_matmul",
                   [](const IValue* a) {
                     Tensor x = toTensor(a[0]), y = toTensor(a[1]);
                     TS_CHECK(isSparse(x) && isSparse(y), "_sparse_sparse_matmul: both arguments must be sparse");
                     return sparse::fromDense(ts::mm(sparse::toDense(x, std::nullopt), sparse::toDense(y, std::nullopt)),
                                              std::nullopt);
                   });
  auto addmm = [](const IValue* a) {
    return sparse::addmm(toTensor(a[0]), toTensor(a[1]), toTensor(a[2]), toScalar(a[3]), toScalar(a[4]));
  };
  addSparsePath(r, "aten::addmm", kern<5>(addmm));
  addSparseOnly<5>(r, "aten::_sparse_addmm(Tensor self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor",
                   "aten::_sparse_addmm", addmm);
  addSparseOnly<1>(r, "aten::_sparse_sum(Tensor self) -> Tensor", "aten::_sparse_sum",
                   [](const IValue* a) { return sparse::sum(toTensor(a[0]), std::nullopt, std::nullopt); });
  addSparseOnly<2>(r, "aten::_sparse_sum.dtype(Tensor self, *, ScalarType dtype) -> Tensor", "aten::_sparse_sum.dtype",
                   [](const IValue* a) { return sparse::sum(toTensor(a[0]), std::nullopt, toOptScalarType(a[1])); });
  addSparseOnly<2>(r, "aten::_sparse_sum.dim(Tensor self, int[1] dim) -> Tensor", "aten::_sparse_sum.dim",
                   [](const IValue* a) { return sparse::sum(toTensor(a[0]), toIntVector(a[1]), std::nullopt); });
  addSparseOnly<3>(r, "aten::_sparse_sum.dim_dtype(Tensor self, int[1] dim, *, ScalarType dtype) -> Tensor",
                   "aten::_sparse_sum.dim_dtype",
                   [](const IValue* a) { return sparse::sum(toTensor(a[0]), toIntVector(a[1]), toOptScalarType(a[2])); });
}

}  // namespace

void registerSparseOps(Registry& r) {
  addCreation(r);
  addAccessors(r);
  addArithmetic(r);
  addLinearAlgebra(r);
}

}  // namespace ts
