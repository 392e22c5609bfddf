// ===--- tensor_arg_helpers.h - IValue <-> tensor-library argument types --=== //
// Converts the IValues a schema delivers (int[] lists, ScalarType? ints,
// Scalars, Tensor?[] lists, Device?) into the C++ types of the tensor library,
// and provides the kernel factory every tensor family file uses.
// Internal to src/ops/tensor_*.cpp.
#pragma once

#include <optional>
#include <string>
#include <tuple>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "ops/registry.h"
#include "tensor/ops.h"

namespace ts::detail {

/// Kernels of the tensor families keyed by "aten::add.Tensor"; registerTensorOps
/// pairs them with the schema strings of tensor_schemas.cpp.
using KernelTable = std::unordered_map<std::string, OpKernel>;

// ---- reading arguments --------------------------------------------------- //

/// A `Scalar` argument (int, float, bool or complex payload).
inline Scalar toScalar(const IValue& v) {
  if (v.isInt()) return Scalar(v.toInt());
  if (v.isDouble()) return Scalar(v.toDouble());
  if (v.isBool()) return Scalar(v.toBool());
  if (v.isComplex()) return Scalar(v.toComplex());
  if (v.isTensor()) return v.toTensor().item();
  throw Error("expected a number for a Scalar argument");
}
inline std::optional<Scalar> toOptScalar(const IValue& v) {
  if (v.isNone()) return std::nullopt;
  return toScalar(v);
}

/// A `Scalar` argument as the 0-dim wrapped-number tensor ATen makes of it
/// for Scalar overloads of tensor operators.
inline Tensor toWrappedScalar(const IValue& v) { return wrappedScalarTensor(toScalar(v)); }

/// A Scalar as the IValue TorchScript sees (int, float, bool or complex).
inline IValue scalarToIValue(const Scalar& s) {
  switch (s.tag()) {
    case Scalar::Tag::Int: return IValue(s.toLong());
    case Scalar::Tag::Double: return IValue(s.toDouble());
    case Scalar::Tag::Bool: return IValue(s.toBool());
    case Scalar::Tag::Complex: return IValue(s.toComplexDouble());
  }
  return IValue();
}

inline int64_t toInt(const IValue& v) { return v.isBool() ? static_cast<int64_t>(v.toBool()) : v.toInt(); }
inline std::optional<int64_t> toOptInt(const IValue& v) {
  if (v.isNone()) return std::nullopt;
  return toInt(v);
}
inline double toDouble(const IValue& v) { return v.toNumber(); }
inline bool toBool(const IValue& v) { return v.isBool() ? v.toBool() : v.toInt() != 0; }

/// An `int[]` (or `int[1]`, which also accepts a single int) argument.
inline std::vector<int64_t> toIntVector(const IValue& v) {
  if (v.isInt() || v.isBool()) return {toInt(v)};
  TS_CHECK(v.isList(), "expected a list of ints");
  std::vector<int64_t> out;
  out.reserve(v.toList()->items.size());
  for (const IValue& e : v.toList()->items) out.push_back(toInt(e));
  return out;
}
inline std::optional<std::vector<int64_t>> toOptIntVector(const IValue& v) {
  if (v.isNone()) return std::nullopt;
  return toIntVector(v);
}
/// An `int[]` result.
inline IValue intListValue(IntArrayRef v) {
  std::vector<IValue> items(v.begin(), v.end());
  return makeList(Type::int_(), std::move(items));
}

/// A `ScalarType` argument (a dtype is an int in TorchScript).
inline ScalarType toScalarType(const IValue& v) { return scalarTypeFromInt(toInt(v)); }
inline std::optional<ScalarType> toOptScalarType(const IValue& v) {
  if (v.isNone()) return std::nullopt;
  return toScalarType(v);
}

inline std::optional<std::string> toOptString(const IValue& v) {
  if (v.isNone()) return std::nullopt;
  return v.toStr();
}

inline Tensor toTensor(const IValue& v) {
  TS_CHECK(v.isTensor(), "expected a Tensor argument");
  return v.toTensor();
}
/// `Tensor?`: an undefined Tensor for None.
inline Tensor toOptTensor(const IValue& v) { return v.isNone() ? Tensor() : toTensor(v); }
/// `Tensor[]` and `Tensor?[]` (None entries become undefined tensors).
inline std::vector<Tensor> toTensorVector(const IValue& v) {
  TS_CHECK(v.isList(), "expected a list of Tensors");
  std::vector<Tensor> out;
  out.reserve(v.toList()->items.size());
  for (const IValue& e : v.toList()->items) out.push_back(toOptTensor(e));
  return out;
}
/// A `Tensor[]` result.
inline IValue tensorListValue(const std::vector<Tensor>& ts) {
  std::vector<IValue> items;
  items.reserve(ts.size());
  for (const Tensor& t : ts) items.emplace_back(t);
  return makeList(Type::tensor(), std::move(items));
}

/// `Device? device`: only the CPU exists; anything else fails the way a
/// CPU-only PyTorch build does.
inline void checkCpuDevice(const IValue& v) {
  if (v.isNone()) return;
  if (v.isStr()) {
    const std::string& s = v.toStr();
    TS_CHECK(s == "cpu" || s.rfind("cpu:", 0) == 0,
             "PyTorch is not linked with support for " + s.substr(0, s.find(':')) + " devices");
    return;
  }
  TS_CHECK(v.isDevice(), "expected a Device argument");
  TS_CHECK(v.toDevice().type == Device::Type::CPU,
           "PyTorch is not linked with support for " + Device{v.toDevice().type, -1}.str() + " devices");
}

/// `requires_grad=True` is only legal on floating and complex tensors.
inline Tensor applyRequiresGrad(Tensor t, bool requires_grad) {
  if (!requires_grad) return t;
  TS_CHECK(isFloatingType(t.dtype()) || isComplexType(t.dtype()),
           "Only Tensors of floating point and complex dtype can require gradients");
  t.set_requires_grad(true);
  return t;
}

// ---- kernel factory ------------------------------------------------------ //

template <class T> struct IsPairOrTuple : std::false_type {};
template <class... T> struct IsPairOrTuple<std::tuple<T...>> : std::true_type {};
template <class A, class B> struct IsPairOrTuple<std::pair<A, B>> : std::true_type {};

/// Kernel for a schema with N arguments: `f(const IValue* args)` reads
/// args[0..N) and returns the output (anything IValue accepts), a
/// pair/tuple for multiple outputs, or void for `-> ()`.
template <size_t N, class F>
OpKernel kern(F f) {
  return [f](Stack& s) {
    TS_CHECK(s.size() >= N, "internal: operator stack underflow");
    const IValue* args = s.data() + (s.size() - N);
    using R = decltype(f(args));
    if constexpr (std::is_void_v<R>) {
      f(args);
      drop(s, N);
    } else if constexpr (IsPairOrTuple<R>::value) {
      R r = f(args);
      drop(s, N);
      std::apply([&s](auto&&... xs) { (s.emplace_back(IValue(xs)), ...); }, r);
    } else {
      IValue r(f(args));
      drop(s, N);
      s.push_back(std::move(r));
    }
  };
}

// ---- family adders (one per tensor_*_ops.cpp) ----------------------------- //

void addCreationKernels(KernelTable& k);
void addRandomKernels(KernelTable& k);
void addConvertKernels(KernelTable& k);
void addArithKernels(KernelTable& k);
void addUnaryKernels(KernelTable& k);
void addReduceKernels(KernelTable& k);
void addShapeKernels(KernelTable& k);
void addIndexKernels(KernelTable& k);
void addMoreKernels(KernelTable& k);
void addEinsumKernels(KernelTable& k);
void addUniqueKernels(KernelTable& k);

/// Writes `result` into self for in-place ops computed out of place, with
/// ATen's "result type X can't be cast to the desired output type Y" check.
Tensor assignInPlace(const Tensor& self, const Tensor& result);

// ---- kernels the tensor library lacks (tensor_index_kernels.cpp) ---------- //

/// torch.nonzero: int64 [n, ndim]; nonzeroTuple: one 1-D tensor per dim.
Tensor nonzero(const Tensor& self);
std::vector<Tensor> nonzeroTuple(const Tensor& self);
/// self[indices] (advanced indexing; undefined entries are `:`).
Tensor indexTensor(const Tensor& self, const std::vector<Tensor>& indices);
/// self[indices] = values (or += with accumulate); returns self.
Tensor indexPut_(const Tensor& self, const std::vector<Tensor>& indices, const Tensor& values, bool accumulate);
Tensor indexSelect(const Tensor& self, int64_t dim, const Tensor& index);
Tensor gather(const Tensor& self, int64_t dim, const Tensor& index);
/// scatter_ with src (value undefined) or a value; reduce "", "add" or "multiply".
Tensor scatter_(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src,
                const std::optional<Scalar>& value, const std::string& reduce);
Tensor maskedFill(const Tensor& self, const Tensor& mask, const Tensor& value);
Tensor maskedSelect(const Tensor& self, const Tensor& mask);
Tensor flip(const Tensor& self, IntArrayRef dims);
Tensor roll(const Tensor& self, IntArrayRef shifts, IntArrayRef dims);
Tensor repeat(const Tensor& self, IntArrayRef repeats);
/// tril (lower=true) / triu.
Tensor triangle(const Tensor& self, int64_t diagonal, bool lower);
Tensor indexFill(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& value);
Tensor indexAdd(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, const Scalar& alpha);

/// scatter_reduce (reduce: sum, prod, mean, amax, amin) into a copy of self (or self).
Tensor scatterReduce(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& src,
                     const std::string& reduce, bool include_self, bool inplace);
/// index_copy: rows index[i] of self along dim take source's row i.
Tensor indexCopy(const Tensor& self, int64_t dim, const Tensor& index, const Tensor& source, bool inplace);

// ---- kernels the tensor library lacks (tensor_math_kernels.cpp) ----------- //

/// cumsum (product=false) / cumprod along dim.
Tensor cumulative(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype, bool product);
/// cummax (max=true) / cummin: (values, indices).
std::tuple<Tensor, Tensor> cumExtreme(const Tensor& self, int64_t dim, bool max);
Tensor softmax(const Tensor& self, int64_t dim, std::optional<ScalarType> dtype, bool log);
Tensor logsumexp(const Tensor& self, IntArrayRef dims, bool keepdim);
/// var (or std) over dims (nullopt = all) with a Bessel correction.
Tensor variance(const Tensor& self, const std::optional<std::vector<int64_t>>& dims, int64_t correction,
                bool keepdim, bool take_sqrt);
/// The same when the result is one value of a contiguous float or double
/// tensor (Note [Variance of everything], variance_all.cpp); nullopt otherwise.
std::optional<Tensor> varianceOfAll(const Tensor& self, IntArrayRef dims, int64_t correction, bool keepdim,
                                    bool take_sqrt);
Tensor norm(const Tensor& self, const std::optional<Scalar>& p, IntArrayRef dims, bool keepdim,
            std::optional<ScalarType> dtype);
/// sort along dim: (values, indices); NaN sorts as the largest value. Ties
/// keep their order only when `stable` (Note [sort tie order]).
std::tuple<Tensor, Tensor> sort(const Tensor& self, int64_t dim, bool descending, bool stable = false);
std::tuple<Tensor, Tensor> topk(const Tensor& self, int64_t k, int64_t dim, bool largest, bool sorted);
std::tuple<Tensor, Tensor> kthvalue(const Tensor& self, int64_t k, int64_t dim, bool keepdim);
/// median: the lower middle element (NaN if any).
Tensor median(const Tensor& self);
std::tuple<Tensor, Tensor> median(const Tensor& self, int64_t dim, bool keepdim);
Tensor diag(const Tensor& self, int64_t diagonal);
Tensor diagonal(const Tensor& self, int64_t offset, int64_t dim1, int64_t dim2);
Tensor repeatInterleave(const Tensor& self, const Tensor& repeats, std::optional<int64_t> dim);

}  // namespace ts::detail

namespace ts::detail {

/// Every tensor kernel, keyed by "name.overload" (for registerTensorOps and tests).
KernelTable buildTensorKernelTable();
/// "aten::add.Tensor" from "aten::add.Tensor(Tensor self, ...) -> Tensor".
std::string schemaKey(const std::string& schema);

}  // namespace ts::detail
