// ===--- tensor_arith_ops.cpp - binary tensor arithmetic and comparisons --=== //
// add/sub/mul/div/pow/remainder/fmod, bitwise and logical ops, comparisons,
// maximum/minimum, clamp and where, in their Tensor and Scalar overloads and
// in-place forms. Scalar operands take part in promotion as wrapped numbers.
#include "ops/tensor_arg_helpers.h"
#include "ops/tensor_families.h"
#include "tensor/tensor_iterator.h"

namespace ts::detail {

/// Writes `result` into self for an in-place op whose kernel computes out of
/// place, with ATen's cast check.
Tensor assignInPlace(const Tensor& self, const Tensor& result) {
  TS_CHECK(canCast(result.dtype(), self.dtype()), std::string("result type ") + scalarTypeName(result.dtype()) +
                                                      " can't be cast to the desired output type " +
                                                      scalarTypeName(self.dtype()));
  return copy_(self, result);
}

namespace {

/// A Scalar operand as the 0-dim wrapped-number tensor ATen makes of it.
Tensor wrap(const IValue& v) { return wrappedScalarTensor(toScalar(v)); }

using TT = Tensor (*)(const Tensor&, const Tensor&);
using TS = Tensor (*)(const Tensor&, const Scalar&);

/// `name.Tensor` and `name.Scalar` kernels (2 arguments) from the library's overloads.
void addPair(KernelTable& k, const std::string& tensor_key, const std::string& scalar_key, TT ft, TS fs) {
  k[tensor_key] = kern<2>([ft](const IValue* a) { return ft(toTensor(a[0]), toTensor(a[1])); });
  k[scalar_key] = kern<2>([fs](const IValue* a) { return fs(toTensor(a[0]), toScalar(a[1])); });
}

void addAlphaKernels(KernelTable& k) {
  using TTA = Tensor (*)(const Tensor&, const Tensor&, const Scalar&);
  using TSA = Tensor (*)(const Tensor&, const Scalar&, const Scalar&);
  auto pair = [&k](const std::string& name, TTA ft, TSA fs) {
    k[name + ".Tensor"] = kern<3>([ft](const IValue* a) { return ft(toTensor(a[0]), toTensor(a[1]), toScalar(a[2])); });
    k[name + ".Scalar"] = kern<3>([fs](const IValue* a) { return fs(toTensor(a[0]), toScalar(a[1]), toScalar(a[2])); });
  };
  pair("aten::add", &ts::add, &ts::add);
  pair("aten::add_", &ts::add_, &ts::add_);
  pair("aten::sub", &ts::sub, &ts::sub);
  pair("aten::sub_", &ts::sub_, &ts::sub_);
  pair("aten::rsub", &ts::rsub, &ts::rsub);
}

void addMulDivKernels(KernelTable& k) {
  addPair(k, "aten::mul.Tensor", "aten::mul.Scalar", &ts::mul, &ts::mul);
  addPair(k, "aten::mul_.Tensor", "aten::mul_.Scalar", &ts::mul_, &ts::mul_);
  using DT = Tensor (*)(const Tensor&, const Tensor&, const std::optional<std::string>&);
  using DS = Tensor (*)(const Tensor&, const Scalar&, const std::optional<std::string>&);
  auto div_family = [&k](const std::string& name, DT ft, DS fs) {
    k[name + ".Tensor"] = kern<2>([ft](const IValue* a) { return ft(toTensor(a[0]), toTensor(a[1]), std::nullopt); });
    k[name + ".Scalar"] = kern<2>([fs](const IValue* a) { return fs(toTensor(a[0]), toScalar(a[1]), std::nullopt); });
    k[name + ".Tensor_mode"] = kern<3>([ft](const IValue* a) { return ft(toTensor(a[0]), toTensor(a[1]), toOptString(a[2])); });
    k[name + ".Scalar_mode"] = kern<3>([fs](const IValue* a) { return fs(toTensor(a[0]), toScalar(a[1]), toOptString(a[2])); });
  };
  div_family("aten::div", &ts::div, &ts::div);
  div_family("aten::div_", &ts::div_, &ts::div_);
  k["aten::true_divide.Tensor"] = kern<2>([](const IValue* a) { return div(toTensor(a[0]), toTensor(a[1])); });
  k["aten::true_divide.Scalar"] = kern<2>([](const IValue* a) { return div(toTensor(a[0]), toScalar(a[1])); });
  addPair(k, "aten::floor_divide", "aten::floor_divide.Scalar", &ts::floor_divide, &ts::floor_divide);
  k["aten::floor_divide_.Tensor"] = kern<2>([](const IValue* a) { return floor_divide_(toTensor(a[0]), toTensor(a[1])); });
  k["aten::floor_divide_.Scalar"] = kern<2>([](const IValue* a) { return floor_divide_(toTensor(a[0]), wrap(a[1])); });
  addPair(k, "aten::remainder.Tensor", "aten::remainder.Scalar", &ts::remainder, &ts::remainder);
  k["aten::remainder.Scalar_Tensor"] = kern<2>([](const IValue* a) { return remainder(toScalar(a[0]), toTensor(a[1])); });
  addPair(k, "aten::remainder_.Tensor", "aten::remainder_.Scalar", &ts::remainder_, &ts::remainder_);
  addPair(k, "aten::fmod.Tensor", "aten::fmod.Scalar", &ts::fmod, &ts::fmod);
  addPair(k, "aten::fmod_.Tensor", "aten::fmod_.Scalar", &ts::fmod_, &ts::fmod_);
  addPair(k, "aten::pow.Tensor_Tensor", "aten::pow.Tensor_Scalar", &ts::pow, &ts::pow);
  k["aten::pow.Scalar"] = kern<2>([](const IValue* a) { return pow(toScalar(a[0]), toTensor(a[1])); });
  addPair(k, "aten::pow_.Tensor", "aten::pow_.Scalar", &ts::pow_, &ts::pow_);
  k["aten::atan2"] = kern<2>([](const IValue* a) { return atan2(toTensor(a[0]), toTensor(a[1])); });
  k["aten::hypot"] = kern<2>([](const IValue* a) { return hypot(toTensor(a[0]), toTensor(a[1])); });
  k["aten::hypot_"] = kern<2>([](const IValue* a) { return hypot_(toTensor(a[0]), toTensor(a[1])); });
}

void addBitwiseKernels(KernelTable& k) {
  struct Op {
    const char* name;
    const char* dunder;
    TT ft;
    TS fs;
    TT inplace;
  };
  const Op ops[] = {
      {"and", "__and__", &ts::bitwise_and, &ts::bitwise_and, &ts::bitwise_and_},
      {"or", "__or__", &ts::bitwise_or, &ts::bitwise_or, &ts::bitwise_or_},
      {"xor", "__xor__", &ts::bitwise_xor, &ts::bitwise_xor, &ts::bitwise_xor_},
  };
  for (const Op& op : ops) {
    std::string base = std::string("aten::bitwise_") + op.name;
    addPair(k, base + ".Tensor", base + ".Scalar", op.ft, op.fs);
    TT ft = op.ft;
    k[base + ".Scalar_Tensor"] = kern<2>([ft](const IValue* a) { return ft(wrap(a[0]), toTensor(a[1])); });
    addPair(k, std::string("aten::") + op.dunder + ".Tensor", std::string("aten::") + op.dunder + ".Scalar", op.ft, op.fs);
    std::string in = std::string("aten::__i") + (op.dunder + 2);
    TT fi = op.inplace;
    k[in + ".Tensor"] = kern<2>([fi](const IValue* a) { return fi(toTensor(a[0]), toTensor(a[1])); });
    k[in + ".Scalar"] = kern<2>([fi](const IValue* a) { return fi(toTensor(a[0]), wrap(a[1])); });
  }
  k["aten::logical_and"] = kern<2>([](const IValue* a) { return logical_and(toTensor(a[0]), toTensor(a[1])); });
  k["aten::logical_or"] = kern<2>([](const IValue* a) { return logical_or(toTensor(a[0]), toTensor(a[1])); });
  k["aten::logical_xor"] = kern<2>([](const IValue* a) { return logical_xor(toTensor(a[0]), toTensor(a[1])); });
  k["aten::logical_and_"] = kern<2>([](const IValue* a) { Tensor s = toTensor(a[0]); return assignInPlace(s, logical_and(s, toTensor(a[1]))); });
  k["aten::logical_or_"] = kern<2>([](const IValue* a) { Tensor s = toTensor(a[0]); return assignInPlace(s, logical_or(s, toTensor(a[1]))); });
  k["aten::logical_xor_"] = kern<2>([](const IValue* a) { Tensor s = toTensor(a[0]); return assignInPlace(s, logical_xor(s, toTensor(a[1]))); });
}

void addCompareKernels(KernelTable& k) {
  struct Op {
    const char* name;
    TT ft;
    TS fs;
  };
  const Op ops[] = {{"eq", &ts::eq, &ts::eq}, {"ne", &ts::ne, &ts::ne}, {"lt", &ts::lt, &ts::lt},
                    {"le", &ts::le, &ts::le}, {"gt", &ts::gt, &ts::gt}, {"ge", &ts::ge, &ts::ge}};
  for (const Op& op : ops) {
    std::string base = std::string("aten::") + op.name;
    addPair(k, base + ".Tensor", base + ".Scalar", op.ft, op.fs);
    TT ft = op.ft;
    TS fs = op.fs;
    // In-place comparisons store 0/1 in self's dtype.
    k[base + "_.Tensor"] = kern<2>([ft](const IValue* a) { Tensor s = toTensor(a[0]); return copy_(s, ft(s, toTensor(a[1]))); });
    k[base + "_.Scalar"] = kern<2>([fs](const IValue* a) { Tensor s = toTensor(a[0]); return copy_(s, fs(s, toScalar(a[1]))); });
  }
  k["aten::maximum"] = kern<2>([](const IValue* a) { return maximum(toTensor(a[0]), toTensor(a[1])); });
  k["aten::minimum"] = kern<2>([](const IValue* a) { return minimum(toTensor(a[0]), toTensor(a[1])); });
  k["aten::max.other"] = kern<2>([](const IValue* a) { return maximum(toTensor(a[0]), toTensor(a[1])); });
  k["aten::min.other"] = kern<2>([](const IValue* a) { return minimum(toTensor(a[0]), toTensor(a[1])); });
}

/// clamp with tensor bounds: the result dtype promotes over self and both bounds.
Tensor clampTensor(const Tensor& self, const Tensor& lo, const Tensor& hi) {
  TS_CHECK(lo.defined() || hi.defined(), "torch.clamp: At least one of 'min' or 'max' must not be None");
  Tensor r = self;
  if (lo.defined()) r = maximum(r, lo);
  if (hi.defined()) r = minimum(r, hi);
  return r;
}

Tensor clampScalar(const Tensor& self, const IValue& lo, const IValue& hi) {
  TS_CHECK(!lo.isNone() || !hi.isNone(), "torch.clamp: At least one of 'min' or 'max' must not be None");
  return clamp(self, toOptScalar(lo), toOptScalar(hi));
}

void addClampKernels(KernelTable& k) {
  for (std::string name : {"aten::clamp", "aten::clip"}) {
    k[name] = kern<3>([](const IValue* a) { return clampScalar(toTensor(a[0]), a[1], a[2]); });
    k[name + ".Tensor"] = kern<3>([](const IValue* a) {
      return clampTensor(toTensor(a[0]), toOptTensor(a[1]), toOptTensor(a[2]));
    });
    k[name + "_"] = kern<3>([](const IValue* a) {
      Tensor s = toTensor(a[0]);
      return assignInPlace(s, clampScalar(s, a[1], a[2]));
    });
    k[name + "_.Tensor"] = kern<3>([](const IValue* a) {
      Tensor s = toTensor(a[0]);
      return assignInPlace(s, clampTensor(s, toOptTensor(a[1]), toOptTensor(a[2])));
    });
  }
  k["aten::clamp_min"] = kern<2>([](const IValue* a) { return clamp_min(toTensor(a[0]), toScalar(a[1])); });
  k["aten::clamp_max"] = kern<2>([](const IValue* a) { return clamp_max(toTensor(a[0]), toScalar(a[1])); });
  k["aten::clamp_min.Tensor"] = kern<2>([](const IValue* a) { return maximum(toTensor(a[0]), toTensor(a[1])); });
  k["aten::clamp_max.Tensor"] = kern<2>([](const IValue* a) { return minimum(toTensor(a[0]), toTensor(a[1])); });
  k["aten::clamp_min_"] = kern<2>([](const IValue* a) { Tensor s = toTensor(a[0]); return assignInPlace(s, clamp_min(s, toScalar(a[1]))); });
  k["aten::clamp_max_"] = kern<2>([](const IValue* a) { Tensor s = toTensor(a[0]); return assignInPlace(s, clamp_max(s, toScalar(a[1]))); });
  k["aten::clamp_min_.Tensor"] = kern<2>([](const IValue* a) { Tensor s = toTensor(a[0]); return assignInPlace(s, maximum(s, toTensor(a[1]))); });
  k["aten::clamp_max_.Tensor"] = kern<2>([](const IValue* a) { Tensor s = toTensor(a[0]); return assignInPlace(s, minimum(s, toTensor(a[1]))); });
}

void addWhereKernels(KernelTable& k) {
  k["aten::where.self"] = kern<3>([](const IValue* a) { return where(toTensor(a[0]), toTensor(a[1]), toTensor(a[2])); });
  k["aten::where.ScalarOther"] = kern<3>([](const IValue* a) { return where(toTensor(a[0]), toTensor(a[1]), toScalar(a[2])); });
  k["aten::where.ScalarSelf"] = kern<3>([](const IValue* a) { return where(toTensor(a[0]), toScalar(a[1]), toTensor(a[2])); });
  k["aten::where.Scalar"] = kern<3>([](const IValue* a) { return where(toTensor(a[0]), toScalar(a[1]), toScalar(a[2])); });
  k["aten::where"] = kern<1>([](const IValue* a) { return tensorListValue(nonzeroTuple(toTensor(a[0]))); });
}

}  // namespace

void addArithKernels(KernelTable& k) {
  addAlphaKernels(k);
  addMulDivKernels(k);
  addBitwiseKernels(k);
  addCompareKernels(k);
  addClampKernels(k);
  addWhereKernels(k);
}

}  // namespace ts::detail
