// ===--- derived_ops.cpp - operators PyTorch defines by other operators ---=== //
// Aliases (arccos is acos, greater is gt, special_expit is sigmoid), the
// in-place forms of functional kernels (x.lerp_(...) writes lerp's result
// into x) and the *_copy forms of views, each registered with PyTorch 1.13's
// own schema over the kernel that defines it.
#include <string>
#include <vector>

#include "ops/families.h"
#include "ops/registry.h"
#include "ops/tensor_arg_helpers.h"
#include "tensor/ops_copy.h"
#include "tensor/tensor_iterator.h"

namespace ts {
namespace {

// Note [Derived operators]: PyTorch implements these in ATen by calling the
// operator they are named after, so their values, dtype rules and errors are
// that operator's. Each entry names the registered operator it is defined by
// ("aten::acos", "aten::div_.Tensor"), which must already be registered and
// take the same arguments in the same order; registration order within one
// name follows PyTorch's, because overload resolution tries them in order.
enum class Derivation {
  Alias,     ///< the same kernel under another name
  InPlace,   ///< the functional kernel, its result written into self
  Copy,      ///< the view kernel, its result(s) cloned
  Geometry,  ///< the view kernel, self taking the view's sizes and strides
  Functional,  ///< the in-place kernel run on a clone of self
};

struct DerivedOp {
  const char* schema;
  const char* from;
  Derivation how;
};

constexpr Derivation kAlias = Derivation::Alias;
constexpr Derivation kInPlace = Derivation::InPlace;
constexpr Derivation kCopy = Derivation::Copy;
constexpr Derivation kGeometry = Derivation::Geometry;
constexpr Derivation kFunctional = Derivation::Functional;

// clang-format off
const DerivedOp kDerivedOps[] = {
    // ---- in-place forms of functional kernels ----
    {"aten::atan2_(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::atan2", kInPlace},
    {"aten::lerp_.Scalar(Tensor(a!) self, Tensor end, Scalar weight) -> Tensor(a!)", "aten::lerp.Scalar", kInPlace},
    {"aten::lerp_.Tensor(Tensor(a!) self, Tensor end, Tensor weight) -> Tensor(a!)", "aten::lerp.Tensor", kInPlace},
    {"aten::triu_(Tensor(a!) self, int diagonal=0) -> Tensor(a!)", "aten::triu", kInPlace},
    {"aten::tril_(Tensor(a!) self, int diagonal=0) -> Tensor(a!)", "aten::tril", kInPlace},
    {"aten::bitwise_right_shift_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::bitwise_right_shift.Tensor", kInPlace},
    {"aten::bitwise_right_shift_.Tensor_Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", "aten::bitwise_right_shift.Tensor_Scalar", kInPlace},
    {"aten::bitwise_left_shift_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::bitwise_left_shift.Tensor", kInPlace},
    {"aten::bitwise_left_shift_.Tensor_Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", "aten::bitwise_left_shift.Tensor_Scalar", kInPlace},
    {"aten::bitwise_xor_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::bitwise_xor.Tensor", kInPlace},
    {"aten::bitwise_xor_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", "aten::bitwise_xor.Scalar", kInPlace},
    {"aten::bitwise_or_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::bitwise_or.Tensor", kInPlace},
    {"aten::bitwise_or_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", "aten::bitwise_or.Scalar", kInPlace},
    {"aten::bitwise_and_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::bitwise_and.Tensor", kInPlace},
    {"aten::bitwise_and_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", "aten::bitwise_and.Scalar", kInPlace},
    {"aten::index_add_(Tensor(a!) self, int dim, Tensor index, Tensor source, *, Scalar alpha=1) -> Tensor(a!)", "aten::index_add", kInPlace},
    {"aten::heaviside_(Tensor(a!) self, Tensor values) -> Tensor(a!)", "aten::heaviside", kInPlace},
    {"aten::addmm_(Tensor(a!) self, Tensor mat1, Tensor mat2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)", "aten::addmm", kInPlace},
    {"aten::conj_physical_(Tensor(a!) self) -> Tensor(a!)", "aten::conj_physical", kInPlace},
    {"aten::baddbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)", "aten::baddbmm", kInPlace},
    {"aten::addmv_(Tensor(a!) self, Tensor mat, Tensor vec, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)", "aten::addmv", kInPlace},
    {"aten::cumprod_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!)", "aten::cumprod", kInPlace},
    {"aten::cumsum_(Tensor(a!) self, int dim, *, ScalarType? dtype=None) -> Tensor(a!)", "aten::cumsum", kInPlace},
    {"aten::xlogy_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::xlogy.Tensor", kInPlace},
    {"aten::xlogy_.Scalar_Other(Tensor(a!) self, Scalar other) -> Tensor(a!)", "aten::xlogy.Scalar_Other", kInPlace},
    {"aten::digamma_(Tensor(a!) self) -> Tensor(a!)", "aten::digamma", kInPlace},
    {"aten::i0_(Tensor(a!) self) -> Tensor(a!)", "aten::i0", kInPlace},
    {"aten::sinc_(Tensor(a!) self) -> Tensor(a!)", "aten::sinc", kInPlace},
    {"aten::deg2rad_(Tensor(a!) self) -> Tensor(a!)", "aten::deg2rad", kInPlace},
    {"aten::rad2deg_(Tensor(a!) self) -> Tensor(a!)", "aten::rad2deg", kInPlace},
    {"aten::logit_(Tensor(a!) self, float? eps=None) -> Tensor(a!)", "aten::logit", kInPlace},
    {"aten::mvlgamma_(Tensor(a!) self, int p) -> Tensor(a!)", "aten::mvlgamma", kInPlace},
    {"aten::igamma_(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::igamma", kInPlace},
    {"aten::igammac_(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::igammac", kInPlace},
    {"aten::copysign_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::copysign.Tensor", kInPlace},
    {"aten::copysign_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", "aten::copysign.Scalar", kInPlace},
    {"aten::nextafter_(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::nextafter", kInPlace},
    {"aten::ldexp_(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::ldexp.Tensor", kInPlace},
    {"aten::gcd_(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::gcd", kInPlace},
    {"aten::lcm_(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::lcm", kInPlace},
    {"aten::addcmul_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!)", "aten::addcmul", kInPlace},
    {"aten::addcdiv_(Tensor(a!) self, Tensor tensor1, Tensor tensor2, *, Scalar value=1) -> Tensor(a!)", "aten::addcdiv", kInPlace},
    {"aten::addr_(Tensor(a!) self, Tensor vec1, Tensor vec2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)", "aten::addr", kInPlace},
    {"aten::addbmm_(Tensor(a!) self, Tensor batch1, Tensor batch2, *, Scalar beta=1, Scalar alpha=1) -> Tensor(a!)", "aten::addbmm", kInPlace},
    {"aten::renorm_(Tensor(a!) self, Scalar p, int dim, Scalar maxnorm) -> Tensor(a!)", "aten::renorm", kInPlace},
    {"aten::as_strided_(Tensor(a!) self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor(a!)", "aten::as_strided", kGeometry},

    // ---- aliases ----
    {"aten::arctan2(Tensor self, Tensor other) -> Tensor", "aten::atan2", kAlias},
    {"aten::arctan2_(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::atan2_", kAlias},
    {"aten::arccos(Tensor self) -> Tensor", "aten::acos", kAlias},
    {"aten::arccos_(Tensor(a!) self) -> Tensor(a!)", "aten::acos_", kAlias},
    {"aten::arcsin(Tensor self) -> Tensor", "aten::asin", kAlias},
    {"aten::arcsin_(Tensor(a!) self) -> Tensor(a!)", "aten::asin_", kAlias},
    {"aten::arctan(Tensor self) -> Tensor", "aten::atan", kAlias},
    {"aten::arctan_(Tensor(a!) self) -> Tensor(a!)", "aten::atan_", kAlias},
    {"aten::arccosh(Tensor self) -> Tensor", "aten::acosh", kAlias},
    {"aten::arccosh_(Tensor(a!) self) -> Tensor(a!)", "aten::acosh_", kAlias},
    {"aten::arcsinh(Tensor self) -> Tensor", "aten::asinh", kAlias},
    {"aten::arcsinh_(Tensor(a!) self) -> Tensor(a!)", "aten::asinh_", kAlias},
    {"aten::arctanh(Tensor self) -> Tensor", "aten::atanh", kAlias},
    {"aten::arctanh_(Tensor(a!) self) -> Tensor(a!)", "aten::atanh_", kAlias},
    {"aten::less.Scalar(Tensor self, Scalar other) -> Tensor", "aten::lt.Scalar", kAlias},
    {"aten::less.Tensor(Tensor self, Tensor other) -> Tensor", "aten::lt.Tensor", kAlias},
    {"aten::less_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", "aten::lt_.Scalar", kAlias},
    {"aten::less_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::lt_.Tensor", kAlias},
    {"aten::greater.Scalar(Tensor self, Scalar other) -> Tensor", "aten::gt.Scalar", kAlias},
    {"aten::greater.Tensor(Tensor self, Tensor other) -> Tensor", "aten::gt.Tensor", kAlias},
    {"aten::greater_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", "aten::gt_.Scalar", kAlias},
    {"aten::greater_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::gt_.Tensor", kAlias},
    {"aten::less_equal.Scalar(Tensor self, Scalar other) -> Tensor", "aten::le.Scalar", kAlias},
    {"aten::less_equal.Tensor(Tensor self, Tensor other) -> Tensor", "aten::le.Tensor", kAlias},
    {"aten::less_equal_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", "aten::le_.Scalar", kAlias},
    {"aten::less_equal_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::le_.Tensor", kAlias},
    {"aten::greater_equal.Scalar(Tensor self, Scalar other) -> Tensor", "aten::ge.Scalar", kAlias},
    {"aten::greater_equal.Tensor(Tensor self, Tensor other) -> Tensor", "aten::ge.Tensor", kAlias},
    {"aten::greater_equal_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", "aten::ge_.Scalar", kAlias},
    {"aten::greater_equal_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::ge_.Tensor", kAlias},
    {"aten::not_equal.Scalar(Tensor self, Scalar other) -> Tensor", "aten::ne.Scalar", kAlias},
    {"aten::not_equal.Tensor(Tensor self, Tensor other) -> Tensor", "aten::ne.Tensor", kAlias},
    {"aten::not_equal_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", "aten::ne_.Scalar", kAlias},
    {"aten::not_equal_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::ne_.Tensor", kAlias},
    {"aten::subtract.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor", "aten::sub.Tensor", kAlias},
    {"aten::subtract_.Tensor(Tensor(a!) self, Tensor other, *, Scalar alpha=1) -> Tensor(a!)", "aten::sub_.Tensor", kAlias},
    {"aten::subtract.Scalar(Tensor self, Scalar other, Scalar alpha=1) -> Tensor", "aten::sub.Scalar", kAlias},
    {"aten::subtract_.Scalar(Tensor(a!) self, Scalar other, Scalar alpha=1) -> Tensor(a!)", "aten::sub_.Scalar", kAlias},
    {"aten::divide.Tensor(Tensor self, Tensor other) -> Tensor", "aten::div.Tensor", kAlias},
    {"aten::divide_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::div_.Tensor", kAlias},
    {"aten::divide.Scalar(Tensor self, Scalar other) -> Tensor", "aten::div.Scalar", kAlias},
    {"aten::divide_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", "aten::div_.Scalar", kAlias},
    {"aten::divide.Tensor_mode(Tensor self, Tensor other, *, str? rounding_mode) -> Tensor", "aten::div.Tensor_mode", kAlias},
    {"aten::divide_.Tensor_mode(Tensor(a!) self, Tensor other, *, str? rounding_mode) -> Tensor(a!)", "aten::div_.Tensor_mode", kAlias},
    {"aten::divide.Scalar_mode(Tensor self, Scalar other, *, str? rounding_mode) -> Tensor", "aten::div.Scalar_mode", kAlias},
    {"aten::divide_.Scalar_mode(Tensor(a!) self, Scalar other, *, str? rounding_mode) -> Tensor(a!)", "aten::div_.Scalar_mode", kAlias},
    {"aten::true_divide_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::div_.Tensor", kAlias},
    {"aten::true_divide_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", "aten::div_.Scalar", kAlias},
    {"aten::multiply.Tensor(Tensor self, Tensor other) -> Tensor", "aten::mul.Tensor", kAlias},
    {"aten::multiply_.Tensor(Tensor(a!) self, Tensor other) -> Tensor(a!)", "aten::mul_.Tensor", kAlias},
    {"aten::multiply.Scalar(Tensor self, Scalar other) -> Tensor", "aten::mul.Scalar", kAlias},
    {"aten::multiply_.Scalar(Tensor(a!) self, Scalar other) -> Tensor(a!)", "aten::mul_.Scalar", kAlias},
    {"aten::swapaxes_(Tensor(a!) self, int axis0, int axis1) -> Tensor(a!)", "aten::transpose_", kAlias},
    {"aten::swapdims_(Tensor(a!) self, int dim0, int dim1) -> Tensor(a!)", "aten::transpose_", kAlias},
    {"aten::moveaxis.intlist(Tensor(a) self, int[] source, int[] destination) -> Tensor(a)", "aten::movedim.intlist", kAlias},
    {"aten::moveaxis.int(Tensor(a) self, int source, int destination) -> Tensor(a)", "aten::movedim.int", kAlias},
    {"aten::concat(Tensor[] tensors, int dim=0) -> Tensor", "aten::cat", kAlias},
    {"aten::concatenate(Tensor[] tensors, int dim=0) -> Tensor", "aten::cat", kAlias},
    {"aten::mT.a(Tensor(a) self) -> Tensor(a)", "aten::mT", kAlias},
    {"aten::mH.a(Tensor(a) self) -> Tensor(a)", "aten::mH", kAlias},
    {"aten::matrix_H.a(Tensor(a) self) -> Tensor(a)", "aten::matrix_H", kAlias},
    {"aten::ger(Tensor self, Tensor vec2) -> Tensor", "aten::outer", kAlias},
    {"aten::chain_matmul(Tensor[] matrices) -> Tensor", "aten::linalg_multi_dot", kAlias},
    {"aten::data(Tensor self) -> Tensor", "aten::detach", kAlias},
    {"aten::sym_size(Tensor self) -> SymInt[]", "aten::size", kAlias},
    {"aten::sym_size.int(Tensor self, int dim) -> SymInt", "aten::size.int", kAlias},
    {"aten::sym_stride(Tensor self) -> SymInt[]", "aten::stride", kAlias},
    {"aten::sym_stride.int(Tensor self, int dim) -> SymInt", "aten::stride.int", kAlias},
    {"aten::sym_numel(Tensor self) -> SymInt", "aten::numel", kAlias},
    {"aten::sym_storage_offset(Tensor self) -> SymInt", "aten::storage_offset", kAlias},
    {"aten::special_erf(Tensor self) -> Tensor", "aten::erf", kAlias},
    {"aten::special_erfc(Tensor self) -> Tensor", "aten::erfc", kAlias},
    {"aten::special_erfinv(Tensor self) -> Tensor", "aten::erfinv", kAlias},
    {"aten::special_exp2(Tensor self) -> Tensor", "aten::exp2", kAlias},
    {"aten::special_expm1(Tensor self) -> Tensor", "aten::expm1", kAlias},
    {"aten::special_expit(Tensor self) -> Tensor", "aten::sigmoid", kAlias},
    {"aten::special_gammaln(Tensor self) -> Tensor", "aten::lgamma", kAlias},
    {"aten::special_log1p(Tensor self) -> Tensor", "aten::log1p", kAlias},
    {"aten::special_round(Tensor self, *, int decimals=0) -> Tensor", "aten::round.decimals", kAlias},
    {"aten::special_softmax(Tensor self, int dim, ScalarType? dtype=None) -> Tensor", "aten::softmax.int", kAlias},
    {"aten::special_log_softmax(Tensor self, int dim, *, ScalarType? dtype=None) -> Tensor", "aten::log_softmax.int", kAlias},
    {"aten::special_logsumexp(Tensor self, int[1] dim, bool keepdim=False) -> Tensor", "aten::logsumexp", kAlias},
    {"aten::special_xlogy(Tensor self, Tensor other) -> Tensor", "aten::xlogy.Tensor", kAlias},
    {"aten::special_xlogy.self_scalar(Scalar self, Tensor other) -> Tensor", "aten::xlogy.Scalar_Self", kAlias},
    {"aten::special_xlogy.other_scalar(Tensor self, Scalar other) -> Tensor", "aten::xlogy.Scalar_Other", kAlias},

    {"aten::special_digamma(Tensor self) -> Tensor", "aten::digamma", kAlias},
    {"aten::special_psi(Tensor self) -> Tensor", "aten::digamma", kAlias},
    {"aten::special_i0(Tensor self) -> Tensor", "aten::i0", kAlias},
    {"aten::special_sinc(Tensor self) -> Tensor", "aten::sinc", kAlias},
    {"aten::unsafe_split_with_sizes(Tensor self, int[] split_sizes, int dim=0) -> Tensor[]", "aten::split_with_sizes", kAlias},
    // ---- functional forms of in-place kernels (ATen: self.clone().op_(...)) ----
    {"aten::normal_functional(Tensor self, float mean=0., float std=1., *, Generator? generator=None) -> Tensor", "aten::normal_", kFunctional},
    {"aten::geometric(Tensor self, float p, *, Generator? generator=None) -> Tensor", "aten::geometric_", kFunctional},
    {"aten::exponential(Tensor self, float lambd=1., *, Generator? generator=None) -> Tensor", "aten::exponential_", kFunctional},
    {"aten::log_normal(Tensor self, float mean=1., float std=2., *, Generator? generator=None) -> Tensor", "aten::log_normal_", kFunctional},
    {"aten::cauchy(Tensor self, float median=0., float sigma=1., *, Generator? generator=None) -> Tensor", "aten::cauchy_", kFunctional},
    {"aten::uniform(Tensor self, float from=0., float to=1., *, Generator? generator=None) -> Tensor", "aten::uniform_", kFunctional},
    {"aten::random.from(Tensor self, int from, int? to, *, Generator? generator=None) -> Tensor", "aten::random_.from", kFunctional},
    {"aten::random.to(Tensor self, int to, *, Generator? generator=None) -> Tensor", "aten::random_.to", kFunctional},
    {"aten::random(Tensor self, *, Generator? generator=None) -> Tensor", "aten::random_", kFunctional},
    {"aten::fill.Scalar(Tensor self, Scalar value) -> Tensor", "aten::fill_.Scalar", kFunctional},
    {"aten::fill.Tensor(Tensor self, Tensor value) -> Tensor", "aten::fill_.Tensor", kFunctional},
    {"aten::zero(Tensor self) -> Tensor", "aten::zero_", kFunctional},
    {"aten::resize(Tensor self, SymInt[] size, *, MemoryFormat? memory_format=None) -> Tensor", "aten::resize_", kFunctional},
    {"aten::resize_as(Tensor self, Tensor the_template, *, MemoryFormat? memory_format=None) -> Tensor", "aten::resize_as_", kFunctional},
    {"aten::copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor", "aten::copy_", kFunctional},

    // ---- copies of views ----
    {"aten::alias_copy(Tensor self) -> Tensor", "aten::alias", kCopy},
    {"aten::unfold_copy(Tensor self, int dimension, int size, int step) -> Tensor", "aten::unfold", kCopy},
    {"aten::view_copy(Tensor self, SymInt[] size) -> Tensor", "aten::view", kCopy},
    {"aten::unbind_copy.int(Tensor self, int dim=0) -> Tensor[]", "aten::unbind.int", kCopy},
    {"aten::unsqueeze_copy(Tensor self, int dim) -> Tensor", "aten::unsqueeze", kCopy},
    {"aten::transpose_copy.int(Tensor self, int dim0, int dim1) -> Tensor", "aten::transpose.int", kCopy},
    {"aten::t_copy(Tensor self) -> Tensor", "aten::t", kCopy},
    {"aten::squeeze_copy(Tensor self) -> Tensor", "aten::squeeze", kCopy},
    {"aten::squeeze_copy.dim(Tensor self, int dim) -> Tensor", "aten::squeeze.dim", kCopy},
    {"aten::split_with_sizes_copy(Tensor self, int[] split_sizes, int dim=0) -> Tensor[]", "aten::split_with_sizes", kCopy},
    {"aten::split_copy.Tensor(Tensor self, int split_size, int dim=0) -> Tensor[]", "aten::split.Tensor", kCopy},
    {"aten::slice_copy.Tensor(Tensor self, int dim=0, SymInt? start=None, SymInt? end=None, SymInt step=1) -> Tensor", "aten::slice.Tensor", kCopy},
    {"aten::detach_copy(Tensor self) -> Tensor", "aten::detach", kCopy},
    {"aten::select_copy.int(Tensor self, int dim, int index) -> Tensor", "aten::select.int", kCopy},
    {"aten::permute_copy(Tensor self, int[] dims) -> Tensor", "aten::permute", kCopy},
    {"aten::diagonal_copy(Tensor self, int offset=0, int dim1=0, int dim2=1) -> Tensor", "aten::diagonal", kCopy},
    {"aten::as_strided_copy(Tensor self, SymInt[] size, SymInt[] stride, SymInt? storage_offset=None) -> Tensor", "aten::as_strided", kCopy},
    {"aten::view_as_complex_copy(Tensor self) -> Tensor", "aten::view_as_complex", kCopy},
    {"aten::view_as_real_copy(Tensor self) -> Tensor", "aten::view_as_real", kCopy},
    {"aten::expand_copy(Tensor self, SymInt[] size, *, bool implicit=False) -> Tensor", "aten::expand", kCopy},
    {"aten::narrow_copy(Tensor self, int dim, SymInt start, SymInt length) -> Tensor", "aten::narrow", kCopy},
};
// clang-format on

/// An in-place op cannot grow self: ATen's "output with shape ... doesn't
/// match the broadcast shape ..." when the result is larger.
void checkInPlaceShape(const Tensor& self, const Tensor& result) {
  bool same = self.dim() == result.dim();
  for (int64_t i = 0; same && i < self.dim(); ++i) same = self.size(i) == result.size(i);
  if (same) return;
  throw Error("output with shape " + shapeStr(self.sizes()) + " doesn't match the broadcast shape " +
              shapeStr(result.sizes()));
}

OpKernel derivedKernel(const Operator& from, size_t nargs, Derivation how) {
  OpKernel f = from.kernel;
  switch (how) {
    case Derivation::Alias:
      return f;
    case Derivation::InPlace:
      return [f, nargs](Stack& s) {
        Tensor self = peek(s, 0, nargs).toTensor();
        f(s);
        Tensor result = pop(s).toTensor();
        checkInPlaceShape(self, result);
        push(s, IValue(detail::assignInPlace(self, result)));
      };
    case Derivation::Copy:
      return [f](Stack& s) {
        f(s);
        IValue v = pop(s);
        if (v.isTensor()) {
          push(s, IValue(clone(v.toTensor())));
          return;
        }
        std::vector<Tensor> parts = detail::toTensorVector(v);
        for (Tensor& t : parts) t = clone(t);
        push(s, detail::tensorListValue(parts));
      };
    case Derivation::Geometry:
      return [f, nargs](Stack& s) {
        Tensor self = peek(s, 0, nargs).toTensor();
        f(s);
        Tensor view = pop(s).toTensor();
        self.impl()->setGeometry(view.sizes(), view.strides(), view.storage_offset());
        push(s, IValue(self));
      };
    case Derivation::Functional:
      return [f, nargs](Stack& s) {
        IValue& self = s[s.size() - nargs];
        self = IValue(clone(self.toTensor()));
        f(s);
      };
  }
  return f;
}

}  // namespace

void registerDerivedOps(Registry& r) {
  for (const DerivedOp& d : kDerivedOps) {
    const Operator* from = r.find(d.from);
    TS_CHECK(from, std::string("internal: derived operator ") + d.schema + " needs " + d.from);
    FunctionSchema s = parseSchema(d.schema);
    TS_CHECK(s.arguments.size() == from->schema.arguments.size(),
             std::string("internal: ") + d.schema + " does not take the arguments of " + d.from);
    OpKernel kernel = derivedKernel(*from, s.arguments.size(), d.how);
    r.add(std::move(s), std::move(kernel));
  }
}

void attachDerivedGradRules(Registry& r) {
  for (const DerivedOp& d : kDerivedOps) {
    if (d.how != Derivation::Alias) continue;
    const Operator* from = r.find(d.from);
    if (!from->grad) continue;
    FunctionSchema s = parseSchemaName(d.schema);
    r.setGradRule(s.overload.empty() ? s.name : s.name + "." + s.overload, from->grad);
  }
}

}  // namespace ts
